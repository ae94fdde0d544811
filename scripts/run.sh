#!/usr/bin/env bash
# The README's two commands, on a machine that has only Node (20 or newer) and npm:
#   npm start   → Node 24 + pnpm into .tools/ if missing, install, build what is stale, serve
#   npm test    → the same tools, Debian's Chromium, PostgreSQL and nginx if missing, install,
#                 then every check (lint, format, types, unit, API on PostgreSQL, Playwright)
# `pnpm start` and `pnpm test` run this same script.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/tools.sh

install_packages() {
  # Reinstall only when the lockfile changed since the last install (a start stays quick).
  if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ] || [ -n "${CI:-}" ]; then
    pnpm install --frozen-lockfile
  fi
}

install_system_packages() {
  # Playwright never downloads a browser; the API's second run and the load-balancer and
  # static-deploy journeys need a real PostgreSQL and nginx.
  local need=()
  [ -x /usr/bin/chromium ] || need+=(chromium)
  ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || need+=(postgresql)
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
  # The API's lesson-video jobs read uploads with ffprobe (issue 36).
  [ -x /usr/bin/ffprobe ] || need+=(ffmpeg)
  # A Korean font, so layout checks and screenshots measure Hangul at a phone's width (#54);
  # without one Chromium draws each syllable as a narrow box.
  fc-list :lang=ko 2>/dev/null | grep -q . || need+=(fonts-nanum)
  [ ${#need[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "[run] installing ${need[*]} with apt" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
}

case "${1:-}" in
  start)
    shift
    install_packages
    exec node scripts/start.mjs "$@"
    ;;
  test)
    shift
    echo "node $(node --version), pnpm $(pnpm --version)"
    install_system_packages
    install_packages
    exec pnpm run check "$@"
    ;;
  *)
    echo "usage: scripts/run.sh start|test" >&2
    exit 2
    ;;
esac
