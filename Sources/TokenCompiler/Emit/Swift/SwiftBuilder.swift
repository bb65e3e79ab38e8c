/// Shorthands for the declarations the Swift emitter builds, all with one access level.
///
/// `access` is `["public"]` or `[]` (internal); `private` helpers say so themselves.
struct SwiftBuilder: Sendable {
  /// The modifiers that give a declaration the configured access level.
  var access: [String] { didSet { staticAccess = access + ["static"] } }
  /// `access` followed by `static`, made once.
  private(set) var staticAccess: [String]

  /// Builds declarations with the modifiers `access`.
  init(access: [String]) {
    self.access = access
    staticAccess = access + ["static"]
  }

  /// `enum` or `struct` with members.
  func type(
    _ doc: String, _ keyword: String, _ name: String, _ conformances: String = "",
    attributes: [SwiftAttribute] = [], _ members: [SwiftItem]
  ) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: doc.isEmpty ? [] : [doc], attributes: attributes, modifiers: access, keyword: keyword, name: name,
        signature: conformances.isEmpty ? "" : ": " + conformances, body: .members(members)))
  }

  /// `extension Type { … }`; the members carry the access level themselves.
  func extensionOf(_ type: String, attributes: [SwiftAttribute] = [], _ members: [SwiftItem]) -> SwiftItem {
    .declaration(
      SwiftDeclaration(attributes: attributes, keyword: "extension", name: type, body: .members(members)))
  }

  /// A stored instance property, `let name: Type`.
  func field(_ doc: String, _ name: String, _ type: String) -> SwiftItem {
    .declaration(SwiftDeclaration(doc: [doc], modifiers: access, keyword: "let", name: name, signature: ": " + type))
  }

  /// A computed property.
  func property(
    _ doc: String, _ name: String, _ type: String, isStatic: Bool = false, attributes: [SwiftAttribute] = [],
    _ body: [SwiftStatement]
  ) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: [doc], attributes: attributes, modifiers: isStatic ? staticAccess : access, keyword: "var",
        name: name, signature: ": " + type, body: .statements(body)))
  }

  /// A function; `signature` is everything after the name.
  func function(
    _ doc: String, _ name: String, _ signature: String, isStatic: Bool = false, modifiers: [String]? = nil,
    attributes: [SwiftAttribute] = [], _ body: [SwiftStatement]
  ) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: doc.isEmpty ? [] : [doc], attributes: attributes,
        modifiers: (modifiers ?? access) + (isStatic ? ["static"] : []), keyword: "func", name: name,
        signature: signature, body: .statements(body)))
  }

  /// An initializer; `parameters` includes the parentheses.
  func initializer(_ doc: String, _ parameters: String, _ body: [SwiftStatement]) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: [doc], modifiers: access, keyword: "init", name: "", signature: parameters, body: .statements(body)))
  }

  /// An enum case; `name` may include associated values or a raw value.
  func enumCase(_ doc: String, _ name: String) -> SwiftItem {
    .declaration(SwiftDeclaration(doc: [doc], keyword: "case", name: name))
  }

  /// A static constant, `static let name: Type = value` (or without the type when `type` is empty).
  func constant(
    doc: [String], attributes: [SwiftAttribute] = [], _ name: String, _ type: String, _ value: SwiftExpression
  ) -> SwiftItem {
    .declaration(
      SwiftDeclaration(
        doc: doc, attributes: attributes, modifiers: staticAccess, keyword: "let", name: name,
        signature: type.isEmpty ? "" : ": " + type, value: value))
  }

  /// `self.name = name` for each name, the body of a memberwise initializer.
  static func assignments(_ names: [String]) -> [SwiftStatement] {
    names.map { .code("self.\($0) = \($0)") }
  }
}
