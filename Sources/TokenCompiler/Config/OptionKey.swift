/// One option of a rule or emitter, declared once: its name, what it does and its default.
///
/// The descriptor shown by `tokenc explain` and the value read from `tokenc.yaml` both
/// come from this declaration, so a default cannot differ between the docs and the code:
///
/// ```swift
/// static let minimum = OptionKey<Double>("minimum", "the smallest allowed size, in points", default: 44)
/// init(options: inout Options) { minimum = options.read(Self.minimum) }
/// ```
public struct OptionKey<Value: OptionValue>: Sendable {
  /// The key in `tokenc.yaml`.
  public let name: String
  /// What the option does.
  public let summary: String
  /// The value used when `tokenc.yaml` does not set it.
  public let defaultValue: Value
  /// The default as shown in the docs, when the value alone does not say it (e.g. "the namespace").
  public let shownDefault: String?

  /// Declares an option.
  public init(_ name: String, _ summary: String, default defaultValue: Value, shownDefault: String? = nil) {
    self.name = name
    self.summary = summary
    self.defaultValue = defaultValue
    self.shownDefault = shownDefault
  }

  /// The option as listed by `tokenc explain` and the docs.
  public var descriptor: OptionDescriptor {
    OptionDescriptor(name, summary, default: shownDefault ?? defaultValue.yamlText)
  }
}

/// A type an option can have: read from a `tokenc.yaml` node with a located error, shown in YAML.
public protocol OptionValue: Sendable {
  /// Reads the option from `options`, reporting a wrong shape and falling back to the default.
  static func read(_ option: OptionKey<Self>, from options: inout Options) -> Self
  /// The value as it would be written in YAML, for the docs.
  var yamlText: String { get }
}

extension Double: OptionValue {
  /// Reads a number.
  public static func read(_ option: OptionKey<Double>, from options: inout Options) -> Double {
    options.number(option.name, default: option.defaultValue)
  }

  /// `8`, `0.05`.
  public var yamlText: String { JSONWriter.format(self) }
}

extension Bool: OptionValue {
  /// Reads `true` or `false`.
  public static func read(_ option: OptionKey<Bool>, from options: inout Options) -> Bool {
    options.bool(option.name, default: option.defaultValue)
  }

  /// `true` or `false`.
  public var yamlText: String { self ? "true" : "false" }
}

extension String: OptionValue {
  /// Reads text.
  public static func read(_ option: OptionKey<String>, from options: inout Options) -> String {
    options.string(option.name, default: option.defaultValue)
  }

  /// The text, or `""` when empty.
  public var yamlText: String { isEmpty ? "\"\"" : self }
}

extension Array: OptionValue where Element == String {
  /// Reads a list of text (one text is a one-element list).
  public static func read(_ option: OptionKey<[String]>, from options: inout Options) -> [String] {
    options.strings(option.name, default: option.defaultValue)
  }

  /// `[a, b]`.
  public var yamlText: String { "[" + joined(separator: ", ") + "]" }
}

extension Optional: OptionValue where Wrapped == String {
  /// Reads text; `nil` when the option is not set.
  public static func read(_ option: OptionKey<String?>, from options: inout Options) -> String? {
    guard options.entries[option.name] != nil else { return option.defaultValue }
    let problems = options.diagnostics.count
    let text = options.string(option.name, default: "")
    return options.diagnostics.count == problems ? text : option.defaultValue
  }

  /// The text, or `null`.
  public var yamlText: String { self?.yamlText ?? "null" }
}

/// A choice among named cases, read as one of their raw values with a located "must be one of" error.
public protocol OptionChoice: OptionValue, RawRepresentable, CaseIterable where RawValue == String {}

extension OptionChoice {
  /// Reads one of the cases' raw values.
  public static func read(_ option: OptionKey<Self>, from options: inout Options) -> Self {
    let text = options.string(
      option.name, default: option.defaultValue.rawValue, choices: allCases.map(\.rawValue))
    return Self(rawValue: text) ?? option.defaultValue
  }

  /// The raw value.
  public var yamlText: String { rawValue }
}

extension Options {
  /// The value of `option`, or its default (with a located error when the value has the wrong shape).
  public mutating func read<Value>(_ option: OptionKey<Value>) -> Value {
    Value.read(option, from: &self)
  }

  /// Where `option` is set in `tokenc.yaml`, if it is.
  public func location<Value>(of option: OptionKey<Value>) -> SourceLocation? {
    entries[option.name]?.value.location
  }
}

extension ContrastLevel: OptionChoice {}
