import Foundation
import Testing

/// `tokenc build` with templates, and `tokenc template context`, run as the real executable.
@Suite("Template CLI")
struct TemplateCLITests {
  static let config = """
    templates:
      - template: templates/names.txt.mustache
        output: lists/names.txt

    """

  static let template = "{{#tokens}}\n{{ kebabCase(path) }} {{ type }}\n{{/tokens}}\n"

  /// Tokens that no validation rule comments on.
  static let tokens = "size:\n  $type: dimension\n  sm: 8\n  md: 12\nratio:\n  $type: number\n  golden: 1.618\n"

  /// Writes the tokens, the config and the template.
  static func setUp(_ project: CLIProject, template: String = template) throws {
    try project.write("tokens/a.yaml", tokens)
    try project.write("tokenc.yaml", config)
    try project.write("templates/names.txt.mustache", template)
  }

  /// Whether two JSON texts hold the same document, whatever their layout.
  static func sameDocument(_ left: String, _ right: String) throws -> Bool {
    let read = { (text: String) in try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary }
    return try read(left).map { try $0 == read(right) } ?? false
  }

  @Test func buildWritesTemplateOutputsWithTheOtherFiles() throws {
    try CLIProject.with { project in
      try Self.setUp(project)
      let result = try project.run("build")
      #expect(result.status == 0)
      #expect(
        try project.text("generated/lists/names.txt")
          == "size-sm dimension\nsize-md dimension\nratio-golden number\n")
      #expect(try project.text("generated/.tokenc-manifest.json").contains("\"lists/names.txt\""))
    }
  }

  @Test func aTemplateNoLongerConfiguredIsRemoved() throws {
    try CLIProject.with { project in
      try Self.setUp(project)
      #expect(try project.run("build").status == 0)
      try project.write("tokenc.yaml", "inputs: [tokens]\n")
      let result = try project.run("build")
      #expect(result.status == 0)
      #expect(!project.exists("generated/lists/names.txt"))
      #expect(!project.exists("generated/lists"))
    }
  }

  @Test func templateErrorsStopTheWholeBuild() throws {
    try CLIProject.with { project in
      try Self.setUp(project, template: "{{#tokens}}\n  {{ nmae }}\n{{/tokens}}\n")
      let result = try project.run("build")
      // A template problem is the project's setup, like a configuration error: exit 2.
      #expect(result.status == 2)
      #expect(
        result.stderrLines == [
          "templates/names.txt.mustache:2:6: error: unknown variable 'nmae'; did you mean 'name'? "
            + "[template/unknown-variable]",
          "1 error",
          "nothing was written",
        ])
      #expect(!project.exists("generated"))
    }
  }

  @Test func aMissingTemplateIsAConfigurationError() throws {
    try CLIProject.with { project in
      try project.write("tokens/a.yaml", Self.tokens)
      try project.write("tokenc.yaml", Self.config)
      let result = try project.run("build")
      #expect(result.status == 2)
      #expect(
        result.stderrLines == [
          "tokenc.yaml:2:15: error: template 'templates/names.txt.mustache' does not exist [io/error]", "1 error",
        ])
    }
  }

  @Test func anOutputOutsideTheOutputFolderIsAConfigurationError() throws {
    try CLIProject.with { project in
      try Self.setUp(project)
      try project.write("tokenc.yaml", "templates:\n  - {template: templates/names.txt.mustache, output: ../x.txt}\n")
      let result = try project.run("build")
      #expect(result.status == 2)
      #expect(
        result.stderrLines == [
          "tokenc.yaml:2:54: error: template output '../x.txt' is not allowed: the path contains a `..` component "
            + "[config/invalid]",
          "1 error",
        ])
      #expect(!project.exists("x.txt"))
    }
  }

  @Test func contextPrintsTheDocsDocument() throws {
    try CLIProject.with { project in
      try Self.setUp(project)
      #expect(try project.run("build").status == 0)
      let result = try project.run("template", "context")
      #expect(result.status == 0)
      // The same document; the context is pretty-printed for people, the file one record per line.
      let docs = try project.text("generated/json/tokens.docs.json")
      #expect(try Self.sameDocument(result.stdout, docs))
      #expect(result.stdout.contains("\n      \"path\": \"size.md\",\n"))
      #expect(docs.contains("\n    {\"alias\":null,"))
    }
  }

  @Test func contextWorksWhileATemplateHasErrors() throws {
    try CLIProject.with { project in
      try Self.setUp(project, template: "{{ colr }}")
      let result = try project.run("template", "context")
      #expect(result.status == 0)
      #expect(result.stderr == "")
      #expect(result.stdout.hasPrefix("{\n  \"contrastPairs\": [],\n"))
      #expect(result.stdout.contains("\"path\": \"size.md\""))
    }
  }

  @Test func contextHonoursConfig() throws {
    try CLIProject.with { project in
      try project.write("design/tokenc.yaml", "inputs: [src]\n")
      try project.write("design/src/a.yaml", "only:\n  $type: number\n  one: 1\n")
      let result = try project.run("template", "context", "--config", "design/tokenc.yaml")
      #expect(result.status == 0)
      #expect(result.stdout.contains("\"path\": \"only.one\""))
      // Paths relative to the configuration's folder, as in the build's tokens.docs.json: the
      // context is what templates are rendered with, wherever tokenc runs from.
      #expect(result.stdout.contains("\"file\": \"src/a.yaml\""))
      #expect(try project.run("build", "--config", "design/tokenc.yaml").status == 0)
      #expect(try Self.sameDocument(result.stdout, project.text("design/generated/json/tokens.docs.json")))
    }
  }

  @Test func contextRefusesTokensWithErrors() throws {
    try CLIProject.with { project in
      try CLITests.write(CLITests.badTokens, to: project)
      let result = try project.run("template", "context")
      #expect(result.status == 1)
      #expect(result.stdout == "")
      #expect(result.stderrLines.last == "the tokens have errors; no context was printed")
    }
  }
}
