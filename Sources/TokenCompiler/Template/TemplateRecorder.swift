/// Collects what went wrong while one template rendered, by tag, and turns it into diagnostics.
///
/// swift-mustache looks a name up in each value on the context stack, innermost first, and
/// renders nothing when none has it. The root is always asked last, so a miss there (or a
/// miss on a later part of a dotted name, which is never looked up elsewhere) is final.
final class TemplateRecorder {
  private let tags: [TemplateTag]
  private let vocabulary: TemplateNames
  private var problems: [Int: Diagnostic] = [:]
  /// The values a climbing lookup passed over; their names are collected only for a message.
  private var scope: [TemplateSpot] = []
  /// What each mark stands for, by number, worked out once.
  private var lookups: [TemplateLookup] = []

  /// How many more lookups rendering may make.
  private var lookupsLeft: Int
  /// How many more bytes rendering may write, counted as it goes (see ``spend(bytes:tag:)``).
  private var bytesLeft: Int
  /// The tag being rendered when the lookup budget ran out, if it did.
  private(set) var exhaustedAt: Int??
  /// The tag being rendered when the output budget ran out, if it did.
  private(set) var outputExhaustedAt: Int??

  /// A recorder for a template's tags and the names its context may have, allowing
  /// `lookupBudget` lookups and `outputBudget` bytes of output.
  /// The template's `marks` are the names and helpers its tags look up, in `context`.
  init(
    tags: [TemplateTag], marks: [TemplateMark], context: TemplateCompactContext, vocabulary: TemplateNames,
    lookupBudget: Int = .max, outputBudget: Int = .max
  ) {
    self.tags = tags
    self.vocabulary = vocabulary
    lookupsLeft = lookupBudget
    bytesLeft = outputBudget
    var keys: [String: Int] = [:]
    lookups = marks.map { mark in
      let pushes = tags.indices.contains(mark.tag) && tags[mark.tag].isSection
      return TemplateLookup(
        mark, keys: &keys, context: context, pushes: pushes, passCost: passCost(tag: mark.tag))
    }
  }

  /// Takes `lookups` lookups (or passes through a section, which are work too) from the
  /// budget for tag number `tag`; `false` once it (or the output budget) is spent, so every
  /// later lookup finds nothing and rendering winds down at once.
  func spend(lookups: Int = 1, tag: Int?) -> Bool {
    guard outputExhaustedAt == nil else { return false }
    guard lookups <= lookupsLeft else {
      if exhaustedAt == nil { exhaustedAt = .some(tag) }
      lookupsLeft = 0
      return false
    }
    lookupsLeft -= lookups
    return true
  }

  /// Takes `bytes` from the output budget for tag number `tag` before they are written;
  /// `false` once it is spent, and then lookups find nothing either.
  ///
  /// Values are counted as they are written, and each pass through a section at the
  /// section's ``TemplateTag/passCost`` before it renders: the engine builds the text in
  /// memory, so it must be stopped before the text grows, not measured afterwards.
  func spend(bytes: Int, tag: Int?) -> Bool {
    guard outputExhaustedAt == nil else { return false }
    guard bytes <= bytesLeft else {
      outputExhaustedAt = .some(tag)
      return false
    }
    bytesLeft -= bytes
    return true
  }

  /// The cost of one pass through section tag number `tag` (0 for any other tag).
  func passCost(tag: Int?) -> Int {
    guard let tag, tags.indices.contains(tag), tags[tag].kind == .section else { return 0 }
    return tags[tag].passCost
  }

  /// The diagnostic for a spent budget, at the tag being rendered (or `fallback`).
  func budgetDiagnostic(_ message: String, fallback: SourceLocation?) -> Diagnostic {
    let location = (outputExhaustedAt ?? exhaustedAt).flatMap { $0 }
      .flatMap { tags.indices.contains($0) ? tags[$0].location : nil }
    return Diagnostic(.error, .templateBudget, message, at: location ?? fallback)
  }

  /// The problems, one per tag, in text order.
  var diagnostics: [Diagnostic] { Array(problems.values).sortedForDisplay() }

  /// Rendering is over: lets go of the values the last lookups passed over.
  func finish() { found() }

  /// A lookup succeeded: the names it passed over were not needed.
  func found() {
    if !scope.isEmpty { scope.removeAll(keepingCapacity: true) }
  }

  /// What a name swift-mustache passes back stands for: the mark's lookup, or, for a name
  /// that is not a mark, a lookup of the name as it is in `context`, outside any tag.
  func lookup(_ marked: String, context: TemplateCompactContext) -> TemplateLookup {
    if let number = TemplateName.markNumber(marked), lookups.indices.contains(number) { return lookups[number] }
    return TemplateLookup.unmarked(marked, context: context)
  }

  /// What mark `number` stands for (a mark of a run, see ``TemplateRun``).
  func lookup(number: Int) -> TemplateLookup { lookups[number] }

  /// `step` of a lookup by tag number `tag` missed on `value`, a value of `render`.
  func missed(_ step: TemplateLookup.Step, tag number: Int?, on value: TemplateSpot, in render: TemplateRender) {
    guard let number, let index = step.index, tags.indices.contains(number) else { return }
    let tag = tags[number]
    if index == 0, tag.climbs, !render.isRoot(value.reference) {
      scope.append(value)
      return
    }
    defer { found() }
    let name = step.text
    if tag.isSection, vocabulary.contains(name) { return }
    // Only a tag's first problem is reported.
    guard problems[number] == nil else { return }
    let written = tag.written(through: index)
    var message = "unknown variable '\(written)'"
    if index == 0 {
      let names = Set(scope.flatMap { render.keys($0.reference) } + render.keys(value.reference)).sorted()
      message += Suggestions.didYouMean(name, in: names)
      message +=
        names.isEmpty ? "; nothing is in scope here" : "; the names in scope here are \(names.joined(separator: ", "))"
      message += Self.note(token: scope.lazy.compactMap(render.token).first ?? render.token(value))
    } else {
      let parent = tag.written(through: index - 1)
      message += ": '\(parent)' is \(render.describe(value.reference))\(Self.note(token: render.token(value)))"
      message += Suggestions.didYouMean(name, in: render.keys(value.reference)) { "'\(parent).\($0)'" }
    }
    let location = tag.components.indices.contains(index) ? tag.components[index].location : tag.location
    record(number, Diagnostic(.error, .templateUnknownVariable, message, at: location))
  }

  /// Helper `step` of tag number `tag` could not use `value`, a value of `render`.
  func helperFailed(
    _ step: TemplateLookup.Step, tag number: Int?, problem: String, on value: TemplateSpot, in render: TemplateRender
  ) {
    guard let number, tags.indices.contains(number), problems[number] == nil else { return }
    let tag = tags[number]
    let name = step.text
    let location = tag.helpers.first { $0.text == name }?.location ?? tag.location
    let message =
      "helper '\(name)' needs \(problem), not \(render.describe(value.reference))\(Self.note(token: render.token(value)))"
    record(number, Diagnostic(.error, .templateHelperArgument, message, at: location))
  }

  /// ` (token color.label.primary)`, naming the token being rendered, or nothing.
  private static func note(token: String?) -> String { token.map { " (token \($0))" } ?? "" }

  private func record(_ number: Int, _ diagnostic: Diagnostic) {
    if problems[number] == nil { problems[number] = diagnostic }
  }
}
