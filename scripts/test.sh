#!/usr/bin/env bash
# Runs the whole test suite (debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/require-cmark.sh
swift test "$@"
