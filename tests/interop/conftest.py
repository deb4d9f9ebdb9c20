"""Interop tests need the real agents that scripts/setup-agents.sh installs into .cache/agents.

Without them every interop test is skipped with the reason, except under CI (CI=true) or with
ACP_INTEROP_REQUIRED=1: there a missing agent fails each of its tests loudly, never a silent skip.
"""

from __future__ import annotations

import os

import pytest

from interop import agents

SETUP_HINT = "run `bash scripts/setup-agents.sh` (installs the pinned agents into .cache/agents)"


def _required() -> bool:
    return (
        os.environ.get("CI", "").lower() in ("true", "1", "yes")
        or os.environ.get("ACP_INTEROP_REQUIRED", "") == "1"
    )


def _agent_of(item: pytest.Item) -> str | None:
    module = getattr(item, "module", None)
    return getattr(module, "AGENT", None)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    missing = set(agents.missing_agents())
    if not missing or _required():
        return
    for item in items:
        if not str(item.path).startswith(here + os.sep):
            continue
        agent = _agent_of(item)
        if agent is None or agent in missing:
            item.add_marker(
                pytest.mark.skip(
                    reason=f"interop agent {agent or ', '.join(sorted(missing))} not installed in "
                    f"{agents.agents_dir()}: {SETUP_HINT}"
                )
            )


@pytest.fixture(autouse=True, scope="module")
def _agents_installed(request: pytest.FixtureRequest) -> None:
    """Under CI a missing agent is a failure with the reason, not a skip. Module-scoped and autouse, so it
    runs before the module's (module-scoped) store fixtures."""
    agent = getattr(request.module, "AGENT", None)
    missing = agents.missing_agents()
    if missing and (agent is None or agent in missing):
        pytest.fail(
            f"CI=true but the interop agent {agent or missing} is not installed in {agents.agents_dir()}: "
            f"{SETUP_HINT} before the tests (the CI script must do it)",
            pytrace=False,
        )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """`session_key`: one test per fabricated session (the class's SESSION_KEYS)."""
    if "session_key" in metafunc.fixturenames and metafunc.cls is not None:
        keys = list(metafunc.cls.SESSION_KEYS)
        metafunc.parametrize("session_key", keys, ids=keys)
