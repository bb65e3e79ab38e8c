extension CSSDocumentBuilder {
  /// Each token's ``CSSTokenFragments``, in token order: the previous build's when `memo` kept them
  /// from an equal ``CSSTokenInput``, else rendered (and kept).
  func fragments(of tokens: ResolvedTokenSet, memo: EmitMemo) -> [CSSTokenFragments] {
    let names = CSSPropertyName(prefix: settings.prefix)
    let all = tokens.tokens
    let styles = tokens.indices(ofType: .typography)
    let classes = styles.isEmpty ? [:] : CSSTextStyles.classNames(styles.map { all[$0].path })
    var result: [CSSTokenFragments] = []
    result.reserveCapacity(all.count)
    for index in all.indices {
      let className = all[index].value.type == .typography ? classes[all[index].path] : nil
      let input = CSSTokenInput(index, of: all, in: tokens, className: className)
      let key = all[index].path.description
      if let bytes = memo.reused(key, input: input) {
        result.append(CSSTokenFragments(bytes))
        continue
      }
      let fragments = render(index, of: all, in: tokens, names: names, className: className)
      memo.keep(key, input: input, bytes: fragments.bytes)
      result.append(fragments)
    }
    return result
  }

  /// The fragments of token `index` of `all` (the set's tokens), as ``build(_:)`` would write it.
  private func render(
    _ index: Int, of all: [ResolvedToken], in tokens: ResolvedTokenSet, names: CSSPropertyName, className: String?
  ) -> CSSTokenFragments {
    var parts = Parts(root: [])
    add(index, of: all, in: tokens, names: names, to: &parts)
    let writer = CSSWriter()
    var body = CSSTextBuffer()
    var ends: [Int] = []
    ends.reserveCapacity(CSSTokenFragments.Section.allCases.count)
    func section(_ declarations: [CSSDeclaration], indent: Int) {
      for declaration in declarations { writer.write(declaration, indent: indent, into: &body) }
      ends.append(body.count)
    }
    func section(_ property: CSSAppearanceProperty?, _ value: CSSValue?, indent: Int) {
      section(property.flatMap { property in value.map { [CSSDeclaration(property.name, $0)] } } ?? [], indent: indent)
    }
    let property = parts.colors.first
    let dark = property?.differs(.dark, from: .light) ?? false
    let lightMore = property?.differs(.lightHighContrast, from: .light) ?? false
    let darkMore = property?.differs(.darkHighContrast, from: .light) ?? false
    section(parts.root, indent: 2)
    for indent in [2, 4] { section(dark ? property : nil, property?.value.dark, indent: indent) }
    for indent in [2, 4] { section(lightMore ? property : nil, property?.value.lightHighContrast, indent: indent) }
    for indent in [2, 4] { section(property, property?.value.darkHighContrast, indent: indent) }
    section(property, property?.wideGamut.light ?? nil, indent: 4)
    section(dark ? property : nil, property?.wideGamut.dark ?? nil, indent: 4)
    section(lightMore ? property : nil, property?.wideGamut.lightHighContrast ?? nil, indent: 4)
    section(property, property?.wideGamut.darkHighContrast ?? nil, indent: 4)
    section(parts.reduced, indent: 2)
    section(parts.reduced, indent: 4)
    if let className {
      body.byte(0x0A)
      writer.write(CSSTextStyles.classRule(className, of: all[index].path, names: names), indent: 0, into: &body)
    }
    ends.append(body.count)
    var flags: UInt8 = property == nil ? 0 : CSSTokenFragments.isProperty
    if dark || lightMore { flags |= CSSTokenFragments.varies }
    if dark || lightMore || darkMore { flags |= CSSTokenFragments.inDarkMore }
    return CSSTokenFragments(flags: flags, body: body.finish(), ends: ends)
  }
}
