import Testing

@testable import TokenCompiler

/// `naming/identifier` finds collisions by the camel-case words of each path and writes the
/// Swift identifier only for the names it reports: identifiers with backticks (a keyword) or a
/// leading `_` (a leading digit) must still be the ones the messages name.
@Suite("Rules: naming/identifier keys")
struct RuleNamingKeyTests {
  @Test func keywordAndLeadingDigitCollisionsNameTheSwiftIdentifier() {
    let run = RuleRun(
      """
      in: {$type: number, $value: 1}
      IN: {$type: number, $value: 2}
      2xl: {$type: number, $value: 3}
      _2xl: {$type: number, $value: 4}
      """)
    #expect(
      run.lines("naming/identifier") == [
        "tokens.yaml:2:1: error: 'IN' and 'in' (tokens.yaml:1:1) both become the Swift name '`in`' and the CSS "
          + "property '--in'; rename one of them [naming/identifier]",
        "tokens.yaml:4:1: error: '_2xl' and '2xl' (tokens.yaml:3:1) both become the Swift name '_2xl' and the "
          + "CSS property '--2xl'; rename one of them [naming/identifier]",
      ])
  }
}
