/// Skipping the emit stage when nothing it reads has changed.
///
/// A completed write records a fingerprint of everything its output was made from, with the
/// build's diagnostics, in the local `.tokenc/` folder. When the next build's fingerprint is the
/// same and the stat cache shows every output file untouched, compiling again could only
/// produce the same bytes and the same diagnostics, so the build stops there: it neither
/// validates nor emits, and reports the recorded diagnostics.
extension Compiler {
  /// The XXH64 fingerprint of what the output is made from: `tool` (which must identify the
  /// code that runs, e.g. the `tokenc` executable's size and modification time), the
  /// configuration file and overrides, every token file, and every template with the partials it
  /// includes; `nil` for a configuration built in code.
  public func inputsFingerprint(_ inputs: CompilerInputs, tool: String) -> String? {
    guard let identity = configurationIdentity else { return nil }
    var bytes = Array("tokenc-inputs 1\n\(tool)\n".utf8) + identity
    func add(_ path: String, _ contents: [UInt8]) {
      bytes += Array("\n\(path)\n\(contents.count)\n".utf8)
      bytes += contents
    }
    for source in inputs.sources { add(source.path, source.bytes) }
    // Templates are scanned for their partials on every core; the template emitter reuses the
    // scans (TemplateScanMemo) and parses them only if the build is not up to date.
    let fileSystem = fileSystem
    let templates = ParallelMap.map(templatePaths) { TemplateLoader.files(of: $0, fileSystem: fileSystem) }
    for file in templates.joined() { add(file.path, file.bytes) }
    return String(ContentHash.xxh64(bytes), radix: 16)
  }

  /// The result of the last completed write, when it recorded `fingerprint` and every output
  /// file is as it left it: the number of files and that build's diagnostics (warnings and
  /// notes; a build with errors writes nothing); `nil` means build.
  public func upToDate(inputsFingerprint fingerprint: String) -> UpToDateBuild? {
    guard let output = writer.upToDate(inputsFingerprint: fingerprint),
      let diagnostics = DiagnosticRecord.decode(output.record)
    else { return nil }
    return UpToDateBuild(files: output.files, diagnostics: diagnostics)
  }

  /// What identifies a configuration read from `file` (`nil` for the defaults) apart from its bytes:
  /// the path, the overrides and the registries' ids, each text written with its length first so no
  /// two differ only in where one ends. Written field by field: printing the overrides (`"\(overrides)"`)
  /// would reflect on them, a runtime scan of every protocol conformance for each type printed.
  static func identity(file: String?, overrides: ConfigurationOverrides, registries: [[String]]) -> [UInt8] {
    var identity: [UInt8] = []
    func add(_ text: String) {
      identity += Array(String(text.utf8.count).utf8) + [UInt8(ascii: ":")] + Array(text.utf8) + [UInt8(ascii: "\n")]
    }
    func add(_ list: [String]) {
      add(String(list.count))
      list.forEach(add)
    }
    add(file ?? "")
    add(overrides.output.map { ["1", $0] } ?? ["0"])
    add(overrides.emitters)
    add(overrides.emitterOptions.flatMap { [$0.emitter, $0.option, $0.value] })
    add(overrides.warningsAsErrors ? "1" : "0")
    registries.forEach(add)
    return identity
  }

  /// The path of every configured template (under `templates:` or `emitters:`).
  private var templatePaths: [String] {
    let listed = configuration.templates.map(\.template)
    let single = (configuration.emitters ?? []).filter { $0.id == TemplateEmitter.descriptor.id }
      .compactMap { setting in setting.options.first { $0.key.text == "template" }?.value.scalar?.text }
    return (listed + single).map { InputDiscovery.join(configuration.directory, $0) }
  }
}

/// An output folder known to be up to date, and the diagnostics of the build that wrote it.
public struct UpToDateBuild: Sendable {
  /// The number of files the output folder holds.
  public var files: Int
  /// The diagnostics the build that wrote the folder reported, in its order.
  public var diagnostics: [Diagnostic]
}
