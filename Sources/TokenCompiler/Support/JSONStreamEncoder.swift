/// Writes any `Encodable` straight to JSON bytes: exactly what ``JSONWriter`` writes for the
/// ``JSONValueEncoder`` value of it (sorted keys, explicit `nil`s as `null`, arrays of numbers on
/// one line), without building the ``JSONValue`` tree in between.
///
/// Values are written as they are encoded. Each object's members go into the output in the order
/// they are encoded, and are put in key order when the object closes (usually nothing moves: a
/// type's keys are often encoded sorted). A nested container is finished as soon as its parent
/// writes again, so an `encode(to:)` that goes back to a container it left (or uses
/// `superEncoder`) cannot be streamed; such a value is encoded through ``JSONValueEncoder`` instead.
struct JSONStreamEncoder {
  /// The layout, and the scalar and string formatting.
  let writer: JSONWriter

  /// Creates an encoder writing in `writer`'s layout.
  init(writer: JSONWriter = JSONWriter(style: .pretty)) { self.writer = writer }

  /// The bytes ``JSONWriter/bytes(_:)`` writes for `value`'s ``JSONValue``.
  func bytes<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    try streamed(value) ?? writer.bytes(try JSONValueEncoder().encode(value))
  }

  /// The same bytes as ``bytes(_:)``, or `nil` when `value` cannot be streamed.
  func streamed<Value: Encodable>(_ value: Value) throws -> [UInt8]? {
    let sink = Sink(writer: writer)
    do {
      _ = try sink.write(value, indent: 0, codingPath: [])
      sink.close(downTo: 0)
    } catch is Unstreamable {
      return nil
    }
    if sink.unstreamable { return nil }
    if writer.style != .compact { sink.output.append(0x0A) }
    return sink.output
  }

  /// An `encode(to:)` used its containers in an order that cannot be streamed.
  struct Unstreamable: Error {}
}

extension JSONStreamEncoder {
  /// An object or array still open in the output.
  struct Frame {
    /// Tells this frame from a later one at the same depth.
    let id: Int
    /// An object (else an array).
    let isObject: Bool
    /// The depth of the brackets.
    let indent: Int
    /// Where the content starts: just after the opening bracket.
    let contentStart: Int
    /// Where the frame's members or elements begin in ``Sink/entries``.
    let firstEntry: Int
    /// Whether every element so far is a number (arrays only).
    var allNumbers = true
  }

  /// One member or element of an open frame.
  struct Entry {
    /// The member's key (`nil` for an array element).
    let key: String?
    /// Where it starts: after its comma, at its newline.
    let start: Int
    /// Where its value starts.
    let valueStart: Int
    /// Where it ends, once the next one begins or the frame closes.
    var end = 0
  }

  /// The output and the containers open in it, shared by every encoder and container of one document.
  final class Sink {
    /// The layout.
    let writer: JSONWriter
    // Only the sink's own methods touch these, one call at a time, so the run-time exclusivity
    // checks (a measurable share of the encoding time) are left out.
    /// The bytes written so far.
    @exclusivity(unchecked) var output: [UInt8] = []
    /// Room to move members around in.
    @exclusivity(unchecked) var scratch: [UInt8] = []
    /// The containers open, outermost first.
    @exclusivity(unchecked) private(set) var frames: [Frame] = []
    /// The members and elements of every open frame, a stack: an inner frame's are above its parent's.
    @exclusivity(unchecked) var entries: [Entry] = []
    /// The id of the next frame.
    @exclusivity(unchecked) private var nextID = 0
    /// Set when a non-throwing call was used in an order that cannot be streamed.
    @exclusivity(unchecked) var unstreamable = false

    /// Creates an empty sink.
    init(writer: JSONWriter) {
      self.writer = writer
      output.reserveCapacity(1 << 16)
    }

    /// Writes `value`; returns whether it was a number (which arrays of numbers need to know).
    func write<Value: Encodable>(
      _ value: Value, indent: Int, codingPath: @autoclosure () -> [any CodingKey]
    )
      throws -> Bool
    {
      if let scalar = JSONValueEncoder.scalar(value) {
        writer.write(scalar, indent: indent, into: &output)
        return scalar.number != nil
      }
      let slot = Slot(depth: frames.count, indent: indent)
      try value.encode(to: StreamEncoder(sink: self, slot: slot, codingPath: codingPath()))
      close(downTo: slot.depth)
      if slot.frameID == nil && !slot.hasScalar { output.append(contentsOf: [0x7B, 0x7D]) }
      return slot.isNumber
    }

    /// Opens an object or array `indent` levels deep.
    func open(object: Bool, indent: Int) -> Handle {
      output.append(object ? 0x7B : 0x5B)
      nextID += 1
      frames.append(
        Frame(id: nextID, isObject: object, indent: indent, contentStart: output.count, firstEntry: entries.count))
      return Handle(depth: frames.count - 1, id: nextID, indent: indent)
    }

    /// Makes `handle`'s frame the innermost one, finishing those inside it.
    func enter(_ handle: Handle) throws {
      guard !unstreamable, handle.depth < frames.count, frames[handle.depth].id == handle.id else {
        throw Unstreamable()
      }
      close(downTo: handle.depth + 1)
    }

    /// Appends a scalar.
    func append(_ scalar: JSONValue) { writer.write(scalar, indent: 0, into: &output) }

    /// Starts the next member (`key` given) or element of the innermost frame: comma, newline, key.
    func begin(key: String? = nil) {
      let last = frames.count - 1
      if entries.count > frames[last].firstEntry {
        entries[entries.count - 1].end = output.count
        output.append(0x2C)
      }
      let start = output.count
      writer.newline(frames[last].indent + 1, into: &output)
      if let key {
        JSONWriter.quote(key, into: &output)
        writer.separator.withUTF8Buffer { output.append(contentsOf: $0) }
      }
      entries.append(Entry(key: key, start: start, valueStart: output.count))
    }

    /// Notes that the innermost frame's last element is not a number.
    func notNumber() { frames[frames.count - 1].allNumbers = false }

    /// Finishes every frame deeper than `depth`.
    func close(downTo depth: Int) {
      while frames.count > depth { finish(frames.removeLast()) }
    }
  }

  /// A container's frame: where it is, which one it is, and its depth in the layout.
  struct Handle {
    /// The frame's index in ``Sink/frames``.
    let depth: Int
    /// The frame's id; `-1` for a container that could not be opened.
    let id: Int
    /// The depth of its brackets in the layout.
    let indent: Int
  }

  /// What one value's encoder has written: a container it opened, or a scalar.
  final class Slot {
    /// How many frames were open when the value started.
    let depth: Int
    /// The value's depth in the layout.
    let indent: Int
    /// The container the value opened.
    @exclusivity(unchecked) var frameID: Int?
    /// Whether a single value was written.
    @exclusivity(unchecked) var hasScalar = false
    /// Whether that single value is a number.
    @exclusivity(unchecked) var isNumber = false

    /// A slot for a value starting with `depth` frames open.
    init(depth: Int, indent: Int) { (self.depth, self.indent) = (depth, indent) }
  }
}
