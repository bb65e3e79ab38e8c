/// The `dev.tokenc.scalesWith` marker: a dimension that grows with Dynamic Type like a text style.
///
/// ```yaml
/// spacing:
///   inset:
///     listRow:
///       $value: 12
///       $extensions: {dev.tokenc: {scalesWith: body}}
/// ```
///
/// The decode stage reads the marker; a misspelled style or a marker on another type is an error there.
enum ScaledDimension {
  /// The text style a dimension token scales with, if it is marked.
  static func textStyle(of token: ResolvedToken) -> AppleTextStyle? {
    token.type == .dimension ? token.tokenc.scalesWith?.value : nil
  }
}

/// The platform forms of dimensions marked `scalesWith`: one static function per token, next to
/// the token's constant, in an extension of its group's enum.
enum ScaledDimensionItems {
  /// What one platform file adds for a scaled dimension.
  struct Form {
    /// How the size is read on that platform, for the doc comment (`size`, `traits`).
    var doc: String
    /// The function's parameters and result.
    var signature: String
    /// The function's body, given the member's name.
    var body: (String) -> String
  }

  /// An extension per group (or of the namespace, for top-level tokens) that has scaled dimensions.
  static func extensions(
    names: SwiftNames, context: SwiftContext, attributes: [SwiftAttribute] = [], form: Form
  ) -> [SwiftItem] {
    let owners = names.groups.map { ("\(context.namespace).\($0.typeName)", $0.members) }
    return ([(context.namespace, names.topLevel)] + owners).compactMap { owner, members in
      let functions = members.compactMap { member -> SwiftItem? in
        guard let style = ScaledDimension.textStyle(of: member.token) else { return nil }
        let plain = member.name.filter { $0 != "`" }
        return context.builder.function(
          "`\(plain)` scaled like \(style.rawValue) text for \(form.doc).", member.name, form.signature,
          isStatic: true, attributes: context.attributes(for: member.token), [.code(form.body(member.name))])
      }
      return functions.isEmpty ? nil : context.builder.extensionOf(owner, attributes: attributes, functions)
    }
  }
}
