"""Where a page too long for one window is cut into parts (lsp/page_parts.py): each part fits the
budget with its links, the parts cover the page's turns before the newest window in order, and
measuring a page keeps none of its text."""

from __future__ import annotations

import itertools

import pytest

from acp_bridge.lsp.documents import earlier_line, later_line
from acp_bridge.lsp.page_parts import PageParts
from acp_bridge.sessions import windows
from acp_bridge.sessions.long_text import EDITOR_TEXT_LIMIT
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.transcript import Transcript

KEY = ("agent", "s")
BUDGET = 20_000


def session(turns: int, answer_chars: int) -> Transcript:
    t = Transcript("s")
    for n in range(1, turns + 1):
        t.apply({"sessionUpdate": "user_message_chunk", "messageId": f"u{n}",
                 "content": {"type": "text", "text": f"prompt {n}"}})
        t.apply({"sessionUpdate": "agent_message_chunk", "messageId": f"a{n}",
                 "content": {"type": "text", "text": f"answer {n} " + "x" * (answer_chars * (n % 3 + 1))}})
    return t


def window_text(t: Transcript, span: windows.Span) -> str:
    window = windows.span_window(t.turn_starts(), span, t.entry_count)
    return TranscriptMarkdown(
        t, start=window.start, stop=window.stop, before=earlier_line(window), after=later_line(window),
        text_limit=EDITOR_TEXT_LIMIT,
    ).text()


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(windows, "WINDOW_CHARS", BUDGET)


def test_a_page_is_cut_into_parts_that_each_fit_and_cover_it_in_order() -> None:
    t = session(130, 900)  # ~1-3 KB a turn: a page of 50 is ~100 KB
    parts = PageParts()
    cut = parts.parts(KEY, t, 0, newest_first=51)
    assert cut[0][0] == 1 and cut[-1][1] == 50 and len(cut) > 3
    assert all(later[0] == earlier[1] + 1 for earlier, later in itertools.pairwise(cut))
    for span in cut:
        assert len(window_text(t, span)) <= BUDGET, span
        assert parts.part_of(KEY, t, span[0], 51) == span == parts.part_of(KEY, t, span[1], 51)
    # Greedy: each part but the last would be over the budget with the next turn.
    for span, following in itertools.pairwise(cut):
        assert len(window_text(t, (span[0], following[0]))) > BUDGET - 200, span


def test_on_the_page_the_newest_window_starts_in_the_parts_end_before_it() -> None:
    t = session(130, 900)
    parts = PageParts()
    cut = parts.parts(KEY, t, 1, newest_first=71)  # turns 71- are the newest window's
    assert cut[0][0] == 51 and cut[-1][1] == 70
    assert parts.part_of(KEY, t, 80, 71) == (51, 100), "a turn of the newest window: its page"


def test_a_page_that_fits_is_one_part_the_page_itself() -> None:
    t = session(130, 10)
    assert PageParts().parts(KEY, t, 0, newest_first=51) == [(1, 50)]
    assert PageParts().parts(KEY, t, 9, newest_first=51) == [(451, 500)], "past the end: the page"


def test_measuring_a_page_keeps_none_of_its_text() -> None:
    t = session(130, 900)
    parts = PageParts()
    parts.parts(KEY, t, 0, newest_first=51)
    t.apply({"sessionUpdate": "agent_message_chunk", "messageId": "a10",
             "content": {"type": "text", "text": "!"}})
    parts.parts(KEY, t, 0, newest_first=51)  # an entry changed: rendered again, then let go again
    (view,) = parts._views.values()
    assert view._texts and all(text is None for text in view._texts)
