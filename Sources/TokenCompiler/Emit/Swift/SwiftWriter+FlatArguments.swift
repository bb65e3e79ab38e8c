/// What ``SwiftWriter`` keeps of a call it has written on one line and must wrap.
extension SwiftWriter {
  /// The one-line text of a call's arguments, already written once, so wrapping the call copies
  /// it instead of writing each argument again.
  struct FlatArguments {
    /// The one-line text from where the call starts.
    var bytes: [UInt8]
    /// Where each argument's value is in the buffer it was written to.
    var ranges: [Range<Int>]
    /// Where `bytes` started in that buffer.
    var offset: Int

    /// Appends the one-line text of argument `index`.
    func write(_ index: Int, into output: inout SwiftTextBuffer) {
      output.append(bytes: bytes[(ranges[index].lowerBound - offset)..<(ranges[index].upperBound - offset)])
    }
  }
}
