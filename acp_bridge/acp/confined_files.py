"""The files an agent reads and writes (`fs/read_text_file`, `fs/write_text_file`), opened so that
what was checked is what is used.

`ClientRole` checks a path inside the session's folders once it is resolved. Between that check and
the open, anything on the machine (the agent's own tools first) can swap a component of the path for
a symlink or the file for a FIFO: a read by name would then follow the symlink out of the folders, or
block the whole event loop in the open of a FIFO that no one writes. So the file (for a write, its
folder) is opened once, never following a symlink at its last component and never blocking, and the
descriptor is checked: it must be a regular file (a folder), and where the system says it is
(`/proc/self/fd` on Linux, `F_GETPATH` on macOS) must still be inside. A swap makes the request
fail; it never reaches outside. Where the system cannot say, the write falls back to names (the
folder checked before), as on Windows.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path

#: Whether a path, resolved, lies inside the folders the request may touch.
Inside = Callable[[Path], bool]

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
#: Opening in a folder by its descriptor (no name resolved again): POSIX systems. (`os.replace`
#: takes the descriptors wherever `os.rename` does; only `rename` is listed.)
_AT_FOLDER = {os.open, os.rename, os.unlink, os.stat} <= os.supports_dir_fd and bool(_DIRECTORY)


class Refused(Exception):
    """The file may not be used; the message says why, for the agent."""


class TooLarge(Exception):
    """The file holds more than the reader takes."""


def read_file(real: Path, inside: Inside, max_bytes: int) -> bytes:
    """The bytes of the regular file at `real` (a resolved path inside). Raises `Refused`,
    `TooLarge`, `FileNotFoundError` or another `OSError`."""
    fd = _open(real, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC)
    try:
        _check_opened(fd, inside)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Refused("not a regular file")
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as file:
        data = file.read(max_bytes + 1)  # a file that grew past the limit since is refused too
    if len(data) > max_bytes:
        raise TooLarge
    return data


def write_file(real: Path, data: bytes, inside: Inside) -> None:
    """Writes `data` to `real` (a resolved path inside) by a rename of a new file in its folder, so
    that a failure never leaves a half-written file behind. The new file gets the mode of the file it
    replaces (an edited script stays executable). Raises `Refused`, `FileNotFoundError` (no folder)
    or another `OSError`."""
    if not inside(real.parent):  # inside, with its folder outside: it is a session's folder
        raise Refused("it is one of the session's folders, not a file")
    if not _AT_FOLDER:
        _write_by_names(real, data)
        return
    folder = _open(real.parent, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC)
    try:
        _check_opened(folder, inside)
        mode = _mode_to_keep(lambda: os.stat(real.name, dir_fd=folder, follow_symlinks=False))
        # A fresh name, created exclusively: a fixed one could be a symlink planted to redirect it.
        temporary = f".{real.name}.{os.urandom(6).hex()}.acp-bridge.tmp"
        creating = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
        fd = os.open(temporary, creating, 0o600, dir_fd=folder)
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(data)
                os.fchmod(fd, mode)
            os.replace(temporary, real.name, src_dir_fd=folder, dst_dir_fd=folder)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary, dir_fd=folder)
            raise
    finally:
        os.close(folder)


def _open(path: Path, flags: int) -> int:
    try:
        return os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # O_NOFOLLOW met a symlink at the last component
            raise Refused("a symlink took its place") from None
        if exc.errno == errno.ENOTDIR and flags & _DIRECTORY:  # Linux's answer for a symlink there
            raise Refused("its folder is now a symlink or a file") from None
        raise


def _check_opened(fd: int, inside: Inside) -> None:
    where = _descriptor_path(fd)
    if where is not None and not inside(where):
        raise Refused("it was moved outside the session's folders while it was opened")


def _descriptor_path(fd: int) -> Path | None:
    """Where the open file is now, as the system says; None where it cannot say."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError):
            return Path(os.readlink(f"/proc/self/fd/{fd}"))
        return None
    if sys.platform == "darwin":
        import fcntl

        with contextlib.suppress(OSError):
            return Path(os.fsdecode(fcntl.fcntl(fd, fcntl.F_GETPATH, bytes(1024)).rstrip(b"\0")))
    return None


def _write_by_names(real: Path, data: bytes) -> None:
    """`write_file` where a folder cannot be opened as a descriptor (Windows)."""
    import tempfile  # here: only an agent's write needs it, and a command line's start does not

    mode = _mode_to_keep(real.stat)
    if not real.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, "no such folder", str(real.parent))
    fd, temporary = tempfile.mkstemp(dir=real.parent, prefix=f".{real.name}.", suffix=".acp-bridge.tmp")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
        os.chmod(temporary, mode)
        os.replace(temporary, real)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _mode_to_keep(stat_of_file: Callable[[], os.stat_result]) -> int:
    """The mode the written file gets: the one of the file it replaces, or a new file's. Refuses
    to replace what is not a regular file."""
    try:
        info = stat_of_file()
    except FileNotFoundError:
        return _new_file_mode()
    if not stat.S_ISREG(info.st_mode):
        raise Refused("not a regular file")
    return stat.S_IMODE(info.st_mode)


def _new_file_mode() -> int:
    """0o666 minus the umask, as `open()` would create it (read without `os.umask`, which would
    change the umask of the whole process for a moment)."""
    with contextlib.suppress(OSError, ValueError), open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("Umask:"):
                return 0o666 & ~int(line.split()[1], 8)
    return 0o644
