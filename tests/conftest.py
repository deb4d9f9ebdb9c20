"""Shared pytest configuration. Keep it generic: layer-specific helpers live next to their tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def anyio_backend() -> str:
    """anyio's pytest plugin runs `@pytest.mark.anyio` tests, on asyncio only (the bridge's loop)."""
    return "asyncio"


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    # pytest-asyncio (a dependency of pytest-lsp) warns at start-up when its fixture loop scope is
    # unset, and `filterwarnings = error` turns that warning into a crash of the whole run. The setting
    # belongs in pyproject.toml (`asyncio_default_fixture_loop_scope = "function"`); until it is there,
    # supply the same value here. Async tests use anyio's plugin (`@pytest.mark.anyio`); pytest-asyncio
    # stays in strict mode and only runs tests marked `asyncio`, so the two never claim the same test.
    try:
        unset = not config.getini("asyncio_default_fixture_loop_scope")
    except ValueError:  # pytest-asyncio is not installed
        return
    if unset:
        config._inicache["asyncio_default_fixture_loop_scope"] = "function"
