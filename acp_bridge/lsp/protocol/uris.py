"""Transcript document URIs, and the tab labels they carry: `acp-session:/<agent>/<sessionId>/...`.

Part of the LSP contract (`lsp/protocol`): the extension makes and reads the same URIs
(`transcriptUri`, `parseWindowUri` and `titleLabel` in transcriptUris.ts), and `docs/lsp-extensions.md`
describes them.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote, unquote

from ...sessions.windows import Span, page_of_turn

TRANSCRIPT_SCHEME = "acp-session"


#: A label longer than this (code points) is cut: tab labels stay readable and paths stay short.
MAX_LABEL_CHARS = 60
#: Characters no file name on any common file system may hold (the label may become one on "Save As").
_UNSAFE_IN_NAMES = frozenset('/\\:*?"<>|#%')
_RESERVED_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
)


def title_label(title: str | None) -> str | None:
    """The tab label a transcript URI carries: the title as one safe file-name-like segment.

    Control, format (bidi) and separator characters, and characters that file systems refuse, become
    spaces, so that the words they stood between stay apart ("src/app.py: a < b" is "src app.py a
    b"); runs of spaces collapse; leading and trailing dots and spaces go (a leading
    dot would hide the name, a trailing one is refused on Windows); at most `MAX_LABEL_CHARS`. None
    when nothing usable is left. The extension computes the same (`titleLabel` in transcriptUris.ts)."""
    if not title:
        return None
    chars: list[str] = []
    for ch in title:
        category = unicodedata.category(ch)
        # Control, format, surrogate, private use, unassigned; separators; refused in file names.
        chars.append(" " if category[0] in "CZ" or ch in _UNSAFE_IN_NAMES else ch)
    label = " ".join("".join(chars).split())[:MAX_LABEL_CHARS].strip(" .")
    if not label or label.split(".")[0].upper() in _RESERVED_NAMES:
        return None
    return label


#: The ending of every transcript URI the bridge makes: the extension's `acp-transcript` language
#: claims it (Markdown highlighting, without VS Code's Markdown server parsing the document too).
#: URIs ending in plain `.md` (older clients) name the same documents.
TRANSCRIPT_SUFFIX = ".acp.md"
_WINDOW_SEGMENT = re.compile(r"turns-([1-9]\d{0,8})-([1-9]\d{0,8})", re.ASCII)
#: The ending of the extension's progress tab (transcriptUris.ts `PROGRESS_ENDING`), spelled or encoded.
_PROGRESS_ENDING = re.compile("(\u2026|%E2%80%A6)\\Z", re.IGNORECASE)


def transcript_uri(
    agent_id: str, session_id: str, title: str | None = None, *, span: Span | None = None
) -> str:
    """`acp-session:/<agent>/<sessionId>/<label>.acp.md`, or `acp-session:/<agent>/<sessionId>.acp.md`
    without a usable title (every part percent-encoded): the session's newest window. With ``span``,
    the window of those turns (a page, or a part of a page too long for one window):
    `acp-session:/<agent>/<sessionId>/turns-<first>-<last>/<label>.acp.md`. The label only names
    the editor's tab (VS Code shows a path's last segment): documents are resolved by agent,
    session id and span alone."""
    base = f"{TRANSCRIPT_SCHEME}:/{quote(agent_id, safe='')}/{quote(session_id, safe='')}"
    label = title_label(title)
    if span is not None:
        first, last = span
        label = f"{label or 'Session'} (turns {first:,}-{last:,})"  # as the lens writes them
        return f"{base}/turns-{first}-{last}/{quote(label, safe='')}{TRANSCRIPT_SUFFIX}"
    return f"{base}/{quote(label, safe='')}{TRANSCRIPT_SUFFIX}" if label else f"{base}{TRANSCRIPT_SUFFIX}"


def parse_window_uri(uri: str) -> tuple[str, str, Span | None] | None:
    """(agentId, sessionId, span) of a transcript URI (span None: the newest window), whatever its
    label, ending (`.acp.md`, or `.md` from older clients) and query. The extension's tab showing a
    load's progress names the same window: its URI has `?loading` and ends in `…` (spelled or
    encoded), which no language claims. A span lies within one page."""
    prefix = f"{TRANSCRIPT_SCHEME}:/"
    uri = _PROGRESS_ENDING.sub("", uri.partition("?")[0])
    if not uri.startswith(prefix) or not uri.endswith(".md"):
        return None
    path = uri[len(prefix) : -3]
    parts = path.lstrip("/").split("/")
    if parts[-1].endswith(".acp"):
        parts[-1] = parts[-1][:-4]
    span: Span | None = None
    if len(parts) == 4:
        window = _WINDOW_SEGMENT.fullmatch(parts[2])
        if window is None:
            return None
        span = int(window.group(1)), int(window.group(2))
        if span[0] > span[1] or page_of_turn(span[0]) != page_of_turn(span[1]):
            return None  # only the bridge makes these: the turns of a page, or of a part of one
    elif len(parts) not in (2, 3):
        return None
    if not all(parts):
        return None
    return unquote(parts[0]), unquote(parts[1]), span


def parse_transcript_uri(uri: str) -> tuple[str, str] | None:
    """(agentId, sessionId) of a transcript URI, of any of its windows, with or without its label."""
    parsed = parse_window_uri(uri)
    return None if parsed is None else parsed[:2]
