"""The text the transcript history keeps and searches: what is taken from a transcript, how much,
and the one-line snippet shown for a hit (:mod:`.history` stores it)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .entries import MessageEntry, ToolCallEntry
from .sanitize import single_line
from .transcript import Transcript

#: Text kept per session (UTF-8 bytes); a longer transcript keeps its newest part.
MAX_SESSION_BYTES = 2_000_000
#: Length of a snippet (characters, before the ellipses).
SNIPPET_CHARS = 120


def searchable_text(transcript: Transcript, max_chars: int = MAX_SESSION_BYTES) -> str:
    """Messages, thoughts and tool-call titles, one entry a line; the newest `max_chars` or so.

    Walks from the end and stops once enough is collected, so a huge transcript costs no more than
    the bound."""
    parts: list[str] = []
    budget = max_chars
    entries = transcript.entries
    for i in range(len(entries) - 1, -1, -1):
        entry = entries[i]
        if isinstance(entry, MessageEntry):
            text = entry.text
        elif isinstance(entry, ToolCallEntry):
            text = entry.title or ""
        else:
            continue
        text = text.strip()
        if not text:
            continue
        if len(text) > budget:
            parts.append(text[-budget:])
            break
        parts.append(text)
        budget -= len(text) + 1
        if budget <= 0:
            break
    parts.reverse()
    return "\n".join(parts)


def tail_bytes(text: str, max_bytes: int) -> str:
    """The newest part of `text` that fits in `max_bytes` of UTF-8, starting at a line if possible."""
    data = text.encode("utf-8", "replace")
    if len(data) <= max_bytes:
        return text
    tail = data[-max_bytes:].decode("utf-8", "ignore")
    newline = tail.find("\n")
    return tail[newline + 1 :] if 0 <= newline < len(tail) // 2 else tail


def query_terms(query: str) -> list[str]:
    """Lower-cased words; every one must appear."""
    return query.lower().split()


def snippet(text: str, lowered: str, terms: Iterable[str], width: int = SNIPPET_CHARS) -> str | None:
    """One plain line of `text` around the first hit of the first term that occurs in it."""
    for term in terms:
        index = lowered.find(term)
        if index >= 0:
            break
    else:
        return None
    length = len(term)
    if len(lowered) != len(text):  # lower() changed some lengths: find the hit in the original
        match = re.search(re.escape(term), text, re.IGNORECASE)
        index, length = (match.start(), match.end() - match.start()) if match else (0, 0)
    line_start = text.rfind("\n", 0, index) + 1
    line_end = text.find("\n", index)
    line_end = len(text) if line_end < 0 else line_end
    start = max(line_start, index - width // 3)
    end = min(line_end, max(index + length, start + width))
    if start > line_start:  # begin at a word
        space = text.find(" ", start, index)
        start = space + 1 if space >= 0 else start
    if end < line_end:
        space = text.rfind(" ", index + length, end)
        end = space if space >= 0 else end
    piece = single_line(text[start:end])
    if not piece:
        return None
    return ("…" if start > line_start else "") + piece + ("…" if end < line_end else "")
