#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (Debian's package), started here and stopped
# after: TEST_DATABASE_URL points at it. Used by CI and by anyone checking the PostgreSQL path locally.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PORT=${PGPORT_TEST:-55432}
DIR=$(mktemp -d /tmp/rlo-pg-XXXXXX)
SOCK=$(mktemp -d /tmp/rlo-pgsock-XXXXXX)
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$DIR" "$SOCK"
run_pg "$PGBIN/initdb -D $DIR -U postgres --auth=trust -E UTF8 >/dev/null"
# shared_buffers: the stock 128MB suits a tiny machine; a server of this size (24 GiB) gets ~1/8 of
# its memory, as a production setup would, so the large benchmark's rollups stay in memory.
# max_wal_size: with the stock 1GB a bulk load checkpoints about every 60,000 ROs (~9 KB of WAL
# each), and after each checkpoint the first write to every page logs the whole page; servers that
# take bulk writes raise it.
# fsync=off and synchronous_commit=off make a throw-away test server fast; no production server runs
# so. PG_DURABLE=1 keeps PostgreSQL's durable defaults (both on), for the benchmark's headline ingest
# figure: PG_DURABLE=1 bash scripts/with-postgres.sh npm run bench -- --scale large
NO_SYNC='-c fsync=off -c synchronous_commit=off'
[ "${PG_DURABLE:-0}" = 1 ] && NO_SYNC=''
run_pg "$PGBIN/pg_ctl -D $DIR -o '-p $PORT -k $SOCK -c listen_addresses=127.0.0.1 $NO_SYNC -c shared_buffers=${PG_SHARED_BUFFERS:-3GB} -c max_wal_size=${PG_MAX_WAL_SIZE:-8GB}' -l $DIR/server.log -w start >/dev/null"
cleanup() { run_pg "$PGBIN/pg_ctl -D $DIR -m fast -w stop >/dev/null" || true; rm -rf "$DIR" "$SOCK"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export DATABASE_URL_FOR_BENCH="$TEST_DATABASE_URL"
"$@"
