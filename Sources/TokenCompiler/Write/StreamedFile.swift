import Foundation

/// One file streamed to a ``WriteSession``: each piece is hashed, written to the file's staging
/// file and, when the stat cache cannot vouch for the target, compared with the target's next
/// bytes; the end hands the outcome to ``WriteSession/endStream(at:origin:plan:hash:size:same:)``.
final class StreamedFile: EmittedFileTarget {
  /// The session.
  private let session: WriteSession
  /// The path in the output folder.
  private let path: String
  /// Where a path problem is reported.
  private let origin: SourceLocation?
  /// What the pieces go to.
  private var plan: WriteSession.StreamPlan
  /// The hash so far.
  private var hash = ContentHash.Stream()
  /// Whether every piece so far equals the target's bytes there (only while a target is read).
  private var same: Bool
  /// Room for the target's bytes, one piece at a time.
  private var scratch: [UInt8] = []

  /// A stream of the file at `path` into `session`, as `plan` says.
  init(session: WriteSession, path: String, origin: SourceLocation?, plan: WriteSession.StreamPlan) {
    self.session = session
    self.path = path
    self.origin = origin
    self.plan = plan
    same = plan.target != nil
  }

  /// Hashes the piece, stages it and compares it.
  func write(_ piece: UnsafeBufferPointer<UInt8>) {
    guard plan.live, !piece.isEmpty else { return }
    hash.update(UnsafeRawBufferPointer(piece))
    if let staging = plan.staging {
      do {
        try staging.writer.write(piece)
      } catch {
        plan.live = false
        return session.fail(error)
      }
    }
    if same, let target = plan.target { same = matches(piece, target) }
  }

  /// Closes the staging file and hands the outcome over.
  func end() {
    guard plan.live else {
      plan.staging?.writer.abandon()
      return
    }
    if let staging = plan.staging {
      do {
        _ = try staging.writer.close()
      } catch {
        return session.fail(error)
      }
    }
    // Equal only if the target ends here too.
    if same, let target = plan.target {
      var byte: UInt8 = 0
      same = (try? withUnsafeMutablePointer(to: &byte) { try target.read(into: .init(start: $0, count: 1)) }) == 0
    }
    plan.target = nil
    session.endStream(at: path, origin: origin, plan: plan, hash: hash.finish(), size: hash.count, same: same)
  }

  /// Whether the target's next bytes are `piece`.
  private func matches(_ piece: UnsafeBufferPointer<UInt8>, _ target: any FileReading) -> Bool {
    if scratch.count < piece.count { scratch = [UInt8](repeating: 0, count: piece.count) }
    return scratch.withUnsafeMutableBufferPointer { room in
      let slice = UnsafeMutableBufferPointer(rebasing: room[..<piece.count])
      guard (try? target.read(into: slice)) == piece.count else { return false }
      return memcmp(slice.baseAddress!, piece.baseAddress!, piece.count) == 0
    }
  }
}
