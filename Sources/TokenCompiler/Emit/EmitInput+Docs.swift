import Foundation

extension EmitInput {
  /// The docs model of this input, built on first use and then shared: by every copy of the
  /// input (emitters get copies) and across threads. A build whose emitters never read it
  /// never builds it; the JSON, docs and template emitters of one build share one.
  var docs: DocsModel {
    shared.model.get { DocsModel(self) }
  }

  /// The docs model as JSON: the data of `tokens.docs.json` and of templates, built once (the
  /// model written into a ``JSONTreeSink``) and shared like ``docs``.
  var docsDocument: JSONValue {
    shared.document.get {
      var sink = JSONTreeSink()
      docs.write(to: &sink)
      return sink.finish()
    }
  }
}

extension EmitInput {
  /// The data of ``docsDocument`` as templates read it, built once (straight from the model,
  /// ``DocsModel/templateContext()``, without the tree) and shared like ``docs``.
  var templateContext: TemplateCompactContext {
    shared.templateContext.get { docs.templateContext() }
  }
}

extension EmitInput {
  /// The swift emitter's member names in `namespace`: built once and shared like ``docs`` for
  /// the configured namespace (``CodeNames/swiftNamespace``, which the docs emitter shows), made
  /// afresh for any other.
  func swiftNames(namespace: String) -> SwiftNames {
    guard namespace == codeNames.swiftNamespace else { return SwiftNames(tokens, namespace: namespace) }
    return shared.swiftNames.get { SwiftNames(tokens, namespace: namespace) }
  }
}

/// What several emitters derive from one ``EmitInput``, built lazily and shared by its copies; a
/// change to the input starts a new one.
final class SharedModels: Sendable {
  /// The docs model.
  let model = SharedLazy<DocsModel>()
  /// The docs model encoded as JSON.
  let document = SharedLazy<JSONValue>()
  /// The docs model as templates read it.
  let templateContext = SharedLazy<TemplateCompactContext>()
  /// The asset catalog's folders and color set names (the xcassets and swift emitters).
  let assetCatalog = SharedLazy<AssetCatalogLayout>()
  /// The Swift member names in the configured namespace (the swift and docs emitters).
  let swiftNames = SharedLazy<SwiftNames>()
}

/// A value computed on first use and then shared by everything that holds this box, across
/// copies of a value type and across threads: concurrent first uses wait for one computation.
final class SharedLazy<Value: Sendable>: @unchecked Sendable {
  /// Guards `value` and `builds`, which is what makes the `@unchecked Sendable` sound.
  private let lock = NSLock()
  /// The value, once computed.
  private var value: Value?
  /// How many times the value was computed.
  private var builds = 0

  /// Creates an empty box.
  init() {}

  /// The value, computed by `build` if this is the first use.
  func get(_ build: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    let built = build()
    value = built
    builds += 1
    return built
  }

  /// How many times the value was computed: 0 before the first use, then 1.
  var buildCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return builds
  }
}
