"""Golden cases of the switcher's filter and term scoring in `sessions/fuzzy.py`: `_matching` keeps
the slots whose joined fields hold the term as a subsequence, and `_score_term` gives each the best
weighted field score (`_score_field` × weight, the maximum over every field) to the last bit, though it
skips the fields that cannot raise it."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.sessions.fuzzy import Fields, _matching, _pattern, _score_field, _score_term

WEIGHTS = (4.0, 3.0, 1.0, 1.5)  # title, id, cwd, first prompt

# Few letters, so terms hit often: contiguous, scattered, across fields, at word starts; and
# characters that are not ASCII.
alphabet = st.sampled_from("abt -_/.0é→😀ß")
field = st.text(alphabet, max_size=24)
terms = st.text(alphabet, min_size=1, max_size=5)


def fields_of(title: str, sid: str, cwd: str, prompt: str) -> Fields:
    return title, sid, cwd, prompt, f"{title}\x00{sid}\x00{cwd}\x00{prompt}"


records = st.lists(st.builds(fields_of, field, field, field, field), min_size=1, max_size=30)


def is_subsequence(term: str, text: str) -> bool:
    chars = iter(text)
    return all(char in chars for char in term)


def score_reference(term: str, fields: list[Fields], slots: list[int]) -> dict[int, float]:
    """Every field scored, the best weighted score kept; slots no single field gives a score left out."""
    pattern = _pattern(term)
    scores = {}
    for slot in slots:
        best = max(w * _score_field(f, term, pattern) for w, f in zip(WEIGHTS, fields[slot][:4], strict=True))
        if best != 0.0:
            scores[slot] = best
    return scores


@settings(max_examples=400, deadline=None)
@given(records, terms, st.data())
def test_the_filter_and_scores_are_every_field_scored(fields: list[Fields], term: str, data: Any) -> None:
    slots = data.draw(st.lists(st.integers(0, len(fields) - 1), unique=True))
    assert _matching(term, fields, slots) == [s for s in slots if is_subsequence(term, fields[s][4])]
    assert _score_term(term, fields, slots) == score_reference(term, fields, slots)


def test_known_scores() -> None:
    fields = [
        fields_of("fix the test", "s1", "/home/dev", "please test"),
        fields_of("tst", "t-e-s-t", "", ""),
        fields_of("nothing", "s3", "", ""),
        fields_of("te", "st", "", ""),  # across two fields: matched, but no field scores it
    ]
    slots = [0, 1, 2, 3]
    assert _matching("test", fields, slots) == [0, 1, 3]
    scores = _score_term("test", fields, slots)
    assert scores == {
        0: 4.0 * (10.0 + 2.0 + 4 / 12),  # contiguous in the title, at a word start
        1: 3.0 * (5.0 * 4 / 7),  # scattered over the whole id
    }
