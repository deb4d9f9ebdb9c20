#!/usr/bin/env bash
# Builds acp-bridge's wheel into dist/ and prints its path: pure Python, nothing is compiled. A second
# run with unchanged sources (acp_bridge/, pyproject.toml, README.md) reuses the wheel it built.
#
#   scripts/build-wheel.sh          → dist/acp_bridge-<version>-py3-none-any.whl
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/setup-python.sh >&2
sources="$( (find acp_bridge -type f -name '*.py'; echo pyproject.toml; echo README.md) | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)"
stamp=dist/.wheel-sources
wheel="$(ls dist/acp_bridge-*-py3-none-any.whl 2>/dev/null | head -1 || true)"
if [ -n "$wheel" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$sources" ]; then
  echo "$root/$wheel"
  exit 0
fi
mkdir -p dist .cache
rm -f dist/acp_bridge-*.whl "$stamp"
# pip is the PEP 517 front end: it builds in an isolated environment with the setuptools that
# pyproject.toml asks for. Its output goes to a log; only a failure shows it.
log=.cache/build-wheel.log
if ! .venv/bin/python -m pip wheel --no-deps --disable-pip-version-check -w dist . >"$log" 2>&1; then
  cat "$log" >&2
  echo "build-wheel: pip could not build the wheel (log above, also in $log)" >&2
  exit 1
fi
rm -rf build
wheel="$(ls dist/acp_bridge-*-py3-none-any.whl)"
echo "$sources" >"$stamp"
echo "$root/$wheel"
