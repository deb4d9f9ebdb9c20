"""docs/lsp-extensions.md and acp_bridge/lsp/protocol/ must describe the same contract."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Literal, get_args, get_origin

from pydantic import BaseModel

from acp_bridge.lsp import protocol as p

DOC = Path(__file__).resolve().parents[2] / "docs" / "lsp-extensions.md"


#: The shapes documented in sections of their own (used by several methods).
SHARED_SHAPES: tuple[type[BaseModel], ...] = (
    p.SessionItem,
    p.ListedSession,
    p.FoundSession,
    p.SearchCoverage,
    p.AgentStatus,
    p.AgentCapabilitiesInfo,
    p.PermissionOptionItem,
    p.TranscriptWindow,
)


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


def _method_models() -> dict[str, list[type[BaseModel]]]:
    """Each method's models (params, and result for a request), by method."""
    models: dict[str, list[type[BaseModel]]] = {m: [a, b] for m, (a, b) in p.REQUESTS.items()}
    models |= {m: [a] for m, a in p.NOTIFICATIONS.items()}
    return models | {m: [a, b] for m, (a, b) in p.SERVER_REQUESTS.items()}


def test_every_method_is_documented_and_nothing_else() -> None:
    documented = {name for name in _sections() if name.startswith("acpBridge/")}
    declared = set(p.REQUESTS) | set(p.NOTIFICATIONS) | set(p.SERVER_REQUESTS)
    missing, extra = sorted(declared - documented), sorted(documented - declared)
    assert documented == declared, f"missing in the doc: {missing}; not in the protocol: {extra}"


def test_every_field_is_documented_where_its_method_is() -> None:
    sections = _sections()
    models = _method_models()
    for method, method_models in models.items():
        expected = set().union(*(_wire_fields(m) for m in method_models))
        assert _documented_fields(sections[method]) == expected, method


def test_shared_shapes_are_documented() -> None:
    sections = _sections()
    for model in SHARED_SHAPES:
        assert _documented_fields(sections[model.__name__]) == _wire_fields(model), model.__name__


def test_transcript_uris_round_trip_odd_ids() -> None:
    for agent, session in [("demo", "sess_1"), ("my agent", "a/b?c#d"), ("x", "ünï-cödé")]:
        uri = p.transcript_uri(agent, session)
        assert uri.startswith("acp-session:/") and uri.endswith(".md")
        assert p.parse_transcript_uri(uri) == (agent, session)
    assert p.parse_transcript_uri("file:///x.md") is None
    assert p.parse_transcript_uri("acp-session:/only.md") is None


def test_labelled_transcript_uris_resolve_by_agent_and_session() -> None:
    uri = p.transcript_uri("my agent", "a/b?c#d", "Fix: the/flaky test?")
    assert uri == "acp-session:/my%20agent/a%2Fb%3Fc%23d/Fix%20the%20flaky%20test.acp.md"
    assert p.parse_transcript_uri(uri) == ("my agent", "a/b?c#d")
    # Old two-segment URIs, and any label, name the same document.
    assert p.parse_transcript_uri(p.transcript_uri("my agent", "a/b?c#d")) == ("my agent", "a/b?c#d")
    assert p.parse_transcript_uri("acp-session:/demo/s1/anything%20else.md") == ("demo", "s1")
    # No usable title: the two-segment form. URIs ending in plain `.md` (older clients) still resolve.
    assert p.transcript_uri("demo", "s1", "  ...  ") == "acp-session:/demo/s1.acp.md"
    assert p.transcript_uri("demo", "s1", None) == "acp-session:/demo/s1.acp.md"
    assert p.parse_transcript_uri("acp-session:/demo/s1.md") == ("demo", "s1")
    for bad in ("acp-session:/demo/s1/x/y.md", "acp-session:/demo//x.md", "acp-session:/demo/s1/.md",
                "acp-session:/demo/s1/.acp.md", "acp-session:/demo/s1/turns-x/y.acp.md"):
        assert p.parse_transcript_uri(bad) is None, bad


def test_a_page_window_uri_names_its_turns_and_resolves_to_them() -> None:
    uri = p.transcript_uri("demo", "s1", "Fix it", span=(101, 150))
    assert uri == "acp-session:/demo/s1/turns-101-150/Fix%20it%20%28turns%20101-150%29.acp.md"
    assert p.parse_window_uri(uri) == ("demo", "s1", (101, 150))
    assert p.parse_transcript_uri(uri) == ("demo", "s1")
    # The tab's label writes thousands as the lenses do; the path segment stays plain.
    far = p.transcript_uri("demo", "s1", "Fix it", span=(19_851, 19_900))
    assert far == "acp-session:/demo/s1/turns-19851-19900/Fix%20it%20%28turns%2019%2C851-19%2C900%29.acp.md"
    assert p.parse_window_uri(far) == ("demo", "s1", (19_851, 19_900))
    assert p.parse_window_uri(p.transcript_uri("demo", "s1", "Fix it")) == ("demo", "s1", None)
    # The extension's tab showing a load's progress (its `…` ending, spelled or encoded, and a query)
    # names the same window.
    assert p.parse_window_uri(f"{uri}%E2%80%A6?loading") == ("demo", "s1", (101, 150))
    assert p.parse_window_uri("acp-session:/demo/s1/Fix%20it.acp.md\u2026?loading") == ("demo", "s1", None)
    assert p.parse_window_uri(f"{uri}?x=1") == ("demo", "s1", (101, 150))
    assert p.parse_window_uri(f"{uri}%E2%80%A6%E2%80%A6?loading") is None  # one ending, nothing more
    # A part of a page (a page too long for one window is cut into parts).
    assert p.parse_window_uri("acp-session:/demo/s1/turns-121-137/x.acp.md") == ("demo", "s1", (121, 137))
    # Never more than a page, never backwards, ASCII digits only.
    for other in ("turns-101-151", "turns-0-49", "turns-140-120", "turns-١٠١-150", "turns-01-50"):
        assert p.parse_window_uri(f"acp-session:/demo/s1/{other}/x.acp.md") is None, other


def test_title_labels_are_safe_names_and_match_the_extension() -> None:
    """The vectors in title_labels.json are checked here and by the extension's protocol test."""
    vectors = json.loads((Path(__file__).parent / "title_labels.json").read_text(encoding="utf-8"))
    for vector in vectors:
        assert p.title_label(vector["title"]) == vector["label"], vector
    for vector in vectors:
        label = vector["label"]
        if label is not None:
            assert 0 < len(label) <= p.MAX_LABEL_CHARS
            assert not set(label) & set('/\\:*?"<>|#%') and label == label.strip(" .")
            assert all(ch.isprintable() for ch in label)


def _literal_values(annotation: object) -> set[str] | None:
    """The values of a `Literal` annotation (within `X | None` too); None for another type."""
    if get_origin(annotation) is Literal:
        return {str(value) for value in get_args(annotation)}
    for arg in get_args(annotation):
        if (values := _literal_values(arg)) is not None:
            return values
    return None


def test_documented_literals_name_every_value_the_code_has() -> None:
    """A field documented as `Literal[...]` lists exactly the values its model allows: a state the
    code can send and the doc leaves out is one an editor's author would not handle."""
    sections = _sections()
    models = _method_models() | {m.__name__: [m] for m in SHARED_SHAPES}
    checked = 0
    for section, section_models in models.items():
        fields = {f.alias or name: f.annotation for m in section_models for name, f in m.model_fields.items()}
        rows = re.findall(r"^\| `([A-Za-z]+)` \| `(Literal\[[^`]*\])`", sections[section], flags=re.M)
        for name, literal in rows:
            documented = set(re.findall(r"'([^']*)'", literal))
            assert documented == _literal_values(fields[name]), f"{section}.{name}"
            checked += 1
    assert checked > 0
