#!/usr/bin/env bash
# A real Slurm on this machine: installs Debian's slurm-wlm and munge (as root, when
# missing), starts a one-node cluster of its own (configuration, state and logs in a
# temporary folder), submits scripts/slurm-array.sbatch as a job array over PUZZLES,
# waits, merges the shards with `compare merge`, and checks the merged counts against a
# single run's. Prints the figures docs/PERFORMANCE.md and docs/cluster.md quote. Stops
# the daemons it started, and only those.
#
#   scripts/slurm-local.sh [PUZZLES [TASKS [OPTIONS]]]
#   (default: ../shared/puzzles/norvig_top95.txt, 4 tasks, "--repeat 3")
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
puzzles=$(realpath "${1:-$here/../shared/puzzles/norvig_top95.txt}")
tasks=${2:-4}
options=${3:---repeat 3}
cd "$here"

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    [ "$(id -u)" = 0 ] || { echo "slurm-wlm and munge are missing: run as root, or install them" >&2; exit 2; }
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge) >/dev/null
fi
cargo build --release --quiet
bin="$here/target/release/sudotrace"

work=$(mktemp -d /tmp/sudotrace-slurm.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    sleep 1
    rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

# munge: the cluster's authentication, with a key of its own.
mkdir -p "$work/munge"
chown munge:munge "$work/munge" 2>/dev/null || true
mungekey --create --keyfile="$work/munge/munge.key" --force >/dev/null 2>&1
chown munge:munge "$work/munge/munge.key" 2>/dev/null || true
chmod 600 "$work/munge/munge.key"
runuser -u munge -- munged --key-file="$work/munge/munge.key" --socket="$work/munge/socket" \
    --pid-file="$work/munge/munged.pid" --log-file="$work/munge/munged.log" --seed-file="$work/munge/seed" --force
pids+=("$(cat "$work/munge/munged.pid")")

node=$(hostname)
cpus=$(nproc)
memory=$(awk '/MemTotal/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)
mkdir -p "$work/state" "$work/spool" "$work/logs"
cat >"$work/slurm.conf" <<CONF
ClusterName=sudotrace
SlurmctldHost=$node
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CryptoType=crypto/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/logs/slurmctld.log
SlurmdLogFile=$work/logs/slurmd.log
SlurmctldPort=16817
SlurmdPort=16818
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
NodeName=$node CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=local Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"
slurmctld -c -f "$SLURM_CONF"
sleep 1
pids+=("$(cat "$work/slurmctld.pid")")
slurmd -c -f "$SLURM_CONF"
sleep 1
pids+=("$(cat "$work/slurmd.pid")")
for _ in $(seq 60); do
    sinfo -h -o %T 2>/dev/null | grep -qE 'idle|mixed' && break
    sleep 1
done
sinfo

out="$work/run"
mkdir -p "$out"
started=$(date +%s.%N)
# The variables go through the environment (--export=ALL): sbatch's own --export=A=x,B=y
# would split OPTIONS at its commas (--solvers naive,tables).
if ! job=$(cd "$out" && PUZZLES="$puzzles" OUT="$out" OPTIONS="$options" SUDOTRACE="$bin" \
    sbatch --parsable --wait --array="0-$((tasks - 1))" --export=ALL \
    "$here/scripts/slurm-array.sbatch"); then
    echo "the job array failed; its tasks' logs:" >&2
    tail -n 5 "$out"/*.log >&2 || true
    exit 1
fi
array=$(echo "$(date +%s.%N) - $started" | bc)
echo "job array $job: $tasks tasks done in ${array}s"
for log in "$out"/*.log; do head -1 "$log"; tail -1 "$log"; done
"$bin" compare status "$out"/shard-*
started=$(date +%s.%N)
# shellcheck disable=SC2086
"$bin" compare merge "$out"/shard-* -o "$out/merged" | tail -1 || true
merge=$(echo "$(date +%s.%N) - $started" | bc)
started=$(date +%s.%N)
# shellcheck disable=SC2086
"$bin" compare "$puzzles" $options --jobs 1 -o "$out/single" >/dev/null 2>&1 || true
single=$(echo "$(date +%s.%N) - $started" | bc)
strip() { cut -d, -f1-24 "$1/report.csv"; }
if diff -q <(strip "$out/single") <(strip "$out/merged") >/dev/null; then
    echo "the merged report's counts are the single run's ($(($(wc -l <"$out/single/report.csv") - 1)) rows)"
else
    echo "the merged report's counts differ from the single run's" >&2
    exit 1
fi
echo "array ${array}s on $cpus cores, merge ${merge}s; the single run on one core ${single}s"
