"""File-system primitives for the store: an inter-process lock and atomic replacement."""

from __future__ import annotations

import contextlib
import os
import secrets
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

O_BINARY: int = getattr(os, "O_BINARY", 0)  # Windows: no newline translation in os.write

if sys.platform == "win32":
    import msvcrt

    def _lock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
                return
            except OSError:  # LK_LOCK gives up after ~10 s; another process is slow, keep waiting
                continue

    def _unlock_fd(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock_fd(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def locked(path: Path, thread_lock: threading.Lock) -> Iterator[None]:
    """Exclusive across processes (the lock file) and across this process's threads."""
    with thread_lock:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | O_BINARY, 0o600)
        try:
            _lock_fd(fd)
            try:
                yield
            finally:
                _unlock_fd(fd)
        finally:
            os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        tmp.write_bytes(data)
        for attempt in range(50):
            try:
                os.replace(tmp, path)
                return
            except PermissionError:
                # Windows refuses to replace a file another process has open; it is brief.
                if attempt == 49:
                    raise
                time.sleep(0.02)
    finally:
        tmp.unlink(missing_ok=True)
