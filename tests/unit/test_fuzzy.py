"""The switcher's fuzzy search and id-prefix resolution."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from acp_bridge.sessions.fuzzy import fuzzy_find, resolve_prefix
from acp_bridge.sessions.records import SessionRecord

NOW = datetime(2026, 11, 22, tzinfo=UTC)


def rec(
    session_id: str, title: str | None = None, cwd: str = "/w", prompt: str | None = None, age_h: int = 0
) -> SessionRecord:
    return SessionRecord(
        "a", session_id, cwd=cwd, title=title, first_prompt=prompt, updated_at=NOW - timedelta(hours=age_h)
    )


RECORDS = [
    rec("s-001", "Fix flaky upload test", age_h=5),
    rec("s-002", "Refactor the parser", age_h=1),
    rec("s-003", None, prompt="Why does upload fail on Windows?", age_h=2),
    rec("x-999", "Add dark mode", cwd="/home/me/frontend", age_h=30),
]


def titles(query: str) -> list[str]:
    return [m.record.display_title for m in fuzzy_find(RECORDS, query)]


def test_contiguous_title_match_ranks_first() -> None:
    assert titles("upload")[0] == "Fix flaky upload test"
    assert "Why does upload fail on Windows?" in titles("upload")


def test_subsequence_matches() -> None:
    assert titles("fxflk") == ["Fix flaky upload test"]


def test_matches_id_cwd_and_first_prompt() -> None:
    assert titles("x-99") == ["Add dark mode"]
    assert titles("frontend") == ["Add dark mode"]
    assert titles("windows") == ["Why does upload fail on Windows?"]


def test_every_term_must_match() -> None:
    assert titles("upload windows") == ["Why does upload fail on Windows?"]
    assert titles("upload zebra") == []


def test_empty_query_lists_newest_first() -> None:
    assert titles("")[:2] == ["Refactor the parser", "Why does upload fail on Windows?"]


def test_prefix_resolution_returns_every_match_and_exact_wins() -> None:
    assert [r.session_id for r in resolve_prefix(RECORDS, "s-00")] == ["s-001", "s-002", "s-003"]
    assert [r.session_id for r in resolve_prefix(RECORDS, "s-002")] == ["s-002"]
    assert resolve_prefix(RECORDS, "nope") == []
    assert resolve_prefix(RECORDS, "") == [] and resolve_prefix(RECORDS, "  ") == []
