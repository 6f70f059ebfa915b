#!/bin/sh
# Entry point of each Sentinel in docker-compose.scale.yml. Sentinel rewrites its configuration
# file as it learns the replicas and the other Sentinels, so the file is written here at start
# (in the container's own writable layer) from the settings below, not mounted read-only.
#   REDIS_SENTINEL_NAME  the name the API and the workers ask for (REDIS_SENTINEL_NAME)
#   PRIMARY_HOST         the primary's service name at first start
#   SENTINEL_QUORUM      Sentinels that must agree the primary is down (2 of the 3)
#   SENTINEL_HOST        this Sentinel's own service name, which the others resolve
#   SENTINEL_PORT        its port (default 26379); SENTINEL_CONF where the file goes
set -eu
conf="${SENTINEL_CONF:-/tmp/sentinel.conf}"
cat >"$conf" <<CONF
port ${SENTINEL_PORT:-26379}
sentinel resolve-hostnames yes
sentinel announce-hostnames yes
sentinel announce-ip ${SENTINEL_HOST}
sentinel monitor ${REDIS_SENTINEL_NAME} ${PRIMARY_HOST} ${PRIMARY_PORT:-6379} ${SENTINEL_QUORUM}
sentinel down-after-milliseconds ${REDIS_SENTINEL_NAME} 5000
sentinel failover-timeout ${REDIS_SENTINEL_NAME} 30000
sentinel parallel-syncs ${REDIS_SENTINEL_NAME} 1
CONF
# The primary may not resolve until its container is up.
until getent hosts "$PRIMARY_HOST" >/dev/null 2>&1; do sleep 1; done
exec redis-server "$conf" --sentinel
