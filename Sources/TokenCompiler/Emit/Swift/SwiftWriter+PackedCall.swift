/// Where one argument of a call written on one line is: its text with the label, from `start` up
/// to `end` (before the `,` or `)` that follows), and whether ``SwiftWriter/expression(_:indent:into:)``
/// would wrap its value on a line of its own (a call or an array with something in it).
struct SwiftFlatArgument {
  /// Where its label (or, without one, its value) starts.
  var start = 0
  /// Where it ends, before the `,` or `)` that follows.
  var end = 0
  /// Whether its value is a call with arguments or an array with elements.
  var wraps = false
}

/// The arguments of a call being written on one line, kept in room the caller provides (no array
/// per call): each is begun (the `, ` before it and its label) and ended (where it ends).
struct SwiftFlatArguments {
  /// The room for the arguments.
  private let storage: UnsafeMutableBufferPointer<SwiftFlatArgument>
  /// How many arguments are written.
  private(set) var count = 0

  /// No arguments yet, with room for as many as `storage` holds.
  init(storage: UnsafeMutableBufferPointer<SwiftFlatArgument>) { self.storage = storage }

  /// The arguments written.
  var written: UnsafeBufferPointer<SwiftFlatArgument> { UnsafeBufferPointer(rebasing: storage[..<count]) }

  /// Starts an argument: `, ` after another one, then `label: ` when it has a label.
  mutating func begin(_ label: StaticString?, into output: inout SwiftTextBuffer) {
    precondition(count < storage.count, "more arguments than the room for them")
    if count > 0 { output.raw(", ") }
    storage[count] = SwiftFlatArgument(start: output.count)
    if let label {
      output.raw(label)
      output.raw(": ")
    }
  }

  /// Ends the argument begun last, whose value `wraps` or not (see ``SwiftFlatArgument/wraps``).
  mutating func end(wraps: Bool, into output: inout SwiftTextBuffer) {
    storage[count].end = output.count
    storage[count].wraps = wraps
    count += 1
  }
}

extension SwiftWriter {
  /// Ends the line holding the call written on one line from `prefixEnd` (`callee(`, `arguments`,
  /// `)`): as it is when it fits, else wrapped as ``expression(_:indent:into:)`` wraps a call (short
  /// arguments packed, long ones on their own lines). Returns `false`, with the call left as it is
  /// and the line not ended, when an argument would need a wrap of its own or the line is not ASCII
  /// (whose width is counted in characters): the caller then writes the expression instead.
  func endFlatCall(
    _ callee: StaticString, _ arguments: UnsafeBufferPointer<SwiftFlatArgument>, prefixEnd: Int, indent: Int,
    into output: inout SwiftTextBuffer
  ) -> Bool {
    // The line is looked at once: its width is its byte count when it is ASCII, the common case.
    let asciiWidth = output.asciiLineWidth
    guard (asciiWidth ?? output.lineWidth) > lineLimit else {
      output.end()
      return true
    }
    // An argument longer than a packed one sits on a line of its own; a call or array would wrap there.
    let own = (indent + 1) * 2
    let needsNestedWrap = arguments.contains { argument in
      let text = argument.end - argument.start + 1
      return argument.wraps && text > Self.packedArgumentLimit && own + text > lineLimit
    }
    guard !needsNestedWrap, asciiWidth != nil else { return false }
    let flat = output.bytes(from: prefixEnd)
    output.truncate(to: prefixEnd)
    output.raw(callee)
    output.append(ascii: "(")
    output.end()
    var pending = false
    for index in arguments.indices {
      let mark = output.count
      if pending { output.append(ascii: " ") } else { output.start(indent + 1) }
      let textStart = output.count
      output.append(bytes: flat[(arguments[index].start - prefixEnd)..<(arguments[index].end - prefixEnd)])
      output.append(ascii: index == arguments.count - 1 ? ")" : ",")
      let textCount = output.count - textStart
      if textCount <= Self.packedArgumentLimit {
        if pending && own + (mark - output.textStart) + 1 + textCount > lineLimit {
          output.breakLine(at: mark, indent: indent + 1)
        }
        pending = true
        continue
      }
      if pending { output.breakLine(at: mark, indent: indent + 1) }
      pending = false
      output.end()
    }
    if pending { output.end() }
    return true
  }
}
