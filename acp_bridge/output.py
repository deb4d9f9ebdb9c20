"""Writing bytes out whole: what `show`, `list --json` and an export write either arrives complete
or fails with the reason.

Python ignores SIGXFSZ, and a buffered write that the kernel cuts short (a file-size limit reached,
a disk filling up) returns the count it wrote instead of raising: output would end early with
exit code 0. The rest is written again, so that the kernel says why it cannot be.
"""

from __future__ import annotations

import errno
from typing import BinaryIO


def write_all(out: BinaryIO, data: bytes) -> int:
    """Writes all of ``data`` to ``out``; returns its length. Raises ``OSError`` when it cannot."""
    view = memoryview(data)
    done = out.write(view)
    while done < len(data):
        more = out.write(view[done:])
        if not more:  # nothing written and no error: say so rather than loop
            raise OSError(errno.EIO, f"the output was cut short ({done:,} of {len(data):,} bytes written)")
        done += more
    return done
