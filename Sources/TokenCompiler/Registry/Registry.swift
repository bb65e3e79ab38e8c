/// What a registry needs to know about a rule or emitter: its id and its documented options.
public protocol ComponentDescriptor: Sendable {
  /// The id used in `tokenc.yaml`, e.g. `color/contrast` or `swift`.
  var name: String { get }
  /// The options it reads.
  var options: [OptionDescriptor] { get }
  /// What the component is called in messages: `rule` or `emitter`.
  static var kind: String { get }
}

/// The rules or emitters tokenc can run, built-in and user-added alike, in registration order.
///
/// One type serves both: ``RuleRegistry`` and ``EmitterRegistry`` are this registry for
/// ``Rule`` and ``Emitter``. It looks components up by id (with "did you mean" for typos),
/// and makes them from their `tokenc.yaml` options, rejecting options they do not declare.
public struct Registry<Component: Sendable, Descriptor: ComponentDescriptor>: Sendable {
  /// One registered component: what it is and how to make it from options.
  public struct Entry: Sendable {
    /// Its id, summary and options.
    public let descriptor: Descriptor
    /// Makes it; problems with the options go into the options' diagnostics.
    public let make: @Sendable (inout Options) -> Component

    /// Creates an entry.
    public init(descriptor: Descriptor, make: @escaping @Sendable (inout Options) -> Component) {
      self.descriptor = descriptor
      self.make = make
    }
  }

  /// The entries, in registration order.
  public private(set) var entries: [Entry]

  /// Creates a registry of the given entries.
  public init(entries: [Entry]) { self.entries = entries }

  /// Adds an entry.
  public mutating func register(_ entry: Entry) { entries.append(entry) }

  /// The entry with `id`, if registered.
  public subscript(id: String) -> Entry? { entries.first { $0.descriptor.name == id } }

  /// Every descriptor, in registration order.
  public var descriptors: [Descriptor] { entries.map(\.descriptor) }

  /// Every id, in registration order.
  public var ids: [String] { entries.map(\.descriptor.name) }

  /// "unknown emitter 'jsno'; did you mean 'json'?" with the list of ids.
  public func unknownMessage(_ id: String) -> String {
    "unknown \(Descriptor.kind) '\(id)'\(Suggestions.didYouMean(id, in: ids)) "
      + "(\(Descriptor.kind)s: \(ids.joined(separator: ", ")))"
  }

  /// Makes the component of `entry` from its option entries; unknown options and bad values
  /// are located `config/invalid` errors, and defaults stand in for them.
  public func make(
    _ entry: Entry, options settings: [SourceMappingEntry], extraOptions: [String] = [],
    diagnostics: inout [Diagnostic]
  ) -> Component {
    var options = Options(settings, owner: "\(Descriptor.kind) \(entry.descriptor.name)")
    options.rejectUnknown(known: extraOptions + entry.descriptor.options.map(\.name))
    let component = entry.make(&options)
    diagnostics += options.diagnostics
    return component
  }
}

/// The validation rules tokenc can run.
public typealias RuleRegistry = Registry<any Rule, RuleDescriptor>

/// The output formats tokenc can write.
public typealias EmitterRegistry = Registry<any Emitter, EmitterDescriptor>

extension RuleDescriptor: ComponentDescriptor {
  /// The rule id's text.
  public var name: String { id.rawValue }
  /// `rule`.
  public static var kind: String { "rule" }
}

extension EmitterDescriptor: ComponentDescriptor {
  /// The emitter id.
  public var name: String { id }
  /// `emitter`.
  public static var kind: String { "emitter" }
}

extension Registry where Component == any Rule, Descriptor == RuleDescriptor {
  /// Every rule that ships with tokenc.
  public static var builtIn: RuleRegistry { BuiltInRules.registry }

  /// A registry of the given rule types, in order.
  public init(_ rules: [any Rule.Type]) {
    self.init(entries: rules.map(Self.entry))
  }

  /// Adds a rule type.
  public mutating func register(_ rule: any Rule.Type) { register(Self.entry(rule)) }

  /// The rule with `id`, if registered.
  public func rule(_ id: RuleID) -> Entry? { self[id.rawValue] }

  private static func entry(_ rule: any Rule.Type) -> Entry {
    Entry(descriptor: rule.descriptor) { options in rule.init(options: &options) }
  }
}

extension Registry where Component == any Emitter, Descriptor == EmitterDescriptor {
  /// Every emitter that ships with tokenc.
  public static var builtIn: EmitterRegistry { BuiltInEmitters.registry }

  /// A registry of the given emitter types, in order.
  public init(_ emitters: [any Emitter.Type]) {
    self.init(entries: emitters.map(Self.entry))
  }

  /// Adds an emitter type.
  public mutating func register(_ emitter: any Emitter.Type) { register(Self.entry(emitter)) }

  /// The emitter with `id`, if registered.
  public func emitter(_ id: String) -> Entry? { self[id] }

  private static func entry(_ emitter: any Emitter.Type) -> Entry {
    Entry(descriptor: emitter.descriptor) { options in emitter.init(options: &options) }
  }
}
