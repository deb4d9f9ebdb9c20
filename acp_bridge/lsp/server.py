"""`acp-bridge serve`: the language server the editor starts, on stdio.

The event loop belongs to us: `anyio.run` → one task group holding pygls's reader loop, the
notification flusher and every agent's reader (pygls's own `start_io` would call `asyncio.run`
itself). Shutdown (`shutdown`/`exit`, or stdin EOF) stops every agent within bounded time.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import stat
import sys
import threading
from typing import Any, ClassVar

import anyio
from anyio.abc import TaskGroup
from cattrs import Converter
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.io_ import StdoutWriter, run_async
from pygls.lsp.server import LanguageServer
from pygls.protocol import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
    default_converter,
)

from .. import __version__
from ..logsetup import configure_logging, redactor
from . import handlers
from . import protocol as p
from .document_features import register_document_features
from .state import ServerState

log = logging.getLogger(__name__)


def plain_converter() -> Converter:
    """pygls's default converter turns the params of methods it does not know into namedtuples
    (mangling keys such as `_meta`); ours keeps them as the plain JSON the contract models validate."""
    converter: Converter = default_converter()  # type: ignore[no-untyped-call]

    def keep(obj: dict[str, Any], cls: type[Any]) -> Any:
        return cls(**obj)

    def plain_response(message: Any) -> dict[str, Any]:
        # Our results are plain JSON already (`wire()`): cattrs would walk every value of a list of
        # 10,000 sessions in Python (~100 ms); pygls's `json.dumps` writes it as it is.
        result = message.result
        if not isinstance(result, dict | list):
            result = converter.unstructure(result)
        return {"id": message.id, "jsonrpc": message.jsonrpc, "result": result}

    for message_type in (JsonRPCRequestMessage, JsonRPCResponseMessage, JsonRPCNotification):
        converter.register_structure_hook(message_type, keep)
    # The same for the LSP requests answered with plain JSON (`lsp/outline_wire.py`): their response
    # types would have cattrs unstructure the answer as the union of types they declare.
    for response_type in (
        JsonRPCResponseMessage,
        lsp.DocumentSymbolResponse,
        lsp.FoldingRangeResponse,
        lsp.DocumentLinkResponse,
    ):
        converter.register_unstructure_hook(response_type, plain_response)
    return converter


class BridgeLanguageServer(LanguageServer):
    def report_server_error(self, error: Exception, source: Any) -> None:
        # pygls would show every internal error to the user; the log is the place for them. It
        # reports here every error answer too, those the handlers give on purpose (an agent that
        # cannot start, a session not found): the editor says those where they matter, so they are
        # not logged as the bridge's own errors.
        if type(error) is JsonRpcException:  # `errors.server_error`'s; not invalid params, not internal
            log.debug("answered with an error (%s): %s", getattr(source, "__name__", source), error)
            return
        log.error("language server error (%s): %s", getattr(source, "__name__", source), error)


class LspLogHandler(logging.Handler):
    """The bridge's log also goes to the editor (`window/logMessage`), for its output channel."""

    #: From the highest: each record goes as the first kind its level reaches (the editor's log shows
    #: debug lines only when its level is set to Debug).
    LEVELS: ClassVar[tuple[tuple[int, lsp.MessageType], ...]] = (
        (logging.ERROR, lsp.MessageType.Error),
        (logging.WARNING, lsp.MessageType.Warning),
        (logging.INFO, lsp.MessageType.Info),
    )

    def __init__(self, server: LanguageServer) -> None:
        super().__init__()
        self.server = server
        self.addFilter(redactor)
        self._emitting = False

    def emit(self, record: logging.LogRecord) -> None:
        # Sending can itself log (a failing write): never recurse into ourselves.
        if self._emitting or record.name.startswith("pygls") or self.server.protocol.writer is None:
            return
        self._emitting = True
        try:
            levelno = record.levelno
            kind = next((kind for level, kind in self.LEVELS if levelno >= level), lsp.MessageType.Debug)
            self.server.window_log_message(lsp.LogMessageParams(type=kind, message=self.format(record)))
        except Exception:
            pass
        finally:
            self._emitting = False


def _folders(params: lsp.InitializeParams) -> list[str]:
    folders: list[str] = []
    for folder in params.workspace_folders or []:
        if folder.uri.startswith("file://"):
            folders.append(_path_of(folder.uri))
    if not folders and params.root_uri and params.root_uri.startswith("file://"):
        folders.append(_path_of(params.root_uri))
    return folders


def _path_of(uri: str) -> str:
    from pygls.uris import to_fs_path

    return to_fs_path(uri) or uri


def build_server(tg: TaskGroup) -> tuple[BridgeLanguageServer, ServerState]:
    server = BridgeLanguageServer(
        "acp-bridge",
        __version__,
        text_document_sync_kind=lsp.TextDocumentSyncKind.None_,
        converter_factory=plain_converter,
    )
    state = ServerState(server, tg)

    @server.feature(lsp.INITIALIZE)
    def on_initialize(params: lsp.InitializeParams) -> None:
        state.workspace_folders = _folders(params)
        state.pending_settings = params.initialization_options

    @server.feature(lsp.INITIALIZED)
    async def on_initialized(_params: lsp.InitializedParams) -> None:
        await state.apply_settings(state.pending_settings)

    @server.feature(lsp.WORKSPACE_DID_CHANGE_CONFIGURATION)
    async def on_configuration(params: lsp.DidChangeConfigurationParams) -> None:
        await state.apply_settings(params.settings)  # either form (`settings.unwrap_settings`)

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
    def on_folders(params: lsp.DidChangeWorkspaceFoldersParams) -> None:
        removed = {_path_of(f.uri) for f in params.event.removed}
        state.workspace_folders = [f for f in state.workspace_folders if f not in removed] + [
            _path_of(f.uri) for f in params.event.added if f.uri.startswith("file://")
        ]

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def on_did_open(params: lsp.DidOpenTextDocumentParams) -> None:
        uri = params.text_document.uri
        if uri.startswith(f"{p.TRANSCRIPT_SCHEME}:"):
            # pygls keeps the text the editor sent (a whole transcript when it reopens a loaded
            # one): the bridge has it already.
            server.workspace.remove_text_document(uri)
            log.debug("the editor opened %s", uri)
            state.shown.opened(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def on_did_close(params: lsp.DidCloseTextDocumentParams) -> None:
        log.debug("the editor closed %s", params.text_document.uri)
        state.shown.closed(params.text_document.uri)
        state.documents.forget_window(params.text_document.uri)

    handlers.register(server, state)
    register_document_features(server, state.documents)
    return server, state


async def serve() -> None:
    async with anyio.create_task_group() as tg:
        server, state = build_server(tg)
        log_handler = LspLogHandler(server)
        # The editor's log shows each line's level already ("[info]"): it is not repeated.
        log_handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
        logging.getLogger("acp_bridge").addHandler(log_handler)
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=1 << 26)
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
        server.protocol.set_writer(StdoutWriter(sys.stdout.buffer))
        tg.start_soon(state.notifier.run)
        tg.start_soon(state.bridge.history.run)
        try:
            # pygls's reader loop ends at the end of stdin, or with the `exit` notification (for which
            # pygls raises SystemExit): its stop event is never set.
            await run_async(stop_event=threading.Event(), reader=reader, protocol=server.protocol, logger=log)
        except SystemExit:
            pass  # the `exit` notification
        finally:
            logging.getLogger("acp_bridge").removeHandler(log_handler)
            state.closing = True
            with anyio.CancelScope(shield=True), anyio.move_on_after(10):
                await state.bridge.shutdown()
            state.db.close()
            tg.cancel_scope.cancel()


def _stdio_problem() -> str | None:
    """Why stdin and stdout cannot carry the protocol, or None. The reader is an asyncio pipe
    transport, which takes a pipe, a socket or a terminal only (a file or /dev/null would hang it)."""
    if sys.stdout is None:
        return "standard output is closed"
    try:
        mode = os.fstat(sys.stdin.fileno()).st_mode
    except (OSError, ValueError, AttributeError):  # closed (`<&-`), or no descriptor
        return "standard input is closed"
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or os.isatty(sys.stdin.fileno()):
        return None
    return "standard input is not a pipe"


def main(argv: list[str] | None = None) -> int:
    level = os.environ.get("ACP_BRIDGE_LOG_LEVEL", "INFO")
    configure_logging(level=level)
    # `--stdio` is what vscode-languageclient appends for the stdio transport: it is the only one.
    usage = "usage: acp-bridge serve [--stdio]   (LSP on stdin/stdout; started by the editor)"
    if argv in (["-h"], ["--help"]):
        print(usage)
        return 0
    if unknown := [arg for arg in argv or [] if arg != "--stdio"]:
        print(f"{usage}\nacp-bridge serve: error: unrecognized arguments: {' '.join(unknown)}",
              file=sys.stderr)
        return 2
    problem = _stdio_problem()
    if problem is not None:
        print(f"acp-bridge serve: {problem}; the editor starts it with pipes (LSP over stdio)",
              file=sys.stderr)
        return 2
    # A long replay keeps ~1 M small containers alive (entries, tool-call dicts, blocks): with the
    # default threshold (700) the collector runs ~750 times during a 20,000-turn load and walks them
    # all again and again (~15% of the load). Modules and settings never die: freeze them.
    gc.freeze()
    gc.set_threshold(10_000, 50, 100)
    try:
        anyio.run(serve, backend="asyncio")
    except KeyboardInterrupt:
        return 130
    return 0
