"""Golden cases of `session_page.read_session`: a field is found under its Python name too (as
pydantic's ``populate_by_name`` found it), the wire name winning when both are present, and each row
holds a list of its own for ``additionalDirectories``."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from acp_bridge.acp.session_page import read_session


@pytest.mark.parametrize(
    ("raw", "row"),
    [
        ({"session_id": "s9"}, ("s9", None, None, None, [], None)),
        ({"sessionId": "s1", "updated_at": 3}, ("s1", None, None, datetime(1970, 1, 1, 0, 0, 3, tzinfo=UTC),
                                                 [], None)),
        ({"sessionId": "s1", "additional_directories": ["/a", 2]}, ("s1", None, None, None, ["/a"], None)),
        ({"sessionId": "s1", "meta": {"k": 1}}, ("s1", None, None, None, [], {"k": 1})),
        ({"sessionId": "s1", "other": 1, 7: "x"}, ("s1", None, None, None, [], None)),  # unknown keys
    ],
)
def test_a_field_is_found_under_its_python_name(raw: dict[Any, Any], row: tuple[Any, ...]) -> None:
    assert read_session(raw) == row


def test_the_wire_name_wins_when_both_are_present() -> None:
    raw = {"session_id": "s2", "sessionId": "s1", "updatedAt": "2026-09-21T14:13:20Z", "updated_at": 3,
           "additionalDirectories": ["/wire"], "additional_directories": ["/python"],
           "_meta": {"wire": 1}, "meta": {"python": 1}}
    assert read_session(raw) == (
        "s1", None, None, datetime(2026, 9, 21, 14, 13, 20, tzinfo=UTC), ["/wire"], {"wire": 1}
    )
    # A wire value that reads as absent still wins: the Python name is not looked at.
    assert read_session({"sessionId": "s1", "_meta": "m", "meta": {"k": 1}}) == (
        "s1", None, None, None, [], None
    )
    assert read_session({"sessionId": 5, "session_id": "s2"}) is None


def test_the_directories_are_a_list_of_the_rows_own() -> None:
    directories = ["/a", "/b"]
    row = read_session({"sessionId": "s1", "additionalDirectories": directories})
    assert row is not None and row[4] == directories and row[4] is not directories
