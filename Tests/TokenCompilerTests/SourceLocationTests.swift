import Dispatch
import Testing

@testable import TokenCompiler

/// A location is a plain value whose file is a number in a shared table; these check that it
/// still behaves like the path it stands for.
@Suite("Source locations")
struct SourceLocationTests {
  @Test func keepsItsFileLineAndColumn() {
    var location = SourceLocation(file: "tokens/semantic-colors-for-the-whole-app.yaml", line: 12, column: 7)
    #expect(location.file == "tokens/semantic-colors-for-the-whole-app.yaml")
    #expect(location.description == "tokens/semantic-colors-for-the-whole-app.yaml:12:7")
    location.file = "other.yaml"
    location.line += 1
    location.column = 2
    #expect(location.description == "other.yaml:13:2")
    #expect(location == SourceLocation(file: "other.yaml", line: 13, column: 2))
  }

  @Test func equalPathsMakeEqualLocationsWithEqualHashes() {
    let first = SourceLocation(file: "tokens/" + "a.yaml", line: 3, column: 4)
    let second = SourceLocation(file: "tokens/a.yaml", line: 3, column: 4)
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
    #expect(first != SourceLocation(file: "tokens/b.yaml", line: 3, column: 4))
  }

  @Test func ordersByPathTextThenLineThenColumn() {
    // Numbered in the opposite order of their text: the order must still follow the text.
    let later = SourceLocation(file: "zz-source-location-order.yaml", line: 1, column: 1)
    let earlier = SourceLocation(file: "aa-source-location-order.yaml", line: 9, column: 9)
    #expect(earlier < later)
    #expect(!(later < earlier))
    let sorted = [
      later, SourceLocation(file: "aa-source-location-order.yaml", line: 9, column: 2), earlier,
      SourceLocation(file: "aa-source-location-order.yaml", line: 2, column: 30),
    ].sorted()
    #expect(
      sorted.map(\.description) == [
        "aa-source-location-order.yaml:2:30", "aa-source-location-order.yaml:9:2",
        "aa-source-location-order.yaml:9:9", "zz-source-location-order.yaml:1:1",
      ])
  }

  @Test func relativeToAFolderDropsItsPrefix() {
    let location = SourceLocation(file: "sub/tokens/a.yaml", line: 2, column: 3)
    #expect(location.relative(to: "sub").description == "tokens/a.yaml:2:3")
    #expect(location.relative(to: "sub/").description == "tokens/a.yaml:2:3")
    #expect(location.relative(to: "other").description == "sub/tokens/a.yaml:2:3")
    #expect(location.relative(to: ".") == location)
  }

  @Test func hugeLinesAndColumnsAreClamped() {
    let location = SourceLocation(file: "a.yaml", line: Int.max, column: -5)
    #expect(location.line == Int(Int32.max))
    #expect(location.column == -5)
  }

  @Test func numbersPathsFromManyThreadsAtOnce() {
    // More paths than the first chunks of the table hold, named from every core at once.
    let paths = (0..<600).map { "concurrent/\($0 % 300)/tokens-with-a-long-name.yaml" }
    let table = SourceLocationFiles.shared
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let location = SourceLocation(file: paths[index], line: index + 1, column: 1)
      #expect(location.file == paths[index])
      #expect(table.path(table.id(of: paths[index])) == paths[index])
    }
    let ids = Set(paths.map { table.id(of: $0) })
    #expect(ids.count == 300)
    #expect(paths.allSatisfy { table.path(table.id(of: $0)) == $0 })
  }
}
