"""Untrusted text made fit to show: one-line labels (titles, paths, names, ids) and multi-line text
(messages, tool output), before any Markdown is made of it (`sessions.sanitize`), and wherever agent
text reaches a user (error messages, the command line, the editor's items).

Invisible characters that reorder or hide text ("Trojan Source") are removed from labels, where they
are never legitimate; multi-line text keeps the direction marks and joiners scripts need. Terminal
colour codes and control characters go from both; line breaks are one kind in text and none in a
label. Each function takes a fast path when the plain pass would change nothing
(``tests/unit/test_sanitize_fast_paths.py`` holds them to it).
"""

from __future__ import annotations

import re
from typing import Final

_BIDI_CONTROLS: Final = "\u202a-\u202e\u2066-\u2069"
_DIRECTION_MARKS: Final = "\u200e\u200f\u061c"
_ZERO_WIDTH: Final = "\u200b\u200c\u200d\u2060\ufeff\u180e"
_TAG_CHARACTERS: Final = "\U000e0000-\U000e007f"  # invisible "ASCII smuggling" characters
_LABEL_INVISIBLE_RE: Final = re.compile(f"[{_BIDI_CONTROLS}{_DIRECTION_MARKS}{_ZERO_WIDTH}{_TAG_CHARACTERS}]")
# Multi-line text keeps direction marks and joiners (needed by RTL and Indic scripts, emoji), but not
# the overrides and isolates that make displayed code differ from what it is.
_TEXT_INVISIBLE_RE: Final = re.compile(f"[{_BIDI_CONTROLS}{_TAG_CHARACTERS}]")
_ANSI_RE: Final = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]?")
_BREAKS_RE: Final = re.compile(r"\r\n?|[\x85\u2028\u2029]")  # every line break VS Code or CommonMark knows
_LABEL_BREAK_RE: Final = re.compile(r"[\t\n\r\x0b\x0c\x85\u2028\u2029]")  # separators: become spaces
_LABEL_CONTROL_RE: Final = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # other C0, DEL, C1: removed
_CONTROL_RE: Final = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # C0 except tab/newline, DEL, C1
#: Any character one of clean_text's four passes would touch (ESC and CR are C0 controls): C0 but
#: tab and newline, DEL, C1, U+2028/9, the bidi controls, the tag characters. Written as the negation
#: of everything else, common characters first: the regex engine then decides most characters with its
#: first range test (2–3× faster than the positive set on text with characters above U+00FF).
_NEEDS_CLEANING_RE: Final = re.compile(
    "[^ -~\t\n\xa0-\u2027\u202f-\u2065\u206a-\U000dffff\U000e0080-\U0010ffff]"
)
#: The same characters within ASCII, as bytes for `bytes.translate` to delete.
_ASCII_NEEDS_CLEANING: Final = bytes(range(0x09)) + bytes(range(0x0B, 0x20)) + b"\x7f"
_WHITESPACE_RE: Final = re.compile(r"\s+")


def plain_label(text: str) -> bool:
    """Whether :func:`single_line` leaves the text as it is but for its ends: printable excludes
    every control, separator other than " ", and format character (bidi, zero-width, tags)."""
    return text.isprintable() and "  " not in text


def single_line(text: str) -> str:
    """One line of visible text: controls and line breaks become spaces, invisible and
    direction-changing characters vanish, whitespace runs collapse."""
    if plain_label(text):
        return text.strip()  # only the ends can need work
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
    # Nearly all text needs nothing: one scan instead of four passes.
    if text.isascii():  # known without a scan: most code and much prose
        # In ASCII only the C0 controls but tab and newline, and DEL, need cleaning: deleting them
        # from the bytes is one table-driven C pass, cheaper than isprintable()'s per-character calls.
        raw = text.encode("ascii")
        if len(raw.translate(None, _ASCII_NEEDS_CLEANING)) == len(raw):
            return text
    else:
        # Printable text has none of the characters, and isprintable() is the fastest scan there is
        # (faster than a regex even after copying the text to make its line breaks and tabs printable).
        flat = text.replace("\n", " ") if "\n" in text else text
        if "\t" in flat:
            flat = flat.replace("\t", " ")
        if flat.isprintable() or _NEEDS_CLEANING_RE.search(text) is None:
            return text
    text = _ANSI_RE.sub("", text)
    text = _BREAKS_RE.sub("\n", text)
    text = _CONTROL_RE.sub("", text)
    return _TEXT_INVISIBLE_RE.sub("", text)
