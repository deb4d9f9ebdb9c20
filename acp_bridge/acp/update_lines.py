"""`session/update` lines that carry one plain text chunk, recognised before any JSON is parsed.

Two thirds of a replay's lines are message, thought and prompt chunks. Read the general way, each is
parsed into four dicts and five strings, routed, looked up field by field and freed again. The
reader offers each line to :data:`c_text_chunk` first (the C extension ``_update_line.c``, when the
compiled modules are in use): for a line in the one exact shape of a text chunk it returns the four
values that matter, which go to the transcript by a path of their own
(`UpdateRouter.route_text_chunk`); any other line, or one it is not sure of, goes the general way.

:func:`text_chunk` is the definition the C is held to (tests/unit/test_update_line.py): the C may
decline a line the definition accepts (a key written with escapes, a key twice), never the reverse,
and never reads one differently.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import orjson

from .. import native

#: (sessionId, sessionUpdate, messageId or None, text)
TextChunk = tuple[str, str, str | None, str]

CHUNK_KINDS: Final = frozenset({"agent_message_chunk", "agent_thought_chunk", "user_message_chunk"})

_UPDATE_LINE: Final = native.extension("acp_bridge.acp._update_line")
c_text_chunk: Final[Callable[[bytes], TextChunk | None] | None] = (
    None if _UPDATE_LINE is None else _UPDATE_LINE.text_chunk
)


def text_chunk(line: bytes) -> TextChunk | None:
    """The chunk a line carries, when the line is exactly a `session/update` notification of a text
    chunk: ``{"jsonrpc": "2.0", "method": "session/update", "params": {"sessionId": S, "update":
    {"sessionUpdate": K, "messageId": M, "content": {"type": "text", "text": T}}}}`` with K a chunk
    kind, S and T strings and M a string, null or absent, and nothing else; otherwise None."""
    try:
        message = orjson.loads(line)
    except orjson.JSONDecodeError:
        return None
    if not _exact(message, {"jsonrpc", "method", "params"}):
        return None
    if message["jsonrpc"] != "2.0" or message["method"] != "session/update":
        return None
    params = message["params"]
    if not _exact(params, {"sessionId", "update"}):
        return None
    session_id, update = params["sessionId"], params["update"]
    if not isinstance(session_id, str) or not isinstance(update, dict):
        return None
    keys = update.keys()
    if keys != {"sessionUpdate", "content"} and keys != {"sessionUpdate", "content", "messageId"}:
        return None
    kind, message_id, content = update["sessionUpdate"], update.get("messageId"), update["content"]
    if not isinstance(kind, str) or kind not in CHUNK_KINDS:
        return None
    if not (message_id is None or isinstance(message_id, str)):
        return None
    if not _exact(content, {"type", "text"}) or content["type"] != "text":
        return None
    text = content["text"]
    if not isinstance(text, str):
        return None
    return session_id, kind, message_id, text


def _exact(value: Any, keys: set[str]) -> bool:
    return isinstance(value, dict) and value.keys() == keys


def text_chunk_update(kind: str, message_id: str | None, text: str) -> dict[str, Any]:
    """The ``update`` object such a chunk stands for (for the sinks that only take whole updates)."""
    update: dict[str, Any] = {"sessionUpdate": kind, "content": {"type": "text", "text": text}}
    if message_id is not None:
        update["messageId"] = message_id
    return update
