# Debian packages for scripts that need them (sourced): apt_install PACKAGE..., as root or with sudo.
as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

apt_updated=false
apt_install() {
  # one apt at a time: scripts/test.sh installs Chromium and phoneME's compilers side by side
  local lock
  exec {lock}> "${TMPDIR:-/tmp}/pearl-apt.lock"
  flock "$lock"
  if ! $apt_updated; then as_root apt-get update -qq; apt_updated=true; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" > /dev/null
  exec {lock}>&-
}
