"""Golden cases of `diffs.diff_hunks` on edits as tools make them, and on middles of many similar
lines, where the matcher has the most choices to make.

Edits come from agents, so the lines are drawn at random (two letters, so that lines repeat and the
matcher has choices to make), with and without a final line break. Hunks are held to literal results
and to the reference of tests/unit/test_sanitize_fast_paths.py (difflib's matching and hunks over git's
lines)."""

from __future__ import annotations

import difflib
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.sessions import diffs

from .test_sanitize_fast_paths import unified_reference


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([(16, 16), (2, 128), (128, 2), (8, 32), (17, 15), (2, 129), (16, 17)]),
       st.randoms(use_true_random=False), st.sampled_from(["", "→"]), st.sampled_from(["", "\n"]),
       st.sampled_from(["", "\n"]))
def test_middles_of_similar_lines(
    shape: tuple[int, int], rnd: Random, wide: str, old_end: str, new_end: str
) -> None:
    """Short and long middles of two letters, matched by difflib. A final line break ends the last
    line: it adds none."""
    old = "\n".join(["head", *(rnd.choice("ab") for _ in range(shape[0] - 2)), "tail"]) + old_end
    new = "\n".join(["HEAD", *(rnd.choice("ab") + wide for _ in range(shape[1] - 2)), "TAIL"]) + new_end
    assert diffs.unified_diff("/src/p.py", old, new) == unified_reference(old, new, diffs.DIFF_MAX_LINES)


def test_edits_the_way_tools_make_them() -> None:
    old = "def f():\n    a = 1\n    b = 2\n    c = 3\n    d = 4\n    e = 5\n    return a\n"
    new = "def f():\n    a = 1\n    b = 2\n    c = 30\n    d = 4\n    log('→')\n    e = 5\n    return a\n"
    assert diffs.diff_hunks(old, new, 5000) == (
        "@@ -1,7 +1,8 @@\n def f():\n     a = 1\n     b = 2\n-    c = 3\n+    c = 30\n     d = 4\n"
        "+    log('→')\n     e = 5\n     return a"
    )
    far = "\n".join(f"line {n}" for n in range(40))
    changed = far.replace("line 3\n", "line three\n").replace("line 12\n", "line twelve\n")
    assert diffs.diff_hunks(far, changed, 5000) == (  # two hunks: more than six lines apart
        "@@ -1,7 +1,7 @@\n line 0\n line 1\n line 2\n-line 3\n+line three\n line 4\n line 5\n line 6\n"
        "@@ -10,7 +10,7 @@\n line 9\n line 10\n line 11\n-line 12\n+line twelve\n line 13\n line 14\n line 15"
    )
    assert diffs.diff_hunks("gone", None, 5000) == "@@ -1 +0,0 @@\n-gone\n\\ No newline at end of file"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from("abc"), min_size=1, max_size=12),
       st.lists(st.sampled_from("abcd"), min_size=1, max_size=12))
def test_small_middles_cannot_run_out_of_budget(old: list[str], new: list[str]) -> None:
    """Middles matched without counting (`_most_steps` within the budget) would have counted no more
    than `_most_steps` steps: counting could never have changed their diff."""
    matcher = diffs._Budgeted(old, new, 10**9, autojunk=False)
    plain = difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    assert matcher.budgeted_opcodes() == plain
    assert 10**9 - matcher._left <= diffs._most_steps(len(old), len(new))
