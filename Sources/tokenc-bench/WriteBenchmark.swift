import Foundation
import TokenCompiler

/// `tokenc-bench write [folder] [fresh|noop|touch] [batched]`: times the write stage alone on an
/// asset-catalog-sized output of 8,000 files of about 6 KB in 1,000 folders.
///
/// Without a mode it prints the median of several fresh, no-op and one-file-changed writes.
/// With a mode it runs that one write, for `strace -c -f`; `batched` flushes once per build.
enum WriteBenchmark {
  /// The number of folders, and of files in each.
  static let folders = 1_000
  /// The files written into each folder.
  static let filesPerFolder = 8

  /// Runs the benchmark with the command-line arguments after `write`.
  static func run(_ arguments: [String]) {
    let folder =
      arguments.first ?? FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-write-bench").path
    let output = folder + "/generated"
    let files = emittedFiles()
    var writer = OutputWriter(outputDirectory: output)
    if arguments.count > 2, arguments[2] == "batched" { writer.durability = .batched }
    let clock = ContinuousClock()
    func timed(_ body: () throws -> Void) -> Double {
      let start = clock.now
      try! body()
      return milliseconds(clock.now - start)
    }
    func fresh() { try? FileManager.default.removeItem(atPath: folder) }
    if arguments.count > 1 {
      // One write, for `strace -c -f`: `fresh` empties the folder first; `noop` and `touch`
      // expect the folder to hold a previous write (run `fresh` before them).
      if arguments[1] == "fresh" { fresh() }
      let changed = arguments[1] == "touch" ? touched(files) : files
      let elapsed = timed { _ = try writer.write(changed) }
      print("\(arguments[1]): \(twoDecimals(elapsed)) ms")
      return
    }
    let megabytes = Double(files.reduce(0) { $0 + $1.contents.count }) / 1_000_000
    print("write stage: \(files.count) files, \(twoDecimals(megabytes)) MB, \(folders) folders; median of 5 (ms)")
    var samples: [String: [Double]] = [:]
    for _ in 0..<5 {
      fresh()
      samples["fresh", default: []].append(timed { _ = try writer.write(files) })
      samples["noop", default: []].append(timed { _ = try writer.write(files) })
      samples["noop", default: []].append(timed { _ = try writer.write(files) })
      samples["one changed", default: []].append(timed { _ = try writer.write(touched(files)) })
      _ = try! writer.write(files)
    }
    for mode in ["fresh", "noop", "one changed"] {
      print("\(mode): \(twoDecimals(median(samples[mode]!)))")
    }
    fresh()
  }

  /// 8,000 files of 6 KB whose bytes differ from file to file.
  static func emittedFiles() -> [EmittedFile] {
    var files: [EmittedFile] = []
    for folder in 0..<folders {
      for file in 0..<filesPerFolder {
        var text = ""
        var line = 0
        while text.utf8.count < 6_000 {
          text += "  \"component-\(line)\" : \"0.\(folder * 7 + file * 13 + line)\",\n"
          line += 1
        }
        files.append(EmittedFile(path: "Tokens.xcassets/group\(folder)/color\(file).json", text: text))
      }
    }
    return files
  }

  /// `files` with the first one changed.
  static func touched(_ files: [EmittedFile]) -> [EmittedFile] {
    var changed = files
    changed[0].contents += Array("// changed \(UInt64.random(in: 0 ... .max))\n".utf8)
    return changed
  }
}
