#!/usr/bin/env bash
# A three-node MariaDB Galera cluster on this machine, for the cluster's test and benchmark
# (docs/scaling.md). Node N (1-3) has its own data directory DIR/nodeN, answers SQL on
# 127.0.0.1:$((13305 + N)) (root, no password) and replicates on 127.0.0.1:$((14566 + N)), with
# its incremental and full state transfers on $((14576 + N)) and $((14586 + N)).
#   scripts/galera.sh start DIR          starts the three nodes (the first bootstraps the cluster) and
#                                        waits until all three are in it and ready
#   scripts/galera.sh start-node DIR N   starts node N again after a stop or a kill: it rejoins the
#                                        cluster and catches up, and this waits until it is ready
#   scripts/galera.sh kill DIR N         kills node N's server with SIGKILL, as a crash would
#   scripts/galera.sh stop DIR           stops every node (SIGTERM, then waits)
# Needs MariaDB's server, the galera-4 package and rsync (scripts/test.sh installs them).
set -euo pipefail

PROVIDER=/usr/lib/galera/libgalera_smm.so
NODES=3

usage() { sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }

sql_port() { echo $((13305 + $1)); }
cluster_address() {
  local peers=()
  for n in $(seq 1 $NODES); do peers+=("127.0.0.1:$((14566 + n))"); done
  local IFS=,; echo "gcomm://${peers[*]}"
}

# The servers' user: as root, the system's mysql user, since the state transfer's rsync daemon
# gives up root for nobody, who may not write the data directories
if [[ $(id -u) -eq 0 ]] && id mysql > /dev/null 2>&1; then user=mysql; else user=$(id -un); fi

query() { mariadb --no-defaults -h 127.0.0.1 -P "$(sql_port "$1")" -u root -N -B -e "$2" 2>/dev/null; }

# The node's server process: started detached, so that it outlives this script
launch() {
  local n=$1 dir=$2 new_cluster=${3:-}
  local home="$dir/node$n"
  mkdir -p "$home"
  chmod 755 "$dir"
  if [[ ! -d "$home/data/mysql" ]]; then
    mariadb-install-db --no-defaults --datadir="$home/data" --user="$user" \
      --auth-root-authentication-method=normal --skip-test-db > "$home/install.log" 2>&1
  fi
  chown -R "$user" "$home"
  setsid nohup mariadbd --no-defaults --user="$user" --datadir="$home/data" \
    --socket="$home/mysqld.sock" --pid-file="$home/mysqld.pid" --log-error="$home/error.log" \
    --bind-address=127.0.0.1 --port="$(sql_port "$n")" --skip-name-resolve \
    --binlog-format=ROW --default-storage-engine=InnoDB --innodb-autoinc-lock-mode=2 \
    --innodb-buffer-pool-size=64M --innodb-log-file-size=32M \
    --wsrep-on=ON --wsrep-provider="$PROVIDER" --wsrep-cluster-name=pearl \
    --wsrep-cluster-address="$(cluster_address)" --wsrep-node-name="node$n" \
    --wsrep-node-address="127.0.0.1:$((14566 + n))" \
    --wsrep-provider-options="base_port=$((14566 + n));ist.recv_addr=127.0.0.1:$((14576 + n));gcache.size=128M" \
    --wsrep-sst-method=rsync --wsrep-sst-receive-address="127.0.0.1:$((14586 + n))" \
    $new_cluster > "$home/stdout.log" 2>&1 < /dev/null &
}

# Waits until node N answers, is synced and sees the whole cluster
await_ready() {
  local n=$1 dir=$2
  for _ in $(seq 1 120); do
    if [[ "$(query "$n" "SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS
          WHERE VARIABLE_NAME = 'wsrep_local_state_comment'")" == Synced ]] \
        && [[ "$(query "$n" "SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS
          WHERE VARIABLE_NAME = 'wsrep_cluster_size'")" == "$NODES" ]]; then
      return 0
    fi
    sleep 0.5
  done
  echo "node $n did not join the cluster within 60 s; its log: $dir/node$n/error.log" >&2
  tail -20 "$dir/node$n/error.log" >&2
  return 1
}

pid_of() { cat "$1/node$2/mysqld.pid" 2>/dev/null || true; }

[[ $# -ge 2 ]] || usage
command=$1 dir=$(mkdir -p "$2" && cd "$2" && pwd)
[[ -f $PROVIDER ]] || { echo "no Galera provider at $PROVIDER: install the galera-4 package" >&2; exit 1; }

case $command in
  start)
    launch 1 "$dir" --wsrep-new-cluster
    for _ in $(seq 1 120); do [[ -n "$(query 1 'SELECT 1')" ]] && break; sleep 0.5; done
    for n in $(seq 2 $NODES); do launch "$n" "$dir"; done
    for n in $(seq 1 $NODES); do await_ready "$n" "$dir"; done
    echo "Galera cluster of $NODES nodes ready: SQL on 127.0.0.1:$(sql_port 1)-$(sql_port $NODES), data in $dir"
    ;;
  start-node)
    [[ $# -eq 3 ]] || usage
    launch "$3" "$dir"
    await_ready "$3" "$dir"
    echo "node $3 back in the cluster"
    ;;
  kill)
    [[ $# -eq 3 ]] || usage
    pid=$(pid_of "$dir" "$3")
    [[ -n $pid ]] || { echo "node $3 is not running (no pid file in $dir/node$3)" >&2; exit 1; }
    kill -KILL "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    rm -f "$dir/node$3/mysqld.pid"
    ;;
  stop)
    for n in $(seq 1 $NODES); do
      pid=$(pid_of "$dir" "$n")
      [[ -z $pid ]] && continue
      kill -TERM "$pid" 2>/dev/null || true
      for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    done
    ;;
  *) usage ;;
esac
