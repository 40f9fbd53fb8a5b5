#!/usr/bin/env bash
# Makes sure a phoneME build is in the cache and prints its folder: `scripts/pearl phoneme build`.
#   runtime.sh [--src DIR|ARCHIVE] [--store BYTES]
# The cache is ${XDG_CACHE_HOME:-~/.cache}/pearl/phoneme/<key>[-store<N>]/, outside any clone; the
# key is a short sha256 of the source (a changed build.sh wants the cache's folder removed).
# A build goes to a temporary folder beside it and is renamed into place only when complete; a
# lock per key makes a second build at once wait for the first and then take its result.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SOURCE_ARCHIVE="$ROOT/../shared/phoneme/phoneME-src.tar.xz"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/pearl/phoneme"

die() { echo "pearl: $*" >&2; exit 2; }

src="" store=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --src) [[ $# -ge 2 ]] || die "--src needs a folder or a .tar.xz"; src="$2"; shift ;;
    --store) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || die "--store needs a number of bytes"; store="$2"; shift ;;
    *) die "phoneme build: unknown option $1 (try: scripts/pearl help)" ;;
  esac
  shift
done

if [[ -z "$src" ]]; then
  [[ -f "$SOURCE_ARCHIVE" ]] || die "no phoneME source: get it with
  git clone https://github.com/magicus/phoneME && git -C phoneME checkout 5a13f65cff07b2211b7b867c51ada4bb9c7d4f32
and run: scripts/pearl phoneme build --src phoneME   (or put phoneME-src.tar.xz at $SOURCE_ARCHIVE)"
  src="$SOURCE_ARCHIVE"
fi
[[ -e "$src" ]] || die "no such phoneME source: $src"
src="$(cd "$(dirname "$src")" && pwd)/$(basename "$src")"

# 32-bit gcc and g++ (phoneME is 32-bit x86 only) and ecj (it compiles for Java 1.3)
need_packages() {
  command -v ecj > /dev/null || return 0
  echo 'int main(void){return 0;}' | gcc -m32 -x c - -o /dev/null 2> /dev/null || return 0
  echo 'int main(){return 0;}' | g++ -m32 -x c++ - -o /dev/null 2> /dev/null || return 0
  return 1
}

source_hash() {
  if [[ -d "$src" ]]; then
    # a tree's hash: its files' names and contents, in a fixed order
    (cd "$src" && find cldc pcsl midp tools -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) | sha256sum
  else
    sha256sum < "$src"
  fi
}

# Builds into $1 (absent) with the record-store limit $2 (empty: phoneME's) on the base build $3 (empty: none)
build_into() {
  local final="$1" limit="$2" base="$3" tmp
  mkdir -p "$CACHE"
  exec 9> "$final.lock"
  flock 9
  if [[ -x "$final/midp/bin/i386/runMidlet" ]]; then exec 9>&-; return 0; fi
  tmp="$(mktemp -d "$CACHE/.building-XXXXXX")"
  echo "Building phoneME into $final (the first build takes minutes; its logs: $tmp) ..." >&2
  if ! bash "$HERE/build.sh" "$src" "$tmp" "$limit" "$base" >&2; then
    die "the phoneME build failed; its logs are in $tmp"
  fi
  mv -T "$tmp" "$final"
  exec 9>&-
}

source "$ROOT/scripts/packages.sh"
source "$HERE/i386.sh"
# one set-up at a time: a test may ask for a build while scripts/test.sh's is installing packages
mkdir -p "$CACHE"
exec 8> "$CACHE/.setup.lock"
flock 8
if need_packages; then
  echo "Installing gcc-multilib g++-multilib ecj for phoneME ..." >&2
  apt_install gcc-multilib g++-multilib ecj
fi
ensure_i386 "$CACHE"
exec 8>&-

key="$(source_hash | cut -c1-12)"
base="$CACHE/$key"
build_into "$base" "" ""
if [[ -n "$store" ]]; then
  # the record-store limit is compiled into MIDP only: PCSL and CLDC come from the base build
  build_into "$base-store$store" "$store" "$base"
  echo "$base-store$store"
else
  echo "$base"
fi
