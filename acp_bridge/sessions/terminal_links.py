"""Which tool calls show each agent-owned terminal of a transcript (protocol 2; see :mod:`.terminals`).

A terminal is shown only inside the tool calls whose content embeds it; a change of the terminal
re-renders those tool calls.
"""

from __future__ import annotations

from .terminals import TerminalState
from .tool_call_entry import ToolCallEntry


class Terminals:
    """The terminals of one transcript, and the tool calls that embed each one."""

    def __init__(self) -> None:
        self._states: dict[str, TerminalState] = {}
        self._viewers: dict[str, dict[str, ToolCallEntry]] = {}

    def get(self, terminal_id: str) -> TerminalState:
        state = self._states.get(terminal_id)
        if state is None:
            state = self._states[terminal_id] = TerminalState(terminal_id)
        return state

    def attach(self, entry: ToolCallEntry) -> None:
        """Points a tool call at the terminals its content embeds (after its content changed)."""
        ids = entry.terminal_ids()
        if not ids and not entry.terminals:
            return
        entry.terminals = {terminal_id: self.get(terminal_id) for terminal_id in ids}
        for terminal_id in ids:
            self._viewers.setdefault(terminal_id, {})[entry.tool_call_id] = entry

    def attach_one(self, entry: ToolCallEntry, terminal_id: str) -> None:
        """A terminal reference appended to a tool call's content."""
        entry.terminals = {**entry.terminals, terminal_id: self.get(terminal_id)}  # never changed in place
        self._viewers.setdefault(terminal_id, {})[entry.tool_call_id] = entry

    def viewers(self, terminal_id: str) -> list[ToolCallEntry]:
        """The tool calls that show this terminal now."""
        state = self._states.get(terminal_id)
        viewers = self._viewers.get(terminal_id)
        if state is None or not viewers:
            return []
        return [entry for entry in viewers.values() if entry.terminals.get(terminal_id) is state]

    def clear(self) -> None:
        self._states.clear()
        self._viewers.clear()
