/// How ``SwiftWriter`` writes ``SwiftTokenConstants``: each token's doc comment, attributes and
/// constant as bytes, colors through ``adaptiveColor(_:asset:indent:into:)``.
extension SwiftWriter {
  /// Writes each token's constant (and scaled form), a blank line between two declarations; in a
  /// session each token's declarations are one piece (``piece(_:input:into:render:)``), keyed by
  /// its path.
  func tokenConstants(_ list: SwiftTokenConstants, indent: Int, into output: inout SwiftTextBuffer) {
    // The modifiers and `let`, the same for every token, are encoded once.
    var headText = SwiftTextBuffer()
    _ = self.head(list.context.builder.staticAccess, "let", indent: 0, into: &headText)
    headText.append(ascii: " ")
    let head = headText.bytes
    var doc: [UInt8] = []
    let keyPrefix = memo == nil ? "" : pieceKeyPrefix("")
    for index in list.members.indices {
      let member = list.members[index]
      if index > 0 {
        output.safePoint()
        output.blank()
      }
      guard memo != nil else {
        tokenConstant(member, list: list, head: head, doc: &doc, indent: indent, into: &output)
        continue
      }
      let asset = list.color(of: member)?.asset
      let input = SwiftConstantInput(member, asset: asset, indent: indent)
      piece(keyPrefix + member.token.path.description, input: input, into: &output) { output in
        tokenConstant(member, list: list, head: head, doc: &doc, indent: indent, into: &output)
      }
    }
  }

  /// Writes one token's doc comment, attributes and constant (and scaled form), `head` being the
  /// encoded modifiers and `let`, `doc` room for the doc comment's last paragraph.
  private func tokenConstant(
    _ member: SwiftNames.Member, list: SwiftTokenConstants, head: [UInt8], doc: inout [UInt8], indent: Int,
    into output: inout SwiftTextBuffer
  ) {
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
      expression(TokenValueExpression.value(member.token, context: list.context), indent: indent, into: &output)
    }
    if let scaled = CoreFile.scaledFunction(member, context: list.context) {
      output.blank()
      declaration(scaled, indent: indent, into: &output)
    }
  }
}
