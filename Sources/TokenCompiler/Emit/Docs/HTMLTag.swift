/// An element name as ``HTMLStream`` writes it, with how ``HTMLWriter`` lays it out: whether
/// it starts on a new line (a block element) and whether it has no end tag (a void element).
///
/// Names are static text of ASCII letters, digits and `-`, so they are written as they are.
struct HTMLTag: Sendable {
  /// The element name.
  let name: StaticString
  /// Whether the element starts on a new line (``HTMLWriter/blockElements``).
  let isBlock: Bool
  /// Whether the element has no end tag (``HTMLWriter/voidElements``).
  let isVoid: Bool

  /// The tag `name`, laid out as ``HTMLWriter`` lays it out.
  init(_ name: StaticString) {
    self.name = name
    let text = name.description
    isBlock = HTMLWriter.blockElements.contains(text)
    isVoid = HTMLWriter.voidElements.contains(text)
  }

  /// `<a>`.
  static let a = HTMLTag("a")
  /// `<abbr>`.
  static let abbr = HTMLTag("abbr")
  /// `<article>`.
  static let article = HTMLTag("article")
  /// `<body>`.
  static let body = HTMLTag("body")
  /// `<button>`.
  static let button = HTMLTag("button")
  /// `<caption>`.
  static let caption = HTMLTag("caption")
  /// `<code>`.
  static let code = HTMLTag("code")
  /// `<dd>`.
  static let dd = HTMLTag("dd")
  /// `<desc>`.
  static let desc = HTMLTag("desc")
  /// `<details>`.
  static let details = HTMLTag("details")
  /// `<div>`.
  static let div = HTMLTag("div")
  /// `<dl>`.
  static let dl = HTMLTag("dl")
  /// `<dt>`.
  static let dt = HTMLTag("dt")
  /// `<figcaption>`.
  static let figcaption = HTMLTag("figcaption")
  /// `<figure>`.
  static let figure = HTMLTag("figure")
  /// `<g>` (SVG).
  static let g = HTMLTag("g")
  /// `<html>`.
  static let html = HTMLTag("html")
  /// `<h2>`.
  static let h2 = HTMLTag("h2")
  /// `<h3>`.
  static let h3 = HTMLTag("h3")
  /// `<main>`.
  static let main = HTMLTag("main")
  /// `<p>`.
  static let p = HTMLTag("p")
  /// `<path>`.
  static let path = HTMLTag("path")
  /// `<rect>`.
  static let rect = HTMLTag("rect")
  /// `<section>`.
  static let section = HTMLTag("section")
  /// `<span>`.
  static let span = HTMLTag("span")
  /// `<strong>`.
  static let strong = HTMLTag("strong")
  /// `<summary>`.
  static let summary = HTMLTag("summary")
  /// `<svg>`.
  static let svg = HTMLTag("svg")
  /// `<table>`.
  static let table = HTMLTag("table")
  /// `<tbody>`.
  static let tbody = HTMLTag("tbody")
  /// `<td>`.
  static let td = HTMLTag("td")
  /// `<th>`.
  static let th = HTMLTag("th")
  /// `<thead>`.
  static let thead = HTMLTag("thead")
  /// `<tr>`.
  static let tr = HTMLTag("tr")
  /// `<use>` (SVG).
  static let use = HTMLTag("use")
}
