"""Hygiene for untrusted agent text, and the Markdown primitives that keep it inert (rule 9).

Threat model: everything an agent sends (titles, message text, paths, tool output) is untrusted and
ends up in a Markdown document that VS Code shows as source and may preview. The text must not be
able to inject HTML, create links (``command:`` links run editor commands), or escape from a code
fence and forge the transcript's structure. Invisible characters that reorder or hide text
("Trojan Source") are removed from single-line labels, where they are never legitimate.

The rules, each chosen to be provably safe rather than clever:

* Prose: ``<`` and ``>`` always become entities (no tag, no autolink can start); ``&`` does when it
  would otherwise form an entity; ``]`` does where a link could follow (``](``, ``][``, ``]:``, or
  end of text). Everything else is left alone so agent Markdown stays readable.
* Code goes into fences made of more backticks than any run inside, so nothing inside can close
  them, always opened at column 0 after a blank line, which ends any container, table or list the
  agent text left open.
* Agent fences inside prose are re-emitted as our own fences (see :func:`prose_markdown`), so an
  agent can show code but never leave a fence open past its own message.
"""

from __future__ import annotations

import difflib
import re

_BIDI_CONTROLS = "\u202a-\u202e\u2066-\u2069"
_DIRECTION_MARKS = "\u200e\u200f\u061c"
_ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff\u180e"
_TAG_CHARACTERS = "\U000e0000-\U000e007f"  # invisible "ASCII smuggling" characters
_LABEL_INVISIBLE_RE = re.compile(f"[{_BIDI_CONTROLS}{_DIRECTION_MARKS}{_ZERO_WIDTH}{_TAG_CHARACTERS}]")
# Multi-line text keeps direction marks and joiners (needed by RTL and Indic scripts, emoji), but not
# the overrides and isolates that make displayed code differ from what it is.
_TEXT_INVISIBLE_RE = re.compile(f"[{_BIDI_CONTROLS}{_TAG_CHARACTERS}]")
_ANSI_RE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]?")
_BREAKS_RE = re.compile(r"\r\n?|[\x85\u2028\u2029]")  # every line break VS Code or CommonMark knows
_LABEL_BREAK_RE = re.compile(r"[\t\n\r\x0b\x0c\x85\u2028\u2029]")  # separators: become spaces
_LABEL_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # other C0, DEL, C1: removed
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # C0 except tab/newline, DEL, C1
#: Any character one of clean_text's four passes would touch (ESC and CR are C0 controls).
_NEEDS_CLEANING_RE = re.compile(
    f"[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u2028\\u2029{_BIDI_CONTROLS}{_TAG_CHARACTERS}]"
)
_WHITESPACE_RE = re.compile(r"\s+")
_PROSE_UNSAFE_RE = re.compile(
    r"[<>]|&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};)|\](?=[(\[:]|$)", re.MULTILINE
)
_BLANK_RUNS_RE = re.compile(r"\n{3,}")
_LINK_BRACKET_RE = re.compile(r"\][(\[:]")
_PROSE_ENTITIES = {"<": "&lt;", ">": "&gt;", "&": "&amp;", "]": "&#93;"}
_BACKTICK_RUN_RE = re.compile(r"`+")
_FENCE_OPEN_RE = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
_INFO_WORD_RE = re.compile(r"[A-Za-z0-9_+#.\-]{1,30}")


# -- plain text -------------------------------------------------------------------------------


def single_line(text: str) -> str:
    """One line of visible text: controls and line breaks become spaces, invisible and
    direction-changing characters vanish, whitespace runs collapse."""
    if text.isprintable() and "  " not in text:
        # Fast path: printable excludes every control, separator other than " ", and format
        # character (bidi, zero-width, tags), so only the ends can need work.
        return text.strip()
    text = _ANSI_RE.sub("", text)
    text = _LABEL_INVISIBLE_RE.sub("", text)
    text = _LABEL_BREAK_RE.sub(" ", text)
    text = _LABEL_CONTROL_RE.sub("", text)
    return _WHITESPACE_RE.sub(" ", text).strip()


def label(text: str, max_len: int) -> str:
    """:func:`single_line` cut to ``max_len``; a long text is cleaned from its head only, so labelling
    a megabyte message costs as much as labelling a short one."""
    head_len = 4 * max_len + 256
    if len(text) > head_len:
        head = single_line(text[:head_len])
        if len(head) > max_len:
            return cut(head, max_len)
    return cut(single_line(text), max_len)


def cut(text: str, max_len: int) -> str:
    """At most ``max_len`` characters; a cut text ends with an ellipsis."""
    if len(text) <= max_len:
        return text
    if max_len <= 1:
        return "…"[: max(max_len, 0)]
    return text[: max_len - 1].rstrip() + "…"


def clean_text(text: str) -> str:
    """Multi-line text fit for a document: line breaks normalised to ``\\n`` (VS Code and CommonMark
    both split on ``\\r`` and friends, which would shift line numbers), terminal colour codes and
    control characters removed, tabs kept."""
    if _NEEDS_CLEANING_RE.search(text) is None:  # nearly all text: one scan instead of four passes
        return text
    text = _ANSI_RE.sub("", text)
    text = _BREAKS_RE.sub("\n", text)
    text = _CONTROL_RE.sub("", text)
    return _TEXT_INVISIBLE_RE.sub("", text)


# -- Markdown ---------------------------------------------------------------------------------


def escape_prose(text: str) -> str:
    """Text that renders as itself, with no HTML and no link syntax."""
    return _PROSE_UNSAFE_RE.sub(lambda m: _PROSE_ENTITIES[m.group()[0]], text)


def code_span_bounds(markup: str) -> tuple[int, int]:
    """Where the text starts and ends inside what :func:`inline_code` returned."""
    ticks = len(markup) - len(markup.lstrip("`"))
    pad = 1 if ticks and markup[ticks : ticks + 1] == " " else 0
    return ticks + pad, len(markup) - ticks - pad


def _longest_backtick_run(text: str) -> int:
    if "`" not in text:
        return 0
    return max(len(run) for run in _BACKTICK_RUN_RE.findall(text))


def inline_code(text: str) -> str:
    """A code span for one line of text (paths, ids), delimited by more backticks than any run
    inside. Never place it at the start of a line (three backticks there could open a fence).

    Text with ``<`` or a link-forming ``]`` is escaped prose instead: harmless in a code span, but
    keeping them out of the document altogether (outside fences) is an invariant a test can check."""
    text = single_line(text)
    if not text:
        return ""
    if "<" in text or _LINK_BRACKET_RE.search(text):
        return escape_prose(text)
    ticks = "`" * (_longest_backtick_run(text) + 1)
    if text[0] == "`" or text[-1] == "`":
        text = f" {text} "
    return f"{ticks}{text}{ticks}"


def code_block(text: str, info: str = "") -> str:
    """A fenced block that nothing inside can close (no trailing newline)."""
    text = clean_text(text).rstrip("\n")
    fence = "`" * max(3, _longest_backtick_run(text) + 1)
    word = _INFO_WORD_RE.match(info)
    return f"{fence}{word.group() if word else ''}\n{text}\n{fence}" if text else f"{fence}\n{fence}"


def quote(markdown: str) -> str:
    """Puts rendered Markdown inside a block quote, line by line."""
    return "\n".join(f"> {line}" if line else ">" for line in markdown.split("\n"))


def prose_markdown(text: str) -> str:
    """Renders agent Markdown: prose escaped, the agent's own fenced code re-emitted as our fences.

    An agent fence is recognised exactly as CommonMark does at top level (up to three spaces, three
    or more backticks or tildes, no backtick in a backtick fence's info string, closed by a run at
    least as long). Its code goes into :func:`code_block` between blank lines; an unclosed one ends
    with the message. Fences CommonMark would see inside a list or quote are treated as prose:
    escaped, which only costs looks."""
    cleaned = clean_text(text)
    if "```" not in cleaned and "~~~" not in cleaned:  # no fence can open: escape in one pass
        return _BLANK_RUNS_RE.sub("\n\n", escape_prose(cleaned)).strip("\n")
    lines = cleaned.split("\n")
    out: list[str] = []
    i, n = 0, len(lines)
    while i < n:
        match = _FENCE_OPEN_RE.match(lines[i])
        if match is None or (match.group(2)[0] == "`" and "`" in match.group(3)):
            out.append(escape_prose(lines[i]))
            i += 1
            continue
        indent, marker, info = len(match.group(1)), match.group(2), match.group(3).strip()
        closing = re.compile(rf"^ {{0,3}}{re.escape(marker[0])}{{{len(marker)},}}[ \t]*$")
        code: list[str] = []
        i += 1
        while i < n and not closing.match(lines[i]):
            line = lines[i]
            stripped = line.lstrip(" ")
            code.append(stripped if len(line) - len(stripped) <= indent else line[indent:])
            i += 1
        i += 1  # the closing line, if any
        out.extend(("", code_block("\n".join(code), info.split(" ")[0] if info else ""), ""))
    return _squeeze_blank_lines(out).strip("\n")


def _squeeze_blank_lines(lines: list[str]) -> str:
    # Our inserted blank lines may meet the agent's; more than one in a row adds nothing.
    out: list[str] = []
    for line in lines:
        if line or not out or out[-1]:
            out.append(line)
    return "\n".join(out)


def unified_diff(path: str, old_text: str | None, new_text: str, *, max_lines: int = 5000) -> str:
    """A unified diff of a tool's edit. The common head and tail are cut off before the (quadratic)
    matcher runs, as git does, so a small edit of a big file costs little; a middle that is still very
    large skips the matcher and shows the old middle removed and the new one added."""
    old_lines = clean_text(old_text).split("\n") if old_text else []
    new_lines = clean_text(new_text).split("\n") if new_text else []
    label = single_line(path)
    old_name = f"a/{label.lstrip('/')}" if old_text is not None else "/dev/null"
    new_name = f"b/{label.lstrip('/')}"
    n_old, n_new = len(old_lines), len(new_lines)
    head, shortest = 0, min(n_old, n_new)
    while head < shortest and old_lines[head] == new_lines[head]:
        head += 1
    tail = 0
    while tail < shortest - head and old_lines[n_old - 1 - tail] == new_lines[n_new - 1 - tail]:
        tail += 1
    old_mid, new_mid = old_lines[head : n_old - tail], new_lines[head : n_new - tail]
    if not old_mid and not new_mid:
        return ""
    if len(old_mid) > max_lines or len(new_mid) > max_lines or not old_mid or not new_mid:
        middle = [("replace" if old_mid and new_mid else "delete" if old_mid else "insert",
                   head, n_old - tail, head, n_new - tail)]
    else:
        matcher = difflib.SequenceMatcher(None, old_mid, new_mid, autojunk=False)
        middle = [
            (tag, i1 + head, i2 + head, j1 + head, j2 + head) for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        ]
    codes = ([("equal", 0, head, 0, head)] if head else []) + middle
    if tail:
        codes.append(("equal", n_old - tail, n_old, n_new - tail, n_new))
    out = [f"--- {old_name}", f"+++ {new_name}"]
    for group in _grouped(codes, 3):
        first, last = group[0], group[-1]
        out.append(f"@@ -{_range(first[1], last[2])} +{_range(first[3], last[4])} @@")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                out.extend(" " + line for line in old_lines[i1:i2])
                continue
            if tag in ("replace", "delete"):
                out.extend("-" + line for line in old_lines[i1:i2])
            if tag in ("replace", "insert"):
                out.extend("+" + line for line in new_lines[j1:j2])
    return "\n".join(out)


def _range(start: int, stop: int) -> str:
    """difflib's `_format_range_unified`."""
    beginning, length = start + 1, stop - start
    if length == 1:
        return f"{beginning}"
    return f"{beginning - 1 if not length else beginning},{length}"


_Opcode = tuple[str, int, int, int, int]


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
