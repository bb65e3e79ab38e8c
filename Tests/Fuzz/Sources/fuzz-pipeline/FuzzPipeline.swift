import FuzzSupport
import TokenCompiler

/// libFuzzer target: the whole pipeline (load, decode, resolve, validate and every built-in
/// emitter) over one or two token files made of the input, in memory.
///
/// The first byte picks the files; the rest is their bytes, the second file after the first NUL:
///
/// | bits of the first byte | meaning                                                         |
/// |------------------------|-----------------------------------------------------------------|
/// | `0x01`                 | the first file is DTCG JSON (`tokens.tokens.json`), else YAML   |
/// | `0x06` = 0             | one file only                                                   |
/// | `0x06` = `0x02`        | a second token file, `more`                                     |
/// | `0x06` = `0x04`        | a dark theme file, `dark` (the tokens it redefines, in dark)    |
/// | `0x06` = `0x06`        | a DTCG resolver document, `tokens.resolver`                     |
/// | `0x08`                 | the second file is JSON, else YAML                              |
///
/// The files are found by input discovery in `tokens/`, as with no `tokenc.yaml`. Errors are
/// expected; a crash, a hang, running out of memory or a write is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Harness.bytes(data, size)
  guard !bytes.isEmpty else { return 0 }
  let mode = bytes[0]
  let firstIsJSON = mode & 0x01 != 0
  let secondIsJSON = mode & 0x08 != 0
  let second: String? =
    switch mode & 0x06 {
    case 0x02: secondIsJSON ? "more.tokens.json" : "more.yaml"
    case 0x04: secondIsJSON ? "dark.tokens.json" : "dark.yaml"
    case 0x06: secondIsJSON ? "tokens.resolver.json" : "tokens.resolver.yaml"
    default: nil
    }
  let parts = Harness.split(bytes[1...], limit: second == nil ? 1 : 2)
  var files = ["tokens/" + (firstIsJSON ? "tokens.tokens.json" : "tokens.yaml"): Array(parts[0])]
  if let second, parts.count > 1 { files["tokens/" + second] = Array(parts[1]) }
  // Every built-in emitter with its default options, output to `generated/` (never written).
  Harness.compile(Compiler(configuration: Configuration(), fileSystem: MemoryFileSystem(files)))
  return 0
}

/// The entry point: libFuzzer, over ``fuzz(_:_:)``.
@main
enum FuzzPipeline {
  /// Starts libFuzzer with the command line (corpus folders and flags).
  static func main() { Harness.run(fuzz) }
}
