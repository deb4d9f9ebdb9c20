"""A window's document symbols, folding ranges and links, made as their JSON values.

The editor asks for all three whenever a transcript document changes. Each answer is made in one
loop from the view's per-block lines (:meth:`TranscriptMarkdown.block_spans`) as the plain dicts and
lists it is on the wire: no lsprotocol object per block (attrs classes that validate every field,
turned back into JSON by cattrs), which pygls writes as they are (`server.plain_converter`). A
window holds at most 100 turns (`sessions/windows.py`).
`tests/unit/test_outline_wire.py` holds each answer to what the lsprotocol objects give.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from lsprotocol import types as lsp

from ..sessions.document_outline import BlockSpans

Json = dict[str, Any]

#: The symbol kind of each entry kind shown in the outline (a turn is its user message's).
SYMBOL_KINDS: Final[dict[str, int]] = {
    "user": int(lsp.SymbolKind.Event),
    "agent": int(lsp.SymbolKind.String),
    "thought": int(lsp.SymbolKind.Namespace),
    "tool_call": int(lsp.SymbolKind.Function),
    "plan": int(lsp.SymbolKind.Array),
}
_TURN_KIND: Final = int(lsp.SymbolKind.Event)
FOLDABLE: Final = frozenset({"user", "agent", "thought", "tool_call", "plan"})
_COMMENT: Final = lsp.FoldingRangeKind.Comment.value
_REGION: Final = lsp.FoldingRangeKind.Region.value


def _range(start: int, end: int) -> Json:
    return {"start": {"line": start, "character": 0}, "end": {"line": end, "character": 0}}


def _symbol(name: str, kind: int, start: int, end: int) -> Json:
    """A symbol spanning whole lines, selected at its first."""
    whole, first = _range(start, max(start, end)), _range(start, start)
    return {"name": name, "kind": kind, "range": whole, "selectionRange": first}


def _turn(label: str, start: int, end: int, children: list[Json]) -> Json:
    return {**_symbol(label or "Turn", _TURN_KIND, start, end), "children": children}


def symbols(spans: BlockSpans) -> list[Json]:
    """One symbol per turn (a user message and what follows it; the entries before the first one
    are "Session start"), with its messages, thoughts, tool calls and plans as children."""
    base, starts, counts = spans.header_lines, spans.starts, spans.line_counts
    kinds, label = spans.kinds, spans.label
    turns: list[Json] = []
    children: list[Json] = []
    turn_label, turn_start, turn_end = "Session start", -1, 0
    for index in range(len(kinds)):
        start = base + starts[index]
        end = start + counts[index] - 2  # the block's last line (its blank line excluded)
        kind = kinds[index]
        if kind == "user":
            if turn_start >= 0:
                turns.append(_turn(turn_label, turn_start, turn_end, children))
            turn_label, turn_start, children = label(index), start, []
        else:
            if turn_start < 0:
                turn_start = start
            symbol_kind = SYMBOL_KINDS.get(kind)
            if symbol_kind is not None:
                children.append(_symbol(label(index) or kind, symbol_kind, start, end))
        turn_end = end
    if turn_start >= 0:
        turns.append(_turn(turn_label, turn_start, turn_end, children))
    return turns


def folding_ranges(spans: BlockSpans) -> list[Json]:
    """Each message, thought, tool call and plan of more than one line folds; thoughts as comments."""
    base, starts, counts, kinds = spans.header_lines, spans.starts, spans.line_counts, spans.kinds
    ranges: list[Json] = []
    for index in range(len(kinds)):
        kind = kinds[index]
        if kind not in FOLDABLE:
            continue
        start = base + starts[index]
        end = start + counts[index] - 2
        if end > start:
            kind_name = _COMMENT if kind == "thought" else _REGION
            ranges.append({"startLine": start, "endLine": end, "kind": kind_name})
    return ranges


def utf16_end(path: str, start: int, end: int) -> int:
    """LSP columns count UTF-16 units; the renderer counts code points. The text before a path is
    ASCII markup, so only the path itself can differ (characters outside the BMP count twice)."""
    if end - start == len(path):
        return start + len(path.encode("utf-16-le")) // 2
    return end


def document_links(spans: BlockSpans, target_of: Callable[[str], str | None]) -> list[Json]:
    """Tool-call locations as links to ``target_of(path)`` (None: no link), with the line as an
    ``#L`` anchor. A path is looked up once however many tool calls name it."""
    base, starts = spans.header_lines, spans.starts
    targets: dict[str, str | None] = {}
    links: list[Json] = []
    for index, found in enumerate(spans.links):
        if not found:  # most blocks
            continue
        block_start = base + starts[index]
        for path, line, row, start, end in found:
            if path in targets:
                target = targets[path]
            else:
                target = targets[path] = target_of(path)
            if target is None:
                continue
            if line:
                target += f"#L{line}"
            doc_line = block_start + row
            links.append(
                {
                    "range": {
                        "start": {"line": doc_line, "character": start},
                        "end": {"line": doc_line, "character": utf16_end(path, start, end)},
                    },
                    "target": target,
                    "tooltip": "Open the file",
                }
            )
    return links
