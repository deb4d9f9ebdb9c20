"""Validates ACP protocol-1 wire messages against the official schema (`acp-schema/v1/schema.json`).

The schema's top level accepts almost anything (a response may be an `ExtResponse`, which has no
constraints), so a message is checked against the *specific* type for its method instead: requests
and notifications by `method`, responses by the method of the request they answer. That is why the
validator is stateful: feed it both directions of a connection, in wire order.

Strict mode (the default) also rejects properties the schema does not declare (a misspelt optional
field such as `messageID` would otherwise pass, since the schema allows extra properties). It does so
by adding `unevaluatedProperties: false` to every object type; the types that other schemas extend
through `allOf` get an open copy for that use, so the extending wrapper is what closes the object.

Usage::

    validator = AcpWireValidator()
    validator.check_line("client", b'{"jsonrpc":"2.0","id":0,"method":"initialize",...}')
    validator.check_line("agent", b'{"jsonrpc":"2.0","id":0,"result":{...}}')
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any, Literal

import jsonschema

Side = Literal["agent", "client"]

_SCHEMA_ENV = "ACP_SCHEMA_PATH"
_REPO = Path(__file__).resolve().parents[2]
_CANDIDATES = (
    _REPO / "schema" / "acp" / "v1" / "schema.json",
    _REPO / "tests" / "fixtures" / "acp-schema" / "v1" / "schema.json",
    Path("/work/shared/acp-schema/v1/schema.json"),
)
_OPEN_SUFFIX = "__open"


class SchemaViolation(AssertionError):
    """A message that does not match the ACP schema (an AssertionError so pytest shows it plainly)."""


def schema_path() -> Path | None:
    """Where the v1 schema is: `$ACP_SCHEMA_PATH`, a copy in the repository, or the shared folder."""
    env = os.environ.get(_SCHEMA_ENV)
    if env:
        return Path(env)
    return next((p for p in _CANDIDATES if p.is_file()), None)


@cache
def _load_schema(path: str, strict: bool) -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(Path(path).read_text(encoding="utf-8"))
    if strict:
        schema = _close_objects(schema)
    return schema


def _is_ref_wrapper(node: dict[str, Any]) -> bool:
    """A node that adds properties (e.g. the `sessionUpdate` tag) to a type it pulls in via allOf."""
    return "properties" in node and any("$ref" in part for part in node.get("allOf", ()))


def _walk(node: Any) -> Iterable[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


def _close_objects(schema: dict[str, Any]) -> dict[str, Any]:
    schema = copy.deepcopy(schema)
    defs: dict[str, Any] = schema["$defs"]
    extended: set[str] = set()
    for node in _walk(defs):
        if _is_ref_wrapper(node):
            node["unevaluatedProperties"] = False
            for part in node["allOf"]:
                ref = part.get("$ref", "")
                if ref.startswith("#/$defs/"):
                    name = ref.removeprefix("#/$defs/")
                    extended.add(name)
                    part["$ref"] = f"#/$defs/{name}{_OPEN_SUFFIX}"
    for name in extended:
        defs[name + _OPEN_SUFFIX] = copy.deepcopy(defs[name])
    for name, definition in list(defs.items()):
        if name.endswith(_OPEN_SUFFIX):
            continue
        if isinstance(definition, dict) and "properties" in definition:
            definition["unevaluatedProperties"] = False
    return schema


class AcpWireValidator:
    """Checks every message of one ACP connection; `sender` is the side that wrote the line."""

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        strict: bool = True,
        sides: Iterable[Side] = ("agent", "client"),
    ) -> None:
        """`sides`: whose messages are validated; the other side's are only followed (request ids),
        so a test may send deliberately invalid requests and still check every answer."""
        found = Path(path) if path is not None else schema_path()
        if found is None or not found.is_file():
            raise FileNotFoundError(f"ACP v1 schema not found (set {_SCHEMA_ENV})")
        self._schema = _load_schema(str(found), strict)
        self._types = _types_by_method(self._schema["$defs"])
        self._validators: dict[str, jsonschema.protocols.Validator] = {}
        # Requests still waiting for an answer, keyed by (who asked, id) -> method.
        self._pending: dict[tuple[Side, Any], str] = {}
        self._sides = frozenset(sides)
        self.checked = 0

    # -- entry points ------------------------------------------------------------------------------

    def check_line(self, sender: Side, line: bytes | str) -> dict[str, Any]:
        try:
            message = json.loads(line)
        except ValueError as exc:
            raise SchemaViolation(f"{sender} wrote a line that is not JSON: {line!r:.200}") from exc
        if not isinstance(message, dict):
            raise SchemaViolation(f"{sender} wrote a JSON value that is not an object: {line!r:.200}")
        self.check(sender, message)
        return message

    def check(self, sender: Side, message: dict[str, Any]) -> None:
        if sender not in self._sides:
            self._follow(sender, message)
            return
        if message.get("jsonrpc") != "2.0":
            self._fail(sender, message, 'missing "jsonrpc": "2.0"')
        if "method" in message:
            self._check_call(sender, message)
        elif "result" in message or "error" in message:
            self._check_response(sender, message)
        else:
            self._fail(sender, message, "neither a request, a notification nor a response")
        self.checked += 1

    def _follow(self, sender: Side, message: dict[str, Any]) -> None:
        if "method" in message and "id" in message:
            self._pending[(sender, message["id"])] = str(message["method"])
        elif "id" in message:
            self._pending.pop(("client" if sender == "agent" else "agent", message["id"]), None)

    def pending_requests(self) -> dict[tuple[Side, Any], str]:
        return dict(self._pending)

    # -- kinds of message --------------------------------------------------------------------------

    def _check_call(self, sender: Side, message: dict[str, Any]) -> None:
        method = message["method"]
        extra = set(message) - {"jsonrpc", "id", "method", "params"}
        if extra or not isinstance(method, str):
            self._fail(sender, message, f"bad request envelope (extra keys {sorted(extra)})")
        is_request = "id" in message
        if is_request:
            self._validate(sender, message, "RequestId", message["id"])
            key = (sender, message["id"])
            if key in self._pending:
                self._fail(sender, message, f"request id {message['id']!r} reused while pending")
            self._pending[key] = method
        kind = "Request" if is_request else "Notification"
        type_name = self._types.get((method, kind))
        if type_name is None:
            if method.startswith("_") or method.startswith("$/"):
                return  # extension / protocol-level methods: only the envelope is checked
            self._fail(sender, message, f"unknown {kind.lower()} method {method!r}")
            return
        expected_sender: Side = "client" if self._side_of(type_name) == "agent" else "agent"
        if self._side_of(type_name) != "protocol" and sender != expected_sender:
            self._fail(sender, message, f"{method} is sent by the {expected_sender}, not the {sender}")
        self._validate(sender, message, type_name, message.get("params"))

    def _check_response(self, sender: Side, message: dict[str, Any]) -> None:
        if "result" in message and "error" in message:
            self._fail(sender, message, "a response with both result and error")
        extra = set(message) - {"jsonrpc", "id", "result", "error"}
        if extra or "id" not in message:
            self._fail(sender, message, f"bad response envelope (extra keys {sorted(extra)})")
        asker: Side = "client" if sender == "agent" else "agent"
        method = self._pending.pop((asker, message["id"]), None)
        if "error" in message:
            self._validate(sender, message, "Error", message["error"])
            return
        if method is None:
            self._fail(sender, message, f"response to an unknown request id {message['id']!r}")
            return
        type_name = self._types.get((method, "Response"))
        if type_name is not None:
            self._validate(sender, message, type_name, message["result"])

    # -- helpers -----------------------------------------------------------------------------------

    def _side_of(self, type_name: str) -> str:
        return str(self._schema["$defs"][type_name].get("x-side", "protocol"))

    def _validate(self, sender: Side, message: dict[str, Any], type_name: str, value: Any) -> None:
        validator = self._validators.get(type_name)
        if validator is None:
            schema = {"$defs": self._schema["$defs"], "$ref": f"#/$defs/{type_name}"}
            validator = jsonschema.Draft202012Validator(schema)
            self._validators[type_name] = validator
        errors = sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path))
        if errors:
            best = jsonschema.exceptions.best_match(errors)
            where = "/".join(str(p) for p in best.absolute_path) or "(root)"
            self._fail(sender, message, f"not a valid {type_name} at {where}: {best.message}")

    @staticmethod
    def _fail(sender: Side, message: dict[str, Any], why: str) -> None:
        raise SchemaViolation(
            f"{sender} message violates the ACP schema: {why}\n{json.dumps(message)[:2000]}"
        )


def _types_by_method(defs: dict[str, Any]) -> dict[tuple[str, str], str]:
    """(method, "Request" | "Response" | "Notification") -> $defs name, from each type's x-method."""
    table: dict[tuple[str, str], str] = {}
    for name, definition in defs.items():
        if not isinstance(definition, dict) or "x-method" not in definition:
            continue
        for kind in ("Request", "Response", "Notification"):
            if name.endswith(kind):
                table[(definition["x-method"], kind)] = name
    return table


def validate_lines(lines: Iterable[tuple[Side, bytes | str]], *, strict: bool = True) -> int:
    """Checks a whole recorded conversation; returns how many messages were checked."""
    validator = AcpWireValidator(strict=strict)
    for sender, line in lines:
        validator.check_line(sender, line)
    return validator.checked
