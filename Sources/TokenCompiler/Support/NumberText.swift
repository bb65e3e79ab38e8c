/// How numbers are written as text, in one place for every target.
///
/// - ``shortest(_:)``: the shortest text that reads back as the same `Double` (`16`, `0.15`),
///   for JSON and Swift literals;
/// - ``fixed(_:decimals:trimmingZeros:)``: a fixed number of decimals (`4.50` for a contrast
///   ratio), or at most that many (`0.0625` in CSS).
enum NumberText {
  /// Integers without a fraction (`16`), other values in Swift's shortest round-trip form.
  static func shortest(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }

  /// `number` rounded to `decimals` places, with trailing zeros (and the point) dropped when
  /// `trimmingZeros` is set. Values too large for that many places are written in shortest form.
  static func fixed(_ number: Double, decimals: Int, trimmingZeros: Bool = false) -> String {
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = (abs(number) * Double(scale)).rounded()
    guard magnitude < 9e18 else { return shortest(number) }
    let scaled = Int64(magnitude)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    if number < 0 && scaled > 0 { bytes.append(UInt8(ascii: "-")) }
    bytes += String(scaled / scale).utf8
    guard decimals > 0 else { return String(decoding: bytes, as: UTF8.self) }
    // The fraction's digits, most significant first, zero-padded to `decimals`.
    var fraction = [UInt8](repeating: UInt8(ascii: "0"), count: decimals)
    var rest = scaled % scale
    for index in stride(from: decimals - 1, through: 0, by: -1) {
      fraction[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    }
    var count = decimals
    if trimmingZeros {
      while count > 0 && fraction[count - 1] == UInt8(ascii: "0") { count -= 1 }
    }
    if count > 0 {
      bytes.append(UInt8(ascii: "."))
      bytes += fraction[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
