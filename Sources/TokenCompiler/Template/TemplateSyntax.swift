import Mustache

/// Turns swift-mustache's parser errors into located `template/syntax` diagnostics.
enum TemplateSyntax {
  /// The text every template and partial is rendered with in front: output is plain text
  /// until the template asks for HTML escaping. The line is standalone, so it writes nothing.
  static let plainTextPragma = "{{% CONTENT_TYPE: TEXT }}\n"

  /// Parses `text` with swift-mustache; a diagnostic at the engine's place if it cannot.
  static func check(_ text: String, file: String) -> Diagnostic? {
    do {
      _ = try MustacheTemplate(string: text)
      return nil
    } catch let error as MustacheTemplate.ParserError {
      let context = error.context
      let column = context.line.prefix(max(0, context.columnNumber - 1)).unicodeScalars.count + 1
      let location = SourceLocation(file: file, line: context.lineNumber, column: column)
      return Diagnostic(.error, .templateSyntax, message(for: error.error), at: location)
    } catch {
      return Diagnostic(.error, .templateSyntax, "\(error)", at: SourceLocation(file: file, line: 1, column: 1))
    }
  }

  /// Parses the marked copy that is rendered, with the plain-text pragma in front.
  static func prepared(_ marked: String) throws -> MustacheTemplate {
    TemplateHTMLEscaping.registration
    return try MustacheTemplate(string: plainTextPragma + marked)
  }

  /// What a parser error means, in words.
  static func message(for error: any Error) -> String {
    switch error as? MustacheTemplate.Error {
    case .sectionCloseNameIncorrect?: "the closing tag does not match the open section"
    case .unfinishedName?: "the tag is not closed, or its name is not valid"
    case .expectedSectionEnd?: "a section is never closed"
    case .invalidSetDelimiter?: "invalid delimiter change; write it like {{=<% %>=}}"
    case .transformAppliedToInheritanceSection?: "a block ({{$name}}) cannot use a helper"
    case .illegalTokenInsideInheritSection?, .textInsideInheritSection?:
      "inside {{<parent}}…{{/parent}} only blocks ({{$name}}…{{/name}}) may appear"
    case .invalidConfigVariableSyntax?:
      "invalid pragma; write {{% CONTENT_TYPE: TEXT }} or {{% CONTENT_TYPE: HTML }}"
    case .unrecognisedConfigVariable?:
      "unknown pragma; templates know {{% CONTENT_TYPE: TEXT }} and {{% CONTENT_TYPE: HTML }}"
    case nil: "the template ends inside a tag"
    }
  }
}
