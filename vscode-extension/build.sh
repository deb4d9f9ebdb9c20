#!/usr/bin/env bash
# Builds, checks and packages the VS Code extension: dist/acp-bridge.vsix.
#
#   vscode-extension/build.sh            install (if needed), typecheck, unit tests, bundle, package
#   vscode-extension/build.sh --no-test  the same without the unit tests
#
# ACP_BRIDGE_PYTHON: the Python (with acp-bridge installed) recorded in the package as the sidecar's
# default interpreter (dist/bridge-python.txt). Unset: the repository's .venv when it exists;
# set to "": none recorded (the extension then uses the setting, the variable at run time, or python3).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

run_tests=1
for arg in "$@"; do
    case "$arg" in
        --no-test) run_tests=0 ;;
        *) echo "usage: $0 [--no-test]" >&2; exit 2 ;;
    esac
done

export npm_config_loglevel=error npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
log() { printf '[vscode-extension] %s\n' "$*" >&2; }

# 1. Dependencies: `npm ci` only when package-lock.json changed since the last install.
stamp=node_modules/.acp-bridge-lock.sha256
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
    log "npm ci"
    npm ci
    echo "$want" > "$stamp"
else
    log "node_modules is current"
fi

# 2. Type check (strict) and unit tests.
log "typecheck"
npm run --silent typecheck
if [[ "$run_tests" == 1 ]]; then
    log "unit tests"
    npm test --silent
fi

# 3. Bundle and package (vsce runs `vscode:prepublish`, the production bundle).
if [[ -z "${ACP_BRIDGE_PYTHON+set}" && -x "$here/../.venv/bin/python" ]]; then
    export ACP_BRIDGE_PYTHON="$(cd "$here/.." && pwd)/.venv/bin/python"
fi
log "package (sidecar python: ${ACP_BRIDGE_PYTHON:-none recorded})"
mkdir -p dist
rm -f dist/acp-bridge.vsix
npm run --silent package
ls -l dist/acp-bridge.vsix >&2
