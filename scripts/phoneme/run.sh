#!/usr/bin/env bash
# One unattended run of a PEARL suite on phoneME: `scripts/pearl emulator --runtime phoneme`.
#   run.sh --runtime DIR --phone DIR --server URL --suite NAME --timeout SECONDS [--interpreter]
#          [--heap BYTES] [--vm-option OPTION]... [--attribute 'Name: value']... [--remove]
# A worker of scripts/pearl, which parses and checks every option (the runtime a phoneME build's
# folder, the heap in bytes, the timeout in seconds, 0 for none) and hands them on: it checks none again.
# Installs the suite from the server into the phone's folder as a phone does over the air (again,
# as an update keeping its record stores, only when the JAD the run needs differs from the one
# installed), runs it on a stand-in display of its own, prints the MIDlet's PEARL lines and exits
# 0 only when the MIDlet printed PEARL DONE; --remove then uninstalls the suite, its record stores
# with it, as a phone's owner makes room for the next one. Kills what it started on exit. docs/collector.md,
# "The phoneME runtime", says how and why.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

die() { echo "pearl: $*" >&2; exit 2; }

interpreter=false heap="" attributes=() vm_options=() remove=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runtime) runtime="$2"; shift ;;
    --phone) phone="$2"; shift ;;
    --server) server="${2%/}"; shift ;;
    --suite) suite="$2"; shift ;;
    --interpreter) interpreter=true ;;
    --heap) heap="$2"; shift ;;
    --timeout) timeout="$2"; shift ;;
    --attribute) attributes+=("$2"); shift ;;
    --vm-option) vm_options+=("$2"); shift ;;
    --remove) remove=true ;;
  esac
  shift
done
runtime="$(cd "$runtime" && pwd)"
midp="$runtime/midp"
runmidlet="$midp/bin/i386/runMidlet"

mkdir -p "$phone"
phone="$(cd "$phone" && pwd)"
exec 8> "$phone/.lock"
flock -n 8 || die "another run is using the phone $phone"

work="$(mktemp -d)"
pids=()
finish() {
  local pid
  # runMidlet does not stop on SIGTERM
  [[ -f "$work/midlet.pid" ]] && kill -KILL "$(cat "$work/midlet.pid")" 2> /dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  wait 2> /dev/null || true
  rm -rf "$work"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP

# The phone: its own appdb (installed suites, their record stores: the local bank, credentials).
# runMidlet finds it and phoneME's lib beside the folder its path names (bin/../appdb, bin/../lib),
# so the phone's bin/runMidlet and lib are links to the build's.
if [[ ! -d "$phone/appdb" ]]; then
  cp -a "$midp/appdb" "$phone/appdb.new"
  mv "$phone/appdb.new" "$phone/appdb"
fi
rm -rf "$phone/lib" "$phone/bin"
ln -s "$midp/lib" "$phone/lib"
mkdir "$phone/bin"
ln -s "$runmidlet" "$phone/bin/runMidlet"

# The stand-in display, on a display number no other run holds
"$runtime/fakevfb" > "$work/display" &
pids+=($!)
for _ in $(seq 1 50); do [[ -s "$work/display" ]] && break; sleep 0.1; done
[[ -s "$work/display" ]] || die "the stand-in display did not start"
display="$(cat "$work/display")"

# Runs runMidlet in the phone's folder on the display, its pid in midlet.pid and its exit status in
# midlet.status; a pty keeps its stdout line-buffered (stdbuf cannot: runMidlet is a 32-bit program)
phoneme() {
  local command status=0
  command="echo \$\$ > $(printf %q "$work/midlet.pid"); cd $(printf %q "$phone") && exec env QWS_DISPLAY=:$display $(printf '%q ' "$phone/bin/runMidlet" "$@")"
  timeout --foreground -s KILL "$timeout" script -qefc "$command" /dev/null < /dev/null || status=$?
  # out of time: timeout killed script, and runMidlet with it gone does not always stop
  [[ "$status" != 137 ]] || kill -KILL "$(cat "$work/midlet.pid")" 2> /dev/null || true
  rm -f "$work/midlet.pid"
  echo "$status" > "$work/midlet.status"
}

# Bash runs a trap only once the command in the foreground ends: runMidlet runs in the background
# and this script waits for it, so that a signal ends the run at once
in_background() {
  "$@" &
  wait $!
}

# The JAD as the server hands it out: the full suite's, or a suite set's with an enrolment code
# the phone keeps, so that its suites register as one device
if [[ "$suite" == pearl ]]; then
  jad_url="$server/pearl.jad"
else
  code="$(cat "$phone/enrolment" 2> /dev/null || true)"
  if [[ -z "$code" ]] || ! curl -sf -o /dev/null "$server/install/$code/pearl.jad"; then
    code="$(curl -sf "$server/install" | grep -o '/install/[A-Za-z0-9_-]*/[A-Za-z0-9._-]*\.jad' | head -1 | cut -d/ -f3)" \
      || die "the server at $server did not hand out an enrolment code at /install"
    echo "$code" > "$phone/enrolment"
  fi
  jad_url="$server/install/$code/$suite.jad"
fi
status="$(curl -s -o "$work/served.jad" -w '%{http_code}' "$jad_url")" || die "no answer from $jad_url"
[[ "$status" == 200 ]] || die "$jad_url: HTTP $status: $(head -c 300 "$work/served.jad") (the suites: $server/install)"

# The run's JAD: the server's, the attributes the run sets replaced
{
  tr -d '\r' < "$work/served.jad" | awk -v names="$(for a in "${attributes[@]}"; do echo "${a%%:*}"; done)" '
    BEGIN { n = split(names, list, "\n"); for (i = 1; i <= n; i++) set[list[i]] = 1 }
    { name = $0; sub(/:.*/, "", name); if (!(name in set)) print }'
  for a in "${attributes[@]}"; do printf '%s\n' "$a"; done
} > "$work/$suite.jad"

mkdir -p "$phone/suites"
installed="$phone/suites/$suite"
if [[ -f "$installed.id" ]] && cmp -s "$installed.jad" "$work/$suite.jad"; then
  suite_id="$(cat "$installed.id")"
else
  python3 "$HERE/jad-server.py" "$work/$suite.jad" > "$work/jad-url" &
  pids+=($!)
  for _ in $(seq 1 50); do [[ -s "$work/jad-url" ]] && break; sleep 0.1; done
  [[ -s "$work/jad-url" ]] || die "the local JAD server did not start"
  echo "Installing $suite on phoneME from $jad_url (domain maximum) ..."
  install() {
    phoneme -1 com.sun.midp.scriptutil.HttpJadInstaller "$(cat "$work/jad-url")" maximum | tr -d '\r' > "$work/install.log"
  }
  in_background install
  kill "${pids[-1]}"
  unset 'pids[-1]'
  suite_id="$(sed -n 's/^\[\([0-9][0-9]*\) .*/\1/p' "$work/install.log" | head -1)"
  if [[ -z "$suite_id" ]]; then
    cat "$work/install.log" >&2
    # MIDP's system.jam_space: 1,000,000 bytes for every suite a phone holds, JARs and record stores
    ! grep -q 'insufficient storage' "$work/install.log" \
      || die "phoneME did not install $suite: the phone's storage for suites is full; remove one (a run with --remove does, once it has synced) or run on another --phone"
    die "phoneME did not install $suite"
  fi
  echo "$suite_id" > "$installed.id"
  cp "$work/$suite.jad" "$installed.jad"
fi

# MIDP's own microedition.platform is "j2me": the run names the VM's mode instead, and the
# translator when the kernel runs 32-bit code through one (i386.sh): its figures are not native ones
if $interpreter; then mode=(-int); platform=phoneME-Feature/interpreter; else mode=(); platform=phoneME-Feature/JIT; fi
source "$HERE/i386.sh"
host="$(i386_host)"
[[ -z "$host" ]] || platform="$platform/$host"
# This build compiles MIDP's properties in (JAVA_HEAP_SIZE has no file to go to): the heap is set
# with CLDC HI's own option, which comes after MIDP's default
[[ -z "$heap" ]] || mode+=("=HeapCapacity$heap")
# A VM tuned by hand is another VM: its options go into the name the bank gives it
if [[ ${#vm_options[@]} -gt 0 ]]; then
  mode+=("${vm_options[@]}")
  platform="$platform with ${vm_options[*]}"
fi
echo "Running $suite on phoneME (${platform#*/}, display :$display, phone $phone) ..."
# Each line as it comes: tr, which drops the pty's carriage returns, line-buffered too
run() {
  phoneme "${mode[@]}" "-Dmicroedition.platform=$platform" "$suite_id" \
    | stdbuf -oL tr -d '\r' | tee "$work/phoneme.log" | grep --line-buffered '^PEARL' || true
}
in_background run
if ! grep -q '^PEARL DONE' "$work/phoneme.log"; then
  cp "$work/phoneme.log" "$phone/last-run.log"
  if [[ "$(cat "$work/midlet.status")" == 137 && "$timeout" -gt 0 ]]; then
    echo "pearl: phoneME did not finish within $timeout s; its log: $phone/last-run.log" >&2
  else
    echo "pearl: the MIDlet did not finish its run and sync (its PEARL FAILED line says why); its log: $phone/last-run.log" >&2
  fi
  exit 1
fi
if $remove; then
  remove() {
    phoneme -1 com.sun.midp.scriptutil.SuiteRemover "$suite_id" | tr -d '\r' > "$work/remove.log"
  }
  in_background remove
  grep -q '^Suite removed' "$work/remove.log" || { cat "$work/remove.log" >&2; die "phoneME did not remove $suite"; }
  rm -f "$installed.id" "$installed.jad"
  echo "Removed $suite from the phone"
fi
