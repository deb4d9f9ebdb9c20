"""Which turns of a session each editor document shows: bounded windows, the newest first.

An editor cannot hold a long session's whole transcript (20,000 turns are 917,023 lines and 47 MB
of Markdown: VS Code freezes for minutes and takes gigabytes). So a transcript is
cut into *pages* of :data:`TURNS_PER_PAGE` turns counted from the first one, page ``k`` holding
turns ``k*P+1`` to ``(k+1)*P``. Counting from the start keeps every turn on the same page however
the session grows, so a link to a page stays right.

Opening a session shows its *newest* window: its last two pages (so from ``P+1`` to ``2P`` turns
once it has that many, never only the few turns of a page just begun), or of those only the newest
turns that fit in :data:`WINDOW_CHARS` (at least the last one). A live session appends to it; when
a turn starts a new page, the window rolls forward by a page (and what fits is decided again then:
a live turn that grows past the budget stays whole until the next roll). Every earlier page is a
window of its own, one link away ("Earlier turns" at the top of each window), and any turn can be
reached directly (``ACP: Go to Turn…``). A page whose text is over the same budget is cut into
*parts*, from its first turn on, each the most turns that fit (at least one): :func:`parts`. A
window is named by the turns it shows (its *span*): a page, or a part of one.

The entries before the first user message (a session that starts with an agent's message) are
shown with page 0 (and in the newest window while it starts at turn 1). Turns are 1-based here as
the user sees them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

#: Turns per page. The newest window holds one or two pages (≤ 100 turns): at the benchmark's
#: ~2.4 KB of Markdown a turn that is ≤ ~0.25 MB. What the editor takes to open a document grows
#: with its size (about 0.45 s to draw 470 KB of 200 turns on two cores, and as long again before
#: the extension has its editor); at 100 turns the newest turn shows within a second of the click
#: (docs/performance.md).
TURNS_PER_PAGE: Final = 50
#: Characters a window holds at most, unless one turn alone is longer (~1 s of VS Code's drawing on
#: two cores, docs/performance.md). Turns that are heavy (many tool calls with long outputs, each
#: text cut at `long_text.EDITOR_TEXT_LIMIT`) leave the newest window's first turns to the page
#: before, which starts at the first turn from which the rest fits, and cut a page into parts.
WINDOW_CHARS: Final = 1_000_000

#: Characters a window's "Earlier turns" or "Later turns" line takes at most, counted in its budget
#: beside the title.
LINK_LINE_CHARS: Final = 64

#: The turns a window shows, 1-based and inclusive: what a page's (or a part's) URI names.
Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Window:
    #: The turns this window's URI names (a page or a part of one), or None for the newest window
    #: (which moves as the session grows).
    span: Span | None
    #: The entries it shows: ``start`` up to ``stop`` (None: to the end).
    start: int
    stop: int | None
    #: The turns it shows, 1-based and inclusive (``first_turn > last_turn`` when it shows none).
    first_turn: int
    last_turn: int
    total_turns: int
    #: The turn just before ``first_turn`` (None when there is none): its window is "Earlier turns".
    earlier: int | None
    #: The turn just after ``last_turn`` (None: this window is the end): its window is "Later turns".
    later: int | None


def page_count(turns: int) -> int:
    return max(1, -(-turns // TURNS_PER_PAGE))


def newest_first_page(turns: int) -> int:
    """The first page of the newest window."""
    return max(0, page_count(turns) - 2)


def page_of_turn(turn: int) -> int:
    """The page holding ``turn`` (1-based)."""
    return max(0, turn - 1) // TURNS_PER_PAGE


def page_span(page: int) -> Span:
    return page * TURNS_PER_PAGE + 1, (page + 1) * TURNS_PER_PAGE


def parts(first_turn: int, sizes: Sequence[int], budget: int) -> list[Span]:
    """A page cut into parts: from ``first_turn`` on, each part the most turns whose ``sizes`` (in
    characters, one per turn) add up to at most ``budget``, and at least one turn."""
    cut: list[Span] = []
    begin, total = first_turn, 0
    for turn, size in enumerate(sizes, first_turn):
        if total and total + size > budget:
            cut.append((begin, turn - 1))
            begin, total = turn, 0
        total += size
    if sizes:
        cut.append((begin, first_turn + len(sizes) - 1))
    return cut


def newest_window(turn_starts: Sequence[int]) -> Window:
    turns = len(turn_starts)
    first_page = newest_first_page(turns)
    first_turn = first_page * TURNS_PER_PAGE + 1
    return newest_from(turn_starts, first_turn)


def newest_from(turn_starts: Sequence[int], first_turn: int) -> Window:
    """The newest window starting at ``first_turn`` (when its first turns were over the budget, the
    turns before it are on their page, which the window's "Earlier turns" link opens)."""
    turns = len(turn_starts)
    start = _entry_of_turn(turn_starts, first_turn)
    return Window(None, start, None, first_turn, turns, turns, first_turn - 1 or None, None)


def span_window(turn_starts: Sequence[int], span: Span, entry_count: int) -> Window:
    """The window of a page or a part of one: its turns (fewer at the end of the session, none past
    it)."""
    turns = len(turn_starts)
    first_turn, last_turn = span[0], min(turns, span[1])
    start = min(_entry_of_turn(turn_starts, first_turn), entry_count)
    stop = turn_starts[last_turn] if last_turn < turns else None
    if first_turn > turns:  # past the end (the session has fewer turns now): shows nothing
        start, stop = entry_count, None
    earlier = min(first_turn - 1, turns) or None
    later = last_turn + 1 if last_turn < turns else None
    return Window(span, start, stop, first_turn, last_turn, turns, earlier, later)


def _entry_of_turn(turn_starts: Sequence[int], turn: int) -> int:
    """The first entry a window starting at ``turn`` shows: turn 1's window shows everything before
    it too."""
    if turn <= 1 or not turn_starts:
        return 0
    return turn_starts[min(turn, len(turn_starts)) - 1]
