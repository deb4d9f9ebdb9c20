"""Golden cases of a tool call's whole block, `render_tools.tool_call_block`: its text, and its links
(each location's path and line, and the block line and columns of the text shown for it).

The cases are the shape a replay is made of (text and an edit), locations whose paths need a longer
code span, escaping or nothing at all and whose lines are too big for a machine integer, protocol-1
diffs of every kind (a big middle, a new file, no lines, no change), a block of many parts, and
output without content."""

from __future__ import annotations

from typing import Any

import pytest

from acp_bridge.acp.updates import ToolCall, update_from_json
from acp_bridge.sessions.diffs import unified_diff
from acp_bridge.sessions.render_tools import tool_call_block
from acp_bridge.sessions.sanitize import fenced
from acp_bridge.sessions.tool_call_entry import ToolCallEntry

_HEAD = "#### Tool: Edit a.py\n\n*edit · completed*\n\n"


def patch(entry: ToolCallEntry, fields: dict[str, Any]) -> None:
    """`entry` patched by a `tool_call_update` of these fields, read as the bridge reads one."""
    update = update_from_json({"sessionUpdate": "tool_call_update", **fields})
    assert isinstance(update, ToolCall)
    entry.patch(update)


def _entry(**fields: Any) -> ToolCallEntry:
    entry = ToolCallEntry("call-1")
    patch(entry, {"title": "Edit a.py", "kind": "edit", "status": "completed", **fields})
    return entry


def _linked(block: str, links: tuple[Any, ...]) -> list[str]:
    """The text each link points at."""
    lines = block.split("\n")
    return [lines[line][start:end] for _, _, line, start, end in links]


def test_the_workload_shape() -> None:
    entry = _entry(locations=[{"path": "/p/a.py", "line": 3}], content=[
        {"type": "content", "content": {"type": "text", "text": "done “quoted” café"}},
        {"type": "diff", "path": "/p/a.py", "oldText": "a\nb\nc\n", "newText": "a\nB\nc\n"},
    ])
    block, links = tool_call_block(entry, "\n\n")
    assert block == (
        "#### Tool: Edit a.py\n\n*edit · completed*\n\n- `/p/a.py:3`\n\n```text\ndone “quoted” café\n```\n\n"
        "*Diff of* `/p/a.py`\n\n```diff\n--- a/p/a.py\n+++ b/p/a.py\n"
        "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n```\n\n"
    )
    assert links == (("/p/a.py", 3, 4, 3, 12),)


def test_locations_with_backticks_brackets_big_lines_and_blank_paths() -> None:
    entry = _entry(locations=[{"path": "`a`", "line": 2**70}, {"path": "a]", "line": 1},
                              {"path": "a<b", "line": 5}, {"path": " ", "line": 1}])
    block, links = tool_call_block(entry)
    assert block == _HEAD + f"- `` `a`:{2**70} ``\n- a&#93;:1\n- a&lt;b:5"
    assert links == (("`a`", 2**70, 4, 5, 31), ("a]", 1, 5, 2, 10), ("a<b", 5, 6, 2, 10))
    assert _linked(block, links) == [f"`a`:{2**70}", "a&#93;:1", "a&lt;b:5"]


def test_a_location_shown_as_escaped_text_is_linked_whole_even_when_it_starts_with_a_backtick() -> None:
    entry = _entry(locations=[{"path": "`a<b", "line": 1}, {"path": "`a<b`"}])
    block, links = tool_call_block(entry)
    assert block == _HEAD + "- `a&lt;b:1\n- `a&lt;b`"
    assert _linked(block, links) == ["`a&lt;b:1", "`a&lt;b`"]


_OLD = "\n".join(f"line {i}" for i in range(40))
_NEW = "\n".join(f"line {i}`" if i % 2 else f"line {i}" for i in range(40))


@pytest.mark.parametrize(
    ("old", "new"),
    [(_OLD, _NEW), (None, _NEW), ("", ""), (_NEW, _NEW)],  # a middle for difflib, a new file, nothing
)
def test_a_diff_is_its_unified_diff_in_a_fence(old: str | None, new: str) -> None:
    entry = _entry(content=[{"type": "diff", "path": "a", "oldText": old, "newText": new}])
    diff = fenced(unified_diff("a", old, new), "diff")
    assert tool_call_block(entry) == (_HEAD + f"*Diff of* `a`\n\n{diff}", ())


def test_a_new_file_and_an_empty_diff() -> None:
    new_file = _entry(content=[{"type": "diff", "path": "a", "oldText": None, "newText": "x\ny`\n"}])
    assert tool_call_block(new_file, "\n\n") == (
        _HEAD + "*Diff of* `a`\n\n```diff\n--- /dev/null\n+++ b/a\n@@ -0,0 +1,2 @@\n+x\n+y`\n```\n\n", ()
    )
    unchanged = _entry(content=[{"type": "diff", "path": "a", "oldText": "x\n", "newText": "x\n"}])
    assert tool_call_block(unchanged) == (_HEAD + "*Diff of* `a`\n\n```\n```", ())


def test_a_block_of_many_parts() -> None:
    content = [{"type": "content", "content": {"type": "text", "text": f"out `{i}` é"}} for i in range(40)]
    entry = _entry(content=content, locations=[{"path": f"/p/{i}.py", "line": i} for i in range(30)])
    block, links = tool_call_block(entry, "\n\n")
    assert block == (
        _HEAD + "\n".join(f"- `/p/{i}.py:{i}`" for i in range(30)) + "\n\n"
        + "\n\n".join(f"```text\nout `{i}` é\n```" for i in range(40)) + "\n\n"
    )
    assert links == tuple((f"/p/{i}.py", i, 4 + i, 3, 3 + len(f"/p/{i}.py:{i}")) for i in range(30))
    assert _linked(block, links) == [f"/p/{i}.py:{i}" for i in range(30)]


def test_output_without_content_and_a_title_alone() -> None:
    assert tool_call_block(_entry(rawOutput={"stdout": "x"})) == (_HEAD + "*Output:*\n\n```\nx\n```", ())
    titled = ToolCallEntry("call-1")
    patch(titled, {"title": "t"})
    assert tool_call_block(titled) == ("#### Tool: t", ())


def test_a_field_equal_to_the_title_is_not_said_twice() -> None:
    """claude-agent-acp names a tool call by its tool ("Bash"): the heading says it, the line under
    it says only what it adds. Its location links move up with it."""
    entry = ToolCallEntry("call-1")
    patch(entry, {"title": "Bash", "name": "bash", "kind": "execute", "status": "completed",
                 "locations": [{"path": "/p/a.py"}]})
    block, links = tool_call_block(entry)
    assert block == "#### Tool: Bash\n\n*execute · completed*\n\n- `/p/a.py`"
    assert _linked(block, links) == ["/p/a.py"]
    alone = ToolCallEntry("call-2")
    patch(alone, {"title": "Read", "name": "Read"})
    assert tool_call_block(alone) == ("#### Tool: Read", ())


def test_the_schemas_kinds_and_statuses_read_as_words_and_a_name_as_it_is() -> None:
    entry = _entry(name="read_file", kind="switch_mode", status="in_progress")
    block, _ = tool_call_block(entry)
    assert block == "#### Tool: Edit a.py\n\n*read_file · switch mode · in progress*"
