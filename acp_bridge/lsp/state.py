"""The language server's state: the bridge, the editor's settings and folders, and the bridge's ways to
reach the editor (notifications, permission requests, messages for the user)."""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Callable
from typing import Any

import anyio
from anyio.abc import TaskGroup
from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer

from .. import timeouts
from ..acp import AgentError
from ..acp.schema import PermissionRequest
from ..agent_handle import AgentHandle
from ..app import Bridge
from ..config import data_dir
from ..indexing import HistoryIndexer, IndexProgress
from ..logsetup import redactor
from ..mcp import secret_values as mcp_secret_values
from ..sessions.history import TranscriptHistory
from ..sessions.index_state import IndexState
from ..sessions.legacy_import import open_local_database
from ..sessions.list_store import ListStore
from ..sessions.store import ArchivedSessions, LocalTitles
from ..sessions.titles import sanitize_label
from . import protocol as p
from .convert import index_progress, marked_item
from .documents import TranscriptDocuments
from .notifier import Notifier
from .settings import ServerSettings, parse_settings
from .shown import ShownTranscripts

log = logging.getLogger("acp_bridge.lsp.server")

#: Seconds the editor has to answer a permission request ("cancelled" after that); see docs/architecture.md.
PERMISSION_TIMEOUT = timeouts.seconds("ACP_BRIDGE_PERMISSION_TIMEOUT", 300.0)


def _withdraw(protocol: Any, request_id: str) -> None:
    """Stops waiting for the editor's answer to a request: `$/cancelRequest` tells the editor (its
    question closes). pygls has no public way to forget a request it sent, and would fail on the
    late answer to one whose wait was cancelled: its future is dropped here, the one place that
    does."""
    protocol._request_futures.pop(request_id, None)
    protocol.notify(lsp.CANCEL_REQUEST, lsp.CancelParams(id=request_id))


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
        protocol, request_id = self.state.server.protocol, str(uuid.uuid4())
        answered = False
        try:
            with anyio.fail_after(PERMISSION_TIMEOUT):
                raw = await protocol.send_request_async(
                    "acpBridge/requestPermission", params.wire(), msg_id=request_id
                )
            answered = True
        except TimeoutError:
            log.info("permission request timed out; answered 'cancelled'")
            return None
        except Exception as exc:  # the editor failed or refused: never approve by accident
            answered = True
            log.info("permission request failed (%s); answered 'cancelled'", exc)
            return None
        finally:
            if not answered:  # timed out, or the turn was cancelled: the editor's question goes
                _withdraw(protocol, request_id)
        option = raw.get("optionId") if isinstance(raw, dict) else getattr(raw, "optionId", None)
        return option if isinstance(option, str) else None


class EditorNotifier(Notifier):
    """The notifier, plus the settings problems found while an agent runs (a skipped MCP server),
    and the active session's prompt state: every `activeSessionChanged` says whether a prompt turn
    is running in it, and one is sent whenever a turn of the active session starts or ends."""

    def __init__(self, send: Callable[[str, dict[str, Any]], None]) -> None:
        super().__init__(send)
        self._send_raw = send
        #: The last active session announced and its loading flag, re-sent when its prompt state changes.
        self._announced: tuple[p.SessionItem | None, bool] = (None, False)

    def notice(self, agent: AgentHandle, message: str, setting: str) -> None:
        # A settings problem found while the agent runs: shown as those found in the settings are.
        self.settings_problem(setting, redactor.redact(message))

    def settings_problem(self, setting: str, message: str) -> None:
        """`acpBridge/settingsProblem`: the editor shows it with a button to that setting."""
        problem = p.SettingsProblem(setting=setting, message=message)
        self._send_raw("acpBridge/settingsProblem", problem.wire())

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
            item = marked_item(self.bridge, record)
        self.active_changed(item, loading=loading)


class ServerState:
    def __init__(self, server: LanguageServer, tg: TaskGroup) -> None:
        self.server = server
        self.tg = tg
        self.settings = ServerSettings()  # the defaults, until `initialized` brings settings
        self._workspace_folders: list[str] = []
        #: `initializationOptions`, applied once the client says `initialized`.
        self.pending_settings: Any = None
        #: Settings were applied once (`initialized`): later ones are changes.
        self._configured = False
        # Taken without yielding when free: the settings of `initialized` configure the agents before
        # the requests that came with it run (else they find no agent: "not configured", no agents).
        self._settings_lock = anyio.Lock(fast_acquire=True)
        self.closing = False
        self.notifier = EditorNotifier(self._notify)
        self.trace_log = logging.getLogger("acp_bridge.trace")
        #: What is kept on this machine (lists, transcript text, local titles), shared by the windows.
        self.db = open_local_database(data_dir())
        self.bridge = Bridge(
            tg,
            listener=self.notifier,
            permissions=EditorPermissions(self),
            titles=LocalTitles(self.db),
            history=TranscriptHistory(self.db),
            list_store=ListStore(self.db),
            index_state=IndexState(self.db),
            archived=ArchivedSessions(self.db),
        )
        self.notifier.bridge = self.bridge
        self.documents = TranscriptDocuments(self.bridge)
        self.shown = ShownTranscripts(self.bridge, self.documents, tg)
        self.indexer = HistoryIndexer(
            self.bridge,
            tg,
            self._index_progress,
            folders=self._index_folders,
            release=self.shown.unshown,
            shown=self.shown.is_shown,
        )

    @property
    def workspace_folders(self) -> list[str]:
        return self._workspace_folders

    @workspace_folders.setter
    def workspace_folders(self, folders: list[str]) -> None:
        """The editor's folders; they bound every file an agent reads or writes (`FolderBoundary`)."""
        self._workspace_folders = folders
        self.bridge.boundary.set(folders)

    def _notify(self, method: str, params: dict[str, Any]) -> None:
        if not self.closing:  # after `exit` the editor is gone and stdout is closed
            self.server.protocol.notify(method, params)

    def _trace(self, direction: str, line: bytes) -> None:
        """The agents' tracer while `acpBridge.traceAcp` is on (`_apply_settings`)."""
        arrow = "→" if direction == "send" else "←"
        # Cut and redacted together: a secret cut in two by the limit must not show either.
        text = redactor.redact_prefix(line[:16_000].decode("utf-8", "replace"), 4000)
        self.trace_log.info("%s %s", arrow, text)

    def _index_progress(self, progress: IndexProgress) -> None:
        self._notify("acpBridge/indexProgress", index_progress(progress).wire())

    def _index_folders(self, cwd: str | None) -> tuple[str, list[str]]:
        folder = cwd or self.fallback_cwd()
        return folder, self.additional_directories(folder)

    def fallback_cwd(self) -> str:
        """The folder of a session that names none: the first workspace folder, else the server's."""
        return self._workspace_folders[0] if self._workspace_folders else os.getcwd()

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
        """Settings from `initialize` or a change. One at a time: pygls runs notification handlers
        concurrently, and an editor that saves as the user types sends changes close together; two
        `configure` runs interleaved at their awaits would stop an agent twice."""
        async with self._settings_lock:
            if not self.closing:
                await self._apply_settings(raw)

    async def _apply_settings(self, raw: Any) -> None:
        settings, problems = parse_settings(raw, self.workspace_folders)
        for problem in problems:
            self.notifier.settings_problem(problem.setting, problem.message)
            log.warning("%s", problem.message)
        self.settings = settings
        logging.getLogger("acp_bridge").setLevel(settings.log_level.upper())
        # The settings' secrets, in every spelling (`logsetup`); those an agent still running was
        # given stay redacted too, though gone from here (its connection holds them).
        secrets = [s for agent in settings.agents for s in agent.secret_values()]
        secrets += mcp_secret_values(settings.mcp_servers)
        redactor.set_secrets(secrets)
        # Tracing off is no tracer at all: every line would be offered to one, and a read's lines
        # could not go on unsplit (`JsonRpcPeer.set_line_taker`).
        self.bridge.set_tracer(self._trace if settings.trace_acp else None)
        # A trace asked for shows whatever the log level: its lines are logged at INFO.
        self.trace_log.setLevel(logging.INFO if settings.trace_acp else logging.NOTSET)
        before = dict(self.bridge.agents)
        active = self.bridge.active
        await self.bridge.configure(
            settings.agents, protocol2=settings.protocol2, mcp_servers=settings.mcp_servers
        )
        for agent in self.bridge.agents.values():
            self.notifier.state_changed(agent)
        if active is not None and self.bridge.active is None:  # its agent was removed or replaced
            self.notifier.active_changed(None)
        first, self._configured = not self._configured, True
        if first:
            self.indexer.resume_chosen()  # after a pause: the editor's own start-up goes first
            return  # at start-up the editor lists the agents and their sessions, which starts them
        # A change: the editor does not list the agents again by itself. Removed agents (stopped by
        # `configure`) are announced; added ones, and those replaced (a changed entry, another
        # protocol), start now and then say their sessions changed. Unchanged ones are left alone.
        for agent_id in before:
            if agent_id not in self.bridge.agents:
                self.notifier.sessions_changed(agent_id, "removed")
        for agent_id, agent in self.bridge.agents.items():
            if before.get(agent_id) is not agent:
                self.tg.start_soon(self._start_configured, agent)

    async def _start_configured(self, agent: AgentHandle) -> None:
        """Starts an agent a configuration change added (or replaced), then asks the editor to list
        its sessions again, whether it started or not (a failed start is announced by its state, and
        the listing answers from the stored list)."""
        try:
            await agent.ensure_started()
        except AgentError as exc:
            log.warning("%s: starting the newly configured agent failed: %s", agent.id, exc.message)
        except Exception:
            log.exception("%s: starting the newly configured agent failed", agent.id)
        if self.bridge.agents.get(agent.id) is not agent:  # configured away meanwhile
            await agent.stop()
            return
        if not self.closing:
            self.notifier.sessions_changed(agent.id, "configured")
