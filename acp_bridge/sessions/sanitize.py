"""The Markdown primitives that keep untrusted agent text inert (rule 9).

Threat model: everything an agent sends (titles, message text, paths, tool output) is untrusted and
ends up in a Markdown document that VS Code shows as source and may preview. The text must not be
able to inject HTML, create links (``command:`` links run editor commands), or escape from a code
fence and forge the transcript's structure. Its characters are made fit first
(:mod:`acp_bridge.plain_text`).

The rules, each chosen to be provably safe rather than clever:

* Prose: ``<`` becomes an entity unless a space or a tab follows it, alone or after ``=``s or
  ``-``s (``a < b``, ``x <= y``, ``a <- b``): every tag, comment, declaration and autolink starts
  with ``<`` and a character that is no blank. The end of a line or of the text counts as such a
  character: what follows the text is not known, and a line is escaped the same whatever follows
  it. ``>`` becomes one where it could open a block quote (the transcript's thoughts are quoted):
  in the run of blanks, list markers and ``>``s that starts a line or the text; elsewhere it shows
  as typed (``a -> b``). ``&`` becomes one when it would otherwise form an entity; ``]`` where a
  link could follow (``](``, ``][``, ``]:``, or end of text). Everything else is left alone so
  agent Markdown stays readable.
* A message's code spans show as typed (``Vec<u8>``, ``<div>``): inline, nothing in a code span is
  markup. A span is a backtick run and the next run of the same length on its line (CommonMark's
  pairing; agents do not break inline code across lines); every other backtick of a paragraph that
  has one is escaped (``\\` ``), so that no span the escaping did not see can form, across lines or
  not, and take text it left as typed out of code. A paragraph (text between blank lines, which no
  span crosses) is escaped as prose throughout instead, spans and all, when it holds what is read
  before its spans are: a ``|`` (a table cell ends at one, even inside a span), or a ``]:`` in a
  span (a link reference definition, which a ``[x`]`` anywhere in the document would use); or a
  ``\\` `` of the agent's own, whose pairing is not worth working out. This holds for text that
  is paragraphs of its own (:func:`escape_paragraphs`: a message's prose, a plan's item); a title
  or a label shares its line with other text, whose backticks would pair with its own, and keeps
  every ``<`` escaped (:func:`escape_prose`).
* Code goes into fences made of more backticks than any run inside, so nothing inside can close
  them, always opened at column 0 after a blank line, which ends any container, table or list the
  agent text left open.
* Agent fences inside prose are re-emitted as our own fences, and message headings are put below
  the transcript's (:mod:`.message_markdown`), so an agent can show code but never leave a fence
  open past its own message, nor pass for a turn, an answer or a tool call.

Rendering a long session passes every text through here, so the functions take fast paths: a cheap
scan (``in``, ``str.find``, a regex searched from each line break) decides whether the plain pass
would change anything, and ``str.replace`` stands in for a regex where the rule allows. Each fast
path gives exactly what the plain algorithm gives; ``tests/unit/test_sanitize_fast_paths.py`` holds
them to it.
"""

from __future__ import annotations

import re
from typing import Final

from ..plain_text import clean_text, single_line
from .long_text import left_out_note, split_long

#: An `&` that would form an entity, a `]` that a link could follow.
_CONTEXT_UNSAFE_RE: Final = re.compile(
    r"&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};)|\](?=[(\[:]|$)", re.MULTILINE
)
#: A `<` that could start a tag, a comment, a declaration or an autolink (see the module docstring).
_LT_UNSAFE_RE: Final = re.compile(r"<(?![ \t]|[=-]+[ \t])")
#: The lead of a line (or of the text) up to its last `>` that could open a block quote.
_GT_LEAD_RE: Final = re.compile(r"^[ \t>*+\-.)0-9]*>", re.MULTILINE)
# What follows an `&` that _CONTEXT_UNSAFE_RE escapes (an entity would form).
_ENTITY_TAIL_RE: Final = re.compile(r"#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};")
_LINK_BRACKET_RE: Final = re.compile(r"\][(\[:]")
_PROSE_ENTITIES: Final = {"&": "&amp;", "]": "&#93;"}
_BACKTICK_RUN_RE: Final = re.compile(r"`+")
_INFO_WORD_RE: Final = re.compile(r"[A-Za-z0-9_+#.\-]{1,30}")
#: Info string -> its first word; bounded (agent fences bring their own).
_INFO_WORDS: Final[dict[str, str]] = {}


# -- Markdown ---------------------------------------------------------------------------------


def _entity(match: re.Match[str]) -> str:
    return _PROSE_ENTITIES[match.group()[0]]


def _gt_lead(lead: re.Match[str]) -> str:
    return lead.group().replace(">", "&gt;")


#: A blank line: no code span crosses one (it ends every paragraph; headings and cells are one line).
_BLANK_LINE_RE: Final = re.compile(r"(\n[ \t]*\n)")
#: Stands for a code span's text while the paragraph around it is escaped (clean text has no NUL).
_SPAN_TEXT: Final = "\x00"


def escape_paragraphs(text: str) -> str:
    """:func:`escape_prose` of text that is paragraphs of its own (a message's prose between its
    fences), whose code spans show as typed (see the module docstring). A backtick before it in the
    paragraph it begins would pair with its spans: it must begin one."""
    if "`" not in text:
        return escape_prose(text)
    if "\n" not in text:
        return _escape_paragraph(text)
    return "".join(
        part if index % 2 else _escape_paragraph(part)  # odd parts are the blank lines between
        for index, part in enumerate(_BLANK_LINE_RE.split(text))
    )


def _escape_paragraph(text: str) -> str:
    """:func:`escape_paragraphs` of text that holds no blank line."""
    if "`" not in text or "|" in text or "\\`" in text or _SPAN_TEXT in text:
        return escape_prose(text)
    runs = [(run.start(), run.end()) for run in _BACKTICK_RUN_RE.finditer(text)]
    # Each run's closer: the next run of its length on its line (found right to left, in one pass).
    closer: list[int | None] = [None] * len(runs)
    following: dict[int, int] = {}  # run length -> index of the next such run on the line
    next_start = len(text)  # where the run after this one starts
    for index in range(len(runs) - 1, -1, -1):
        start, end = runs[index]
        if text.find("\n", end, next_start) >= 0:  # the runs seen so far are on later lines
            following.clear()
        closer[index] = following.get(end - start)
        following[end - start] = index
        next_start = start
    if not any(close is not None for close in closer):  # no span: no raw text to keep out of reach
        return escape_prose(text)
    masked: list[str] = []
    spans: list[str] = []
    done = index = 0
    while index < len(runs):
        start, end = runs[index]
        masked.append(text[done:start])
        close = closer[index]
        if close is None:  # no closer on its line: a backtick the reader must not pair with any
            masked.append("\\`" * (end - start))
            done, index = end, index + 1
            continue
        close_start, close_end = runs[close]
        if "]:" in (span := text[end:close_start]):
            # A link reference definition (`[x`]: url "`") is read before any code span: it would
            # give a later `[x`]` whose backtick pairs with nothing a link.
            return escape_prose(text)
        spans.append(span)
        masked.append(f"{text[start:end]}{_SPAN_TEXT}{text[close_start:close_end]}")
        done, index = close_end, close + 1
    masked.append(text[done:])
    escaped = escape_prose("".join(masked)).split(_SPAN_TEXT)
    # One more piece than spans: the text after the last one.
    return "".join(piece for pair in zip(escaped, [*spans, ""], strict=True) for piece in pair)


def escape_prose(text: str) -> str:
    """Text that renders as itself, with no HTML, no link syntax and no block quote, wherever it is on
    a line (a ``<`` in a code span is escaped too: titles, labels, notes)."""
    # Each pass only when its character is there (most text has none of them). The `&` pass goes
    # first: the others write entities, whose `&` must stay one.
    if ("&" in text or "]" in text) and _needs_context_escape(text):
        text = _CONTEXT_UNSAFE_RE.sub(_entity, text)
    if "<" in text:
        text = _LT_UNSAFE_RE.sub("&lt;", text)
    if ">" in text:
        text = _GT_LEAD_RE.sub(_gt_lead, text)
    return text


def heading_text(text: str) -> str:
    """One line of text as a heading's (after ``#### ``): escaped prose whose last run of ``#``s, if
    it ends the line after a blank or is all of it, is escaped too; CommonMark would take it for the
    heading's closing sequence and not show it (a tool titled ``#`` would be an empty heading; ``C#``
    is shown as it is)."""
    escaped = escape_prose(text)
    shown = escaped.rstrip(" \t")
    if not shown.endswith("#"):
        return escaped
    run_start = len(shown.rstrip("#"))
    if run_start and shown[run_start - 1] not in " \t":
        return escaped
    return f"{escaped[:run_start]}\\{escaped[run_start:]}"


def _needs_context_escape(text: str, limit: int = 16) -> bool:
    """Whether an `&` or `]` of ``text`` is one :func:`escape_prose` escapes (_CONTEXT_UNSAFE_RE);
    looks at each by hand (str.find is much faster than a regex scan), at most ``limit`` of each."""
    for char in "]&":
        at = text.find(char)
        for _ in range(limit):
            if at < 0:
                break
            if char == "]":
                after = text[at + 1 : at + 2]
                if not after or after in "([:\n":
                    return True
            elif _ENTITY_TAIL_RE.match(text, at + 1):
                return True
            at = text.find(char, at + 1)
        else:
            if at >= 0:  # many: let the regex decide
                return _CONTEXT_UNSAFE_RE.search(text) is not None
    return False


def longest_backtick_run(text: str) -> int:
    if "`" not in text:
        return 0
    return max(len(run) for run in _BACKTICK_RUN_RE.findall(text))


def inline_code(text: str) -> str:
    """A code span for one line of text (paths, ids), delimited by more backticks than any run
    inside. Never place it at the start of a line (three backticks there could open a fence).

    Text with ``<`` or a link-forming ``]`` is escaped prose instead: harmless in a code span, but
    keeping any that could open a tag or a link out of the document altogether (outside fences) is an
    invariant a test can check."""
    return inline_code_span(text)[0]


def inline_code_span(text: str, *, starts_item: bool = False) -> tuple[str, int, int]:
    """:func:`inline_code`'s markup, and where the shown text starts and ends inside it (a link's
    columns). ``starts_item``: the markup begins a list item's text, where escaped prose must not
    open a block (:func:`_inline_start`); elsewhere it follows text on its line and opens none."""
    text = single_line(text)
    if not text:
        return "", 0, 0
    if "<" in text or ("]" in text and _LINK_BRACKET_RE.search(text)):  # a search costs ~1k instructions
        escaped = escape_prose(text)
        if starts_item:
            escaped = _inline_start(escaped)
        return escaped, 0, len(escaped)
    ticks = "`" * (longest_backtick_run(text) + 1)
    pad = " " if text[0] == "`" or text[-1] == "`" else ""
    start = len(ticks) + len(pad)
    return f"{ticks}{pad}{text}{pad}{ticks}", start, start + len(text)


#: How a line of escaped text that has a `<` or a link's bracket may begin a block: a heading's `#`s,
#: a list marker, a fence (with the digits of an ordered list's marker: the `.` or `)` after them is
#: escaped). No thematic break or underline is made only of such a line's characters.
_BLOCK_START_RE: Final = re.compile(r"#{1,6}(?=[ \t])|[-+*](?=[ \t])|`{3,}|~{3,}|[0-9]{1,9}(?=[.)][ \t])")


def _inline_start(escaped: str) -> str:
    """Escaped prose that starts no block where a code span would stand: at the start of a list item
    (a location's line) a path such as ``# <x>`` would be a heading, and ```` ``` <x> ```` a fence."""
    found = _BLOCK_START_RE.match(escaped)
    if found is None:
        return escaped
    at = found.end() if found.group()[0].isdigit() else 0  # `1.`: the `.` is what makes the marker
    return f"{escaped[:at]}\\{escaped[at:]}"


def code_block(text: str, info: str = "", limit: int | None = None) -> str:
    """A fenced block that nothing inside can close (no trailing newline). Text over ``limit``
    characters is two blocks, its start and its end, and a note of what is left out between them
    (:mod:`.long_text`)."""
    return fenced(clean_text(text), info, limit)


def fenced(cleaned: str, info: str = "", limit: int | None = None) -> str:
    """:func:`code_block` of text that already went through :func:`clean_text` (cleaning twice
    changes nothing, but costs a scan)."""
    if limit is not None and (long := split_long(cleaned, limit)) is not None:
        return f"{fenced(long.head, info)}\n\n{left_out_note(long)}\n\n{fenced(long.tail, info)}"
    text = cleaned.rstrip("\n")
    fence = "`" * max(3, longest_backtick_run(text) + 1) if "`" in text else "```"
    word = _INFO_WORDS.get(info)
    if word is None:
        match = _INFO_WORD_RE.match(info)
        word = match.group() if match else ""
        if len(_INFO_WORDS) < 256:
            _INFO_WORDS[info] = word
    return f"{fence}{word}\n{text}\n{fence}" if text else f"{fence}\n{fence}"


#: A line's leading blanks and list markers when they hold a tab.
_LEAD_WITH_TAB_RE: Final = re.compile(r"^[-+*0-9.) ]*\t[-+*0-9.) \t]*", re.MULTILINE)


def quote(markdown: str) -> str:
    """Puts rendered Markdown inside a block quote, line by line (``>`` alone on an empty line).

    A tab's width depends on the column it starts at, and ``> `` moves every line two columns on: a
    tab in a line's lead (its blanks and list markers) is written as the spaces it stood for, so the
    quoted lines are the blocks they were (a tab and three backticks are indented code; after ``> ``
    the tab is two columns wide, and they would open a fence)."""
    if "\t" in markdown:
        markdown = _LEAD_WITH_TAB_RE.sub(lambda lead: lead.group().expandtabs(4), markdown)
    quoted = "> " + markdown.replace("\n", "\n> ")
    if "\n> \n" in quoted:  # empty lines inside; each pass fixes every other one of a run
        quoted = quoted.replace("\n> \n", "\n>\n").replace("\n> \n", "\n>\n")
    if quoted.startswith("> \n") or quoted == "> ":
        quoted = ">" + quoted[2:]
    if quoted.endswith("\n> "):
        quoted = quoted[:-1]
    return quoted
