/// How ``SwiftWriter`` reuses a token's declarations from the previous build of a session
/// (``EmitMemo``): each token's part of a run (its constant in the core file, its member in a
/// ``SwiftMemberList``) is one piece, keyed by the file, the run and the token, with an input that
/// holds everything its bytes are written from.
///
/// A piece is the token's own lines: the blank line before it, and the opening and closing of the
/// types and `#if` blocks around it, are written around the piece, not in it. No safe point lies
/// inside a piece, so its bytes are all in the buffer when it ends (a spill inside would leave it
/// unkept, never kept wrong).
extension SwiftWriter {
  /// The start of the keys of a run's pieces: the file and `run` (empty for the core file's
  /// constants), each followed by a separator no name holds.
  func pieceKeyPrefix(_ run: String) -> String { memoFile + "\u{1F}" + run + "\u{1F}" }

  /// Writes one token's piece `key` of the file (``pieceKeyPrefix(_:)`` and the token): the
  /// previous build's bytes when it wrote the piece from an input equal to `input`, else what
  /// `render` writes, kept for the next build. The bytes `render` writes must depend on nothing
  /// but `input` and the emitter's options.
  func piece<Input: Equatable & Sendable>(
    _ key: String, input: Input, into output: inout SwiftTextBuffer, render: (inout SwiftTextBuffer) -> Void
  ) {
    guard let memo else { return render(&output) }
    if let bytes = memo.reused(key, input: input) { return output.append(lines: bytes) }
    let (start, spilled) = (output.count, output.handedOver)
    render(&output)
    guard output.handedOver == spilled, output.count > start else { return }
    let bytes = output.bytes(from: start)
    if bytes.last == 0x0A { memo.keep(key, input: input, bytes: bytes) }
  }
}

/// What one token's constant in the core file, and the scaled form after it, are written from:
/// every field of the token and of its names that ``SwiftWriter/tokenConstants(_:indent:into:)``
/// reads, and the indentation.
struct SwiftConstantInput: Equatable, Sendable {
  /// The member name, final: unique in its scope (numbered past other tokens' names).
  var name: String
  /// The token's path, in the doc comment.
  var path: String
  /// The description, the first paragraph of the doc comment.
  var description: String?
  /// The deprecation, for `@available(*, deprecated, …)`.
  var deprecation: Deprecation?
  /// The resolved value (aliases already replaced by their targets' values).
  var value: TokenValue
  /// A color's name in the asset catalog (numbered past other tokens' names in its folder).
  var asset: String?
  /// The text style a dimension scales with, for the scaled form.
  var scalesWith: AppleTextStyle?
  /// The indentation.
  var indent: Int

  /// The input of `member`'s constant at `indent`, with `asset` as the color's asset name.
  init(_ member: SwiftNames.Member, asset: String?, indent: Int) {
    let token = member.token
    name = member.name
    path = token.path.description
    description = token.description
    deprecation = token.deprecation
    value = token.value
    self.asset = asset
    scalesWith = ScaledDimension.textStyle(of: token)
    self.indent = indent
  }
}

/// What one token's member in a ``SwiftMemberList`` is written from: all of its names (final,
/// after the platform's names and other tokens' were avoided), its attributes and the indentation.
/// The rest of the member's text is the list's form, which depends only on the emitter's options.
struct SwiftMemberInput: Equatable, Sendable {
  /// The names, as in ``SwiftMembers/Member``.
  var constant: String, own: String, platform: String
  /// The platform's own name that `platform` avoided.
  var avoided: String?
  /// The attributes (`@available(*, deprecated, …)`).
  var attributes: [SwiftAttribute]
  /// The indentation.
  var indent: Int

  /// The input of `member` at `indent`.
  init(_ member: SwiftMembers.Member, indent: Int) {
    (constant, own, platform, avoided) = (member.constant, member.own, member.platform, member.avoided)
    attributes = member.attributes
    self.indent = indent
  }
}
