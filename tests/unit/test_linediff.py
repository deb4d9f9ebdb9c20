"""The C hunks (`acp_bridge/sessions/_linediff.c`) are their Python definition, `diffs.diff_hunks`.

Edits come from agents, so the texts are arbitrary: lines drawn from a few pieces (so that lines repeat
and the matcher has choices to make) at every string width, old and new of different widths, with and
without a final line break, no text at all (None, ""), and middles at and just past the size the C
matches itself. On the sources (``ACP_BRIDGE_PURE_PYTHON=1``, as on a machine without a C compiler)
the extension is not used and these tests do not apply."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge.sessions import diffs

from .c_extensions import require_current_build
from .test_diffs import GIT_HUNKS
from .test_sanitize_fast_paths import common_ends

require_current_build()

from acp_bridge.sessions import _linediff  # noqa: E402 (after the check above)

#: Line pieces: repeats, an empty line, and a character of each storage width (1, 2, 4 bytes).
_PIECES = ["a", "b", "c", "a", "", "é", "x → y", "\U0001f600", " indented"]
_LINES = st.lists(st.sampled_from(_PIECES), max_size=40).map("\n".join)
#: Real files end with a line break and tools' snippets often do not: both, and "\n" alone.
_TEXTS = st.one_of(st.none(), _LINES, _LINES.map(lambda text: text + "\n"))
_MAX_LINES = st.sampled_from([0, 1, 3, 5000])


def _python_matches_it_here(old: str | None, new: str | None, max_lines: int) -> bool:
    """Whether diffs.diff_hunks would match the middle itself, not hand it to difflib."""
    a, b = diffs.text_lines(old), diffs.text_lines(new)
    head, tail = common_ends(a, b)
    old_mid, new_mid = len(a) - tail - head, len(b) - tail - head
    no_matching = old_mid > max_lines or new_mid > max_lines or not old_mid or not new_mid
    return no_matching or old_mid * new_mid <= 256


def test_diffs_uses_the_c_hunks() -> None:
    assert diffs.c_diff_hunks is _linediff.diff_hunks


@settings(max_examples=4000, deadline=None)
@given(_TEXTS, _TEXTS, _MAX_LINES)
def test_the_c_hunks_are_the_python_ones(old: str | None, new: str | None, max_lines: int) -> None:
    hunks = _linediff.diff_hunks(old, new, max_lines)
    if hunks is None:  # only where the Python goes to difflib
        assert not _python_matches_it_here(old, new, max_lines)
        return
    assert _python_matches_it_here(old, new, max_lines)
    assert hunks == diffs.diff_hunks(old, new, max_lines)  # equal strings are stored at the same width


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([(16, 16), (2, 128), (128, 2), (8, 32), (17, 15), (2, 129), (16, 17)]),
       st.randoms(use_true_random=False), st.sampled_from(["", "→"]), st.sampled_from(["", "\n"]),
       st.sampled_from(["", "\n"]))
def test_middles_at_the_size_limit(
    shape: tuple[int, int], rnd: Random, wide: str, old_end: str, new_end: str
) -> None:
    """Up to 256 line pairs the C matches (up to 16 blocks of two letters); past it, difflib does. A
    final line break ends the last line: it adds none."""
    old = "\n".join(["head", *(rnd.choice("ab") for _ in range(shape[0] - 2)), "tail"]) + old_end
    new = "\n".join(["HEAD", *(rnd.choice("ab") + wide for _ in range(shape[1] - 2)), "TAIL"]) + new_end
    hunks = _linediff.diff_hunks(old, new, 5000)
    if shape[0] * shape[1] > 256:
        assert hunks is None
    else:
        assert hunks == diffs.diff_hunks(old, new, 5000)


def test_edits_the_way_tools_make_them() -> None:
    old = "def f():\n    a = 1\n    b = 2\n    c = 3\n    d = 4\n    e = 5\n    return a\n"
    new = "def f():\n    a = 1\n    b = 2\n    c = 30\n    d = 4\n    log('→')\n    e = 5\n    return a\n"
    hunks = _linediff.diff_hunks(old, new, 5000)
    assert hunks == diffs.diff_hunks(old, new, 5000)
    assert hunks == (
        "@@ -1,7 +1,8 @@\n def f():\n     a = 1\n     b = 2\n-    c = 3\n+    c = 30\n     d = 4\n"
        "+    log('→')\n     e = 5\n     return a"
    )
    far = "\n".join(f"line {n}" for n in range(40))
    changed = far.replace("line 3\n", "line three\n").replace("line 12\n", "line twelve\n")
    assert _linediff.diff_hunks(far, changed, 5000) == diffs.diff_hunks(far, changed, 5000)
    assert _linediff.diff_hunks(far, changed, 5000).count("@@ -") == 2  # type: ignore[union-attr]
    assert _linediff.diff_hunks(far, far, 5000) == ""
    assert _linediff.diff_hunks(None, "new file\n", 5000) == "@@ -0,0 +1 @@\n+new file"
    assert _linediff.diff_hunks("gone", None, 5000) == "@@ -1 +0,0 @@\n-gone\n\\ No newline at end of file"


@pytest.mark.parametrize(("old", "new", "hunks"), GIT_HUNKS)
def test_lines_are_gits(old: str | None, new: str | None, hunks: str) -> None:
    assert _linediff.diff_hunks(old, new, 5000) == hunks
    wide = old.replace("a", "→") if old else old  # hunks stored wide, git's marker still written
    assert _linediff.diff_hunks(wide, new, 5000) == diffs.diff_hunks(wide, new, 5000)


def test_arguments_are_checked() -> None:
    with pytest.raises(TypeError, match="takes 3 arguments"):
        _linediff.diff_hunks("a", "b")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="argument 1 must be str or None, not bytes"):
        _linediff.diff_hunks(b"a", "b", 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="argument 2 must be str or None, not int"):
        _linediff.diff_hunks("a", 2, 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        _linediff.diff_hunks("a", "b", "3")  # type: ignore[arg-type]
