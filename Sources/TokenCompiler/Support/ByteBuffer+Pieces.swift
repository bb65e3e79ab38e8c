/// Small pieces written into a ``ByteBuffer``: a keyword, a separator, a name. Each goes through
/// one ``ByteBuffer/write(_:_:)``, inlined where it is written, without the check for a piece
/// larger than a chunk of zeros that ``ByteBuffer/append(_:)-(UnsafeBufferPointer<UInt8>)`` makes
/// (``ByteBuffer/write(_:_:)`` makes room for a piece of any size).
extension ByteBuffer {
  /// Writes `bytes`.
  @inline(__always)
  mutating func appendPiece(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    write(bytes.count) { $0.initialize(from: source, count: bytes.count) }
  }

  /// Writes static text's UTF-8 bytes.
  @inline(__always)
  mutating func appendPiece(_ text: StaticString) {
    text.withUTF8Buffer { appendPiece($0) }
  }
}
