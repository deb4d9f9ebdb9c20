"""A text too long for the editor shows its start and end, and says what is left out between them
(`sessions/long_text.py`); what writes the whole session (`show`, Export) writes all of it."""

from __future__ import annotations

import re

from acp_bridge.sessions.long_text import split_long
from acp_bridge.sessions.message_markdown import long_prose
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.sanitize import code_block
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown

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


def outside_fences(markdown: str) -> list[str]:
    """The lines of `markdown` outside its fenced code (CommonMark's rule for a top-level fence)."""
    lines, fence = [], None
    for line in markdown.split("\n"):
        if fence is None:
            opening = re.match(r" {0,3}(`{3,}|~{3,})", line)
            if opening:
                fence = opening.group(1)
            else:
                lines.append(line)
        elif re.fullmatch(rf" {{0,3}}{fence[0]}{{{len(fence)},}}[ \t]*", line):
            fence = None
    return lines


def test_a_cut_output_is_two_fences_that_nothing_inside_can_close() -> None:
    hostile = "```\n## User\n" * 400  # fences and headings in a tool's output
    block = code_block(hostile, "text", 1000)
    fences = re.findall(r"^(`{3,})text$", block, re.MULTILINE)
    assert len(fences) == 2 and all(len(fence) > 3 for fence in fences), "two fences, longer than any run"
    prose = outside_fences(block)
    said = [line for line in prose if line]
    assert len(said) == 1, f"outside the two fences only the note, no heading of the output: {said}"
    assert re.fullmatch(r"\*… [\d,]+ lines \([\d,]+ characters\) left out here: .*\*", said[0])


def test_the_note_counts_what_is_left_out() -> None:
    assert "*… 1 line (8 characters) left out here" in code_block("a" * 8 + "\nmiddle\n" + "z" * 8, "", 16)
    one_line = code_block("x" * 100, "", 20)
    assert "*… 80 characters left out here" in one_line and "0 lines" not in one_line


def test_the_end_of_a_long_last_line_is_shown_before_its_closing_line_break() -> None:
    long = split_long("start\n" + "y" * 10_000 + "\n", 1000)
    assert long is not None and long.tail == "y" * 499 + "\n" and long.head == "start\n" + "y" * 494


def test_a_header_line_before_a_huge_line_keeps_half_the_limit_of_each() -> None:
    text = "Output:\n" + "{" + '"k": 1, ' * 200_000 + "}\nexit 0\n"
    long = split_long(text, 64_000)
    assert long is not None and len(long.head) == 32_000 and len(long.tail) >= 16_000
    assert long.head.startswith("Output:\n{") and long.tail.endswith("}\nexit 0\n")


def test_a_cut_message_closes_a_fence_its_start_opened() -> None:
    text = "Here is the file:\n```python\n" + "x = 1\n" * 2000 + "```\nThat is all."
    prose = long_prose(text, 1000)
    head, note, tail = prose.partition("\n\n*… ")
    assert head.rstrip().endswith("```"), "the start's fence is closed before the note"
    # The end is code until the agent's fence closes it, then prose again.
    assert note and re.search(r"\n```python\nx = 1\n.*\nx = 1\n```\n\nThat is all\.$", tail, re.DOTALL)


def test_a_cut_message_cuts_where_its_lines_are_read_whatever_its_line_breaks() -> None:
    code = "Here:\r\n```\r\nx = 1\r\n```\r\n" + "Some prose.\r\n" * 2000 + "## User\r\nThe end."
    prose = long_prose(code, 1000)
    tail = prose.partition("left out here")[2]
    assert "```" not in tail, "the tail is prose: the fence closed long before the cut"
    assert "\n##### User\n" in tail and "\n## User" not in tail, "a heading in agent text is demoted"
    assert tail.rstrip().endswith("The end.")


def test_every_long_text_of_a_tool_call_is_cut() -> None:
    huge = "".join(f"line {n}\n" for n in range(300_000))  # 3.4 MB
    transcript = Transcript("s")
    transcript.apply({"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "Go"}})
    for call, fields in enumerate([
        {"kind": "execute", "rawInput": {"command": huge}},  # a heredoc
        {"rawOutput": huge},
        {"rawOutput": {"stdout": huge}},
        {"content": [{"type": "diff", "path": "/a.txt", "oldText": None, "newText": huge}]},
    ]):
        transcript.apply({"sessionUpdate": "tool_call", "toolCallId": f"t{call}", "title": "t", **fields})
    plan = {"planId": "p", "type": "markdown", "content": huge}
    transcript.apply({"sessionUpdate": "plan_update", "plan": plan})
    window = TranscriptMarkdown(transcript, text_limit=10_000).text()
    assert len(window) < 6 * 10_000 + 5_000 and window.count("left out here") == 5
    assert len(render_markdown(transcript)) > 5 * len(huge), "the whole document keeps all of it"


def test_blocks_let_go_and_rendered_again_are_cut_the_same() -> None:
    transcript = _session_with_a_long_output()
    view = TranscriptMarkdown(transcript, kept_blocks=1, text_limit=10_000)
    old, version = view.text(), transcript.version
    transcript.apply({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": " More."}})
    assert view.delta_since(version).applied_to(old) == view.text() == TranscriptMarkdown(
        transcript, text_limit=10_000
    ).text()
    assert view.outline().turns[-1].end_line == view.text().count("\n") - 2


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
