"""The compiled hot modules (acp_bridge/native.py): used only when built from the sources as they are."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from acp_bridge import native

ROOT = Path(__file__).resolve().parents[2]


def _python(package_parent: Path, code: str, *, pure: bool = False) -> str:
    """What ``code`` prints in a fresh interpreter that imports the package from ``package_parent``."""
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    if pure:
        env[native.PURE_ENV] = "1"
    out = subprocess.run([sys.executable, "-c", code], cwd=package_parent, env=env,
                         capture_output=True, text=True, check=True)
    return out.stdout.strip()


def _loaded_from(package_parent: Path, module: str, *, pure: bool = False) -> str:
    return _python(package_parent, f"import {module} as m; print(m.__file__)", pure=pure)


def _extension_loads(package_parent: Path, module: str, *, pure: bool = False) -> bool:
    code = f"try:\n import {module}\nexcept ImportError:\n print('blocked')\nelse:\n print('loaded')"
    return _python(package_parent, code, pure=pure) == "loaded"


def _copy_package(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "acp_bridge", tmp_path / "acp_bridge",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path / "acp_bridge"


def test_the_stamp_matches_only_the_sources_it_was_written_for(tmp_path: Path) -> None:
    package = _copy_package(tmp_path)
    (package / native.STAMP.name).unlink(missing_ok=True)
    assert not native.build_is_current(package)
    native.write_stamp(package)
    assert native.build_is_current(package)
    source = native.source_path("acp_bridge.sessions.render", package)
    source.write_text(source.read_text() + "\n# edited\n")
    assert not native.build_is_current(package)
    native.write_stamp(package)
    for c_file in native.EXTENSIONS["acp_bridge.sessions._textscan"]:  # every source, headers too
        path = package / c_file
        path.write_text(path.read_text() + "\n/* edited */\n")
        assert not native.build_is_current(package)
        native.write_stamp(package)


def test_the_hot_modules_run_compiled_unless_pure_python_is_asked_for() -> None:
    if not native.build_is_current():
        pytest.fail("the hot modules are not compiled from the current sources: "
                    "run `.venv/bin/python scripts/build-native.py` (setup does; see .venv/build-native.log)")
    for module in native.COMPILED:
        assert not _loaded_from(ROOT, module).endswith(".py"), module
        assert _loaded_from(ROOT, module, pure=True).endswith(".py"), module
    for module in native.EXTENSIONS:  # the C extensions: used, or not importable (their users fall back)
        assert _extension_loads(ROOT, module), module
        assert not _extension_loads(ROOT, module, pure=True), module


def test_an_edited_source_is_used_instead_of_its_older_build(tmp_path: Path) -> None:
    if not native.build_is_current():
        pytest.fail("the hot modules are not compiled: run `.venv/bin/python scripts/build-native.py`")
    package = _copy_package(tmp_path)
    assert not _loaded_from(tmp_path, "acp_bridge.sessions.titles").endswith(".py")
    source = native.source_path("acp_bridge.sessions.titles", package)
    source.write_text(source.read_text() + "\nEDITED = True\n")
    # Every compiled module comes from its source now (they share one compiled library).
    for module in native.COMPILED:
        assert _loaded_from(tmp_path, module).endswith(".py"), module
    for module in native.EXTENSIONS:
        assert not _extension_loads(tmp_path, module), module
    assert _python(tmp_path, "import acp_bridge.sessions.titles as t; print(t.EDITED)") == "True"


def test_arena_prefetch_does_nothing_on_the_sources() -> None:
    code = "from acp_bridge import arena_prefetch as a\nwith a.prefetching():\n pass\nprint(a.available())"
    assert _python(ROOT, code, pure=True) == "False"
