#!/usr/bin/env bash
# Builds the bundled site into a scratch folder and checks it: `callsheet check` (expectations), the Nu
# HTML checker (zero errors), offline search in headless Chromium, search.js against the tokenizer's
# shared vectors, and the browser test (search, overflow, axe-core, serve). For CI; leaves public/ alone.
# SWIFT_SCRATCH_PATH names the build folder (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
flags=(--scratch-path "${SWIFT_SCRATCH_PATH:-.build}")
swift build "${flags[@]}" --product callsheet
callsheet="$(swift build "${flags[@]}" --show-bin-path)/callsheet"
"$callsheet" check --output "$scratch/public"
"$callsheet" build --output "$scratch/public"
scripts/validate-html.sh "$scratch/public"
scripts/check-search.sh "$scratch/public"
scripts/test-search-js.sh
scripts/check-browser.sh "$scratch/public" "$callsheet"
