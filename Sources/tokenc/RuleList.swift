import Foundation
import TokenCompiler

/// `tokenc validate --list-rules`: every rule with the severity in force under the user's
/// tokenc.yaml and `--warnings-as-errors` (a warning raised to an error reads `error (warning as
/// error)`), as aligned text for people or as JSON for tools.
enum RuleList {
  /// Prints the list in the chosen format.
  static func print(_ compiler: Compiler, format: DiagnosticsFormat) {
    let rules = compiler.ruleSeverities
    switch format {
    case .text:
      var text = ""
      for (rule, severity) in rules {
        let configured = compiler.configuredSeverity(of: rule)
        var notes: [String] = []
        if configured != severity { notes.append("\(configured.rawValue) as error") }
        if configured != rule.defaultSeverity {
          notes.append("default \(rule.defaultSeverity.rawValue)")
        }
        let note = notes.isEmpty ? "" : "(" + notes.joined(separator: ", ") + ") "
        text += "\(pad(rule.id.rawValue, 26)) \(pad(severity.rawValue, 8)) \(note)\(rule.summary)\n"
      }
      FileHandle.standardOutput.write(Data(text.utf8))
    case .json:
      let items: [JSONValue] = rules.map { rule, severity in
        [
          "id": .string(rule.id.rawValue), "severity": .string(severity.rawValue),
          "defaultSeverity": .string(rule.defaultSeverity.rawValue), "summary": .string(rule.summary),
          "configuredSeverity": .string(compiler.configuredSeverity(of: rule).rawValue),
          "options": .array(
            rule.options.map {
              ["name": .string($0.name), "summary": .string($0.summary), "default": .string($0.defaultValue)]
            }
          ),
        ]
      }
      FileHandle.standardOutput.write(Data(JSONWriter(style: .pretty).bytes(.array(items))))
    }
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
