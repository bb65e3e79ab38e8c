"""The docs page's controls, used the way a person would: the keyboard (tab order, focus rings,
the appearance switch with arrow keys), the search, the Dynamic Type slider and the motion demos."""

import json

import compare as cmp
import expectations as ex
from page_scripts import LADDER, MOTION, SPECIMENS, describe_focus


def check_keyboard(page, report, docs):
    """Tab reaches the skip link, search, both switches, the copy buttons, the slider and the play
    buttons, each with a visible focus ring; arrow keys operate the appearance switch."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    stops = []
    last = None
    for _ in range(2000):  # every copy button is a tab stop on the way to the slider and the demos
        page.press("Tab", "Tab", 9)
        focus = page.evaluate(describe_focus)
        if focus["name"] == "body":  # past the last stop (a page without play buttons)
            break
        stops.append(focus)
        if focus["name"] != last or not focus["outline"]:
            report.checks += 1
            if not focus["outline"]:
                report.fail(f"no visible focus indicator on {focus['name']}")
        last = focus["name"]
        if focus["name"].startswith("button ") or (focus["name"] == stops[0]["name"] and len(stops) > 1):
            break
    names = [stop["name"] for stop in stops]
    wanted_stops = ["a.skip-link", "input#search", "input[appearance]", "input[contrast]", "a[nav]"]
    if docs["tokens"]:
        wanted_stops.append("button.copy")
    if any(t["type"] == "typography" and t["value"]["ladder"] for t in docs["tokens"]):
        wanted_stops.append("input#type-size")
    if any(t["type"] == "motion" for t in docs["tokens"]):
        wanted_stops.append("button ")  # a play button (copy buttons are "button.copy")
    for wanted in wanted_stops:
        if not any(name.startswith(wanted) for name in names):
            report.fail(f"the keyboard never reaches {wanted} (tab order: {list(dict.fromkeys(names))})")
    if names and names[0] != "a.skip-link":
        report.fail(f"the first tab stop is {names[0]}, not the skip link")
    page.evaluate("document.querySelector('input[name=appearance]:checked').focus()")
    page.press("ArrowRight", "ArrowRight", 39)
    page.press("ArrowRight", "ArrowRight", 39)
    state = page.evaluate("[document.documentElement.getAttribute('data-appearance'), "
                          "getComputedStyle(document.documentElement).getPropertyValue('--page-bg').trim()]")
    report.checks += 1
    if state != ["dark", "#121214"]:
        report.fail(f"arrow keys on the appearance switch gave {state}, expected dark with the dark page background")
    page.evaluate("document.querySelector('input[name=contrast][value=more]').click()")
    state = page.evaluate("[document.documentElement.getAttribute('data-contrast'), "
                          "getComputedStyle(document.documentElement).getPropertyValue('--page-bg').trim()]")
    report.checks += 1
    if state != ["more", "#000000"]:
        report.fail(f"the contrast switch gave {state}, expected more with a black background in dark")
    for name in ("appearance", "contrast"):
        page.evaluate(f"document.querySelector('input[name={name}][value=system]').click()")
    if page.evaluate("document.documentElement.hasAttribute('data-appearance') || "
                     "document.documentElement.hasAttribute('data-contrast')"):
        report.fail("choosing System does not remove the switch attributes")


def check_search(page, report, docs):
    """Typing a path shows its entry and hides others; nonsense shows the no-match notes; clearing restores."""
    if not docs["tokens"]:
        return
    target = docs["tokens"][0]["path"]
    page.evaluate("document.getElementById('search').focus()")
    page.send("Input.insertText", {"text": target})
    state = page.evaluate("({visible: [...document.querySelectorAll('[data-token]:not([hidden])')]"
                          ".map(e => e.getAttribute('data-token')), all: document.querySelectorAll('[data-search]')"
                          ".length, shown: document.querySelectorAll('[data-search]:not([hidden])').length, "
                          "status: document.getElementById('search-status').textContent})")
    report.checks += 1
    if target not in state["visible"] or len(state["visible"]) == len(docs["tokens"]) > 1:
        report.fail(f"searching {target!r} shows {len(state['visible'])} tokens")
    if state["status"] != f"{state['shown']} of {state['all']} entries match":
        report.fail(f"search status says {state['status']!r}")
    page.evaluate("(s => { s.value = 'zzqqxxjj'; s.dispatchEvent(new Event('input')); })(document.getElementById('search'))")
    state = page.evaluate("[document.querySelectorAll('[data-search]:not([hidden])').length, "
                          "[...document.querySelectorAll('[data-section] .no-match')].every(e => !e.hidden)]")
    report.checks += 1
    if state != [0, True]:
        report.fail(f"a search with no match gives {state}")
    page.evaluate("(s => { s.value = ''; s.dispatchEvent(new Event('input')); })(document.getElementById('search'))")
    if page.evaluate("document.querySelectorAll('[data-search][hidden]').length"):
        report.fail("clearing the search leaves entries hidden")


def check_slider(page, report, docs):
    """The Dynamic Type slider, moved with the keyboard, sets every specimen to its ladder step."""
    styles = [t for t in docs["tokens"] if t["type"] == "typography" and t["value"]["ladder"]]
    if not styles:
        return
    page.evaluate("document.getElementById('type-size').focus()")
    for key, code, index in (("ArrowRight", 39, 4), ("End", 35, 11), ("Home", 36, 0), ("ArrowRight", 39, 1)):
        page.press(key, key, code)
        found = page.evaluate(SPECIMENS)
        report.checks += 1
        if found["value"] != index:
            report.fail(f"after {key} the slider is at {found['value']}, expected {index}")
            continue
        for token in styles:
            step = token["value"]["ladder"][index]
            size, line_height, current = found["samples"].get(token["path"], (None, None, None))
            if not (cmp.close(step["fontSize"], size, 0.05) and cmp.close(step["lineHeight"], line_height, 0.05)):
                report.fail(f"{token['path']} at step {index}: {size}/{line_height}px, expected "
                            f"{step['fontSize']}/{step['lineHeight']}")
            if current != [index]:
                report.fail(f"{token['path']} at step {index} highlights ladder rows {current}")
    page.evaluate("(s => { s.value = 3; s.dispatchEvent(new Event('input')); })(document.getElementById('type-size'))")


def check_ladders(page, report, docs, most=40):
    """Opening a style's "Ladder" shows its steps (a copy of its ladder's table, written once per
    distinct ladder and linked from the fold), captioned with its path; the slider moves its
    highlighted row. Checks the first `most` styles with a ladder."""
    styles = [t for t in docs["tokens"] if t["type"] == "typography" and t["value"]["ladder"]][:most]
    page.evaluate("(s => { s.value = 5; s.dispatchEvent(new Event('input')); })(document.getElementById('type-size'))"
                  if styles else "0")
    for token in styles:
        found = page.evaluate("%s(%s)" % (LADDER, json.dumps(token["path"])))
        report.checks += 1
        if not found or not found["open"] or not found["visible"]:
            report.fail(f"{token['path']}: opening its ladder shows no table ({found})")
            continue
        if found["caption"] != "Dynamic Type ladder of " + token["path"]:
            report.fail(f"{token['path']}: its ladder is captioned {found['caption']!r}")
        if found["rows"] != found["target"]:
            report.fail(f"{token['path']}: the ladder shown differs from the table it links to")
        steps = token["value"]["ladder"]
        if len(found["rows"]) != len(steps):
            report.fail(f"{token['path']}: {len(found['rows'])} ladder rows for {len(steps)} steps")
            continue
        for step, row in zip(steps, found["rows"]):
            shown = [cmp.parse_number(cell.removesuffix(" pt")) for cell in row[1:]]
            if None in shown or not cmp.lists_match([step["fontSize"], step["lineHeight"]], shown, 0.01):
                report.fail(f"{token['path']}: ladder row {row} shows {shown}, expected "
                            f"{step['fontSize']}/{step['lineHeight']}")
        if found["current"] != [5]:
            report.fail(f"{token['path']}: with the slider at step 5 its ladder highlights rows {found['current']}")
    if styles:
        # Following a style's link to its table opens the folded part that holds the tables.
        opened = page.evaluate("(() => { const link = document.querySelector('.ladder-link a'); link.click();"
                               " const part = document.getElementById(link.getAttribute('href').slice(1))"
                               ".closest('details.ladders'); const open = part.open; part.open = false;"
                               " return open; })()")
        report.checks += 1
        if not opened:
            report.fail("following a style's link to its ladder leaves the ladder tables folded")
    page.press("Escape", "Escape", 27)
    page.evaluate("(s => { s && (s.value = 3, s.dispatchEvent(new Event('input'))); })"
                  "(document.getElementById('type-size'))")


def check_motion(page, report, docs):
    """Play runs each preset's animation; the second button (and Play under Reduce Motion) its fallback."""
    for token in (t for t in docs["tokens"] if t["type"] == "motion"):
        for mode, reduced_media in (("normal", False), ("reduced", False), ("normal", True)):
            page.emulate_media({"prefers-reduced-motion": "reduce" if reduced_media else "no-preference"})
            reduced = mode == "reduced" or reduced_media
            milliseconds, bezier, travels = ex.active_animation(token["value"], reduced)
            fallback = (token["value"].get("reduceMotion") or {}).get("kind")
            played = page.evaluate(MOTION % json.dumps([token["path"], mode]))
            report.checks += 1
            where = f"{token['path']} ({mode}{', system asks for reduced motion' if reduced_media else ''})"
            if not played:
                report.fail(f"{where}: the demo is missing")
                continue
            if reduced and fallback == "none":
                if played["iterations"] or "no animation" not in played["status"]:
                    report.fail(f"{where}: the fallback is no animation, but it played {played}")
                continue
            repeats = token["value"]["animation"]["repeats"] and not reduced
            if not cmp.close(milliseconds, played["duration"], 0.5) or (
                    milliseconds > 0 and not cmp.lists_match(bezier, cmp.parse_bezier(played["easing"]))):
                report.fail(f"{where}: played {played}, expected {milliseconds} ms {bezier}")
            if ("transform" in played["properties"] and "opacity" not in played["properties"]) != travels:
                report.fail(f"{where}: animates {played['properties']}, travels should be {travels}")
            if reduced and fallback == "crossfade" and played["properties"] != ["opacity"]:
                report.fail(f"{where}: a crossfade should animate only opacity, not {played['properties']}")
            if played["iterations"] != (4 if repeats else 1):
                report.fail(f"{where}: {played['iterations']} iterations")
    page.emulate_media({"prefers-reduced-motion": "no-preference"})


def check_copy(page, report, docs):
    """Each Copy button puts its name on the clipboard: the first and last of the page are tried."""
    # A row's button copies the name it shows, a ramp's compact one (CSS, Swift) its data-copy.
    buttons = page.evaluate("[...document.querySelectorAll('button.copy')]"
                            ".map(b => b.getAttribute('data-copy') || b.textContent)")
    report.checks += 1
    if len(buttons) < len(docs["tokens"]):
        report.fail(f"{len(buttons)} copy buttons for {len(docs['tokens'])} tokens")
    for index in sorted({0, len(buttons) - 1}) if buttons else []:
        copied = page.evaluate(
            "(async i => { const b = document.querySelectorAll('button.copy')[i]; b.click();"
            " await new Promise(r => setTimeout(r, 50));"
            " return [b.textContent, await navigator.clipboard.readText().catch(e => 'error: ' + e)]; })(%d)" % index)
        report.checks += 1
        if copied != ["Copied", buttons[index]]:
            report.fail(f"copy button {index} gave {copied}, expected ['Copied', {buttons[index]!r}]")


def check_folds(page, report):
    """The folds (notes, ladders, motion facts, composite CSS) open one at a time, over the rows:
    opening one keeps the page's height, a second closes the first, Escape closes it."""
    found = page.evaluate("""(() => {
      const summaries = [...document.querySelectorAll("details.fold > summary")];
      if (summaries.length < 2) { return null; }
      const height = document.documentElement.scrollHeight;
      summaries[0].click();
      const first = [document.querySelectorAll("details.fold[open]").length, document.documentElement.scrollHeight];
      summaries[1].click();
      const second = document.querySelectorAll("details.fold[open]").length;
      return {height, first, second, secondOpen: summaries[1].parentElement.open};
    })()""")
    if found is None:
        return
    report.checks += 1
    if found["first"][0] != 1 or found["second"] != 1 or not found["secondOpen"]:
        report.fail(f"folds do not open one at a time: {found}")
    if found["first"][1] > found["height"] + 400:
        report.fail(f"an open fold pushes the page from {found['height']} to {found['first'][1]} px")
    page.press("Escape", "Escape", 27)
    if page.evaluate("document.querySelectorAll('details.fold[open]').length"):
        report.fail("Escape does not close an open fold")
