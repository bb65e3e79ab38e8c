import ArgumentParser
import Foundation
import TokenCompiler

/// `tokenc template`: help for writing the templates listed under `templates:` in `tokenc.yaml`.
struct TemplateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "template",
    abstract: "Help for writing user templates (templates: in tokenc.yaml; see docs/templates.md).",
    subcommands: [ContextCommand.self])

  /// `tokenc template context`: prints the data templates are rendered with.
  struct ContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "context",
      abstract: "Print the context templates are rendered with, as JSON (the data of tokens.docs.json).",
      discussion: """
        Every name in the output can be used in a template. The templates themselves are not \
        rendered, so this works while a template still has errors.
        """)

    @Option(name: .long, help: "The configuration file (default: tokenc.yaml if it exists).")
    var config: String?

    func run() throws {
      let options = try CommonOptions.parse(config.map { ["--config", $0] } ?? [])
      let session = try Session(options: options)
      let result = session.compiler.validate(session.inputs)
      Session.report(result.diagnostics, options: options, sources: session.sources)
      if result.hasErrors {
        Session.status("the tokens have errors; no context was printed")
        throw ExitStatus.tokenErrors.code
      }
      FileHandle.standardOutput.write(
        Data(JSONWriter(style: .pretty).bytes(TemplateContext.build(result, compiler: session.compiler))))
    }
  }
}
