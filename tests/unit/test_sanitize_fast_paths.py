"""The renderer's fast paths give exactly what the plain algorithms give (rule 9 rests on those).

Each reference below is the straightforward version the fast path replaced: regex passes over the
whole text, line-by-line fences, difflib. Hypothesis feeds both arbitrary text and text made of the
pieces that matter (fence markers, entities, link brackets, line breaks, controls)."""

from __future__ import annotations

import difflib
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acp_bridge import plain_text
from acp_bridge.plain_text import clean_text
from acp_bridge.sessions.diffs import unified_diff
from acp_bridge.sessions.message_markdown import prose_markdown
from acp_bridge.sessions.sanitize import code_block, escape_paragraphs, escape_prose, fenced, quote

# -- references ---------------------------------------------------------------------------------

_ANSI_RE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]?")
_BREAKS_RE = re.compile(r"\r\n?|[\x85\u2028\u2029]")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_TEXT_INVISIBLE_RE = re.compile("[\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]")
_CONTEXT_UNSAFE_RE = re.compile(
    r"&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};)|\](?=[(\[:]|$)", re.MULTILINE
)
_ENTITIES = {"&": "&amp;", "]": "&#93;"}
_FENCE_OPEN_RE = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")


def clean_reference(text: str) -> str:
    text = _ANSI_RE.sub("", text)
    text = _BREAKS_RE.sub("\n", text)
    text = _CONTROL_RE.sub("", text)
    return _TEXT_INVISIBLE_RE.sub("", text)


def escape_reference(text: str) -> str:
    """Paragraph by paragraph (between blank lines): one that has a backtick, and neither a `|` nor a
    backslash before a backtick (nor a NUL, which the fast path uses and clean text never holds),
    nor a span holding `]:`, keeps its code spans as typed (:func:`code_spans`) and escapes each
    other backtick with a backslash; the rest of the text, all of it in the other paragraphs, is
    escaped as :func:`escape_text_reference` says."""
    parts = re.split(r"(\n[ \t]*\n)", text)
    for index in range(0, len(parts), 2):
        paragraph = parts[index]
        keeps_spans = "`" in paragraph and not any(c in paragraph for c in ("|", "\\`", "\x00"))
        spans = code_spans(paragraph) if keeps_spans else {}
        if any("]:" in paragraph[start:end] for start, end in spans.items()):
            spans = {}  # a link reference definition would be read before the span
        parts[index] = escape_text_reference(paragraph, spans)
    return "".join(parts)


def code_spans(paragraph: str) -> dict[int, int]:
    """The code spans of each line, start -> end (backticks included), as a CommonMark reader pairs
    them when no span crosses a line: a run of backticks and the next run of the same length."""
    spans: dict[int, int] = {}
    offset = 0
    for line in paragraph.split("\n"):
        runs = [(m.start(), m.end()) for m in re.finditer("`+", line)]
        i = 0
        while i < len(runs):
            start, end = runs[i]
            closing = [j for j in range(i + 1, len(runs)) if runs[j][1] - runs[j][0] == end - start]
            if closing:
                spans[offset + start] = offset + runs[closing[0]][1]
                i = closing[0] + 1
            else:
                i += 1
        offset += len(line) + 1
    return spans


def escape_text_reference(text: str, spans: dict[int, int]) -> str:
    """Character by character, outside ``spans`` (which stay as they are, backticks included): an `&`
    that would form an entity and a `]` that a link could follow become entities; a `<` stays when a
    space or tab follows it, alone or after `=`s or `-`s; a `>` is escaped when only blanks, list
    marker characters and `>`s precede it on its line; a backtick is escaped when there are spans."""
    out: list[str] = []
    lead = True  # nothing but blanks, list marker characters and `>`s since the line began
    at = 0
    while at < len(text):
        if at in spans:
            out.append(text[at : spans[at]])
            at, lead = spans[at], False
            continue
        char = text[at]
        if char == "\n":
            lead = True
        elif char in "&]" and _CONTEXT_UNSAFE_RE.match(text, at):
            char, lead = _ENTITIES[char], False
        elif char == "<":
            after = at + 1
            while after < len(text) and text[after] in "=-":
                after += 1
            safe = after < len(text) and text[after] in " \t"
            char = "<" if safe else "&lt;"
            lead = False
        elif char == ">":
            char = "&gt;" if lead else ">"
        elif char not in " \t*+-.)0123456789":
            char = "\\`" if char == "`" and spans else char
            lead = False
        out.append(char)
        at += 1
    return "".join(out)


def quote_reference(markdown: str) -> str:
    """Each line after `> `, its lead of blanks and list-marker characters with tabs written as spaces."""
    out = []
    for line in markdown.split("\n"):
        end = 0
        while end < len(line) and line[end] in "-+*0123456789.) \t":
            end += 1
        if "\t" in line[:end]:
            line = line[:end].expandtabs(4) + line[end:]
        out.append(f"> {line}" if line else ">")
    return "\n".join(out)


def line_lead(line: str) -> int:
    """Where a line's text starts after its list markers and blanks, skipped by hand (a marker with
    only blanks after it is text)."""
    i, n = 0, len(line)
    while True:
        j = i
        while j < n and line[j] in " \t":
            j += 1
        marker = re.match(r"[-+*]|[0-9]{1,9}[.)]", line[j:])
        end = j + len(marker.group()) if marker else j
        if marker is None or end >= n or line[end] not in " \t":
            i = j
            break
        while end < n and line[end] in " \t":
            end += 1
        if end == n:  # only blanks after it: no list item (an empty one cannot interrupt a paragraph)
            i = j
            break
        i = end
    return i


def demote_reference(line: str, previous: str) -> str:
    """One escaped prose line with its heading demoted (`previous`: the prose line before it, "" at
    the start of a run): `#`s, or a setext underline, unless the line above starts a bulleted item
    whose text is indented further (the underline is not in the item)."""
    i = line_lead(line)
    rest = line[i:]
    hashes = len(rest) - len(rest.lstrip("#"))
    if 1 <= hashes <= 6 and (hashes == len(rest) or rest[hashes] in " \t"):
        return line[:i] + "#####" + rest[hashes:]
    if previous and rest.rstrip(" \t") and set(rest.rstrip(" \t")) in ({"="}, {"-"}):
        above = line_lead(previous)
        in_item = re.fullmatch(r" {0,3}[-+*] +(?:[-+*] +)*", previous[:above]) is not None
        if in_item and not line[:i].strip(" ") and i < above:
            return line
        return line[:i] + "\\" + rest
    return line


def prose_reference(text: str) -> str:
    """Line by line: each line either prose or a fence, then blank runs squeezed. Prose lines are
    escaped a run (up to the next fence) at a time, code spans being paragraphs', and each has
    its heading demoted."""
    lines = clean_reference(text).split("\n")
    out: list[str] = []
    i, n = 0, len(lines)
    while i < n:
        prose: list[str] = []
        while i < n and ((match := _FENCE_OPEN_RE.match(lines[i])) is None or (
            match.group(2)[0] == "`" and "`" in match.group(3)
        )):
            prose.append(lines[i])
            i += 1
        if prose:
            escaped = escape_reference("\n".join(prose)).split("\n")
            out += [demote_reference(line, prose[k - 1] if k else "") for k, line in enumerate(escaped)]
        if i == n:
            break
        match = _FENCE_OPEN_RE.match(lines[i])
        assert match is not None
        indent, marker, info = len(match.group(1)), match.group(2), match.group(3).strip()
        closing = re.compile(rf"^ {{0,3}}{re.escape(marker[0])}{{{len(marker)},}}[ \t]*$")
        code: list[str] = []
        i += 1
        while i < n and not closing.match(lines[i]):
            line = lines[i]
            stripped = line.lstrip(" ")
            code.append(stripped if len(line) - len(stripped) <= indent else line[indent:])
            i += 1
        i += 1
        out.extend(("", code_block("\n".join(code), info.split(" ")[0] if info else ""), ""))
    squeezed: list[str] = []
    for line in out:
        if line or not squeezed or squeezed[-1]:
            squeezed.append(line)
    return "\n".join(squeezed).strip("\n")


_NO_NEWLINE = "\\ No newline at end of file"


def git_lines(text: str | None) -> list[str]:
    """A file's lines as git and `patch` see them: each with its line break, the last one maybe without."""
    return re.findall(r"[^\n]*\n|[^\n]+\Z", text or "")


def apply_unified(old: list[str], diff: str) -> list[str]:
    """What `patch` does with a unified diff (no fuzz) to a file's lines (with their line breaks):
    checks every context and removed line, and where a line has no line break."""
    lines: list[str] = []
    for line in diff.split("\n")[2:]:
        if line == _NO_NEWLINE:  # the line before it has no line break
            lines[-1] = lines[-1].removesuffix("\n")
        else:
            lines.append(line if line.startswith("@@") else line + "\n")
    out: list[str] = []
    at = 0
    for line in lines:
        if line.startswith("@@"):
            start = int(re.match(r"@@ -(\d+)(?:,(\d+))?", line).group(1))  # type: ignore[union-attr]
            length = re.match(r"@@ -\d+(?:,(\d+))?", line).group(1)  # type: ignore[union-attr]
            begin = start - 1 if length != "0" else start  # an empty range names the line before it
            out += old[at:begin]
            at = begin
        elif line[:1] in (" ", "-"):
            assert old[at] == line[1:], (old[at], line)
            if line[0] == " ":
                out.append(line[1:])
            at += 1
        else:
            assert line[:1] == "+", line
            out.append(line[1:])
    return out + old[at:]


class _Given(difflib.SequenceMatcher):  # type: ignore[type-arg]
    """difflib's hunk grouping over opcodes computed elsewhere."""

    def __init__(self, codes: list[tuple[str, int, int, int, int]]) -> None:
        super().__init__(None, [], [])
        self.codes = codes

    def get_opcodes(self) -> list[tuple[str, int, int, int, int]]:  # type: ignore[override]
        return list(self.codes)


def common_ends(a: list[str], b: list[str]) -> tuple[int, int]:
    """How many lines the two have in common at the start, then at the end of the rest."""
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    return head, tail


def unified_reference(old: str | None, new: str, max_lines: int) -> str:
    """Common head and tail cut (as git does), difflib's matcher on the middle, difflib's hunks, over
    lines with their line breaks (as git compares them), shown as git shows them."""
    a = git_lines(clean_text(old) if old else None)
    b = git_lines(clean_text(new) if new else None)
    head, tail = common_ends(a, b)
    a_mid, b_mid = a[head : len(a) - tail], b[head : len(b) - tail]
    if not a_mid and not b_mid:
        return ""
    if not a_mid or not b_mid or len(a_mid) > max_lines or len(b_mid) > max_lines:
        tag = "replace" if a_mid and b_mid else "delete" if a_mid else "insert"
        middle = [(tag, 0, len(a_mid), 0, len(b_mid))]
    else:
        middle = difflib.SequenceMatcher(None, a_mid, b_mid, autojunk=False).get_opcodes()
    codes = [("equal", 0, head, 0, head)] if head else []
    codes += [(t, i1 + head, i2 + head, j1 + head, j2 + head) for t, i1, i2, j1, j2 in middle]
    if tail:
        codes.append(("equal", len(a) - tail, len(a), len(b) - tail, len(b)))
    out = ["--- a/src/p.py\n" if old is not None else "--- /dev/null\n", "+++ b/src/p.py\n"]
    for group in _Given(codes).get_grouped_opcodes(3):
        first, last = group[0], group[-1]
        old_range = difflib._format_range_unified(first[1], last[2])  # type: ignore[attr-defined]
        new_range = difflib._format_range_unified(first[3], last[4])  # type: ignore[attr-defined]
        out.append(f"@@ -{old_range} +{new_range} @@\n")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                out += [" " + line for line in a[i1:i2]]
                continue
            out += ["-" + line for line in a[i1:i2]] + ["+" + line for line in b[j1:j2]]
    return "\n".join(line[:-1] if line.endswith("\n") else f"{line}\n{_NO_NEWLINE}" for line in out)


# -- strategies -----------------------------------------------------------------------------------

_PIECES = [
    "a", "b", " ", "  ", "\t", "\n", "\n\n\n", "\r", "\r\n", "\x1b[31m", "\x1b", "\x00", "\x7f", "\x85",
    "\u2028", "\u202e", "\u2067", "\U000e0041", "\u200d", "\xa0", "é", "→", "<", ">", "&", "&amp;", "&#1;",
    "&#x1f;", "]", "](", "][", "]:", "[", "(", ":", ";", "`", "``", "```", "````", "~~~", "~~~~", "   ```",
    "    ```", "  ~~~", "```py", "``` a`b", "~~~ a`b", "\n```\n", "\n~~~\n", "\n   ```x y\n", "> ",
    # What makes a line a heading: `#`s, and a setext underline (one `=` or `-` is enough, indented up
    # to three spaces, or inside a list item).
    "#", "## ", "=", "-", "==", "---", "\n=", "\n-", "\n  =", "\n   -", "\n- ", "\n - ", "\n  - ", "\n1. ",
    "\n* ", "+ ", "\u0663. ",
    # Code spans, which show what they hold as typed, and what stops that: `|`, `\``.
    "`<b>`", "``a`b``", "|", "\\`", "`x", "\n\n", "[x`]: u", "`]:`",
]
pieces = st.lists(st.sampled_from(_PIECES), max_size=40).map("".join)
texts = st.one_of(pieces, st.text(max_size=80))
SETTINGS = settings(max_examples=1500, deadline=None)


@SETTINGS
@given(texts)
def test_clean_text_is_the_four_passes(text: str) -> None:
    assert clean_text(text) == clean_reference(text)


def test_the_needs_cleaning_set_is_exactly_what_cleaning_changes() -> None:
    # The set is written as a negation by hand: check it on every code point where it could be wrong.
    points = [*range(0x30000), *range(0xDFF00, 0xE0200), *range(0x10FF00, 0x110000)]
    wrong = [hex(p) for p in points if (plain_text._NEEDS_CLEANING_RE.search(chr(p)) is not None)
             != (clean_reference(chr(p)) != chr(p))]
    assert wrong == []


def test_every_ascii_character_is_cleaned_as_the_four_passes_clean_it() -> None:
    # ASCII text takes its own fast path (a byte table): every character, alone and inside text.
    for p in range(0x80):
        for text in (chr(p), f"ab{chr(p)}\ncd", f"{chr(p) * 3}x\t"):
            assert clean_text(text) == clean_reference(text), hex(p)


@SETTINGS
@given(texts)
def test_escape_prose_is_the_regex(text: str) -> None:
    assert escape_prose(text) == escape_text_reference(text, {})


@SETTINGS
@given(texts)
def test_escape_paragraphs_keeps_the_code_spans_of_a_paragraph(text: str) -> None:
    assert escape_paragraphs(text) == escape_reference(text)


@given(st.integers(0, 40), st.sampled_from(["]", "&"]), st.sampled_from(["", "&amp;", "](x)", "<", "x"]))
def test_escape_prose_with_many_brackets_and_ampersands(count: int, char: str, tail: str) -> None:
    # Past a few of them the fast check hands over to the regex: what comes after must still count.
    for text in (f"{char} " * count + tail, tail + f" {char}" * count + " x", f"{char}x" * count):
        assert escape_prose(text) == escape_text_reference(text, {})


@SETTINGS
@given(texts)
def test_quote_is_line_by_line(text: str) -> None:
    assert quote(text) == quote_reference(text)


@SETTINGS
@given(texts)
def test_prose_markdown_is_line_by_line(text: str) -> None:
    assert prose_markdown(text) == prose_reference(text)


@SETTINGS
@given(texts, st.sampled_from(["", "diff", "text", "py thon", "`x", "a" * 40]))
def test_fenced_clean_text_is_code_block(text: str, info: str) -> None:
    assert fenced(clean_text(text), info) == code_block(text, info)


file_lines = ["a\n", "b\n", "c\n", "d", "\n", "\r\n", "x\x1b[1m\n", "é→\n"]
file_texts = st.lists(st.sampled_from(file_lines), max_size=40)


@settings(max_examples=1500, deadline=None)
@given(st.one_of(st.none(), file_texts.map("".join)), file_texts.map("".join), st.sampled_from([3, 5000]))
def test_unified_diff_applies_and_is_difflibs(old: str | None, new: str, max_lines: int) -> None:
    diff = unified_diff("/src/p.py", old, new, max_lines=max_lines)
    assert clean_text(diff) == diff  # fenced() takes it as it is
    old_lines = git_lines(clean_text(old) if old else None)
    new_lines = git_lines(clean_text(new) if new else None)
    if old_lines == new_lines:
        assert diff == ""
        return
    assert apply_unified(old_lines, diff) == new_lines
    assert diff == unified_reference(old, new, max_lines)


def _code(size: int, step: int) -> tuple[str, str]:
    """A file of `size` lines, a third blank lines and `pass`es (lines repeated all over it), and the
    same file with every `step`-th line changed."""
    old = ["    pass\n" if i % 7 == 0 else "\n" if i % 5 == 0 else f"    x_{i} = {i}\n" for i in range(size)]
    new = [f"    y_{i} = {i}\n" if i % step == 3 else line for i, line in enumerate(old)]
    return "".join(old), "".join(new)


@pytest.mark.parametrize(
    ("old", "new", "hunks"),
    [
        # Repeated lines made difflib's matching cubic: 90 s for this 8 KB edit. Past the matching's
        # budget (twice: every line as an anchor, then as difflib's autojunk has it), the middle
        # shows removed and added: one hunk.
        ("A\n" + "x\n" * 2000 + "B\n", "C\n" + "x\ny\n" * 1000 + "D\n", 1),
        # 500 changes in 5,000 lines of code (20 s before): within the budget with autojunk, a hunk
        # for each change.
        (*_code(5000, 10), 500),
    ],
)
def test_matching_that_would_take_minutes_is_bounded_and_the_diff_still_applies(
    old: str, new: str, hunks: int
) -> None:
    diff = unified_diff("/src/p.py", old, new)
    assert diff.count("\n@@ -") == hunks
    assert apply_unified(git_lines(old), diff) == git_lines(new)
