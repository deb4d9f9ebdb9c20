"""opencode 1.18.33 (`opencode acp --pure`) through the acp-bridge CLI, on a store made by
`opencode import`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import pytest

from interop.agents import FabricatedAgent, fabricate_opencode
from interop.contract import AgentContract

pytestmark = [pytest.mark.interop, pytest.mark.slow]
AGENT = "opencode"


@pytest.fixture(scope="module")
def fab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FabricatedAgent]:
    yield fabricate_opencode(tmp_path_factory.mktemp("opencode"))


class TestOpencode(AgentContract):
    AGENT = AGENT
    SESSION_KEYS = ("flaky", "arch", "resume", "elsewhere")
    CAPABILITIES: ClassVar[dict[str, bool]] = {
        "list": True,
        "load": True,
        "resume": True,
        "close": True,
        "fork": True,
        "delete": False,
        "additionalDirectories": False,
    }
    IDENTITY = ("OpenCode", "1.18.33")
