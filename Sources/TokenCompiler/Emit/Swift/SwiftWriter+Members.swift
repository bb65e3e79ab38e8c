/// How ``SwiftWriter`` writes a ``SwiftMemberList``: each member as the declaration it describes.
extension SwiftWriter {
  /// Writes each member: its doc comment, attributes and declaration, a blank line between two.
  func memberList(_ list: SwiftMemberList, indent: Int, into output: inout SwiftTextBuffer) {
    var text: [UInt8] = []
    for index in list.members.indices {
      let member = list.members[index]
      if index > 0 { output.blank() }
      text.removeAll(keepingCapacity: true)
      SwiftMemberList.append(list.doc, for: member, to: &text)
      SwiftText.appendWrapped(
        utf8: text, width: width(at: indent), indent: indent, lead: "/// ", empty: "///", into: &output)
      for attribute in member.attributes { self.attribute(attribute, indent: indent, into: &output) }
      let mark = head(list.modifiers, list.keyword, indent: indent, into: &output)
      output.append(ascii: " ")
      output.append(member[list.name])
      output.append(list.signature)
      text.removeAll(keepingCapacity: true)
      SwiftMemberList.append(list.value, for: member, to: &text)
      if list.keyword == "let" {
        output.append(" = ")
        output.append(bytes: text)
        output.end()
      } else {
        opening(from: mark, indent: indent, into: &output)
        output.start(indent + 1)
        output.append(bytes: text)
        output.end()
        output.line(indent, "}")
      }
    }
  }
}
