"""The schema's leniency for `session/list` answers, applied inside pydantic-core (acp/schema.py):
a malformed optional field reads as absent, an invalid session is skipped (and said so in the log),
and nothing of a good session is lost."""

from __future__ import annotations

import logging

import pytest

from acp_bridge.acp.schema import ListSessionsResult


def page(*sessions: object, **fields: object) -> ListSessionsResult:
    return ListSessionsResult.model_validate({"sessions": list(sessions), **fields})


def test_a_well_formed_page_keeps_every_field_and_unknown_ones() -> None:
    result = page(
        {"sessionId": "s1", "cwd": "/w", "title": "Fix it", "updatedAt": "2026-01-01T00:00:00Z",
         "additionalDirectories": ["/lib"], "_meta": {"k": 1}, "futureField": [1, 2]},
        nextCursor="c2",
    )
    (info,) = result.sessions
    assert (info.session_id, info.cwd, info.title) == ("s1", "/w", "Fix it")
    assert info.updated_at == "2026-01-01T00:00:00Z"
    assert info.additional_directories == ["/lib"] and info.meta == {"k": 1}
    assert info.model_extra == {"futureField": [1, 2]}
    assert result.next_cursor == "c2"


def test_malformed_optional_fields_read_as_absent() -> None:
    (info,) = page({"sessionId": "s1", "cwd": 3, "title": ["t"], "_meta": "m",
                    "additionalDirectories": ["/a", 2, None, "/b"]}).sessions
    assert (info.cwd, info.title, info.meta) == (None, None, None)
    assert info.additional_directories == ["/a", "/b"]  # only the bad items go
    (other,) = page({"sessionId": "s2", "additionalDirectories": "/a"}).sessions
    assert other.additional_directories == []


def test_no_json_type_is_coerced() -> None:
    (info,) = page({"sessionId": "s1", "cwd": b"/w", "title": 12}).sessions
    assert (info.cwd, info.title) == (None, None)


def test_invalid_sessions_are_skipped_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="acp_bridge.acp.schema")
    result = page({"sessionId": "ok"}, {"cwd": "/w"}, {"sessionId": ""}, {"sessionId": 5}, "junk", None,
                  {"sessionId": "ok2", "title": 3})
    assert [s.session_id for s in result.sessions] == ["ok", "ok2"]
    assert result.sessions[1].title is None
    skipped = [r for r in caplog.records if "skipped an invalid SessionInfo" in r.getMessage()]
    assert len(skipped) == 5


def test_a_page_that_is_not_a_list_is_empty() -> None:
    assert page().sessions == []
    assert ListSessionsResult.model_validate({"sessions": {"sessionId": "s1"}}).sessions == []
    assert ListSessionsResult.model_validate({}).sessions == []


def test_defaults_are_not_shared_between_sessions() -> None:
    first, second = page({"sessionId": "a", "additionalDirectories": 1}, {"sessionId": "b"}).sessions
    first.additional_directories.append("/x")
    assert second.additional_directories == []
