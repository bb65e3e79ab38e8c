/// The Reduce Motion context of a resolver's motion modifier (contexts such as `default` and
/// `reduced`): what a motion token becomes when Reduce Motion is on.
///
/// tokenc keeps Reduce Motion as each motion token's fallback, so a motion or transition
/// token the reduced context redefines gets one: no animation when its duration there is 0,
/// else a crossfade of that duration (Apple's advice for motion that must still show a
/// change). A fallback the token declares itself wins. Another type redefined there (a
/// duration, a curve) is a warning naming both places.
extension GroupWalker {
  /// Applies a token of the Reduce Motion context to the token it redefines.
  mutating func applyReducedMotion(_ reduced: DecodedToken, to index: Int?) {
    guard let index else {
      reader.diagnostics.warning(
        .tokenTheme,
        "'\(reduced.path)' is defined only for Reduce Motion\(origin.map { " (\($0))" } ?? ""), so it is not used; "
          + "define it in the base tokens too", at: reduced.location)
      return
    }
    var base = document.tokens[index]
    guard case .motion(var source) = base.value, case .motion(let replacement) = reduced.value else {
      reader.diagnostics.warning(
        .tokenTheme,
        "'\(base.path)' is not a motion token, so its Reduce Motion value here is ignored; Reduce Motion applies "
          + "to motion and transition tokens (their reduceMotion fallback)",
        at: reduced.valueLocation, notes: [DiagnosticNote("the value used", at: base.valueLocation)])
      return
    }
    guard source.reduceMotion == nil else { return }
    if case .value(let duration) = replacement.duration, duration.milliseconds == 0 {
      source.reduceMotion = ReduceMotionSource.none
    } else {
      source.reduceMotion = .crossfade(replacement.duration)
    }
    base.value = .motion(source)
    document.tokens[index] = base
  }
}
