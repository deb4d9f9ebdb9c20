"""The connection's `session/update` router: malformed notifications dropped, the rest counted and handed
to every sink in order; a `state_update` offered to the connection first."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from acp_bridge.acp.update_router import UpdateRouter


def wired(consume_state: bool = False) -> tuple[UpdateRouter, list[tuple[str, Any]], list[tuple[str, Any]]]:
    offered: list[tuple[str, Any]] = []
    received: list[tuple[str, Any]] = []

    def on_state(session_id: str, update: dict[str, Any]) -> bool:
        offered.append((session_id, update))
        return consume_state

    router = UpdateRouter("agent", on_state)
    router.add_sink(lambda session_id, update: received.append(("first", update)))
    router.add_sink(lambda session_id, update: received.append(("second", update)))
    return router, offered, received


def test_an_update_is_counted_and_reaches_every_sink_in_order() -> None:
    router, offered, received = wired()
    update = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}}
    router.route({"sessionId": "s1", "update": update})
    assert router.count == 1
    assert received == [("first", update), ("second", update)]
    assert offered == []  # only a state_update is offered to the connection


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
    assert offered == [("s1", update)]
    assert received == ([] if consumed else [("first", update), ("second", update)])


def test_without_a_state_hook_a_state_update_is_an_update_like_any_other() -> None:
    """Protocol 1 has no `state_update`: the connection sets no hook, and one goes to the sinks."""
    router, offered, received = wired()
    router.on_state = None
    update = {"sessionUpdate": "state_update", "state": "idle"}
    router.route({"sessionId": "s1", "update": update})
    assert router.count == 1 and offered == []
    assert received == [("first", update), ("second", update)]
