extension DocsPage {
  /// Motion presets, each with a play button and one that plays its Reduce Motion fallback.
  var motionSection: Section? {
    section(
      id: "motion", title: "Motion",
      intro: "Each preset and what replaces it when Reduce Motion is on. “Play” runs the animation "
        + "(or, if your system asks for reduced motion, the fallback); the second button always runs the fallback.",
      tokens: data.tokens(ofType: "motion"), entry: motionEntry)
  }

  private func motionEntry(_ token: DocsToken) -> HTMLNode {
    let animation = token.value["animation"]
    let fallback = token.value["reduceMotion"]
    let reduced = Self.reducedAnimation(animation, fallback)
    let description = [
      ("Animation", DocsFormat.animation(animation)), ("Easing", DocsFormat.easing(animation?["curve"]?["bezier"])),
      ("Reduce Motion", DocsFormat.reduceMotion(fallback)),
    ]
    func button(_ mode: String, _ label: String) -> HTMLNode {
      .el(
        "button", ["type": "button", "data-play": mode],
        [.text(label), .el("span", ["class": "visually-hidden"], text: " " + token.path)])
    }
    let demo = HTMLNode.el(
      "div",
      [
        "class": "motion-demo", "data-duration": DocsFormat.number(animation?["milliseconds"]?.number ?? 0),
        "data-easing": DocsFormat.easing(animation?["curve"]?["bezier"]),
        "data-travels": animation?["travels"] == .bool(true) ? "true" : "false",
        "data-repeats": animation?["repeats"] == .bool(true) ? "true" : "false",
        "data-reduced": reduced.kind,
        "data-reduced-duration": DocsFormat.number(reduced.animation?["milliseconds"]?.number ?? 0),
        "data-reduced-easing": DocsFormat.easing(reduced.animation?["curve"]?["bezier"]),
        "data-reduced-travels": reduced.animation?["travels"] == .bool(true) ? "true" : "false",
      ],
      [
        .el("div", ["class": "motion-stage", "aria-hidden": "true"], [.el("div", ["class": "motion-ball"])]),
        .el(
          "div", ["class": "motion-controls"], [button("normal", "Play"), button("reduced", "Play with Reduce Motion")]),
        .el("p", ["class": "motion-status muted", "role": "status", "aria-live": "polite"]),
      ])
    return entry(token, kind: "motion", [facts(description), demo], searchExtra: description.map(\.1))
  }

  /// What runs under Reduce Motion: `none`, a linear `crossfade`, another preset's animation, or the `same` one.
  static func reducedAnimation(_ animation: JSONValue?, _ fallback: JSONValue?) -> (kind: String, animation: JSONValue?)
  {
    switch fallback?["kind"]?.string {
    case "none"?: return ("none", nil)
    case "crossfade"?:
      let linear: JSONValue = ["kind": "linear", "bezier": [0, 0, 1, 1]]
      let crossfade: JSONValue = [
        "curve": linear, "milliseconds": fallback?["milliseconds"] ?? 0, "travels": false, "repeats": false,
      ]
      return ("crossfade", crossfade)
    case "motion"?: return ("motion", fallback?["animation"])
    default: return ("same", animation)
    }
  }
}
