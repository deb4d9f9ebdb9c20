"""Local title overrides (sessions/store.py): kept across restarts, written whole (never half a file)."""

from __future__ import annotations

from pathlib import Path

from acp_bridge.sessions.store import LocalTitles


def test_titles_survive_a_restart_and_clearing_one_forgets_it(tmp_path: Path) -> None:
    path = tmp_path / "data" / "titles.json"
    titles = LocalTitles(path)
    titles.set("demo", "s1", "Mine “quoted”")
    titles.set("demo", "s2", "Other")
    titles.set("demo", "s2", None)
    assert LocalTitles(path).for_agent("demo") == {"s1": "Mine “quoted”"}
    assert [p.name for p in path.parent.iterdir()] == ["titles.json"], "no temporary file is left"


def test_a_file_that_cannot_be_written_keeps_the_title_for_this_run(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    titles = LocalTitles(blocker / "titles.json")
    titles.set("demo", "s1", "Mine")
    assert titles.for_agent("demo") == {"s1": "Mine"}
