extension DocsPage {
  /// Motion presets, each with a play button and one that plays its Reduce Motion fallback.
  var motionSection: Section? {
    section(
      .motion,
      intro: "“Play” runs a preset (its Reduce Motion fallback if your system asks for reduced motion); "
        + "“Play reduced” always runs the fallback.",
      tokens: model.sections.motion, columns: ["Token", "CSS", "Swift", "Animation", "Demo"]
    ) { item, stream in motionEntry(item.token, item.motion, into: &stream) }
  }

  private func motionEntry(_ token: DocsModel.Token, _ motion: Motion, into stream: inout HTMLStream) {
    let animation = motion.animation
    let reduced = motion.reducedAnimation
    let texts = cache.motionTexts(motion)
    let description = [("Animation", texts.animation), ("Easing", texts.easing), ("Reduce Motion", texts.reduceMotion)]
    func button(_ mode: String, _ label: String, into stream: inout HTMLStream) {
      stream.start(.button)
      stream.attribute("data-play", mode)
      stream.text(label)
      stream.start(.span)
      stream.attribute("class", literal: "visually-hidden")
      stream.literal(" ")
      stream.text(token.path.description)
      stream.end()
      stream.end()
    }
    entry(token, kind: "motion", into: &stream) { stream in
      stream.start(.div)
      stream.attribute("class", literal: "motion-summary")
      easingPlot(animation.curve.bezier, section: "motion", into: &stream)
      fold(texts.duration, kind: "motion-facts", into: &stream) {
        facts(description, into: &$0)
      }
      stream.end()
    } visual: { stream in
      stream.start(.div)
      stream.attribute("class", literal: "motion-demo")
      stream.attribute("data-duration", texts.durationNumber)
      stream.attribute("data-easing", texts.easing)
      // The yes-or-no facts are written only when true; the script reads a missing one as false.
      stream.attribute("data-travels", animation.travels ? "true" : nil)
      stream.attribute("data-repeats", animation.repeats ? "true" : nil)
      stream.attribute("data-reduced", DocsModel.ReducedMotion(motion).rawValue)
      stream.attribute("data-reduced-duration", texts.reducedDuration)
      stream.attribute("data-reduced-easing", texts.reducedEasing)
      stream.attribute("data-reduced-travels", reduced?.travels == true ? "true" : nil)
      stream.start(.div)
      stream.attribute("class", literal: "motion-stage")
      stream.attribute("aria-hidden", literal: "true")
      stream.start(.div)
      stream.attribute("class", literal: "motion-ball")
      stream.end()
      stream.end()
      stream.start(.div)
      stream.attribute("class", literal: "motion-controls")
      button("normal", "Play", into: &stream)
      button("reduced", "Play reduced", into: &stream)
      stream.end()
      stream.start(.p)
      stream.attribute("class", literal: "motion-status muted")
      stream.attribute("role", literal: "status")
      stream.attribute("aria-live", literal: "polite")
      stream.end()
      stream.end()
    }
  }
}
