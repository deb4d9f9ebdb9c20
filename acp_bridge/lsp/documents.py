"""Transcript documents (`acp-session:/<agent>/<sessionId>/<label>.md`) and the LSP features on them.

A document is the incremental Markdown rendering of a transcript the bridge holds; the editor fetches
its text (or only the changed tail) with `acpBridge/getTranscript`. Outline, folding and links come
from the renderer's structure, so they always describe the text the bridge serves.

Documents are keyed by (agentId, sessionId): the URI's last segment is only the tab's label (the
title when the document was opened), and the old two-segment URIs name the same documents. A
session whose agent cannot replay it may have a stored read-only copy (`put_stored`, from the local
history) until a live transcript exists; the live one always wins.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from lsprotocol import types as lsp
from pygls.uris import from_fs_path

from ..sessions.render import DocumentDelta, LocationLink, TranscriptMarkdown
from ..sessions.transcript import Transcript
from . import protocol as p
from .handlers import server_error

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

    from ..app import Bridge

log = logging.getLogger(__name__)

_SYMBOL_KINDS = {
    "user": lsp.SymbolKind.Event,
    "agent": lsp.SymbolKind.String,
    "thought": lsp.SymbolKind.Namespace,
    "tool_call": lsp.SymbolKind.Function,
    "plan": lsp.SymbolKind.Array,
}
#: Entry kinds that fold (a message, a thought, a tool call with its output).
_FOLDABLE = frozenset({"user", "agent", "thought", "tool_call", "plan"})


Key = tuple[str, str]

#: Blocks at the end of a document whose text the server keeps once the client has it (a streamed
#: answer changes the last few); the client holds the rest, the server only their sizes and lines.
_KEPT_BLOCKS = 16


class TranscriptDocuments:
    def __init__(self, bridge: Bridge) -> None:
        self.bridge = bridge
        self._views: dict[Key, TranscriptMarkdown] = {}
        #: Documents whose load or resume request is running (they exist, empty, from the start).
        self.opening: set[Key] = set()
        #: Read-only copies from the local history, for sessions whose agent could not replay them.
        self._stored: dict[Key, str] = {}
        #: Documents whose last answer was a stored copy: the client's version is not the live one's.
        self._served_stored: set[Key] = set()

    def lookup(self, uri: str) -> tuple[str, Transcript] | None:
        parsed = p.parse_transcript_uri(uri)
        if parsed is None:
            return None
        agent_id, session_id = parsed
        agent = self.bridge.agents.get(agent_id)
        transcript = agent.transcripts.get(session_id) if agent else None
        return (agent_id, transcript) if transcript is not None else None

    def view(self, uri: str) -> TranscriptMarkdown | None:
        key = p.parse_transcript_uri(uri)
        found = self.lookup(uri)
        if found is None or key is None:
            if key is not None:
                self._views.pop(key, None)
            return None
        _, transcript = found
        view = self._views.get(key)
        if view is None or view.transcript is not transcript:
            view = self._views[key] = TranscriptMarkdown(transcript, kept_blocks=_KEPT_BLOCKS)
        return view

    def forget(self, uri: str) -> None:
        key = p.parse_transcript_uri(uri)
        if key is not None:
            self._views.pop(key, None)
            self._stored.pop(key, None)

    def put_stored(self, agent_id: str, session_id: str, markdown: str) -> None:
        """Serves `markdown` (a read-only copy from the history) until a live transcript exists."""
        self._stored[(agent_id, session_id)] = markdown

    def transcript_result(self, uri: str, from_version: int | None = None) -> p.TranscriptResult:
        key = p.parse_transcript_uri(uri)
        view = self.view(uri)
        if view is None or key is None:
            if key in self.opening:  # the load has started, its agent is not there yet
                return p.TranscriptResult(uri=uri, text="", version=0, complete=False, loading=True)
            stored = self._stored.get(key) if key is not None else None
            if stored is not None and key is not None:
                self._served_stored.add(key)
                return p.TranscriptResult(uri=uri, text=stored, version=0, complete=True, loading=False)
            raise server_error(
                f"no transcript is open for {uri}; load the session first", p.ERROR_CODES["not_found"]
            )
        self._stored.pop(key, None)  # the live transcript replaces the copy for good
        if key in self._served_stored:  # the client holds the copy's text: it gets the whole text
            self._served_stored.discard(key)
            from_version = None
        transcript = view.transcript
        delta = DocumentDelta(0, 0, view.text()) if from_version is None else view.delta_since(from_version)
        return p.TranscriptResult(
            uri=uri,
            text=delta.tail,
            offset=delta.offset,
            head=delta.head,
            head_end=delta.head_end,
            version=view.version,
            complete=transcript.complete,
            loading=transcript.replaying,
            incomplete_reason=transcript.incomplete_reason,
        )

    # -- LSP features -----------------------------------------------------------------------------

    def symbols(self, uri: str) -> list[lsp.DocumentSymbol]:
        view = self.view(uri)
        if view is None:
            return []
        symbols = []
        for turn in view.outline().turns:
            children = [
                lsp.DocumentSymbol(
                    name=entry.label or entry.kind,
                    kind=_SYMBOL_KINDS.get(entry.kind, lsp.SymbolKind.Object),
                    range=_lines(entry.start_line, entry.end_line),
                    selection_range=_lines(entry.start_line, entry.start_line),
                )
                for entry in turn.entries
                if entry.kind in _SYMBOL_KINDS and entry.kind != "user"
            ]
            symbols.append(
                lsp.DocumentSymbol(
                    name=turn.label or "Turn",
                    kind=lsp.SymbolKind.Event,
                    range=_lines(turn.start_line, turn.end_line),
                    selection_range=_lines(turn.start_line, turn.start_line),
                    children=children,
                )
            )
        return symbols

    def folding(self, uri: str) -> list[lsp.FoldingRange]:
        view = self.view(uri)
        if view is None:
            return []
        ranges = []
        for entry in view.outline().entries:
            if entry.kind in _FOLDABLE and entry.end_line > entry.start_line:
                kind = (
                    lsp.FoldingRangeKind.Comment if entry.kind == "thought" else lsp.FoldingRangeKind.Region
                )
                ranges.append(
                    lsp.FoldingRange(start_line=entry.start_line, end_line=entry.end_line, kind=kind)
                )
        return ranges

    def links(self, uri: str) -> list[lsp.DocumentLink]:
        """Tool-call locations as `file:` links, only for paths inside the session's folders."""
        found = self.lookup(uri)
        view = self.view(uri)
        if found is None or view is None:
            return []
        agent_id, transcript = found
        agent = self.bridge.agents.get(agent_id)
        if agent is None:
            return []
        links = []
        for entry in view.outline().entries:
            for location in entry.locations:
                real = agent.client.inside_roots(transcript.session_id, location.path)
                if real is None:
                    continue
                target = from_fs_path(str(real)) or ""
                if location.line:
                    target += f"#L{location.line}"
                links.append(
                    lsp.DocumentLink(
                        range=lsp.Range(
                            start=lsp.Position(line=location.doc_line, character=location.start),
                            end=lsp.Position(line=location.doc_line, character=_utf16_end(location)),
                        ),
                        target=target,
                        tooltip="Open the file",
                    )
                )
        return links


def _utf16_end(location: LocationLink) -> int:
    """LSP columns count UTF-16 units; the renderer counts code points. The text before a path is
    ASCII markup, so only the path itself can differ (characters outside the BMP count twice)."""
    shown = location.end - location.start
    if shown == len(location.path):
        return location.start + len(location.path.encode("utf-16-le")) // 2
    return location.end


def _lines(start: int, end: int) -> lsp.Range:
    return lsp.Range(
        start=lsp.Position(line=start, character=0), end=lsp.Position(line=max(start, end), character=0)
    )


def register_document_features(server: LanguageServer, documents: TranscriptDocuments) -> None:
    # The extension's document selector scopes these requests to `acp-session:` documents.
    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def document_symbol(params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
        return documents.symbols(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_FOLDING_RANGE)
    def folding_range(params: lsp.FoldingRangeParams) -> list[lsp.FoldingRange]:
        return documents.folding(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_LINK, lsp.DocumentLinkOptions(resolve_provider=False))
    def document_link(params: lsp.DocumentLinkParams) -> list[lsp.DocumentLink]:
        return documents.links(params.text_document.uri)
