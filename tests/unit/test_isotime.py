"""The C timestamp reader (`acp_bridge/sessions/_isotime.c`) is its Python definition, `titles._from_iso`.

Agents' `updatedAt` values are untrusted text: the C reads one shape and must give exactly what the
Python gives for it (the same instant, the same `UTC` zone object), and None for everything else,
which the Python then reads. On the sources (``ACP_BRIDGE_PURE_PYTHON=1``) the extension is not used
and these tests do not apply."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from acp_bridge.sessions import titles

from .c_extensions import require_current_build

require_current_build()

from acp_bridge.sessions import _isotime  # noqa: E402 (after the check above)


def _two(low: int, high: int) -> st.SearchStrategy[str]:
    return st.integers(low, high).map(lambda n: f"{n:02d}")


#: Timestamps near the accepted shape: fields in and out of range, every separator and zone agents
#: use or get wrong, fractions of any length, stray spaces and non-ASCII digits.
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
@example("2023-02-29T00:00:00Z")
@example("0001-01-01T00:00:00Z")
@example("2026-09-21T14:13:20.Z")
def test_the_c_reader_equals_the_python_or_declines(text: str) -> None:
    parsed = _isotime.utc_timestamp(text)
    if parsed is None:
        return
    expected = titles._from_iso(text.strip())
    assert parsed == expected
    assert parsed.tzinfo is UTC
    assert (parsed.year, parsed.microsecond) == (expected.year, expected.microsecond)  # type: ignore[union-attr]


def test_the_shape_agents_send_is_read_in_c() -> None:
    assert _isotime.utc_timestamp("2026-09-21T14:13:20Z") == datetime(2026, 9, 21, 14, 13, 20, tzinfo=UTC)
    assert _isotime.utc_timestamp("2026-09-21T14:13:20.1234567+00:00") == datetime(
        2026, 9, 21, 14, 13, 20, 123456, tzinfo=UTC
    )


@pytest.mark.parametrize("text", ["2026-09-21T14:13:20", "2026-09-21T14:13:20+01:00", " 2026-09-21T14:13:20Z",
                                  "2026-09-21", "1758464000", "2026-13-01T00:00:00Z", "2026-09-21T24:00:00Z"])
def test_every_other_shape_is_left_to_the_python(text: str) -> None:
    assert _isotime.utc_timestamp(text) is None


@pytest.mark.parametrize("value", [None, 17, b"2026-09-21T14:13:20Z"])
def test_what_is_not_text_is_declined(value: object) -> None:
    assert _isotime.utc_timestamp(value) is None  # type: ignore[arg-type]


@given(st.datetimes(timezones=st.just(UTC)))
@example(datetime(1, 1, 1, tzinfo=UTC))
@example(datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC))
@example(datetime(2026, 9, 21, 14, 13, 20, 1, tzinfo=UTC))
def test_a_utc_time_is_written_as_the_python_writes_it(moment: datetime) -> None:
    expected = moment.astimezone(UTC).isoformat().replace("+00:00", "Z")
    assert _isotime.iso_utc(moment) == expected
    assert titles.parse_updated_at(expected) == moment  # and read back to the same instant


def test_other_zones_naive_times_and_subclasses_are_left_to_the_python() -> None:
    class Moment(datetime):
        pass

    paris = timezone(timedelta(hours=2))
    for moment in (datetime(2026, 9, 21, 16, 13, 20, tzinfo=paris), datetime(2026, 9, 21, 14, 13, 20),
                   Moment(2026, 9, 21, 14, 13, 20, tzinfo=UTC), "2026-09-21T14:13:20Z", None):
        assert _isotime.iso_utc(moment) is None  # type: ignore[arg-type]
    assert titles.iso_utc(datetime(2026, 9, 21, 16, 13, 20, tzinfo=paris)) == "2026-09-21T14:13:20Z"
