import Foundation

@testable import TokenCompiler

/// Runs generated SwiftUI and UIKit code on Linux, linked with the stubs built as libraries.
extension SwiftToolchain {
  /// The stubs as shared libraries with their modules (UIKit, then SwiftUI next to it), built once.
  static let stubLibraries: Result<URL, Failure> = {
    let directory = temporaryDirectory("stub-libraries")
    let flags = [
      "-emit-library", "-emit-module", "-enable-library-evolution", "-suppress-warnings", "-swift-version", "6",
      "-parse-as-library", "-I", directory.path, "-L", directory.path,
    ]
    for (module, links) in [("UIKit", [String]()), ("SwiftUI", ["-lUIKit"])] {
      let folder = stubSources.appendingPathComponent(module)
      let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
      let run = swiftc(
        flags + ["-module-name", module] + links + sources + [
          "-o", directory.appendingPathComponent("lib\(module).so").path,
          "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
        ])
      guard run.succeeded else { return .failure(Failure(description: "stub library \(module): \(run.output)")) }
    }
    return .success(directory)
  }()

  /// Builds `files` (one of them `main.swift`) against the stub libraries, runs it, and returns what it printed.
  static func runWithStubs(_ files: [(name: String, text: String)]) throws -> Run {
    let libraries = try stubLibraries.get().path
    let directory = temporaryDirectory("run-stubs")
    defer { try? FileManager.default.removeItem(at: directory) }
    let executable = directory.appendingPathComponent("program").path
    let build = swiftc(
      ["-swift-version", "6", "-I", libraries, "-L", libraries, "-lSwiftUI", "-lUIKit"]
        + ["-Xlinker", "-rpath", "-Xlinker", libraries] + (try write(files, to: directory)) + ["-o", executable])
    guard build.succeeded else { return build }
    return process(executable, [])
  }
}
