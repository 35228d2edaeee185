#!/usr/bin/env bash
# Proves that search works offline: opens pages of a built site from file:// in headless Chromium with a
# query in the address (`page.html#search=QUERY`, which search.js runs on load) and checks that the
# rendered results include a link containing EXPECTED_HREF. No server, no network.
#   scripts/check-search.sh [DIR [PAGE QUERY EXPECTED_HREF]...]
# Without cases it checks the bundled tutorials: an English callback name and two Chinese words.
set -euo pipefail
dir="${1:-public}"
shift || true
if [ $# -eq 0 ]; then
  set -- index.html viewWillAppear 05-appearance.html \
         index.html removeFromSuperview 02-removing-views.html \
         06-navigation.html 视图 11-glossary.html \
         01-view-tree.html 启动事件 11-glossary.html
fi
if [ $(( $# % 3 )) -ne 0 ]; then
  echo "usage: $0 [DIR [PAGE QUERY EXPECTED_HREF]...]" >&2
  exit 2
fi
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "Installing chromium…" >&2
  apt-get install -y -qq chromium >/dev/null
  browser=$(command -v chromium)
fi
root=$(cd "$dir" && pwd)
failures=0
while [ $# -gt 0 ]; do
  page=$1 query=$2 expected=$3
  shift 3
  encoded=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$query")
  dom=$("$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=5000 \
        --dump-dom "file://$root/$page#search=$encoded" 2>/dev/null || true)
  results=$(printf '%s' "$dom" | grep -o '<a [^>]*class="cs-result"[^>]*>' | grep -o 'href="[^"]*"' || true)
  if printf "%s\n" "$results" | grep -qF "$expected"; then
    echo "ok: \"$query\" on $page finds $expected"
  else
    echo "FAIL: \"$query\" on $page does not find $expected; results: ${results:-none}" >&2
    failures=$((failures + 1))
  fi
done
[ "$failures" -eq 0 ]
