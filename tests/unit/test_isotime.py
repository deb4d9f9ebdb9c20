"""Golden cases of the timestamps in `sessions/titles.py`: `parse_updated_at` on ISO 8601 text at the
edges of its fields, and `iso_utc`, which writes a time as the editor and the stores get it.

Agents' `updatedAt` values are untrusted text: a time near the usual shape (fields in and out of
range, every separator and zone agents use or get wrong, fractions of any length, stray spaces,
non-ASCII digits) is read as an aware time in `UTC` (the same zone object) or not at all. A time
`iso_utc` writes is read back as the same instant."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge.sessions.titles import iso_utc, parse_updated_at


def _two(low: int, high: int) -> st.SearchStrategy[str]:
    return st.integers(low, high).map(lambda n: f"{n:02d}")


#: Timestamps near the usual shape: fields in and out of range, every separator and zone agents use
#: or get wrong, fractions of any length, stray spaces and non-ASCII digits.
_NEAR_ISO = st.builds(
    lambda y, mo, d, t, h, mi, s, frac, zone, pad: f"{pad}{y}-{mo}-{d}{t}{h}:{mi}:{s}{frac}{zone}",
    st.one_of(st.integers(0, 9999).map(lambda n: f"{n:04d}"), st.sampled_from(["2026", "202", "١٢٣٤"])),
    _two(0, 13),
    _two(0, 32),
    st.sampled_from(["T", "T", "T", "t", " ", "_"]),
    _two(0, 25),
    _two(0, 61),
    _two(0, 61),
    st.one_of(st.just(""), st.builds(lambda sep, ds: sep + ds, st.sampled_from([".", ","]),
                                     st.text("0123456789", max_size=12))),
    st.sampled_from(
        ["Z", "+00:00"] * 4 + ["z", "-00:00", "+0000", "+01:00", "UTC", "", "Z ", "+00:00x", "ZZ"]
    ),
    st.sampled_from(["", "", "", " "]),
)


@settings(max_examples=400)
@given(st.one_of(_NEAR_ISO, _NEAR_ISO, st.text(max_size=40)))
@example("2026-09-21T14:13:20Z")
@example("2024-02-29T23:59:59.9999999+00:00")
def test_a_time_near_the_usual_shape_is_utc_or_none(text: str) -> None:
    parsed = parse_updated_at(text)
    assert parsed is None or parsed.tzinfo is UTC


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2026-09-21T14:13:20Z", datetime(2026, 9, 21, 14, 13, 20, tzinfo=UTC)),
        ("2026-09-21T14:13:20.1234567+00:00", datetime(2026, 9, 21, 14, 13, 20, 123456, tzinfo=UTC)),
        ("2024-02-29T23:59:59.9999999+00:00", datetime(2024, 2, 29, 23, 59, 59, 999999, tzinfo=UTC)),  # cut
        ("0001-01-01T00:00:00Z", datetime(1, 1, 1, tzinfo=UTC)),
        (17, datetime(1970, 1, 1, 0, 0, 17, tzinfo=UTC)),
        ("2023-02-29T00:00:00Z", None),  # not a leap year
        ("2026-09-21T24:00:00Z", None),
        (b"2026-09-21T14:13:20Z", None),  # bytes are not text
    ],
)
def test_times_at_the_edges_of_their_fields(value: object, expected: datetime | None) -> None:
    parsed = parse_updated_at(value)
    assert parsed == expected
    assert parsed is None or parsed.tzinfo is UTC


@pytest.mark.parametrize(
    ("moment", "written"),
    [
        (datetime(2026, 9, 21, 14, 13, 20, tzinfo=UTC), "2026-09-21T14:13:20Z"),
        (datetime(2026, 9, 21, 14, 13, 20, 1, tzinfo=UTC), "2026-09-21T14:13:20.000001Z"),
        (datetime(1, 1, 1, tzinfo=UTC), "0001-01-01T00:00:00Z"),
        (datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC), "9999-12-31T23:59:59.999999Z"),
        (datetime(2026, 9, 21, 16, 13, 20, tzinfo=timezone(timedelta(hours=2))), "2026-09-21T14:13:20Z"),
        (datetime(2026, 9, 21, 14, 13, 20), "2026-09-21T14:13:20Z"),  # no zone: UTC, as times are read
        (datetime(1, 1, 1), "0001-01-01T00:00:00Z"),
    ],
)
def test_iso_utc(moment: datetime, written: str) -> None:
    assert iso_utc(moment) == written


@given(st.datetimes(timezones=st.just(UTC)))
@example(datetime(1, 1, 1, tzinfo=UTC))
@example(datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC))
def test_a_written_time_is_read_back_as_the_same_instant(moment: datetime) -> None:
    assert parse_updated_at(iso_utc(moment)) == moment
