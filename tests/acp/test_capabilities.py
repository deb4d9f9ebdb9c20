"""The one mapping from advertised capabilities to "can I …?" answers (protocol 1 and both v2 drafts)."""

from __future__ import annotations

from typing import Any

import pytest

from acp_bridge.acp import AgentFeatures
from acp_bridge.acp.capabilities import features_from_initialize, from_v1, from_v2
from acp_bridge.acp.lenient import convert_leniently
from acp_bridge.acp.schema import InitializeResult

SESSION_KEYS = ("list", "resume", "close", "delete", "fork", "additionalDirectories")
FIELD = {"additionalDirectories": "additional_directories"}


def v1(session: dict[str, Any] | None = None, **caps: Any) -> AgentFeatures:
    if session is not None:
        caps["sessionCapabilities"] = session
    return from_v1(caps)


def test_v1_nothing_advertised_means_nothing_but_the_baseline() -> None:
    features = from_v1({})
    assert features == AgentFeatures()
    assert not features.can_replay


@pytest.mark.parametrize("key", SESSION_KEYS)
def test_v1_an_empty_object_advertises_a_session_capability(key: str) -> None:
    features = v1({key: {}})
    assert getattr(features, FIELD.get(key, key)) is True
    others = [k for k in SESSION_KEYS if k != key]
    assert not any(getattr(features, FIELD.get(k, k)) for k in others)


@pytest.mark.parametrize("value", [None, False, "yes", 1, []])
@pytest.mark.parametrize("key", SESSION_KEYS)
def test_v1_null_false_or_junk_does_not_advertise(key: str, value: Any) -> None:
    assert getattr(v1({key: value}), FIELD.get(key, key)) is False


def test_v1_omitted_or_malformed_session_capabilities() -> None:
    assert not v1().list
    assert not v1(None, sessionCapabilities=None).list
    assert not from_v1({"sessionCapabilities": ["list"]}).list


@pytest.mark.parametrize(("value", "expected"), [(True, True), (False, False), (None, False), ({}, False)])
def test_v1_load_session_is_a_boolean(value: Any, expected: bool) -> None:
    features = v1(loadSession=value)
    assert features.load is expected
    assert features.can_replay is expected


def test_v1_mcp_and_prompt_flags() -> None:
    features = v1(
        mcpCapabilities={"http": True, "sse": False},
        promptCapabilities={"image": True, "audio": False, "embeddedContext": True},
    )
    assert (features.mcp_http, features.mcp_sse) == (True, False)
    assert (features.prompt_image, features.prompt_audio, features.prompt_embedded_context) == (
        True,
        False,
        True,
    )


def test_a_real_agent_shape_opencode() -> None:
    features = from_v1(
        {
            "loadSession": True,
            "mcpCapabilities": {"http": True, "sse": True},
            "promptCapabilities": {"embeddedContext": True, "image": True},
            "sessionCapabilities": {"fork": {}, "list": {}, "resume": {}, "close": {}},
        }
    )
    assert features.load and features.list and features.resume and features.close and features.fork
    assert not features.delete and not features.additional_directories
    assert not features.resume_replays


def test_v2_intermediate_shape_each_method_by_its_own_marker() -> None:
    features = from_v2({"session": {"load": {}, "list": {}, "close": None}})
    assert features.protocol_version == 2
    assert features.load and features.list
    assert not features.resume and not features.close
    assert not features.resume_replays
    assert features.can_replay


def test_v2_intermediate_shape_without_load_cannot_replay() -> None:
    features = from_v2({"session": {"resume": {}}})
    assert features.resume and not features.load and not features.can_replay


def test_v2_current_shape_a_session_object_implies_list_resume_close_and_replay() -> None:
    features = from_v2(
        {
            "session": {
                "prompt": {"image": {}, "embeddedContext": {}},
                "mcp": {"stdio": {}, "http": {}},
                "delete": {},
                "additionalDirectories": {},
            }
        }
    )
    assert features.list and features.resume and features.close
    assert features.resume_replays and features.can_replay
    assert not features.load  # protocol 2 has no session/load
    assert features.delete and features.additional_directories
    assert not features.fork
    assert features.mcp_http and not features.mcp_sse
    assert features.prompt_image and features.prompt_embedded_context and not features.prompt_audio


def test_v2_current_shape_with_an_empty_session_object() -> None:
    features = from_v2({"session": {}})
    assert features.list and features.resume and features.close and features.resume_replays
    assert not features.delete


def test_v2_without_a_session_object_advertises_nothing() -> None:
    features = from_v2({})
    assert not (features.list or features.resume or features.close or features.can_replay)


def test_v2_mcp_markers_of_the_intermediate_shape() -> None:
    features = from_v2({"session": {"load": {}, "mcp": {"stdio": {}, "http": {}}}})
    assert features.mcp_http and features.load


def test_features_from_initialize_picks_the_mapping_by_version() -> None:
    v1_result = convert_leniently(
        {"protocolVersion": 1, "agentCapabilities": {"loadSession": True}}, InitializeResult
    )
    assert features_from_initialize(v1_result).load
    v2_result = convert_leniently({"protocolVersion": 2, "capabilities": {"session": {}}}, InitializeResult)
    features = features_from_initialize(v2_result)
    assert features.protocol_version == 2 and features.resume_replays
    # A protocol-1 body, however malformed its capabilities: spoken to as protocol 1, with none.
    odd = convert_leniently({"protocolVersion": 2, "agentCapabilities": None}, InitializeResult)
    assert features_from_initialize(odd).protocol_version == 1


def test_to_wire_is_camel_case_for_the_editor() -> None:
    wire = AgentFeatures(load=True, additional_directories=True).to_wire()
    assert wire["load"] is True
    assert wire["additionalDirectories"] is True
    assert wire["resumeReplays"] is False
    assert wire["protocolVersion"] == 1
