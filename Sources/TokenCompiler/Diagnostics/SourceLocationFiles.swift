import Foundation

/// The file paths of every ``SourceLocation`` in the process, each stored once and numbered.
///
/// Append-only and thread-safe: numbering a path takes a lock, reading one does not (its slot
/// never moves or changes once written, and the number reached the reader after the write).
/// A process sees few distinct paths (its inputs, templates and configuration), so the table
/// stays small.
final class SourceLocationFiles: @unchecked Sendable {
  /// The table every location uses.
  static let shared = SourceLocationFiles()

  /// Chunk `k` holds 2^(k + 6) paths, so 27 chunks hold every `UInt32` number.
  private static let chunkCount = 27
  private let lock = NSLock()
  private var numbers: [String: UInt32] = [:]
  private var count = 0
  /// The chunks of path slots; each is allocated when the first path reaches it and never moves.
  private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>

  private init() {
    chunks = .allocate(capacity: Self.chunkCount)
    chunks.initialize(repeating: nil, count: Self.chunkCount)
  }

  /// The number of `path`, given it the first time it is asked for.
  func id(of path: String) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let number = numbers[path] { return number }
    precondition(count < Int(UInt32.max), "too many distinct source files")
    let (chunk, offset) = Self.slot(of: count)
    if chunks[chunk] == nil { chunks[chunk] = .allocate(capacity: 1 << (chunk + 6)) }
    (chunks[chunk].unsafelyUnwrapped + offset).initialize(to: path)
    let number = UInt32(count)
    numbers[path] = number
    count += 1
    return number
  }

  /// The path numbered `id`, which ``id(of:)`` returned.
  func path(_ id: UInt32) -> String {
    let (chunk, offset) = Self.slot(of: Int(id))
    return chunks[chunk].unsafelyUnwrapped[offset]
  }

  /// The chunk and the index in it of the path numbered `number`.
  private static func slot(of number: Int) -> (chunk: Int, offset: Int) {
    let shifted = number + 64
    let chunk = Int.bitWidth - shifted.leadingZeroBitCount - 7
    return (chunk, shifted - (1 << (chunk + 6)))
  }
}
