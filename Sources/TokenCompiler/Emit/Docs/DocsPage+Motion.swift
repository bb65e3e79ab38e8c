extension DocsPage {
  /// Motion presets, each with a play button and one that plays its Reduce Motion fallback.
  var motionSection: Section? {
    section(
      id: "motion", title: "Motion",
      intro: "“Play” runs a preset (its Reduce Motion fallback if your system asks for reduced motion); "
        + "“Play reduced” always runs the fallback.",
      tokens: model.sections.motion, columns: ["Token", "CSS", "Swift", "Animation", "Demo"]
    ) { token, motion in motionEntry(token, motion) }
  }

  private func motionEntry(_ token: DocsModel.Token, _ motion: Motion) -> HTMLNode {
    let animation = motion.animation
    let reduced = motion.reducedAnimation
    let description = [
      ("Animation", DocsFormat.animation(animation)), ("Easing", DocsFormat.easing(animation.curve.bezier)),
      ("Reduce Motion", DocsFormat.reduceMotion(motion.reduceMotion)),
    ]
    func button(_ mode: String, _ label: String) -> HTMLNode {
      .el(
        "button", ["type": "button", "data-play": mode],
        [.text(label), .el("span", ["class": "visually-hidden"], text: " " + token.path.description)])
    }
    let demo = HTMLNode.el(
      "div",
      [
        "class": "motion-demo", "data-duration": DocsFormat.number(animation.duration.milliseconds),
        "data-easing": DocsFormat.easing(animation.curve.bezier),
        "data-travels": animation.travels ? "true" : "false",
        "data-repeats": animation.repeats ? "true" : "false",
        "data-reduced": DocsModel.ReducedMotion(motion).rawValue,
        "data-reduced-duration": DocsFormat.number(reduced?.duration.milliseconds ?? 0),
        "data-reduced-easing": reduced.map { DocsFormat.easing($0.curve.bezier) } ?? "linear",
        "data-reduced-travels": reduced?.travels == true ? "true" : "false",
      ],
      [
        .el("div", ["class": "motion-stage", "aria-hidden": "true"], [.el("div", ["class": "motion-ball"])]),
        .el("div", ["class": "motion-controls"], [button("normal", "Play"), button("reduced", "Play reduced")]),
        .el("p", ["class": "motion-status muted", "role": "status", "aria-live": "polite"]),
      ])
    let summary = HTMLNode.el(
      "div", ["class": "motion-summary"],
      [
        easingPlot(animation.curve.bezier),
        fold(DocsFormat.milliseconds(animation.duration.milliseconds), kind: "motion-facts", [facts(description)]),
      ])
    return entry(token, kind: "motion", value: [summary], visual: [demo], searchExtra: description.map(\.1))
  }
}
