#!/usr/bin/env bash
# Everything CI runs: setup (idempotent), lint, type check, the test suite.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/setup-python.sh
bash scripts/setup-agents.sh
echo "== ruff"
.venv/bin/ruff check acp_bridge tests benchmarks
echo "== mypy"
.venv/bin/mypy
echo "== pytest"
.venv/bin/pytest -q "$@"
