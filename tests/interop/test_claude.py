"""claude-agent-acp 0.100.0 (Node 22) through the acp-bridge CLI, on fabricated ~/.claude/projects JSONL."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import pytest

from interop.agents import FabricatedAgent, fabricate_claude
from interop.clirun import env_without, explain, no_complete_transcript, no_traceback, run_cli
from interop.contract import AgentContract

pytestmark = [pytest.mark.interop, pytest.mark.slow]
AGENT = "claude"


@pytest.fixture(scope="module")
def fab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FabricatedAgent]:
    yield fabricate_claude(tmp_path_factory.mktemp("claude"))


class TestClaude(AgentContract):
    AGENT = AGENT
    SESSION_KEYS = ("flaky", "arch", "resume", "elsewhere")
    CAPABILITIES: ClassVar[dict[str, bool]] = {
        "list": True,
        "load": True,
        "resume": True,
        "close": True,
        "fork": True,
        "delete": True,
        "additionalDirectories": True,
    }
    IDENTITY = ("Claude Agent", "0.100.0")

    def test_show_with_another_folder_fails_as_not_found(self, fab: FabricatedAgent) -> None:
        # claude-agent-acp replays the whole history, then answers the load with -32002: a failed load,
        # whatever arrived before it (the CLI may print what arrived, marked incomplete).
        session = fab.session("elsewhere")
        proc = run_cli(fab, "show", session.session_id, "--cwd", fab.cwd, "--format", "json")
        assert proc.returncode == 1, explain(proc)
        assert "not found" in proc.stderr.lower(), explain(proc)
        assert no_complete_transcript(proc), explain(proc)
        assert no_traceback(proc), explain(proc)

    def test_refused_load_is_one_clear_error(self, fab: FabricatedAgent) -> None:
        # As root with IS_SANDBOX=yes, claude-agent-acp replays, then refuses the load (-32603 bypass_root).
        session = fab.session("arch")
        proc = run_cli(
            fab,
            "show",
            session.session_id,
            "--cwd",
            session.cwd,
            "--format",
            "json",
            env=env_without(fab, "IS_SANDBOX", IS_SANDBOX="yes"),
        )
        assert proc.returncode == 1, explain(proc)
        assert proc.stderr.strip(), explain(proc)
        assert no_complete_transcript(proc), explain(proc)
        assert no_traceback(proc), explain(proc)
