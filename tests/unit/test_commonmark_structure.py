"""What an agent writes cannot pass for the transcript's structure, read by a real CommonMark parser.

VS Code's Markdown preview and outline are markdown-it's: whatever the agent's messages hold, the
headings it finds at the transcript's levels (1-4) are exactly the transcript's own, in order. The
checks in test_render.py read the document with patterns; this one asks the parser itself, fed text
made of everything that makes a heading (`#`s, setext underlines of any length and indentation,
list items, block quotes, fences)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown

_PIECES = [
    "a", "Title", " ", "  ", "   ", "    ", "\t", "\n", "\n\n", "#", "##", "####", "# ", "## User",
    "=", "==", "===", "-", "--", "---", "\n=", "\n-", "\n  =", "\n   -", "\n    -", "\n- ", "\n* ", "\n+ ",
    "\n1. ", "\n2) ", "> ", "\n> ", "```", "~~~", "\n```\n", "\n~~~\n", "`", "<h1>x</h1>", "<", "&", "]",
    "\r\n", "\u2028", "\x1b[1m",
]
texts = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=30).map("".join)
_PARSER = MarkdownIt("commonmark")


def _chunk(kind: str, value: str, message_id: str) -> dict[str, Any]:
    content = {"type": "text", "text": value}
    return {"sessionUpdate": f"{kind}_chunk", "messageId": message_id, "content": content}


def headings(markdown: str) -> list[tuple[str, str]]:
    """The headings of levels 1-4 markdown-it finds, with their text, in order."""
    tokens = _PARSER.parse(markdown)
    return [
        (token.tag, tokens[i + 1].content)
        for i, token in enumerate(tokens)
        if token.type == "heading_open" and token.tag in ("h1", "h2", "h3", "h4")
    ]


@settings(max_examples=400, deadline=None)
@given(user=texts, thought=texts, agent=texts, tool_text=texts)
def test_no_message_makes_a_heading_at_the_transcripts_levels(
    user: str, thought: str, agent: str, tool_text: str
) -> None:
    t = Transcript("s1")
    t.apply(_chunk("user_message", user, "u1"))
    t.apply(_chunk("agent_thought", thought, "t1"))
    t.apply(_chunk("agent_message", agent, "a1"))
    output = {"type": "content", "content": {"type": "text", "text": tool_text}}
    t.apply({
        "sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Run it", "kind": "execute",
        "status": "completed", "content": [output],
    })
    t.mark_incomplete("the agent exited")
    markdown = render_markdown(t)
    assert headings(markdown) == [
        ("h1", "Session s1"),
        ("h2", "User"),
        ("h3", "Agent"),
        ("h4", "Tool: Run it"),
        ("h2", "Incomplete transcript"),
    ], markdown


def test_an_indented_one_character_underline_is_text() -> None:
    """`Title` over `  =` is a level-1 heading in CommonMark (an underline may be one character,
    indented up to three spaces); in a message it stays text."""
    for underline in ("  =", "   -", "=", "-", "- =", " ==  "):
        t = Transcript("s1")
        t.apply(_chunk("agent_message", f"Title\n{underline}", "a1"))
        markdown = render_markdown(t)
        assert headings(markdown) == [("h1", "Session s1"), ("h3", "Agent")], markdown
        assert "Title" in markdown
