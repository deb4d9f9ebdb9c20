"""Thin handlers for the custom requests: validate params, call the bridge, convert the answer.

Errors become JSON-RPC errors with the contract's codes and one clean sentence: no Python or pydantic
text on the wire (ARCHITECTURE rule 7). The requests that open a session's document have their
handlers in :mod:`.open_handlers`; this module wraps and registers them with the others.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from pygls.exceptions import JsonRpcException, JsonRpcInternalError, JsonRpcInvalidParams

from .. import gcpause
from ..acp import AgentError, AgentErrorKind
from ..bridge_state import UnknownAgent
from ..logsetup import redactor
from ..plain_text import single_line
from ..sessions.atomic import replace_atomically
from ..sessions.titles import sanitize_label
from ..sessions.whole_markdown import write_markdown
from . import protocol as p
from .convert import (
    Prebuilt,
    agent_status,
    found_session,
    index_progress,
    listed_sessions_wire,
    marked_item,
    session_items_wire,
)
from .errors import server_error
from .open_handlers import open_handlers

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

    from .state import ServerState

log = logging.getLogger(__name__)

Handler = Callable[[Any], Awaitable[p.Wire | Prebuilt]]


def _invalid_params(exc: ValidationError) -> JsonRpcInvalidParams:
    fields = sorted({".".join(str(x) for x in err["loc"]) or "params" for err in exc.errors()})
    return JsonRpcInvalidParams(f"invalid params: {', '.join(fields)}")


def _wrap(method: str, handler: Handler) -> Callable[[Any], Awaitable[dict[str, Any]]]:
    params_model, _result_model = p.REQUESTS[method]

    @functools.wraps(handler)
    async def wrapper(params: Any) -> dict[str, Any]:
        try:
            parsed = params_model.model_validate(params if params is not None else {})
        except ValidationError as exc:
            raise _invalid_params(exc) from None
        try:
            result = await handler(parsed)
        except AgentError as exc:
            # An agent's error may quote a configured secret back (its stderr, a failed MCP server).
            # Messages quote agent text (its name, stderr): one plain line on the wire, like every field.
            message = single_line(redactor.redact(exc.message))
            raise server_error(message, p.ERROR_CODES[exc.kind.value]) from None
        except UnknownAgent as exc:
            raise server_error(str(exc), p.ERROR_CODES["unknown_agent"]) from None
        except JsonRpcException:
            raise
        except Exception:
            log.exception("%s failed", method)
            raise JsonRpcInternalError(f"internal error in {method}; see the bridge log") from None
        return result.wire()

    return wrapper


def register(server: LanguageServer, state: ServerState) -> None:
    bridge = state.bridge

    fallback_cwd = state.fallback_cwd

    async def list_agents(_: p.ListAgentsParams) -> p.ListAgentsResult:
        return p.ListAgentsResult(agents=[agent_status(a) for a in bridge.agents.values()])

    def active_key() -> tuple[str, str] | None:
        return (bridge.active.agent_id, bridge.active.session_id) if bridge.active else None

    async def list_sessions(params: p.ListSessionsParams) -> Prebuilt:
        if params.folders:
            listing = await bridge.list_folders(params.agent_id, params.folders, params.mode)
        else:
            listing = await bridge.list_sessions(params.agent_id, params.cwd, params.mode)
        records, archived, hidden = listing.records, bridge.archived.of(params.agent_id), 0
        if archived and not params.include_archived:
            records = [r for r in listing.records if r.session_id not in archived]
            hidden = len(listing.records) - len(records)
        # `ListSessionsResult`'s wire form, without the model: the first answer of a run would
        # build its validators (~40 ms), and it is the first thing the tree asks for. Thousands of
        # sessions: each one's listed item is cached on its record, and the collector waits (the
        # cached items are new live objects, not garbage).
        open_ids = bridge.agent(params.agent_id).open_sessions()
        with gcpause.paused():
            sessions = listed_sessions_wire(records, active_key(), lambda r: r.session_id in open_ids)
        return Prebuilt(
            {
                "agentId": params.agent_id,
                "sessions": sessions,
                "hasMore": listing.has_more,
                "supported": listing.supported,
                "fromCache": listing.from_cache,
                "storedAt": listing.stored_at,
                "error": sanitize_label(redactor.redact(listing.error), 500) if listing.error else None,
                "stopped": listing.stopped,
                "archived": [r.session_id for r in records if r.session_id in archived] if archived else [],
                "archivedHidden": hidden,
            }
        )

    def leave(params: p.SessionRef) -> None:
        """The session is not the active one any more (if it was)."""
        if bridge.is_active_session(params.agent_id, params.session_id):
            bridge.set_active(None, None)
            state.notifier.active_changed(None)

    async def close_session(params: p.SessionRef) -> p.CloseSessionResult:
        agent = bridge.agent(params.agent_id)
        try:
            # A session no running agent process holds open (the agent died, or restarted since)
            # has nothing to close: no agent is started for it; an agent without `session/close`
            # keeps its sessions open. Either way the session is left, as switching away leaves it.
            closes = agent.is_open(params.session_id) and agent.features.close
            if closes:
                await agent.close(params.session_id)
        finally:  # left even when the close fails (the error says so)
            leave(params)
        return p.CloseSessionResult(closed=closes)

    async def delete_session(params: p.SessionRef) -> p.Empty:
        await bridge.delete(params.agent_id, params.session_id)
        state.documents.forget(p.transcript_uri(params.agent_id, params.session_id))
        leave(params)
        state.notifier.sessions_changed(params.agent_id, "deleted")
        return p.Empty()

    async def set_local_title(params: p.SetLocalTitleParams) -> p.SessionItem:
        title = sanitize_label(params.title, 200) if params.title else None
        agent = bridge.agent(params.agent_id)
        record = agent.registry.set_local_title(params.session_id, title)
        if record is None:
            raise AgentError(AgentErrorKind.NOT_FOUND, f"session {params.session_id} not found")
        bridge.titles.set(agent.id, params.session_id, title)
        agent.retitle(record)
        return marked_item(bridge, record)

    async def get_transcript(params: p.GetTranscriptParams) -> Prebuilt:
        return state.documents.transcript_result(params.uri, params.from_version)

    async def find_sessions(params: p.FindSessionsParams) -> p.FindSessionsResult | Prebuilt:
        if params.in_transcripts:
            found = await bridge.find_in_transcripts(
                params.query, agent_id=params.agent_id, limit=params.limit
            )
            searched, sessions, more = await bridge.search_coverage(agent_id=params.agent_id)
            return p.FindSessionsResult(
                items=[
                    found_session(
                        f.record,
                        active=bridge.is_active(f.record),
                        open=bridge.is_open(f.record),
                        snippet=f.snippet,
                        turn=f.turn,
                    )
                    for f in found
                ],
                coverage=p.SearchCoverage(searched=searched, sessions=sessions, more=more),
            )
        matches = bridge.find(params.query, agent_id=params.agent_id, limit=params.limit)
        items = session_items_wire((m.record for m in matches), active_key(), bridge.is_open)
        for item in items:
            item["snippet"] = item["turn"] = None
        return Prebuilt({"items": items, "coverage": None})

    async def resolve_prefix(params: p.ResolvePrefixParams) -> p.ResolvePrefixResult:
        matches, unasked = await bridge.resolve_prefix(params.prefix, agent_id=params.agent_id)
        items = [marked_item(bridge, r) for r in matches]
        return p.ResolvePrefixResult(matches=items, unasked=unasked)

    async def restart_agent(params: p.AgentRef) -> p.AgentStatus:
        agent = bridge.agent(params.agent_id)
        try:
            await agent.restart()
        finally:
            state.notifier.sessions_changed(agent.id, "restarted")
        return agent_status(agent)

    async def export_markdown(params: p.ExportMarkdownParams) -> p.ExportMarkdownResult:
        target, invalid = Path(params.path), p.ERROR_CODES["invalid_argument"]
        if not target.is_absolute():
            raise server_error(f"export to an absolute path, not {params.path!r}", invalid)
        if not target.parent.is_dir():
            raise server_error(f"cannot export to {params.path}: its folder does not exist", invalid)
        agent = bridge.agent(params.agent_id)
        held = params.session_id in agent.transcripts
        cwd = agent.session_folder(params.session_id, fallback_cwd())
        # The whole session: one not replayed yet (or resumed without a replay) is replayed first.
        transcript = await bridge.read(
            params.agent_id,
            params.session_id,
            cwd=cwd,
            fallback_cwd=fallback_cwd(),
            additional_directories=state.additional_directories(cwd),
            settle=True,
            again_if_failed=False,
        )
        if not held:
            state.shown.unshown(agent.id, params.session_id)  # loaded only for this export
        # Streamed to the file 64 Ki characters at a time (never the whole document in memory, nor through an
        # editor buffer), then moved into place: a failed export leaves no half-written file.
        try:
            written = replace_atomically(target, functools.partial(write_markdown, transcript))
        except OSError as error:
            raise server_error(f"cannot write {params.path}: {error.strerror or error}", invalid) from None
        return p.ExportMarkdownResult(path=str(target), bytes=written)

    async def list_turns(params: p.SessionRef) -> Prebuilt:
        return Prebuilt({"turns": state.documents.turns(params.agent_id, params.session_id)})

    async def locate_turn(params: p.LocateTurnParams) -> Prebuilt:
        return Prebuilt(state.documents.locate_turn(params.agent_id, params.session_id, params.turn))

    async def send_prompt(params: p.SendPromptParams) -> p.SendPromptResult:
        agent = bridge.agent(params.agent_id)
        stop_reason = await agent.prompt(params.session_id, params.text)
        return p.SendPromptResult(stop_reason=stop_reason)

    async def cancel_prompt(params: p.SessionRef) -> p.Empty:
        await bridge.agent(params.agent_id).cancel(params.session_id)
        return p.Empty()

    async def set_archived(params: p.SetArchivedParams) -> p.Empty:
        bridge.agent(params.agent_id)  # an unknown agent fails here
        bridge.archived.set(params.agent_id, params.session_id, params.archived)
        state.notifier.sessions_changed(params.agent_id, "archived")
        return p.Empty()

    async def index_sessions(params: p.IndexSessionsParams) -> p.IndexProgress:
        return index_progress(state.indexer.start(params.agent_ids or list(bridge.agents)))

    async def cancel_indexing(params: p.Empty) -> p.IndexProgress:
        return index_progress(state.indexer.cancel())

    handlers: dict[str, Handler] = {
        "acpBridge/listAgents": list_agents,
        "acpBridge/listSessions": list_sessions,
        "acpBridge/closeSession": close_session,
        "acpBridge/deleteSession": delete_session,
        "acpBridge/setLocalTitle": set_local_title,
        "acpBridge/getTranscript": get_transcript,
        "acpBridge/findSessions": find_sessions,
        "acpBridge/resolvePrefix": resolve_prefix,
        "acpBridge/restartAgent": restart_agent,
        "acpBridge/listTurns": list_turns,
        "acpBridge/locateTurn": locate_turn,
        "acpBridge/exportMarkdown": export_markdown,
        "acpBridge/sendPrompt": send_prompt,
        "acpBridge/cancelPrompt": cancel_prompt,
        "acpBridge/setArchived": set_archived,
        "acpBridge/indexSessions": index_sessions,
        "acpBridge/cancelIndexing": cancel_indexing,
        **open_handlers(state),
    }
    assert set(handlers) == set(p.REQUESTS), "every contract request has exactly one handler"
    for method, handler in handlers.items():
        server.feature(method)(_wrap(method, handler))
