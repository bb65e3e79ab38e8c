import Mustache

/// A value of the template context as swift-mustache sees it: a JSON value that reports
/// failed lookups and helper calls to a ``TemplateRecorder`` instead of rendering nothing.
///
/// Every value is a `MustacheSequence`, so sections behave the same for all of them: a
/// list renders once per element, `null`, `false` and an empty list not at all, and any
/// other value once, with itself on top of the context stack.
struct TemplateValue {
  /// The value.
  let json: JSONValue
  /// The path of the token this value belongs to, for messages.
  let token: String?
  /// Whether this is the document root, the last place a name is looked for.
  let isRoot: Bool
  /// Where misses and helper problems go.
  let recorder: TemplateRecorder
  /// The number of the tag that looked this value up, if any.
  var tag: Int?
  /// What one pass through a section over this value costs of the output budget: the
  /// section's ``TemplateTag/passCost`` when a section looked it up.
  var passCost = 0

  /// The document root.
  init(root json: JSONValue, recorder: TemplateRecorder) {
    self.init(json: json, token: nil, isRoot: true, recorder: recorder)
  }

  private init(json: JSONValue, token: String?, isRoot: Bool, recorder: TemplateRecorder) {
    self.json = json
    self.token = token
    self.isRoot = isRoot
    self.recorder = recorder
  }

  /// A value found inside this one (or made from it by a helper), looked up by the same tag
  /// and costing the same per section pass unless the caller changes them.
  func derived(_ json: JSONValue) -> TemplateValue {
    let isToken = json["pathComponents"] != nil && json["type"] != nil
    var value = TemplateValue(
      json: json, token: isToken ? json["path"]?.string : token, isRoot: false, recorder: recorder)
    value.tag = tag
    value.passCost = passCost
    return value
  }

  /// The names this value has, if it is an object.
  var keys: [String] { json.object.map { $0.keys.sorted() } ?? [] }
}

extension TemplateValue: MustacheParent {
  /// The member named by a marked name, or `nil` after telling the recorder.
  func child(named marked: String) -> Any? {
    let name = recorder.unmarked(marked)
    guard recorder.spend(tag: name.tag) else { return nil }
    if let value = json.object?[name.text] {
      recorder.found()
      var found = derived(value)
      found.tag = name.tag
      found.passCost = recorder.passCost(tag: name.tag)
      return found
    }
    recorder.missed(name.text, tag: name.tag, index: name.index, on: self)
    return nil
  }
}

extension TemplateValue: MustacheTransformable {
  /// Applies the helper named by a marked name, or tells the recorder why it cannot.
  func transform(_ marked: String) -> Any? {
    let name = recorder.unmarked(marked)
    switch TemplateHelpers.apply(name.text, to: json) {
    case .success(let value): return derived(value)
    case .failure(let need):
      recorder.helperFailed(name.text, tag: name.tag, problem: need.what, on: self)
      return nil
    }
  }
}

extension TemplateValue: MustacheCustomRenderable {
  /// Text as it is, numbers in their shortest form, `null` as nothing, lists and objects as
  /// JSON; nothing once the output budget is spent.
  var renderText: String {
    let text: String =
      switch json {
      case .null: ""
      case .bool(let bool): bool ? "true" : "false"
      case .number(let number): JSONWriter.format(number)
      case .string(let string): string
      case .array, .object: JSONWriter(style: .compact).string(json)
      }
    return recorder.spend(bytes: text.utf8.count, tag: tag) ? text : ""
  }

  /// Whether the value is `null`.
  var isNull: Bool { json == .null }
}

extension TemplateValue: MustacheSequence {
  /// What a section iterates: a list's elements; nothing for null, false or an empty list; else
  /// the value. The passes are paid for first, one lookup and at least a byte each: nothing
  /// once the budgets cannot pay for them.
  func makeIterator() -> IndexingIterator<[TemplateValue]> {
    let passes: Int =
      switch json {
      case .array(let items): items.count
      case .null, .bool(false): 0
      default: 1
      }
    guard passes > 0 else { return [].makeIterator() }
    let (cost, overflow) = passes.multipliedReportingOverflow(by: Swift.max(1, passCost))
    guard recorder.spend(lookups: passes, tag: tag), recorder.spend(bytes: overflow ? .max : cost, tag: tag) else {
      return [].makeIterator()
    }
    if case .array(let items) = json { return items.map(derived).makeIterator() }
    return [self].makeIterator()
  }
}
