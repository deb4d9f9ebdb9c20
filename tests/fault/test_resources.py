"""Bounded memory under floods, and no process left behind: after a shutdown, after a crash of the
agent, and after `kill -9` of the bridge itself (CLI and language server)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import time
from pathlib import Path

import psutil
import pytest

from acp_bridge.lsp.protocol import parse_transcript_uri
from tests.fault.harness import (
    BRIDGE,
    MIB,
    RssSampler,
    agent_command_line,
    bridge_env,
    file_text,
    gone,
    misbehaving,
    reaped,
    run_cli,
    server_pid,
    start_server,
    stop_server,
    wait_gone,
)

pytestmark = pytest.mark.asyncio


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    folder.mkdir()
    return folder


def rss(pid: int) -> int:
    return int(psutil.Process(pid).memory_info().rss)


# -- memory -----------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("flags", "log_level", "bound_mib"),
    [
        (("--stderr-flood", "48"), "info", 60),
        (("--stderr-flood", "24"), "debug", 120),
        (("--huge-line", "100", "--malformed", "--foreign-updates"), "info", 260),
    ],
    ids=["stderr-48MiB", "stderr-24MiB-debug-log", "line-100MiB"],
)
async def test_the_server_stays_usable_in_bounded_memory_under_a_flood(
    tmp_path: Path, workspace: Path, flags: tuple[str, ...], log_level: str, bound_mib: int
) -> None:
    env = bridge_env(
        tmp_path,
        ACP_BRIDGE_LOAD_IDLE_TIMEOUT="30",
        ACP_BRIDGE_CALL_TIMEOUT="30",
        ACP_BRIDGE_INITIALIZE_TIMEOUT="30",
    )
    settings = {"agents": [misbehaving("flood", *flags), misbehaving("calm")], "logLevel": log_level}
    bridge = await start_server(tmp_path, settings, workspace, env=env)
    try:
        pid = server_pid(bridge)
        await bridge.request("acpBridge/listSessions", {"agentId": "calm"})
        baseline = rss(pid)
        sampler = RssSampler(pid).start()
        try:
            loading = asyncio.create_task(
                bridge.request(
                    "acpBridge/loadSession", {"agentId": "flood", "sessionId": "s1", "cwd": "/tmp"}, 90
                )
            )
            # While the flood runs, the other agent answers promptly.
            started = time.monotonic()
            listed = await bridge.request("acpBridge/listSessions", {"agentId": "calm"}, timeout=30)
            assert listed["sessions"] and time.monotonic() - started < 10
            result = await loading
        finally:
            peak = sampler.stop()
        doc = await bridge.request("acpBridge/getTranscript", {"uri": result["uri"]})
        assert result["complete"] is True and "update 0update 1update 2" in doc["text"]
        elapsed = time.monotonic() - started
        assert elapsed < 15, f"the flooded agent took {elapsed:.0f} s to replay"
        # At debug level the agent's stderr goes to the editor's output channel: rate-limited, never
        # one window/logMessage per line of a flood.
        forwarded = sum("log: ....." in m.message for m in bridge.client.log_messages)
        assert forwarded < 3000, f"{forwarded} stderr lines sent to the editor"
        growth = (peak - baseline) / MIB
        print(
            f"{' '.join(flags)} (log {log_level}): server RSS {baseline / MIB:.0f} → "
            f"peak {peak / MIB:.0f} MiB, {elapsed:.1f} s, {forwarded} stderr lines forwarded"
        )
        assert growth < bound_mib, f"the server grew by {growth:.0f} MiB"
    finally:
        await stop_server(bridge)


def big_file(workspace: Path) -> Path:
    """8 MB of text in the workspace: each read of it is answered with ~16 MB held until written."""
    path = workspace / "big.txt"
    path.write_text(("x" * 99 + "\n") * 80_000)
    return path


FLOOD = 50


@pytest.mark.slow
async def test_a_flood_of_reads_from_an_agent_that_stops_reading_is_bounded_in_the_cli(
    tmp_path: Path, workspace: Path
) -> None:
    # The agent asks for the file 50 times at once, then reads nothing: the answers cannot be
    # written. The bridge serves a few at a time and stops reading the rest (backpressure).
    flags = ("--fs-flood", str(FLOOD), "--fs-on-load", str(big_file(workspace)))
    run = run_cli(["show", "s1", "--cwd", str(workspace), "--agent", agent_command_line(*flags)],
                  tmp_path, cwd=workspace)
    print(f"{FLOOD} reads of 8 MB, the agent reading nothing: CLI peak RSS {run.peak_mib:.0f} MiB, "
          f"{run.elapsed:.1f} s")
    assert run.returncode == 1 and "stopped replaying session s1" in run.stderr, run.stderr
    assert run.peak_mib < 250, f"the CLI held {run.peak_mib:.0f} MiB"


@pytest.mark.slow
async def test_a_flood_of_reads_leaves_the_server_usable_in_bounded_memory(
    tmp_path: Path, workspace: Path
) -> None:
    flood = misbehaving("flood", "--fs-flood", str(FLOOD), "--fs-on-load", str(big_file(workspace)))
    bridge = await start_server(tmp_path, {"agents": [flood, misbehaving("calm")]}, workspace)
    try:
        pid = server_pid(bridge)
        await bridge.request("acpBridge/listSessions", {"agentId": "calm"})
        baseline = rss(pid)
        sampler = RssSampler(pid).start()
        try:
            params = {"agentId": "flood", "sessionId": "s1", "cwd": str(workspace)}
            loading = asyncio.create_task(bridge.request("acpBridge/loadSession", params, 30))
            await asyncio.sleep(1)  # the reads are being served
            listed = await bridge.request("acpBridge/listSessions", {"agentId": "calm"}, timeout=10)
            assert listed["sessions"]
            with pytest.raises(Exception, match="stopped replaying session s1"):
                await loading
        finally:
            peak = sampler.stop()
        growth = (peak - baseline) / MIB
        print(f"{FLOOD} reads of 8 MB, the agent reading nothing: server RSS {baseline / MIB:.0f} → "
              f"peak {peak / MIB:.0f} MiB")
        assert growth < 200, f"the server grew by {growth:.0f} MiB"
    finally:
        await stop_server(bridge)


@pytest.mark.slow
async def test_a_million_chunks_stream_into_a_document_in_bounded_memory(
    tmp_path: Path, workspace: Path
) -> None:
    env = bridge_env(tmp_path, ACP_BRIDGE_LOAD_IDLE_TIMEOUT="30")
    settings = {"agents": [misbehaving("big", "--updates", "1000000", "--message-ids")]}
    bridge = await start_server(tmp_path, settings, workspace, env=env)
    try:
        pid = server_pid(bridge)
        await bridge.request("acpBridge/listSessions", {"agentId": "big"})
        baseline = rss(pid)
        sampler = RssSampler(pid).start()
        started = time.monotonic()
        try:
            result = await bridge.request(
                "acpBridge/loadSession", {"agentId": "big", "sessionId": "s1", "cwd": "/tmp"}, timeout=150
            )
            doc = await bridge.request("acpBridge/getTranscript", {"uri": result["uri"]}, timeout=60)
        finally:
            peak = sampler.stop()
        elapsed = time.monotonic() - started
        assert result["complete"] is True
        assert doc["text"].count("### Agent") == 100_000 and "update 999999" in doc["text"]
        changes = [
            n
            for n in bridge.notifications["acpBridge/transcriptChanged"]
            if parse_transcript_uri(n["uri"]) == parse_transcript_uri(result["uri"])
        ]
        # Coalesced: at most one per 100 ms (plus the first and the last), never one per chunk.
        assert len(changes) <= elapsed * 10 + 10, f"{len(changes)} notifications in {elapsed:.0f} s"
        growth = (peak - baseline) / MIB
        print(
            f"1,000,000 chunks: server RSS {baseline / MIB:.0f} → peak {peak / MIB:.0f} MiB "
            f"in {elapsed:.1f} s, {len(changes)} transcriptChanged"
        )
        assert growth < 700, f"the server grew by {growth:.0f} MiB"
    finally:
        await stop_server(bridge)


# -- processes --------------------------------------------------------------------------------------


@pytest.mark.parametrize("stubborn", [(), ("--ignore-sigterm",)], ids=["agent", "agent-ignoring-sigterm"])
async def test_kill_9_of_the_cli_takes_the_agent_and_its_children_down(
    tmp_path: Path, stubborn: tuple[str, ...]
) -> None:
    pid_file = tmp_path / "agent.pid"
    flags = (
        "--hang",
        "session/load",
        "--ignore-eof",
        "--spawn-child",
        *stubborn,
        "--pid-file",
        str(pid_file),
    )
    cli = subprocess.Popen(
        [*BRIDGE, "show", "s1", "--cwd", "/tmp", "--agent", agent_command_line(*flags)],
        env=bridge_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    pids = [int(pid) for pid in (await file_text(pid_file)).split()]
    with reaped([cli.pid, *pids]):
        await asyncio.sleep(0.3)  # the CLI is waiting for the replay now
        assert not any(gone(pid) for pid in pids)
        cli.send_signal(signal.SIGKILL)
        cli.wait(10)
        assert wait_gone(pids, 10) == [], "the agent or its child outlived the CLI"


async def test_kill_9_of_the_server_takes_every_agent_down(tmp_path: Path, workspace: Path) -> None:
    pid_files = [tmp_path / "a.pid", tmp_path / "b.pid"]
    settings = {
        "agents": [
            misbehaving("a", "--ignore-eof", "--spawn-child", "--pid-file", str(pid_files[0])),
            misbehaving(
                "b",
                "--ignore-eof",
                "--ignore-sigterm",
                "--hang",
                "session/load",
                "--pid-file",
                str(pid_files[1]),
            ),
        ]
    }
    bridge = await start_server(tmp_path, settings, workspace)
    server = server_pid(bridge)
    await bridge.request("acpBridge/listSessions", {"agentId": "a"})
    loading = asyncio.create_task(
        bridge.request("acpBridge/loadSession", {"agentId": "b", "sessionId": "s1", "cwd": "/tmp"})
    )
    agents = [int(pid) for f in pid_files for pid in (await file_text(f)).split()]
    assert len(agents) == 3, "two agents, one with a child"
    with reaped([server, *agents]):
        os.kill(server, signal.SIGKILL)
        assert wait_gone(agents, 10) == [], "an agent or its child outlived the language server"
        loading.cancel()
        # Killed mid-write, the server may have cut a message short: the client's reader then ends
        # on an incomplete read, which is the kill, not a fault of what this test looks at.
        with contextlib.suppress(asyncio.IncompleteReadError):
            await bridge.client.stop()


async def test_shutdown_stops_stubborn_agents_and_what_they_started(tmp_path: Path, workspace: Path) -> None:
    pid_file = tmp_path / "agent.pid"
    stubborn = misbehaving(
        "stubborn", "--ignore-eof", "--ignore-sigterm", "--spawn-child", "--pid-file", str(pid_file)
    )
    bridge = await start_server(tmp_path, {"agents": [stubborn, misbehaving("plain")]}, workspace)
    server = server_pid(bridge)
    await bridge.request("acpBridge/listSessions", {"agentId": "stubborn"})
    await bridge.request("acpBridge/listSessions", {"agentId": "plain"})
    everything = [p.pid for p in psutil.Process(server).children(recursive=True)]
    assert len(everything) >= 3, "two agents and a grandchild"
    with reaped([server, *everything]):
        started = time.monotonic()
        await stop_server(bridge)
        left = wait_gone([server, *everything], 15)
        assert left == [], f"left behind: {left}"
        assert time.monotonic() - started < 15


async def test_the_cli_ends_in_bounded_time_with_an_agent_that_ignores_eof_and_sigterm(
    tmp_path: Path,
) -> None:
    pid_file = tmp_path / "agent.pid"
    agent = agent_command_line(
        "--ignore-eof", "--ignore-sigterm", "--spawn-child", "--pid-file", str(pid_file)
    )
    run = run_cli(["list", "--agent", agent], tmp_path, timeout=30)
    assert run.returncode == 0, run.stderr
    assert run.elapsed < 15
    assert wait_gone([int(pid) for pid in pid_file.read_text().split()], 5) == []


async def test_a_process_the_agent_double_forked_away_does_not_make_the_cli_end_with_a_traceback(
    tmp_path: Path,
) -> None:
    # Not the agent's descendant any more, nor in its group: nothing stops it, and it holds the
    # agent's pipes open. The CLI's output was right, then asyncio printed "Exception ignored …
    # RuntimeError: Event loop is closed" for the pipe left open.
    pid_file = tmp_path / "agent.pid"
    flags = ("--spawn-orphan", "--pid-file", str(pid_file))
    try:
        run = run_cli(["list", "--agent", agent_command_line(*flags)], tmp_path, timeout=30)
        assert run.returncode == 0, run.stderr
        assert "s1" in run.stdout
        assert "Traceback" not in run.stderr and "Exception ignored" not in run.stderr, run.stderr
    finally:  # the agent may have failed before it wrote its pids: the failure above then shows
        for pid in (pid_file.read_text().split() if pid_file.exists() else [])[1:]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pid), signal.SIGKILL)


@pytest.mark.parametrize("command", [["list"], ["show", "s1", "--cwd", "/tmp"]])
async def test_a_descendant_that_left_the_agents_group_does_not_outlive_the_cli(
    tmp_path: Path, command: list[str]
) -> None:
    """A `sleep` the agent started with setsid() (a session and group of its own) survived `show`."""
    pid_file = tmp_path / "agent.pid"
    flags = ("--spawn-setsid-child", "--pid-file", str(pid_file))
    run = run_cli([*command, "--agent", agent_command_line(*flags)], tmp_path)
    assert run.returncode == 0, run.stderr
    pids = [int(pid) for pid in pid_file.read_text().split()]
    assert len(pids) == 2
    assert wait_gone(pids, 10) == [], "the detached grandchild outlived the CLI"
