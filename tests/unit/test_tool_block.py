"""A tool call's whole block in C (`tool_call_block`: `_toolblock.c`, in the `_textscan` extension) is
its Python definition, `render_tools.tool_call_block`: the same text, the same links.

The definition runs from the module's source with the C turned off, beside the compiled module
that uses the C. Hypothesis builds entries of every shape the C writes and of the shapes it leaves
to the Python, from text of every storage width with the characters that change what the block is:
controls, line breaks, invisible characters, backtick runs, link brackets, entities, spaces."""

from __future__ import annotations

import importlib.util
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge import native
from acp_bridge.sessions import render_tools
from acp_bridge.sessions.entries import TextRun, ToolCallEntry

from .c_extensions import require_current_build
from .test_sanitize_fast_paths import texts

require_current_build()

from acp_bridge.sessions import _linediff, _textscan  # noqa: E402 (after the check above)


def _definition() -> Any:
    """render_tools from its source, without the C block (its other imports are the compiled ones)."""
    name = "acp_bridge.sessions._render_tools_source"
    source = native.source_path("acp_bridge.sessions.render_tools")
    spec = importlib.util.spec_from_file_location(name, source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    module._c_tool_call_block = None
    return module


_PYTHON = _definition()

_WIDTHS = st.sampled_from(["", "é", "→", "\U0001f600"])
_SPECIAL = ["", " ", "  a  ", "`", "``a``", "a`", "`a", "a]", "a](b", "]:", "<x>", "a&amp;", "/", "//x/y",
            "\x1b[1m", "\u202e", "\u200b", "\t", "\n", "a\nb", "\xa0", "\x85", "é", "\U0001f600", "a" * 130,
            "a " * 70, "é" * 45 + "\U0001f600", "x" * 119 + "\U0001f600", "x" * 600 + "\u202e"]


@st.composite
def _strings(draw: st.DrawFn) -> str:
    """Text of every width: arbitrary, made of the pieces that matter, or one of the special ones."""
    text = draw(st.one_of(texts, st.sampled_from(_SPECIAL)))
    wide = draw(_WIDTHS)
    return draw(st.sampled_from([text, wide + text, text + wide]))


_LINES = st.one_of(st.none(), st.integers(-3, 400),
                   st.sampled_from([True, 0, 2**63 - 1, 2**64, 2**70, -(2**70)]),
                   st.just("12"), st.floats(allow_nan=False, max_value=1e6))
_LOCATIONS = st.one_of(
    st.fixed_dictionaries({}, optional={"path": st.one_of(_strings(), st.none(), st.just(3)),
                                        "line": _LINES}),
    # as an entry keeps one (compact_location): a path, and a line or None
    st.tuples(_strings(), st.one_of(st.none(), st.integers(-3, 400), st.sampled_from([2**64, -(2**70)]))),
)
_DIFF_LINES = st.lists(st.one_of(_strings(), st.sampled_from(["x", "y", "z", "`x`", "", "\r\n"])),
                       max_size=12).map("\n".join)
#: A final line break or not: the last line is then shown with git's "No newline" marker or without.
_DIFF_TEXTS = st.one_of(_DIFF_LINES, _DIFF_LINES.map(lambda text: text + "\n"))


@st.composite
def _items(draw: st.DrawFn) -> Any:
    kind = draw(st.sampled_from(["text", "bare", "diff", "diff", "kept diff", "run", "other"]))
    if kind == "text":  # as the wire has it (an entry keeps a plain one bare), or with a key more
        block = {"type": "text", "text": draw(_strings())} | draw(st.sampled_from([{}, {"_meta": {}}]))
        return {"type": "content", "content": block}
    if kind == "bare":  # a plain text item as the entry keeps it
        return draw(_strings())
    if kind == "run":
        run = TextRun(draw(_strings()))
        run.append(draw(_strings()))
        return run
    if kind == "kept diff":  # as an entry keeps a diff (compact_item): path, old text or None, new text
        return (draw(_strings()), draw(st.one_of(_DIFF_TEXTS, st.none())), draw(_DIFF_TEXTS))
    if kind == "diff":
        item: dict[str, Any] = {"type": "diff", "path": draw(st.one_of(_strings(), st.none())),
                                "newText": draw(st.one_of(_DIFF_TEXTS, st.none()))}
        old = draw(st.one_of(_DIFF_TEXTS, st.none(), st.just(5), st.just("missing")))
        if old != "missing":
            item["oldText"] = old
        return item
    return draw(st.sampled_from([
        {"type": "content", "content": {"type": "image", "mimeType": "image/png"}},
        {"type": "content", "content": {"type": "text", "text": 5}},
        {"type": "content", "content": "not a block"},
        {"type": "content"},
        {"type": "content", "content": {"type": "resource_link", "uri": "file:///a`b", "name": "n]"}},
        {"type": "terminal", "terminalId": "t-1"},
        {"type": "diff", "changes": [{"operation": "add", "path": "a.py"}]},
        {"type": "diff", "changes": [], "patch": {"format": "git_patch", "text": "@@ x"}},
        {"type": 3},
        {"type": "unknown kind"},
        {},
    ]))


_FACTS = st.one_of(st.none(), st.sampled_from(["edit", "execute", "completed", "in_progress", ""]),
                   _strings())


@st.composite
def _entries(draw: st.DrawFn) -> ToolCallEntry:
    entry = ToolCallEntry(draw(st.one_of(st.just("call-1"), _strings())))
    entry.title = draw(st.one_of(st.none(), _strings()))
    entry.name, entry.kind, entry.status = draw(_FACTS), draw(_FACTS), draw(_FACTS)
    entry.locations = draw(st.lists(_LOCATIONS, max_size=3))
    entry.items = draw(st.lists(_items(), max_size=3))
    entry.raw_input = draw(st.one_of(st.none(), st.fixed_dictionaries({"command": _strings()}),
                                     st.just({"command": 3}), st.just({"path": "x"})))
    entry.raw_output = draw(st.one_of(st.none(), st.just("output"), st.just({"stdout": "o"})))
    return entry


def _both(entry: ToolCallEntry, after: str) -> tuple[Any, Any]:
    return render_tools.tool_call_block(entry, after), _PYTHON.tool_call_block(entry, after)


def _widths(value: Any) -> Any:
    """The widest character of each string (equal strings of different storage widths compare
    unequal, so a string stored wider than its characters need would show as a difference anyway)."""
    text, links = value
    return max(text, default="\0"), links


def test_render_tools_uses_the_c_block() -> None:
    assert render_tools._c_tool_call_block is _textscan.tool_call_block
    assert render_tools.c_diff_hunks is _linediff.diff_hunks


@settings(max_examples=3000, deadline=None)
@given(_entries(), st.sampled_from(["", "\n\n"]))
def test_the_c_block_is_the_python_one(entry: ToolCallEntry, after: str) -> None:
    c, python = _both(entry, after)
    assert c == python
    assert _widths(c) == _widths(python)


def _written_in_c(item: Any) -> bool:
    if not isinstance(item, dict):
        return False
    if item.get("type") == "diff":
        return isinstance(item.get("path"), str) and isinstance(item.get("newText"), str)
    content = item.get("content")
    return (item.get("type") == "content" and isinstance(content, dict) and content.get("type") == "text"
            and isinstance(content.get("text"), str))


@st.composite
def _common_entries(draw: st.DrawFn) -> ToolCallEntry:
    """Entries the C writes whole: text and protocol-1 diffs, no output without content."""
    entry = draw(_entries())
    entry.items = draw(st.lists(_items().filter(_written_in_c), max_size=3))
    entry.raw_output = None
    return entry


@settings(max_examples=3000, deadline=None)
@given(_common_entries(), st.sampled_from(["", "\n\n"]))
def test_the_common_block_is_written_in_c(entry: ToolCallEntry, after: str) -> None:
    written = _textscan.tool_call_block(
        entry.title, entry.tool_call_id, entry.name, entry.kind, entry.status, entry.locations, entry.items,
        entry.raw_input, entry.raw_output, entry, after, render_tools._C_HELPERS)
    assert written is not None
    python = _PYTHON.tool_call_block(entry, after)
    assert written == python
    assert _widths(written) == _widths(python)


def _entry(**fields: Any) -> ToolCallEntry:
    entry = ToolCallEntry("call-1")
    entry.patch({"title": "Edit a.py", "kind": "edit", "status": "completed", **fields})
    return entry


def test_the_workload_shape() -> None:
    entry = _entry(locations=[{"path": "/p/a.py", "line": 3}], content=[
        {"type": "content", "content": {"type": "text", "text": "done “quoted” café"}},
        {"type": "diff", "path": "/p/a.py", "oldText": "a\nb\nc\n", "newText": "a\nB\nc\n"},
    ])
    block, links = render_tools.tool_call_block(entry, "\n\n")
    assert block == (
        "#### Tool: Edit a.py\n\n*edit · completed*\n\n- `/p/a.py:3`\n\n```text\ndone “quoted” café\n```\n\n"
        "*Diff of* `/p/a.py`\n\n```diff\n--- a/p/a.py\n+++ b/p/a.py\n"
        "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n```\n\n"
    )
    assert links == (("/p/a.py", 3, 4, 3, 12),)
    assert (block, links) == _PYTHON.tool_call_block(entry, "\n\n")


def test_big_edits_and_big_line_numbers_are_the_python_ones() -> None:
    old = "\n".join(f"line {i}" for i in range(40))
    new = "\n".join(f"line {i}`" if i % 2 else f"line {i}" for i in range(40))
    for item in ({"type": "diff", "path": "a", "oldText": old, "newText": new},  # a middle for difflib
                 {"type": "diff", "path": "a", "oldText": None, "newText": new},
                 {"type": "diff", "path": "a", "oldText": "", "newText": ""},
                 {"type": "diff", "path": "a", "oldText": new, "newText": new}):
        entry = _entry(content=[item], locations=[{"path": "`a`", "line": 2**70}, {"path": "a]", "line": 1},
                                                  {"path": "a<b", "line": 5}, {"path": " ", "line": 1}])
        c, python = _both(entry, "")
        assert c == python
        assert _widths(c) == _widths(python)


def test_a_block_of_many_parts() -> None:
    # More pieces than the builder holds without allocating.
    content = [{"type": "content", "content": {"type": "text", "text": f"out `{i}` é"}} for i in range(40)]
    entry = _entry(content=content, locations=[{"path": f"/p/{i}.py", "line": i} for i in range(30)])
    c, python = _both(entry, "\n\n")
    assert c == python
    assert len(c[1]) == 30


def test_outside_the_common_case_the_python_renders() -> None:
    helpers = render_tools._C_HELPERS
    entry = _entry(rawOutput={"stdout": "x"})  # output without content
    assert _textscan.tool_call_block(entry.title, entry.tool_call_id, entry.name, entry.kind, entry.status,
                                     entry.locations, entry.items, entry.raw_input, entry.raw_output, entry,
                                     "", helpers) is None
    assert render_tools.tool_call_block(entry) == _PYTHON.tool_call_block(entry)
    text_type, int_type = type("S", (str,), {}), type("I", (int,), {})
    for odd in ([1], [{"path": text_type("a")}], [{"path": "a", "line": int_type(3)}]):
        entry = _entry()
        entry.locations = odd  # type: ignore[assignment]
        assert _textscan.tool_call_block(entry.title, entry.tool_call_id, entry.name, entry.kind,
                                         entry.status, entry.locations, entry.items, entry.raw_input,
                                         entry.raw_output, entry, "", helpers) is None


def test_arguments_are_checked() -> None:
    with pytest.raises(TypeError, match="takes 12 arguments"):
        _textscan.tool_call_block("t")  # type: ignore[call-arg]
    args: list[Any] = ["t", "id", None, None, None, [], [], None, None, None, "", ()]
    with pytest.raises(TypeError, match="tuple of 7 helpers"):
        _textscan.tool_call_block(*args)
    args[-1], args[-2] = render_tools._C_HELPERS, b""
    with pytest.raises(TypeError, match="must be str"):
        _textscan.tool_call_block(*args)
    args[-2] = ""
    assert _textscan.tool_call_block(*args) == ("#### Tool: t", ())
    args[-1] = (*render_tools._C_HELPERS[:-1], lambda item, entry: 3)
    args[6] = [{"type": "other"}]
    with pytest.raises(TypeError, match="a helper returned int, not str"):
        _textscan.tool_call_block(*args)
