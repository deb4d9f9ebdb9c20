"""Replacing a file whole, so a reader (another window, the next start) never sees half of it."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

T = TypeVar("T")


def replace_atomically(path: Path, write: Callable[[BinaryIO], T]) -> T:
    """Streams a file into place: ``write(f)`` writes a temporary file next to ``path``, which is
    synced and renamed over ``path``; returns what ``write`` returns. Raises ``OSError``; the
    temporary file is removed when anything fails."""
    # A name nobody can guess, made by us alone (not through a link someone put there): the folder
    # may be a shared one the user picked for an export.
    tmp = path.with_name(f".{path.name}.{os.urandom(8).hex()}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(tmp, flags, 0o666)  # raises before there is anything of ours to remove
    try:
        with os.fdopen(fd, "wb") as f:
            result = write(f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise
    return result
