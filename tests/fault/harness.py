"""Shared tools of the fault, fuzz and security suites: the misbehaving agent's command line, the CLI
and the language server as subprocesses with short timeouts, peak-RSS sampling, process checks."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
from lsprotocol import types as lsp
from pytest_lsp import make_test_lsp_client

from tests.lsp.conftest import BridgeClient

REPO = Path(__file__).resolve().parents[2]
AGENT = str(REPO / "tests" / "fakes" / "misbehaving_agent.py")
BRIDGE = [sys.executable, "-m", "acp_bridge"]
MIB = 1024 * 1024

#: Short timeouts for the bridge under test (see docs/architecture.md, "Timeouts").
FAST_TIMEOUTS = {
    "ACP_BRIDGE_CALL_TIMEOUT": "2",
    "ACP_BRIDGE_INITIALIZE_TIMEOUT": "2",
    "ACP_BRIDGE_LOAD_IDLE_TIMEOUT": "2",
    "ACP_BRIDGE_PERMISSION_TIMEOUT": "2",
}


def agent_argv(*flags: str) -> list[str]:
    return [sys.executable, AGENT, *flags]


def agent_command_line(*flags: str) -> str:
    return shlex.join(agent_argv(*flags))


def bridge_env(tmp: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(FAST_TIMEOUTS)
    env["XDG_DATA_HOME"] = str(tmp / "xdg-data")
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra)
    return env


# -- memory -----------------------------------------------------------------------------------------


def _hwm(pid: int) -> int:
    """The kernel's high-water mark of the process's RSS (VmHWM), in bytes; 0 if unknown."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


@dataclass
class RssSampler:
    """Samples a process's RSS every `interval` seconds (psutil) in a thread. The kernel's own
    high-water mark is read with each sample, so a spike between two samples is not missed."""

    pid: int
    interval: float = 0.02
    peak: int = 0
    samples: int = 0
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    def start(self) -> RssSampler:
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            process = psutil.Process(self.pid)
        except psutil.NoSuchProcess:
            return
        while not self._stop.is_set():
            try:
                rss = process.memory_info().rss
            except (psutil.NoSuchProcess, psutil.ZombieProcess, psutil.AccessDenied):
                return
            self.peak = max(self.peak, rss, _hwm(self.pid))
            self.samples += 1
            self._stop.wait(self.interval)

    def stop(self) -> int:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
        return self.peak

    @property
    def peak_mib(self) -> float:
        return self.peak / MIB


@dataclass
class CliRun:
    returncode: int
    stdout: str
    stderr: str
    elapsed: float
    peak_rss: int

    @property
    def peak_mib(self) -> float:
        return self.peak_rss / MIB


def run_cli(
    args: Sequence[str],
    tmp: Path,
    *,
    timeout: float = 60,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> CliRun:
    """Runs `acp-bridge ARGS` (in `cwd`, default this process's folder) with short timeouts, sampling
    its peak RSS. Fails the test (rather than hanging it) when the CLI does not end within `timeout`."""
    started = time.monotonic()
    out_path, err_path = tmp / f"cli-{started}.out", tmp / f"cli-{started}.err"
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen(
            [*BRIDGE, *args], stdout=out, stderr=err, env=env or bridge_env(tmp), cwd=cwd
        )
        sampler = RssSampler(proc.pid).start()
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            kill_tree(proc.pid)
            proc.wait(5)
            raise AssertionError(f"acp-bridge {' '.join(args)} hung for more than {timeout} s") from None
        finally:
            sampler.stop()
    elapsed = time.monotonic() - started
    return CliRun(
        proc.returncode,
        out_path.read_text(errors="replace"),
        err_path.read_text(errors="replace"),
        elapsed,
        sampler.peak,
    )


# -- processes --------------------------------------------------------------------------------------


def kill_tree(pid: int) -> None:
    with contextlib.suppress(psutil.NoSuchProcess):
        parent = psutil.Process(pid)
        for child in parent.children(recursive=True):
            with contextlib.suppress(psutil.NoSuchProcess):
                child.kill()
        parent.kill()


def gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def wait_gone(pids: Sequence[int], timeout: float = 10.0) -> list[int]:
    """The pids still alive after `timeout` (empty when all are gone)."""
    deadline = time.monotonic() + timeout
    alive = list(pids)
    while alive and time.monotonic() < deadline:
        alive = [pid for pid in alive if not gone(pid)]
        if alive:
            time.sleep(0.02)
    return alive


def wait_for_file(path: Path, timeout: float = 15.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError):
            text = path.read_text().strip()
            if text:
                return text
        time.sleep(0.02)
    raise AssertionError(f"{path} was not written within {timeout} s")


async def file_text(path: Path, timeout: float = 15.0) -> str:
    """`wait_for_file` for async tests: the event loop keeps running meanwhile."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError):
            text = path.read_text().strip()
            if text:
                return text
        await asyncio.sleep(0.02)
    raise AssertionError(f"{path} was not written within {timeout} s")


@contextlib.contextmanager
def reaped(pids: Sequence[int]) -> Iterator[None]:
    """Kills what a failing test left behind, so one failure does not leak into later tests."""
    try:
        yield
    finally:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                if not gone(pid):
                    os.kill(pid, signal.SIGKILL)


# -- the language server ----------------------------------------------------------------------------


def misbehaving(agent_id: str, *flags: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    """An `acpBridge.agents` entry running the misbehaving agent with `flags`."""
    entry: dict[str, Any] = {"id": agent_id, "name": agent_id, "command": agent_argv(*flags)}
    if env:
        entry["env"] = env
    return entry


async def start_server(
    tmp: Path,
    settings: dict[str, Any],
    workspace: Path,
    *,
    env: dict[str, str] | None = None,
    stderr_file: Path | None = None,
) -> BridgeClient:
    """`acp-bridge serve` under a real LSP client, with short timeouts. With `stderr_file`, the
    server's stderr goes there in full (pytest-lsp would otherwise forward it line by line)."""
    server_env = env or bridge_env(tmp)
    server_env.setdefault("ACP_BRIDGE_LOG_LEVEL", "DEBUG")
    client = make_test_lsp_client()
    bridge = BridgeClient(client)
    if stderr_file is None:
        await client.start_io(*BRIDGE, "serve", env=server_env)
    else:
        command = f"exec {shlex.join([*BRIDGE, 'serve'])} 2>>{shlex.quote(str(stderr_file))}"
        await client.start_io("/bin/sh", "-c", command, env=server_env)
    await client.initialize_session(
        lsp.InitializeParams(
            capabilities=lsp.ClientCapabilities(),
            root_uri=workspace.as_uri(),
            workspace_folders=[lsp.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
            initialization_options=settings,
        )
    )
    return bridge


def server_pid(bridge: BridgeClient) -> int:
    return bridge.client._server.pid  # type: ignore[union-attr]


async def stop_server(bridge: BridgeClient) -> None:
    pid = server_pid(bridge)
    try:
        if not gone(pid):
            await asyncio.wait_for(bridge.client.shutdown_session(), 20)
    finally:
        await bridge.client.stop()
        if not gone(pid):
            kill_tree(pid)
