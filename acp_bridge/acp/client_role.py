"""What the bridge answers when an agent calls the client: `fs/*` and `session/request_permission`.

`fs/*` is confined to the session's root set (cwd plus additional directories) and, within it, to
the folders the user chose (`FolderBoundary`): paths are resolved (symlinks included) before the
check, and only regular files are read or written. A session opened read-only is written nothing.
Permission requests go to a `PermissionAsker` (the CLI's answers "cancelled"; the editor asks the
user) and are never auto-approved; cancelling a session's prompt turn answers its pending ones
"cancelled", as ACP requires of a client that sends `session/cancel`, and those the agent asks
after it, until the turn ends, without asking anyone (the user has already said no to the turn).
`terminal/*` is not advertised, so the peer answers it -32601 like any unknown method.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol, TypeVar

import anyio
import msgspec

from ..jsonrpc import INVALID_PARAMS, RESOURCE_NOT_FOUND, JsonRpcError
from . import confined_files
from .boundary import FolderBoundary
from .lenient import convert_leniently
from .schema import PermissionRequest, ReadTextFileParams, WriteTextFileParams

log = logging.getLogger(__name__)

S = TypeVar("S", bound=msgspec.Struct)

MAX_READ_BYTES = 32 * 1024 * 1024
CANCELLED: dict[str, Any] = {"outcome": {"outcome": "cancelled"}}


class PermissionAsker(Protocol):
    async def ask(self, request: PermissionRequest) -> str | None:
        """Returns the chosen `optionId`, or None for "cancelled"."""
        ...


class CancelAllPermissions:
    """For non-interactive use (the CLI): every request is answered "cancelled"."""

    async def ask(self, request: PermissionRequest) -> str | None:
        log.info("permission request from the agent answered 'cancelled' (no one to ask)")
        return None


def _access_denied(path: str, why: str) -> JsonRpcError:
    return JsonRpcError(INVALID_PARAMS, f"access denied: {path}: {why}")


def _params(cls: type[S], params: Any, *, lenient: bool = False) -> S:
    """A request's params as `cls`, or the agent's error, naming the field (never its value). The
    file system's are read strictly (a line 0 is no line 1); a permission request leniently in its
    optional fields only (`convert_leniently`: its options must all be valid)."""
    try:
        return convert_leniently(params, cls) if lenient else msgspec.convert(params, cls)
    except msgspec.ValidationError as exc:
        raise JsonRpcError(INVALID_PARAMS, f"invalid params: {exc}") from None


class ClientRole:
    def __init__(
        self, permissions: PermissionAsker | None = None, boundary: FolderBoundary | None = None
    ) -> None:
        self.permissions: PermissionAsker = permissions or CancelAllPermissions()
        #: None: the session's folders alone bound it (a library user that sets them itself).
        self.boundary = boundary
        self._roots: dict[str, tuple[Path, ...]] = {}
        self._read_only: set[str] = set()
        #: The permission requests waiting for the user's answer, by session.
        self._asking: dict[str, set[anyio.CancelScope]] = {}
        #: Sessions whose prompt turn was cancelled and has not ended yet.
        self._cancelled_turns: set[str] = set()

    # -- roots ------------------------------------------------------------------------------------

    def set_roots(self, session_id: str, roots: Iterable[str]) -> None:
        resolved = []
        for root in roots:
            if os.path.isabs(root):
                resolved.append(Path(os.path.realpath(root)))
        self._roots[session_id] = tuple(resolved)

    def roots(self, session_id: str) -> tuple[Path, ...]:
        return self._roots.get(session_id, ())

    def forget(self, session_id: str) -> None:
        self._roots.pop(session_id, None)
        self._read_only.discard(session_id)

    def set_read_only(self, session_id: str, read_only: bool) -> None:
        """A session opened only to be read (a read-only look, `show`) gets no writes."""
        if read_only:
            self._read_only.add(session_id)
        else:
            self._read_only.discard(session_id)

    def inside_roots(self, session_id: str, path: str) -> Path | None:
        """The resolved path if it lies inside the session's roots, else None."""
        if not os.path.isabs(path) or "\0" in path:
            return None
        real = Path(os.path.realpath(path))
        return real if self._in_roots(session_id, real) else None

    def _in_roots(self, session_id: str, real: Path) -> bool:
        return any(real == root or real.is_relative_to(root) for root in self.roots(session_id))

    def _confine(self, session_id: str, path: str) -> tuple[Path, confined_files.Inside]:
        """The resolved path, and what tells whether a resolved path may be touched (the file, once
        opened, is checked again: `confined_files`)."""
        if not os.path.isabs(path):
            raise _access_denied(path, "the path must be absolute")
        if "\0" in path:
            raise JsonRpcError(INVALID_PARAMS, "the path holds a NUL character")
        if session_id not in self._roots:
            raise JsonRpcError(RESOURCE_NOT_FOUND, f"unknown session: {session_id}")
        real = self.inside_roots(session_id, path)
        if real is None:
            raise _access_denied(path, "outside the session's folders")
        boundary = self.boundary
        if boundary is not None and not boundary.contains(real):
            raise _access_denied(path, f"outside {boundary.name}")

        def inside(opened: Path) -> bool:
            return self._in_roots(session_id, opened) and (boundary is None or boundary.contains(opened))

        return real, inside

    # -- handlers ---------------------------------------------------------------------------------

    async def read_text_file(self, params: Any) -> dict[str, Any]:
        request = _params(ReadTextFileParams, params)
        real, inside = self._confine(request.session_id, request.path)
        try:
            data = confined_files.read_file(real, inside, MAX_READ_BYTES)
        except FileNotFoundError:
            raise JsonRpcError(RESOURCE_NOT_FOUND, f"file not found: {request.path}") from None
        except confined_files.Refused as exc:
            raise _access_denied(request.path, str(exc)) from None
        except confined_files.TooLarge:
            raise JsonRpcError(INVALID_PARAMS, f"file too large to read: {request.path}") from None
        except OSError as exc:
            raise JsonRpcError(INVALID_PARAMS, f"cannot read {request.path}: {exc.strerror}") from None
        # Bytes, not `read_text`: its universal newlines would turn CRLF into LF, and an agent that
        # writes the text back would change every line ending of the file.
        text = data.decode("utf-8", "replace")
        if request.line is not None or request.limit is not None:
            # Lines end at "\n" only, as the agent counts them: `str.splitlines` would also split at
            # \f, \v, \x1c-\x1e, \x85 and \u2028, shifting every later line number.
            lines = text.split("\n")
            lines = [line + "\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
            start = (request.line or 1) - 1
            end = None if request.limit is None else start + request.limit
            text = "".join(lines[start:end])
        return {"content": text}

    async def write_text_file(self, params: Any) -> dict[str, Any]:
        request = _params(WriteTextFileParams, params)
        real, inside = self._confine(request.session_id, request.path)
        if request.session_id in self._read_only:
            raise _access_denied(request.path, "the session is open read-only")
        try:
            confined_files.write_file(real, request.content.encode("utf-8"), inside)
        except FileNotFoundError:
            raise JsonRpcError(RESOURCE_NOT_FOUND, f"folder not found: {real.parent}") from None
        except confined_files.Refused as exc:
            raise _access_denied(request.path, str(exc)) from None
        except OSError as exc:
            raise JsonRpcError(INVALID_PARAMS, f"cannot write {request.path}: {exc.strerror}") from None
        return {}

    async def request_permission(self, params: Any) -> dict[str, Any]:
        request = _params(PermissionRequest, params, lenient=True)
        if request.session_id in self._cancelled_turns:
            log.info("%s: a cancelled turn's permission request answered 'cancelled'", request.session_id)
            return CANCELLED
        asking = self._asking.setdefault(request.session_id, set())
        choice = None
        with anyio.CancelScope() as scope:
            asking.add(scope)
            try:
                choice = await self.permissions.ask(request)
            finally:
                asking.discard(scope)
                if not asking:
                    self._asking.pop(request.session_id, None)
        valid = {option.option_id for option in request.options}
        if scope.cancel_called or choice is None or choice not in valid:
            return CANCELLED
        return {"outcome": {"outcome": "selected", "optionId": choice}}

    def cancel_permissions(self, session_id: str, *, rest_of_turn: bool = False) -> None:
        """Answers the session's pending permission requests "cancelled" (its prompt turn is being
        cancelled); the asker stops asking (the editor closes its question). With ``rest_of_turn``
        (a turn runs), the requests the agent sends before the turn ends are answered so too: an
        agent may still be finishing a tool call when the cancel reaches it."""
        if rest_of_turn:
            self._cancelled_turns.add(session_id)
        for scope in self._asking.get(session_id, ()):
            scope.cancel()

    def turn_ended(self, session_id: str) -> None:
        """The session's prompt turn is over: its next one's permission requests are asked again."""
        self._cancelled_turns.discard(session_id)
