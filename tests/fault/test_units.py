"""The pieces the fault suite leans on, at the unit level: tunable timeouts, the paging guard, the
process reaper."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

import pytest

from acp_bridge import timeouts
from acp_bridge.acp.reaper import Reaper
from acp_bridge.acp.session_page import listed_session
from acp_bridge.sessions.registry import MAX_BARREN_PAGES, SessionRegistry


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (None, 60.0),
        ("", 60.0),
        ("2.5", 2.5),
        ("0", 60.0),
        ("-1", 60.0),
        ("nan", 60.0),
        ("inf", 60.0),
        ("x", 60.0),
    ],
)
def test_a_timeout_comes_from_the_environment_when_it_is_a_positive_number(
    monkeypatch: pytest.MonkeyPatch, raw: str | None, expected: float
) -> None:
    if raw is None:
        monkeypatch.delenv("ACP_BRIDGE_TEST_TIMEOUT", raising=False)
    else:
        monkeypatch.setenv("ACP_BRIDGE_TEST_TIMEOUT", raw)
    assert timeouts.seconds("ACP_BRIDGE_TEST_TIMEOUT", 60.0) == expected


def test_paging_stops_when_fresh_cursors_bring_no_new_session() -> None:
    registry = SessionRegistry("a")
    token = registry.begin_refresh(None)
    page = [listed_session("s1"), listed_session("s2")]
    registry.apply_page(None, token, page, "c0")
    for n in range(MAX_BARREN_PAGES):
        assert registry.list_state(None).has_more
        registry.apply_page(None, token, page, f"c{n + 1}", cursor=f"c{n}")
    assert not registry.list_state(None).has_more
    assert [r.session_id for r in registry.sessions(None)] == ["s1", "s2"]


def test_a_page_with_one_new_session_keeps_paging() -> None:
    registry = SessionRegistry("a")
    token = registry.begin_refresh(None)
    registry.apply_page(None, token, [listed_session("s0")], "c0")
    for n in range(MAX_BARREN_PAGES + 3):
        fresh = [
            listed_session("s0"),
            listed_session(f"n{n}"),
        ]
        registry.apply_page(None, token, fresh, f"c{n + 1}", cursor=f"c{n}")
    assert registry.list_state(None).has_more


def _group() -> subprocess.Popen[bytes]:
    """A process group: a leader and its child, both sleeping."""
    child = "[sys.executable, '-c', 'import time; time.sleep(60)']"
    code = f"import subprocess, sys, time; subprocess.Popen({child}); time.sleep(60)"
    return subprocess.Popen([sys.executable, "-c", code], start_new_session=True)


def group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


def test_the_reaper_stops_the_groups_it_watches_when_the_bridge_goes() -> None:
    reaper = Reaper()
    watched, forgotten = _group(), _group()
    try:
        reaper.watch(watched.pid)
        reaper.watch(forgotten.pid)
        reaper.forget(forgotten.pid)
        time.sleep(0.3)  # the leader has started its child
        reaper.close()  # what the bridge's death does: the reaper's stdin reaches EOF
        assert watched.wait(10) is not None
        deadline = time.monotonic() + 10
        while group_alive(watched.pid) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert not group_alive(watched.pid), "the leader's child is stopped too"
        assert forgotten.poll() is None, "a forgotten group is left alone"
    finally:
        for process in (watched, forgotten):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(5)
