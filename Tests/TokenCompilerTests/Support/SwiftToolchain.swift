import Foundation
import Testing

@testable import TokenCompiler

/// Runs `swiftc` on generated Swift: against the SwiftUI, UIKit and AppKit stubs of
/// `Tests/SwiftOutputCheck/Stubs` as on iOS, macOS, tvOS or watchOS, or with no stubs (as on
/// Linux, where `canImport(SwiftUI)` is false).
///
/// On Linux `os(tvOS)` is never true, so "as on tvOS" means: the stubs are built with
/// `-D STUB_OS_TVOS` (leaving out what tvOS lacks, such as `UIFont.TextStyle.largeTitle`), and the
/// generated files' `os(…)` conditions are read as `STUB_OS_…` flags, of which only the platform's is set.
enum SwiftToolchain {
  /// Which platform the generated files are checked as on.
  enum Platform: String, CaseIterable, Sendable {
    /// SwiftUI and UIKit.
    case iOS
    /// SwiftUI and AppKit.
    case macOS
    /// SwiftUI and UIKit without what tvOS lacks.
    case tvOS
    /// SwiftUI and the little of UIKit watchOS has.
    case watchOS
    /// Neither.
    case linux

    /// The frameworks its stubs provide, each built before the ones after it.
    var frameworks: [String] {
      switch self {
      case .iOS, .tvOS, .watchOS: ["UIKit", "SwiftUI"]
      case .macOS: ["AppKit", "SwiftUI"]
      case .linux: []
      }
    }

    /// The compilation condition that stands for `os(<platform>)`.
    var flag: String { "STUB_OS_\(rawValue.uppercased())" }
  }

  /// `text` with each `os(iOS)`, `os(macOS)`, `os(tvOS)`, `os(watchOS)` condition read as its
  /// ``Platform/flag``, so `-D` decides which platform the code is compiled as on.
  static func asOn(_ text: String) -> String {
    var result = text
    for platform in Platform.allCases where platform != .linux {
      result = result.replacingOccurrences(of: "os(\(platform.rawValue))", with: platform.flag)
    }
    return result
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

  /// The stub modules, built once per test run: one folder per platform (`ios`, `macos`, `tvos`,
  /// `watchos`) with its frameworks.
  static let stubModules: Result<URL, Failure> = {
    let directory = temporaryDirectory("stubs")
    let flags = [
      "-emit-module", "-enable-library-evolution", "-suppress-warnings", "-swift-version", "6", "-parse-as-library",
    ]
    for platform in Platform.allCases where platform != .linux {
      let output = directory.appendingPathComponent(platform.rawValue.lowercased())
      try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      for module in platform.frameworks {
        let folder = stubSources.appendingPathComponent(module)
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
          .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        let run = swiftc(
          flags + ["-module-name", module, "-D", platform.flag, "-I", output.path] + sources + [
            "-o", output.appendingPathComponent("\(module).swiftmodule").path,
          ])
        guard run.succeeded else {
          return .failure(Failure(description: "stub \(module) for \(platform): \(run.output)"))
        }
      }
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
      arguments += ["-I", stubs.appendingPathComponent(platform.rawValue.lowercased()).path, "-D", platform.flag]
    }
    let rewritten = files.map { ($0.name, asOn($0.text)) }
    return swiftc(arguments + (try write(rewritten, to: directory)))
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
