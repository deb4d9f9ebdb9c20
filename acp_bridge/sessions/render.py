"""Markdown for a transcript, rendered incrementally, with the structure LSP features need.

Layout: ``# title``, then one block per entry: ``## User`` starts a turn, ``### Agent`` answers,
thoughts are a block quote headed **Thought**, tool calls a ``#### Tool:`` heading with kind and
status, locations as file paths, diffs in ``diff`` fences, output and terminals in fences
(:mod:`.render_tools`); plans as task lists, mode changes, usage and unknown updates as one-line
notes. A trailer says when the agent returned no history and where and why an incomplete
transcript stops (:mod:`.render_blocks`). No HTML anywhere.

Agent text is untrusted (rule 9): everything goes through :mod:`.sanitize`, which keeps prose free
of HTML and link syntax and makes every fence unbreakable by its content, and a message's own
Markdown through :mod:`.message_markdown`, which keeps its headings and fences its own.

Incremental: each entry's block is cached and redone only when the transcript says that entry
changed (:meth:`Transcript.changed_entries_since`), so a streamed chunk re-renders one block (a
terminal's output re-renders the tool calls that show it), and
:meth:`TranscriptMarkdown.delta_since` sends only the tail of the document from the first changed
block (or from where an entry was removed), and a new title as an edit of the header alone. Every
block ends with a blank line, so the change offset is always at the start of a line.

Cheap to build: a block is kept as its text only (plus its file locations, for tool calls); its line
count and its outline label are worked out when first needed (the outline, a delta), never for a
whole-document render. The whole document is joined when asked for and not kept (it would double
the memory held for a long session). What the outline and a delta are made of is
:mod:`.document_outline`; the whole transcript rendered at once, for `show` and the export, is
:mod:`.whole_markdown`.

This module is one class, `TranscriptMarkdown`, a little over 400 lines: its state is a set of
per-block lists that every method keeps in step, and cut in two each half would reach into the
other's lists.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from itertools import chain
from typing import Final, cast

from .. import gcpause
from .document_outline import (
    BlockSpans,
    DocumentDelta,
    DocumentOutline,
    EntryOutline,
    LocationLink,
    TurnOutline,
)
from .entries import Entry
from .render_blocks import (
    BLOCKS,
    block,
    block_text,
    entry_kind,
    entry_label,
    render_header,
    render_trailer,
    tool_call_entry_block,
    unknown_block,
)
from .render_tools import Link
from .tool_call_entry import ToolCallEntry
from .transcript import Transcript

#: Headers remembered (titles change rarely; a client further behind gets the whole document).
_HEADERS_KEPT: Final = 8


# -- the document ----------------------------------------------------------------------------------


class TranscriptMarkdown:
    """The rendered document of one transcript, kept up to date on demand.

    With ``kept_blocks``, a view that hands its text out piecemeal (the language server's: the
    client holds the document) keeps the text of only its last ``kept_blocks`` blocks once it has
    handed them out, where a stream changes them; of the others it keeps their size and line count,
    which is all a delta or the outline needs, and renders them again in the rare case their text is
    asked for again (the whole document once more, or a tail from a changed older entry). A long
    session's rendered text is then not held twice, as the client's document and as blocks here.

    With ``start`` and ``stop`` the document is a window of the transcript: the entries from index
    ``start`` up to ``stop`` (to the end when None), and only those are ever rendered (the editor's
    windows, :mod:`.windows`). ``before`` is a paragraph shown under the title (where the earlier
    turns are) and ``after``, when given, takes the place of the trailer (where the later ones are).
    Block indices below are the window's, from 0. With ``text_limit``, each text of a block (an
    output, a diff, a message) shows at most that many characters (:mod:`.long_text`)."""

    def __init__(
        self,
        transcript: Transcript,
        kept_blocks: int | None = None,
        *,
        start: int = 0,
        stop: int | None = None,
        before: str = "",
        after: str | None = None,
        text_limit: int | None = None,
    ) -> None:
        self.transcript = transcript
        self.text_limit = text_limit
        self.start, self.stop = start, stop
        self._before, self._after = before, after
        self.render_count = 0  # blocks rendered so far: tests hold the incremental promise to it
        self._kept_blocks = kept_blocks
        # One item per entry, in parallel lists (a tuple per block would cost more than its fields).
        # Offsets, line numbers and sizes are arrays of machine integers: as lists of int objects
        # they would be ~8 MiB of a 20,000-turn session's view (90,000 blocks).
        self._texts: list[str | None] = []  # each ends with a blank line; None once let go
        self._sizes = _int_array()  # of each block let go (-1 for the others)
        self._released_upto = 0  # blocks below it were let go, but for those rendered again since:
        self._rendered_again: list[int] = []
        self._line_counts: list[int] = []  # -1 until _positions counts them (or the block is let go)
        self._links: list[tuple[Link, ...]] = []  # tool-call locations: path, line, block line, start, end
        self._labels: list[str | None] = []  # None until the outline asks
        self._starts = _int_array()  # offset of each block in the body, valid below _valid_upto
        self._lines = _int_array()
        self._valid_upto = 0
        self._synced = -1
        self._header = ""
        #: The last few headers' (synced version, length, lines): which header a client holding a
        #: given version has, so a new title is one edit of the first line, not the whole document.
        self._headers: list[tuple[int, int, int]] = []
        self._trailer = ""
        self._outline: DocumentOutline | None = None

    @property
    def version(self) -> int:
        return self.transcript.version

    @property
    def _whole(self) -> bool:
        """Whether the window is the whole transcript (no index needs mapping)."""
        return self.start == 0 and self.stop is None

    def _entries(self) -> Sequence[Entry]:
        """The window's entries (the transcript's own list when the window is all of it)."""
        entries = self.transcript.entries
        if self._whole:
            return entries
        return entries[self.start : self.stop]

    def _inside(self, index: int) -> bool:
        return index >= self.start and (self.stop is None or index < self.stop)

    def _first_changed_since(self, version: int) -> int | None:
        """:meth:`EntryLog.first_changed_since`, in the window's indices: changes outside it do not
        count."""
        transcript = self.transcript
        first = transcript.first_changed_since(version)
        if first is None or self._whole:
            return first
        if self._inside(first):
            return first - self.start
        # The earliest change is outside the window (an older tool call finishing): look further.
        changed = transcript.changed_entries_since(version)
        return next((i - self.start for i in changed if self._inside(i)), None)

    def block_line(self, index: int) -> int:
        """The 0-based line where block ``index`` starts (without `block_spans`' kinds and labels:
        every answer of `getTranscript` says where its newest turn's prompt is)."""
        self._sync()
        self._positions()
        return self._header.count("\n") + self._lines[index]

    def trailer_line(self) -> int:
        """The 0-based line where the trailer starts (after the last block)."""
        self._sync()
        _, body_lines = self._positions()
        return self._header.count("\n") + body_lines

    def text(self) -> str:
        """The whole document (joined on every call, not kept)."""
        self._sync()
        return "".join(self._all_pieces())

    def _all_pieces(self) -> list[str]:
        pieces = [self._header, *self._block_texts(0), self._trailer]
        self._release()
        return pieces

    def delta_since(self, version: int) -> DocumentDelta:
        """How the document at ``version`` became the current one (:meth:`DocumentDelta.applied_to`)."""
        self._sync()
        transcript, header = self.transcript, self._header
        if version < 0:
            return DocumentDelta(0, 0, "".join(self._all_pieces()))
        header_lines = header.count("\n")
        head: str | None = None
        head_len = len(header)  # of the header the client holds: offsets below are in its document
        if transcript.title_version > version:
            held = self._header_at(version)
            if held is None or held[1] != header_lines:
                return DocumentDelta(0, 0, "".join(self._all_pieces()))
            head, head_len = header, held[0]
        head_end = head_len if head is not None else 0
        body_len, body_lines = self._positions()
        first = self._first_changed_since(version) if version < transcript.version else None
        if first is not None:
            tail = "".join(self._block_texts(first)) + self._trailer
            self._release()
            if first >= len(self._texts):  # only entries at the end were removed
                return DocumentDelta(head_len + body_len, header_lines + body_lines, tail, head, head_end)
            start, line = head_len + self._starts[first], header_lines + self._lines[first]
            return DocumentDelta(start, line, tail, head, head_end)
        end, end_line = head_len + body_len, header_lines + body_lines  # of the body
        if transcript.status_version > version:
            return DocumentDelta(end, end_line, self._trailer, head, head_end)
        trailer = self._trailer
        return DocumentDelta(end + len(trailer), end_line + trailer.count("\n"), "", head, head_end)

    def _header_at(self, version: int) -> tuple[int, int] | None:
        """(length, lines) of the header a client holding ``version`` has; None if no longer known."""
        for synced, length, lines in reversed(self._headers):
            if synced <= version:
                return length, lines
        return None

    def outline(self) -> DocumentOutline:
        """Line ranges of turns and entries, and tool-call file locations."""
        self._sync()
        if self._outline is not None:
            return self._outline
        _, body_lines = self._positions()
        base = self._header.count("\n")
        entries, line_counts, all_links = self._entries(), self._line_counts, self._links
        turns: list[TurnOutline] = []
        current: list[EntryOutline] = []
        turn_label = "Session start"

        def close_turn() -> None:
            if current:
                first, last = current[0], current[-1]
                turns.append(TurnOutline(turn_label, first.start_line, last.end_line, tuple(current)))

        for index, start in enumerate(self._lines):
            start += base
            kind = entry_kind(entries[index])
            shown: tuple[LocationLink, ...] = ()
            if links := all_links[index]:  # few entries have any
                shown = tuple(LocationLink(p, ln, start + rel, s, e) for p, ln, rel, s, e in links)
            end = start + line_counts[index] - 2
            item = EntryOutline(index, kind, self._block_label(index), start, end, shown)
            if kind == "user":
                close_turn()
                current, turn_label = [], item.label
            current.append(item)
        close_turn()
        line_count = base + body_lines + self._trailer.count("\n")
        self._outline = DocumentOutline(self.transcript.version, line_count, tuple(turns))
        return self._outline

    def block_spans(self) -> BlockSpans:
        """Each block's lines, kind, label and locations (see :class:`BlockSpans`)."""
        self._sync()
        self._positions()
        kinds = [entry_kind(entry) for entry in self._entries()]
        header_lines = self._header.count("\n")
        return BlockSpans(header_lines, self._lines, self._line_counts, kinds, self._block_label, self._links)

    def size_from(self, index: int) -> int:
        """Characters of the document from block ``index`` on to its end (the trailer included)."""
        self._sync()
        body, _ = self._positions()
        start = self._starts[index] if index < len(self._texts) else body
        return body - start + len(self._trailer)

    def sizes_from(self, indices: Sequence[int]) -> list[int]:
        """`size_from` of each of ``indices``; then the view lets go of its blocks' texts as
        ``kept_blocks`` says (a view made only to measure keeps none of them)."""
        sizes = [self.size_from(index) for index in indices]
        self._release()
        return sizes

    def _block_texts(self, first: int) -> list[str]:
        """The texts of the blocks from ``first`` on, in a new list; those let go are rendered again
        (their entries have not changed since: a change renders a block anew, and keeps its text)."""
        texts = self._texts[first:]
        if first < self._released_upto:
            entries, base = self.transcript.entries, self.start + first
            for index, text in enumerate(texts):
                if text is None:
                    texts[index] = block_text(entries[base + index], self.text_limit)
        return cast("list[str]", texts)  # no None left: only blocks below _released_upto are let go

    def _release(self) -> None:
        """Lets go of the text of every block but the last ``kept_blocks``, keeping its size and line
        count (a view without ``kept_blocks`` keeps every text)."""
        if self._kept_blocks is None:
            return
        texts, sizes, counts = self._texts, self._sizes, self._line_counts
        end = len(texts) - self._kept_blocks
        for index in chain(self._rendered_again, range(self._released_upto, end)):
            text = texts[index]
            if text is not None and index < end:
                sizes[index] = len(text)
                if counts[index] < 0:
                    counts[index] = text.count("\n")
                texts[index] = None
        self._released_upto = max(self._released_upto, end)
        self._rendered_again.clear()

    def _block_label(self, index: int) -> str:
        """The outline label of block ``index``, of its entry as rendered (callers have synced)."""
        label = self._labels[index]
        if label is None:
            label = self._labels[index] = entry_label(self.transcript.entries[self.start + index])
        return label

    def _sync(self) -> None:
        transcript = self.transcript
        if transcript.version == self._synced:
            return
        entries = self._entries()
        full = self._synced < 0
        if full:
            changed: Sequence[int] = range(len(entries))
        elif self._whole:
            changed = transcript.changed_entries_since(self._synced)
        else:
            since = transcript.changed_entries_since(self._synced)
            changed = [i - self.start for i in since if self._inside(i)]
        count = len(entries)
        if len(self._texts) > count:  # a replay reset dropped entries
            del self._texts[count:], self._line_counts[count:], self._links[count:], self._labels[count:]
            del self._sizes[count:]
            self._released_upto = min(self._released_upto, count)
            self._rendered_again = [index for index in self._rendered_again if index < count]
            self._valid_upto = min(self._valid_upto, count)
        # Rendering a long history only adds live objects: collecting meanwhile finds nothing.
        with gcpause.paused():
            if full and not self._texts:
                self._render_all(entries)
            else:
                for index in changed:
                    while len(self._texts) < index:  # never expected: every new entry is in the change log
                        self._render_into(entries, len(self._texts))
                    self._render_into(entries, index)
        self._frame(full or transcript.title_version > self._synced)

    def _frame(self, new_header: bool) -> None:
        """The header (when ``new_header``) and trailer around the blocks, as of now."""
        transcript = self.transcript
        if new_header:
            self._header = render_header(transcript) + self._before
            self._headers.append((transcript.version, len(self._header), self._header.count("\n")))
            del self._headers[:-_HEADERS_KEPT]
        size = len(self._texts)
        if self._after is not None:
            self._trailer = self._after
        else:  # the end of the session (or a page past it): the count and last entry are the transcript's
            count = self.start + size

            def last() -> str:
                return entry_label(transcript.entries[count - 1])

            self._trailer = render_trailer(transcript, last, count)
        self._synced = transcript.version
        self._outline = None

    def narrowed(self, skip: int, before: str) -> TranscriptMarkdown:
        """This window without its first ``skip`` blocks, under the paragraph ``before``, taking over
        the blocks this view has rendered: a newest window over its budget is measured by rendering
        it whole, and its trimmed form is then not rendered again. Only for a view that has let go of
        no text yet (a view just measured)."""
        self._sync()
        if self._released_upto or self._rendered_again:
            raise ValueError("narrowed(): this view has let go of blocks it would hand over")
        view = TranscriptMarkdown(
            self.transcript,
            self._kept_blocks,
            start=self.start + skip,
            stop=self.stop,
            before=before,
            after=self._after,
            text_limit=self.text_limit,
        )
        view._texts, view._links = self._texts[skip:], self._links[skip:]
        count = len(view._texts)
        view._line_counts, view._labels = self._line_counts[skip:], self._labels[skip:]
        view._sizes = _int_array([-1]) * count
        view._frame(True)
        return view

    def _render_all(self, entries: Sequence[Entry]) -> None:
        """Every block of a fresh document (the same as :meth:`_render_into` for each, in one loop)."""
        texts, links = self._texts, self._links
        blocks, no_links, limit = BLOCKS, (), self.text_limit
        for entry in entries:
            render = blocks.get(type(entry))
            if render is not None:
                texts.append(render(entry, limit))
                links.append(no_links)
            elif isinstance(entry, ToolCallEntry):
                text, found = tool_call_entry_block(entry, limit)
                texts.append(text)
                links.append(found)
            else:
                texts.append(unknown_block(entry))  # type: ignore[arg-type]
                links.append(no_links)
        count = len(texts)
        self._line_counts = [-1] * count
        self._sizes = _int_array([-1]) * count
        self._labels = [None] * count
        self.render_count += count
        self._valid_upto = 0

    def _render_into(self, entries: Sequence[Entry], index: int) -> None:
        text, links = block(entries[index], self.text_limit)
        self.render_count += 1
        if index < len(self._texts):
            self._texts[index] = text
            self._line_counts[index], self._links[index], self._labels[index] = -1, links, None
            if index < self._released_upto:
                self._rendered_again.append(index)
        else:
            self._texts.append(text)
            self._line_counts.append(-1)
            self._sizes.append(-1)
            self._links.append(links)
            self._labels.append(None)
        self._valid_upto = min(self._valid_upto, index)

    def _positions(self) -> tuple[int, int]:
        """Brings block offsets and line counts up to date from the first changed block; returns the
        body's size (characters, lines)."""
        texts, counts, upto = self._texts, self._line_counts, min(self._valid_upto, len(self._texts))
        starts, lines = self._starts, self._lines
        del starts[upto:], lines[upto:]
        sizes = self._sizes
        if upto:
            last = texts[upto - 1]
            offset = starts[-1] + (len(last) if last is not None else sizes[upto - 1])
            line = lines[-1] + counts[upto - 1]
        else:
            offset = line = 0
        # Gathered in lists, then copied into the arrays at once (an array's append is a method call).
        new_starts: list[int] = []
        new_lines: list[int] = []
        for index in range(upto, len(texts)):
            text = texts[index]
            new_starts.append(offset)
            new_lines.append(line)
            if text is None:  # let go: its size and line count were kept
                offset += sizes[index]
                line += counts[index]
                continue
            offset += len(text)
            count = counts[index]
            if count < 0:
                count = counts[index] = text.count("\n")
            line += count
        starts.extend(new_starts)
        lines.extend(new_lines)
        self._valid_upto = len(texts)
        return offset, line


def _int_array(values: Sequence[int] = ()) -> array[int]:
    return array("q", values)
