"""The ACP boundary's one error type. Callers branch on `kind`, never on message text."""

from __future__ import annotations

import enum

from ..jsonrpc import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    METHOD_NOT_FOUND,
    RESOURCE_NOT_FOUND,
    ConnectionClosed,
    JsonRpcError,
    MessageTooLarge,
    NotJsonRpc,
    RequestTimeout,
    RpcFailure,
    UndecodableAnswer,
)
from ..jsonrpc.errors import AUTH_REQUIRED
from ..plain_text import single_line


class AgentErrorKind(enum.Enum):
    NOT_FOUND = "not_found"  # the agent does not know that session
    UNSUPPORTED = "unsupported"  # not advertised, or the agent answered -32601
    START_FAILED = "start_failed"  # the command could not be started
    EXITED = "exited"  # the agent process ended (or closed stdout)
    TIMEOUT = "timeout"
    AUTH_REQUIRED = "auth_required"
    PROTOCOL = "protocol"  # an answer out of spec, a version we do not speak, a message too large
    REFUSED = "refused"  # any other error response
    INVALID_ARGUMENT = "invalid_argument"  # our caller's input is wrong; nothing was sent


class AgentError(Exception):
    def __init__(self, kind: AgentErrorKind, message: str, *, code: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.code = code

    def __str__(self) -> str:
        return self.message


#: Codes agents use for "no such session" (AGENTS.md): all mean "not found" to the user ...
_NOT_FOUND_CODES = frozenset({RESOURCE_NOT_FOUND, INVALID_PARAMS, INTERNAL_ERROR})
#: ... when the call only looks the session up. A call that does work in a session (a prompt turn,
#: a mode change) fails with -32602/-32603 for its own reasons (a model error, a bad argument):
#: calling that "session not found" would send the user looking for the wrong problem.
_LOOKUP_METHODS = frozenset({
    "session/load", "session/resume", "session/close", "session/delete", "session/fork",
})


def from_rpc_failure(exc: RpcFailure, method: str, *, session_id: str | None = None) -> AgentError:
    """Translates a JSON-RPC failure of `method` into the ACP boundary's error.

    `session_id` marks calls that target an existing session: there, the codes agents use for an
    unknown id are reported as NOT_FOUND (the code stays in the message for the log).
    """
    if isinstance(exc, JsonRpcError):
        if exc.code == METHOD_NOT_FOUND:
            return AgentError(
                AgentErrorKind.UNSUPPORTED, f"the agent does not implement {method}", code=exc.code
            )
        if exc.code == AUTH_REQUIRED:
            return AgentError(
                AgentErrorKind.AUTH_REQUIRED,
                f"the agent needs you to log in first ({exc.message})",
                code=exc.code,
            )
        lookup = method in _LOOKUP_METHODS
        not_found = exc.code == RESOURCE_NOT_FOUND or (lookup and exc.code in _NOT_FOUND_CODES)
        if session_id is not None and not_found:
            return AgentError(
                AgentErrorKind.NOT_FOUND,
                f"session {session_id} not found (the agent answered {method} with: "
                f"{_one_line(exc.message)}, code {exc.code})",
                code=exc.code,
            )
        return AgentError(
            AgentErrorKind.REFUSED,
            f"the agent refused {method}: {_one_line(exc.message)} (code {exc.code})",
            code=exc.code,
        )
    if isinstance(exc, RequestTimeout):
        return AgentError(
            AgentErrorKind.TIMEOUT, f"the agent did not answer {method} in {exc.seconds:g} s{exc.note}"
        )
    if isinstance(exc, NotJsonRpc):
        return AgentError(AgentErrorKind.PROTOCOL, f"the agent did not answer {method}: {exc}")
    if isinstance(exc, MessageTooLarge):
        return AgentError(AgentErrorKind.PROTOCOL, str(exc))
    if isinstance(exc, UndecodableAnswer):
        reason = f"the agent's answer to {method} could not be decoded ({exc})"
        return AgentError(AgentErrorKind.PROTOCOL, reason)
    if isinstance(exc, ConnectionClosed):
        return AgentError(AgentErrorKind.EXITED, str(exc))
    return AgentError(AgentErrorKind.PROTOCOL, f"{method} failed: {exc}")


def _one_line(text: str, limit: int = 300) -> str:
    """Agent text quoted in a message: one line, no control, bidi or escape character (the message
    reaches the editor and the terminal)."""
    flat = single_line(str(text))
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
