"""The outline's answers as plain JSON (`lsp/outline_wire.py`) are what lsprotocol's objects give.

The reference is how the server answered before: `DocumentSymbol`, `FoldingRange` and `DocumentLink`
objects made from `TranscriptMarkdown.outline()`, turned into JSON by the server's own converter.
Transcripts: the benchmark's replay (messages, thoughts, tool calls with locations, plans, usage),
one that starts before its first user message, one with a mode change and an unknown update, one
with a path outside the Basic Multilingual Plane, and an empty one; each also streamed in pieces.
"""

from __future__ import annotations

import json
from typing import Any

import orjson
import pytest
from lsprotocol import types as lsp

from acp_bridge.lsp import outline_wire
from acp_bridge.lsp.server import plain_converter
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.transcript import Transcript
from benchmarks.workload import generate_replay

_KINDS = {
    "user": lsp.SymbolKind.Event,
    "agent": lsp.SymbolKind.String,
    "thought": lsp.SymbolKind.Namespace,
    "tool_call": lsp.SymbolKind.Function,
    "plan": lsp.SymbolKind.Array,
}
_FOLDABLE = {"user", "agent", "thought", "tool_call", "plan"}


def _lines(start: int, end: int) -> lsp.Range:
    return lsp.Range(
        start=lsp.Position(line=start, character=0), end=lsp.Position(line=max(start, end), character=0)
    )


def reference_symbols(view: TranscriptMarkdown) -> list[lsp.DocumentSymbol]:
    return [
        lsp.DocumentSymbol(
            name=turn.label or "Turn",
            kind=lsp.SymbolKind.Event,
            range=_lines(turn.start_line, turn.end_line),
            selection_range=_lines(turn.start_line, turn.start_line),
            children=[
                lsp.DocumentSymbol(
                    name=entry.label or entry.kind,
                    kind=_KINDS[entry.kind],
                    range=_lines(entry.start_line, entry.end_line),
                    selection_range=_lines(entry.start_line, entry.start_line),
                )
                for entry in turn.entries
                if entry.kind in _KINDS and entry.kind != "user"
            ],
        )
        for turn in view.outline().turns
    ]


def reference_folding(view: TranscriptMarkdown) -> list[lsp.FoldingRange]:
    return [
        lsp.FoldingRange(
            start_line=entry.start_line,
            end_line=entry.end_line,
            kind=lsp.FoldingRangeKind.Comment if entry.kind == "thought" else lsp.FoldingRangeKind.Region,
        )
        for entry in view.outline().entries
        if entry.kind in _FOLDABLE and entry.end_line > entry.start_line
    ]


def reference_links(view: TranscriptMarkdown, target_of: Any) -> list[lsp.DocumentLink]:
    links = []
    for entry in view.outline().entries:
        for location in entry.locations:
            target = target_of(location.path)
            if target is None:
                continue
            if location.line:
                target += f"#L{location.line}"
            end = location.end
            if location.end - location.start == len(location.path):
                end = location.start + len(location.path.encode("utf-16-le")) // 2
            links.append(
                lsp.DocumentLink(
                    range=lsp.Range(
                        start=lsp.Position(line=location.doc_line, character=location.start),
                        end=lsp.Position(line=location.doc_line, character=end),
                    ),
                    target=target,
                    tooltip="Open the file",
                )
            )
    return links


def _json(value: Any) -> Any:
    """What goes on the wire, through the server's converter (as a response's result)."""
    return orjson.loads(orjson.dumps(plain_converter().unstructure(value)))


def _target(path: str) -> str | None:
    return None if "module_1" in path else f"file://{path}"  # some paths are outside the folders


def _updates(kind: str) -> list[dict[str, Any]]:
    if kind == "replay":
        lines, _, _ = generate_replay(60)
        return [u for line in lines if (u := orjson.loads(line).get("params", {}).get("update"))]
    if kind == "agent first":
        return [
            {"sessionUpdate": "agent_message_chunk",
             "content": {"type": "text", "text": "Resumed.\nTwo lines."}},
            {"sessionUpdate": "tool_call", "toolCallId": "t", "title": "Read", "kind": "read",
             "locations": [{"path": "/w/\U0001d4b3.py", "line": 3}, {"path": "/w/b.py"}]},
            {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": ""}},
            {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "Yes"}},
        ]
    if kind == "odd entries":
        return [
            {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "Go\nnow"}},
            {"sessionUpdate": "current_mode_update", "currentModeId": "architect"},
            {"sessionUpdate": "future_kind", "payload": 1},
            {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "Hm\nyes"}},
            {"sessionUpdate": "plan", "entries": [{"content": "A", "priority": "high", "status": "pending"}]},
        ]
    return []


@pytest.mark.parametrize("kind", ["replay", "agent first", "odd entries", "empty"])
@pytest.mark.parametrize("pieces", [1, 3])
def test_answers_are_what_the_lsprotocol_objects_give(kind: str, pieces: int) -> None:
    updates = _updates(kind)
    transcript = Transcript("s")
    view = TranscriptMarkdown(transcript, kept_blocks=4)
    step = max(1, -(-len(updates) // pieces))
    for at in range(0, max(len(updates), 1), step):  # streamed: the view hands out tails in between
        for update in updates[at : at + step]:
            transcript.apply(update)
        view.delta_since(max(transcript.version - 1, 0))
        spans = view.block_spans()
        assert outline_wire.symbols(spans) == _json(reference_symbols(view))
        folding = outline_wire.folding_ranges(spans)
        assert folding == _json(reference_folding(view))
        assert outline_wire.document_links(spans, _target) == _json(reference_links(view, _target))
    if kind == "replay":
        assert len(outline_wire.symbols(view.block_spans())) == 60
        assert outline_wire.document_links(view.block_spans(), _target), "the replay's tool calls have links"


def test_a_label_with_a_lone_surrogate_is_written_escaped() -> None:
    transcript = Transcript("s")
    transcript.apply({"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "a\ud800b"}})
    transcript.apply({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x\ud800"}})
    view = TranscriptMarkdown(transcript)
    answer = json.dumps(outline_wire.symbols(view.block_spans()))  # as pygls writes a result
    assert answer.isascii() and "\\ud800" in answer, "the surrogate written as an escape"
    reference = json.dumps(plain_converter().unstructure(reference_symbols(view)))
    assert json.loads(answer) == json.loads(reference)


def test_a_path_is_looked_up_once() -> None:
    transcript = Transcript("s")
    for n in range(3):
        transcript.apply({"sessionUpdate": "tool_call", "toolCallId": f"t{n}", "title": "Edit",
                          "kind": "edit", "locations": [{"path": "/w/a.py", "line": n}]})
    asked: list[str] = []

    def target_of(path: str) -> str:
        asked.append(path)
        return "file:///w/a.py"

    links = outline_wire.document_links(TranscriptMarkdown(transcript).block_spans(), target_of)
    assert [link["target"] for link in links] == ["file:///w/a.py", "file:///w/a.py#L1", "file:///w/a.py#L2"]
    assert asked == ["/w/a.py"]
