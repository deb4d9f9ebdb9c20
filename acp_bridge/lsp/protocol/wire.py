"""The base of every model of the LSP contract (`lsp/protocol`): snake_case in Python, camelCase on
the wire, unknown fields ignored."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


class Model(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="ignore", alias_generator=None, defer_build=True)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.title() for p in rest)


class Wire(Model):
    """Fields are snake_case in Python and camelCase on the wire."""

    model_config = ConfigDict(populate_by_name=True, extra="ignore", alias_generator=_camel, defer_build=True)

    def wire(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True, mode="json")


class Empty(Wire):
    pass
