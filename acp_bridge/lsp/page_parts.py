"""Where each page of a transcript is cut into parts, so that no window is over its budget.

A page of earlier turns is one window while its text fits in `windows.WINDOW_CHARS`, which nearly
every page does (50 turns of the benchmark are ~120 KB). Heavy turns (tool calls with long outputs,
each text already cut at `long_text.EDITOR_TEXT_LIMIT`) can make one many megabytes, which VS Code
would take seconds and gigabytes to show; such a page is cut into parts (`windows.parts`), each a
window of its own, linked to the next and the previous like pages are. Only the turns before the
newest window are cut (those after it start are shown there). The last part of a page ends where
the page does, so a page that needs no cut keeps its one URI; on the page the newest window starts
in, it ends just before the newest window's first turn.

Knowing where a page is cut takes the size of each of its turns as a window shows it: a view of
those turns that keeps only its blocks' sizes (`TranscriptMarkdown(kept_blocks=0)`, `sizes_from`),
rendered once and then only where entries changed, kept per page while the transcript is open.
"""

from __future__ import annotations

from ..sessions import windows
from ..sessions.entries import PendingTurn
from ..sessions.long_text import EDITOR_TEXT_LIMIT
from ..sessions.render import TranscriptMarkdown
from ..sessions.render_blocks import render_header
from ..sessions.transcript import Transcript
from ..sessions.windows import Span

Key = tuple[str, str]


class PageParts:
    def __init__(self) -> None:
        self._views: dict[tuple[str, str, int], TranscriptMarkdown] = {}

    def part_of(self, key: Key, transcript: Transcript, turn: int, newest_first: int) -> Span:
        """The span of the part of its page that holds ``turn``, a turn before ``newest_first`` (the
        newest window's first turn); the whole page for a turn past the session's end or in the
        newest window."""
        page = windows.page_of_turn(turn)
        for span in self.parts(key, transcript, page, newest_first):
            if span[0] <= turn <= span[1]:
                return span
        return windows.page_span(page)

    def parts(self, key: Key, transcript: Transcript, page: int, newest_first: int) -> list[Span]:
        """The spans ``page``'s turns before ``newest_first`` are cut into (one when all fit)."""
        turn_starts = transcript.turn_starts()
        first, page_last = windows.page_span(page)
        last = min(page_last, len(turn_starts), newest_first - 1)
        if first > last:
            return [(first, page_last)]
        window = windows.span_window(turn_starts, (first, last), transcript.entry_count)
        if transcript.rebuild_pending and isinstance(transcript.entries[window.start], PendingTurn):
            # Its turns wait to be reduced (`replay_lines`): measured once they are, when shown.
            return [(first, page_last)]
        view = self._measure(key, page, transcript, window)
        stop = transcript.entry_count if window.stop is None else window.stop
        bounds = [window.start, *(turn_starts[turn - 1] for turn in range(first + 1, last + 1)), stop]
        after = view.sizes_from([bound - window.start for bound in bounds])
        sizes = [after[i] - after[i + 1] for i in range(len(bounds) - 1)]
        # Besides its turns, a part holds the title and its "Earlier turns" and "Later turns" lines.
        budget = windows.WINDOW_CHARS - len(render_header(transcript)) - 2 * windows.LINK_LINE_CHARS
        cut = windows.parts(first, sizes, budget)
        if newest_first > page_last:  # all of the page is before the newest window: its last part
            cut[-1] = (cut[-1][0], page_last)  # ends with it, whatever the session adds to it
        return cut

    def forget(self, key: Key) -> None:
        for page_key in [page_key for page_key in self._views if page_key[:2] == key]:
            del self._views[page_key]

    def _measure(
        self, key: Key, page: int, transcript: Transcript, window: windows.Window
    ) -> TranscriptMarkdown:
        """The page's measuring view, made anew when its entries moved or the transcript is another."""
        view = self._views.get((*key, page))
        moved = view is not None and (view.start, view.stop) != (window.start, window.stop)
        if view is None or view.transcript is not transcript or moved:
            view = TranscriptMarkdown(
                transcript, kept_blocks=0, start=window.start, stop=window.stop, text_limit=EDITOR_TEXT_LIMIT
            )
            self._views[(*key, page)] = view
        return view
