"""`acp-bridge` as other tools call it: a subprocess, exact output shapes, exit codes 0 / 1 / 2."""

from __future__ import annotations

import json
import os
import platform
import shlex
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from acp_bridge.acp.process import SHUTDOWN_GRACE
from tests.fakes.demo import demo_agent_argv
from tests.unit.test_local_db import legacy_stores

BRIDGE = [sys.executable, "-m", "acp_bridge"]
MISBEHAVING = Path(__file__).resolve().parents[1] / "fakes" / "misbehaving_agent.py"
TIMEOUT = 90


@pytest.fixture(autouse=True)
def _no_default_agent(monkeypatch: pytest.MonkeyPatch) -> None:
    """A developer's own `ACP_BRIDGE_AGENT` (the README suggests one) must not start their agent here."""
    monkeypatch.delenv("ACP_BRIDGE_AGENT", raising=False)


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*BRIDGE, *args], capture_output=True, text=True, timeout=TIMEOUT, cwd=cwd)


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("workspace")


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory, workspace: Path) -> str:
    """The reference agent's command line, on a store seeded with 120 sessions (most in `workspace`)."""
    store = tmp_path_factory.mktemp("store")
    seed = subprocess.run(
        demo_agent_argv(store, workspace, "--seed-only", seed=120),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert seed.returncode == 0, seed.stderr
    return shlex.join([sys.executable, "-m", "acp_bridge", "demo-agent", "--store", str(store)])


def list_json(demo: str, *extra: str) -> list[dict[str, object]]:
    result = run("list", "--agent", demo, "--json", *extra)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert isinstance(data, list)
    return data


def test_list_json_first_page_then_all_pages_newest_first(demo: str) -> None:
    first = list_json(demo)
    everything = list_json(demo, "--all")
    # The first page only, said on stderr (stdout stays one JSON array); not with --all.
    first_only = run("list", "--agent", demo, "--json").stderr
    assert first_only.endswith("the first page only; more sessions: use --all\n")
    assert "use --all" not in run("list", "--agent", demo, "--json", "--all").stderr
    assert len(first) == 50
    assert len(everything) == 120
    assert len({s["sessionId"] for s in everything}) == 120
    for item in everything:
        assert set(item) == {"sessionId", "cwd", "title", "displayTitle", "updatedAt", "meta"}
        assert item["displayTitle"]
    stamps = [s["updatedAt"] for s in everything]
    assert stamps == sorted(stamps, reverse=True)
    assert [s["sessionId"] for s in first] == [s["sessionId"] for s in everything[:50]]


def test_list_cwd_filter(demo: str, workspace: Path) -> None:
    mine = list_json(demo, "--all", "--cwd", str(workspace))
    assert mine and all(s["cwd"] == str(workspace) for s in mine)
    assert len(mine) < 120


def test_list_human_output_names_titles_and_says_more(demo: str) -> None:
    result = run("list", "--agent", demo)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    # A line per session (`list | wc -l` counts them); that there are more is said on stderr.
    assert len(lines) == 50 and result.stderr.endswith("the first page only; more sessions: use --all\n")
    listed = list_json(demo)
    newest = listed[0]
    assert str(newest["sessionId"]) in lines[0] and str(newest["displayTitle"]) in lines[0]
    # In columns: each session's folder starts where the others' do.
    assert len({line.rindex(str(item["cwd"])) for line, item in zip(lines, listed, strict=True)}) == 1


def test_show_json_replays_every_message_once_in_order(demo: str) -> None:
    session = next(s for s in list_json(demo, "--all") if s["title"])
    result = run("show", str(session["sessionId"]), "--agent", demo, "--format", "json")
    assert result.returncode == 0, result.stderr
    transcript = json.loads(result.stdout)
    assert transcript["sessionId"] == session["sessionId"]
    assert transcript["complete"] is True
    assert transcript["title"] == session["title"], "the listed title, as the Markdown's heading shows it"
    messages = [e for e in transcript["entries"] if e["type"] == "message"]
    assert messages and messages[0]["role"] == "user"
    ids = [m["messageId"] for m in messages]
    assert len(ids) == len(set(ids)), "a message was replayed twice"


def test_show_markdown_defaults_cwd_to_the_listed_one(demo: str, tmp_path: Path) -> None:
    session = list_json(demo)[0]
    as_json = json.loads(run("show", str(session["sessionId"]), "--agent", demo, "--format", "json").stdout)
    first_user = next(e for e in as_json["entries"] if e["type"] == "message" and e["role"] == "user")
    result = run("show", str(session["sessionId"]), "--agent", demo, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert first_user["text"].split()[0] in result.stdout


def test_show_markdown_is_utf8_or_the_terminals_own_encoding(demo: str) -> None:
    # UTF-8 is written 64 Ki characters at a time, never as one str (write_markdown); another encoding goes
    # through the text layer, with its own error handler. Both are the same document.
    session_id = str(list_json(demo)[0]["sessionId"])

    def show(encoding: str) -> bytes:
        env = {**os.environ, "PYTHONIOENCODING": encoding}
        result = subprocess.run([*BRIDGE, "show", session_id, "--agent", demo], capture_output=True,
                                timeout=TIMEOUT, env=env)
        assert result.returncode == 0, result.stderr
        return result.stdout

    text = show("utf-8").decode()  # strict: valid UTF-8
    assert text.startswith("# ") and "## User" in text
    assert not text.isascii()  # a tool call's `·` at least: the encoders meet a non-ASCII block
    assert show("latin-1:replace") == text.encode("latin-1", "replace")
    assert show("ascii:replace") == text.encode("ascii", "replace")


def test_a_reader_that_goes_away_ends_the_cli_quietly(demo: str) -> None:
    # `acp-bridge list | head -1`: the pipe closes before the CLI has written. No traceback, and the
    # exit code of a tool that SIGPIPE ended.
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        proc = subprocess.run([*BRIDGE, "list", "--all", "--agent", demo], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, timeout=TIMEOUT)
    finally:
        os.close(write_end)
    assert proc.returncode == 141, proc.stderr
    assert proc.stderr == ""


@pytest.mark.parametrize("after", [0.0, 1.5], ids=["while-starting", "while-waiting"])
def test_ctrl_c_ends_the_cli_with_130_and_stops_the_agent(tmp_path: Path, after: float) -> None:
    # The agent never answers, nor reads its input. Ctrl+C as the CLI starts (the agent started, the
    # rest still being imported) or while it waits: exit code 130, no traceback, and the agent is
    # gone, sooner than a stop nobody waits for (it waited the whole SHUTDOWN_GRACE for the agent to
    # see the end of its input, before it sent SIGTERM).
    pid_file, term_file = tmp_path / "agent.pid", tmp_path / "agent.term"
    code = textwrap.dedent(f"""
        import os, signal, sys, time
        def stop(*_):
            open({str(term_file)!r}, "w").write(repr(time.monotonic()))  # the clock is the system's
            sys.exit(0)
        signal.signal(signal.SIGTERM, stop)
        open({str(pid_file)!r}, "w").write(str(os.getpid()))
        time.sleep(60)
    """)
    agent = shlex.join([sys.executable, "-c", code])
    proc = subprocess.Popen([*BRIDGE, "show", "abc", "--agent", agent, "--cwd", str(tmp_path)],
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + TIMEOUT
    while not pid_file.exists() or not pid_file.read_text():
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.01)
    time.sleep(after)
    proc.send_signal(signal.SIGINT)
    interrupted = time.monotonic()
    _, stderr = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr
    assert float(term_file.read_text()) - interrupted < SHUTDOWN_GRACE, "SIGTERM came late"
    agent_pid = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while _alive(agent_pid):
        assert time.monotonic() < deadline, "the agent outlived the CLI"
        time.sleep(0.05)


@pytest.mark.parametrize("when", ["while-it-prints", "while-it-stops"])
def test_ctrl_c_after_the_work_hurries_the_stop_through_to_the_end(tmp_path: Path, when: str) -> None:
    # The agent ignores the end of its input and SIGTERM: its stop takes two SHUTDOWN_GRACEs and a
    # kill. Ctrl+C while the CLI writes a long transcript (no await: asyncio.run's handler can only
    # mark the task cancelled) or once it stops the agent: each step is cut to INTERRUPTED_GRACE,
    # the agent is killed by the CLI itself (the cancel used to cut the stop short and leave it to
    # the reaper), and the exit code says the CLI was interrupted.
    pid_file = tmp_path / "agent.pid"
    agent = shlex.join([sys.executable, str(MISBEHAVING), "--ignore-eof", "--ignore-sigterm",
                        "--updates", "20000", "--pid-file", str(pid_file)])
    command = ["show", "s1", "--cwd", str(tmp_path)] if when == "while-it-prints" else ["list"]
    proc = subprocess.Popen([*BRIDGE, *command, "--agent", agent], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None
    # Its first output; the rest of a transcript (~230 KB) then fills the pipe, unread, and the CLI
    # waits in its write.
    first = proc.stdout.read(1) if when == "while-it-prints" else proc.stdout.readline()
    assert first, "the command's output, before the interrupt"
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    interrupted = time.monotonic()
    _, stderr_bytes = proc.communicate(timeout=TIMEOUT)
    stopped_in = time.monotonic() - interrupted
    stderr = stderr_bytes.decode()
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr
    assert "ignored SIGTERM; killing it" in stderr, "the stop went on to its end"
    assert not _alive(int(pid_file.read_text().split()[0])), "the agent was stopped before the CLI ended"
    assert stopped_in < SHUTDOWN_GRACE, f"each step hurried: {stopped_in:.2f} s after the Ctrl+C"


def test_ctrl_c_while_the_cli_imports_ends_it_with_130_and_no_traceback() -> None:
    # Pressed within a tenth of a second of the start, it landed in an import (asyncio's) and printed
    # a traceback. The interrupt is sent as asyncio is imported, under the console script's call.
    code = textwrap.dedent("""
        import importlib.abc, os, signal, sys

        class InterruptAtAsyncio(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path, target=None):
                if name == "asyncio":
                    os.kill(os.getpid(), signal.SIGINT)
                return None

        sys.meta_path.insert(0, InterruptAtAsyncio())
        sys.argv = ["acp-bridge", "list", "--agent", "true"]
        from acp_bridge.__main__ import main
        sys.exit(main())
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT)
    assert proc.returncode == 130, proc.stderr
    assert proc.stderr == ""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_show_last_prints_the_newest_turns_as_the_whole_transcript_ends(tmp_path: Path) -> None:
    # A 450-turn replay: the newest turns are reduced first (its earlier lines kept, as the editor
    # keeps them) and read the same as the end of the whole transcript; more turns than the newest
    # window holds, or than the session has, reduce the rest first.
    from benchmarks.workload import session_id_for

    root = Path(__file__).resolve().parents[2]
    agent = shlex.join([sys.executable, str(root / "benchmarks" / "replay_agent.py"), "--turns", "450",
                        "--cache-dir", str(tmp_path)])
    session = session_id_for(450)
    whole = run("show", session, "--agent", agent, "--cwd", str(tmp_path))
    assert whole.returncode == 0, whole.stderr
    lines = whole.stdout.split("\n")
    turn_lines = [i for i, line in enumerate(lines) if line == "## User"]
    assert len(turn_lines) == 450
    for count in (3, 120, 400):  # in the newest window, among the placeholders, before them
        shown = run("show", session, "--agent", agent, "--cwd", str(tmp_path), "--last", str(count), "-v")
        assert shown.returncode == 0, shown.stderr
        kept = "the earlier ones kept as lines" in shown.stderr
        assert kept, "the lines before the newest turns were kept, not reduced in the background"
        note = f"*Turns 1-{450 - count} of 450 are not shown.*"
        expected = [*lines[:2], note, "", *lines[turn_lines[450 - count]:]]
        assert shown.stdout.split("\n") == expected, count
        assert "still loading" not in shown.stdout
    every = run("show", session, "--agent", agent, "--cwd", str(tmp_path), "--last", "450")
    assert every.stdout == whole.stdout
    as_json = run("show", session, "--agent", agent, "--cwd", str(tmp_path), "--json")
    last_json = run("show", session, "--agent", agent, "--cwd", str(tmp_path), "--json", "--last", "2")
    entries, last = json.loads(as_json.stdout)["entries"], json.loads(last_json.stdout)
    users = [i for i, entry in enumerate(entries) if entry.get("role") == "user"]
    assert last["entries"] == entries[users[-2]:] and last["omittedTurns"] == 448
    for bad in ("0", "-1", "many"):
        refused = run("show", session, "--agent", agent, "--last", bad)
        assert refused.returncode == 2 and "is not a number of turns (1 or more)" in refused.stderr, bad


def test_show_unknown_session_is_one_clear_line(demo: str, workspace: Path) -> None:
    result = run("show", "sess_does_not_exist", "--agent", demo)
    assert result.returncode == 1
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "not found" in lines[0] and "sess_does_not_exist" in lines[0]
    assert lines[0].endswith("; no listed session's id starts with sess_does_not_exist")
    # The start of a listed id works without --cwd; with it, the id is taken whole, and said so.
    prefix = list_json(demo)[0]["sessionId"][:9]
    whole_id_only = run("show", prefix, "--agent", demo, "--cwd", str(workspace))
    assert whole_id_only.returncode == 1 and f"session {prefix} not found" in whole_id_only.stderr
    assert "with --cwd, SESSION_ID is taken as the whole id" in whole_id_only.stderr


def test_show_takes_the_start_of_a_listed_id(demo: str) -> None:
    ids = [str(s["sessionId"]) for s in list_json(demo, "--all")]
    oldest = ids[-1]  # on the listing's last page: every page is looked through
    unique = (oldest[:n] for n in range(6, len(oldest)) if sum(i.startswith(oldest[:n]) for i in ids) == 1)
    prefix = next(unique)
    by_prefix = run("show", prefix, "--agent", demo, "--format", "json")
    assert by_prefix.returncode == 0, by_prefix.stderr
    assert json.loads(by_prefix.stdout)["sessionId"] == oldest
    by_id = run("show", oldest, "--agent", demo, "--format", "json")
    assert json.loads(by_prefix.stdout)["entries"] == json.loads(by_id.stdout)["entries"]


def test_show_of_a_prefix_of_several_sessions_names_them_and_shows_none(demo: str) -> None:
    listed = list_json(demo, "--all")
    result = run("show", "sess_", "--agent", demo)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines[0] == f"acp-bridge: {len(listed)} sessions start with sess_; give more of the id:"
    newest = [str(s["sessionId"]) for s in listed[:10]]  # `list` order: newest first
    assert [line.split()[1] for line in lines[1:11]] == newest
    assert lines[11].strip() == f"… and {len(listed) - 10} more"


def test_doctor_prints_identity_and_features(demo: str) -> None:
    result = run("doctor", "--agent", demo)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "acp-bridge demo agent" in out
    for feature in ("list sessions", "load (replay)", "resume", "close", "delete"):
        line = next(line for line in out.splitlines() if line.startswith(feature))
        assert line.rstrip().endswith("yes"), line
    assert "check list: ok" in out and "check load: ok" in out
    bridge = next(line for line in out.splitlines() if line.startswith("bridge:"))
    assert f"(Python {platform.python_version()})" in bridge, bridge


def test_doctor_names_the_ways_to_log_in(tmp_path: Path) -> None:
    """An agent that needs a login: its methods by the names it gives them, with their ids."""
    script = tmp_path / "login_agent.py"
    methods = [{"id": "browser", "name": "Log in with a browser"}, {"id": "key", "name": "key"},
               {"methodId": "token"}]
    script.write_text(
        "import json, sys\n"
        f"methods = {methods!r}\n"
        "for line in sys.stdin:\n"
        "    msg = json.loads(line)\n"
        "    result = {'protocolVersion': 1, 'agentCapabilities': {}, 'authMethods': methods}\n"
        "    print(json.dumps({'jsonrpc': '2.0', 'id': msg['id'], 'result': result}), flush=True)\n"
    )
    result = run("doctor", "--agent", shlex.join([sys.executable, str(script)]))
    assert result.returncode == 0, result.stderr
    assert "auth:     Log in with a browser (browser), key, token\n" in result.stdout


def test_show_loads_a_whole_id_when_the_listing_fails_and_list_all_prints_the_pages_it_had() -> None:
    """The listing only finds a session's folder: a failing one does not stop `show` of a whole id.
    `list --all` prints the pages that arrived before a page failed, then the error (exit 1)."""
    agent = shlex.join([sys.executable, str(MISBEHAVING), "--sessions", "120", "--page-size", "50",
                        "--list-fail-after", "1"])
    shown = run("show", "s100", "--agent", agent)  # not on the first page
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("# s100\n")
    assert "listing the sessions failed (the agent refused session/list" in shown.stderr
    assert "loading s100 as given" in shown.stderr
    listed = run("list", "--all", "--json", "--agent", agent)
    assert listed.returncode == 1
    assert len(json.loads(listed.stdout)) == 50
    assert listed.stderr.splitlines() == [
        "acp-bridge: 50 sessions listed before the agent failed",
        "acp-bridge: the agent refused session/list: the session index is corrupt (code -32603)",
    ]


def test_show_of_a_session_listed_in_a_relative_folder_loads_it_in_this_one(tmp_path: Path) -> None:
    """A relative path cannot be sent back as a session's folder: the current one is."""
    agent = shlex.join([sys.executable, str(MISBEHAVING), "--listed-cwd", "relative/dir"])
    shown = run("show", "s1", "--agent", agent, cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("# ")


def test_doctor_says_which_checks_it_skipped_and_why() -> None:
    without_list = shlex.join([sys.executable, str(MISBEHAVING), "--without", "list"])
    result = run("doctor", "--agent", without_list)
    assert result.returncode == 0, result.stderr
    checks = [line for line in result.stdout.splitlines() if line.startswith("check ")]
    assert checks == [
        "check list: skipped (the agent does not advertise session/list)",
        "check load: skipped (no session list to take one from)",
    ]
    failing = shlex.join([sys.executable, str(MISBEHAVING), "--list-fail-after", "0"])
    failed = run("doctor", "--agent", failing)
    assert failed.returncode == 1
    checks = [line for line in failed.stdout.splitlines() if line.startswith("check ")]
    assert checks[0].startswith("check list: FAILED: ")
    assert checks[1] == "check load: skipped (no session list to take one from)"
    empty = run("doctor", "--agent", shlex.join([sys.executable, str(MISBEHAVING), "--sessions", "0"]))
    checks = [line for line in empty.stdout.splitlines() if line.startswith("check ")]
    assert checks == [
        "check list: ok, 0 sessions on the first page",
        "check load: skipped (no session listed)",
    ]


def test_bad_usage_exits_2(demo: str) -> None:
    assert run("list").returncode == 2
    assert run("show", "x").returncode == 2
    blank = run("show", " ", "--agent", demo)  # not the start of every id
    assert blank.returncode == 2 and "SESSION_ID is empty" in blank.stderr and blank.stdout == ""
    assert run("frobnicate").returncode == 2
    # A mistake after the command shows that command's usage, where the fix is; -v may come there.
    # An agent's command line left unquoted, or --agent before the command: how to write it.
    unquoted = run("list", "--agent", "acp-bridge", "demo-agent", "--seed", "3")
    assert unquoted.returncode == 2 and unquoted.stderr.endswith(
        "unrecognized arguments: demo-agent --seed 3 (the agent's command line is one argument:"
        ' --agent "acp-bridge demo-agent …")\n'
    )
    extra = run("show", "abc", "def", "--agent", demo)  # not after the agent: no such hint
    assert extra.stderr.endswith("acp-bridge show: error: unrecognized arguments: def\n")
    before = run("--agent", demo, "list")
    assert before.returncode == 2 and "--agent goes after the command" in before.stderr
    bogus = run("list", "--agent", demo, "--bogus")
    assert bogus.returncode == 2 and bogus.stderr.startswith("usage: acp-bridge list ")
    assert bogus.stderr.endswith("acp-bridge list: error: unrecognized arguments: --bogus\n")
    verbose = run("list", "--agent", demo, "-vv")
    assert verbose.returncode == 0 and " DEBUG " in verbose.stderr, verbose.stderr
    added = run("-v", "list", "--agent", demo, "-v")  # one before the command, one after: -vv
    assert added.returncode == 0 and " DEBUG " in added.stderr, added.stderr


def test_the_agent_comes_from_the_environment_and_without_one_the_error_says_how_to_name_it(
    demo: str,
) -> None:
    env = dict(os.environ)
    missing = subprocess.run(
        [*BRIDGE, "show", "abc"], capture_output=True, text=True, timeout=TIMEOUT, env=env
    )
    assert missing.returncode == 2 and missing.stdout == ""
    assert missing.stderr.startswith("usage: acp-bridge show ")
    assert "acp-bridge show: error: which agent? --agent " in missing.stderr
    assert "ACP_BRIDGE_AGENT" in missing.stderr and '"acp-bridge demo-agent --seed 20"' in missing.stderr
    listed = subprocess.run([*BRIDGE, "list", "--json"], capture_output=True, text=True, timeout=TIMEOUT,
                            env={**env, "ACP_BRIDGE_AGENT": demo})
    assert listed.returncode == 0, listed.stderr
    assert len(json.loads(listed.stdout)) > 0
    blank = subprocess.run([*BRIDGE, "list"], capture_output=True, text=True, timeout=TIMEOUT,
                           env={**env, "ACP_BRIDGE_AGENT": "  "})
    assert blank.returncode == 2 and "which agent?" in blank.stderr  # as if unset
    unnamed = subprocess.run([*BRIDGE, "list"], capture_output=True, text=True, timeout=TIMEOUT,
                             env={**env, "ACP_BRIDGE_AGENT": "DEBUG=1"})
    assert unnamed.returncode == 2
    assert "error: ACP_BRIDGE_AGENT: the command line names no program" in unnamed.stderr
    # `--agent` wins over the environment.
    named = subprocess.run([*BRIDGE, "list", "--agent", "/nonexistent/other-agent"], capture_output=True,
                           text=True, timeout=TIMEOUT, env={**env, "ACP_BRIDGE_AGENT": demo})
    assert named.returncode == 1 and "agent other-agent: command not found" in named.stderr


def test_acp_bridge_in_the_agents_command_line_is_this_installation_on_the_path_or_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from acp_bridge.config import BUNDLED_LIBS_VARIABLE, agent_from_command_line

    # Run from the editor extension's bundle, the program imports from the bundle's folders.
    monkeypatch.setenv(BUNDLED_LIBS_VARIABLE, "/bundle/libs")
    bundled = agent_from_command_line("DEBUG=1 acp-bridge demo-agent --seed 2")
    assert bundled.command == [sys.executable, "-m", "acp_bridge", "demo-agent", "--seed", "2"]
    assert bundled.env == {"PYTHONPATH": "/bundle/libs", "DEBUG": "1"} and bundled.name == "acp-bridge"
    monkeypatch.delenv(BUNDLED_LIBS_VARIABLE)
    # `--help`'s first example, run from a virtual environment that is not activated: no
    # `acp-bridge` on the PATH, and the reference agent starts all the same (this interpreter's).
    env = {**os.environ, "PATH": str(tmp_path)}
    store = tmp_path / "store"
    agent = f"acp-bridge demo-agent --store {shlex.quote(str(store))} --seed 3"
    result = subprocess.run([*BRIDGE, "list", "--agent", agent, "--json"], capture_output=True, text=True,
                            timeout=TIMEOUT, env=env)
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)) == 3
    failed = subprocess.run([*BRIDGE, "list", "--agent", "acp-bridge demo-agent --no-such-flag"],
                            capture_output=True, text=True, timeout=TIMEOUT, env=env)
    assert failed.returncode == 1 and failed.stderr.startswith("acp-bridge: agent acp-bridge exited")


def test_the_command_line_starts_the_agent_before_it_imports_the_core() -> None:
    # `cli.py` imports only what starting a process needs; the core comes with `cli_commands`,
    # imported while the agent starts. An import of it here would make the two add up again.
    probe = (
        "import sys, acp_bridge.cli; "
        "print(' '.join(m for m in ('acp_bridge.agent_handle', 'acp_bridge.acp.connection', "
        "'acp_bridge.sessions.transcript', 'acp_bridge.cli_commands', 'acp_bridge.acp.process') "
        "if m in sys.modules))"
    )
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=TIMEOUT)
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.split() == ["acp_bridge.acp.process"]


def test_agent_not_found_exits_1_with_one_line() -> None:
    result = run("list", "--agent", "/nonexistent/agent --acp")
    assert result.returncode == 1
    assert result.stderr.strip().count("\n") == 0
    assert "command not found" in result.stderr and "/nonexistent/agent" in result.stderr


def test_agent_that_exits_at_start_names_code_and_stderr() -> None:
    crash = shlex.join(
        [sys.executable, "-c", "import sys; print('missing API key', file=sys.stderr); sys.exit(3)"]
    )
    result = run("list", "--agent", crash)
    assert result.returncode == 1
    assert f"agent {Path(sys.executable).name} exited (code 3)" in result.stderr
    assert "missing API key" in result.stderr


def test_agent_without_listing_is_refused_before_anything_is_sent(tmp_path: Path) -> None:
    script = tmp_path / "minimal_agent.py"
    script.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    msg = json.loads(line)\n"
        "    if msg.get('method') == 'initialize':\n"
        "        result = {'protocolVersion': 1, 'agentCapabilities': {}}\n"
        "    else:\n"
        "        print('unexpected ' + msg.get('method', ''), file=sys.stderr); sys.exit(9)\n"
        "    print(json.dumps({'jsonrpc': '2.0', 'id': msg['id'], 'result': result}), flush=True)\n"
    )
    agent = shlex.join([sys.executable, str(script)])
    result = run("list", "--agent", agent)
    assert result.returncode == 1
    assert "does not support session/list" in result.stderr
    shown = run("show", "abc", "--agent", agent)
    assert shown.returncode == 1 and "cannot replay" in shown.stderr
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}
    indexed = subprocess.run([*BRIDGE, "index", "--agent", agent, "--id", "minimal"], capture_output=True,
                             text=True, timeout=TIMEOUT, env=env)
    assert indexed.returncode == 1 and indexed.stdout == ""
    assert indexed.stderr.endswith("cannot replay sessions (no session/load): nothing to index\n")


def test_errors_name_the_agent_by_its_program() -> None:
    result = run("list", "--agent", "/nonexistent/my-agent --acp")
    assert result.returncode == 1
    assert result.stderr == "acp-bridge: agent my-agent: command not found: /nonexistent/my-agent\n"


def test_agent_command_line_reads_assignments_and_home_as_a_shell_does(tmp_path: Path) -> None:
    # `--agent "KEY=value ~/bin/agent"`, quoted as it must be: the agent gets the variable, the
    # program is looked for in the home folder, and the messages name it by its program.
    program = tmp_path / "bin" / "my-agent"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\necho \"level $AGENT_LOG_LEVEL\" >&2\nexit 4\n")
    program.chmod(0o755)
    env = {**os.environ, "HOME": str(tmp_path)}
    result = subprocess.run([*BRIDGE, "list", "--agent", "AGENT_LOG_LEVEL=debug ~/bin/my-agent --acp"],
                            capture_output=True, text=True, timeout=TIMEOUT, env=env)
    assert result.returncode == 1
    assert result.stderr == "acp-bridge: agent my-agent exited (code 4): level debug\n"
    nothing = run("list", "--agent", "AGENT_LOG_LEVEL=debug")
    assert nothing.returncode == 2 and "--agent: the command line names no program" in nothing.stderr


def test_output_that_cannot_be_written_is_one_line_and_exit_1(demo: str) -> None:
    # A full disk (/dev/full) or a closed stdout: one line that says so, never a traceback.
    session_id = str(list_json(demo)[0]["sessionId"])
    for args in (("list", "--agent", demo), ("show", session_id, "--agent", demo)):
        with open("/dev/full", "w") as full:
            result = subprocess.run([*BRIDGE, *args], stdout=full, stderr=subprocess.PIPE, text=True,
                                    timeout=TIMEOUT)
        assert result.returncode == 1, result.stderr
        assert result.stderr == "acp-bridge: writing the output failed: No space left on device\n"
    closed = subprocess.run([*BRIDGE, "list", "--agent", demo], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, timeout=TIMEOUT,
                            preexec_fn=lambda: os.close(1))
    assert closed.returncode == 1 and closed.stderr == "acp-bridge: standard output is closed\n"


def test_output_cut_short_by_a_file_size_limit_fails_instead_of_ending_early(tmp_path: Path) -> None:
    """Python ignores SIGXFSZ, and a write the kernel cuts short returns a count instead of raising:
    `show`, `show --json` and `list --json` must not then exit 0 with the end of their output lost."""
    import resource

    limit = 4096  # bytes: less than each output below, more than one write of a block

    def limited() -> None:  # the agent's too: one that writes no file
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    agent = shlex.join([sys.executable, str(MISBEHAVING), "--updates", "2000", "--sessions", "300"])
    latin = {**os.environ, "PYTHONIOENCODING": "latin-1"}  # Markdown for a terminal in another encoding
    for args, env in (
        (("show", "s1"), None), (("show", "s1"), latin), (("show", "s1", "--json"), None),
        (("list", "--all", "--json"), None),
    ):
        out = tmp_path / "out"
        with out.open("wb") as file:
            result = subprocess.run([*BRIDGE, *args, "--agent", agent], stdout=file, stderr=subprocess.PIPE,
                                    text=True, timeout=TIMEOUT, preexec_fn=limited, env=env)
        assert result.returncode == 1, (args, result.stderr)
        assert result.stderr == "acp-bridge: writing the output failed: File too large\n", args
        assert out.stat().st_size == limit


def test_a_terminal_that_cannot_show_a_character_gets_a_question_mark(demo: str) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    result = subprocess.run([*BRIDGE, "list", "--agent", demo], capture_output=True, text=True,
                            timeout=TIMEOUT, env=env)
    assert result.returncode == 0, result.stderr
    long_title = "  A very long title that keeps going that keeps going that ke?  "  # cut with "…"
    assert any(long_title in line for line in result.stdout.splitlines())


def test_the_c_locale_gets_question_marks_not_a_traceback(demo: str) -> None:
    # There Python writes with surrogateescape, which fails on "…" as strict does.
    env = {**os.environ, "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}
    listed = subprocess.run([*BRIDGE, "list", "--agent", demo], capture_output=True, text=True,
                            timeout=TIMEOUT, env=env)
    assert listed.returncode == 0, listed.stderr
    assert "A very long title that keeps going that keeps going that ke?  " in listed.stdout  # "…"
    session_id = str(list_json(demo)[0]["sessionId"])
    shown = subprocess.run([*BRIDGE, "show", session_id, "--agent", demo], capture_output=True,
                           timeout=TIMEOUT, env=env)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.isascii() and b"## User" in shown.stdout and b" ? " in shown.stdout  # "·"


def test_a_folder_deleted_under_the_cli_is_one_line(demo: str, tmp_path: Path) -> None:
    gone = tmp_path / "gone"
    script = f"import os, sys; os.mkdir({str(gone)!r}); os.chdir({str(gone)!r}); os.rmdir({str(gone)!r}); " \
             "from acp_bridge.cli import main; sys.exit(main(sys.argv[1:]))"
    for args in (("list",), ("show", "sess"), ("doctor",)):
        result = subprocess.run([sys.executable, "-c", script, *args, "--agent", demo],
                                capture_output=True, text=True, timeout=TIMEOUT)
        assert result.returncode == 1, (args, result.stderr)
        assert result.stderr == (
            "acp-bridge: the current folder no longer exists (deleted or moved meanwhile); "
            "cd to another folder and run the command again\n"
        ), args


def test_verbosity_flags_may_come_before_the_sub_programs(tmp_path: Path) -> None:
    initialize = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n'
    demo = subprocess.run([*BRIDGE, "-vv", "demo-agent", "--store", str(tmp_path)], input=initialize,
                          capture_output=True, timeout=TIMEOUT)
    assert demo.returncode == 0, demo.stderr
    assert json.loads(demo.stdout)["result"]["protocolVersion"] == 1
    assert b"DEBUG" in demo.stderr  # -vv: debug
    usage = subprocess.run([*BRIDGE, "-v", "serve", "--bogus"], capture_output=True, text=True,
                           timeout=TIMEOUT)
    assert usage.returncode == 2 and usage.stderr.startswith("usage: acp-bridge serve")
    assert usage.stderr.endswith("\nacp-bridge serve: error: unrecognized arguments: --bogus\n")


def test_serve_on_a_stdin_that_is_no_pipe_says_so() -> None:
    # The editor starts `serve` with pipes; on a file or /dev/null its reader would hang.
    with open(os.devnull) as devnull:
        result = subprocess.run([*BRIDGE, "serve"], stdin=devnull, capture_output=True, text=True,
                                timeout=TIMEOUT)
    assert result.returncode == 2
    assert result.stderr == (
        "acp-bridge serve: standard input is not a pipe; the editor starts it with pipes (LSP over stdio)\n"
    )


def test_an_agent_that_writes_no_json_rpc_gets_a_bounded_log_and_an_error_that_says_so() -> None:
    # `yes` writes "y" lines as fast as the pipe takes them: each was a warning (hundreds of MB of
    # log a minute) and the timeout did not say why the agent "did not answer".
    env = {**os.environ, "ACP_BRIDGE_INITIALIZE_TIMEOUT": "60"}
    result = subprocess.run([*BRIDGE, "list", "--agent", "yes"], capture_output=True, text=True,
                            timeout=TIMEOUT, env=env)
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert len(lines) < 30, lines[:40]
    assert sum("malformed message skipped" in line for line in lines) == 10
    # Not at the timeout: once it wrote 10,000 lines and no message, nothing waits for it any more.
    assert lines[-1].startswith("acp-bridge: the agent did not answer initialize: it wrote 10,000 lines and"
                                " not one JSON-RPC message (the last: 'y'). An ACP agent writes only")
    assert lines[-1].endswith("(for example `opencode acp`, not `opencode`)?")


def test_a_program_that_prints_and_exits_is_asked_about_its_acp_mode(tmp_path: Path) -> None:
    """The usual first-run slip: the agent's command without its ACP mode prints its usage."""
    usage = tmp_path / "agent-cli"
    usage.write_text("#!/bin/sh\necho 'usage: agent-cli [acp|run|login]'\nexit 0\n")
    usage.chmod(0o755)
    result = run("list", "--agent", str(usage))
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == (
        "acp-bridge: agent agent-cli exited (code 0); meanwhile it wrote one line that is not a JSON-RPC"
        " message (the last: 'usage: agent-cli [acp|run|login]'). An ACP agent writes only JSON-RPC messages"
        " on its standard output: is this the command that starts the agent in its ACP mode (for example"
        " `opencode acp`, not `opencode`)?"
    )


def _stored(tmp_path: Path, rows: list[tuple[str, str, float, str]]) -> dict[str, str]:
    """A local database holding `rows` (session id, title, saved at, text) of agent `a`, as the
    editor's bridges keep it; the environment under which `search` reads it."""
    from acp_bridge.sessions.local_db import FILE_NAME, LocalDatabase

    data = tmp_path / "xdg-data"
    path = data / "acp-bridge" / FILE_NAME
    path.parent.mkdir(parents=True)
    LocalDatabase(path).close()  # the schema, its index and triggers
    with sqlite3.connect(path) as conn:
        conn.executemany(
            "INSERT INTO transcript (agent_id, session_id, title, cwd, updated_at, first_prompt,"
            " saved_at, size, text) VALUES ('a', ?, ?, '/w', NULL, NULL, ?, ?, ?)",
            [(sid, title, saved, len(text), text) for sid, title, saved, text in rows],
        )
    conn.close()
    return {**os.environ, "XDG_DATA_HOME": str(data)}


def test_index_keeps_every_session_s_text_for_search_and_replays_none_again(
    demo: str, tmp_path: Path
) -> None:
    """The terminal's way to make sessions searchable that the editor never opened: every session
    of every folder, once; the editor's choice to index at its start stays unset."""
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}

    def bridge(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*BRIDGE, *args], capture_output=True, text=True, timeout=TIMEOUT, env=env)

    answer = "validated first"  # in an answer of the demo's history: neither a title nor a prompt
    assert bridge("search", "--agent", "demo", answer).returncode == 1
    total = len(list_json(demo, "--all"))
    indexed = bridge("index", "--agent", demo, "--id", "demo", "-v")
    assert indexed.returncode == 0, indexed.stderr
    assert indexed.stdout == (
        f"Indexed {total} of {total} sessions. {total} sessions of demo are searchable:"
        " acp-bridge search --agent demo WORDS\n"
    )
    assert indexed.stderr.count(" replayed in ") == total
    found = bridge("search", "--agent", "demo", answer)
    assert found.returncode == 0, found.stderr
    assert answer in found.stdout and found.stderr.endswith(f" of {total} stored sessions of demo match.\n")
    again = bridge("index", "--agent", demo, "--id", "demo", "-v")
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith(f"No session to index. {total} sessions of demo are searchable")
    assert " replayed in " not in again.stderr
    with sqlite3.connect(tmp_path / "data" / "acp-bridge" / "local.sqlite3") as conn:
        assert conn.execute("SELECT count(*) FROM index_choice").fetchone() == (0,)
    conn.close()


def test_index_counts_the_sessions_it_could_not_replay_and_exits_1(tmp_path: Path) -> None:
    agent = shlex.join([sys.executable, str(MISBEHAVING), "--sessions", "3", "--unimplemented",
                        "session/load"])
    indexed = subprocess.run([*BRIDGE, "index", "--agent", agent, "--id", "odd"], capture_output=True,
                             text=True, timeout=TIMEOUT, env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert indexed.returncode == 1, indexed.stderr
    assert indexed.stdout == (
        "Indexed 0 of 3 sessions; 3 could not be indexed. 0 sessions of odd are searchable.\n"
    )


def test_ctrl_c_during_index_ends_it_with_130_saying_what_is_kept(tmp_path: Path) -> None:
    """A replay that takes a while (s1: 20 chunks half a second apart), interrupted: exit 130, one
    line on stderr, nothing on stdout, no session replayed after it."""
    pid_file = tmp_path / "agent.pid"
    agent = shlex.join([sys.executable, str(MISBEHAVING), "--sessions", "3", "--updates", "20",
                        "--update-gap", "0.5", "--pid-file", str(pid_file)])
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    proc = subprocess.Popen([*BRIDGE, "index", "--agent", agent, "--id", "slow"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + TIMEOUT
    while not pid_file.exists() or not pid_file.read_text():
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.01)
    time.sleep(2)  # listed, and s1's replay under way (the others replay nothing)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 130, stderr
    assert stdout == ""
    assert stderr.startswith("acp-bridge: interrupted (") and stderr.count("\n") == 1, stderr


def test_index_of_an_agent_run_by_a_launcher_asks_for_its_id(tmp_path: Path) -> None:
    """`npx`, `uvx`, `python`… say nothing of the agent: two agents' sessions would share one id."""
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    for launcher in ("npx @zed-industries/claude-code-acp", f"{sys.executable} agent.py"):
        asked = subprocess.run([*BRIDGE, "index", "--agent", launcher], capture_output=True, text=True,
                               timeout=TIMEOUT, env=env)
        assert asked.returncode == 2 and asked.stdout == ""
        assert "--id: " in asked.stderr and "e.g. --id claude" in asked.stderr
    assert not (tmp_path / "acp-bridge").exists()  # nothing opened, no agent started


def test_search_sorts_a_damaged_saved_time_last_and_ends_quietly_for_a_reader_gone(tmp_path: Path) -> None:
    env = _stored(tmp_path, [
        ("s-old", "Old", 1_700_000_000.0, "the csv import"),
        ("s-damaged", "Damaged", 1e300, "the csv import again"),  # out of any calendar's range
        ("s-new", "New", 1_760_000_000.0, "the csv import once more"),
    ])
    found = subprocess.run([*BRIDGE, "search", "csv"], capture_output=True, text=True, timeout=TIMEOUT,
                           env=env)
    assert found.returncode == 0, found.stderr
    heads = [line.split()[1] for line in found.stdout.splitlines() if not line.startswith(" ")]
    assert heads == ["s-new", "s-old", "s-damaged"]
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        gone = subprocess.run([*BRIDGE, "search", "csv"], stdout=write_end, stderr=subprocess.PIPE,
                              text=True, timeout=TIMEOUT, env=env)
    finally:
        os.close(write_end)
    assert gone.returncode == 141 and gone.stderr == ""


def test_search_for_an_agent_with_nothing_stored_names_the_agents_that_have(tmp_path: Path) -> None:
    env = _stored(tmp_path, [("s-1", "One", 1_700_000_000.0, "the csv import")])
    found = subprocess.run([*BRIDGE, "search", "--agent", "nope", "csv"], capture_output=True, text=True,
                           timeout=TIMEOUT, env=env)
    assert found.returncode == 1 and found.stdout == ""
    assert found.stderr == (
        "No session of nope is stored on this machine; sessions of these agents are: a"
        " (--agent takes an agent's id).\n"
    )


def test_show_json_is_format_json_and_serve_help_is_no_error(demo: str) -> None:
    session_id = str(list_json(demo)[0]["sessionId"])
    short = run("show", session_id, "--agent", demo, "--json")
    assert short.returncode == 0, short.stderr
    assert short.stdout == run("show", session_id, "--agent", demo, "--format", "json").stdout
    helped = run("serve", "--help")
    assert helped.returncode == 0 and helped.stdout.startswith("usage: acp-bridge serve")


def test_search_prints_a_time_at_the_calendars_start_in_a_zone_west_of_utc(tmp_path: Path) -> None:
    # Go's zero time, which a damaged row can hold: in New York's zone it is before year 1.
    env = _stored(tmp_path, [("s-zero", "Zero", 1_700_000_000.0, "the csv import")])
    with sqlite3.connect(Path(env["XDG_DATA_HOME"]) / "acp-bridge" / "local.sqlite3") as conn:
        conn.execute("UPDATE transcript SET updated_at = '0001-01-01T00:00:00Z'")
    conn.close()
    found = subprocess.run([*BRIDGE, "search", "csv"], capture_output=True, text=True, timeout=TIMEOUT,
                           env={**env, "TZ": "America/New_York"})
    assert found.returncode == 0, found.stderr
    assert "s-zero" in found.stdout and "1-01-01 00:00" in found.stdout  # UTC (glibc writes year 1 so)


def test_search_with_nothing_stored_says_where_stored_transcripts_come_from(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "nothing-yet")}
    for args in (("search", "csv"), ("search", "csv", "-v")):  # -v after the command, as for the others
        result = subprocess.run([*BRIDGE, *args], capture_output=True, text=True, timeout=TIMEOUT, env=env)
        assert result.returncode == 1 and result.stdout == ""
        assert result.stderr == (
            "No session is stored on this machine yet: search reads the transcripts of sessions opened"
            ' in the editor, or kept by acp-bridge index --agent "COMMAND_LINE".\n'
        )
    assert not (tmp_path / "nothing-yet").exists()  # searching creates no database


def test_search_reads_the_stores_of_an_earlier_bridge_when_no_database_exists(tmp_path: Path) -> None:
    root = tmp_path / "xdg" / "acp-bridge"
    root.mkdir(parents=True)
    legacy_stores(root)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    result = subprocess.run([*BRIDGE, "search", "retry", "loop"], capture_output=True, text=True,
                            timeout=TIMEOUT, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("demo  s1  My title  ")  # the local title wins over the listed one


def test_the_command_alone_says_what_it_can_do_and_how_to_start() -> None:
    """`acp-bridge` with no command: every command and a first one to try, not just "COMMAND is
    required" (bad usage all the same: exit 2, nothing on stdout)."""
    for args in ((), ("-v",)):
        result = run(*args)
        assert result.returncode == 2 and result.stdout == ""
        for command in ("list", "show", "doctor", "index", "search", "demo-agent", "serve"):
            assert f"\n    {command} " in result.stderr, command
        assert 'acp-bridge list --agent "acp-bridge demo-agent --seed 20"' in result.stderr
    assert "examples:" in run("--help").stdout


def test_a_listing_s_columns_count_wide_characters_as_two() -> None:
    from datetime import UTC, datetime

    from acp_bridge.cli_commands import _session_lines
    from acp_bridge.sessions.records import SessionRecord

    now = datetime.now(UTC)
    lines = _session_lines([
        SessionRecord("a", "s1", cwd="/one", title="修复登录测试", updated_at=now),  # 12 columns
        SessionRecord("a", "session-2", cwd="/two", title="Fix the login test", updated_at=now),
        SessionRecord("a", "s3", title="No folder", updated_at=now),
    ])
    assert lines == [
        "  now  s1         修复登录测试        /one",
        "  now  session-2  Fix the login test  /two",
        "  now  s3         No folder",
    ]
