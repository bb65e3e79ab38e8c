import Mustache

/// A value of the template context as swift-mustache sees it: a ``TemplateNode`` that reports
/// failed lookups and helper calls to its ``TemplateRecorder`` instead of rendering nothing,
/// with the tag that looked it up and the context stack beneath it.
///
/// Every tag's name is a mark applied to `.` (see ``TemplateName``), so swift-mustache hands
/// each tag to the value on top of its stack, whose ``transform(_:)`` looks the name up
/// through ``below`` as swift-mustache would through its stack, and applies the helpers.
///
/// Every value is a `MustacheSequence`, so sections behave the same for all of them: a
/// list renders once per element, `null`, `false` and an empty list not at all, and any
/// other value once, with itself on top of the context stack. The value is three words, so
/// swift-mustache holds it as `Any` without allocating.
struct TemplateValue {
  /// The value.
  let node: TemplateNode
  /// The values beneath this one on swift-mustache's context stack, once it is pushed there
  /// (only a section's value is); `nil` for the root and for values that are only written.
  let below: TemplateScope?
  /// The number of the tag that looked this value up (or the value it was made from); -1 for none.
  let tagNumber: Int

  /// The document root.
  init(root json: JSONValue, recorder: TemplateRecorder) {
    self.init(node: TemplateNode(root: json, recorder: recorder), below: nil, tag: nil)
  }

  /// `node`, looked up by tag number `tag`, with `below` beneath it on the stack.
  init(node: TemplateNode, below: TemplateScope?, tag: Int?) {
    self.node = node
    self.below = below
    tagNumber = tag ?? -1
  }

  /// The number of the tag that looked this value up, if any.
  var tag: Int? { tagNumber < 0 ? nil : tagNumber }
}

extension TemplateValue: MustacheTransformable {
  /// Looks up the name a mark stands for, from this value (the top of the stack) down, and
  /// applies its helpers, innermost first; or tells the recorder why it cannot and gives
  /// `nil`, which renders as nothing. A name that is not a mark is applied as a helper.
  ///
  /// A helper that cannot use its value is reported at its own tag, also when it is applied
  /// to `.` (before, such a problem was reported at the enclosing section, or not at all
  /// outside sections).
  func transform(_ marked: String) -> Any? {
    let recorder = node.recorder
    let lookup = recorder.lookup(marked)
    guard var current = lookup.isMarked ? find(lookup) : node else { return nil }
    for step in lookup.helpers {
      switch current.applying(step) {
      case .success(let made): current = made
      case .failure(let need):
        recorder.helperFailed(step, tag: lookup.tag ?? tag, problem: need.what, on: current)
        return nil
      }
    }
    let below = lookup.pushes ? TemplateScope(node: node, below: self.below) : nil
    // What helpers make from `.` keeps the tag of the value it was made from (budgets count it there).
    return TemplateValue(node: current, below: below, tag: lookup.components.isEmpty ? tag : lookup.tag)
  }

  /// The value `lookup`'s components name: the first found in this value or, when the name
  /// climbs, in the nearest value beneath it that has it; each later one in the value before
  /// it. Each component costs a lookup, and each value the first is looked for in.
  private func find(_ lookup: TemplateLookup) -> TemplateNode? {
    guard let first = lookup.components.first else { return node }
    let recorder = node.recorder
    var candidate = node
    var beneath = below
    var current: TemplateNode
    while true {
      guard recorder.spend(tag: lookup.tag) else { return nil }
      if let found = candidate.member(first) {
        current = found
        break
      }
      recorder.missed(first, tag: lookup.tag, on: candidate)
      guard lookup.climbs, let next = beneath else { return nil }
      (candidate, beneath) = (next.node, next.below)
    }
    recorder.found()
    for step in lookup.components.dropFirst() {
      guard recorder.spend(tag: lookup.tag) else { return nil }
      guard let found = current.member(step) else {
        recorder.missed(step, tag: lookup.tag, on: current)
        return nil
      }
      current = found
    }
    return current
  }
}

extension TemplateValue: MustacheParent {
  /// The member named `name`: only for a name that is not a mark, which the scanner never
  /// leaves (every lookup is a mark applied to `.`); looked up in this value alone.
  func child(named name: String) -> Any? {
    let step = TemplateLookup.unmarked(name).components[0]
    guard node.recorder.spend(tag: nil), let found = node.member(step) else { return nil }
    return TemplateValue(node: found, below: nil, tag: tag)
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
    guard passes > 0 else { return Iterator(nodes: [], below: below, tag: tag) }
    let recorder = node.recorder
    let (cost, overflow) = passes.multipliedReportingOverflow(by: Swift.max(1, recorder.passCost(tag: tag)))
    guard recorder.spend(lookups: passes, tag: tag), recorder.spend(bytes: overflow ? .max : cost, tag: tag) else {
      return Iterator(nodes: [], below: below, tag: tag)
    }
    if case .array = node.json { return Iterator(nodes: node.elements, below: below, tag: tag) }
    return Iterator(nodes: [], single: node, below: below, tag: tag)
  }

  /// The values one section renders, looked up by the section's tag, each pushed onto the
  /// stack the section's value was looked up on.
  struct Iterator: IteratorProtocol {
    /// A list's elements.
    let nodes: [TemplateNode]
    /// The value itself, for a section over anything but a list.
    var single: TemplateNode?
    /// The stack beneath each value.
    let below: TemplateScope?
    /// The tag of the section.
    let tag: Int?
    /// The next element's position.
    var position = 0

    /// Iterates `nodes`, then `single`.
    init(nodes: [TemplateNode], single: TemplateNode? = nil, below: TemplateScope?, tag: Int?) {
      self.nodes = nodes
      self.single = single
      self.below = below
      self.tag = tag
    }

    /// The next value.
    mutating func next() -> TemplateValue? {
      if position < nodes.count {
        position += 1
        return TemplateValue(node: nodes[position - 1], below: below, tag: tag)
      }
      guard let node = single else { return nil }
      single = nil
      return TemplateValue(node: node, below: below, tag: tag)
    }
  }
}
