import ArgumentParser
import Foundation
import TokenCompiler

/// The `tokenc` command: compiles design tokens into Swift, asset catalogs, DTCG JSON, CSS and docs.
@main
struct Tokenc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tokenc",
    abstract: "Compile design tokens (YAML or DTCG JSON) into code, checked against Apple's HIG.",
    discussion: """
      Exit status: 0 success; 1 the tokens have errors (or --check found stale files); \
      2 usage, configuration, template or I/O errors.
      """,
    version: "0.1.0",
    subcommands: [
      InitCommand.self, BuildCommand.self, ValidateCommand.self, ExplainCommand.self, WatchCommand.self,
      TemplateCommand.self, ConvertCommand.self, DiffCommand.self,
    ],
    defaultSubcommand: BuildCommand.self)

  /// Runs the command (the everyday ones read by ``CommonInvocation``), mapping every usage error
  /// to exit status 2.
  static func main() {
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      // An everyday invocation starts with an option, `build` or `validate`: never a mistyped command.
      let everyday = CommonInvocation.command(arguments)
      if everyday == nil { try rejectMistypedCommand(arguments) }
      #if DEBUG
        if let everyday { CommonInvocation.checkAgainstArgumentParser(everyday, arguments) }
      #endif
      var command = try everyday ?? parseAsRoot(arguments)
      try command.run()
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch {
      if exitCode(for: error) == .success { printCleanExit(error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(ExitStatus.usage.rawValue)
    }
  }
}

extension Tokenc {
  /// Prints what a clean exit asks for (help, the version, a completion script) and exits 0;
  /// help lists the subcommands before the options (``HelpLayout``).
  static func printCleanExit(_ error: any Error) -> Never {
    let message = fullMessage(for: error)
    guard message.contains("SUBCOMMANDS:") else { exit(withError: error) }
    print(HelpLayout.subcommandsFirst(message))
    Foundation.exit(ExitStatus.success.rawValue)
  }

  /// `build` is the default subcommand and takes no arguments, so a first argument that is a
  /// bare word is a mistyped subcommand: say which one was probably meant and exit 2.
  static func rejectMistypedCommand(_ arguments: [String]) throws {
    guard let first = arguments.first, !first.hasPrefix("-") else { return }
    let commands = configuration.subcommands.map { $0._commandName } + ["help"]
    guard !commands.contains(first) else { return }
    FileHandle.standardError.write(
      Data("error: \(DiagnosticCatalog.unknownCommandMessage(first, commands: commands))\n".utf8))
    throw ExitStatus.usage.code
  }
}

/// tokenc's exit statuses.
enum ExitStatus: Int32 {
  case success = 0
  case tokenErrors = 1
  case usage = 2

  var code: ExitCode { ExitCode(rawValue) }
}
