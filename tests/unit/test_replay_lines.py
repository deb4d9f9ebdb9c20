"""A long replay kept as lines (sessions/replay_lines.py) ends as the replay reduced as it came: the
newest turns at once, read as the whole reduction reads them, and every turn once the kept ones are
reduced. Replays are fed the way the agent handle feeds them: each read's lines offered at once to
`KeptLines.take_run` (unsplit, with their outlines), then each line it did not take to `KeptLines.take`,
and applied as usual when it is not kept."""

from __future__ import annotations

import random
from typing import Any

import orjson
import pytest

from acp_bridge.acp.updates import decode_outline, decode_outlines, update_of_line
from acp_bridge.sessions import replay_lines, windows
from acp_bridge.sessions.entries import PendingTurn
from acp_bridge.sessions.render_blocks import block_text
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import markdown_pieces, render_markdown

Json = dict[str, Any]
SESSION = "s-1"


def line(update: Json, session_id: str = SESSION) -> bytes:
    return orjson.dumps({"jsonrpc": "2.0", "method": "session/update",
                         "params": {"sessionId": session_id, "update": update}})


def chunk(kind: str, text: str, message_id: str | None = None) -> Json:
    update: Json = {"sessionUpdate": kind, "content": {"type": "text", "text": text}}
    if message_id is not None:
        update["messageId"] = message_id
    return update


def random_session(rng: random.Random, turns: int, *, ids: bool) -> list[bytes]:
    """A replay as agents write one: prompts, thoughts, answers in chunks, tool calls and their
    updates, plans, usage, modes, a title; message ids or none."""
    lines = [line({"sessionUpdate": "session_info_update", "title": "A random session"})]
    calls = 0
    for turn in range(turns):
        for part in range(rng.choice((1, 1, 2))):  # a prompt, now and then in two chunks
            prompt = chunk("user_message_chunk", f"prompt {turn}.{part}\n", f"u{turn}" if ids else None)
            lines.append(line(prompt))
        if rng.random() < 0.5:
            lines.append(line(chunk("agent_thought_chunk", f"thinking {turn}", f"t{turn}" if ids else None)))
        for _ in range(rng.randrange(3)):
            calls += 1
            call = f"call-{calls}"
            lines.append(line({"sessionUpdate": "tool_call", "toolCallId": call, "title": f"Read {turn}",
                               "kind": "read", "status": "pending"}))
            lines.append(line({"sessionUpdate": "tool_call_update", "toolCallId": call, "status": "completed",
                               "content": [{"type": "content", "content": {"type": "text", "text": "out"}}]}))
        for part in range(rng.randrange(1, 4)):
            answer = chunk("agent_message_chunk", f"answer {turn}.{part} ", f"a{turn}" if ids else None)
            lines.append(line(answer))
        roll = rng.random()
        if roll < 0.2:
            lines.append(line({"sessionUpdate": "plan", "entries": [
                {"content": f"step {turn}", "priority": "medium", "status": "pending"}]}))
        elif roll < 0.4:
            lines.append(line({"sessionUpdate": "usage_update", "used": turn * 10, "size": 100_000}))
        elif roll < 0.45:
            lines.append(line({"sessionUpdate": "current_mode_update", "currentModeId": f"mode-{turn}"}))
        elif roll < 0.5:
            lines.append(line({"sessionUpdate": "available_commands_update", "availableCommands": []}))
    return lines


def reduced(lines: list[bytes]) -> Transcript:
    """The replay reduced as it comes (what a load that keeps no lines does)."""
    transcript = Transcript(SESSION)
    transcript.begin_replay()
    for raw in lines:
        update = update_of_line(raw)
        assert update is not None
        transcript.apply(update)
    transcript.end_replay()
    return transcript


def take(transcript: Transcript, raw: bytes) -> bool:
    """A replay line offered to what keeps the transcript's lines, as the agent handle's feed offers it."""
    _, outline = decode_outline(raw)
    kept = transcript.kept_lines
    return kept is not None and kept.take(transcript, raw, outline)


def offer(transcript: Transcript, lines: list[bytes], runs: int = 0) -> None:
    """Replay lines offered as the agent handle's feed offers them: with ``runs``, that many at a
    time to `take_run` first (a read's lines), then those it did not take one by one; each applied
    as usual when it is not kept."""
    at = 0
    while at < len(lines):
        batch = lines[at : at + max(runs, 1)]
        run, kept = b"\n".join(batch), transcript.kept_lines
        outlines = decode_outlines(run) if runs and kept is not None else None
        taken = kept.take_run(transcript, run, outlines) if kept is not None and outlines is not None else 0
        for raw in batch[taken:]:
            if not take(transcript, raw):
                update = update_of_line(raw)
                assert update is not None
                transcript.apply(update)
        at += len(batch)


def kept(lines: list[bytes], *, ended: bool = True, runs: int = 0) -> Transcript:
    """A replay pass that keeps lines, given ``lines`` (in runs of ``runs`` lines: `offer`)."""
    transcript = Transcript(SESSION)
    transcript.begin_replay(keep_lines=True)
    offer(transcript, lines, runs)
    if ended:
        transcript.end_replay()
    return transcript


def newest_blocks(transcript: Transcript) -> list[str]:
    """The blocks of the newest window's pages (what the editor shows first)."""
    starts = transcript.turn_starts()
    first = windows.newest_first_page(len(starts)) * windows.TURNS_PER_PAGE
    return [block_text(entry) for entry in transcript.entries[starts[first]:]]


@pytest.mark.parametrize("runs", [0, 7, 130], ids=["line by line", "runs of 7", "runs of 130"])
@pytest.mark.parametrize("seed", range(12))
def test_kept_lines_end_as_the_replay_reduced_as_it_came(seed: int, runs: int) -> None:
    rng = random.Random(seed)
    lines = random_session(rng, rng.randrange(210, 420), ids=seed % 2 == 0)
    whole = reduced(lines)
    transcript = kept(lines, runs=runs)
    # The newest turns are reduced and shown; the earlier kept ones wait as placeholders.
    assert transcript.rebuild_pending
    pending = sum(type(entry) is PendingTurn for entry in transcript.entries)
    assert pending >= replay_lines.MIN_PENDING_TURNS
    assert len(transcript.turn_starts()) == len(whole.turn_starts())
    assert newest_blocks(transcript) == newest_blocks(whole)
    assert transcript.state == whole.state
    version = transcript.version
    # Reduced again, a little at a time: the very entries the replay reduced as it came.
    while not transcript.rebuild_step(97):
        assert transcript.rebuild_pending
    assert not transcript.rebuild_pending
    assert transcript.version > version
    assert transcript.changed_entries_since(version) == range(whole.entry_count), "every entry is new"
    assert transcript.to_json() == whole.to_json()
    assert render_markdown(transcript) == render_markdown(whole)
    assert (transcript.state, transcript.ignored_updates) == (whole.state, whole.ignored_updates)


def test_a_short_replay_is_reduced_as_it_comes() -> None:
    lines = random_session(random.Random(1), replay_lines.DIRECT_TURNS, ids=True)
    transcript = Transcript(SESSION)
    transcript.begin_replay(keep_lines=True)
    for raw in lines:
        assert not take(transcript, raw), "every line is applied as it comes"
        update = update_of_line(raw)
        assert update is not None
        transcript.apply(update)
    transcript.end_replay()
    assert not transcript.rebuild_pending
    assert transcript.to_json() == reduced(lines).to_json()


def test_a_read_s_lines_are_kept_at_once_but_for_what_is_applied_as_it_comes() -> None:
    # Past the first turns, a run of the replay's lines is kept whole (unsplit); it stops before a
    # line applied as it comes (a state update), another session's, or a malformed one.
    lines = random_session(random.Random(5), 300, ids=True)
    transcript = kept(lines[:1500], ended=False)
    keeper = transcript.kept_lines
    assert keeper is not None and keeper.kept_from is not None
    plain = [raw for raw in lines[1500:1800] if b"available_commands_update" not in raw]
    run = b"\n".join(plain[:40])
    outlines = decode_outlines(run)
    assert outlines is not None
    assert keeper.take_run(transcript, run, outlines) == 40
    title = line({"sessionUpdate": "session_info_update", "title": "Renamed"})
    other = line(chunk("agent_message_chunk", "elsewhere"), session_id="s-2")
    for odd in (title, other):
        run = b"\n".join([*plain[40:45], odd, *plain[45:50]])
        outlines = decode_outlines(run)
        assert outlines is not None
        assert keeper.take_run(transcript, run, outlines) == 5, "up to the line that is not kept as it is"
        for raw in plain[45:50]:
            assert take(transcript, raw)
        del plain[40:50]
    assert decode_outlines(b"\n".join([plain[0], b'{"jsonrpc":"2.0","id":3,"result":{}}'])) is None
    assert decode_outlines(b"\n".join([plain[0][:-1], b"}" + plain[1]])) is None, "a value over two lines"
    assert decode_outlines(plain[0] + b" " + plain[1]) is None, "two values on one line"


def test_too_few_kept_turns_are_reduced_when_the_replay_ends() -> None:
    # 170 turns: the newest window shows 101-170, which leaves no kept turn before it.
    lines = random_session(random.Random(7), 170, ids=False)
    transcript = kept(lines)
    assert not transcript.rebuild_pending
    assert transcript.to_json() == reduced(lines).to_json()


def test_while_lines_are_kept_the_progress_counts_their_turns() -> None:
    transcript = kept(random_session(random.Random(2), 300, ids=True), ended=False)
    assert len(transcript.turn_starts()) == replay_lines.DIRECT_TURNS
    assert transcript.arrived_turns() == 300
    assert transcript.title == "A random session", "state updates are applied as they come"


@pytest.mark.parametrize("runs", [0, 7], ids=["line by line", "runs of 7"])
def test_kept_usage_and_mode_updates_are_no_replay_progress(runs: int) -> None:
    # A load's watchdog watches `replay_progress`: an agent whose long replay hangs past the kept
    # point while it sends usage or mode updates as a heartbeat must not keep the load alive.
    lines = random_session(random.Random(3), 300, ids=True)
    transcript = kept(lines, ended=False, runs=runs)
    keeper = transcript.kept_lines
    assert keeper is not None and keeper.kept_from is not None, "the replay is being kept"
    assert transcript.replay_progress == reduced(lines).replay_progress, "kept lines count as reduced ones"
    progress = transcript.replay_progress
    heartbeat = [line({"sessionUpdate": "usage_update", "used": n, "size": 100_000}) for n in range(20)]
    heartbeat += [line({"sessionUpdate": "current_mode_update", "currentModeId": "code"}) for _ in range(5)]
    offer(transcript, heartbeat, runs)
    assert transcript.replay_progress == progress
    offer(transcript, [line(chunk("agent_message_chunk", "more", "a-late"))], runs)
    assert transcript.replay_progress == progress + 1
    transcript.end_replay()
    assert transcript.replay_progress == progress + 1, "reducing the kept lines counts nothing twice"


@pytest.mark.parametrize("runs", [0, 50], ids=["line by line", "runs of 50"])
def test_newest_turns_that_refer_to_kept_ones_have_the_whole_replay_reduced(runs: int) -> None:
    # A late update of a tool call made in a kept turn (an agent re-sending a call's status): the
    # newest turns reduced alone would show it as a call of their own.
    lines = random_session(random.Random(3), 300, ids=False)
    lines.append(line({"sessionUpdate": "tool_call", "toolCallId": "early", "title": "Early call"}))
    lines[40:40] = [line({"sessionUpdate": "tool_call", "toolCallId": "early", "title": "Early call"})]
    lines.insert(len(lines) // 2, line({"sessionUpdate": "tool_call", "toolCallId": "middle", "title": "M"}))
    lines.append(line({"sessionUpdate": "tool_call_update", "toolCallId": "middle", "status": "failed"}))
    transcript = kept(lines, runs=runs)
    assert not transcript.rebuild_pending
    assert transcript.to_json() == reduced(lines).to_json()


@pytest.mark.parametrize("odd", [
    line({"sessionUpdate": "brand_new_kind", "x": 1}),  # an unknown kind
    line({"sessionUpdate": "agent_message", "messageId": "m", "content": []}),  # protocol 2's upsert
    line({"sessionUpdate": ["not", "a", "kind"]}),
])
@pytest.mark.parametrize("runs", [0, 50], ids=["line by line", "runs of 50"])
def test_what_the_outline_cannot_vouch_for_stops_the_keeping(odd: bytes, runs: int) -> None:
    lines = random_session(random.Random(4), 300, ids=True)
    lines.insert(len(lines) // 2, odd)
    transcript = kept(lines, runs=runs)
    assert not transcript.rebuild_pending
    assert transcript.to_json() == reduced(lines).to_json()


@pytest.mark.parametrize("runs", [0, 50], ids=["line by line", "runs of 50"])
def test_malformed_updates_are_kept_and_read_as_the_reducer_reads_them(runs: int) -> None:
    lines = random_session(random.Random(8), 300, ids=True)
    for at, odd in (
        (900, {"sessionUpdate": "agent_message_chunk", "content": "not a block"}),
        (1000, {"sessionUpdate": "tool_call", "toolCallId": 7}),
        (1100, {"sessionUpdate": "usage_update", "used": "many"}),
    ):
        lines.insert(at, line(odd))
    whole, transcript = reduced(lines), kept(lines, runs=runs)
    assert transcript.rebuild_pending
    transcript.ensure_whole()
    assert transcript.to_json() == whole.to_json()
    assert transcript.ignored_updates == whole.ignored_updates > 0


def test_an_update_after_the_replay_goes_on_from_all_of_it() -> None:
    lines = random_session(random.Random(5), 300, ids=True)
    transcript, whole = kept(lines), reduced(lines)
    assert transcript.rebuild_pending
    # A live update of a message made in a kept turn: it reaches that message, not a new one.
    late = update_of_line(line(chunk("agent_message_chunk", " (edited)", "a20")))
    assert late is not None
    transcript.apply(late, live=True)
    whole.apply(late, live=True)
    assert not transcript.rebuild_pending
    assert transcript.to_json() == whole.to_json()


def test_a_new_replay_pass_reduces_what_the_last_one_kept_first() -> None:
    lines = random_session(random.Random(6), 300, ids=True)
    transcript = kept(lines)
    assert transcript.rebuild_pending
    transcript.begin_replay(keep_lines=True)  # a resume that replays nothing
    transcript.end_replay()
    assert not any(type(entry) is PendingTurn for entry in transcript.entries)
    assert transcript.to_json() == reduced(lines).to_json()


def repeated_mode_prompt() -> list[bytes]:
    """A prompt, a mode update that repeats the mode shown (no entry), and the prompt's second chunk
    without an id: the reducer goes on with the prompt, the outlines count a second turn."""
    return [line({"sessionUpdate": "current_mode_update", "currentModeId": "same"}),
            line(chunk("agent_message_chunk", "ok")),
            line(chunk("user_message_chunk", "first half")),
            line({"sessionUpdate": "current_mode_update", "currentModeId": "same"}),
            line(chunk("user_message_chunk", "second half")),
            line(chunk("agent_message_chunk", "answer"))]


def test_newest_turns_that_make_fewer_turns_than_their_outlines_have_all_reduced_at_once() -> None:
    lines = random_session(random.Random(9), 300, ids=False)
    lines[-40:-40] = repeated_mode_prompt()
    transcript = kept(lines)
    assert not transcript.rebuild_pending
    assert transcript.to_json() == reduced(lines).to_json()


def test_kept_turns_the_outlines_miscount_are_counted_right_once_reduced() -> None:
    lines = random_session(random.Random(10), 300, ids=False)
    lines[len(lines) // 2 : len(lines) // 2] = repeated_mode_prompt()
    whole, transcript = reduced(lines), kept(lines)
    assert transcript.rebuild_pending
    assert len(transcript.turn_starts()) == len(whole.turn_starts()) + 1, "one turn too many, for now"
    transcript.ensure_whole()
    assert transcript.to_json() == whole.to_json()


def test_a_new_pass_that_keeps_lines_is_not_cut_short_by_the_last_pass_s_rebuild() -> None:
    # The last pass's background rebuild wakes up during the new pass: nothing of its own waits any
    # more, and the new pass's kept lines stay kept.
    first, second = (random_session(random.Random(seed), 300, ids=True) for seed in (11, 12))
    transcript = kept(first)
    transcript.begin_replay(keep_lines=True)
    for raw in second:
        offer(transcript, [raw])
        assert transcript.rebuild_step(1_000), "nothing of the last pass waits"
    assert transcript.kept_lines is not None and transcript.kept_lines.keeping
    transcript.end_replay()
    transcript.ensure_whole()
    assert transcript.to_json()["entries"] == reduced(second).to_json()["entries"]


def test_state_updates_applied_as_they_came_are_not_applied_again_when_keeping_stops() -> None:
    lines = random_session(random.Random(13), 300, ids=True)
    for at in (1500, 1600, 1700):  # kept turns' lines; an update without its list is ignored
        lines.insert(at, line({"sessionUpdate": "available_commands_update"}))
    lines.insert(1800, line({"sessionUpdate": "brand_new_kind"}))
    transcript, whole = kept(lines), reduced(lines)
    assert not transcript.rebuild_pending
    assert (transcript.ignored_updates, transcript.received) == (whole.ignored_updates, whole.received)


@pytest.mark.parametrize("count", [1, 2, 3, 99, 100, 101, 150, 300, 350, 399, 400, 401])
def test_the_newest_turns_of_a_kept_replay_read_as_the_end_of_the_whole_one(count: int) -> None:
    # `show --last N`: within the newest window nothing else is reduced; turns asked for among the
    # placeholders, or among the turns reduced as the replay began (placeholders after them), have
    # the whole replay reduced first. Either way no placeholder is shown.
    lines = random_session(random.Random(7), 400, ids=True)
    transcript = kept(lines, runs=7)
    assert transcript.rebuild_pending
    turns = len(transcript.turn_starts())
    newest = turns - windows.newest_first_page(turns) * windows.TURNS_PER_PAGE  # reduced already
    shown = "".join(markdown_pieces(transcript, count))
    assert shown == "".join(markdown_pieces(reduced(lines), count))
    assert "still loading" not in shown
    assert transcript.rebuild_pending == (count <= newest), "only what the turns asked for needs is reduced"
    left_out = 400 - count
    if left_out > 0:
        before = "Turn 1 of 400 is" if left_out == 1 else f"Turns 1-{left_out} of 400 are"
        heading = f"# A random session\n\n*{before} not shown.*\n\n"
        assert shown.startswith(f"{heading}## User\n\nprompt {left_out}.0")
    else:
        assert shown == render_markdown(reduced(lines))
