import ArgumentParser
import TokenCompiler

/// `tokenc explain <rule-id>`: prints what a rule or check means and how to configure it.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain a rule or check, e.g. `tokenc explain alias/cycle`.")

  @Argument(
    help: "The rule id, as printed in brackets after a diagnostic.",
    completion: .list(Self.knownIDs))
  var ruleID: String

  /// Every rule and check id, for shell completion: the rules first, then the checks, each sorted.
  static var knownIDs: [String] {
    RuleRegistry.builtIn.descriptors.map(\.id.rawValue).sorted()
      + DiagnosticCatalog.structural.keys.map(\.rawValue).sorted()
  }

  func run() throws {
    let id = RuleID(rawValue: ruleID)
    if let rule = RuleRegistry.builtIn.rule(id) {
      let descriptor = rule.descriptor
      print("\(descriptor.id) (default: \(descriptor.defaultSeverity.rawValue)): \(descriptor.summary)\n")
      print(descriptor.explanation)
      if !descriptor.options.isEmpty {
        print("\nOptions (in tokenc.yaml under rules: \(descriptor.id): {severity: …, <option>: …}):")
        for option in descriptor.options {
          print("  \(option.name) (default \(option.defaultValue)): \(option.summary)")
        }
      }
      print("\nConfigure it in tokenc.yaml:\n  rules:\n    \(descriptor.id): error | warning | note | off")
      return
    }
    if let explanation = DiagnosticCatalog.structural[id] {
      print("\(id) (always an error; cannot be configured)\n")
      print(explanation)
      return
    }
    Session.status(
      "error: \(DiagnosticCatalog.unknownCheckMessage(ruleID)) (`tokenc validate --list-rules` lists the rules)")
    throw ExitStatus.usage.code
  }
}
