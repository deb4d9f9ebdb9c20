"""What every real agent must give through the acp-bridge CLI; each test_<agent>.py subclasses it.

A subclass sets AGENT (the agents.py name), SESSION_KEYS (the conversations its store holds, so
`session_key` is parametrized per session) and CAPABILITIES (what `doctor` must report), and provides a
module-scoped `fab` fixture (the fabricated store). One CLI run starts the agent once: a few seconds.
"""

from __future__ import annotations

import json
import re
from datetime import timedelta
from typing import ClassVar

from interop.agents import ExpectedSession, FabricatedAgent
from interop.clirun import (
    explain,
    feature_line,
    list_json,
    no_complete_transcript,
    no_traceback,
    parse_time,
    replayed,
    run_cli,
    says_yes,
    show_json,
)

# doctor's feature table: capability -> the method or field name on its line
DOCTOR_ROWS = {
    "list": "session/list",
    "load": "session/load",
    "resume": "session/resume",
    "close": "session/close",
    "delete": "session/delete",
    "fork": "session/fork",
    "additionalDirectories": "additionalDirectories",
}


def assert_listed(listed: list[dict[str, object]], expected: list[ExpectedSession]) -> None:
    ids = [s["sessionId"] for s in listed]
    assert ids == [s.session_id for s in expected], f"ids/order differ:\n{listed}"
    for got, want in zip(listed, expected, strict=True):
        assert got["title"] == want.title, got
        assert got["cwd"] == want.cwd, got
        assert got["updatedAt"], got
        delta = abs(parse_time(str(got["updatedAt"])) - want.updated_at)
        assert delta < timedelta(seconds=2), (got, want.updated_at)


class AgentContract:
    AGENT: ClassVar[str]
    SESSION_KEYS: ClassVar[tuple[str, ...]]
    CAPABILITIES: ClassVar[dict[str, bool]]
    IDENTITY: ClassVar[tuple[str, ...]]  # substrings of doctor's identity line(s)
    FIRST_PAGE: ClassVar[int | None] = None  # sessions on the agent's first list page (None: all)

    # ----------------------------------------------------------------------------------------- list
    def test_list_all_finds_every_session_newest_first(self, fab: FabricatedAgent) -> None:
        # No --cwd: opencode and Claude list every folder's sessions; fast-agent its own workspace.
        assert_listed(list_json(fab, "--all"), fab.sessions)

    def test_list_cwd_gives_the_first_page_of_that_folder(self, fab: FabricatedAgent) -> None:
        expected = fab.sessions_in(fab.cwd)
        assert_listed(list_json(fab, "--cwd", fab.cwd), expected[: self.FIRST_PAGE])

    # ----------------------------------------------------------------------------------------- show
    def test_show_replays_every_entry_once_in_order(self, fab: FabricatedAgent, session_key: str) -> None:
        session = fab.session(session_key)
        # A session of another folder is shown without --cwd: the CLI must load it with its listed cwd
        # (Claude and fast-agent find a session only from its own folder).
        cwd_args = ("--cwd", session.cwd) if session.cwd == fab.cwd else ()
        doc = show_json(fab, session.session_id, *cwd_args)
        assert doc["sessionId"] == session.session_id
        assert doc["complete"] is True, doc.get("incompleteReason")
        assert doc["title"] in (None, session.title)
        assert replayed(doc) == session.entries
        tools = [e for e in doc["entries"] if e["type"] == "tool_call"]
        for got, want in zip(tools, session.tool_calls, strict=True):
            assert got["rawInput"]["command"] == want.command, got
            assert want.output.strip().splitlines()[-1] in json.dumps(got["content"], ensure_ascii=False)
        if not fab.replays_tool_calls:
            assert not tools

    def test_show_markdown_has_the_messages(self, fab: FabricatedAgent) -> None:
        session = fab.sessions_in(fab.cwd)[0]
        proc = run_cli(fab, "show", session.session_id, "--cwd", session.cwd, "--format", "markdown")
        assert proc.returncode == 0, explain(proc)
        for role, text in session.messages:
            # Rendering may escape punctuation: look for the first run of plain words of each message.
            words = re.search(r"[^\W_]{3,}(?: [^\W_]+)*", text)
            assert words and words.group(0) in proc.stdout, (role, text, proc.stdout[:3000])

    def test_show_unknown_session_is_not_found(self, fab: FabricatedAgent) -> None:
        proc = run_cli(fab, "show", fab.unknown_id, "--cwd", fab.cwd, "--format", "json")
        assert proc.returncode == 1, explain(proc)
        assert "not found" in proc.stderr.lower(), explain(proc)
        assert no_traceback(proc), explain(proc)
        assert no_complete_transcript(proc), explain(proc)

    # --------------------------------------------------------------------------------------- doctor
    def test_doctor_reports_identity_and_capabilities(self, fab: FabricatedAgent) -> None:
        proc = run_cli(fab, "doctor")
        assert proc.returncode == 0, explain(proc)
        for needle in self.IDENTITY:
            assert needle in proc.stdout, explain(proc)
        for capability, supported in self.CAPABILITIES.items():
            line = feature_line(proc.stdout, DOCTOR_ROWS[capability])
            assert says_yes(line) is supported, f"{capability}: {line!r}\n{proc.stdout}"
