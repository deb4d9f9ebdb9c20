"""NDJSON framing and an ordered JSON-RPC peer. Knows nothing of ACP.

The names below are imported when first asked for (PEP 562), as in `acp`: reading an agent's pipe
(`jsonrpc.stdio`, which `acp.process` needs to start one) must not import the peer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_exports import lazy_getattr

if TYPE_CHECKING:
    from .dispatch import CANCEL_METHOD
    from .errors import (
        INTERNAL_ERROR,
        INVALID_PARAMS,
        INVALID_REQUEST,
        METHOD_NOT_FOUND,
        PARSE_ERROR,
        REQUEST_CANCELLED,
        RESOURCE_NOT_FOUND,
        ConnectionClosed,
        JsonRpcError,
        MessageTooLarge,
        NotJsonRpc,
        RequestTimeout,
        RpcFailure,
        UndecodableAnswer,
    )
    from .framing import DEFAULT_MAX_LINE_BYTES, LineSplitter, OversizedLine
    from .peer import JsonRpcPeer
    from .stdio import read_lines

#: Each name the package exports, and the module that defines it.
_EXPORTS = {
    "CANCEL_METHOD": ".dispatch",
    **dict.fromkeys(
        (
            "INTERNAL_ERROR", "INVALID_PARAMS", "INVALID_REQUEST", "METHOD_NOT_FOUND", "PARSE_ERROR",
            "REQUEST_CANCELLED", "RESOURCE_NOT_FOUND", "ConnectionClosed", "JsonRpcError",
            "MessageTooLarge", "NotJsonRpc", "RequestTimeout", "RpcFailure", "UndecodableAnswer",
        ),
        ".errors",
    ),
    "DEFAULT_MAX_LINE_BYTES": ".framing",
    "LineSplitter": ".framing",
    "OversizedLine": ".framing",
    "JsonRpcPeer": ".peer",
    "read_lines": ".stdio",
}

__all__ = [
    "CANCEL_METHOD",
    "DEFAULT_MAX_LINE_BYTES",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "METHOD_NOT_FOUND",
    "PARSE_ERROR",
    "REQUEST_CANCELLED",
    "RESOURCE_NOT_FOUND",
    "ConnectionClosed",
    "JsonRpcError",
    "JsonRpcPeer",
    "LineSplitter",
    "MessageTooLarge",
    "NotJsonRpc",
    "OversizedLine",
    "RequestTimeout",
    "RpcFailure",
    "UndecodableAnswer",
    "read_lines",
]

__getattr__ = lazy_getattr(__name__, _EXPORTS)
