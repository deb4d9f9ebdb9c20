#!/usr/bin/env bash
# Runs the VS Code end-to-end suite N times in a row while a CPU hog keeps every core busy: the
# suite must not be flaky on a slow, shared machine (issue 37, item 11).
#
#   scripts/e2e-under-load.sh                 the whole suite, 3 times
#   scripts/e2e-under-load.sh 5               the whole suite, 5 times
#   scripts/e2e-under-load.sh 3 sessions.e2e.test.mjs   one file (names as for vscode-extension/test/e2e/run.sh)
#
# One busy loop per core (E2E_HOG_CORES overrides the count; 0: no hog), at normal priority, killed
# on exit. Stops at the first failing run. Each run's output: artifacts/e2e-under-load/run-<i>.log
# (E2E_UNDER_LOAD_LOGS moves it); screenshots and, on failure, logs: artifacts/e2e/<test>/ as usual.
# Uses $ACP_BRIDGE_VSIX, else vscode-extension/dist/acp-bridge.vsix (built by vscode-extension/build.sh
# if missing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

runs="${1:-3}"
if [ "$#" -gt 0 ]; then shift; fi
case "$runs" in ''|*[!0-9]*|0) echo "usage: $0 [RUNS>=1] [test files...]" >&2; exit 2 ;; esac

export ACP_BRIDGE_VSIX="${ACP_BRIDGE_VSIX:-$root/vscode-extension/dist/acp-bridge.vsix}"
if [ ! -f "$ACP_BRIDGE_VSIX" ]; then
  echo "e2e-under-load: no .vsix at $ACP_BRIDGE_VSIX: building it"
  bash vscode-extension/build.sh
fi

logs="${E2E_UNDER_LOAD_LOGS:-$root/artifacts/e2e-under-load}"
mkdir -p "$logs"

hogs=()
stop_hogs() {
  local pid
  for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${hogs[@]}"; do wait "$pid" 2>/dev/null || true; done
  hogs=()
}
trap stop_hogs EXIT
trap 'stop_hogs; exit 130' INT TERM

cores="${E2E_HOG_CORES:-$(nproc)}"
for _ in $(seq 1 "$cores"); do
  sh -c 'while :; do :; done' &
  hogs+=("$!")
done
echo "e2e-under-load: $cores CPU hog(s) running (pids ${hogs[*]:-none}); $runs run(s) of: ${*:-the whole suite}"

fmt() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
total=0
for i in $(seq 1 "$runs"); do
  log="$logs/run-$i.log"
  start=$(date +%s)
  status=0
  bash vscode-extension/test/e2e/run.sh "$@" >"$log" 2>&1 || status=$?
  took=$(($(date +%s) - start))
  total=$((total + took))
  # node's spec reporter ends with "ℹ tests N … ℹ pass N ℹ fail N …".
  summary="$(grep -E '^ℹ (tests|pass|fail|skipped|cancelled) ' "$log" | tr -d 'ℹ' | tr -s ' \n' ' ' || true)"
  if [ "$status" -eq 0 ]; then
    echo "e2e-under-load: run $i/$runs PASS in $(fmt "$took") ($summary) log: ${log#"$root"/}"
  else
    echo "e2e-under-load: run $i/$runs FAIL (exit $status) in $(fmt "$took") ($summary) log: ${log#"$root"/}"
    grep -E '^\s*✖|not ok|Error|timed out' "$log" | head -40 || true
    exit 1
  fi
done
echo "e2e-under-load: $runs/$runs runs passed under load, $(fmt "$total") in all"
