#!/usr/bin/env bash
# Runs the VS Code end-to-end tests (docs/e2e.md): setup (idempotent), the extension's .vsix, then
# node's test runner under the private Node 24, one file at a time. Arguments: test files (default all).
# Screenshots and, on failure, logs: artifacts/e2e/<test>/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
cd "$root"
bash scripts/setup-python.sh
bash scripts/setup-e2e.sh
if [ -z "${ACP_BRIDGE_VSIX:-}" ] && [ -f vscode-extension/build.sh ]; then
  bash vscode-extension/build.sh
fi
# shellcheck disable=SC1091
. .cache/e2e/e2e.env
cd "$here"
if [ "$#" -eq 0 ]; then set -- smoke.e2e.test.mjs install.e2e.test.mjs sessions.e2e.test.mjs windows.e2e.test.mjs hung.e2e.test.mjs; fi
exec "$E2E_NODE24" --test --test-concurrency=1 --test-reporter=spec "$@"
