#!/usr/bin/env python3
"""Browser checks for the css and docs emitters, run by `make test` (target browser-test).

Usage: run.py --tokenc PATH [--work DIR] [--screenshots DIR]

For each fixture it runs the real tokenc binary into a fresh folder, then drives headless
Chromium through the DevTools protocol (cdp.py):
  1. tokens.css: every custom property in every combination of prefers-color-scheme,
     prefers-contrast, prefers-reduced-motion and color-gamut, times every combination of the
     data-appearance, data-contrast and data-motion switch attributes, against tokens.docs.json;
  2. index.html: no console errors, failed or network requests; every token shown; search,
     appearance switch, slider and motion demos; keyboard use; accessibility basics; the
     page's own contrast; screenshots (light, dark, both with increased contrast);
  2b. the showcase split into parts (the docs emitter's pageSize, check_parts.py): index.html and
     every part load cleanly, each token is on exactly one part, each part's controls work;
  3. the injection fixture: hostile names and descriptions stay text and run nothing;
  3b. the HTML page of `tokenc diff` on the diff fixture pair (check_diff.py): its sections, the
     accessibility audit, its text contrast in all four appearances, no errors or requests;
  4. self-tests: tampered copies of the outputs must make the checks fail.
Exit status 0 when everything passes, 1 when a check fails, 2 when the tools are missing.
"""

import argparse
import json
import pathlib
import shutil
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from cdp import Browser, ProtocolError, find_chromium  # noqa: E402
from check_css import check_stylesheet, load_docs  # noqa: E402
from check_diff import check_diff_page  # noqa: E402
from check_docs import check_docs  # noqa: E402
from check_parts import check_parts, self_test_parts  # noqa: E402
from injection import check_injection, self_tests  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHOWCASE = ROOT / "Tests/TokenCompilerTests/Fixtures/showcase"
INJECTION = ROOT / "Tests/TokenCompilerTests/Fixtures/injection"
COMPOSITES = ROOT / "Tests/TokenCompilerTests/Fixtures/composites"
OPTIONS = "{units: px, lightDark: true, prefix: ds, dynamicType: true}"
LOGO = ROOT / "docs/assets/logo.svg"
# The sample's brand, as tokenc.yaml sets it: the logo is copied into the test project, since
# the docs emitter reads a logo only from inside the project.
BRAND = {"title": "Sample design system", "brandColor": "#0a84ff", "logo": "logo.svg"}
BRANDED = "{title: %(title)s, brandColor: '%(brandColor)s', logo: %(logo)s}" % BRAND
# The sample's page must stay compact: document height at 1280 px and at 390 px.
SAMPLE_HEIGHTS = {1280: 6000, 390: 12000}

# name, input folder, css options, docs options, screenshots?
VARIANTS = [
    ("showcase", SHOWCASE, "{}", "{}", True),
    ("showcase-options", SHOWCASE, OPTIONS, "{}", False),
    ("tokens", ROOT / "tokens", "{}", BRANDED, True),
    ("tokens-light-dark", ROOT / "tokens", "{lightDark: true}", "{}", False),
    ("injection", INJECTION, "{}", "{}", True),
    ("composites", COMPOSITES, "{}", "{}", True),
    ("composites-options", COMPOSITES, OPTIONS, "{}", False),
]


def build(tokenc, name, inputs, css, docs, work):
    """Runs tokenc on `inputs` with every error rule lowered to a warning (the checks need output
    even where a fixture breaks a validation rule on purpose); returns the output folder."""
    project = work / name
    shutil.rmtree(project, ignore_errors=True)
    project.mkdir(parents=True)
    if "logo:" in docs:
        shutil.copyfile(LOGO, project / BRAND["logo"])
    listed = subprocess.run(
        [tokenc, "validate", "--list-rules", "--diagnostics-format", "json"],
        capture_output=True, text=True, cwd=project, check=True)
    rules = [rule["id"] for rule in json.loads(listed.stdout) if rule["severity"] == "error"]
    config = [f"inputs: [{str(inputs)!r}]", "output: out", f"emitters: {{json: {{}}, css: {css}, docs: {docs}}}"]
    if rules:
        config.append("rules: {" + ", ".join(f"{rule}: warning" for rule in rules) + "}")
    (project / "tokenc.yaml").write_text("\n".join(config) + "\n")
    run = subprocess.run([tokenc, "build", "--config", "tokenc.yaml"], capture_output=True, text=True, cwd=project)
    if run.returncode != 0:
        raise SystemExit(f"tokenc failed on {name}:\n{run.stderr}")
    return project / "out"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokenc", required=True, help="the tokenc binary to test")
    parser.add_argument("--work", default=str(ROOT / ".build/browser-tests"), help="where outputs are generated")
    parser.add_argument("--screenshots", default=str(ROOT / ".build/browser-screenshots"))
    arguments = parser.parse_args()
    if not find_chromium():
        print("chromium is not installed; `make test` installs it (Debian: apt-get install -y chromium)")
        return 2
    work = pathlib.Path(arguments.work)
    tokenc = str(pathlib.Path(arguments.tokenc).resolve())
    reports, summary = [], []
    with Browser() as browser:
        for name, inputs, css, docs_options, screenshots in VARIANTS:
            out = build(tokenc, name, inputs, css, docs_options, work)
            docs = load_docs(out)
            prefix = "ds" if "prefix: ds" in css else ""
            css_report = check_stylesheet(browser, out / "css/tokens.css", docs, prefix, f"{name} tokens.css")
            docs_report = check_docs(browser, out / "docs/index.html", docs, name,
                                     arguments.screenshots if screenshots else None,
                                     brand=BRAND if "logo:" in docs_options else None,
                                     heights=SAMPLE_HEIGHTS if inputs == ROOT / "tokens" else None, prefix=prefix)
            reports += [css_report, docs_report]
            summary.append(f"{name}: tokens.css {css_report.properties} properties x {css_report.states} states "
                           f"= {css_report.checks} checks; index.html {docs_report.checks} checks"
                           + "".join(f"; {width} px wide: {height} px tall"
                                     for width, height in docs_report.heights.items()))
            if name == "injection":
                injection_report = check_injection(browser, out, docs)
                reports.append(injection_report)
                summary.append(f"injection: {injection_report.checks} checks")
        # The showcase split into parts of at most 4 entries (the split a large system gets).
        out = build(tokenc, "showcase-parts", SHOWCASE, "{}", "{pageSize: 4}", work)
        parts_report = check_parts(browser, out / "docs", load_docs(out), "showcase-parts")
        reports.append(parts_report)
        summary.append(f"showcase in parts: {parts_report.parts} parts, {parts_report.checks} checks")
        out = build(tokenc, "injection-parts", INJECTION, "{}", "{pageSize: 2}", work)
        injection_parts = check_parts(browser, out / "docs", load_docs(out), "injection-parts")
        reports.append(injection_parts)
        summary.append(f"injection in parts: {injection_parts.parts} parts, {injection_parts.checks} checks")
        out = work / "showcase-parts/out"
        parts_self = self_test_parts(browser, out / "docs", load_docs(out), work)
        reports.append(parts_self)
        summary.append(f"parts self-tests: {parts_self.checks} tampered split pages caught")
        diff_report = check_diff_page(browser, tokenc, work, arguments.screenshots)
        reports.append(diff_report)
        summary.append(f"tokenc diff --format html: {diff_report.checks} checks")
        self_report = self_tests(browser, work / "showcase/out", work)
        reports.append(self_report)
        summary.append(f"self-tests: {self_report.checks} tampered outputs caught")
    problems = [problem for report in reports for problem in report.problems]
    print("\n".join(summary))
    print(f"screenshots: {arguments.screenshots}")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        print("\n".join(problems[:200]))
        return 1
    print("browser checks passed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ProtocolError as error:
        print(f"browser error: {error}")
        sys.exit(1)
