import Foundation
import Testing

@testable import TokenCompiler

/// The docs page and the Markdown name each token as the configured `css` and `swift` emitters
/// write it (their `prefix` and `namespace`), with no options of their own for it.
@Suite("Docs: code names")
struct DocsCodeNamesTests {
  @Test func theDocsShowTheNamesTheConfiguredEmittersWrite() throws {
    try CLIProject.with { project in
      try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n")
      try project.write(
        "tokenc.yaml", "emitters:\n  css: {prefix: ds}\n  swift: {namespace: DS}\n  docs: {}\n")
      #expect(try project.run("build").status == 0)
      let page = try project.text("generated/docs/index.html")
      let markdown = try project.text("generated/docs/tokens.md")
      let css = try project.text("generated/css/tokens.css")
      let swift = try project.text("generated/swift/DS.swift")
      #expect(css.contains("--ds-space-md:"))
      #expect(swift.contains("enum DS"))
      #expect(page.contains("--ds-space-md"))
      #expect(page.contains("DS.Space.md"))
      #expect(!page.contains("--space-md"))
      #expect(!page.contains("Tokens.Space.md"))
      #expect(markdown.contains("--ds-space-md"))

      // The old docs options are gone: setting one is an unknown option, with the place.
      try project.write("tokenc.yaml", "emitters:\n  docs: {cssPrefix: ds}\n")
      let old = try project.run("build")
      #expect(old.status == 2)
      #expect(
        old.stderrLines.first?.hasPrefix("tokenc.yaml:2:10: error: emitter docs has no option 'cssPrefix'") == true)
    }
  }

  @Test func codeNamesReadTheEmittersOptionsWithTheirDefaults() {
    let defaults = CodeNames(emitters: nil)
    #expect(defaults.swiftNamespace == "Tokens")
    #expect(defaults.cssPrefix == "")
    #expect(defaults.emitsSwift && defaults.emitsCSS)
    let onlyJSON = CodeNames(emitters: [EmitterSetting(id: "json")])
    #expect(!onlyJSON.emitsSwift && !onlyJSON.emitsCSS)
    #expect(onlyJSON.cssName(TokenPath(dotted: "space.md")) == "--space-md")
  }
}
