import Foundation
import Testing

@testable import TokenCompiler

/// Tests of user templates (`templates:` in `tokenc.yaml`); the suites live in `Template*Tests.swift`.
///
/// ``TemplateFixture`` renders template text in a temporary folder against tokens that are
/// loaded, decoded and resolved only, so the results do not depend on validation rules.
enum TemplateFixture {
  /// A small token set with a color, dimensions, a duration, a number and a typography token.
  static let tokens = """
    color:
      $type: color
      label:
        primary:
          $description: Body text & <notes>
          $value: {light: "#000000", dark: "#FFFFFF"}
      brand: "#007AFF80"
    space:
      $type: dimension
      md: 16
      lg: 1.5rem
    duration:
      $type: duration
      quick: 150ms
    ratio:
      $type: number
      golden: 1.618
    type:
      $type: typography
      body:
        $value: {fontFamily: [Inter, system], fontSize: 17, lineHeight: 22pt, textStyle: body, ladder: apple}

    """

  /// What rendering produced: the text, or the problems as the CLI prints them (paths relative to the folder).
  struct Outcome {
    /// The rendered text, when there were no problems.
    var text: String?
    /// The diagnostics, `file:line:col: severity: message [rule]`.
    var diagnostics: [String]
  }

  /// Renders `template` (saved as `t.mustache`, with `partials` beside it) against `tokens`.
  static func render(_ template: String, partials: [String: String] = [:], tokens: String = tokens) throws -> Outcome {
    try withFolder { folder in
      try write(template, to: folder.appendingPathComponent("t.mustache"))
      for (name, text) in partials { try write(text, to: folder.appendingPathComponent(name + ".mustache")) }
      return render(TemplateSetting(template: "t.mustache", output: "out.txt"), in: folder, tokens: tokens)
    }
  }

  /// Renders one configured template whose path is relative to `folder`.
  static func render(_ setting: TemplateSetting, in folder: URL, tokens: String = tokens) -> Outcome {
    let compiled = compileYAML(tokens)
    precondition(compiled.diagnostics.isEmpty, "fixture tokens have problems: \(rendered(compiled.diagnostics))")
    return render(setting, in: folder, input: EmitInput(tokens: compiled.tokens))
  }

  /// Renders one configured template against an emit input.
  static func render(_ setting: TemplateSetting, in folder: URL, input: EmitInput) -> Outcome {
    var diagnostics: [Diagnostic] = []
    let stage = EmitStage(
      registry: EmitterRegistry([TemplateEmitter.self]), settings: [], templates: [setting], directory: folder.path,
      diagnostics: &diagnostics)
    let files = diagnostics.hasErrors ? [] : stage.emit(input, diagnostics: &diagnostics)
    let prefix = folder.path + "/"
    return Outcome(
      text: diagnostics.isEmpty ? files.first.map { String(decoding: $0.contents, as: UTF8.self) } : nil,
      diagnostics: rendered(diagnostics).map { $0.replacingOccurrences(of: prefix, with: "") })
  }

  /// Runs `body` with a new temporary folder and removes it afterwards.
  static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-template-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// Writes text to a file, creating its folders.
  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
