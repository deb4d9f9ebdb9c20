"""The newest window holds at most `windows.WINDOW_CHARS` (lsp/documents.py): heavy turns
leave their first turns to the page before, decided on the whole replay even when the editor asked
for the document while it ran; a window that fits keeps its view (and the client its text)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from acp_bridge.lsp.documents import TranscriptDocuments
from acp_bridge.lsp.protocol import transcript_uri
from acp_bridge.sessions import windows
from acp_bridge.sessions.registry import SessionRegistry
from acp_bridge.sessions.transcript import Transcript

URI = transcript_uri("a", "s")


def documents(transcript: Transcript) -> TranscriptDocuments:
    agent = SimpleNamespace(transcripts={"s": transcript}, registry=SessionRegistry("a"))
    return TranscriptDocuments(SimpleNamespace(agents={"a": agent}))  # type: ignore[arg-type]


def add_turns(transcript: Transcript, first: int, last: int, output_chars: int) -> None:
    output = [{"type": "content", "content": {"type": "text", "text": "x" * output_chars}}]
    for turn in range(first, last + 1):
        prompt = {"type": "text", "text": f"Question {turn}"}
        transcript.apply({"sessionUpdate": "user_message_chunk", "messageId": f"u{turn}", "content": prompt})
        transcript.apply({"sessionUpdate": "tool_call", "toolCallId": f"t{turn}", "title": "grep",
                          "status": "completed", "content": output})


def answer(docs: TranscriptDocuments, from_version: int | None = None) -> dict[str, Any]:
    return docs.transcript_result(URI, from_version).wire()


def test_a_window_asked_for_during_the_replay_is_cut_to_the_budget_once_the_replay_has_ended() -> None:
    transcript = Transcript("s")
    docs = documents(transcript)
    transcript.begin_replay()
    add_turns(transcript, 1, 5, 40_000)
    during = answer(docs)  # five turns: they fit
    assert during["window"]["firstTurn"] == 1 and during["loading"]
    add_turns(transcript, 6, 60, 40_000)  # ~2.4 MB in all
    transcript.end_replay()
    after = answer(docs, during["version"])
    assert after["offset"] == 0, "a new window: the whole text"
    first = after["window"]["firstTurn"]
    assert 1 < first < 60 and len(after["text"]) <= windows.WINDOW_CHARS
    page_start = windows.page_span(windows.page_of_turn(first - 1))[0]  # the page of the turn before
    assert f"*Earlier turns ({page_start}-{first - 1})*" in after["text"]
    assert f"Question {first}\n" in after["text"]


def test_a_window_that_fits_keeps_its_view_when_the_replay_ends() -> None:
    transcript = Transcript("s")
    docs = documents(transcript)
    transcript.begin_replay()
    add_turns(transcript, 1, 5, 1_000)
    during = answer(docs)
    add_turns(transcript, 6, 60, 1_000)
    transcript.end_replay()
    after = answer(docs, during["version"])
    assert after["offset"] > 0 and after["window"]["firstTurn"] == 1, "only the new tail is sent"
    assert "Earlier turns" not in during["text"] + after["text"]
