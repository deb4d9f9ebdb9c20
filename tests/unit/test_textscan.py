"""Golden cases of the text passes in `sessions/sanitize.py` and `sessions/message_markdown.py`, and
of the document's bytes.

The passes run on untrusted agent text, so the cases push every code point through the cleaning and
the label check, entity tails at and past the lengths the escaping allows, brackets before everything
a link could follow, agent fences of every kind (closed, unclosed, indented, empty, odd info strings)
through `prose_markdown` and `prose_block`, and fence lines through `fence_open` and `fence_close`.
Each is held to a literal result, to the plain references of tests/unit/test_sanitize_fast_paths.py,
or to a line-by-line reading written out by hand. A document's UTF-8 (`write_markdown`) is checked
where a lone surrogate makes it differ from plain UTF-8."""

from __future__ import annotations

import io
import itertools
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.plain_text import clean_text, plain_label, single_line
from acp_bridge.sessions.message_markdown import fence_close, fence_open, prose_block, prose_markdown
from acp_bridge.sessions.sanitize import escape_prose, longest_backtick_run
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown, write_markdown

from .test_sanitize_fast_paths import (
    clean_reference,
    escape_reference,
    prose_reference,
    quote_reference,
    texts,
)

#: Text around a character: ASCII, or with a character of each other range (ASCII text is cleaned
#: by its own fast path).
_AROUND = ["", "é", "→", "\U0001f600"]

# -- plain text ----------------------------------------------------------------------------------------


def test_clean_text_is_the_four_passes_on_every_code_point() -> None:
    # Alone, then inside text with a tab and a line break (which stay), ASCII or not.
    wrong = [hex(p) for p in range(sys.maxunicode + 1) if clean_text(chr(p)) != clean_reference(chr(p))]
    assert wrong == []
    for p in [*range(0x100), 0x2027, 0x2028, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A,
              0xDFFFF, 0xE0000, 0xE007F, 0xE0080]:
        for other in _AROUND:
            text = f"ab{other}\t\n{chr(p)}cd"
            assert clean_text(text) == clean_reference(text), (hex(p), other)


def test_single_line_leaves_a_plain_label_as_it_is_on_every_code_point() -> None:
    """What `plain_label` promises: `single_line` changes such a text only at its ends. Every printable
    character goes through all of single_line's passes (the NUL in front makes the text not plain)."""
    printable = "".join(filter(str.isprintable, map(chr, range(sys.maxunicode + 1))))
    assert plain_label(printable)
    assert single_line("\x00" + printable) == printable.strip()


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("", True),
        ("Fix the login", True),
        (" padded ", True),
        ("é → “x” \U0001f600", True),
        (" ".join("x" * 48), True),
        ("two  spaces", False),
        ("x" * 30 + "  " + "é", False),
        ("tab\there", False),
        ("line\nbreak", False),
        ("nbsp\xa0", False),
        ("evil\u202etitle", False),
        ("zero\u200bwidth", False),
        ("tag\U000e0041", False),
        ("bell\x07", False),
        ("next\x85line", False),
    ],
)
def test_plain_label(text: str, plain: bool) -> None:
    assert plain_label(text) is plain


@pytest.mark.parametrize(
    ("text", "run"), [("", 0), ("plain", 0), ("`", 1), ("a``b```c`", 3), ("→````", 4), ("`\n``", 2)]
)
def test_longest_backtick_run(text: str, run: int) -> None:
    assert longest_backtick_run(text) == run


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["a", " ", "`", "``", "```", "\n", "é", "\U0001f600"]), max_size=20)
       .map("".join))
def test_longest_backtick_run_is_the_longest_run_of_backticks(text: str) -> None:
    runs = [len(list(group)) for char, group in itertools.groupby(text) if char == "`"]
    assert longest_backtick_run(text) == max(runs, default=0)


# -- escaping ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "escaped"),
    [
        ("a < b > c", "a < b > c"),  # a blank after `<`; `>` after text
        ("a <b> c", "a &lt;b> c"),
        ("a<", "a&lt;"),  # what follows the text is not known
        ("x <= y <- z <=> w", "x <= y <- z &lt;=> w"),
        ("<=a@b.c>", "&lt;=a@b.c>"),  # an email autolink
        ("a <\nb", "a &lt;\nb"),  # a line is escaped the same whatever follows it
        ("> a\n - >> b > c\n1) > d", "&gt; a\n - &gt;&gt; b > c\n1) &gt; d"),  # `>` that opens a quote
        ("&#1234567;", "&amp;#1234567;"),  # the longest decimal entity
        ("&#12345678;", "&#12345678;"),
        ("&#x10FFFF;", "&amp;#x10FFFF;"),  # the longest hexadecimal one
        ("&#x1234567;", "&#x1234567;"),
        ("&" + "a" * 32 + ";", "&amp;" + "a" * 32 + ";"),  # the longest name
        ("&" + "a" * 33 + ";", "&" + "a" * 33 + ";"),
        ("&#;", "&#;"),
        ("&#١;", "&#١;"),  # an Arabic-Indic digit is not [0-9]
        ("a](b", "a&#93;(b"),
        ("a]", "a&#93;"),
        ("a]\nb", "a&#93;\nb"),
        ("a] b", "a] b"),
        ("a]\rb", "a]\rb"),
    ],
)
def test_escape_prose(text: str, escaped: str) -> None:
    assert escape_prose(text) == escaped


@pytest.mark.parametrize("around", _AROUND)
def test_entity_tails_at_and_past_their_limits(around: str) -> None:
    tails = [
        *(f"#{'1' * n};" for n in range(0, 10)),
        *(f"#{x}{'a' * n};" for x in "xX" for n in range(0, 9)),
        *(f"{'a' * n};" for n in range(0, 35)),
        *(f"a{'9' * n};" for n in range(30, 34)),
        "#x", "#", "#1", "1a;", "é;", "a-b;", "#١;",
    ]
    for tail in tails:
        for text in (f"&{tail}", f"{around}x &{tail} y", f"&{tail}\n&{tail}{around}"):
            assert escape_prose(text) == escape_reference(text), text


def test_brackets_where_a_link_could_follow() -> None:
    for after in ["", "(", "[", ":", "\n", "\r", " ", "x", "]", "\u2028"]:
        for text in (f"a]{after}", f"]{after}→", f"\U0001f600]{after}"):
            assert escape_prose(text) == escape_reference(text), repr(text)


def test_text_with_nothing_to_escape_is_returned_as_it_is() -> None:
    for text in ("", "plain", "a & b ] c", "→ “quoted”", "\U0001f600 [x] y"):
        assert escape_prose(text) is text


# -- agent Markdown ------------------------------------------------------------------------------------

#: Pieces of agent Markdown with fences: openers of every kind and indentation, info strings
#: (words, spaces, backticks, Unicode spaces), closers, and prose that needs escaping.
_FENCED_PIECES = ["a", " ", "  ", "   ", "    ", "\n", "\n\n\n", "```", "````", "~~~", "~~~~", "`", "``",
                  "py", " py x", "c++-1.2_#", "x" * 35, "\u2003", "\xa0", "\t", "<b>", "&amp;", "]", "](",
                  "→", "\U0001f600"]
fenced_texts = st.lists(st.sampled_from(_FENCED_PIECES), max_size=40).map("".join)


@settings(max_examples=600, deadline=None)
@given(fenced_texts)
def test_prose_markdown_with_agent_fences_is_line_by_line(text: str) -> None:
    assert prose_markdown(text) == prose_reference(text)


#: Messages that take every way out of the fast paths: controls, breaks, invisible characters,
#: entities, link brackets, fences indented, unclosed, of tildes, inside lists.
_AWKWARD = [
    "a > b \x1b[31mred\x1b[0m\r\nnext\u2028line\u202eevil\U000e0041 &amp; x] (y)\n\n\n\nend]",
    "   ```py\n   code\n  ```\n~~~~\nt\n~~~\n~~~~~\nafter\n\n\n```\nunclosed &#x1F; <b>",
    "- item\n  ```\n  in list\n  ```\n\u00e9\u2192 [x]: y ]\n\x85\x07\ttab",
]


@pytest.mark.parametrize("text", _AWKWARD)
def test_awkward_messages_are_line_by_line(text: str) -> None:
    assert prose_markdown(text) == prose_reference(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("intro\n```py\nx = 1\n```\noutro", "intro\n\n```py\nx = 1\n```\n\noutro"),
        ("```\nunclosed <b>", "```\nunclosed <b>\n```"),
        ("  ```\n  two\n   three\n one\n  ```", "```\ntwo\n three\none\n```"),
        ("```\n```", "```\n```"),
        ("```js x\n```` inside\n````\n", "`````js\n```` inside\n`````"),  # longer than any run inside
        ("~~~\n```\n~~~\n\n\n\n[x]: y", "````\n```\n````\n\n[x&#93;: y"),
        ("a ``` b", "a ``` b"),
        ("```x`y\nnot a fence", "```x`y\nnot a fence"),
        # The only character that is not ASCII is in an info string, which is dropped.
        ("a\n\n\n~~~~→\n\n\n~~~~\n\n\na<b>&amp;", "a\n\n```\n```\n\na&lt;b>&amp;amp;"),
        ("needs \x1b[1mcleaning\n```", "needs cleaning\n\n```\n```"),  # cleaned, then an unclosed fence
    ],
)
def test_prose_markdown_fences_closed_unclosed_indented_and_empty(text: str, expected: str) -> None:
    assert prose_markdown(text) == expected
    assert prose_reference(text) == expected


def block_reference(head: str, text: str, quoted: bool) -> str:
    block = f"{head}\n\n{prose_reference(text) or '*(empty message)*'}"
    return (quote_reference(block) if quoted else block) + "\n\n"


_BREAKS = st.sampled_from(["\n", "\n\n", "\n\n\n", "\n\n\n\n\n", ""])
_HEADS = st.sampled_from(["### Agent", "**Thought**", "", "h\n\nx\n", "### é", "### →", "\U0001f600", "\n"])


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.lists(st.one_of(texts, _BREAKS), max_size=8).map("".join), fenced_texts), _HEADS,
       st.booleans())
def test_prose_block_is_the_block_of_prose_markdown(text: str, head: str, quoted: bool) -> None:
    assert prose_block(head, text, quoted) == block_reference(head, text, quoted)


def test_prose_block_of_an_empty_or_blank_message_and_of_blank_lines_in_a_thought() -> None:
    for text in ("", "\n", "\n\n\n"):
        assert prose_block("### Agent", text, False) == "### Agent\n\n*(empty message)*\n\n"
        assert prose_block("**Thought**", text, True) == "> **Thought**\n>\n> *(empty message)*\n\n"
    assert prose_block("**Thought**", "a\n\n\n\nb <c>\n", True) == (
        "> **Thought**\n>\n> a\n>\n> b &lt;c>\n\n"
    )
    assert prose_block("### Agent", "see\n\n```\ncode\n```", False) == (
        "### Agent\n\nsee\n\n```\ncode\n```\n\n"
    )
    assert prose_block("**Thought**", "```\n\n```", True) == "> **Thought**\n>\n> ```\n> ```\n\n"
    assert prose_block("### Agent", "needs \x1b[1mcleaning", False) == "### Agent\n\nneeds cleaning\n\n"


# -- fence lines ---------------------------------------------------------------------------------------


def _lines_from(text: str, start: int) -> list[tuple[int, int]]:
    """(start, end) of each line of `text` that begins at or after `start`."""
    begins = [0, *(at + 1 for at, char in enumerate(text) if char == "\n")]
    ends = [*(at for at, char in enumerate(text) if char == "\n"), len(text)]
    return [(begin, end) for begin, end in zip(begins, ends, strict=True) if begin >= start]


def fence_open_reference(text: str, start: int) -> int:
    for begin, end in _lines_from(text, start):
        line = text[begin:end]
        indent = len(line) - len(line.lstrip(" "))
        if indent <= 3 and line[indent:].startswith(("```", "~~~")):
            return begin
    return -1


def fence_close_reference(text: str, start: int, marker: str, count: int) -> tuple[int, int] | None:
    for begin, end in _lines_from(text, start):
        line = text[begin:end]
        indent = len(line) - len(line.lstrip(" "))
        rest = line[indent:]
        run = len(rest) - len(rest.lstrip(marker))
        if indent <= 3 and run >= count and not rest[run:].strip(" \t"):
            return begin, end
    return None


_FENCE_PIECES = ["a", " ", "  ", "   ", "    ", "\n", "`", "``", "```", "````", "~", "~~~", "~~~~", "\t",
                 "x`"]
fence_texts = st.lists(st.sampled_from(_FENCE_PIECES), max_size=30).map("".join)


@settings(max_examples=500, deadline=None)
@given(st.one_of(fence_texts, texts), st.integers(0, 40))
def test_fence_open_finds_the_first_line_that_may_open_a_fence(text: str, start: int) -> None:
    assert fence_open(text, start) == fence_open_reference(text, start)


@settings(max_examples=500, deadline=None)
@given(st.one_of(fence_texts, texts), st.integers(0, 40), st.sampled_from("`~"), st.integers(1, 5))
def test_fence_close_finds_the_first_closing_line(text: str, start: int, marker: str, count: int) -> None:
    assert fence_close(text, start, marker, count) == fence_close_reference(text, start, marker, count)


def test_fence_lines() -> None:
    assert fence_open("a\n```", 0) == 2
    assert fence_open("   ~~~x", 0) == 0
    assert fence_open("    ```", 0) == -1  # four spaces: indented code
    assert fence_open("x```\n``", 0) == -1
    assert fence_open("\n```", 1) == 1
    assert fence_open("```", 1) == -1  # a line that begins before `start`
    assert fence_close("x\n```", 1, "`", 3) == (2, 5)
    assert fence_close("```` \t\nx", 0, "`", 3) == (0, 6)
    assert fence_close("a\n   ~~~~", 0, "~", 4) == (2, 9)
    assert fence_close("``` x", 0, "`", 3) is None  # only spaces and tabs may follow
    assert fence_close("~~~", 0, "`", 3) is None
    assert fence_close("``\n```", 0, "`", 4) is None


# -- the document's bytes ------------------------------------------------------------------------------


def test_a_document_with_a_lone_surrogate_is_utf8_with_a_question_mark_and_no_json() -> None:
    """An editor's text can hold a lone surrogate: `show` writes it as `?`, the export's JSON refuses it."""
    transcript = Transcript("s1")
    transcript.apply({"sessionUpdate": "agent_message_chunk",
                      "content": {"type": "text", "text": "a lone \udc00 surrogate → é"}})
    assert render_markdown(transcript) == "# Session s1\n\n### Agent\n\na lone \udc00 surrogate → é\n\n"
    utf8 = "# Session s1\n\n### Agent\n\na lone ? surrogate → é\n\n".encode()
    written = io.BytesIO()
    write_markdown(transcript, written)
    assert written.getvalue() == utf8

