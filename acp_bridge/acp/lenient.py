"""Reading an agent's JSON into msgspec structs the way the ACP schema asks: leniently.

The schema marks most fields `x-deserialize-default-on-error` and lists
`x-deserialize-skip-invalid-items`: a client keeps what it can of a message that is a little out of
spec. `convert_leniently` does that for any struct: the whole object when it converts (the usual
case, one call), else field by field. A malformed optional field is left at its default; in a list,
only the malformed items are dropped. A required field that is missing or malformed still fails
the object, with msgspec's error (it names the field): without it the message means nothing.
"""

from __future__ import annotations

import functools
import operator
import types
import typing
from typing import Any, NamedTuple, TypeVar

import msgspec
from msgspec import UNSET, Struct, UnsetType

S = TypeVar("S", bound=Struct)


def convert_leniently(value: Any, cls: type[S]) -> S:
    """`value` (parsed JSON) as a `cls`. Raises `msgspec.ValidationError` when it is no object or a
    required field is missing or malformed."""
    try:
        return msgspec.convert(value, cls)
    except msgspec.ValidationError as exc:
        if not isinstance(value, dict):
            raise
        error = exc
    kept = {}
    for field in _fields(cls):
        if field.wire_name not in value:
            if field.required:
                raise error
            continue
        salvaged = _salvage(value[field.wire_name], field)
        if salvaged is not UNSET:
            kept[field.name] = salvaged
        elif field.required:
            raise error
    try:
        return cls(**kept)
    except (TypeError, ValueError) as exc:  # what `__post_init__` refuses of the fields kept
        raise msgspec.ValidationError(str(exc)) from None


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
            continue
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
        value_type = functools.reduce(operator.or_, held) if len(held) > 1 else held[0]
        lists = [typing.get_args(t)[0] for t in held if typing.get_origin(t) is list]
        item_type = lists[0] if lists else None
        fields.append(_Field(info.name, info.encode_name, info.required, value_type, item_type))
    return fields
