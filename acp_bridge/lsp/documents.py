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

import orjson
from lsprotocol import types as lsp
from orjson import Fragment
from pygls.uris import from_fs_path

from ..sessions.render import TranscriptMarkdown
from ..sessions.transcript import Transcript
from . import outline_wire
from . import protocol as p
from .convert import Prebuilt, RawJson
from .errors import server_error

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

    from ..app import Bridge

log = logging.getLogger(__name__)

Key = tuple[str, str]
_NOTHING = Fragment(b"[]")

#: Blocks at the end of a document whose text the server keeps once the client has it (a streamed
#: answer changes the last few); the client holds the rest, the server only their sizes and lines.
_KEPT_BLOCKS = 16


def _json_string(text: str) -> RawJson | str:
    """The text as the JSON string of an answer."""
    try:
        return RawJson(orjson.dumps(text))
    except orjson.JSONEncodeError:  # a lone surrogate
        return text  # the server's fallback writer escapes it, as before


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

    def transcript_result(self, uri: str, from_version: int | None = None) -> Prebuilt:
        """`getTranscript`'s answer (a `TranscriptResult`, in its wire form)."""
        key = p.parse_transcript_uri(uri)
        view = self.view(uri)
        if view is None or key is None:
            if key in self.opening:  # the load has started, its agent is not there yet
                result = p.TranscriptResult(uri=uri, text="", version=0, complete=False, loading=True)
                return Prebuilt(result.wire())
            stored = self._stored.get(key) if key is not None else None
            if stored is not None and key is not None:
                self._served_stored.add(key)
                result = p.TranscriptResult(uri=uri, text=stored, version=0, complete=True, loading=False)
                return Prebuilt(result.wire())
            raise server_error(
                f"no transcript is open for {uri}; load the session first", p.ERROR_CODES["not_found"]
            )
        self._stored.pop(key, None)  # the live transcript replaces the copy for good
        if key in self._served_stored:  # the client holds the copy's text: it gets the whole text
            self._served_stored.discard(key)
            from_version = None
        transcript = view.transcript
        delta = view.delta_since(-1 if from_version is None else from_version)
        return Prebuilt({
            "uri": uri,
            "text": _json_string(delta.tail),
            "offset": delta.offset,
            "head": delta.head,
            "headEnd": delta.head_end,
            "version": view.version,
            "complete": transcript.complete,
            "loading": transcript.replaying,
            "incompleteReason": transcript.incomplete_reason,
        })

    # -- LSP features -----------------------------------------------------------------------------

    def symbols(self, uri: str) -> Fragment:
        """`textDocument/documentSymbol`: one per turn, its entries as children (`outline_wire`).
        Made anew on each request, not kept: for a 20,000-turn transcript it is 22 MB of JSON,
        made in ~0.2 s."""
        view = self.view(uri)
        return outline_wire.symbols(view.block_spans()) if view is not None else _NOTHING

    def folding(self, uri: str) -> Fragment:
        """`textDocument/foldingRange`: each entry of more than one line."""
        view = self.view(uri)
        return outline_wire.folding_ranges(view.block_spans()) if view is not None else _NOTHING

    def links(self, uri: str) -> list[outline_wire.Json]:
        """Tool-call locations as `file:` links, only for paths inside the session's folders."""
        found = self.lookup(uri)
        view = self.view(uri)
        if found is None or view is None:
            return []
        agent_id, transcript = found
        agent = self.bridge.agents.get(agent_id)
        if agent is None:
            return []

        def target_of(path: str) -> str | None:
            real = agent.client.inside_roots(transcript.session_id, path)
            return None if real is None else from_fs_path(str(real)) or ""

        return outline_wire.document_links(view.block_spans(), target_of)


def register_document_features(server: LanguageServer, documents: TranscriptDocuments) -> None:
    # The extension's document selector scopes these requests to `acp-session:` documents.
    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def document_symbol(params: lsp.DocumentSymbolParams) -> Fragment:
        return documents.symbols(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_FOLDING_RANGE)
    def folding_range(params: lsp.FoldingRangeParams) -> Fragment:
        return documents.folding(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_LINK, lsp.DocumentLinkOptions(resolve_provider=False))
    def document_link(params: lsp.DocumentLinkParams) -> list[outline_wire.Json]:
        return documents.links(params.text_document.uri)
