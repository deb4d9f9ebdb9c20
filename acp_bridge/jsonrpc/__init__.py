"""NDJSON framing and an ordered JSON-RPC peer. Knows nothing of ACP."""

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
    RequestTimeout,
    RpcFailure,
)
from .framing import DEFAULT_MAX_LINE_BYTES, LineSplitter, OversizedLine
from .peer import JsonRpcPeer
from .stdio import read_lines

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
    "OversizedLine",
    "RequestTimeout",
    "RpcFailure",
    "read_lines",
]
