import Dispatch
import Foundation

/// Runs the pieces of one file on every core, the calling thread included.
///
/// The load stage already parses files in a `concurrentPerform`, inside which a nested one may
/// run on the calling thread alone. Here the caller takes pieces itself until none is left and
/// helper blocks on the global queue take what they find, so a helper that starts late (every
/// core busy with other files) finds nothing to do, and the caller never waits on a block that
/// has not started.
final class YAMLChunkRunner<Result: Sendable>: @unchecked Sendable {
  private let count: Int
  private let work: @Sendable (Int) -> Result
  private var next = 0
  private var running = 0
  private var results: [Result?]
  private let condition = NSCondition()

  private init(count: Int, work: @escaping @Sendable (Int) -> Result) {
    self.count = count
    self.work = work
    results = Array(repeating: nil, count: count)
  }

  /// `work(0) … work(count - 1)`, spread over the cores, in index order.
  static func run(count: Int, _ work: @escaping @Sendable (Int) -> Result) -> [Result] {
    let runner = YAMLChunkRunner(count: count, work: work)
    let helpers = min(count, ParallelMap.cores) - 1
    for _ in 0..<max(0, helpers) { DispatchQueue.global().async { runner.takePieces() } }
    runner.takePieces()
    runner.condition.lock()
    while runner.running > 0 { runner.condition.wait() }
    let results = runner.results.map { $0! }
    runner.condition.unlock()
    return results
  }

  /// Runs pieces nobody has taken yet until none is left.
  private func takePieces() {
    while true {
      condition.lock()
      guard next < count else {
        condition.unlock()
        return
      }
      let index = next
      next += 1
      running += 1
      condition.unlock()
      let result = work(index)
      condition.lock()
      results[index] = result
      running -= 1
      if running == 0 { condition.broadcast() }
      condition.unlock()
    }
  }
}
