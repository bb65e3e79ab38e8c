import Foundation
import Testing
import TokenCompiler

/// `Compiler.emitAndPlan` (`tokenc build --check` and `--dry-run`): each emitter's files are
/// compared with the output folder as it finishes, and the plan is the one `Compiler.plan` makes
/// from the whole output held in memory, while nothing on disk changes.
@Suite("streamed plan")
struct StreamedPlanTests {
  /// A project in `folder` with every built-in emitter, writing into `out`.
  static func compiler(_ folder: String, tokens: String) throws -> (Compiler, CompilerInputs) {
    try OutputFolder.write(tokens, to: folder + "/tokens/tokens.yaml")
    try OutputFolder.write("inputs: [tokens]\noutput: out\n", to: folder + "/tokenc.yaml")
    let compiler = Compiler.load(configurationFile: folder + "/tokenc.yaml")
    #expect(compiler.setupDiagnostics.isEmpty)
    return (compiler, compiler.loadInputs())
  }

  static let tokens = """
    color:
      $type: color
      accent:
        $value: {light: "#0A84FF", dark: "#409CFF"}
      label: "{color.accent}"
    spacing:
      $type: dimension
      sm: 4
      md: 8

    """

  /// Both plans for the project's current tokens, after checking that planning changed nothing.
  static func plans(_ compiler: Compiler, _ inputs: CompilerInputs, out: String) throws -> (WritePlan, WritePlan) {
    let before = OutputFolder.everything(out).map { ($0, OutputFolder.text(out + "/" + $0)) }
    let validated = compiler.validate(inputs)
    #expect(!validated.hasErrors)
    let inMemory = try compiler.plan(compiler.emit(validated))
    let (result, streamed) = compiler.emitAndPlan(validated)
    #expect(result.files.isEmpty && !result.hasErrors)
    let after = OutputFolder.everything(out).map { ($0, OutputFolder.text(out + "/" + $0)) }
    #expect(after.elementsEqual(before) { $0 == $1 }, "planning must not change the output folder")
    return (inMemory, try #require(streamed).get())
  }

  @Test func aFreshFolderIsPlannedAsCreatedAndNotMade() throws {
    try OutputFolder.with { _, folder in
      let (compiler, inputs) = try Self.compiler(folder, tokens: Self.tokens)
      let (inMemory, streamed) = try Self.plans(compiler, inputs, out: folder + "/out")
      #expect(streamed == inMemory)
      #expect(streamed.created.contains("css/tokens.css") && streamed.updated.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }
  }

  @Test func unchangedChangedRemovedAndKeptFilesMatchTheInMemoryPlan() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      let (compiler, inputs) = try Self.compiler(folder, tokens: Self.tokens)
      _ = try compiler.write(compiler.emit(compiler.validate(inputs)))
      let (sameInMemory, same) = try Self.plans(compiler, inputs, out: out)
      #expect(same == sameInMemory && !same.hasChanges && !same.unchanged.isEmpty)
      // A changed value, a removed token (its asset-catalog color set goes) and a generated file
      // edited by hand (kept, not removed).
      let edited = Self.tokens.replacingOccurrences(of: "#0A84FF", with: "#FF375F")
        .replacingOccurrences(of: "  label: \"{color.accent}\"\n", with: "")
      let labelSet = try #require(OutputFolder.files(out).first { $0.contains("label.colorset/") })
      try OutputFolder.write("edited by hand\n", to: out + "/" + labelSet)
      let (changedCompiler, changedInputs) = try Self.compiler(folder, tokens: edited)
      let (inMemory, streamed) = try Self.plans(changedCompiler, changedInputs, out: out)
      #expect(streamed == inMemory)
      #expect(streamed.updated.contains("css/tokens.css"))
      #expect(streamed.kept == [labelSet])
      // Untouched, the stale color set is removed.
      _ = try compiler.write(compiler.emit(compiler.validate(inputs)))
      let (removedInMemory, removed) = try Self.plans(changedCompiler, changedInputs, out: out)
      #expect(removed == removedInMemory && removed.removed.contains(labelSet))
    }
  }

  @Test func aLinkInTheOutputFolderFailsAsTheInMemoryPlanDoes() throws {
    try OutputFolder.with { _, folder in
      let out = folder + "/out"
      let (compiler, inputs) = try Self.compiler(folder, tokens: Self.tokens)
      _ = try compiler.write(compiler.emit(compiler.validate(inputs)))
      try FileManager.default.removeItem(atPath: out + "/css")
      try FileManager.default.createSymbolicLink(atPath: out + "/css", withDestinationPath: folder)
      let validated = compiler.validate(inputs)
      let inMemory = #expect(throws: WriteError.self) { try compiler.plan(compiler.emit(validated)) }
      let streamed = #expect(throws: WriteError.self) { try compiler.emitAndPlan(validated).plan?.get() }
      #expect(streamed?.reason == inMemory?.reason && streamed?.path == inMemory?.path)
      #expect(!FileManager.default.fileExists(atPath: folder + "/tokens.css"))
    }
  }
}
