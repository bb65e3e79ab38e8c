// swift-tools-version: 6.1
// libFuzzer targets for tokenc (docs/security.md, "Fuzzing"). Run them with `make fuzz`.
//
// A package of its own, so the root package and CI's one debug build do not change: the
// targets only make sense built with `-sanitize=fuzzer`, which libFuzzer's `main` comes
// with, and the make target builds them in release with that flag for every module (so
// the library is instrumented for coverage too). Each target feeds the bytes libFuzzer
// gives it to the library, in memory; none of them reads or writes a real file.
import PackageDescription

let package = Package(
  name: "TokencFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "tokenc", path: "../..")],
  targets: [
    // libFuzzer's driver, started from each target's `main` (see FuzzDriver.c).
    .target(name: "FuzzDriver"),
    .target(name: "FuzzSupport", dependencies: ["FuzzDriver", .product(name: "TokenCompiler", package: "tokenc")]),
    .executableTarget(name: "fuzz-pipeline", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "fuzz-config", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "fuzz-template", dependencies: ["FuzzSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
