"""`acp-bridge serve`: the language server the editor starts, on stdio.

The event loop belongs to us: `anyio.run` → one task group holding pygls's reader loop, the
notification flusher and every agent's reader (pygls's own `start_io` would call `asyncio.run`
itself). Shutdown (`shutdown`/`exit`, or stdin EOF) stops every agent within bounded time.
"""

from __future__ import annotations

import asyncio
import gc
import inspect
import json
import logging
import os
import sys
import threading
from collections.abc import Callable
from typing import Any, ClassVar

import anyio
import orjson
from anyio.abc import TaskGroup
from cattrs import Converter
from lsprotocol import types as lsp
from pygls.io_ import StdoutWriter, run_async
from pygls.lsp.server import LanguageServer
from pygls.protocol import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
    LanguageServerProtocol,
    default_converter,
)

from .. import __version__, timeouts
from ..acp.schema import PermissionRequest
from ..agent_handle import AgentHandle
from ..app import Bridge
from ..config import data_dir
from ..logsetup import configure_logging, redactor
from ..mcp import secret_values as mcp_secret_values
from ..sessions.history import TranscriptHistory
from ..sessions.list_store import ListStore
from ..sessions.store import LocalTitles
from ..sessions.titles import sanitize_label
from . import handlers
from . import protocol as p
from .convert import RawJson, session_item
from .documents import TranscriptDocuments, register_document_features
from .notifier import Notifier
from .settings import ServerSettings, parse_settings
from .shown import ShownTranscripts

log = logging.getLogger(__name__)

#: Seconds the editor has to answer a permission request ("cancelled" after that); see docs/architecture.md.
PERMISSION_TIMEOUT = timeouts.seconds("ACP_BRIDGE_PERMISSION_TIMEOUT", 300.0)


def plain_converter() -> Converter:
    """pygls's default converter turns the params of methods it does not know into namedtuples
    (mangling keys such as `_meta`); ours keeps them as the plain JSON the contract models validate."""
    converter: Converter = default_converter()  # type: ignore[no-untyped-call]

    def keep(obj: dict[str, Any], cls: type[Any]) -> Any:
        return cls(**obj)

    def plain_response(message: Any) -> dict[str, Any]:
        # Our results are plain JSON already (`wire()`): cattrs would walk every value of a list of
        # 10,000 sessions in Python (~100 ms); orjson writes it as it is (anything else it meets
        # goes through `_serialize_message`, as before).
        result = message.result
        if not isinstance(result, dict | list | orjson.Fragment):  # a Fragment: JSON already
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


class BridgeProtocol(LanguageServerProtocol):
    """pygls's protocol, writing with orjson: a transcript answer can be tens of megabytes, and
    `json.dumps(ensure_ascii=True)` + `str.encode` + the header concatenation cost 3 copies and
    several times the time (on standard output the body is not even joined to its header)."""

    _writes: ClassVar[set[asyncio.Future[Any]]] = set()

    def _default(self, obj: Any) -> Any:
        if isinstance(obj, RawJson):  # JSON already, written into the body where no splice applies
            return orjson.Fragment(obj.json)
        return self._serialize_message(obj)

    def _serialize_message(self, data: Any) -> Any:
        if isinstance(data, RawJson):  # pygls's own writer (what orjson refuses): the value it stands for
            try:
                return orjson.loads(data.json)
            except orjson.JSONDecodeError:  # a lone surrogate's escape (convert._dumps), which json reads
                return json.loads(data.json)
        return super()._serialize_message(data)

    def _send_data(self, data: Any) -> None:
        if not data or self.writer is None:
            super()._send_data(data)
            return
        try:
            parts = _spliced(data, self._default)
            if parts is None:
                parts = [orjson.dumps(data, default=self._default)]
        except TypeError:
            super()._send_data(data)
            return
        length = sum(len(part) for part in parts)
        header = f"Content-Length: {length}\r\nContent-Type: {self.CONTENT_TYPE}; charset=utf-8\r\n\r\n"
        try:
            if isinstance(self.writer, StdoutWriter):  # a stream: the header, then the body, uncopied
                self.writer.write(header.encode())
                for part in parts:
                    self.writer.write(part)
                return
            res = self.writer.write(header.encode() + b"".join(parts))  # a message per write (a WebSocket)
            if inspect.isawaitable(res):  # an async writer (pygls's WebSocket transport)
                task = asyncio.ensure_future(res)
                self._writes.add(task)
                task.add_done_callback(self._writes.discard)
        except BrokenPipeError:
            log.error("the editor closed the connection")
            raise


#: Where the members of a response's result begin in its JSON (`plain_response`: id, jsonrpc, result,
#: in that order; an id that is a string cannot hold this unescaped).
_RESULT_OPEN = b'"result":{'


def _spliced(data: Any, default: Callable[[Any], Any]) -> list[bytes] | None:
    """The body of a response whose result holds a `RawJson` member, in parts: the JSON of the rest
    of the message cut where the result's members begin, with the member's bytes between the halves,
    as they are (a fetched tail's JSON is megabytes: copied into one body it was one more buffer of
    new memory per fetch). None for any other message."""
    result = getattr(data, "result", None) if isinstance(data, JsonRPCResponseMessage) else None
    if not isinstance(result, dict):
        return None
    name = next((key for key, value in result.items() if isinstance(value, RawJson)), None)
    if name is None:
        return None
    raw: RawJson = result[name]
    rest = {key: value for key, value in result.items() if key != name}
    small = orjson.dumps({"id": data.id, "jsonrpc": data.jsonrpc, "result": rest}, default=default)
    cut = small.index(_RESULT_OPEN) + len(_RESULT_OPEN)
    member = orjson.dumps(name) + b":"
    return [small[:cut] + member, raw.json, (b"," if rest else b"") + small[cut:]]


class BridgeLanguageServer(LanguageServer):
    def report_server_error(self, error: Exception, source: Any) -> None:
        # pygls would show every internal error to the user; the log is the place for them.
        log.error("language server error (%s): %s", getattr(source, "__name__", source), error)


class EditorPermissions:
    """Asks the user through the editor; a timeout or a closed dialog means "cancelled"."""

    def __init__(self, state: ServerState) -> None:
        self.state = state

    async def ask(self, request: PermissionRequest) -> str | None:
        agent_id = self.state.agent_for_session(request.session_id) or ""
        title = request.display_title or "The agent asks for permission"
        params = p.RequestPermissionParams(
            agent_id=agent_id,
            session_id=request.session_id,
            title=sanitize_label(title, 200),
            options=[
                p.PermissionOptionItem(
                    option_id=o.option_id,
                    name=sanitize_label(o.name or o.option_id, 100),
                    kind=sanitize_label(o.kind, 40),  # agent text like the rest
                )
                for o in request.options
            ],
        )
        try:
            with anyio.fail_after(PERMISSION_TIMEOUT):
                raw = await self.state.server.protocol.send_request_async(
                    "acpBridge/requestPermission", params.wire()
                )
        except TimeoutError:
            log.info("permission request timed out; answered 'cancelled'")
            return None
        except Exception as exc:  # the editor failed or refused: never approve by accident
            log.info("permission request failed (%s); answered 'cancelled'", exc)
            return None
        option = raw.get("optionId") if isinstance(raw, dict) else getattr(raw, "optionId", None)
        return option if isinstance(option, str) else None


class LspLogHandler(logging.Handler):
    """The bridge's log also goes to the editor (`window/logMessage`), for its output channel."""

    LEVELS: ClassVar[dict[int, lsp.MessageType]] = {
        logging.ERROR: lsp.MessageType.Error,
        logging.WARNING: lsp.MessageType.Warning,
        logging.INFO: lsp.MessageType.Info,
    }

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
            kind = self.LEVELS.get(record.levelno, lsp.MessageType.Log)
            self.server.window_log_message(lsp.LogMessageParams(type=kind, message=self.format(record)))
        except Exception:
            pass
        finally:
            self._emitting = False


class EditorNotifier(Notifier):
    """The notifier, plus `window/showMessage` for what the user must read (a skipped MCP server),
    and the active session's prompt state: every `activeSessionChanged` says whether a prompt turn
    is running in it, and one is sent whenever a turn of the active session starts or ends."""

    def __init__(self, server: LanguageServer, send: Callable[[str, dict[str, Any]], None]) -> None:
        super().__init__(send)
        self.server = server
        self._send_raw = send
        #: The last active session announced and its loading flag, re-sent when its prompt state changes.
        self._announced: tuple[p.SessionItem | None, bool] = (None, False)

    def notice(self, agent: AgentHandle, message: str) -> None:
        self.server.window_show_message(
            lsp.ShowMessageParams(type=lsp.MessageType.Warning, message=redactor.redact(message))
        )

    def active_changed(self, item: p.SessionItem | None, *, loading: bool = False) -> None:
        self._announced = (item, loading)
        running = (
            item is not None
            and self.bridge is not None
            and self.bridge.prompt_running(item.agent_id, item.session_id)
        )
        params = p.ActiveSessionChanged(session=item, loading=loading, prompt_running=running)
        self._send_raw("acpBridge/activeSessionChanged", params.wire())

    def prompt_changed(self, agent: AgentHandle, session_id: str) -> None:
        item, loading = self._announced
        if item is None or (item.agent_id, item.session_id) != (agent.id, session_id):
            return  # not the active session: its state is sent when it becomes active
        record = agent.registry.get(session_id)
        if record is not None and self.bridge is not None:
            item = session_item(record, active=self.bridge.is_active(record))
        self.active_changed(item, loading=loading)


def _secret_forms(secrets: list[str]) -> list[str]:
    """Each secret as written and as it appears inside JSON (the ACP trace): quotes, backslashes and
    control characters escaped, non-ASCII both raw and as \\u escapes."""
    forms = set(secrets)
    for secret in secrets:
        forms.add(json.dumps(secret, ensure_ascii=False)[1:-1])
        forms.add(json.dumps(secret)[1:-1])
    return sorted(forms)


class ServerState:
    def __init__(self, server: BridgeLanguageServer, tg: TaskGroup) -> None:
        self.server = server
        self.tg = tg
        # The defaults need no validation: constructed, not validated, so that the settings model's
        # validator (built on first use, `defer_build`) is built when `initialized` brings settings,
        # not before `initialize` is answered.
        self.settings = ServerSettings.model_construct()
        self.workspace_folders: list[str] = []
        #: `initializationOptions`, applied once the client says `initialized`.
        self.pending_settings: Any = None
        self.closing = False
        self.notifier = EditorNotifier(server, self._notify)
        self.trace_log = logging.getLogger("acp_bridge.trace")
        self.bridge = Bridge(
            tg,
            listener=self.notifier,
            permissions=EditorPermissions(self),
            tracer=self._trace,
            titles=LocalTitles(data_dir() / "local-titles.json"),
            history=TranscriptHistory(data_dir() / "history"),
            list_store=ListStore(data_dir() / "session-lists"),
        )
        self.notifier.bridge = self.bridge
        self.documents = TranscriptDocuments(self.bridge)
        self.shown = ShownTranscripts(self.bridge, self.documents, tg)

    def _notify(self, method: str, params: dict[str, Any]) -> None:
        if not self.closing:  # after `exit` the editor is gone and stdout is closed
            self.server.protocol.notify(method, params)

    def _trace(self, direction: str, line: bytes) -> None:
        if self.settings.trace_acp:
            arrow = "→" if direction == "send" else "←"
            # Cut and redacted together: a secret cut in two by the limit must not show either.
            text = redactor.redact_prefix(line[:16_000].decode("utf-8", "replace"), 4000)
            self.trace_log.info("%s %s", arrow, text)

    def agent_for_session(self, session_id: str) -> str | None:
        for agent in self.bridge.agents.values():
            if session_id in agent.transcripts or agent.registry.get(session_id) is not None:
                return agent.id
        return None

    def additional_directories(self, cwd: str) -> list[str]:
        """The other workspace folders, sent as additional roots (when the agent supports them), for
        a session whose cwd is a workspace folder or inside one. A session of another folder gets
        none: opening it must not hand it the workspace."""
        here = os.path.normpath(cwd)

        def contains(folder: str) -> bool:
            return here == folder or here.startswith(folder.rstrip(os.sep) + os.sep)

        folders = list(dict.fromkeys(os.path.normpath(f) for f in self.workspace_folders))
        if not any(contains(f) for f in folders):
            return []
        return [f for f in folders if not contains(f)]

    async def apply_settings(self, raw: Any) -> None:
        settings, problems = parse_settings(raw, self.workspace_folders)
        for problem in problems:
            self.server.window_show_message(
                lsp.ShowMessageParams(type=lsp.MessageType.Warning, message=problem)
            )
            log.warning("%s", problem)
        self.settings = settings
        logging.getLogger("acp_bridge").setLevel(settings.log_level.upper())
        secrets = [s for agent in settings.agents for s in agent.secret_values()]
        secrets += mcp_secret_values(settings.mcp_servers)
        redactor.set_secrets(_secret_forms(secrets))
        await self.bridge.configure(
            settings.agents, protocol2=settings.protocol2, mcp_servers=settings.mcp_servers
        )
        for agent in self.bridge.agents.values():
            self.notifier.state_changed(agent)


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
        protocol_cls=BridgeProtocol,
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
        settings = params.settings
        if isinstance(settings, dict) and "acpBridge" in settings:
            settings = settings["acpBridge"]
        await state.apply_settings(settings)

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

    handlers.register(server, state)
    register_document_features(server, state.documents)
    return server, state


async def serve() -> None:
    async with anyio.create_task_group() as tg:
        server, state = build_server(tg)
        log_handler = LspLogHandler(server)
        log_handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        logging.getLogger("acp_bridge").addHandler(log_handler)
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=1 << 26)
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
        server.protocol.set_writer(StdoutWriter(sys.stdout.buffer))
        stop = threading.Event()
        server._stop_event = stop
        tg.start_soon(state.notifier.run)
        tg.start_soon(state.bridge.history.run)
        tg.start_soon(state.bridge.list_store.run)
        try:
            await run_async(stop_event=stop, reader=reader, protocol=server.protocol, logger=log)
        except SystemExit:
            pass  # the `exit` notification
        finally:
            logging.getLogger("acp_bridge").removeHandler(log_handler)
            state.closing = True
            with anyio.CancelScope(shield=True), anyio.move_on_after(10):
                await state.bridge.shutdown()
            tg.cancel_scope.cancel()


def main(argv: list[str] | None = None) -> int:
    level = os.environ.get("ACP_BRIDGE_LOG_LEVEL", "INFO")
    configure_logging(level=level)
    # `--stdio` is what vscode-languageclient appends for the stdio transport: it is the only one.
    if [arg for arg in argv or [] if arg != "--stdio"]:
        usage = "usage: acp-bridge serve [--stdio]   (LSP on stdin/stdout; started by the editor)"
        print(usage, file=sys.stderr)
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
