"""The unified diff of a tool's edit, as ``git diff`` shows it, with difflib's matching and hunks.

A long session holds thousands of edits, each rendered once per load; most are a few lines changed in
a file. The common head and tail are cut before any matching (as git does), a small middle is matched
here by difflib's own algorithm without its set-up (which costs more than the matching), and only a
big one goes to ``difflib.SequenceMatcher``.

Lines are counted as git counts them: a text's final line break ends its last line instead of
starting an empty one, and a last line without one is shown followed by git's ``\\ No newline at end
of file`` (and differs from the same line with a line break, as in git).
"""

from __future__ import annotations

import difflib
from typing import Final

from ..plain_text import clean_text, single_line

_Opcode = tuple[str, int, int, int, int]  # difflib's: tag, i1, i2, j1, j2

#: How many changed lines (on either side, once the common head and tail are cut) are matched at most.
DIFF_MAX_LINES: Final = 5000
#: Below this many line pairs, :func:`opcodes` matches lines itself instead of building difflib's index.
_SMALL_MATCH: Final = 256
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
    if old_end - head > max_lines or new_end - head > max_lines or head in (old_end, new_end):
        tag = "insert" if head == old_end else "delete" if head == new_end else "replace"
        codes.append((tag, head, old_end, head, new_end))
    else:
        codes += _opcodes(old_lines, new_lines, head, old_end, head, new_end)
    if tail:
        codes.append(("equal", n_old - tail, n_old, n_new - tail, n_new))
    out: list[str] = []
    for group in _grouped(codes, 3):
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


def opcodes(a: list[str], b: list[str]) -> list[_Opcode]:
    """``difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()``."""
    return _opcodes(a, b, 0, len(a), 0, len(b))


def _opcodes(a: list[str], b: list[str], alo: int, ahi: int, blo: int, bhi: int) -> list[_Opcode]:
    """difflib's opcodes of ``a[alo:ahi]`` against ``b[blo:bhi]``, with indices into ``a`` and ``b``.

    Small inputs (a tool's edit once the common head and tail are cut) are matched here, by the same
    algorithm without the set-up, which costs more than the matching: the longest common run of
    lines, earliest in ``a`` then in ``b``, then the same on each side of it."""
    if (ahi - alo) * (bhi - blo) > _SMALL_MATCH:
        found = difflib.SequenceMatcher(None, a[alo:ahi], b[blo:bhi], autojunk=False).get_opcodes()
        return [(tag, i1 + alo, i2 + alo, j1 + blo, j2 + blo) for tag, i1, i2, j1, j2 in found]
    blocks: list[tuple[int, int, int]] = []
    queue = [(alo, ahi, blo, bhi)]
    while queue:
        lo, hi, b_lo, b_hi = queue.pop()
        best_i, best_j, best_k = lo, b_lo, 0
        previous: dict[int, int] = {}
        for i in range(lo, hi):
            line, current = a[i], {}
            for j in range(b_lo, b_hi):
                if b[j] == line:
                    k = current[j] = previous.get(j - 1, 0) + 1
                    if k > best_k:
                        best_i, best_j, best_k = i - k + 1, j - k + 1, k
            previous = current
        if best_k:
            blocks.append((best_i, best_j, best_k))
            if lo < best_i and b_lo < best_j:
                queue.append((lo, best_i, b_lo, best_j))
            if best_i + best_k < hi and best_j + best_k < b_hi:
                queue.append((best_i + best_k, hi, best_j + best_k, b_hi))
    blocks.sort()
    blocks.append((ahi, bhi, 0))
    codes: list[_Opcode] = []
    i, j = alo, blo
    for ai, bj, size in blocks:
        if i < ai and j < bj:
            codes.append(("replace", i, ai, j, bj))
        elif i < ai:
            codes.append(("delete", i, ai, j, bj))
        elif j < bj:
            codes.append(("insert", i, ai, j, bj))
        if size:
            if codes and codes[-1][0] == "equal":  # adjacent blocks: one run, as difflib merges them
                codes[-1] = ("equal", codes[-1][1], ai + size, codes[-1][3], bj + size)
            else:
                codes.append(("equal", ai, ai + size, bj, bj + size))
        i, j = ai + size, bj + size
    return codes


def _range(start: int, stop: int) -> str:
    """difflib's `_format_range_unified`."""
    beginning, length = start + 1, stop - start
    if length == 1:
        return f"{beginning}"
    return f"{beginning - 1 if not length else beginning},{length}"


def _grouped(codes: list[_Opcode], n: int) -> list[list[_Opcode]]:
    """difflib's `SequenceMatcher.get_grouped_opcodes` over precomputed opcodes."""
    codes = list(codes)
    if codes[0][0] == "equal":
        tag, i1, i2, j1, j2 = codes[0]
        codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
    if codes[-1][0] == "equal":
        tag, i1, i2, j1, j2 = codes[-1]
        codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
    groups: list[list[_Opcode]] = []
    group: list[_Opcode] = []
    for tag, i1, i2, j1, j2 in codes:
        if tag == "equal" and i2 - i1 > n * 2:
            group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
            groups.append(group)
            group = []
            i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
        group.append((tag, i1, i2, j1, j2))
    if group and not (len(group) == 1 and group[0][0] == "equal"):
        groups.append(group)
    return groups
