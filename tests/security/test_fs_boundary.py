"""The agent's file access through the client (`fs/read_text_file`, `fs/write_text_file`) end to end:
the reference agent's `/fs-read PATH` and `/fs-write PATH TEXT` prompts, through `acp-bridge serve`.

Only the session's folders are reachable: `..`, absolute paths elsewhere, symlinks pointing out,
device files and FIFOs are refused (and a FIFO never blocks the bridge). The unit level is in
tests/acp/test_client_role.py; this is what a user of the editor would see.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.fault.harness import start_server, stop_server
from tests.lsp.conftest import BridgeClient, demo_agent

pytestmark = pytest.mark.asyncio

SECRET = "TOP-SECRET-CONTENT-4f1c"


@pytest.fixture
def layout(tmp_path: Path) -> dict[str, Path]:
    workspace, outside = tmp_path / "workspace", tmp_path / "outside"
    workspace.mkdir()
    outside.mkdir()
    (workspace / "inside.txt").write_text("hello from inside\n")
    (outside / "secret.txt").write_text(SECRET + "\n")
    (workspace / "link.txt").symlink_to(outside / "secret.txt")
    (workspace / "linkdir").symlink_to(outside)
    (workspace / "nullish").symlink_to("/dev/zero")
    os.mkfifo(workspace / "pipe")
    return {"workspace": workspace, "outside": outside, "tmp": tmp_path}


@pytest_asyncio.fixture
async def session(layout: dict[str, Path]) -> AsyncIterator[tuple[BridgeClient, str, str]]:
    tmp, workspace = layout["tmp"], layout["workspace"]
    bridge = await start_server(tmp, {"agents": [demo_agent(tmp / "store", workspace, seed=1)]}, workspace)
    try:
        opened = await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
        yield bridge, opened["session"]["sessionId"], opened["uri"]
    finally:
        await stop_server(bridge)


async def prompt(bridge: BridgeClient, sid: str, uri: str, text: str) -> str:
    """Sends a prompt; returns the turn it added to the transcript (from its `## User` heading)."""
    result = await bridge.request("acpBridge/sendPrompt", {"agentId": "demo", "sessionId": sid, "text": text})
    assert result["stopReason"] == "end_turn"
    after: str = (await bridge.request("acpBridge/getTranscript", {"uri": uri}))["text"]
    turn = after[after.rfind("## User") :]
    assert text in turn
    return turn


async def test_a_file_inside_the_session_folder_is_read_and_written(
    session: tuple[BridgeClient, str, str], layout: dict[str, Path]
) -> None:
    bridge, sid, uri = session
    added = await prompt(bridge, sid, uri, "/fs-read inside.txt")
    assert "hello from inside" in added
    added = await prompt(bridge, sid, uri, "/fs-write notes.txt written by the agent")
    assert "Wrote" in added
    assert (layout["workspace"] / "notes.txt").read_text() == "written by the agent"


READS = {
    "dot-dot": "../outside/secret.txt",
    "absolute-outside": "{outside}/secret.txt",
    "symlink-out": "link.txt",
    "symlinked-folder-out": "linkdir/secret.txt",
    "etc-passwd": "/etc/passwd",
    "proc": "/proc/self/environ",
    "device": "/dev/zero",
    "symlink-to-device": "nullish",
    "fifo": "pipe",
}
WRITES = {
    "dot-dot": "../outside/planted.txt",
    "absolute-outside": "{outside}/planted.txt",
    "symlink-out": "link.txt",
    "symlinked-folder-out": "linkdir/planted.txt",
    "device": "/dev/null",
    "fifo": "pipe",
}


async def test_reads_outside_the_session_folders_are_refused(
    session: tuple[BridgeClient, str, str], layout: dict[str, Path]
) -> None:
    bridge, sid, uri = session
    failures = []
    for case, path in READS.items():  # one server for every case: each would cost a start-up
        added = await prompt(bridge, sid, uri, f"/fs-read {path.format(outside=layout['outside'])}")
        if "`fs/read_text_file` failed: access denied" not in added or SECRET in added or "root:" in added:
            failures.append(f"{case}: {added[-300:]!r}")
    assert not failures, "\n".join(failures)


async def test_writes_outside_the_session_folders_are_refused_and_change_nothing(
    session: tuple[BridgeClient, str, str], layout: dict[str, Path]
) -> None:
    bridge, sid, uri = session
    outside = layout["outside"]
    failures = []
    for case, path in WRITES.items():
        added = await prompt(bridge, sid, uri, f"/fs-write {path.format(outside=outside)} PWNED")
        if "`fs/write_text_file` failed: access denied" not in added:
            failures.append(f"{case}: {added[-300:]!r}")
        if sorted(p.name for p in outside.iterdir()) != ["secret.txt"]:
            failures.append(f"{case}: a file appeared outside: {sorted(p.name for p in outside.iterdir())}")
        if (outside / "secret.txt").read_text() != SECRET + "\n":
            failures.append(f"{case}: the file outside was changed")
    assert (layout["workspace"] / "link.txt").is_symlink()
    assert not failures, "\n".join(failures)
