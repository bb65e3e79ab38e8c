// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "tokenc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "tokenc", targets: ["tokenc"]),
    .library(name: "TokenCompiler", targets: ["TokenCompiler"]),
    .plugin(name: "TokencBuildPlugin", targets: ["TokencBuildPlugin"]),
    .plugin(name: "GenerateTokens", targets: ["GenerateTokens"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "TokenCompiler",
      dependencies: ["CYAML", .product(name: "Mustache", package: "swift-mustache")]),
    .executableTarget(
      name: "tokenc",
      dependencies: [
        "TokenCompiler",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "tokenc-bench", dependencies: ["TokenCompiler"]),
    .plugin(name: "TokencBuildPlugin", capability: .buildTool(), dependencies: ["tokenc"]),
    .plugin(
      name: "GenerateTokens",
      capability: .command(
        intent: .custom(verb: "generate-tokens", description: "Regenerate the committed token output with tokenc build."),
        permissions: [.writeToPackageDirectory(reason: "tokenc writes the generated token files into the package.")]
      ),
      dependencies: ["tokenc"]),
    .testTarget(
      name: "TokenCompilerTests", dependencies: ["TokenCompiler"], exclude: ["Fixtures", "Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
