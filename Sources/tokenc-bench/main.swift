import Foundation
import TokenCompiler

// `make bench`: times every pipeline stage on synthetic design systems of growing
// size and prints the median of several runs. Linear stages keep a flat µs/token.
// `tokenc-bench write` times the write stage instead (see WriteBenchmark).

if CommandLine.arguments.dropFirst().first == "write" {
  WriteBenchmark.run(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let sizes = arguments.isEmpty ? [1_000, 2_000, 4_000, 8_000] : arguments
let runs = arguments.isEmpty ? 15 : 3
let clock = ContinuousClock()

func milliseconds(_ duration: Swift.Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

print("stage timings, median of \(runs) runs (ms); last column: whole pipeline µs per token")
print("tokens    load   decode  resolve validate     emit    total   µs/token")
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
    let emitted = pipeline.emitStage.emit(EmitInput(tokens: tokens, validation: validation), diagnostics: &diagnostics)
    lap("emit")
    precondition(!diagnostics.hasErrors, "synthetic tokens have errors: \(diagnostics.prefix(3))")
    precondition(!emitted.isEmpty)
    tokenCount = tokens.tokens.count
  }
  let stages = ["load", "decode", "resolve", "validate", "emit"].map { median(samples[$0]!) }
  let total = stages.reduce(0, +)
  let columns = ([Double(tokenCount)] + stages + [total, total * 1000 / Double(tokenCount)]).enumerated().map {
    index, value in
    let text = index == 0 ? String(Int(value)) : String(format: value)
    return String(repeating: " ", count: max(0, (index == 0 ? 6 : 9) - text.count)) + text
  }
  print(columns.joined())
}

extension String {
  init(format value: Double) {
    let rounded = (value * 100).rounded() / 100
    self = "\(rounded)"
  }
}
