"""A long replay's kept lines as the runs they came in (`sessions.replay_lines`).

A run is the lines of one read of the agent's stdout, joined by newlines as they were received
(`jsonrpc.framing.LineSplitter.feed_run`), or a single line. Keeping a 20,000-turn replay (170,001
lines) as about 1,300 runs spares splitting every line out of its read, and a bytes object for each;
a run is split only when its lines are reduced.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Iterator


class KeptRuns:
    """A pass's kept lines, in order, each found by its index (its line number in the pass)."""

    def __init__(self) -> None:
        self._runs: list[bytes | None] = []
        self._starts = array("L")  # the index of each run's first line
        self._freed = 0  # runs before this one were let go
        #: Lines in all.
        self.count = 0

    def add(self, run: bytes, lines: int) -> None:
        self._runs.append(run)
        self._starts.append(self.count)
        self.count += lines

    def lines_from(self, start: int) -> Iterator[tuple[int, bytes]]:
        """Each line from index ``start`` on, with its index, in order (none let go)."""
        first_run = max(bisect.bisect_right(self._starts, start) - 1, 0)
        for number in range(first_run, len(self._runs)):
            run, first = self._runs[number], self._starts[number]
            assert run is not None, "a line let go"
            lines = run.split(b"\n")
            for offset in range(max(start - first, 0), len(lines)):
                yield first + offset, lines[offset]

    def line(self, index: int) -> bytes:
        """The line at ``index`` (not let go)."""
        return next(self.lines_from(index))[1]

    def free_before(self, index: int) -> None:
        """Lets go of the runs whose lines all come before ``index``."""
        runs, starts = self._runs, self._starts
        while self._freed + 1 < len(runs) and starts[self._freed + 1] <= index:
            runs[self._freed] = None
            self._freed += 1
        if self._freed < len(runs) and index >= self.count:
            runs[self._freed] = None


def first_lines(run: bytes, count: int) -> bytes:
    """The first ``count`` lines of ``run`` (as a run)."""
    end = -1
    for _ in range(count):
        end = run.index(b"\n", end + 1)
    return run[:end]
