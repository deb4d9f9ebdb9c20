"""`serve` fixes glibc's mmap threshold: a large buffer freed goes back to the system, also after an
even larger one was freed (which, left alone, makes glibc keep such buffers in its heap)."""

from __future__ import annotations

import ctypes
import json
import os
import subprocess
import sys

import pytest

from acp_bridge.malloc_tuning import return_large_buffers

# In a fresh process: free an 8 MiB block (glibc then raises its threshold to 8 MiB unless it is
# fixed), allocate 3 MiB and report how many bytes malloc holds in mappings of their own.
PROBE = """
import ctypes, json, sys
from acp_bridge.malloc_tuning import return_large_buffers

class Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]

tuned = return_large_buffers() if sys.argv[1] == "tuned" else False
libc = ctypes.CDLL(None)
libc.mallinfo2.restype = Mallinfo2
block = bytearray(8 << 20)
del block
held = bytearray(3 << 20)
print(json.dumps({"tuned": tuned, "mapped": libc.mallinfo2().hblkhd}))
"""


def _glibc_with_mallinfo2() -> bool:
    try:
        return sys.platform.startswith("linux") and hasattr(ctypes.CDLL(None), "mallinfo2")
    except OSError:
        return False


def _probe(mode: str, **env: str) -> dict[str, int]:
    environ = {k: v for k, v in os.environ.items() if k not in ("MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES")}
    argv = [sys.executable, "-c", PROBE, mode]
    out = subprocess.run(argv, env={**environ, **env}, capture_output=True, check=True, text=True).stdout
    result: dict[str, int] = json.loads(out)
    return result


@pytest.mark.skipif(not _glibc_with_mallinfo2(), reason="glibc's malloc (mallinfo2) only")
def test_a_large_buffer_is_mapped_on_its_own_after_a_larger_one_was_freed() -> None:
    untuned, tuned = _probe("default"), _probe("tuned")
    assert tuned["tuned"]
    assert tuned["mapped"] >= 3 << 20, "the 3 MiB buffer has a mapping of its own: freed, it is returned"
    # Left alone, glibc serves it from its heap (where, freed, it stays): what the setting changes.
    assert untuned["mapped"] < 3 << 20


@pytest.mark.skipif(not _glibc_with_mallinfo2(), reason="glibc's malloc (mallinfo2) only")
def test_a_threshold_the_user_set_in_the_environment_wins() -> None:
    assert not _probe("tuned", MALLOC_MMAP_THRESHOLD_="65536")["tuned"]
    assert not _probe("tuned", GLIBC_TUNABLES="glibc.malloc.mmap_threshold=65536")["tuned"]


def test_elsewhere_it_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    assert not return_large_buffers()
