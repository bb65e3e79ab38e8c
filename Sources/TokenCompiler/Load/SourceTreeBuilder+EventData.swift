import CYAML

/// What ``SourceTreeBuilder`` reads from libyaml's events, and how it measures what aliases add.
extension SourceTreeBuilder {
  /// The bytes of text in `node`: what an alias to it repeats in every output.
  static func bytes(of node: SourceNode) -> Int {
    switch node {
    case .scalar(let scalar): scalar.text.utf8.count
    case .mapping(let entries, _, _): entries.reduce(0) { $0 + $1.key.text.utf8.count + bytes(of: $1.value) }
    case .sequence(let items, _, _): items.reduce(0) { $0 + bytes(of: $1) }
    }
  }

  /// The nodes in `node`, itself included: what an alias to it adds to the tree.
  static func size(of node: SourceNode) -> Int {
    switch node {
    case .scalar: 1
    case .mapping(let entries, _, _): entries.reduce(1) { $0 + 1 + size(of: $1.value) }
    case .sequence(let items, _, _): items.reduce(1) { $0 + size(of: $1) }
    }
  }

  /// The `length` bytes at `pointer` (libyaml's scalar value) as text; empty for none.
  static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
    guard let pointer else { return "" }
    let bytes = UnsafeBufferPointer(start: pointer, count: length)
    return sharedText(bytes) ?? String(decoding: bytes, as: UTF8.self)
  }

  /// The literal for `bytes` when they spell a key that nearly every themed color repeats and that
  /// is too long to be a small (inline) string: `lightHighContrast`, `darkHighContrast`. A literal
  /// takes no memory of its own and is never retained, and keys equal to it compare at once.
  static func sharedText(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let literal: String
    switch bytes.count {
    case 16: literal = "darkHighContrast"
    case 17: literal = "lightHighContrast"
    default: return nil
    }
    return literal.utf8.withContiguousStorageIfAvailable({ bytes.elementsEqual($0) }) == true ? literal : nil
  }

  /// The quoting style of a libyaml scalar.
  static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }
}
