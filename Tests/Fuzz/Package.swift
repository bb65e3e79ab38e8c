// swift-tools-version: 6.1
// libFuzzer targets for tokenc (docs/security.md, "Fuzzing"). Run them with `make fuzz`.
//
// A package of its own, so the root package and CI's one debug build do not change: the
// targets only make sense built with `-sanitize=fuzzer`, which libFuzzer's `main` comes
// with. Their own targets carry that flag, so `make fuzz-smoke` (CI) builds them in the
// scratch folder of `make test` and reuses the library compiled there; `make fuzz` builds
// them in release with the flag for every module, so the library is instrumented for
// coverage too. Each target feeds the bytes libFuzzer
// gives it to the library, in memory; none of them reads or writes a real file.
import PackageDescription

/// libFuzzer's coverage instrumentation and runtime, for the fuzz targets' own modules.
let fuzzer: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]
/// The targets' `main` is libFuzzer's, so their Swift is compiled as a library.
let main: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
/// Links libFuzzer's runtime.
let link: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

let package = Package(
  name: "TokencFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "tokenc", path: "../..")],
  targets: [
    // libFuzzer's driver, started from each target's `main` (see FuzzDriver.c).
    .target(name: "FuzzDriver"),
    .target(
      name: "FuzzSupport", dependencies: ["FuzzDriver", .product(name: "TokenCompiler", package: "tokenc")],
      swiftSettings: fuzzer),
    .executableTarget(
      name: "fuzz-pipeline", dependencies: ["FuzzSupport"], swiftSettings: fuzzer + main, linkerSettings: link),
    .executableTarget(
      name: "fuzz-config", dependencies: ["FuzzSupport"], swiftSettings: fuzzer + main, linkerSettings: link),
    .executableTarget(
      name: "fuzz-template", dependencies: ["FuzzSupport"], swiftSettings: fuzzer + main, linkerSettings: link),
  ],
  swiftLanguageModes: [.v6]
)
