import Mustache

/// A value of the template context as swift-mustache sees it: a ``TemplateNode`` that reports
/// failed lookups and helper calls to its ``TemplateRecorder`` instead of rendering nothing,
/// with the tag that looked it up.
///
/// Every value is a `MustacheSequence`, so sections behave the same for all of them: a
/// list renders once per element, `null`, `false` and an empty list not at all, and any
/// other value once, with itself on top of the context stack. The value is two words, so
/// swift-mustache holds it as `Any` without allocating.
struct TemplateValue {
  /// The value.
  let node: TemplateNode
  /// The number of the tag that looked this value up (or the value it was made from), if any.
  let tag: Int?

  /// The document root.
  init(root json: JSONValue, recorder: TemplateRecorder) {
    self.init(node: TemplateNode(root: json, recorder: recorder), tag: nil)
  }

  /// `node`, looked up by tag number `tag`.
  init(node: TemplateNode, tag: Int?) {
    self.node = node
    self.tag = tag
  }
}

extension TemplateValue: MustacheParent {
  /// The member named by a marked name, or `nil` after telling the recorder.
  func child(named marked: String) -> Any? {
    let recorder = node.recorder
    let lookup = recorder.lookup(marked)
    guard recorder.spend(tag: lookup.tag) else { return nil }
    if let found = node.member(lookup) {
      recorder.found()
      return TemplateValue(node: found, tag: lookup.tag)
    }
    recorder.missed(lookup, on: node)
    return nil
  }
}

extension TemplateValue: MustacheTransformable {
  /// Applies the helper named by a marked name, or tells the recorder why it cannot.
  func transform(_ marked: String) -> Any? {
    let lookup = node.recorder.lookup(marked)
    switch node.applying(lookup) {
    case .success(let made): return TemplateValue(node: made, tag: tag)
    case .failure(let need):
      node.recorder.helperFailed(lookup, problem: need.what, on: node)
      return nil
    }
  }
}

extension TemplateValue: MustacheCustomRenderable {
  /// Text as it is, numbers in their shortest form, `null` as nothing, lists and objects as
  /// JSON; nothing once the output budget is spent.
  var renderText: String {
    let text: String =
      switch node.json {
      case .null: ""
      case .bool(let bool): bool ? "true" : "false"
      case .number(let number): JSONWriter.format(number)
      case .string(let string): string
      case .array, .object: JSONWriter(style: .compact).string(node.json)
      }
    return node.recorder.spend(bytes: text.utf8.count, tag: tag) ? text : ""
  }

  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = node.json { return true }
    return false
  }
}

extension TemplateValue: MustacheSequence {
  /// What a section iterates: a list's elements; nothing for null, false or an empty list; else
  /// the value. The passes are paid for first, one lookup and at least a byte each: nothing
  /// once the budgets cannot pay for them.
  func makeIterator() -> Iterator {
    let passes: Int =
      switch node.json {
      case .array(let items): items.count
      case .null, .bool(false): 0
      default: 1
      }
    guard passes > 0 else { return Iterator(nodes: [], tag: tag) }
    let recorder = node.recorder
    let (cost, overflow) = passes.multipliedReportingOverflow(by: Swift.max(1, recorder.passCost(tag: tag)))
    guard recorder.spend(lookups: passes, tag: tag), recorder.spend(bytes: overflow ? .max : cost, tag: tag) else {
      return Iterator(nodes: [], tag: tag)
    }
    if case .array = node.json { return Iterator(nodes: node.elements, tag: tag) }
    return Iterator(nodes: [], single: node, tag: tag)
  }

  /// The values one section renders, looked up by the section's tag.
  struct Iterator: IteratorProtocol {
    /// A list's elements.
    let nodes: [TemplateNode]
    /// The value itself, for a section over anything but a list.
    var single: TemplateNode?
    /// The tag of the section.
    let tag: Int?
    /// The next element's position.
    var position = 0

    /// Iterates `nodes`, then `single`.
    init(nodes: [TemplateNode], single: TemplateNode? = nil, tag: Int?) {
      self.nodes = nodes
      self.single = single
      self.tag = tag
    }

    /// The next value.
    mutating func next() -> TemplateValue? {
      if position < nodes.count {
        position += 1
        return TemplateValue(node: nodes[position - 1], tag: tag)
      }
      guard let node = single else { return nil }
      single = nil
      return TemplateValue(node: node, tag: tag)
    }
  }
}
