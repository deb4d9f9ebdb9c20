"""Reading an agent's answers and requests into structs (`acp.schema` through `lenient`): what is a
little out of spec is kept as far as it is usable; what is missing or wrong where it matters fails,
saying which field."""

from __future__ import annotations

import msgspec
import pytest

from acp_bridge.acp.lenient import convert_leniently
from acp_bridge.acp.schema import (
    Implementation,
    InitializeResult,
    NewSessionResult,
    PermissionRequest,
    PromptResult,
    ReadTextFileParams,
)


def test_a_malformed_optional_field_takes_its_default_and_bad_items_are_dropped() -> None:
    result = convert_leniently(
        {
            "protocolVersion": 1,
            "agentCapabilities": {"loadSession": True},
            "capabilities": "none",
            "agentInfo": {"name": "", "version": "1.2"},
            "authMethods": [{"id": "key"}, {"methodId": "oauth"}, {"name": "no id"}, 7],
            "somethingNew": [1, 2],
        },
        InitializeResult,
    )
    assert result.protocol_version == 1
    assert result.agent_capabilities == {"loadSession": True}
    assert result.capabilities is None
    assert result.agent_info == Implementation(name="unknown", version="1.2")
    assert [m.id for m in result.auth_methods] == ["key", "oauth"]


@pytest.mark.parametrize("version", [True, "1", 1.0, None])
def test_the_protocol_version_is_read_strictly(version: object) -> None:
    with pytest.raises(msgspec.ValidationError, match="protocolVersion"):
        convert_leniently({"protocolVersion": version}, InitializeResult)


def test_a_missing_required_field_fails_and_says_which() -> None:
    with pytest.raises(msgspec.ValidationError, match="sessionId"):
        convert_leniently({"session": "s1"}, NewSessionResult)
    with pytest.raises(msgspec.ValidationError):
        convert_leniently(["not", "an", "object"], NewSessionResult)


def test_a_prompt_answer_without_a_usable_stop_reason_ends_the_turn() -> None:
    assert convert_leniently({}, PromptResult).stop_reason == "end_turn"
    assert convert_leniently({"stopReason": 3}, PromptResult).stop_reason == "end_turn"
    assert convert_leniently({"stopReason": "cancelled"}, PromptResult).stop_reason == "cancelled"


def test_a_permission_request_is_lenient_in_its_optional_fields_only() -> None:
    request = convert_leniently(
        {
            "sessionId": "s1",
            "options": [{"optionId": "yes", "name": "Allow"}, {"optionId": "no", "kind": "reject_once"}],
            "title": 5,
            "subject": {"type": "tool_call", "toolCall": {"title": "Edit main.py"}},
        },
        PermissionRequest,
    )
    assert [o.option_id for o in request.options] == ["yes", "no"]
    assert request.options[0].kind == "allow_once"
    assert request.display_title == "Edit main.py"
    # An option the user cannot be shown is no option to leave out: the request is refused, saying where.
    with pytest.raises(msgspec.ValidationError, match=r"optionId.*\$\.options\[1\]"):
        options = [{"optionId": "yes"}, {"name": "no id"}]
        convert_leniently({"sessionId": "s1", "options": options}, PermissionRequest)


def test_the_error_names_the_required_field_even_after_a_bad_optional_one() -> None:
    with pytest.raises(msgspec.ValidationError, match="missing required field `sessionId`"):
        convert_leniently({"toolCall": 4, "options": []}, PermissionRequest)
    with pytest.raises(msgspec.ValidationError, match=r"\$\.options"):
        convert_leniently({"title": 3, "sessionId": "s", "options": "no"}, PermissionRequest)


def test_file_system_params_are_constrained() -> None:
    assert msgspec.convert({"sessionId": "s", "path": "/a", "line": 1}, ReadTextFileParams).line == 1
    with pytest.raises(msgspec.ValidationError, match=r"\$\.line"):
        msgspec.convert({"sessionId": "s", "path": "/a", "line": 0}, ReadTextFileParams)
