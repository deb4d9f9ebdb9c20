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


class Redactor(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self._secrets: tuple[str, ...] = ()

    def set_secrets(self, secrets: Iterable[str]) -> None:
        # Longest first, so a secret that contains another is replaced whole.
        self._secrets = tuple(sorted({s for s in secrets if len(s) >= 4}, key=len, reverse=True))

    def redact(self, text: str) -> str:
        for secret in self._secrets:
            if secret in text:
                text = text.replace(secret, REDACTED)
        return text

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
