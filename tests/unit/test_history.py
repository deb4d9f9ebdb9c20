"""The transcript history store: what it keeps, bounds, persistence, search, deletion, snippets."""

from __future__ import annotations

import gc
import random
import sqlite3
import weakref
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import pytest

from acp_bridge.app import Bridge
from acp_bridge.config import AgentConfig
from acp_bridge.sessions.history import TranscriptHistory
from acp_bridge.sessions.history_text import searchable_text, snippet, tail_with_turns, turn_at
from acp_bridge.sessions.local_db import LocalDatabase
from acp_bridge.sessions.records import SessionRecord
from acp_bridge.sessions.store import LocalTitles
from acp_bridge.sessions.transcript import Transcript


def chunk(kind: str, text: str, message_id: str | None = None) -> dict[str, Any]:
    update: dict[str, Any] = {"sessionUpdate": kind, "content": {"type": "text", "text": text}}
    if message_id:
        update["messageId"] = message_id
    return update


def transcript(session_id: str = "s1", *turns: str) -> Transcript:
    t = Transcript(session_id)
    for n, text in enumerate(turns or ("How do I fix the upload?",)):
        t.apply(chunk("user_message_chunk", text, f"u{n}"))
        t.apply(chunk("agent_thought_chunk", f"Thinking about turn {n}", f"t{n}"))
        t.apply(
            {
                "sessionUpdate": "tool_call",
                "toolCallId": f"call{n}",
                "title": f"Read uploader{n}.py",
                "rawInput": {"path": "SECRET_INPUT"},
                "content": [{"type": "content", "content": {"type": "text", "text": "TOOL_OUTPUT"}}],
            }
        )
        t.apply(chunk("agent_message_chunk", f"Answer {n}: the retry loop ", f"a{n}"))
        t.apply(chunk("agent_message_chunk", "never backs off.", f"a{n}"))
    t.mark_complete()
    return t


def record(session_id: str = "s1", title: str | None = "Upload bug") -> SessionRecord:
    return SessionRecord("demo", session_id, cwd="/w", title=title, first_prompt="How do I fix the upload?")


async def save(history: TranscriptHistory, t: Transcript, *, full: bool = True, agent: str = "demo") -> None:
    if full:
        history.loaded(agent, t)
    history.changed(agent, t, record(t.session_id))
    await history.flush()


def open_history(tmp_path: Path, **bounds: Any) -> TranscriptHistory:
    """A history on the database in `tmp_path` (a new bridge process: only what is on disk)."""
    return TranscriptHistory(LocalDatabase(tmp_path / "local.sqlite3"), **bounds)


def stored_texts(tmp_path: Path) -> list[str]:
    """The text of every stored session, read from the database file as another reader would."""
    with sqlite3.connect(tmp_path / "local.sqlite3") as conn:
        return [row[0] for row in conn.execute("SELECT text FROM transcript ORDER BY id")]


@pytest.mark.asyncio
async def test_keeps_messages_thoughts_and_tool_titles_only(tmp_path: Path) -> None:
    text = searchable_text(transcript()).text
    assert "How do I fix the upload?" in text and "Thinking about turn 0" in text
    assert "Read uploader0.py" in text and "the retry loop never backs off." in text
    assert "TOOL_OUTPUT" not in text and "SECRET_INPUT" not in text
    history = open_history(tmp_path)
    await save(history, transcript())
    (stored,) = stored_texts(tmp_path)
    assert "TOOL_OUTPUT" not in stored and "SECRET_INPUT" not in stored


@pytest.mark.asyncio
async def test_survives_a_restart_and_all_words_must_appear(tmp_path: Path) -> None:
    await save(open_history(tmp_path), transcript())
    history = open_history(tmp_path)
    hits = await history.search("BACKS retry")
    assert [h.meta.key for h in hits] == [("demo", "s1")]
    assert hits[0].meta.title == "Upload bug" and hits[0].meta.cwd == "/w"
    assert hits[0].snippet is not None and "retry loop never backs off" in hits[0].snippet
    assert await history.search("retry elephant") == []
    assert await history.search("retry", agent_ids=["other"]) == []
    assert [h.snippet for h in await history.search("bug")] == [None], "the stored title matches"
    assert len(await history.search("")) == 1


@pytest.mark.asyncio
async def test_a_full_transcript_replaces_a_partial_one_appends(tmp_path: Path) -> None:
    history = open_history(tmp_path)
    await save(history, transcript("s1", "first words alpha"))
    await save(history, transcript("s1", "second words beta"))
    assert [h.meta.key for h in await history.search("beta")] == [("demo", "s1")]
    assert await history.search("alpha") == [], "a load is the whole account: it replaces"
    # After a restart, a session resumed without replay only holds the turns since.
    later = open_history(tmp_path)
    resumed = transcript("s1", "third words gamma")
    await save(later, resumed, full=False)
    resumed.apply(chunk("user_message_chunk", "fourth words delta", "u9"))
    await save(later, resumed, full=False)
    for word in ("beta", "gamma", "delta"):
        assert len(await later.search(word)) == 1, word
    (stored,) = stored_texts(tmp_path)
    assert stored.count("third words gamma") == 1, "each save appends to the stored text, once"
    first_prompt = (await later.search("delta"))[0].meta.first_prompt
    assert first_prompt == "How do I fix the upload?"
    # The first run again: its loaded transcript was let go, and the session resumed without replay
    # in a new one, which holds only the new turns: it appends, it does not replace.
    fresh = Transcript("s1")
    fresh.apply(chunk("user_message_chunk", "sixth words zeta", "u1"))
    history.changed("demo", fresh, record("s1"))
    await history.flush()
    for word in ("beta", "delta", "zeta"):
        assert len(await history.search(word)) == 1, word


@pytest.mark.asyncio
async def test_a_saved_transcript_let_go_is_freed(tmp_path: Path) -> None:
    """Remembering which transcript holds a whole account must not keep it alive: indexing and
    closed tabs let transcripts go, and memory must stay that of the ones still shown."""
    history = open_history(tmp_path)
    loaded = transcript("s1", "words to keep")
    await save(history, loaded)
    gone = weakref.ref(loaded)
    del loaded
    gc.collect()
    assert gone() is None
    assert await history.search("keep"), "its text stays stored"


@pytest.mark.asyncio
async def test_per_session_bound_keeps_the_newest_text(tmp_path: Path) -> None:
    history = open_history(tmp_path, max_session_bytes=2_000)
    turns = [f"turn number {n} " + "x" * 50 for n in range(100)]
    await save(history, transcript("s1", *turns, "the very last zebra"))
    (body,) = stored_texts(tmp_path)
    assert len(body.encode()) <= 2_000
    assert "turn number 0 " not in body and "turn number 99 " in body
    assert await history.search("zebra")


@pytest.mark.asyncio
async def test_total_bound_evicts_the_least_recently_saved(tmp_path: Path) -> None:
    history = open_history(tmp_path, max_total_bytes=3_000)
    for n in range(6):
        await save(history, transcript(f"s{n}", f"alpha{n}omega " + "y" * 600))
    texts = stored_texts(tmp_path)
    assert sum(len(text.encode()) for text in texts) <= 3_000
    kept = {h.meta.session_id for h in await history.search("")}
    assert "s5" in kept and "s0" not in kept and len(kept) == len(texts)
    assert await history.search("alpha0omega") == [], "an evicted session is not found by its text"


@pytest.mark.asyncio
async def test_forget_deletes_the_file_and_any_pending_write(tmp_path: Path) -> None:
    history = open_history(tmp_path)
    await save(history, transcript())
    t = transcript("s1", "more text")
    history.changed("demo", t, record())
    await history.forget("demo", "s1")
    await history.flush()
    assert stored_texts(tmp_path) == [] and await history.search("") == []


@pytest.mark.asyncio
async def test_changes_are_written_after_the_debounce(tmp_path: Path) -> None:
    history = open_history(tmp_path, debounce=0.05, max_delay=1.0)
    async with anyio.create_task_group() as tg:
        tg.start_soon(history.run)
        t = transcript()
        history.changed("demo", t, record())
        assert stored_texts(tmp_path) == []
        with anyio.fail_after(5):
            while not stored_texts(tmp_path):
                await anyio.sleep(0.02)
        tg.cancel_scope.cancel()


@pytest.mark.asyncio
async def test_replaying_or_incomplete_transcripts_are_not_saved(tmp_path: Path) -> None:
    history = open_history(tmp_path)
    replaying = Transcript("r")
    replaying.begin_replay()
    replaying.apply(chunk("user_message_chunk", "half a replay"))
    history.changed("demo", replaying, None)
    cut_short = transcript("c")
    cut_short.mark_incomplete("the agent exited")
    history.changed("demo", cut_short, None)
    await history.flush()
    assert stored_texts(tmp_path) == []


@pytest.mark.asyncio
async def test_another_windows_writes_are_seen(tmp_path: Path) -> None:
    mine, theirs = open_history(tmp_path), open_history(tmp_path)
    assert await mine.search("") == []
    await save(theirs, transcript("s2", "written elsewhere"))
    assert [h.meta.session_id for h in await mine.search("elsewhere")] == ["s2"]


@pytest.mark.asyncio
async def test_disabled_without_a_folder() -> None:
    history = TranscriptHistory(None)
    history.changed("demo", transcript(), None)
    await history.flush()
    assert await history.search("retry") == []


def test_snippet_is_one_clean_line_around_the_hit() -> None:
    text = "first line\n" + "word " * 60 + "the NEEDLE\x1b[31m is \u202ehere " + "tail " * 60 + "\nlast"
    s = snippet(text, text.lower(), ["needle"])
    assert s is not None and "NEEDLE" in s and "\x1b" not in s and "\u202e" not in s and "\n" not in s
    assert s.startswith("…word") and s.endswith("tail…") and len(s) <= 130
    assert snippet("short needle line", "short needle line", ["absent", "needle"]) == "short needle line"
    assert snippet("abc", "abc", ["zzz"]) is None
    odd = "İstanbul and the needle"  # lower() makes "İ" two characters
    assert snippet(odd, odd.lower(), ["needle"]) == odd


@pytest.mark.asyncio
async def test_bridge_ranks_title_matches_first_then_transcripts_newest_first(tmp_path: Path) -> None:
    now = datetime.now(UTC)
    stored = open_history(tmp_path)
    old = SessionRecord("demo", "gone", cwd="/w", title="Stored only", updated_at=now - timedelta(days=3))
    gone = transcript("gone", "the upload stalls")
    stored.loaded("demo", gone)
    stored.changed("demo", gone, old)
    await stored.flush()

    db = LocalDatabase(tmp_path / "local.sqlite3")
    titles = LocalTitles(db)
    titles.set("demo", "gone", "My name for it")
    history = TranscriptHistory(db)
    async with anyio.create_task_group() as tg:
        bridge = Bridge(tg, titles=titles, history=history)
        await bridge.configure([AgentConfig(id=name, command="unused") for name in ("demo", "x")])
        registry = bridge.agent("demo").registry
        by_title = registry.add("t1")
        by_title.title, by_title.updated_at = "Upload retries", now - timedelta(days=9)
        by_text = registry.add("t2")
        by_text.title, by_text.updated_at = "Other work", now - timedelta(days=1)
        t2 = transcript("t2", "why does the UPLOAD fail")
        history.loaded("demo", t2)
        history.changed("demo", t2, by_text)

        found = await bridge.find_in_transcripts("upload")
        assert [(f.record.session_id, f.snippet is not None) for f in found] == [
            ("t1", False),
            ("t2", True),
            ("gone", True),
        ]
        gone = found[2].record
        assert gone.display_title == "My name for it" and gone.cwd == "/w" and registry.get("gone") is None
        assert [f.record.session_id for f in await bridge.find_in_transcripts("upload", agent_id="x")] == []
        newest = await bridge.find_in_transcripts("")
        assert [f.record.session_id for f in newest] == ["t2", "gone", "t1"]
        await bridge.shutdown()


@pytest.mark.asyncio
async def test_a_title_match_holds_the_words_not_only_their_letters(tmp_path: Path) -> None:
    """The switcher's fuzzy filter finds "pool" in "Profile … four … Importing"; Search Transcripts
    lists title matches first, so such a match would come before the transcript that says "pool"."""
    db = LocalDatabase(tmp_path / "local.sqlite3")
    history = TranscriptHistory(db)
    async with anyio.create_task_group() as tg:
        bridge = Bridge(tg, history=history)
        await bridge.configure([AgentConfig(id="demo", command="unused")])
        registry = bridge.agent("demo").registry
        scattered = registry.add("csv")
        scattered.title = "Speed up the CSV import"
        scattered.first_prompt = "Importing a 200 MB CSV takes four minutes. Profile it."
        in_title = registry.add("pooled")
        in_title.title = "Connection POOL sizing"
        in_text = registry.add("leak")
        in_text.title = "Track down the memory leak"
        said = transcript("leak", "I changed pool.py to close idle connections")
        history.loaded("demo", said)
        history.changed("demo", said, in_text)

        assert "csv" in {m.record.session_id for m in bridge.find("pool")}  # the switcher's filter
        found = await bridge.find_in_transcripts("pool")
        assert [(f.record.session_id, f.snippet is not None) for f in found] == [
            ("pooled", False),
            ("leak", True),
        ]
        assert [f.record.session_id for f in await bridge.find_in_transcripts("csv profile")] == ["csv"]
        await bridge.shutdown()


@pytest.mark.asyncio
async def test_a_session_that_holds_the_words_is_found_below_more_than_limit_that_only_hold_letters(
    tmp_path: Path,
) -> None:
    """The fuzzy ranking can put letters-only matches first ("Poo l…" over a folder named spool):
    the title matches are the ones that hold the words among all of them, not among the best
    `limit`."""
    async with anyio.create_task_group() as tg:
        bridge = Bridge(tg, history=TranscriptHistory(LocalDatabase(tmp_path / "local.sqlite3")))
        await bridge.configure([AgentConfig(id="demo", command="unused")])
        registry = bridge.agent("demo").registry
        for n, title in enumerate(("Po ol", "Poo l", "Poo layout")):
            registry.add(f"letters-{n}").title = title
        in_folder = registry.add("flaky")
        in_folder.title, in_folder.cwd = "Fix the flaky test", "/srv/spool"
        ranked = [m.record.session_id for m in bridge.find("pool", limit=3)]
        assert "flaky" not in ranked, "the case: three letters-only matches rank above it"
        found = await bridge.find_in_transcripts("pool", limit=3)
        assert [f.record.session_id for f in found] == ["flaky"]
        await bridge.shutdown()


@pytest.mark.asyncio
async def test_words_are_found_inside_words_and_short_ones_too(tmp_path: Path) -> None:
    """Trigrams find a word anywhere, as typed; words under three characters, which the index cannot
    narrow, are still matched; quotes and LIKE wildcards are plain characters."""
    history = open_history(tmp_path)
    await save(history, transcript("s1", 'the "zebrafish" of 50% of files_x'))
    await save(history, transcript("s2", "something else entirely"))
    for query in ("ebrafi", "ZEBRAFISH", '"zebrafish"', "50%", "files_x", "of 50", "z", "s_"):
        assert [h.meta.session_id for h in await history.search(query)] == ["s1"], query
    assert await history.search("5%0") == [] and await history.search("z_") == []
    assert {h.meta.session_id for h in await history.search("e")} == {"s1", "s2"}


@pytest.mark.asyncio
async def test_a_hit_says_which_turn_it_is_in_even_after_the_oldest_text_was_cut(tmp_path: Path) -> None:
    turns = [f"prompt {n} " + ("heron " if n == 25 else "") + "w" * 300 for n in range(1, 30)]
    t = transcript("s1", *turns)
    t.apply(chunk("agent_message_chunk", "the pelican answer", "a28"))  # turn 29's answer, continued
    history = open_history(tmp_path, max_session_bytes=4_000)
    await save(history, t)
    (hit,) = await history.search("pelican")
    assert hit.turn == 29 and hit.snippet is not None and "pelican" in hit.snippet
    (older,) = await history.search("heron")
    assert older.turn == 25, "turns are counted from the session's start, not from what was kept"
    assert [h.turn for h in await history.search("bug")] == [None], "a title match is in no turn"

    # A session resumed without replay after a restart: its new turns are counted from this run's
    # first prompt, so they are found without a turn; the stored ones keep theirs.
    later = open_history(tmp_path, max_session_bytes=4_000)
    resumed = Transcript("s1")
    resumed.apply(chunk("user_message_chunk", "a flamingo question", "u99"))
    await save(later, resumed, full=False)
    assert [h.turn for h in await later.search("flamingo")] == [None]
    assert [h.turn for h in await later.search("pelican")] == [29]


def test_tail_with_turns_moves_the_marks_and_keeps_the_cut_turn_at_the_start() -> None:
    text = "one\ntwo two\nthree"
    marks = [(0, 1), (4, 2), (12, 3)]
    assert tail_with_turns(text, marks, 100) == (text, marks)
    tail, kept = tail_with_turns(text, marks, 13)
    assert tail == "two two\nthree" and kept == [(0, 2), (8, 3)]
    tail, kept = tail_with_turns(text, marks, 7)
    assert tail == "three" and kept == [(0, 3)]
    assert turn_at(kept, 3) == 3 and turn_at([], 3) is None and turn_at([(5, 2)], 1) is None


@pytest.mark.asyncio
async def test_the_writer_leaves_a_long_replay_being_reduced_for_the_round_after(tmp_path: Path) -> None:
    # Taking its text while its earlier turns wait would reduce all of them at once, in the event
    # loop (sessions/replay_lines.py): the writer's round leaves it, a search's flush does not.
    from tests.unit.test_replay_lines import SESSION, kept, random_session

    history = open_history(tmp_path)
    long = kept(random_session(random.Random(1), 300, ids=True))
    assert long.rebuild_pending
    history.changed("demo", long, record(SESSION))
    await history.flush(rebuilding_later=True)
    assert stored_texts(tmp_path) == [] and long.rebuild_pending
    await history.flush()
    assert not long.rebuild_pending
    assert "answer 299.0" in stored_texts(tmp_path)[0] and "prompt 0.0" in stored_texts(tmp_path)[0]
