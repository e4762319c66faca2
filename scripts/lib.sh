# Shell functions shared by scripts/test and scripts/setup. Source it; don't run it.
# Expects LOG to name a log file (the scripts set it).

step() { printf '==> %s\n' "$*"; }

die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Run a command with its output going to $LOG; on failure show the end of the log.
run_logged() {
  printf '\n$ %s\n' "$*" >>"$LOG"
  if ! "$@" >>"$LOG" 2>&1; then
    printf 'failed: %s (last lines of %s):\n' "$*" "$LOG" >&2
    tail -n 40 "$LOG" >&2
    return 1
  fi
}

# Run as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    die "need root for: $* (not root and sudo is not installed)"
  fi
}

pkg_installed() { dpkg -s "$1" >/dev/null 2>&1; }

# Install the Debian packages among "$@" that are missing: one apt-get update, one install.
ensure_packages() {
  local missing=() pkg
  for pkg in "$@"; do
    pkg_installed "$pkg" || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    return 0
  fi
  command -v apt-get >/dev/null 2>&1 || die "missing packages ${missing[*]}, and apt-get is not available to install them"
  step "installing ${missing[*]} (apt-get, log: $LOG)"
  run_logged as_root env DEBIAN_FRONTEND=noninteractive apt-get update
  run_logged as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}

# True when `python3 -m venv` can create an environment with pip (Debian splits ensurepip
# into python3-venv).
python_venv_available() { python3 -c 'import venv, ensurepip' >/dev/null 2>&1; }
