"""The code attrs generates for lsprotocol's classes, kept between starts of `acp-bridge serve`.

pygls needs `lsprotocol.types`, and importing it defines ~570 attrs classes: attrs writes each
class's methods (`__init__`, `__eq__`, `__repr__`…) as Python source and compiles it, and `compile`
is about half of that import (~0.3 s of the language server's start on a slow machine, before it can
answer `initialize`). The source attrs writes for a class is the same on every start, so the
compiled code is kept as Python keeps a module's bytecode: marshalled, in a file per Python and
attrs version, keyed by a digest of the exact source and file name it was compiled from. A key
that is not there is compiled as attrs would (and the file is rewritten with what this start used,
so code of an older lsprotocol does not pile up); nothing else about the classes changes.

Only the import the `with` block wraps is affected (attrs' own function is put back after it), and
anything unexpected — another attrs whose internals differ, a missing or damaged cache file, a
directory that cannot be written — leaves attrs compiling as usual.
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
import logging
import marshal
import sys
from collections.abc import Iterator
from pathlib import Path
from types import CodeType
from typing import Any

from .sessions.atomic import write_atomically

log = logging.getLogger(__name__)

#: The parameters of the attrs function this stands in for (attrs 24–26: `attr._make`).
_SIGNATURE = ("script", "globs", "locs", "filename")


def cache_file(directory: Path) -> Path:
    """The cache for this Python and this attrs (marshal's format and attrs' code both depend on them)."""
    import attr

    version = getattr(attr, "__version__", "unknown")
    return directory / f"attrs-code-{sys.implementation.cache_tag}-attrs{version}.marshal"


def _load(path: Path) -> dict[bytes, CodeType]:
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, bytes) and isinstance(v, CodeType)}


def _key(script: str, filename: str) -> bytes:
    return hashlib.blake2b(f"{filename}\0{script}".encode(), digest_size=16).digest()


@contextlib.contextmanager
def attrs_code_cache(path: Path) -> Iterator[None]:
    """Within the block, attrs reuses the code it compiled on an earlier start (kept in `path`)."""
    try:
        from attr import _make
    except ImportError:
        yield
        return
    original = getattr(_make, "_compile_and_eval", None)
    if original is None or tuple(inspect.signature(original).parameters) != _SIGNATURE:
        yield  # another attrs: left as it is
        return
    known = _load(path)
    used: dict[bytes, CodeType] = {}  # what this start needed: all the file keeps when it is rewritten
    compiled = 0

    def compile_and_eval(
        script: str, globs: dict[str, Any] | None, locs: Any = None, filename: str = ""
    ) -> None:
        nonlocal compiled
        key = _key(script, filename)
        code = known.get(key)
        if code is None:
            code = compile(script, filename, "exec")
            compiled += 1
        used[key] = code
        eval(code, globs, locs)  # what attrs does with the code it compiles

    _make._compile_and_eval = compile_and_eval
    try:
        yield
    finally:
        _make._compile_and_eval = original
    if compiled:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, marshal.dumps(used))
        except (OSError, ValueError) as exc:
            log.debug("could not keep attrs' compiled code in %s: %s", path, exc)
