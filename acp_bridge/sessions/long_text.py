"""Long texts in the editor's windows: a text over the limit shows its start and its end, and says
how much is left out between them.

What VS Code takes to open and draw a document grows with its size (about 0.45 s for 470 KB on two
cores, docs/performance.md), and a window's turns bound its size only as long as no single text is
huge: one tool call that printed a 20 MB log would make its window 20 MB. So in the editor's windows
every text that can be long (a tool's output or raw output, its command, a diff, a terminal's output,
a message, a Markdown plan) is cut to :data:`EDITOR_TEXT_LIMIT` characters; `acp-bridge show` and
**Export as Markdown…** are not cut this way.
"""

from __future__ import annotations

from typing import Final, NamedTuple

#: Characters of one text an editor window shows: ~1,000 lines of output, ~60 ms of VS Code's
#: drawing. A window of 100 turns stays within a few MB unless its turns hold many such texts.
EDITOR_TEXT_LIMIT: Final = 64_000


class LongText(NamedTuple):
    head: str
    tail: str
    #: What is left out between them: whole lines, and characters (line breaks included).
    lines: int
    chars: int


def split_long(text: str, limit: int) -> LongText | None:
    """The start and end of ``text``, at most ``limit // 2`` characters each, cut at a line break
    when that keeps at least half of them (else inside the line: a header line before a megabyte of
    minified JSON still shows 32,000 characters of it); None when the text is within ``limit``."""
    if len(text) <= limit:
        return None
    half = max(1, limit // 2)
    head_end = text.rfind("\n", 0, half)
    if head_end < half // 2:
        head_end = half
    # The tail's first line starts after a line break in its last `half` characters; the text's own
    # closing line breaks are no line of it (a long last line would leave an empty tail).
    tail_from = len(text) - half
    tail_start = text.find("\n", tail_from, len(text.rstrip("\n"))) + 1
    if tail_start == 0 or tail_start - tail_from > half - half // 2:
        tail_start = tail_from
    left_out = text[head_end:tail_start]
    lines = max(0, left_out.count("\n") - 1)
    return LongText(text[:head_end], text[tail_start:], lines, len(left_out))


def left_out_note(long: LongText) -> str:
    """The paragraph between the start and the end of a cut text."""
    what = f"{long.chars:,} characters"
    if long.lines:
        what = f"{long.lines:,} line{'s' if long.lines > 1 else ''} ({what})"
    return f"*… {what} left out here: Export as Markdown… writes them all.*"
