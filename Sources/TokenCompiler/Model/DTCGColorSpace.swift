#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The color spaces DTCG 2025.10 allows, with their component ranges and conversion to XYZ (D65).
///
/// tokenc keeps colors in sRGB or Display P3; the others are converted on input
/// (CSS Color 4 matrices and transfer functions).
enum DTCGColorSpace: String, Sendable, CaseIterable {
  case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
  case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
  case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

  /// The allowed range of each component, and whether the range's top is excluded (hues).
  var componentRanges: [(range: ClosedRange<Double>, excludesTop: Bool)] {
    let unit = (0.0...1.0, false)
    let hue = (0.0...360.0, true)
    let percent = (0.0...100.0, false)
    let unbounded = (-Double.infinity...Double.infinity, false)
    let chroma = (0.0...Double.infinity, false)
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: return [unit, unit, unit]
    case .hsl, .hwb: return [hue, percent, percent]
    case .lab: return [percent, unbounded, unbounded]
    case .lch: return [percent, chroma, hue]
    case .oklab: return [unit, unbounded, unbounded]
    case .oklch: return [unit, chroma, hue]
    }
  }

  /// The components as CIE XYZ relative to D65.
  func xyz(_ c: [Double]) -> [Double] {
    switch self {
    case .srgb: return ColorValue(red: c[0], green: c[1], blue: c[2]).xyz
    case .displayP3: return ColorValue(space: .displayP3, red: c[0], green: c[1], blue: c[2]).xyz
    case .srgbLinear: return ColorMath.multiply(ColorMath.linearSRGBToXYZ, c)
    case .hsl: return DTCGColorSpace.srgb.xyz(ColorMath.srgb(fromHSL: c))
    case .hwb: return DTCGColorSpace.srgb.xyz(ColorMath.srgb(fromHWB: c))
    case .oklab: return ColorMath.xyz(fromOKLab: c)
    case .oklch: return ColorMath.xyz(fromOKLab: ColorMath.oklab(fromOKLCH: c))
    case .lab: return Self.d50ToD65(Self.xyzD50(fromLab: c))
    case .lch: return Self.d50ToD65(Self.xyzD50(fromLab: ColorMath.oklab(fromOKLCH: c)))
    case .xyzD65: return c
    case .xyzD50: return Self.d50ToD65(c)
    case .a98RGB:
      return ColorMath.multiply(Self.linearA98ToXYZ, c.map { ($0 < 0 ? -1 : 1) * pow(abs($0), 563 / 256) })
    case .prophotoRGB:
      let linear = c.map { abs($0) <= 16.0 / 512 ? $0 / 16 : ($0 < 0 ? -1 : 1) * pow(abs($0), 1.8) }
      return Self.d50ToD65(ColorMath.multiply(Self.linearProPhotoToXYZD50, linear))
    case .rec2020:
      let (alpha, beta) = (1.09929682680944, 0.018053968510807)
      let linear = c.map { value -> Double in
        let magnitude = abs(value)
        let result = magnitude < beta * 4.5 ? magnitude / 4.5 : pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        return value < 0 ? -result : result
      }
      return ColorMath.multiply(Self.linearRec2020ToXYZ, linear)
    }
  }

  /// CIE Lab (D50 white) → XYZ D50.
  static func xyzD50(fromLab lab: [Double]) -> [Double] {
    let (kappa, epsilon) = (24389.0 / 27, 216.0 / 24389)
    let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
    let f1 = (lab[0] + 16) / 116
    let f0 = lab[1] / 500 + f1
    let f2 = f1 - lab[2] / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return [x * white[0], y * white[1], z * white[2]]
  }

  /// Bradford chromatic adaptation from D50 to D65.
  static func d50ToD65(_ xyz: [Double]) -> [Double] {
    ColorMath.multiply(
      [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
      ], xyz)
  }

  static let linearA98ToXYZ: [[Double]] = [
    [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
    [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
    [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
  ]
  static let linearProPhotoToXYZD50: [[Double]] = [
    [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
    [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
    [0.0, 0.0, 0.8251046025104601],
  ]
  static let linearRec2020ToXYZ: [[Double]] = [
    [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
    [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
    [0.0, 0.028072693049087428, 1.060985057710791],
  ]
}
