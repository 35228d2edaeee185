#!/usr/bin/env bash
# Installs the cmark C library (Debian/Ubuntu: libcmark-dev) when it is missing.
set -euo pipefail
if pkg-config --exists libcmark 2>/dev/null || [ -f /usr/include/cmark.h ]; then
  exit 0
fi
echo "Installing libcmark-dev…" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libcmark-dev pkg-config >/dev/null
