import ArgumentParser
import Foundation
import TokenCompiler

/// `tokenc convert FILE…`: converts Style Dictionary's older format to DTCG 2025.10 JSON.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert Style Dictionary files (value/type/comment) to DTCG 2025.10 JSON.",
    discussion: """
      Each FILE (JSON or YAML) is written as NAME.tokens.json next to it, or into --output. \
      Comments become $description; references lose their .value; CSS colors (hex, rgb(), \
      hsl(), named), CSS box-shadows, 16px and 200ms become DTCG objects. Existing files are \
      never overwritten without --force.
      """)

  @Argument(help: "Style Dictionary token files.")
  var files: [String]

  @Option(name: .shortAndLong, help: "The folder to write the converted files into (default: next to each file).")
  var output: String?

  @Flag(help: "Print the converted JSON to standard output instead of writing files.")
  var stdout = false

  @Flag(help: "Overwrite converted files that already exist.")
  var force = false

  func run() throws {
    var failed = false
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        Session.status("error: cannot read '\(path)'")
        throw ExitStatus.usage.code
      }
      let source = SourceFile(path: path, bytes: Array(data))
      let result = StyleDictionaryConverter.convert(source)
      if !result.diagnostics.isEmpty {
        let text = DiagnosticPrinter(colored: false, sources: [source]).text(result.diagnostics)
        FileHandle.standardError.write(Data(text.utf8))
      }
      guard !result.diagnostics.hasErrors else {
        failed = true
        continue
      }
      if stdout {
        FileHandle.standardOutput.write(Data(result.document.text.utf8))
        continue
      }
      let target = Self.outputPath(for: path, folder: output)
      if FileManager.default.fileExists(atPath: target), !force {
        Session.status("error: '\(target)' exists; pass --force to overwrite it")
        throw ExitStatus.usage.code
      }
      do {
        // .atomic writes a temporary file and renames it, so a reader never sees half a file.
        try Data(result.document.text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
      } catch {
        Session.status("error: cannot write '\(target)': \(error.localizedDescription)")
        throw ExitStatus.usage.code
      }
      let unchanged = result.unconvertedCount
      let note =
        unchanged == 0
        ? ""
        : " (\(unchanged) value\(unchanged == 1 ? "" : "s") copied unchanged: fix \(unchanged == 1 ? "it" : "them") "
          + "as the warnings say before building)"
      Session.status("converted \(result.tokenCount) tokens: \(path) → \(target)\(note)")
    }
    if failed { throw ExitStatus.tokenErrors.code }
  }

  /// `colors.json` → `colors.tokens.json`, next to it or in `folder`.
  static func outputPath(for path: String, folder: String?) -> String {
    StyleDictionaryConverter.outputPath(for: path, folder: folder)
  }
}
