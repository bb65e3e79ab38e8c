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
    let sign = number < 0 && scaled > 0 ? "-" : ""
    var text = sign + String(scaled / scale)
    guard decimals > 0 else { return text }
    var fraction = String(scaled % scale)
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    if trimmingZeros {
      while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    if !fraction.isEmpty { text += "." + fraction }
    return text
  }
}
