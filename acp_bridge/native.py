"""Compiled hot paths: which modules mypyc compiles, and the guard that never runs a stale build.

The replay reducer and the Markdown renderer run once per update and once per entry (the reader's
dispatch and the update hooks once per update too), and a long session has hundreds of thousands of
both; the switcher's search scores thousands of sessions per keystroke, and a listing turns
thousands of session records into the editor's items. Compiled by mypyc (the same typed source,
turned into C) they need ~20 % fewer instructions (docs/performance.md: most of their work already
runs in C, in dict, str and regex calls). The build is optional and local:
``scripts/build-native.py`` (run by ``scripts/setup-python.sh``) writes an extension module next to
each source, plus a stamp holding the digest of the sources it was built from.

Python prefers an extension module to a source file in the same folder, so an edited source beside an
older build would silently run the older code. :func:`install` (called when the package is imported,
before any of these modules is) therefore compares the stamp with the sources and, when they differ or
``ACP_BRIDGE_PURE_PYTHON=1`` is set, makes these modules load from their sources: a stale build is
never used, only slower.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

#: The modules compiled, in the package. They must stay within what mypyc compiles faithfully (no
#: monkey-patching, no class-level mutable state read through instances); the test suite runs on the
#: compiled build and tests/unit again on the sources.
COMPILED = (
    "acp_bridge.sessions.entries",
    "acp_bridge.sessions.entry_log",
    "acp_bridge.sessions.terminals",
    "acp_bridge.sessions.titles",
    "acp_bridge.sessions.transcript",
    "acp_bridge.sessions.sanitize",
    "acp_bridge.sessions.diffs",
    "acp_bridge.sessions.render_tools",
    "acp_bridge.sessions.render_blocks",
    "acp_bridge.sessions.render",
    "acp_bridge.sessions.fuzzy",
    "acp_bridge.sessions.records",
    "acp_bridge.lsp.convert",
    "acp_bridge.lsp.outline_wire",
    "acp_bridge.acp.session_page",
    "acp_bridge.sessions.registry",
    "acp_bridge.jsonrpc.dispatch",
    "acp_bridge.acp.update_router",
    "acp_bridge.agent_updates",
    "acp_bridge.jsonrpc.framing",
)
#: Hand-written C extension modules built with them (module → its C files, relative to the package:
#: sources and the headers they share): per-character loops that compiled Python cannot make fast.
#: Each has a Python definition it is tested against, used when the build is not.
EXTENSIONS: dict[str, tuple[str, ...]] = {
    "acp_bridge.sessions._textscan": (
        "sessions/_textscan.c", "sessions/_toolblock.c", "sessions/_session_wire.c", "sessions/_docjoin.c",
        "sessions/_textscan.h", "sessions/_isotime.h", "sessions/_utf8.h",
    ),
    "acp_bridge.sessions._linediff": ("sessions/_linediff.c",),
    "acp_bridge.sessions._isotime": ("sessions/_isotime.c", "sessions/_isotime.h"),
    "acp_bridge.sessions._fuzzy": ("sessions/_fuzzy.c",),
    "acp_bridge.jsonrpc._lines": ("jsonrpc/_lines.c",),
    "acp_bridge.acp._session_row": (
        "acp/_session_row.c", "acp/_page_line.c",
        "acp/_session_row.h", "acp/_jsonline.h", "sessions/_isotime.h", "sessions/_utf8.h",
    ),
    "acp_bridge.acp._update_line": ("acp/_update_line.c", "acp/_jsonline.h", "sessions/_utf8.h"),
    "acp_bridge._arena_prefetch": ("_arena_prefetch.c",),
}
#: mypyc's shared runtime library for the group (a module of the package).
GROUP = "acp_bridge._native"
PURE_ENV = "ACP_BRIDGE_PURE_PYTHON"

PACKAGE_DIR = Path(__file__).resolve().parent
STAMP = PACKAGE_DIR / "native.stamp"


def source_path(module: str, package_dir: Path = PACKAGE_DIR) -> Path:
    return package_dir.joinpath(*module.split(".")[1:]).with_suffix(".py")


def sources_digest(package_dir: Path = PACKAGE_DIR, modules: Sequence[str] = COMPILED) -> str:
    """What a build is valid for: the interpreter's tag, the module list and every source's bytes
    (the C extensions' included)."""
    digest = hashlib.blake2b(digest_size=16)
    digest.update(sys.implementation.cache_tag.encode())
    for module in modules:
        digest.update(module.encode() + b"\0")
        digest.update(source_path(module, package_dir).read_bytes())
    for module, c_files in EXTENSIONS.items():
        digest.update(module.encode() + b"\0")
        for c_file in c_files:
            digest.update((package_dir / c_file).read_bytes())
    return digest.hexdigest()


def build_is_current(package_dir: Path = PACKAGE_DIR, modules: Sequence[str] = COMPILED) -> bool:
    """True when the stamp says the extension modules were built from the sources as they are."""
    try:
        stamp = (package_dir / STAMP.name).read_text().strip()
        return stamp == sources_digest(package_dir, modules)
    except OSError:
        return False


class _FromSource(importlib.abc.MetaPathFinder):
    """Loads the compiled modules from their ``.py`` files, whatever lies beside them, and makes the C
    extensions unimportable (their users fall back to the Python they are tested against)."""

    def __init__(self, package_dir: Path, modules: Sequence[str], extensions: Sequence[str]) -> None:
        self._paths = {module: source_path(module, package_dir) for module in modules}
        self._blocked = frozenset(extensions)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname in self._blocked:
            raise ModuleNotFoundError(f"{fullname} is not used: the hot modules run from their sources",
                                      name=fullname)
        source = self._paths.get(fullname)
        if source is None or not source.is_file():  # not ours, or installed without its source
            return None
        return importlib.util.spec_from_file_location(fullname, source)


def extension(module: str) -> ModuleType | None:
    """One of `EXTENSIONS`, or None when it is not in use (not built, built from other sources, or
    ``ACP_BRIDGE_PURE_PYTHON=1``: :func:`install` makes it unimportable then). Its users bind what
    they need from it to ``Final`` names once, at import: compiled, those are C variables (a
    module-level name that is not ``Final`` is a dict lookup on every read)."""
    try:
        return importlib.import_module(module)
    except ImportError:
        return None


def compiled_in_use(module: ModuleType) -> bool:
    """Whether ``module`` was loaded from an extension module (for `doctor` output and tests)."""
    return not (module.__file__ or "").endswith(".py")


def describe() -> str:
    """How the hot modules run in this process (for `acp-bridge doctor`)."""
    if compiled_in_use(importlib.import_module(COMPILED[-1])):
        extensions = ", ".join(module.rsplit(".", 1)[-1] for module in EXTENSIONS)
        return f"compiled (mypyc; C: {extensions})"
    if os.environ.get(PURE_ENV) == "1":
        return f"from their sources ({PURE_ENV}=1)"
    if STAMP.exists():
        return "from their sources (the build is older than them: run scripts/build-native.py)"
    return "from their sources (not compiled)"


def install() -> bool:
    """Decides, once per process, whether the compiled build may be used; returns whether it is."""
    if any(isinstance(finder, _FromSource) for finder in sys.meta_path):
        return False
    if os.environ.get(PURE_ENV) != "1" and build_is_current():
        return True
    sys.meta_path.insert(0, _FromSource(PACKAGE_DIR, COMPILED, list(EXTENSIONS)))
    return False


def write_stamp(package_dir: Path = PACKAGE_DIR) -> None:
    """Records that the extension modules beside the sources were built from them (the build's last step)."""
    (package_dir / STAMP.name).write_text(sources_digest(package_dir) + "\n")
