"""Agent subprocesses: environment, stderr draining, exit descriptions, bounded shutdown, no orphans."""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import textwrap
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import anyio
import orjson
import psutil
import pytest

from acp_bridge.acp import AgentConnection, AgentError, AgentErrorKind, AgentProcess
from acp_bridge.acp.process import STDERR_LINE_CHARS, STDERR_TAIL_LINES
from acp_bridge.jsonrpc import LineSplitter

pytestmark = pytest.mark.anyio

AGENT = str(Path(__file__).parents[1] / "fakes" / "misbehaving_agent.py")
REPO = str(Path(__file__).parents[2])


def gone(pid: int) -> bool:
    """Exited (a zombie waiting for a reaper that is not us counts as exited)."""
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


async def wait_gone(pid: int, timeout: float = 5.0) -> bool:
    with anyio.move_on_after(timeout):
        while not gone(pid):
            await anyio.sleep(0.02)
    return gone(pid)


@asynccontextmanager
async def running(argv: Sequence[str], **kwargs: object) -> AsyncIterator[AgentProcess]:
    """An agent process with its stderr drained, shut down (bounded) at the end."""
    process = await AgentProcess.start("test", argv, **kwargs)  # type: ignore[arg-type]
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(process.drain_stderr)
            try:
                yield process
            finally:
                await process.shutdown(grace=0.5)
    finally:
        if process.returncode is None:  # never leave one behind, even when a test fails
            os.killpg(process.pid, signal.SIGKILL)


async def read_json_line(process: AgentProcess, timeout: float = 10.0) -> object:
    splitter = LineSplitter()
    with anyio.fail_after(timeout):
        while True:
            for line in splitter.feed(await process.stdout.receive()):
                assert isinstance(line, bytes)
                return orjson.loads(line)


async def test_the_agent_inherits_the_environment_plus_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACP_TEST_INHERITED", "from the bridge")
    monkeypatch.setenv("ACP_TEST_OVERRIDDEN", "bridge value")
    script = (
        "import json, os; print(json.dumps({k: os.environ.get(k) for k in "
        "('ACP_TEST_INHERITED', 'ACP_TEST_OVERRIDDEN', 'ACP_TEST_OWN', 'PATH', 'HOME')}), flush=True)"
    )
    env = {"ACP_TEST_OVERRIDDEN": "agent value", "ACP_TEST_OWN": "only the agent"}
    async with running([sys.executable, "-c", script], env=env) as process:
        seen = await read_json_line(process)
    assert seen == {
        "ACP_TEST_INHERITED": "from the bridge",
        "ACP_TEST_OVERRIDDEN": "agent value",
        "ACP_TEST_OWN": "only the agent",
        "PATH": os.environ["PATH"],
        "HOME": os.environ.get("HOME"),
    }
    assert os.environ["ACP_TEST_OVERRIDDEN"] == "bridge value"  # the bridge's own env is untouched


async def test_the_agent_runs_in_the_given_folder(tmp_path: Path) -> None:
    script = "import os, json; print(json.dumps(os.getcwd()), flush=True)"
    async with running([sys.executable, "-c", script], cwd=str(tmp_path)) as process:
        assert await read_json_line(process) == str(tmp_path)


async def test_a_stderr_flood_never_stalls_the_protocol_and_the_tail_stays_bounded() -> None:
    # 32 MiB of stderr before the agent even reads stdin: without draining, the pipe (64 KiB) fills
    # and the agent blocks forever before answering initialize.
    argv = [sys.executable, AGENT, "--stderr-flood", "32"]
    async with anyio.create_task_group() as tg:
        conn = await AgentConnection.spawn(tg, "flood", argv)
        try:
            with anyio.fail_after(20):
                features = await conn.initialize()
                listing = await conn.list_sessions()
            assert features.list
            assert [session_id for session_id, *_ in listing.sessions] == ["s1"]
            process = conn.process
            assert process is not None
            with anyio.fail_after(10):
                while not process.stderr_tail or process.stderr_tail[-1] != "flood done":
                    await anyio.sleep(0.01)
            assert len(process.stderr_tail) == STDERR_TAIL_LINES
        finally:
            await conn.aclose()


async def test_one_endless_stderr_line_is_cut_into_bounded_pieces() -> None:
    script = "import sys; sys.stderr.write('e' * 5_000_000); sys.stderr.flush()"
    async with running([sys.executable, "-c", script]) as process:
        await process.wait(10)
        with anyio.fail_after(5):
            while not process.stderr_tail:
                await anyio.sleep(0.01)
    assert 0 < len(process.stderr_tail) <= STDERR_TAIL_LINES
    assert all(len(line) <= STDERR_LINE_CHARS + 1 for line in process.stderr_tail)


async def test_the_exit_description_names_the_code_and_the_last_stderr_lines() -> None:
    argv = [
        sys.executable,
        AGENT,
        "--stderr-line",
        "loading config",
        "--stderr-line",
        "",
        "--exit-at-start",
        "7",
    ]
    async with running(argv) as process:
        assert await process.wait(10) == 7
    # The drain ended with the shutdown: every line is in.
    assert process.exit_description() == (
        "agent test exited (code 7): loading config | fatal: refusing to start"
    )
    assert process.last_stderr(1) == "fatal: refusing to start"


async def test_an_agent_killed_by_a_signal_says_so() -> None:
    script = "import os, signal; os.kill(os.getpid(), signal.SIGKILL)"
    async with running([sys.executable, "-c", script]) as process:
        await process.wait(10)
    assert process.exit_description() == "agent test was killed by signal 9"


async def test_initialize_on_an_agent_that_exits_at_start_is_exited_with_its_reason() -> None:
    argv = [sys.executable, AGENT, "--exit-at-start", "2"]
    async with anyio.create_task_group() as tg:
        conn = await AgentConnection.spawn(tg, "quitter", argv)
        try:
            with anyio.fail_after(10), pytest.raises(AgentError) as caught:
                await conn.initialize()
        finally:
            await conn.aclose()
    assert caught.value.kind is AgentErrorKind.EXITED
    assert caught.value.message == "agent quitter exited (code 2): fatal: refusing to start"


async def test_a_well_behaved_agent_exits_on_stdin_eof_without_signals() -> None:
    async with running([sys.executable, AGENT]) as process:
        pid = process.pid
        start = anyio.current_time()
        await process.shutdown(grace=5)
        assert anyio.current_time() - start < 3
    assert process.returncode == 0
    assert await wait_gone(pid)


async def test_an_agent_ignoring_eof_and_sigterm_is_killed_within_the_bounded_shutdown() -> None:
    argv = [sys.executable, AGENT, "--ignore-eof", "--ignore-sigterm", "--stderr-line", "ready"]
    async with running(argv) as process:
        pid = process.pid
        with anyio.fail_after(10):  # the agent is up and has set its signal handler
            while "ready" not in process.stderr_tail:
                await anyio.sleep(0.01)
        start = anyio.current_time()
        await process.shutdown(grace=0.3)
        elapsed = anyio.current_time() - start
    assert elapsed < 0.3 * 3 + 1.0
    assert process.returncode == -signal.SIGKILL
    assert await wait_gone(pid)


async def test_an_agent_ignoring_eof_stops_at_sigterm() -> None:
    argv = [sys.executable, AGENT, "--ignore-eof", "--stderr-line", "ready"]
    async with running(argv) as process:
        with anyio.fail_after(10):
            while "ready" not in process.stderr_tail:
                await anyio.sleep(0.01)
        await process.shutdown(grace=1.0)  # generous: SIGTERM must be what stops it, even on a busy machine
    assert process.returncode == -signal.SIGTERM


async def test_shutdown_is_safe_to_call_twice_and_shielded_from_cancellation() -> None:
    async with running([sys.executable, AGENT, "--ignore-eof"]) as process:
        with anyio.CancelScope() as scope:
            scope.cancel()
            await process.shutdown(grace=0.2)  # runs to completion although cancelled
        await process.shutdown(grace=0.2)
    assert process.returncode is not None


async def test_no_orphans_the_agent_and_what_it_started_are_gone_after_shutdown() -> None:
    argv = [sys.executable, AGENT, "--spawn-child"]
    async with running(argv) as process:
        with anyio.fail_after(10):
            while not any(line.startswith("child pid ") for line in process.stderr_tail):
                await anyio.sleep(0.01)
        child = int(next(ln for ln in process.stderr_tail if ln.startswith("child pid ")).split()[-1])
        pid = process.pid
        assert not gone(child)
        await process.shutdown(grace=0.5)
    assert await wait_gone(pid)
    assert await wait_gone(child)


PR_SET_CHILD_SUBREAPER = 36


@contextmanager
def adopting_orphans() -> Iterator[None]:
    """This process as the parent of orphans below it (`PR_SET_CHILD_SUBREAPER`), reaping none: as an
    init that reaps nothing (PID 1 of many containers) is for a leftover of an agent that exited."""
    prctl = ctypes.CDLL(None, use_errno=True).prctl
    if prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        pytest.skip(f"prctl: {os.strerror(ctypes.get_errno())}")
    try:
        yield
    finally:
        prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="child subreapers are Linux's")
async def test_a_leftover_that_exited_unreaped_is_not_waited_for() -> None:
    """A leftover stays in the agent's process group as a zombie until its parent reaps it: shutdown
    waited its whole grace for it (`acp-bridge list` with claude-agent-acp in a container ended
    1.2 s after its output)."""
    with adopting_orphans():
        async with running([sys.executable, AGENT, "--spawn-child"]) as process:
            with anyio.fail_after(10):
                while not any(line.startswith("child pid ") for line in process.stderr_tail):
                    await anyio.sleep(0.01)
            child = int(next(ln for ln in process.stderr_tail if ln.startswith("child pid ")).split()[-1])
            start = anyio.current_time()
            await process.shutdown(grace=20)
            elapsed = anyio.current_time() - start
        try:
            assert psutil.Process(child).status() == psutil.STATUS_ZOMBIE, "ours to reap, and not reaped"
            assert elapsed < 10, "shutdown waited for a process that had exited"
        finally:
            os.waitpid(child, 0)


async def test_the_agent_dies_with_the_bridge_even_if_it_ignores_eof(tmp_path: Path) -> None:
    # A stand-in bridge starts an agent that ignores EOF, reports its pid, and is then SIGKILLed:
    # PR_SET_PDEATHSIG must take the agent down with it.
    bridge = textwrap.dedent(
        f"""
        import sys, anyio
        sys.path.insert(0, {REPO!r})
        from acp_bridge.acp import AgentProcess

        async def main():
            agent = await AgentProcess.start("orphan", [sys.executable, {AGENT!r}, "--ignore-eof"])
            print(agent.pid, flush=True)
            await anyio.sleep_forever()

        anyio.run(main)
        """
    )
    bridge_process = await anyio.open_process([sys.executable, "-c", bridge])
    try:
        assert bridge_process.stdout is not None
        with anyio.fail_after(15):
            agent_pid = int((await bridge_process.stdout.receive()).split()[0])
        assert not gone(agent_pid)
        bridge_process.kill()
        await bridge_process.wait()
        assert await wait_gone(agent_pid)
    finally:
        if bridge_process.returncode is None:
            bridge_process.kill()
        await bridge_process.aclose()


async def test_a_command_that_does_not_exist_fails_to_start() -> None:
    with pytest.raises(AgentError) as caught:
        await AgentProcess.start("ghost", ["/no/such/agent-binary", "acp"])
    assert caught.value.kind is AgentErrorKind.START_FAILED
    assert caught.value.message == "agent ghost: command not found: /no/such/agent-binary"


async def test_a_command_on_path_that_does_not_exist_fails_to_start() -> None:
    with pytest.raises(AgentError) as caught:
        await AgentProcess.start("ghost", ["acp-bridge-no-such-agent"])
    assert caught.value.message == (
        "agent ghost: command not found: acp-bridge-no-such-agent (not installed, or not on the PATH)"
    )


async def test_a_file_that_is_not_executable_fails_to_start(tmp_path: Path) -> None:
    script = tmp_path / "agent.sh"
    script.write_text("#!/bin/sh\n")
    script.chmod(0o644)
    with pytest.raises(AgentError) as caught:
        await AgentProcess.start("noexec", [str(script)])
    assert caught.value.kind is AgentErrorKind.START_FAILED
    assert "cannot start" in caught.value.message


async def test_a_missing_working_folder_is_named_as_such(tmp_path: Path) -> None:
    missing = str(tmp_path / "gone")
    with pytest.raises(AgentError) as caught:
        await AgentProcess.start("lost", [sys.executable, AGENT], cwd=missing)
    assert caught.value.kind is AgentErrorKind.START_FAILED
    assert caught.value.message == f"agent lost: folder not found: {missing}"


async def test_an_empty_command_is_an_invalid_argument() -> None:
    with pytest.raises(AgentError) as caught:
        await AgentProcess.start("empty", [])
    assert caught.value.kind is AgentErrorKind.INVALID_ARGUMENT
