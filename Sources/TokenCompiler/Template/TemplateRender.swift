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
  /// The context's nodes, members and texts, held here: a lookup reads them in place, where
  /// going through `context.storage` copied the whole storage (five references) per call.
  let nodes: [TemplateCompactContext.Node]
  /// The context's members and elements.
  let children: [TemplateCompactContext.Child]
  /// The context's texts.
  let strings: [String]
  /// The context's numbers.
  let numbers: [Double]
  /// Where problems go.
  let recorder: TemplateRecorder
  /// What this render made, by `-2 - reference`.
  private var made: [Made] = []
  /// Helper results already made, by the value and the helper's ``TemplateLookup/Step/key``
  /// (one slot per node and helper, read by index).
  var helped: TemplateHelperResults
  /// Members already found in made values, by the value and the name's ``TemplateLookup/Step/key``.
  private var madeMembers = TemplateResultCache(capacity: 16)
  /// Where in the context's colors to look for the next color first: past the last one found.
  var colorHint = 0
  /// The elements of made lists, once iterated.
  private var madeElements: [Int: [Int]] = [:]

  /// A render of `context` reporting to `recorder`.
  init(context: TemplateCompactContext, recorder: TemplateRecorder) {
    self.context = context
    self.recorder = recorder
    nodes = context.storage.nodes
    children = context.storage.children
    strings = context.storage.strings
    numbers = context.storage.numbers
    helped = TemplateHelperResults(nodeCount: nodes.count)
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
    if reference >= 0 { return nodes[reference].kind == .token }
    guard case .json(.object(let members)) = made(reference) else { return false }
    return members["pathComponents"] != nil && members["type"] != nil
  }

  /// The token values found in or made from `spot` belong to: `spot` itself when it is one.
  @inline(__always)
  func owner(below spot: TemplateSpot) -> Int { isToken(spot.reference) ? spot.reference : spot.owner }

  /// The member `step` names, if `spot` is an object that has it.
  func member(_ spot: TemplateSpot, _ step: TemplateLookup.Step) -> TemplateSpot? {
    if spot.reference >= 0 {
      let node = nodes[spot.reference]
      let owner = node.kind == .token ? spot.reference : spot.owner
      return TemplateCompactContext.Storage.member(of: node, key: step.contextKey, in: children).map {
        TemplateSpot(reference: $0, owner: owner)
      }
    }
    let owner = owner(below: spot)
    switch made(spot.reference) {
    case .json(.object(let members)):
      if step.key >= 0, let known = madeMembers.result(spot.reference, step.key) {
        return TemplateSpot(reference: known, owner: owner)
      }
      guard let value = members[step.text] else { return nil }
      let reference = add(.json(value))
      if step.key >= 0 { madeMembers.keep(reference, spot.reference, step.key) }
      return TemplateSpot(reference: reference, owner: owner)
    case .object(let lists): return lists[step.text].map { TemplateSpot(reference: $0, owner: owner) }
    case .json, .list: return nil
    }
  }

  /// The elements of a list (nothing for any other value), by reference.
  func elements(_ reference: Int) -> [Int] {
    if reference >= 0 {
      guard nodes[reference].kind == .array else { return [] }
      return context.storage.elements(reference)
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
      let node = nodes[reference]
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
    if reference >= 0 {
      let node = nodes[reference]
      return node.kind == .string ? .string(strings[Int(node.payload)]) : context.storage.json(reference)
    }
    switch made(reference) {
    case .json(let value): return value
    case .list(let items): return .array(items.map(json))
    case .object(let members): return .object(members.mapValues(json))
    }
  }

  /// Text as it is, numbers in their shortest form, `null` as nothing, lists and objects as
  /// compact JSON.
  func text(_ reference: Int) -> String {
    let value: JSONValue
    if reference >= 0 {
      let node = nodes[reference]
      switch node.kind {
      case .string: return strings[Int(node.payload)]
      case .null: return ""
      case .bool: return node.payload != 0 ? "true" : "false"
      case .number: return JSONWriter.format(numbers[Int(node.payload)])
      case .array, .object, .token: value = json(reference)
      }
    } else {
      switch made(reference) {
      case .json(.string(let string)): return string
      case .json(let json): value = json
      case .list, .object: value = json(reference)
      }
    }
    switch value {
    case .null: return ""
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number): return JSONWriter.format(number)
    case .string(let string): return string
    case let value: return JSONWriter(style: .compact).string(value)
    }
  }

  /// Whether the value is `null`.
  func isNull(_ reference: Int) -> Bool {
    if reference >= 0 { return nodes[reference].kind == .null }
    if case .json(.null) = made(reference) { return true }
    return false
  }
}

/// A value of a render, by reference, with the token it was found in or made from (-1 for
/// none): two words, so it is passed around without allocating.
struct TemplateSpot {
  /// The value (see ``TemplateRender``).
  let reference: Int
  /// The nearest token it was found in or made from, not counting itself; -1 for none.
  let owner: Int
}
