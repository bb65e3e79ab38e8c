/// ``NumberText``'s forms as bytes: the digits are worked out as integers, their count is known
/// before a byte is written, and writers put them straight into their ``ByteBuffer``, without a
/// `String` per number.
extension NumberText {
  /// A number as a whole part and a fraction of a known number of digits (`-12.0625`).
  struct Fixed {
    /// Whether a `-` comes first.
    private let negative: Bool
    /// The digits before the point.
    private let whole: UInt64
    /// The digits after the point, as an integer (zero-padded to ``fractionDigits``).
    private let fraction: UInt64
    /// How many digits follow the point (none: no point either).
    private let fractionDigits: Int
    /// How many bytes the text has.
    let length: Int

    /// ``NumberText/fixed(_:decimals:trimmingZeros:)``'s text, or `nil` when that is the shortest
    /// form instead (a value too large for that many places, or not finite).
    init?(_ number: Double, decimals: Int, trimmingZeros: Bool) {
      var scale: Int64 = 1
      for _ in 0..<decimals { scale *= 10 }
      let magnitude = (abs(number) * Double(scale)).rounded()
      guard magnitude < 9e18 else { return nil }
      let scaled = Int64(magnitude)
      var fraction = UInt64(scaled % scale)
      var count = decimals
      if trimmingZeros {
        while count > 0 && fraction % 10 == 0 {
          fraction /= 10
          count -= 1
        }
      }
      self.init(negative: number < 0 && scaled > 0, whole: UInt64(scaled / scale), fraction: fraction, digits: count)
    }

    /// ``NumberText/shortest(_:)``'s text of a number that is not a whole one, when it has at most
    /// four decimals and is from 0.0001 up to a billion: the fewest decimals that read back as
    /// `number` (a division of two exact doubles rounds as reading the text does). `nil` for
    /// every other number, which then takes Swift's own shortest form.
    init?(shortest number: Double) {
      let magnitude = abs(number)
      guard magnitude >= 0.0001, magnitude < 1e9 else { return nil }
      var scale = 1.0
      for digits in 1...4 {
        scale *= 10
        let scaled = (magnitude * scale).rounded()
        guard scaled / scale == magnitude else { continue }
        let integer = UInt64(scaled)
        var power: UInt64 = 1
        for _ in 0..<digits { power *= 10 }
        // A last digit of zero would be a number with fewer decimals: a whole one here.
        guard integer % 10 != 0 else { return nil }
        self.init(negative: number < 0, whole: integer / power, fraction: integer % power, digits: digits)
        return
      }
      return nil
    }

    /// The text of `whole`, then `digits` digits of `fraction` after a point, `-` first when `negative`.
    private init(negative: Bool, whole: UInt64, fraction: UInt64, digits: Int) {
      self.negative = negative
      self.whole = whole
      self.fraction = fraction
      fractionDigits = digits
      var wholeDigits = 1
      var rest = whole
      while rest >= 10 {
        rest /= 10
        wholeDigits += 1
      }
      length = (negative ? 1 : 0) + wholeDigits + (digits > 0 ? 1 + digits : 0)
    }

    /// Writes the ``length`` bytes of the text at `start`; returns their count.
    @discardableResult
    func write(to start: UnsafeMutablePointer<UInt8>) -> Int {
      var position = length
      var rest = fraction
      for _ in 0..<fractionDigits {
        position -= 1
        (start + position).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      }
      if fractionDigits > 0 {
        position -= 1
        (start + position).initialize(to: UInt8(ascii: "."))
      }
      rest = whole
      repeat {
        position -= 1
        (start + position).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      } while rest > 0
      if negative { start.initialize(to: UInt8(ascii: "-")) }
      return length
    }
  }
}

extension ByteBuffer {
  /// Writes a number's fixed text (``NumberText/Fixed``).
  mutating func append(_ number: NumberText.Fixed) {
    write(number.length) { number.write(to: $0) }
  }

  /// Writes ``NumberText/shortest(_:)`` of `number`: whole numbers and short decimals straight
  /// into the buffer, others through Swift's own text.
  mutating func append(shortest number: Double) {
    if number == number.rounded(), abs(number) < 1e15 { return append(decimal: Int(number)) }
    guard let fixed = NumberText.Fixed(shortest: number) else { return append("\(number)") }
    append(fixed)
  }
}
