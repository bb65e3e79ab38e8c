extension CSSEmitter {
  /// Whether ``emit(_:context:)`` puts the file together from each token's fragments, kept in the
  /// context's memo (``emitRemembered(_:context:)``): only in a session (`tokenc watch`), whose
  /// memo keeps them, and with media-query appearance switching (`lightDark` off).
  func remembers(_ context: EmitContext) -> Bool { context.memo.keeps && !settings.lightDark }

  /// ``emit(_:context:)`` in a session: each token's ``CSSTokenFragments`` come from the memo when
  /// the previous build rendered them from an equal ``CSSTokenInput``, so a one-token edit renders
  /// one token; the rules around them are written every time. The bytes are a full write's.
  func emitRemembered(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    let tokens = input.tokens
    let fragments = CSSDocumentBuilder(settings: settings).fragments(of: tokens, memo: context.memo)
    let document = CSSFragmentDocument(
      fragments, of: tokens, names: CSSPropertyName(prefix: settings.prefix), dynamicType: settings.dynamicType)
    let capacity = 256 * 1024 + tokens.tokens.count * 160
    let file = context.delivery.stream("\(name).css") { document.bytes(capacity: capacity, stream: $0) }
    return file.map { [$0] } ?? []
  }
}
