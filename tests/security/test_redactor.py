"""`logsetup.Redactor` at the unit level: secrets in every form a log can show them, whole or cut."""

from __future__ import annotations

import pytest

from acp_bridge.logsetup import REDACTED, Redactor

SECRET = 'tok-Ünï"\\-0123456789'


@pytest.fixture
def redactor() -> Redactor:
    redactor = Redactor()
    redactor.set_secrets([SECRET])
    return redactor


def test_the_secret_is_blanked_out_raw_and_as_python_shows_it(redactor: Redactor) -> None:
    for shown in (SECRET, repr(SECRET)[1:-1], repr(SECRET.encode())[2:-1]):
        assert redactor.redact(f"before {shown} after") == f"before {REDACTED} after"


@pytest.mark.parametrize("cut", range(1, len(SECRET)))
def test_a_line_cut_inside_the_secret_shows_no_part_of_it(redactor: Redactor, cut: int) -> None:
    line = "x" * 50 + SECRET + "tail"
    shown = redactor.redact_prefix(line, 50 + cut)
    assert shown.startswith("x" * 50)
    if cut >= 3:
        assert shown == "x" * 50 + REDACTED
    assert SECRET[: max(cut, 3)] not in shown


def test_a_short_line_and_a_cut_elsewhere_are_left_alone(redactor: Redactor) -> None:
    assert redactor.redact_prefix("short", 100) == "short"
    assert redactor.redact_prefix("abcdefghij", 5) == "abcde"


def test_a_preview_is_cut_redacted_then_escaped(redactor: Redactor) -> None:
    data = ("\x1b[31m" + SECRET + " " + "y" * 300).encode()
    preview = redactor.preview(data, 200)
    assert REDACTED in preview and "tok-" not in preview
    assert "\x1b" not in preview and preview.isascii()
