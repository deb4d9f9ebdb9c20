#!/usr/bin/env bash
# The editor's benchmark (vscode-extension/test/e2e/bench-editor.mjs): long sessions opened from the
# tree of a real VS Code. Installs what it needs (venv, code-server, chromium), builds the .vsix, runs.
# Arguments go to the script: [--turns 2000,20000] [--json FILE] [--markdown FILE].
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/setup-python.sh
bash scripts/setup-e2e.sh
bash vscode-extension/build.sh
# shellcheck disable=SC1091
. .cache/e2e/e2e.env
cd vscode-extension/test/e2e
exec "$E2E_NODE24" bench-editor.mjs "$@"
