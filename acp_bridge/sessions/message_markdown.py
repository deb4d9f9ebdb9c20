"""An agent's message as Markdown: its prose escaped (:mod:`.sanitize`) with its headings below the
transcript's own, and its fenced code re-emitted as our fences, so that it can show code but never
leave a fence open past its own message, nor pass for a turn, an answer or a tool call (rule 9).
"""

from __future__ import annotations

import re
from typing import Final

from ..plain_text import clean_text
from .long_text import left_out_note, split_long
from .sanitize import escape_paragraphs, fenced, quote

# `\n{3,}` spelled with a literal head: the regex engine then looks for it with a fast string search
# instead of trying the repeat at every position (~5× faster on prose).
_BLANK_RUNS_RE: Final = re.compile(r"\n\n\n+")
_FENCE_OPEN_RE: Final = re.compile(r"( {0,3})(`{3,}|~{3,})(.*)")  # matched from a line's start to its end
# where _FENCE_OPEN_RE may match
_FENCE_CANDIDATE_RE: Final = re.compile(r"^ {0,3}(?:`{3}|~{3})", re.MULTILINE)
_DEDENT_RES: Final = [re.compile(f"^ {{1,{n}}}", re.MULTILINE) for n in (1, 2, 3)]  # "up to n spaces", n >= 1


#: A line's start where CommonMark may see a heading: list markers and indentation. Any indentation,
#: since a list item's continuation may be indented four spaces or more (a `#` line in indented code
#: is demoted too: looks only). Possessive, so a line that is no heading fails in linear time (with
#: plain quantifiers, a line of list markers backtracked exponentially). A `>` in a line's lead is
#: escaped already. A
#: marker with only blanks after it is no list item's: an empty item cannot interrupt a paragraph, so
#: a `- ` under a line is that line's setext underline. List markers are ASCII digits only.
_LINE_LEAD: Final = r"^((?:[ \t]*+(?:[-+*]|[0-9]{1,9}[.)])[ \t]++(?=[^ \t\n]))*+[ \t]*+)"
#: A line's list markers and indentation (:data:`_LINE_LEAD`), matched from the line's start.
_LINE_LEAD_RE: Final = re.compile(_LINE_LEAD[1:])
#: A lead of bullets only, the first indented at most three spaces: the line starts a list item.
_BULLETS_RE: Final = re.compile(r" {0,3}[-+*] +(?:[-+*] +)*")
#: An ATX heading of any level in message text (`# `, `## User`, `> #### Tool:`).
_ATX_HEADING_RE: Final = re.compile(_LINE_LEAD + r"#{1,6}(?=[ \t]|$)", re.MULTILINE)
#: A setext underline (`===` or `---` under a line of text makes that line a heading).
_SETEXT_RE: Final = re.compile(r"(?<=[^\n])\n" + _LINE_LEAD[1:] + r"((?:=+|-+)[ \t]*)$", re.MULTILINE)
#: Where a setext underline may start: a line whose first character after blanks is a list marker's or
#: an underline's. Every match of :data:`_SETEXT_RE` has one (the cheap look that lets most prose skip
#: it); it is searched fast, from each line break. An underline may be one character, indented up to
#: three spaces (``"Title\n  ="`` is a heading), and a list item's text may be one.
_SETEXT_HINT_RE: Final = re.compile(r"\n[ \t]*[-+*=0-9]")
#: The level message headings are shown at: below every heading the transcript's own structure uses
#: (# title, ## User, ### Agent, #### Tool), so no message can imitate a turn, an answer or a tool call.
MESSAGE_HEADING: Final = "#####"


def demote_headings(prose: str) -> str:
    """Message prose whose headings can't pass for the transcript's: ATX headings of every level
    become level 5, and a setext underline is escaped (its line stays text)."""
    if "#" in prose:
        prose = _ATX_HEADING_RE.sub(lambda m: m.group(1) + MESSAGE_HEADING, prose)
    if _SETEXT_HINT_RE.search(prose):
        prose = _SETEXT_RE.sub(_escape_underline, prose)
    return prose


def _escape_underline(underline: re.Match[str]) -> str:
    """A setext underline escaped, unless the line above starts a bulleted item whose text it is not
    in: indented less than that text, the line cannot underline it (an underline is never a lazy
    continuation), and ``- `` there is the next, empty, item of the list. So a list streamed up to
    its next marker (``"- one\n- "``) shows no backslash. (A bullet always starts an item, even
    under a paragraph, when it is indented at most three spaces and has text; a number may not.)"""
    lead, line = underline.group(1), underline.group(0)
    text = underline.string
    above_start = text.rfind("\n", 0, underline.start()) + 1
    above = _LINE_LEAD_RE.match(text, above_start, underline.start())
    bullets = above.group(1) if above is not None else ""
    if not lead.strip(" ") and len(lead) < len(bullets) and _BULLETS_RE.fullmatch(bullets):
        return line  # the item's text is indented further than this line
    return "\n" + lead + "\\" + underline.group(2)


def _prose(text: str) -> str:
    return demote_headings(escape_paragraphs(text))


def prose_markdown(text: str) -> str:
    """Renders agent Markdown: prose escaped, the agent's own fenced code re-emitted as our fences.

    An agent fence is recognised exactly as CommonMark does at top level (up to three spaces, three
    or more backticks or tildes, no backtick in a backtick fence's info string, closed by a run at
    least as long). Its code goes into :func:`code_block` between blank lines; an unclosed one ends
    with the message. Fences CommonMark would see inside a list or quote are treated as prose:
    escaped, which only costs looks. Runs of blank lines outside our fences become one.

    The text is worked on in runs of whole lines between fences, not line by line: escaping looks
    across a line break only for the code spans of a paragraph (:func:`escape_paragraphs`), which
    no fence is in the middle of."""
    cleaned = clean_text(text)
    if "```" not in cleaned and "~~~" not in cleaned:  # no fence can open: escape in one pass
        prose = _prose(cleaned)
        return (_BLANK_RUNS_RE.sub("\n\n", prose) if "\n\n\n" in prose else prose).strip("\n")
    # The document as lines: prose runs (escaped), and for each agent fence "", our fence, "".
    # Blank lines are squeezed in everything but our fences, which are kept apart.
    out: list[str] = []  # squeezed prose (with the line breaks around our fences) and our fences
    pending: list[str] = []  # lines (prose runs count as one) since the last fence of ours
    end = len(cleaned)
    start = 0  # start of the first line not yet placed; end + 1 when there is none
    search = 0
    while True:
        line_start = fence_open(cleaned, search) if search <= end else -1
        if line_start < 0:
            break
        line_end, match = _agent_fence(cleaned, line_start)
        if match is None:
            search = line_end + 1
            continue
        if line_start > start:
            pending.append(_prose(cleaned[start : line_start - 1]))
        indent, marker, info = len(match.group(1)), match.group(2), match.group(3).strip()
        close = fence_close(cleaned, line_end + 1, marker[0], len(marker)) if line_end < end else None
        if close is None:  # unclosed: the code runs to the end of the message
            code, start = cleaned[line_end + 1 :], end + 1
        else:
            close_start, close_end = close
            code = cleaned[line_end + 1 : close_start - 1] if close_start > line_end + 1 else ""
            start = close_end + 1
        if indent and code:
            code = _DEDENT_RES[indent - 1].sub("", code)
        pending += ("", "")
        _flush_prose(out, pending)
        out.append(fenced(code, info.split(" ")[0] if info else ""))
        pending = ["", ""]  # the line break after our fence, and the blank line
        search = start
    if start <= end:
        pending.append(_prose(cleaned[start:]))
    _flush_prose(out, pending)
    return "".join(out).strip("\n")


EMPTY_MESSAGE: Final = "*(empty message)*"


def prose_block(head: str, text: str, quoted: bool, limit: int | None = None) -> str:
    """A message's block: ``head``, a blank line, :func:`prose_markdown` of ``text`` (*(empty
    message)* when that is empty) and a closing blank line; ``quoted`` (a thought), all but the
    closing blank line in a block quote. Text over ``limit`` characters: see :func:`long_prose`."""
    block = f"{head}\n\n{long_prose(text, limit) or EMPTY_MESSAGE}"
    return (quote(block) if quoted else block) + "\n\n"


def long_prose(text: str, limit: int | None) -> str:
    """:func:`prose_markdown` of ``text``; over ``limit`` characters, of its start and of its end, each
    on its own (a fence the start opens is closed where it ends), and a note of what is left out."""
    if limit is None or len(text) <= limit:
        return prose_markdown(text)
    # Cut where prose_markdown reads lines and fences: in the cleaned text (one kind of line break).
    cleaned = clean_text(text)
    if (long := split_long(cleaned, limit)) is None:
        return prose_markdown(cleaned)
    opener = _fence_around(cleaned, len(cleaned) - len(long.tail))
    tail = f"{opener}\n{long.tail}" if opener is not None else long.tail  # the end's code stays code
    return f"{prose_markdown(long.head)}\n\n{left_out_note(long)}\n\n{prose_markdown(tail)}"


def _agent_fence(text: str, line_start: int) -> tuple[int, re.Match[str] | None]:
    """The end of the line starting at ``line_start``, and its match when it opens an agent fence
    (no backtick in a backtick fence's info string)."""
    line_end = text.find("\n", line_start)
    line_end = len(text) if line_end < 0 else line_end
    match = _FENCE_OPEN_RE.match(text, line_start, line_end)
    if match is not None and match.group(2)[0] == "`" and "`" in match.group(3):
        return line_end, None
    return line_end, match


def _fence_around(text: str, pos: int) -> str | None:
    """The opening line of the agent fence whose code holds the line starting at ``pos``, found as
    :func:`prose_markdown` finds fences; None when that line is prose."""
    end, search = len(text), 0
    while search < pos:
        line_start = fence_open(text, search)
        if line_start < 0 or line_start >= pos:
            return None
        line_end, match = _agent_fence(text, line_start)
        if match is None:
            search = line_end + 1
            continue
        marker = match.group(2)
        close = fence_close(text, line_end + 1, marker[0], len(marker)) if line_end < end else None
        if close is None or close[0] >= pos:
            return text[line_start:line_end] if pos > line_end else None
        search = close[1] + 1
    return None


def fence_open(text: str, start: int) -> int:
    """Where the first line beginning at or after ``start`` that may open an agent fence (up to three
    spaces, then three backticks or tildes) begins, or -1."""
    match = _FENCE_CANDIDATE_RE.search(text, start)
    return -1 if match is None else match.start()


def fence_close(text: str, start: int, marker: str, count: int) -> tuple[int, int] | None:
    """The span of the first line beginning at or after ``start`` that closes a fence of ``count``
    ``marker`` characters (up to three spaces, at least that many, then only spaces and tabs)."""
    closing = re.compile(rf"^ {{0,3}}{re.escape(marker)}{{{count},}}[ \t]*$", re.MULTILINE)
    match = closing.search(text, start)
    return None if match is None else match.span()


def _flush_prose(out: list[str], lines: list[str]) -> None:
    # Our inserted blank lines may meet the agent's; more than one in a row adds nothing.
    prose = "\n".join(lines)
    out.append(_BLANK_RUNS_RE.sub("\n\n", prose) if "\n\n\n" in prose else prose)
    lines.clear()
