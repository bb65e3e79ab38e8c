/// The rules tokenc can run, built-in and user-added alike.
public struct RuleRegistry: Sendable {
  /// The registered rule types, in registration order.
  public private(set) var rules: [any Rule.Type]

  /// Creates a registry of the given rules.
  public init(_ rules: [any Rule.Type]) { self.rules = rules }

  /// Every rule that ships with tokenc.
  public static let builtIn = RuleRegistry(BuiltInRules.all)

  /// Adds a rule.
  public mutating func register(_ rule: any Rule.Type) { rules.append(rule) }

  /// The rule with `id`, if registered.
  public func rule(_ id: RuleID) -> (any Rule.Type)? {
    rules.first { $0.descriptor.id == id }
  }

  /// Every registered rule's descriptor, sorted by id.
  public var descriptors: [RuleDescriptor] {
    rules.map { $0.descriptor }.sorted { $0.id < $1.id }
  }
}
