"""Agent-owned display terminals (protocol 2): the state of one, by ``terminalId``.

A terminal is only ever shown inside the tool calls whose content embeds it
(``{"type": "terminal", "terminalId": ...}``, the same reference in both protocols). Its state comes
from ``terminal_update`` (an upsert: ``command``, ``cwd``, ``exitStatus`` and ``_meta`` are patch
fields, omitted = unchanged, ``null`` = cleared; ``output`` is a snapshot that replaces every byte so
far) and ``terminal_output_chunk`` (independently base64-encoded bytes, appended in order). Either may
come before or after the tool call that embeds the terminal. A malformed field is treated as absent.

Output is bounded: only the last :data:`OUTPUT_LIMIT` bytes are kept, and the number of bytes cut
from the front is counted so the transcript can say so. Appending is amortised O(chunk): the buffer
is trimmed when it reaches twice the limit, and reads take the last ``limit`` bytes.
"""

from __future__ import annotations

import base64
import binascii
import codecs
from typing import Any

from msgspec import UNSET

from ..acp.updates import TerminalUpdate
from .wire_values import Json, count_of

#: The most output bytes kept (and shown) per terminal: the last ones.
OUTPUT_LIMIT = 1 << 20


def decode_base64(data: Any) -> bytes | None:
    """The bytes of a base64 string (RFC 4648, padded, nothing else in it); None if it is not one."""
    if not isinstance(data, str):
        return None
    try:
        return base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        return None


class TerminalState:
    __slots__ = ("_buffer", "command", "cwd", "dropped", "exit_status", "limit", "meta", "terminal_id")

    def __init__(self, terminal_id: str, limit: int = OUTPUT_LIMIT) -> None:
        self.terminal_id = terminal_id
        self.command: str | None = None
        self.cwd: str | None = None
        self.exit_status: Json | None = None  # a concrete object: the terminal has exited
        self.meta: Json | None = None
        self.limit = limit
        self.dropped = 0  # bytes trimmed from the buffer's front
        self._buffer = bytearray()

    # -- updates ---------------------------------------------------------------------------------

    def patch(self, update: TerminalUpdate) -> None:
        """Applies a ``terminal_update``: present fields replace (``null`` clears), others stay."""
        if update.command is not UNSET:
            self.command = update.command
        if update.cwd is not UNSET:
            self.cwd = update.cwd
        if update.exit_status is not UNSET:
            self.exit_status = update.exit_status
        if update.meta is not UNSET:
            self.meta = update.meta
        output = update.output
        if output is None:
            self.replace(b"")
        elif output is not UNSET and (data := decode_base64(output.get("data"))) is not None:
            self.replace(data)

    def replace(self, data: bytes) -> None:
        self._buffer = bytearray(data)
        self.dropped = 0
        self._trim()

    def append(self, data: bytes) -> None:
        self._buffer += data
        self._trim()

    def _trim(self) -> None:
        excess = len(self._buffer) - self.limit
        if excess > self.limit:  # amortised: trim only at twice the limit
            del self._buffer[:excess]
            self.dropped += excess

    # -- reading ---------------------------------------------------------------------------------

    @property
    def output(self) -> bytes:
        """The kept output: the last ``limit`` bytes."""
        buffer = self._buffer
        return bytes(buffer[-self.limit :]) if len(buffer) > self.limit else bytes(buffer)

    @property
    def cut(self) -> int:
        """How many bytes of output are not kept (cut from the front)."""
        return self.dropped + max(0, len(self._buffer) - self.limit)

    @property
    def exited(self) -> bool:
        return self.exit_status is not None

    @property
    def is_blank(self) -> bool:
        """Nothing known but the id (a reference no update has filled in)."""
        return not (self.command or self._buffer or self.dropped or self.exit_status is not None)

    def text(self) -> str:
        """The output as text: UTF-8 (invalid bytes replaced). A code point cut at the front is
        dropped, and one split at the end of a still running terminal waits for its next chunk."""
        data = self.output
        start = 0
        if self.cut:
            while start < min(3, len(data)) and 0x80 <= data[start] < 0xC0:
                start += 1
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        return decoder.decode(data[start:], final=self.exited)

    def exit_text(self) -> str | None:
        """"exit code 1", "killed by SIGTERM", "exited"; None while running."""
        status = self.exit_status
        if status is None:
            return None
        code, signal = count_of(status.get("exitCode")), status.get("signal")
        if code is not None:
            return f"exit code {code}"
        if isinstance(signal, str) and signal.strip():
            return f"killed by {signal}"
        return "exited"

    def to_json(self) -> Json:
        return {"terminalId": self.terminal_id, "command": self.command, "cwd": self.cwd,
                "exitStatus": self.exit_status, "output": self.text(), "outputCut": self.cut}
