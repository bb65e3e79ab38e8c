/// The rules that ship with tokenc, in the order they run.
enum BuiltInRules {
  /// Every built-in rule type.
  static let all: [any Rule.Type] = [
    GroupEmptyRule.self,
    TokenDescriptionRule.self,
    SpacingGridRule.self,
    TouchTargetRule.self,
    TypeMinSizeRule.self,
    TypeLadderRule.self,
    AppleLadderDriftRule.self,
    FontFaceRule.self,
    ReduceMotionRule.self,
    MotionDurationRule.self,
    RadiusNonNegativeRule.self,
    ConcentricRadiusRule.self,
    NamingIdentifierRule.self,
    DeprecatedUsageRule.self,
    ColorAppearancesRule.self,
    ColorContrastRule.self,
    ColorHighContrastRule.self,
    ColorGamutRule.self,
  ]

  /// The registry of the built-in rules, made once.
  static let registry = RuleRegistry(all)
}
