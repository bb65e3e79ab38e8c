extension JSONStreamEncoder.Sink {
  /// Closes `frame`, which was the innermost one: puts an object's members in key order (a later
  /// member wins over an earlier one with the same key, as in ``JSONValueEncoder``), and an array
  /// of numbers on one line in the pretty layouts, as ``JSONWriter`` does.
  func finish(_ frame: JSONStreamEncoder.Frame) {
    let close: UInt8 = frame.isObject ? 0x7D : 0x5D
    guard !frame.starts.isEmpty else {
      output.append(close)
      return
    }
    var frame = frame
    frame.ends.append(output.count)
    if frame.isObject {
      if !Self.isStrictlyIncreasing(frame.keys) { sortMembers(of: frame) }
    } else if frame.allNumbers && writer.style != .compact {
      joinOnOneLine(frame)
      output.append(close)
      return
    }
    writer.newline(frame.indent, into: &output)
    output.append(close)
  }

  /// Whether every key is less than the next, which leaves nothing to sort.
  private static func isStrictlyIncreasing(_ keys: [String]) -> Bool {
    var index = 1
    while index < keys.count {
      guard keys[index - 1] < keys[index] else { return false }
      index += 1
    }
    return true
  }

  /// Moves the content of `frame` to the scratch buffer, for writing it back in another order.
  private func takeContent(of frame: JSONStreamEncoder.Frame) {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: output[frame.contentStart...])
    output.removeSubrange(frame.contentStart...)
  }

  /// Rewrites an object's members in key order, dropping all but the last of equal keys.
  private func sortMembers(of frame: JSONStreamEncoder.Frame) {
    let keys = frame.keys
    let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    takeContent(of: frame)
    let base = frame.contentStart
    var first = true
    for (position, index) in order.enumerated() {
      if position + 1 < order.count && keys[order[position + 1]] == keys[index] { continue }
      if !first { output.append(0x2C) }
      first = false
      output.append(contentsOf: scratch[(frame.starts[index] - base)..<(frame.ends[index] - base)])
    }
  }

  /// Rewrites an array's elements as `[a, b, c]`.
  private func joinOnOneLine(_ frame: JSONStreamEncoder.Frame) {
    takeContent(of: frame)
    let base = frame.contentStart
    for index in frame.valueStarts.indices {
      if index > 0 { output.append(contentsOf: [0x2C, 0x20]) }
      output.append(contentsOf: scratch[(frame.valueStarts[index] - base)..<(frame.ends[index] - base)])
    }
  }
}
