"""A tool's edit is shown as `git diff` shows it: lines are git's, not ``str.split("\\n")``'s.

A final line break ends the last line rather than starting an empty one (nearly every file has one),
and a last line without one differs from the same line with one and is followed by git's ``\\ No
newline at end of file`` wherever it is shown. The cases are checked against `diffs.diff_hunks`
and against git itself where it is installed (its matching is not difflib's, so only on edits both
match alike)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from acp_bridge.sessions import diffs

_NO_NEWLINE = "\\ No newline at end of file"
_FAR_OLD = "".join(f"line {n}\n" for n in range(20))
_FAR_NEW = _FAR_OLD.replace("line 2\n", "line two\n").replace("line 17\n", "line seventeen\n")

#: (old, new, the hunks git shows): None is a new file's old text (or a deleted file's new one).
GIT_HUNKS: list[tuple[str | None, str | None, str]] = [
    ("a\nb\nc\n", "a\nB\nc\n", "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"),
    ("a\nb\nc", "a\nB\nc", f"@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n{_NO_NEWLINE}"),
    ("a\nb", "a\nb\n", f"@@ -1,2 +1,2 @@\n a\n-b\n{_NO_NEWLINE}\n+b"),
    ("a\nb\n", "a\nb", f"@@ -1,2 +1,2 @@\n a\n-b\n+b\n{_NO_NEWLINE}"),
    ("a\nb", "a\nB", f"@@ -1,2 +1,2 @@\n a\n-b\n{_NO_NEWLINE}\n+B\n{_NO_NEWLINE}"),
    ("a", "a\nb\n", f"@@ -1 +1,2 @@\n-a\n{_NO_NEWLINE}\n+a\n+b"),
    ("a\n", "a\nb", f"@@ -1 +1,2 @@\n a\n+b\n{_NO_NEWLINE}"),
    ("a\nb\nc\nd\ne\nf", "A\nb\nc\nd\ne\nf", "@@ -1,4 +1,4 @@\n-a\n+A\n b\n c\n d"),  # end not shown
    ("a\n", "a\n\n", "@@ -1 +1,2 @@\n a\n+"),
    ("a\n\n", "a\n", "@@ -1,2 +1 @@\n a\n-"),
    (None, "x = 1\n", "@@ -0,0 +1 @@\n+x = 1"),
    (None, "x = 1", f"@@ -0,0 +1 @@\n+x = 1\n{_NO_NEWLINE}"),
    ("", "\n", "@@ -0,0 +1 @@\n+"),
    ("\n", "", "@@ -1 +0,0 @@\n-"),
    ("gone\n", None, "@@ -1 +0,0 @@\n-gone"),
    (_FAR_OLD, _FAR_NEW, "@@ -1,6 +1,6 @@\n line 0\n line 1\n-line 2\n+line two\n line 3\n line 4\n line 5\n"
                         "@@ -15,6 +15,6 @@\n line 14\n line 15\n line 16\n-line 17\n+line seventeen\n"
                         " line 18\n line 19"),
    ("a\n", "a\n", ""),
    ("a", "a", ""),
    ("", None, ""),
]


@pytest.mark.parametrize(("old", "new", "hunks"), GIT_HUNKS)
def test_hunks_are_gits(old: str | None, new: str | None, hunks: str) -> None:
    assert diffs.diff_hunks(old, new) == hunks


def test_the_whole_diff_of_an_edit_and_of_a_new_file() -> None:
    assert diffs.unified_diff("/p/a.py", "a\nb\nc\n", "a\nB\nc\n") == (
        "--- a/p/a.py\n+++ b/p/a.py\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"
    )
    assert diffs.unified_diff("/p/a.py", None, "x\n") == "--- /dev/null\n+++ b/p/a.py\n@@ -0,0 +1 @@\n+x"
    # An empty old text is an empty file that exists, not a new one: the same hunks, a/ named.
    assert diffs.unified_diff("/p/a.py", "", "x\n") == "--- a/p/a.py\n+++ b/p/a.py\n@@ -0,0 +1 @@\n+x"
    assert diffs.unified_diff("/p/a.py", "x\n", "x\n") == ""


def test_text_lines() -> None:
    assert diffs.text_lines(None) == diffs.text_lines("") == []
    assert diffs.text_lines("\n") == [""]
    assert diffs.text_lines("a\n\nb\n") == ["a", "", "b"]
    assert diffs.text_lines("a\nb") == ["a", "b" + diffs.NO_NEWLINE]


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
@pytest.mark.parametrize(("old", "new", "hunks"), GIT_HUNKS)
def test_git_shows_the_same_hunks(tmp_path: Path, old: str | None, new: str | None, hunks: str) -> None:
    (tmp_path / "old").write_bytes((old or "").encode())
    (tmp_path / "new").write_bytes((new or "").encode())
    # No configuration but the command line's (a user's diff.algorithm or color would change it).
    env = {**os.environ, "HOME": str(tmp_path), "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull}
    shown = subprocess.run(
        ["git", "diff", "--no-index", "--no-color", "--no-ext-diff", "--no-textconv",
         "--diff-algorithm=myers", "-U3", "--", "old", "new"],
        cwd=tmp_path, env=env, capture_output=True, encoding="utf-8", check=False,
    )
    assert shown.returncode in (0, 1), shown.stderr  # 1: the files differ
    start = shown.stdout.find("\n@@ ") + 1  # after git's header (diff --git, index, ---, +++)
    # The line git quotes after a hunk's range (the enclosing "function", guessed) is not shown here.
    shown_hunks = re.sub(r"(?m)^(@@ [^@]* @@) .*$", r"\1", shown.stdout[start:] if start else "")
    assert shown_hunks.removesuffix("\n") == hunks
