"""Transcripts the editor closed are let go (lsp/shown.py): the server does not keep every session
opened since the editor started. Driven like the languageclient does it: `textDocument/didOpen` and
`didClose` for `acp-session` documents, through a real `acp-bridge serve` and the reference agent."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import anyio
import pytest
from lsprotocol import types as lsp

from acp_bridge.lsp import protocol as p
from acp_bridge.lsp.shown import RELEASE_GRACE, ShownTranscripts
from tests.lsp.conftest import BridgeClient

pytestmark = pytest.mark.asyncio


async def sessions(bridge: BridgeClient, count: int) -> list[str]:
    listed = await bridge.request("acpBridge/listSessions", {"agentId": "demo", "cwd": None})
    return [s["sessionId"] for s in listed["sessions"][:count]]


async def load(bridge: BridgeClient, session_id: str) -> str:
    result = await bridge.request("acpBridge/loadSession", {"agentId": "demo", "sessionId": session_id})
    return str(result["uri"])


def did_open(bridge: BridgeClient, uri: str, text: str = "") -> None:
    bridge.client.text_document_did_open(
        lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=text)
        )
    )


def did_close(bridge: BridgeClient, uri: str) -> None:
    bridge.client.text_document_did_close(
        lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=uri))
    )


async def served(bridge: BridgeClient, uri: str) -> dict[str, Any] | None:
    """The document's text, or None when the server holds no transcript for it."""
    try:
        return await bridge.request("acpBridge/getTranscript", {"uri": uri})  # type: ignore[no-any-return]
    except Exception as exc:
        assert "load the session first" in str(exc), exc
        return None


async def eventually_gone(bridge: BridgeClient, uri: str) -> None:
    for _ in range(int(RELEASE_GRACE * 10) + 60):
        if await served(bridge, uri) is None:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"{uri} was never let go")


async def test_a_closed_transcript_is_let_go_and_opening_it_again_replays_it(bridge: BridgeClient) -> None:
    first, second = await sessions(bridge, 2)
    first_uri = await load(bridge, first)
    did_open(bridge, first_uri)
    text = (await served(bridge, first_uri) or {})["text"]
    assert "## User" in text
    second_uri = await load(bridge, second)  # the first is no longer the active session
    did_open(bridge, second_uri)
    did_close(bridge, first_uri)
    await eventually_gone(bridge, first_uri)
    assert await served(bridge, second_uri) is not None, "the shown one stays"
    assert any(f"transcript of {first} let go (closed in the editor)" in m.message
               for m in bridge.client.log_messages if m.type == lsp.MessageType.Info)
    again = await load(bridge, first)
    assert (await served(bridge, again) or {}).get("text") == text, "a new load gives the same document"


async def test_the_active_session_stays_until_another_one_is_opened(bridge: BridgeClient) -> None:
    first, second = await sessions(bridge, 2)
    first_uri = await load(bridge, first)
    did_open(bridge, first_uri)
    did_close(bridge, first_uri)
    await asyncio.sleep(RELEASE_GRACE * 2 + 0.5)
    assert await served(bridge, first_uri) is not None, "still the active session (prompts go to it)"
    await load(bridge, second)
    await eventually_gone(bridge, first_uri)


async def test_a_document_opened_again_within_the_grace_period_keeps_its_transcript(
    bridge: BridgeClient,
) -> None:
    first, second = await sessions(bridge, 2)
    first_uri = await load(bridge, first)
    await load(bridge, second)
    did_open(bridge, first_uri)
    # A relabelled tab: the document under its new title opens, the old one closes.
    relabelled = p.transcript_uri("demo", first, "A new title")
    did_open(bridge, relabelled)
    did_close(bridge, first_uri)
    await asyncio.sleep(RELEASE_GRACE * 2 + 0.5)
    assert await served(bridge, relabelled) is not None
    did_close(bridge, relabelled)
    did_open(bridge, relabelled, text="# the whole transcript, as VS Code reopens it")
    await asyncio.sleep(RELEASE_GRACE * 2 + 0.5)
    assert await served(bridge, relabelled) is not None, "reopened before the grace period ended"


async def export(bridge: BridgeClient, session_id: str, target: Path) -> None:
    params = {"agentId": "demo", "sessionId": session_id, "path": str(target)}
    await bridge.request("acpBridge/exportMarkdown", params)


async def test_an_export_does_not_keep_a_transcript_nobody_shows(
    bridge: BridgeClient, tmp_path: Path
) -> None:
    first, second = await sessions(bridge, 2)
    await load(bridge, first)
    target = tmp_path / "second.md"
    await export(bridge, second, target)
    assert "## User" in target.read_text(encoding="utf-8")
    await eventually_gone(bridge, p.transcript_uri("demo", second))
    # Read for the export, never shown: its going is no news in the editor's log (indexing the
    # history lets go of every session it reads).
    assert not [m.message for m in bridge.client.log_messages
                if m.type != lsp.MessageType.Debug and f"transcript of {second} let go" in m.message]
    shown = await served(bridge, p.transcript_uri("demo", first))
    assert shown is not None
    # A short session's export is the document the editor shows, to the character.
    target = tmp_path / "first.md"
    await export(bridge, first, target)
    assert target.read_text(encoding="utf-8") == shown["text"]


class _Agent:
    def __init__(self, session_id: str) -> None:
        self.transcripts = {session_id: object()}

    def release(self, session_id: str) -> bool:
        return self.transcripts.pop(session_id, None) is not None


class _Documents:
    def __init__(self) -> None:
        self.opening: set[tuple[str, str]] = set()  # no load or resume running

    def forget(self, uri: str) -> None:
        pass


async def test_indexing_a_transcript_just_closed_keeps_its_closed_in_the_editor_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Indexing reads every session, one the user has just closed too: that one's going is still
    news (info), not a session read and never shown (debug)."""
    uri = p.transcript_uri("demo", "sess_1")
    bridge = SimpleNamespace(agents={"demo": _Agent("sess_1")}, active=None)
    caplog.set_level(logging.DEBUG, logger="acp_bridge.lsp.shown")
    async with anyio.create_task_group() as tg:
        shown = ShownTranscripts(bridge, _Documents(), tg, grace=0.0)  # type: ignore[arg-type]
        shown.opened(uri)
        shown.closed(uri)
        shown.unshown("demo", "sess_1")  # indexing let go of what it read
        assert shown.sweep() == [("demo", "sess_1")]
        tg.cancel_scope.cancel()
    let_go = [(r.levelno, r.getMessage()) for r in caplog.records if "let go" in r.getMessage()]
    assert let_go == [(logging.INFO, "demo: transcript of sess_1 let go (closed in the editor)")]
