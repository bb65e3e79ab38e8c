extension DocsPage {
  /// Palette colors grouped by their parent group, groups in the order first written.
  func rampGroups(
    _ colors: [(token: DocsModel.Token, colors: DocsModel.Colors)]
  ) -> [(String, [(token: DocsModel.Token, colors: DocsModel.Colors)])] {
    var groups: [(String, [(token: DocsModel.Token, colors: DocsModel.Colors)])] = []
    var indexByGroup: [String: Int] = [:]
    // Steps come group by group: a step in the previous step's group is found without its name.
    var last: (parent: ArraySlice<String>, index: Int)?
    for color in colors {
      let parent = color.token.path.components.dropLast()
      let index: Int
      if let last, last.parent.elementsEqual(parent) {
        index = last.index
      } else {
        let group = parent.joined(separator: ".")
        if let known = indexByGroup[group] {
          index = known
        } else {
          index = groups.count
          indexByGroup[group] = index
          groups.append((group, []))
        }
        last = (parent, index)
      }
      groups[index].1.append(color)
    }
    return groups
  }

  /// One palette step of a ramp: a chip, its name (the group's part read but not shown), its
  /// value, copy buttons, and its description or alias chain folded under a note.
  func rampStep(
    _ token: DocsModel.Token, _ color: DocsModel.Color, group: String, into stream: inout HTMLStream
  ) {
    let path = token.path.description
    let known = names(of: token)
    stream.start(.article)
    stream.attribute("class", literal: "token token-color ramp-step")
    stream.attribute("id", known?.anchor)
    stream.attribute("data-token", path)
    searchWords(token, [], into: &stream)
    stream.start(.div)
    stream.attribute("class", literal: "ramp-chip")
    stream.attribute("style", chipStyle(color))
    stream.end()
    stream.start(.p)
    stream.attribute("class", literal: "ramp-name")
    stream.start(.a)
    entryHref(anchor: known?.anchor, into: &stream)
    stream.start(.code)
    if !group.isEmpty {
      // The group, read by assistive technology but not shown (the ramp's title shows it).
      stream.start(.span)
      stream.text(group)
      stream.literal(".")
      stream.end()
    }
    stream.text(group.isEmpty ? path : Self.shownName(path, group: group, name: token.path.name))
    stream.end()
    stream.end()
    stream.end()
    stream.start(.p)
    stream.attribute("class", literal: "ramp-value")
    if color.color.space == .displayP3 {
      for value in DocsFormat.color(color).values { stream.element(.code, text: value) }
    } else {
      stream.element(.code, text: color.hex)  // DocsFormat.color(_:)'s one value
    }
    stream.end()
    if let known {
      // ``copyButtons(_:into:)`` of ``codeNames(_:_:)``, without building the list.
      stream.start(.p)
      stream.attribute("class", literal: "copy-buttons")
      compactCopyButton("CSS", known.css, into: &stream)
      if let swift = known.swift { compactCopyButton("Swift", swift, into: &stream) }
      stream.end()
    } else {
      copyButtons(codeNames(token, known), into: &stream)
    }
    notes(token, into: &stream)
    stream.end()
  }

  /// A ramp step's path without its group (`path` is `group.name`), as the step shows it: the
  /// characters after the group's and its dot. In ASCII without carriage returns every byte is a
  /// character, so that is the path's last component, `name`, without counting characters.
  static func shownName(_ path: String, group: String, name: String) -> String {
    let simple = path.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    return simple ? name : String(path.dropFirst(group.count + 1))
  }
}
