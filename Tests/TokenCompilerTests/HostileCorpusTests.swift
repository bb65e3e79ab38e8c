import Foundation
import Testing

@testable import TokenCompiler

/// Both hostile fixtures (names and text built to break Swift, asset catalogs, HTML, CSS,
/// JavaScript and Markdown) and very long names, through every built-in emitter and a
/// template at once: each output must be valid for its language and show the text, never act
/// on it (no raw control or bidirectional characters where a reader sees them).
@Suite("hostile corpus through every emitter")
struct HostileCorpusTests {
  /// Names as long as the rules and file systems allow, in every kind of output.
  static let longNames = """
    long:
      $type: color
      \(String(repeating: "verylongname", count: 18)):
        $value: "#123456"
        $description: "\(String(repeating: "A long description. ", count: 200))"
      \(String(repeating: "é", count: 100)): "#654321"
    """

  /// Every built-in emitter (every rule off, so nothing stops the emit) and one template that
  /// writes the whole docs data as JSON.
  static func compile(_ folder: String, templateFolder: URL) -> PipelineResult {
    var configuration = Configuration(directory: templateFolder.path)
    let emitters = EmitterRegistry.builtIn
    configuration.emitters = emitters.ids.filter { $0 != TemplateEmitter.descriptor.id }.map { EmitterSetting(id: $0) }
    configuration.templates = [TemplateSetting(template: "t.mustache", output: "template/tokens.json")]
    for rule in RuleRegistry.builtIn.ids { configuration.rules[RuleID(rawValue: rule)] = RuleSetting(severity: .off) }
    let sources = FixtureCompiler.sources(folder) + [SourceFile(path: "long.yaml", text: longNames)]
    return Pipeline(configuration: configuration).run(sources)
  }

  @Test(arguments: ["Tests/TokenCompilerTests/Fixtures/hostile", "Tests/TokenCompilerTests/Fixtures/injection"])
  func everyOutputIsValidAndEscapedForItsLanguage(folder: String) throws {
    let templates = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-hostile-\(UUID())")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: templates) }
    try Data("{{{ json(tokens) }}}\n".utf8).write(to: templates.appendingPathComponent("t.mustache"))
    let result = Self.compile(folder, templateFolder: templates)
    #expect(!result.hasErrors, "\(rendered(result.diagnostics.filter { $0.severity == .error }))")
    let kinds = Set(result.files.map { Self.kind(of: $0.path) })
    #expect(kinds == ["swift", "css", "json", "md", "html", "colorset"], "\(kinds)")
    #expect(result.files.contains { $0.path == "template/tokens.json" })
    #expect(result.files.contains { $0.path.contains(String(repeating: "verylongname", count: 18)) })
    for file in result.files {
      let text = String(decoding: file.contents, as: UTF8.self)
      let problems = Self.problems(text, kind: Self.kind(of: file.path))
      #expect(problems.isEmpty, "\(file.path): \(problems)")
    }
  }

  @Test func theWritersShowControlAndBidiCharactersVisibly() {
    let text = "a\u{7}b\u{1B}[31m\u{7F}c\u{9B}d\u{202E}e\u{2066}f\tg"
    #expect(MarkdownWriter.escape(text) == "a\\\\u{7}b\\\\u{1B}\\[31m\\\\u{7F}c\\\\u{9B}d\\\\u{202E}e\\\\u{2066}f g")
    #expect(
      MarkdownWriter.codeSpan(text, inTable: false) == "`a\\u{7}b\\u{1B}[31m\\u{7F}c\\u{9B}d\\u{202E}e\\u{2066}f g`")
    #expect(HTMLWriter.escapeText(text) == "a\u{FFFD}b\u{FFFD}[31m\u{FFFD}c\u{FFFD}d\\u{202E}e\\u{2066}f\tg")
    #expect(HTMLWriter.escapeAttribute(text) == "a\u{FFFD}b\u{FFFD}[31m\u{FFFD}c\u{FFFD}d\u{202E}e\u{2066}f\tg")
    #expect(CSSWriter.comment(text) == "/* a b [31m c d\\u{202E}e\\u{2066}f g */")
    // Typographic characters that share a first byte with them stay as they are.
    #expect(HTMLWriter.escapeText("a → b – c\u{A0}") == "a → b – c\u{A0}")
    #expect(MarkdownWriter.escape("a → b") == "a → b")
  }

  /// The language of an output path (`colorset` for an asset catalog's `Contents.json`).
  static func kind(of path: String) -> String {
    if path.hasSuffix("Contents.json") { return "colorset" }
    return String(path.split(separator: ".").last ?? "")
  }

  /// What is wrong with an output in language `kind`; empty when nothing is.
  static func problems(_ text: String, kind: String) -> [String] {
    var problems: [String] = []
    if let control = text.unicodeScalars.first(where: UnsafeScalars.isControl) {
      problems.append("a raw control character U+\(String(control.value, radix: 16))")
    }
    func noBidi(_ shown: String, _ place: String) {
      if let bidi = shown.unicodeScalars.first(where: UnsafeScalars.isBidiControl) {
        problems.append("a raw bidirectional control U+\(String(bidi.value, radix: 16)) in \(place)")
      }
    }
    switch kind {
    case "json", "colorset":
      // Data, not text anyone reads: bidirectional characters stay, escaped or not.
      if (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) == nil {
        problems.append("not valid JSON")
      }
    case "swift":
      noBidi(text, "Swift")
    case "css":
      noBidi(text, "CSS")
      if CSSInjectionTests.blockPreludes(text) == nil { problems.append("a comment, string or block left open") }
      if text.lowercased().contains("</style") { problems.append("'</style' would end an inline <style>") }
    case "md":
      noBidi(text, "Markdown")
      let outsideCode = text.replacingOccurrences(of: "`[^`\n]*`", with: "", options: .regularExpression)
      if outsideCode.contains("<") { problems.append("raw '<' outside code spans") }
    case "html":
      for raw in ["<img", "<script>window", "</title><script>", "</p><script>", "<button onclick", "<svg onload"]
      where text.contains(raw) {
        problems.append("raw '\(raw)'")
      }
      if text.components(separatedBy: "<script>").count != 2 { problems.append("a <script> element of its own") }
      // What a reader sees: the text outside tags, scripts and style sheets.
      let shown = text.replacingOccurrences(
        of: "(?s)<script>.*?</script>|<style>.*?</style>|<[^>]*>", with: "",
        options: [.regularExpression, .caseInsensitive])
      noBidi(shown, "the page's text")
    default:
      problems.append("an unexpected kind of output")
    }
    return problems
  }
}
