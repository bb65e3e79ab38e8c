import Dispatch
import Foundation

/// Runs independent pieces of work on every core and returns their results in input order,
/// so parallel emitters stay deterministic.
enum ParallelMap {
  /// The cores this process may use, found once: on Linux, `activeProcessorCount` reads two
  /// cgroup files on every call.
  static let cores = ProcessInfo.processInfo.activeProcessorCount

  /// `items.map(transform)`, with the calls spread over the available cores.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    run(items, turn: { $0 }, transform)
  }

  /// ``map(_:_:)``, starting the calls in the order of `order` (a permutation of the indices,
  /// e.g. the heaviest work first); the results are still in input order.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], startingWith order: [Int], _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    precondition(order.sorted() == Array(items.indices), "order must be a permutation of the indices")
    return run(items, turn: { order[$0] }, transform)
  }

  /// Calls `transform` on every item, the item `turn(n)` as the n-th started, on every core.
  private static func run<Item: Sendable, Result: Sendable>(
    _ items: [Item], turn: @Sendable (Int) -> Int, _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1 else { return items.map(transform) }
    let slots = Slots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { started in
      let index = turn(started)
      slots.set(index, transform(items[index]))
    }
    return slots.values
  }

  /// The `chunk`th of `chunkCount` contiguous, nearly equal parts of `0..<count`, in order: the
  /// parts cover every index once.
  static func range(ofChunk chunk: Int, of chunkCount: Int, count: Int) -> Range<Int> {
    count * chunk / chunkCount..<count * (chunk + 1) / chunkCount
  }

  /// Whether `predicate` holds for every index in `indices`, checked in chunks on every core;
  /// the chunks stop early once one index fails.
  static func allSatisfy(_ indices: Range<Int>, _ predicate: @Sendable (Int) -> Bool) -> Bool {
    let chunkCount = min(indices.count, cores * 4)
    guard chunkCount > 1 else { return indices.allSatisfy(predicate) }
    let failed = Flag()
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      for offset in range(ofChunk: chunk, of: chunkCount, count: indices.count) {
        if failed.isSet { return }
        if !predicate(indices.lowerBound + offset) { return failed.set() }
      }
    }
    return !failed.isSet
  }

  /// A flag set once from any thread.
  private final class Flag: @unchecked Sendable {
    private var value = false
    private let lock = NSLock()

    var isSet: Bool {
      lock.lock()
      defer { lock.unlock() }
      return value
    }

    func set() {
      lock.lock()
      value = true
      lock.unlock()
    }
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
