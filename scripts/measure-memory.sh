#!/bin/sh
# Peak resident memory of the two runs issue 15 asks for, for one tensora
# binary (default ./bin/tensora; pass another, e.g. an older build, to
# compare): a 50-miner in-process testnet posting 50 jobs (every peer in one
# process: its peak RSS, from GNU time), and one miner serving 1,000 jobs
# in the multi-process testnet (the miner process's VmHWM, which `testnet
# procs` reports). Needs ONNX Runtime and the models (make setup) and
# /usr/bin/time. Run it on a quiet machine: a 50-miner testnet on loaded
# cores falls behind its gossip and fails its jobs, which changes what it
# holds. Prints one markdown row per run.
set -eu
bin=${1:-./bin/tensora}
[ -x "$bin" ] || { echo "measure-memory: $bin is not an executable (make build first)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "measure-memory: needs GNU time (/usr/bin/time; apt-get install time)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

/usr/bin/time -f '%M' -o "$tmp/up.rss" "$bin" testnet up --miners 50 --jobs 50 --no-chain --datadir "$tmp/up" >"$tmp/up.out" 2>&1 || true
ok=$(grep -Eo '[0-9]+/50 jobs run and verified' "$tmp/up.out" | head -1 || true)
echo "| 50-miner testnet, one process, 50 jobs | $(( $(tail -1 "$tmp/up.rss") / 1024 )) MiB | ${ok:-see $bin testnet up output} |"

"$bin" testnet procs --miners 1 --validators 1 --jobs 1000 --interval 10ms --json --dir "$tmp/procs" >"$tmp/procs.json" 2>"$tmp/procs.err" || true
python3 - "$tmp/procs.json" <<'PY'
import json, sys
s = open(sys.argv[1]).read()
d = json.loads(s[s.index('{\n'):])
miner = next(u for u in d['usage'] if u['name'] == 'miner-0')
ok = sum(1 for j in d['jobs'] if j['state'] == 'verified')
print(f"| one miner serving 1,000 jobs (multi-process, miner's VmHWM) | {miner['peak_rss_bytes'] // (1 << 20)} MiB | {ok}/{len(d['jobs'])} verified |")
PY
