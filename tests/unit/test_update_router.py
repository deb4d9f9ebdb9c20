"""The connection's `session/update` router: a received line decoded straight into the typed structs,
or (what that decode refuses) the generic decode's object salvaged into the same structs; malformed
notifications dropped, the rest counted and handed to every sink in order; a `state_update` offered
to the connection first."""

from __future__ import annotations

import logging
from typing import Any

import orjson
import pytest

from acp_bridge.acp.update_router import UpdateRouter
from acp_bridge.acp.updates import AgentMessageChunk, ToolCall, UnknownUpdate


def wired(consume_state: bool = False) -> tuple[UpdateRouter, list[tuple[str, Any]], list[tuple[str, Any]]]:
    offered: list[tuple[str, Any]] = []
    received: list[tuple[str, Any]] = []

    def on_state(session_id: str, update: UnknownUpdate) -> bool:
        offered.append((session_id, update))
        return consume_state

    router = UpdateRouter("agent", on_state)
    router.add_sink(lambda session_id, update: received.append(("first", update)))
    router.add_sink(lambda session_id, update: received.append(("second", update)))
    return router, offered, received


def line(update: Any, **envelope: Any) -> bytes:
    message = {"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": "s1", "update": update}}
    return orjson.dumps({**message, **envelope})


CHUNK = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}}
TYPED_CHUNK = AgentMessageChunk(content={"type": "text", "text": "hi"})


def test_an_update_is_counted_and_reaches_every_sink_in_order() -> None:
    router, offered, received = wired()
    router.route({"sessionId": "s1", "update": CHUNK})
    assert router.count == 1
    assert received == [("first", TYPED_CHUNK), ("second", TYPED_CHUNK)]
    assert offered == []  # only a state_update is offered to the connection


def test_a_received_line_of_a_known_kind_is_taken_typed_and_gives_what_route_gives() -> None:
    router, _, received = wired()
    assert router.take_line(line(CHUNK))
    assert router.count == 1 and received == [("first", TYPED_CHUNK), ("second", TYPED_CHUNK)]


def test_the_lines_of_a_read_are_taken_at_once_when_each_is_a_typed_update() -> None:
    router, _, received = wired()
    call = {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read"}
    assert router.take_run(b"\n".join([line(CHUNK), line(call), line(CHUNK)])) == (3, 3)
    assert router.count == 3
    assert [update for sink, update in received if sink == "first"] == [
        TYPED_CHUNK, ToolCall(tool_call_id="c1", title="Read"), TYPED_CHUNK]
    # Anything else in the read, and all of it goes line by line (nothing is taken, nothing counted).
    for odd in (
        orjson.dumps({"jsonrpc": "2.0", "id": 7, "result": {}}),  # an answer
        line({"sessionUpdate": "brand_new_kind"}),  # salvaged by `route`
        line(CHUNK)[:-1],  # malformed
        line(CHUNK) + b" " + line(CHUNK),  # two messages on one line
    ):
        assert router.take_run(b"\n".join([line(CHUNK), odd])) == (0, 0)
    assert router.count == 3


@pytest.mark.parametrize(
    "message",
    [
        line(CHUNK, id=7),  # a request, not a notification
        orjson.dumps({"jsonrpc": "2.0", "id": 7, "result": {"sessionId": "s1"}}),
        orjson.dumps({"jsonrpc": "2.0", "method": "session/other", "params": {}}),
        line({"sessionUpdate": "state_update", "state": "idle"}),  # a kind it does not know
        line({**CHUNK, "messageId": 5}),  # one field of the wrong type
        line(CHUNK).replace(b'"hi"', b'"\\ud83d"'),  # a lone surrogate: for the tolerant decoder
        b"\xef\xbb\xbf" + line(CHUNK),
        line(CHUNK).replace(b'"hi"', b'"h\xde"'),  # not UTF-8 (found by the fuzzer)
        b"[" * 5000 + b"]" * 5000,
        b"not json",
    ],
)
def test_what_the_typed_decode_refuses_is_left_to_the_generic_decode(message: bytes) -> None:
    router, _, received = wired()
    assert not router.take_line(message)
    assert router.count == 0 and received == []


def test_a_malformed_field_costs_only_that_field() -> None:
    router, _, received = wired()
    update = {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": 5, "status": "pending",
              "content": [{"type": "content"}, "junk", 3], "locations": {"path": "/a"}}
    router.route({"sessionId": "s1", "update": update})
    kept = ToolCall(tool_call_id="c1", status="pending", content=[{"type": "content"}])
    assert received[0] == ("first", kept)


def test_a_failing_sink_is_logged_and_the_next_one_still_gets_the_update(
    caplog: pytest.LogCaptureFixture,
) -> None:
    router, _, received = wired()

    def failing(session_id: str, update: Any) -> None:
        raise RuntimeError("boom")

    router.sinks.insert(0, failing)
    with caplog.at_level(logging.ERROR, logger="acp_bridge.acp.connection"):
        assert router.take_line(line(CHUNK))
        router.route({"sessionId": "s1", "update": CHUNK})
    assert [what for what, _ in received] == ["first", "second"] * 2
    failed = "agent: handler for notification session/update failed"
    assert [r.getMessage() for r in caplog.records] == [failed] * 2


def test_a_read_goes_at_once_to_a_sink_that_takes_reads_and_one_by_one_to_the_others(
    caplog: pytest.LogCaptureFixture,
) -> None:
    router = UpdateRouter("agent", None)
    reads: list[list[tuple[str, Any]]] = []
    each: list[Any] = []

    def fussy(session_id: str, update: Any) -> None:
        if update == TYPED_CHUNK and len(each) == 1:
            raise RuntimeError("boom")  # the second chunk: the rest of the read still comes
        each.append(update)

    router.add_sink(lambda session_id, update: None, run_sink=lambda run: reads.append(
        [(params.session_id, params.update) for params in run]))
    router.add_sink(fussy)
    call = {"sessionUpdate": "tool_call", "toolCallId": "c1"}
    with caplog.at_level(logging.ERROR, logger="acp_bridge.acp.connection"):
        assert router.take_run(b"\n".join([line(CHUNK), line(CHUNK), line(call)])) == (3, 3)
    assert reads == [[("s1", TYPED_CHUNK), ("s1", TYPED_CHUNK), ("s1", ToolCall(tool_call_id="c1"))]]
    assert each == [TYPED_CHUNK, ToolCall(tool_call_id="c1")]
    failed = "agent: handler for notification session/update failed"
    assert [r.getMessage() for r in caplog.records] == [failed]


@pytest.mark.parametrize(
    "params",
    [None, [], "s1", {"update": {}}, {"sessionId": 1, "update": {}}, {"sessionId": "s1"},
     {"sessionId": "s1", "update": []}],
)
def test_a_malformed_notification_is_logged_dropped_and_not_counted(
    params: Any, caplog: pytest.LogCaptureFixture
) -> None:
    router, _, received = wired()
    with caplog.at_level(logging.WARNING, logger="acp_bridge.acp.connection"):
        router.route(params)
    assert router.count == 0 and received == []
    (record,) = caplog.records
    assert record.getMessage() in (
        "agent: session/update without params object ignored",
        "agent: malformed session/update ignored",
    )


@pytest.mark.parametrize("consumed", [True, False])
def test_a_state_update_is_counted_and_reaches_the_sinks_only_when_not_consumed(consumed: bool) -> None:
    router, offered, received = wired(consume_state=consumed)
    update = {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}
    router.route({"sessionId": "s1", "update": update})
    assert router.count == 1
    typed = UnknownUpdate("state_update", update)
    assert offered == [("s1", typed)]
    assert received == ([] if consumed else [("first", typed), ("second", typed)])


def test_without_a_state_hook_a_state_update_is_an_update_like_any_other() -> None:
    """Protocol 1 has no `state_update`: the connection sets no hook, and one goes to the sinks."""
    router, offered, received = wired()
    router.on_state = None
    update = {"sessionUpdate": "state_update", "state": "idle"}
    router.route({"sessionId": "s1", "update": update})
    assert router.count == 1 and offered == []
    typed = UnknownUpdate("state_update", update)
    assert received == [("first", typed), ("second", typed)]
