"""The injection checks (hostile token names and descriptions run nothing and stay text) and the
self-tests that prove the checks fail on broken output."""

import pathlib
import re
import shutil

from check_css import Report, check_stylesheet, load_docs
from check_docs import check_brand, check_docs, check_height, event_problems

MARKER = "__tokencInjected"

INERT = """(() => ({
  marker: typeof window.%s === "undefined" ? null : String(window.%s),
  images: document.images.length,
  scripts: document.scripts.length,
  styles: document.querySelectorAll("style").length,
  handlers: [...document.querySelectorAll("*")].flatMap(e => [...e.attributes].map(a => a.name))
    .filter(name => name.startsWith("on")),
}))()""" % (MARKER, MARKER)


def page_is_inert(browser, url, report, label):
    """Loads a page, types into its search and plays its demos, then checks nothing hostile ran."""
    page = browser.new_page()
    page.navigate(url)
    page.evaluate("(s => { if (s) { s.value = '<img'; s.dispatchEvent(new Event('input')); } })"
                  "(document.getElementById('search'))")
    page.evaluate("document.querySelectorAll('button[data-play]').forEach(b => b.click())")
    state = page.evaluate(INERT)
    problems = event_problems(page, url)
    page.send("Page.close")
    report.checks += 1
    if state["marker"] is not None:
        report.fail(f"{label}: injected code ran (window.{MARKER} = {state['marker']!r})")
    if state["images"] or state["handlers"]:
        report.fail(f"{label}: markup from a token file became elements ({state['images']} images, "
                    f"handlers {state['handlers']})")
    if state["scripts"] != 1 or state["styles"] != 2:
        report.fail(f"{label}: {state['scripts']} scripts and {state['styles']} style elements, expected 1 and 2")
    for problem in problems:
        report.fail(f"{label}: {problem}")


def markdown_is_inert(path, report):
    """tokens.md has no raw HTML and every table row has as many cells as its header."""
    text = pathlib.Path(path).read_text()
    report.checks += 1
    outside_code = re.sub(r"(`+)(.+?)\1", "", text)  # code spans are shown literally
    if re.search(r"<[a-z/!]", outside_code, re.IGNORECASE):
        report.fail("tokens.md contains raw HTML from a token file")
    header_cells = None
    for line in text.splitlines():
        if not line.startswith("|"):
            header_cells = None
            continue
        cells = len(re.findall(r"(?<!\\)\|", re.sub(r"(`+)(.+?)\1", "", line)))
        if header_cells is None:
            header_cells = cells
        elif cells != header_cells:
            report.fail(f"tokens.md table row with {cells - 1} cells instead of {header_cells - 1}: {line[:100]}")


def check_injection(browser, out, docs):
    """The injection fixture: its page runs nothing, its Markdown has no HTML (its CSS is audited by check_css)."""
    report = Report("injection")
    page_is_inert(browser, (out / "docs/index.html").resolve().as_uri(), report, "index.html")
    markdown_is_inert(out / "docs/tokens.md", report)
    hostile = [t for t in docs["tokens"] if '"' in t["path"] or "<" in (t.get("description") or "")]
    report.checks += 1
    if len(hostile) < 2:
        report.fail("the injection fixture lost its hostile tokens")
    return report


def tamper(source, work, name, file, old, new, count=1):
    """A copy of an output folder with `old` replaced by `new` in one file."""
    target = work / "self-test" / name
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(source, target)
    path = target / file
    text = path.read_text()
    if old not in text:
        raise SystemExit(f"self-test {name}: {old!r} is not in {file}; update the self-test")
    path.write_text(text.replace(old, new, count))
    return target


def self_tests(browser, showcase, work):
    """Each check must fail on output broken in the way it guards against."""
    report = Report("self-test")
    docs = load_docs(showcase)

    def expect(name, problems, what):
        if problems:
            report.checks += 1
        else:
            report.fail(f"{name}: the check did not notice {what}")

    broken = tamper(showcase, work, "dark-value", "css/tokens.css", "--color-label-link: #409cff;",
                    "--color-label-link: #409cfe;")
    found = check_stylesheet(browser, broken / "css/tokens.css", docs, label="dark-value").problems
    expect("dark-value", found, "a dark high-contrast color off by one")
    broken = tamper(showcase, work, "attribute-loses", "css/tokens.css",
                    ':root:not([data-appearance="light"]) {', ":root {")
    found = check_stylesheet(browser, broken / "css/tokens.css", docs, label="attribute-loses").problems
    expect("attribute-loses", [p for p in found if "data-appearance" in p],
           "data-appearance=light losing to a dark system preference")
    broken = tamper(showcase, work, "reduce-motion", "css/tokens.css", "--motion-slide-duration: 150ms;",
                    "--motion-slide-duration: 300ms;")
    found = check_stylesheet(browser, broken / "css/tokens.css", docs, label="reduce-motion").problems
    expect("reduce-motion", found, "a Reduce Motion duration that does not switch")
    broken = tamper(showcase, work, "break-out", "css/tokens.css", "/* Body text */",
                    "/* Body text */ } body { --evil: 1; } :root {")
    found = check_stylesheet(browser, broken / "css/tokens.css", docs, label="break-out").problems
    expect("break-out", [p for p in found if "unexpected" in p], "a rule that broke out of :root")
    broken = tamper(showcase, work, "script-runs", "docs/index.html", "<h1>",
                    "<img src=x onerror=\"window.__tokencInjected='tampered'\"><h1>")
    inert = Report("script-runs")
    page_is_inert(browser, (broken / "docs/index.html").resolve().as_uri(), inert, "index.html")
    expect("script-runs", [p for p in inert.problems if "ran" in p], "injected code that ran")
    expect("script-runs", [p for p in inert.problems if "failed request" in p], "a failed request")
    broken = tamper(showcase, work, "token-missing", "docs/index.html", 'data-token="color.label.link"',
                    'data-token="color.label.linc"')
    found = check_docs(browser, broken / "docs/index.html", docs, "token-missing").problems
    expect("token-missing", [p for p in found if "color.label.link" in p], "a token missing from the page")
    broken = tamper(showcase, work, "low-contrast", "docs/index.html", "--page-muted: #515154;",
                    "--page-muted: #a0a0a4;")
    found = check_docs(browser, broken / "docs/index.html", docs, "low-contrast").problems
    expect("low-contrast", [p for p in found if "page contrast in light" in p], "gray text on white below 4.5:1")
    broken = tamper(showcase, work, "unnamed-copy", "docs/index.html", '"Copy the Swift name "', '""')
    found = check_docs(browser, broken / "docs/index.html", docs, "unnamed-copy").problems
    expect("unnamed-copy", [p for p in found if "is named" in p], "Swift copy buttons without their words")
    broken = tamper(showcase, work, "wrong-canvas", "docs/index.html",
                    ".swatch:nth-child(2) > .swatch-canvas { background-color: #000000; }",
                    ".swatch:nth-child(2) > .swatch-canvas { background-color: #ffffff; }")
    found = check_docs(browser, broken / "docs/index.html", docs, "wrong-canvas").problems
    expect("wrong-canvas", [p for p in found if "in dark: the swatch sits on" in p], "dark swatches on white")
    broken = tamper(showcase, work, "tall-page", "docs/index.html", '<main id="main" tabindex="-1">',
                    '<main id="main" tabindex="-1"><div style="height: 6000px"></div>')
    tall = Report("tall-page")
    tall.heights = {}
    page = browser.new_page(1280, 900)
    page.navigate((broken / "docs/index.html").resolve().as_uri())
    check_height(page, tall, 1280, {1280: 6000})
    expect("tall-page", [p for p in tall.problems if "px tall" in p], "a page taller than its bound")
    unbranded = Report("unbranded")
    check_brand(page, unbranded, {"title": "Sample design system", "brandColor": "#0a84ff", "logo": "logo.svg"})
    expect("unbranded", [p for p in unbranded.problems if "title" in p], "a page without the configured title")
    expect("unbranded", [p for p in unbranded.problems if "logo" in p], "a page without the logo")
    page.send("Page.close")
    return report
