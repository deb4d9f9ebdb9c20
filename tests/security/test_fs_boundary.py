"""The agent's file access through the client (`fs/read_text_file`, `fs/write_text_file`) end to end:
the reference agent's `/fs-read PATH` and `/fs-write PATH TEXT` prompts, through `acp-bridge serve`.

Only the session's folders, within the workspace, are reachable: `..`, absolute paths elsewhere,
symlinks pointing out, device files and FIFOs are refused (and a FIFO never blocks the bridge). A
session the agent lists in a folder above the workspace is still bounded by the workspace (the CLI:
by the folder it runs for), and one opened to be read (a read-only look, `show`) writes nothing.
The unit level is in tests/acp/test_client_role.py; this is what a user would see.
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from tests.fault.harness import agent_argv, agent_command_line, run_cli, start_server, stop_server
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


# -- the folder the user chose bounds the agent, never the folder the agent names ------------------


def misbehaving_agent(layout: dict[str, Path], path: Path) -> str:
    """An agent that lists its sessions in the folder holding the workspace and the outside one, and
    reads `path` and writes `path`.written while a session loads."""
    return agent_command_line("--listed-cwd", str(layout["tmp"]), "--fs-on-load", str(path))


def fs_outcomes(text: str) -> tuple[str, str]:
    read = re.search(r"fs read: (.*)", text)
    written = re.search(r"fs write: (.*)", text)
    assert read and written, text
    return read.group(1), written.group(1)


async def test_show_without_cwd_bounds_the_agent_by_the_current_folder(layout: dict[str, Path]) -> None:
    # The session is listed in tmp/, which holds outside/: the current folder (the workspace) bounds it.
    secret = layout["outside"] / "secret.txt"
    run = run_cli(["show", "s1", "--agent", misbehaving_agent(layout, secret)], layout["tmp"],
                  cwd=layout["workspace"])
    assert run.returncode == 0, run.stderr
    read, written = fs_outcomes(run.stdout)
    assert read.startswith("refused: access denied") and "outside the folder acp-bridge runs for" in read
    assert written.startswith("refused: access denied")
    assert SECRET not in run.stdout
    assert sorted(p.name for p in layout["outside"].iterdir()) == ["secret.txt"]


async def test_show_writes_nothing_even_inside_the_folder(layout: dict[str, Path]) -> None:
    inside = layout["workspace"] / "inside.txt"
    run = run_cli(["show", "s1", "--agent", misbehaving_agent(layout, inside)], layout["tmp"],
                  cwd=layout["workspace"])
    read, written = fs_outcomes(run.stdout)
    assert read.startswith("ok:") and "hello from inside" in read
    assert "the session is open read-only" in written
    assert not (layout["workspace"] / "inside.txt.written").exists()


@pytest_asyncio.fixture
async def listed_outside(layout: dict[str, Path]) -> AsyncIterator[tuple[BridgeClient, dict[str, Path]]]:
    """`acp-bridge serve` on the workspace, with an agent listing its session in tmp/ (the parent)."""
    tmp, workspace = layout["tmp"], layout["workspace"]

    def agent(agent_id: str, path: Path) -> dict[str, Any]:
        command, *args = agent_argv("--listed-cwd", str(tmp), "--fs-on-load", str(path))
        return {"id": agent_id, "command": command, "args": args}

    agents = [agent("out", layout["outside"] / "secret.txt"), agent("in", workspace / "inside.txt")]
    bridge = await start_server(tmp, {"agents": agents}, workspace)
    try:
        yield bridge, layout
    finally:
        await stop_server(bridge)


async def text_of(bridge: BridgeClient, uri: str) -> str:
    for _ in range(200):
        answer = await bridge.request("acpBridge/getTranscript", {"uri": uri})
        if not answer["loading"]:
            return str(answer["text"])
        await asyncio.sleep(0.05)
    raise AssertionError(f"{uri} is still loading")


async def test_a_session_the_agent_lists_outside_the_workspace_reads_only_inside_it(
    listed_outside: tuple[BridgeClient, dict[str, Path]],
) -> None:
    bridge, layout = listed_outside
    await bridge.request("acpBridge/listSessions", {"agentId": "out"})
    for method in ("acpBridge/loadSession", "acpBridge/openReadOnly"):  # no cwd: the listed one
        opened = await bridge.request(method, {"agentId": "out", "sessionId": "s1"})
        read, written = fs_outcomes(await text_of(bridge, opened["uri"]))
        assert read.startswith("refused: access denied") and "outside the workspace folders" in read, method
        assert written.startswith("refused: access denied"), method
    assert sorted(p.name for p in layout["outside"].iterdir()) == ["secret.txt"]


async def test_a_read_only_look_writes_nothing_and_opening_the_session_may(
    listed_outside: tuple[BridgeClient, dict[str, Path]],
) -> None:
    bridge, layout = listed_outside
    written_file = layout["workspace"] / "inside.txt.written"
    await bridge.request("acpBridge/listSessions", {"agentId": "in"})
    looked = await bridge.request("acpBridge/openReadOnly", {"agentId": "in", "sessionId": "s1"})
    read, written = fs_outcomes(await text_of(bridge, looked["uri"]))
    assert read.startswith("ok:") and "the session is open read-only" in written
    assert not written_file.exists()
    opened = await bridge.request("acpBridge/loadSession", {"agentId": "in", "sessionId": "s1"})
    read, written = fs_outcomes(await text_of(bridge, opened["uri"]))
    assert read.startswith("ok:") and written.startswith("ok:")
    assert written_file.read_text() == "written by the agent"
