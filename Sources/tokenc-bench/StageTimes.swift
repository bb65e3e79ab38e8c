import Foundation
import TokenCompiler

/// Times each pipeline stage and each built-in emitter in process, median of `runs`.
enum StageTimes {
  /// Prints one row of stage times per size, then the emitters at the largest size; with
  /// `TOKENC_BENCH_ONLY=templates` in the environment, only the templates at the largest size
  /// (for profiling them).
  static func print(sizes: [Int], runs: Int) {
    if ProcessInfo.processInfo.environment["TOKENC_BENCH_ONLY"] == "templates", let size = sizes.last {
      Swift.print("templates at \(size) tokens, in process, median of \(runs) runs (ms)")
      return printTemplates(inputs: CompilerInputs(sources: SyntheticDesignSystem.files(size: size)), runs: runs)
    }
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
    printTemplates(inputs: inputs, runs: runs)
  }

  /// The example templates of `templates/` (as the bench's `tokenc.yaml` renders them), when the
  /// current folder has them: all three with a fresh context (the docs model, its JSON and the
  /// names templates may use, which a build with only templates pays for), then each one rendered
  /// against a context that is already built.
  static func printTemplates(inputs: CompilerInputs, runs: Int) {
    let examples = [
      ("templates/android/colors.xml.mustache", "android/values/colors.xml"),
      ("templates/android/colors-night.xml.mustache", "android/values-night/colors.xml"),
      ("templates/tailwind/theme.css.mustache", "tailwind/theme.css"),
    ]
    guard examples.allSatisfy({ FileManager.default.fileExists(atPath: $0.0) }) else {
      return Swift.print("  template  (skipped: run from the repository root, where templates/ is)")
    }
    func compiler(_ templates: [(String, String)]) -> Compiler {
      var configuration = Configuration(emitters: [])
      configuration.templates = templates.map { TemplateSetting(template: $0.0, output: $0.1) }
      return Compiler(configuration: configuration)
    }
    /// The median wall time and the median CPU time of the process (all threads), which other
    /// processes on a busy machine disturb less.
    func time(_ compiler: Compiler, fresh: Bool) -> (wall: Double, cpu: Double) {
      let result = compiler.validate(inputs)
      let warm = compiler.pipeline.emitInput(for: result)
      var samples: [Double] = []
      var cpuSamples: [Double] = []
      for run in 0...runs {
        var diagnostics: [Diagnostic] = []
        let input = fresh ? compiler.pipeline.emitInput(for: result) : warm
        let start = clock.now
        let cpuStart = processCPUMilliseconds()
        let emitted = compiler.pipeline.emitStage.emit(input, diagnostics: &diagnostics)
        // The first run only builds the shared context when it is reused.
        if fresh || run > 0 {
          samples.append(milliseconds(clock.now - start))
          cpuSamples.append(processCPUMilliseconds() - cpuStart)
        }
        precondition(!diagnostics.hasErrors && emitted.count == compiler.configuration.templates.count)
      }
      return (median(samples), median(cpuSamples))
    }
    let all = time(compiler(examples), fresh: true)
    Swift.print("  template  \(column(all.wall))  (all 3, context built too; CPU \(column(all.cpu, width: 0)))")
    var total = (wall: 0.0, cpu: 0.0)
    for example in examples {
      let times = time(compiler([example]), fresh: false)
      total = (total.wall + times.wall, total.cpu + times.cpu)
      Swift.print(
        "    \(example.1.padding(toLength: 33, withPad: " ", startingAt: 0))\(column(times.wall))"
          + "  (CPU \(column(times.cpu, width: 0)))")
    }
    Swift.print("    rendering all 3, context built     \(column(total.wall))  (CPU \(column(total.cpu, width: 0)))")
  }

  /// The CPU time this process has used so far, in milliseconds.
  static func processCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }
}
