/// What the render needs to know about one mark (see ``TemplateName``), worked out once per
/// render by the ``TemplateRecorder``: the name or helper it stands for, its tag, and the
/// small integer under which nodes remember what it found.
final class TemplateLookup {
  /// The name component or helper as written.
  let text: String
  /// The number of its tag; `nil` for a name that was not marked.
  let tag: Int?
  /// Which component of the tag's name it is; `nil` for a helper.
  let index: Int?
  /// The same number for the same text, from 0; -1 for a name that was not marked, which
  /// nodes then do not remember.
  let key: Int
  /// What one pass through a section over the value it finds costs of the output budget.
  let passCost: Int
  /// The helper, for a helper that exists.
  let helper: TemplateHelpers.Helper?

  /// A lookup with everything worked out.
  init(text: String, tag: Int?, index: Int?, key: Int, passCost: Int, helper: TemplateHelpers.Helper?) {
    self.text = text
    self.tag = tag
    self.index = index
    self.key = key
    self.passCost = passCost
    self.helper = helper
  }
}
