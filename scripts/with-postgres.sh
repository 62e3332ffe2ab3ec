#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster on loopback.
# Installs Debian's postgresql when it is missing and we are root; the cluster is removed on exit.
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

if ! PGBIN=$(find_bin); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "== installing PostgreSQL from Debian's packages (apt-get install postgresql)"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } \
      || ! PGBIN=$(find_bin); then
      echo "Could not install Debian's postgresql package (see apt-get's messages above)." >&2
      exit 1
    fi
  else
    {
      echo "PostgreSQL is not installed: no initdb under /usr/lib/postgresql/*/bin."
      if [ "$(id -u)" != 0 ]; then
        echo "Run this as root to install it automatically, or install it yourself:"
      else
        echo "apt-get is not available here; install PostgreSQL's server package yourself:"
      fi
      echo "  sudo apt-get install postgresql    (Debian/Ubuntu; the server, initdb, pg_dump, pg_restore)"
    } >&2
    exit 1
  fi
fi
# pg_dump and pg_restore of the same version as the server (the backup tests use them).
export PATH="$PGBIN:$PATH"

WORK=$(mktemp -d /tmp/vb-pg.XXXXXX)
# A free loopback port unless PGPORT_TEST chooses one (several runs may share a machine).
PORT=${PGPORT_TEST:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")}
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi
cleanup() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/db" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PGBIN/initdb" -D "$WORK/db" -A trust -U postgres >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/db" -w -l "$WORK/log" \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "== PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
