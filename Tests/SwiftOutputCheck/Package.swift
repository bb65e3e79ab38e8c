// swift-tools-version: 6.1
// Compiles tokenc's generated Swift for real, on Linux as on macOS, and checks its values.
//
// `make swift-output-check` copies this package to .build-swiftcheck/package, generates the
// sources of both targets there with tokenc (from the sample tokens/ and from tokens/ in this
// folder) and runs `swift test`. The targets have no sources until then.
import PackageDescription

let package = Package(
  name: "SwiftOutputCheck",
  targets: [
    .target(name: "SampleTokens", path: "Generated/SampleTokens"),
    .target(name: "MarkerTokens", path: "Generated/MarkerTokens"),
    .testTarget(name: "GeneratedTokensTests", dependencies: ["SampleTokens", "MarkerTokens"]),
  ],
  swiftLanguageModes: [.v6]
)
