#!/usr/bin/env bash
# Builds Sun's phoneME Feature (PCSL, CLDC HI, MIDP linux_fb) and PEARL's stand-in display into a
# cache folder. Called by `scripts/pearl phoneme build`; docs/collector.md says how a run uses it.
#   build.sh SOURCE OUT [STORE_BYTES [BASE]]
# SOURCE: the phoneME tree (cldc/ pcsl/ midp/ tools/) or a .tar.xz of it. OUT must not exist: the
# caller moves it into the cache when this script succeeds. With BASE (a complete build of the same
# source) PCSL and CLDC are copied from it and only MIDP is built again, with STORE_BYTES as its
# per-suite record-store limit.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$1" OUT="$2" STORE="${3:-}" BASE="${4:-}"

mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
source "$HERE/i386.sh"
if [[ -n "$(i386_host)" ]]; then
  # Translated 32-bit programs cannot list a folder on ext4 (its 64-bit directory offsets overflow
  # their 32-bit ones, and they see it empty): the build's tools work in memory
  W="$(mktemp -d /dev/shm/pearl-phoneme-XXXXXX)"
  trap 'rm -rf "$W"' EXIT
else
  W="$OUT/work"
  mkdir -p "$W"
fi
if [[ -d "$SRC" ]]; then
  cp -a "$SRC/." "$W/"
else
  tar -xJf "$SRC" -C "$W"
  # an archive of the repository may hold one top folder
  if [[ ! -d "$W/midp" ]] && [[ $(ls "$W" | wc -l) -eq 1 ]]; then
    top="$W/$(ls "$W")"; mv "$top"/* "$W/"; rmdir "$top"
  fi
fi
[[ -d "$W/cldc" && -d "$W/pcsl" && -d "$W/midp" ]] || { echo "no cldc/ pcsl/ midp/ in $SRC" >&2; exit 1; }

# The scripted installer (HttpJadInstaller) deletes a suite's record stores when it updates it; a
# phone's owner who updates a suite keeps them (the local bank, the credentials), and so does PEARL
installer="$W/midp/src/ams/example/jams/classes/com/sun/midp/scriptutil/HttpJadInstaller.java"
sed -i 's/^\( *\)true, true, null);/\1true, false, null);/' "$installer"
grep -q '^ *true, false, null);' "$installer" || { echo "could not make $installer keep record stores" >&2; exit 1; }

# The makefiles compile with -source/-target 1.3 and 1.4, which JDK 17's javac refuses; Debian's
# ecj still emits them. They want JDK_DIR/bin/{javac,java,jar}, a `java -version` starting "1."
# and a jre/lib/rt.jar that only has to exist: a folder of small wrappers gives them that.
JDK="$W/jdk"
mkdir -p "$JDK/bin" "$JDK/jre/lib"
: > "$JDK/jre/lib/rt.jar"
printf '#!/bin/sh\nexec ecj -nowarn "$@"\n' > "$JDK/bin/javac"
printf '#!/bin/sh\n[ "$1" = -version ] && { echo "java version \\"1.8.0\\"" >&2; exit 0; }\nexec java "$@"\n' > "$JDK/bin/java"
printf '#!/bin/sh\nexec jar "$@"\n' > "$JDK/bin/jar"

# phoneME builds for 32-bit x86 only: every gcc, g++ and as of PCSL and MIDP goes through these.
# -Wno-error comes last so that it beats MIDP's -Werror (gcc 12 warns where gcc 3 did not).
TC="$W/gcc32"
mkdir -p "$TC/bin"
for c in gcc g++; do printf '#!/bin/sh\nexec %s -m32 "$@" -Wno-error\n' "$c" > "$TC/bin/$c"; done
printf '#!/bin/sh\nexec as --32 "$@"\n' > "$TC/bin/as"
printf '#!/bin/sh\nexec ar "$@"\n' > "$TC/bin/ar"
printf '#!/bin/sh\nexec ranlib "$@"\n' > "$TC/bin/ranlib"
chmod +x "$JDK/bin/"* "$TC/bin/"*

export JDK_DIR="$JDK"
PCSL_OUT="$W/pcsl/output"
CLDC_DIST="$W/cldc/build/linux_i386/dist"

step() { echo "phoneME: $*" >&2; }

if [[ -n "$BASE" ]]; then
  step "PCSL and CLDC from $BASE"
  mkdir -p "$PCSL_OUT" "$CLDC_DIST"
  cp -a "$BASE/pcsl/." "$PCSL_OUT/"
  cp -a "$BASE/cldc/." "$CLDC_DIST/"
else
  step "building PCSL"
  make -C "$W/pcsl" -j"$(nproc)" PCSL_PLATFORM=linux_i386_gcc NETWORK_MODULE=bsd/generic \
    GNU_TOOLS_DIR="$TC" PCSL_OUTPUT_DIR="$PCSL_OUT" > "$OUT/pcsl.log" 2>&1 \
    || { tail -30 "$OUT/pcsl.log" >&2; exit 1; }

  step "building CLDC HI"
  # gcc 12 optimises this old C++ on assumptions it breaks (the romizer crashes without these);
  # -Wno-narrowing: the generated ROMImage.cpp narrows constants in initialisers;
  # ENABLE_COMPILATION_WARNINGS: without it -Werror turns gcc 12's new warnings into errors.
  # Not -j: its top level builds its tools and their users at once.
  make -C "$W/cldc/build/linux_i386" product JVMWorkSpace="$W/cldc" ENABLE_COMPILATION_WARNINGS=true \
    ENABLE_PCSL=true ENABLE_ISOLATES=false PCSL_OUTPUT_DIR="$PCSL_OUT" \
    USER_CFLAGS="-fno-strict-aliasing -fno-delete-null-pointer-checks -fno-lifetime-dse -fwrapv -Wno-narrowing" \
    > "$OUT/cldc.log" 2>&1 || { tail -30 "$OUT/cldc.log" >&2; exit 1; }
fi

if [[ -n "$STORE" ]]; then
  # The per-suite record-store limit is a compile-time constant of MIDP (RMSConfig)
  sed -i '/Name="STORAGE_SUITE_LIMIT"/{n;s/Value="[0-9]*"/Value="'"$STORE"'"/}' \
    "$W/midp/src/configuration/configuration_xml/linux_fb/constants.xml"
  grep -A1 'Name="STORAGE_SUITE_LIMIT"' "$W/midp/src/configuration/configuration_xml/linux_fb/constants.xml" \
    | grep -q "Value=\"$STORE\"" || { echo "could not set STORAGE_SUITE_LIMIT" >&2; exit 1; }
fi

step "building MIDP (linux_fb)"
# libnsl has no 32-bit build on Debian; gcc.gmk's bare --end-group needs the -Xlinker it lacks.
# Not -j: it compiles generated sources before it has generated them.
make -C "$W/midp/build/linux_fb_gcc" USE_MULTIPLE_ISOLATES=false \
  CLDC_DIST_DIR="$CLDC_DIST" PCSL_OUTPUT_DIR="$PCSL_OUT" TOOLS_DIR="$W/tools" \
  MIDP_OUTPUT_DIR="$W/midp/output" GNU_TOOLS_BINDIR="$TC/bin/" \
  GCC_LIBS="-lpthread -lm" LD_END_GROUP="-Xlinker --end-group" \
  > "$OUT/midp.log" 2>&1 || { tail -30 "$OUT/midp.log" >&2; exit 1; }

step "building the stand-in display"
gcc -O2 -Wall -o "$OUT/fakevfb" "$HERE/fakevfb.c"

# Keep what runs (runMidlet, its appdb and lib) and what a --store build reuses
mkdir -p "$OUT/midp/bin/i386"
mv "$W/midp/output/bin/i386/runMidlet" "$OUT/midp/bin/i386/"
mv "$W/midp/output/appdb" "$W/midp/output/lib" "$OUT/midp/"
if [[ -z "$BASE" ]]; then
  mv "$PCSL_OUT" "$OUT/pcsl"
  mv "$CLDC_DIST" "$OUT/cldc"
else
  cp -a "$BASE/pcsl" "$BASE/cldc" "$OUT/"
fi
rm -rf "$W"
test -x "$OUT/midp/bin/i386/runMidlet"
