/// The custom properties of a motion preset and their Reduce Motion values.
///
/// A preset `motion.slide` gives `--motion-slide` (`duration easing`, for the
/// `transition` and `animation` shorthands), `--motion-slide-duration`,
/// `--motion-slide-easing` and `--motion-slide-travel` (1 when the animation may
/// move things across the screen, 0 when it must not). Under Reduce Motion they
/// take the fallback: a crossfade (its duration, linear, travel 0), no animation
/// (0ms, linear, travel 0) or another preset's animation.
struct CSSMotionProperties {
  /// The declarations used normally.
  var normal: [CSSDeclaration]
  /// The declarations that change under Reduce Motion (empty when nothing changes).
  var reduced: [CSSDeclaration]

  /// The property names of a preset: the preset itself, then duration, easing and travel.
  static func names(_ path: TokenPath, prefix: String) -> [String] {
    ([path] + ["duration", "easing", "travel"].map(path.appending)).map { Naming.cssCustomProperty($0, prefix: prefix) }
  }

  /// The properties of a motion token; a whole-value alias to another motion token refers to its properties.
  init?(_ token: ResolvedToken, in set: ResolvedTokenSet, prefix: String, comment: String?) {
    guard case .motion(let motion) = token.value else { return nil }
    let names = Self.names(token.path, prefix: prefix)
    if let alias = token.aliasOf, case .motion(let target)? = set[alias.path]?.value, target == motion {
      let targets = Self.names(alias.path, prefix: prefix)
      normal = zip(names, targets).map { CSSDeclaration($0, .variable($1)) }
      normal[0].comment = comment
      reduced = []
      return
    }
    normal = Self.declarations(names, motion.animation)
    normal[0].comment = comment
    let fallback = motion.reducedAnimation.map { Self.declarations(names, $0) } ?? Self.noAnimation(names)
    reduced = motion.reduceMotion == nil ? [] : fallback
  }

  private static func declarations(_ names: [String], _ animation: MotionAnimation) -> [CSSDeclaration] {
    let duration = CSSTokenValues.duration(animation.duration.milliseconds)
    let easing = CSSTokenValues.easing(animation.curve.bezier)
    return zip(names, [.spaced([duration, easing]), duration, easing, .number(animation.travels ? 1 : 0)])
      .map { CSSDeclaration($0, $1) }
  }

  private static func noAnimation(_ names: [String]) -> [CSSDeclaration] {
    declarations(names, MotionAnimation(curve: .linear, duration: Duration(milliseconds: 0)))
  }

  /// The rules that switch to the fallbacks: `prefers-reduced-motion: reduce`, or `data-motion="reduce"` on the root.
  static func reduceRules(_ declarations: [CSSDeclaration]) -> [CSSNode] {
    guard !declarations.isEmpty else { return [] }
    return [
      .comment("Reduce Motion: prefers-reduced-motion: reduce, or data-motion=\"reduce\" on the root element."),
      .media([CSSMediaFeature("prefers-reduced-motion", "reduce")], [.rule([.root()], declarations)]),
      .rule([.root([.attribute("data-motion", equals: "reduce")])], declarations),
    ]
  }
}
