"""The transcript's entry list with versions: what changed since a given version, cheaply.

Every change bumps ``version``; :meth:`EntryLog.changed_entries_since` says which entries changed
after a given version (all of them after a reset), so renderers redo only those. The change log is
compacted (one record per entry switch, rebuilt from each entry's newest record when it outgrows
the entries); it is the only place an entry's version is kept. Entries are appended,
changed in place, dropped from the front all at once (a reset), or removed one at a time (each
removal remembers where the entries after it started moving, so everything from there counts as
changed); no operation but a removal does work proportional to the number of entries.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Iterable, Sequence
from typing import Final

from .entries import Change, Entry

#: Entry removals remembered one by one before they count as a reset.
_MAX_SHIFTS = 64
#: A change-log record is one integer, ``version << _INDEX_BITS | index``: ordered by version as the
#: records are, kept in an ``array`` of machine integers (a 20,000-turn replay logs 90,000 records:
#: as int objects in a list, with a second int and list per record, they would be 3.4 MiB of what a
#: loaded session holds; as a list of single ints still 3.2 MiB above the array's 0.7).
_INDEX_BITS: Final = 32
_INDEX_MASK: Final = (1 << _INDEX_BITS) - 1


class EntryLog:
    def __init__(self) -> None:
        self._entries: list[Entry] = []
        self._version = 0
        self._reset_version = 0
        self._log = _records()  # (version << _INDEX_BITS | index) of each entry switch, ascending
        self._shift_versions: list[int] = []  # entry removals: the version, and the first index moved
        self._shift_starts: list[int] = []

    @property
    def entries(self) -> Sequence[Entry]:
        return self._entries

    @property
    def entry_count(self) -> int:
        return len(self._entries)

    @property
    def is_empty(self) -> bool:
        return not self._entries

    @property
    def version(self) -> int:
        """Monotonic; bumped by every change to entries, state or completeness."""
        return self._version

    def _layout(self) -> tuple[int, int]:
        """Changes whenever entries move (a reset, a removal); stays the same while they are only
        appended or changed in place."""
        return self._reset_version, len(self._shift_versions)

    def changed_entries_since(self, version: int) -> Sequence[int]:
        """Indices, ascending, of entries created, changed or moved after ``version``."""
        if version < self._reset_version:
            return range(len(self._entries))
        log = self._log
        start = bisect.bisect_right(log, version << _INDEX_BITS | _INDEX_MASK)
        changed = {log[i] & _INDEX_MASK for i in range(start, len(log))}
        moved = self._first_moved_since(version)
        if moved is not None:
            changed.update(range(moved, len(self._entries)))
        return sorted(changed)

    def first_changed_since(self, version: int) -> int | None:
        """Where the entries start to differ from those at ``version``: the first changed index, or
        the entry count when only entries at the end were removed; None if none changed."""
        if version < self._reset_version:
            return 0
        log = self._log
        start = bisect.bisect_right(log, version << _INDEX_BITS | _INDEX_MASK)
        changed = [log[i] & _INDEX_MASK for i in range(start, len(log))]
        moved = self._first_moved_since(version)
        if moved is not None:
            return min([moved, *changed])
        return min(changed) if changed else None

    def _first_moved_since(self, version: int) -> int | None:
        start = bisect.bisect_right(self._shift_versions, version)
        return min(self._shift_starts[start:]) if start < len(self._shift_starts) else None

    # -- changing -------------------------------------------------------------------------------------

    def _bump(self) -> int:
        self._version += 1
        return self._version

    def _touch(self, entry: Entry) -> None:
        """Logs a change of ``entry`` at a new version."""
        self._version = version = self._version + 1
        index, log = entry.index, self._log
        if log and log[-1] & _INDEX_MASK == index:
            log[-1] = version << _INDEX_BITS | index
            return
        log.append(version << _INDEX_BITS | index)
        if len(log) > 2 * len(self._entries) + 64:
            # Only each entry's newest record says anything: the last one of its index.
            newest = {record & _INDEX_MASK: record for record in log}
            self._log = _records(sorted(newest.values()))

    def _add(self, kind: str, entry: Entry, state: tuple[str, ...] = ()) -> Change:
        entry.index = len(self._entries)
        self._entries.append(entry)
        self._touch(entry)
        return Change(kind, entry.index, True, state)

    def _add_all(self, entries: list[Entry]) -> None:
        """Appends ``entries``, all made at one new version (a long replay's placeholders)."""
        start = len(self._entries)
        for index, entry in enumerate(entries, start):
            entry.index = index
        self._entries.extend(entries)
        version = self._bump()
        self._log.extend(version << _INDEX_BITS | index for index in range(start, len(self._entries)))

    def _drop_before(self, mark: int) -> list[Entry]:
        """Drops the first ``mark`` entries (a reset: every entry counts as changed); returns the rest,
        renumbered. In place: ``entries`` handed out earlier stays the live list."""
        del self._entries[:mark]
        for index, entry in enumerate(self._entries):
            entry.index = index
        self._reset_log()
        return self._entries

    def _remove(self, entry: Entry) -> None:
        """Takes one entry out; the entries after it move up one place."""
        index = entry.index
        del self._entries[index]
        for later in self._entries[index:]:
            later.index -= 1
        # Records of later entries follow them up one place; the version bits are left as they are.
        log = self._log
        self._log = _records(r - 1 if r & _INDEX_MASK > index else r for r in log if r & _INDEX_MASK != index)
        if len(self._shift_versions) >= _MAX_SHIFTS:  # many removals: one reset says it all
            self._reset_log()
            return
        self._shift_versions.append(self._bump())
        self._shift_starts.append(index)

    def _reset_log(self) -> None:
        self._reset_version = self._bump()
        self._log = _records()
        self._shift_versions, self._shift_starts = [], []


def _records(values: Iterable[int] = ()) -> array[int]:
    """A change log: unsigned 64-bit records (versions up to 2**32, four billion changes)."""
    return array("Q", values)
