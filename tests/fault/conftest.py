"""Markers of the fault suite."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "agents(*entries): the acpBridge.agents of the `server` fixture")
