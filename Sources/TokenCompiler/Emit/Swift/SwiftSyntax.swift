/// A Swift source file as a tree: what the Swift emitter builds and ``SwiftWriter`` renders.
///
/// Emitters never assemble source text themselves. Names come from ``Naming``, fixed code
/// fragments (signatures, statements) are written by the emitter, and everything that comes
/// from a token file (descriptions, deprecation messages, strings) is carried as plain text
/// for the writer to escape.
struct SwiftFile: Sendable {
  /// Comment lines at the top of the file, without `//`.
  var header: [String]
  /// The top-level items.
  var items: [SwiftItem]
}

/// A top-level item or a member of a type.
enum SwiftItem: Sendable {
  /// `import Module`.
  case importModule(String)
  /// A declaration.
  case declaration(SwiftDeclaration)
  /// `#if … #elseif … #else … #endif` around items.
  case conditional(SwiftConditional<SwiftItem>)
  /// `// MARK: - title` (or `// MARK: title` when not `major`), then `notes` as comment lines.
  case mark(String, notes: [String] = [], major: Bool = true)
  /// One static member per token, all declared the same way.
  case memberList(SwiftMemberList)
  /// The core file's constant for each of some tokens, with the scaled form of a scaled dimension.
  case tokenConstants(SwiftTokenConstants)
}

/// `#if` branches around items or statements.
struct SwiftConditional<Item: Sendable>: Sendable {
  /// Each condition (trusted code such as `canImport(UIKit)`) with its items, in order.
  var branches: [SwiftBranch<Item>]
  /// The `#else` items, if any.
  var otherwise: [Item]?
}

/// One `#if` or `#elseif` branch.
struct SwiftBranch<Item: Sendable>: Sendable {
  /// The condition, such as `canImport(UIKit) && !os(watchOS)`.
  var condition: String
  /// The items compiled when it holds.
  var items: [Item]
}

/// One declaration: a type, an extension, a property, a function, an initializer or a case.
struct SwiftDeclaration: Sendable {
  /// The doc comment: paragraphs of plain text, escaped by the writer.
  var doc: [String] = []
  /// Attributes such as `@available(…)`, one per line.
  var attributes: [SwiftAttribute] = []
  /// Modifiers before the keyword (`public`, `static`, `private`).
  var modifiers: [String] = []
  /// The keyword: `enum`, `struct`, `extension`, `let`, `var`, `func`, `init`, `case`.
  var keyword: String
  /// The name: an identifier from ``Naming`` or a fixed name; empty for `init`.
  var name: String
  /// What follows the name: parameters, result, type annotation or conformances (trusted code).
  var signature: String = ""
  /// `= value` for stored properties.
  var value: SwiftExpression?
  /// The members or statements in braces, if any.
  var body: SwiftBody?
}

/// The braced part of a declaration.
enum SwiftBody: Sendable {
  /// Members of a type or extension.
  case members([SwiftItem])
  /// Statements of a function, initializer or computed property.
  case statements([SwiftStatement])
}

/// An attribute line.
enum SwiftAttribute: Sendable, Equatable {
  /// `@available(*, deprecated, message: "…")`, the message escaped as a string literal.
  case deprecated(message: String?)
  /// Any fixed attribute, such as `@available(iOS 16.0, *)` or `@MainActor` (trusted code).
  case code(String)
}

/// A statement inside a body.
enum SwiftStatement: Sendable {
  /// One line of trusted code.
  case code(String)
  /// A line that starts with trusted code and ends with an expression the writer may wrap.
  case expression(prefix: String, SwiftExpression)
  /// `opening` (ending in `{`), the statements indented, then `closing`.
  case block(String, [SwiftStatement], closing: String = "}")
  /// A method chain: the base on one line, each `.call(…)` indented on its own line.
  case chain(String, [String])
  /// `switch subject {`, each case at the switch's indentation, `}`.
  case switchOver(String, [SwiftCase])
  /// `#if` branches around statements.
  case conditional(SwiftConditional<SwiftStatement>)
}

/// One `case …:` or `default:` of a switch.
struct SwiftCase: Sendable {
  /// The label without the colon, such as `case .sRGB` or `@unknown default`.
  var label: String
  /// Its statements.
  var statements: [SwiftStatement]
}

/// An expression the writer lays out, wrapping long calls and arrays.
enum SwiftExpression: Sendable {
  /// Trusted code, such as `.sRGB` or `Tokens.AppleTextStyle.body.ladder`.
  case code(String)
  /// A number literal in its shortest exact form.
  case number(Double)
  /// A color channel in 0…1: `n / 255` when it is an exact 8-bit value, else a number.
  case channel(Double)
  /// A string literal; the writer escapes it.
  case string(String)
  /// `callee(arguments)`.
  case call(String, [SwiftArgument])
  /// `[elements]`.
  case array([SwiftExpression])
}

/// One argument of a call.
struct SwiftArgument: Sendable {
  /// The label, or `nil` for an unlabeled argument.
  var label: String?
  /// The value.
  var value: SwiftExpression

  /// A labeled argument, or an unlabeled one when `label` is `nil`.
  init(_ label: String?, _ value: SwiftExpression) {
    self.label = label
    self.value = value
  }
}
