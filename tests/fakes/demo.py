"""The reference agent's command line as the tests start it (quick replies, a seeded store)."""

from __future__ import annotations

import sys
from pathlib import Path


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
