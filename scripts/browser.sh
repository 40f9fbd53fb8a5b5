#!/usr/bin/env bash
# Debian's Chromium and ChromeDriver, which the browser tests drive (pearl.testing.Chromium):
# installed if missing, one install at a time. scripts/test.sh starts it beside Maven's build, as
# the browser tests come minutes later; a browser test runs it too, and so waits for an install
# under way rather than failing before it ends.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/packages.sh"

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/pearl"
mkdir -p "$CACHE"
exec 9> "$CACHE/.browser.lock"
flock 9
if [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromedriver ]]; then
  echo "Installing Chromium and ChromeDriver ..."
  apt_install chromium chromium-driver
fi
