import Foundation
import Testing
import TokenCompiler

/// Paths the file system would refuse are found before the first write, at the token's location.
@Suite("OutputWriter: path limits")
struct OutputWriterLimitsTests {
  /// Where the emitted files say they come from.
  private let origin = SourceLocation(file: "tokens/color.yaml", line: 12, column: 5)

  @Test func aNameOver255BytesIsReportedAtItsOriginAndNothingIsWritten() throws {
    try OutputFolder.with { out, _ in
      let writer = OutputWriter(outputDirectory: out)
      _ = try writer.write(OutputFolder.emitted(["a.css": "a"]))
      let before = OutputFolder.everything(out)
      let long = "Cat.xcassets/" + String(repeating: "é", count: 128) + ".colorset/Contents.json"
      let files = [EmittedFile(path: "a.css", text: "changed"), EmittedFile(path: long, text: "{}", origin: origin)]
      for attempt: () throws -> Void in [{ _ = try writer.write(files) }, { _ = try writer.plan(files) }] {
        let error = #expect(throws: WriteError.self) { try attempt() }
        #expect(error?.path == long)
        #expect(error?.reason.contains("a file or folder name in it is 265 bytes") == true)
        #expect(error?.diagnostic.location == origin)
        #expect(error?.diagnostic.ruleID == .io)
      }
      #expect(OutputFolder.everything(out) == before)
      #expect(OutputFolder.text(out + "/a.css") == "a")
    }
  }

  @Test func aPathOverTheSystemLimitIsReportedBeforeWriting() throws {
    try OutputFolder.with { out, _ in
      let deep = Array(repeating: String(repeating: "d", count: 200), count: 21).joined(separator: "/") + "/x.css"
      let files = [EmittedFile(path: deep, text: "x", origin: origin)]
      let error = #expect(throws: WriteError.self) { try OutputWriter(outputDirectory: out).write(files) }
      #expect(error?.reason.contains("the system allows at most") == true)
      #expect(error?.location == origin)
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  @Test func anEmptyOutputFolderIsAnError() throws {
    let writer = OutputWriter(outputDirectory: "")
    for attempt: () throws -> Void in [{ _ = try writer.write([]) }, { _ = try writer.plan([]) }] {
      let error = #expect(throws: WriteError.self) { try attempt() }
      #expect(error?.reason.contains("the output folder is empty") == true)
    }
    #expect(writer.recordedFingerprint() == nil)
  }

  @Test func aColorNameTooLongForTheAssetCatalogIsReportedAtTheToken() throws {
    try OutputFolder.with { out, scratch in
      let name = String(repeating: "verylongcolorname", count: 16)
      let source = SourceFile(
        path: "tokens/color.yaml", text: "color:\n  $type: color\n  \(name): \"#336699\"\n  short: \"#000000\"\n")
      let configuration = Configuration(
        directory: scratch, output: "out", emitters: [EmitterSetting(id: "xcassets"), EmitterSetting(id: "swift")])
      let compiler = Compiler(configuration: configuration)
      let result = compiler.compile(CompilerInputs(sources: [source]))
      #expect(!result.hasErrors, "\(result.diagnostics)")
      let error = #expect(throws: WriteError.self) { try compiler.write(result) }
      #expect(error?.diagnostic.location?.file == "tokens/color.yaml")
      #expect(error?.diagnostic.location?.line == 3)
      #expect(error?.reason.contains("shorten the token's name") == true)
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }
}
