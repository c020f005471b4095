# A PostgreSQL server for the table server's tests (sourced, not run): Debian's
# `postgresql` package, started in a scratch data directory on a free port of
# 127.0.0.1 and stopped after. PostgreSQL refuses to run as root: as root it runs as
# the `postgres` user the package creates.

# postgres_bin: the folder of the installed server's programs (initdb, pg_ctl).
# `return 0`, not a bare `return`: called from the EXIT trap (postgres_stop), a bare
# return gives the status of the command that made the script exit, so a failed run
# found no server to stop and left it running.
postgres_bin() {
  local bin
  for bin in /usr/lib/postgresql/*/bin; do
    [[ -x "$bin/initdb" ]] && { echo "$bin"; return 0; }
  done
  return 1
}

# postgres_start: starts a scratch server; exports RESISTANCE_TEST_POSTGRES (its
# URL) and POSTGRES_SCRATCH (its folder, for postgres_stop).
postgres_start() {
  local bin port run
  bin=$(postgres_bin) || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; return 1; }
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  POSTGRES_SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/resistance-postgres.XXXXXX")
  run=()
  if [[ $(id -u) -eq 0 ]]; then
    chown postgres: "$POSTGRES_SCRATCH"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$bin/initdb" -D "$POSTGRES_SCRATCH/data" -A trust -U postgres >/dev/null
  "${run[@]}" "$bin/pg_ctl" -D "$POSTGRES_SCRATCH/data" -l "$POSTGRES_SCRATCH/log" -w \
    -o "-p $port -k $POSTGRES_SCRATCH -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  "${run[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres resistance
  export RESISTANCE_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/resistance"
  export POSTGRES_SCRATCH
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($POSTGRES_SCRATCH)"
}

# postgres_stop: stops the scratch server and removes its folder.
postgres_stop() {
  local bin run=()
  [[ -n "${POSTGRES_SCRATCH:-}" && -d "$POSTGRES_SCRATCH" ]] || return 0
  bin=$(postgres_bin) || return 0
  [[ $(id -u) -eq 0 ]] && run=(runuser -u postgres --)
  "${run[@]}" "$bin/pg_ctl" -D "$POSTGRES_SCRATCH/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$POSTGRES_SCRATCH"
}
