"""Agent text is untrusted. An agent whose titles, paths, messages, errors, stderr and identity are full
of control and bidi characters, Markdown fences, HTML and `command:` links must not get any of it into
the editor as anything but inert text: one-line labels (SessionItem fields, AgentStatus, error
messages, outline names) hold no control or bidi character, and the transcript document holds no HTML,
no link and no fence the agent opened. The terminal gets no escape sequence from the CLI either."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException

from tests.fault.harness import agent_command_line, misbehaving, run_cli, start_server, stop_server
from tests.fuzz.read_path import LABEL_FORBIDDEN, prose_violations
from tests.lsp.conftest import BridgeClient

pytestmark = pytest.mark.asyncio

#: Multi-line output (a document, the terminal) may hold tabs and newlines, nothing else of the kind.
TEXT_FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
HOSTILE = ("--hostile", "--sessions", "3")


def assert_label(value: Any, where: str) -> None:
    if isinstance(value, str):
        assert not LABEL_FORBIDDEN.search(value), f"{where}: {value!r}"
    elif isinstance(value, list):
        for n, item in enumerate(value):
            assert_label(item, f"{where}[{n}]")


def assert_session_item(item: dict[str, Any]) -> None:
    for key in (
        "displayTitle",
        "title",
        "localTitle",
        "cwd",
        "firstPrompt",
        "facts",
        "additionalDirectories",
    ):
        assert_label(item.get(key), f"SessionItem.{key}")


@pytest_asyncio.fixture
async def server(tmp_path: Path) -> AsyncIterator[BridgeClient]:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    agents = [misbehaving("evil", *HOSTILE), misbehaving("dies", "--hostile", "--exit-at-start", "3")]
    bridge = await start_server(tmp_path, {"agents": agents}, workspace)
    try:
        yield bridge
    finally:
        await stop_server(bridge)


async def test_session_items_and_agent_status_are_plain_single_lines(server: BridgeClient) -> None:
    listed = await server.request("acpBridge/listSessions", {"agentId": "evil"})
    assert len(listed["sessions"]) == 3
    for item in listed["sessions"]:
        assert_session_item(item)
        assert item["displayTitle"].startswith("Fix red gnp.exe iso")  # readable, not blanked
    (evil,) = [a for a in (await server.request("acpBridge/listAgents"))["agents"] if a["agentId"] == "evil"]
    for key in ("name", "agentName", "agentVersion", "error"):
        assert_label(evil.get(key), f"AgentStatus.{key}")
    assert evil["agentName"]


async def test_the_transcript_document_is_inert(server: BridgeClient) -> None:
    result = await server.request(
        "acpBridge/loadSession", {"agentId": "evil", "sessionId": "s1", "cwd": "/tmp"}
    )
    assert_session_item(result["session"])
    text = (await server.request("acpBridge/getTranscript", {"uri": result["uri"]}))["text"]
    assert "fence closed early" in text and "alert(1)" in text  # shown, as text
    assert not TEXT_FORBIDDEN.search(text), repr(TEXT_FORBIDDEN.search(text))
    assert prose_violations(text) == []
    for tag in ("<script", "<img", "<!--", "</title>", "<b>", "<https:"):
        assert _only_in_fences(text, tag), tag
    # Notifications carry the same sanitised items.
    await server.wait_for("acpBridge/sessionInfoChanged", lambda n: n["session"]["sessionId"] == "s1")
    for note in server.notifications["acpBridge/sessionInfoChanged"]:
        assert_session_item(note["session"])
    for note in server.notifications["acpBridge/activeSessionChanged"]:
        if note.get("session"):
            assert_session_item(note["session"])
    # Outline names are labels too, and the hostile tool location (outside the roots) is no link.
    symbols = await server.client.text_document_document_symbol_async(
        lsp.DocumentSymbolParams(text_document=lsp.TextDocumentIdentifier(uri=result["uri"]))
    )
    names = [s.name for s in symbols or []] + [c.name for s in symbols or [] for c in (s.children or [])]
    assert names
    assert_label(names, "DocumentSymbol.name")
    links = await server.client.text_document_document_link_async(
        lsp.DocumentLinkParams(text_document=lsp.TextDocumentIdentifier(uri=result["uri"]))
    )
    assert not links


def _only_in_fences(text: str, needle: str) -> bool:
    """True when every occurrence of `needle` is inside a fenced block."""
    inside, fence = False, ""
    for line in text.split("\n"):
        stripped = line.lstrip("> ").lstrip()
        match = re.match(r"(`{3,}|~{3,})", stripped)
        if match and (not inside or (match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence))):
            inside, fence = (not inside), match.group(1)
            continue
        if needle in line and not inside:
            return False
    return True


async def test_errors_quoting_the_agent_are_plain_single_lines(server: BridgeClient) -> None:
    with pytest.raises(JsonRpcException) as caught:
        await server.request(
            "acpBridge/loadSession", {"agentId": "evil", "sessionId": "ghost", "cwd": "/tmp"}
        )
    assert caught.value.code == -32002
    assert_label(caught.value.message, "error message (agent's error text)")
    with pytest.raises(JsonRpcException) as caught:
        await server.request("acpBridge/listSessions", {"agentId": "dies"})
    assert caught.value.code == -32011
    assert "refusing to start" in caught.value.message
    assert_label(caught.value.message, "error message (agent's stderr)")
    error = await server.wait_for(
        "acpBridge/agentStateChanged", lambda n: n["agentId"] == "dies" and n["state"] == "error"
    )
    assert_label(error["error"], "AgentStatus.error")


# -- the terminal -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("list", "--agent", agent_command_line(*HOSTILE)),
        ("list", "--all", "--agent", agent_command_line(*HOSTILE)),
        ("show", "s1", "--cwd", "/tmp", "--agent", agent_command_line(*HOSTILE)),
        ("show", "ghost", "--cwd", "/tmp", "--agent", agent_command_line(*HOSTILE)),
        ("doctor", "--agent", agent_command_line(*HOSTILE)),
        ("list", "--agent", agent_command_line("--hostile", "--exit-at-start", "3")),
    ],
    ids=["list", "list-all", "show", "show-not-found", "doctor", "exit-at-start"],
)
async def test_the_cli_writes_no_escape_sequence_to_the_terminal(
    tmp_path: Path, args: tuple[str, ...]
) -> None:
    run = run_cli(list(args), tmp_path)
    assert run.stdout or run.stderr
    for stream, text in (("stdout", run.stdout), ("stderr", run.stderr)):
        found = TEXT_FORBIDDEN.search(text)
        assert found is None, f"{stream}: {text[max(0, found.start() - 60) : found.end() + 20]!r}"
