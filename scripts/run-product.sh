#!/usr/bin/env bash
# The product as a person uses it: VS Code (code-server, in the browser) with the ACP Bridge extension
# installed from its self-contained .vsix, on a workspace folder. With no agent in your settings the
# sidecar's built-in demo agent is shown (it seeds its store in your user data folder); the agents you
# configure (Settings → acpBridge.agents) are kept from one run to the next.
#
#   scripts/run-product.sh [WORKSPACE]      default workspace: this repository
#   PORT=9000 scripts/run-product.sh        default port: 8080 (always bound to 127.0.0.1)
#
# Sets everything up first, one line per step (the tools' own output goes to .cache/product/setup.log),
# each step idempotent, so a second run starts in seconds. Stays in the foreground; Ctrl-C stops it all.
# code-server's state (settings, extensions, logs) lives in .cache/product/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
port="${PORT:-8080}"
workspace="$(cd "${1:-$root}" 2>/dev/null && pwd)" || { echo "run-product: no such folder: ${1:-}" >&2; exit 2; }
state="$root/.cache/product"
mkdir -p "$state"
setup_log="$state/setup.log"
: >"$setup_log"
log() { echo "run-product: $*"; }

# One setup step: what it does and how long it takes the first time, then its own time. Its output
# goes to the log; a failure shows the log's end.
step() {
  local what="$1" first="$2" started=$SECONDS
  shift 2
  printf 'run-product: %-58s' "$what (first run: $first)…"
  echo "== $what: $*" >>"$setup_log"
  if "$@" >>"$setup_log" 2>&1; then
    echo " done in $((SECONDS - started)) s"
  else
    echo " failed"
    tail -25 "$setup_log" >&2
    echo "run-product: the whole output is in $setup_log" >&2
    exit 1
  fi
}

build_extension() {
  # Rebuilt only when the extension's or the sidecar's sources changed since the last build.
  local hash
  hash="$( { find vscode-extension/src vscode-extension/media vscode-extension/syntaxes acp_bridge -type f ! -path '*/__pycache__/*'
    ls vscode-extension/{bundled/launch.py,package.json,package-lock.json,esbuild.mjs,tsconfig.json,build.sh} \
      scripts/{bundle-sidecar.py,build-wheel.sh} pyproject.toml README.md; } | LC_ALL=C sort | xargs cat | sha256sum | cut -c1-16)"
  if [ -f vscode-extension/dist/acp-bridge.vsix ] && [ "$(cat "$state/.ext-built" 2>/dev/null)" = "$hash" ]; then
    echo "the extension is current"
    return 0
  fi
  # (`|| return`: a function called from `step`'s `if` runs without `set -e`.)
  bash vscode-extension/build.sh --no-test || return 1
  echo "$hash" >"$state/.ext-built"
}

# 1. Setup.
step "Python environment for the tools (.venv)" "~1 min" bash scripts/setup-python.sh
step "code-server $(sed -n 's/^CODE_SERVER_VERSION="\(.*\)"/\1/p' scripts/setup-e2e.sh) and its Node (.cache/e2e)" "~4 min" bash scripts/setup-e2e.sh
step "the extension with its sidecar (.vsix)" "~1 min" build_extension
# shellcheck disable=SC1091
. .cache/e2e/e2e.env
python="$root/.venv/bin/python"

# 2. code-server's own config, user data and extensions (never ~/.config/code-server).
mkdir -p "$state/user-data/User" "$state/extensions"
printf 'bind-addr: 127.0.0.1:%s\nauth: none\ncert: false\n' "$port" >"$state/config.yaml"
cs=("$E2E_NODE24" "$E2E_CODE_SERVER" --config "$state/config.yaml" --user-data-dir "$state/user-data"
    --extensions-dir "$state/extensions")
export PATH="$(dirname "$E2E_NODE24"):$PATH" EXTENSIONS_GALLERY='{}'
install_extension() {
  local vsix_hash
  vsix_hash="$(sha256sum vscode-extension/dist/acp-bridge.vsix | cut -c1-16)"
  if [ "$(cat "$state/.ext-installed" 2>/dev/null)" != "$vsix_hash" ]; then
    "${cs[@]}" --install-extension vscode-extension/dist/acp-bridge.vsix --force || return 1
    echo "$vsix_hash" >"$state/.ext-installed"
  fi
}
step "installing the extension into code-server" "~10 s" install_extension
# User settings: a quiet workbench on the first run. Everything else is yours and kept: the agents you
# configure, the interpreter you choose (none needed: the sidecar runs on python3 from PATH). A file
# that is not plain JSON (VS Code allows comments) is left exactly as it is.
"$python" - "$state/user-data/User/settings.json" <<'EOF'
import json, sys
path = sys.argv[1]
try:
    with open(path) as f:
        settings = json.load(f)
except FileNotFoundError:
    settings = {}
except (OSError, ValueError):
    sys.exit(0)
quiet = {
    "workbench.startupEditor": "none", "security.workspace.trust.enabled": False,
    "workbench.secondarySideBar.defaultVisibility": "hidden", "chat.disableAIFeatures": True,
    "update.mode": "none", "extensions.autoUpdate": False, "extensions.autoCheckUpdates": False,
    "telemetry.telemetryLevel": "off", "remote.autoForwardPorts": False,
}
for k, v in quiet.items():
    settings.setdefault(k, v)
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
agents="$("$python" -c 'import json,sys; print(len(json.load(open(sys.argv[1])).get("acpBridge.agents") or []))' \
  "$state/user-data/User/settings.json" 2>/dev/null || echo 0)"
echo
log "ready in $SECONDS s: open $url"
log "  click \"Agent Sessions\" (the speech bubbles) in the activity bar on the left, then a session to read it."
if [ "$agents" = 0 ]; then
  log "  No agent is configured, so the built-in demo agent's sessions are shown: \"Configure Agents\" adds yours."
else
  log "  Your $agents configured agent(s) are shown (Settings → acpBridge.agents)."
fi
log "  Logs: the \"ACP Bridge\" output (ACP: Show Bridge Log) and $state/code-server.log"
log "Ctrl-C to stop"
wait "$pid"
