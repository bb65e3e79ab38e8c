/// The `css` emitter: `tokens.css`, one custom property per token for the web.
///
/// Colors switch with `prefers-color-scheme`, `prefers-contrast` and the root's
/// `data-appearance`/`data-contrast` attributes, Display P3 colors get a
/// `color-gamut: p3` variant, motion presets switch to their fallbacks under
/// `prefers-reduced-motion`, and every text style gets a class. See `docs/css.md`.
public struct CSSEmitter: Emitter {
  /// The emitter's descriptor.
  public static let descriptor = EmitterDescriptor(
    id: "css", summary: "tokens.css: CSS custom properties, appearance switching and text style classes",
    defaultDirectory: "css",
    options: [nameOption, prefixOption].map(\.descriptor) + [unitsOption.descriptor]
      + [lightDarkOption, dynamicTypeOption].map(\.descriptor))

  /// The base name of the file.
  static let nameOption = OptionKey<String>("name", "the base name of the file", default: "tokens")
  /// The custom property prefix.
  static let prefixOption = OptionKey<String>(
    "prefix", "a prefix for every custom property (ds gives --ds-color-…)", default: "")
  /// The unit of dimensions.
  static let unitsOption = OptionKey<CSSTokenValues.LengthUnit>(
    "units", "the unit of dimension tokens: rem or px", default: .rem)
  /// Whether to use light-dark().
  static let lightDarkOption = OptionKey<Bool>(
    "lightDark", "use light-dark() where supported, with media queries as fallback", default: false)
  /// Whether to add the Dynamic Type root rule.
  static let dynamicTypeOption = OptionKey<Bool>(
    "dynamicType", "add the -apple-system-body root rule for Safari's Dynamic Type", default: false)

  /// The base name of the file.
  let name: String
  /// The settings of the style sheet.
  let settings: CSSDocumentBuilder.Settings

  /// Creates the emitter from its options.
  public init(options: inout Options) {
    name = options.fileName(Self.nameOption, longestSuffix: ".css") ?? Self.nameOption.defaultValue
    var settings = CSSDocumentBuilder.Settings()
    settings.prefix = options.read(Self.prefixOption)
    settings.units = options.read(Self.unitsOption)
    settings.lightDark = options.read(Self.lightDarkOption)
    settings.dynamicType = options.read(Self.dynamicTypeOption)
    self.settings = settings
  }

  /// Creates the emitter with explicit settings.
  init(name: String = nameOption.defaultValue, settings: CSSDocumentBuilder.Settings) {
    self.name = name
    self.settings = settings
  }

  /// The style sheet, streamed through the context's delivery (in pieces when the build writes
  /// as it goes).
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    if remembers(context) { return emitRemembered(input, context: &context) }
    let nodes = CSSDocumentBuilder(settings: settings).build(input.tokens)
    let capacity = 256 * 1024 + input.tokens.tokens.count * 160
    let file = context.delivery.stream("\(name).css") {
      CSSWriter().stylesheetBytes(nodes, capacity: capacity, stream: $0)
    }
    return file.map { [$0] } ?? []
  }
}
