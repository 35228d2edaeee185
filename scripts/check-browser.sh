#!/usr/bin/env bash
# Runs scripts/browser-test.py on a built site: search, overflow at 375/320 px, axe-core on every page,
# and the `callsheet serve` failure panel and reload latency. Installs what it needs the first time:
# Debian's chromium and chromedriver (and a CJK font), Selenium, and axe-core (the copy bundled in the
# axe-playwright-python wheel, unpacked without installing the package).
#   scripts/check-browser.sh SITE_DIR CALLSHEET_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
site=$1 binary=$2
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1 \
   || ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then
  echo "Installing chromium, chromedriver and fonts-noto-cjk…" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver fonts-noto-cjk >/dev/null
fi
if ! python3 -c "import selenium" 2>/dev/null; then
  echo "Installing selenium…" >&2
  python3 -m pip install -q selenium >&2
fi
tools=".callsheet-tools"
axe="$tools/axe.min.js"
if [ ! -f "$axe" ]; then
  echo "Fetching axe-core (from the axe-playwright-python wheel)…" >&2
  mkdir -p "$tools/wheel"
  python3 -m pip download -q --no-deps -d "$tools/wheel" axe-playwright-python==0.1.8 >&2
  python3 - "$tools/wheel" "$axe" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/axe_playwright_python-*.whl")[0]
with zipfile.ZipFile(wheel) as archive, open(sys.argv[2], "wb") as out:
    out.write(archive.read("axe_playwright_python/axe.min.js"))
PY
fi
python3 scripts/browser-test.py "$site" "$binary" "$axe"
