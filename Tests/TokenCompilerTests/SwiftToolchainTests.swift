import Foundation
import Testing

@testable import TokenCompiler

/// Runs `swiftc` on generated Swift: against the SwiftUI and UIKit stubs of
/// `Tests/SwiftOutputCheck/Stubs` (as on iOS, or SwiftUI alone as on macOS) or with no stubs (as
/// on Linux, where `canImport(SwiftUI)` is false).
enum SwiftToolchain {
  /// Which frameworks the generated files see.
  enum Platform: String, CaseIterable, Sendable {
    /// SwiftUI and UIKit.
    case iOS
    /// SwiftUI without UIKit.
    case macOS
    /// Neither.
    case linux
  }

  /// What one `swiftc` run printed and returned.
  struct Run: Sendable {
    /// The exit status.
    var status: Int32
    /// Standard output and standard error together.
    var output: String
    /// Whether it exited with 0.
    var succeeded: Bool { status == 0 }
  }

  /// Why the stubs could not be built.
  struct Failure: Error, CustomStringConvertible {
    /// What `swiftc` said.
    var description: String
  }

  /// Whether the stubs can stand in for SwiftUI and UIKit: only where no SDK provides them.
  static var stubsApply: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// The stub sources.
  static let stubSources = FixtureCompiler.packageRoot.appendingPathComponent("Tests/SwiftOutputCheck/Stubs")

  /// The stub modules, built once per test run: `ios/` has SwiftUI and UIKit, `macos/` SwiftUI only.
  static let stubModules: Result<URL, Failure> = {
    let directory = temporaryDirectory("stubs")
    let flags = [
      "-emit-module", "-enable-library-evolution", "-suppress-warnings", "-swift-version", "6", "-parse-as-library",
    ]
    let steps: [(module: String, platform: String, includes: [String])] = [
      ("UIKit", "ios", []), ("SwiftUI", "ios", ["-I", directory.appendingPathComponent("ios").path]),
      ("SwiftUI", "macos", []),
    ]
    for step in steps {
      let output = directory.appendingPathComponent(step.platform)
      try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      let folder = stubSources.appendingPathComponent(step.module)
      let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
      let run = swiftc(
        flags + ["-module-name", step.module] + step.includes + sources + [
          "-o", output.appendingPathComponent("\(step.module).swiftmodule").path,
        ])
      guard run.succeeded else { return .failure(Failure(description: "stub \(step.module): \(run.output)")) }
    }
    return .success(directory)
  }()

  /// Typechecks `files` (name → text) together, warnings counted as errors.
  static func typecheck(
    _ files: [(name: String, text: String)], platform: Platform, languageMode: Int = 6
  ) throws -> Run {
    let directory = temporaryDirectory("typecheck")
    defer { try? FileManager.default.removeItem(at: directory) }
    var arguments = ["-typecheck", "-warnings-as-errors", "-swift-version", String(languageMode), "-parse-as-library"]
    if platform != .linux {
      let stubs = try stubModules.get()
      arguments += ["-I", stubs.appendingPathComponent(platform == .iOS ? "ios" : "macos").path]
    }
    return swiftc(arguments + (try write(files, to: directory)))
  }

  /// Builds `files` (one of them `main.swift`) into an executable, runs it and returns what it printed.
  static func run(_ files: [(name: String, text: String)]) throws -> Run {
    let directory = temporaryDirectory("run")
    defer { try? FileManager.default.removeItem(at: directory) }
    let executable = directory.appendingPathComponent("program").path
    let build = swiftc(["-swift-version", "6"] + (try write(files, to: directory)) + ["-o", executable])
    guard build.succeeded else { return build }
    return process(executable, [])
  }

  /// Runs `swift format lint --strict` with the package's `.swift-format` on `files`.
  static func formatLint(_ files: [(name: String, text: String)]) throws -> Run {
    let directory = temporaryDirectory("format")
    defer { try? FileManager.default.removeItem(at: directory) }
    let configuration = FixtureCompiler.packageRoot.appendingPathComponent(".swift-format").path
    let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
    return process(
      "/usr/bin/env",
      [swift, "format", "lint", "--strict", "--configuration", configuration] + (try write(files, to: directory)))
  }

  /// Runs `swiftc` (or `$SWIFTC`) with `arguments`.
  static func swiftc(_ arguments: [String]) -> Run {
    let compiler = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    return process("/usr/bin/env", [compiler] + arguments)
  }

  /// The generated files as (name, text) pairs.
  static func sources(_ files: [EmittedFile]) -> [(name: String, text: String)] {
    files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }
  }

  static func write(_ files: [(name: String, text: String)], to directory: URL) throws -> [String] {
    try files.map { file in
      let url = directory.appendingPathComponent(file.name)
      try Data(file.text.utf8).write(to: url)
      return url.path
    }
  }

  static func process(_ executable: String, _ arguments: [String]) -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return Run(status: -1, output: "cannot run \(executable): \(error)") }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }

  static func temporaryDirectory(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The stubs themselves: they build, they make `canImport(SwiftUI)` true, and they hold exactly
/// the API shapes of apple-platform.md §4.
@Suite(
  "Swift toolchain and stubs", .enabled(if: SwiftToolchain.stubsApply, "the SDK's own SwiftUI and UIKit would be found")
)
struct SwiftToolchainTests {
  @Test func stubsBuild() throws {
    _ = try SwiftToolchain.stubModules.get()
  }

  @Test(arguments: [
    (SwiftToolchain.Platform.iOS, true, true), (.macOS, true, false), (.linux, false, false),
  ])
  func stubsDecideWhatCanBeImported(platform: SwiftToolchain.Platform, swiftUI: Bool, uiKit: Bool) throws {
    // Each #error fires when a module is importable though it should not be, or the other way round.
    let probe = """
      #if \(swiftUI ? "!" : "")canImport(SwiftUI)
        #error("canImport(SwiftUI) should be \(swiftUI)")
      #endif
      #if \(uiKit ? "!" : "")canImport(UIKit)
        #error("canImport(UIKit) should be \(uiKit)")
      #endif
      """
    let run = try SwiftToolchain.typecheck([("Probe.swift", probe)], platform: platform)
    #expect(run.succeeded, "\(run.output)")
  }

  /// A sample of §4's shapes, as written in the stubs (whitespace aside).
  @Test(arguments: [
    (
      "SwiftUI",
      "init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)"
    ),
    ("SwiftUI", "init(_ name: String, bundle: Bundle? = nil)"),
    ("SwiftUI", "init(uiColor: UIColor)"),
    ("SwiftUI", "custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font"),
    ("SwiftUI", "custom(_ name: String, fixedSize: CGFloat) -> Font"),
    ("SwiftUI", "system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font"),
    ("SwiftUI", "system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font"),
    ("SwiftUI", "spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation"),
    (
      "SwiftUI",
      "timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35)"
    ),
    ("SwiftUI", "public var accessibilityReduceMotion: Bool { false }"),
    ("UIKit", "public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)"),
    ("UIKit", "public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)"),
    ("UIKit", "public init(forTextStyle textStyle: UIFont.TextStyle)"),
    ("UIKit", "open func scaledFont(for font: UIFont) -> UIFont"),
    ("UIKit", "open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont"),
    ("UIKit", "public static var isReduceMotionEnabled: Bool"),
  ])
  func stubsDeclareTheReferenceShapes(module: String, shape: String) throws {
    func normalized(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }
    let folder = SwiftToolchain.stubSources.appendingPathComponent(module)
    let stub = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
    #expect(normalized(stub).contains(shape), "the \(module) stub lacks \(shape)")
  }
}
