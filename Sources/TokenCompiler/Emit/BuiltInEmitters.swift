/// The emitters that ship with tokenc, in the order they run.
enum BuiltInEmitters {
  /// Every built-in emitter type.
  static let all: [any Emitter.Type] = [
    JSONEmitter.self,
    CSSEmitter.self,
    DocsEmitter.self,
    SwiftEmitter.self,
    AssetCatalogEmitter.self,
    TemplateEmitter.self,
  ]

  /// The registry of the built-in emitters, made once.
  static let registry = EmitterRegistry(all)
}
