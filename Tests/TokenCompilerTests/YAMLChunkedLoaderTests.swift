import Foundation
import Testing

@testable import TokenCompiler

/// A large YAML file is parsed in pieces on several cores (``YAMLChunkedLoader``): the tree and
/// every diagnostic must be what the whole-file parse gives, for real files and for inputs made
/// to break the cutting (quoted scalars and flow collections across lines, anchors, block
/// scalars, comments, other line breaks, duplicate keys, errors in a later piece).
@Suite("load: one file in pieces")
struct YAMLChunkedLoaderTests {
  /// The tree and diagnostics of one parse.
  typealias Loaded = (root: SourceNode?, diagnostics: [Diagnostic])

  /// Loads `file` whole (never in pieces).
  static func whole(_ file: SourceFile) -> Loaded {
    var loader = YAMLLoader()
    loader.chunkPieces = 0
    var diagnostics: [Diagnostic] = []
    return (loader.load(file, diagnostics: &diagnostics), diagnostics)
  }

  /// Loads `file` in about `pieces` pieces, whatever its size.
  static func inPieces(_ file: SourceFile, _ pieces: Int) -> Loaded {
    var loader = YAMLLoader()
    loader.chunkMinimumBytes = 0
    loader.chunkPieces = pieces
    var diagnostics: [Diagnostic] = []
    return (loader.load(file, diagnostics: &diagnostics), diagnostics)
  }

  /// Whether the file is actually cut (not parsed whole after a fallback).
  static func isCut(_ file: SourceFile, _ pieces: Int) -> Bool {
    YAMLChunkedLoader(loader: YAMLLoader(), pieces: pieces).load(file) != nil
  }

  /// Every piece count gives the whole-file tree and diagnostics; returns whether one of them cut the file.
  @discardableResult
  static func expectSame(_ file: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
    let expected = whole(file)
    var cut = false
    for pieces in [2, 3, 5, 9] {
      let actual = inPieces(file, pieces)
      #expect(actual.root == expected.root, "\(file.path), \(pieces) pieces", sourceLocation: sourceLocation)
      #expect(
        actual.diagnostics == expected.diagnostics, "\(file.path), \(pieces) pieces", sourceLocation: sourceLocation)
      cut = cut || isCut(file, pieces)
    }
    return cut
  }

  /// A design-system file: one top group whose middle group holds most tokens, more groups after it.
  static func designSystem(tokens: Int, lineBreak: String = "\n") -> String {
    var lines = ["# palette", "color:", "  semantic:", "    $type: color"]
    for index in 0..<tokens {
      lines += ["    s\(index):", "      $description: Semantic color \(index)", "      $value:"]
      lines += ["        light: \"{palette.c\(index)}\"", "        dark: '#FFFFFF'"]
      if index % 7 == 3 { lines += ["", "  # a comment at column 2", "    # and one at 4"] }
    }
    lines += ["  component:", "    button: {fill: \"{color.semantic.s0}\"}", "$contrast:", "  - {a: 1, b: 2}"]
    return lines.joined(separator: lineBreak) + lineBreak
  }

  @Test func aDesignSystemFileIsCutAndGivesTheWholeFileTree() {
    let file = SourceFile(path: "tokens/semantic.yaml", text: Self.designSystem(tokens: 300))
    #expect(Self.expectSame(file))
    let crlf = SourceFile(path: "tokens/crlf.yaml", text: Self.designSystem(tokens: 300, lineBreak: "\r\n"))
    #expect(Self.expectSame(crlf))
  }

  @Test func aFileAboveTheThresholdIsCutByDefault() throws {
    let file = SourceFile(path: "tokens/big.yaml", text: Self.designSystem(tokens: 1_500))
    #expect(file.bytes.count > YAMLChunkedLoader.defaultMinimumBytes)
    var diagnostics: [Diagnostic] = []
    let root = YAMLLoader().load(file, diagnostics: &diagnostics)
    #expect(diagnostics.isEmpty)
    #expect(root == Self.whole(file).root)
    #expect(Self.isCut(file, 4))
    let semantic = try #require(root?["color"]?["semantic"]?.entries)
    #expect(semantic.count == 1_501)
    #expect(semantic.last?.key.text == "s1499")
  }

  /// Every YAML file of the project, its test fixtures and the shared real-world token files.
  @Test func everyYAMLFileOfTheProjectGivesTheSameTree() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var folders = ["tokens", "Tests/TokenCompilerTests/Fixtures", "templates", "examples"].map {
      root.appendingPathComponent($0)
    }
    let interop = root.deletingLastPathComponent().appendingPathComponent("shared/interop")
    if FileManager.default.fileExists(atPath: interop.path) {
      folders.append(interop)
    } else {
      print("../shared/interop is missing: its files are not compared")
    }
    var compared = 0
    for folder in folders {
      guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walk where url.pathExtension == "yaml" || url.pathExtension == "yml" {
        let bytes = try [UInt8](Data(contentsOf: url))
        Self.expectSame(SourceFile(path: url.path, bytes: bytes))
        compared += 1
      }
    }
    #expect(compared >= 5)
  }
}
