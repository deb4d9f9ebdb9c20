"""Transcript documents (`acp-session:/<agent>/<sessionId>/<label>.acp.md`): their windows and text.

A document is the incremental Markdown rendering of one *window* of a transcript the bridge holds
(:mod:`..sessions.windows`: the newest turns, or one page of earlier ones); the editor fetches its
text (or only the changed tail) with `acpBridge/getTranscript`. Only the window's entries are ever
rendered. The outline, folding and links drawn over that text are :mod:`.document_features`.

Documents are keyed by (agent, session, span): the URI's last segment is only the tab's label
(the title when the document was opened), and two-segment URIs (no span) name the same documents. A
page too long for one window is cut into parts (:mod:`.page_parts`); a link to an earlier or later
turn names the window holding it, a part when its page is cut. A
session whose agent cannot replay it may have a stored read-only copy (`put_stored`, from the local
history) until a live transcript exists; the live one always wins.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from ..sessions import windows
from ..sessions.long_text import EDITOR_TEXT_LIMIT
from ..sessions.render import TranscriptMarkdown
from ..sessions.render_blocks import entry_label, header_title, render_header
from ..sessions.transcript import Transcript
from ..sessions.windows import Span, Window
from . import protocol as p
from .convert import Prebuilt
from .errors import server_error
from .page_parts import PageParts

if TYPE_CHECKING:
    from ..app import Bridge

log = logging.getLogger(__name__)

Key = tuple[str, str]
#: A document: its transcript's key and the turns its URI names (None: the newest window).
DocKey = tuple[str, str, Span | None]

#: Blocks at the end of a document whose text the server keeps once the client has it (a streamed
#: answer changes the last few); the client holds the rest, the server only their sizes and lines.
_KEPT_BLOCKS = 16


class _Shown(NamedTuple):
    """A document's view, the window it renders and the transcript version it was made at (a client
    holding an older version holds another window's text, or none). ``placed`` is the window it was
    made for: the newest window's pages, which ``window`` may start later in (over the budget), as
    decided when it was made, during a replay (``settled`` False) or after it."""

    view: TranscriptMarkdown
    window: Window
    born: int
    placed: Window
    settled: bool


class TranscriptDocuments:
    def __init__(self, bridge: Bridge) -> None:
        self.bridge = bridge
        self._views: dict[DocKey, _Shown] = {}
        self._parts = PageParts()
        #: Documents whose load or resume request is running (they exist, empty, from the start).
        self.opening: set[Key] = set()
        #: Read-only copies from the local history, for sessions whose agent could not replay them.
        self._stored: dict[Key, str] = {}
        #: Documents whose last answer was a stored copy: the client's version is not the live one's.
        self._served_stored: set[Key] = set()

    def lookup(self, uri: str) -> tuple[str, Transcript] | None:
        parsed = p.parse_transcript_uri(uri)
        if parsed is None:
            return None
        agent_id, session_id = parsed
        transcript = self._held(agent_id, session_id)
        return (agent_id, transcript) if transcript is not None else None

    def _held(self, agent_id: str, session_id: str) -> Transcript | None:
        agent = self.bridge.agents.get(agent_id)
        return agent.transcripts.get(session_id) if agent is not None else None

    def view(self, uri: str) -> TranscriptMarkdown | None:
        shown = self.shown(uri)
        return shown.view if shown is not None else None

    def shown(self, uri: str) -> _Shown | None:
        """The document's view, made anew when its window moved (the newest rolled forward a page,
        or entries moved) or its transcript is another one (the session was opened again)."""
        key = p.parse_window_uri(uri)
        found = self.lookup(uri)
        if found is None or key is None:
            if key is not None:
                self._views.pop(key, None)
            return None
        _, transcript = found
        span = key[2]
        if span is not None:  # earlier turns: reduced first if they wait (`replay_lines`)
            transcript.ensure_whole()
        turn_starts = transcript.turn_starts()
        if span is None and _rolling(transcript):  # `_replay_progress` is shown meanwhile; the view
            self._views.pop(key, None)  # goes, so the client holding the progress gets a whole window
            return None
        if span is None:
            window = windows.newest_window(turn_starts)
        else:  # no more than the part holding its first turn (a page's URI, once the page is cut)
            newest_first = self._newest_first_turn(key[:2], transcript)
            part_end = self._parts.part_of(key[:2], transcript, span[0], newest_first)[1]
            shown_span = span[0], min(span[1], part_end)
            window = windows.span_window(turn_starts, shown_span, transcript.entry_count)
        shown = self._views.get(key)
        moved = shown is not None and not _same_place(shown.placed, window)
        if shown is not None and (shown.view.transcript is not transcript or moved):
            shown = None  # another transcript (opened again), or the window moved
        if shown is not None and span is None and not shown.settled and not transcript.replaying:
            # Made during the replay: what fits is decided again on the whole of it (the view, and
            # the client's text with it, stay when all of it does).
            untrimmed = shown.window == shown.placed
            if untrimmed and _first_turn_that_fits(shown.view, window, turn_starts) == window.first_turn:
                shown = shown._replace(settled=True)
            else:
                shown = None
        if shown is not None:
            if shown.placed != window:  # the same entries; its turn count grew
                grown = replace(shown.window, last_turn=window.last_turn, total_turns=window.total_turns)
                shown = shown._replace(window=grown, placed=window)
            self._views[key] = shown
            return shown
        placed, view = window, _view_of(transcript, window)
        if span is None and window.first_turn < window.last_turn:
            first = _first_turn_that_fits(view, window, turn_starts)
            if first > window.first_turn:  # over the budget: the blocks measured are kept
                window = windows.newest_from(turn_starts, first)
                view = view.narrowed(window.start - placed.start, earlier_line(window))
        shown = self._views[key] = _Shown(view, window, transcript.version, placed, not transcript.replaying)
        return shown

    def forget(self, uri: str) -> None:
        """Lets go of every window of the transcript at ``uri``."""
        key = p.parse_transcript_uri(uri)
        if key is not None:
            for doc in [doc for doc in self._views if doc[:2] == key]:
                del self._views[doc]
            self._parts.forget(key)
            self._stored.pop(key, None)

    def forget_window(self, uri: str) -> None:
        """The editor closed the document at ``uri``: its view goes (the newest window's stays while
        the transcript does, it is the one prompts and replays write to)."""
        key = p.parse_window_uri(uri)
        if key is not None and key[2] is not None:
            self._views.pop(key, None)

    def put_stored(self, agent_id: str, session_id: str, markdown: str) -> None:
        """Serves `markdown` (a read-only copy from the history) until a live transcript exists."""
        self._stored[(agent_id, session_id)] = markdown

    def transcript_result(self, uri: str, from_version: int | None = None) -> Prebuilt:
        """`getTranscript`'s answer (a `TranscriptResult`, in its wire form)."""
        key = p.parse_transcript_uri(uri)
        shown = self.shown(uri)  # None for the newest window while a long replay rolls it
        if shown is None or key is None:
            found, window_key = self.lookup(uri), p.parse_window_uri(uri)
            if found is not None and window_key is not None and window_key[2] is None and _rolling(found[1]):
                return self._replay_progress(uri, found[1])
            if key in self.opening:  # the load has started, its agent is not there yet
                result = p.TranscriptResult(uri=uri, text="", version=0, complete=False, loading=True)
                return Prebuilt(result.wire())
            stored = self._stored.get(key) if key is not None else None
            if stored is not None and key is not None:
                self._served_stored.add(key)
                result = p.TranscriptResult(uri=uri, text=stored, version=0, complete=True, loading=False)
                return Prebuilt(result.wire())
            raise server_error(
                f"no transcript is open for {uri}; load the session first", p.ERROR_CODES["not_found"]
            )
        self._stored.pop(key, None)  # the live transcript replaces the copy for good
        if key in self._served_stored:  # the client holds the copy's text: it gets the whole text
            self._served_stored.discard(key)
            from_version = None
        view = shown.view
        if from_version is not None and not shown.born <= from_version <= view.version:
            # The client holds another window's text, or another transcript's (opened again).
            from_version = None
        transcript = view.transcript
        delta = view.delta_since(-1 if from_version is None else from_version)
        return Prebuilt({
            "uri": uri,
            "text": delta.tail,
            "offset": delta.offset,
            "head": delta.head,
            "headEnd": delta.head_end,
            "version": view.version,
            "complete": transcript.complete,
            "loading": transcript.replaying,
            "incompleteReason": transcript.incomplete_reason,
            "window": self._window_wire(key, transcript, shown.window, view),
        })

    def _replay_progress(self, uri: str, transcript: Transcript) -> Prebuilt:
        """The newest window while the agent replays a long session: the title and how many turns
        have arrived. The window would roll forward at every page of turns, each time a new
        document for the editor to take in, none of which anyone reads; it is sent once, when the
        replay has ended. (A replay of up to two pages fills the window in as it streams.)"""
        turns = transcript.arrived_turns()
        so_far = f"{turns:,} turn{'s' if turns != 1 else ''} so far"
        # Plain text: the extension shows it in a plain-text tab (no grammar started during the
        # replay), where Markdown's markers and escapes would show as they are.
        text = f"{header_title(transcript)}\n\nLoading the session from the agent: {so_far}…\n"
        return Prebuilt({
            "uri": uri,
            "text": text,
            "offset": 0,
            "head": None,
            "headEnd": 0,
            "version": transcript.version,
            "complete": False,
            "loading": True,
            "incompleteReason": None,
            "window": None,
        })

    def _window_wire(
        self, key: Key, transcript: Transcript, window: Window, view: TranscriptMarkdown
    ) -> dict[str, object]:
        """`TranscriptWindow`'s wire form: which turns the document shows and where the others are;
        and the line of its newest turn's prompt in its `view` (a client opening the document shows
        it there at once, without asking `locateTurn`)."""
        wire: dict[str, object] = {
            "firstTurn": window.first_turn,
            "lastTurn": window.last_turn,
            "totalTurns": window.total_turns,
            "earlierUri": self.uri_of_turn(key, transcript, window.earlier),
            "laterUri": self.uri_of_turn(key, transcript, window.later),
        }
        if window.first_turn <= window.last_turn:
            turn_starts = view.transcript.turn_starts()
            wire["lastTurnLine"] = _prompt_line(view, window.start, turn_starts, window.last_turn)
        return wire

    def uri_of_turn(self, key: Key, transcript: Transcript, turn: int | None) -> str | None:
        """The URI of the window holding ``turn`` (None for no turn): the newest window when it
        holds it, else the part of the turn's page that does."""
        if turn is None:
            return None
        newest_first = self._newest_first_turn(key, transcript)
        if turn >= newest_first:
            return self._uri(key, None)
        return self._uri(key, self._parts.part_of(key, transcript, turn, newest_first))

    def _newest_first_turn(self, key: Key, transcript: Transcript) -> int:
        """Where the newest window starts (while a long replay rolls, it is not made: its pages say)."""
        shown = self.shown(self._uri(key, None))
        window = shown.window if shown else windows.newest_window(transcript.turn_starts())
        return window.first_turn

    def _uri(self, key: Key, span: Span | None) -> str:
        """The URI of a window of the transcript (None: its newest), labelled with the title."""
        agent_id, session_id = key
        agent = self.bridge.agents.get(agent_id)
        record = agent.registry.get(session_id) if agent is not None else None
        title = record.display_title if record is not None else None
        return p.transcript_uri(agent_id, session_id, title, span=span)

    # -- turns ------------------------------------------------------------------------------------

    def turns(self, agent_id: str, session_id: str) -> list[dict[str, object]]:
        """Every turn of an open transcript: its number and its prompt's first line (`listTurns`)."""
        transcript = self._transcript(agent_id, session_id)
        transcript.ensure_whole()
        entries = transcript.entries
        return [
            {"turn": number, "label": entry_label(entries[index])}
            for number, index in enumerate(transcript.turn_starts(), 1)
        ]

    def locate_turn(self, agent_id: str, session_id: str, turn: int) -> dict[str, object]:
        """The window showing ``turn`` (the newest if it holds it, else the turn's page or the part
        of it that does) and the line its prompt is on (`locateTurn`)."""
        transcript = self._transcript(agent_id, session_id)
        transcript.ensure_whole()
        turn_starts = transcript.turn_starts()
        if not 1 <= turn <= len(turn_starts):
            message = f"this session has {len(turn_starts)} turns: there is no turn {turn}"
            raise server_error(message, p.ERROR_CODES["not_found"])
        uri = self.uri_of_turn((agent_id, session_id), transcript, turn)
        shown = self.shown(uri) if uri is not None else None
        if shown is None:  # the newest window, while the replay runs
            message = "the session is still loading: go to a turn once it has loaded"
            raise server_error(message, p.ERROR_CODES["not_found"])
        return {"uri": uri, "line": _prompt_line(shown.view, shown.window.start, turn_starts, turn)}

    def _transcript(self, agent_id: str, session_id: str) -> Transcript:
        transcript = self._held(agent_id, session_id)
        if transcript is None:
            if (agent_id, session_id) in self._stored:  # its text only: no turns to list or go to
                message = (
                    "this is the read-only copy kept on this machine, which has no turns to go to; "
                    "they are there once the agent replays the session"
                )
            else:
                message = f"no transcript is open for session {session_id}; open it first"
            raise server_error(message, p.ERROR_CODES["not_found"])
        return transcript


def _view_of(transcript: Transcript, window: Window) -> TranscriptMarkdown:
    return TranscriptMarkdown(
        transcript,
        kept_blocks=_KEPT_BLOCKS,
        start=window.start,
        stop=window.stop,
        before=earlier_line(window),
        after=later_line(window),
        text_limit=EDITOR_TEXT_LIMIT,
    )


def _first_turn_that_fits(view: TranscriptMarkdown, window: Window, turn_starts: Sequence[int]) -> int:
    """The first turn from which the newest window's text fits in `WINDOW_CHARS` (its last
    turn when none does): the window's own first turn when all of it fits."""
    header = len(render_header(view.transcript)) + windows.LINK_LINE_CHARS  # and "Earlier turns"
    for turn in range(window.first_turn, window.last_turn):
        if header + view.size_from(turn_starts[turn - 1] - window.start) <= windows.WINDOW_CHARS:
            return turn
    return window.last_turn


def _prompt_line(view: TranscriptMarkdown, start: int, turn_starts: Sequence[int], turn: int) -> int:
    """The 0-based line of ``turn``'s prompt in ``view``, a window whose first entry is ``start``."""
    return view.block_line(turn_starts[turn - 1] - start)


def _rolling(transcript: Transcript) -> bool:
    """Whether the newest window would be rolling forward with a replay now (see `_replay_progress`)."""
    return transcript.replay_arriving and windows.newest_first_page(transcript.arrived_turns()) > 0


def _same_place(held: Window, wanted: Window) -> bool:
    """Whether a view made for ``held`` still shows ``wanted``: the same entries, and the same lines
    about the other windows."""
    return (held.start, held.stop, earlier_line(held), later_line(held)) == (
        wanted.start,
        wanted.stop,
        earlier_line(wanted),
        later_line(wanted),
    )


def earlier_line(window: Window) -> str:
    """The paragraph under the title of a window with turns before it: the turns its link opens,
    those of the page holding the turn just before (a page cut into parts opens its part that ends
    there, which this names from the page's start: parts are known only once that page is measured,
    and the text must not change then). Ranges take an ASCII hyphen: VS Code marks an en dash in a
    document as a character easily mistaken for another."""
    if window.earlier is None:
        return ""
    first = windows.page_span(windows.page_of_turn(window.earlier))[0]
    return f"*Earlier turns ({first:,}-{window.earlier:,})*\n\n"


def later_line(window: Window) -> str | None:
    """The trailer of a window with turns after it (None: it is the end, with the usual trailer)."""
    return None if window.later is None else f"*Later turns ({window.later:,} onwards)*\n"
