extension JSONStreamEncoder.Sink {
  /// Closes `frame`, which was the innermost one: puts an object's members in key order (a later
  /// member wins over an earlier one with the same key, as in ``JSONValueEncoder``), and an array
  /// of numbers on one line in the pretty layouts, as ``JSONWriter`` does.
  func finish(_ frame: JSONStreamEncoder.Frame) {
    let close: UInt8 = frame.isObject ? 0x7D : 0x5D
    let first = frame.firstEntry
    guard entries.count > first else {
      output.append(close)
      return
    }
    entries[entries.count - 1].end = output.count
    defer { entries.removeSubrange(first...) }
    if frame.isObject {
      if !isStrictlyIncreasing(from: first) { sortMembers(of: frame) }
    } else if frame.allNumbers && writer.style != .compact {
      joinOnOneLine(frame)
      output.append(close)
      return
    }
    writer.newline(frame.indent, into: &output)
    output.append(close)
  }

  /// Whether every key from entry `first` on is less than the next, which leaves nothing to sort.
  private func isStrictlyIncreasing(from first: Int) -> Bool {
    var index = first + 1
    while index < entries.count {
      guard (entries[index - 1].key ?? "") < (entries[index].key ?? "") else { return false }
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
    let members = entries[frame.firstEntry...]
    let order = members.indices.sorted { (members[$0].key ?? "", $0) < (members[$1].key ?? "", $1) }
    takeContent(of: frame)
    let base = frame.contentStart
    var first = true
    for (position, index) in order.enumerated() {
      if position + 1 < order.count && members[order[position + 1]].key == members[index].key { continue }
      if !first { output.append(0x2C) }
      first = false
      output.append(contentsOf: scratch[(members[index].start - base)..<(members[index].end - base)])
    }
  }

  /// Rewrites an array's elements as `[a, b, c]`.
  private func joinOnOneLine(_ frame: JSONStreamEncoder.Frame) {
    takeContent(of: frame)
    let base = frame.contentStart
    for index in frame.firstEntry..<entries.count {
      if index > frame.firstEntry { output.append(contentsOf: [0x2C, 0x20]) }
      output.append(contentsOf: scratch[(entries[index].valueStart - base)..<(entries[index].end - base)])
    }
  }
}
