"""Display titles and `updatedAt` parsing (ARCHITECTURE rule 6)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_bridge.sessions.titles import display_title, parse_updated_at, sanitize_label

SESSION = "sess_0123456789abcdef"


# -- fallback order -------------------------------------------------------------------------------


def test_agent_title_wins() -> None:
    assert display_title("Fix the login bug", "please fix it", SESSION) == "Fix the login bug"


@pytest.mark.parametrize("title", [None, "", "   ", "\n\t", "\u202e\u200b"])
def test_missing_or_invisible_title_falls_back_to_first_prompt(title: str | None) -> None:
    assert display_title(title, "Why does the build fail?", SESSION) == "Why does the build fail?"


@pytest.mark.parametrize("prompt", [None, "", "  \n "])
def test_without_title_or_prompt_the_short_id_is_shown(prompt: str | None) -> None:
    assert display_title(None, prompt, SESSION) == "sess_012"


def test_an_empty_session_id_still_gives_a_label() -> None:
    assert display_title(None, None, "") == "untitled"


# -- one clean line -------------------------------------------------------------------------------


def test_multi_line_prompt_becomes_one_line() -> None:
    assert (
        display_title(None, "First line\n\nsecond\tline\r\nthird", SESSION) == "First line second line third"
    )


def test_bidi_overrides_and_zero_width_characters_are_removed() -> None:
    sneaky = "inv\u202eoice\u2066 \u200bpdf\u200f.exe\u061c\ufeff"
    assert display_title(sneaky, None, SESSION) == "invoice pdf.exe"


def test_control_characters_are_removed() -> None:
    assert sanitize_label("a\x00b\x07c\x1b[31md\x7f\x85e\x9b", 80) == "abcd e"


def test_long_titles_are_cut_with_an_ellipsis() -> None:
    title = display_title("word " * 40, None, SESSION, max_len=20)
    assert len(title) <= 20
    assert title.endswith("…")
    assert title.startswith("word word")


def test_title_of_exactly_max_len_is_not_cut() -> None:
    assert display_title("x" * 80, None, SESSION) == "x" * 80


@given(st.text(), st.integers(min_value=1, max_value=200))
def test_labels_are_always_one_visible_line_within_the_limit(text: str, max_len: int) -> None:
    label = sanitize_label(text, max_len)
    assert len(label) <= max_len
    assert label == label.strip()
    assert "  " not in label
    forbidden = set("\n\r\t\x0b\x0c\x85\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
    forbidden |= {"\u200b", "\u200e", "\u200f", "\u061c", "\ufeff"}
    assert not forbidden & set(label)
    assert not any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in label)


# -- updatedAt -------------------------------------------------------------------------------------

NOON = datetime(2025, 3, 1, 12, 0, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    "value",
    [
        "2025-03-01T12:00:00Z",
        "2025-03-01T12:00:00z",
        "2025-03-01T12:00:00+00:00",
        "2025-03-01T12:00:00.000Z",
        "2025-03-01T14:00:00+02:00",
        "2025-03-01T07:00:00-0500",
        "2025-03-01T13:00:00+01",
        "2025-03-01T12:00:00",  # no zone (fast-agent): UTC
        "2025-03-01 12:00:00",
        "2025-03-01 12:00:00 UTC",
        "  2025-03-01T12:00:00Z  ",
        1740830400,
        1740830400.0,
        1740830400000,  # milliseconds
        "1740830400",
        "1740830400000",
    ],
)
def test_every_form_agents_send_parses_to_the_same_utc_time(value: object) -> None:
    parsed = parse_updated_at(value)
    assert parsed == NOON
    assert parsed is not None and parsed.tzinfo is UTC


def test_fractional_seconds_of_any_length() -> None:
    assert parse_updated_at("2025-03-01T12:00:00.5Z") == NOON.replace(microsecond=500000)
    assert parse_updated_at("2025-03-01T12:00:00.123456789Z") == NOON.replace(microsecond=123456)
    assert parse_updated_at("2025-03-01T12:00:00,25+00:00") == NOON.replace(microsecond=250000)


def test_date_only_is_midnight_utc() -> None:
    assert parse_updated_at("2025-03-01") == datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    "value",
    [
        None,
        "",
        "yesterday",
        "2025-13-01T00:00:00Z",
        "2025-02-30",
        "2025-03-01T25:00:00Z",
        "2025-03-01T12:00:00+25:00",
        True,
        float("nan"),
        float("inf"),
        1e300,
        [],
        {},
        "12abc",
        "1e400",
    ],
)
def test_garbage_is_none(value: object) -> None:
    assert parse_updated_at(value) is None


@given(st.one_of(st.text(), st.integers(), st.floats(), st.none(), st.booleans()))
def test_parse_updated_at_never_raises(value: object) -> None:
    parsed = parse_updated_at(value)
    assert parsed is None or parsed.tzinfo is not None
