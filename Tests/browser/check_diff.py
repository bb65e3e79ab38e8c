"""The HTML page of `tokenc diff`: run on the diff fixture pair, loaded in the browser."""

import pathlib
import subprocess

from check_css import Report
from check_docs import APPEARANCE_ATTRIBUTES, event_problems, set_attributes, take_screenshots
from page_scripts import AUDIT, CONTRAST

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAIR = ROOT / "Tests/TokenCompilerTests/Fixtures/Diff/everything"


def check_diff_page(browser, tokenc, work, screenshots=None):
    """The page loads with no error or request, names every change section, passes the accessibility
    audit, and its text keeps its contrast in all four appearances."""
    report = Report("diff.html")
    out = pathlib.Path(work) / "diff"
    out.mkdir(parents=True, exist_ok=True)
    page_path = out / "diff.html"
    run = subprocess.run([tokenc, "diff", str(PAIR / "old"), str(PAIR / "new"), "--format", "html"],
                         capture_output=True, text=True)
    report.checks += 1
    if run.returncode != 1:  # 1: there are changes
        report.fail(f"tokenc diff exited {run.returncode}: {run.stderr[-400:]}")
        return report
    page_path.write_text(run.stdout)
    url = page_path.resolve().as_uri()
    page = browser.new_page(1280, 900)
    page.navigate(url)
    headings = page.evaluate("[...document.querySelectorAll('h2')].map(h => h.textContent.trim())")
    for wanted in ("Breaking changes for code", "Contrast", "Added", "Removed", "Renamed", "Changed"):
        report.checks += 1
        if wanted not in headings:
            report.fail(f"the diff page has no {wanted!r} section (it has {headings})")
    for problem in page.evaluate(AUDIT):
        report.fail("accessibility: " + problem)
    report.checks += 1
    for appearance, attributes in APPEARANCE_ATTRIBUTES.items():
        set_attributes(page, attributes)
        found = page.evaluate(CONTRAST)
        report.checks += found["checked"]
        for failure in found["failures"][:10]:
            report.fail(f"diff page contrast in {appearance}: {failure}")
    set_attributes(page, {"data-appearance": None, "data-contrast": None})
    for problem in event_problems(page, url):
        report.fail(problem)
    if screenshots:
        take_screenshots(page, screenshots, "diff", high_contrast=False)
    page.send("Page.close")
    return report
