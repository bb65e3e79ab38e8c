#!/usr/bin/env bash
# Checks the build tool plugin's failures on copies of the example package:
# a missing tokenc.yaml, two of them (one in a folder whose name holds a line break,
# which must come out escaped), and a token error — each must stop the build with a
# precise message (the token error as file:line:col for Xcode).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# The same scratch folder as `make test` and `make example-check`, so tokenc is compiled once for all of them.
scratch="${EXAMPLE_SCRATCH:-$root/.build}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

expect_failure() {
  local name="$1" expected="$2" package="$work/$1"
  local log="$work/$1.log"
  if swift build --package-path "$package" --scratch-path "$scratch" >"$log" 2>&1; then
    echo "FAIL $name: the build succeeded"; exit 1
  fi
  if ! grep -qF -- "$expected" "$log"; then
    echo "FAIL $name: expected '$expected' in the build log:"; tail -20 "$log"; exit 1
  fi
  echo "ok   $name: $expected"
}

copy() {
  cp -R "$root/Examples/TokensConsumer" "$work/$1"
  sed -i.bak "s|path: \"../..\"|path: \"$root\"|" "$work/$1/Package.swift"
}

copy missing-config
rm "$work/missing-config/Sources/DesignSystem/tokenc.yaml"
expect_failure missing-config "target 'DesignSystem' has no tokenc.yaml"

copy two-configs
mkdir -p "$work/two-configs/Sources/DesignSystem/more"
cp "$work/two-configs/Sources/DesignSystem/tokenc.yaml" "$work/two-configs/Sources/DesignSystem/more/"
expect_failure two-configs "target 'DesignSystem' has 2 tokenc.yaml files"

# A folder name with a line break must not forge a line in the build log: the plugin escapes it.
copy hostile-path
forged="$work/hostile-path/Sources/DesignSystem/more"$'\n'"Forged.swift:1:1: error: forged"
mkdir -p "$forged"
cp "$work/hostile-path/Sources/DesignSystem/tokenc.yaml" "$forged/"
expect_failure hostile-path 'more\u{A}Forged.swift:1:1: error: forged/tokenc.yaml'

copy bad-token
sed -i.bak 's/  md: 16/  md: 16pts/' "$work/bad-token/Sources/DesignSystem/tokens/tokens.yaml"
rm "$work/bad-token/Sources/DesignSystem/tokens/tokens.yaml.bak"
expect_failure bad-token "bad-token/Sources/DesignSystem/tokens/tokens.yaml:4:7: error: 'spacing.md' must be a dimension"
