import Foundation
import Testing

@testable import TokenCompiler

/// `tokens.docs.json` must match `docs/tokens.docs.schema.json`, checked by
/// `Tests/tools/validate_docs_json.py` with Python's `jsonschema` (draft 2020-12).
@Suite("tokens.docs.json schema")
struct DocsSchemaTests {
  /// The package root.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(arguments: [
    "tokens", "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
  ])
  func emittedDocsMatchTheSchema(_ folder: String) throws {
    var diagnostics: [Diagnostic] = []
    let configuration = Configuration(directory: Self.packageRoot.path, inputs: [folder])
    let sources = InputDiscovery.sources(for: configuration, diagnostics: &diagnostics)
    #expect(diagnostics.isEmpty && !sources.isEmpty, "cannot read \(folder): \(rendered(diagnostics))")
    let result = Compiler(configuration: configuration).compile(CompilerInputs(sources: sources))
    #expect(!result.hasErrors, "\(rendered(result.diagnostics).joined(separator: "\n"))")
    let docs = try #require(result.files.first { $0.path == "json/tokens.docs.json" })
    let run = try SchemaValidator.validate(docs.contents)
    #expect(run.status == 0, "tokens.docs.json of \(folder) does not match the schema:\n\(run.output)")
  }

  @Test func handWrittenValidDocumentPasses() throws {
    let run = try SchemaValidator.validate(Array(Self.document(colorValue: Self.red).utf8))
    #expect(run.status == 0, "\(run.output)")
  }

  @Test(arguments: [
    ("12", "$.tokens[0].value: 12 is not of type 'object'"),
    (
      DocsSchemaTests.red.replacingOccurrences(of: "#ff0000", with: "#FF0000"),
      "$.tokens[0].value.appearances.light.hex: '#FF0000'"
    ),
    (
      DocsSchemaTests.red.replacingOccurrences(of: "\"alpha\": 1", with: "\"alpha\": 1, \"extra\": 0"),
      "$.tokens[0].value.appearances.light: Additional"
    ),
  ])
  func brokenDocumentsFail(_ value: String, _ expected: String) throws {
    let run = try SchemaValidator.validate(Array(Self.document(colorValue: value).utf8))
    #expect(run.status == 1, "expected the schema to reject the document:\n\(run.output)")
    #expect(run.output.contains(expected), "\(run.output)")
  }

  /// One sRGB red in all four appearances, as the docs JSON writes a color value.
  static let red: String = {
    let color = ##"{"alpha": 1, "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000", "inSRGBGamut": true}"##
    let appearances = ["light", "dark", "lightHighContrast", "darkHighContrast"].map { "\"\($0)\": \(color)" }
    return #"{"appearances": {"# + appearances.joined(separator: ", ") + #"}, "explicitAppearances": ["light"]}"#
  }()

  /// A docs document with one color token whose value is `colorValue` (JSON text).
  static func document(colorValue: String) -> String {
    """
    {"version": 1, "generator": "tokenc", "groups": [], "contrastPairs": [], "findings": {},
     "tokens": [{"path": "color.red", "pathComponents": ["color", "red"], "name": "red", "type": "color",
       "description": null, "deprecated": null, "source": {"file": "t.yaml", "line": 2, "column": 3},
       "alias": null, "aliasChain": [], "value": \(colorValue)}]}
    """
  }
}

/// Runs `Tests/tools/validate_docs_json.py` on a document, failing clearly when its tools are missing.
enum SchemaValidator {
  /// The schema under test.
  static let schema = DocsSchemaTests.packageRoot.appendingPathComponent("docs/tokens.docs.schema.json")
  /// The validation script.
  static let script = DocsSchemaTests.packageRoot.appendingPathComponent("Tests/tools/validate_docs_json.py")

  /// Writes `document` to a temporary file and validates it; returns the exit status and all output.
  ///
  /// Records an issue saying `make test` installs them when `python3` or `jsonschema` is missing.
  static func validate(
    _ document: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws
    -> (status: Int32, output: String)
  {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString).json")
    try Data(document).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, schema.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    switch process.terminationStatus {
    case 127:
      Issue.record(
        "python3 is not installed; `make test` installs it (with the jsonschema module)", sourceLocation: sourceLocation
      )
    case 3:
      Issue.record(
        "the Python module jsonschema is missing; `make test` installs it:\n\(output)", sourceLocation: sourceLocation)
    case 2:
      Issue.record("the schema or the validation script is broken:\n\(output)", sourceLocation: sourceLocation)
    default: break
    }
    return (process.terminationStatus, output)
  }
}
