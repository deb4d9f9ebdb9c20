"""Settings in either documented form (issue 37, item 13): `initializationOptions` and
`workspace/didChangeConfiguration` both take `{"acpBridge": {...}}` or the section itself
(docs/lsp-extensions.md, "Configuration"); settings ignored for any reason say so, with
`acpBridge/settingsProblem` (with the setting to open) and in the log, instead of silently falling
back to the demo agent."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types as lsp

from acp_bridge.lsp.settings import EDITOR_KEYS, KNOWN_KEYS, SECTION, parse_settings
from tests.lsp.conftest import BridgeClient, demo_agent, start_bridge, stop_bridge

REPO = Path(__file__).resolve().parents[2]


async def agent_ids(bridge: BridgeClient) -> list[str]:
    """The configured agents. Asked at once after `initialized`: the settings it brings configure the
    agents before any request that came with it is answered (`ServerState._settings_lock`)."""
    return [a["agentId"] for a in (await bridge.request("acpBridge/listAgents"))["agents"]]


async def eventually(check: Callable[[], bool], timeout: float = 20) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not check():
        assert asyncio.get_running_loop().time() < deadline, "not within the time allowed"
        await asyncio.sleep(0.05)


def said(bridge: BridgeClient, *words: str, setting: str = SECTION) -> bool:
    """An `acpBridge/settingsProblem` in ``setting`` and a logged warning (`window/logMessage`), each
    with all ``words``."""
    shown = [
        m["message"] for m in bridge.notifications["acpBridge/settingsProblem"] if m["setting"] == setting
    ]
    logged = [m.message for m in bridge.client.log_messages if m.type == lsp.MessageType.Warning]
    return all(any(all(w in m for w in words) for m in found) for found in (shown, logged))


@pytest.mark.asyncio
@pytest.mark.parametrize("wrapped", [True, False], ids=["wrapped", "bare"])
async def test_initialization_options_in_either_form_configure_the_agents(
    tmp_path: Path, workspace: Path, wrapped: bool
) -> None:
    section = {"agents": [demo_agent(tmp_path / "store", workspace, seed=3, agent_id="mine")]}
    bridge = await start_bridge(tmp_path, {SECTION: section} if wrapped else section, workspace)
    try:
        assert await agent_ids(bridge) == ["mine"], "not the demo agent: the settings were read"
        listed = await bridge.request("acpBridge/listSessions", {"agentId": "mine"})
        assert len(listed["sessions"]) == 3
        assert not bridge.notifications["acpBridge/settingsProblem"]
    finally:
        await stop_bridge(bridge)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"acp-bridge": {"agents": []}}, ("ignored", "'acp-bridge'", "demo agent")),
        ({SECTION: ["not", "an", "object"]}, ("ignored", "must be an object", "demo agent")),
        ("agents", ("ignored", "must be an object", "demo agent")),
    ],
    ids=["unknown shape", "section not an object", "not an object"],
)
async def test_settings_ignored_whole_say_so(
    tmp_path: Path, workspace: Path, options: Any, words: tuple[str, ...]
) -> None:
    bridge = await start_bridge(tmp_path, options, workspace)
    try:
        assert await agent_ids(bridge) == ["demo"]
        await eventually(lambda: said(bridge, *words))
    finally:
        await stop_bridge(bridge)


@pytest.mark.asyncio
async def test_a_change_in_either_form_applies_and_an_unknown_key_is_reported(
    tmp_path: Path, workspace: Path
) -> None:
    first = demo_agent(tmp_path / "store", workspace, agent_id="first")
    bridge = await start_bridge(tmp_path, {"agents": [first]}, workspace)
    try:
        assert await agent_ids(bridge) == ["first"]
        for settings in (
            {"agents": [demo_agent(tmp_path / "store2", workspace, seed=3, agent_id="bare")]},
            {SECTION: {"agents": [demo_agent(tmp_path / "store3", workspace, seed=4, agent_id="wrapped")]}},
        ):
            expected = (settings.get(SECTION) or settings)["agents"][0]["id"]
            bridge.client.workspace_did_change_configuration(
                lsp.DidChangeConfigurationParams(settings=settings)
            )
            await bridge.wait_for("acpBridge/sessionsChanged", lambda n, e=expected: n["agentId"] == e)
            assert await agent_ids(bridge) == [expected]
        agents = [demo_agent(tmp_path / "store3", workspace, seed=4, agent_id="wrapped")]
        bridge.client.workspace_did_change_configuration(
            lsp.DidChangeConfigurationParams(settings={SECTION: {"agents": agents, "tracAcp": True}})
        )
        await eventually(lambda: said(bridge, "unknown", "'tracAcp'"))
        assert await agent_ids(bridge) == ["wrapped"], "the rest of the settings still applies"
    finally:
        await stop_bridge(bridge)


def test_every_setting_the_extension_declares_is_known_to_the_bridge() -> None:
    """The extension sends its whole `acpBridge` section with `didChangeConfiguration`: none of its
    keys may be reported as unknown."""
    manifest = json.loads((REPO / "vscode-extension" / "package.json").read_text(encoding="utf-8"))
    configuration = manifest["contributes"]["configuration"]
    sections = configuration if isinstance(configuration, list) else [configuration]
    section: dict[str, Any] = {}  # what VS Code sends: every declared setting, at its default
    for properties in (s["properties"] for s in sections):
        for name, declared in properties.items():
            *parents, key = name.split(".")[1:]
            place = section
            for parent in parents:
                place = place.setdefault(parent, {})
            place[key] = declared.get("default")
    assert set(section) <= {*KNOWN_KEYS, *EDITOR_KEYS}
    assert parse_settings({SECTION: section})[1] == []


@pytest.mark.asyncio
async def test_trace_acp_turns_on_and_off_for_a_running_agent(tmp_path: Path, workspace: Path) -> None:
    # Off, an agent's lines are not even offered to a tracer (a read's lines then go on unsplit);
    # on, every line is logged, from the next one on.
    agents = [demo_agent(tmp_path / "store", workspace)]
    bridge = await start_bridge(tmp_path, {"agents": agents}, workspace)

    def traced() -> list[str]:
        logged = [m.message for m in bridge.client.log_messages]
        return [m for m in logged if "session/new" in m and "→" in m]

    async def new_session_with(trace: bool, log_level: str = "info") -> None:
        settings = {"agents": agents, "traceAcp": trace, "logLevel": log_level}
        bridge.client.workspace_did_change_configuration(lsp.DidChangeConfigurationParams(settings=settings))
        await asyncio.sleep(0.5)  # the change is a notification: nothing answers it
        await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})

    try:
        await bridge.request("acpBridge/newSession", {"agentId": "demo", "cwd": str(workspace)})
        assert traced() == []
        await new_session_with(True)
        await eventually(lambda: len(traced()) == 1)
        await new_session_with(False)
        await asyncio.sleep(0.5)
        assert len(traced()) == 1, "off again: nothing more is traced"
        await new_session_with(True)
        await eventually(lambda: len(traced()) == 2)
        # A quieter log keeps the trace asked for: the trace is its own switch.
        await new_session_with(True, log_level="warning")
        await eventually(lambda: len(traced()) == 3)
    finally:
        await stop_bridge(bridge)
