"""How JSON-RPC failures of agent calls become what the user reads."""

from __future__ import annotations

import pytest

from acp_bridge.acp.errors import AgentErrorKind, from_rpc_failure
from acp_bridge.jsonrpc.errors import JsonRpcError


@pytest.mark.parametrize("code", [-32002, -32602, -32603])
@pytest.mark.parametrize("method", ["session/load", "session/resume", "session/close", "session/delete"])
def test_every_unknown_id_code_of_a_lookup_means_not_found(method: str, code: int) -> None:
    error = from_rpc_failure(JsonRpcError(code, "Internal error"), method, session_id="s1")
    assert error.kind is AgentErrorKind.NOT_FOUND
    assert "session s1 not found" in error.message and str(code) in error.message


@pytest.mark.parametrize("code", [-32602, -32603])
def test_a_failed_prompt_turn_is_the_agents_refusal_not_a_missing_session(code: int) -> None:
    error = from_rpc_failure(JsonRpcError(code, "model overloaded"), "session/prompt", session_id="s1")
    assert error.kind is AgentErrorKind.REFUSED
    assert "model overloaded" in error.message and "not found" not in error.message


def test_resource_not_found_means_not_found_for_any_session_call() -> None:
    error = from_rpc_failure(JsonRpcError(-32002, "no such session"), "session/prompt", session_id="s1")
    assert error.kind is AgentErrorKind.NOT_FOUND
