import Dispatch
import Foundation

/// Runs independent pieces of work on every core and returns their results in input order,
/// so parallel emitters stay deterministic.
enum ParallelMap {
  /// `items.map(transform)`, with the calls spread over the available cores.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1 else { return items.map(transform) }
    let slots = Slots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      slots.set(index, transform(items[index]))
    }
    return slots.values
  }

  /// One result per index, written once each from any thread.
  private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    var values: [Value] { storage.map { $0! } }
  }
}
