"""Replacing a file whole, so a reader (another window, the next start) never sees half of it."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Writes ``data`` to a temporary file next to ``path``, syncs it, and renames it over ``path``.
    Raises ``OSError``; the temporary file is removed when anything fails."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with tmp.open("wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise
