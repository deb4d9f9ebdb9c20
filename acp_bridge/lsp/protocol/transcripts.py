"""The LSP contract's (`lsp/protocol`) models of transcripts: a transcript document's text and
window, its turns and where each one is, the export to a file, and the notification that a
transcript changed."""

from __future__ import annotations

from pydantic import Field

from .sessions import SessionRef
from .wire import Wire


class GetTranscriptParams(Wire):
    uri: str = Field(min_length=1)
    #: The version the client already has: the answer then carries only what changed after it.
    from_version: int | None = None


class TranscriptWindow(Wire):
    """Which turns a transcript document shows (a window: the newest turns, or a page of earlier
    ones), and the documents showing the turns before and after them."""

    #: 1-based and inclusive; `firstTurn > lastTurn` when the document shows no turn.
    first_turn: int
    last_turn: int
    total_turns: int
    earlier_uri: str | None = None
    later_uri: str | None = None
    #: The 0-based line of `lastTurn`'s prompt, in answers with the whole text (`offset` 0 and no
    #: `fromVersion` asked): a client opening the document shows the newest turn there at once.
    last_turn_line: int | None = None


class TranscriptResult(Wire):
    uri: str
    #: The document from character `offset` on; the client keeps its text before `offset`.
    text: str
    offset: int = 0
    #: A new header (the title changed): it replaces the client's first `head_end` characters.
    head: str | None = None
    head_end: int = 0
    version: int
    complete: bool
    loading: bool
    incomplete_reason: str | None = None
    #: Null while a long replay shows its progress, while a load starts, and for a read-only copy
    #: from the history (one document, no windows).
    window: TranscriptWindow | None = None


class TurnItem(Wire):
    #: 1-based.
    turn: int
    #: The prompt's first line, plain text.
    label: str


class ListTurnsResult(Wire):
    turns: list[TurnItem]


class LocateTurnParams(SessionRef):
    turn: int = Field(ge=1)


class TurnLocation(Wire):
    #: The transcript document (window) showing the turn, and the 0-based line of its prompt.
    uri: str
    line: int


class ExportMarkdownParams(SessionRef):
    #: Where to write the whole session (an absolute path the user chose; an existing file is replaced).
    path: str = Field(min_length=1)


class ExportMarkdownResult(Wire):
    path: str
    #: The size of the file written (UTF-8).
    bytes: int


class TranscriptChanged(Wire):
    uri: str
    version: int
    complete: bool
    loading: bool
