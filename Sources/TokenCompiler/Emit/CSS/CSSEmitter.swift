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
    options: [
      OptionDescriptor("name", "the base name of the file", default: "tokens"),
      OptionDescriptor("prefix", "a prefix for every custom property (ds gives --ds-color-…)", default: "\"\""),
      OptionDescriptor("units", "the unit of dimension tokens: rem or px", default: "rem"),
      OptionDescriptor(
        "lightDark", "use light-dark() where supported, with media queries as fallback", default: "false"),
      OptionDescriptor(
        "dynamicType", "add the -apple-system-body root rule for Safari's Dynamic Type", default: "false"),
    ])

  private let name: String
  private let settings: CSSDocumentBuilder.Settings

  /// Creates the emitter from its options.
  public init(options: inout Options) {
    name = options.string("name", default: "tokens")
    var settings = CSSDocumentBuilder.Settings()
    settings.prefix = options.string("prefix", default: "")
    let units = options.string("units", default: "rem", choices: CSSTokenValues.LengthUnit.allCases.map(\.rawValue))
    settings.units = CSSTokenValues.LengthUnit(rawValue: units) ?? .rem
    settings.lightDark = options.bool("lightDark", default: false)
    settings.dynamicType = options.bool("dynamicType", default: false)
    self.settings = settings
  }

  /// Creates the emitter with explicit settings.
  public init(name: String = "tokens", settings: CSSDocumentBuilder.Settings) {
    self.name = name
    self.settings = settings
  }

  /// The style sheet.
  public func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    let nodes = CSSDocumentBuilder(settings: settings).build(input.tokens)
    return [EmittedFile(path: "\(name).css", text: CSSWriter().stylesheet(nodes))]
  }
}
