"""The whole transcript as one Markdown document, for `acp-bridge show`, Export as Markdown and
tests: the header, every entry's block, the trailer, rendered one after the other and streamed, so
that neither the document nor its blocks are ever held whole. (The editor's windows are views that
render incrementally: `render.TranscriptMarkdown`.)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import BinaryIO, Final

from ..output import write_all
from .entries import PendingTurn
from .render_blocks import block_text, entry_label, render_header, render_trailer
from .transcript import Transcript


def markdown_pieces(transcript: Transcript, last_turns: int | None = None) -> Iterator[str]:
    """The whole document as it is rendered: the header, each entry's block, the trailer; with
    ``last_turns``, only the newest that many turns, after a line that says which are left out. A
    block is rendered when it is asked for, so a writer that lets each go holds none of them for
    long."""
    if last_turns:
        start, left_out = newest_turns_start(transcript, last_turns)
    else:
        transcript.ensure_whole()  # turns of a long replay that wait to be reduced (`replay_lines`)
        start = left_out = 0
    entries = list(transcript.entries)
    yield render_header(transcript)
    if left_out:
        turns = transcript.turn_count()
        before = f"Turn 1 of {turns:,} is" if left_out == 1 else f"Turns 1-{left_out:,} of {turns:,} are"
        yield f"*{before} not shown.*\n\n"
    yield from map(block_text, itertools.islice(entries, start, None))
    yield render_trailer(transcript, lambda: entry_label(entries[-1]), len(entries))


def newest_turns_start(transcript: Transcript, count: int) -> tuple[int, int]:
    """The entry the newest ``count`` turns start at, and how many turns come before them. Only what
    they need is reduced: the turns of a long replay that wait to be (`replay_lines`) are, only when
    one of them is among those turns."""
    if transcript.incomplete_reason is not None:
        transcript.ensure_whole()  # its trailer counts every entry
    turns = transcript.turn_count()
    if count < turns:
        start = transcript.turn_starts()[turns - count]
        if not (transcript.rebuild_pending and _waits_from(transcript, start)):
            return start, turns - count
    transcript.ensure_whole()
    turns = transcript.turn_count()  # the outlines may have miscounted the turns kept
    if count >= turns:
        return 0, 0
    return transcript.turn_starts()[turns - count], turns - count


def _waits_from(transcript: Transcript, start: int) -> bool:
    """Whether a turn that waits to be reduced (a placeholder) is at or after entry ``start``. The
    placeholders are one run, after the turns reduced as the replay began, before the newest ones."""
    return any(type(entry) is PendingTurn for entry in itertools.islice(transcript.entries, start, None))


def render_markdown(transcript: Transcript) -> str:
    """The whole document at once, as a str: ``TranscriptMarkdown(transcript).text()`` without a view
    to keep."""
    return "".join(markdown_pieces(transcript))


#: How many characters :func:`write_markdown` gathers before it encodes and writes them (at least: a
#: block is never cut). The batch, its join and its encoding are held at once: at a MiB they were
#: 3 MiB over the loaded transcript, `show`'s peak memory (docs/performance.md); more per write is
#: no faster.
WRITE_CHUNK_CHARS: Final = 1 << 16


def write_markdown(
    transcript: Transcript, out: BinaryIO, encoding: str = "utf-8", last_turns: int | None = None
) -> int:
    """Writes the whole document to ``out`` in ``encoding`` (UTF-8, or a terminal's), 64 Ki characters at
    a time (``show``, an export to a file): neither the document nor its blocks are ever held whole.
    What the encoding cannot hold (a lone surrogate, which an editor's title can hold; any character
    beyond ASCII in an ASCII terminal) is written as ``?``. ``last_turns``: only the newest that many
    turns (`markdown_pieces`). Returns the bytes written."""
    batch: list[str] = []
    size = written = 0
    for piece in markdown_pieces(transcript, last_turns):
        batch.append(piece)
        size += len(piece)
        if size >= WRITE_CHUNK_CHARS:
            written += write_all(out, "".join(batch).encode(encoding, "replace"))
            batch.clear()
            size = 0
    if batch:
        written += write_all(out, "".join(batch).encode(encoding, "replace"))
    return written

