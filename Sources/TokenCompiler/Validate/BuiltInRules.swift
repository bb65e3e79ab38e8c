/// The rules that ship with tokenc, in the order they run.
enum BuiltInRules {
  /// Every built-in rule type.
  static let all: [any Rule.Type] = [
    GroupEmptyRule.self,
    TokenDescriptionRule.self,
  ]
}
