import Testing

@testable import TokenCompiler

/// The emitters read a token's fields in place (by index, or from the set's array) and encode a
/// member list's fixed text once: each of these gives what the whole token, or the pieces one by
/// one, give.
@Suite("Emitters reading fields in place")
struct EmitterFieldReadTests {
  /// Every Swift member reads the token at its index, for fixtures with top-level tokens, clashing
  /// names and every type.
  @Test(arguments: [SwiftFixtures.showcase, SwiftFixtures.hostile, SwiftFixtures.sample])
  func swiftMembersReadTheirTokens(folder: String) {
    let tokens = SwiftFixtures.tokens(folder)
    let names = SwiftNames(tokens, namespace: "Tokens")
    let members = names.topLevel + names.groups.flatMap(\.members)
    #expect(members.count == tokens.tokens.count)
    for member in members {
      #expect(member.token == tokens.tokens[member.index])
    }
    #expect(Set(members.map(\.index)).count == members.count)
  }

  /// A color's CSS expressions from its value, whole-value alias and references are those of the
  /// whole token, for every color token of the fixtures (aliases per appearance, whole-value
  /// aliases, literals).
  @Test(arguments: [SwiftFixtures.showcase, SwiftFixtures.hostile, SwiftFixtures.sample])
  func colorExpressionsFromFields(folder: String) {
    let tokens = SwiftFixtures.tokens(folder)
    let colors = tokens.indices(ofType: .color)
    #expect(!colors.isEmpty)
    var references = 0
    for index in colors {
      let token = tokens.tokens[index]
      let whole = CSSColorExpression.expressions(for: token, in: tokens)
      let fields = CSSColorExpression.expressions(
        value: token.value, aliasOf: token.aliasOf, references: token.references, in: tokens)
      #expect(whole == fields, "\(token.path)")
      if let whole, Appearance.allCases.contains(where: { if case .reference = whole[$0] { true } else { false } }) {
        references += 1
      }
    }
    if folder == SwiftFixtures.sample { #expect(references > 0) }
  }

  /// Encoded pieces join runs of fixed text and write the bytes of the pieces one by one: names
  /// with and without backticks, an avoided platform name or none.
  @Test func encodedPiecesWriteThePieces() {
    let pieces: [SwiftMemberList.Piece] = [
      .text("`"), .text("Tokens."), .name(.constant, bare: true), .text("` for `."), .name(.platform, bare: true),
      .text("`"), .avoided, .text("."), .name(.own, bare: false), .text(""),
    ]
    let encoded = SwiftMemberList.encoded(pieces)
    #expect(encoded.count == 9)
    let members = [
      SwiftMembers.Member(
        attributes: [], constant: "Tokens.Color.`default`", own: "`default`", platform: "colorDefault",
        avoided: "`default`"),
      SwiftMembers.Member(
        attributes: [], constant: "Tokens.Color.tint", own: "tint", platform: "tint", avoided: nil),
      SwiftMembers.Member(
        attributes: [], constant: "Tokens.Colour.crème", own: "crème", platform: "dsCrème", avoided: nil),
    ]
    for member in members {
      var expected = "`Tokens." + member.constant.filter { $0 != "`" } + "` for `." + member.platform + "`"
      if let avoided = member.avoided { expected += " (`" + avoided.filter { $0 != "`" } + "` is the platform's own)" }
      expected += "." + member.own
      var text = SwiftTextBuffer()
      SwiftMemberList.append(encoded, for: member, to: &text)
      #expect(String(decoding: text.bytes, as: UTF8.self) == expected)
      var unencoded = SwiftTextBuffer()
      SwiftMemberList.append(pieces, for: member, to: &unencoded)
      #expect(unencoded.bytes == text.bytes)
    }
  }
}
