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

# The icon sets and emoji index that Material for MkDocs uses, for `:material-…:` icons and
# `:smile:` emoji in docs (see site/docs/bring-your-docs.md). Both come from PyPI wheels, pinned:
# mkdocs-material's material/templates/.icons/ (Material Design, Octicons, Font Awesome, Simple
# Icons, each folder with its license) and pymdown-extensions' emoji indexes, made a table by
# scripts/emoji-table. mkdocs-material's interface translations (partials/languages/) become
# languages.tsv (scripts/language-table): the page chrome's words in the page's language. The build
# reads them at run time from THEME_PREVIEW_ICONS, else from
# SHORTCODE_DATA_DIR below; nothing is fetched at build time.
MKDOCS_MATERIAL_VERSION=9.8.2
PYMDOWN_EXTENSIONS_VERSION=13.1.2
SHORTCODE_DATA_DIR=/usr/local/share/theme-preview/mkdocs-material
# What the folder holds besides the wheels' files; in the stamp, so a machine set up before a file
# was added installs again.
SHORTCODE_DATA_FILES="icons, emoji.tsv, languages.tsv"

install_shortcode_data() {
  local dest="${THEME_PREVIEW_ICONS:-$SHORTCODE_DATA_DIR}"
  local stamp="mkdocs-material $MKDOCS_MATERIAL_VERSION, pymdown-extensions $PYMDOWN_EXTENSIONS_VERSION, $SHORTCODE_DATA_FILES"
  if [ "$(cat "$dest/VERSION" 2>/dev/null)" = "$stamp" ]; then
    return 0
  fi
  # A fresh Debian has python3 without pip (`pip download` only fetches: no install, no venv).
  python3 -m pip --version >/dev/null 2>&1 || ensure_packages python3-pip
  step "icon sets and emoji index ($stamp) into $dest (pip download, log: $LOG)"
  local work
  work="$(mktemp -d)"
  run_logged python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: -d "$work/wheels" \
    "mkdocs-material==$MKDOCS_MATERIAL_VERSION" "pymdown-extensions==$PYMDOWN_EXTENSIONS_VERSION"
  run_logged python3 -m zipfile -e "$work/wheels/mkdocs_material-$MKDOCS_MATERIAL_VERSION-py3-none-any.whl" "$work/material"
  run_logged python3 -m zipfile -e "$work/wheels/pymdown_extensions-$PYMDOWN_EXTENSIONS_VERSION-py3-none-any.whl" "$work/pymdown"
  mkdir -p "$work/data"
  cp -R "$work/material/material/templates/.icons" "$work/data/icons"
  cp "$work/material/mkdocs_material-$MKDOCS_MATERIAL_VERSION.dist-info/licenses/LICENSE" "$work/data/LICENSE-mkdocs-material"
  cp "$work/pymdown/pymdown_extensions-$PYMDOWN_EXTENSIONS_VERSION.dist-info/licenses/LICENSE.md" "$work/data/LICENSE-pymdown-extensions.md"
  python3 scripts/emoji-table "$work/pymdown/pymdownx" >"$work/data/emoji.tsv"
  python3 scripts/language-table "$work/material/material/templates/partials/languages" >"$work/data/languages.tsv"
  printf '%s\n' "$stamp" >"$work/data/VERSION"
  chmod -R a+rX "$work/data"
  if mkdir -p "$(dirname "$dest")" 2>/dev/null && [ -w "$(dirname "$dest")" ]; then
    rm -rf "$dest" && mv "$work/data" "$dest"
  else
    as_root mkdir -p "$(dirname "$dest")"
    as_root rm -rf "$dest"
    as_root cp -R "$work/data" "$dest"
  fi
  rm -rf "$work"
}
