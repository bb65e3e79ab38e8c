import TokenCompiler

/// Times each pipeline stage and each built-in emitter in process, median of `runs`.
enum StageTimes {
  /// Prints one row of stage times per size, then the emitters at the largest size.
  static func print(sizes: [Int], runs: Int) {
    Swift.print("stage timings in process, median of \(runs) runs (ms); last column: µs per token")
    Swift.print("tokens    load   decode  resolve validate     emit    total   µs/token")
    for size in sizes {
      let files = SyntheticDesignSystem.files(size: size)
      let pipeline = Compiler(configuration: Configuration()).pipeline
      var samples: [String: [Double]] = [:]
      var tokenCount = 0
      for _ in 0..<runs {
        var diagnostics: [Diagnostic] = []
        var start = clock.now
        func lap(_ stage: String) {
          let now = clock.now
          samples[stage, default: []].append(milliseconds(now - start))
          start = now
        }
        let loaded = files.map { (file: $0, root: pipeline.loader.load($0, diagnostics: &diagnostics)) }
        lap("load")
        let document = pipeline.decoder.decode(loaded, diagnostics: &diagnostics)
        lap("decode")
        let tokens = pipeline.resolver.resolve(document, diagnostics: &diagnostics)
        lap("resolve")
        let validation = pipeline.validator.validate(tokens)
        lap("validate")
        let emitted = pipeline.emitStage.emit(
          pipeline.emitInput(tokens: tokens, validation: validation), diagnostics: &diagnostics)
        lap("emit")
        precondition(!diagnostics.hasErrors, "synthetic tokens have errors: \(diagnostics.prefix(3))")
        precondition(!emitted.isEmpty)
        tokenCount = tokens.tokens.count
      }
      let stages = ["load", "decode", "resolve", "validate", "emit"].map { median(samples[$0]!) }
      let total = stages.reduce(0, +)
      let count = String(tokenCount)
      Swift.print(
        String(repeating: " ", count: max(0, 6 - count.count)) + count
          + (stages + [total, total * 1000 / Double(tokenCount)]).map { column($0) }.joined())
    }
    guard let size = sizes.last else { return }
    Swift.print("\nper emitter at \(size) tokens, in process, median of \(runs) runs (ms)")
    let inputs = CompilerInputs(sources: SyntheticDesignSystem.files(size: size))
    for id in EmitterRegistry.builtIn.descriptors.filter(\.runsByDefault).map(\.id) {
      let compiler = Compiler(configuration: Configuration(emitters: [EmitterSetting(id: id)]))
      let result = compiler.validate(inputs)
      var samples: [Double] = []
      for _ in 0..<runs {
        var diagnostics: [Diagnostic] = []
        let start = clock.now
        let emitted = compiler.pipeline.emitStage.emit(
          compiler.pipeline.emitInput(for: result), diagnostics: &diagnostics)
        samples.append(milliseconds(clock.now - start))
        precondition(!emitted.isEmpty)
      }
      Swift.print("  \(id.padding(toLength: 10, withPad: " ", startingAt: 0))\(column(median(samples)))")
    }
  }
}
