#!/usr/bin/env bash
# Builds the bundled site into a scratch folder and checks it: `callsheet check` (expectations), the Nu
# HTML checker (zero errors) and offline search in headless Chromium. For CI; leaves public/ alone.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swift run callsheet check --output "$scratch/public"
swift run callsheet build --output "$scratch/public"
scripts/validate-html.sh "$scratch/public"
scripts/check-search.sh "$scratch/public"
