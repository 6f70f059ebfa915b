#!/bin/sh
# Entry point of the streaming replica in docker-compose.scale.yml. On its first start (an empty
# data volume) it copies the primary with pg_basebackup (-R writes primary_conninfo and
# standby.signal, so it starts as a hot standby), through a replication slot so the primary keeps
# the WAL the replica has not replayed yet; later starts just run the standby.
set -eu
PGDATA="${PGDATA:-/var/lib/postgresql/data}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -U "$POSTGRES_USER" -q; do
    echo "waiting for the primary at $PRIMARY_HOST"
    sleep 2
  done
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  # The slot may be left from an earlier replica volume: -C only when it does not exist yet.
  slot_exists=$(PGPASSWORD="$POSTGRES_PASSWORD" psql -h "$PRIMARY_HOST" -U "$POSTGRES_USER" -d "$POSTGRES_DB" -Atc \
    "SELECT count(*) FROM pg_replication_slots WHERE slot_name = '$REPLICATION_SLOT'")
  create_slot="-C"
  [ "$slot_exists" = 0 ] || create_slot=""
  su-exec postgres env PGPASSWORD="$POSTGRES_PASSWORD" pg_basebackup -h "$PRIMARY_HOST" -U "$POSTGRES_USER" \
    -D "$PGDATA" -R -X stream -S "$REPLICATION_SLOT" $create_slot --checkpoint=fast
fi
exec docker-entrypoint.sh postgres -c hot_standby=on "$@"
