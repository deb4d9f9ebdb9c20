"""What a rendered transcript document is made of, as the LSP features read it: its outline (turns,
their entries, the file locations of tool calls), where each block is (`BlockSpans`), and how one
version of the document became the next (`DocumentDelta`). `render.TranscriptMarkdown` makes them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .render_tools import Link


@dataclass(frozen=True, slots=True)
class LocationLink:
    """A tool-call location as shown: 0-based document line, code-point columns of the path."""

    path: str
    line: int | None
    doc_line: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class EntryOutline:
    index: int
    kind: str  # user | agent | thought | tool_call | plan | mode | usage | unknown
    label: str
    start_line: int  # 0-based, inclusive; the block's last non-blank line is end_line
    end_line: int
    locations: tuple[LocationLink, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnOutline:
    """A user message and everything up to the next one (or the entries before the first)."""

    label: str
    start_line: int
    end_line: int
    entries: tuple[EntryOutline, ...]


@dataclass(frozen=True, slots=True)
class DocumentOutline:
    version: int
    line_count: int
    turns: tuple[TurnOutline, ...]

    @property
    def entries(self) -> tuple[EntryOutline, ...]:
        return tuple(entry for turn in self.turns for entry in turn.entries)


class BlockSpans(NamedTuple):
    """Where each block is, for features over the whole document (what :meth:`TranscriptMarkdown.outline`
    gives as objects, without one per block): the header's line count, and per block its first line
    in the body, its line count (its blank line included), its entry's kind, its outline label (asked
    for by index: made on first use and kept, and only the symbols need them) and its file locations
    (`Link`: path, line, line in the block, start, end). The sequences are the view's own, valid until
    the transcript changes."""

    header_lines: int
    starts: Sequence[int]
    line_counts: Sequence[int]
    kinds: list[str]
    label: Callable[[int], str]
    links: Sequence[tuple[Link, ...]]


class DocumentDelta(NamedTuple):
    """The new document is the old one cut at ``offset`` (start of ``line``) plus ``tail``, and, when
    the header changed (a new title), with its first ``head_end`` characters replaced by ``head``."""

    offset: int
    line: int
    tail: str
    head: str | None = None
    head_end: int = 0

    def applied_to(self, old: str) -> str:
        """The new document, from the old one (what a client holding ``old`` does)."""
        if self.head is None:
            return old[: self.offset] + self.tail
        return self.head + old[self.head_end : self.offset] + self.tail
