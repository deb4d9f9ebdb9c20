"""Transcript windows (sessions/windows.py) and the windowed rendering (TranscriptMarkdown with
start/stop): which turns a document shows, and that a window is exactly its part of the session."""

from __future__ import annotations

from typing import Any

from acp_bridge.sessions import windows
from acp_bridge.sessions.render import TranscriptMarkdown
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown
from acp_bridge.sessions.windows import TURNS_PER_PAGE

P = TURNS_PER_PAGE


def chunk(kind: str, value: str, message_id: str) -> dict[str, Any]:
    return {"sessionUpdate": kind, "messageId": message_id, "content": {"type": "text", "text": value}}


def session(turns: int, preamble: bool = False) -> Transcript:
    t = Transcript("s")
    if preamble:
        t.apply(chunk("agent_message_chunk", "Hello before any prompt", "intro"))
    for n in range(1, turns + 1):
        t.apply(chunk("user_message_chunk", f"prompt {n}", f"u{n}"))
        t.apply(chunk("agent_message_chunk", f"answer {n}", f"a{n}"))
    return t


def test_turns_are_found_incrementally_and_again_after_entries_move() -> None:
    t = session(3, preamble=True)
    assert list(t.turn_starts()) == [1, 3, 5]
    t.apply(chunk("user_message_chunk", "prompt 4", "u4"))
    assert list(t.turn_starts()) == [1, 3, 5, 7]
    t.begin_replay()  # a replay starts over: the entries go when the first update arrives
    t.apply(chunk("user_message_chunk", "again", "v1"))
    assert list(t.turn_starts()) == [0]


def test_the_newest_window_is_the_last_two_pages() -> None:
    for turns, first in ((0, 1), (1, 1), (P, 1), (2 * P, 1), (2 * P + 1, P + 1), (4 * P + 50, 3 * P + 1)):
        window = windows.newest_window(session(turns).turn_starts())
        assert (window.first_turn, window.last_turn, window.span) == (first, turns, None), turns
        assert window.earlier == (first - 1 or None)
        assert window.later is None
        shown = window.last_turn - window.first_turn + 1
        assert shown <= 2 * P and (shown == turns or shown > P), "never only a page just begun"


def test_a_newest_window_over_its_budget_starts_later_and_links_to_the_page_before() -> None:
    t = session(3 * P + 10)  # the newest window is pages 2 and 3: turns 2P+1 to 3P+10
    starts = t.turn_starts()
    inside = windows.newest_from(starts, 3 * P + 5)  # its first turns went to page 3's own window
    assert (inside.first_turn, inside.last_turn) == (3 * P + 5, 3 * P + 10)
    assert (inside.start, inside.stop) == (starts[3 * P + 4], None)
    assert inside.earlier == 3 * P + 4 and inside.later is None and inside.span is None
    assert windows.newest_from(starts, 2 * P + 1).earlier == 2 * P  # the untrimmed window's own link


def test_pages_and_parts_link_to_the_turns_before_and_after_them() -> None:
    t = session(4 * P + 50)  # pages 0-4; the newest window is pages 3 and 4
    starts, count = t.turn_starts(), t.entry_count
    first = windows.span_window(starts, windows.page_span(0), count)
    assert (first.first_turn, first.last_turn, first.earlier, first.later) == (1, P, None, P + 1)
    assert (first.start, first.stop) == (0, starts[P])
    second = windows.span_window(starts, windows.page_span(2), count)
    assert (second.earlier, second.later) == (2 * P, 3 * P + 1)
    part = windows.span_window(starts, (2 * P + 11, 2 * P + 20), count)
    assert (part.first_turn, part.last_turn) == (2 * P + 11, 2 * P + 20)
    assert (part.earlier, part.later) == (2 * P + 10, 2 * P + 21)
    assert (part.start, part.stop) == (starts[2 * P + 10], starts[2 * P + 20])
    past = windows.span_window(starts, windows.page_span(9), count)
    assert past.first_turn > past.last_turn and past.start == count and past.earlier == 4 * P + 50
    assert [windows.page_of_turn(turn) for turn in (1, P, P + 1, 3 * P + 1)] == [0, 0, 1, 3]


def test_a_page_is_cut_into_the_most_turns_that_fit_at_least_one_each() -> None:
    assert windows.parts(51, [10] * 50, 1000) == [(51, 100)]
    assert windows.parts(1, [400, 400, 400, 100, 2000, 10], 1000) == [(1, 2), (3, 4), (5, 5), (6, 6)]
    assert windows.parts(1, [1000, 1], 1000) == [(1, 1), (2, 2)]
    assert windows.parts(1, [], 1000) == []


def test_a_window_is_its_part_of_the_whole_document() -> None:
    t = session(2 * P + 30, preamble=True)
    starts = t.turn_starts()
    whole = render_markdown(t)
    header = whole[: whole.index("\n\n") + 2]
    body = whole[len(header) :]
    window = windows.span_window(starts, windows.page_span(1), t.entry_count)
    lines = {"before": "*before*\n\n", "after": "*after*\n"}
    text = TranscriptMarkdown(t, start=window.start, stop=window.stop, **lines).text()
    assert text.startswith(header + f"*before*\n\n## User\n\nprompt {P + 1}\n")
    assert text.endswith(f"answer {2 * P}\n\n*after*\n")
    assert text[len(header) + len("*before*\n\n") : -len("*after*\n")] in body
    first = windows.span_window(starts, windows.page_span(0), t.entry_count)
    assert "Hello before any prompt" in TranscriptMarkdown(t, start=first.start, stop=first.stop).text()


def test_a_page_past_the_end_of_an_incomplete_session_renders() -> None:
    t = session(30)
    t.mark_incomplete("the agent exited")
    past = windows.span_window(t.turn_starts(), windows.page_span(3), t.entry_count)
    text = TranscriptMarkdown(t, start=past.start, stop=past.stop).text()
    assert "It stops after 60 entries; the last one is “Agent: answer 30”" in text, text


def test_a_resume_that_replays_nothing_is_not_a_replay_arriving() -> None:
    t = session(3 * P)
    t.begin_replay()  # a resume: the agent may send nothing of the history
    assert t.replaying and not t.replay_arriving
    t.apply(chunk("user_message_chunk", "prompt 1", "v1"))  # history arrives: the entries are the replay's
    assert t.replay_arriving and list(t.turn_starts()) == [0]
    t.end_replay()
    assert not t.replay_arriving


def test_a_window_sends_only_its_own_changes() -> None:
    t = session(2 * P + 30)
    newest = windows.newest_window(t.turn_starts())
    view = TranscriptMarkdown(t, kept_blocks=4, start=newest.start)
    page = windows.span_window(t.turn_starts(), windows.page_span(0), t.entry_count)
    old = TranscriptMarkdown(t, kept_blocks=4, start=page.start, stop=page.stop)
    held, held_old, version = view.text(), old.text(), t.version
    t.apply(chunk("agent_message_chunk", " and more", f"a{2 * P + 30}"))  # the newest answer streams
    delta = view.delta_since(version)
    assert delta.offset > 0 and delta.tail.endswith(f"answer {2 * P + 30} and more\n\n")
    assert delta.applied_to(held) == view.text()
    unchanged = old.delta_since(version)
    assert unchanged.tail == "" and unchanged.applied_to(held_old) == held_old
    assert view.render_count < 2 * (2 * P + 30), "only the window's blocks are rendered"
