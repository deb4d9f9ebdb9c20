"""`acp-bridge` command line: terminal commands over the same core the language server uses.

Exit codes (other tools rely on them): 0 success, 2 bad usage (an id prefix that names several
sessions included), 1 with one clear line on stderr when the agent fails (not found, exited, timed
out, refused, session not found). The commands and their options are :mod:`.cli_parser`'s.

A command that talks to an agent starts it first and only then imports the bridge's core
(`cli_commands` and what it needs): an agent takes a tenth of a second or more to start, and the
imports as long, so they overlap instead of adding up (`acp-bridge show` of a short session is
mostly these two). Until then this module imports only what starting a process needs.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import io
import math
import os
import signal
import sys
import threading
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import anyio

from .acp.errors import AgentError
from .acp.process import INTERRUPTED_GRACE, SHUTDOWN_GRACE, AgentProcess, hurry_stops
from .cli_parser import AGENT_VARIABLE, leading_verbosity, parse_command_line
from .config import AgentConfig, agent_from_command_line, data_dir
from .logsetup import configure_logging
from .plain_text import single_line

if TYPE_CHECKING:
    from anyio.abc import TaskGroup

    from .agent_handle import AgentHandle
    from .sessions.local_db import LocalDatabase


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    # Sub-programs with their own argument parsers, after any verbosity flags (`acp-bridge -vv
    # serve`); both log at INFO already, so only -vv (debug) changes what they log.
    verbosity, leading = leading_verbosity(args_list)
    program, rest = args_list[leading : leading + 1], args_list[leading + 1 :]
    if program == ["demo-agent"]:
        from .demo_agent import main as demo_main

        return demo_main((["--log-level", "DEBUG"] if verbosity >= 2 else []) + rest)
    if program == ["serve"]:
        from .lsp.server import main as serve_main

        if verbosity >= 2:
            os.environ["ACP_BRIDGE_LOG_LEVEL"] = "DEBUG"
        return serve_main(rest)
    parsed = parse_command_line(args_list)
    if parsed is None:
        return 2
    args, commands = parsed
    configure_logging(verbosity=args.verbose + getattr(args, "verbose_after", 0))
    if sys.stdout is None:  # `acp-bridge list >&-`
        print("acp-bridge: standard output is closed", file=sys.stderr)
        return 1
    if isinstance(sys.stdout, io.TextIOWrapper) and sys.stdout.errors in ("strict", "surrogateescape"):
        # A terminal in another encoding (PYTHONIOENCODING=ascii; the C locale, where Python sets
        # surrogateescape): what it cannot show becomes "?", instead of a traceback in the middle of
        # a listing.
        sys.stdout.reconfigure(errors="replace")
    if args.command == "search":  # the local database only: no agent
        from . import cli_search  # the local database's modules: only `search` needs them

        try:
            code = cli_search.run(args)
            sys.stdout.flush()  # here, where a failure is said, not at exit
        except OSError as exc:
            return _output_failed(exc)
        return code
    if not _current_folder_exists():
        print("acp-bridge: the current folder no longer exists (deleted or moved meanwhile); "
              "cd to another folder and run the command again", file=sys.stderr)
        return 1
    agent_source = "--agent"
    if args.agent is None:
        args.agent, agent_source = os.environ.get(AGENT_VARIABLE, "").strip() or None, AGENT_VARIABLE
    if args.agent is None:
        commands[args.command].error(
            f'which agent? --agent "COMMAND_LINE" runs it (e.g. --agent "opencode acp"), or set'
            f' {AGENT_VARIABLE} to its command line; the built-in reference agent is'
            ' --agent "acp-bridge demo-agent --seed 20"'
        )
    agent_id = getattr(args, "id", None)
    if agent_id is not None and not agent_id.strip():
        commands[args.command].error("--id is empty")
    try:
        agent = agent_from_command_line(args.agent, agent_id)
    except ValueError as exc:
        commands[args.command].error(f"{agent_source}: {exc}")
    for name in ("cwd",):
        value = getattr(args, name, None)
        if value is not None:
            setattr(args, name, os.path.abspath(value))
    db = None
    try:
        if args.command == "index":
            from .cli_index import launcher_without_id
            from .cli_search import open_database

            launcher = agent.name or ""
            if launcher_without_id(launcher, agent_id):
                commands["index"].error(
                    f"--id: {launcher} starts other programs, and its name says nothing of the agent"
                    " (the sessions are kept under the agent's id): name it, e.g. --id claude (its id"
                    " in the editor's settings)"
                )
            # Before the agent starts: a database it cannot use starts no agent. Opening may wait for
            # another process creating it: a Ctrl+C works here too.
            db = open_database(data_dir(), "used")
            if db is None:
                return 1
        # asyncio's own loop: `anyio.run` would import anyio's asyncio backend first (~25 ms) before
        # the agent starts; anyio's first call inside it imports it while the agent starts.
        return asyncio.run(_run(args, agent, db))
    except KeyboardInterrupt:
        return 130
    finally:
        if db is not None:
            db.close()


async def _run(args: argparse.Namespace, agent: AgentConfig, db: LocalDatabase | None = None) -> int:
    """Runs the command against the agent; `db`: the local database, for `index`."""
    # No agent reads or writes a file outside the folder the command runs for.
    folder = getattr(args, "cwd", None) or os.getcwd()
    started = await _start_agent(agent)
    try:
        # Imported while the agent starts (see the module docstring).
        from .acp.boundary import FolderBoundary
        from .acp.client_role import ClientRole
        from .agent_handle import AgentHandle
        from .cli_commands import COMMANDS

        async with anyio.create_task_group() as tg:
            command: Callable[[argparse.Namespace, AgentHandle], Awaitable[int]]
            if db is not None:  # `index`: a bridge with the local database
                from .cli_index import IndexCommand

                indexing = IndexCommand(tg, db, folder)
                handle, command = await indexing.agent(agent), indexing.run
            else:
                command = COMMANDS[args.command]
                boundary = FolderBoundary([folder], name=f"the folder acp-bridge runs for ({folder})")
                handle = AgentHandle(agent, tg, client=ClientRole(boundary=boundary))
            if started is not None:
                handle.adopt(started)
                started = None  # the handle's to stop from here on
            tg.start_soon(_say_while_waiting, handle)
            code = await _command(command, args, handle, tg)
        return code
    finally:
        if started is not None:  # something failed before the handle had it
            with anyio.CancelScope(shield=True):
                await started.shutdown()


async def _command(
    command: Callable[[argparse.Namespace, AgentHandle], Awaitable[int]],
    args: argparse.Namespace,
    handle: AgentHandle,
    tg: TaskGroup,
) -> int:
    """Runs `command` and says how it ended (its exit code); then stops the agent and the task group.
    A Ctrl+C while the agent stops hurries the stop (`hurry_stops`) and makes the exit code 130."""
    code = 1
    grace = SHUTDOWN_GRACE
    interrupted = cancelled = False

    def hurry(_signum: int, _frame: object) -> None:
        nonlocal interrupted
        interrupted = True
        hurry_stops()

    try:
        try:
            code = await command(args, handle)
        except AgentError as exc:
            # Inside the task group, so the error is reported as itself, not as an exception group.
            print(f"acp-bridge: {single_line(exc.message)}", file=sys.stderr)
        sys.stdout.flush()  # here (what a failed `show` printed too), not at exit
    except OSError as exc:
        code = _output_failed(exc)
    except asyncio.CancelledError:  # Ctrl+C (`asyncio.run` cancels this task)
        grace = INTERRUPTED_GRACE
        raise
    finally:
        # `asyncio.run`'s handler cancels this task, and a task's cancel goes through anyio's shield:
        # it would cut the stop short and leave the agent to the reaper. While the agent stops, a
        # Ctrl+C hurries the stop instead; one pressed before, while the command ran without
        # awaiting (printing a long transcript), is taken first.
        previous = _replace_sigint(hurry)
        try:
            try:
                await asyncio.sleep(0)
            except asyncio.CancelledError:
                cancelled, grace = True, INTERRUPTED_GRACE
            await handle.stop(grace)
        finally:
            if previous is not None:
                signal.signal(signal.SIGINT, previous)
        tg.cancel_scope.cancel()
        if cancelled:
            raise asyncio.CancelledError  # as a Ctrl+C during the command ends (exit code 130)
    return 130 if interrupted else code


def _current_folder_exists() -> bool:
    """Whether the folder the command runs in is still there: the agent starts in it, and a folder
    given as relative (or none) is taken from it."""
    try:
        os.getcwd()
    except FileNotFoundError:
        return False
    return True


def _replace_sigint(handler: Callable[[int, object], None]) -> Any:
    """Makes `handler` SIGINT's, and returns the handler it replaced; None, leaving it as it is, off
    the main thread or where SIGINT is ignored (a background job)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    previous = signal.getsignal(signal.SIGINT)
    if previous is signal.SIG_IGN:
        return None
    signal.signal(signal.SIGINT, handler)
    return previous


async def _start_agent(agent: AgentConfig) -> AgentProcess | None:
    """The agent's process, started as its handle would start it (`AgentLifecycle.adopt`); None when
    it cannot start: the handle then tries again and reports why, as for any start."""
    try:
        return await AgentProcess.start(agent.id, agent.argv, env=agent.env, cwd=agent.cwd)
    except AgentError:
        return None


#: How long an answer may take before the CLI says what it waits for, and how often it says it again.
WAIT_NOTICE = 3.0
WAIT_REPEAT = 15.0


async def _say_while_waiting(agent: AgentHandle) -> None:
    """A line on stderr for each request the agent leaves unanswered for a few seconds (a hung
    agent is visible at once: the timeouts are a minute or more), repeated while it lasts."""
    first_seen: dict[object, float] = {}
    said_at: dict[object, float] = {}
    # On a terminal, over `index`'s progress line (drawn again below at its next change).
    start = "\r\x1b[K" if sys.stderr.isatty() else ""
    while True:
        await anyio.sleep(0.5)
        now = anyio.current_time()
        waiting = dict(agent.unanswered())
        for key in [key for key in first_seen if key not in waiting]:
            del first_seen[key]
            said_at.pop(key, None)
        for key, method in waiting.items():
            elapsed = now - first_seen.setdefault(key, now)
            if elapsed >= WAIT_NOTICE and now - said_at.get(key, -math.inf) >= WAIT_REPEAT:
                said_at[key] = now
                name = agent.connection.agent_label if agent.connection is not None else agent.label
                print(f"{start}acp-bridge: waiting for {single_line(name)} to answer {method} "
                      f"({elapsed:.0f} s so far; Ctrl+C stops)", file=sys.stderr, flush=True)


#: What writing to stdout fails with when its reader or its disk cannot take more (an error of the
#: agent's pipes is an `AgentError`, and an error of a file the command opens names the file).
_WRITE_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})


def _output_failed(exc: OSError) -> int:
    """The exit code for a command whose output could not be written, said in one line; re-raises
    any other OSError."""
    if isinstance(exc, BrokenPipeError):
        # The reader went away (`acp-bridge list | head`): end as a tool killed by SIGPIPE would.
        _silence_stdout()
        return 128 + signal.SIGPIPE
    if exc.errno not in _WRITE_ERRORS or exc.filename is not None:
        raise exc
    _silence_stdout()
    print(f"acp-bridge: writing the output failed: {exc.strerror or exc}", file=sys.stderr)
    return 1


def _silence_stdout() -> None:
    """Points stdout at /dev/null, so that the interpreter's last flush of what is still buffered
    for a reader that went away does not fail again (a traceback, exit code 120)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor: stdout replaced in process
        pass
    finally:
        os.close(devnull)
