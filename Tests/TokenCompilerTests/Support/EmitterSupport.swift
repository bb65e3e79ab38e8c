@testable import TokenCompiler

extension Emitter {
  /// Runs the emitter as a build with every built-in emitter would, dropping its diagnostics;
  /// tests of emitter diagnostics call ``emit(_:context:)`` themselves.
  func emit(_ input: EmitInput) -> [EmittedFile] {
    var context = EmitContext(
      emitterID: Self.descriptor.id, emitterIDs: Set(EmitterRegistry.builtIn.descriptors.map(\.id)))
    return emit(input, context: &context)
  }
}
