@testable import TokenCompiler

/// Helpers for the decode-stage suites (Decoder/): one token of a given `$type`, compiled from the
/// YAML text of its value.

/// Compiles `t: <value>` under a group `g` of `type`; the value starts at 3:6.
func compileValue(_ type: String, _ value: String) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
  compileYAML("g:\n  $type: \(type)\n  t: \(value)\n")
}

/// Compiles a token `t` written as `{$type: type, $value: value}` on three lines; the value starts at 3:11.
func compileFlow(_ type: String, _ value: String) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
  compileYAML("t:\n  $type: \(type)\n  $value: \(value)\n")
}

/// Compiles one `{$type, $value}` token `t` whose value is the indented YAML in `value` (starting on line 3).
func compileToken(_ type: String, _ value: String) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
  let body = value.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n")
  return compileYAML("t:\n  $type: \(type)\n  $value:\n\(body)\n")
}
