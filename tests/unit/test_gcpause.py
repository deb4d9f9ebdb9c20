"""The collector pause used while replays build transcripts: nested, never turning it on behind a
caller's back, and freezing what a big pause built."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from acp_bridge import gcpause


@pytest.fixture(autouse=True)
def _restore_gc() -> Iterator[None]:
    was_enabled = gc.isenabled()
    yield
    while gcpause.depth():
        gcpause.resume()
    gcpause.thaw()
    (gc.enable if was_enabled else gc.disable)()


def test_a_pause_disables_the_collector_until_it_ends() -> None:
    gc.enable()
    with gcpause.paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_nested_pauses_enable_it_again_only_when_the_last_one_ends() -> None:
    gc.enable()
    gcpause.pause()
    with gcpause.paused():
        assert not gc.isenabled()
    assert not gc.isenabled()  # the outer pause (another load) is still running
    gcpause.resume()
    assert gc.isenabled()


def test_a_collector_the_caller_turned_off_stays_off() -> None:
    gc.disable()
    with gcpause.paused():
        pass
    assert not gc.isenabled()


def test_an_exception_still_ends_the_pause() -> None:
    gc.enable()
    with pytest.raises(RuntimeError), gcpause.paused():
        raise RuntimeError("the load failed")
    assert gc.isenabled()
    assert gcpause.depth() == 0


def test_an_unmatched_resume_does_nothing() -> None:
    gc.disable()
    gcpause.resume()
    assert not gc.isenabled()
    assert gcpause.depth() == 0


def test_a_pause_that_built_many_objects_freezes_them() -> None:
    gc.enable()
    gc.collect()  # an empty youngest generation: the count below is the pause's own
    frozen_before = gc.get_freeze_count()
    with gcpause.paused():
        kept = [[i] for i in range(gcpause.FREEZE_AFTER + 1_000)]  # a transcript's lists
    assert gc.get_freeze_count() >= frozen_before + len(kept), "a collection would walk them all"
    assert gc.isenabled()
    gcpause.thaw()
    assert gc.get_freeze_count() == 0, "thawed: the collector sees them again"


def test_a_small_pause_freezes_nothing() -> None:
    gc.enable()
    gc.collect()
    gcpause.thaw()
    with gcpause.paused():
        kept = [[i] for i in range(100)]
    assert gc.get_freeze_count() == 0 and len(kept) == 100


def test_a_collector_turned_off_is_not_frozen_behind_the_callers_back() -> None:
    gc.disable()
    gcpause.thaw()
    with gcpause.paused():
        kept = [[i] for i in range(gcpause.FREEZE_AFTER + 1_000)]
    assert gc.get_freeze_count() == 0 and len(kept) > gcpause.FREEZE_AFTER
