import Foundation
import Testing

@testable import TokenCompiler

/// The fast paths of the template helpers and the joined sections' output: the naming helpers
/// joined straight from the text (``TemplateWords``), the color formats written in place, the
/// number helpers reading a member in place, and ``TemplateOutput``, each compared with the
/// general path (over seeded random input, or every value of a fixture's context).
@Suite("Template words, colors and output")
struct TemplateWordsTests {
  /// Random text from pieces that exercise every rule: cases, digits, dots (empty components),
  /// separators, and non-ASCII characters.
  static func randomTexts(count: Int, seed: UInt64) -> [String] {
    var random = TemplateSectionRunTests.Generator(seed: seed)
    let pieces = ["a", "b", "Z", "Q", "x", "7", "0", ".", ".", "-", "_", " ", "é", "🎨", "\u{301}", "ab", "Cd", "XY"]
    return (0..<count).map { _ in
      (0..<Int(random.next() % 9)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
  }

  /// The naming helpers' reference: each "."-separated component split into words on its own.
  static func referenceWords(_ text: String) -> [String] {
    text.split(separator: ".", omittingEmptySubsequences: false).map(String.init).flatMap(Naming.words(in:))
  }

  @Test func namingHelpersGiveWhatTheWordsGive() throws {
    let styles: [(String, TemplateWords.Style, ([String]) -> String)] = [
      ("kebabCase", .kebab, Naming.kebabCase), ("snakeCase", .snake, Naming.snakeCase),
      ("camelCase", .camel, Naming.camelCase), ("pascalCase", .pascal, Naming.pascalCase),
    ]
    var fast = 0
    for text in Self.randomTexts(count: 3000, seed: 7) + ["color.labelPrimary", "space.2xl", "ALLCaps.xYz", "a..b"] {
      for (helper, style, join) in styles {
        let joined = TemplateWords.joined(text, style)
        if let joined {
          fast += 1
          #expect(joined == join(Self.referenceWords(text)), "\(helper) \(text.debugDescription)")
        }
        let general = text.utf8.withContiguousStorageIfAvailable(TemplateWords.everyComponentHasAWord) ?? false
        #expect((joined != nil) == general, "\(text.debugDescription)")
        let made = try TemplateHelpers.apply(helper, to: .string(text)).get()
        #expect(made == .string(join(Naming.words(TokenPath(dotted: text)))), "\(helper) \(text.debugDescription)")
      }
    }
    #expect(fast > 3000)
  }

  @Test func dropGroupKeepsWhatFollowsTheFirstDot() throws {
    for text in Self.randomTexts(count: 2000, seed: 8) {
      let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      let expected = components.count > 1 ? TokenPath(Array(components.dropFirst())).description : text
      let dropped = try TemplateHelpers.apply("dropGroup", to: .string(text)).get()
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        #expect(TemplateWords.droppingGroup(text) == expected, "\(text.debugDescription)")
        #expect(dropped == .string(expected), "\(text.debugDescription)")
      } else {
        #expect(TemplateWords.droppingGroup(text) == nil)
      }
    }
  }

  /// `#` and two hex digits per channel, written the slow way.
  static func referenceHex(_ channels: [Int], uppercase: Bool) -> String {
    "#" + channels.map { String(format: uppercase ? "%02X" : "%02x", $0) }.joined()
  }

  @Test func colorFormatsWriteEveryChannel() throws {
    var random = TemplateSectionRunTests.Generator(seed: 9)
    let argb = try #require(TemplateHelpers.colorFormats["argb"])
    let hex = try #require(TemplateHelpers.colorFormats["hex"])
    let edges = [-0.5, 0, 0.001, 0.5, 0.998, 1, 1.5]
    for round in 0..<3000 {
      func channel() -> Double {
        round % 3 == 0 ? edges[Int(random.next() % UInt64(edges.count))] : Double(random.next() % 1001) / 1000
      }
      let color = ColorValue(space: .srgb, red: channel(), green: channel(), blue: channel(), alpha: channel())
      let (red, green, blue, alpha) = color.bytes
      let rgb = [red, green, blue]
      #expect(color.hex == Self.referenceHex(alpha == 255 ? rgb : rgb + [alpha], uppercase: false))
      #expect(hex(color) == color.hex)
      #expect(argb(color) == Self.referenceHex([alpha] + rgb, uppercase: true))
    }
  }

  @Test(arguments: [
    "tokens", "Tests/TokenCompilerTests/Fixtures/showcase", "Tests/TokenCompilerTests/Fixtures/composites",
  ])
  func numberHelpersOnContextObjectsGiveWhatTheyGiveTheirJSON(folder: String) throws {
    let result = FixtureCompiler.compile(folder)
    let context = Compiler(configuration: Configuration()).pipeline.emitInput(for: result).templateContext
    let recorder = TemplateRecorder(tags: [], marks: [], context: context, vocabulary: TemplateNames(context: context))
    let render = TemplateRender(context: context, recorder: recorder)
    var made = 0
    for (name, member) in TemplateHelpers.numberMembers.sorted(by: { $0.key < $1.key }) {
      // A name no value of the context has leaves the helper on its general path.
      guard let key = context.storage.keyIDs[member] else { continue }
      let step = TemplateLookup.Step(
        text: name, key: -1, index: nil, helper: TemplateHelpers.all[name], numberMember: key)
      for node in context.storage.nodes.indices where context.storage.nodes[node].isObject {
        let expected = TemplateHelpers.apply(name, to: context.storage.json(node))
        switch (render.applying(TemplateSpot(reference: node, owner: -1), step), expected) {
        case (.success(let spot), .success(let value)):
          made += 1
          #expect(render.json(spot.reference) == value, "\(name) of node \(node)")
        case (.failure(let need), .failure(let expectedNeed)): #expect(need.what == expectedNeed.what)
        default: Issue.record("\(name) of node \(node): \(expected)")
        }
      }
    }
    #expect(made > 3)
  }

  @Test func theOutputIsThePiecesAppendedAsText() {
    // Pieces longer than the room there is, and many short ones, make the buffer grow both ways.
    let long = String(repeating: "é<a&", count: 700)
    let texts =
      [long] + Self.randomTexts(count: 2000, seed: 10) + ["<a href=\"x\">&'</a>", "\r\n", "é\u{301}<", "", long]
    var output = TemplateOutput()
    var expected = ""
    for (index, text) in texts.enumerated() {
      let escaped = index % 3 == 1
      output.append(text, escaped: escaped)
      expected += escaped ? TemplateHTMLEscaping.escaped(text) : text
      if index % 5 == 0 {
        output.append(text)
        expected += text
      }
    }
    #expect(output.text == expected)
    output.append("x\n")
    output.dropLastLineEnd()
    #expect(output.text == expected + "x")
    output.dropLastLineEnd()
    #expect(output.text == expected + "x")
  }
}
