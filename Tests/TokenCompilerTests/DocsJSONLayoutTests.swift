import Foundation
import Testing

@testable import TokenCompiler

/// `tokens.docs.json` is written one record per line (``JSONWriter/Style/records``): the same
/// document as the pretty layout, each token, group, contrast pair and finding on a line.
@Suite("docs JSON layout")
struct DocsJSONLayoutTests {
  /// A document with a list of records, an empty list, a list of numbers, and an object of lists
  /// (as `findings` is) outside any list.
  static let document: JSONValue = [
    "version": 1, "empty": [], "numbers": [1, 0.5], "generator": ["name": "tokenc", "list": [1, 2]],
    "items": [["b": [1, 2], "a": "x y", "c": ["d": .null, "e": []]], 3, [], "s"],
    "findings": ["rule/b": [["ok": true]], "rule/a": []],
  ]

  /// `document` in the records layout: written out, so the layout itself is what is checked.
  static let expected = """
    {
      "empty": [],
      "findings": {
        "rule/a": [],
        "rule/b": [
          {"ok":true}
        ]
      },
      "generator": {
        "list": [
          1,
          2
        ],
        "name": "tokenc"
      },
      "items": [
        {"a":"x y","b":[1,2],"c":{"d":null,"e":[]}},
        3,
        [],
        "s"
      ],
      "numbers": [
        1,
        0.5
      ],
      "version": 1
    }

    """

  @Test func eachElementOfAListIsWrittenCompactlyOnALine() {
    #expect(JSONWriter(style: .records).string(Self.document) == Self.expected)
    var sink = JSONByteSink(style: .records)
    sink.value(Self.document)
    #expect(String(decoding: sink.finish(), as: UTF8.self) == Self.expected)
  }

  @Test(arguments: [
    "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
    "Tests/TokenCompilerTests/Fixtures/hostile", "Tests/TokenCompilerTests/Fixtures/injection", "tokens",
  ])
  func everyRecordIsOneLineOfTheSameDocument(folder: String) throws {
    // Through the emitter's writer, as the fixtures with hostile names have errors (no files).
    let input = Compiler(configuration: Configuration()).pipeline.emitInput(for: FixtureCompiler.compile(folder))
    let bytes = JSONEmitter.docsBytes(input, writer: JSONWriter(style: JSONEmitter.docsStyle))
    let text = String(decoding: bytes, as: UTF8.self)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary)
    let pretty = JSONWriter(style: .pretty).bytes(input.docsDocument)
    #expect(document == (try JSONSerialization.jsonObject(with: Data(pretty)) as? NSDictionary))
    // Each line of a top-level list, read alone, is that list's next element.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    for key in ["contrastPairs", "groups", "tokens"] {
      let list = try #require(document[key] as? [Any])
      let start = try #require(lines.firstIndex(of: "  \"\(key)\": [\(list.isEmpty ? "]," : "")"), "\(key)")
      for (offset, element) in list.enumerated() {
        var line = String(lines[start + 1 + offset])
        #expect(line.hasPrefix("    ") && !line.hasPrefix("     "), "\(key)[\(offset)] is not indented by 4")
        if line.hasSuffix(",") { line.removeLast() }
        let read = try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed)
        #expect(NSArray(object: read) == NSArray(object: element), "\(key)[\(offset)]")
      }
      lines = lines[(start + 1)...]
    }
    #expect(text.hasSuffix("}\n"))
  }

  @Test func changingOneTokenChangesOneLine() throws {
    func lines(_ md: String) throws -> [Substring] {
      let yaml = "space:\n  $type: dimension\n  sm: 8\n  md: \(md)\n  lg: 24\n"
      let result = FixtureCompiler.compile([SourceFile(path: "a.yaml", text: yaml)])
      #expect(!result.hasErrors, "\(rendered(result.diagnostics))")
      let file = try #require(result.files.first { $0.path == "json/tokens.docs.json" })
      return String(decoding: file.contents, as: UTF8.self).split(separator: "\n")
    }
    let before = try lines("16")
    let after = try lines("20")
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(changed.count == 1, "\(changed)")
    #expect(changed.first?.0.contains("\"path\":\"space.md\"") == true)
  }
}
