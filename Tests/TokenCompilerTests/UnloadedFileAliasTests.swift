import Testing

@testable import TokenCompiler

/// An alias whose target may be in a file that failed to load says so, naming that file,
/// instead of reporting a plain unknown name (or guessing a close one) among the files that loaded.
@Suite("Aliases into files that failed to load")
struct UnloadedFileAliasTests {
  static let broken = "palette:\n  $type: color\n  red: {light: #ff0000}\n"
  static let aliasing = "color:\n  $type: color\n  danger: \"{palette.red}\"\n"

  static func messages(_ files: [(String, String)]) -> [String] {
    let sources = files.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }
    return rendered(FixtureCompiler.compile(sources).diagnostics).filter { $0.contains("[alias/") }
  }

  @Test func theAliasNamesTheFileThatFailedToLoad() {
    #expect(
      Self.messages([("a.yaml", Self.broken), ("b.yaml", Self.aliasing)]) == [
        "b.yaml:3:11: error: '{palette.red}' does not name a token in the files that loaded; it may be defined "
          + "in 'a.yaml', which failed to load (fix the error there first) [alias/unresolved]"
      ])
  }

  @Test func everyFileThatFailedIsNamedAndNoCloseNameIsGuessed() {
    let nearby = "palette:\n  $type: color\n  rad: \"#ff0000\"\n"
    #expect(
      Self.messages([
        ("a.yaml", Self.broken), ("b.yaml", Self.aliasing), ("c.yaml", "x: [\n"), ("d.yaml", nearby),
      ]) == [
        "b.yaml:3:11: error: '{palette.red}' does not name a token in the files that loaded; it may be defined "
          + "in 'a.yaml' or 'c.yaml', which failed to load (fix the error there first) [alias/unresolved]"
      ])
  }

  @Test func withEveryFileLoadedTheUsualMessageStays() {
    let fixed = "palette:\n  $type: color\n  rad: \"#ff0000\"\n"
    #expect(
      Self.messages([("a.yaml", fixed), ("b.yaml", Self.aliasing)]) == [
        "b.yaml:3:11: error: '{palette.red}' does not name a token; did you mean '{palette.rad}'? [alias/unresolved]"
      ])
  }
}
