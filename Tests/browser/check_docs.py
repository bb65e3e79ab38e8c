"""Checks the docs page (index.html) in Chromium: it loads with no errors and no network, shows
every token, and its search, appearance switch, Dynamic Type slider and motion demos work with
the keyboard; its own text has enough contrast in all four appearances; screenshots are saved.
"""

import json
import pathlib

from check_css import Report
from check_controls import (check_copy, check_folds, check_keyboard, check_ladders, check_motion, check_search,
                            check_slider)
from check_names import check_names, check_phone_labels
from page_scripts import AUDIT, CONTRAST, ENTRIES

FAILURE_EVENTS = ("Runtime.exceptionThrown", "Runtime.consoleAPICalled", "Log.entryAdded", "Network.loadingFailed")
APPEARANCE_ATTRIBUTES = {
    "light": {"data-appearance": "light", "data-contrast": "standard"},
    "dark": {"data-appearance": "dark", "data-contrast": "standard"},
    "lightHighContrast": {"data-appearance": "light", "data-contrast": "more"},
    "darkHighContrast": {"data-appearance": "dark", "data-contrast": "more"},
}


def event_problems(page, url):
    """Console errors, exceptions, failed loads and any request other than the page itself."""
    problems = []
    for event in page.events():
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append("exception: " + params["exceptionDetails"].get("text", ""))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            problems.append("console error: " + " ".join(str(arg.get("value")) for arg in params.get("args", [])))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            problems.append("browser error: " + params["entry"].get("text", ""))
        elif method == "Network.loadingFailed":
            problems.append("failed request: " + params.get("errorText", ""))
        elif (method == "Network.requestWillBeSent" and params["request"]["url"] != url
              and not params["request"]["url"].startswith("data:")):  # an embedded logo is part of the page
            problems.append("network request (the page must be self-contained): " + params["request"]["url"][:120])
    return problems


def set_attributes(page, attributes):
    page.evaluate("(a => { for (const [k, v] of Object.entries(a)) { if (v === null) "
                  "document.documentElement.removeAttribute(k); else document.documentElement.setAttribute(k, v); } })"
                  f"({json.dumps(attributes)})")


def check_docs(browser, html_path, docs, label, screenshots=None, brand=None, heights=None, prefix=""):
    """Runs every docs page check; saves light and dark screenshots into `screenshots` when given.
    `prefix` is the CSS emitter's prefix, which the CSS names on the page carry.
    `brand` ({title, brandColor, logo}) checks the title, band and logo; `heights` ({width: most px})
    bounds the document's height at those viewport widths. The heights found are in `report.heights`."""
    report = Report(label)
    report.heights = {}
    url = pathlib.Path(html_path).resolve().as_uri()
    # The page's Copy buttons write to the clipboard, which the check reads back.
    browser.send("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    page = browser.new_page(1280, 900)
    page.emulate_media({"prefers-color-scheme": "light", "prefers-reduced-motion": "no-preference"})
    page.navigate(url)
    check_tokens(page, report, docs)
    check_entries(page, report, docs, prefix)
    check_page_contrast(page, report)
    for problem in event_problems(page, url):
        report.fail(problem)
    page.navigate(url)  # a fresh page: no search, default size, no demo mid-animation, folds closed
    check_height(page, report, 1280, heights)
    if brand:
        check_brand(page, report, brand)
    if screenshots:
        take_screenshots(page, screenshots, label)
    page.send("Page.close")
    phone = browser.new_page(390, 844)  # an iPhone's width: the sidebar sits on top
    phone.navigate(url)
    check_height(phone, report, 390, heights)
    check_phone_labels(phone, report)
    if screenshots:
        take_screenshots(phone, screenshots, label + "-390", high_contrast=False)
    report.checks += 1
    if phone.evaluate("document.documentElement.scrollWidth") > 390:
        report.fail("the page scrolls sideways at 390 px")
    phone.send("Page.close")
    return report


def check_entries(page, report, docs, prefix=""):
    """The checks of a page's entries and controls against the tokens it shows (`docs["tokens"]`):
    their names and copy buttons, accessibility, the keyboard, search, slider, ladders, motion
    demos and folds. Shared by the whole page and each part of a split one (check_parts.py)."""
    check_names(page, report, docs, prefix)
    check_accessibility(page, report)
    check_keyboard(page, report, docs)
    check_search(page, report, docs)
    check_slider(page, report, docs)
    check_ladders(page, report, docs)
    check_copy(page, report, docs)
    check_motion(page, report, docs)
    check_folds(page, report)


def check_height(page, report, width, limits):
    """Records the document's height at this width; fails when it is over `limits[width]`."""
    page.emulate_media({"prefers-color-scheme": "light", "prefers-contrast": "no-preference"})
    height = page.evaluate("document.documentElement.scrollHeight")
    report.heights[width] = height
    if limits and width in limits:
        report.checks += 1
        if height > limits[width]:
            report.fail(f"the page is {height} px tall at {width} px wide, more than {limits[width]} px")


def check_brand(page, report, brand):
    """The configured title heads the page and names the document; the brand color bands the
    sidebar; the logo is an image that loaded, beside the title."""
    found = page.evaluate("""(() => {
      const logo = document.querySelector(".brand .brand-logo");
      return {title: document.title, heading: document.querySelector("h1").textContent.trim(),
        band: getComputedStyle(document.querySelector(".page-header")).borderTopColor,
        logo: logo ? [logo.complete, logo.naturalWidth, logo.getBoundingClientRect().height,
          logo.getAttribute("src").slice(0, 26)] : null};
    })()""")
    report.checks += 1
    red, green, blue = (int(brand["brandColor"][i:i + 2], 16) for i in (1, 3, 5))
    if found["title"] != brand["title"] or found["heading"] != brand["title"]:
        report.fail(f"the title is {found['title']!r} and the heading {found['heading']!r}, not {brand['title']!r}")
    if found["band"] != f"rgb({red}, {green}, {blue})":
        report.fail(f"the sidebar's band is {found['band']}, not the brand color {brand['brandColor']}")
    logo = found["logo"]
    if not logo or not logo[0] or not logo[1] or not logo[2] or logo[3] != "data:image/svg+xml;base64,":
        report.fail(f"the logo did not load as an embedded SVG beside the title: {logo}")


def check_tokens(page, report, docs):
    """Every token has exactly one entry that shows its path and description; every pair has a row."""
    entries = page.evaluate(ENTRIES)
    by_path = {}
    for token, text in entries["tokens"]:
        by_path.setdefault(token, []).append(" ".join(text.split()))
    for token in docs["tokens"]:
        report.checks += 1
        shown = by_path.get(token["path"], [])
        if len(shown) != 1:
            report.fail(f"token {token['path']!r} has {len(shown)} entries on the page")
            continue
        for text in [token["path"], token.get("description") or ""]:
            if " ".join(text.split()) not in shown[0]:
                report.fail(f"the entry of {token['path']!r} does not show {text!r}")
    if len(entries["tokens"]) != len(docs["tokens"]):
        report.fail(f"{len(entries['tokens'])} entries for {len(docs['tokens'])} tokens")
    report.checks += 1
    if entries["pairs"] != len(docs["contrastPairs"]):
        report.fail(f"{entries['pairs']} contrast rows for {len(docs['contrastPairs'])} pairs")
    results = docs["findings"].get("color/contrast", [])
    if results and entries["badges"] != len(docs["contrastPairs"]) * 4:
        report.fail(f"{entries['badges']} contrast badges for {len(docs['contrastPairs'])} pairs in 4 appearances")


def check_accessibility(page, report):
    """Labels, headings, names of buttons and links, the language."""
    for problem in page.evaluate(AUDIT):
        report.fail("accessibility: " + problem)
    report.checks += 1


def check_page_contrast(page, report):
    """The page's own text meets 4.5:1 (3:1 when large) on its background in all four appearances."""
    for appearance, attributes in APPEARANCE_ATTRIBUTES.items():
        set_attributes(page, attributes)
        found = page.evaluate(CONTRAST)
        report.checks += found["checked"]
        for failure in found["failures"][:10]:
            report.fail(f"page contrast in {appearance}: {failure}")
    set_attributes(page, {"data-appearance": None, "data-contrast": None})


def take_screenshots(page, folder, label, high_contrast=True):
    """Light and dark (by the system preference), and both with increased contrast, under `folder`."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob(f"{label}-*.png"):
        old.unlink()
    for scheme in ("light", "dark"):
        for contrast in ("no-preference", "more") if high_contrast else ("no-preference",):
            page.emulate_media({"prefers-color-scheme": scheme, "prefers-contrast": contrast})
            suffix = scheme + ("-high-contrast" if contrast == "more" else "")
            page.screenshot(str(folder / f"{label}-{suffix}.png"), full_page=True)
    page.emulate_media({"prefers-color-scheme": "light", "prefers-contrast": "no-preference"})
