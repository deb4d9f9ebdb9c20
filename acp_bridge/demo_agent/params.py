"""Request parameters checked by hand into plain values: a bad one is `-32602 invalid params` with a
short message (no stack on the wire); an unknown session is `-32002 resource not found`."""

from __future__ import annotations

import os
from typing import Any

from ..jsonrpc import INVALID_PARAMS, RESOURCE_NOT_FOUND, JsonRpcError


def invalid(message: str) -> JsonRpcError:
    return JsonRpcError(INVALID_PARAMS, f"Invalid params: {message}")


def not_found(session_id: str) -> JsonRpcError:
    return JsonRpcError(RESOURCE_NOT_FOUND, "Resource not found", {"sessionId": session_id})


def object_(params: Any) -> dict[str, Any]:
    if params is None:
        return {}
    if not isinstance(params, dict):
        raise invalid("params must be an object")
    return params


def string(p: dict[str, Any], key: str) -> str:
    value = p.get(key)
    if not isinstance(value, str) or not value:
        raise invalid(f"{key} must be a non-empty string")
    return value


def absolute(p: dict[str, Any], key: str) -> str:
    value = p.get(key)
    if not isinstance(value, str) or not os.path.isabs(value):
        raise invalid(f"{key} must be an absolute path")
    return value


def absolute_list(p: dict[str, Any], key: str) -> tuple[str, ...]:
    value = p.get(key)
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and os.path.isabs(v) for v in value):
        raise invalid(f"{key} must be a list of absolute paths")
    return tuple(value)


def prompt_blocks(p: dict[str, Any]) -> list[dict[str, Any]]:
    blocks = p.get("prompt")
    if not isinstance(blocks, list) or not all(
        isinstance(b, dict) and isinstance(b.get("type"), str) for b in blocks
    ):
        raise invalid("prompt must be a list of content blocks")
    for block in blocks:
        if block["type"] in ("image", "audio"):
            raise invalid(f"{block['type']} content is not supported (see promptCapabilities)")
    return blocks
