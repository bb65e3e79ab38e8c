/// The elements of the open collections of one kind, in one growing buffer: the innermost
/// open collection's elements are always the top of the stack.
///
/// Collections nest, so a collection's elements stay contiguous while it is open. Closing
/// it moves them into one array of exactly their count: a mapping costs one allocation
/// instead of an array that grows (and copies its entries) 1, 2, 4, 8 … as keys arrive.
final class SourceTreeStack<Element> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// How many elements the open collections hold together.
  private(set) var count = 0

  /// An empty stack with room for `capacity` elements before it grows.
  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The element at `index` (from 0 at the bottom), read in place without a copy of it.
  subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < count, "index out of range")
      return UnsafePointer(base + index)
    }
  }

  /// Adds `element` on top, moving it in.
  func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Removes the elements from `start` to the top and returns them, in order, moved into one
  /// array of exactly their count. Inlined, so each use is specialized for its element type.
  @inline(__always)
  func pop(from start: Int) -> [Element] {
    precondition(start >= 0 && start <= count, "start out of range")
    let moved = count - start
    guard moved > 0 else { return [] }
    let elements = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
      buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: base + start, count: moved)
      initialized = moved
    }
    count = start
    return elements
  }

  /// Doubles the room, moving the elements (no copies, no reference counting).
  private func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
