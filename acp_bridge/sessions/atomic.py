"""Replacing a file whole, so a reader (another window, the next start) never sees half of it."""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

T = TypeVar("T")


def write_atomically(path: Path, data: bytes) -> None:
    """Writes ``data`` to a temporary file next to ``path``, syncs it, and renames it over ``path``.
    Raises ``OSError``; the temporary file is removed when anything fails."""
    replace_atomically(path, lambda f: f.write(data))


def replace_atomically(path: Path, write: Callable[[BinaryIO], T]) -> T:
    """:func:`write_atomically` for a writer that streams into the file (``write(f)``); returns
    what it returns."""
    # A name nobody can guess, made by us alone (not through a link someone put there): the folder
    # may be a shared one the user picked for an export.
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
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
