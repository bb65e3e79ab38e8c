import Foundation
import Testing

@testable import TokenCompiler

/// The emit stage starts the heaviest emitters first and still collects in configuration order.
@Suite("Emit scheduling")
struct EmitSchedulingTests {
  @Test func theHeaviestEmittersStartFirstAndEqualsKeepConfigurationOrder() {
    var diagnostics: [Diagnostic] = []
    let stage = EmitStage(
      registry: .builtIn, settings: ["css", "xcassets", "json", "swift", "docs"].map { EmitterSetting(id: $0) },
      templates: [TemplateSetting(template: "a.mustache", output: "a.txt")], diagnostics: &diagnostics)
    // Configuration order: css 0, xcassets 1, json 2, swift 3, docs 4, then the template 5.
    #expect(stage.startOrder == [4, 5, 2, 3, 0, 1])
  }

  @Test func everyBuiltInEmitterSaysHowHeavyItIs() {
    let costs = Dictionary(uniqueKeysWithValues: EmitterRegistry.builtIn.descriptors.map { ($0.id, $0.cost) })
    #expect(costs == ["json": 3, "css": 1, "docs": 4, "swift": 3, "xcassets": 1, "template": 4])
  }

  @Test func resultsComeBackInInputOrderWhateverTheStartOrder() {
    let items = Array(0..<50)
    let order = items.reversed().map { $0 }
    let started = StartLog()
    let results = ParallelMap.map(items, startingWith: order) { item in
      started.append(item)
      return item * 2
    }
    #expect(results == items.map { $0 * 2 })
    #expect(started.items.sorted() == items)
  }

  /// The items whose work has started, from any thread.
  private final class StartLog: @unchecked Sendable {
    private var storage: [Int] = []
    private let lock = NSLock()
    func append(_ item: Int) {
      lock.lock()
      storage.append(item)
      lock.unlock()
    }
    var items: [Int] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
