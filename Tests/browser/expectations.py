"""What tokens.css must give in a browser, computed from tokens.docs.json (compare.py says
whether the browser agrees).

Nothing here talks to a browser, so every function can be unit-tested
(test_expectations.py), including with deliberately wrong values.

The naming follows docs/css.md (tokenc's Naming.cssCustomProperty): a path is
split into lowercase ASCII words (any other character separates words, and so
does a lowercase-to-uppercase change), joined with '-' after '--'.
"""

APPEARANCES = ["light", "dark", "lightHighContrast", "darkHighContrast"]
SYSTEM_FAMILY = ["system-ui", "-apple-system"]
GENERIC_FAMILIES = {
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
    "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
}
LINEAR = [0.0, 0.0, 1.0, 1.0]


# Naming -----------------------------------------------------------------------------------------

def words(text):
    """The lowercase ASCII words of one name, as tokenc's Naming.words(in:)."""
    result, current, previous_lower = [], "", False
    for char in text:
        code = ord(char)
        upper, lower, digit = 0x41 <= code <= 0x5A, 0x61 <= code <= 0x7A, 0x30 <= code <= 0x39
        if not (upper or lower or digit):
            if current:
                result.append(current)
            current, previous_lower = "", False
            continue
        if upper and previous_lower and current:
            result.append(current)
            current = ""
        current += char.lower() if upper else char
        previous_lower = lower or digit
    if current:
        result.append(current)
    if not result and text:
        result = ["u" + "u".join(format(ord(char), "x") for char in text)]
    return result


def path_words(components):
    return [word for component in components for word in words(component)]


def custom_property(components, prefix=""):
    """`--color-label-primary` for ['color', 'label', 'primary']."""
    return "--" + "-".join(words(prefix) + path_words(components))


def text_classes(styles):
    """The class of each text style (by path): `text-` and the path without its top-level group,
    or the whole path when two styles would share a class."""
    def name(components):
        return "-".join(["text"] + path_words(components))
    short = {path: name(parts[1:] if len(parts) > 1 else parts) for path, parts in styles}
    counts = {}
    for value in short.values():
        counts[value] = counts.get(value, 0) + 1
    return {path: (short[path] if counts[short[path]] == 1 else name(parts)) for path, parts in styles}


# Expected values --------------------------------------------------------------------------------

def appearance_for(scheme_dark, contrast_more):
    return ("dark" if scheme_dark else "light") + ("HighContrast" if contrast_more else "")


def state_appearance(media, attributes):
    """The appearance and Reduce Motion of a state: attributes win over media queries, axis by axis."""
    scheme = attributes.get("data-appearance") or media["prefers-color-scheme"]
    contrast = attributes.get("data-contrast") or ("more" if media["prefers-contrast"] == "more" else "standard")
    reduced = attributes.get("data-motion") == "reduce" or media["prefers-reduced-motion"] == "reduce"
    return appearance_for(scheme == "dark", contrast == "more"), reduced


def expected_color(color, wide_gamut):
    """('srgb'|'display-p3', [r, g, b], alpha) a browser should show for a docs color."""
    if wide_gamut and color["colorSpace"] == "display-p3":
        return ("display-p3", [float(c) for c in color["components"]], float(color["alpha"]))
    digits = color["hex"][1:]
    channels = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
    return ("srgb", channels[:3], channels[3] if len(channels) == 4 else 1.0)


def expected_families(names):
    result = []
    for name in names:
        result += SYSTEM_FAMILY if name == "system" else [name]
    if not any(name == "system" or name in GENERIC_FAMILIES for name in names):
        result.append("sans-serif")
    return result


def active_animation(motion, reduced):
    """(milliseconds, bezier, travels) of the animation that runs, or the fallback under Reduce Motion."""
    animation = motion["animation"]
    fallback = motion.get("reduceMotion")
    if reduced and fallback:
        if fallback["kind"] == "none":
            return (0.0, LINEAR, False)
        if fallback["kind"] == "crossfade":
            return (float(fallback["milliseconds"]), LINEAR, False)
        animation = fallback["animation"]
    return (float(animation["milliseconds"]), [float(v) for v in animation["curve"]["bezier"]],
            bool(animation["travels"]))


def expectations(docs, appearance, reduced, wide_gamut, prefix=""):
    """Every custom property tokens.css defines, with (kind, expected value) in one state."""
    result = {}
    for token in docs["tokens"]:
        name = custom_property(token["pathComponents"], prefix)
        kind, value = token["type"], token["value"]
        if kind == "color":
            result[name] = ("color", expected_color(value["appearances"][appearance], wide_gamut))
        elif kind == "dimension":
            result[name] = ("length", float(value["points"]))
        elif kind == "number":
            result[name] = ("number", float(value))
        elif kind == "duration":
            result[name] = ("time", float(value["milliseconds"]))
        elif kind == "cubicBezier":
            result[name] = ("bezier", [float(v) for v in value])
        elif kind == "fontFamily":
            result[name] = ("families", expected_families(value))
        elif kind == "fontWeight":
            result[name] = ("number", float(value["weight"]))
        elif kind == "typography":
            result[name] = ("font", (float(value["fontSize"]), float(value["lineHeight"]), float(value["fontWeight"]),
                                     expected_families(value["fontFamily"])))
            result[custom_property(token["pathComponents"] + ["letterSpacing"], prefix)] = (
                "length", float(value["letterSpacing"]))
        elif kind in ("shadow", "border", "strokeStyle", "gradient"):
            result[name] = composite_expectation(kind, value, appearance, wide_gamut)
        elif kind == "motion":
            milliseconds, bezier, travels = active_animation(value, reduced)
            result[name] = ("transition", (milliseconds, bezier))
            for suffix, entry in (("duration", ("time", milliseconds)), ("easing", ("bezier", bezier)),
                                  ("travel", ("number", 1.0 if travels else 0.0))):
                result[custom_property(token["pathComponents"] + [suffix], prefix)] = entry
    return result


def composite_expectation(kind, value, appearance, wide_gamut):
    """(kind, expected) of a shadow, border, stroke style or gradient, lengths in px."""
    def color(entry):
        return expected_color(entry["color"]["appearances"][appearance], wide_gamut)

    if kind == "shadow":
        return ("shadow", [(color(layer), [float(layer[key]["points"]) for key in ("offsetX", "offsetY", "blur", "spread")],
                            bool(layer["inset"])) for layer in value["layers"]])
    if kind == "border":
        return ("border", (float(value["width"]["points"]), value["style"]["keyword"], color(value)))
    if kind == "strokeStyle":
        return ("keyword", value["keyword"])
    return ("gradient", [(color(stop), float(stop["position"]) * 100) for stop in value["stops"]])
