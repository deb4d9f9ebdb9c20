"""The switcher's filter and term scoring in C (`acp_bridge/sessions/_fuzzy.c`) against their
definitions in `sessions/fuzzy.py`: the same slots, the same scores to the last bit."""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge import native
from acp_bridge.sessions.fuzzy import Fields, _pattern, _score_term

pytestmark = pytest.mark.skipif(
    os.environ.get(native.PURE_ENV) == "1" or not native.build_is_current(),
    reason="the C extension is used only when built from the current sources",
)

# Few letters, so terms hit often: contiguous, scattered, across fields, at word starts; and
# characters of every width (a field is stored at 1, 2 or 4 bytes per character).
alphabet = st.sampled_from("abt -_/.0é→😀ß")
field = st.text(alphabet, max_size=24)
terms = st.text(alphabet, min_size=1, max_size=5)


def fields_of(title: str, sid: str, cwd: str, prompt: str) -> Fields:
    return title, sid, cwd, prompt, f"{title}\x00{sid}\x00{cwd}\x00{prompt}"


records = st.lists(st.builds(fields_of, field, field, field, field), min_size=1, max_size=30)


def c_module() -> Any:
    from acp_bridge.sessions import _fuzzy

    return _fuzzy


@settings(max_examples=400, deadline=None)
@given(records, terms, st.data())
def test_the_c_filter_and_scores_are_the_definitions(fields: list[Fields], term: str, data: Any) -> None:
    slots = data.draw(st.lists(st.integers(0, len(fields) - 1), unique=True))
    search = _pattern(term).search
    assert c_module().matching(term, fields, slots) == [s for s in slots if search(fields[s][4])]
    assert c_module().score_term(term, fields, slots) == _score_term(term, fields, slots)


def test_known_scores() -> None:
    fields = [
        fields_of("fix the test", "s1", "/home/dev", "please test"),
        fields_of("tst", "t-e-s-t", "", ""),
        fields_of("nothing", "s3", "", ""),
    ]
    slots = [0, 1, 2]
    assert c_module().matching("test", fields, slots) == [0, 1]
    scores = c_module().score_term("test", fields, slots)
    assert scores == _score_term("test", fields, slots)
    assert scores[0] == 4.0 * (10.0 + 2.0 + 4 / 12)  # contiguous in the title, at a word start
    assert 2 not in scores
