/// What the tokens that alias a resolved token read of it: its value, its alias chain and the
/// faces it declares.
///
/// Looking a dependency up hands out this small value instead of a copy of the whole
/// ``ResolvedToken`` (each copy retains every one of its fields).
struct ResolvedTarget {
  /// The token's path.
  let path: TokenPath
  /// The resolved value.
  let value: TokenValue
  /// The tokens on the way to the one that holds the literal value, for a whole-value alias.
  let hops: AliasHops
  /// The faces `$extensions.dev.tokenc` declares on the token, if any.
  let faces: FontFaces?

  /// What tokens that alias `token` read of it.
  init(_ token: ResolvedToken) {
    path = token.path
    value = token.value
    hops = token.hops
    faces = token.tokenc.faces?.value
  }

  /// The value's type.
  var type: TokenType { value.type }

  /// Every token on the way to the one that holds the literal value.
  var aliasChain: [TokenPath] { hops.paths }
}
