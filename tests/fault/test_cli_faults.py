"""The CLI against agents that crash, hang, answer late or out of spec: it always ends, within its
timeouts, with exit code 1 and one clear line on stderr, and it keeps what arrived before a crash."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tests.fault.harness import MIB, agent_command_line, bridge_env, run_cli

#: Timeouts are 2 s (harness.FAST_TIMEOUTS); start-up and shutdown of two Pythons on a busy machine.
ENDS_WITHIN = 20
#: The fake agent's program, which the messages name it by (`agent_command_line` runs this Python).
PROGRAM = Path(sys.executable).name


def cli(tmp_path: Path, command: str, *flags: str, extra: tuple[str, ...] = ()) -> object:
    return run_cli([command, *extra, "--agent", agent_command_line(*flags)], tmp_path)


def one_error_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.startswith("acp-bridge: ")]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr, stderr
    return lines[0]


def test_an_agent_that_exits_at_start_is_reported_with_its_code_and_stderr(tmp_path: Path) -> None:
    run = run_cli(["list", "--agent", agent_command_line("--exit-at-start", "2")], tmp_path)
    assert run.returncode == 1
    assert run.elapsed < ENDS_WITHIN
    expected = f"acp-bridge: agent {PROGRAM} exited (code 2): fatal: refusing to start"
    assert one_error_line(run.stderr) == expected


def test_an_agent_that_closes_its_output_and_runs_on_is_said_to_have_done_so(tmp_path: Path) -> None:
    # The end of its output is said once the agent has had 2 s to exit: the default timeouts, not
    # the suite's 2 s, which would answer first.
    env = bridge_env(tmp_path, ACP_BRIDGE_INITIALIZE_TIMEOUT="60")
    run = run_cli(["list", "--agent", agent_command_line("--close-stdout")], tmp_path, env=env)
    assert run.returncode == 1
    assert run.elapsed < ENDS_WITHIN
    assert f"agent {PROGRAM} closed its output but did not exit" in one_error_line(run.stderr)


@pytest.mark.parametrize(
    ("method", "command", "expected"),
    [
        ("initialize", ["list"], "did not answer initialize in 2 s"),
        ("session/list", ["list"], "did not answer session/list in 2 s"),
        (
            "session/load",
            ["show", "s1", "--cwd", "/tmp"],
            "stopped replaying session s1 (2 s without a replayed update)",
        ),
    ],
)
def test_a_hanging_agent_times_out_with_a_clear_error(
    tmp_path: Path, method: str, command: list[str], expected: str
) -> None:
    run = run_cli([*command, "--agent", agent_command_line("--hang", method)], tmp_path)
    assert run.returncode == 1
    assert run.elapsed < ENDS_WITHIN, f"took {run.elapsed:.1f} s"
    assert expected in one_error_line(run.stderr)


@pytest.mark.parametrize("heartbeat", ["foreign", "usage"])
def test_a_hung_load_times_out_though_other_updates_keep_coming(tmp_path: Path, heartbeat: str) -> None:
    # Updates of another session, or usage updates of this one, are no replay: they kept the load
    # waiting forever.
    flags = ("--hang", "session/load", "--heartbeat", heartbeat)
    run = run_cli(["show", "s1", "--cwd", "/tmp", "--agent", agent_command_line(*flags)], tmp_path)
    assert run.returncode == 1
    assert run.elapsed < ENDS_WITHIN, f"took {run.elapsed:.1f} s"
    assert "stopped replaying session s1 (2 s without a replayed update)" in one_error_line(run.stderr)


def test_a_slow_answer_is_waited_for_visibly(tmp_path: Path) -> None:
    env = bridge_env(tmp_path, ACP_BRIDGE_CALL_TIMEOUT="30")
    run = run_cli(["list", "--agent", agent_command_line("--late", "session/list=5")], tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    assert "Session 1" in run.stdout
    waiting = [line for line in run.stderr.splitlines() if "waiting for" in line]
    said = r"acp-bridge: waiting for misbehaving-agent to answer session/list \(\d s so far; Ctrl\+C stops\)"
    assert len(waiting) == 1 and re.fullmatch(said, waiting[0]), run.stderr


def test_an_answer_after_the_timeout_is_a_timeout_not_a_hang(tmp_path: Path) -> None:
    run = run_cli(["list", "--agent", agent_command_line("--late", "session/list=6")], tmp_path)
    assert run.returncode == 1
    assert run.elapsed < 6 + ENDS_WITHIN / 2
    assert "did not answer session/list in 2 s" in one_error_line(run.stderr)


def test_a_replay_that_starts_a_second_after_the_answer_is_shown(tmp_path: Path) -> None:
    flags = ("--updates", "30", "--message-ids", "--replay-after-response", "--replay-delay", "1")
    run = run_cli(["show", "s1", "--cwd", "/tmp", "--agent", agent_command_line(*flags)], tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("### Agent") == 3, run.stdout
    assert "".join(f"update {n}" for n in range(20, 30)) in run.stdout
    assert "Incomplete transcript" not in run.stdout


def test_a_late_replay_that_does_not_end_is_cut_and_says_so(tmp_path: Path) -> None:
    # 400 updates 20 ms apart: still flowing when the (shortened) limit of 1 s is reached.
    flags = ("--updates", "400", "--replay-after-response", "--update-gap", "0.02")
    env = bridge_env(tmp_path, ACP_BRIDGE_LATE_REPLAY_LIMIT="1")
    args = ["show", "s1", "--cwd", "/tmp", "--format", "json", "--agent", agent_command_line(*flags)]
    run = run_cli(args, tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    transcript = json.loads(run.stdout)
    assert transcript["complete"] is False
    assert "still replaying the session 1 s after answering" in transcript["incompleteReason"]
    assert transcript["entries"], "what arrived within the limit is shown"


def test_a_crash_mid_replay_keeps_what_arrived_and_says_it_is_incomplete(tmp_path: Path) -> None:
    flags = ("--updates", "10", "--exit-after-updates", "4")
    run = run_cli(
        ["show", "s1", "--cwd", "/tmp", "--format", "json", "--agent", agent_command_line(*flags)], tmp_path
    )
    assert run.returncode == 1
    assert f"agent {PROGRAM} exited (code 3): crashed during replay" in one_error_line(run.stderr)
    transcript = json.loads(run.stdout)
    assert transcript["complete"] is False
    assert "code 3" in transcript["incompleteReason"]
    (message,) = transcript["entries"]
    assert message["text"] == "update 0update 1update 2update 3"

    markdown = run_cli(["show", "s1", "--cwd", "/tmp", "--agent", agent_command_line(*flags)], tmp_path)
    assert markdown.returncode == 1
    assert "update 0update 1update 2update 3" in markdown.stdout
    assert "\n## Incomplete transcript\n" in markdown.stdout and "code 3" in markdown.stdout


def test_junk_between_answers_changes_nothing(tmp_path: Path) -> None:
    flags = ("--malformed", "--foreign-updates", "--unknown-kinds", "--updates", "6")
    run = run_cli(
        ["show", "s1", "--cwd", "/tmp", "--format", "json", "--agent", agent_command_line(*flags)], tmp_path
    )
    assert run.returncode == 0, run.stderr
    entries = json.loads(run.stdout)["entries"]
    messages = [e for e in entries if e["type"] == "message"]
    # Chunks without a message id join the message before them until another entry comes between.
    assert "".join(m["text"] for m in messages) == "".join(f"update {n}" for n in range(6))
    assert all("foreign" not in m["text"] for m in messages)
    unknown = [e["sessionUpdate"] for e in entries if e["type"] == "unknown"]
    assert unknown == ["future_kind_0", "", "future_kind_3", ""]


def test_a_tool_call_update_before_its_tool_call_is_one_completed_tool_call(tmp_path: Path) -> None:
    flags = ("--tool-update-first", "--updates", "1")
    run = run_cli(
        ["show", "s1", "--cwd", "/tmp", "--format", "json", "--agent", agent_command_line(*flags)], tmp_path
    )
    assert run.returncode == 0, run.stderr
    tools = [e for e in json.loads(run.stdout)["entries"] if e["type"] == "tool_call"]
    assert len(tools) == 1
    assert tools[0]["title"] == "Run the tests"
    assert tools[0]["status"] == "completed"  # the late tool_call does not turn it back to pending


@pytest.mark.parametrize("code", [-32002, -32602, -32603])
def test_every_not_found_code_says_not_found(tmp_path: Path, code: int) -> None:
    flags = ("--not-found-code", str(code))
    run = run_cli(["show", "nope", "--cwd", "/tmp", "--agent", agent_command_line(*flags)], tmp_path)
    assert run.returncode == 1
    line = one_error_line(run.stderr)
    assert "session nope not found" in line and f"code {code}" in line


def test_a_null_session_list_is_an_error_not_a_crash(tmp_path: Path) -> None:
    run = run_cli(["list", "--agent", agent_command_line("--list-null")], tmp_path)
    assert run.returncode == 1
    assert "answered session/list with null instead of an object" in one_error_line(run.stderr)


@pytest.mark.parametrize("mode", ["repeat", "cycle", "endless", "overlap"])
def test_paging_always_ends_and_never_duplicates(tmp_path: Path, mode: str) -> None:
    flags = ("--sessions", "12", "--page-size", "4", "--cursor", mode)
    run = run_cli(["list", "--all", "--json", "--agent", agent_command_line(*flags)], tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.elapsed < ENDS_WITHIN
    ids = [s["sessionId"] for s in json.loads(run.stdout)]
    assert len(ids) == len(set(ids))
    if mode == "overlap":
        assert sorted(ids, key=lambda i: int(i[1:])) == [f"s{n}" for n in range(1, 13)]


@pytest.mark.slow
def test_a_listing_of_ever_new_sessions_stops_at_its_limit_and_says_so(tmp_path: Path) -> None:
    # Every page brings 500 sessions never seen before, and a next cursor, forever.
    flags = ("--cursor", "fresh", "--page-size", "500")
    run = run_cli(["list", "--all", "--agent", agent_command_line(*flags)], tmp_path)
    print(f"ever new sessions: stopped after {run.elapsed:.1f} s, peak RSS {run.peak_mib:.0f} MiB")
    assert run.returncode == 0, run.stderr
    assert len(run.stdout.splitlines()) == 50_000
    assert one_error_line(run.stderr) == (
        "acp-bridge: the listing stopped after 50,000 sessions (its limit) while the agent had more; "
        "50,000 sessions listed"
    )
    assert run.peak_mib < 250


def test_a_listing_of_megabyte_fields_is_held_in_bounded_memory(tmp_path: Path) -> None:
    # Each page a new session whose title, cwd, directories and _meta hold 2 MiB each: what is kept
    # of a session is bounded, so the listing's memory does not grow with what the agent sends.
    flags = ("--cursor", "fresh", "--page-size", "1", "--huge-fields", "2048")
    env = bridge_env(tmp_path, ACP_BRIDGE_LIST_TIME_LIMIT="6")
    run = run_cli(["list", "--all", "--agent", agent_command_line(*flags)], tmp_path, env=env)
    pages = len(run.stdout.splitlines())
    print(f"megabyte fields: {pages} pages in {run.elapsed:.1f} s, peak RSS {run.peak_mib:.0f} MiB")
    assert run.returncode == 0, run.stderr
    assert "the listing stopped after" in run.stderr
    assert pages >= 20, "enough pages to tell a bound from growth (~10 MiB a page kept before)"
    assert run.peak_mib < 200


def test_show_of_an_unlisted_session_stops_paging_an_endless_list(tmp_path: Path) -> None:
    # `show` without --cwd looks the session up in the listing: an endless cursor must not loop.
    flags = ("--sessions", "3", "--page-size", "2", "--cursor", "endless")
    run = run_cli(["show", "s9", "--agent", agent_command_line(*flags)], tmp_path)
    assert run.returncode == 1
    assert run.elapsed < ENDS_WITHIN
    assert "session s9 not found" in one_error_line(run.stderr)


def test_a_response_over_the_line_limit_fails_that_call_only(tmp_path: Path) -> None:
    # The idle timeout counts updates, not bytes: give the 100 MiB answer time to cross a busy machine.
    run = run_cli(
        ["show", "s1", "--cwd", "/tmp", "--agent", agent_command_line("--huge-response", "100")],
        tmp_path,
        env=bridge_env(tmp_path, ACP_BRIDGE_LOAD_IDLE_TIMEOUT="30"),
    )
    assert run.returncode == 1
    assert "exceeds the 96.0 MiB line limit" in one_error_line(run.stderr)
    assert run.peak_rss < 400 * MIB, f"peak RSS {run.peak_mib:.0f} MiB"


@pytest.mark.slow
def test_a_100_mib_line_and_junk_are_skipped_in_bounded_memory(tmp_path: Path) -> None:
    flags = ("--huge-line", "100", "--malformed")
    run = run_cli(
        ["show", "s1", "--cwd", "/tmp", "--format", "json", "--agent", agent_command_line(*flags)], tmp_path
    )
    assert run.returncode == 0, run.stderr
    (message,) = json.loads(run.stdout)["entries"]
    assert message["text"] == "update 0update 1update 2"
    print(f"100 MiB line: CLI peak RSS {run.peak_mib:.0f} MiB")
    assert run.peak_rss < 400 * MIB, f"peak RSS {run.peak_mib:.0f} MiB"


@pytest.mark.slow
def test_a_stderr_flood_is_drained_in_bounded_memory(tmp_path: Path) -> None:
    run = run_cli(["list", "--json", "--agent", agent_command_line("--stderr-flood", "48")], tmp_path)
    assert run.returncode == 0, run.stderr
    assert [s["sessionId"] for s in json.loads(run.stdout)] == ["s1"]
    print(f"48 MiB of stderr: CLI peak RSS {run.peak_mib:.0f} MiB")
    assert run.peak_rss < 150 * MIB, f"peak RSS {run.peak_mib:.0f} MiB"


@pytest.mark.slow
def test_a_million_chunks_replay_in_bounded_memory(tmp_path: Path) -> None:
    run = run_cli(
        [
            "show",
            "s1",
            "--cwd",
            "/tmp",
            "--agent",
            agent_command_line("--updates", "1000000", "--message-ids"),
        ],
        tmp_path,
        timeout=150,
        env=bridge_env(tmp_path, ACP_BRIDGE_LOAD_IDLE_TIMEOUT="30"),
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("### Agent") == 100_000  # one message per 10 chunks, each once
    assert "update 999999" in run.stdout
    print(f"1,000,000 chunks: CLI peak RSS {run.peak_mib:.0f} MiB in {run.elapsed:.1f} s")
    assert run.peak_rss < 600 * MIB, f"peak RSS {run.peak_mib:.0f} MiB"
