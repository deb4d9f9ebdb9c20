"""The sessions of several folders as one list, newest first: a multi-root workspace's tree.

ACP's `session/list` filters by one `cwd`, so each folder is listed on its own (its pages, its cursor)
and the lists are merged. The merged list is always the true beginning of all the folders' sessions
put together: a folder with more pages has sessions older than the oldest it has shown, which may be
newer than rows of another folder, so nothing older than the newest of those "oldest shown" times
(the frontier) is shown until that folder's next page is fetched. "Load more…" then fetches the
page of the folder that holds the frontier back: the rows it reveals come at the bottom, never
between rows already shown.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime

import anyio

from .acp import AgentError
from .sessions.records import SessionRecord

#: How many next pages one "Load more…" fetches at most to show at least one more row (each moves
#: the frontier back; a page can reveal nothing when another folder's rows are not older than it).
MAX_PAGES_PER_MORE = 8


class FolderLists:
    """What one folder's listing answered: its rows (newest first) and whether it has more."""

    def __init__(self, records: list[SessionRecord], has_more: bool) -> None:
        self.records = records
        self.has_more = has_more

    @property
    def oldest(self) -> datetime | None:
        """The time of its oldest row; None when it has none."""
        return self.records[-1].sort_time if self.records else None


def frontier(folders: Sequence[FolderLists]) -> tuple[int | None, datetime | None]:
    """The folder with more pages whose oldest shown row is the newest (the one to page next), and
    that row's time: rows older than it are not shown yet. A folder with more and no rows at all
    comes first (its first rows may be the newest of all). (None, None) when no folder has more."""
    chosen: int | None = None
    time: datetime | None = None
    for index, folder in enumerate(folders):
        if not folder.has_more:
            continue
        oldest = folder.oldest
        if oldest is None:
            return index, None
        if time is None or oldest > time:
            chosen, time = index, oldest
    return chosen, time


def merged(folders: Sequence[FolderLists]) -> tuple[list[SessionRecord], bool]:
    """The rows of every folder, newest first, once each (an agent that ignores the folder filter
    lists a session in every folder), down to the frontier; and whether there are more."""
    chosen, time = frontier(folders)
    seen: set[str] = set()
    rows: list[SessionRecord] = []
    for folder in folders:
        for record in folder.records:
            if record.session_id not in seen:
                seen.add(record.session_id)
                rows.append(record)
    rows.sort(key=lambda r: r.sort_time, reverse=True)  # stable: each folder's order breaks ties
    if chosen is None:
        return rows, False
    if time is None:
        return [], True
    return [r for r in rows if r.sort_time >= time], True


async def each_folder(
    folders: Sequence[str], list_one: Callable[[str], Awaitable[FolderLists]]
) -> list[FolderLists]:
    """Lists every folder at once (the agent answers them in turn, but none waits for the others).
    A folder that fails fails the list with its own error, as one folder's list would (not wrapped in
    an exception group), once the others have answered."""
    results: list[FolderLists | None] = [None] * len(folders)
    failures: list[AgentError] = []

    async def one(index: int, folder: str) -> None:
        try:
            results[index] = await list_one(folder)
        except AgentError as exc:
            failures.append(exc)

    async with anyio.create_task_group() as tg:
        for index, folder in enumerate(folders):
            tg.start_soon(one, index, folder)
    if failures:
        raise failures[0]
    return [r for r in results if r is not None]
