#!/usr/bin/env bash
# The product as it stands: the CLI against the built-in reference agent and its seeded store.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bridge=.venv/bin/acp-bridge
agent="acp-bridge demo-agent --seed 120"  # this installation's, not on the PATH
echo "\$ acp-bridge list --agent \"$agent\""
"$bridge" list --agent "$agent"
newest="$("$bridge" list --agent "$agent" --json | .venv/bin/python -c 'import json,sys; print(json.load(sys.stdin)[0]["sessionId"])')"
echo
echo "\$ acp-bridge show $newest --agent \"$agent\""
"$bridge" show "$newest" --agent "$agent"
