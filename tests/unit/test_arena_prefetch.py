"""Arenas faulted in ahead by a helper thread (`acp_bridge/_arena_prefetch.c`, `arena_prefetch.py`):
the thread building objects takes far fewer page faults, the objects are the same objects, and the
allocator is CPython's own again once the scope closes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from acp_bridge import arena_prefetch

from .c_extensions import require_current_build

require_current_build()
if not sys.platform.startswith("linux"):
    pytest.skip("the helper maps arenas with MAP_POPULATE (Linux)", allow_module_level=True)

from acp_bridge import _arena_prefetch as C  # noqa: E402


@pytest.fixture(autouse=True)
def _stopped() -> None:
    assert not C.running()


def build(n: int) -> list[dict[str, object]]:
    """n small dicts that stay alive, each in pymalloc's arenas (~1 MiB per 4,000)."""
    return [{"i": i, "s": f"text {i}"} for i in range(n)]


def test_a_scope_hands_out_ready_arenas_and_restores_the_allocator() -> None:
    assert C.start(2) is True
    assert C.running()
    assert C.start(2) is False  # one helper at a time
    kept = build(200_000)
    ready, mapped_here = C.stop()
    assert not C.running()
    assert ready >= 10, (ready, mapped_here)  # ~40 MiB of dicts and strings: dozens of arenas
    assert ready > mapped_here
    # The objects are ordinary objects: read, freed, and their memory reused after the scope.
    assert kept[123_456] == {"i": 123_456, "s": "text 123456"}
    del kept
    again = build(200_000)
    assert again[-1]["s"] == "text 199999"
    assert C.stop() == (0, 0)  # stopping a stopped prefetch is harmless


def test_ahead_is_checked() -> None:
    for bad in (0, -1, 9):
        with pytest.raises(ValueError, match="ahead must be 1 to 8"):
            C.start(bad)
    assert not C.running()


def test_scopes_nest_and_only_the_outermost_stops(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(arena_prefetch.ENV, raising=False)
    with arena_prefetch.prefetching():
        assert C.running()
        with arena_prefetch.prefetching():
            assert C.running()
        assert C.running()
    assert not C.running()


def test_the_scope_ends_on_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(arena_prefetch.ENV, raising=False)
    with pytest.raises(KeyError), arena_prefetch.prefetching():
        raise KeyError("a failed load")
    assert not C.running()


def test_turned_off_by_the_process_or_the_user(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(arena_prefetch.ENV, "0")
    with arena_prefetch.prefetching():
        assert not C.running()
    monkeypatch.delenv(arena_prefetch.ENV)
    arena_prefetch.set_enabled(False)
    try:
        with arena_prefetch.prefetching():
            assert not C.running()
    finally:
        arena_prefetch.set_enabled(True)
    with arena_prefetch.prefetching():
        assert C.running()


def test_many_scopes_with_objects_made_and_freed_across_them() -> None:
    survivors = []
    for round_ in range(60):
        assert C.start(1 + round_ % 8)
        made = build(2_000 + 500 * (round_ % 7))
        survivors.append(made[::50])
        if round_ % 3 == 0:
            survivors = survivors[-5:]  # frees arenas of earlier scopes inside this one
        C.stop()
    assert survivors[-1][0]["s"].startswith("text ")


def test_a_subprocess_started_inside_a_scope_runs() -> None:
    """Forking while the helper may hold its lock: the child execs without allocating arenas."""
    assert C.start(2)
    try:
        kept = build(50_000)
        argv = [sys.executable, "-c", "print(6 * 7)"]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    finally:
        C.stop()
    assert done.stdout.strip() == "42"
    assert len(kept) == 50_000


# In a fresh process (its arenas all new): the page faults of the thread that builds ~40 MiB of
# small objects, with the helper mapping arenas ahead or without.
PROBE = """
import json, resource, sys
from acp_bridge import arena_prefetch

def faults():
    return resource.getrusage(resource.RUSAGE_THREAD).ru_minflt

arena_prefetch.set_enabled(sys.argv[1] == "on")
before = faults()
with arena_prefetch.prefetching():
    kept = [{"i": i, "s": f"text {i}"} for i in range(200_000)]
print(json.dumps({"faults": faults() - before}))
"""


def _thread_faults(mode: str) -> int:
    env = {key: value for key, value in os.environ.items() if key != arena_prefetch.ENV}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], capture_output=True, text=True, timeout=120, env=env, check=True
    )
    faults: int = json.loads(done.stdout)["faults"]
    return faults


def test_the_building_thread_takes_far_fewer_page_faults() -> None:
    without, with_helper = _thread_faults("off"), _thread_faults("on")
    assert without > 5_000, without  # ~40 MiB faulted in on the thread itself
    assert with_helper < without / 3, (with_helper, without)


def _threads() -> set[str]:
    return set(os.listdir("/proc/self/task"))


def test_the_helper_thread_leaves_signals_to_python() -> None:
    """Ctrl-C and child exits must reach the threads that run Python, never the helper."""
    before = _threads()
    assert C.start(2)
    try:
        (helper,) = _threads() - before
        with open(f"/proc/self/task/{helper}/status") as status:
            blocked = int(next(line for line in status if line.startswith("SigBlk:")).split()[1], 16)
    finally:
        C.stop()
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGCHLD):
        assert blocked & (1 << (signum - 1)), signum
    assert _threads() == before  # stopped means joined
