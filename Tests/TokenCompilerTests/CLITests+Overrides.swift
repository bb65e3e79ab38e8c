import Foundation
import Testing

/// `--output` and `--emitter` override tokenc.yaml, as the SwiftPM build tool plugin needs.
extension CLITests {
  @Suite("output overrides")
  struct Overrides {
    @Test func outputAndEmitterFlagsOverrideTheConfiguration() throws {
      try CLIProject.with { project in
        try project.write("tokens/space.yaml", "space:\n  $type: dimension\n  md: 16\n")
        try project.write("tokenc.yaml", "output: configured\nemitters:\n  json: {name: design}\n")
        let result = try project.run("build", "--output", "elsewhere", "--emitter", "json")
        #expect(result.status == 0)
        #expect(!project.exists("configured"))
        // The emitter keeps its configured options when selected with --emitter.
        #expect(project.files(under: "elsewhere").sorted() == [
          ".tokenc-manifest.json", "json/design.docs.json", "json/design.resolver.json", "json/design.tokens.json",
        ])
        let unknown = try project.run("build", "--emitter", "jsno")
        #expect(unknown.status == 2)
        #expect(
          unknown.stderrLines.first
            == "tokenc: error: unknown emitter 'jsno'; did you mean 'json'? (emitters: \(Self.emitterList)) [config/invalid]")
      }
    }

    /// Every built-in emitter id, as the error lists them.
    static var emitterList: String {
      EmitterRegistryNames.ids.joined(separator: ", ")
    }
  }
}

@testable import TokenCompiler

/// The registered emitter ids, read from the registry so the test follows new emitters.
enum EmitterRegistryNames {
  static var ids: [String] { EmitterRegistry.builtIn.descriptors.map(\.id) }
}
