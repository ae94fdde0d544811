#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (Debian's postgresql package):
#   bash scripts/with-postgres.sh pnpm test
# Creates a cluster in a temp folder, starts it on 127.0.0.1:${PG_PORT:-54329}, creates a
# database, runs the command with DATABASE_URL set, and always stops and removes the cluster.
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

PG_PORT="${PG_PORT:-54329}"
PG_DB="${PG_DB:-baeum_test}"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "[pg] need root (or sudo) for: $*" >&2
    return 1
  fi
}

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(pg_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  echo "[pg] PostgreSQL not found: installing Debian's postgresql package" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  BIN="$(pg_bin)"
fi

DIR="$(mktemp -d /tmp/baeum-pg.XXXXXX)"
chmod 755 "$DIR"

# As root, run the server's tools as the postgres user; otherwise as ourselves.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home "$DIR" --shell /usr/sbin/nologin postgres
  chown postgres "$DIR"
  run_pg() { runuser -u postgres -- "$@"; }
  PG_USER=postgres
else
  run_pg() { "$@"; }
  PG_USER="$(id -un)"
fi

stop() {
  local rc=$?
  run_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit "$rc"
}
trap stop EXIT INT TERM

if (exec 3<>"/dev/tcp/127.0.0.1/$PG_PORT") 2>/dev/null; then
  echo "[pg] port $PG_PORT is already in use (set PG_PORT to another one)" >&2
  exit 1
fi

run_pg "$BIN/initdb" -D "$DIR/data" -U "$PG_USER" --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
# A test cluster: durability off for speed.
run_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PG_PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }
run_pg "$BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" "$PG_DB"

export DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PG_PORT/$PG_DB"
echo "[pg] PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT, DATABASE_URL=$DATABASE_URL" >&2
"$@"
