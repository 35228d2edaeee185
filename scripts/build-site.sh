#!/usr/bin/env bash
# Builds the bundled site: content/ + templates/ → public/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/require-cmark.sh
swift run callsheet build "$@"
