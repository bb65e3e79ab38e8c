/// The `swift` emitter's options from `tokenc.yaml`, checked so the generated code always compiles.
struct SwiftOptions: Sendable {
  /// Where SwiftUI colors come from.
  enum ColorSource: String, Sendable, CaseIterable, OptionChoice {
    /// Built from the components in code (dynamic on iOS and tvOS).
    case code
    /// `Color("name", bundle:)` from the asset catalog the `xcassets` emitter writes.
    case assetCatalog
  }

  /// The access level of generated declarations.
  enum AccessLevel: String, Sendable, CaseIterable, OptionChoice {
    /// Usable from other modules.
    case `public`
    /// Usable in the module only.
    case `internal`
  }

  /// The bundle that holds the asset catalog.
  enum Bundle: String, Sendable, CaseIterable, OptionChoice {
    /// The app's main bundle.
    case main
    /// A Swift package's resource bundle.
    case module
  }

  static let accessLevelOption = OptionKey<AccessLevel>(
    "accessLevel", "public or internal: the access level of every generated declaration", default: .public)
  static let namespaceOption = OptionKey<String>(
    "namespace", "the enum that holds every token; it also names the files", default: "Tokens")
  static let importsOption = OptionKey<[String]>("imports", "extra modules every generated file imports", default: [])
  static let fileNameOption = OptionKey<String?>(
    "fileName", "the base name of the files, if not the namespace", default: nil, shownDefault: "the namespace")
  static let colorsOption = OptionKey<ColorSource>(
    "colors", "code, or assetCatalog for Color(\"name\", bundle:) from Tokens.xcassets", default: .code)
  static let bundleOption = OptionKey<Bundle>(
    "bundle", "main or module: the bundle holding the asset catalog", default: .main)
  static let memberPrefixOption = OptionKey<String>(
    "memberPrefix",
    "a lower-camel-case prefix for the static members on Color, ShapeStyle, UIColor, NSColor, Font and Animation "
      + "(ds: Color.dsLabelPrimary)", default: "", shownDefault: "none")

  /// The option descriptors, for `tokenc.yaml` and the docs.
  static let descriptors =
    [accessLevelOption.descriptor, namespaceOption.descriptor, importsOption.descriptor, fileNameOption.descriptor]
    + [colorsOption.descriptor, bundleOption.descriptor, memberPrefixOption.descriptor]

  /// `public` or `internal`.
  var accessLevel = accessLevelOption.defaultValue
  /// The name of the namespace enum, which also names the files.
  var namespace = namespaceOption.defaultValue
  /// The base name of the three files, if not the namespace (the build tool plugin fixes it).
  var fileName = fileNameOption.defaultValue
  /// Modules imported by every generated file, after the platform imports.
  var imports = importsOption.defaultValue
  /// Where SwiftUI colors come from.
  var colors = colorsOption.defaultValue
  /// The bundle holding the asset catalog: `main` or `module` (a Swift package's resources).
  var bundle = bundleOption.defaultValue
  /// The prefix of the static members on the platform's types, such as `ds`; empty for none.
  var memberPrefix = memberPrefixOption.defaultValue
  /// Where `colors` is set, for the error when the asset catalog it needs is not written.
  var colorsLocation: SourceLocation?

  /// The modifier put before public API: `public `, or nothing for internal.
  var accessModifiers: [String] { accessLevel == .public ? ["public"] : [] }

  /// Reads and checks the options; problems are reported at their line, and defaults used instead.
  init(_ options: inout Options) {
    accessLevel = options.read(Self.accessLevelOption)
    colors = options.read(Self.colorsOption)
    colorsLocation = options.location(of: Self.colorsOption)
    bundle = options.read(Self.bundleOption)
    let namespace = options.read(Self.namespaceOption)
    if Self.isTypeName(namespace) {
      self.namespace = namespace
    } else {
      options.diagnostics.error(
        .config,
        "\(options.owner) option 'namespace' must be a Swift type name such as Tokens or DesignTokens, "
          + "not '\(namespace)'",
        at: options.location(of: Self.namespaceOption))
    }
    if let name = options.read(Self.fileNameOption) {
      if let problem = Options.fileNameProblem(name, longestSuffix: SwiftEmitter.longestFileSuffix) {
        options.diagnostics.error(
          .config, "\(options.owner) option 'fileName' is not a file name: \(problem)",
          at: options.location(of: Self.fileNameOption))
      } else {
        fileName = name
      }
    }
    let prefix = options.read(Self.memberPrefixOption)
    if prefix.isEmpty || Self.isMemberPrefix(prefix) {
      memberPrefix = prefix
    } else {
      options.diagnostics.error(
        .config,
        "\(options.owner) option 'memberPrefix' must be a lower-camel-case Swift name such as ds or brand, "
          + "not '\(prefix)'", at: options.location(of: Self.memberPrefixOption))
    }
    for module in options.read(Self.importsOption) {
      if Self.isModuleName(module) {
        imports.append(module)
      } else {
        options.diagnostics.error(
          .config, "\(options.owner) option 'imports' lists '\(module)', which is not a Swift module name",
          at: options.location(of: Self.importsOption))
      }
    }
  }

  /// An identifier of ASCII letters, digits and `_` that does not start with a digit and is
  /// not a keyword or a name the generated code relies on.
  static func isTypeName(_ name: String) -> Bool {
    isIdentifier(name) && !Naming.swiftKeywords.contains(name) && !SwiftNames.reservedTypeNames.contains(name)
  }

  /// An identifier that starts with a lowercase ASCII letter and is not a keyword, so that
  /// `prefix + Name` is a lower-camel-case member name.
  static func isMemberPrefix(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.value >= 0x61, first.value <= 0x7A else { return false }
    return isIdentifier(name) && !Naming.swiftKeywords.contains(name)
  }

  /// Dotted identifiers, such as `DesignSystem` or `Darwin.C`.
  static func isModuleName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return parts.allSatisfy { isIdentifier($0) && !Naming.swiftKeywords.contains($0) }
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !(first.value >= 0x30 && first.value <= 0x39) else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar == "_" || (scalar.value >= 0x30 && scalar.value <= 0x39) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
        || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }
  }
}
