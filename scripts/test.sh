#!/usr/bin/env bash
# The README's test command: makes sure what the tests need is here, then runs every test.
#   - MariaDB at 127.0.0.1:3306 (root, no password), started if it is installed but stopped;
#   - Galera (galera-4) and rsync for the cluster test's three nodes, installed if missing;
#   - Chromium and ChromeDriver for the browser tests, installed from Debian's packages if missing,
#     beside Maven's build (scripts/browser.sh);
#   - phoneME for the tests that run it, built into the cache if it is not there (scripts/phoneme/runtime.sh),
#     beside Maven's build.
# The tests themselves fail, never skip, when one of these is missing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

source "$ROOT/scripts/packages.sh"

mariadb_up() { (exec 3<>/dev/tcp/127.0.0.1/3306) 2>/dev/null; }

if ! mariadb_up; then
  if [[ ! -x /usr/sbin/mariadbd ]]; then
    echo "Installing MariaDB ..."
    apt_install mariadb-server
  fi
  echo "Starting MariaDB ..."
  as_root mkdir -p /run/mysqld
  as_root chown mysql:mysql /run/mysqld 2>/dev/null || true
  as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  for _ in $(seq 1 60); do mariadb_up && break; sleep 1; done
  mariadb_up || { echo "MariaDB did not start on 127.0.0.1:3306" >&2; exit 1; }
fi

# The cluster test's three-node Galera cluster (scripts/galera.sh)
if [[ ! -f /usr/lib/galera/libgalera_smm.so ]] || ! command -v rsync > /dev/null; then
  echo "Installing Galera and rsync ..."
  apt_install galera-4 rsync
fi

mkdir -p "$ROOT/target"
# Chromium and ChromeDriver, when missing, are installed beside Maven's build: the browser tests
# come minutes later, and wait for an install under way (scripts/browser.sh)
browser_log="$ROOT/target/browser-install.log"
bash "$ROOT/scripts/browser.sh" > "$browser_log" 2>&1 &
browser_install=$!

# phoneME's build (minutes, the first time) goes on beside Maven's, which needs it only for the web
# application's last tests: those take it from the cache, waiting for the build under way
# (runtime.sh locks each build), and fail, never skip, when it cannot be built. Then the build with
# a small record store that PhoneMeSmallPhoneIT fills (its MIDP alone, on the same PCSL and CLDC).
phoneme_log="$ROOT/target/phoneme-build.log"
( bash "$ROOT/scripts/phoneme/runtime.sh" && bash "$ROOT/scripts/phoneme/runtime.sh" --store 8192 ) \
  > "$phoneme_log" 2>&1 &
phoneme_build=$!

cd "$ROOT"
# Two modules at once where the reactor allows (the server beside the MIDlet), one per core
status=0
"$ROOT/scripts/maven" -B -T 2 verify "$@" || status=$?
# a build the tests did not wait for (they failed first) still finishes, for the next run's cache
wait "$browser_install" || echo "Chromium's install failed: $browser_log" >&2
wait "$phoneme_build" || echo "phoneME's build failed: $phoneme_log" >&2
exit "$status"
