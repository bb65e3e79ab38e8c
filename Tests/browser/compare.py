"""Parsing what Chromium reports for CSS values, and comparing it with expectations.py.

Nothing here talks to a browser, so every function can be unit-tested (test_expectations.py).
"""

import re

from expectations import LINEAR

NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?"


def parse_color(text):
    """('srgb'|'display-p3', [r, g, b] in 0…1, alpha) from a computed color, or None."""
    text = text.strip()
    match = re.fullmatch(r"rgba?\(\s*(%s)\s*,\s*(%s)\s*,\s*(%s)\s*(?:,\s*(%s)\s*)?\)" % ((NUMBER,) * 4), text)
    if match:
        alpha = float(match.group(4)) if match.group(4) is not None else 1.0
        return ("srgb", [float(match.group(i)) / 255 for i in (1, 2, 3)], alpha)
    match = re.fullmatch(r"color\(\s*(srgb|display-p3)\s+(%s)\s+(%s)\s+(%s)\s*(?:/\s*(%s)\s*)?\)" % ((NUMBER,) * 4), text)
    if match:
        alpha = float(match.group(5)) if match.group(5) is not None else 1.0
        return (match.group(1), [float(match.group(i)) for i in (2, 3, 4)], alpha)
    match = re.fullmatch(r"#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?", text)
    if match:
        digits = match.group(1) + (match.group(2) or "ff")
        channels = [int(digits[i:i + 2], 16) / 255 for i in range(0, 8, 2)]
        return ("srgb", channels[:3], channels[3])
    return None


def parse_length(text, root_font_size=16.0):
    """A length in px from `20px`, `1.25rem` or `0`, or None."""
    match = re.fullmatch(r"\s*(%s)(px|rem)?\s*" % NUMBER, text)
    if not match or (match.group(2) is None and float(match.group(1)) != 0):
        return None
    return float(match.group(1)) * (root_font_size if match.group(2) == "rem" else 1.0)


def parse_time(text):
    """Milliseconds from `350ms` or `0.35s`, or None."""
    match = re.fullmatch(r"\s*(%s)(ms|s)\s*" % NUMBER, text)
    if not match:
        return None
    return float(match.group(1)) * (1.0 if match.group(2) == "ms" else 1000.0)


KEYWORD_CURVES = {"linear": LINEAR, "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
                  "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1]}


def parse_bezier(text):
    """[x1, y1, x2, y2] from `cubic-bezier(…)` or a keyword, or None."""
    text = text.strip()
    if text in KEYWORD_CURVES:
        return [float(v) for v in KEYWORD_CURVES[text]]
    match = re.fullmatch(r"cubic-bezier\(\s*(%s)\s*,\s*(%s)\s*,\s*(%s)\s*,\s*(%s)\s*\)" % ((NUMBER,) * 4), text)
    return [float(match.group(i)) for i in range(1, 5)] if match else None


def parse_number(text):
    try:
        return float(text.strip())
    except ValueError:
        return None


def parse_families(text):
    """The names of a CSS font family list, with strings unquoted and escapes decoded."""
    names, current, index, quoted = [], "", 0, False
    while index < len(text):
        char = text[index]
        if char in "\"'":
            quote, index, value = char, index + 1, ""
            while index < len(text) and text[index] != quote:
                if text[index] == "\\":
                    decoded, index = unescape(text, index)
                    value += decoded
                else:
                    value += text[index]
                    index += 1
            current, quoted, index = value, True, index + 1
            continue
        if char == ",":
            names.append(current if quoted else " ".join(current.split()))
            current, quoted = "", False
        elif char == "\\":
            decoded, index = unescape(text, index)
            current += decoded
            continue
        elif not quoted:
            current += char
        index += 1
    if current or quoted:
        names.append(current if quoted else " ".join(current.split()))
    return names


def unescape(text, index):
    """A CSS escape at text[index] (a backslash): the character, and the index after it."""
    hex_digits = re.match(r"[0-9a-fA-F]{1,6}", text[index + 1:])
    if hex_digits:
        end = index + 1 + len(hex_digits.group(0))
        if end < len(text) and text[end] in " \t\n":
            end += 1
        code = int(hex_digits.group(0), 16)
        return (chr(code) if 0 < code <= 0x10FFFF else "\ufffd"), end
    return (text[index + 1] if index + 1 < len(text) else "\ufffd"), index + 2


def parse_transition(text):
    """(milliseconds, bezier) from `350ms cubic-bezier(…)`, or None."""
    match = re.fullmatch(r"\s*(\S+)\s+(.+?)\s*", text)
    if not match:
        return None
    milliseconds, bezier = parse_time(match.group(1)), parse_bezier(match.group(2))
    return None if milliseconds is None or bezier is None else (milliseconds, bezier)


# Comparing --------------------------------------------------------------------------------------

def close(a, b, tolerance):
    return a is not None and b is not None and abs(a - b) <= tolerance


def colors_match(expected, actual):
    if actual is None or expected[0] != actual[0]:
        return False
    if expected[0] == "srgb":  # 8-bit channels; Chrome writes alpha with as few decimals as keep its byte
        def byte(value):  # round half up, as browsers do (Python's round() would round 178.5 to 178)
            return int(value * 255 + 0.5)
        return [byte(v) for v in expected[1] + [expected[2]]] == [byte(v) for v in actual[1] + [actual[2]]]
    return all(close(e, a, 0.0011) for e, a in zip(expected[1] + [expected[2]], actual[1] + [actual[2]]))


def lists_match(expected, actual, tolerance=1e-4):
    return actual is not None and len(expected) == len(actual) and all(
        close(e, a, tolerance) for e, a in zip(expected, actual))


def compare(kind, expected, raw, resolved):
    """Why the browser's value differs from the expected one, or None when it matches.

    `raw` is the custom property's computed text; `resolved` is what a real property using
    `var()` computed to (see the probes in check_css.py), or None when not probed.
    """
    def fail(what, value):
        return f"expected {describe(kind, expected)}, {what} {value!r}"

    if kind == "color":
        return None if colors_match(expected, parse_color(resolved or "")) else fail("got", resolved)
    if kind == "length":
        for label, text in (("custom property", raw), ("probe", resolved)):
            if text is not None and not close(expected, parse_length(text), 0.01):
                return fail(label + " is", text)
        return None
    if kind == "time":
        for label, text in (("custom property", raw), ("probe", resolved)):
            if text is not None and not close(expected, parse_time(text), 0.01):
                return fail(label + " is", text)
        return None
    if kind == "bezier":
        for label, text in (("custom property", raw), ("probe", resolved)):
            if text is not None and not lists_match(expected, parse_bezier(text)):
                return fail(label + " is", text)
        return None
    if kind == "number":
        return None if close(expected, parse_number(raw), 1e-4) else fail("got", raw)
    if kind == "families":
        for label, text in (("custom property", raw), ("probe", resolved)):
            if text is not None and parse_families(text) != expected:
                return fail(label + " is", text)
        return None
    if kind == "transition":
        parsed = parse_transition(raw)
        ok = parsed is not None and close(expected[0], parsed[0], 0.01) and lists_match(expected[1], parsed[1])
        return None if ok else fail("got", raw)
    if kind == "font":
        size, line_height, weight, families = expected
        parts = resolved or {}
        ok = (close(size, parse_length(parts.get("fontSize", "")), 0.01)
              and close(line_height, parse_length(parts.get("lineHeight", "")), 0.01)
              and close(weight, parse_number(parts.get("fontWeight", "")), 0.01)
              and parse_families(parts.get("fontFamily", "")) == families)
        return None if ok else fail("got", parts)
    if kind in ("shadow", "border", "keyword", "gradient"):
        import compare_composites  # imports this module, so only once both are loaded
        return compare_composites.problem(kind, expected, resolved)
    return f"unknown kind {kind}"


def describe(kind, expected):
    if kind == "color":
        space, components, alpha = expected
        if space == "srgb":
            channels = [round(c * 255) for c in components] + ([] if alpha >= 1 else [round(alpha * 255)])
            return "#" + "".join(f"{c:02x}" for c in channels)
        return f"color({space} {' '.join(f'{c:.4f}' for c in components)} / {alpha:.3f})"
    return repr(expected)
