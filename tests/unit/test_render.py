"""Markdown rendering: what the transcript document shows, that agent text stays inert, and that
rendering is incremental (a streamed chunk re-renders one block and sends only the tail)."""

from __future__ import annotations

import io
import itertools
import re
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.plain_text import clean_text
from acp_bridge.sessions.message_markdown import prose_markdown
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.render_blocks import NO_HISTORY, PROMPT_RUNNING, grouped
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown, write_markdown


def text(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


def chunk(kind: str, value: str, message_id: str | None = None) -> dict[str, Any]:
    update: dict[str, Any] = {"sessionUpdate": f"{kind}_chunk", "content": text(value)}
    if message_id is not None:
        update["messageId"] = message_id
    return update


def transcript_of(*updates: Any, session_id: str = "sess_0123456789") -> Transcript:
    t = Transcript(session_id)
    for update in updates:
        t.apply(update)
    return t


def tool(**fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "tool_call", "toolCallId": "c1", **fields}


# -- a CommonMark fence scanner for our output -------------------------------------------------------

_FENCE_OPEN = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")


def scan(markdown: str) -> tuple[list[str], list[list[str]], bool]:
    """Lines outside fenced code, the contents of each fenced block, and whether a fence is left open.
    Follows CommonMark for fences at top level and inside one block quote (all our output uses)."""
    outside: list[str] = []
    regions: list[list[str]] = []
    fence: tuple[str, int, bool] | None = None
    for line in markdown.split("\n"):
        quoted = line.startswith(">")
        inner = line[2:] if line.startswith("> ") else line[1:] if quoted else line
        if fence is not None:
            char, length, in_quote = fence
            if in_quote and not quoted:
                fence = None  # the block quote ended, and the fence with it
            else:
                body = inner if in_quote else line
                if re.fullmatch(rf" {{0,3}}{re.escape(char)}{{{length},}}[ \t]*", body):
                    fence = None
                else:
                    regions[-1].append(body)
                continue
        match = _FENCE_OPEN.match(inner)
        if match and not (match.group(2)[0] == "`" and "`" in match.group(3)):
            fence = (match.group(2)[0], len(match.group(2)), quoted)
            regions.append([])
            continue
        outside.append(line)
    return outside, regions, fence is not None


#: A `<` that could open a tag, a comment, a declaration or an autolink: all but one followed by a
#: space or tab, alone or after `=`s or `-`s (CommonMark starts none of them so).
_OPENING_LT = re.compile(r"<(?![ \t]|[=-]+[ \t])")


def without_code_spans(line: str) -> str:
    """A line with each code span, which shows what it holds as typed, written as one backtick (what
    is before and after it is not next to each other): a backtick run (not after a backslash) and
    the next run of its length on the line, as CommonMark pairs them there."""
    runs = [(m.start(), m.end()) for m in re.finditer(r"(?<!\\)`+", line)]
    kept, done, i = [], 0, 0
    while i < len(runs):
        start, end = runs[i]
        close = next((j for j in range(i + 1, len(runs)) if runs[j][1] - runs[j][0] == end - start), None)
        if close is None:
            i += 1
            continue
        kept.append(line[done:start] + "`")
        done, i = runs[close][1], close + 1
    return "".join(kept) + line[done:]


def assert_inert(markdown: str) -> list[str]:
    outside, _, still_open = scan(markdown)
    assert not still_open, "a fence is left open"
    for line in outside:
        assert "]:" not in line, line  # a link reference definition is read before code spans
        assert not _OPENING_LT.search(without_code_spans(line)), line
        assert not re.search(r"\][(\[]", without_code_spans(line)), line
    assert not re.search("[\u202a-\u202e\u2066-\u2069\r\x00-\x08\x0b-\x1f\x7f-\x9f]", markdown)
    return outside


# -- what the document shows -------------------------------------------------------------------------


def test_empty_transcript_says_no_history() -> None:
    markdown = render_markdown(Transcript("sess_0123456789"))
    assert NO_HISTORY in markdown
    assert markdown.startswith("# Session sess_012\n")


def test_a_prompt_waiting_for_its_answer_ends_the_document_as_one_tail_edit_until_the_turn_ends() -> None:
    transcript = Transcript("s")
    doc = TranscriptMarkdown(transcript)
    said = {"type": "text", "text": "hi"}
    transcript.apply({"sessionUpdate": "user_message_chunk", "content": said}, live=True)
    transcript.set_prompt_running(True)
    held = doc.text()
    assert held.endswith("hi\n\n" + PROMPT_RUNNING + "\n") and NO_HISTORY not in held
    answer = {"type": "text", "text": "yo"}
    transcript.apply({"sessionUpdate": "agent_message_chunk", "content": answer}, live=True)
    transcript.set_prompt_running(False)
    version = transcript.version
    delta = doc.delta_since(version - 2)
    assert delta.applied_to(held) == doc.text()
    assert PROMPT_RUNNING not in doc.text() and doc.text().rstrip().endswith("yo")
    assert delta.offset >= held.index("hi"), "the tail changed, not the whole document"


def test_title_heads_the_document_cleaned() -> None:
    t = transcript_of({"sessionUpdate": "session_info_update", "title": "Fix\u202e the\n<b>bug</b>"})
    assert render_markdown(t).startswith("# Fix the &lt;b>bug&lt;/b>\n")


def test_turns_have_role_headings_and_thoughts_are_quoted_without_html() -> None:
    t = transcript_of(
        chunk("user_message", "Why is CI red?"),
        chunk("agent_thought", "Check logs\nfirst"),
        chunk("agent_message", "The linter fails."),
    )
    markdown = render_markdown(t)
    assert "## User\n\nWhy is CI red?\n" in markdown
    assert "> **Thought**\n>\n> Check logs\n> first\n" in markdown
    assert "### Agent\n\nThe linter fails.\n" in markdown
    assert "<" not in markdown


def test_tool_call_shows_title_kind_status_locations_and_diff() -> None:
    t = transcript_of(
        tool(
            title="Edit config",
            kind="edit",
            status="completed",
            locations=[{"path": "/p/config.json", "line": 3}],
            content=[{"type": "diff", "path": "/p/config.json", "oldText": "a\nb\n", "newText": "a\nc\n"}],
        )
    )
    markdown = render_markdown(t)
    assert "#### Tool: Edit config\n\n*edit · completed*\n\n- `/p/config.json:3`\n" in markdown
    _, regions, _ = scan(markdown)
    # As git shows it: the files' final line breaks end their last lines, no empty line follows.
    assert ["--- a/p/config.json", "+++ b/p/config.json", "@@ -1,2 +1,2 @@", " a", "-b", "+c"] in regions
    assert "```diff\n--- a/p/config.json\n+++ b/p/config.json\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n```\n" in markdown


def test_new_file_diff_is_against_dev_null() -> None:
    t = transcript_of(
        tool(title="Create", content=[{"type": "diff", "path": "/p/new.py", "newText": "x = 1"}])
    )
    _, regions, _ = scan(render_markdown(t))
    no_newline = "\\ No newline at end of file"
    assert ["--- /dev/null", "+++ b/p/new.py", "@@ -0,0 +1 @@", "+x = 1", no_newline] in regions
    t = transcript_of(
        tool(title="Create", content=[{"type": "diff", "path": "/p/new.py", "newText": "x = 1\ny = 2\n"}])
    )
    _, regions, _ = scan(render_markdown(t))
    assert ["--- /dev/null", "+++ b/p/new.py", "@@ -0,0 +1,2 @@", "+x = 1", "+y = 2"] in regions


def test_diff_shows_a_line_break_added_or_removed_at_the_end_as_git_does() -> None:
    t = transcript_of(
        tool(
            title="Edit", content=[{"type": "diff", "path": "/p/a", "oldText": "a\nb", "newText": "a\nb\n"}]
        ),
        tool(
            toolCallId="c2",
            title="Edit",
            content=[{"type": "diff", "path": "/p/a", "oldText": "a\nb\n", "newText": "a\nb"}],
        ),
    )
    _, regions, _ = scan(render_markdown(t))
    no_newline = "\\ No newline at end of file"
    assert ["--- a/p/a", "+++ b/p/a", "@@ -1,2 +1,2 @@", " a", "-b", no_newline, "+b"] in regions
    assert ["--- a/p/a", "+++ b/p/a", "@@ -1,2 +1,2 @@", " a", "-b", "+b", no_newline] in regions


def test_tool_output_command_and_terminal() -> None:
    t = transcript_of(
        tool(
            title="Run tests",
            kind="execute",
            status="failed",
            rawInput={"command": "pytest -q"},
            rawOutput={"output": "1 failed"},
        ),
        {
            "sessionUpdate": "tool_call",
            "toolCallId": "c2",
            "title": "Build",
            "content": [
                {"type": "terminal", "terminalId": "term_1"},
                {"type": "content", "content": text("ok")},
            ],
        },
    )
    _, regions, _ = scan(render_markdown(t))
    assert ["$ pytest -q"] in regions and ["1 failed"] in regions and ["ok"] in regions
    assert "*Terminal* `term_1`" in render_markdown(t)


def test_tool_call_without_title_uses_its_id() -> None:
    t = transcript_of({"sessionUpdate": "tool_call_update", "toolCallId": "call_9", "_meta": {}})
    assert "#### Tool: Tool call call_9\n" in render_markdown(t)


def test_plan_is_a_checklist_with_progress_marked() -> None:
    t = transcript_of(
        {
            "sessionUpdate": "plan",
            "entries": [
                {"content": "Read code", "status": "completed"},
                {"content": "Write fix", "status": "in_progress"},
                {"content": "Run tests", "status": "pending"},
            ],
        }
    )
    assert (
        "**Plan**\n\n- [x] Read code\n- [ ] Write fix *(in progress)*\n- [ ] Run tests\n"
        in render_markdown(t)
    )


def test_mode_usage_and_unknown_notes() -> None:
    t = transcript_of(
        {"sessionUpdate": "current_mode_update", "currentModeId": "architect"},
        {
            "sessionUpdate": "usage_update",
            "used": 53000,
            "size": 200000,
            "cost": {"amount": 0.4, "currency": "USD"},
        },
        {"sessionUpdate": "agent_video_chunk", "content": {"type": "video", "src": "<x>"}},
    )
    markdown = render_markdown(t)
    assert "*Mode:* `architect`" in markdown
    assert "*Usage:* 53,000 / 200,000 tokens (26%) · cost 0.40 USD" in markdown
    [note] = [line for line in markdown.split("\n") if line.startswith("*Unknown update*")]
    assert "`agent_video_chunk`" in note and "\\u003cx\\u003e" in note


@given(st.integers() | st.sampled_from([0, 999, 1000, -1000, 999_999, 1_000_000, -(10**30)]))
def test_usage_figures_are_grouped_by_thousands_as_python_formats_them(number: int) -> None:
    assert grouped(number) == f"{number:,}"


def test_non_text_blocks_are_short_notes() -> None:
    t = transcript_of(
        {
            "sessionUpdate": "user_message_chunk",
            "content": {"type": "image", "mimeType": "image/png", "data": "A" * 9000},
        },
        {
            "sessionUpdate": "user_message_chunk",
            "content": {"type": "resource_link", "uri": "file:///p/a.pdf", "name": "a.pdf"},
        },
        {
            "sessionUpdate": "user_message_chunk",
            "content": {"type": "resource", "resource": {"uri": "file:///p/b.py", "text": "x"}},
        },
    )
    markdown = render_markdown(t)
    assert "*Image (image/png)*" in markdown and "AAAA" not in markdown
    assert "*Resource link:* `file:///p/a.pdf` — a.pdf" in markdown
    assert "*Embedded resource:* `file:///p/b.py`" in markdown


def test_incomplete_transcript_ends_saying_where_and_why() -> None:
    t = transcript_of(chunk("user_message", "Refactor"), chunk("agent_message", "Starting"))
    t.mark_incomplete("the agent exited (code 1)")
    *_, heading, blank, last = render_markdown(t).rstrip("\n").split("\n")
    assert (heading, blank) == ("## Incomplete transcript", "")
    assert last == (
        "It stops after 2 entries; the last one is “Agent: Starting”. Reason: the agent exited (code 1)"
    )
    one = transcript_of(chunk("user_message", "Refactor"))
    one.mark_incomplete("timed out")
    assert render_markdown(one).rstrip("\n").endswith(
        "It stops after its one entry, “User: Refactor”. Reason: timed out"
    )


def test_incomplete_and_empty() -> None:
    t = Transcript("s")
    t.mark_incomplete("load failed")
    markdown = render_markdown(t)
    assert NO_HISTORY in markdown and "Nothing arrived before it stopped. Reason: load failed" in markdown


# -- agent text stays inert --------------------------------------------------------------------------


def test_agent_code_fences_render_but_cannot_swallow_the_transcript() -> None:
    t = transcript_of(
        chunk("agent_message", "Try:\n```python\nprint('<hi>')\n"), chunk("user_message", "Thanks")
    )
    markdown = render_markdown(t)
    outside, regions, still_open = scan(markdown)
    assert ["print('<hi>')"] in regions
    assert "## User" in outside and not still_open


def test_fence_is_longer_than_any_backtick_run_in_tool_output() -> None:
    output = "a\n```\n````\n<script>alert(1)</script>\n~~~"
    t = transcript_of(tool(title="x", content=[{"type": "content", "content": text(output)}]))
    markdown = render_markdown(t)
    assert "`````text\n" in markdown
    _, regions, _ = scan(markdown)
    assert output.split("\n") in regions
    assert_inert(markdown)


def test_html_links_and_autolinks_are_neutralised() -> None:
    t = transcript_of(
        chunk(
            "agent_message",
            "<img src=x onerror=alert(1)> [run](command:workbench.action.terminal.new) "
            "<command:evil> ![i](http://x/p.png) [ref]: command:x &lt; done",
        )
    )
    markdown = render_markdown(t)
    assert "](command:" not in markdown and "]:" not in markdown and "<" not in markdown
    assert "&lt;img src=x onerror=alert(1)>" in markdown
    assert "&amp;lt; done" in markdown  # a typed entity shows as typed


def test_paths_and_titles_lose_controls_and_bidi_overrides() -> None:
    t = transcript_of(
        tool(title="Read \u202eevil\u2066\nfile", locations=[{"path": "/p/\u202ea\x1b[31m.py\n"}])
    )
    markdown = render_markdown(t)
    assert "#### Tool: Read evil file\n" in markdown
    assert "- `/p/a.py`\n" in markdown


def test_plain_text_stays_readable() -> None:
    said = "Q&A: use `x` and [brackets] -> fine; a > b, b < c, c <= d\n> e"
    t = transcript_of(chunk("agent_message", said))
    shown = "Q&A: use `x` and [brackets] -> fine; a > b, b < c, c <= d\n&gt; e"  # `>` opening a quote
    assert shown in render_markdown(t)


tricky = st.lists(
    st.sampled_from(
        [
            "```",
            "````",
            "~~~",
            "`",
            "``",
            "\n",
            "\r",
            "\r\n",
            "<",
            ">",
            "<script>",
            "[",
            "]",
            "(",
            ")",
            ":",
            "](command:x)",
            "][",
            "]:",
            "&",
            "&lt;",
            "&#60;",
            "\\",
            " ",
            "    ",
            "\t",
            "a",
            "b",
            "#",
            "- ",
            "> ",
            "|",
            "\u202e",
            "\u2066",
            "\u2028",
            "\x00",
            "\x1b[31m",
            "<http://x>",
            "command:evil",
            "1. ",
            "---",
        ]
    ),
    max_size=30,
).map("".join)


@settings(max_examples=300)
@given(st.lists(tricky, min_size=14, max_size=14))
def test_no_agent_text_breaks_out(values: list[str]) -> None:
    t = transcript_of(
        {"sessionUpdate": "session_info_update", "title": values[0]},
        chunk("user_message", values[1]),
        chunk("agent_thought", values[2]),
        chunk("agent_message", values[3]),
        tool(
            title=values[4],
            kind=values[5],
            status="completed",
            locations=[{"path": values[6], "line": 1}],
            content=[
                {"type": "content", "content": text(values[7])},
                {"type": "diff", "path": values[6], "oldText": values[8], "newText": values[9]},
            ],
        ),
        {"sessionUpdate": "plan", "entries": [{"content": values[10], "status": "in_progress"}]},
        {"sessionUpdate": "current_mode_update", "currentModeId": values[11]},
        {
            "sessionUpdate": "user_message_chunk",
            "content": {"type": "resource_link", "uri": values[12], "name": values[13]},
        },
        {"sessionUpdate": values[13], "payload": values[12]},
        chunk("user_message", "end"),
    )
    t.mark_incomplete(values[12])
    markdown = render_markdown(t)
    outside = assert_inert(markdown)
    for heading in ("## User", "### Agent", "> **Thought**", "**Plan**"):
        assert heading in outside
    assert sum(line.startswith("#### Tool: ") for line in outside) >= 1
    _, regions, _ = scan(markdown)
    tool_text = clean_text(values[7]).rstrip("\n")
    assert (tool_text.split("\n") if tool_text else []) in regions


# -- incremental rendering -----------------------------------------------------------------------------


def test_appending_a_chunk_rerenders_one_block_and_sends_only_the_tail() -> None:
    t = Transcript("s")
    for i in range(2000):
        t.apply(chunk("user_message", f"prompt {i}", f"u{i}"))
        t.apply(chunk("agent_message", f"answer {i}", f"a{i}"))
    document = TranscriptMarkdown(t)
    full = document.text()
    version, renders = t.version, document.render_count
    t.apply(chunk("agent_message", " and more", "a1999"))
    delta = document.delta_since(version)
    tail = delta.tail
    assert document.render_count == renders + 1
    assert delta.head is None and full[: delta.offset] + tail == document.text()
    assert tail.startswith("### Agent\n") and len(tail) < 100
    t.apply(chunk("user_message", " (edited)", "u5"))  # an early message, by id
    tail = document.delta_since(t.version - 1).tail
    assert document.render_count == renders + 2
    assert tail.startswith("## User\n\nprompt 5 (edited)")


def test_streaming_renders_each_update_once() -> None:
    t = Transcript("s")
    document = TranscriptMarkdown(t)
    updates = 0
    for i in range(2000):
        for update in (
            chunk("user_message", "q", f"u{i}"),
            chunk("agent_message", "a", f"a{i}"),
            chunk("agent_message", "b", f"a{i}"),
            tool(toolCallId=f"c{i}", title="t"),
            {"sessionUpdate": "tool_call_update", "toolCallId": f"c{i}", "status": "completed"},
        ):
            version = t.version
            t.apply(update)
            updates += 1
            tail = document.delta_since(version).tail
            assert len(tail) < 200  # never the whole document
    assert document.render_count == updates


def test_state_only_changes_send_nothing() -> None:
    t = transcript_of(chunk("user_message", "hi"))
    document = TranscriptMarkdown(t)
    document.text()
    version = t.version
    t.apply({"sessionUpdate": "available_commands_update", "availableCommands": []})
    assert document.delta_since(version) == (len(document.text()), 2 + 4, "", None, 0)


def test_a_new_title_is_an_edit_of_the_header_alone() -> None:
    # A long transcript whose client holds it all, its blocks let go as in the language server: a new
    # title (the agent's, or the user renaming the session) replaces the first line and nothing else.
    t = transcript_of(
        *[chunk("user_message" if i % 2 == 0 else "agent_message", f"text {i}", f"m{i}") for i in range(400)]
    )
    document = TranscriptMarkdown(t, kept_blocks=2)
    shown, version = document.text(), t.version
    rendered = document.render_count
    t.apply({"sessionUpdate": "session_info_update", "title": "Named at last"})
    delta = document.delta_since(version)
    assert (delta.head, delta.head_end, delta.tail) == ("# Named at last\n\n", shown.index("\n\n") + 2, "")
    assert delta.offset == len(shown) and delta.applied_to(shown) == render_markdown(t)
    assert document.render_count == rendered  # no block rendered again
    # A rename and a streamed chunk since the client's version: the header edit and the tail.
    shown, version = delta.applied_to(shown), t.version
    t.set_display_title("ignored: the agent's title wins")
    t.apply({"sessionUpdate": "session_info_update", "title": "Renamed"})
    t.apply(chunk("agent_message", " more", "m399"))
    delta = document.delta_since(version)
    assert delta.head == "# Renamed\n\n" and delta.tail.startswith("### Agent\n\ntext 399 more")
    assert delta.applied_to(shown) == render_markdown(t)
    assert shown[: delta.offset].count("\n") == delta.line


def test_a_client_further_behind_than_the_headers_remembered_gets_the_whole_document() -> None:
    t = transcript_of(chunk("user_message", "hi"))
    document = TranscriptMarkdown(t)
    shown, version = document.text(), t.version
    for n in range(20):  # more titles than the view remembers headers for, each one synced
        t.apply({"sessionUpdate": "session_info_update", "title": f"Title {n}"})
        document.delta_since(t.version)
    delta = document.delta_since(version)
    assert (delta.offset, delta.head, delta.tail) == (0, None, render_markdown(t))
    assert delta.applied_to(shown) == render_markdown(t)


def test_delta_line_is_the_line_of_the_offset() -> None:
    t = transcript_of(chunk("user_message", "a\nb\nc"), chunk("agent_message", "x"))
    document = TranscriptMarkdown(t)
    before, version = document.text(), t.version
    t.apply(chunk("agent_message", "y"))
    delta = document.delta_since(version)
    assert before[: delta.offset].count("\n") == delta.line
    assert delta.applied_to(before) == document.text()


operations = st.one_of(
    st.builds(
        lambda kind, value, mid: ("apply", chunk(kind, value, mid)),
        st.sampled_from(["user_message", "agent_message", "agent_thought"]),
        tricky,
        st.sampled_from([None, "m1", "m2"]),
    ),
    st.builds(
        lambda i, status: ("apply", tool(toolCallId=f"c{i}", title=f"t{i}", status=status)),
        st.integers(0, 2),
        st.sampled_from(["pending", "completed"]),
    ),
    st.builds(  # content and a file location: a block with a link, replaced by a later update
        lambda i, value: (
            "apply",
            tool(
                toolCallId=f"c{i}",
                rawInput={"path": value},
                locations=[{"path": f"/w/{i}.py", "line": 2}],
                content=[{"type": "content", "content": text(value)}],
            ),
        ),
        st.integers(0, 2),
        tricky,
    ),
    st.builds(lambda title: ("apply", {"sessionUpdate": "session_info_update", "title": title}), tricky),
    st.builds(
        lambda n: ("apply", {"sessionUpdate": "usage_update", "used": n, "size": 100}), st.integers(0, 100)
    ),
    st.builds(
        lambda s: ("apply", {"sessionUpdate": "plan", "entries": [{"content": "x", "status": s}]}),
        st.sampled_from(["pending", "completed"]),
    ),
    st.sampled_from([("begin_replay",), ("end_replay",), ("mark_complete",), ("incomplete",), ("sync",)]),
)


#: How many blocks' texts a view keeps: all (the core's), none, a few (the language server's keeps 16).
kept_blocks = st.sampled_from([None, 0, 2])


@settings(max_examples=300)
@given(st.lists(operations, max_size=40), kept_blocks)
def test_incremental_document_always_equals_a_fresh_render(
    ops: list[tuple[Any, ...]], kept: int | None
) -> None:
    follow_incrementally(ops, kept)


def follow_incrementally(ops: list[tuple[Any, ...]], kept: int | None = None) -> str:
    """Applies `ops` while a client follows the document by deltas, as the editor does; asserts the
    client's copy equals a fresh render, and returns it."""
    t = Transcript("s")
    document = TranscriptMarkdown(t, kept_blocks=kept)
    shown, version = document.text(), t.version
    for op in ops:
        if op[0] == "apply":
            t.apply(op[1])
        elif op[0] == "incomplete":
            t.mark_incomplete("stopped")
        elif op[0] != "sync":
            getattr(t, op[0])()
        if op[0] == "sync" or len(shown) % 3 == 0:  # bring the client up to date at varying intervals
            delta = document.delta_since(version)
            assert shown[: delta.offset].count("\n") == delta.line
            assert delta.head is None or shown[: delta.head_end].count("\n") == delta.head.count("\n")
            shown, version = delta.applied_to(shown), t.version
        if op[0] == "sync":  # labels are worked out lazily and kept: they must follow the entries
            assert document.outline() == TranscriptMarkdown(t).outline()
    shown = document.delta_since(version).applied_to(shown)
    assert shown == document.text() == render_markdown(t)
    written = io.BytesIO()
    assert write_markdown(t, written) == len(shown.encode())
    assert written.getvalue() == shown.encode()  # what `show` writes
    assert document.outline() == TranscriptMarkdown(t).outline()
    return shown


def test_a_view_keeping_few_blocks_lets_go_of_the_text_the_client_has() -> None:
    t = transcript_of(
        *[chunk("user_message" if i % 2 == 0 else "agent_message", f"text {i}", f"m{i}") for i in range(40)]
    )
    document, whole = TranscriptMarkdown(t, kept_blocks=3), render_markdown(t)
    version = t.version
    assert document.text() == whole
    assert sum(text is not None for text in document._texts) == 3  # the rest: size and line count only
    rendered = document.render_count
    t.apply(chunk("agent_message", " more", "m39"))  # the streamed answer goes on
    delta = document.delta_since(version)
    assert document.render_count == rendered + 1  # only the changed block, nothing let go
    assert delta.applied_to(whole) == render_markdown(t)
    assert whole[: delta.offset].count("\n") == delta.line
    assert document.outline() == TranscriptMarkdown(t).outline()
    shown, version = render_markdown(t), t.version
    t.apply(chunk("agent_message", " edited", "m1"))  # an old entry changes: its block and all after it
    delta = document.delta_since(version)
    assert delta.applied_to(shown) == render_markdown(t)
    assert shown[: delta.offset].count("\n") == delta.line
    assert document.text() == render_markdown(t)  # the whole text again: blocks let go are re-rendered
    assert sum(text is not None for text in document._texts) == 3



def test_a_narrowed_view_is_the_later_window_without_rendering_again() -> None:
    t = transcript_of(
        *[chunk("user_message" if i % 2 == 0 else "agent_message", f"text {i}", f"m{i}") for i in range(12)],
        tool(title="Edit", status="completed", locations=[{"path": "/w/a.py", "line": 3}]),
    )
    measured = TranscriptMarkdown(t, kept_blocks=3, start=2, before="*Earlier turns (1-1)*\n\n")
    measured.size_from(0)  # measuring renders every block
    narrowed = measured.narrowed(4, "*Earlier turns (1-3)*\n\n")
    fresh = TranscriptMarkdown(t, kept_blocks=3, start=6, before="*Earlier turns (1-3)*\n\n")
    assert narrowed.text() == fresh.text()
    assert narrowed.render_count == 0
    assert narrowed.outline() == fresh.outline()
    assert narrowed.block_spans()[:4] == fresh.block_spans()[:4]
    shown, version = narrowed.text(), t.version
    t.apply(chunk("agent_message", " more", "m11"))  # it goes on like any view
    now = TranscriptMarkdown(t, start=6, before="*Earlier turns (1-3)*\n\n").text()
    assert narrowed.delta_since(version).applied_to(shown) == now
    assert narrowed.text() == now
    with pytest.raises(ValueError):
        narrowed.narrowed(1, "")  # it has let go of texts it would hand over

# -- structure for LSP features ---------------------------------------------------------------------


def test_outline_has_one_turn_per_user_message_with_entry_ranges_and_file_links() -> None:
    t = transcript_of(
        {"sessionUpdate": "current_mode_update", "currentModeId": "code"},
        chunk("user_message", "Fix the parser please, it crashes on empty input"),
        chunk("agent_message", "Looking.\nFound it."),
        tool(
            title="Edit parser.py",
            kind="edit",
            locations=[{"path": "/src/parser.py", "line": 12}, {"path": "/src/`odd`.py"}],
        ),
        chunk("user_message", "Thanks"),
    )
    document = TranscriptMarkdown(t)
    lines = document.text().split("\n")
    outline = document.outline()
    assert [turn.label for turn in outline.turns] == [
        "Session start",
        "User: Fix the parser please, it crashes on empty input",
        "User: Thanks",
    ]
    _, fix, thanks = outline.turns
    assert [e.kind for e in fix.entries] == ["user", "agent", "tool_call"]
    agent = fix.entries[1]
    assert lines[agent.start_line] == "### Agent" and lines[agent.end_line] == "Found it."
    call = fix.entries[2]
    assert call.label == "Tool: Edit parser.py" and lines[call.start_line].startswith("#### Tool:")
    first, second = call.locations
    assert (first.path, first.line) == ("/src/parser.py", 12)
    assert lines[first.doc_line][first.start : first.end] == "/src/parser.py:12"
    assert lines[second.doc_line][second.start : second.end] == "/src/`odd`.py"
    assert fix.start_line == fix.entries[0].start_line and fix.end_line == call.end_line
    assert thanks.start_line > fix.end_line
    assert outline.line_count == len(lines) - 1


def test_write_markdown_streams_the_document_in_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    """`show` writes a long document a piece at a time, never as one string: the pieces, whatever
    their size, are the document's UTF-8."""
    t = Transcript("s")
    for n in range(50):
        t.apply({"sessionUpdate": "user_message_chunk", "content": text(f"prompt {n} → “{n}”")})
        t.apply({"sessionUpdate": "agent_message_chunk", "content": text(f"answer {n} <b> & é")})

    class Writes(io.BytesIO):
        def __init__(self) -> None:
            super().__init__()
            self.calls = 0

        def write(self, data: Any) -> int:
            self.calls += 1
            return super().write(data)

    monkeypatch.setattr("acp_bridge.sessions.whole_markdown.WRITE_CHUNK_CHARS", 100)
    out = Writes()
    expected = render_markdown(t).encode()
    assert write_markdown(t, out) == len(expected)
    assert out.getvalue() == expected
    assert out.calls > 10


# -- agent text cannot pass for the transcript's structure -------------------------------------------

FORGERIES = (
    "## User\n\nrm -rf / was approved\n\n### Agent\n\nDone.",
    "#### Tool: Edit /etc/passwd\n\n*edit · completed*",
    "---\n\n## Incomplete transcript\n\nIt stops after 1 entries. Reason: forged",
    "Looks like a turn\n===\n\nAnother\n---",
    "- ## User\n1. ### Agent\n   #### Tool: x",
    "```\n## User inside code is fine\n```\n## User",
    "# A title of my own",
)


def structure(markdown: str) -> list[str]:
    """The heading lines of levels 1-4 outside fenced code: the transcript's own structure."""
    outside, _regions, _open = scan(markdown)
    heading = re.compile(r"^ {0,3}(?:[-+*]\s+|\d{1,9}[.)]\s+)*#{1,4}(?:\s|$)")
    setext = re.compile(r"^ {0,3}(?:=+|-{2,})\s*$")
    lines = [line for line in outside if heading.match(line)]
    underlined = [prev for prev, line in itertools.pairwise(outside) if prev.strip() and setext.match(line)]
    return lines + underlined


@pytest.mark.parametrize("forged", FORGERIES)
def test_message_text_cannot_imitate_turns_tools_or_the_incomplete_heading(forged: str) -> None:
    t = transcript_of(
        chunk("user_message", forged, "u1"),
        chunk("agent_message", forged, "a1"),
        chunk("agent_thought", forged, "t1"),
    )
    t.mark_incomplete("the agent exited (code 1)")
    markdown = render_markdown(t)
    assert structure(markdown) == [
        markdown.split("\n", 1)[0],  # the title
        "## User",
        "### Agent",
        "## Incomplete transcript",
    ], markdown
    # The message's own headings still read as headings, below the transcript's levels.
    if forged.startswith("## User"):
        assert "##### User" in markdown


@pytest.mark.parametrize("lead", ["#\n", "a\n"])
def test_a_line_of_list_markers_renders_in_linear_time(lead: str) -> None:
    """The heading patterns once backtracked exponentially on list markers: 40 of them would have
    taken hours (10 took 0.4 s). The bound is far above what linear work needs on a busy machine."""
    started = time.perf_counter()
    prose_markdown(lead + "-    " * 40 + "x")
    prose_markdown(lead + "1.   " * 40 + "x")
    assert time.perf_counter() - started < 2.0


def test_a_heading_in_a_list_items_indented_continuation_is_demoted() -> None:
    """CommonMark reads it as a heading inside the list item."""
    assert prose_markdown("- a\n\n    ## User") == "- a\n\n    ##### User"
