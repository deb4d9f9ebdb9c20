#!/usr/bin/env bash
# Creates .venv and installs acp-bridge (editable) with its dev tools; nothing is compiled. A second
# run with an unchanged pyproject.toml takes well under a second.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"
stamp=".venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)"
# The package's bytecode, written here once: with PYTHONDONTWRITEBYTECODE set (as on many CI
# machines) every start of the language server would compile every module.
byte_compile() {
  .venv/bin/python -m compileall -q acp_bridge >/dev/null ||
    echo "setup-python: writing the bytecode failed; each start compiles the sources" >&2
}
if [ -f "$stamp" ] && [ -x .venv/bin/acp-bridge ]; then
  byte_compile
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
byte_compile
echo "setup-python: .venv ready"
