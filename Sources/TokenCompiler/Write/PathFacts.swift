/// What one pass over a relative path's bytes finds, for ``OutputPath``'s checks.
struct PathFacts {
  /// It starts with `/`.
  var absolute = false
  /// It has a backslash.
  var backslash = false
  /// It has a NUL byte.
  var nul = false
  /// It has an empty component.
  var emptyComponent = false
  /// It has a `..` component.
  var dotDot = false
  /// It has a `.` component.
  var dot = false
  /// Its first component is `.tokenc`.
  var inStateFolder = false
  /// The bytes in its longest component.
  var longestName = 0
  /// The bytes in its last component.
  var lastName = 0
  /// `.tokenc` as bytes.
  private static let state = Array(OutputPath.stateFolder.utf8)

  /// Scans `path` once.
  init(_ path: String) {
    let state = Self.state
    var length = 0
    var dots = 0
    var first = true
    var matchesState = true
    func endComponent() {
      if length == 0 { emptyComponent = true }
      if dots == length && length == 1 { dot = true }
      if dots == length && length == 2 { dotDot = true }
      if first && matchesState && length == state.count { inStateFolder = true }
      longestName = max(longestName, length)
      lastName = length
    }
    absolute = path.utf8.first == UInt8(ascii: "/")
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "/"):
        endComponent()
        (length, dots, first) = (0, 0, false)
        continue
      case UInt8(ascii: "\\"): backslash = true
      case 0: nul = true
      case UInt8(ascii: "."): dots += 1
      default: break
      }
      if first { matchesState = matchesState && length < state.count && state[length] == byte }
      length += 1
    }
    endComponent()
  }
}
