#!/usr/bin/env bash
# Creates .venv and installs acp-bridge with its dev tools. A second run with an unchanged
# pyproject.toml takes well under a second.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"
stamp=".venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)"
if [ -f "$stamp" ] && [ -x .venv/bin/acp-bridge ]; then
  exit 0
fi
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "setup-python: Python >= 3.11 is required ($python is $("$python" --version 2>&1))" >&2
  exit 1
fi
[ -x .venv/bin/python ] || "$python" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -U pip
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[dev]'
rm -f .venv/.installed-*
touch "$stamp"
echo "setup-python: .venv ready"
