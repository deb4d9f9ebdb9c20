"""Logging for the bridge: stderr, levels by verbosity, and redaction of secrets.

Agent `env` values (API keys, tokens) and MCP header values must never reach a log or a trace, so every
record passes through `Redactor`, which knows the secret values currently configured.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterable
from typing import TextIO

REDACTED = "***"
#: The shortest piece of a secret cut off at the end of a logged line that is blanked out.
PARTIAL_MIN = 3


class Redactor(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self._secrets: tuple[str, ...] = ()

    def set_secrets(self, secrets: Iterable[str]) -> None:
        # Each secret also as Python shows it inside a repr (`%r` of a str or of the bytes of a line).
        forms = set()
        for secret in secrets:
            forms |= {secret, repr(secret)[1:-1], repr(secret.encode("utf-8", "surrogatepass"))[2:-1]}
        # Longest first, so a secret that contains another is replaced whole.
        self._secrets = tuple(sorted({s for s in forms if len(s) >= 4}, key=len, reverse=True))

    def redact(self, text: str) -> str:
        for secret in self._secrets:
            if secret in text:
                text = text.replace(secret, REDACTED)
        return text

    def redact_prefix(self, text: str, limit: int) -> str:
        """The first `limit` characters of `text`, redacted, for a log that shows long text cut: a
        secret the cut splits in two is blanked out as well (the whole-secret match cannot see it)."""
        if len(text) <= limit:
            return self.redact(text)
        head = self.redact(text[:limit])
        for secret in self._secrets:
            for size in range(min(len(secret) - 1, len(head)), PARTIAL_MIN - 1, -1):
                if head.endswith(secret[:size]):
                    return head[:-size] + REDACTED
        return head

    def preview(self, data: bytes | str, limit: int = 200) -> str:
        """A line quoted in a log message: cut, redacted, then escaped (in that order)."""
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
        return ascii(self.redact_prefix(text, limit))

    def filter(self, record: logging.LogRecord) -> bool:
        if self._secrets:
            message = self.redact(record.getMessage())
            record.msg, record.args = message, None
            if record.exc_info and not record.exc_text:
                record.exc_text = logging.Formatter().formatException(record.exc_info)
            if record.exc_text:
                record.exc_text = self.redact(record.exc_text)
        return True


redactor = Redactor()


def configure_logging(*, verbosity: int = 0, stream: TextIO | None = None, level: str | None = None) -> None:
    """0: warnings, 1: info, 2+: debug (or an explicit level name)."""
    if level is None:
        level = "WARNING" if verbosity <= 0 else "INFO" if verbosity == 1 else "DEBUG"
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s", "%H:%M:%S"))
    handler.addFilter(redactor)
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
    # pygls logs every message at INFO: keep it quiet unless it has something to warn about.
    logging.getLogger("pygls").setLevel(logging.WARNING)
