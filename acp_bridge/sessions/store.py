"""The bridge's own small persistent state: local title overrides, per agent.

A user can rename a session locally where the agent cannot; the override lives here (a JSON file in
the user's data folder), survives restarts, and never touches the agent's store.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from .atomic import write_atomically

log = logging.getLogger(__name__)


class LocalTitles:
    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._titles: dict[str, dict[str, str]] = {}
        if path is not None and path.exists():
            try:
                raw = json.loads(path.read_text(encoding="utf-8"))
                if isinstance(raw, dict):
                    self._titles = {
                        str(agent): {str(k): str(v) for k, v in titles.items()}
                        for agent, titles in raw.items()
                        if isinstance(titles, dict)
                    }
            except (OSError, ValueError) as exc:
                log.warning("local titles in %s could not be read (%s); starting empty", path, exc)

    def for_agent(self, agent_id: str) -> dict[str, str]:
        """The live mapping for one agent (the registry reads it when it creates records)."""
        return self._titles.setdefault(agent_id, {})

    def set(self, agent_id: str, session_id: str, title: str | None) -> None:
        titles = self.for_agent(agent_id)
        if title:
            titles[session_id] = title
        else:
            titles.pop(session_id, None)
        self._save()

    def _save(self) -> None:
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            data = json.dumps(self._titles, ensure_ascii=False, indent=1).encode("utf-8")
            write_atomically(self.path, data)
        except OSError as exc:
            log.warning("local titles could not be saved to %s: %s", self.path, exc)
