extension StarterDesignSystem {
  /// The starter's `tokenc.yaml`: every key tokenc reads, each explained in a comment; the
  /// ones the starter needs are set, the others are commented-out examples.
  static let configuration = """
    # tokenc.yaml: how `tokenc build` turns the token files into code and docs.
    #
    # Every key is optional; without this file tokenc reads tokens/ and writes
    # generated/ with every emitter. Paths are relative to this file's folder.
    # `tokenc validate` checks the tokens without writing anything, and
    # `tokenc explain <rule-id>` says what a rule checks and how to set it.

    # inputs: the token files to read. A folder is searched for *.yaml, *.yml,
    # *.tokens.json, *.json and *.resolver.json files, in path order.
    inputs: [tokens]

    # output: the folder tokenc writes into. tokenc keeps a manifest there and
    # removes the files it no longer writes; files of your own are left alone.
    # Commit it, or ignore it and build in CI, as your team prefers.
    output: generated

    # emitters: which outputs to write, each with its options. Leave the key out
    # to run them all: swift (SwiftUI and UIKit), xcassets (an Xcode asset
    # catalog), json (DTCG 2025.10), css (custom properties) and docs (a docs
    # page and Markdown). Listing some runs only those, for example:
    # emitters:
    #   swift: {namespace: Tokens}
    #   css: {prefix: ds}              # --ds-color-label-primary
    #   docs: {title: Our design system}   # shows the css and swift names above

    # rules: how strict each check is: error (stops the build), warning, note or
    # off, or a mapping with a severity and the rule's options. Every other rule
    # runs at its default; `tokenc validate --list-rules` lists them all.
    rules:
      # Off by default: every color, text style and motion preset says what it
      # is for, since descriptions become doc comments in Swift and CSS.
      token/description: {severity: warning, groups: [color, typography, motion]}
      # Off by default: a nested corner radius is its outer radius minus the
      # padding between them (radius.card.inner in tokens/radius.yaml).
      radius/concentric: warning

    # templates: your own Mustache templates (for example Android colors.xml or
    # a Tailwind theme), rendered with the data of json/tokens.docs.json:
    # templates:
    #   - {template: templates/colors.xml.mustache, output: android/values/colors.xml}

    # warningsAsErrors: true makes every warning stop the build, as
    # `tokenc build --warnings-as-errors` does. Useful in CI.
    warningsAsErrors: false

    # Reading design systems written for other tools (see tokenc's docs/themes.md):
    # appearances: {dim: dark}       # a theme or mode name that means an appearance
    # themes: {dark: [themes/night.tokens.json]}   # theme files not named after one
    # modifiers: {brand: acme}       # the context to build of a resolver modifier
    # unknownTypes: skip             # skip tokens of an unknown $type with a warning

    """
}
