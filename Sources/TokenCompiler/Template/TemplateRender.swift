/// One render's values: the shared ``TemplateCompactContext`` and what this render made from
/// it (helper results, and values found in them), each named by one integer, a *reference*.
///
/// A reference from 0 up is a node of the context; -2 and below is a value this render made
/// (``Made``), kept until the render ends. Each helper result is made once per value it was
/// applied to, so a token visited by several sections works its names out once. Values are
/// passed around as ``TemplateSpot``s, which also name the token they belong to, for messages.
final class TemplateRender {
  /// A value this render made.
  enum Made {
    /// A helper's result, or a value found in one.
    case json(JSONValue)
    /// A list of values by reference (a list of `byType`).
    case list([Int])
    /// An object whose members are values by reference (`byType`'s lists, by type).
    case object([String: Int])
  }

  /// The context.
  let context: TemplateCompactContext
  /// Where problems go.
  let recorder: TemplateRecorder
  /// What this render made, by `-2 - reference`.
  private var made: [Made] = []
  /// Helper results already made, by the value and the helper's ``TemplateLookup/Step/key``.
  var helped: [Pair: Int] = [:]
  /// Members already found in made values, by the value and the name's ``TemplateLookup/Step/key``.
  private var madeMembers: [Pair: Int] = [:]
  /// The elements of made lists, once iterated.
  private var madeElements: [Int: [Int]] = [:]

  /// A value and a step's key.
  struct Pair: Hashable {
    /// The value's reference.
    let reference: Int
    /// The step's key.
    let key: Int
  }

  /// A render of `context` reporting to `recorder`.
  init(context: TemplateCompactContext, recorder: TemplateRecorder) {
    self.context = context
    self.recorder = recorder
  }

  /// The document.
  var root: TemplateSpot { TemplateSpot(reference: context.root, owner: -1) }

  /// Keeps `value` for the rest of the render; its reference.
  func add(_ value: Made) -> Int {
    made.append(value)
    return -1 - made.count
  }

  /// The made value `reference` names (it must be below -1).
  func made(_ reference: Int) -> Made { made[-2 - reference] }

  /// Whether `reference` is a token: an object with `pathComponents` and `type`.
  func isToken(_ reference: Int) -> Bool {
    if reference >= 0 { return context.storage.nodes[reference].kind == .token }
    guard case .json(.object(let members)) = made(reference) else { return false }
    return members["pathComponents"] != nil && members["type"] != nil
  }

  /// The token values found in or made from `spot` belong to: `spot` itself when it is one.
  @inline(__always)
  func owner(below spot: TemplateSpot) -> Int { isToken(spot.reference) ? spot.reference : spot.owner }

  /// The member `step` names, if `spot` is an object that has it.
  func member(_ spot: TemplateSpot, _ step: TemplateLookup.Step) -> TemplateSpot? {
    let owner = owner(below: spot)
    if spot.reference >= 0 {
      return context.storage.member(spot.reference, key: step.contextKey).map {
        TemplateSpot(reference: $0, owner: owner)
      }
    }
    switch made(spot.reference) {
    case .json(.object(let members)):
      let pair = Pair(reference: spot.reference, key: step.key)
      if step.key >= 0, let known = madeMembers[pair] { return TemplateSpot(reference: known, owner: owner) }
      guard let value = members[step.text] else { return nil }
      let reference = add(.json(value))
      if step.key >= 0 { madeMembers[pair] = reference }
      return TemplateSpot(reference: reference, owner: owner)
    case .object(let lists): return lists[step.text].map { TemplateSpot(reference: $0, owner: owner) }
    case .json, .list: return nil
    }
  }

  /// The elements of a list (nothing for any other value), by reference.
  func elements(_ reference: Int) -> [Int] {
    if reference >= 0 {
      guard context.storage.nodes[reference].kind == .array else { return [] }
      return context.storage.elements(reference).map { Int($0) }
    }
    switch made(reference) {
    case .list(let items): return items
    case .json(.array(let items)):
      if let known = madeElements[reference] { return known }
      let references = items.map { add(.json($0)) }
      madeElements[reference] = references
      return references
    case .json, .object: return []
    }
  }

  /// How a section treats `reference`: how many times it renders, with the value or its elements.
  func passes(_ reference: Int) -> (count: Int, isList: Bool) {
    if reference >= 0 {
      let node = context.storage.nodes[reference]
      switch node.kind {
      case .array: return (Int(node.count), true)
      case .null: return (0, false)
      case .bool: return (node.payload == 0 ? 0 : 1, false)
      default: return (1, false)
      }
    }
    switch made(reference) {
    case .list(let items): return (items.count, true)
    case .json(.array(let items)): return (items.count, true)
    case .json(.null), .json(.bool(false)): return (0, false)
    case .json, .object: return (1, false)
    }
  }

  /// The value as JSON.
  func json(_ reference: Int) -> JSONValue {
    if reference >= 0 { return context.storage.json(reference) }
    switch made(reference) {
    case .json(let value): return value
    case .list(let items): return .array(items.map(json))
    case .object(let members): return .object(members.mapValues(json))
    }
  }

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

  /// Text as it is, numbers in their shortest form, `null` as nothing, lists and objects as
  /// compact JSON.
  func text(_ reference: Int) -> String {
    if reference >= 0 {
      let node = context.storage.nodes[reference]
      switch node.kind {
      case .string: return context.storage.strings[Int(node.payload)]
      case .null: return ""
      case .bool: return node.payload != 0 ? "true" : "false"
      case .number: return JSONWriter.format(Double(bitPattern: node.payload))
      case .array, .object, .token: break
      }
    }
    switch json(reference) {
    case .null: return ""
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number): return JSONWriter.format(number)
    case .string(let string): return string
    case let value: return JSONWriter(style: .compact).string(value)
    }
  }

  /// Whether the value is `null`.
  func isNull(_ reference: Int) -> Bool {
    if reference >= 0 { return context.storage.nodes[reference].kind == .null }
    if case .json(.null) = made(reference) { return true }
    return false
  }

  /// Whether `reference` is the document, the last place a name is looked for.
  func isRoot(_ reference: Int) -> Bool { reference == context.root }
}

/// A value of a render, by reference, with the token it was found in or made from (-1 for
/// none): two words, so it is passed around without allocating.
struct TemplateSpot {
  /// The value (see ``TemplateRender``).
  let reference: Int
  /// The nearest token it was found in or made from, not counting itself; -1 for none.
  let owner: Int
}
