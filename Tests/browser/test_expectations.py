"""Unit tests of the comparison code: it must accept right values and reject wrong ones.

Run: python3 -m unittest discover -s Tests/browser -p 'test_*.py'
"""

import unittest

import compare as cmp
import expectations as ex
from check_css import Report, allowed_selector
from injection import markdown_is_inert

DOCS = {
    "tokens": [
        {"path": "color.ink", "pathComponents": ["color", "ink"], "type": "color", "value": {"appearances": {
            "light": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1, "hex": "#000000"},
            "dark": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff"},
            "lightHighContrast": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1, "hex": "#000000"},
            "darkHighContrast": {"colorSpace": "display-p3", "components": [1, 0.2, 0.1], "alpha": 0.5,
                                 "hex": "#ff000080"}}}},
        {"path": "space.md", "pathComponents": ["space", "md"], "type": "dimension", "value": {"points": 16, "rem": 1}},
        {"path": "motion.slide", "pathComponents": ["motion", "slide"], "type": "motion", "value": {
            "animation": {"curve": {"kind": "cubicBezier", "bezier": [0, 0, 0.2, 1]}, "milliseconds": 350,
                          "travels": True, "repeats": False},
            "reduceMotion": {"kind": "crossfade", "milliseconds": 200}}},
        {"path": "font.brand", "pathComponents": ["font", "brand"], "type": "fontFamily",
         "value": ["Inter \"Display\"", "system"]},
    ]
}


class NamingTests(unittest.TestCase):
    def test_words_follow_tokencs_naming(self):
        self.assertEqual(ex.words("labelPrimary"), ["label", "primary"])
        self.assertEqual(ex.words("say \"hi\" <b>"), ["say", "hi", "b"])
        self.assertEqual(ex.words("x2Large"), ["x2", "large"])
        self.assertEqual(ex.words("🎨"), ["u1f3a8"])
        self.assertEqual(ex.custom_property(["color", "accent", "onFill"], "ds"), "--ds-color-accent-on-fill")

    def test_text_classes_drop_the_group_unless_two_styles_collide(self):
        classes = ex.text_classes([("type.body", ["type", "body"]), ("other.body", ["other", "body"]),
                                   ("type.title", ["type", "title"])])
        self.assertEqual(classes, {"type.body": "text-type-body", "other.body": "text-other-body",
                                   "type.title": "text-title"})


class StateTests(unittest.TestCase):
    def test_attributes_win_over_media_on_each_axis(self):
        dark_more = {"prefers-color-scheme": "dark", "prefers-contrast": "more", "prefers-reduced-motion": "reduce"}
        self.assertEqual(ex.state_appearance(dark_more, {}), ("darkHighContrast", True))
        self.assertEqual(ex.state_appearance(dark_more, {"data-appearance": "light"}), ("lightHighContrast", True))
        self.assertEqual(ex.state_appearance(dark_more, {"data-contrast": "standard"}), ("dark", True))
        light = {"prefers-color-scheme": "light", "prefers-contrast": "no-preference",
                 "prefers-reduced-motion": "no-preference"}
        self.assertEqual(ex.state_appearance(light, {"data-appearance": "dark", "data-motion": "reduce"}),
                         ("dark", True))


class CompareTests(unittest.TestCase):
    def expected(self, appearance="light", reduced=False, wide=False):
        return ex.expectations(DOCS, appearance, reduced, wide)

    def test_right_values_pass(self):
        e = self.expected("darkHighContrast", reduced=True, wide=True)
        self.assertIsNone(cmp.compare(*e["--color-ink"], "x", "color(display-p3 1 0.2 0.1 / 0.5)"))
        e = self.expected("darkHighContrast")
        self.assertIsNone(cmp.compare(*e["--color-ink"], "x", "rgba(255, 0, 0, 0.5)"))
        self.assertIsNone(cmp.compare(*e["--space-md"], "1rem", "16px"))
        self.assertIsNone(cmp.compare(*self.expected(reduced=True)["--motion-slide-duration"], "200ms", "0.2s"))
        self.assertIsNone(cmp.compare(*self.expected()["--motion-slide"], "350ms cubic-bezier(0, 0, 0.2, 1)", None))
        self.assertIsNone(cmp.compare(*self.expected()["--font-brand"],
                                     '"Inter \\"Display\\"", system-ui, -apple-system', None))

    def test_wrong_values_fail(self):
        e = self.expected("dark")
        self.assertIsNotNone(cmp.compare(*e["--color-ink"], "x", "rgb(0, 0, 0)"), "light value in dark")
        self.assertIsNotNone(cmp.compare(*e["--color-ink"], "x", "rgb(255, 255, 254)"), "off by one")
        self.assertIsNotNone(cmp.compare(*e["--color-ink"], "x", "rgba(255, 255, 255, 0.99)"), "alpha")
        self.assertIsNotNone(cmp.compare(*e["--color-ink"], "x", "color(display-p3 1 1 1)"), "wrong space")
        self.assertIsNotNone(cmp.compare(*e["--color-ink"], "x", ""), "no value")
        self.assertIsNotNone(cmp.compare(*e["--space-md"], "16px", "17px"), "probe differs")
        self.assertIsNotNone(cmp.compare(*e["--space-md"], "1em", None), "unknown unit")
        self.assertIsNotNone(cmp.compare(*self.expected(reduced=True)["--motion-slide-duration"], "350ms", None))
        self.assertIsNotNone(cmp.compare(*self.expected(reduced=True)["--motion-slide-easing"],
                                        "cubic-bezier(0, 0, 0.2, 1)", None), "reduced easing is linear")
        self.assertIsNotNone(cmp.compare(*self.expected(reduced=True)["--motion-slide-travel"], "1", None))
        self.assertIsNotNone(cmp.compare(*self.expected()["--font-brand"], '"Inter Display", system-ui', None))

    def test_a_deliberately_wrong_expectation_is_reported(self):
        kind, value = self.expected("light")["--color-ink"]
        wrong = ("srgb", [0.5, 0.5, 0.5], 1.0)
        self.assertIsNone(cmp.compare(kind, value, "x", "rgb(0, 0, 0)"))
        self.assertIn("#808080", cmp.compare(kind, wrong, "x", "rgb(0, 0, 0)"))


class ParseTests(unittest.TestCase):
    def test_families_decode_quotes_and_escapes(self):
        self.assertEqual(cmp.parse_families('"a\\"b", system-ui, "x\\\\y", \'z\''), ['a"b', "system-ui", "x\\y", "z"])
        self.assertEqual(cmp.parse_families('"line\\a break"'), ["line\nbreak"])

    def test_selectors_outside_the_generated_set_are_rejected(self):
        self.assertTrue(allowed_selector(':root:not([data-appearance="light"])[data-contrast="more"]', set()))
        self.assertTrue(allowed_selector(".text-body", {".text-body"}))
        self.assertFalse(allowed_selector("body", {".text-body"}))
        self.assertFalse(allowed_selector(':root[data-evil="1"]', set()))

    def test_markdown_with_raw_html_or_broken_tables_is_rejected(self):
        import os
        import tempfile
        for text, bad in (("| a | b |\n| --- | --- |\n| `<b>` | x |\n", False), ("x <img src=x>\n", True),
                          ("| a | b |\n| --- | --- |\n| x | y | z |\n", True)):
            with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as handle:
                handle.write(text)
            report = Report("md")
            markdown_is_inert(handle.name, report)
            os.unlink(handle.name)
            self.assertEqual(bool(report.problems), bad, text)


if __name__ == "__main__":
    unittest.main()


class CompositeComparisonTests(unittest.TestCase):
    """Shadows, borders, stroke styles and gradients as Chromium computes them."""

    BLACK = ("srgb", [0.0, 0.0, 0.0], 0.12)

    def test_a_shadow_matches_its_layers_and_rejects_a_wrong_one(self):
        expected = [(self.BLACK, [0.0, 2.0, 8.0, 0.0], False), (self.BLACK, [0.0, 1.0, 3.0, 0.0], True)]
        computed = "rgba(0, 0, 0, 0.12) 0px 2px 8px 0px, rgba(0, 0, 0, 0.12) 0px 1px 3px 0px inset"
        self.assertIsNone(cmp.compare("shadow", expected, None, computed))
        self.assertIsNotNone(cmp.compare("shadow", expected, None, computed.replace(" inset", "")))
        self.assertIsNotNone(cmp.compare("shadow", expected, None, "rgba(0, 0, 0, 0.4) 0px 2px 8px 0px"))

    def test_a_border_and_a_gradient_match_and_reject(self):
        self.assertIsNone(cmp.compare("border", (1.0, "solid", self.BLACK), None, "1px solid rgba(0, 0, 0, 0.12)"))
        self.assertIsNotNone(cmp.compare("border", (1.0, "solid", self.BLACK), None, "1px dashed rgba(0, 0, 0, 0.12)"))
        stops = [(("srgb", [1.0, 1.0, 1.0], 0.0), 0.0), (("srgb", [1.0, 1.0, 1.0], 1.0), 100.0)]
        computed = "linear-gradient(rgba(255, 255, 255, 0) 0%, rgb(255, 255, 255) 100%)"
        self.assertIsNone(cmp.compare("gradient", stops, None, computed))
        self.assertIsNotNone(cmp.compare("gradient", stops, None, computed.replace("100%", "60%")))
