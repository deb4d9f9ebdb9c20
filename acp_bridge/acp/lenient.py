"""Reading an agent's JSON into msgspec structs the way the ACP schema asks: leniently.

The schema marks most fields `x-deserialize-default-on-error` and lists
`x-deserialize-skip-invalid-items`: a client keeps what it can of a message that is a little out of
spec. `convert_leniently` does that for any struct: the whole object when it converts (the usual
case, one call), else field by field. A malformed optional field is left at its default; in an
optional list, only the malformed items are dropped. A required field is read strictly, items
included: one that is missing or malformed fails the object with an error naming it (the path and
the type expected, never the value), as without it the message means nothing. What is dropped is
logged (at debug: the field's name only).
"""

from __future__ import annotations

import functools
import logging
import operator
import types
import typing
from typing import Annotated, Any, NamedTuple, TypeVar

import msgspec
from msgspec import UNSET, Struct, UnsetType

log = logging.getLogger(__name__)

S = TypeVar("S", bound=Struct)


def convert_leniently(value: Any, cls: type[S]) -> S:
    """`value` (parsed JSON) as a `cls`. Raises `msgspec.ValidationError` when it is no object or a
    required field is missing or malformed."""
    try:
        return msgspec.convert(value, cls)
    except msgspec.ValidationError:
        if not isinstance(value, dict):
            raise
    kept = {}
    for field in _fields(cls):
        if field.wire_name not in value:
            if field.required:
                raise msgspec.ValidationError(f"Object missing required field `{field.wire_name}`")
            continue
        if field.required:
            kept[field.name] = _required(value[field.wire_name], field)
            continue
        salvaged = _salvage(value[field.wire_name], field)
        if salvaged is not UNSET:
            kept[field.name] = salvaged
        else:
            log.debug("%s: the malformed field %s was left out", cls.__name__, field.wire_name)
    try:
        return cls(**kept)
    except (TypeError, ValueError) as exc:  # what `__post_init__` refuses of the fields kept
        raise msgspec.ValidationError(str(exc)) from None


def _required(value: Any, field: _Field) -> Any:
    """A required field's value, whole, or msgspec's error with the path from the object's root."""
    try:
        return msgspec.convert(value, field.value_type)
    except msgspec.ValidationError as exc:
        text, at = str(exc), f"`$.{field.wire_name}"
        raise msgspec.ValidationError(
            text.replace(" - at `$", f" - at {at}", 1) if " - at `$" in text else f"{text} - at {at}`"
        ) from None


def _salvage(value: Any, field: _Field) -> Any:
    try:
        return msgspec.convert(value, field.value_type)
    except msgspec.ValidationError:
        pass
    if field.item_type is None or not isinstance(value, list):
        return UNSET
    items = []
    for item in value:
        try:
            items.append(msgspec.convert(item, field.item_type))
        except msgspec.ValidationError:
            log.debug("an item of %s was left out", field.wire_name)
    return items


class _Field(NamedTuple):
    name: str
    wire_name: str
    required: bool
    #: The type of a value it holds (without `UnsetType`).
    value_type: Any
    #: The type of a list's items when it holds a list, else None.
    item_type: Any


def _is_union(annotation: Any) -> bool:
    return typing.get_origin(annotation) in (typing.Union, types.UnionType)


@functools.cache
def _fields(cls: type[Struct]) -> list[_Field]:
    fields = []
    for info in msgspec.structs.fields(cls):
        alternatives = typing.get_args(info.type) if _is_union(info.type) else (info.type,)
        held = [t for t in alternatives if t is not UnsetType]
        bare = [typing.get_args(t)[0] if typing.get_origin(t) is Annotated else t for t in held]
        value_type = functools.reduce(operator.or_, held) if len(held) > 1 else held[0]
        lists = [typing.get_args(t)[0] for t in bare if typing.get_origin(t) is list]
        item_type = lists[0] if lists else None
        fields.append(_Field(info.name, info.encode_name, info.required, value_type, item_type))
    return fields
