/// What a running emitter may consult and where it reports problems, as ``RuleContext`` is for rules.
///
/// Emitters build files in memory; when a token cannot be represented in their format, or
/// their configuration contradicts another emitter's, they report a located diagnostic here
/// instead of writing something wrong. An error from any emitter stops every write.
public struct EmitContext: Sendable {
  /// The id of the emitter running.
  public let emitterID: String
  /// The ids of every emitter that runs in this build, so one can require another.
  public let emitterIDs: Set<String>
  /// The file system, for emitters that read files of their own (templates).
  public let fileSystem: any FileSystem
  /// The configuration's folder, which paths in `tokenc.yaml` are relative to.
  public let configurationDirectory: String
  /// Where files may go before `emit` returns (``EmitDelivery/handOver(_:)``).
  public let delivery: EmitDelivery
  /// What this emitter rendered in the previous build of a session (`tokenc watch`), to reuse
  /// pieces whose inputs did not change; outside a session it keeps nothing (``EmitMemo/none``).
  public let memo: EmitMemo
  /// The problems reported so far.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates a context for one emitter; `delivery` takes nothing and `memo` keeps nothing unless given.
  public init(
    emitterID: String, emitterIDs: Set<String> = [], fileSystem: any FileSystem = LocalFileSystem(),
    configurationDirectory: String = ".", delivery: EmitDelivery = EmitDelivery(), memo: EmitMemo = .none
  ) {
    self.emitterID = emitterID
    self.emitterIDs = emitterIDs
    self.fileSystem = fileSystem
    self.configurationDirectory = configurationDirectory
    self.delivery = delivery
    self.memo = memo
  }

  /// Reports a problem; an error stops the build.
  public mutating func report(
    _ severity: Severity, _ message: String, rule: RuleID = .emit, at location: SourceLocation?,
    notes: [DiagnosticNote] = [], fix: FixSuggestion? = nil
  ) {
    diagnostics.append(Diagnostic(severity, rule, message, at: location, notes: notes, fix: fix))
  }

  /// Adds diagnostics found by a helper (such as a template's checks).
  public mutating func append(_ found: [Diagnostic]) {
    diagnostics += found
  }
}

extension RuleID {
  /// An emitter cannot represent a token or its configuration in its format.
  public static let emit: RuleID = "emit/invalid"
}
