/// How ``SwiftWriter`` writes ``SwiftTokenConstants``: each token's doc comment, attributes and
/// constant as bytes, colors through ``adaptiveColor(_:asset:indent:into:)``.
extension SwiftWriter {
  /// Writes each token's constant (and scaled form), a blank line between two declarations.
  func tokenConstants(_ list: SwiftTokenConstants, indent: Int, into output: inout SwiftTextBuffer) {
    let context = list.context
    // The modifiers and `let`, the same for every token, are encoded once.
    var headText = SwiftTextBuffer()
    _ = self.head(context.builder.staticAccess, "let", indent: 0, into: &headText)
    headText.append(ascii: " ")
    let head = headText.bytes
    var doc: [UInt8] = []
    for index in list.members.indices {
      let member = list.members[index]
      if index > 0 {
        output.safePoint()
        output.blank()
      }
      if let description = member.token.description {
        SwiftText.appendWrapped(
          description, width: width(at: indent), indent: indent, lead: "/// ", empty: "///", into: &output)
        output.line(indent, "///")
      }
      doc.removeAll(keepingCapacity: true)
      doc.append(contentsOf: "Token `".utf8)
      var path = member.token.path.description
      path.withUTF8 { doc.append(contentsOf: $0) }
      doc.append(contentsOf: "`.".utf8)
      SwiftText.appendWrapped(
        utf8: doc, width: width(at: indent), indent: indent, lead: "/// ", empty: "///", into: &output)
      if let deprecation = member.token.deprecation {
        attribute(.deprecated(message: deprecation.reason), indent: indent, into: &output)
      }
      output.start(indent)
      output.append(bytes: head)
      output.append(member.name)
      let type = TokenValueExpression.type(of: member.token.value)
      if !type.isEmpty {
        output.raw(": ")
        output.append(type)
      }
      output.raw(" = ")
      if let color = list.color(of: member) {
        adaptiveColor(color.values, asset: color.asset, indent: indent, into: &output)
      } else if !tokenValue(member.token.value, indent: indent, into: &output) {
        expression(TokenValueExpression.value(member.token, context: context), indent: indent, into: &output)
      }
      if let scaled = CoreFile.scaledFunction(member, context: context) {
        output.blank()
        declaration(scaled, indent: indent, into: &output)
      }
    }
  }
}
