"""What the docs page takes from its style and script instead of from attributes on every entry,
checked in Chromium: the accessible names and tooltips of the copy buttons, the search by CSS
name, Swift name, value and description, each swatch's colors, canvas and spoken appearance,
the easing plots drawn again with <use>, and the column labels of the contrast table on a phone."""

import json

import compare as cmp
import expectations as ex

APPEARANCE_WORDS = ["Light: ", "Dark: ", "Light, increased contrast: ", "Dark, increased contrast: "]
# Rows outside the viewport are skipped by content-visibility, and so are their accessibility
# nodes until they are scrolled to: the checks read every row at once.
SHOW_ALL = ("(() => { const s = document.createElement('style'); s.id = 'show-all';"
            " s.textContent = '.row, .ramp-step { content-visibility: visible !important; }';"
            " document.head.append(s); })()")

BUTTONS = """[...document.querySelectorAll("button.copy")].map(b => ({
  token: b.closest("[data-token]").getAttribute("data-token"), compact: b.hasAttribute("data-copy"),
  first: !b.previousElementSibling, text: b.textContent, copy: b.getAttribute("data-copy")}))"""

# A swatch's chip is its canvas's ::before, whose first background layer paints its color
# (currentColor, the canvas's color) over the checkerboard.
SWATCHES = """(() => {
  function chip(canvas) {
    const style = getComputedStyle(canvas, "::before");
    const first = style.backgroundImage.match(/^linear-gradient\\((currentcolor|rgba?\\([^)]*\\)|color\\([^)]*\\))/i);
    return !first ? "none: " + style.backgroundImage : first[1].toLowerCase() === "currentcolor" ? style.color : first[1];
  }
  return [...document.querySelectorAll(".rows-colors article[data-token]")].map(a => [a.getAttribute("data-token"),
    [...a.querySelectorAll(".swatch")].map(s => [chip(s.querySelector(".swatch-canvas")),
      getComputedStyle(s.querySelector(".swatch-canvas")).backgroundColor,
      getComputedStyle(s.querySelector("figcaption"), "::before").content])]);
})()"""


def check_names(page, report, docs, prefix=""):
    """Runs the checks on a page just loaded at 1280 px; leaves the search empty."""
    page.evaluate(SHOW_ALL)
    check_copy_names(page, report, docs, prefix)
    check_tooltips(page, report)
    check_search_names(page, report, docs)
    check_swatches(page, report, docs)
    check_easing_plots(page, report)
    page.evaluate("document.getElementById('show-all').remove()")


def accessible_names(page, selector):
    """The accessible name Chromium computes for each element matching `selector`, in order."""
    root = page.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    names = []
    for node in page.send("DOM.querySelectorAll", {"nodeId": root, "selector": selector})["nodeIds"]:
        tree = page.send("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})["nodes"]
        names.append(tree[0].get("name", {}).get("value") if tree else None)
    return names


def check_copy_names(page, report, docs, prefix):
    """Every copy button is named "Copy the CSS name var(--…)" or "Copy the Swift name …" from its
    text and place; every token has one whose CSS name is its custom property."""
    buttons = page.evaluate(BUTTONS)
    names = accessible_names(page, "button.copy")
    css_names = {}
    for button, name in zip(buttons, names):
        report.checks += 1
        kind = button["text"] if button["compact"] else "CSS" if button["first"] else "Swift"
        copied = button["copy"] if button["compact"] else button["text"]
        if name != f"Copy the {kind} name {copied}":
            report.fail(f"the copy button {button} of {button['token']!r} is named {name!r}")
        if kind == "CSS":
            css_names.setdefault(button["token"], []).append(copied)
    for token in docs["tokens"]:
        report.checks += 1
        expected = f"var({ex.custom_property(token['pathComponents'], prefix)})"
        if css_names.get(token["path"]) != [expected]:
            report.fail(f"{token['path']!r} offers the CSS names {css_names.get(token['path'])}, not [{expected!r}]")


def check_tooltips(page, report):
    """The pointer on a copy button shows "Copy the CSS name" or "Copy the Swift name"."""
    found = page.evaluate("""(() => {
      const hover = b => { b.dispatchEvent(new MouseEvent("mouseover", {bubbles: true})); return b.title; };
      const row = [...document.querySelectorAll(".row-code")].find(r => r.children.length === 2);
      const compact = document.querySelector(".copy-buttons .copy");
      return [row ? [hover(row.children[0]), hover(row.children[1])] : null, compact ? hover(compact) : null];
    })()""")
    report.checks += 1
    if found[0] is not None and found[0] != ["Copy the CSS name", "Copy the Swift name"]:
        report.fail(f"a row's copy buttons have the tooltips {found[0]}")
    if found[1] is not None and found[1] != "Copy the CSS name":
        report.fail(f"a ramp's CSS button has the tooltip {found[1]!r}")


def search_for(page, text):
    """Types `text` into the search; returns the paths of the entries shown."""
    page.evaluate("(t => { const s = document.getElementById('search'); s.value = t;"
                  " s.dispatchEvent(new Event('input')); })(%s)" % json.dumps(text))
    return page.evaluate("[...document.querySelectorAll('[data-token]:not([hidden])')]"
                         ".map(e => e.getAttribute('data-token'))")


def check_search_names(page, report, docs):
    """The search finds a token by its CSS name, its Swift name (as the buttons show them, in any
    case) and a word of its description, which the script reads from the entry."""
    buttons = page.evaluate(BUTTONS)
    samples = [b for b in buttons if not b["compact"]][-2:] + [b for b in buttons if b["compact"]][:2]
    for button in samples:
        name = button["copy"] or button["text"]
        report.checks += 1
        if button["token"] not in search_for(page, name.upper()):
            report.fail(f"searching {name.upper()!r} does not find {button['token']!r}")
    colors = [t for t in docs["tokens"] if t["type"] == "color"]
    if colors:  # a value, from the entry's code elements
        token = colors[-1]
        value = token["value"]["appearances"]["dark"]["hex"]
        report.checks += 1
        if token["path"] not in search_for(page, value):
            report.fail(f"searching {value!r} (its dark value) does not find {token['path']!r}")
    described = [t for t in docs["tokens"] if (t.get("description") or "").split()]
    if described:
        token = described[-1]
        word = max(token["description"].split(), key=len)
        report.checks += 1
        if token["path"] not in search_for(page, word):
            report.fail(f"searching {word!r} (its description) does not find {token['path']!r}")
    search_for(page, "")


def check_swatches(page, report, docs):
    """Each swatch of a color that adapts shows its color in its appearance over the checkerboard,
    on the background of the first pair naming the token as foreground (else the appearance's
    white or black canvas), and is read after the appearance's name."""
    tokens = {t["path"]: t for t in docs["tokens"]}
    backgrounds = {}
    for pair in docs["contrastPairs"]:
        backgrounds.setdefault(pair["foreground"], pair["background"])
    for path, swatches in page.evaluate(SWATCHES):
        report.checks += 1
        if path not in tokens:
            continue  # check_tokens reports an entry of no token
        if len(swatches) != 4:
            report.fail(f"{path!r} has {len(swatches)} swatches")
            continue
        background = tokens.get(backgrounds.get(path, ""))
        for index, (appearance, (chip, canvas, words)) in enumerate(zip(ex.APPEARANCES, swatches)):
            color = ex.expected_color(tokens[path]["value"]["appearances"][appearance], True)
            if background:
                behind = ex.expected_color(background["value"]["appearances"][appearance], True)
            else:
                behind = ("srgb", [0.0] * 3 if "dark" in appearance else [1.0] * 3, 1.0)
            if not cmp.colors_match(color, cmp.parse_color(chip)):
                report.fail(f"{path!r} in {appearance}: the swatch shows {chip}, expected {color}")
            if not cmp.colors_match(behind, cmp.parse_color(canvas)):
                report.fail(f"{path!r} in {appearance}: the swatch sits on {canvas}, expected {behind}")
            if words != json.dumps(APPEARANCE_WORDS[index]):
                report.fail(f"{path!r} in {appearance}: the swatch is read after {words}")


def check_easing_plots(page, report):
    """Every easing plot draws its curve: the first of a curve in a section draws it, the others
    show that drawing with <use>; each keeps its own accessible name."""
    plots = page.evaluate("""[...document.querySelectorAll("svg.easing-plot")].map(svg => {
      const use = svg.querySelector("use");
      const target = use && document.getElementById(use.getAttribute("href").slice(1));
      return {label: svg.getAttribute("aria-label"), curve: svg.querySelector(".easing-curve") ? true : false,
        use: use ? [Boolean(target && target.closest("svg.easing-plot")), use.getBBox().width] : null};
    })""")
    for plot in plots:
        report.checks += 1
        if not (plot["label"] or "").startswith("Easing curve "):
            report.fail(f"an easing plot is named {plot['label']!r}")
        if plot["use"] is not None and not (plot["use"][0] and plot["use"][1] > 0):
            report.fail(f"the plot {plot['label']!r} shows no curve: {plot['use']}")
        if plot["use"] is None and not plot["curve"]:
            report.fail(f"the plot {plot['label']!r} draws no curve")


def check_phone_labels(page, report):
    """At a phone's width the contrast table's column labels (Light, Dark, …) stay shown above
    its cells, which carry no label of their own."""
    found = page.evaluate("""[...document.querySelectorAll("#contrast thead th")]
      .map(th => [th.textContent.trim(), th.getBoundingClientRect().height > 0])""")
    if not found:
        return
    report.checks += 1
    if not all(visible for _, visible in found):
        report.fail(f"the contrast table hides column labels at 390 px: {found}")
