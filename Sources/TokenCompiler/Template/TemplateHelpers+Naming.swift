/// Naming helpers (through ``Naming``, the one naming scheme) and list helpers.
extension TemplateHelpers {
  /// Helpers that turn a path or name into an identifier.
  static let naming: [String: Helper] = [
    "camelCase": words(.camel) { Naming.camelCase($0) },
    "pascalCase": words(.pascal) { Naming.pascalCase($0) },
    "kebabCase": words(.kebab) { Naming.kebabCase($0) },
    "snakeCase": words(.snake) { Naming.snakeCase($0) },
    "swiftIdentifier": words(nil) { Naming.swiftIdentifier($0) },
    "swiftTypeName": words(nil) { Naming.swiftTypeName($0) },
    "cssCustomProperty": name { Naming.cssCustomProperty($0) },
    "dropGroup": { value in
      // ASCII text: what follows the first ".", which is the path without its first component.
      if case .string(let text) = value, let dropped = TemplateWords.droppingGroup(text) {
        return .success(.string(dropped))
      }
      guard let path = path(value) else { return .failure(textNeed) }
      let components = path.components.count > 1 ? Array(path.components.dropFirst()) : path.components
      return .success(.string(TokenPath(components).description))
    },
    "uppercased": text { $0.uppercased() },
    "lowercased": text { $0.lowercased() },
  ]

  /// Helpers on lists and objects.
  static let lists: [String: Helper] = [
    "count": { value in
      guard let count = value.array?.count ?? value.object?.count else { return .failure(listNeed) }
      return .success(.number(Double(count)))
    },
    "empty": { value in
      switch value {
      case .null: .success(true)
      case .string(let text): .success(.bool(text.isEmpty))
      case .array(let items): .success(.bool(items.isEmpty))
      case .object(let members): .success(.bool(members.isEmpty))
      default: .failure(Need(what: "a list, an object, text or null"))
      }
    },
    "first": list { $0.first ?? .null },
    "last": list { $0.last ?? .null },
    "reversed": list { .array($0.reversed()) },
    byTypeName: { value in
      guard let tokens = value.array, let groups = typeGroups(tokens.lazy.map { $0["type"]?.string }) else {
        return .failure(byTypeNeed)
      }
      let lists = zip(TokenType.allCases, groups).map { type, indices in
        (type.rawValue, JSONValue.array(indices.map { tokens[$0] }))
      }
      return .success(.object(Dictionary(uniqueKeysWithValues: lists)))
    },
    "entries": { value in
      guard let members = value.object else { return .failure(Need(what: "an object such as findings")) }
      return .success(.array(members.keys.sorted().map { ["key": .string($0), "value": members[$0]!] }))
    },
  ]

  /// The name of `byType`, which renders apply themselves (``TemplateRender/applying(_:_:)``).
  static let byTypeName = "byType"
  /// What `byType` needs.
  static let byTypeNeed = Need(what: "a list of tokens such as tokens")

  /// The positions of each type's elements in a list whose elements have the types `types`,
  /// one list per `TokenType.allCases` in that order (a type tokenc does not know is in none);
  /// `nil` when an element has no type.
  static func typeGroups(_ types: some Sequence<String?>) -> [[Int]]? {
    var groups = [[Int]](repeating: [], count: TokenType.allCases.count)
    // Neighbours mostly share a type, and comparing two short strings is cheaper than hashing one.
    var last: (type: String, position: Int?)?
    for (index, type) in types.enumerated() {
      guard let type else { return nil }
      let position: Int?
      if let last, last.type == type {
        position = last.position
      } else {
        position = typePositions[type]
        last = (type, position)
      }
      if let position { groups[position].append(index) }
    }
    return groups
  }

  private static let typePositions = Dictionary(
    uniqueKeysWithValues: TokenType.allCases.enumerated().map { ($1.rawValue, $0) })

  private static let textNeed = Need(what: "text such as path or name, or a list of names such as pathComponents")
  private static let listNeed = Need(what: "a list or an object")

  /// The token path a value spells: dotted text, or a list of names.
  private static func path(_ value: JSONValue) -> TokenPath? {
    // `TokenPath(dotted:)` splits ASCII text by its bytes, without walking characters.
    if let text = value.string { return TokenPath(dotted: text) }
    if let items = value.array, !items.isEmpty {
      let names = items.compactMap(\.string)
      if names.count == items.count { return TokenPath(names) }
    }
    return nil
  }

  /// A helper made from the words of a path (``Naming/words(_:)``).
  ///
  /// The words of dotted ASCII text whose every component has a letter or a digit are the
  /// words of the text as a whole ("." separates words as it separates components), found
  /// without splitting it into components first; for a `style`, joined straight from the
  /// text's bytes (``TemplateWords``).
  private static func words(
    _ style: TemplateWords.Style?, _ transform: @escaping @Sendable ([String]) -> String
  ) -> Helper {
    { value in
      if case .string(let text) = value, let style, let joined = TemplateWords.joined(text, style) {
        return .success(.string(joined))
      }
      if case .string(let text) = value, everyComponentHasAWord(text) {
        return .success(.string(transform(Naming.words(in: text))))
      }
      return path(value).map { .success(.string(transform(Naming.words($0)))) } ?? .failure(textNeed)
    }
  }

  /// Whether `text` is ASCII, has a letter or a digit, and each of its "."-separated
  /// components is empty or has one (a component with neither gets a name from its scalars,
  /// and so does text with none, see ``Naming``).
  private static func everyComponentHasAWord(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(TemplateWords.everyComponentHasAWord)
  }

  private static func name(_ transform: @escaping @Sendable (TokenPath) -> String) -> Helper {
    { value in path(value).map { .success(.string(transform($0))) } ?? .failure(textNeed) }
  }

  private static func text(_ transform: @escaping @Sendable (String) -> String) -> Helper {
    { value in value.string.map { .success(.string(transform($0))) } ?? .failure(Need(what: "text")) }
  }

  private static func list(_ transform: @escaping @Sendable ([JSONValue]) -> JSONValue) -> Helper {
    { value in value.array.map { .success(transform($0)) } ?? .failure(Need(what: "a list")) }
  }
}
