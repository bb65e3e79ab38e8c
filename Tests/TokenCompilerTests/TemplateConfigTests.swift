import Testing

@testable import TokenCompiler

/// `templates:` in `tokenc.yaml`: the entries, and located errors for every wrong shape and unsafe path.
@Suite("Template configuration")
struct TemplateConfigTests {
  /// Parses a config file's text; the templates and the diagnostics as printed.
  func parse(_ text: String) -> (templates: [TemplateSetting], diagnostics: [String]) {
    let loaded = loadYAML(text, path: "tokenc.yaml")
    var diagnostics = loaded.diagnostics
    let configuration = Configuration.parse(loaded.root, directory: ".", rules: .builtIn, diagnostics: &diagnostics)
    return (configuration.templates, rendered(diagnostics))
  }

  @Test func entriesAreReadWithTheirPlaces() {
    let result = parse(
      """
      templates:
        - template: templates/a.mustache
          output: a/b.txt
        - {template: b.mustache, output: b.txt}

      """)
    #expect(result.diagnostics == [])
    #expect(result.templates.map(\.template) == ["templates/a.mustache", "b.mustache"])
    #expect(result.templates.map(\.output) == ["a/b.txt", "b.txt"])
    #expect(result.templates.map { "\($0.templateLocation!)" } == ["tokenc.yaml:2:15", "tokenc.yaml:4:16"])
    #expect(result.templates.map { "\($0.outputLocation!)" } == ["tokenc.yaml:3:13", "tokenc.yaml:4:36"])
  }

  @Test func noTemplatesKeyMeansNoTemplates() {
    #expect(parse("output: generated\n").templates.isEmpty)
    #expect(parse("templates:\n").templates.isEmpty)
  }

  @Test(arguments: [
    (
      "templates: {template: a, output: b}\n",
      "tokenc.yaml:1:12: error: templates must be a list of {template: FILE, output: PATH} entries, not a mapping "
        + "[config/invalid]"
    ),
    (
      "templates: [a.mustache]\n",
      "tokenc.yaml:1:13: error: a templates entry must be a mapping {template: FILE, output: PATH}, not "
        + "'a.mustache' [config/invalid]"
    ),
    (
      "templates:\n  - {template: a.mustache}\n",
      "tokenc.yaml:2:5: error: templates entry needs 'output' (the file to write, relative to the output folder) "
        + "[config/invalid]"
    ),
    (
      "templates:\n  - {template: a, outptu: b, output: c}\n",
      "tokenc.yaml:2:19: error: templates entry has no option 'outptu'; did you mean 'output'? "
        + "(options: template, output) [config/invalid]"
    ),
    (
      "templates:\n  - {template: [a], output: b}\n",
      "tokenc.yaml:2:16: error: templates entry option 'template' must be text, not a list [config/invalid]"
    ),
    (
      "templates:\n  - {template: a, output: ../escape.txt}\n",
      "tokenc.yaml:2:27: error: template output '../escape.txt' is not allowed: the path contains a `..` component "
        + "[config/invalid]"
    ),
    (
      "templates:\n  - {template: a, output: /etc/passwd}\n",
      "tokenc.yaml:2:27: error: template output '/etc/passwd' is not allowed: the path is absolute; it must be "
        + "relative to the output folder [config/invalid]"
    ),
    (
      "templates:\n  - {template: a, output: a/./b}\n",
      "tokenc.yaml:2:27: error: template output 'a/./b' is not allowed: the path contains a `.` component "
        + "[config/invalid]"
    ),
    (
      "templates:\n  - {template: a, output: 'a\\b'}\n",
      "tokenc.yaml:2:27: error: template output 'a\\b' is not allowed: the path contains a backslash; separate "
        + "folders with `/` [config/invalid]"
    ),
    (
      "templates:\n  - {template: a, output: .tokenc-manifest.json}\n",
      "tokenc.yaml:2:27: error: template output '.tokenc-manifest.json' is not allowed: the path is reserved for "
        + "tokenc's manifest [config/invalid]"
    ),
    (
      "templates:\n  - {template: a, output: x.txt}\n  - {template: b, output: x.txt}\n",
      "tokenc.yaml:3:27: error: template output 'x.txt' is already written by the template at tokenc.yaml:2:27 "
        + "[config/invalid]"
    ),
  ])
  func badEntriesAreLocatedErrors(_ text: String, _ message: String) {
    let result = parse(text)
    #expect(result.diagnostics == [message])
    // An entry with an unknown key is still read; a duplicate output keeps the first entry.
    #expect(result.templates.count == (text.contains("x.txt") || text.contains("outptu") ? 1 : 0))
  }

  @Test func templateOutputsMayNotTakeAnEmittersFile() throws {
    try TemplateFixture.withFolder { folder in
      try TemplateFixture.write("x", to: folder.appendingPathComponent("t.mustache"))
      let output = SourceLocation(file: "tokenc.yaml", line: 2, column: 30)
      var diagnostics: [Diagnostic] = []
      let stage = EmitStage(
        registry: EmitterRegistry([JSONEmitter.self, TemplateEmitter.self]), settings: nil,
        templates: [TemplateSetting(template: "t.mustache", output: "json/tokens.docs.json", outputLocation: output)],
        directory: folder.path, diagnostics: &diagnostics)
      let files = stage.emit(EmitInput(tokens: compileYAML(TemplateFixture.tokens).tokens), diagnostics: &diagnostics)
      #expect(
        rendered(diagnostics) == [
          "tokenc.yaml:2:30: error: template output 'json/tokens.docs.json' is also written by an emitter; "
            + "choose another path [config/invalid]"
        ])
      #expect(files.map(\.path) == ["json/tokens.docs.json", "json/tokens.resolver.json", "json/tokens.tokens.json"])
    }
  }

  @Test func templateFilesAreAddedToTheEmittersFiles() throws {
    try TemplateFixture.withFolder { folder in
      try TemplateFixture.write("{{ generator }}", to: folder.appendingPathComponent("t.mustache"))
      var diagnostics: [Diagnostic] = []
      let stage = EmitStage(
        registry: EmitterRegistry([JSONEmitter.self, TemplateEmitter.self]), settings: nil,
        templates: [TemplateSetting(template: "t.mustache", output: "a/out.txt")], directory: folder.path,
        diagnostics: &diagnostics)
      let files = stage.emit(EmitInput(tokens: compileYAML(TemplateFixture.tokens).tokens), diagnostics: &diagnostics)
      #expect(diagnostics.isEmpty)
      #expect(files.map(\.path).first == "a/out.txt")
      #expect(files.first?.contents == Array("tokenc".utf8))
    }
  }

  @Test func watchCoversTemplatesAndTheirFolders() {
    var configuration = Configuration(directory: "project")
    configuration.templates = [
      TemplateSetting(template: "templates/android/a.mustache", output: "a"),
      TemplateSetting(template: "templates/android/b.mustache", output: "b"),
      TemplateSetting(template: "top.mustache", output: "c"),
    ]
    #expect(
      configuration.templateWatchPaths == [
        "project/templates/android/a.mustache", "project/templates/android", "project/templates/android/b.mustache",
        "project/top.mustache",
      ])
  }
}
