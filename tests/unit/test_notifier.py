"""The notification flusher: changes of a transcript are coalesced to one `transcriptChanged` per
interval, but a change of its loading state or completeness goes out without waiting for it."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import anyio
import pytest

from acp_bridge.lsp import notifier as notifier_module
from acp_bridge.lsp.notifier import Notifier
from acp_bridge.sessions.transcript import Transcript

pytestmark = pytest.mark.anyio

#: Long enough that a notice sent "at once" can never be mistaken for one sent after the interval.
INTERVAL = 5.0
AGENT: Any = SimpleNamespace(id="agent")


class Sent:
    def __init__(self) -> None:
        self.notices: list[dict[str, Any]] = []
        self.arrived = anyio.Event()

    def __call__(self, method: str, params: dict[str, Any]) -> None:
        if method == "acpBridge/transcriptChanged":
            self.notices.append(params)
            self.arrived.set()

    async def next(self, within: float = 1.0) -> dict[str, Any]:
        """The next notice, which must arrive well before the interval is over."""
        count = len(self.notices)
        with anyio.fail_after(within):
            while len(self.notices) == count:
                self.arrived = anyio.Event()
                await self.arrived.wait()
        return self.notices[count]


@pytest.fixture
async def running(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[Notifier, Sent]]:
    monkeypatch.setattr(notifier_module, "INTERVAL", INTERVAL)
    sent = Sent()
    notifier = Notifier(sent)
    async with anyio.create_task_group() as tg:
        tg.start_soon(notifier.run)
        yield notifier, sent
        tg.cancel_scope.cancel()


def chunk(transcript: Transcript, text: str) -> None:
    transcript.apply({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}})


async def loading(notifier: Notifier, sent: Sent) -> Transcript:
    """A transcript whose load has started, and the editor told so."""
    transcript = Transcript("s1")
    transcript.begin_replay()
    chunk(transcript, "first")
    notifier.transcript_changed(AGENT, transcript)
    first = await sent.next()  # a quiet document: at once
    assert first["loading"] is True and first["complete"] is False
    return transcript


async def test_changes_during_a_load_wait_for_the_interval(running: tuple[Notifier, Sent]) -> None:
    notifier, sent = running
    transcript = await loading(notifier, sent)

    chunk(transcript, " second")
    notifier.transcript_changed(AGENT, transcript)
    await anyio.sleep(0.2)
    assert len(sent.notices) == 1  # coalesced: the interval has not passed


async def test_a_completed_load_is_notified_without_waiting_for_the_interval(
    running: tuple[Notifier, Sent],
) -> None:
    notifier, sent = running
    transcript = await loading(notifier, sent)

    chunk(transcript, " last")  # the agent answers `session/load`: the account is complete
    transcript.mark_complete()
    notifier.transcript_changed(AGENT, transcript)
    started = time.monotonic()
    done = await sent.next()
    assert time.monotonic() - started < 1.0
    assert done["complete"] is True and done["loading"] is True  # the quiet period is still running
    assert done["version"] == transcript.version

    transcript.end_replay()  # the quiet period is over: not loading any more, also at once
    notifier.transcript_changed(AGENT, transcript)
    assert (await sent.next())["loading"] is False


async def test_a_failed_load_is_notified_at_once(running: tuple[Notifier, Sent]) -> None:
    notifier, sent = running
    transcript = await loading(notifier, sent)

    transcript.mark_incomplete("the agent exited")
    notifier.transcript_changed(AGENT, transcript)
    failed = await sent.next()
    assert failed["complete"] is False


async def test_a_new_load_of_a_shown_document_is_notified_at_once(running: tuple[Notifier, Sent]) -> None:
    notifier, sent = running
    transcript = Transcript("s1")
    chunk(transcript, "live")
    notifier.transcript_changed(AGENT, transcript)
    assert (await sent.next())["loading"] is False

    transcript.begin_replay()  # reloaded: the editor shows it loading again
    notifier.transcript_changed(AGENT, transcript)
    assert (await sent.next())["loading"] is True


class AllSent:
    def __init__(self) -> None:
        self.notices: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, method: str, params: dict[str, Any]) -> None:
        self.notices.append((method, params))


def test_each_reason_of_a_sessions_change_is_sent_once_in_the_order_of_its_last_occurrence() -> None:
    """An agent removed and configured again between two flushes: the editor must learn both, the
    removal first (it lists the agents again) and then the new listing's reason (it lists the
    sessions again); a reason repeated within the interval is sent once."""
    sent = AllSent()
    notifier = Notifier(sent)
    notifier.sessions_changed("a", "configured")
    notifier.sessions_changed("b", "deleted")
    notifier.sessions_changed("a", "removed")
    notifier.sessions_changed("a", "configured")
    notifier.sessions_changed("b", "deleted")
    notifier.flush()
    assert sent.notices == [
        ("acpBridge/sessionsChanged", {"agentId": "a", "reason": "removed"}),
        ("acpBridge/sessionsChanged", {"agentId": "a", "reason": "configured"}),
        ("acpBridge/sessionsChanged", {"agentId": "b", "reason": "deleted"}),
    ]
    notifier.flush()
    assert len(sent.notices) == 3  # sent, and forgotten
