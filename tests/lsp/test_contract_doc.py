"""docs/lsp-extensions.md and acp_bridge/lsp/protocol.py must describe the same contract."""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import BaseModel

from acp_bridge.lsp import protocol as p

DOC = Path(__file__).resolve().parents[2] / "docs" / "lsp-extensions.md"


def _sections() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    parts = re.split(r"^### ", text, flags=re.M)
    sections = {}
    for part in parts[1:]:
        heading, _, body = part.partition("\n")
        sections[heading.strip().strip("`")] = body
    return sections


def _wire_fields(model: type[BaseModel]) -> set[str]:
    return {f.alias or name for name, f in model.model_fields.items()}


def _documented_fields(body: str) -> set[str]:
    return set(re.findall(r"^\| `([A-Za-z]+)` \|", body, flags=re.M))


def test_every_method_is_documented_and_nothing_else() -> None:
    documented = {name for name in _sections() if name.startswith("acpBridge/")}
    declared = set(p.REQUESTS) | set(p.NOTIFICATIONS) | set(p.SERVER_REQUESTS)
    missing, extra = sorted(declared - documented), sorted(documented - declared)
    assert documented == declared, f"missing in the doc: {missing}; not in protocol.py: {extra}"


def test_every_field_is_documented_where_its_method_is() -> None:
    sections = _sections()
    models: dict[str, list[type[BaseModel]]] = {m: [a, b] for m, (a, b) in p.REQUESTS.items()}
    models |= {m: [a] for m, a in p.NOTIFICATIONS.items()}
    models |= {m: [a, b] for m, (a, b) in p.SERVER_REQUESTS.items()}
    for method, method_models in models.items():
        expected = set().union(*(_wire_fields(m) for m in method_models))
        assert _documented_fields(sections[method]) == expected, method


def test_shared_shapes_are_documented() -> None:
    sections = _sections()
    shared = (p.SessionItem, p.FoundSession, p.AgentStatus, p.AgentCapabilitiesInfo, p.PermissionOptionItem)
    for model in shared:
        assert _documented_fields(sections[model.__name__]) == _wire_fields(model), model.__name__


def test_transcript_uris_round_trip_odd_ids() -> None:
    for agent, session in [("demo", "sess_1"), ("my agent", "a/b?c#d"), ("x", "ünï-cödé")]:
        uri = p.transcript_uri(agent, session)
        assert uri.startswith("acp-session:/") and uri.endswith(".md")
        assert p.parse_transcript_uri(uri) == (agent, session)
    assert p.parse_transcript_uri("file:///x.md") is None
    assert p.parse_transcript_uri("acp-session:/only.md") is None
