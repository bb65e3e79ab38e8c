import Mustache

/// A run of variable tags with only text between them, rendered as one tag.
///
/// swift-mustache spends most of a variable tag's time on its own machinery (three dynamic
/// casts, a call into the value, one string per token); a line such as
/// `--color-{{ name }}: {{ hex(value) }};` is five of its tokens. The scanner of a template
/// (not of partials, which may be indented, nor inside parents and blocks) writes such a run
/// as one unescaped tag whose mark stands for the run: the render looks each tag up as before,
/// in the same order, with the same budgets and messages, escapes each value as its own tag
/// would have been, and writes the text between them as it is.
enum TemplateRun {
  /// One part of a run.
  enum Piece: Sendable, Equatable {
    /// Text between two tags, written as it is.
    case text(String)
    /// The value of the tag mark `mark` stands for, HTML-escaped when `escaped`.
    case value(mark: Int, escaped: Bool)
  }

  /// A run the scanner is still reading.
  struct Pending {
    /// Where its first tag starts.
    var start: Int
    /// Where its last tag ends.
    var end: Int
    /// Its parts so far.
    var pieces: [Piece]
    /// The first tag written on its own: its name's range and marked name.
    var single: (name: Range<Int>, text: String)
    /// The delimiters of its tags.
    var opening: String
    /// The closing delimiter.
    var closing: String
  }

  /// A run's text, as swift-mustache writes it.
  struct Text: MustacheCustomRenderable {
    /// The text.
    let renderText: String

    /// A run is never `null`.
    var isNull: Bool { false }
  }
}

extension TemplateValue {
  /// The text of `run`, each tag looked up in this value (the top of the stack) as its own
  /// tag would have been; a tag that finds nothing writes nothing.
  func joined(_ run: [TemplateRun.Piece]) -> TemplateRun.Text {
    var output = TemplateOutput()
    write(run, to: &output)
    return TemplateRun.Text(renderText: output.text)
  }

  /// Appends the text of `run` to `output`, each tag looked up in this value as in ``joined(_:)``.
  func write(_ run: [TemplateRun.Piece], to output: inout TemplateOutput) {
    let recorder = render.recorder
    for piece in run {
      switch piece {
      case .text(let between): output.append(between)
      case .value(let mark, let escaped):
        guard let value = value(of: recorder.lookup(number: mark)) else { continue }
        output.append(value.renderText, escaped: escaped)
      }
    }
  }
}
