"""The standard LSP features on transcript documents: outline, folding and links.

Each answers from the renderer's structure of the window a document shows (:mod:`.documents`
makes and keeps those views), so it always describes the text the bridge serves; the line saying
where the earlier (or later) turns are is a link to the window that holds them. They live apart
from the documents because they only read a view: what a window holds and how its text is served
is the documents' job, what the editor draws over that text is this module's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types as lsp
from pygls.uris import from_fs_path

from . import outline_wire
from . import protocol as p
from .documents import TranscriptDocuments, earlier_line, later_line

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

def symbols(documents: TranscriptDocuments, uri: str) -> list[outline_wire.Json]:
    """`textDocument/documentSymbol`: one per turn, its entries as children (`outline_wire`).
    Made anew on each request, not kept: a window's outline costs a few milliseconds."""
    view = documents.view(uri)
    return outline_wire.symbols(view.block_spans()) if view is not None else []


def folding(documents: TranscriptDocuments, uri: str) -> list[outline_wire.Json]:
    """`textDocument/foldingRange`: each entry of more than one line."""
    view = documents.view(uri)
    return outline_wire.folding_ranges(view.block_spans()) if view is not None else []


def links(documents: TranscriptDocuments, uri: str) -> list[outline_wire.Json]:
    """Tool-call locations as `file:` links, only for paths inside the session's folders."""
    found = documents.lookup(uri)
    shown = documents.shown(uri)
    key = p.parse_transcript_uri(uri)
    if found is None or shown is None or key is None:
        return []
    view, window = shown.view, shown.window
    agent_id, transcript = found
    agent = documents.bridge.agents.get(agent_id)
    if agent is None:
        return []

    def target_of(path: str) -> str | None:
        real = agent.client.inside_roots(transcript.session_id, path)
        return None if real is None else from_fs_path(str(real)) or ""

    spans = view.block_spans()
    links = outline_wire.document_links(spans, target_of)
    if window.earlier is not None:  # the paragraph under the title
        target = documents.uri_of_turn(key, transcript, window.earlier)
        links.insert(0, _window_link(spans.header_lines - 2, earlier_line(window), target))
    if window.later is not None:  # the trailer
        target = documents.uri_of_turn(key, transcript, window.later)
        links.append(_window_link(view.trailer_line(), later_line(window) or "", target))
    return links


def _window_link(line: int, text: str, target: str | None) -> outline_wire.Json:
    """A link over a window line's words (inside its emphasis marks)."""
    width = len(text.rstrip("\n").encode("utf-16-le")) // 2
    return {
        "range": {"start": {"line": line, "character": 1}, "end": {"line": line, "character": width - 1}},
        "target": target,
        "tooltip": "Open these turns",
    }


def register_document_features(server: LanguageServer, documents: TranscriptDocuments) -> None:
    # The extension's document selector scopes these requests to `acp-session:` documents.
    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def document_symbol(params: lsp.DocumentSymbolParams) -> list[outline_wire.Json]:
        return symbols(documents, params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_FOLDING_RANGE)
    def folding_range(params: lsp.FoldingRangeParams) -> list[outline_wire.Json]:
        return folding(documents, params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_LINK, lsp.DocumentLinkOptions(resolve_provider=False))
    def document_link(params: lsp.DocumentLinkParams) -> list[outline_wire.Json]:
        return links(documents, params.text_document.uri)
