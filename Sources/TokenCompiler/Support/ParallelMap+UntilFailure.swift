import Foundation

/// Work that stops at its first failure, shared with threads of its own.
extension ParallelMap {
  /// `try body(index)` for every index in `0..<count`, in chunks, the calling thread and one
  /// thread of its own per other core taking chunks in turn, in order within a chunk. A chunk
  /// stops at its first failure, and skips an index once a failure at a lower index is known;
  /// so every index below the lowest failing one is done, whatever the timing.
  ///
  /// The helpers are threads of their own, not Dispatch's: called from work that
  /// ``map(_:_:)`` runs (an emitter handing its files over), a nested `concurrentPerform` runs
  /// on the calling thread only. A helper that starts late finds no chunk left and ends; the
  /// caller waits only for the chunks a helper took.
  ///
  /// `chunks` sets the number of chunks (e.g. one per index for a few large pieces of work);
  /// by default small counts stay on the calling thread and large ones get a few chunks per core.
  ///
  /// - Returns: the results of the indices below the lowest failing one, in order, and that
  ///   failure (`nil` if none failed): the same as a loop that stops at its first failure.
  static func mapUntilFailure<Result: Sendable>(
    count: Int, chunks: Int? = nil, _ body: @escaping @Sendable (Int) throws -> Result
  ) -> (results: [Result], failure: (index: Int, error: any Error)?) {
    let cores = count < 16 && chunks == nil ? 1 : Self.cores
    let chunkCount = min(chunks ?? min(count / 8, cores * 4), count)
    guard chunkCount > 1 else {
      var results: [Result] = []
      results.reserveCapacity(count)
      for index in 0..<count {
        do { results.append(try body(index)) } catch { return (results, (index, error)) }
      }
      return (results, nil)
    }
    let work = ChunkedWork(count: count, chunkCount: chunkCount, body: body)
    for _ in 1..<min(cores, chunkCount) { Thread { work.run() }.start() }
    work.run()
    return work.finished()
  }

  /// Chunks of indices taken in turn by several threads, their results and the lowest failure.
  private final class ChunkedWork<Result: Sendable>: @unchecked Sendable {
    /// The number of indices.
    private let count: Int
    /// The number of chunks.
    private let chunkCount: Int
    /// The work for one index.
    private let body: @Sendable (Int) throws -> Result
    /// Guards everything below, and signals a finished chunk.
    private let condition = NSCondition()
    /// The next chunk to take.
    private var next = 0
    /// The chunks taken and not finished yet.
    private var running = 0
    /// Each chunk's results, in order.
    private var results: [[Result]]
    /// The failure at the lowest index met so far.
    private var lowest: (index: Int, error: any Error)?

    /// Work for `0..<count` in `chunkCount` chunks.
    init(count: Int, chunkCount: Int, body: @escaping @Sendable (Int) throws -> Result) {
      self.count = count
      self.chunkCount = chunkCount
      self.body = body
      results = Array(repeating: [], count: chunkCount)
    }

    /// Takes chunks and does them until none is left.
    func run() {
      while let chunk = take() {
        var done: [Result] = []
        var failure: (index: Int, error: any Error)?
        for index in ParallelMap.range(ofChunk: chunk, of: chunkCount, count: count) {
          if isBelow(index) { break }
          do {
            done.append(try body(index))
          } catch {
            failure = (index, error)
            break
          }
        }
        condition.withLock {
          results[chunk] = done
          if let failure, lowest.map({ failure.index < $0.index }) ?? true { lowest = failure }
          running -= 1
          condition.broadcast()
        }
      }
    }

    /// The next chunk, counted as running; `nil` when every chunk has been taken.
    private func take() -> Int? {
      condition.withLock {
        guard next < chunkCount else { return nil }
        next += 1
        running += 1
        return next - 1
      }
    }

    /// Whether a failure at an index below `index` is known.
    private func isBelow(_ index: Int) -> Bool {
      condition.withLock { lowest.map { $0.index < index } ?? false }
    }

    /// Once every chunk is taken: waits for those still running, then the results below the
    /// lowest failure and that failure.
    func finished() -> (results: [Result], failure: (index: Int, error: any Error)?) {
      condition.withLock {
        while running > 0 { condition.wait() }
        return (Array(results.joined().prefix(lowest?.index ?? count)), lowest)
      }
    }
  }
}
