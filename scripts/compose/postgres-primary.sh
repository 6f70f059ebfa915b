#!/bin/sh
# Entry point of the primary PostgreSQL in docker-compose.scale.yml: lets the replica stream from
# it (a `replication` line in pg_hba.conf, password-checked), also for a data volume that the
# plain docker-compose.yml initialised before, then starts the image's own entry point.
set -eu
line="host replication all all scram-sha-256"
hba="${PGDATA:-/var/lib/postgresql/data}/pg_hba.conf"
if [ -f "$hba" ]; then
  grep -qxF "$line" "$hba" || echo "$line" >>"$hba"
else
  # A first start: the image's initdb runs the scripts of this folder once the cluster exists.
  mkdir -p /docker-entrypoint-initdb.d
  printf '#!/bin/sh\necho "%s" >>"$PGDATA/pg_hba.conf"\n' "$line" >/docker-entrypoint-initdb.d/10-replication.sh
fi
exec docker-entrypoint.sh postgres "$@"
