import Dispatch

/// Frees what a stage of the front half no longer needs away from the pipeline's critical path.
///
/// Once decoded, the source trees (a node, a string and a location per YAML value) are of no
/// further use; once resolved, neither are the decoded tokens (their values, dictionaries of
/// appearances and fields). Freeing either takes milliseconds at 10,000 tokens, which the next
/// stage would otherwise wait for. Here they are handed to another thread, which drops the last
/// reference while the next stages run. What someone else still holds (``LoadCache``, which
/// `tokenc watch` keeps between compiles) merely loses one reference there.
enum FrontStageRelease {
  /// Drops `value` on a background thread: the caller gives up its only copy, and whatever
  /// `value` alone kept alive is freed there, not on the caller's thread.
  static func inBackground<Value: Sendable>(_ value: consuming Value) {
    let holder = Holder(value)
    DispatchQueue.global().async { holder.empty() }
  }

  /// The value handed over: set once before the hand-off and emptied once on the other thread,
  /// which is what makes the `@unchecked Sendable` sound (the caller never reads it).
  private final class Holder<Value>: @unchecked Sendable {
    /// The value, until ``empty()``.
    private var value: Value?

    /// Holds `value`.
    init(_ value: consuming Value) { self.value = value }

    /// Drops the value: its last reference is released here, on the calling thread.
    func empty() { value = nil }
  }
}
