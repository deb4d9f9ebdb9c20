"""The folders the user chose: the outer bound of every file an agent may read or write.

A session's own folders (its cwd and additional directories) come from what the bridge sent, and
the cwd it sends is often the one the agent listed; an agent that lists a session in `/` would
otherwise be handed the whole disk by anyone opening it. So a file request must fall inside the
session's folders *and* inside the boundary: the editor's workspace folders, or the CLI's `--cwd`
(default: the current folder). An empty boundary (an editor window with no folder) allows nothing.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path


class FolderBoundary:
    def __init__(self, folders: Iterable[str] = (), *, name: str = "the workspace folders") -> None:
        #: How refusals name it to the agent ("outside the workspace folders").
        self.name = name
        self._folders: tuple[Path, ...] = ()
        self.set(folders)

    def set(self, folders: Iterable[str]) -> None:
        """Replaces the folders (resolved now, symlinks included; relative paths are ignored)."""
        resolved = (Path(os.path.realpath(folder)) for folder in folders if os.path.isabs(folder))
        self._folders = tuple(dict.fromkeys(resolved))

    @property
    def folders(self) -> tuple[Path, ...]:
        return self._folders

    def contains(self, real: Path) -> bool:
        """Whether `real` (a resolved path) is one of the folders or inside one."""
        return any(real == folder or real.is_relative_to(folder) for folder in self._folders)
