extension JSONByteSink {
  /// An object or array still open, or the document around them.
  struct Frame {
    /// What the frame is.
    let kind: Kind
    /// Where the content starts: just after the opening bracket (in the buffer as it was when the
    /// frame opened; read back only while the array is a line of numbers, which nothing spills).
    let contentStart: Int
    /// How many members or elements it has so far.
    var count = 0
    /// Whether each member or element starts a new line (else all are on the container's line).
    let lines: Bool
    /// An array whose elements so far are all numbers, written on one line (`[1, 0.5]`).
    var inline: Bool
    #if DEBUG
      /// The last key written, which the next one must follow.
      var lastKey: String?
    #endif

    /// What a frame is.
    enum Kind {
      /// The document, outside every object and array.
      case document
      /// An object.
      case object
      /// An array.
      case array
    }
  }
}
