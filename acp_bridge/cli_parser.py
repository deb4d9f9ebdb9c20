"""The command line's grammar: its commands, their options and help, and the mistakes in them that are
told with the usage of the command they were made in (exit code 2, as argparse does).

Kept apart from :mod:`.cli`, which runs the commands, and light: it imports only argparse.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__

#: The agent's command line when `--agent` is not given (`export ACP_BRIDGE_AGENT="opencode acp"`).
AGENT_VARIABLE = "ACP_BRIDGE_AGENT"

#: The end of `acp-bridge --help`, and what `acp-bridge` alone prints: a first command to try.
_EXAMPLES = """examples:
  acp-bridge list --agent "acp-bridge demo-agent --seed 20"
      the built-in reference agent's 20 example sessions
  acp-bridge show SESSION_ID --agent "opencode acp"
      a session's transcript, as Markdown (the start of its id is enough)
  acp-bridge doctor --agent "claude-agent-acp"
      what an agent can do: its identity, features, a listing and a load
  acp-bridge index --agent "opencode acp"
      keep the text of every session of the agent on this machine, for search
  acp-bridge search flaky upload
      the sessions opened in the editor (or indexed) whose transcript holds both words

The agent's command line may also come from ACP_BRIDGE_AGENT (export ACP_BRIDGE_AGENT="opencode acp").
Each command's options: acp-bridge COMMAND --help"""


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The command line's parser, and each command's own (whose usage a mistake after it shows)."""
    parser = argparse.ArgumentParser(
        prog="acp-bridge",
        description="ACP coding agents' sessions in your editor and terminal.",
        epilog=_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,  # the examples' lines as written
    )
    parser.add_argument("--version", action="version", version=f"acp-bridge {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="count", default=0, help="more log output on stderr (-vv: debug)"
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def verbose_arg(p: argparse.ArgumentParser) -> None:
        # -v after the command too (`acp-bridge list --agent … -v`), added to any before it.
        p.add_argument("-v", "--verbose", dest="verbose_after", action="count", default=0,
                       help="more log output on stderr (-vv: debug)")

    def agent_arg(p: argparse.ArgumentParser) -> None:
        verbose_arg(p)
        p.add_argument(
            "--agent",
            metavar="COMMAND_LINE",
            help='the agent to run, e.g. "opencode acp", or "acp-bridge demo-agent --seed 20" (the reference'
            f' agent, with 20 example sessions); leading NAME=value words set its environment. Default:'
            f' ${AGENT_VARIABLE}',
        )

    p_list = sub.add_parser("list", help="list an agent's sessions, newest first")
    agent_arg(p_list)
    p_list.add_argument("--cwd", metavar="DIR", help="only sessions of this folder")
    p_list.add_argument("--all", action="store_true", help="fetch every page, not just the first")
    p_list.add_argument("--json", action="store_true", help="print one JSON array")

    p_show = sub.add_parser("show", help="replay a session and print its transcript")
    p_show.add_argument(
        "session_id",
        metavar="SESSION_ID",
        help="the session's id, or the start of one the agent lists (enough to name one session)",
    )
    agent_arg(p_show)
    p_show.add_argument(
        "--cwd",
        metavar="DIR",
        help="the session's folder (default: its listed folder, else .); with it, SESSION_ID is "
        "taken as the whole id, unlisted sessions included",
    )
    p_show.add_argument(
        "--last",
        type=_turn_count,
        metavar="N",
        help="only the newest N turns: a long session's end (within its newest ~100 turns, the"
        " earlier ones are not reduced: much faster than the whole transcript)",
    )
    p_show.add_argument("--format", choices=("markdown", "json"), default="markdown")
    p_show.add_argument("--json", dest="format", action="store_const", const="json",
                        help="the same as --format json (as `list --json`)")

    p_doctor = sub.add_parser("doctor", help="check an agent: identity, features, list and load")
    agent_arg(p_doctor)

    p_index = sub.add_parser(
        "index",
        help="keep the text of every session of an agent on this machine, for search",
        description="Replays every session of the agent (every folder) whose text is not kept on this"
        " machine yet, read-only and one at a time, and keeps its text in the local database that"
        " `acp-bridge search` and the editor's Search Transcripts read. Sessions kept before are not"
        " replayed again.",
    )
    agent_arg(p_index)
    p_index.add_argument(
        "--id",
        metavar="ID",
        help="the id the sessions are kept under (default: the agent's program name, e.g. opencode);"
        " the agent's id in the editor's settings lets Search Transcripts find them too",
    )

    p_search = sub.add_parser(
        "search",
        help="search the transcripts kept on this machine (sessions opened in the editor, or indexed)",
        description="Finds the sessions whose stored transcript text, title, first prompt, folder "
        "or id contains every word of TEXT (case-insensitive, anywhere in a word), newest first.",
    )
    p_search.add_argument("text", metavar="TEXT", nargs="+", help="the words to find (all of them)")
    p_search.add_argument("--agent", metavar="ID", help="only this agent's sessions (its id in the settings)")
    p_search.add_argument("--json", action="store_true", help="print one JSON array")
    verbose_arg(p_search)

    sub.add_parser("demo-agent", help="run the built-in reference ACP agent on stdio", add_help=False)
    sub.add_parser("serve", help="run the language server on stdio (started by the editor)", add_help=False)
    return parser, sub.choices


def _turn_count(text: str) -> int:
    """`--last N`: a whole number of turns, 1 or more."""
    try:
        count = int(text)
    except ValueError:
        count = 0
    if count < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of turns (1 or more)")
    return count


def _index_after(words: list[str], option: str) -> int | None:
    """The index of the value given to the last ``option`` (written ``option VALUE``), if any."""
    for index in range(len(words) - 2, -1, -1):
        if words[index] == option:
            return index + 1
    return None


def _verbosity(flag: str) -> int:
    """How much `-v`, `-vv`, … or `--verbose` asks for (0: not a verbosity flag)."""
    if flag == "--verbose":
        return 1
    return len(flag) - 1 if len(flag) > 1 and flag == "-" + "v" * (len(flag) - 1) else 0


def leading_verbosity(words: Sequence[str]) -> tuple[int, int]:
    """How much the verbosity flags before the command ask for (`acp-bridge -vv serve`), and how many
    words they are."""
    leading = 0
    while leading < len(words) and _verbosity(words[leading]):
        leading += 1
    return sum(map(_verbosity, words[:leading])), leading


def parse_command_line(
    words: list[str],
) -> tuple[argparse.Namespace, dict[str, argparse.ArgumentParser]] | None:
    """The arguments of a command (not `demo-agent` or `serve`, which parse their own), and each
    command's parser (whose usage a later mistake shows); None when no command is given, after the
    help is printed on stderr. A mistake exits with its command's usage (`SystemExit(2)`)."""
    parser, commands = build_parser()
    _, leading = leading_verbosity(words)
    program = words[leading : leading + 1]
    if not program:  # `acp-bridge` alone: what it can do and how to start, not just "COMMAND required"
        parser.print_help(sys.stderr)
        return None
    if program[0] == "--agent" or program[0].startswith("--agent="):
        parser.error('--agent goes after the command: acp-bridge list --agent "COMMAND_LINE"')
    args, unknown = parser.parse_known_args(words)
    if unknown:  # said with the command's usage, not the program's
        hint = ""
        agent_at = _index_after(words, "--agent")
        follows = agent_at is not None and words[agent_at + 1 : agent_at + 2] == unknown[:1]
        if follows and not unknown[0].startswith("-"):
            # `--agent acp-bridge demo-agent`: the agent's words after its program, unquoted.
            hint = f' (the agent\'s command line is one argument: --agent "{args.agent} {unknown[0]} …")'
        commands[args.command].error(f"unrecognized arguments: {' '.join(unknown)}{hint}")
    if args.command == "show" and not args.session_id.strip():
        commands["show"].error("SESSION_ID is empty")
    return args, commands
