import Foundation
import Testing

@testable import TokenCompiler

/// What every tokenc process does before its tokens: the configuration's identity in the inputs'
/// fingerprint, templates only scanned for the fingerprint (``TemplateScanMemo``) and parsed once
/// (``TemplateLoaderMemo``).
@Suite("Fixed cost")
struct FixedCostTests {
  /// Overrides that differ in any field, or only in where one text ends, have different identities.
  @Test func everyOverrideFieldIsPartOfTheConfigurationIdentity() {
    typealias Option = ConfigurationOverrides.EmitterOption
    let variants: [(String?, ConfigurationOverrides, [[String]])] = [
      (nil, ConfigurationOverrides(), [["a"], ["b"]]),
      ("tokenc.yaml", ConfigurationOverrides(), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(output: ""), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(output: "0"), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(emitters: ["json", "css"]), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(emitters: ["json\n4:css"]), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(emitters: ["jsoncss"]), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(emitterOptions: [Option(emitter: "a", option: "b", value: "c")]), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(emitterOptions: [Option(emitter: "a", option: "bc", value: "")]), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(warningsAsErrors: true), [["a"], ["b"]]),
      (nil, ConfigurationOverrides(), [["a", "b"], []]),
      (nil, ConfigurationOverrides(), [[], ["a", "b"]]),
    ]
    let identities = variants.map { Compiler.identity(file: $0.0, overrides: $0.1, registries: $0.2) }
    #expect(Set(identities).count == variants.count)
    let again = variants.map { Compiler.identity(file: $0.0, overrides: $0.1, registries: $0.2) }
    #expect(again == identities)
  }

  /// A kept template is given again only while its files read the same: a changed partial, a changed
  /// template, a partial removed and a template that stopped having problems all load afresh.
  @Test func aKeptTemplateIsLoadedAfreshWhenAnyOfItsFilesChanges() throws {
    try TemplateFixture.withFolder { folder in
      let setting = TemplateSetting(template: "t.mustache", output: "out.txt")
      func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
      }
      func render() -> String { TemplateFixture.render(setting, in: folder).text ?? "problems" }
      try write("t.mustache", "[{{> p}}]")
      try write("p.mustache", "one")
      #expect(render() == "[one]")
      #expect(render() == "[one]")
      try write("p.mustache", "two")
      #expect(render() == "[two]")
      try write("t.mustache", "({{> p}})")
      #expect(render() == "(two)")
      let path = folder.appendingPathComponent("t.mustache").path
      let files = TemplateLoader.files(of: path, fileSystem: LocalFileSystem())
      #expect(files.map { String(decoding: $0.bytes, as: UTF8.self) } == ["({{> p}})", "two"])
      try FileManager.default.removeItem(at: folder.appendingPathComponent("p.mustache"))
      #expect(render() == "problems")
      try write("p.mustache", "{{#x}}")
      #expect(render() == "problems")
      try write("p.mustache", "three")
      #expect(render() == "(three)")
    }
  }

  /// The fingerprint's files are found by scanning alone: nothing is parsed for rendering until
  /// the template renders, which then reads what the files hold now.
  @Test func theFingerprintFindsATemplatesFilesWithoutParsingIt() throws {
    try TemplateFixture.withFolder { folder in
      func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
      }
      try write("scan.mustache", "<{{> part}}{{#open}}?{{/open}}>")
      try write("part.mustache", "{{> deeper}}")
      try write("deeper.mustache", "x")
      let path = folder.appendingPathComponent("scan.mustache").path
      let files = TemplateLoader.files(of: path, fileSystem: LocalFileSystem())
      #expect(files.map { PathText.name(of: $0.path) } == ["scan.mustache", "part.mustache", "deeper.mustache"])
      #expect(TemplateLoaderMemo.shared.loaded(path, fileSystem: LocalFileSystem()) == nil)
      try write("scan.mustache", "<{{> part}}>")
      let setting = TemplateSetting(template: "scan.mustache", output: "out.txt")
      #expect(TemplateFixture.render(setting, in: folder).text == "<x>")
      #expect(TemplateLoaderMemo.shared.loaded(path, fileSystem: LocalFileSystem()) != nil)
    }
  }
}
