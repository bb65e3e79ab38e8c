"""Parsing Chromium's computed box-shadow, border and background-image, and comparing them
with the shadows, borders, stroke styles and gradients of expectations.py.

A composite is only checked through its probe (a real property set to var(--token)): the
custom property's own text is what tokenc wrote, so only the computed value shows what a
browser draws. Nothing here talks to a browser (test_expectations.py tests it).
"""

import re

import compare as cmp

COLOR = r"(rgba?\([^)]*\)|color\([^)]*\)|#[0-9a-fA-F]+)"


def split_top_level(text):
    """`text` split at the commas that are not inside parentheses."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current.strip())
    return parts


def parse_shadow(text):
    """[(color, [x, y, blur, spread] in px, inset)] from a computed box-shadow, or None."""
    layers = []
    for part in split_top_level(text or ""):
        inset = part.startswith("inset ") or part.endswith(" inset")
        part = part.removeprefix("inset ").removesuffix(" inset").strip()
        match = re.match(COLOR, part) or re.search(COLOR + r"$", part)
        if not match:
            return None
        color = cmp.parse_color(match.group(1))
        lengths = [cmp.parse_length(word) for word in (part[:match.start()] + part[match.end():]).split()]
        if color is None or len(lengths) != 4 or None in lengths:
            return None
        layers.append((color, lengths, inset))
    return layers or None


def parse_border(text):
    """(width in px, style keyword, color) from a computed border side, or None."""
    match = re.fullmatch(r"\s*(\S+)\s+([a-z]+)\s+" + COLOR + r"\s*", text or "")
    if not match:
        return None
    width, color = cmp.parse_length(match.group(1)), cmp.parse_color(match.group(3))
    return None if width is None or color is None else (width, match.group(2), color)


def parse_gradient(text):
    """[(color, position in %)] from a computed linear-gradient drawn top to bottom, or None."""
    match = re.fullmatch(r"\s*linear-gradient\((.*)\)\s*", text or "")
    if not match:
        return None
    parts = split_top_level(match.group(1))
    if parts and parts[0] in ("to bottom", "180deg"):
        parts = parts[1:]
    stops = []
    for part in parts:
        stop = re.fullmatch(COLOR + r"\s+(" + cmp.NUMBER + r")%", part)
        if not stop or cmp.parse_color(stop.group(1)) is None:
            return None
        stops.append((cmp.parse_color(stop.group(1)), float(stop.group(2))))
    return stops or None


def problem(kind, expected, resolved):
    """Why the computed value differs from the expected one, or None when it matches."""
    def layer_matches(want, got):
        return (cmp.colors_match(want[0], got[0]) and cmp.lists_match(want[1], got[1], 0.01)
                and want[2] == got[2])

    if kind == "shadow":
        got = parse_shadow(resolved)
        ok = got is not None and len(got) == len(expected) and all(map(layer_matches, expected, got))
    elif kind == "border":
        got = parse_border(resolved)
        ok = (got is not None and cmp.close(expected[0], got[0], 0.01) and expected[1] == got[1]
              and cmp.colors_match(expected[2], got[2]))
    elif kind == "keyword":
        ok = (resolved or "").strip() == expected
    elif kind == "gradient":
        got = parse_gradient(resolved)
        ok = got is not None and len(got) == len(expected) and all(
            cmp.colors_match(want[0], stop[0]) and cmp.close(want[1], stop[1], 0.01) for want, stop in zip(expected, got))
    else:
        return f"unknown kind {kind}"
    return None if ok else f"expected {expected!r}, got {resolved!r}"
