"""The collector pause used while replays build transcripts: nested, and never turning it on
behind a caller's back."""

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
