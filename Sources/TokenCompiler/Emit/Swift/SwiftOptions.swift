/// The `swift` emitter's options from `tokenc.yaml`, checked so the generated code always compiles.
struct SwiftOptions: Sendable {
  /// Where SwiftUI colors come from.
  enum ColorSource: String, Sendable {
    /// Built from the components in code (dynamic on iOS and tvOS).
    case code
    /// `Color("name", bundle:)` from the asset catalog the `xcassets` emitter writes.
    case assetCatalog
  }

  /// `public` or `internal`.
  var accessLevel = "public"
  /// The name of the namespace enum, which also names the files.
  var namespace = "Tokens"
  /// The base name of the three files, if not the namespace (the build tool plugin fixes it).
  var fileName: String?
  /// Modules imported by every generated file, after the platform imports.
  var imports: [String] = []
  /// Where SwiftUI colors come from.
  var colors = ColorSource.code
  /// The bundle holding the asset catalog: `main` or `module` (a Swift package's resources).
  var bundle = "main"
  /// Where `colors` is set, for the error when the asset catalog it needs is not written.
  var colorsLocation: SourceLocation?

  /// The option descriptors, for `tokenc.yaml` and the docs.
  static let descriptors = [
    OptionDescriptor(
      "accessLevel", "public or internal: the access level of every generated declaration", default: "public"),
    OptionDescriptor("namespace", "the enum that holds every token; it also names the files", default: "Tokens"),
    OptionDescriptor("imports", "extra modules every generated file imports", default: "[]"),
    OptionDescriptor("fileName", "the base name of the files, if not the namespace", default: "the namespace"),
    OptionDescriptor(
      "colors", "code, or assetCatalog for Color(\"name\", bundle:) from Tokens.xcassets", default: "code"),
    OptionDescriptor("bundle", "main or module: the bundle holding the asset catalog", default: "main"),
  ]

  /// The modifier put before public API: `public `, or nothing for internal.
  var accessModifiers: [String] { accessLevel == "public" ? ["public"] : [] }

  /// Reads and checks the options; problems are reported at their line, and defaults used instead.
  init(_ options: inout Options) {
    accessLevel = options.string("accessLevel", default: accessLevel, choices: ["public", "internal"])
    colors =
      ColorSource(rawValue: options.string("colors", default: "code", choices: ["code", "assetCatalog"])) ?? .code
    colorsLocation = options.entries["colors"]?.value.location
    bundle = options.string("bundle", default: bundle, choices: ["main", "module"])
    let namespace = options.string("namespace", default: namespace)
    if Self.isTypeName(namespace) {
      self.namespace = namespace
    } else {
      options.diagnostics.error(
        .config,
        "\(options.owner) option 'namespace' must be a Swift type name such as Tokens or DesignTokens, "
          + "not '\(namespace)'",
        at: options.entries["namespace"]?.value.location)
    }
    if options.entries["fileName"] != nil {
      let name = options.string("fileName", default: self.namespace)
      if let problem = OutputPath.problem(with: name), !name.contains("/") {
        options.diagnostics.error(
          .config, "\(options.owner) option 'fileName' is not a file name: \(problem)",
          at: options.entries["fileName"]?.value.location)
      } else if name.contains("/") {
        options.diagnostics.error(
          .config, "\(options.owner) option 'fileName' must be a name without '/'",
          at: options.entries["fileName"]?.value.location)
      } else {
        fileName = name
      }
    }
    for module in options.strings("imports", default: []) {
      if Self.isModuleName(module) {
        imports.append(module)
      } else {
        options.diagnostics.error(
          .config, "\(options.owner) option 'imports' lists '\(module)', which is not a Swift module name",
          at: options.entries["imports"]?.value.location)
      }
    }
  }

  /// An identifier of ASCII letters, digits and `_` that does not start with a digit and is
  /// not a keyword or a name the generated code relies on.
  static func isTypeName(_ name: String) -> Bool {
    isIdentifier(name) && !Naming.swiftKeywords.contains(name) && !SwiftNames.reservedTypeNames.contains(name)
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
