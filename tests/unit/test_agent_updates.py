"""The agent handle's update sink on its own: registry patches, open transcripts only, replay vs live,
a prompt's echo recognised and not shown twice, and the listener told once per batch."""

from __future__ import annotations

import logging
from typing import Any

import orjson
import pytest

from acp_bridge.acp.updates import Params, update_from_json
from acp_bridge.agent_updates import UpdateFeed
from acp_bridge.sessions.entries import MessageEntry
from acp_bridge.sessions.records import SessionRecord
from acp_bridge.sessions.registry import SessionRegistry
from acp_bridge.sessions.replay_lines import DIRECT_TURNS
from acp_bridge.sessions.transcript import Transcript


class Agent:
    id = "agent"


class Listener:
    def __init__(self) -> None:
        self.heard: list[tuple[str, Any, Any]] = []

    def session_info_changed(self, agent: Any, record: SessionRecord) -> None:
        self.heard.append(("info", agent, record))

    def transcript_changed(self, agent: Any, transcript: Transcript) -> None:
        self.heard.append(("transcript", agent, transcript))


class Fed:
    def __init__(self, in_reads: bool = False) -> None:
        #: `send` hands each update on as a read of its own (`on_updates`), not one by one.
        self.in_reads = in_reads
        self.agent, self.listener = Agent(), Listener()
        self.registry = SessionRegistry("agent")
        self.transcripts: dict[str, Transcript] = {}
        self.pending: dict[str, str] = {}
        self.feed = UpdateFeed(
            "agent", self.registry, self.transcripts, self.pending,
            info_changed=lambda record: self.listener.session_info_changed(self.agent, record),
            transcript_changed=lambda transcript: self.listener.transcript_changed(self.agent, transcript),
        )

    def send(self, session_id: str, update: dict[str, Any]) -> None:
        """One update in a batch of its own (the reader flushes after each batch), as the router
        hands it on: alone, or as a read's updates decoded at once."""
        typed = update_from_json(update)
        if self.in_reads:
            self.feed.on_updates([Params(session_id, typed)])
        else:
            self.feed.on_update(session_id, typed)
        self.feed.flush()

    def open(self, session_id: str) -> Transcript:
        transcript = self.transcripts[session_id] = Transcript(session_id)
        return transcript


@pytest.fixture(params=["one by one", "in reads"])
def fed(request: pytest.FixtureRequest) -> Fed:
    """The feed, handed each update alone (`on_update`) or as a read's (`on_updates`): the same."""
    return Fed(in_reads=request.param == "in reads")


def chunk(text: str, kind: str = "agent_message_chunk", message_id: str | None = None) -> dict[str, Any]:
    update: dict[str, Any] = {"sessionUpdate": kind, "content": {"type": "text", "text": text}}
    if message_id is not None:
        update["messageId"] = message_id
    return update


def texts(transcript: Transcript) -> list[str]:
    return [e.text for e in transcript.entries if isinstance(e, MessageEntry)]


def test_an_update_goes_to_its_open_transcript_and_the_listener_hears_of_it(fed: Fed) -> None:
    transcript = fed.open("s1")
    fed.send("s1", chunk("hello"))
    assert texts(transcript) == ["hello"]
    assert fed.listener.heard == [("transcript", fed.agent, transcript)]


def test_an_update_for_a_session_that_is_not_open_is_dropped(
    fed: Fed, caplog: pytest.LogCaptureFixture
) -> None:
    fed.open("s1")
    with caplog.at_level(logging.DEBUG, logger="acp_bridge.agent_handle"):
        fed.send("s2", chunk("hello"))
    assert fed.listener.heard == []
    assert [r.getMessage() for r in caplog.records] == ["agent: update for session s2 that is not open"]


def test_session_info_patches_a_known_record_even_when_its_transcript_is_not_open(fed: Fed) -> None:
    record = fed.registry.add("s1")
    fed.send("s1", {"sessionUpdate": "session_info_update", "title": "Named"})
    assert record.title == "Named"
    assert fed.listener.heard == [("info", fed.agent, record)]
    # An unknown session gets no record from it.
    fed.send("s2", {"sessionUpdate": "session_info_update", "title": "Other"})
    assert fed.registry.get("s2") is None and len(fed.listener.heard) == 1
    # With its transcript open, the transcript gets the update too, after the record.
    transcript = fed.open("s1")
    fed.send("s1", {"sessionUpdate": "session_info_update", "title": "Renamed"})
    assert record.title == "Renamed" and transcript.title == "Renamed"
    assert [what for what, _, _ in fed.listener.heard] == ["info", "info", "transcript"]


def test_updates_during_a_replay_are_applied_as_replay_and_after_it_as_live(fed: Fed) -> None:
    transcript = fed.open("s1")
    fed.send("s1", chunk("before", message_id="m0"))
    transcript.begin_replay()
    # Applied as replay (not live): the agent's account replaces what was shown before it.
    fed.send("s1", chunk("replayed", message_id="m1"))
    assert texts(transcript) == ["replayed"]
    transcript.end_replay()
    fed.send("s1", chunk("live", message_id="m2"))
    assert texts(transcript) == ["replayed", "live"]


@pytest.mark.parametrize(
    ("update", "echo"),
    [
        (chunk("run the", "user_message_chunk"), True),
        ({"sessionUpdate": "user_message", "content": [{"type": "text", "text": "run the tests"}]}, True),
        (chunk("something else", "user_message_chunk"), False),
        (chunk("", "user_message_chunk"), False),  # nothing echoed
        (chunk("run the", "agent_message_chunk"), False),  # only the user's messages echo a prompt
        ({"sessionUpdate": "user_message_chunk", "content": {"type": "image", "data": "x"}}, False),
    ],
)
def test_the_echo_of_a_running_prompt_is_not_shown_twice(
    fed: Fed, update: dict[str, Any], echo: bool
) -> None:
    transcript = fed.open("s1")
    fed.pending["s1"] = "run the tests"
    fed.send("s1", update)
    if echo:
        assert fed.listener.heard == [] and transcript.is_empty
    else:
        assert fed.listener.heard == [("transcript", fed.agent, transcript)]
    # The pending prompt of one session filters nothing in another.
    other = fed.open("s2")
    fed.send("s2", update)
    assert fed.listener.heard[-1] == ("transcript", fed.agent, other)


def test_the_listener_hears_of_each_changed_transcript_once_per_batch_in_the_order_they_changed() -> None:
    fed = Fed()
    first, second = fed.open("s1"), fed.open("s2")
    for session_id in ("s2", "s1", "s2", "s1", "s3"):  # s3 is not open: nothing to tell
        fed.feed.on_update(session_id, update_from_json(chunk("text")))
    assert fed.listener.heard == []  # the batch is not over
    fed.feed.flush()
    assert fed.listener.heard == [("transcript", fed.agent, second), ("transcript", fed.agent, first)]
    fed.feed.flush()  # nothing changed since
    assert len(fed.listener.heard) == 2
    fed.feed.on_update("s1", update_from_json(chunk("more")))
    fed.feed.flush()
    assert fed.listener.heard[2:] == [("transcript", fed.agent, first)]
    assert texts(first) == ["texttextmore"]


def test_a_read_s_updates_at_once_do_what_they_do_one_by_one() -> None:
    """`on_updates`, with what takes its general way (a session not open, a session's info, a
    prompt's echo) among what goes straight to a transcript."""
    run = [("s1", chunk("a", message_id="m1")), ("s2", chunk("b")), ("s3", chunk("lost")),
           ("s1", {"sessionUpdate": "session_info_update", "title": "Named"}),
           ("s1", chunk("c", message_id="m1")), ("s2", chunk("run the", "user_message_chunk")),
           ("s2", chunk("d"))]
    seen = []
    for in_reads in (False, True):
        fed = Fed(in_reads)
        first, second = fed.open("s1"), fed.open("s2")
        record = fed.registry.add("s1")
        fed.pending["s2"] = "run the tests"
        if in_reads:
            fed.feed.on_updates([Params(session_id, update_from_json(u)) for session_id, u in run])
        else:
            for session_id, update in run:
                fed.feed.on_update(session_id, update_from_json(update))
        fed.feed.flush()
        heard = [(what, getattr(about, "session_id", None)) for what, _, about in fed.listener.heard]
        seen.append((texts(first), texts(second), record.title, first.title, heard))
    assert seen[0] == seen[1] == (
        ["ac"], ["bd"], "Named", "Named", [("info", "s1"), ("transcript", "s1"), ("transcript", "s2")]
    )


def test_an_update_that_fails_in_a_read_is_logged_and_the_rest_of_the_read_applied(
    caplog: pytest.LogCaptureFixture,
) -> None:
    fed = Fed(in_reads=True)
    transcript = fed.open("s1")
    fed.registry.add("s1")

    def failing(*_args: Any) -> None:
        raise RuntimeError("boom")

    fed.registry.apply_info_update = failing  # type: ignore[method-assign]
    info = {"sessionUpdate": "session_info_update", "title": "Named"}
    run = [Params("s1", update_from_json(u)) for u in (chunk("a"), info, chunk("b"))]
    with caplog.at_level(logging.ERROR, logger="acp_bridge.agent_handle"):
        fed.feed.on_updates(run)
    assert texts(transcript) == ["ab"]
    failed = "agent: handler for notification session/update failed"
    assert [r.getMessage() for r in caplog.records] == [failed]


# -- a long replay's lines, kept (sessions/replay_lines.py) ------------------------------------------


def replay_line(session_id: str, update: dict[str, Any]) -> bytes:
    return orjson.dumps({"jsonrpc": "2.0", "method": "session/update",
                         "params": {"sessionId": session_id, "update": update}})


def keeping(fed: Fed, session_id: str, turns: int) -> Transcript:
    """A transcript whose replay keeps its lines, past the turns it reduces as they come."""
    transcript = fed.open(session_id)
    transcript.begin_replay(keep_lines=True)
    fed.feed.keep(transcript)
    for turn in range(turns):
        for update in (chunk(f"prompt {turn}", "user_message_chunk"), chunk(f"answer {turn}")):
            line = replay_line(session_id, update)
            if not fed.feed.keep_line(line):
                fed.send(session_id, update)
    return transcript


def test_a_keeping_transcript_takes_its_session_s_lines_and_no_others() -> None:
    fed = Fed()
    transcript = keeping(fed, "s1", DIRECT_TURNS + 5)
    assert transcript.arrived_turns() == DIRECT_TURNS + 5 and len(transcript.turn_starts()) == DIRECT_TURNS
    assert not fed.feed.keep_line(replay_line("other", chunk("hello"))), "another session's line goes on"
    assert not fed.feed.keep_line(b'{"jsonrpc":"2.0","id":3,"result":{}}'), "an answer goes on"
    fed.feed.flush()
    assert ("transcript", fed.agent, transcript) in fed.listener.heard, "kept lines are heard of as a change"


def test_a_read_of_a_keeping_session_s_lines_is_kept_at_once() -> None:
    fed = Fed()
    assert fed.feed.keep_run(replay_line("s1", chunk("hello"))) is None, "no transcript keeps lines"
    transcript = keeping(fed, "s1", DIRECT_TURNS + 5)
    fed.feed.flush()
    heard = len(fed.listener.heard)
    kinds = (("prompt", "user_message_chunk"), ("answer", "agent_message_chunk"))
    turns = [replay_line("s1", chunk(f"{what} {turn}", kind)) for turn in range(3) for what, kind in kinds]
    assert fed.feed.keep_run(b"\n".join(turns)) == (6, 6)
    assert transcript.arrived_turns() == DIRECT_TURNS + 8
    fed.feed.flush()
    assert fed.listener.heard[heard:] == [("transcript", fed.agent, transcript)], "heard of as a change"
    other = b"\n".join([replay_line("other", chunk("hello")), turns[0]])
    assert fed.feed.keep_run(other) == (0, 0), "a read starting with another session's line: line by line"
    answer = b"\n".join([turns[0], b'{"jsonrpc":"2.0","id":3,"result":{}}'])
    assert fed.feed.keep_run(answer) == (0, 0), "a read holding an answer goes line by line"


def test_a_session_update_the_outline_cannot_read_stops_the_keeping_before_it() -> None:
    fed = Fed()
    transcript = keeping(fed, "s1", DIRECT_TURNS + 5)
    odd = b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":"no object"}}'
    assert not fed.feed.keep_line(odd)
    assert transcript.kept_lines is None or not transcript.kept_lines.keeping
    assert len(transcript.turn_starts()) == DIRECT_TURNS + 5, "what was kept is applied, in order"
    assert not fed.feed.keep_line(replay_line("s1", chunk("more"))), "the rest streams as usual"


def test_a_session_whose_replay_ended_has_no_line_kept() -> None:
    fed = Fed()
    keeping(fed, "s1", DIRECT_TURNS + 5)
    fed.feed.unkeep("s1")
    assert not fed.feed.keep_line(replay_line("s1", chunk("late"))), "it goes on to be applied"
