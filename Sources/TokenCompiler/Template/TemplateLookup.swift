/// What the render needs to know about one mark (see ``TemplateName``), worked out once per
/// render by the ``TemplateRecorder``: the names to look up and the helpers to apply, its tag,
/// and the small integers under which renders remember what each step found.
final class TemplateLookup {
  /// One name component to look up, or one helper to apply: a class, so passing one around
  /// costs one reference count, not one per field.
  final class Step {
    /// The component or helper as written.
    let text: String
    /// The same number for the same text, from 0; -1 for a name that was not marked, which
    /// renders then do not remember.
    let key: Int
    /// Which component of the tag's name it is; `nil` for a helper or a name that was not marked.
    let index: Int?
    /// The helper, for a helper that exists.
    let helper: TemplateHelpers.Helper?
    /// The number the context gives the name (-1 when nothing in it has that name).
    let contextKey: Int32
    /// The helper's format for a color the context worked out, for a color helper.
    let colorFormat: TemplateHelpers.ColorFormat?
    /// For a helper that reads a number or that member of an object (``TemplateHelpers/numberMembers``),
    /// the number the context gives the member's name; -1 otherwise.
    let numberMember: Int32

    /// A step with everything worked out.
    init(
      text: String, key: Int, index: Int?, helper: TemplateHelpers.Helper?, contextKey: Int32 = -1,
      colorFormat: TemplateHelpers.ColorFormat? = nil, numberMember: Int32 = -1
    ) {
      self.text = text
      self.key = key
      self.index = index
      self.helper = helper
      self.contextKey = contextKey
      self.colorFormat = colorFormat
      self.numberMember = numberMember
    }
  }

  /// The number of its tag; `nil` for a name that was not marked.
  let tag: Int?
  /// The components to look up, in order (none for the value itself).
  let components: [Step]
  /// The helpers to apply to the value found, innermost first.
  let helpers: [Step]
  /// Whether the first component is looked up in every value on the context stack.
  let climbs: Bool
  /// Whether the value found is pushed onto the context stack: the tag is a section.
  let pushes: Bool
  /// What one pass through a section over the value it finds costs of the output budget.
  let passCost: Int
  /// For a run of variable tags, its parts (see ``TemplateRun``); empty for any other lookup.
  let run: [TemplateRun.Piece]
  /// For a section joined whole, what one pass through it writes (see ``TemplateRun/Section``).
  let section: TemplateRun.Section?

  /// A lookup with everything worked out.
  init(
    tag: Int?, components: [Step], helpers: [Step], climbs: Bool, pushes: Bool, passCost: Int,
    run: [TemplateRun.Piece] = [], section: TemplateRun.Section? = nil
  ) {
    self.run = run
    self.section = section
    self.tag = tag
    self.components = components
    self.helpers = helpers
    self.climbs = climbs
    self.pushes = pushes
    self.passCost = passCost
  }

  /// The lookup for `mark`, numbering texts through `keys`, with the numbers `context` gives
  /// names; `passCost` is its tag's, and `pushes` whether its tag is a section.
  convenience init(
    _ mark: TemplateMark, keys: inout [String: Int], context: TemplateCompactContext, pushes: Bool, passCost: Int
  ) {
    func key(_ text: String) -> Int {
      if let known = keys[text] { return known }
      keys[text] = keys.count
      return keys.count - 1
    }
    self.init(
      tag: mark.tag,
      components: mark.names.enumerated().map {
        Step(text: $1, key: key($1), index: $0, helper: nil, contextKey: context.storage.keyIDs[$1] ?? -1)
      },
      helpers: mark.helpers.reversed().map {
        Step(
          text: $0, key: key($0), index: nil, helper: TemplateHelpers.all[$0],
          colorFormat: TemplateHelpers.colorFormats[$0],
          numberMember: TemplateHelpers.numberMembers[$0].flatMap { context.storage.keyIDs[$0] } ?? -1)
      },
      climbs: mark.climbs, pushes: pushes, passCost: passCost, run: mark.run, section: mark.section)
  }

  /// Whether this lookup stands for a mark (`false` for a name passed back as written).
  var isMarked: Bool { tag != nil }

  /// The lookup of a name swift-mustache passes back that is not a mark: the name as it is,
  /// looked up in `context` or applied as a helper, outside any tag.
  static func unmarked(_ text: String, context: TemplateCompactContext) -> TemplateLookup {
    TemplateLookup(
      tag: nil,
      components: [
        Step(text: text, key: -1, index: nil, helper: nil, contextKey: context.storage.keyIDs[text] ?? -1)
      ],
      helpers: [
        Step(
          text: text, key: -1, index: nil, helper: TemplateHelpers.all[text],
          colorFormat: TemplateHelpers.colorFormats[text])
      ], climbs: false, pushes: false, passCost: 0)
  }
}
