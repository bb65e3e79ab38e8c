/// The custom properties of a motion preset and their Reduce Motion values.
///
/// A preset `motion.slide` gives `--motion-slide` (`duration easing`, for the
/// `transition` and `animation` shorthands), `--motion-slide-duration`,
/// `--motion-slide-easing` and `--motion-slide-travel` (1 when the animation may
/// move things across the screen, 0 when it must not). A preset with a delay also
/// ends the shorthand with it (`duration easing delay`) and gets
/// `--motion-slide-delay`. Under Reduce Motion they
/// take the fallback: a crossfade (its duration, linear, travel 0), no animation
/// (0ms, linear, travel 0) or another preset's animation.
struct CSSMotionProperties {
  /// The declarations used normally.
  var normal: [CSSDeclaration]
  /// The declarations that change under Reduce Motion (empty when nothing changes).
  var reduced: [CSSDeclaration]

  /// The property names of a preset: the preset itself, then duration, easing and travel.
  static func names(_ path: TokenPath, names: CSSPropertyName) -> [String] {
    names.of(path, suffixes: suffixes)
  }

  /// The suffixes of a preset's properties after the preset's own.
  private static let suffixes = CSSPropertyName.Suffixes(["duration", "easing", "travel"])

  /// The properties of the motion token at `position` in the set's tokens; a whole-value alias to
  /// another motion token refers to its properties. (The token's fields are read in place.)
  init?(at position: Int, in set: ResolvedTokenSet, names propertyNames: CSSPropertyName, comment: String?) {
    let all = set.tokens
    guard case .motion(let motion) = all[position].value else { return nil }
    let path = all[position].path
    let names = Self.names(path, names: propertyNames)
    if let alias = all[position].aliasOf, let index = set.index(of: alias.path),
      case .motion(let target) = set.tokens[index].value,
      target == motion
    {
      let targets = Self.names(alias.path, names: propertyNames)
      normal = zip(names, targets).map { CSSDeclaration($0, .variable($1)) }
      if motion.animation.delay.milliseconds != 0 {
        normal.append(
          CSSDeclaration(
            propertyNames.of(path, "delay"), .variable(propertyNames.of(alias.path, "delay"))))
      }
      normal[0].comment = comment
      reduced = []
      return
    }
    // A delay adds `--…-delay` and ends the shorthand, in the normal and the reduced values alike.
    let delayName = motion.animation.delay.milliseconds != 0 ? propertyNames.of(path, "delay") : nil
    normal = Self.declarations(names, motion.animation, delayName: delayName)
    normal[0].comment = comment
    let fallback =
      motion.reducedAnimation.map { Self.declarations(names, $0, delayName: delayName) }
      ?? Self.noAnimation(names, delayName: delayName)
    reduced = motion.reduceMotion == nil ? [] : fallback
  }

  private static func declarations(
    _ names: [String], _ animation: MotionAnimation, delayName: String?
  ) -> [CSSDeclaration] {
    let duration = CSSTokenValues.duration(animation.duration.milliseconds)
    let easing = CSSTokenValues.easing(animation.curve.bezier)
    let delay = CSSTokenValues.duration(animation.delay.milliseconds)
    let shorthand: CSSValue = delayName == nil ? .spaced([duration, easing]) : .spaced([duration, easing, delay])
    var result = zip(names, [shorthand, duration, easing, .number(animation.travels ? 1 : 0)])
      .map { CSSDeclaration($0, $1) }
    if let delayName { result.append(CSSDeclaration(delayName, delay)) }
    return result
  }

  private static func noAnimation(_ names: [String], delayName: String?) -> [CSSDeclaration] {
    declarations(names, MotionAnimation(curve: .linear, duration: Duration(milliseconds: 0)), delayName: delayName)
  }

  /// The rules that switch to the fallbacks: `prefers-reduced-motion: reduce`, or `data-motion="reduce"` on the root.
  static func reduceRules(_ declarations: [CSSDeclaration]) -> [CSSNode] {
    guard !declarations.isEmpty else { return [] }
    return [
      .comment(reduceComment), .media(reduceFeatures, [.rule([.root()], declarations)]),
      .rule([reduceSelector], declarations),
    ]
  }

  /// The comment above the Reduce Motion rules.
  static let reduceComment =
    "Reduce Motion: prefers-reduced-motion: reduce, or data-motion=\"reduce\" on the root element."
  /// `(prefers-reduced-motion: reduce)`, around the first Reduce Motion rule.
  static let reduceFeatures = [CSSMediaFeature("prefers-reduced-motion", "reduce")]
  /// `:root[data-motion="reduce"]`, the second Reduce Motion rule's selector.
  static let reduceSelector = CSSSelector.root([.attribute("data-motion", equals: "reduce")])
}
