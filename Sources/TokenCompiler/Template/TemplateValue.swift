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
  /// Whether this stands for nothing: a dotted name whose first component was found and a
  /// later one was not. swift-mustache would stop at `nil` there; a marked name is looked up
  /// in one call, and `nil` would make swift-mustache try the next value on the stack.
  /// It renders nothing, as `nil` does, in variables and sections (inverted sections look
  /// components up one by one, see ``TemplateName/marked(_:tag:firstMark:perComponent:)``).
  let isMissing: Bool

  /// The document root.
  init(root json: JSONValue, recorder: TemplateRecorder) {
    self.init(node: TemplateNode(root: json, recorder: recorder), tag: nil)
  }

  /// `node`, looked up by tag number `tag`.
  init(node: TemplateNode, tag: Int?, isMissing: Bool = false) {
    self.node = node
    self.tag = tag
    self.isMissing = isMissing
  }
}

extension TemplateValue: MustacheParent {
  /// The member named by a marked name (all of its components), or `nil` after telling the
  /// recorder. Each component costs a lookup, as it would if swift-mustache looked it up.
  func child(named marked: String) -> Any? {
    guard !isMissing else { return nil }
    let recorder = node.recorder
    let lookup = recorder.lookup(marked)
    var current = node
    for (offset, step) in lookup.steps.enumerated() {
      let missing = offset == 0 ? nil : TemplateValue(node: current, tag: lookup.tag, isMissing: true)
      guard recorder.spend(tag: lookup.tag) else { return missing }
      guard let found = current.member(step) else {
        recorder.missed(step, tag: lookup.tag, on: current)
        return missing
      }
      recorder.found()
      current = found
    }
    return TemplateValue(node: current, tag: lookup.tag)
  }
}

extension TemplateValue: MustacheTransformable {
  /// Applies the helpers named by a marked name, innermost first, or tells the recorder why
  /// one cannot.
  func transform(_ marked: String) -> Any? {
    guard !isMissing else { return nil }
    let lookup = node.recorder.lookup(marked)
    var current = node
    for step in lookup.steps {
      switch current.applying(step) {
      case .success(let made): current = made
      case .failure(let need):
        node.recorder.helperFailed(step, tag: tag, problem: need.what, on: current)
        return nil
      }
    }
    return TemplateValue(node: current, tag: tag)
  }
}

extension TemplateValue: MustacheCustomRenderable {
  /// Text as it is, numbers in their shortest form, `null` as nothing, lists and objects as
  /// JSON; nothing once the output budget is spent.
  var renderText: String {
    guard !isMissing else { return "" }
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
    if isMissing { return true }
    if case .null = node.json { return true }
    return false
  }
}

extension TemplateValue: MustacheSequence {
  /// What a section iterates: a list's elements; nothing for null, false or an empty list; else
  /// the value. The passes are paid for first, one lookup and at least a byte each: nothing
  /// once the budgets cannot pay for them.
  func makeIterator() -> Iterator {
    guard !isMissing else { return Iterator(nodes: [], tag: tag) }
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
