import ArgumentParser
import Foundation
import TokenCompiler

/// `tokenc init [FOLDER]`: writes a starter design system that passes every rule.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Start a design system: write a commented tokenc.yaml and starter tokens.",
    discussion: """
      The starter passes every rule: spacing on the 8 pt grid, 44 pt touch targets, radii, \
      Apple's eleven text styles with their Dynamic Type ladders, semantic colors in light, \
      dark and both Increase Contrast appearances with contrast pairs, and motion with Reduce \
      Motion fallbacks. Existing files are never overwritten: if any file exists, nothing is \
      written (exit status 2).
      """)

  @Argument(help: "The folder to write into (created if missing; default: the current folder).")
  var folder: String = "."

  func run() throws {
    let initializer = ProjectInitializer(folder: folder)
    let report: InitReport
    do {
      report = try initializer.run()
    } catch {
      Session.status("error: \(error.description)", essential: true)
      if case .conflicts(let conflicts) = error {
        for conflict in conflicts { Session.status("  \(display(conflict.description))", essential: true) }
        Session.status(
          "move them away, or start the design system in a new folder: tokenc init my-design-system", essential: true)
      }
      throw ExitStatus.usage.code
    }
    var lines = report.written.map { "created \(display($0))" }
    lines.append("")
    lines.append(
      "Wrote a starter design system: \(report.written.count - 1) token files in \(display("tokens/")) "
        + "and \(display("tokenc.yaml")).")
    lines.append("Next: \(nextStep) to write Swift, an asset catalog, CSS, DTCG JSON and docs into generated/.")
    print(lines.map(DiagnosticPrinter.escapingControlCharacters).joined(separator: "\n"))
  }

  /// A path inside the folder, as the user would type it from the current folder.
  private func display(_ path: String) -> String {
    let folder = ProjectInitializer(folder: folder).folder
    return folder == "." ? path : folder + "/" + path
  }

  /// What to run next: `tokenc build`, after `cd` into the folder when it is not this one.
  private var nextStep: String {
    let folder = ProjectInitializer(folder: folder).folder
    guard folder != "." else { return "run `tokenc build`" }
    return "`cd \(Self.shellQuoted(folder)) && tokenc build`"
  }

  /// `word`, in single quotes when a shell would split or expand it.
  static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "-_./+,:@%".unicodeScalars.contains($0)
    }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
