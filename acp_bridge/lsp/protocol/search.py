"""The LSP contract's (`lsp/protocol`) models of search: sessions found by title or in their
transcripts, a session's id from a prefix, the last session of a folder, and the indexing that makes
transcripts searchable."""

from __future__ import annotations

from pydantic import Field

from .sessions import SessionItem
from .wire import Wire


class FoundSession(SessionItem):
    """A search result: the session, and where its transcript matched."""

    #: One plain line around the first hit in the transcript's text (`inTranscripts` only); null when
    #: the transcript was not searched or only the title, id, folder or first prompt matched.
    snippet: str | None = None
    #: The turn (counted from 1) that the snippet's hit is in, when the history knows it (`locateTurn`
    #: opens the transcript there); null otherwise.
    turn: int | None = None


class FindSessionsParams(Wire):
    query: str = ""
    agent_id: str | None = None
    limit: int = Field(default=200, ge=1, le=10_000)
    #: Also match the text of transcripts kept in the local history (sessions opened on this machine).
    in_transcripts: bool = False


class SearchCoverage(Wire):
    """What a transcript search covered: the sessions whose text is kept (and so was searched), of
    every session known (listed by the agents, stored in the local lists, or kept in the history)."""

    searched: int
    sessions: int
    #: Some sessions were never listed (an agent lists a page at a time): `sessions` is a lower bound.
    more: bool = False


class FindSessionsResult(Wire):
    items: list[FoundSession]
    #: `inTranscripts` only (else null).
    coverage: SearchCoverage | None = None


class ContinueLastParams(Wire):
    cwd: str = Field(min_length=1)
    agent_id: str | None = None


class ResolvePrefixParams(Wire):
    prefix: str = Field(min_length=1)
    agent_id: str | None = None


class ResolvePrefixResult(Wire):
    matches: list[SessionItem]
    #: Each agent that could not be asked (down, or its listing failed), with why: one of its
    #: sessions may start so too.
    unasked: list[str] = Field(default_factory=list)


class IndexSessionsParams(Wire):
    #: The agents to index (every folder's sessions of each); empty: every configured agent that can
    #: replay sessions.
    agent_ids: list[str] = Field(default_factory=list, max_length=100)


class IndexProgress(Wire):
    """Where Index All Sessions stands (the answer to `indexSessions`/`cancelIndexing`, and
    `indexProgress`)."""

    running: bool
    #: Sessions replayed (or found already held), of `total` to replay so far (it grows as each
    #: agent's list is read); `failed` of them could not be replayed, or their text not saved.
    done: int
    total: int
    failed: int
    #: The agents indexed in this run, in order.
    agent_ids: list[str]
    #: Why it stopped short, or "Cancelling…" / "Cancelled"; null otherwise.
    message: str | None
