import Foundation
import Testing
import TokenCompiler

/// `Compiler.emitAndWrite`: each emitter's files are staged as it finishes, but the output folder
/// changes only once every emitter has succeeded, in path order whatever the finishing order.
@Suite("streamed write")
struct StreamedWriteTests {
  /// Two tokens, so the test emitters have something to write.
  static let tokens = "spacing:\n  $type: dimension\n  sm: 4\n  md: 8\n"

  /// A project in `folder` whose emitters are the two test emitters with these YAML options,
  /// writing into `out`; built with `fileSystem`.
  static func compiler(
    _ folder: String, first: String, second: String, out: String = "out", fileSystem: any FileSystem = LocalFileSystem()
  ) throws -> (Compiler, CompilerInputs) {
    try OutputFolder.write(Self.tokens, to: folder + "/tokens/spacing.yaml")
    let yaml = "inputs: [tokens]\noutput: \(out)\nemitters:\n  stream-first: \(first)\n  stream-second: \(second)\n"
    try OutputFolder.write(yaml, to: folder + "/tokenc.yaml")
    var emitters = EmitterRegistry([])
    emitters.register(StreamFirst.self)
    emitters.register(StreamSecond.self)
    let compiler = Compiler.load(configurationFile: folder + "/tokenc.yaml", emitters: emitters, fileSystem: fileSystem)
    #expect(compiler.setupDiagnostics.isEmpty)
    return (compiler, compiler.loadInputs())
  }

  /// Emits and writes; `nil` when the build failed before writing.
  @discardableResult
  static func build(_ compiler: Compiler, _ inputs: CompilerInputs) throws -> WriteReport? {
    try compiler.emitAndWrite(compiler.validate(inputs)).write?.get()
  }

  @Test func filesStagedBeforeALaterEmitterFailsLeaveNothingBehind() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      // A previous output, then a build whose second emitter fails only once the first one's
      // files are in the staging area.
      let (good, goodInputs) = try Self.compiler(folder, first: "{text: old}", second: "{text: two}")
      try Self.build(good, goodInputs)
      let before = OutputFolder.everything(out).map { ($0, OutputFolder.text(out + "/" + $0)) }
      let recording = FaultyFileSystem()
      let waitFor = out + "/.tokenc/staging"
      let (failing, inputs) = try Self.compiler(
        folder, first: "{text: new}", second: "{text: two, failAfter: '\(waitFor)'}", fileSystem: recording)
      let (result, write) = failing.emitAndWrite(failing.validate(inputs))
      #expect(result.diagnostics.map(\.message) == ["failed after the first emitter's files were staged"])
      #expect(write == nil)
      #expect(recording.operations.contains { $0.hasPrefix("create \(waitFor)/") })
      #expect(
        OutputFolder.everything(out).map { ($0, OutputFolder.text(out + "/" + $0)) }.elementsEqual(before) { $0 == $1 })
      #expect(!FileManager.default.fileExists(atPath: waitFor))
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }

  @Test func filesHandedOverWhileAnEmitterRunsAreWrittenAsIfReturned() throws {
    try OutputFolder.with { _, folder in
      let (handing, inputs) = try Self.compiler(
        folder, first: "{text: a, handOver: true}", second: "{text: b, handOver: true}", out: "handed")
      let report = try #require(try Self.build(handing, inputs))
      #expect(report.created == ["first/a.txt", "first/deep/b.txt", "second/a.txt", "second/deep/b.txt"])
      // Without a write session (compile, then write) nothing is taken and every file is returned.
      let result = handing.compile(inputs)
      #expect(result.files.map(\.path) == ["first/a.txt", "first/deep/b.txt", "second/a.txt", "second/deep/b.txt"])
      #expect(result.files.allSatisfy { !$0.contents.isEmpty })
      let (returning, returned) = try Self.compiler(folder, first: "{text: a}", second: "{text: b}", out: "returned")
      try Self.build(returning, returned)
      #expect(OutputFolder.contents(folder + "/handed") == OutputFolder.contents(folder + "/returned"))
      #expect(
        OutputFolder.text(folder + "/handed/" + OutputWriter.manifestName)
          == OutputFolder.text(folder + "/returned/" + OutputWriter.manifestName))
    }
  }

  @Test func aFileHandedOverByAnEmitterThatThenFailsIsNeverWritten() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      let (good, goodInputs) = try Self.compiler(folder, first: "{text: old}", second: "{text: two}")
      try Self.build(good, goodInputs)
      let (before, listed) = (OutputFolder.contents(out), OutputFolder.everything(out))
      let (failing, inputs) = try Self.compiler(
        folder, first: "{text: new, handOver: true, failLast: true}", second: "{text: two}")
      let (result, write) = failing.emitAndWrite(failing.validate(inputs))
      #expect(result.hasErrors && write == nil)
      #expect(OutputFolder.contents(out) == before, "nothing changed")
      #expect(OutputFolder.everything(out) == listed, "no staging left behind")
    }
  }

  @Test func aFailedFirstBuildLeavesNoOutputFolder() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      let (failing, inputs) = try Self.compiler(
        folder, first: "{text: new}", second: "{failAfter: '\(out)/.tokenc/staging'}")
      let (result, write) = failing.emitAndWrite(failing.validate(inputs))
      #expect(result.hasErrors && write == nil)
      #expect(!FileManager.default.fileExists(atPath: out))
      // An output folder that exists without `.tokenc` keeps only what was there.
      try OutputFolder.write("mine\n", to: out + "/notes.md")
      _ = failing.emitAndWrite(failing.validate(inputs))
      #expect(OutputFolder.everything(out) == ["notes.md"])
    }
  }

  @Test func theManifestAndFilesDoNotDependOnWhichEmitterFinishesFirst() throws {
    try OutputFolder.with { _, folder in
      var manifests: [String] = []
      var reports: [WriteReport] = []
      for (first, second, out) in [("0", "150", "one"), ("150", "0", "two")] {
        let (compiler, inputs) = try Self.compiler(
          folder, first: "{text: a, delay: \(first)}", second: "{text: b, delay: \(second)}", out: out)
        reports += try Self.build(compiler, inputs).map { [$0] } ?? []
        manifests.append(OutputFolder.text(folder + "/\(out)/" + OutputWriter.manifestName) ?? "")
      }
      // The same files written from memory, in one write.
      let (compiler, inputs) = try Self.compiler(folder, first: "{text: a}", second: "{text: b}", out: "memory")
      let result = compiler.compile(inputs)
      reports.append(try compiler.write(result))
      manifests.append(OutputFolder.text(folder + "/memory/" + OutputWriter.manifestName) ?? "")
      #expect(Set(manifests).count == 1 && !manifests[0].isEmpty)
      #expect(reports.count == 3 && Set(reports).count == 1)
      #expect(reports.first?.created == ["first/a.txt", "first/deep/b.txt", "second/a.txt", "second/deep/b.txt"])
      #expect(OutputFolder.contents(folder + "/one") == OutputFolder.contents(folder + "/memory"))
      #expect(OutputFolder.contents(folder + "/two") == OutputFolder.contents(folder + "/memory"))
      #expect(try compiler.plan(result).hasChanges == false)
    }
  }

  @Test func unchangedFilesAreNeitherStagedNorTouched() throws {
    try OutputFolder.with { _, folder in
      let (compiler, inputs) = try Self.compiler(folder, first: "{text: a}", second: "{text: b}")
      try Self.build(compiler, inputs)
      let recording = FaultyFileSystem()
      let (again, sameInputs) = try Self.compiler(
        folder, first: "{text: a}", second: "{text: c}", fileSystem: recording)
      let report = try #require(try Self.build(again, sameInputs))
      #expect(report.updated == ["second/a.txt", "second/deep/b.txt"])
      #expect(report.unchanged == ["first/a.txt", "first/deep/b.txt"])
      let staged = recording.operations.filter { $0.hasPrefix("create ") && $0.contains("/.tokenc/staging/") }
      #expect(staged.count == 2)
      #expect(!FileManager.default.fileExists(atPath: folder + "/out/.tokenc/staging"))
    }
  }

  @Test func newFoldersAreStagedWholeAndRenamedIntoPlaceAtOnce() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      // A fresh output folder: each emitter's folder is new, so it is staged whole.
      let recording = FaultyFileSystem()
      let (fresh, inputs) = try Self.compiler(
        folder, first: "{text: a, extra: 'new/deep/c.txt'}", second: "{text: b}", fileSystem: recording)
      let report = try #require(try Self.build(fresh, inputs))
      #expect(
        report.created == [
          "first/a.txt", "first/deep/b.txt", "first/new/deep/c.txt", "second/a.txt", "second/deep/b.txt",
        ])
      let renames = recording.operations.filter { $0.hasPrefix("rename ") && !$0.contains("/.tokenc") }
      #expect(renames == ["rename \(out)/first", "rename \(out)/second"])
      #expect(!recording.operations.contains { $0.hasPrefix("mkdir \(out)/first") })
      #expect(OutputFolder.text(out + "/first/new/deep/c.txt") == "a extra\n")
      #expect(!FileManager.default.fileExists(atPath: out + "/.tokenc/staging"))
      // In an existing folder, only the new folder is staged whole; the other files one by one.
      let again = FaultyFileSystem()
      let (changed, changedInputs) = try Self.compiler(
        folder, first: "{text: z, extra: 'more/c.txt'}", second: "{text: b}", fileSystem: again)
      let second = try #require(try Self.build(changed, changedInputs))
      #expect(second.created == ["first/more/c.txt"] && second.removed == ["first/new/deep/c.txt"])
      let moved = again.operations.filter { $0.hasPrefix("rename ") && !$0.contains("/.tokenc/") }
      #expect(moved.contains("rename \(out)/first/more") && moved.contains("rename \(out)/first/a.txt"))
      #expect(
        OutputFolder.contents(out).keys.sorted() == [
          OutputWriter.manifestName, "first/a.txt", "first/deep/b.txt", "first/more/c.txt", "second/a.txt",
          "second/deep/b.txt",
        ])
      #expect(OutputFolder.strays(out).isEmpty)
    }
  }
}

/// What the two test emitters do, from their options: the text of their two files, how long
/// to wait first (`delay`, ms), `failAfter`: a folder to wait for (up to 10 s) before
/// reporting an error, `extra`: the path of a third file, if any, and `stream`: when positive,
/// every file is streamed (``EmitDelivery/stream(_:origin:_:)``) in pieces of that many bytes.
private struct StreamBehaviour: Sendable {
  static let text = OptionKey<String>("text", "the files' text", default: "x")
  static let delay = OptionKey<Double>("delay", "milliseconds to wait", default: 0)
  static let failAfter = OptionKey<String>("failAfter", "a folder to wait for, then fail", default: "")
  static let extra = OptionKey<String>("extra", "the path of a third file", default: "")
  static let handOver = OptionKey<Bool>("handOver", "hand deep/b.txt over while running", default: false)
  static let failLast = OptionKey<Bool>("failLast", "report an error after emitting", default: false)
  static let stream = OptionKey<Double>("stream", "stream every file in pieces of this size", default: 0)
  static let options = [
    text.descriptor, delay.descriptor, failAfter.descriptor, extra.descriptor, handOver.descriptor,
    failLast.descriptor, stream.descriptor,
  ]

  var text: String
  var delay: Double
  var failAfter: String
  var extra: String
  var handOver: Bool
  var failLast: Bool
  var stream: Int

  init(options: inout Options) {
    text = options.read(Self.text)
    delay = options.read(Self.delay)
    failAfter = options.read(Self.failAfter)
    extra = options.read(Self.extra)
    handOver = options.read(Self.handOver)
    failLast = options.read(Self.failLast)
    stream = Int(options.read(Self.stream))
  }

  func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    if delay > 0 { Thread.sleep(forTimeInterval: delay / 1000) }
    guard failAfter.isEmpty else {
      let deadline = Date().addingTimeInterval(10)
      while ((try? FileManager.default.contentsOfDirectory(atPath: failAfter)) ?? []).isEmpty, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.005)
      }
      context.report(.error, "failed after the first emitter's files were staged", at: nil)
      return [EmittedFile(path: "never.txt", text: "never")]
    }
    let count = input.tokens.tokens.count
    let first = [EmittedFile(path: "deep/b.txt", text: "\(text) \(count)\n")]
    let rest =
      [EmittedFile(path: "a.txt", text: "\(text)\n")]
      + (extra.isEmpty ? [] : [EmittedFile(path: extra, text: "\(text) extra\n")])
    if failLast { context.report(.error, "failed after emitting", at: nil) }
    guard stream > 0 else { return (handOver ? context.delivery.handOver(first) : first) + rest }
    return (first + rest).compactMap { file in
      context.delivery.stream(file.path, origin: file.origin) { stream in
        // Every piece but a last one shorter than `self.stream` is written while the file is open.
        var rest = file.contents[...]
        while rest.count > self.stream {
          rest.prefix(self.stream).withUnsafeBufferPointer { stream.write($0) }
          rest = rest.dropFirst(self.stream)
        }
        return Array(rest)
      }
    }
  }
}

/// The test emitter started first (it is the heavier).
private struct StreamFirst: Emitter {
  static let descriptor = EmitterDescriptor(
    id: "stream-first", summary: "test", defaultDirectory: "first", options: StreamBehaviour.options, cost: 100)
  let behaviour: StreamBehaviour
  init(options: inout Options) { behaviour = StreamBehaviour(options: &options) }
  func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    behaviour.emit(input, context: &context)
  }
}

/// The test emitter started second.
private struct StreamSecond: Emitter {
  static let descriptor = EmitterDescriptor(
    id: "stream-second", summary: "test", defaultDirectory: "second", options: StreamBehaviour.options)
  let behaviour: StreamBehaviour
  init(options: inout Options) { behaviour = StreamBehaviour(options: &options) }
  func emit(_ input: EmitInput, context: inout EmitContext) -> [EmittedFile] {
    behaviour.emit(input, context: &context)
  }
}
