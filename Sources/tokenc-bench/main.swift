import Foundation
import TokenCompiler

// `make bench` (Tests/bench/run.py) drives this tool:
//   tokenc-bench generate SIZE FOLDER [TEMPLATES]  writes the realistic mix of SIZE tokens and a
//                                                   tokenc.yaml (with the example templates) to FOLDER
//   tokenc-bench stages SIZE...                     times each stage and each emitter in process
//   tokenc-bench write [FILES]                     times the write stage alone (WriteBenchmark)
//   tokenc-bench diff OLD NEW                       times each phase of `tokenc diff` in process

let arguments = Array(CommandLine.arguments.dropFirst())
let clock = ContinuousClock()

func milliseconds(_ duration: Swift.Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func column(_ value: Double, width: Int = 9) -> String {
  let text = "\((value * 100).rounded() / 100)"
  return String(repeating: " ", count: max(0, width - text.count)) + text
}

switch arguments.first {
case "generate":
  guard arguments.count >= 3, let size = Int(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: tokenc-bench generate SIZE FOLDER [TEMPLATES]\n".utf8))
    exit(2)
  }
  try BenchProject.write(size: size, to: arguments[2], templates: arguments.count > 3 ? arguments[3] : nil)
case "write":
  WriteBenchmark.run(Array(arguments.dropFirst()))
case "stages":
  let sizes = arguments.dropFirst().compactMap { Int($0) }
  StageTimes.print(sizes: sizes.isEmpty ? [1_000, 10_000] : sizes, runs: 3)
case "diff" where arguments.count == 3:
  try DiffTimes.print(old: arguments[1], new: arguments[2], runs: 3)
default:
  FileHandle.standardError.write(
    Data("usage: tokenc-bench generate SIZE FOLDER [TEMPLATES] | stages SIZE... | write | diff OLD NEW\n".utf8))
  exit(2)
}

/// A number rounded to two decimals, for the tables.
func twoDecimals(_ value: Double) -> String { "\((value * 100).rounded() / 100)" }
