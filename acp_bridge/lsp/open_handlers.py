"""The handlers of the requests that open a session's document: load, resume, new, fork, read-only
and continue-last.

They share what opening a session takes: the count of requests opening each document (the document
says "loading" until the last is answered), the active-session notifications, and the labelled URI
of the answer. They live apart from the other handlers (:mod:`.handlers`, which wraps and registers
all of them) because that shared state is theirs alone.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from typing import TYPE_CHECKING, Any

from ..acp import AgentError, AgentErrorKind
from ..acp.connection import require_absolute
from ..acp.session_page import session_title
from ..app import AGENT_DOWN
from ..logsetup import redactor
from ..sessions.records import SessionRecord
from ..sessions.stored_transcript import render_stored
from ..sessions.transcript import Transcript
from . import protocol as p
from .convert import marked_item

if TYPE_CHECKING:
    from ..agent_handle import AgentHandle
    from .state import ServerState


def open_handlers(state: ServerState) -> dict[str, Callable[[Any], Awaitable[p.Wire]]]:
    """The open requests' handlers, by method."""
    bridge = state.bridge

    fallback_cwd = state.fallback_cwd

    #: How many requests are opening each document: concurrent opens of a session share one load,
    #: and the document stays "opening" until the last of them is answered.
    openers: Counter[tuple[str, str]] = Counter()

    @contextlib.contextmanager
    def opening(key: tuple[str, str]) -> Iterator[None]:
        openers[key] += 1
        state.documents.opening.add(key)
        try:
            yield
        finally:
            openers[key] -= 1
            if not openers[key]:
                del openers[key]
                state.documents.opening.discard(key)

    def folder(agent: AgentHandle, params: p.OpenSessionParams) -> str:
        """The folder to open the session in: the editor's (an absolute path), else its own."""
        if params.cwd:
            return require_absolute(params.cwd, "cwd")
        return agent.session_folder(params.session_id, fallback_cwd())

    def item(agent_id: str, session_id: str) -> p.SessionItem:
        record = bridge.agent(agent_id).registry.get(session_id)
        if record is None:
            raise AgentError(AgentErrorKind.NOT_FOUND, f"session {session_id} not found")
        return marked_item(bridge, record)

    def labelled_uri(item: p.SessionItem) -> str:
        """The document's URI, labelled with the session's title (the editor's tab shows it)."""
        return p.transcript_uri(item.agent_id, item.session_id, item.display_title)

    async def kept_title(agent: AgentHandle, session_id: str) -> str | None:
        """The title the local history kept for a session this bridge has not listed (read again
        after a restart, opened by id): without it, the session is named by its first prompt until
        a listing names it, and its tab is relabelled twice."""
        if agent.registry.get(session_id) is not None:
            return None
        return session_title(await bridge.history.stored_title(agent.id, session_id))  # as it is kept

    def forget_unknown(agent: AgentHandle, session_id: str, exc: BaseException) -> None:
        """A failed open never adds a session: the record added for one the agent does not know goes."""
        not_found = isinstance(exc, AgentError) and exc.kind is AgentErrorKind.NOT_FOUND
        if not_found and session_id not in agent.transcripts:
            agent.registry.remove(session_id)

    def announce_active() -> None:
        """Tells the editor which session is active now (after an open that did not make its own)."""
        active = bridge.active
        state.notifier.active_changed(item(active.agent_id, active.session_id) if active else None)

    def announce_opened(agent_id: str, session_id: str, transcript: Transcript) -> p.OpenSessionResult:
        """The session is the active one now, unless another was chosen while it opened: tell the
        editor which is, and answer with its document."""
        current = item(agent_id, session_id)
        if current.active:
            state.notifier.active_changed(current)
        else:
            announce_active()  # it was announced as loading: the editor must not wait for it
        return p.OpenSessionResult(
            uri=labelled_uri(current),
            session=current,
            complete=transcript.complete,
            incomplete_reason=transcript.incomplete_reason,
        )

    async def open_session(params: p.OpenSessionParams, *, replay: bool) -> p.OpenSessionResult:
        key = (params.agent_id, params.session_id)
        agent = bridge.agent(params.agent_id)
        known = agent.registry.get(params.session_id)
        cwd = folder(agent, params)
        choice = bridge.choose()  # as the request comes: the lookup below must not reorder two opens
        title = await kept_title(agent, params.session_id)
        record = agent.registry.add(params.session_id, cwd=cwd, title=title)
        state.notifier.active_changed(marked_item(bridge, record, active=True), loading=True)
        state.shown.wanted(*key)
        with opening(key):
            try:
                transcript = await bridge.open(
                    params.agent_id,
                    params.session_id,
                    cwd=cwd,
                    fallback_cwd=fallback_cwd(),
                    replay=replay,
                    additional_directories=state.additional_directories(cwd),
                    choice=choice,
                )
            except BaseException as exc:
                if known is None:
                    forget_unknown(agent, params.session_id, exc)
                announce_active()
                raise
        return announce_opened(params.agent_id, params.session_id, transcript)

    async def load_session(params: p.OpenSessionParams) -> p.OpenSessionResult:
        return await open_session(params, replay=True)

    async def resume_session(params: p.OpenSessionParams) -> p.OpenSessionResult:
        return await open_session(params, replay=False)

    async def new_session(params: p.NewSessionParams) -> p.OpenSessionResult:
        cwd = require_absolute(params.cwd, "cwd")
        record, active = await bridge.new_session(
            params.agent_id, cwd, additional_directories=state.additional_directories(cwd)
        )
        current = marked_item(bridge, record, active=active)
        if active:
            state.notifier.active_changed(current)
        state.notifier.sessions_changed(params.agent_id, "created")
        return p.OpenSessionResult(uri=labelled_uri(current), session=current)

    async def open_read_only(params: p.OpenSessionParams) -> p.ReadOnlyResult:
        """The transcript as a document, without making the session active (the status bar and the
        previous session stay as they are): replayed when the agent can, else the copy in the local
        history when the agent cannot (down, or no session/load)."""
        key = (params.agent_id, params.session_id)
        agent = bridge.agent(params.agent_id)
        known = agent.registry.get(params.session_id)
        cwd = folder(agent, params)
        state.shown.wanted(*key)
        reason: str
        try:
            await agent.ensure_started()
            if agent.features.can_replay:
                title = await kept_title(agent, params.session_id)
                if title is not None:  # else the read adds it (the copy shown when it cannot adds none)
                    agent.registry.add(params.session_id, cwd=cwd, title=title)
                with opening(key):
                    transcript = await bridge.read(
                        *key,
                        cwd=cwd,
                        fallback_cwd=fallback_cwd(),
                        additional_directories=state.additional_directories(cwd),
                    )
                current = item(params.agent_id, params.session_id)
                return p.ReadOnlyResult(
                    uri=labelled_uri(current),
                    session=current,
                    complete=transcript.complete,
                    incomplete_reason=transcript.incomplete_reason,
                )
            reason = f"{agent.label} cannot replay sessions"
        except AgentError as exc:
            if exc.kind not in AGENT_DOWN:
                if known is None:
                    forget_unknown(agent, params.session_id, exc)
                raise
            reason = f"{agent.label} is not available: {exc.message}"
        found = await bridge.history.stored(params.agent_id, params.session_id)
        if found is None:
            raise AgentError(
                AgentErrorKind.UNSUPPORTED,
                f"{reason}, and no copy of this transcript is kept on this machine",
            )
        meta, text = found
        record = known or bridge.stored_history_record(meta)
        current = marked_item(bridge, record)
        state.documents.put_stored(
            params.agent_id,
            params.session_id,
            render_stored(meta, text, title=current.display_title, reason=redactor.redact(reason)),
        )
        return p.ReadOnlyResult(uri=labelled_uri(current), session=current, from_history=True)

    async def fork_session(params: p.ForkSessionParams) -> p.OpenSessionResult:
        """A copy of the session in `cwd`, made the active one; its transcript replays the copy."""
        cwd = require_absolute(params.cwd, "cwd")

        def forked(record: SessionRecord, active: bool) -> None:
            if active:  # else another session was chosen while it was made
                state.notifier.active_changed(marked_item(bridge, record, active=True), loading=True)
            state.notifier.sessions_changed(record.agent_id, "created")

        record, transcript = await bridge.fork(
            params.agent_id,
            params.session_id,
            cwd=cwd,
            additional_directories=state.additional_directories(cwd),
            on_forked=forked,
        )
        return announce_opened(record.agent_id, record.session_id, transcript)

    async def continue_last(params: p.ContinueLastParams) -> p.OpenSessionResult:
        record, unasked = await bridge.most_recent(params.cwd, agent_id=params.agent_id)
        if record is None:
            unreachable = f"; not asked: {', '.join(unasked)}" if unasked else ""
            raise AgentError(AgentErrorKind.NOT_FOUND, f"No session in {params.cwd} yet{unreachable}")
        features = bridge.agent(record.agent_id).features
        return await open_session(
            p.OpenSessionParams(agent_id=record.agent_id, session_id=record.session_id, cwd=record.cwd),
            replay=features.can_replay,
        )

    return {
        "acpBridge/loadSession": load_session,
        "acpBridge/resumeSession": resume_session,
        "acpBridge/newSession": new_session,
        "acpBridge/openReadOnly": open_read_only,
        "acpBridge/forkSession": fork_session,
        "acpBridge/continueLast": continue_last,
    }
