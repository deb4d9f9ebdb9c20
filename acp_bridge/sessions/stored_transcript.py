"""A transcript shown from the local history when its agent cannot replay it (down, or no load).

The history keeps only plain text (messages, thoughts and tool-call titles, one entry a line, without
who said what), so this is a read-only reading copy, not a transcript: a header says so, and the
text is agent text like any other (escaped prose, the agent's own code fences kept as fences).
"""

from __future__ import annotations

from ..plain_text import single_line
from .history_search import HistoryMeta
from .message_markdown import prose_markdown
from .sanitize import escape_prose, heading_text


def render_stored(meta: HistoryMeta, text: str, *, title: str, reason: str) -> str:
    saved_time = meta.saved_time
    saved = saved_time.strftime("%Y-%m-%d %H:%M UTC") if saved_time else "earlier"
    lines = [
        f"# {heading_text(single_line(title)) or 'Session'}",
        "",
        f"> **Read-only copy from this machine's history** (saved {saved}). "
        f"{escape_prose(single_line(reason))}.",
        "> Only the text of messages, thoughts and tool-call titles is kept, without who said what.",
        "",
    ]
    body = prose_markdown(text)
    lines.append(body if body.strip() else "_Nothing of this session's text is stored._")
    return "\n".join(lines) + "\n"
