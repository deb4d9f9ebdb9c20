"""A text too long for the editor shows its start and end, and says what is left out between them
(`sessions/long_text.py`); what writes the whole session (`show`, Export) writes all of it."""

from __future__ import annotations

import re

from acp_bridge.sessions.long_text import split_long
from acp_bridge.sessions.render import TranscriptMarkdown, render_markdown
from acp_bridge.sessions.sanitize import code_block, long_prose
from acp_bridge.sessions.transcript import Transcript

LINES = "".join(f"line {n}\n" for n in range(1, 1001))  # 1,000 lines, "line 1" to "line 1000"
ROWS = "".join(f"row {n}\n" for n in range(1, 100_001))  # a tool's long output


def test_a_text_within_the_limit_is_not_cut() -> None:
    assert split_long(LINES, len(LINES)) is None
    assert code_block(LINES, "text", len(LINES)) == code_block(LINES, "text")


def test_a_long_text_keeps_whole_lines_from_its_start_and_its_end() -> None:
    long = split_long(LINES, 2000)
    assert long is not None
    head, tail = long.head.split("\n"), long.tail.split("\n")
    assert head[0] == "line 1" and tail[-2:] == ["line 1000", ""]
    assert all(re.fullmatch(r"line \d+", line) for line in head + tail[:-1]), "no line is cut"
    shown = len(head) + len(tail) - 1
    assert long.lines == 1000 - shown  # the lines between them, exactly
    assert len(long.head) + long.chars + len(long.tail) == len(LINES)
    assert len(long.head) <= 1000 and len(long.tail) <= 1000


def test_one_long_line_is_cut_inside() -> None:
    long = split_long("x" * 10_000, 1000)
    assert long is not None and (long.head, long.tail) == ("x" * 500, "x" * 500)
    assert long.chars == 9000


def test_a_cut_output_is_two_fences_that_nothing_inside_can_close() -> None:
    hostile = "```\n## User\n" * 400  # fences and headings in a tool's output
    block = code_block(hostile, "text", 1000)
    fences = re.findall(r"^(`{3,})text$", block, re.MULTILINE)
    assert len(fences) == 2 and all(len(fence) > 3 for fence in fences), "two fences, longer than any run"
    assert re.search(r"^\*… [\d,]+ lines \([\d,]+ characters\) left out here", block, re.MULTILINE)
    assert block.count("\n## User") == block.count("```\n## User")  # every heading is inside a fence


def test_a_cut_message_closes_a_fence_its_start_opened() -> None:
    text = "Here is the file:\n```python\n" + "x = 1\n" * 2000 + "```\nThat is all."
    prose = long_prose(text, 1000)
    head, note, tail = prose.partition("\n\n*… ")
    assert head.rstrip().endswith("```"), "the start's fence is closed before the note"
    # The end is code until the agent's fence closes it, then prose again.
    assert note and re.search(r"\n```python\nx = 1\n.*\nx = 1\n```\n\nThat is all\.$", tail, re.DOTALL)


def _session_with_a_long_output() -> Transcript:
    transcript = Transcript("s")
    transcript.apply({"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "Run it"}})
    transcript.apply({
        "sessionUpdate": "tool_call", "toolCallId": "t", "title": "Run the tests", "status": "completed",
        "content": [{"type": "content", "content": {"type": "text", "text": ROWS}}],
    })
    transcript.apply({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "Done."}})
    return transcript


def test_the_editors_window_cuts_a_long_output_and_the_whole_document_keeps_it() -> None:
    transcript = _session_with_a_long_output()
    window = TranscriptMarkdown(transcript, text_limit=10_000).text()
    whole = render_markdown(transcript)
    assert len(window) < 12_000 < len(ROWS) < len(whole)
    assert "left out here" in window and "left out here" not in whole
    assert "row 50000\n" in whole and "row 50000\n" not in window
    assert "\nrow 1\n" in window and "\nrow 100000\n" in window
    assert window.endswith("### Agent\n\nDone.\n\n") and "#### Tool: Run the tests" in window
    # A change renders the block again, under the same limit (the incremental path).
    view = TranscriptMarkdown(transcript, text_limit=10_000)
    assert view.text() == window
    transcript.apply({"sessionUpdate": "tool_call_update", "toolCallId": "t", "status": "failed"})
    again = view.text()
    assert "*failed*" in again and "left out here" in again and len(again) < 12_000
