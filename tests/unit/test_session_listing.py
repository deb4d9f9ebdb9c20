"""Two listings of one folder at once (the tree's refresh and the switcher both list it): each answer
holds its own pages, never a page the other one reset."""

from __future__ import annotations

import anyio
import pytest

from acp_bridge.acp.session_page import SessionPage, read_session
from acp_bridge.session_listing import Listing, SessionLister
from acp_bridge.sessions.registry import SessionRegistry

CWD = "/w"
SESSIONS = [
    read_session({"sessionId": f"s{i:02d}", "cwd": CWD, "updatedAt": f"2026-01-01T00:{59 - i:02d}:00Z"})
    for i in range(5)
]
PAGE = 3


class PagedAgent:
    """Pages of 3, the cursor being the index of the page's first session. A gate set for a cursor
    holds the next answer for it until the test opens it."""

    def __init__(self) -> None:
        self.gates: dict[str | None, anyio.Event] = {}
        self.asked: list[str | None] = []

    async def list_sessions(self, *, cwd: str | None = None, cursor: str | None = None) -> SessionPage:
        self.asked.append(cursor)
        gate = self.gates.pop(cursor, None)
        if gate is not None:
            await gate.wait()
        start = int(cursor) if cursor else 0
        end = start + PAGE
        return SessionPage(SESSIONS[start:end], str(end) if end < len(SESSIONS) else None, [])


async def _listed(agent: PagedAgent) -> SessionLister:
    async def connect() -> PagedAgent:
        return agent

    lister = SessionLister(SessionRegistry("demo"), connect)  # type: ignore[arg-type]
    await lister.first_page(CWD)
    await lister.more(CWD)
    assert len(lister.cached(CWD).sessions) == 5
    return lister


def _ids(listing: Listing) -> list[str]:
    return [r.session_id for r in listing.sessions]


@pytest.mark.anyio
async def test_a_next_page_is_not_lost_to_a_first_page_asked_meanwhile() -> None:
    agent = PagedAgent()
    lister = await _listed(agent)
    await lister.first_page(CWD)  # the tree's refresh: its first page, then the next one (held)
    gate = agent.gates["3"] = anyio.Event()
    answers: dict[str, Listing] = {}

    async def ask(name: str, call: str) -> None:
        answers[name] = await getattr(lister, call)(CWD)

    async with anyio.create_task_group() as tg:
        tg.start_soon(ask, "more", "more")
        await anyio.sleep(0.01)
        tg.start_soon(ask, "first", "first_page")  # the switcher's first page, meanwhile
        await anyio.sleep(0.01)
        gate.set()
    assert _ids(answers["more"]) == [s[0] for s in SESSIONS], "the next page's answer holds both pages"
    assert not answers["more"].has_more
    assert len(answers["first"].sessions) == PAGE and answers["first"].has_more


@pytest.mark.anyio
async def test_a_first_page_answers_its_own_page_when_another_listing_runs_meanwhile() -> None:
    agent = PagedAgent()
    lister = await _listed(agent)
    gate = agent.gates[None] = anyio.Event()
    answers: dict[str, Listing] = {}

    async def tree() -> None:
        answers["tree"] = await lister.first_page(CWD)

    async def switcher() -> None:
        await lister.first_page(CWD)
        answers["switcher"] = await lister.more(CWD)

    async with anyio.create_task_group() as tg:
        tg.start_soon(tree)
        await anyio.sleep(0.01)
        tg.start_soon(switcher)
        await anyio.sleep(0.01)
        gate.set()
    # One page, and the word that there is more: the tree counts the pages it holds from it.
    assert len(answers["tree"].sessions) == PAGE and answers["tree"].has_more
    assert len(answers["switcher"].sessions) == 5 and not answers["switcher"].has_more
