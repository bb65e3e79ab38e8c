// swift-tools-version: 6.1
// An app-side package that uses tokenc's build tool plugin: the design tokens in
// Sources/DesignSystem/tokens are compiled into Swift on every build that changes them.
import PackageDescription

let package = Package(
  name: "TokensConsumer",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
  dependencies: [.package(name: "tokenc", path: "../..")],
  targets: [
    .target(
      name: "DesignSystem",
      plugins: [.plugin(name: "TokencBuildPlugin", package: "tokenc")]),
    .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
  ],
  swiftLanguageModes: [.v6]
)
