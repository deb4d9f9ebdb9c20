"""The text the transcript history keeps and searches: what is taken from a transcript, how much,
and the one-line snippet shown for a hit (:mod:`.history` stores it)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..plain_text import clean_text, single_line
from .entries import MessageEntry
from .tool_call_entry import ToolCallEntry
from .transcript import Transcript

#: Text kept per session (UTF-8 bytes); a longer transcript keeps its newest part.
MAX_SESSION_BYTES = 2_000_000
#: Length of a snippet (characters, before the ellipses).
SNIPPET_CHARS = 120


#: Where each turn's text begins: ``(offset in the text, turn number counted from 1)``, ascending;
#: turn 0 marks text in no known turn.
TurnMarks = list[tuple[int, int]]


@dataclass(frozen=True, slots=True)
class SearchableText:
    text: str
    turns: TurnMarks


def searchable_text(transcript: Transcript, max_chars: int = MAX_SESSION_BYTES) -> SearchableText:
    """Messages, thoughts and tool-call titles, one entry a line, cleaned; the newest `max_chars` or
    so; and where each turn's text begins in it.

    Walks from the end and stops once enough is collected, so a huge transcript costs no more than
    the bound."""
    transcript.ensure_whole()  # turns of a long replay that wait to be reduced (`replay_lines`)
    parts: list[str] = []
    indexes: list[int] = []
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
        text = clean_text(text.strip())
        if not text:
            continue
        indexes.append(i)
        if len(text) > budget:
            parts.append(text[-budget:])
            break
        parts.append(text)
        budget -= len(text) + 1
        if budget <= 0:
            break
    parts.reverse()
    indexes.reverse()
    starts = transcript.turn_starts()
    turns: TurnMarks = []
    offset = 0
    for part, index in zip(parts, indexes, strict=True):
        turn = bisect.bisect_right(starts, index)  # 0: before the first prompt
        if turn and (not turns or turns[-1][1] != turn):
            turns.append((offset, turn))
        offset += len(part) + 1
    return SearchableText("\n".join(parts), turns)


def tail_with_turns(text: str, turns: TurnMarks, max_bytes: int) -> tuple[str, TurnMarks]:
    """:func:`tail_bytes` of `text`, with the marks of the turns moved along (a turn cut at the
    start keeps a mark at 0: its text goes on there)."""
    tail = tail_bytes(text, max_bytes)
    cut = len(text) - len(tail)
    if not cut:
        return text, turns
    kept = [(offset - cut, turn) for offset, turn in turns if offset >= cut]
    before = [turn for offset, turn in turns if offset < cut]
    if before and (not kept or kept[0][0] > 0):
        kept.insert(0, (0, before[-1]))
    return tail, kept


def turn_at(turns: Sequence[Sequence[int]], offset: int) -> int | None:
    """The turn whose text holds `offset` (None: before the first turn, in no known turn, or no marks)."""
    index = bisect.bisect_right([mark[0] for mark in turns], offset) - 1
    return int(turns[index][1]) or None if index >= 0 else None


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


def first_hit(text: str, lowered: str, terms: Iterable[str]) -> tuple[int, int] | None:
    """Where the first term that occurs in `text` is first found: (offset, length) in `text`."""
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
    return index, length


def snippet(text: str, lowered: str, terms: Iterable[str], width: int = SNIPPET_CHARS) -> str | None:
    """One plain line of `text` around the first hit of the first term that occurs in it."""
    hit = first_hit(text, lowered, terms)
    if hit is None:
        return None
    return snippet_at(text, *hit, width=width)


def snippet_at(text: str, index: int, length: int, width: int = SNIPPET_CHARS) -> str | None:
    """One plain line of `text` around `text[index:index + length]`."""
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
