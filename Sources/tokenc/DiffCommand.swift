import ArgumentParser
import Foundation
import TokenCompiler

/// How `tokenc diff` prints its report.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
  case text, markdown, json, html
}

/// What makes `tokenc diff --fail-on` exit 1.
enum DiffFailure: String, ExpressibleByArgument, CaseIterable, Hashable {
  case breaking, regression

  /// One `--fail-on` value: a condition, or several separated by commas (`breaking,regression`).
  static func list(_ argument: String) throws -> [DiffFailure] {
    try argument.split(separator: ",", omittingEmptySubsequences: false).map { part in
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let failure = DiffFailure(rawValue: name) else {
        throw ValidationError("--fail-on takes breaking or regression, not '\(name)'")
      }
      return failure
    }
  }
}

/// `tokenc diff OLD [NEW]`: what changed between two versions of the tokens, in terms of tokens.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two versions of the tokens: folders, configurations or git revisions.",
    discussion: """
      Each side is a folder, a configuration file or a git revision of the repository here \
      (read with git, nothing checked out or written). With one side, it is compared with the \
      working tree: `tokenc diff main`. Both sides are loaded, resolved and validated; nothing \
      is emitted or written.

      Exit status: 0 no changes; 1 changes; 2 usage errors, a side that is neither a path nor a \
      revision, or configuration or I/O errors on either side. With --fail-on breaking, 1 only \
      when a Swift member or CSS custom property is removed or renamed, or a token's type \
      changes; with --fail-on regression, 1 only when a contrast pair that passed in an \
      appearance now fails, or a new finding is an error; 0 otherwise. --fail-on may be given \
      more than once (or as breaking,regression): 1 when any of the conditions holds.
      """)

  @Argument(help: "The old side: a folder, a configuration file or a git revision.")
  var old: String

  @Argument(help: "The new side (default: the working tree, read with --config or tokenc.yaml).")
  var new: String?

  @Option(name: .long, help: "The configuration file of the working tree, also used for revisions.")
  var config: String?

  @Option(name: .long, help: "text (for a terminal), markdown (for a pull request), json (for tools) or html.")
  var format: DiffFormat = .text

  @Option(
    name: .long, parsing: .singleValue,
    help: "Exit 1 only for breaking changes or for regressions (contrast, new errors); repeat for both.",
    transform: DiffFailure.list)
  var failOn: [[DiffFailure]] = []

  func run() throws {
    let sources = [try source(old), try new.map(source) ?? .workingTree(configuration: config)]
    let sides: [DiffSide]
    do {
      sides = try DiffSource.sides(sources, configuration: config)
    } catch {
      Session.status("error: \(error)", essential: true)
      throw ExitStatus.usage.code
    }
    let (oldSide, newSide) = (sides[0], sides[1])
    for side in [oldSide, newSide] where side.hasSetupErrors {
      let text = DiagnosticPrinter(colored: false).text(side.setupDiagnostics)
      FileHandle.standardError.write(Data("\(text)error: cannot read '\(side.label)'\n".utf8))
      throw ExitStatus.usage.code
    }
    let diff = TokenDiffer.diff(old: oldSide, new: newSide)
    FileHandle.standardOutput.write(Data(render(diff).utf8))
    if Self.fails(diff, on: Set(failOn.joined())) { throw ExitStatus.tokenErrors.code }
  }

  /// Whether the diff calls for exit status 1: any change without `--fail-on`, else any of the
  /// conditions asked for.
  static func fails(_ diff: TokenDiff, on conditions: Set<DiffFailure>) -> Bool {
    guard !conditions.isEmpty else { return diff.hasChanges }
    return conditions.contains { condition in
      switch condition {
      case .breaking: !diff.breaking.isEmpty
      case .regression: !diff.regressions.isEmpty || !diff.newErrors.isEmpty
      }
    }
  }

  /// The report in the chosen format.
  private func render(_ diff: TokenDiff) -> String {
    switch format {
    case .text:
      let environment = ProcessInfo.processInfo.environment
      let colored = DiagnosticPrinter.usesColor(environment, isTerminal: isatty(1) == 1)
      return DiffTextWriter(colored: colored, trueColor: DiffTextWriter.supportsTrueColor(environment)).text(diff)
    case .markdown: return DiffMarkdownWriter().markdown(diff)
    case .json: return DiffJSONWriter().json(diff)
    case .html: return DiffHTMLWriter().html(diff)
    }
  }

  /// What one side named on the command line is; exits 2 when it names nothing.
  private func source(_ argument: String) throws -> DiffSource {
    guard let source = DiffSource.resolve(argument) else {
      Session.status(
        "error: '\(argument)' is neither a file, a folder nor a revision of a git repository here", essential: true)
      throw ExitStatus.usage.code
    }
    return source
  }
}
