"""The reference agent's command line as the tests start it (quick replies, a seeded store)."""

from __future__ import annotations

import sys
from pathlib import Path


def demo_agent_argv(store: Path, workspace: Path, *extra: str, seed: int = 120) -> list[str]:
    return [
        sys.executable,
        "-m",
        "acp_bridge.demo_agent",
        "--store",
        str(store),
        "--seed",
        str(seed),
        "--cwd",
        str(workspace),
        "--delay-ms",
        "5",
        *extra,
    ]
