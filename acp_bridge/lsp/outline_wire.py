"""A transcript's document symbols, folding ranges and links, written as their JSON.

The editor asks for all three whenever a transcript document changes. A 20,000-turn transcript has
90,000 blocks: built as lsprotocol objects (attrs classes that validate every field) and turned back
into JSON by cattrs, its symbols took ~3 s, its folding ranges ~1 s and its links ~2.4 s on each
request, holding up everything else the server does. Here each answer is made as the JSON it is on
the wire, from the view's per-block lines (:meth:`TranscriptMarkdown.block_spans`), in one
loop: the symbols and folding ranges as JSON text (an `orjson.Fragment`), the links (a few per tool
call) as dicts; the server writes them as they are (`server.plain_converter`).
`tests/unit/test_outline_wire.py` holds each answer to what the lsprotocol objects give.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final

import orjson
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
_COMMENT: Final = orjson.dumps(lsp.FoldingRangeKind.Comment.value)
_REGION: Final = orjson.dumps(lsp.FoldingRangeKind.Region.value)
_FOLD: Final = b'{"startLine":%d,"endLine":%d,"kind":%b}'


#: A symbol: its name (JSON), kind, then the first and last line of its range, and its first line
#: again for the selection. Written as bytes: an answer has ~4.5 symbols per turn, and as dicts a
#: 20,000-turn outline is 660,000 of them (~150 MiB while it is written).
_SYMBOL: Final = (
    b'{"name":%b,"kind":%d,"range":{"start":{"line":%d,"character":0},"end":{"line":%d,"character":0}},'
    b'"selectionRange":{"start":{"line":%d,"character":0},"end":{"line":%d,"character":0}}'
)


def _json_string(text: str) -> bytes:
    try:
        return orjson.dumps(text)
    except TypeError:  # a lone surrogate, which orjson refuses: escaped, as pygls's json would
        return json.dumps(text).encode()


def _symbol(name: str, kind: int, start: int, end: int) -> bytes:
    """A symbol without its closing brace (a turn adds its children before it)."""
    return _SYMBOL % (_json_string(name), kind, start, max(start, end), start, start)


def _turn(label: str, start: int, end: int, children: list[bytes]) -> bytes:
    return _symbol(label or "Turn", _TURN_KIND, start, end) + b',"children":[' + b",".join(children) + b"]}"


def symbols(spans: BlockSpans) -> orjson.Fragment:
    """One symbol per turn (a user message and what follows it; the entries before the first one
    are "Session start"), with its messages, thoughts, tool calls and plans as children: the JSON
    array, ready to send."""
    base, starts, counts = spans.header_lines, spans.starts, spans.line_counts
    kinds, label = spans.kinds, spans.label
    turns: list[bytes] = []
    children: list[bytes] = []
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
                children.append(_symbol(label(index) or kind, symbol_kind, start, end) + b"}")
        turn_end = end
    if turn_start >= 0:
        turns.append(_turn(turn_label, turn_start, turn_end, children))
    return orjson.Fragment(b"[" + b",".join(turns) + b"]")


def folding_ranges(spans: BlockSpans) -> orjson.Fragment:
    """Each message, thought, tool call and plan of more than one line folds; thoughts as comments."""
    base, starts, counts, kinds = spans.header_lines, spans.starts, spans.line_counts, spans.kinds
    ranges: list[bytes] = []
    for index in range(len(kinds)):
        kind = kinds[index]
        if kind not in FOLDABLE:
            continue
        start = base + starts[index]
        end = start + counts[index] - 2
        if end > start:
            ranges.append(_FOLD % (start, end, _COMMENT if kind == "thought" else _REGION))
    return orjson.Fragment(b"[" + b",".join(ranges) + b"]")


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
