/// How numbers are written as text, in one place for every target.
///
/// - ``shortest(_:)``: the shortest text that reads back as the same `Double` (`16`, `0.15`),
///   for JSON and Swift literals;
/// - ``fixed(_:decimals:trimmingZeros:)``: a fixed number of decimals (`4.50` for a contrast
///   ratio), or at most that many (`0.0625` in CSS).
///
/// Both are written as bytes first (``NumberText+Bytes.swift``), so a writer can put them straight
/// into its buffer; the `String` forms here are those bytes.
enum NumberText {
  /// Integers without a fraction (`16`), other values in Swift's shortest round-trip form.
  static func shortest(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    guard let short = Fixed(shortest: number) else { return "\(number)" }
    return String(unsafeUninitializedCapacity: short.length) { short.write(to: $0.baseAddress!) }
  }

  /// `number` rounded to `decimals` places, with trailing zeros (and the point) dropped when
  /// `trimmingZeros` is set. Values too large for that many places are written in shortest form.
  static func fixed(_ number: Double, decimals: Int, trimmingZeros: Bool = false) -> String {
    guard let fixed = Fixed(number, decimals: decimals, trimmingZeros: trimmingZeros) else { return shortest(number) }
    return String(unsafeUninitializedCapacity: fixed.length) { fixed.write(to: $0.baseAddress!) }
  }
}
