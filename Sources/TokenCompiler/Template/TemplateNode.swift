/// One value of the template context while a template renders: a JSON value wrapped once,
/// with what rendering asks of it again and again remembered.
///
/// swift-mustache looks every name up afresh for every token (`path`, then `value`, then
/// `appearances`…), and a template often visits a token several times (once per section
/// over `byType(tokens)`). A node remembers the members it was asked for (or that it does
/// not have them), its list's elements, and the helpers applied to it, so each is worked
/// out once per render: a lookup is a short scan of small integer keys, with no hashing of
/// names and nothing allocated. Nodes live for one render; `parent` is the value this one
/// was found in or made from, which is where messages find the token being rendered.
final class TemplateNode {
  /// The value.
  let json: JSONValue
  /// The value this one was found in, is an element of, or was made from by a helper.
  let parent: TemplateNode?
  /// Whether this is the document root, the last place a name is looked for.
  let isRoot: Bool
  /// Where misses and helper problems go (it holds nodes only until the next lookup succeeds).
  let recorder: TemplateRecorder
  /// The key of the first member looked up (-1 before), kept apart so most nodes need no array.
  private var firstKey = -1
  /// The first member looked up: `nil` when the value has none of that name.
  private var first: TemplateNode?
  /// The key of the second member looked up (-1 before), and that member.
  private var secondKey = -1
  /// The second member looked up: `nil` when the value has none of that name.
  private var second: TemplateNode?
  /// Other members already looked up, by ``TemplateLookup/Step/key``.
  private var members: [(key: Int, node: TemplateNode?)] = []
  /// Members made in advance (the lists of `byType`), used when a member is first looked up.
  private var prepared: [String: TemplateNode]?
  /// The elements, once a section iterated them.
  private var elementNodes: [TemplateNode]?
  /// The key of the first helper result made (-1 before), and that result.
  private var firstHelped: (key: Int, node: TemplateNode?) = (-1, nil)
  /// Other helper results already made, by ``TemplateLookup/Step/key``.
  private var helped: [(key: Int, node: TemplateNode)] = []

  /// The document root.
  init(root json: JSONValue, recorder: TemplateRecorder) {
    self.json = json
    parent = nil
    isRoot = true
    self.recorder = recorder
  }

  /// A value found in `parent` or made from it.
  init(json: JSONValue, parent: TemplateNode) {
    self.json = json
    self.parent = parent
    isRoot = false
    recorder = parent.recorder
  }

  /// The member named by `step`, if the value is an object that has it.
  func member(_ step: TemplateLookup.Step) -> TemplateNode? {
    if step.key >= 0 {
      if step.key == firstKey { return first }
      if step.key == secondKey { return second }
      for index in members.indices where members[index].key == step.key { return members[index].node }
    }
    var node: TemplateNode?
    if case .object(let values) = json, let value = values[step.text] {
      node = prepared?[step.text] ?? TemplateNode(json: value, parent: self)
    }
    if step.key >= 0 {
      if firstKey < 0 {
        (firstKey, first) = (step.key, node)
      } else if secondKey < 0 {
        (secondKey, second) = (step.key, node)
      } else {
        members.append((step.key, node))
      }
    }
    return node
  }

  /// The elements of a list (empty for anything else), each wrapped once.
  var elements: [TemplateNode] {
    if let elementNodes { return elementNodes }
    guard case .array(let items) = json else { return [] }
    let made = items.map { TemplateNode(json: $0, parent: self) }
    elementNodes = made
    return made
  }

  /// What helper `step` makes of this value, made once; the helper's need when it cannot.
  func applying(_ step: TemplateLookup.Step) -> Result<TemplateNode, TemplateHelpers.Need> {
    if step.key >= 0, step.key == firstHelped.key, let node = firstHelped.node { return .success(node) }
    for entry in helped where entry.key == step.key { return .success(entry.node) }
    let made: TemplateNode
    if step.text == TemplateHelpers.byTypeName {
      guard let grouped = groupedByType() else { return .failure(TemplateHelpers.byTypeNeed) }
      made = grouped
    } else {
      guard let helper = step.helper else { return .failure(TemplateHelpers.missingNeed) }
      switch helper(json) {
      case .success(let value): made = TemplateNode(json: value, parent: self)
      case .failure(let need): return .failure(need)
      }
    }
    if step.key >= 0 {
      if firstHelped.key < 0 {
        firstHelped = (step.key, made)
      } else {
        helped.append((step.key, made))
      }
    }
    return .success(made)
  }

  /// `byType` of this list, whose lists hold this list's own element nodes, so what each
  /// token worked out is shared by every section over it.
  private func groupedByType() -> TemplateNode? {
    let elements = self.elements
    guard case .array(let items) = json,
      let groups = TemplateHelpers.typeGroups(elements.lazy.map { $0.json["type"]?.string })
    else { return nil }
    var lists: [String: JSONValue] = [:]
    for (type, indices) in zip(TokenType.allCases, groups) { lists[type.rawValue] = .array(indices.map { items[$0] }) }
    let grouped = TemplateNode(json: .object(lists), parent: self)
    var prepared: [String: TemplateNode] = [:]
    for (type, indices) in zip(TokenType.allCases, groups) {
      let list = TemplateNode(json: lists[type.rawValue] ?? [], parent: grouped)
      list.elementNodes = indices.map { elements[$0] }
      prepared[type.rawValue] = list
    }
    grouped.prepared = prepared
    return grouped
  }

  /// The path of the token this value belongs to (the nearest token it was found in or made
  /// from), for messages.
  var token: String? {
    if case .object(let values) = json, values["pathComponents"] != nil, values["type"] != nil {
      return values["path"]?.string
    }
    return parent?.token
  }

  /// The names this value has, if it is an object, sorted.
  var keys: [String] { json.object.map { $0.keys.sorted() } ?? [] }
}
