#!/usr/bin/env bash
# Creates .venv, installs acp-bridge with its dev tools and compiles its hot modules. A second run
# with an unchanged pyproject.toml and unchanged hot modules takes well under a second.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"
stamp=".venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)"
# The hot modules compiled with mypyc (acp_bridge/native.py); rebuilt only when their sources
# changed. Without a C compiler acp-bridge runs on its sources, only slower.
build_native() {
  .venv/bin/python scripts/build-native.py --if-stale >.venv/build-native.log 2>&1 ||
    echo "setup-python: compiling the hot modules failed (see .venv/build-native.log); running on the sources" >&2
}
# The package's bytecode, written here once: with PYTHONDONTWRITEBYTECODE set (as on many CI
# machines) every start of the language server would compile the modules mypyc did not.
byte_compile() {
  .venv/bin/python -m compileall -q acp_bridge >/dev/null ||
    echo "setup-python: writing the bytecode failed; each start compiles the sources" >&2
}
if [ -f "$stamp" ] && [ -x .venv/bin/acp-bridge ]; then
  build_native
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
build_native
byte_compile
echo "setup-python: .venv ready"
