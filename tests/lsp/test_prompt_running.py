"""`promptRunning` on `activeSessionChanged`: the bridge, not the window that sent the prompt, knows
when a turn runs in the active session, and says when it ends (stop reason, cancel, agent crash)."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from tests.fakes.demo import demo_agent_argv
from tests.lsp.conftest import BridgeClient, start_bridge

pytestmark = pytest.mark.asyncio

ACTIVE = "acpBridge/activeSessionChanged"


@pytest_asyncio.fixture
async def slow_bridge(tmp_path: Path, workspace: Path) -> AsyncIterator[BridgeClient]:
    """The demo agent taking about two seconds per scripted reply: a turn is long enough to watch."""
    argv = demo_agent_argv(tmp_path / "store", workspace, seed=5, delay_ms=2000)
    client = await start_bridge(tmp_path, {"agents": [{"id": "demo", "command": argv}]}, workspace)
    yield client
    await client.client.shutdown_session()
    await client.client.stop()


async def next_active(bridge: BridgeClient, after: int, running: bool, sid: str) -> dict[str, Any]:
    """The first `activeSessionChanged` after the `after`-th one with this prompt state for `sid`."""

    def matches(n: dict[str, Any]) -> bool:
        return n.get("promptRunning") is running and (n.get("session") or {}).get("sessionId") == sid

    deadline = asyncio.get_running_loop().time() + 30
    while asyncio.get_running_loop().time() < deadline:
        for n in bridge.notifications[ACTIVE][after:]:
            if matches(n):
                return n
        await asyncio.sleep(0.02)
    raise TimeoutError(f"no {ACTIVE} with promptRunning={running}: {bridge.notifications[ACTIVE][after:]}")


async def start_turn(bridge: BridgeClient, workspace: Path) -> tuple[str, asyncio.Task[Any]]:
    """A new session with a turn running in it (announced as running); its id and the turn."""
    opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    sid = opened["session"]["sessionId"]
    mark = len(bridge.notifications[ACTIVE])
    turn = asyncio.create_task(
        bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "Hello"})
    )
    await next_active(bridge, mark, True, sid)
    return sid, turn


def demo_pids(store: Path) -> list[int]:
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            argv = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if str(store).encode() in argv and any(b"demo_agent" in a for a in argv):
            pids.append(int(entry))
    return pids


async def test_running_while_the_turn_runs_then_not(slow_bridge: BridgeClient, workspace: Path) -> None:
    opened = await slow_bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
    sid = opened["session"]["sessionId"]
    quiet = await next_active(slow_bridge, 0, False, sid)
    assert quiet["promptRunning"] is False
    mark = len(slow_bridge.notifications[ACTIVE])
    turn = asyncio.create_task(
        slow_bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": "Hello"})
    )
    running = await next_active(slow_bridge, mark, True, sid)
    assert not turn.done(), "announced while the turn runs, not after it"
    assert running["session"]["active"] is True
    mark = len(slow_bridge.notifications[ACTIVE])
    assert (await turn)["stopReason"] == "end_turn"
    await next_active(slow_bridge, mark, False, sid)


async def test_a_cancelled_turn_clears_it(slow_bridge: BridgeClient, workspace: Path) -> None:
    sid, turn = await start_turn(slow_bridge, workspace)
    mark = len(slow_bridge.notifications[ACTIVE])
    await slow_bridge.request("acpBridge/cancelPrompt", {"agentId": "demo", "sessionId": sid})
    assert (await turn)["stopReason"] == "cancelled"
    await next_active(slow_bridge, mark, False, sid)


async def test_an_agent_crash_mid_turn_clears_it(
    slow_bridge: BridgeClient, workspace: Path, tmp_path: Path
) -> None:
    sid, turn = await start_turn(slow_bridge, workspace)
    mark = len(slow_bridge.notifications[ACTIVE])
    pids = demo_pids(tmp_path / "store")
    assert pids, "the demo agent process"
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    with pytest.raises(Exception, match=r"exited|closed|signal"):
        await turn
    await next_active(slow_bridge, mark, False, sid)
