/// XXH64 of bytes that come in pieces (a file streamed to the write stage): the same hash as
/// ``ContentHash/xxh64(_:)-(UnsafeRawBufferPointer)`` of all the pieces joined, however they are cut.
extension ContentHash {
  /// The state of one hash: the lanes, the bytes of an unfinished stripe and the length so far.
  struct Stream {
    /// The lanes, fed whole stripes.
    private var lanes = ContentHash.initialLanes
    /// The bytes after the last whole stripe (fewer than 32).
    private var pending: [UInt8] = []
    /// How many bytes went in.
    private(set) var count = 0

    /// A hash of nothing yet.
    init() { pending.reserveCapacity(32) }

    /// Adds the next bytes.
    mutating func update(_ piece: UnsafeRawBufferPointer) {
      count += piece.count
      var rest = piece
      if !pending.isEmpty {
        let taken = min(32 - pending.count, rest.count)
        pending.append(contentsOf: rest[..<taken])
        rest = UnsafeRawBufferPointer(rebasing: rest[taken...])
        guard pending.count == 32 else { return }
        pending.withUnsafeBytes { _ = ContentHash.stripes($0, into: &lanes) }
        pending.removeAll(keepingCapacity: true)
      }
      let used = ContentHash.stripes(rest, into: &lanes)
      pending.append(contentsOf: rest[used...])
    }

    /// The hash of every byte that went in.
    func finish() -> UInt64 {
      let start = count >= 32 ? ContentHash.converge(lanes) : ContentHash.prime5
      return pending.withUnsafeBytes { ContentHash.finish(start &+ UInt64(count), tail: $0) }
    }
  }
}
