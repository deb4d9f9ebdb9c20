"""Rendering protocol 2's shapes: v2 diffs, agent-owned terminals, streamed tool content, plans by id;
inert whatever the agent sends, and incremental (a terminal's output re-renders the calls showing it)."""

from __future__ import annotations

import base64
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.plain_text import clean_text
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.terminals import OUTPUT_LIMIT
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown
from tests.unit.test_render import (
    assert_inert,
    follow_incrementally,
    kept_blocks,
    scan,
    transcript_of,
    tricky,
)
from tests.unit.test_render import operations as v1_operations

PATCH = "diff --git /w/a.py /w/a.py\n--- /w/a.py\n+++ /w/a.py\n@@ -1 +1 @@\n-a = 1\n+a = 2\n"


def b64(data: str | bytes) -> str:
    return base64.b64encode(data.encode() if isinstance(data, str) else data).decode()


def call(call_id: str = "c1", **fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "tool_call_update", "toolCallId": call_id, **fields}


def v2_diff(changes: list[dict[str, Any]], patch: Any = None) -> dict[str, Any]:
    item: dict[str, Any] = {"type": "diff", "changes": changes}
    if patch is not None:
        item["patch"] = patch
    return item


def terminal_ref(terminal_id: str = "t1") -> dict[str, Any]:
    return {"type": "terminal", "terminalId": terminal_id}


def output(data: str | bytes, terminal_id: str = "t1") -> dict[str, Any]:
    return {"sessionUpdate": "terminal_output_chunk", "terminalId": terminal_id, "data": b64(data)}


def text_chunk(text: str, call_id: str = "c1") -> dict[str, Any]:
    item = {"type": "content", "content": {"type": "text", "text": text}}
    return {"sessionUpdate": "tool_call_content_chunk", "toolCallId": call_id, "content": item}


# -- diffs -------------------------------------------------------------------------------------------


def test_a_v2_diff_with_a_patch_shows_the_patch_in_a_diff_fence() -> None:
    change = {"operation": "modify", "path": "/w/a.py", "fileType": "text"}
    markdown = render_markdown(
        transcript_of(call(title="Edit", content=[v2_diff([change], {"format": "git_patch", "text": PATCH})]))
    )
    assert "*Diff of* `/w/a.py`\n\n```diff\ndiff --git /w/a.py /w/a.py\n" in markdown
    _, regions, _ = scan(markdown)
    assert PATCH.rstrip("\n").split("\n") in regions
    assert "malformed" not in markdown


def test_a_v2_diff_without_a_patch_lists_the_changes() -> None:
    changes = [
        {"operation": "delete", "path": "/w/old.txt", "fileType": "text"},
        {
            "operation": "move",
            "oldPath": "/w/x.png",
            "path": "/w/y.png",
            "fileType": "binary",
            "mimeType": "image/png",
        },
        {"operation": "_rename_case", "path": "/w/Z"},
        {"operation": "add"},
    ]
    markdown = render_markdown(
        transcript_of(call(content=[v2_diff(changes, {"format": "git_patch", "text": ""})]))
    )
    assert (
        "*Changes:*\n\n"
        "- deleted `/w/old.txt` *(text)*\n"
        "- moved `/w/x.png` → `/w/y.png` *(binary, image/png)*\n"
        "- changed (`_rename_case`) `/w/Z`\n"
        "- added (no path)\n"
    ) in markdown


def test_diff_headings_and_lists_stay_short() -> None:
    changes = [{"operation": "modify", "path": f"/w/f{i}.py"} for i in range(25)]
    with_patch = render_markdown(
        transcript_of(call(content=[v2_diff(changes, {"format": "git_patch", "text": PATCH})]))
    )
    assert "`/w/f9.py` and 15 more\n" in with_patch and "/w/f10.py" not in with_patch
    listed = render_markdown(transcript_of(call(content=[v2_diff(changes)])))
    assert "- modified `/w/f9.py`\n- … and 15 more\n" in listed


def test_malformed_and_empty_diffs_say_so_and_v1_diffs_are_unchanged() -> None:
    markdown = render_markdown(
        transcript_of(
            call(
                content=[
                    {"type": "diff", "changes": "all"},
                    v2_diff([]),
                    {"type": "diff", "path": "/w/a", "oldText": "x"},
                    {"type": "diff", "path": "/w/b", "oldText": "x\n", "newText": "y\n", "changes": []},
                    v2_diff(
                        [{"operation": "modify", "path": "/w/c"}], {"format": "_svn", "text": "Index: c\n"}
                    ),
                ]
            )
        )
    )
    assert markdown.count("*Diff (malformed)*") == 2 and "*Diff (no changes listed)*" in markdown
    assert "*Diff of* `/w/b`\n\n```diff\n--- a/w/b\n+++ b/w/b\n" in markdown  # protocol 1's shape wins
    assert "*Diff of* `/w/c` · *format* `_svn`\n\n```\nIndex: c\n```" in markdown


def test_a_patch_cannot_break_out_of_its_fence() -> None:
    hostile = "+```\n+# Forged heading\n+<script>x</script> [a](command:evil)\n" + "`" * 9
    markdown = render_markdown(
        transcript_of(
            call(
                content=[
                    v2_diff(
                        [{"operation": "add", "path": "/w/`x`"}], {"format": "git_patch", "text": hostile}
                    )
                ]
            )
        )
    )
    outside = assert_inert(markdown)
    assert "# Forged heading" not in outside and "+# Forged heading" not in outside


# -- terminals and streamed content ------------------------------------------------------------------


def test_a_terminal_shows_its_command_output_and_exit_status() -> None:
    t = transcript_of(
        call(title="Test", kind="execute", status="completed", content=[terminal_ref()]),
        {"sessionUpdate": "terminal_update", "terminalId": "t1", "command": "cargo test"},
        output("\x1b[32mok\x1b[0m 3 passed\r\n```\n"),
        {"sessionUpdate": "terminal_update", "terminalId": "t1", "exitStatus": {"exitCode": 101}},
    )
    markdown = render_markdown(t)
    assert "*Terminal* `t1` · `cargo test` · exit code 101\n\n````text\nok 3 passed\n```\n````" in markdown
    assert_inert(markdown)


def test_a_terminal_reference_nothing_filled_in_is_shown_as_before() -> None:
    t = transcript_of(call(content=[terminal_ref()]), call("c2", content=[{"type": "terminal"}]))
    markdown = render_markdown(t)
    assert "*Terminal* `t1`\n\n" in markdown and "*Terminal*\n\n" in markdown


def test_a_signal_and_an_unknown_exit() -> None:
    for status, shown in (({"signal": "SIGKILL"}, "killed by SIGKILL"), ({}, "exited")):
        t = transcript_of(
            call(content=[terminal_ref()]),
            {"sessionUpdate": "terminal_update", "terminalId": "t1", "exitStatus": status},
        )
        assert f"*Terminal* `t1` · {shown}\n" in render_markdown(t)


def test_cut_terminal_output_says_so() -> None:
    t = transcript_of(call(content=[terminal_ref()]))
    for _ in range(3):
        t.apply(output(b"x" * OUTPUT_LIMIT))
    markdown = render_markdown(t)
    assert "*Output cut: the first 2.0 MB are not kept; the last 1.0 MB follow.*" in markdown


def test_streamed_text_chunks_render_as_one_output_block() -> None:
    markdown = render_markdown(
        transcript_of(text_chunk("line 1\nli"), text_chunk("ne 2"), call(title="Read"))
    )
    assert "#### Tool: Read\n\n```text\nline 1\nline 2\n```\n" in markdown


def test_plans_of_other_types() -> None:
    markdown = render_markdown(
        transcript_of(
            {
                "sessionUpdate": "plan_update",
                "plan": {"type": "markdown", "planId": "a", "content": "1. <b>x</b>"},
            },
            {
                "sessionUpdate": "plan_update",
                "plan": {"type": "file", "planId": "b", "uri": "file:///w/PLAN.md"},
            },
            {"sessionUpdate": "plan_update", "plan": {"type": "_board", "planId": "c"}},
        )
    )
    assert "**Plan**\n\n1. &lt;b>x&lt;/b>\n" in markdown
    assert "**Plan** *in* `file:///w/PLAN.md`\n" in markdown and "**Plan** *of type* `_board`\n" in markdown


# -- safety, whatever the agent sends ----------------------------------------------------------------


@settings(max_examples=200)
@given(st.lists(tricky, min_size=10, max_size=10))
def test_no_agent_text_breaks_out_of_protocol_2_shapes(values: list[str]) -> None:
    t = transcript_of(
        call(title=values[0], kind="execute", name=values[1], content=[terminal_ref(values[2] or "t")]),
        {"sessionUpdate": "terminal_update", "terminalId": values[2] or "t", "command": values[3]},
        output(values[4], values[2] or "t"),
        {
            "sessionUpdate": "terminal_update",
            "terminalId": values[2] or "t",
            "exitStatus": {"signal": values[5]},
        },
        text_chunk(values[6], "c2"),
        text_chunk(values[7], "c2"),
        call(
            "c3",
            content=[
                v2_diff(
                    [{"operation": values[8], "path": values[9]}], {"format": "git_patch", "text": values[4]}
                ),
                v2_diff(
                    [{"operation": "move", "oldPath": values[8], "path": values[9], "fileType": values[5]}]
                ),
            ],
        ),
        {"sessionUpdate": "plan_update", "plan": {"type": "markdown", "planId": "p", "content": values[7]}},
        {"sessionUpdate": "plan_update", "plan": {"type": values[8] or "x", "planId": "q", "uri": values[9]}},
    )
    markdown = render_markdown(t)
    outside = assert_inert(markdown)
    assert sum(line.startswith("#### Tool: ") for line in outside) == 3
    _, regions, _ = scan(markdown)
    streamed = clean_text(values[6] + values[7]).rstrip("\n")
    assert not streamed or streamed.split("\n") in regions
    shown = clean_text(values[4]).rstrip("\n")
    assert not shown.strip() or shown.split("\n") in regions  # the terminal's output, and the patch


# -- incremental rendering -----------------------------------------------------------------------------


def test_terminal_output_re_renders_only_the_tool_calls_showing_it() -> None:
    t = Transcript("s")
    for i in range(500):
        t.apply(
            {
                "sessionUpdate": "agent_message_chunk",
                "messageId": f"a{i}",
                "content": {"type": "text", "text": "x"},
            }
        )
    t.apply(call("c1", title="Run", content=[terminal_ref()]))
    t.apply(call("c2", title="Other"))
    document = TranscriptMarkdown(t)
    document.text()
    for n in range(50):
        version, renders = t.version, document.render_count
        t.apply(output(f"line {n}\n"))
        tail = document.delta_since(version).tail
        assert document.render_count == renders + 1
        assert tail.startswith("#### Tool: Run\n") and f"line {n}\n" in tail and len(tail) < 1000


v2_updates = st.one_of(
    st.builds(lambda i, text: text_chunk(text, f"c{i}"), st.integers(0, 2), tricky),
    st.builds(
        lambda i, t: call(f"c{i}", content=[terminal_ref(f"t{t}")]), st.integers(0, 2), st.integers(0, 1)
    ),
    st.builds(lambda i: call(f"c{i}", content=[]), st.integers(0, 2)),
    st.builds(lambda t, text: output(text, f"t{t}"), st.integers(0, 1), tricky),
    st.builds(
        lambda t, command, code: {
            "sessionUpdate": "terminal_update",
            "terminalId": f"t{t}",
            "command": command,
            "output": {"data": b64(command)},
            "exitStatus": {"exitCode": code},
        },
        st.integers(0, 1),
        tricky,
        st.integers(0, 2),
    ),
    st.builds(
        lambda p, s: {
            "sessionUpdate": "plan_update",
            "plan": {"type": "items", "planId": f"p{p}", "entries": [{"content": "x", "status": s}]},
        },
        st.integers(0, 2),
        st.sampled_from(["pending", "completed"]),
    ),
    st.builds(lambda p: {"sessionUpdate": "plan_removed", "planId": f"p{p}"}, st.integers(0, 2)),
    st.builds(
        lambda text: call(
            "c0",
            content=[v2_diff([{"operation": "add", "path": "/a"}], {"format": "git_patch", "text": text})],
        ),
        tricky,
    ),
)
# Protocol 1's operations (chunks, tool calls, plans, title, usage, replay passes, completeness) too.
operations = st.one_of(v1_operations, v2_updates.map(lambda update: ("apply", update)))


@settings(max_examples=400)
@given(st.lists(operations, max_size=40), kept_blocks)
def test_incremental_document_always_equals_a_fresh_render(
    ops: list[tuple[Any, ...]], kept: int | None
) -> None:
    assert_inert(follow_incrementally(ops, kept))
