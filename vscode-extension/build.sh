#!/usr/bin/env bash
# Builds, checks and packages the VS Code extension, self-contained: dist/acp-bridge-<TARGET>.vsix
# holds the extension, the sidecar (acp-bridge's wheel, built from this checkout) and every library
# the sidecar imports, for each supported CPython (scripts/bundle-sidecar.py). At run time it needs
# only a Python 3.11+ interpreter: no network, no pip.
#
#   vscode-extension/build.sh                      this machine's target; unit tests included
#   vscode-extension/build.sh --target win32-x64   another VS Code target (linux-arm64, darwin-arm64, …)
#   vscode-extension/build.sh --no-test            without the unit tests
#
# For this machine's target, dist/acp-bridge.vsix links to the package (what the tests install).
# Tools' output goes to .cache/build-extension.log unless a step fails.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

host_target() {
    local os arch
    case "$(uname -s)" in
        Linux) os=linux; [[ -f /etc/alpine-release ]] && os=alpine ;;
        Darwin) os=darwin ;;
        *) os=win32 ;;
    esac
    case "$(uname -m)" in
        x86_64|amd64) arch=x64 ;;
        aarch64|arm64) arch=arm64 ;;
        *) arch="$(uname -m)" ;;
    esac
    echo "$os-$arch"
}

run_tests=1
target="$(host_target)"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-test) run_tests=0 ;;
        --target) target="${2:?--target needs a value}"; shift ;;
        *) echo "usage: $0 [--no-test] [--target TARGET]" >&2; exit 2 ;;
    esac
    shift
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

# 3. The sidecar: the wheel, then its libraries for every supported CPython on the target.
root="$(cd "$here/.." && pwd)"
log "sidecar wheel"
wheel="$(bash "$root/scripts/build-wheel.sh")"
log "sidecar libraries for $target (pip, from the registries' wheels)"
"$root/.venv/bin/python" "$root/scripts/bundle-sidecar.py" --wheel "$wheel" --target "$target" \
    --out "$here/bundled/libs" --log "$root/.cache/bundle-sidecar.log" >&2

# 4. Bundle and package (vsce runs `vscode:prepublish`, the production bundle).
log "package for $target"
mkdir -p dist
out="dist/acp-bridge-$target.vsix"
rm -f "$out"
find bundled -name __pycache__ -type d -prune -exec rm -rf {} +
npm run --silent package -- --target "$target" -o "$out"
if [[ "$target" == "$(host_target)" ]]; then
    ln -sfn "acp-bridge-$target.vsix" dist/acp-bridge.vsix
fi
ls -lL "$out" >&2
