"""Package names imported when first asked for (PEP 562), for `acp` and `jsonrpc`.

Importing one module of those packages (`acp.process`, `jsonrpc.stdio`) must not import the rest:
the command line starts an agent with them before it imports the core (`cli.py`). Each package lists
its names and their modules, and takes its module `__getattr__` from here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_getattr(package: str, exports: Mapping[str, str]) -> Callable[[str], Any]:
    """The module `__getattr__` of `package`: ``exports`` maps each name to its module, relative to
    the package; any other name is an AttributeError, as for any module."""

    def getattr_(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(module, package), name)

    return getattr_
