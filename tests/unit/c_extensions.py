"""The guard at the top of every test module of a hand-written C extension (`native.EXTENSIONS`)."""

from __future__ import annotations

import os

import pytest

from acp_bridge import native


def require_current_build() -> None:
    """Skips the module on the sources (``ACP_BRIDGE_PURE_PYTHON=1``: the extensions are not used),
    and fails it when the build is stale (its tests would run the previous sources' C). Call it
    before importing the extension."""
    if os.environ.get(native.PURE_ENV) == "1":
        pytest.skip("the C extension is not used on the sources", allow_module_level=True)
    if not native.build_is_current():
        pytest.fail("the C extension is not built from the current sources: run "
                    "`.venv/bin/python scripts/build-native.py`", pytrace=False)
