/// The script of a split docs page's `index.html`: a search over every token of every part.
///
/// It reads the page's JSON data (`#token-index`, ``DocsPage/searchData(_:)``), never inserts HTML,
/// and builds each result from elements whose text it sets with `textContent`.
enum DocsPartsIndexScript {
  /// The most results listed at once.
  static let shownResults = 100

  /// The script, inlined at the end of the body.
  static let source = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("token-index").textContent);
      var search = document.getElementById("search");
      var status = document.getElementById("search-status");
      var results = document.getElementById("search-results");
      var texts = null;
      function show() {
        if (!texts) {
          texts = data.tokens.map(function (token) { return (token[0] + " " + token[3]).toLowerCase(); });
        }
        var words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
        results.textContent = "";
        if (!words.length) { status.textContent = ""; return; }
        var found = 0;
        texts.forEach(function (text, index) {
          if (!words.every(function (word) { return text.indexOf(word) !== -1; })) { return; }
          found += 1;
          if (found > \(shownResults)) { return; }
          var token = data.tokens[index];
          var part = data.parts[token[1]];
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.href = part[0] + (token[2] ? "#" + token[2] : "");
          var code = document.createElement("code");
          code.textContent = token[0];
          link.appendChild(code);
          item.appendChild(link);
          item.appendChild(document.createTextNode(" " + token[3] + ", in " + part[1]));
          results.appendChild(item);
        });
        status.textContent = found + " of " + data.tokens.length + " tokens match" +
          (found > \(shownResults) ? "; the first \(shownResults) are listed" : "");
      }
      search.addEventListener("input", show);
    })();
    """
}
