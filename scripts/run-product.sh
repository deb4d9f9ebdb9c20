#!/usr/bin/env bash
# The product as a person uses it: VS Code (code-server, in the browser) with the ACP Bridge extension
# installed, on a workspace folder, with the built-in demo agent (no agents configured: the sidecar's
# demo agent seeds its store in your user data folder).
#
#   scripts/run-product.sh [WORKSPACE]      default workspace: this repository
#   PORT=9000 scripts/run-product.sh        default port: 8080 (always bound to 127.0.0.1)
#
# Sets everything up first (Python venv, the extension's .vsix, code-server + chromium), each step
# idempotent, so a second run starts in seconds. Stays in the foreground; Ctrl-C stops it all.
# code-server's state (settings, extensions, logs) lives in .cache/product/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
port="${PORT:-8080}"
workspace="$(cd "${1:-$root}" 2>/dev/null && pwd)" || { echo "run-product: no such folder: ${1:-}" >&2; exit 2; }
state="$root/.cache/product"
log() { echo "run-product: $*"; }

# 1. Setup (each script is idempotent and fast when nothing changed).
bash scripts/setup-python.sh
bash scripts/setup-e2e.sh >/dev/null
# The extension: rebuild only when its sources changed since the last build.
ext_hash="$(cd vscode-extension && find src media package.json package-lock.json esbuild.mjs tsconfig.json build.sh \
  -type f 2>/dev/null | LC_ALL=C sort | xargs cat | sha256sum | cut -c1-16)"
mkdir -p "$state"
if [ ! -f vscode-extension/dist/acp-bridge.vsix ] || [ "$(cat "$state/.ext-built" 2>/dev/null)" != "$ext_hash" ]; then
  log "building the extension (vscode-extension/build.sh --no-test)"
  bash vscode-extension/build.sh --no-test
  echo "$ext_hash" >"$state/.ext-built"
fi
# shellcheck disable=SC1091
. .cache/e2e/e2e.env
python="$root/.venv/bin/python"

# 2. code-server's own config, user data and extensions (never ~/.config/code-server).
mkdir -p "$state/user-data/User" "$state/extensions"
printf 'bind-addr: 127.0.0.1:%s\nauth: none\ncert: false\n' "$port" >"$state/config.yaml"
cs=("$E2E_NODE24" "$E2E_CODE_SERVER" --config "$state/config.yaml" --user-data-dir "$state/user-data"
    --extensions-dir "$state/extensions")
export PATH="$(dirname "$E2E_NODE24"):$PATH" EXTENSIONS_GALLERY='{}'
vsix_hash="$(sha256sum vscode-extension/dist/acp-bridge.vsix | cut -c1-16)"
if [ "$(cat "$state/.ext-installed" 2>/dev/null)" != "$vsix_hash" ]; then
  log "installing vscode-extension/dist/acp-bridge.vsix"
  "${cs[@]}" --install-extension vscode-extension/dist/acp-bridge.vsix --force >/dev/null
  echo "$vsix_hash" >"$state/.ext-installed"
fi
# User settings: a quiet workbench, the repo's venv for the sidecar, and no agents configured (so the
# built-in demo agent is used). Other settings you change in the UI are kept.
"$python" - "$state/user-data/User/settings.json" "$python" <<'EOF'
import json, sys
path, python = sys.argv[1], sys.argv[2]
try:
    with open(path) as f:
        settings = json.load(f)
except (OSError, ValueError):
    settings = {}
quiet = {
    "workbench.startupEditor": "none", "security.workspace.trust.enabled": False,
    "workbench.secondarySideBar.defaultVisibility": "hidden", "chat.disableAIFeatures": True,
    "update.mode": "none", "extensions.autoUpdate": False, "extensions.autoCheckUpdates": False,
    "telemetry.telemetryLevel": "off", "remote.autoForwardPorts": False,
}
for k, v in quiet.items():
    settings.setdefault(k, v)
settings["acpBridge.python"] = python
settings.pop("acpBridge.agents", None)
with open(path, "w") as f:
    json.dump(settings, f, indent=2)
EOF

# 3. Run in our own process group until Ctrl-C.
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "run-product: port $port on 127.0.0.1 is in use; try PORT=<other> $0" >&2
  exit 1
fi
set -m
"${cs[@]}" --bind-addr "127.0.0.1:$port" --auth none --disable-telemetry --disable-update-check \
  --disable-workspace-trust --disable-getting-started-override "$workspace" \
  >"$state/code-server.log" 2>&1 &
pid=$!
set +m
stop() {
  trap - INT TERM EXIT
  if kill -0 "$pid" 2>/dev/null; then
    log "stopping"
    kill -TERM -- "-$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
}
trap stop EXIT
trap 'exit 130' INT TERM
for _ in $(seq 300); do
  if "$E2E_NODE24" -e "fetch('http://127.0.0.1:$port/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" 2>/dev/null; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then echo "run-product: code-server exited:" >&2; tail -20 "$state/code-server.log" >&2; exit 1; fi
  sleep 0.2
done
url="http://127.0.0.1:$port/?folder=$workspace"
log "code-server $("${cs[@]}" --version 2>/dev/null | grep -E '^[0-9]' | head -1 | cut -d' ' -f1), workspace $workspace"
log "open $url"
log "the \"Agent Sessions\" view is in the activity bar; logs: $state/code-server.log and the \"ACP Bridge\" output"
log "Ctrl-C to stop"
wait "$pid"
