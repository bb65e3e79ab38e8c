import Foundation

/// What the emitters rendered in the earlier builds of a session that builds again and again
/// (`tokenc watch`), so that a rebuild after a one-token edit renders only what the edit changed.
///
/// Each configured emitter gets its own ``EmitMemo`` (through ``EmitContext/memo``), which hands
/// back the bytes of a piece of output (a file, or one token's part of a long file) when an
/// earlier build rendered the same piece from an equal input. The memory forgets everything when
/// the configuration changes, so an input never has to include the emitter's own options.
public final class EmitMemory: @unchecked Sendable {
  private let lock = NSLock()
  /// What identifies the configuration of the memos held (``Compiler``'s configuration identity).
  private var configuration: [UInt8]?
  private var memos: [String: EmitMemo] = [:]

  /// An empty memory.
  public init() {}

  /// Starts a build of the configuration identified by `configuration` (its file's path and
  /// bytes, the overrides, the registries): the memos of a different configuration are dropped,
  /// and each memo kept offers what it rendered before. `nil` identifies a
  /// configuration built in code, which the caller keeps the same for the memory's life.
  func begin(configuration: [UInt8]?) {
    lock.withLock {
      if configuration != self.configuration {
        memos = [:]
        self.configuration = configuration
      }
      for memo in memos.values { memo.roll() }
    }
  }

  /// The memo of the emitter configured under `key` (its position, id and folder).
  func memo(for key: String) -> EmitMemo {
    lock.withLock {
      if let memo = memos[key] { return memo }
      let memo = EmitMemo(keeps: true)
      memos[key] = memo
      return memo
    }
  }

  /// How many pieces every emitter reused and rendered in the last build, by emitter key.
  public var counts: [String: EmitMemo.Counts] { lock.withLock { memos.mapValues(\.counts) } }
}

/// One emitter's pieces of output from earlier builds, by key, each with the input it was
/// rendered from (see ``EmitMemory``).
///
/// Outside a session (``keeps`` false) it keeps nothing and every piece is rendered, so an
/// emitter asks its memo the same way in every build. Safe to use from any thread; the renders
/// run outside its lock.
public final class EmitMemo: @unchecked Sendable {
  /// How many pieces a build reused and rendered.
  public struct Counts: Sendable, Equatable {
    /// Pieces whose bytes came from an earlier build.
    public var reused = 0
    /// Pieces rendered.
    public var rendered = 0
  }

  private struct Entry {
    var input: any Sendable
    var bytes: [UInt8]
    /// The last build that asked for it or kept it.
    var build: Int
  }

  /// Whether it keeps what is rendered for the next build; emitters that would render a long
  /// file differently to reuse its pieces (each token into its own bytes) do so only then.
  public let keeps: Bool
  private let lock = NSLock()
  /// Every piece kept, by key, stamped with the last build that used it: one dictionary updated
  /// in place, rather than a new one filled (and the old one freed) on every build, which cost a
  /// rebuild of tens of thousands of pieces more than the renders it saved.
  private var entries: [String: Entry] = [:]
  /// The number of the build running.
  private var build = 0
  /// How many pieces the build running asked for or kept.
  private var used = 0
  private var tally = Counts()

  /// A memo that keeps nothing: what a build outside a session uses.
  public static var none: EmitMemo { EmitMemo(keeps: false) }

  init(keeps: Bool) { self.keeps = keeps }

  /// The bytes of the piece `key`: an earlier build's when it rendered `key` from an input equal
  /// to `input`, else `render()`'s, kept for the next build with `input`. The bytes must depend on
  /// nothing but `input` and the emitter's configuration.
  public func bytes<Input: Equatable & Sendable>(
    _ key: String, input: Input, render: () -> [UInt8]
  ) -> [UInt8] {
    if let bytes = reused(key, input: input) { return bytes }
    let bytes = render()
    keep(key, input: input, bytes: bytes)
    return bytes
  }

  /// An earlier build's bytes of `key` if it rendered them from an input equal to `input` (they
  /// are then kept for the next build); `nil` means render them and ``keep(_:input:bytes:)`` them.
  public func reused<Input: Equatable & Sendable>(_ key: String, input: Input) -> [UInt8]? {
    guard keeps else { return nil }
    return lock.withLock {
      guard let index = entries.index(forKey: key), let old = entries.values[index].input as? Input, old == input
      else {
        tally.rendered += 1
        return nil
      }
      if entries.values[index].build != build { used += 1 }
      entries.values[index].build = build
      tally.reused += 1
      return entries.values[index].bytes
    }
  }

  /// Keeps `bytes`, rendered from `input`, as the piece `key` for the next build.
  public func keep<Input: Equatable & Sendable>(_ key: String, input: Input, bytes: [UInt8]) {
    guard keeps else { return }
    lock.withLock {
      if entries.updateValue(Entry(input: input, bytes: bytes, build: build), forKey: key)?.build != build {
        used += 1
      }
    }
  }

  /// ``keep(_:input:bytes:)`` for bytes still in the writer's buffer.
  public func keep<Input: Equatable & Sendable>(_ key: String, input: Input, bytes: ArraySlice<UInt8>) {
    guard keeps else { return }
    keep(key, input: input, bytes: Array(bytes))
  }

  /// How many pieces this build reused and rendered so far.
  public var counts: Counts { lock.withLock { tally } }

  /// Starts the next build. The pieces the last build did not use are forgotten once they
  /// outnumber the ones it used (tokens removed or renamed, edits undone), so the memo stays
  /// about the size of one build's output without being rebuilt on every build.
  func roll() {
    lock.withLock {
      if entries.count > 2 * used + 1024 {
        let last = build
        entries = entries.filter { $0.value.build == last }
      }
      build += 1
      used = 0
      tally = Counts()
    }
  }
}
