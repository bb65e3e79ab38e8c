import Testing

@testable import TokenCompiler

/// The page and the Markdown work out the words of a recurring value (a text style, a motion
/// preset, a length, a bar's or a radius's style) once per distinct value: what they keep is what
/// they would work out, and values told apart only by a sign of zero, a fallback's path or one
/// metric never share.
@Suite("Docs value texts")
struct DocsValueTextsTests {
  /// Presets alike but for one part each: the curve, a `-0` delay, the fallback and its path.
  static let motions: [Motion] = {
    let base = MotionAnimation(curve: .spring(bounce: 0.1), duration: Duration(milliseconds: 250), travels: true)
    var other = base
    other.delay = Duration(milliseconds: -0.0)
    var repeating = base
    repeating.repeats = true
    return [
      Motion(animation: base, reduceMotion: nil), Motion(animation: base, reduceMotion: ReduceMotionFallback.none),
      Motion(animation: other, reduceMotion: nil), Motion(animation: repeating, reduceMotion: nil),
      Motion(animation: base, reduceMotion: .crossfade(Duration(milliseconds: 150))),
      Motion(animation: base, reduceMotion: .crossfade(Duration(milliseconds: 200))),
      Motion(animation: base, reduceMotion: .motion(TokenPath(["motion", "a"]), repeating)),
      Motion(animation: base, reduceMotion: .motion(TokenPath(["motion", "b"]), repeating)),
      Motion(
        animation: MotionAnimation(
          curve: .cubicBezier(CubicBezier(0.2, 0, 0.4, 1)), duration: Duration(milliseconds: 90)),
        reduceMotion: nil),
    ]
  }()

  /// Every text of `texts`, in order.
  static func all(_ texts: DocsMotionTexts) -> [String] {
    [
      texts.easing, texts.animation, texts.reduceMotion, texts.duration, texts.durationNumber, texts.reducedDuration,
      texts.reducedEasing,
    ]
  }

  @Test func eachPresetKeepsItsOwnTexts() {
    #expect(Set(Self.motions.map(DocsMotionKey.init)).count == Self.motions.count)
    let cache = DocsPageCache()
    for _ in 0..<2 {
      for motion in Self.motions {
        #expect(Self.all(cache.motionTexts(motion)) == Self.all(DocsMotionTexts(motion)))
        #expect(cache.motionTexts(motion).animation == DocsFormat.animation(motion.animation))
      }
    }
    #expect(cache.motions.count == Self.motions.count)
  }

  @Test func lengthsAndStylesAreKeptByBitsAndKind() {
    let cache = DocsPageCache()
    for points in [0.0, -0.0, 16, 1.5, -4] {
      #expect(cache.length(Dimension(points)) == DocsFormat.length(Dimension(points)))
    }
    #expect(cache.length(Dimension(1, .rem)) == DocsFormat.length(Dimension(16)))
    #expect(cache.lengths.count == 5)
    #expect(cache.scaleStyle(4, radius: false) { "bar" } == "bar")
    #expect(cache.scaleStyle(4, radius: true) { "radius" } == "radius")
    #expect(cache.scaleStyle(4, radius: false) { "other" } == "bar")
    #expect(cache.scaleStyle(-0.0, radius: false) { "negative zero" } == "negative zero")
  }

  @Test func textStylesDifferingInOneMetricDoNotShare() {
    let base = Typography(
      fontFamily: ["Inter", "system-ui"], fontWeight: FontWeight(400), fontSize: 17, lineHeight: 22,
      textStyle: .body)
    var tracked = base
    tracked.letterSpacing = -0.0
    var heavier = base
    heavier.fontWeight = FontWeight(600)
    var fixed = base
    fixed.textStyle = nil
    let styles = [base, tracked, heavier, fixed].map { DocsModel.TextStyle($0) }
    #expect(Set(styles.map(DocsTypeKey.init)).count == styles.count)
    let page = DocsPage(
      model: DocsModel(tokens: ResolvedTokenSet(tokens: []), contrastResults: []), title: "", cssPrefix: "")
    let markdown = DocsMarkdown(model: page.model, title: "", cssPrefix: "", names: [])
    for style in styles + styles {
      let texts = page.typeTexts(style)
      #expect(texts.metrics == DocsPage.metrics(style))
      #expect(texts.typography == DocsFormat.typography(style))
      #expect(markdown.typeTexts(style).metrics.contains(DocsFormat.typography(style)))
    }
    #expect(page.cache.typeTexts.count == styles.count)
    #expect(markdown.cache.markdownTypeTexts.count == styles.count)
  }
}
