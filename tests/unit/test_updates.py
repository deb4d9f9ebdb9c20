"""`session/update` as typed structs (`acp.updates`): the typed decode of a received line and the
salvage of an object already parsed give the same struct, and a malformed field costs only itself."""

from __future__ import annotations

from typing import Any

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st
from msgspec import UNSET

from acp_bridge.acp import lenient
from acp_bridge.acp import updates as u
from acp_bridge.acp.updates import KINDS, decode_notification, update_from_json

#: Values of every JSON type, for fields that may hold any of them (or be of the wrong type).
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False)
    | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)
#: The fields the known kinds have, on the wire.
WIRE_FIELDS = sorted({field.wire_name for cls in KINDS.values() for field in lenient._fields(cls)})


def line(update: dict[str, Any]) -> bytes:
    params = {"sessionId": "s1", "update": update}
    return orjson.dumps({"jsonrpc": "2.0", "method": "session/update", "params": params})


@given(
    kind=st.sampled_from(sorted(KINDS)),
    fields=st.dictionaries(st.sampled_from(WIRE_FIELDS), json_values, max_size=6),
)
def test_the_typed_decode_and_the_salvage_agree(kind: str, fields: dict[str, Any]) -> None:
    update = {"sessionUpdate": kind, **fields}
    salvaged = update_from_json(orjson.loads(orjson.dumps(update)))
    assert type(salvaged) is KINDS[kind]
    try:
        typed = decode_notification(line(update)).update
    except Exception:
        # Refused whole by the typed decode: the salvage keeps each well-formed field.
        for field in lenient._fields(KINDS[kind]):
            if getattr(salvaged, field.name) is not UNSET:
                assert field.wire_name in update
        return
    assert typed == salvaged


def test_a_malformed_field_or_item_costs_only_itself() -> None:
    update = update_from_json({
        "sessionUpdate": "tool_call_update", "toolCallId": "c1", "title": ["not", "text"],
        "status": "completed", "content": [{"type": "content"}, "junk", 7], "locations": "nowhere",
        "rawInput": {"any": ["value"]}, "_meta": None,
    })
    assert update == u.ToolCallUpdate(
        tool_call_id="c1", status="completed", content=[{"type": "content"}], raw_input={"any": ["value"]},
        meta=None,
    )


def test_null_is_kept_apart_from_absent() -> None:
    assert update_from_json({"sessionUpdate": "session_info_update", "title": None}) == u.SessionInfoUpdate(
        title=None
    )
    assert update_from_json({"sessionUpdate": "session_info_update"}).title is UNSET  # type: ignore[union-attr]


@pytest.mark.parametrize("update", [{"sessionUpdate": "state_update", "state": "idle"}, {"content": "x"},
                                    {"sessionUpdate": 5}])
def test_an_unknown_kind_is_kept_as_it_came(update: dict[str, Any]) -> None:
    kept = update_from_json(update)
    assert isinstance(kept, u.UnknownUpdate) and kept.raw is update
    named = {"state_update": "state_update", None: "", 5: "5"}
    assert kept.session_update == named[update.get("sessionUpdate")]


def test_every_kind_knows_its_name() -> None:
    assert all(kind == cls.KIND for kind, cls in KINDS.items())
    assert u.ToolCallUpdate.KIND == "tool_call_update" and u.ToolCall.KIND == "tool_call"
