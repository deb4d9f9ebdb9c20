"""Valid but unusual JSON from an agent is never dropped or stalled, and values nested deeper than
anything can encode are cut where they are shown (issue: agents that misbehave, items 2 and 3)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.fault.harness import agent_command_line, misbehaving, run_cli, start_server, stop_server

ENDS_WITHIN = 20


def cli(tmp_path: Path, *args: str, flags: tuple[str, ...]) -> object:
    return run_cli([*args, "--agent", agent_command_line(*flags)], tmp_path)


def test_lone_surrogates_a_bom_1e999_and_huge_integers_keep_every_title_and_update(tmp_path: Path) -> None:
    listed = cli(tmp_path, "list", "--json", flags=("--odd-json",))
    assert listed.returncode == 0, listed.stderr
    [session] = json.loads(listed.stdout)
    assert session["title"] == "half an emoji \ufffd #1"
    shown = cli(tmp_path, "show", "s1", "--cwd", str(tmp_path), flags=("--odd-json",))
    assert shown.returncode == 0, shown.stderr
    assert "cut \ufffd emoji" in shown.stdout
    assert "a huge number" in shown.stdout and "update 2" in shown.stdout, "the update with 1e999 is kept"
    # An integer beyond 64 bits (read as it is by the typed decode) is shown as a float, as JSON of it.
    assert "a huge integer" in shown.stdout and '"n": 1.2345678901234568e+29' in shown.stdout
    # Said once, not once per message.
    assert shown.stderr.count("read with the tolerant one") == 1, shown.stderr


def test_an_answer_no_decoder_reads_fails_its_request_at_once(tmp_path: Path) -> None:
    started = time.monotonic()
    run = cli(tmp_path, "list", flags=("--undecodable-answer", "session/list"))
    elapsed = time.monotonic() - started
    assert run.returncode == 1
    assert elapsed < 2 + ENDS_WITHIN / 2, f"{elapsed:.1f} s: it waited for the timeout"
    assert "acp-bridge: the agent's answer to session/list could not be decoded (" in run.stderr
    assert "did not answer" not in run.stderr and "refused" not in run.stderr


@pytest.mark.parametrize(
    ("where", "depth", "command"),
    [
        ("rawOutput", "1000", ("show", "s1")),
        ("rawInput", "300", ("show", "s1", "--format", "json")),
        ("meta", "253", ("list", "--json")),
    ],
)
def test_deep_nesting_is_cut_with_a_marker_never_a_traceback(
    tmp_path: Path, where: str, depth: str, command: tuple[str, ...]
) -> None:
    extra = ("--cwd", str(tmp_path)) if command[0] == "show" else ()
    run = cli(tmp_path, *command, *extra, flags=("--deep", depth, "--deep-in", where))
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert "cut: nested deeper than 100 levels" in run.stdout
    if "json" in command:
        json.loads(run.stdout)  # still one valid JSON document


@pytest.mark.parametrize(
    ("where", "fails_with"),
    [
        ("error", "the agent refused session/list: {"),  # its message, quoted (cut short)
        ("initialize", "answered initialize out of spec"),
        ("request-id", None),  # the request is refused; the listing goes on
    ],
)
def test_a_deep_value_where_the_bridge_quotes_or_logs_it_is_cut_as_it_is_read(
    tmp_path: Path, where: str, fails_with: str | None
) -> None:
    # Python's repr and str recurse: 990 levels, quoted in an error or logged, raised RecursionError
    # out of a log call and took the whole process down.
    run = cli(tmp_path, "list", flags=("--deep", "990", "--deep-in", where))
    assert "Traceback" not in run.stderr and "RecursionError" not in run.stderr, run.stderr[-2000:]
    if fails_with is None:
        assert run.returncode == 0, run.stderr
        assert "Session 1" in run.stdout
    else:
        assert run.returncode == 1
        assert fails_with in run.stderr, run.stderr[-2000:]


@pytest.mark.asyncio
async def test_the_server_lists_and_opens_sessions_with_unusual_and_deep_json(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    settings = {
        "agents": [
            misbehaving("odd", "--odd-json"),
            misbehaving("deep", "--deep", "1000", "--deep-in", "rawOutput"),
            misbehaving("meta", "--deep", "253", "--deep-in", "meta"),
        ]
    }
    bridge = await start_server(tmp_path, settings, workspace)
    try:
        odd = await bridge.request("acpBridge/listSessions", {"agentId": "odd", "cwd": None})
        assert [s["title"] for s in odd["sessions"]] == ["half an emoji \ufffd #1"]
        listed = await bridge.request("acpBridge/listSessions", {"agentId": "meta", "cwd": None})
        assert listed["sessions"], "a session whose _meta is 253 levels deep is listed"
        for agent in ("odd", "deep"):
            opened = await bridge.request(
                "acpBridge/loadSession", {"agentId": agent, "sessionId": "s1", "cwd": str(workspace)}
            )
            doc = await bridge.request("acpBridge/getTranscript", {"uri": opened["uri"]})
            assert "update 2" in doc["text"], doc["text"][-500:]
        assert "cut: nested deeper than 100 levels" in doc["text"]
    finally:
        await stop_server(bridge)
