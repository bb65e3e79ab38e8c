import Testing

@testable import TokenCompiler

/// The open collections' elements share one stack: these check that nested and large
/// collections still come out whole, in order, and with duplicates found.
@Suite("Source tree stack")
struct SourceTreeStackTests {
  @Test func popsTheTopInOrderAndGrowsPastItsFirstRoom() {
    let stack = SourceTreeStack<String>(capacity: 2)
    for number in 0..<5 { stack.push("outer-\(number)-with-a-long-text") }
    for number in 0..<7 { stack.push("inner-\(number)-with-a-long-text") }
    #expect(stack[5] == "inner-0-with-a-long-text")
    #expect(stack.pop(from: 5) == (0..<7).map { "inner-\($0)-with-a-long-text" })
    #expect(stack.pop(from: 5) == [])
    #expect(stack.count == 5)
    #expect(stack.pop(from: 0) == (0..<5).map { "outer-\($0)-with-a-long-text" })
  }

  @Test func nestedLargeMappingsAndListsKeepEveryEntryInOrder() throws {
    // Wider than the stacks' first room (64), with a list and a mapping open inside each other.
    var yaml = ""
    for group in 0..<3 {
      yaml += "group\(group):\n"
      for key in 0..<70 { yaml += "  key\(key): value-\(group)-\(key)\n" }
      yaml += "  list:\n"
      for item in 0..<70 { yaml += "    - { a: \(item), b: [\(item), x] }\n" }
    }
    let (root, diagnostics) = loadYAML(yaml)
    #expect(diagnostics.isEmpty)
    let groups = try #require(root?.entries)
    #expect(groups.map(\.key.text) == ["group0", "group1", "group2"])
    for (group, entry) in groups.enumerated() {
      let keys = try #require(entry.value.entries)
      #expect(keys.map(\.key.text) == (0..<70).map { "key\($0)" } + ["list"])
      #expect(keys[69].value.scalar?.text == "value-\(group)-69")
      let list = try #require(entry.value["list"]?.items)
      #expect(list.count == 70)
      #expect(list[42]["a"]?.scalar?.text == "42")
      #expect(list[42]["b"]?.items?.compactMap(\.scalar?.text) == ["42", "x"])
    }
  }

  @Test func duplicateKeysAreFoundInLargeMappingsAfterANestedOne() {
    var yaml = "big:\n"
    for key in 0..<20 { yaml += "  k\(key): 1\n" }
    yaml += "  inner:\n    k3: 2\n    k4: 3\n"
    yaml += "  k3: again\n  inner2: {k5: 1, k5: 2}\n"
    let (_, diagnostics) = loadYAML(yaml)
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:25:3: error: duplicate key 'k3'; it is already defined at line 5, column 3 [yaml/duplicate-key]",
        "tokens.yaml:26:19: error: duplicate key 'k5'; it is already defined at line 26, column 12 "
          + "[yaml/duplicate-key]",
      ])
  }

  @Test(arguments: [4, 40])
  func canonicallyEquivalentKeysAreDuplicatesInSmallAndLargeMappings(width: Int) {
    // "é" as one scalar and as "e" + combining accent, "K" and the Kelvin sign: equal text for Swift.
    var yaml = ""
    for key in 0..<width { yaml += "k\(key): 1\n" }
    yaml += "caf\u{E9}: 1\ncafe\u{301}: 2\nK: 1\n\u{212A}: 2\n"
    let (_, diagnostics) = loadYAML(yaml)
    let line = width + 1
    #expect(
      rendered(diagnostics) == [
        "tokens.yaml:\(line + 1):1: error: duplicate key 'cafe\u{301}'; it is already defined at line \(line), "
          + "column 1 [yaml/duplicate-key]",
        "tokens.yaml:\(line + 3):1: error: duplicate key '\u{212A}'; it is already defined at line \(line + 2), "
          + "column 1 [yaml/duplicate-key]",
      ])
  }

  @Test func keyTableFindsEveryKeyAndNoOther() {
    let entries = SourceTreeStack<SourceMappingEntry>()
    let place = SourceLocation(file: "t.yaml", line: 1, column: 1)
    for key in 0..<3 {
      entries.push(
        SourceMappingEntry(key: SourceScalar("outer\(key)", at: place), value: .scalar(SourceScalar("", at: place))))
    }
    var table = SourceMappingKeyTable()
    for key in 0..<100 {
      entries.push(
        SourceMappingEntry(key: SourceScalar("key-\(key)", at: place), value: .scalar(SourceScalar("", at: place))))
      if key == 9 {
        table.build(entries, from: 3)
      } else if key > 9 {
        table.add(entries.count - 1, of: entries, from: 3)
      }
    }
    #expect((0..<100).allSatisfy { table.index(of: "key-\($0)", in: entries, from: 3) == $0 + 3 })
    #expect(table.index(of: "outer1", in: entries, from: 3) == nil)
    #expect(table.index(of: "key-100", in: entries, from: 3) == nil)
    // A non-ASCII question switches to Swift's hashing and still finds every key.
    #expect(table.index(of: "k\u{E9}y", in: entries, from: 3) == nil)
    #expect((0..<100).allSatisfy { table.index(of: "key-\($0)", in: entries, from: 3) == $0 + 3 })
  }
}

/// The UTF-8 check skips ASCII a word at a time: a bad byte is found at every offset in a word.
@Suite("UTF-8 check")
struct UTF8CheckOffsetTests {
  @Test func findsABadByteAtEveryOffsetAfterASCII() {
    for offset in 0..<40 {
      var bytes = Array(String(repeating: "a", count: 48).utf8)
      bytes[offset] = 0xFF
      #expect(UTF8Check.firstInvalidSequence(in: bytes)?.offset == offset)
      bytes[offset] = 0xC3
      bytes[offset + 1] = 0xA9
      #expect(UTF8Check.firstInvalidSequence(in: bytes) == nil)
      bytes[offset + 3] = 0xE9
      #expect(UTF8Check.firstInvalidSequence(in: bytes)?.offset == offset + 3)
    }
  }
}

/// A scalar's trailing comment lives in a box: it must still read, change and compare as text.
@Suite("Scalar trailing comments")
struct SourceScalarCommentTests {
  @Test func commentsReadChangeAndCompareAsText() {
    let place = SourceLocation(file: "t.yaml", line: 1, column: 1)
    var scalar = SourceScalar("", at: place, trailingComment: "#ff0000")
    #expect(scalar.trailingComment == "#ff0000")
    #expect(scalar == SourceScalar("", at: place, trailingComment: "#" + "ff0000"))
    #expect(Set([scalar, SourceScalar("", at: place, trailingComment: "#" + "ff0000")]).count == 1)
    #expect(scalar != SourceScalar("", at: place))
    let copy = scalar
    scalar.trailingComment = "#00ff00"
    #expect(copy.trailingComment == "#ff0000")
    scalar.trailingComment = nil
    #expect(scalar == SourceScalar("", at: place))
    #expect(MemoryLayout<SourceScalar>.size <= 40)
  }
}
