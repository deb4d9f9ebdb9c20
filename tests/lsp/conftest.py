"""A real LSP client (pytest-lsp) running `acp-bridge serve` as a subprocess."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import json
import os
import sys
from collections import defaultdict
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient, make_test_lsp_client

from acp_bridge.lsp import protocol as p
from tests.fakes.demo import demo_agent_argv

SERVER = [sys.executable, "-m", "acp_bridge", "serve"]


class BridgeClient:
    """Test-side helpers around pytest-lsp's client: typed-ish requests and recorded notifications."""

    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.notifications: dict[str, list[dict[str, Any]]] = defaultdict(list)
        #: The editor's answer to a permission request (a coroutine: the user takes their time).
        self.permission_answer: Callable[[dict[str, Any]], Any] = lambda _: {"optionId": None}
        self.permission_requests: list[dict[str, Any]] = []
        self._changed = asyncio.Event()
        for method in p.NOTIFICATIONS:
            client.feature(method)(self._recorder(method))

        @client.feature("acpBridge/requestPermission")
        async def on_permission(params: Any) -> dict[str, Any]:
            data = _plain(params)
            self.permission_requests.append(data)
            answer = self.permission_answer(data)
            return dict(await answer if inspect.isawaitable(answer) else answer)

    def _recorder(self, method: str) -> Callable[[Any], None]:
        def record(params: Any) -> None:
            self.notifications[method].append(_plain(params))
            self._changed.set()

        return record

    async def request(self, method: str, params: dict[str, Any] | None = None, timeout: float = 60) -> Any:
        assert method in p.REQUESTS
        result = await asyncio.wait_for(
            self.client.protocol.send_request_async(method, params or {}), timeout
        )
        return _plain(result)

    async def wait_for(
        self, method: str, predicate: Callable[[dict[str, Any]], bool], timeout: float = 30
    ) -> dict[str, Any]:
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            for item in self.notifications[method]:
                if predicate(item):
                    return item
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                raise TimeoutError(
                    f"no {method} matching the predicate; got {self.notifications[method][-5:]}"
                )
            self._changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), remaining)


def _plain(value: Any) -> Any:
    """pygls hands unknown-method payloads over as dicts (or attrs objects for known ones)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if hasattr(value, "_asdict"):
        return _plain(value._asdict())
    if hasattr(value, "__dict__") and not isinstance(value, (str, int, float, bool)):
        return _plain(vars(value))
    return value


def received(tmp_path: Path) -> list[tuple[str, dict[str, Any]]]:
    """What a demo agent started with `--log-requests <tmp_path>/requests.jsonl` received, in order:
    (method, params)."""
    lines = (tmp_path / "requests.jsonl").read_text().splitlines()
    return [(r["method"], r["params"]) for r in map(json.loads, lines)]


def received_params(tmp_path: Path, method: str) -> list[dict[str, Any]]:
    """The params of each `method` request in that log, in order."""
    return [params for name, params in received(tmp_path) if name == method]


def demo_agent(store: Path, workspace: Path, seed: int = 120, agent_id: str = "demo") -> dict[str, Any]:
    return {
        "id": agent_id,
        "name": "Demo agent",
        "command": demo_agent_argv(store, workspace, seed=seed),
    }


async def start_bridge(tmp: Path, settings: dict[str, Any], workspace: Path) -> BridgeClient:
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(tmp / "xdg-data")
    env["ACP_BRIDGE_LOG_LEVEL"] = "DEBUG"
    client = make_test_lsp_client()
    bridge = BridgeClient(client)
    await client.start_io(*SERVER, env=env)
    await client.initialize_session(
        lsp.InitializeParams(
            capabilities=lsp.ClientCapabilities(),
            root_uri=workspace.as_uri(),
            workspace_folders=[lsp.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
            initialization_options=settings,
        )
    )
    return bridge


async def stop_bridge(client: BridgeClient) -> None:
    """Stops the server as the editor does (`shutdown`, then `exit`) and waits for its process."""
    await client.client.shutdown_session()
    await client.client.stop()


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    folder.mkdir()
    return folder


@pytest_asyncio.fixture
async def bridge(tmp_path: Path, workspace: Path) -> AsyncIterator[BridgeClient]:
    client = await start_bridge(tmp_path, {"agents": [demo_agent(tmp_path / "store", workspace)]}, workspace)
    yield client
    await stop_bridge(client)
