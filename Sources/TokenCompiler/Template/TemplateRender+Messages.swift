extension TemplateRender {
  /// The value as messages describe it (``TemplateHelpers/describe(_:)``), without writing its
  /// members out.
  func describe(_ reference: Int) -> String {
    if reference >= 0 { return TemplateHelpers.describe(context.storage.json(reference, deep: false)) }
    switch made(reference) {
    case .json(let value): return TemplateHelpers.describe(value)
    case .list(let items): return TemplateHelpers.describe(.array(items.map { _ in .null }))
    case .object(let members): return TemplateHelpers.describe(.object(members.mapValues { _ in .null }))
    }
  }

  /// The names the value has, if it is an object, sorted.
  func keys(_ reference: Int) -> [String] {
    if reference >= 0 { return context.storage.keys(reference) }
    switch made(reference) {
    case .json(let value): return value.object.map { $0.keys.sorted() } ?? []
    case .object(let members): return members.keys.sorted()
    case .list: return []
    }
  }

  /// The path of the token `spot` belongs to (itself, or the nearest token it was found in or
  /// made from), for messages.
  func token(_ spot: TemplateSpot) -> String? {
    let token = owner(below: spot)
    guard token != -1 else { return nil }
    if token >= 0 { return context.storage.tokenPath(token) }
    return json(token)["path"]?.string
  }

  /// Whether `reference` is the document, the last place a name is looked for.
  func isRoot(_ reference: Int) -> Bool { reference == context.root }
}
