extension ValueReader {
  /// Typography fields that Terrazzo, Tokens Studio and Figma exports write beyond DTCG's.
  static let foreignTypographyFields: Set<String> = [
    "fontVariationSettings", "fontFeatureSettings", "fontStyle", "textDecoration", "textTransform", "textCase",
    "paragraphSpacing", "paragraphIndent", "fontVariantNumeric",
  ]

  /// The fields a typography value may have.
  static let typographyFields = [
    "fontFamily", "fontWeight", "fontSize", "lineHeight", "letterSpacing", "textStyle", "ladder",
  ]

  /// A typography value: DTCG's five fields plus `textStyle` and `ladder`.
  mutating func typography(_ node: SourceNode, _ what: String) -> TypographySource? {
    guard let fields = mapping(node, what, allowed: Self.typographyFields, foreign: Self.foreignTypographyFields)
    else { return nil }
    var source = TypographySource(location: node.location)
    for (name, entry) in fields { source.fieldLocations[name] = entry.value.location }
    var ok = true
    func field<T>(_ name: String, _ read: (inout ValueReader, SourceNode) -> T?) -> ValueOrAlias<T>? {
      guard let entry = fields[name] else { return nil }
      let value = valueOrAlias(entry.value, read)
      if value == nil { ok = false }
      return value
    }
    source.fontFamily = field("fontFamily") { $0.fontFamily($1, "fontFamily") }
    source.fontWeight = field("fontWeight") { $0.fontWeight($1, "fontWeight") }
    source.fontSize = field("fontSize") { $0.dimension($1, "fontSize") }
    source.lineHeight = field("lineHeight") { $0.lineHeight($1) }
    source.letterSpacing = field("letterSpacing") { $0.dimension($1, "letterSpacing") }
    if let entry = fields["textStyle"] {
      guard let name = keyword(entry.value, "textStyle", from: AppleTextStyle.acceptedNames) else { return nil }
      source.textStyle = AppleTextStyle(name: name)
    }
    if let entry = fields["ladder"] {
      guard let ladder = ladder(entry.value, textStyle: source.textStyle) else { return nil }
      source.ladder = ladder
    }
    guard ok else { return nil }
    if source.fontSize == nil, source.ladder?.steps[.large] == nil {
      missing("fontSize", in: what, at: node.location, example: "fontSize: 17")
      return nil
    }
    if source.lineHeight == nil, source.ladder?.steps[.large] == nil {
      missing("lineHeight", in: what, at: node.location, example: "lineHeight: 22pt (points) or 1.3 (times the size)")
      return nil
    }
    return source
  }

  /// A line height: a number (quoted or not) is a multiple of the font size (DTCG); a dimension is points.
  mutating func lineHeight(_ node: SourceNode) -> LineHeight? {
    if let scalar = node.scalar, let factor = DecimalNumber.parse(scalar.text.trimmingWhitespace()) {
      guard factor <= 3 else {
        diagnostics.error(
          .tokenValue,
          "lineHeight \(node.scalar!.text) would be \(node.scalar!.text) times the font size; "
            + "write \"\(node.scalar!.text)pt\" for points",
          at: node.location)
        return nil
      }
      return .multiple(factor)
    }
    return dimension(node, "lineHeight").map { .points($0.points) }
  }

  /// A Dynamic Type ladder: `apple` (Apple's table for `textStyle`), or a mapping of
  /// content-size categories to `size/lineHeight`.
  mutating func ladder(_ node: SourceNode, textStyle: AppleTextStyle?) -> TypeLadder? {
    ladderSource(node).flatMap { ladder($0, textStyle: textStyle) }
  }

  /// The ladder a source stands for; `apple` needs a text style to say whose ladder to take.
  mutating func ladder(_ source: LadderSource, textStyle: AppleTextStyle?) -> TypeLadder? {
    switch source {
    case .steps(let ladder): return ladder
    case .apple(let location):
      guard let textStyle else {
        diagnostics.error(
          .tokenShape, "ladder: apple needs a textStyle to say whose ladder to take, e.g. textStyle: body",
          at: location)
        return nil
      }
      return AppleTypeTable.ladder(for: textStyle)
    }
  }

  /// A ladder as written: `apple`, or a mapping of content-size categories to `size/lineHeight`.
  mutating func ladderSource(_ node: SourceNode) -> LadderSource? {
    if let scalar = node.scalar, scalar.text == "apple" { return .apple(scalar.location) }
    let categories = Self.contentSizeCategoryNames
    guard node.entries != nil else {
      reject(node, "ladder", expected: "apple or a mapping from content-size category to \"size/lineHeight\"")
      return nil
    }
    guard let fields = mapping(node, "ladder", allowed: categories) else { return nil }
    // Room for every category at once: growing to twelve steps resized the table four times.
    var steps: [ContentSizeCategory: TypeStep] = [:]
    steps.reserveCapacity(categories.count)
    for (name, entry) in fields {
      guard let step = typeStep(entry.value, category: name) else { return nil }
      steps[ContentSizeCategory(rawValue: name)!] = step
    }
    return .steps(TypeLadder(steps: steps))
  }

  /// One ladder step: `"17/22"` or `{fontSize: 17, lineHeight: 22}`, in points.
  private mutating func typeStep(_ node: SourceNode, category: String) -> TypeStep? {
    if let scalar = node.scalar {
      if let step = Self.plainTypeStep(scalar.text) { return step }
      let parts = scalar.text.split(separator: "/").map { DecimalNumber.parse(String($0).trimmingWhitespace()) }
      guard parts.count == 2, let size = parts[0], let leading = parts[1], size > 0, leading > 0 else {
        reject(node, "ladder step \(category)", expected: "size/lineHeight in points, like 17/22")
        return nil
      }
      return TypeStep(fontSize: size, lineHeight: leading)
    }
    let what = "ladder step \(category)"
    guard let fields = mapping(node, what, allowed: ["fontSize", "lineHeight"]) else { return nil }
    guard let sizeNode = fields["fontSize"]?.value, let leadingNode = fields["lineHeight"]?.value else {
      missing(fields["fontSize"] == nil ? "fontSize" : "lineHeight", in: what, at: node.location, example: "17/22")
      return nil
    }
    guard let size = dimension(sizeNode, "\(what) fontSize"), let leading = dimension(leadingNode, "\(what) lineHeight")
    else { return nil }
    return TypeStep(fontSize: size.points, lineHeight: leading.points)
  }

  /// A step written `17/22`: one `/` between two positive numbers with nothing to trim around
  /// them, read in place; `nil` for anything else, which ``typeStep(_:category:)`` reads (and
  /// reports) the long way, with the same result for this text.
  static func plainTypeStep(_ text: String) -> TypeStep? {
    let step = text.utf8.withContiguousStorageIfAvailable { bytes -> TypeStep? in
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash > 0, slash < bytes.count - 1,
        !bytes[(slash + 1)...].contains(UInt8(ascii: "/"))
      else { return nil }
      func number(_ part: UnsafeBufferPointer<UInt8>) -> Double? {
        // Text that starts and ends with a visible ASCII character is what trimming leaves.
        guard let first = part.first, let last = part.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last)
        else { return nil }
        return DecimalNumber.integer(in: part) ?? DecimalNumber.parse(String(decoding: part, as: UTF8.self))
      }
      guard let size = number(UnsafeBufferPointer(rebasing: bytes[..<slash])),
        let leading = number(UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])), size > 0, leading > 0
      else { return nil }
      return TypeStep(fontSize: size, lineHeight: leading)
    }
    return step ?? nil
  }
}
