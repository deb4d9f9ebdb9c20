"""The package's modules import each other without cycles, counting the imports made only for types
(`if TYPE_CHECKING:`) and those inside functions: each layer knows the ones below it, never one above
(docs/architecture.md, "Layers")."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "acp_bridge"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """Each module of the package → the modules of the package it imports, anywhere in its source."""
    files = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
                named = [f"{base}.{alias.name}" for alias in node.names]
                submodules = [module for module in named if module in files]
                # `from . import x` of a submodule imports that submodule, not the package's own code
                targets = submodules if len(submodules) == len(node.names) else [base, *submodules]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                continue
            graph[name].update(t for t in targets if t in files and t != name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                other = stack.pop()
                component.append(other)
                if other == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_finder_sees_a_cycle_through_a_type_only_import() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    graph = import_graph()
    assert "acp_bridge.sessions.transcript" in graph["acp_bridge.agent_handle"]  # a real edge is seen
    assert "acp_bridge.lsp.state" in graph["acp_bridge.lsp.handlers"]  # so is one made only for types


def test_the_package_has_no_import_cycle() -> None:
    assert cycles(import_graph()) == []



def test_every_name_a_package_exports_when_asked_for_resolves() -> None:
    # `acp` and `jsonrpc` import their names when first asked for (PEP 562): each one listed is the
    # name of the module said, and a name not listed is an AttributeError as for any module.
    from acp_bridge import acp, jsonrpc

    for package in (acp, jsonrpc):
        assert sorted(package.__all__) == sorted(package._EXPORTS)
        for name in package.__all__:
            module = importlib.import_module(package._EXPORTS[name], package.__name__)
            assert getattr(package, name) is getattr(module, name)
        with pytest.raises(AttributeError):
            package.NoSuchName  # noqa: B018
