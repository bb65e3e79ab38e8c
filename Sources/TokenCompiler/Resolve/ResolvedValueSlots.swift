import Foundation

/// The value of each token resolved so far, by index (`nil` until resolved, and for tokens that
/// did not resolve), in storage that the workers of the resolve stage share.
///
/// Several threads write it at once, each only the slots of the tokens it resolves, and each
/// reads only the slots of tokens resolved before it started (a lower level of
/// ``ResolveLevels``); that is what makes the `@unchecked Sendable` sound.
final class ResolvedValueSlots: @unchecked Sendable {
  /// One slot per token.
  private let slots: UnsafeMutableBufferPointer<TokenValue?>

  /// `count` empty slots.
  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// The value of the token at `index`, if it resolved.
  subscript(index: Int) -> TokenValue? {
    get { slots[index] }
    set { slots[index] = newValue }
  }
}

/// Something handed to the workers of the resolve stage that Swift cannot prove safe to share:
/// buffers each worker reads, or writes only at its own indices (see where it is made).
struct ResolveShared<Value>: @unchecked Sendable {
  /// The shared value.
  let value: Value
}

/// How the resolve stage splits its work over the cores.
enum ResolveChunks {
  /// Below this many items the work stays on the calling thread: handing it over costs more.
  static let parallelThreshold = 512

  /// `range` cut into contiguous chunks, a few per core when it is large enough to be worth it,
  /// else one.
  static func split(_ range: Range<Int>) -> [Range<Int>] {
    let count = range.count
    let chunkCount = count >= parallelThreshold ? ParallelMap.cores * 2 : 1
    return (0..<chunkCount).map { chunk in
      (range.lowerBound + count * chunk / chunkCount)..<(range.lowerBound + count * (chunk + 1) / chunkCount)
    }
  }
}
