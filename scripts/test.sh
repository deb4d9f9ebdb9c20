#!/usr/bin/env bash
# Everything CI runs (`make test`): setup (idempotent, cached), lint and type checks, the Python
# suite (unit, layer, CLI, language server, real-agent interop, faults, fuzzing, benchmark smoke),
# the extension's build and unit tests, and the end-to-end tests in a real VS Code.
# Screenshots of the end-to-end steps: artifacts/e2e/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
step() { printf '\n== %s\n' "$*"; }

step "setup: python"
bash scripts/setup-python.sh
step "setup: real agents for interop tests"
bash scripts/setup-agents.sh
step "ruff"
.venv/bin/ruff check acp_bridge tests benchmarks scripts
step "mypy"
.venv/bin/mypy
step "pytest"
.venv/bin/pytest -q "$@"
step "extension: typecheck, unit tests, package"
bash vscode-extension/build.sh
step "end-to-end in a real VS Code (code-server + chromium)"
ACP_BRIDGE_VSIX="$root/vscode-extension/dist/acp-bridge.vsix" bash vscode-extension/test/e2e/run.sh
