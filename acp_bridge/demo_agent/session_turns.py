"""A session set up on the demo agent's connection (in one of its `MODES`), and the playing of a prompt
turn on it.

The agent (:mod:`.agent`) takes the request and starts the turn, at once or in the background; this
module runs the script (:mod:`.script`) to its stop reason, fails the tool calls a cancel leaves
open, moves the session's `updatedAt` (and title) at the end, and frees the session for the next
prompt. It is apart from the agent's method handlers because it needs only the sessions and the
store, none of the connection's state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import script
from . import updates as u
from .store import SessionStore

MODES = (
    {"id": "code", "name": "Code", "description": "Plan, edit (as a diff, never on disk) and summarise"},
    {"id": "ask", "name": "Ask", "description": "Answer without tool calls"},
)
DEFAULT_MODE = "code"


@dataclass(eq=False)
class ActiveSession:
    """A session set up on this connection by new, load or resume (closing ends it)."""

    session_id: str
    cwd: str
    roots: tuple[str, ...]
    mode: str = DEFAULT_MODE
    run: script.PromptRun | None = None


async def play_turn(
    active: dict[str, ActiveSession],
    store: SessionStore,
    session: ActiveSession,
    turn: script.Turn,
    blocks: list[dict[str, Any]],
) -> str:
    """Runs the turn; returns its stop reason."""
    run = turn.run
    try:
        with run.scope:
            await script.play(turn, blocks)
        cancelled = run.cancel_requested.is_set()
        if cancelled:
            for call_id in sorted(turn.open_tool_calls):
                await turn.emit(u.tool_update(call_id, "failed", [u.tool_text("Cancelled.")]))
        await finish_turn(store, turn)
        return "cancelled" if cancelled else "end_turn"
    finally:
        # A load or resume during the turn replaced the ActiveSession (carrying the run over).
        for holder in (session, active.get(session.session_id)):
            if holder is not None and holder.run is run:
                holder.run = None
        run.done.set()


async def finish_turn(store: SessionStore, turn: script.Turn) -> None:
    """Every turn is activity: `updatedAt` moves, and a new title (if any) goes with it."""
    now = u.now_iso()
    if turn.new_title is not None:
        await turn.emit(u.session_info(title=turn.new_title, updated_at=now))
        store.update_meta(turn.session_id, updated_at=now, title=turn.new_title)
    else:
        await turn.emit(u.session_info(updated_at=now))
        store.update_meta(turn.session_id, updated_at=now)
