"""The C passes (`acp_bridge/sessions/_textscan.c`) are their Python definitions in `sanitize.py`.

They run on untrusted agent text, so besides arbitrary text the tests push every code point through
the scan, every string width (1, 2 and 4 bytes per character) through the escaping, and entity tails
at and past the lengths the regex allows. On the sources (``ACP_BRIDGE_PURE_PYTHON=1``, as on a
machine without a C compiler) the extension is not used and these tests do not apply."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import weakref
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge import native
from acp_bridge.lsp import documents
from acp_bridge.lsp.convert import RawJson
from acp_bridge.sessions import render, sanitize
from benchmarks.workload import generate_replay

from .c_extensions import require_current_build
from .test_sanitize_fast_paths import (
    clean_reference,
    escape_reference,
    prose_reference,
    quote_reference,
    texts,
)

require_current_build()

from acp_bridge.sessions import _textscan  # noqa: E402 (after the check above)

#: A character of each storage width, to make text 1, 2 or 4 bytes per character.
_WIDTHS = st.sampled_from(["", "é", "→", "\U0001f600"])


def test_sanitize_uses_the_c_passes() -> None:
    assert sanitize._c_needs_cleaning is _textscan.needs_cleaning
    assert sanitize._c_escape_prose is _textscan.escape_prose
    assert sanitize._c_prose_markdown is _textscan.prose_markdown
    assert sanitize._c_prose_block is _textscan.prose_block
    assert sanitize._fence_open is _textscan.fence_open
    assert sanitize._fence_close is _textscan.fence_close
    assert sanitize.is_plain_label is _textscan.plain_label
    assert sanitize._longest_backtick_run is _textscan.longest_backtick_run


def test_needs_cleaning_is_the_set_on_every_code_point() -> None:
    # A character alone, then inside text of each width (the loop is specialised for 1-byte text).
    wrong = [hex(p) for p in range(sys.maxunicode + 1)
             if _textscan.needs_cleaning(chr(p)) != (clean_reference(chr(p)) != chr(p))]
    assert wrong == []
    for p in [*range(0x100), 0x2027, 0x2028, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A,
              0xDFFFF, 0xE0000, 0xE007F, 0xE0080]:
        for wide in ("", "é", "→", "\U0001f600"):
            text = f"ab{wide}\t\n{chr(p)}cd"
            assert _textscan.needs_cleaning(text) == (clean_reference(text) != text), (hex(p), wide)


def test_plain_label_is_isprintable_on_every_code_point() -> None:
    # Alone, and after a character of each width (the string's storage, and the loop, change).
    for wide in ("", "é", "→", "\U0001f600"):
        wrong = [hex(p) for p in range(sys.maxunicode + 1)
                 if _textscan.plain_label(wide + chr(p)) != sanitize.plain_label(wide + chr(p))]
        assert wrong == [], wide


def test_plain_label_tests_each_character_at_every_offset_of_a_long_label() -> None:
    # One-byte text is tested 16 characters at a time: each one-byte character, and two spaces, at
    # every offset around those blocks.
    wrong = []
    for offset in range(0, 40):
        for p in range(0x100):
            text = "x" * offset + chr(p) + "x" * (47 - offset)
            if _textscan.plain_label(text) != sanitize.plain_label(text):
                wrong.append((offset, hex(p)))
        spaced = "x" * offset + "  " + "x" * (46 - offset)
        single = " ".join("x" * 48)[offset:]
        for text in (spaced, single, spaced.replace("x", "é")):
            if _textscan.plain_label(text) != sanitize.plain_label(text):
                wrong.append((offset, text))
    assert wrong == []


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.sampled_from(["a", " ", "  ", "`", "``", "```", "\t", "\n", "\u200b"]), max_size=20)
       .map("".join), _WIDTHS)
def test_plain_label_and_backtick_runs_at_every_width(text: str, wide: str) -> None:
    for variant in (text, wide + text, text + wide):
        assert _textscan.plain_label(variant) == sanitize.plain_label(variant), repr(variant)
        assert _textscan.longest_backtick_run(variant) == sanitize.longest_backtick_run(variant), variant


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(["a", "\n", "\n\n", "\r", "\r\n", "\x0b", "\u2028", "\x85"]), max_size=40)
       .map("".join), _WIDTHS)
def test_line_count_is_str_count_at_every_width(text: str, wide: str) -> None:
    # What the document's positions count: line feeds only (as the client's offsets do).
    from acp_bridge.sessions import render

    assert render._line_count is _textscan.line_count
    for variant in (text, wide + text, text + wide, (text + wide) * 9):
        assert _textscan.line_count(variant) == variant.count("\n"), repr(variant)


@settings(max_examples=1500, deadline=None)
@given(texts, _WIDTHS)
def test_escape_prose_is_the_regex_at_every_width(text: str, wide: str) -> None:
    for variant in (text, wide + text, text + wide):
        assert _textscan.escape_prose(variant) == escape_reference(variant)


@pytest.mark.parametrize("wide", ["", "é", "→", "\U0001f600"])
def test_entity_tails_at_and_past_their_limits(wide: str) -> None:
    tails = [
        *(f"#{'1' * n};" for n in range(0, 10)),
        *(f"#{x}{'a' * n};" for x in "xX" for n in range(0, 9)),
        *(f"{'a' * n};" for n in range(0, 35)),
        *(f"a{'9' * n};" for n in range(30, 34)),
        "#x", "#", "#1", "1a;", "é;", "a-b;", "#١;",  # an Arabic-Indic digit is not [0-9]
    ]
    for tail in tails:
        for text in (f"&{tail}", f"{wide}x &{tail} y", f"&{tail}\n&{tail}{wide}"):
            assert _textscan.escape_prose(text) == escape_reference(text), text


def test_brackets_where_a_link_could_follow() -> None:
    for after in ["", "(", "[", ":", "\n", "\r", " ", "x", "]", "\u2028"]:
        for text in (f"a]{after}", f"]{after}→", f"\U0001f600]{after}"):
            assert _textscan.escape_prose(text) == escape_reference(text), repr(text)


def test_text_with_nothing_to_escape_is_returned_as_it_is() -> None:
    for text in ("", "plain", "a & b ] c", "→ “quoted”", "\U0001f600 [x] y"):
        assert _textscan.escape_prose(text) is text


_BREAKS = st.sampled_from(["\n", "\n\n", "\n\n\n", "\n\n\n\n\n", ""])


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.one_of(texts, _BREAKS), max_size=8).map("".join), _WIDTHS)
def test_prose_markdown_is_the_python_or_declines(text: str, wide: str) -> None:
    # Text to clean is declined; the rest, with a fence marker or (most text) without, is rendered.
    for variant in (text, wide + text, text + wide):
        rendered = _textscan.prose_markdown(variant)
        if clean_reference(variant) != variant:
            assert rendered is None, repr(variant)
        else:
            assert rendered == prose_reference(variant), repr(variant)


def test_prose_markdown_on_line_breaks_and_fence_markers_at_block_edges() -> None:
    # The scans look at blocks of 64 characters: runs and markers across a block's edge count too.
    for width in ("", "→", "\U0001f600"):
        for at in (60, 61, 62, 63, 64, 126, 127):
            head = width + "x" * (at - len(width))
            for piece in ("\n\n\n", "\n\n\n\n", "]\n", "&amp;", "<", "```", "~~~", "``", "~~"):
                text = f"{head}{piece}y"
                assert _textscan.prose_markdown(text) == prose_reference(text), (len(width), at, piece)


@pytest.mark.parametrize("width", ["", "é", "→", "\U0001f600"])
def test_prose_events_at_every_offset_of_the_vector_blocks(width: str) -> None:
    # The event scan compares 16 (or 8) characters at once and reads two ahead for a run of line
    # breaks, then the last characters one by one: an event at every offset, near the text's end
    # and near the end of the breaks' range (a run must start two characters before the end).
    for piece in ("<", ">", "&amp;", "]\n", "\n\n\n", "\n\n\n\n", "\n\n"):
        for length in (18, 19, 20, 33, 40):
            for at in range(0, length):
                for second in (None, at + 9, at + 16):
                    chars = ["x"] * length
                    for where in (at, second):
                        if where is not None and where < length:
                            chars[where : where + 1] = [piece]
                    text, case = width + "".join(chars) + "y", (piece, length, at, second)
                    assert _textscan.prose_markdown(text) == prose_reference(text), case
                    assert _textscan.escape_prose(text) == escape_reference(text), case


#: Pieces of agent Markdown with fences: openers of every kind and indentation, info strings
#: (words, spaces, backticks, Unicode spaces), closers, and prose that needs escaping.
_FENCED_PIECES = ["a", " ", "  ", "   ", "    ", "\n", "\n\n\n", "```", "````", "~~~", "~~~~", "`", "``",
                  "py", " py x", "c++-1.2_#", "x" * 35, "\u2003", "\xa0", "\t", "<b>", "&amp;", "]", "](",
                  "→", "\U0001f600"]
fenced_texts = st.lists(st.sampled_from(_FENCED_PIECES), max_size=40).map("".join)


@settings(max_examples=3000, deadline=None)
@given(fenced_texts, _WIDTHS)
def test_prose_markdown_with_agent_fences_is_the_python(text: str, wide: str) -> None:
    for variant in (text, wide + text, text + wide):
        rendered = _textscan.prose_markdown(variant)
        if clean_reference(variant) != variant:
            assert rendered is None
            continue
        expected = prose_reference(variant)
        assert rendered == expected, repr(variant)
        # The same string as Python's: equal strings of another storage width compare unequal.
        assert max(rendered, default="\0") == max(expected, default="\0")


def test_prose_markdown_fences_closed_unclosed_indented_and_empty() -> None:
    cases = {
        "intro\n```py\nx = 1\n```\noutro": "intro\n\n```py\nx = 1\n```\n\noutro",
        "```\nunclosed <b>": "```\nunclosed <b>\n```",
        "  ```\n  two\n   three\n one\n  ```": "```\ntwo\n three\none\n```",
        "```\n```": "```\n```",
        "```js x\n```` inside\n````\n": "`````js\n```` inside\n`````",  # longer than any run inside
        "~~~\n```\n~~~\n\n\n\n[x]: y": "````\n```\n````\n\n[x&#93;: y",
        "a ``` b": "a ``` b",
        "```x`y\nnot a fence": "```x`y\nnot a fence",
        # The only wide character is in an info string, which is dropped: the rest is ASCII.
        "a\n\n\n~~~~→\n\n\n~~~~\n\n\na<b>&amp;": "a\n\n```\n```\n\na&lt;b&gt;&amp;amp;",
    }
    for text, expected in cases.items():
        assert prose_reference(text) == expected, text  # the cases say what the definition does
        assert _textscan.prose_markdown(text) == expected, text
    assert _textscan.prose_markdown("needs \x1b[1mcleaning\n```") is None


def block_reference(head: str, text: str, quoted: bool) -> str:
    block = f"{head}\n\n{prose_reference(text) or '*(empty message)*'}"
    return (quote_reference(block) if quoted else block) + "\n\n"


_HEADS = st.sampled_from(["### Agent", "**Thought**", "", "h\n\nx\n", "### é", "### →", "\U0001f600", "\n"])


@settings(max_examples=1500, deadline=None)
@given(st.one_of(st.lists(st.one_of(texts, _BREAKS), max_size=8).map("".join), fenced_texts), _WIDTHS, _HEADS,
       st.booleans())
def test_prose_block_is_the_block_of_prose_markdown_or_declines(
    text: str, wide: str, head: str, quoted: bool
) -> None:
    for variant in (text, wide + text, text + wide):
        block = _textscan.prose_block(head, variant, quoted)
        if clean_reference(variant) != variant:
            assert block is None, repr(variant)
        else:
            expected = block_reference(head, variant, quoted)
            assert block == expected, (head, variant, quoted)
            # The same string as Python's: equal strings of another storage width compare unequal.
            assert max(block, default="\0") == max(expected, default="\0")
            assert sanitize.prose_block(head, variant, quoted) == expected


def test_prose_block_of_an_empty_or_blank_message_and_of_blank_lines_in_a_thought() -> None:
    for text in ("", "\n", "\n\n\n"):
        assert _textscan.prose_block("### Agent", text, False) == "### Agent\n\n*(empty message)*\n\n"
        assert _textscan.prose_block("**Thought**", text, True) == "> **Thought**\n>\n> *(empty message)*\n\n"
    assert _textscan.prose_block("**Thought**", "a\n\n\n\nb <c>\n", True) == (
        "> **Thought**\n>\n> a\n>\n> b &lt;c&gt;\n\n"
    )
    assert _textscan.prose_block("### Agent", "see\n\n```\ncode\n```", False) == (
        "### Agent\n\nsee\n\n```\ncode\n```\n\n"
    )
    assert _textscan.prose_block("**Thought**", "```\n\n```", True) == "> **Thought**\n>\n> ```\n> ```\n\n"
    assert _textscan.prose_block("### Agent", "needs \x1b[1mcleaning", False) is None
    with pytest.raises(TypeError, match="takes 3 arguments"):
        _textscan.prose_block("h", "t")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="must be str, not bytes"):
        _textscan.prose_block(b"h", "t", False)  # type: ignore[arg-type]



def test_a_fence_or_a_character_to_clean_anywhere_in_a_long_message_is_found() -> None:
    # The scan reads 64 characters at a time for both at once: a fence whose backticks straddle a
    # block's end, a lone tick in an earlier block, a control after the first tick, all widths.
    tails = ("```\ncode\n```\nafter", "~~~py\nx\n~~~", "a ` tick", "`` two", "bad \x07 bell")
    for wide, at, tail, early in itertools.product(
        ("", "é", "→", "\U0001f600"), (0, 1, 61, 62, 63, 64, 65, 127, 128, 200), tails, ("", "`")
    ):
        text = early + wide + "p" * at + "\n" + tail
        expected = None if clean_reference(text) != text else block_reference("### Agent", text, False)
        assert _textscan.prose_block("### Agent", text, False) == expected, (wide, at, tail, early)


_FENCE_PIECES = ["a", " ", "  ", "   ", "    ", "\n", "`", "``", "```", "````", "~", "~~~", "~~~~", "\t",
                 "x`"]
fence_texts = st.lists(st.sampled_from(_FENCE_PIECES), max_size=30).map("".join)


@settings(max_examples=1500, deadline=None)
@given(st.one_of(fence_texts, texts), _WIDTHS, st.integers(-2, 40))
def test_fence_open_is_the_candidate_regex(text: str, wide: str, start: int) -> None:
    for variant in (text, wide + text, text + wide):
        assert _textscan.fence_open(variant, start) == sanitize.fence_open(variant, max(start, 0)), (
            repr(variant), start)


@settings(max_examples=1500, deadline=None)
@given(st.one_of(fence_texts, texts), _WIDTHS, st.integers(-2, 40), st.sampled_from("`~"),
       st.integers(3, 5))
def test_fence_close_is_the_closing_regex(text: str, wide: str, start: int, marker: str, count: int) -> None:
    for variant in (text, wide + text, text + wide):
        expected = sanitize.fence_close(variant, max(start, 0), marker, count)
        assert _textscan.fence_close(variant, start, marker, count) == expected, (repr(variant), start)


def test_fence_arguments_are_checked() -> None:
    with pytest.raises(TypeError, match="takes 2 arguments"):
        _textscan.fence_open("```")  # type: ignore[call-arg]
    for marker, count in (("``", 3), (" ", 3), ("\n", 3), ("`", 0), ("`", -1)):
        with pytest.raises(ValueError, match="marker of ` or ~ and a count of at least 1"):
            _textscan.fence_close("```", 0, marker, count)
    with pytest.raises(TypeError):
        _textscan.fence_open("```", "0")  # type: ignore[arg-type]

    class Index:  # what `re` accepts as a position: anything with __index__
        def __index__(self) -> int:
            return 1

    assert _textscan.fence_open("\n```", Index()) == 1  # type: ignore[arg-type]
    assert _textscan.fence_close("x\n```", Index(), "`", Index()) == (2, 5)  # type: ignore[arg-type]


def test_anything_but_a_string_is_a_type_error() -> None:
    for function in (_textscan.needs_cleaning, _textscan.escape_prose, _textscan.prose_markdown,
                     _textscan.plain_label, _textscan.longest_backtick_run, _textscan.line_count):
        with pytest.raises(TypeError, match="must be str, not bytes"):
            function(b"text")  # type: ignore[arg-type]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.tuples(texts, _WIDTHS), max_size=12), texts, texts)
def test_join_rendered_is_its_definition(pieces: list[tuple[str, str]], head: str, tail: str) -> None:
    # Pieces of every width in any order: the document widens as it meets a wider character.
    items = [text + wide for text, wide in pieces]
    expected = render._join_rendered(str.upper, items, head, tail)
    assert _textscan.join_rendered(str.upper, items, head, tail) == expected
    assert render._join_blocks is _textscan.join_rendered
    utf8 = _textscan.join_rendered_utf8(str.upper, items, head, tail)
    assert utf8 == render._join_rendered_utf8(str.upper, items, head, tail) == expected.encode()
    assert render._join_blocks_utf8 is _textscan.join_rendered_utf8
    as_json = _textscan.json_rendered(str.upper, items, head, tail)
    assert as_json == render._json_rendered(str.upper, items, head, tail) == orjson.dumps(expected)
    assert render._join_blocks_json is _textscan.json_rendered


#: Characters of each UTF-8 length and each string width, and lone surrogates (an editor's title can
#: hold one; `str.encode("utf-8", "replace")` writes `?`), among runs of ASCII.
_UTF8_EDGES = "a\n\x7f\x80\xff\u0100\u07ff\u0800\ud800\udfff\ue000\uffff\U00010000\U0010ffff"


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.lists(st.sampled_from(_UTF8_EDGES) | st.integers(0, 20), max_size=12), max_size=5))
def test_join_rendered_utf8_is_str_encode_with_replace(pieces: list[list[str | int]]) -> None:
    # ASCII runs of every length around the 8 characters the encoder narrows at once.
    items = ["".join("x" * part if isinstance(part, int) else part for part in piece) for piece in pieces]
    expected = "".join(items).encode("utf-8", "replace")
    assert _textscan.join_rendered_utf8(str, items, "", "") == expected


@pytest.mark.parametrize(
    ("join", "expected"),
    [
        (_textscan.join_rendered, "# h\nblock 0\nblock 1\nblock 2\nend"),
        (_textscan.join_rendered_utf8, b"# h\nblock 0\nblock 1\nblock 2\nend"),
        (_textscan.json_rendered, b'"# h\\nblock 0\\nblock 1\\nblock 2\\nend"'),
    ],
)
def test_join_rendered_lets_each_piece_go_once_it_is_written(join: Any, expected: str | bytes) -> None:
    alive: list[weakref.ref[Piece]] = []

    def piece(index: int) -> str:
        made = Piece(f"block {index}\n")
        alive.append(weakref.ref(made))
        assert sum(ref() is not None for ref in alive) == 1  # the one just made
        return made

    assert join(piece, [0, 1, 2], "# h\n", "end") == expected


class Piece(str):
    """A str a weak reference can follow."""


_JOINS = pytest.mark.parametrize(
    "join", [_textscan.join_rendered, _textscan.join_rendered_utf8, _textscan.json_rendered]
)


@_JOINS
def test_join_rendered_passes_errors_on_and_checks_its_arguments(join: Any) -> None:
    def failing(item: int) -> str:
        raise ValueError(f"no block for {item}")

    with pytest.raises(ValueError, match="no block for 0"):
        join(failing, [0], "", "")
    with pytest.raises(TypeError, match="render must return str, not int"):
        join(len, ["ab"], "", "")
    with pytest.raises(TypeError, match="items must be a list, not tuple"):
        join(str, ("a",), "", "")
    with pytest.raises(TypeError, match="must be str, not bytes"):
        join(str, [], b"", "")
    with pytest.raises(TypeError, match="takes 4 arguments"):
        join(str, [])


@_JOINS
def test_join_rendered_reads_a_list_that_its_render_shortens(join: Any) -> None:
    items = ["a", "b", "c", "d"]

    def render_and_shorten(item: str) -> str:
        del items[-1]  # a render that changes the list must not make the join read past its end
        return item

    assert join(render_and_shorten, items, "", "") in ("ab", b"ab", b'"ab"')


def test_a_utf8_document_larger_than_its_first_buffer_is_whole() -> None:
    # The result starts at 64 KiB and grows by half again: blocks of every width across many growths.
    blocks = [f"{index} " + "é→\U0001f600"[index % 3] * 997 + "\n" for index in range(3000)]
    document = _textscan.join_rendered_utf8(str, blocks, "# h\n", "end")
    assert document == ("# h\n" + "".join(blocks) + "end").encode()


#: Text with what JSON escapes: every C0 control, quotes, backslashes, DEL and C1, separators.
_JSON_TEXTS = st.text(
    st.one_of(st.characters(max_codepoint=0x7F), st.sampled_from("\x85\u2028é→“\U0001f600"))
)


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.one_of(_JSON_TEXTS, st.text()), max_size=8))
def test_json_text_is_the_json_orjson_writes(pieces: list[str]) -> None:
    assert _textscan.json_text(pieces) == documents._json_text(pieces) == orjson.dumps("".join(pieces))


def test_json_text_of_long_pieces_escapes_across_its_blocks() -> None:
    # Longer than the 32-byte blocks the scan skips, with escapes at their edges and wide characters
    # that make the UTF-8 longer than the characters the answer was first sized for.
    pieces = ["a" * 31 + "\n" + "b" * 32 + '"', "→" * 5000, "\x01" * 40, "c" * 100 + "\\"]
    assert _textscan.json_text(pieces) == orjson.dumps("".join(pieces))
    assert documents._json_text_of is _textscan.json_text


@pytest.mark.parametrize("width", ["", "é", "→", "\U0001f600"])
def test_json_text_finds_what_it_escapes_at_any_offset_of_its_blocks(width: str) -> None:
    # Plain ASCII is taken 16 (or 8) characters at a time: an escape, a control or a wider
    # character at every offset around those blocks, once and twice, in a piece of every width.
    for special in ('"', "\\", "\n", "\x01", "\x1f", "\x7f", "é", "→", "\U0001f600"):
        for offset in range(40):
            for second in (None, offset + 1, offset + 8, offset + 16, offset + 17):
                chars = ["x"] * 64
                for at in (offset, second):
                    if at is not None:
                        chars[at] = special
                pieces = ["".join(chars) + width, width + "".join(chars)]
                assert _textscan.json_text(pieces) == orjson.dumps("".join(pieces)), (special, offset, second)


def test_a_json_document_larger_than_its_first_buffer_is_whole() -> None:
    blocks = [f"{index} \"" + "é→\U0001f600\n"[index % 4] * 997 + "\n" for index in range(3000)]
    document = _textscan.json_rendered(str, blocks, "# h\n", "end")
    assert document == orjson.dumps("# h\n" + "".join(blocks) + "end")
    with pytest.raises(UnicodeEncodeError):
        _textscan.json_rendered(str, ["fine", "a lone \udc00 surrogate"], "", "")


def test_json_text_refuses_what_is_not_json_text() -> None:
    with pytest.raises(UnicodeEncodeError):
        _textscan.json_text(["fine", "a lone \ud800 surrogate"])
    with pytest.raises(TypeError, match="must be a list, not tuple"):
        _textscan.json_text(("a",))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="must be str, not bytes"):
        _textscan.json_text(["a", b"b"])  # type: ignore[list-item]
    # The answer falls back to the string, which the server's writer escapes as before: with the C,
    # and with the Python definition (orjson refuses the surrogate with its own error).
    assert documents._json_string(["a \ud800"]) == "a \ud800"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(documents, "_json_text_of", documents._json_text)
        assert documents._json_string(["a \ud800"]) == "a \ud800"
    answer = documents._json_string(["a", "→"])
    assert isinstance(answer, RawJson) and answer.json == orjson.dumps("a→")


# Renders a replay file's `session/update`s the way a load does, and prints the Markdown.
_RENDER = """
import sys, orjson
from acp_bridge.sessions import sanitize
from acp_bridge.sessions.render import render_markdown
from acp_bridge.sessions.transcript import Transcript
sys.stderr.write("python" if sanitize._c_prose_markdown is None else "c")
transcript = Transcript("s")
transcript.begin_replay()
for line in open(sys.argv[1], "rb"):
    transcript.apply(orjson.loads(line)["params"]["update"])
transcript.end_replay()
sys.stdout.buffer.write(render_markdown(transcript).encode("utf-8", "surrogatepass"))
"""

# Messages that take every way out of the fast paths: controls, breaks, invisible characters,
# entities, link brackets, fences indented, unclosed, of tildes, inside lists.
_AWKWARD = [
    "a > b \x1b[31mred\x1b[0m\r\nnext\u2028line\u202eevil\U000e0041 &amp; x] (y)\n\n\n\nend]",
    "   ```py\n   code\n  ```\n~~~~\nt\n~~~\n~~~~~\nafter\n\n\n```\nunclosed &#x1F; <b>",
    "- item\n  ```\n  in list\n  ```\n\u00e9\u2192 [x]: y ]\n\x85\x07\ttab",
]


def test_a_whole_session_renders_the_same_with_and_without_the_extension(tmp_path: Path) -> None:
    lines, _, _ = generate_replay(200)
    head = b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":'
    for i, text in enumerate(_AWKWARD):
        update = {"sessionUpdate": "agent_message_chunk", "messageId": f"awkward-{i}",
                  "content": {"type": "text", "text": text}}
        lines.append(head + orjson.dumps(update) + b"}}\n")
    replay = tmp_path / "replay.ndjson"
    replay.write_bytes(b"".join(lines))
    rendered, scans = [], []
    for pure in (False, True):
        env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
        if pure:
            env[native.PURE_ENV] = "1"
        out = subprocess.run([sys.executable, "-c", _RENDER, str(replay)], env=env, capture_output=True,
                             check=True, cwd=Path(__file__).resolve().parents[2])
        rendered.append(out.stdout)
        scans.append(out.stderr)
    assert scans == [b"c", b"python"]
    assert len(rendered[0]) > 400_000
    assert rendered[0] == rendered[1]
