/// What the render needs to know about one mark (see ``TemplateName``), worked out once per
/// render by the ``TemplateRecorder``: the names or helpers it stands for, its tag, and the
/// small integers under which nodes remember what each step found.
final class TemplateLookup {
  /// One name component to look up, or one helper to apply.
  struct Step {
    /// The component or helper as written.
    let text: String
    /// The same number for the same text, from 0; -1 for a name that was not marked, which
    /// nodes then do not remember.
    let key: Int
    /// Which component of the tag's name it is; `nil` for a helper.
    let index: Int?
    /// The helper, for a helper that exists.
    let helper: TemplateHelpers.Helper?
  }

  /// The number of its tag; `nil` for a name that was not marked.
  let tag: Int?
  /// The components to look up, in order, or the helpers to apply, innermost first.
  let steps: [Step]
  /// Whether the steps are helpers.
  let isHelpers: Bool
  /// What one pass through a section over the value it finds costs of the output budget.
  let passCost: Int

  /// A lookup with everything worked out.
  init(tag: Int?, steps: [Step], isHelpers: Bool, passCost: Int) {
    self.tag = tag
    self.steps = steps
    self.isHelpers = isHelpers
    self.passCost = passCost
  }

  /// The lookup for `mark`, numbering texts through `keys`; `passCost` is its tag's.
  convenience init(_ mark: TemplateMark, keys: inout [String: Int], passCost: Int) {
    func key(_ text: String) -> Int {
      if let known = keys[text] { return known }
      keys[text] = keys.count
      return keys.count - 1
    }
    let steps: [Step]
    if let first = mark.index {
      steps = mark.names.enumerated().map { Step(text: $1, key: key($1), index: first + $0, helper: nil) }
    } else {
      steps = mark.names.reversed().map { Step(text: $0, key: key($0), index: nil, helper: TemplateHelpers.all[$0]) }
    }
    self.init(tag: mark.tag, steps: steps, isHelpers: mark.index == nil, passCost: passCost)
  }

  /// The lookup of a name swift-mustache passes back that is not a mark: the name as it is,
  /// looked up or applied as a helper, outside any tag.
  static func unmarked(_ text: String) -> TemplateLookup {
    TemplateLookup(
      tag: nil, steps: [Step(text: text, key: -1, index: nil, helper: TemplateHelpers.all[text])], isHelpers: false,
      passCost: 0)
  }
}
