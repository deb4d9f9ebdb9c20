"""The JSON-RPC boundary's errors: one base type, branched on codes, never on message text."""

from __future__ import annotations

from typing import Any

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
REQUEST_CANCELLED = -32800
#: ACP: "resource not found" (an unknown session id, for one).
RESOURCE_NOT_FOUND = -32002
AUTH_REQUIRED = -32000


class RpcFailure(Exception):
    """Any way a JSON-RPC call can fail."""


class JsonRpcError(RpcFailure):
    """An error response from the peer, or one we answer with."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def to_wire(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error

    def __str__(self) -> str:
        return f"{self.message} (code {self.code})"


class RequestTimeout(RpcFailure):
    def __init__(self, method: str, seconds: float, note: str = "") -> None:
        """`note`: what else the peer did meanwhile, to be said with the timeout ("; …" or "")."""
        super().__init__(f"{method} timed out after {seconds:g} s{note}")
        self.method = method
        self.seconds = seconds
        self.note = note


class ConnectionClosed(RpcFailure):
    """The peer went away (EOF, exit, or we closed). Carries a human reason."""


class NotJsonRpc(RpcFailure):
    """The peer wrote many lines and not one JSON-RPC message: it is no JSON-RPC peer (a program
    that prints its usage, a UI, a log), and nothing asked of it will be answered."""


class MessageTooLarge(RpcFailure):
    """The response to our request was longer than the line limit and was skipped."""


class UndecodableAnswer(RpcFailure):
    """The response to our request could not be decoded (not JSON, not UTF-8): the peer sent an
    answer, but not one anybody can read (it did not refuse the request)."""
