import Foundation
import Testing
import TokenCompiler

/// `tokenc init` through the library: the starter passes every rule and builds every
/// emitter, and the initializer writes every file or nothing.
@Suite("init: library")
struct ProjectInitializerTests {
  @Test func theStarterBuildsEveryEmitterWithoutASingleDiagnostic() throws {
    try withInitFolder { root in
      let folder = root + "/design-system"
      let report = try ProjectInitializer(folder: folder).run()
      #expect(report.written == StarterDesignSystem.files.map(\.path))
      #expect(report.createdFolder && report.createdSubfolders == ["tokens"])
      try InitTestFiles.write("{{#tokens}}\n{{ kebabCase(path) }}\n{{/tokens}}\n", to: folder + "/names.mustache")
      let configuration = try String(contentsOfFile: folder + "/tokenc.yaml", encoding: .utf8)
      try InitTestFiles.write(
        configuration + "templates:\n  - {template: names.mustache, output: names.txt}\n", to: folder + "/tokenc.yaml")

      let compiler = Compiler.load(configurationFile: folder + "/tokenc.yaml")
      let inputs = compiler.loadInputs()
      let result = compiler.compile(inputs)
      #expect(compiler.setupDiagnostics.isEmpty)
      #expect(inputs.sources.count == StarterDesignSystem.files.count - 1)
      #expect(result.diagnostics.map(\.message) == [])
      for emitter in EmitterRegistry.builtIn.descriptors where emitter.runsByDefault {
        #expect(result.files.contains { $0.path.hasPrefix(emitter.defaultDirectory + "/") }, "\(emitter.id)")
      }
      #expect(result.files.contains { $0.path == "names.txt" })
      let report2 = try compiler.write(result)
      #expect(!report2.created.isEmpty)
      #expect(FileManager.default.fileExists(atPath: folder + "/generated/swift/Tokens+SwiftUI.swift"))
    }
  }

  @Test func theStarterPassesEveryRuleTurnedOn() throws {
    var rules = "rules:\n"
    for rule in RuleRegistry.builtIn.descriptors.sorted(by: { $0.id < $1.id }) {
      switch rule.id.rawValue {
      case "token/description": rules += "  \(rule.id): {severity: warning, groups: [color, typography, motion]}\n"
      case "color/contrast": rules += "  \(rule.id): {severity: warning, level: AA}\n"
      default: rules += "  \(rule.id): \(rule.defaultSeverity == .error ? "error" : "warning")\n"
      }
    }
    var diagnostics: [Diagnostic] = []
    let configuration = Configuration.parse(SourceFile(path: "tokenc.yaml", text: rules), diagnostics: &diagnostics)
    #expect(diagnostics.isEmpty)
    #expect(configuration.rules.values.allSatisfy { $0.severity != .off })
    let result = Compiler(configuration: configuration).validate(
      CompilerInputs(sources: StarterDesignSystem.tokenSources))
    #expect(result.diagnostics.map(\.message) == [])
  }

  @Test func theTypographyCommentQuotesApplesDynamicTypeTable() throws {
    let text = try #require(StarterDesignSystem.files.first { $0.path == "tokens/typography.yaml" }?.text)
    for style in AppleTextStyle.allCases {
      let ladder = AppleTypeTable.ladder(for: style)
      let cells = ContentSizeCategory.allCases.map { category in
        let step = ladder.steps[category]!
        return "\(Int(step.fontSize))/\(Int(step.lineHeight))"
      }
      let row =
        "#   " + style.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
        + cells.joined(separator: "  ")
      #expect(text.contains(row + "\n"), "\(style)")
      #expect(text.contains("textStyle: \(style.rawValue)\n      ladder: apple\n"), "\(style)")
    }
  }

  @Test func aSecondRunRefusesAndChangesNothing() throws {
    try withInitFolder { folder in
      _ = try ProjectInitializer(folder: folder).run()
      let before = try InitTestFiles.snapshot(folder)
      #expect(throws: InitError.self) { try ProjectInitializer(folder: folder).run() }
      let conflicts = try ProjectInitializer(folder: folder).conflicts()
      #expect(conflicts.map(\.path) == StarterDesignSystem.files.map(\.path))
      #expect(try InitTestFiles.snapshot(folder) == before)
    }
  }

  @Test func oneConflictingFileStopsEveryWrite() throws {
    try withInitFolder { folder in
      try InitTestFiles.write("mine\n", to: folder + "/tokens/spacing.yaml")
      do throws(InitError) {
        _ = try ProjectInitializer(folder: folder).run()
        Issue.record("init wrote over tokens/spacing.yaml")
      } catch {
        #expect(error == .conflicts([InitConflict(path: "tokens/spacing.yaml", kind: .regularFile, isFolder: false)]))
      }
      #expect(try InitTestFiles.snapshot(folder).keys.sorted() == ["tokens/spacing.yaml"])
      #expect(try String(contentsOfFile: folder + "/tokens/spacing.yaml", encoding: .utf8) == "mine\n")
    }
  }

  @Test func symbolicLinksAreNeverFollowed() throws {
    try withInitFolder { root in
      let elsewhere = root + "/elsewhere"
      try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
      let project = root + "/project"
      try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: project + "/tokens", withDestinationPath: elsewhere)
      #expect(
        try ProjectInitializer(folder: project).conflicts() == [
          InitConflict(path: "tokens", kind: .symbolicLink, isFolder: true)
        ])
      #expect(throws: InitError.self) { try ProjectInitializer(folder: project).run() }
      try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: elsewhere)
      #expect(throws: InitError.self) { try ProjectInitializer(folder: root + "/link/").run() }
      #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: project) == ["tokens"])
    }
  }

  @Test func aFailedWriteRemovesEverythingItWrote() throws {
    try withInitFolder { root in
      let folder = root + "/new"
      let fileSystem = FaultyFileSystem { $0.hasPrefix("rename ") && $0.hasSuffix("/tokens/motion.yaml") }
      do throws(InitError) {
        _ = try ProjectInitializer(folder: folder, fileSystem: fileSystem).run()
        Issue.record("the failing rename was not reported")
      } catch {
        guard case .io(let write) = error else { throw error }
        #expect(write.path.hasSuffix("/tokens/motion.yaml"))
      }
      #expect(!FileManager.default.fileExists(atPath: folder))
    }
  }
}

/// Files for the init tests.
enum InitTestFiles {
  /// Writes `text` to `path`, creating its folders.
  static func write(_ text: String, to path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// The bytes and modification date of every file under `folder`, by relative path.
  static func snapshot(_ folder: String) throws -> [String: FileState] {
    var states: [String: FileState] = [:]
    for path in FileManager.default.subpaths(atPath: folder) ?? [] {
      let full = folder + "/" + path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      let attributes = try FileManager.default.attributesOfItem(atPath: full)
      states[path] = FileState(
        bytes: try Data(contentsOf: URL(fileURLWithPath: full)), modified: attributes[.modificationDate] as? Date)
    }
    return states
  }
}

/// Runs `body` with a new, empty temporary folder, removed afterwards.
private func withInitFolder(_ body: (String) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-init-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  try body(folder)
}
