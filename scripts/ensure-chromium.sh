#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download cannot work offline).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Chromium for the browser tests (apt-get)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
