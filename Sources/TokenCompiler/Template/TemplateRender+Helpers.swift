extension TemplateRender {
  /// What helper `step` makes of `spot`, made once per value; the helper's need when it cannot.
  ///
  /// A color helper given a color of the context formats the color the context worked out
  /// when it was built; `byType` groups a list's own elements; any other helper is given the
  /// value as JSON (text is just its `String`).
  func applying(_ spot: TemplateSpot, _ step: TemplateLookup.Step) -> Result<TemplateSpot, TemplateHelpers.Need> {
    let owner = owner(below: spot)
    if step.key >= 0, let known = helped.result(spot.reference, step.key) {
      return .success(TemplateSpot(reference: known, owner: owner))
    }
    let made: Int
    if step.text == TemplateHelpers.byTypeName {
      guard let grouped = groupedByType(spot.reference) else { return .failure(TemplateHelpers.byTypeNeed) }
      made = grouped
    } else if let format = step.colorFormat, spot.reference >= 0, let color = color(of: spot.reference) {
      made = add(.json(.string(format(color))))
    } else if let number = number(of: spot.reference, member: step.numberMember), let helper = step.helper {
      // What the helper reads of an object of the context, given without making the object.
      switch helper(.number(number)) {
      case .success(let value): made = add(.json(value))
      case .failure(let need): return .failure(need)
      }
    } else {
      guard let helper = step.helper else { return .failure(TemplateHelpers.missingNeed) }
      switch helper(json(spot.reference)) {
      case .success(let value): made = add(.json(value))
      case .failure(let need): return .failure(need)
      }
    }
    if step.key >= 0 { helped.keep(made, spot.reference, step.key) }
    return .success(TemplateSpot(reference: made, owner: owner))
  }

  /// The sRGB color the context worked out for node `reference`, if it describes one, looked
  /// for next to the color found before (renders format colors in node order).
  private func color(of reference: Int) -> ColorValue? {
    guard let index = context.colors.index(of: Int32(reference), near: colorHint) else { return nil }
    colorHint = index + 1
    return context.colors.colors[index]
  }

  /// The number member `member` (a name's number, -1 for none) of node `reference`, if it is an
  /// object of the context whose last member of that name is a number.
  private func number(of reference: Int, member: Int32) -> Double? {
    guard member >= 0, reference >= 0,
      let found = TemplateCompactContext.Storage.member(of: nodes[reference], key: member, in: children),
      nodes[found].kind == .number
    else { return nil }
    return numbers[Int(nodes[found].payload)]
  }

  /// `byType` of a list: an object with one list per token type, whose elements are the
  /// list's own elements, so what each token worked out is shared by every section over it.
  private func groupedByType(_ reference: Int) -> Int? {
    let elements = elements(reference)
    guard passes(reference).isList,
      let groups = TemplateHelpers.typeGroups(elements.lazy.map { self.typeName($0) })
    else { return nil }
    var lists: [String: Int] = [:]
    for (type, indices) in zip(TokenType.allCases, groups) {
      lists[type.rawValue] = add(.list(indices.map { elements[$0] }))
    }
    return add(.object(lists))
  }

  /// The text of the `type` member of `reference`, if it is an object that has one.
  private func typeName(_ reference: Int) -> String? {
    if reference >= 0 {
      let member = TemplateCompactContext.Storage.member(
        of: nodes[reference], key: TemplateCompactContext.typeKey, in: children)
      guard let type = member.map({ nodes[$0] }), type.kind == .string else { return nil }
      return strings[Int(type.payload)]
    }
    switch made(reference) {
    case .json(let value): return value["type"]?.string
    case .object(let members): return members["type"].flatMap(typeName)
    case .list: return nil
    }
  }
}
