"""What an agent writes cannot pass for the transcript's structure, read by a real CommonMark parser.

`show` and Export as Markdown… write Markdown that any CommonMark reader shows (VS Code's preview
and outline are markdown-it's), and the editor's transcripts are the same text under a grammar of
their own. Whatever the agent's messages hold, the headings markdown-it finds at the transcript's
levels (1-4) are exactly the transcript's own, in order; no HTML or link comes of them; a tool's
output is one code block holding exactly its text. The checks in test_render.py read the document
with patterns; this one asks the parser itself, fed text made of everything that makes structure
(`#`s, setext underlines of any length and indentation, list items, block quotes, fences, HTML, link
brackets), in the whole document (`show`, the export) and in the editor's view, where a long text
shows its start and end only."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

from acp_bridge.plain_text import clean_text
from acp_bridge.sessions.entries import MessageEntry
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.tool_call_entry import ToolCallEntry
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown

from .test_render import chunk

_PIECES = [
    "a", "Title", " ", "  ", "   ", "    ", "\t", "\n", "\n\n", "#", "##", "####", "# ", "## User", "=",
    "==", "===", "-", "--", "---", "\n=", "\n-", "\n  =", "\n   -", "\n    -", "\n- ", "\n - ", "\n  - ",
    "\n* ", "\n+ ", "\n1. ", "\n2) ", "> ", "\n> ", "```", "~~~", "\n```\n", "\n~~~\n", "`", "<h1>x</h1>",
    "<", "&", "]", "\r\n", "\u2028", "\x1b[1m", "[a](b)", "[a]", "]:", " b", "![i](x)", "<http://x>",
    "&lt;", "&#60;", "\\",
    # What escaping leaves as typed, and what is next to it: `<` before a blank, `>` after text.
    "< ", "<= ", "<- ", "<=", "<-", "->", ">", " > ", ">>", "a@b.c>", "<a@b.c>", "<=a@b.c>", "<!--", "<?",
    "</", "<b>", "\t", "1. ", "1) ", "- > ",
    # Code spans, which keep what they hold as typed, and what would pair their backticks otherwise:
    # other backticks of the paragraph, table cells, the agent's own escapes.
    "`<b>`", "`<img src=x onerror=y>`", "``", "`a`` `<i>`", "|", "\n| a | b |\n|---|---|\n", "\\`",
    "[x`]: u `", "[x`]",
]
texts = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=30).map("".join)
#: CommonMark with GFM tables, as VS Code's preview reads Markdown (a cell ends at a `|`, in a code
#: span too).
_PARSER = MarkdownIt("commonmark").enable("table")


def read(markdown: str) -> list[Token]:
    """The document's tokens, as markdown-it reads it; it defines no link reference (a definition
    makes no token, but a later `[label]` anywhere in the document would be a link)."""
    env: dict[str, Any] = {}
    tokens = _PARSER.parse(markdown, env)
    assert not env.get("references"), (env["references"], markdown)
    return tokens


def code_spans(tokens: list[Token]) -> list[str]:
    """What each code span markdown-it read shows."""
    inline = [child for token in tokens for child in token.children or ()]
    return [child.content for child in inline if child.type == "code_inline"]


def markup(tokens: list[Token]) -> list[str]:
    """The HTML and links among the tokens markdown-it read (inline ones included): there must be
    none, what the agent wrote shows as the text it is."""
    inline = [child for token in tokens for child in token.children or ()]
    return [token.type for token in [*tokens, *inline] if token.type.startswith(("html", "link"))]


def headings(markdown: str) -> list[tuple[str, str]]:
    """The headings of levels 1-4 markdown-it finds, with their text, in order."""
    tokens = read(markdown)
    return [
        (token.tag, tokens[i + 1].content)
        for i, token in enumerate(tokens)
        if token.type == "heading_open" and token.tag in ("h1", "h2", "h3", "h4")
    ]


@settings(max_examples=400, deadline=None)
@given(user=texts, thought=texts, agent=texts, tool_text=texts, limit=st.sampled_from([None, 8, 25]))
def test_no_message_makes_a_heading_at_the_transcripts_levels(
    user: str, thought: str, agent: str, tool_text: str, limit: int | None
) -> None:
    """``limit``: None for the whole document, else the editor's view with texts cut to it."""
    t = Transcript("s1")
    t.apply(chunk("user_message", user, "u1"))
    t.apply(chunk("agent_thought", thought, "t1"))
    t.apply(chunk("agent_message", agent, "a1"))
    output = {"type": "content", "content": {"type": "text", "text": tool_text}}
    t.apply({
        "sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Run it", "kind": "execute",
        "status": "completed", "content": [output],
    })
    t.mark_incomplete("the agent exited")
    markdown = render_markdown(t) if limit is None else TranscriptMarkdown(t, text_limit=limit).text()
    tokens = read(markdown)
    assert markup(tokens) == [], markdown
    # One block quote: the thought's; no message makes one of its own, or one inside it.
    assert [token.level for token in tokens if token.type == "blockquote_open"] == [0], markdown
    # The tool's output is one code block, holding exactly the text (cleaned), whatever fences it has.
    if limit is None or len(tool_text) <= limit:
        fences = [token.content.strip("\n") for token in tokens if token.type == "fence"]
        assert clean_text(tool_text).strip("\n") in fences, markdown
    assert headings(markdown) == [
        ("h1", "Session s1"),
        ("h2", "User"),
        ("h3", "Agent"),
        ("h4", "Tool: Run it"),
        ("h2", "Incomplete transcript"),
    ], markdown


def test_a_messages_code_spans_show_as_typed() -> None:
    """`Vec<u8>` and `<div>` in a message's inline code read as typed, in the document and in the
    preview; the same characters outside code are escaped, and a stray backtick pairs with nothing."""
    text = "Use `Vec<u8>` and ``a `<div>` b``, not <b>.\nSee `x <y` and a stray ` here.\n\n| `<t>` |\n|---|"
    t = Transcript("s1")
    t.apply(chunk("agent_message", text, "a1"))
    # A span that would hold a link reference definition's `]:` leaves its paragraph escaped.
    t.apply(chunk("agent_message", '\n\n[x`]: https://example.com "`"\n\n[x`] here', "a1"))
    markdown = render_markdown(t)
    assert "Use `Vec<u8>` and ``a `<div>` b``, not &lt;b>.\nSee `x <y` and a stray \\` here." in markdown
    assert "| `&lt;t>` |" in markdown, "a table row keeps everything escaped"
    tokens = read(markdown)
    assert markup(tokens) == [], markdown
    shown = ["Vec<u8>", "a `<div>` b", "x <y", "&lt;t>", "&#93;: https://example.com \""]
    assert code_spans(tokens) == shown, markdown


def test_a_plan_items_code_spans_show_as_typed() -> None:
    """A plan's item is a paragraph of its own: its inline code keeps its `<` too."""
    t = Transcript("s1")
    items = [{"content": "Support `Vec<T>` in <b>", "priority": "high", "status": "in_progress"}]
    t.apply({"sessionUpdate": "plan", "entries": items})
    markdown = render_markdown(t)
    assert "- [ ] Support `Vec<T>` in &lt;b> *(in progress)*" in markdown, markdown
    tokens = read(markdown)
    assert markup(tokens) == [], markdown
    assert code_spans(tokens) == ["Vec<T>"], markdown


def test_an_indented_one_character_underline_is_text() -> None:
    """`Title` over `  =` is a level-1 heading in CommonMark (an underline may be one character,
    indented up to three spaces); in a message it stays text."""
    for underline in ("  =", "   -", "=", "-", "- =", " ==  "):
        t = Transcript("s1")
        t.apply(chunk("agent_message", f"Title\n{underline}", "a1"))
        markdown = render_markdown(t)
        assert headings(markdown) == [("h1", "Session s1"), ("h3", "Agent")], markdown
        assert "Title" in markdown


@settings(max_examples=300, deadline=None)
@given(title=texts, path=texts, old=texts, new=texts, plan=texts, command=texts)
def test_a_tool_call_and_a_plan_make_no_structure_of_their_own(
    title: str, path: str, old: str, new: str, plan: str, command: str
) -> None:
    """Every field an agent fills in a tool call (title, location, diff, command) and a plan's item:
    one heading for the call, no HTML, no links."""
    t = Transcript("s1")
    t.apply(chunk("user_message", "go", "u1"))
    t.apply({
        "sessionUpdate": "tool_call", "toolCallId": "c1", "title": title, "kind": "edit",
        "status": "completed", "locations": [{"path": path, "line": 3}],
        "content": [{"type": "diff", "path": path, "oldText": old, "newText": new}],
    })
    t.apply({
        "sessionUpdate": "tool_call", "toolCallId": "c2", "title": "Run", "kind": "execute",
        "status": "failed", "rawInput": {"command": command},
    })
    item = {"content": plan, "priority": "high", "status": "pending"}
    t.apply({"sessionUpdate": "plan", "entries": [item]})
    markdown = render_markdown(t)
    tokens = read(markdown)
    assert markup(tokens) == [], markdown
    found = headings(markdown)
    assert [tag for tag, _ in found] == ["h1", "h2", "h4", "h4"], markdown
    assert found[2][1].startswith("Tool: ") and found[3][1] == "Tool: Run", markdown


def _shown(inline: Token) -> str:
    """The text an inline token shows (escapes and entities resolved, code spans' text)."""
    return "".join(child.content for child in inline.children or () if child.type in ("text", "code_inline"))


def shown_headings(markdown: str) -> list[str]:
    """The text each heading shows."""
    tokens = read(markdown)
    return [_shown(tokens[i + 1]) for i, token in enumerate(tokens) if token.type == "heading_open"]


def test_a_title_that_ends_with_hashes_shows_them() -> None:
    """CommonMark drops a heading's closing run of `#`s: a title that ends with one keeps it."""
    for title in ("#", "C #", "Fix ##  ", "Issue #12", "a#", "Port to C#"):
        t = Transcript("s1")
        t.apply({"sessionUpdate": "session_info_update", "title": title})
        t.apply({"sessionUpdate": "tool_call", "toolCallId": "c1", "title": title, "status": "pending"})
        markdown = render_markdown(t)
        assert shown_headings(markdown) == [title.strip(), f"Tool: {title.strip()}"], markdown
        # Escaped only where CommonMark would drop them: after a blank, or as the whole title.
        assert ("\\#" in markdown) == (title.strip() in ("#", "C #", "Fix ##")), markdown


def test_a_location_shown_as_escaped_text_starts_no_block() -> None:
    """A path with `<` is shown as escaped text, not a code span; at the start of its list item it
    must not open a heading, a fence, a list or a rule (which would swallow the tool calls after it)."""
    for path in ("# <h1>x</h1>", "``` <x>", "~~~ <x>", "1. <x>", "- <x>", "*** <x>"):
        t = Transcript("s1")
        for call in ("c1", "c2"):
            t.apply({
                "sessionUpdate": "tool_call", "toolCallId": call, "title": "Read", "status": "completed",
                "locations": [{"path": path}],
            })
        markdown = render_markdown(t)
        tokens = read(markdown)
        assert headings(markdown) == [("h1", "Session s1"), ("h4", "Tool: Read"), ("h4", "Tool: Read")]
        items = [_shown(tokens[i + 2]) for i, token in enumerate(tokens) if token.type == "list_item_open"]
        assert items == [path] * 2, markdown
        assert not [token for token in tokens if token.type in ("fence", "hr", "ordered_list_open")], markdown


def test_escaped_text_after_a_label_shows_no_backslash() -> None:
    """Only a list item's start needs its block opener escaped: after a label on the same line
    (a resource link's URI, a diff's path), `1. <x>` is shown as written in the raw document."""
    for uri in ("1. <x>", "# <x>", "- <x>"):
        t = Transcript("s1")
        t.apply(chunk("agent_message", "", "m1") | {
            "content": {"type": "resource_link", "uri": uri, "name": "n"},
        })
        markdown = render_markdown(t)
        assert f"*Resource link:* {uri.replace('<', '&lt;')} — n" in markdown, markdown
        tokens = read(markdown)
        assert not [token for token in tokens if token.type in ("fence", "hr", "html_inline")], markdown


# -- any sequence of updates --------------------------------------------------------------------------

_ids = st.sampled_from(["c1", "c2", "c3"])
_content_items = st.one_of(
    texts.map(lambda value: {"type": "content", "content": {"type": "text", "text": value}}),
    st.fixed_dictionaries({"type": st.just("diff"), "path": texts, "oldText": texts, "newText": texts}),
    texts.map(lambda uri: {"type": "content", "content": {"type": "resource_link", "uri": uri, "name": uri}}),
    texts.map(lambda uri: {"type": "content", "content": {"type": "resource", "resource": {"uri": uri}}}),
    texts.map(lambda kind: {"type": kind}),
)
_updates = st.one_of(
    st.tuples(st.sampled_from(["user_message", "agent_message", "agent_thought"]), texts, st.sampled_from(
        ["m1", "m2", "m3"])).map(lambda f: chunk(*f)),
    st.fixed_dictionaries({
        "sessionUpdate": st.sampled_from(["tool_call", "tool_call_update"]), "toolCallId": _ids,
        "title": texts, "kind": texts, "status": texts,
        "locations": st.lists(st.fixed_dictionaries({"path": texts}), max_size=2),
        "content": st.lists(_content_items, max_size=3),
    }),
    st.fixed_dictionaries({"sessionUpdate": st.just("plan"), "entries": st.lists(
        st.fixed_dictionaries({"content": texts, "status": texts, "priority": st.just("low")}), max_size=3)}),
    st.fixed_dictionaries({"sessionUpdate": st.just("current_mode_update"), "currentModeId": texts}),
    st.fixed_dictionaries({"sessionUpdate": st.just("session_info_update"), "title": texts}),
    st.fixed_dictionaries({"sessionUpdate": texts, "field": texts}),  # kinds this client does not know
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_updates, max_size=12))
def test_any_updates_make_exactly_the_transcripts_structure(updates: list[dict[str, Any]]) -> None:
    """Whatever an agent sends, in any order: one title, a `## User` per prompt, a `### Agent` per
    answer, a `#### Tool:` per tool call, and nothing else at those levels; no HTML, no links."""
    t = Transcript("s1")
    for update in updates:
        t.apply(update)
    markdown = render_markdown(t)
    tokens = read(markdown)
    assert markup(tokens) == [], markdown
    expected = ["h1"]
    for entry in t.entries:
        if isinstance(entry, MessageEntry) and entry.role in ("user", "agent"):
            expected.append("h2" if entry.role == "user" else "h3")
        elif isinstance(entry, ToolCallEntry):
            expected.append("h4")
    assert [tag for tag, _ in headings(markdown)] == expected, markdown


def test_a_list_streamed_up_to_its_next_marker_shows_no_backslash() -> None:
    """`- ` under a bulleted item is the list's next (empty) item, not an underline: left as it is.
    Under a paragraph, or under a line that only looks like an item (a number other than 1 cannot
    interrupt a paragraph; a bullet indented four spaces is the paragraph's text), it is escaped."""
    for text, escaped in (
        ("Steps:\n- one\n- ", False), ("- one\n  - two\n  - ", False), ("Title\n- ", True),
        ("a\n2) b\n=", True), ("a\n    - b\n=", True), ("- a\n  - ", True),
    ):
        t = Transcript("s1")
        t.apply(chunk("agent_message", text, "a1"))
        markdown = render_markdown(t)
        assert headings(markdown) == [("h1", "Session s1"), ("h3", "Agent")], markdown
        assert ("\\" in markdown) == escaped, markdown


def test_a_thought_with_tabs_is_quoted_as_the_same_blocks() -> None:
    """A thought is a block quote: `> ` moves its lines two columns, and a tab after it is narrower.
    A tab and a fence marker (indented code) must not become a fence that swallows the rest."""
    for text in ("\t```\n```\n# x", "-\t```\n```\n# x", " \t~~~\nx\n# y"):
        t = Transcript("s1")
        t.apply(chunk("agent_thought", text, "t1"))
        t.apply(chunk("agent_message", "answer", "a1"))
        markdown = render_markdown(t)
        assert headings(markdown) == [("h1", "Session s1"), ("h3", "Agent")], markdown
