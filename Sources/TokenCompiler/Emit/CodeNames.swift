/// The names code uses for the tokens, as this configuration's `swift` and `css` emitters write
/// them (their `namespace` and `prefix`): one place for the docs page, which shows each token's
/// Swift and CSS names, and for `tokenc diff`, which reports the names a change breaks.
public struct CodeNames: Sendable, Hashable {
  /// The `swift` emitter's namespace (`Tokens`).
  public var swiftNamespace: String
  /// The `css` emitter's prefix (empty for none).
  public var cssPrefix: String
  /// Whether the configuration runs the `swift` emitter.
  public var emitsSwift: Bool
  /// Whether the configuration runs the `css` emitter.
  public var emitsCSS: Bool

  /// The names for `emitters:` as configured (`nil`: every built-in emitter, with defaults).
  /// The options are read through the emitters' own `OptionKey`s; a bad value is the emitter's
  /// to report, and the default is used here.
  public init(emitters: [EmitterSetting]?) {
    func setting(_ id: String) -> EmitterSetting? { emitters?.first { $0.id == id } }
    func options(_ id: String) -> Options { Options(setting(id)?.options ?? [], owner: "emitter \(id)") }
    var swift = options(SwiftEmitter.descriptor.id)
    var css = options(CSSEmitter.descriptor.id)
    swiftNamespace = swift.read(SwiftOptions.namespaceOption)
    cssPrefix = css.read(CSSEmitter.prefixOption)
    emitsSwift = emitters == nil || setting(SwiftEmitter.descriptor.id) != nil
    emitsCSS = emitters == nil || setting(CSSEmitter.descriptor.id) != nil
  }

  /// Each token's qualified Swift member as the swift emitter declares it (`Tokens.Color.labelPrimary`).
  public func swiftNames(_ tokens: ResolvedTokenSet) -> [TokenPath: String] {
    swiftNames(SwiftNames(tokens, namespace: swiftNamespace))
  }

  /// Each member of `names` (built in ``swiftNamespace``) by its token's path, qualified.
  func swiftNames(_ names: SwiftNames) -> [TokenPath: String] {
    var result: [TokenPath: String] = [:]
    result.reserveCapacity(names.topLevel.count + names.groups.reduce(0) { $0 + $1.members.count })
    for member in names.topLevel { result[member.token.path] = swiftNamespace + "." + member.name }
    for group in names.groups {
      let prefix = swiftNamespace + "." + group.typeName + "."
      for member in group.members { result[member.token.path] = prefix + member.name }
    }
    return result
  }

  /// A token's CSS custom property as the css emitter writes it (`--ds-color-label-primary`).
  public func cssName(_ path: TokenPath) -> String {
    Naming.cssCustomProperty(path, prefix: cssPrefix)
  }
}
