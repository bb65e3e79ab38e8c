/// The docs page's JavaScript: the appearance switch, search, the Dynamic Type slider, the folds
/// and motion demos.
///
/// It reads only the page's own elements and `data-` attributes (written and escaped by
/// ``HTMLWriter``), never inserts HTML, and sets text with `textContent`.
enum DocsPageScript {
  /// The script, inlined at the end of the body.
  static let source = """
    (function () {
      "use strict";
      var root = document.documentElement;
      function all(selector, scope) { return Array.prototype.slice.call((scope || document).querySelectorAll(selector)); }

      function setAttribute(name, value) {
        if (!value || value === "system") { root.removeAttribute(name); } else { root.setAttribute(name, value); }
      }
      function applyAppearance() {
        var appearance = document.querySelector("input[name=appearance]:checked");
        var contrast = document.querySelector("input[name=contrast]:checked");
        setAttribute("data-appearance", appearance && appearance.value);
        setAttribute("data-contrast", contrast && contrast.value);
      }
      all("input[name=appearance], input[name=contrast]").forEach(function (input) {
        input.addEventListener("change", applyAppearance);
      });

      // What the search matches in an entry, lowercased: its path (data-token), its data-search
      // words (its type, and values no code or dd element shows), the text of its code and dd
      // elements (values, alias chain, facts), the names on its copy buttons, its description
      // and deprecation.
      // Worked out in one pass over the page when the search box is first used.
      var search = document.getElementById("search");
      var status = document.getElementById("search-status");
      var entries = all("[data-search]");
      var texts = null;
      function searchTexts() {
        if (texts) { return texts; }
        var parts = new Map();
        entries.forEach(function (entry) {
          parts.set(entry, [entry.getAttribute("data-token") || "", entry.getAttribute("data-search")]);
        });
        all("[data-search] code, [data-search] dd, [data-search] button.copy, .token-description, .token-deprecated")
          .forEach(function (element) {
            var entry = parts.get(element.closest("[data-search]"));
            if (entry) { entry.push(element.tagName === "BUTTON" ? copyText(element) : element.textContent); }
          });
        texts = entries.map(function (entry) { return parts.get(entry).join(" ").toLowerCase(); });
        return texts;
      }
      function filter() {
        var words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
        var shown = 0;
        var known = searchTexts();
        entries.forEach(function (entry, index) {
          var text = known[index];
          var match = words.every(function (word) { return text.indexOf(word) !== -1; });
          if (entry.hidden === match) { entry.hidden = !match; }
          if (match) { shown += 1; }
        });
        all("[data-section]").forEach(function (section) {
          var visible = section.querySelector("[data-search]:not([hidden])");
          section.querySelector(".no-match").hidden = Boolean(visible);
        });
        status.textContent = words.length ? shown + " of " + entries.length + " entries match" : "";
      }
      if (search) {
        search.addEventListener("focus", searchTexts);
        search.addEventListener("input", filter);
      }

      // Each distinct Dynamic Type ladder is one table under the styles, its steps in data-steps
      // ("size/line-height" each); a specimen's data-ladder is its table's id.
      var slider = document.getElementById("type-size");
      var ladderSteps = new Map();
      function stepsOf(id) {
        if (!ladderSteps.has(id)) {
          var table = document.getElementById(id);
          ladderSteps.set(id, table ? (table.getAttribute("data-steps") || "").split(" ") : []);
        }
        return ladderSteps.get(id);
      }
      function resize() {
        var index = Number(slider.value);
        var label = slider.getAttribute("data-labels").split("|")[index];
        slider.setAttribute("aria-valuetext", label);
        document.getElementById("type-size-value").textContent = label;
        all(".specimen-sample[data-ladder]").forEach(function (sample) {
          var step = stepsOf(sample.getAttribute("data-ladder"))[index];
          if (!step) { return; }
          var parts = step.split("/");
          sample.style.fontSize = Number(parts[0]) / 16 + "rem";
          sample.style.lineHeight = Number(parts[1]) / 16 + "rem";
        });
        all(".ladder tbody tr, .ladders tbody tr").forEach(function (row) {
          var current = row.sectionRowIndex === index;
          row.classList.toggle("is-current", current);
          if (current) { row.setAttribute("aria-current", "true"); } else { row.removeAttribute("aria-current"); }
        });
      }
      if (slider) { slider.addEventListener("input", resize); }

      // One listener for every copy button (a large page has tens of thousands of them). A row's
      // button copies the name it shows; a compact one (showing CSS or Swift) its data-copy.
      var labels = new WeakMap();
      function label(button) {
        if (!labels.has(button)) { labels.set(button, button.textContent); }
        return labels.get(button);
      }
      function copyText(button) { return button.getAttribute("data-copy") || label(button); }
      // The tooltip, set when the pointer first reaches a button: "Copy the CSS name" (a row's
      // first button, or a compact one showing CSS), "Copy the Swift name".
      document.addEventListener("mouseover", function (event) {
        var button = event.target.closest ? event.target.closest("button.copy") : null;
        if (!button || button.title) { return; }
        var kind = button.hasAttribute("data-copy") ? label(button) : button.previousElementSibling ? "Swift" : "CSS";
        button.title = "Copy the " + kind + " name";
      });
      document.addEventListener("click", function (event) {
        var button = event.target.closest ? event.target.closest("button.copy") : null;
        if (!button) { return; }
        var shown = label(button);
        var text = copyText(button);
        function done(ok) {
          button.textContent = ok ? "Copied" : "Not copied";
          setTimeout(function () { button.textContent = shown; }, 1500);
        }
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(false); });
        } else {
          done(false);
        }
      });

      // A style's "Ladder" fold links to its ladder's table; when it first opens, it shows a copy
      // of that table, captioned with the style's path.
      function showLadder(fold) {
        var link = fold.querySelector(".ladder-link a");
        if (!link || fold.querySelector("table")) { return; }
        var table = document.getElementById(link.getAttribute("href").slice(1));
        if (!table) { return; }
        var copy = table.cloneNode(true);
        copy.removeAttribute("id");
        copy.removeAttribute("data-steps");
        var entry = fold.closest("[data-token]");
        copy.querySelector("caption").textContent = "Dynamic Type ladder of " + (entry ? entry.getAttribute("data-token") : "");
        fold.querySelector(".fold-body").appendChild(copy);
      }
      document.addEventListener("click", function (event) {
        var summary = event.target.closest ? event.target.closest("details.ladder > summary") : null;
        if (summary) { showLadder(summary.parentElement); }
        // Following the link opens the folded "Dynamic Type ladders" first.
        var link = event.target.closest ? event.target.closest(".ladder-link a") : null;
        var table = link ? document.getElementById(link.getAttribute("href").slice(1)) : null;
        var part = table ? table.closest("details.ladders") : null;
        if (part) { part.open = true; }
      });
      document.addEventListener("toggle", function (event) {
        var fold = event.target;
        if (fold.open && fold.matches && fold.matches("details.ladder")) { showLadder(fold); }
      }, true);

      // The folds (notes, ladders, motion facts, composite CSS) open over the rows like popovers:
      // one at a time, closed by a click elsewhere or by Escape (which returns focus to its summary).
      function closeFolds(except) {
        all("details.fold[open]").forEach(function (fold) { if (fold !== except) { fold.open = false; } });
      }
      document.addEventListener("click", function (event) {
        closeFolds(event.target.closest ? event.target.closest("details.fold") : null);
      });
      document.addEventListener("keydown", function (event) {
        if (event.key !== "Escape") { return; }
        var open = document.querySelector("details.fold[open]");
        closeFolds(null);
        if (open) { open.querySelector("summary").focus(); }
      });

      var reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
      function play(demo, reduced) {
        var ball = demo.querySelector(".motion-ball");
        var message = demo.querySelector(".motion-status");
        ball.getAnimations().forEach(function (animation) { animation.cancel(); });
        var kind = reduced ? demo.getAttribute("data-reduced") : "normal";
        if (kind === "none") {
          message.textContent = "Reduce Motion: no animation; the change happens at once.";
          return;
        }
        // data-travels, data-repeats and data-reduced-travels are there only when true.
        var prefix = reduced ? "data-reduced-" : "data-";
        var duration = Number(demo.getAttribute(prefix + "duration"));
        var easing = demo.getAttribute(prefix + "easing");
        var travels = demo.getAttribute(prefix + "travels") === "true";
        var repeats = !reduced && demo.getAttribute("data-repeats") === "true";
        var distance = Math.max(0, demo.querySelector(".motion-stage").clientWidth - ball.offsetWidth - 24);
        var frames = travels
          ? [{ transform: "translateX(0)" }, { transform: "translateX(" + distance + "px)" }]
          : [{ opacity: 0, transform: "scale(0.8)" }, { opacity: 1, transform: "scale(1)" }];
        if (reduced && kind === "crossfade") { frames = [{ opacity: 0 }, { opacity: 1 }]; }
        ball.animate(frames, { duration: duration, easing: easing, iterations: repeats ? 4 : 1,
          direction: repeats ? "alternate" : "normal" });
        message.textContent = (reduced ? "Reduce Motion version: " : "Playing: ") + duration + " ms"
          + (travels ? ", moving across" : ", in place") + (repeats ? ", repeating" : "") + ".";
      }
      document.addEventListener("click", function (event) {
        var button = event.target.closest ? event.target.closest(".motion-demo button[data-play]") : null;
        if (!button) { return; }
        play(button.closest(".motion-demo"), button.getAttribute("data-play") === "reduced" || reduceMotion.matches);
      });
    })();
    """
}
