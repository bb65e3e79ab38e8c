import FuzzSupport
import TokenCompiler

/// libFuzzer target: the input is a user template, rendered over a small fixed token set
/// through the library's template emitter (the one `templates:` in `tokenc.yaml` drives),
/// in memory.
///
/// The input up to the first NUL is `templates/t.mustache`; the parts after further NULs
/// are the partials `header`, `row` and `shared/cell` (`{{> header}}`, `{{> shared/cell}}`),
/// so includes, parents and blocks across files are reached too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Harness.bytes(data, size)
  let parts = Harness.split(bytes[...], limit: 1 + partials.count)
  var files = [
    "tokens/tokens.yaml": Array(Harness.tokens.utf8),
    "templates/t.mustache": Array(parts[0]),
  ]
  for (name, part) in zip(partials, parts.dropFirst()) { files["templates/\(name).mustache"] = Array(part) }
  // Only the template: the built-in emitters are fuzz-pipeline's.
  var configuration = Configuration(emitters: [])
  configuration.templates = [TemplateSetting(template: "templates/t.mustache", output: "out.txt")]
  Harness.compile(Compiler(configuration: configuration, fileSystem: MemoryFileSystem(files)))
  return 0
}

/// The partials the parts after the template become, in order.
let partials = ["header", "row", "shared/cell"]

/// The entry point: libFuzzer, over ``fuzz(_:_:)``.
@main
enum FuzzTemplate {
  /// Starts libFuzzer with the command line (corpus folders and flags).
  static func main() { Harness.run(fuzz) }
}
