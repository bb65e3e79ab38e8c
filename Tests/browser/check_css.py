"""Checks tokens.css in Chromium: every custom property, in every combination of user preferences
(emulated through the DevTools protocol) and of the root element's switch attributes.
"""

import itertools
import json
import os
import pathlib
import re

import compare as cmp
import expectations as ex

MEDIA = {
    "prefers-color-scheme": ["light", "dark"],
    "prefers-contrast": ["no-preference", "more"],
    "prefers-reduced-motion": ["no-preference", "reduce"],
    "color-gamut": ["srgb", "p3"],
}
ATTRIBUTES = {
    "data-appearance": [None, "light", "dark"],
    "data-contrast": [None, "standard", "more"],
    "data-motion": [None, "reduce"],
}
PROBED = {  # the real property each kind is tried on, through var()
    "color": "background-color", "length": "margin-left", "time": "transition-duration",
    "bezier": "transition-timing-function", "families": "font-family", "font": "font",
    "shadow": "box-shadow", "border": "border-top", "keyword": "border-top-style", "gradient": "background-image",
}

TEST_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>tokens.css test</title>
<link rel="stylesheet" href="{css}">
<style>#probes > * {{ position: absolute; display: block; width: 10px; height: 10px; }}</style>
</head><body><div id="probes"></div></body></html>
"""

SETUP = """(spec => {
  const probes = document.getElementById("probes");
  window.__probes = {};
  for (const [name, property] of spec) {
    if (!property) { continue; }
    const element = document.createElement("div");
    element.style.setProperty(property, "var(" + name + ")");
    element.dataset.property = property;
    probes.append(element);
    window.__probes[name] = element;
  }
  return Object.keys(window.__probes).length;
})(%s)"""

READ = """(([attributes, names]) => {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) { root.removeAttribute(name); } else { root.setAttribute(name, value); }
  }
  const style = getComputedStyle(root);
  const result = {};
  for (const name of names) {
    const probe = window.__probes[name];
    let resolved = null;
    if (probe) {
      const computed = getComputedStyle(probe);
      const property = probe.dataset.property;
      resolved = property === "font"
        ? {fontSize: computed.fontSize, lineHeight: computed.lineHeight, fontWeight: computed.fontWeight,
           fontFamily: computed.fontFamily}
        : computed.getPropertyValue(property);
    }
    result[name] = [style.getPropertyValue(name).trim().replace(/\\s+/g, " "), resolved];
  }
  return result;
})(%s)"""

AUDIT = """(() => {
  const selectors = new Set(), declared = {};
  function walk(rules) {
    for (const rule of rules) {
      if (rule.cssRules && !rule.style) { walk(rule.cssRules); continue; }
      if (!rule.style) { selectors.add("@" + rule.constructor.name); continue; }
      selectors.add(rule.selectorText);
      for (let i = 0; i < rule.style.length; i++) {
        const name = rule.style.item(i);
        (declared[name] = declared[name] || []).push([rule.selectorText, rule.style.getPropertyValue(name).trim()]);
      }
      if (rule.cssRules && rule.cssRules.length) { selectors.add("nested rules in " + rule.selectorText); }
    }
  }
  for (const sheet of document.styleSheets) { if (sheet.href) { walk(sheet.cssRules); } }
  return {selectors: Array.from(selectors), declared};
})()"""

CLASSES = """(styles => {
  const result = {};
  for (const [className, letterSpacingName] of styles) {
    const element = document.createElement("p");
    element.className = className;
    element.textContent = "Sample";
    document.body.append(element);
    const computed = getComputedStyle(element);
    result[className] = {fontSize: computed.fontSize, lineHeight: computed.lineHeight,
      fontWeight: computed.fontWeight, fontFamily: computed.fontFamily, letterSpacing: computed.letterSpacing};
  }
  return result;
})(%s)"""


class Report:
    """What one style sheet check found."""

    def __init__(self, label):
        self.label = label
        self.problems = []
        self.checks = 0
        self.properties = 0
        self.states = 0

    def fail(self, message):
        self.problems.append(f"{self.label}: {message}")


def allowed_selector(selector, classes):
    """Whether a selector is one tokens.css may contain (anything else means something broke out)."""
    if selector in classes:
        return True
    pattern = r':root((:not\()?\[data-(appearance|contrast|motion)="(light|dark|standard|more|reduce)"\]\)?)*'
    return re.fullmatch(pattern, selector) is not None


def check_stylesheet(browser, css_path, docs, prefix="", label="tokens.css", states=None):
    """Loads css_path and compares every custom property with docs in every state; returns a Report."""
    report = Report(label)
    css_path = pathlib.Path(css_path)
    page_path = css_path.parent / "css-test.html"
    page_path.write_text(TEST_PAGE.format(css=css_path.name))
    page = browser.new_page()
    page.navigate(page_path.as_uri())
    base = ex.expectations(docs, "light", False, False, prefix)
    names = sorted(base)
    report.properties = len(names)
    page.evaluate(SETUP % json.dumps([[name, PROBED.get(base[name][0])] for name in names]))
    audit(page, report, docs, names, prefix)
    check_classes(page, report, docs, prefix)
    media_states = [dict(zip(MEDIA, values)) for values in itertools.product(*MEDIA.values())]
    attribute_states = [dict(zip(ATTRIBUTES, values)) for values in itertools.product(*ATTRIBUTES.values())]
    for media, attributes in states or itertools.product(media_states, attribute_states):
        page.emulate_media(media)
        appearance, reduced = ex.state_appearance(media, attributes)
        expected = ex.expectations(docs, appearance, reduced, media["color-gamut"] == "p3", prefix)
        actual = page.evaluate(READ % json.dumps([attributes, names]))
        report.states += 1
        for name in names:
            kind, value = expected[name]
            raw, resolved = actual[name]
            report.checks += 1
            problem = cmp.compare(kind, value, raw, resolved)
            if problem:
                shown = {key: value for key, value in attributes.items() if value}
                report.fail(f"{name} with {media} {shown or 'no attributes'} ({appearance}): {problem}")
    page.send("Page.close")
    return report


def audit(page, report, docs, names, prefix):
    """The style sheet declares exactly the expected custom properties, only in allowed rules,
    and keeps whole-value aliases as var() references."""
    found = page.evaluate(AUDIT)
    styles = [(t["path"], t["pathComponents"]) for t in docs["tokens"] if t["type"] == "typography"]
    classes = {"." + name for name in ex.text_classes(styles).values()}
    for selector in found["selectors"]:
        if not allowed_selector(selector, classes):
            report.fail(f"unexpected rule {selector!r} (did something break out of a declaration?)")
    declared = {name for name in found["declared"] if name.startswith("--")}
    for name in sorted(declared - set(names)):
        report.fail(f"unexpected custom property {name}")
    for name in sorted(set(names) - declared):
        report.fail(f"{name} is never declared")
    paths = {t["path"]: t for t in docs["tokens"]}
    for token in docs["tokens"]:
        target = (token.get("alias") or "")[1:-1]
        if not target or target not in paths:
            continue
        name = ex.custom_property(token["pathComponents"], prefix)
        wanted = f"var({ex.custom_property(paths[target]['pathComponents'], prefix)})"
        at_root = [value for selector, value in found["declared"].get(name, []) if selector == ":root"]
        if at_root[:1] != [wanted]:
            report.fail(f"{name} aliases {target} but :root declares {at_root[:1]} instead of {wanted}")


def check_classes(page, report, docs, prefix):
    """Each text style's class sets its font and letter spacing."""
    styles = [t for t in docs["tokens"] if t["type"] == "typography"]
    classes = ex.text_classes([(t["path"], t["pathComponents"]) for t in styles])
    found = page.evaluate(CLASSES % json.dumps([[classes[t["path"]], ""] for t in styles]))
    for token in styles:
        value, computed = token["value"], found[classes[token["path"]]]
        expected = (float(value["fontSize"]), float(value["lineHeight"]), float(value["fontWeight"]),
                    ex.expected_families(value["fontFamily"]))
        report.checks += 2
        problem = cmp.compare("font", expected, None, computed)
        spacing = cmp.parse_length(computed["letterSpacing"].replace("normal", "0px"))
        if problem:
            report.fail(f".{classes[token['path']]}: {problem}")
        if not cmp.close(float(value["letterSpacing"]), spacing, 0.01):
            report.fail(f".{classes[token['path']]}: letter-spacing {computed['letterSpacing']!r}, "
                        f"expected {value['letterSpacing']}px")


def load_docs(folder):
    return json.loads((pathlib.Path(folder) / "json" / "tokens.docs.json").read_text())


if __name__ == "__main__":
    import sys
    from cdp import Browser
    with Browser() as browser:
        result = check_stylesheet(browser, sys.argv[1], load_docs(sys.argv[2]), os.environ.get("PREFIX", ""))
    print("\n".join(result.problems) or f"{result.checks} checks passed: {result.properties} properties x {result.states} states")
