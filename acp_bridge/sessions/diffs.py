"""The unified diff of a tool's edit, as ``git diff`` shows it, with difflib's matching and hunks.

A long session holds thousands of edits, each rendered when it is shown; most are a few lines changed
in a file. The common head and tail are cut before any matching (as git does), so that
``difflib.SequenceMatcher`` matches only the changed middle, within a budget of work (an agent's
edit must not hold the bridge for minutes), and difflib groups the result into hunks. Middles with no
line in common (a line rewritten: the commonest edit) need no matching, and small ones no counting.

Lines are counted as git counts them: a text's final line break ends its last line instead of
starting an empty one, and a last line without one is shown followed by git's ``\\ No newline at end
of file`` (and differs from the same line with a line break, as in git).
"""

from __future__ import annotations

import difflib
from bisect import bisect_left
from typing import Final, Literal

from ..plain_text import clean_text, single_line

_Tag = Literal["replace", "delete", "insert", "equal"]
_Opcode = tuple[_Tag, int, int, int, int]  # difflib's: tag, i1, i2, j1, j2

#: How many changed lines (on either side, once the common head and tail are cut) are matched at most.
DIFF_MAX_LINES: Final = 5000
#: How much one matching may cost, in the steps difflib takes over pairs of equal lines (one old, one
#: new; ~50 ns each): ~0.2 s. An edit of a few lines costs tens; 60 changes in a 3,000-line file of
#: distinct lines ~2 * 10^5. Repeated lines make difflib's matching cubic: an 8 KB edit of them took
#: 90 s, 500 changes in a 5,000-line file with blank lines and `pass`es 20 s, and its autojunk has
#: cases as slow. Past the budget the matching is tried again with autojunk, and past it again the
#: middle shows as removed and added.
MATCH_BUDGET: Final = 4_000_000
#: difflib's autojunk takes effect from this many lines of the second text (`SequenceMatcher`'s n >= 200).
_AUTOJUNK_FROM: Final = 200
#: Appended to a last line that has no line break: no line of a split text holds a "\n", so the line
#: then equals no line that has one (git compares lines with their line breaks), and it is printed
#: with the marker git prints under it, wherever the line is shown.
NO_NEWLINE: Final = "\n\\ No newline at end of file"


def unified_diff(
    path: str, old_text: str | None, new_text: str, *, max_lines: int = DIFF_MAX_LINES
) -> str:
    """A unified diff of a tool's edit (already cleaned: :func:`sanitize.fenced` takes it as it is);
    "" when the texts have the same lines. A middle that is still very large after the common head
    and tail are cut skips the matcher and shows the old middle removed and the new one added."""
    old = clean_text(old_text) if old_text else None
    new = clean_text(new_text) if new_text else None
    hunks = diff_hunks(old, new, max_lines)
    if not hunks:
        return ""
    shown = single_line(path).lstrip("/")
    old_name = f"a/{shown}" if old_text is not None else "/dev/null"
    return f"--- {old_name}\n+++ b/{shown}\n{hunks}"


def diff_hunks(old: str | None, new: str | None, max_lines: int = DIFF_MAX_LINES) -> str:
    """The hunks (from the first ``@@`` line on) of the unified diff of two cleaned texts, split by
    :func:`text_lines` (None and "" have no lines); "" when the lines are equal."""
    old_lines, new_lines = text_lines(old), text_lines(new)
    n_old, n_new = len(old_lines), len(new_lines)
    head, shortest = 0, min(n_old, n_new)
    while head < shortest and old_lines[head] == new_lines[head]:
        head += 1
    tail = 0
    while tail < shortest - head and old_lines[n_old - 1 - tail] == new_lines[n_new - 1 - tail]:
        tail += 1
    old_end, new_end = n_old - tail, n_new - tail
    if head == old_end and head == new_end:
        return ""
    codes: list[_Opcode] = [("equal", 0, head, 0, head)] if head else []
    middle = None
    if old_end - head <= max_lines and new_end - head <= max_lines and head not in (old_end, new_end):
        middle = _middle_opcodes(old_lines[head:old_end], new_lines[head:new_end])
    if middle is None:
        whole: _Tag = "insert" if head == old_end else "delete" if head == new_end else "replace"
        codes.append((whole, head, old_end, head, new_end))
    else:
        codes += [(t, i1 + head, i2 + head, j1 + head, j2 + head) for t, i1, i2, j1, j2 in middle]
    if tail:
        codes.append(("equal", n_old - tail, n_old, n_new - tail, n_new))
    out: list[str] = []
    for group in _Matched(codes).get_grouped_opcodes(3):
        first, last = group[0], group[-1]
        out.append(f"@@ -{_range(first[1], last[2])} +{_range(first[3], last[4])} @@")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                out.append(" " + "\n ".join(old_lines[i1:i2]))
                continue
            if tag != "insert":
                out.append("-" + "\n-".join(old_lines[i1:i2]))
            if tag != "delete":
                out.append("+" + "\n+".join(new_lines[j1:j2]))
    return "\n".join(out)


def _middle_opcodes(old: list[str], new: list[str]) -> list[_Opcode] | None:
    """difflib's opcodes of two changed middles (neither empty); None when they have no line in
    common (difflib would say the whole is replaced: nothing to match) or matching them would cost
    more than the budget."""
    if set(old).isdisjoint(new):  # the commonest edit: a line or a few rewritten
        return None
    if _most_steps(len(old), len(new)) <= MATCH_BUDGET:  # the budget cannot run out: no counting
        return difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    # Every line as an anchor first (git's way); past the budget, as difflib does by default:
    # lines repeated all over the new text (blank lines, braces) anchor nothing.
    middle = _Budgeted(old, new, MATCH_BUDGET, autojunk=False).budgeted_opcodes()
    if middle is None and len(new) >= _AUTOJUNK_FROM:  # else autojunk would change nothing
        middle = _Budgeted(old, new, MATCH_BUDGET, autojunk=True).budgeted_opcodes()
    return middle


def _most_steps(n_old: int, n_new: int) -> int:
    """The most steps `_Budgeted` can count in matching texts of these lengths: each of difflib's
    searches counts at most every old line and each one's every position in the new text, and it
    searches at most twice per matching block found (at most the shorter length) and once more."""
    return (2 * min(n_old, n_new) + 1) * n_old * (n_new + 1)


def text_lines(text: str | None) -> list[str]:
    """A cleaned text's lines as git counts them, the last one marked with :data:`NO_NEWLINE` if no
    line break ends it: "a\\nb\\n" has two, "\\n" one (empty), "" and None none."""
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1]:
        lines[-1] += NO_NEWLINE
    else:
        lines.pop()
    return lines


class _OverBudget(Exception):
    pass


class _Budgeted(difflib.SequenceMatcher[str]):
    """difflib's matcher, given up once its steps have looked at `budget` pairs of equal lines."""

    def __init__(self, a: list[str], b: list[str], budget: int, *, autojunk: bool) -> None:
        super().__init__(None, a, b, autojunk=autojunk)
        self._old, self._new_length = a, len(b)
        #: Each new line's positions: difflib's index, which typeshed does not declare.
        self._positions: dict[str, list[int]] = vars(self)["b2j"]
        self._left = budget

    def budgeted_opcodes(self) -> list[_Opcode] | None:
        """difflib's opcodes; None when matching would cost more than the budget."""
        try:
            return self.get_opcodes()
        except _OverBudget:
            return None

    def find_longest_match(
        self, alo: int = 0, ahi: int | None = None, blo: int = 0, bhi: int | None = None
    ) -> difflib.Match:
        # For each old line of the range, difflib walks its positions in the new text up to `bhi`
        # (skipping those before `blo`): exactly this many steps.
        stop = len(self._old) if ahi is None else ahi
        end = self._new_length if bhi is None else bhi
        positions = self._positions
        steps = sum(bisect_left(positions.get(line, ()), end) for line in self._old[alo:stop])
        self._left -= stop - alo + steps
        if self._left < 0:
            raise _OverBudget
        return super().find_longest_match(alo, stop, blo, bhi)


class _Matched(difflib.SequenceMatcher[str]):
    """difflib's hunk grouping (`get_grouped_opcodes`) over the opcodes of the whole texts: the
    common head and tail around difflib's opcodes of the middle."""

    def __init__(self, codes: list[_Opcode]) -> None:
        super().__init__(None, (), ())
        self._codes = codes

    def get_opcodes(self) -> list[_Opcode]:
        return list(self._codes)  # difflib's grouping rewrites the first and last in place


def _range(start: int, stop: int) -> str:
    """difflib's `_format_range_unified`."""
    beginning, length = start + 1, stop - start
    if length == 1:
        return f"{beginning}"
    return f"{beginning - 1 if not length else beginning},{length}"
