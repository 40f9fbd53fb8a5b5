# phoneME is 32-bit x86 code (sourced by runtime.sh and run.sh). Some x86_64 kernels do not run
# 32-bit programs ("Exec format error": their IA-32 emulation is off); there, PEARL has the kernel
# hand them to qemu-user's translator through binfmt_misc, so the build's tools and runMidlet run
# unchanged, only slower. A run tells the bank which way it ran (run.sh: the platform's host).
I386_ENTRY=/proc/sys/fs/binfmt_misc/pearl-i386

# Whether 32-bit programs run here (natively or through PEARL's binfmt entry): a 32-bit probe,
# compiled once into the cache, is started
i386_runs() {
  local probe="$1/i386-probe"
  if [[ ! -x "$probe" ]]; then
    mkdir -p "$1"
    echo 'int main(void){return 0;}' | gcc -m32 -static -x c - -o "$probe.tmp" && mv "$probe.tmp" "$probe"
  fi
  "$probe" 2> /dev/null
}

# Makes 32-bit programs run on a kernel that refuses them: qemu-user-static, and a binfmt_misc
# entry for i386 ELF files (magic and mask as in qemu's own binfmt configuration)
ensure_i386() {
  i386_runs "$1" && return 0
  echo "This kernel does not run 32-bit programs: running phoneME through qemu-i386 (binfmt_misc) ..." >&2
  [[ -x /usr/bin/qemu-i386-static ]] || apt_install qemu-user-static
  [[ -e /proc/sys/fs/binfmt_misc/register ]] || as_root mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
  [[ -e "$I386_ENTRY" ]] || printf '%s' ':pearl-i386:M::\x7fELF\x01\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x03\x00:\xff\xff\xff\xff\xff\xfe\xfe\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:/usr/bin/qemu-i386-static:F' \
    | as_root tee /proc/sys/fs/binfmt_misc/register > /dev/null
  i386_runs "$1" || { echo "pearl: 32-bit programs still do not run here, even through qemu-i386" >&2; return 2; }
}

# How runMidlet runs here: "" natively, "qemu-i386" when translated
i386_host() {
  if [[ -e "$I386_ENTRY" ]] && grep -qx enabled "$I386_ENTRY"; then echo qemu-i386; fi
}
