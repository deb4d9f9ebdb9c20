"""A long replay's lines kept as the runs they came in (sessions/kept_runs.py): every line found by its
index whatever the runs, and a run let go once all its lines are behind."""

from __future__ import annotations

import random

import pytest

from acp_bridge.sessions.kept_runs import KeptRuns, first_lines


def kept(lines: list[bytes], rng: random.Random) -> KeptRuns:
    runs, at = KeptRuns(), 0
    while at < len(lines):
        size = rng.choice((1, 1, 2, 5, 40))
        part = lines[at : at + size]
        runs.add(b"\n".join(part), len(part))
        at += len(part)
    return runs


@pytest.mark.parametrize("seed", range(5))
def test_each_line_is_found_by_its_index_from_any_start(seed: int) -> None:
    rng = random.Random(seed)
    lines = [f'{{"n":{n}}}'.encode() for n in range(300)]
    runs = kept(lines, rng)
    assert runs.count == 300
    for start in (0, 1, 39, 40, 41, 150, 299, 300):
        assert list(runs.lines_from(start)) == list(enumerate(lines))[start:]
    assert [runs.line(index) for index in (0, 7, 299)] == [lines[0], lines[7], lines[299]]


def test_runs_all_behind_an_index_are_let_go_and_the_rest_still_read() -> None:
    runs = KeptRuns()
    for first in range(0, 100, 10):
        runs.add(b"\n".join(b"{%d}" % n for n in range(first, first + 10)), 10)
    runs.free_before(35)  # runs 0-9, 10-19 and 20-29 are behind; 30-39 is not
    assert next(runs.lines_from(30)) == (30, b"{30}")
    with pytest.raises(AssertionError):
        next(runs.lines_from(29))
    runs.free_before(100)
    with pytest.raises(AssertionError):
        next(runs.lines_from(95))


def test_the_first_lines_of_a_run() -> None:
    assert first_lines(b"{a}\n{b}\n{c}", 1) == b"{a}"
    assert first_lines(b"{a}\n{b}\n{c}", 2) == b"{a}\n{b}"
