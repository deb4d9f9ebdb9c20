"""The error answers of the editor contract (docs/lsp-extensions.md, "Errors")."""

from __future__ import annotations

from pygls.exceptions import JsonRpcException


def server_error(message: str, code: int) -> JsonRpcException:
    """An error response with the contract's code and one sentence for the user."""
    return JsonRpcException(message=message, code=code)
