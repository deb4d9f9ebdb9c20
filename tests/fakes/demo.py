"""The reference agent's command line as the tests start it (quick replies, a seeded store)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def demo_agent_argv(
    store: Path, workspace: Path | None, *extra: str, seed: int | None = 120, delay_ms: int = 5
) -> list[str]:
    """`workspace` (where most seeded sessions live) and `seed` are left out when None."""
    argv = [sys.executable, "-m", "acp_bridge.demo_agent", "--store", str(store)]
    if seed is not None:
        argv += ["--seed", str(seed)]
    if workspace is not None:
        argv += ["--cwd", str(workspace)]
    return [*argv, "--delay-ms", str(delay_ms), *extra]


def heavy_turn_updates(turns: int, output_lines: int = 1000) -> list[dict[str, Any]]:
    """A session of heavy turns for the reference agent's store: each turn a prompt ("Run test batch
    N again"), a tool call whose output is `output_lines` lines of ~40 characters, and an answer."""
    from acp_bridge.demo_agent import updates as u

    updates: list[dict[str, Any]] = []
    for turn in range(1, turns + 1):
        output = "".join(f"test_{turn}_{n:04d} PASSED" + "." * 20 + "\n" for n in range(output_lines))
        updates += [
            u.user_chunk(f"u{turn}", f"Run test batch {turn} again"),
            u.tool_call(f"t{turn}", f"pytest batch {turn}", "execute"),
            u.tool_update(f"t{turn}", "completed", [u.tool_text(output)]),
            u.agent_chunk(f"a{turn}", f"Batch {turn} passed."),
        ]
    return updates
