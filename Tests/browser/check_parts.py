"""Checks a docs page split into parts (the docs emitter's `pageSize`) in Chromium: index.html lists
every part and loads nothing else; each part loads with no errors or requests, marks itself in the
navigation between parts, and its search, switches, slider, folds, copy buttons and motion demos
work for the tokens it shows; across the parts every token has exactly one entry and every
contrast pair one row.
"""

import json
import pathlib
import shutil

from check_css import Report
from check_docs import check_accessibility, check_entries, check_page_contrast, event_problems
from page_scripts import ENTRIES

PARTS = """(() => ({
  index: [...document.querySelectorAll(".part-list a")].map(a => a.getAttribute("href")),
  navigation: [...document.querySelectorAll("nav.parts a")].map(a => [a.getAttribute("href"),
    a.getAttribute("aria-current")]),
  summary: document.querySelector(".summary").textContent,
}))()"""


def check_parts(browser, docs_folder, docs, label, prefix=""):
    """Runs every check on the split page in `docs_folder` against `docs` (tokens.docs.json)."""
    report = Report(label)
    folder = pathlib.Path(docs_folder).resolve()
    # The copy buttons write to the clipboard, which the checks read back.
    browser.send("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})

    def open_page(url):
        """A new tab (so that its events are this page's alone) showing `url`."""
        page = browser.new_page(1280, 900)
        page.emulate_media({"prefers-color-scheme": "light", "prefers-reduced-motion": "no-preference"})
        page.navigate(url)
        return page

    index_url = (folder / "index.html").as_uri()
    page = open_page(index_url)
    parts = page.evaluate(PARTS)["index"]
    check_accessibility(page, report)
    check_page_contrast(page, report)
    for problem in event_problems(page, index_url):
        report.fail("index.html: " + problem)
    report.checks += 1
    if len(parts) < 2:
        report.fail(f"index.html lists {len(parts)} parts")
    missing = [part for part in parts if not (folder / part).is_file()]
    if missing:
        report.fail(f"index.html links to parts that were not written: {missing}")
    check_index_search(page, report, docs, folder)
    shown, pairs, badges = {}, 0, 0
    by_path = {token["path"]: token for token in docs["tokens"]}
    for number, part in enumerate(parts):
        if part in missing:
            continue
        url = (folder / part).as_uri()
        page.send("Page.close")
        page = open_page(url)
        found = page.evaluate(PARTS)
        report.checks += 1
        wanted = [["index.html", None]] + [[name, "page" if name == part else None] for name in parts]
        if found["navigation"] != wanted:
            report.fail(f"{part}: the navigation between parts is {found['navigation']}")
        if not found["summary"].startswith(f"Part {number + 1} of {len(parts)}: "):
            report.fail(f"{part}: the summary says {found['summary']!r}")
        entries = page.evaluate(ENTRIES)
        pairs += entries["pairs"]
        badges += entries["badges"]
        for path, text in entries["tokens"]:
            shown.setdefault(path, []).append(part)
        # The part's own tokens, for the checks of the controls.
        view = dict(docs, tokens=[by_path[path] for path, _ in entries["tokens"] if path in by_path])
        check_entries(page, report, view, prefix)
        for problem in event_problems(page, url):
            report.fail(f"{part}: {problem}")
    for token in docs["tokens"]:
        report.checks += 1
        if len(shown.get(token["path"], [])) != 1:
            report.fail(f"token {token['path']!r} has entries on {shown.get(token['path'], [])}")
    report.checks += 1
    if len(shown) != len(docs["tokens"]):
        report.fail(f"{len(shown)} tokens shown across the parts for {len(docs['tokens'])}")
    if pairs != len(docs["contrastPairs"]):
        report.fail(f"{pairs} contrast rows across the parts for {len(docs['contrastPairs'])} pairs")
    if docs["findings"].get("color/contrast") and badges != len(docs["contrastPairs"]) * 4:
        report.fail(f"{badges} contrast badges for {len(docs['contrastPairs'])} pairs in 4 appearances")
    page.send("Page.close")
    report.parts = len(parts)
    return report


def check_index_search(page, report, docs, folder):
    """The index's search finds a token of every part by its path and links to its entry there."""
    tokens = docs["tokens"]
    for token in tokens[:: max(1, len(tokens) // 6)]:
        page.evaluate("(s => { s.value = %s; s.dispatchEvent(new Event('input')); })(document.getElementById('search'))"
                      % json.dumps(token["path"]))
        found = page.evaluate("[...document.querySelectorAll('#search-results a')].map(a => "
                              "[a.textContent, a.getAttribute('href')])")
        report.checks += 1
        links = [href for text, href in found if text == token["path"]]
        if len(links) != 1:
            report.fail(f"the index's search for {token['path']!r} lists {found[:5]}")
            continue
        name, _, anchor = links[0].partition("#")
        target = folder / name
        if not target.is_file() or f' id="{anchor}" data-token=' not in target.read_text():
            report.fail(f"the index's search links {token['path']!r} to {links[0]}, which has no such entry")
    # Every token listed at once (each path contains a dot, most a letter): hostile paths stay text.
    page.evaluate("(s => { s.value = 'e'; s.dispatchEvent(new Event('input')); })(document.getElementById('search'))")
    report.checks += 1
    state = page.evaluate("[typeof window.__tokencInjected, document.querySelectorAll('#search-results *').length, "
                          "document.querySelectorAll('#search-results li, #search-results a, #search-results code')"
                          ".length]")
    if state[0] != "undefined" or state[1] != state[2]:
        report.fail(f"the index's search results ran or built something of a token's text: {state}")
    page.evaluate("(s => { s.value = ''; s.dispatchEvent(new Event('input')); })(document.getElementById('search'))")
    report.checks += 1
    if page.evaluate("document.querySelectorAll('#search-results li').length"):
        report.fail("clearing the index's search leaves results")


def self_test_parts(browser, docs_folder, docs, work):
    """Tampered copies of a split page that `check_parts` must reject: a part gone, and a token's
    entry on two parts. Returns a report whose problems are the tampers that went unnoticed."""
    report = Report("parts self-test")
    parts = sorted(path.name for path in pathlib.Path(docs_folder).glob("*.html") if path.name != "index.html")

    def tampered(name, change):
        copy = pathlib.Path(work) / f"parts-tampered-{name}"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(docs_folder, copy)
        change(copy)
        report.checks += 1
        if not check_parts(browser, copy, docs, name).problems:
            report.fail(f"check_parts passed a split page with {name}")

    def remove_part(copy):
        (copy / parts[-1]).unlink()

    def duplicate_entry(copy):
        first, second = (copy / parts[0]).read_text(), copy / parts[1]
        start = first.index("<article")
        entry = first[start:first.index("</article>", start) + len("</article>")]
        text = second.read_text()
        second.write_text(text.replace("</main>", entry + "</main>", 1))

    tampered("a part missing", remove_part)
    tampered("an entry on two parts", duplicate_entry)
    return report
