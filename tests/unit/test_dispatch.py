"""The peer's dispatcher on its own: what each kind of line becomes, and what it hands back to the peer.

`tests/unit/test_peer.py` drives the same paths over a wire; here every branch is seen directly,
including what the dispatcher returns for the reader to await."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import orjson
import pytest

from acp_bridge.jsonrpc import CANCEL_METHOD, INVALID_REQUEST, JsonRpcError, OversizedLine, RpcFailure
from acp_bridge.jsonrpc.dispatch import STRAYS_BEFORE_ANY_MESSAGE, Dispatcher


class Later:
    """Something awaitable, never awaited here: the dispatcher only passes it on."""

    def __init__(self, label: str) -> None:
        self.label = label

    def __await__(self) -> Any:
        yield from ()


class FakePeer:
    """The peer side: records each call and returns a `Later` where the peer returns a coroutine."""

    name = "test"

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def close(self, reason: RpcFailure) -> None:
        self.calls.append(("close", str(reason)))

    def _on_oversized(self, item: OversizedLine) -> Awaitable[None]:
        self.calls.append(("oversized", item))
        return Later("oversized")

    def _respond_error(self, request_id: None, error: JsonRpcError) -> Awaitable[None]:
        self.calls.append(("respond_error", request_id, error.code, error.message))
        return Later("respond_error")

    def _start_request(self, request_id: Any, method: str, params: Any) -> None:
        self.calls.append(("request", request_id, method, params))

    def _handle_response(self, message: dict[str, Any]) -> None:
        self.calls.append(("response", message))

    def _cancel_incoming(self, params: Any) -> None:
        self.calls.append(("cancel", params))

    def _finish_notification(self, method: str, outcome: Awaitable[None]) -> Awaitable[None]:
        self.calls.append(("finish", method, outcome))
        return Later("finish")


def line(message: Any) -> bytes:
    return orjson.dumps(message)


def test_a_notification_reaches_its_handler_and_nothing_is_left_to_await() -> None:
    peer, seen = FakePeer(), []
    dispatcher = Dispatcher(peer, None)
    dispatcher.notification_handlers["note"] = seen.append
    assert dispatcher.dispatch(line({"jsonrpc": "2.0", "method": "note", "params": {"n": 1}})) is None
    # A null id is no id: still a notification.
    assert dispatcher.dispatch(line({"jsonrpc": "2.0", "id": None, "method": "note"})) is None
    assert seen == [{"n": 1}, None]
    assert peer.calls == []


def test_an_async_handler_is_finished_by_the_peer_and_returned_for_the_reader_to_await() -> None:
    peer = FakePeer()
    dispatcher = Dispatcher(peer, None)
    started = Later("handler")
    dispatcher.notification_handlers["note"] = lambda params: started
    pending = dispatcher.dispatch(line({"jsonrpc": "2.0", "method": "note"}))
    assert isinstance(pending, Later) and pending.label == "finish"
    assert peer.calls == [("finish", "note", started)]
    # A handler returning something that is not awaitable leaves nothing to await.
    dispatcher.notification_handlers["note"] = lambda params: 42
    assert dispatcher.dispatch(line({"jsonrpc": "2.0", "method": "note"})) is None


def test_a_failing_handler_is_logged_and_not_fatal(caplog: pytest.LogCaptureFixture) -> None:
    def boom(params: Any) -> None:
        raise ValueError("boom")

    dispatcher = Dispatcher(FakePeer(), None)
    dispatcher.notification_handlers["note"] = boom
    with caplog.at_level(logging.ERROR, logger="acp_bridge.jsonrpc.peer"):
        assert dispatcher.dispatch(line({"jsonrpc": "2.0", "method": "note"})) is None
    (record,) = caplog.records
    assert record.getMessage() == "test: handler for notification note failed"
    assert record.exc_info is not None and isinstance(record.exc_info[1], ValueError)


def test_an_unknown_notification_is_ignored_and_cancel_request_goes_to_the_peer() -> None:
    peer = FakePeer()
    dispatcher = Dispatcher(peer, None)
    assert dispatcher.dispatch(line({"jsonrpc": "2.0", "method": "nobody/listens"})) is None
    cancel = {"jsonrpc": "2.0", "method": CANCEL_METHOD, "params": {"requestId": 3}}
    assert dispatcher.dispatch(line(cancel)) is None
    assert peer.calls == [("cancel", {"requestId": 3})]


def test_requests_and_responses_go_to_the_peer() -> None:
    peer = FakePeer()
    dispatcher = Dispatcher(peer, None)
    assert dispatcher.dispatch(line({"jsonrpc": "2.0", "id": 7, "method": "ask", "params": [1]})) is None
    assert dispatcher.dispatch(line({"jsonrpc": "2.0", "id": [1], "method": "bad id"})) is None
    answer = {"jsonrpc": "2.0", "id": 1, "result": None}
    failure = {"jsonrpc": "2.0", "id": 2, "error": {"code": 1}}
    assert dispatcher.dispatch(line(answer)) is None
    assert dispatcher.dispatch(line(failure)) is None
    assert peer.calls == [
        ("request", 7, "ask", [1]),
        ("request", [1], "bad id", None),  # the peer refuses the id
        ("response", answer),
        ("response", failure),
    ]


def test_junk_is_logged_and_skipped_and_a_batch_is_answered(caplog: pytest.LogCaptureFixture) -> None:
    peer = FakePeer()
    dispatcher = Dispatcher(peer, None)
    with caplog.at_level(logging.WARNING, logger="acp_bridge.jsonrpc.peer"):
        for junk in (b"not json", b"\xff\xfe", b'"a string"', b"3", b"{}", b'{"id": 1}', b'{"method": 1}'):
            assert dispatcher.dispatch(junk) is None
        batch = dispatcher.dispatch(b"[1, 2]")
    assert isinstance(batch, Later) and batch.label == "respond_error"
    assert peer.calls == [("respond_error", None, INVALID_REQUEST, "batches are not supported")]
    expected = ["malformed message skipped"] * 2 + ["not a JSON-RPC object, skipped"] * 2
    expected += ["invalid JSON-RPC message skipped"] * 3 + ["not a JSON-RPC object, skipped"]
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == len(expected)
    assert all(m.startswith(f"test: {e}") for m, e in zip(messages, expected, strict=True)), messages


def test_an_oversized_line_goes_to_the_peer_untraced() -> None:
    peer, traced = FakePeer(), []
    dispatcher = Dispatcher(peer, lambda direction, data: traced.append((direction, data)))
    item = OversizedLine(10, 5, b'{"id": 1')
    pending = dispatcher.dispatch(item)
    assert isinstance(pending, Later) and pending.label == "oversized"
    assert peer.calls == [("oversized", item)] and traced == []


def test_the_tracer_sees_every_line_received_even_junk() -> None:
    traced: list[tuple[str, bytes]] = []
    dispatcher = Dispatcher(FakePeer(), lambda direction, data: traced.append((direction, data)))
    dispatcher.dispatch(b'{"jsonrpc": "2.0", "method": "note"}')
    dispatcher.dispatch(b"junk")
    assert traced == [("recv", b'{"jsonrpc": "2.0", "method": "note"}'), ("recv", b"junk")]
    dispatcher.tracer = None  # the peer's `tracer` property sets it
    dispatcher.dispatch(b"junk")
    assert len(traced) == 2


def test_dispatch_until_pending_stops_at_what_must_be_awaited_and_resumes_after_it() -> None:
    peer, seen = FakePeer(), []
    dispatcher = Dispatcher(peer, None)
    dispatcher.notification_handlers["note"] = lambda params: seen.append(params)
    lines = iter(
        [
            line({"jsonrpc": "2.0", "method": "note", "params": 1}),
            b"[1]",  # a batch: its error answer must be awaited before the next line
            line({"jsonrpc": "2.0", "method": "note", "params": 2}),
            line({"jsonrpc": "2.0", "method": "note", "params": 3}),
        ]
    )
    pending = dispatcher.dispatch_until_pending(lines)
    assert isinstance(pending, Later) and seen == [1]
    assert dispatcher.dispatch_until_pending(lines) is None
    assert seen == [1, 2, 3]
    assert dispatcher.dispatch_until_pending(lines) is None


def test_batch_hooks_run_after_each_batch_even_one_cut_short_and_a_failing_hook_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    peer, events = FakePeer(), []
    dispatcher = Dispatcher(peer, None)
    dispatcher.notification_handlers["note"] = lambda params: events.append(params)

    def failing() -> None:
        events.append("failing hook")
        raise RuntimeError("listener bug")

    dispatcher.batch_hooks += [failing, lambda: events.append("hook")]
    lines = iter(
        [
            line({"jsonrpc": "2.0", "method": "note", "params": 1}),
            line({"jsonrpc": "2.0", "method": "note", "params": 2}),
            b"[1]",  # must be awaited: the batch ends here, and its hooks run before it is returned
            line({"jsonrpc": "2.0", "method": "note", "params": 3}),
        ]
    )
    with caplog.at_level(logging.ERROR, logger="acp_bridge.jsonrpc.peer"):
        assert isinstance(dispatcher.dispatch_until_pending(lines), Later)
        assert events == [1, 2, "failing hook", "hook"]
        assert dispatcher.dispatch_until_pending(lines) is None
    assert events == [1, 2, "failing hook", "hook", 3, "failing hook", "hook"]
    assert [r.getMessage() for r in caplog.records] == ["test: batch hook failed"] * 2


def test_a_flood_of_junk_logs_ten_lines_then_only_its_count(caplog: pytest.LogCaptureFixture) -> None:
    """An agent that writes anything but JSON-RPC (`yes`) writes it as fast as the pipe takes it:
    the log keeps the first lines and then the count at each power of ten, and the count and the
    first line are there for the error said when the agent does not answer."""
    dispatcher = Dispatcher(FakePeer(), None)
    assert dispatcher.stray_lines(since=0) == ""
    with caplog.at_level(logging.WARNING, logger="acp_bridge.jsonrpc.peer"):
        for index in range(12_345):
            dispatcher.dispatch(b"first junk" if not index else b"last junk" if index == 12_344 else b"y")
    messages = [r.getMessage() for r in caplog.records]
    assert messages[0].startswith("test: malformed message skipped") and "first junk" in messages[0]
    assert len(messages) == 10 + 1 + 3, messages  # ten lines, "counted, not logged", 100, 1,000, 10,000
    assert messages[10] == "test: further skipped lines are counted, not logged"
    assert [m.split(" lines")[0] for m in messages[11:]] == ["test: 100", "test: 1,000", "test: 10,000"]
    # The lines since a request was written: a banner an agent printed at its start is not said
    # with a timeout hours later.
    assert dispatcher.stray_lines(since=0) == (
        "; meanwhile it wrote 12,345 lines that are not JSON-RPC messages (the last: 'last junk')"
    )
    assert dispatcher.stray_lines(since=12_344) == (
        "; meanwhile it wrote one line that is not a JSON-RPC message (the last: 'last junk')"
    )
    assert dispatcher.stray_lines(since=12_345) == ""


def test_a_peer_that_wrote_only_junk_is_given_up_on_and_one_that_spoke_is_not() -> None:
    peer = FakePeer()
    dispatcher = Dispatcher(peer, None)
    for _ in range(STRAYS_BEFORE_ANY_MESSAGE + 5):
        dispatcher.dispatch(b"y")
    assert peer.calls == [
        ("close", "it wrote 10,000 lines and not one JSON-RPC message (the last: 'y')")
    ]
    spoke = FakePeer()
    dispatcher = Dispatcher(spoke, None)
    dispatcher.dispatch(b'{"jsonrpc":"2.0","id":1,"result":{}}')
    for _ in range(STRAYS_BEFORE_ANY_MESSAGE + 5):
        dispatcher.dispatch(b"y")
    assert [call[0] for call in spoke.calls] == ["response"]
