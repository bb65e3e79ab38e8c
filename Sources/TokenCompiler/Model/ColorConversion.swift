#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Color-space math (CSS Color 4 matrices, D65 white): sRGB, Display P3, XYZ and OKLab.
enum ColorMath {
  /// A 3×3 matrix, row-major.
  typealias Matrix = [[Double]]

  static let linearSRGBToXYZ: Matrix = [
    [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
    [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
    [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
  ]
  static let xyzToLinearSRGB: Matrix = [
    [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
    [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
    [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
  ]
  static let linearP3ToXYZ: Matrix = [
    [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
    [0.0, 0.04511338185890264, 1.043944368900976],
  ]
  static let xyzToLinearP3: Matrix = [
    [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
    [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
    [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
  ]
  static let xyzToLMS: Matrix = [
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
  ]
  static let lmsToXYZ: Matrix = [
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
  ]
  static let lmsToOKLab: Matrix = [
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
  ]
  static let oklabToLMS: Matrix = [
    [1.0, 0.3963377773761749, 0.2158037573099136],
    [1.0, -0.1055613458156586, -0.0638541728258133],
    [1.0, -0.0894841775298119, -1.2914855480194092],
  ]

  static func multiply(_ m: Matrix, _ v: [Double]) -> [Double] {
    m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
  }

  /// sRGB/P3 transfer function: gamma-encoded → linear (sign-preserving).
  static func linearize(_ c: Double) -> Double {
    let magnitude = abs(c)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return c < 0 ? -linear : linear
  }

  /// sRGB/P3 transfer function: linear → gamma-encoded (sign-preserving).
  static func encode(_ c: Double) -> Double {
    let magnitude = abs(c)
    let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return c < 0 ? -encoded : encoded
  }

  /// OKLab `[L, a, b]` → CIE XYZ (D65).
  static func xyz(fromOKLab lab: [Double]) -> [Double] {
    multiply(lmsToXYZ, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
  }

  /// CIE XYZ (D65) → OKLab `[L, a, b]`.
  static func oklab(fromXYZ xyz: [Double]) -> [Double] {
    multiply(lmsToOKLab, multiply(xyzToLMS, xyz).map { cbrt($0) })
  }

  /// OKLCH `[L, C, h°]` → OKLab.
  static func oklab(fromOKLCH lch: [Double]) -> [Double] {
    let radians = lch[2] * .pi / 180
    return [lch[0], lch[1] * cos(radians), lch[1] * sin(radians)]
  }

  /// OKLab → OKLCH `[L, C, h°]`.
  static func oklch(fromOKLab lab: [Double]) -> [Double] {
    let hue = atan2(lab[2], lab[1]) * 180 / .pi
    return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue < 0 ? hue + 360 : hue]
  }

  /// HSL (`h°`, `s` and `l` in 0…100) → gamma-encoded sRGB.
  static func srgb(fromHSL hsl: [Double]) -> [Double] {
    let (s, l) = (hsl[1] / 100, hsl[2] / 100)
    func channel(_ n: Double) -> Double {
      let k = (n + hsl[0] / 30).truncatingRemainder(dividingBy: 12)
      let a = s * min(l, 1 - l)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return [channel(0), channel(8), channel(4)]
  }

  /// HWB (`h°`, whiteness and blackness in 0…100) → gamma-encoded sRGB.
  static func srgb(fromHWB hwb: [Double]) -> [Double] {
    let (white, black) = (hwb[1] / 100, hwb[2] / 100)
    if white + black >= 1 {
      let gray = white / (white + black)
      return [gray, gray, gray]
    }
    return srgb(fromHSL: [hwb[0], 100, 50]).map { $0 * (1 - white - black) + white }
  }
}

extension ColorValue {
  /// The color in CIE XYZ (D65), ignoring alpha.
  var xyz: [Double] {
    let linear = [red, green, blue].map(ColorMath.linearize)
    return ColorMath.multiply(space == .srgb ? ColorMath.linearSRGBToXYZ : ColorMath.linearP3ToXYZ, linear)
  }

  /// A color from CIE XYZ (D65) in `space`, components not clamped.
  init(xyz: [Double], space: ColorSpace, alpha: Double = 1) {
    let matrix = space == .srgb ? ColorMath.xyzToLinearSRGB : ColorMath.xyzToLinearP3
    let encoded = ColorMath.multiply(matrix, xyz).map(ColorMath.encode)
    self.init(space: space, red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
  }

  /// This color expressed in `space` (unclamped; may fall outside 0…1 when out of gamut).
  func converted(to space: ColorSpace) -> ColorValue {
    space == self.space ? self : ColorValue(xyz: xyz, space: space, alpha: alpha)
  }

  /// Whether every component lies within 0…1 (with a small tolerance for rounding).
  var isInGamut: Bool {
    [red, green, blue].allSatisfy { $0 >= -0.0005 && $0 <= 1.0005 }
  }

  /// The components clamped to 0…1.
  var clamped: ColorValue {
    func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
    return ColorValue(space: space, red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
  }

  /// The nearest sRGB color: converted, then clamped to the sRGB gamut.
  var srgbFallback: ColorValue { converted(to: .srgb).clamped }

  /// The perceptual distance to `other`: Euclidean in OKLab (ΔE OK, 0…1, about 0.02 being just
  /// noticeable), opacity aside.
  func oklabDistance(to other: ColorValue) -> Double {
    let (first, second) = (ColorMath.oklab(fromXYZ: xyz), ColorMath.oklab(fromXYZ: other.xyz))
    return zip(first, second).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
  }
}
