#!/bin/sh
# Writes the seed corpus of one fuzz target into a folder (docs/security.md, "Fuzzing"):
#   Tests/Fuzz/seeds.sh fuzz-pipeline .build/fuzz/corpus/fuzz-pipeline
# Run from the repository root. The seeds are made of the repository's own files (the
# sample tokens/, the test fixtures, the tokenc.yaml files, templates/ and the committed
# DTCG JSON output) in the shape each target reads, so nothing is kept twice in git.
# Files already in the folder (what earlier runs found) are kept.
set -eu
target=$1
out=$2
mkdir -p "$out"
n=0

# seed MODE FILE [SECOND]: the mode byte (octal, for printf), the file, then a NUL and the
# second file (the shape fuzz-pipeline and fuzz-template read).
seed() {
  n=$((n + 1))
  {
    [ -z "$1" ] || printf "\\$1"
    cat "$2"
    if [ $# -gt 2 ]; then printf '\000'; cat "$3"; fi
  } >"$out/seed-$n"
}

case $target in
fuzz-pipeline)
  # One YAML file (mode 0): every sample and fixture file.
  for file in tokens/*.yaml Tests/TokenCompilerTests/Fixtures/*/*.yaml Tests/SwiftOutputCheck/tokens/*.yaml \
    Examples/TokensConsumer/Sources/DesignSystem/tokens/*.yaml; do
    seed 000 "$file"
  done
  # One DTCG JSON file (mode 1): the sample tokens as the json emitter writes them.
  seed 001 generated/json/tokens.tokens.json
  # Two YAML files with aliases across them (mode 2), a YAML dark theme file (mode 4)
  # and DTCG JSON with its resolver document (mode 017: JSON, resolver, JSON).
  seed 002 tokens/color-semantic.yaml tokens/color-base.yaml
  seed 002 tokens/typography.yaml tokens/size.yaml
  seed 004 Tests/TokenCompilerTests/Fixtures/showcase/color.yaml Tests/TokenCompilerTests/Fixtures/showcase/color.yaml
  seed 017 generated/json/tokens.tokens.json generated/json/tokens.resolver.json
  ;;
fuzz-config)
  for file in tokenc.yaml Tests/SwiftOutputCheck/*.tokenc.yaml Examples/TokensConsumer/Sources/DesignSystem/tokenc.yaml; do
    seed "" "$file"
  done
  # Every emitter option and a template, so the fuzzer starts from each of them.
  n=$((n + 1))
  cat >"$out/seed-$n" <<'YAML'
inputs: [tokens]
output: generated
warningsAsErrors: false
emitters:
  css: {name: tokens, prefix: ds, units: px, lightDark: true, dynamicType: true}
  swift: {accessLevel: internal, namespace: DS, imports: [Foundation], fileName: Design, colors: assetCatalog, bundle: module}
  xcassets: {directory: Assets}
  json: {}
  docs: {title: Tokens, swiftNamespace: DS, cssPrefix: ds}
rules:
  color/contrast: {severity: error, level: AAA}
  spacing/grid: {severity: warning, grid: 4}
  type/min-size: {severity: note, minimum: 11}
  token/description: off
templates:
  - template: templates/t.mustache
    output: out/t.txt
appearances: {dim: dark}
YAML
  ;;
fuzz-template)
  # The android templates include {{> header}}: the header is the first partial.
  seed "" templates/android/colors.xml.mustache templates/android/header.mustache
  seed "" templates/android/colors-night.xml.mustache templates/android/header.mustache
  seed "" templates/tailwind/theme.css.mustache
  ;;
*)
  echo "unknown fuzz target '$target' (fuzz-pipeline, fuzz-config or fuzz-template)" >&2
  exit 1
  ;;
esac
