/// The SwiftUI file's measure of a font's own line height. SwiftUI's `Font` does not tell it, so
/// the same face is made as a `UIFont` (iOS, tvOS, watchOS) or an `NSFont` (macOS) and asked.
enum SwiftUIFontMetrics {
  /// A private `platformLineHeight(size:boldText:)` on `TextStyle`: `UIFont.lineHeight`, or
  /// ascender − descender + leading of the `NSFont`, of the face drawn at `size` points.
  static func platformLineHeight() -> SwiftItem {
    func branch(_ type: String, _ lineHeight: String) -> [SwiftStatement] {
      [
        .code("let custom = fontName(boldText: boldText).flatMap { \(type)(name: $0, size: CGFloat(size)) }"),
        .code("let font = custom ?? \(type).systemFont(ofSize: CGFloat(size), weight: weight.systemFontWeight)"),
        .code("return Double(\(lineHeight))"),
      ]
    }
    return .declaration(
      SwiftDeclaration(
        doc: [
          "The line height in points of the face drawn at `size` (the Bold Text face when `boldText`): the custom "
            + "face if it is installed, else the system font at the style's weight."
        ], modifiers: ["private"], keyword: "func", name: "platformLineHeight",
        signature: "(size: Double, boldText: Bool) -> Double",
        body: .statements([
          .conditional(
            SwiftConditional(
              branches: [
                SwiftBranch(condition: "canImport(UIKit)", items: branch("UIFont", "font.lineHeight")),
                SwiftBranch(
                  condition: "canImport(AppKit)",
                  items: branch("NSFont", "font.ascender - font.descender + font.leading")),
              ], otherwise: [.code("return size * 1.2")]))
        ])))
  }

  /// A file-private `systemFontWeight` on `FontWeight`: the `UIFont.Weight` or `NSFont.Weight` of
  /// the same name, for the system font measured above.
  static func platformWeight(ns: String) -> SwiftItem {
    let cases = FontWeight.appleNames.map { SwiftCase(label: "case .\($0)", statements: [.code(".\($0)")]) }
    func property(_ type: String) -> SwiftItem {
      .declaration(
        SwiftDeclaration(
          doc: ["The system font's weight of the same name, to measure its line height."],
          modifiers: ["fileprivate"], keyword: "var", name: "systemFontWeight", signature: ": \(type)",
          body: .statements([.switchOver("self", cases)])))
    }
    return .conditional(
      SwiftConditional(branches: [
        SwiftBranch(
          condition: "canImport(UIKit)",
          items: [
            .declaration(
              SwiftDeclaration(
                attributes: [SwiftUIFile.availability], keyword: "extension", name: "\(ns).FontWeight",
                body: .members([property("UIFont.Weight")])))
          ]),
        SwiftBranch(
          condition: "canImport(AppKit)",
          items: [
            .declaration(
              SwiftDeclaration(
                attributes: [SwiftUIFile.availability], keyword: "extension", name: "\(ns).FontWeight",
                body: .members([property("NSFont.Weight")])))
          ]),
      ]))
  }
}
