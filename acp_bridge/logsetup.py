"""Logging for the bridge: stderr, levels by verbosity, and redaction of secrets.

Agent `env` values (API keys, tokens) and MCP header values must never reach a log, a trace or a
message for the user, so every record (and every error and trace line quoting an agent) passes
through `Redactor`. Its secrets are those of the current settings (`set_secrets`) plus every value an
agent process still running was given (`hold`): a value removed from the settings stays secret while
an agent that got it runs (it may still echo it).

A secret is blanked out in every spelling an agent or a log can give it (`_char`, one regex for all):
as written; JSON-escaped, whatever the encoder escapes (`\\/`, `\\"`, `\\n`, `\\uXXXX` of any character
in either case, surrogate pairs, escaped again inside JSON up to three times); as Python shows it in a
repr (`\\xNN`, the bytes of a line); percent-encoded in either case (`+` for a space); and any mix of
these. A line cut for a log shows no part of a secret the cut splits.

Values shorter than `MIN_SECRET_CHARS` are not secrets: a one- to three-character value (`1`, `on`,
`dev`) is no credential, and blanking out every occurrence of it in every log line, trace and error
would make them unreadable while hiding nothing (an attacker guesses three characters anyway).
"""

from __future__ import annotations

import logging
import math
import re
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from typing import TextIO

REDACTED = "***"
#: The shortest value redacted (see the module's docstring for why shorter ones are not).
MIN_SECRET_CHARS = 4
#: The most backslashes before an escape: a value JSON-encoded three times has runs of 1, 2, 4 or 8.
_MAX_BACKSLASHES = 8
#: The longest spelling of one character: a 4-byte character as a bytes repr (`\xf0\x9f\x98\x80`),
#: each escape after the most backslashes.
_MAX_CHAR_SPELLING = 4 * (_MAX_BACKSLASHES + 3)
#: One backslash, then up to `_MAX_BACKSLASHES - 1` more (a literal first: see `_Forms.full`).
_BACKSLASHES = rf"\\\\{{0,{_MAX_BACKSLASHES - 1}}}"
_MORE_BACKSLASHES = rf"\\{{1,{_MAX_BACKSLASHES}}}"
#: JSON's (and Python's, for the last three) short escapes of control characters.
_SHORT_ESCAPES = {"\b": "b", "\f": "f", "\n": "n", "\r": "r", "\t": "t"}


def _hex(value: int, width: int) -> str:
    """`value` as `width` hex digits, each letter in either case."""
    return "".join(f"[{d}{d.upper()}]" if d.isalpha() else d for d in f"{value:0{width}x}")


def _escapes(char: str) -> list[str]:
    """The spellings of `char` that follow a run of backslashes (without it)."""
    code = ord(char)
    spellings = []
    if code < 0x80 and char.isprintable() and not char.isalnum():
        spellings.append(re.escape(char))  # `\/`, `\"`, `\\`, `\'` (JSON, repr, JavaScript)
    if char in _SHORT_ESCAPES:
        spellings.append(_SHORT_ESCAPES[char])
    if code < 0x10000:
        spellings.append("u" + _hex(code, 4))
    else:  # JSON: a surrogate pair; Python: \U
        high, low = 0xD800 + ((code - 0x10000) >> 10), 0xDC00 + ((code - 0x10000) & 0x3FF)
        spellings.append("u" + _hex(high, 4) + _MORE_BACKSLASHES + "u" + _hex(low, 4))
        spellings.append("U" + _hex(code, 8))
    if code < 0x100 and not char.isprintable():
        spellings.append("x" + _hex(code, 2))  # a Python repr of a str
    data = char.encode("utf-8", "surrogatepass")
    if len(data) > 1:  # a Python repr of bytes: each byte
        spellings.append(_MORE_BACKSLASHES.join("x" + _hex(byte, 2) for byte in data))
    return spellings


def _as_itself(char: str) -> bool:
    """Whether a backslash before `char` (or its short letter) can spell it."""
    return char in _SHORT_ESCAPES or (ord(char) < 0x80 and char.isprintable() and not char.isalnum())


def _codes(chars: Iterable[str]) -> Iterable[int]:
    """The numbers that a `\\u`, `\\U`, `\\x` or `%` code of a piece of these characters can carry."""
    for char in chars:
        code = ord(char)
        yield code
        if code >= 0x10000:
            yield 0xD800 + ((code - 0x10000) >> 10)
            yield 0xDC00 + ((code - 0x10000) & 0x3FF)
        yield from char.encode("utf-8", "surrogatepass")


_CODE = "u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{2}"
_PERCENT_CODE = re.compile(r"%[0-9a-fA-F]{2}")


def _percent(char: str) -> str:
    return "".join("%" + _hex(byte, 2) for byte in char.encode("utf-8", "surrogatepass"))


def _char(char: str) -> str:
    """Every spelling of one character of a secret."""
    raw = r"\\" if char == "\\" else re.escape(char)
    spellings = [raw, _BACKSLASHES + "(?:" + "|".join(_escapes(char)) + ")", _percent(char)]
    if char == " ":
        spellings.append(r"\+")
    return "(?:" + "|".join(spellings) + ")"


class _Forms:
    """What one set of secrets compiles to; replaced whole when the set changes (readers on other
    threads take one reference and see a consistent state)."""

    __slots__ = ("_full", "backslash", "codes", "longest", "plus", "raw", "secrets")

    def __init__(self, secrets: frozenset[str]) -> None:
        self.secrets = secrets
        #: Longest first, so a secret that contains another is replaced whole.
        self.raw = tuple(sorted(secrets, key=len, reverse=True))
        self.longest = _MAX_CHAR_SPELLING * max((len(s) for s in secrets), default=0)
        # What shows that a spelling other than the plain one may be there: an escape (`\\/`, `\\n`)
        # or a code (`\\u002f`, `%2F`, `\\xc3`) of a character that occurs in a secret. Without one, only
        # the plain spellings can be there, found by `str` search (fast: see `escaped`).
        chars = {c for s in secrets for c in s}
        self.codes = frozenset(_codes(chars))
        itself = "".join(sorted({re.escape(_SHORT_ESCAPES.get(c, c)) for c in chars if _as_itself(c)}))
        self.backslash = re.compile(r"\\(?:" + (f"[{itself}]|" if itself else "") + _CODE + ")")
        self.plus = " " in chars
        self._full: re.Pattern[str] | None = None

    @property
    def full(self) -> re.Pattern[str]:
        """Every spelling of every secret, one regex (compiled on first use: most bridges never see a
        secret escaped). Grouped by the first character's spelling, so that each alternative starts
        with a literal: the regex engine then only tries the positions where one of those is."""
        if self._full is None:
            plain: dict[str, list[str]] = defaultdict(list)
            escaped: list[str] = []
            encoded: list[str] = []
            for secret in self.raw:
                first, rest = secret[0], "".join(_char(c) for c in secret[1:])
                plain[r"\\" if first == "\\" else re.escape(first)].append(rest)
                escaped.append("(?:" + "|".join(_escapes(first)) + ")" + rest)
                encoded.append(_percent(first)[1:] + rest)
            branches = [first + "(?:" + "|".join(rests) + ")" for first, rests in plain.items()]
            branches.append(_BACKSLASHES + "(?:" + "|".join(escaped) + ")")
            branches.append("%(?:" + "|".join(encoded) + ")")
            self._full = re.compile("|".join(branches))
        return self._full

    def escaped(self, text: str) -> bool:
        """Whether `text` may spell a secret otherwise than plainly (see `__init__`)."""
        if "\\" in text:
            for token in set(self.backslash.findall(text)):
                if len(token) == 2 or int(token[2:], 16) in self.codes:
                    return True
        if "%" in text and any(int(code[1:], 16) in self.codes for code in set(_PERCENT_CODE.findall(text))):
            return True
        return self.plus and "+" in text

    def straddling(self, text: str, cut: int) -> int | None:
        """Where a secret that the position `cut` splits in two starts in `text`, if one does."""
        if self.escaped(text):
            for match in self.full.finditer(text):
                if match.start() >= cut:
                    break
                if match.end() > cut:
                    return match.start()
            return None
        starts = [
            found
            for secret in self.raw
            if (found := text.find(secret, max(0, cut - len(secret) + 1), cut + len(secret) - 1)) >= 0
        ]
        return min(starts, default=None)


def _valid(secrets: Iterable[str]) -> frozenset[str]:
    return frozenset(s for s in secrets if isinstance(s, str) and len(s) >= MIN_SECRET_CHARS)


class HeldSecrets:
    """The secrets one agent process was given (its `env`, the MCP servers sent to it): redacted
    until `release()` (when that process is gone), whatever the settings say meanwhile."""

    def __init__(self, redactor: Redactor) -> None:
        self._redactor = redactor
        self.values: frozenset[str] = frozenset()
        self.released = False

    def add(self, secrets: Iterable[str]) -> None:
        new = _valid(secrets) - self.values
        if new and not self.released:
            self.values |= new
            self._redactor._rebuild()

    def release(self, after: float = 0.0) -> None:
        """Forgets the secrets now, or `after` seconds from now: what is made of a process's last
        words (its exit description, in errors and states) is written a moment after it ends. A
        released hold takes no more secrets."""
        if not self.released:
            self.released = True
            self._redactor._release(self, after)


class Redactor(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self._configured: frozenset[str] = frozenset()
        self._holds: set[HeldSecrets] = set()
        #: Holds released with a delay, and when they go (`time.monotonic()`); the first of them.
        self._expiring: dict[HeldSecrets, float] = {}
        self._next_expiry = math.inf
        self._forms = _Forms(frozenset())

    @property
    def secrets(self) -> frozenset[str]:
        """Every value redacted now: the settings' and those held by agent processes."""
        return self._current().secrets

    def set_secrets(self, secrets: Iterable[str]) -> None:
        """The secrets of the current settings (values as configured; `_Forms` spells them)."""
        self._configured = _valid(secrets)
        self._rebuild()

    def hold(self, secrets: Iterable[str] = ()) -> HeldSecrets:
        """Secrets given to an agent process, redacted until the returned hold is released."""
        held = HeldSecrets(self)
        self._holds.add(held)
        held.add(secrets)
        return held

    def _release(self, held: HeldSecrets, after: float) -> None:
        if after > 0:
            self._expiring[held] = time.monotonic() + after
            self._next_expiry = min(self._expiring.values())
            return
        self._holds.discard(held)
        self._rebuild()

    def _current(self) -> _Forms:
        """The forms to use now, once the holds whose time is up are gone (checked on use: no timer)."""
        if self._next_expiry <= time.monotonic():
            now = time.monotonic()
            for held, at in list(self._expiring.items()):
                if at <= now:  # (pop: a worker thread's log record may get here at the same time)
                    self._expiring.pop(held, None)
                    self._holds.discard(held)
            self._next_expiry = min(self._expiring.values(), default=math.inf)
            self._rebuild()
        return self._forms

    def _rebuild(self) -> None:
        wanted = self._configured.union(*(held.values for held in self._holds))
        if wanted != self._forms.secrets:
            self._forms = _Forms(wanted)

    def redact(self, text: str) -> str:
        forms = self._current()
        if not forms.raw:
            return text
        if forms.escaped(text):
            return forms.full.sub(REDACTED, text)
        for secret in forms.raw:
            if secret in text:
                text = text.replace(secret, REDACTED)
        return text

    def redact_prefix(self, text: str, limit: int) -> str:
        """The first `limit` characters of `text`, redacted, for a log that shows long text cut: a
        secret the cut splits in two is blanked out as well (the whole-secret match cannot see it)."""
        if len(text) <= limit:
            return self.redact(text)
        forms = self._current()
        if not forms.raw:
            return text[:limit]
        window = text[: limit + forms.longest]
        start = forms.straddling(window, limit)
        if start is not None:
            return self.redact(window[:start]) + REDACTED
        return self.redact(text[:limit])

    def preview(self, data: bytes | str, limit: int = 200) -> str:
        """A line quoted in a log message: cut, redacted, then escaped (in that order)."""
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
        return ascii(self.redact_prefix(text, limit))

    def filter(self, record: logging.LogRecord) -> bool:
        if self._current().raw:
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
