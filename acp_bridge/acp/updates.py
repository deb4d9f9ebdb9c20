"""`session/update` as typed structs: what the replay reducer reads, decoded once, by msgspec.

Each kind of update the bridge knows is a struct tagged on `sessionUpdate`. Every field may be
absent (`UNSET`), and where the protocol lets `null` mean something (protocol 2 clears a field with
it) `None` is kept apart from absent. A field the struct does hold is of the type it declares, so
the reducer reads values instead of checking each one.

Two ways in, one result:

- **Typed** (`Notification`, `decode_notification`): a received line decoded straight into the
  structs. Nearly every line of a replay goes this way: no dict per message, and no check repeated
  by hand. The lines of one read are decoded at once when each is one such notification
  (`decode_notifications`: the same decode, one call for a hundred lines or more).
- **Salvaged** (`update_from_json`): an update the typed decode refused (an unknown kind, one field
  of the wrong type, a lone surrogate only the tolerant JSON decoder reads) or one built in Python.
  Each field is converted on its own, a malformed one is left absent and, in a list, only the
  malformed items are dropped (the schema's "default on error"). An unknown kind is an
  `UnknownUpdate` holding the object as it came.

So a bad field never costs the rest of its update, and the reducer has one input type.
"""

import typing
from typing import Any, ClassVar, Final, Generic, Literal, TypeVar

import msgspec
from msgspec import UNSET, Struct, UnsetType, field

from ..jsonrpc.decode import Undecodable, loads
from .lenient import convert_leniently
from .session_page import session_meta, session_title

Json = dict[str, Any]
Blocks = list[Json]


class _Update(Struct, tag_field="sessionUpdate", rename="camel", gc=False):
    """One kind of update. `KIND` is its `sessionUpdate` (the struct's tag)."""

    KIND: ClassVar[str]


class _Chunk(_Update):
    content: Json | UnsetType = UNSET
    message_id: str | UnsetType | None = UNSET


class UserMessageChunk(_Chunk, tag="user_message_chunk"):
    pass


class AgentMessageChunk(_Chunk, tag="agent_message_chunk"):
    pass


class AgentThoughtChunk(_Chunk, tag="agent_thought_chunk"):
    pass


class _Message(_Update):
    """Protocol 2's whole-message upsert: `content` replaces (`null` clears), absent leaves it."""

    content: Blocks | UnsetType | None = UNSET
    message_id: str | UnsetType | None = UNSET


class UserMessage(_Message, tag="user_message"):
    pass


class AgentMessage(_Message, tag="agent_message"):
    pass


class AgentThought(_Message, tag="agent_thought"):
    pass


class ToolCall(_Update, tag="tool_call"):
    tool_call_id: str | UnsetType = UNSET
    title: str | UnsetType | None = UNSET
    kind: str | UnsetType | None = UNSET
    status: str | UnsetType | None = UNSET
    name: str | UnsetType | None = UNSET  # the programmatic tool name (unstable schemas)
    content: Blocks | UnsetType | None = UNSET
    locations: Blocks | UnsetType | None = UNSET
    raw_input: Any = UNSET
    raw_output: Any = UNSET
    meta: Json | UnsetType | None = field(default=UNSET, name="_meta")


class ToolCallUpdate(ToolCall, tag="tool_call_update"):
    pass


class ToolCallContentChunk(_Update, tag="tool_call_content_chunk"):
    tool_call_id: str | UnsetType = UNSET
    content: Json | UnsetType = UNSET


class TerminalUpdate(_Update, tag="terminal_update"):
    terminal_id: str | UnsetType = UNSET
    command: str | UnsetType | None = UNSET
    cwd: str | UnsetType | None = UNSET
    exit_status: Json | UnsetType | None = UNSET
    output: Json | UnsetType | None = UNSET
    meta: Json | UnsetType | None = field(default=UNSET, name="_meta")


class TerminalOutputChunk(_Update, tag="terminal_output_chunk"):
    terminal_id: str | UnsetType = UNSET
    data: str | UnsetType = UNSET  # base64


class Plan(_Update, tag="plan"):
    entries: list[Any] | UnsetType = UNSET  # kept item by item (`entries.compact_plan_items`)


class PlanUpdate(_Update, tag="plan_update"):
    plan: Json | UnsetType = UNSET  # an unstable schema: read by the reducer


class PlanRemoved(_Update, tag="plan_removed"):
    plan_id: str | UnsetType = UNSET


class CurrentModeUpdate(_Update, tag="current_mode_update"):
    current_mode_id: str | UnsetType = UNSET


class UsageUpdate(_Update, tag="usage_update"):
    used: Any = UNSET  # counts: `wire_values.count_of`
    size: Any = UNSET
    cost: Json | UnsetType | None = UNSET


class AvailableCommandsUpdate(_Update, tag="available_commands_update"):
    available_commands: Blocks | UnsetType = UNSET


class ConfigOptionUpdate(_Update, tag="config_option_update"):
    config_options: Blocks | UnsetType = UNSET


class SessionInfoUpdate(_Update, tag="session_info_update"):
    """`null` clears a field, an absent one is left as it is. Bounded as a listing's session is
    (`session_page`), once, as it is decoded: the title cut, and a `_meta` that is not an object
    small enough read as absent (malformed: the one held is left as it is)."""

    title: str | UnsetType | None = UNSET
    updated_at: str | UnsetType | None = UNSET
    meta: Json | UnsetType | None = field(default=UNSET, name="_meta")

    def __post_init__(self) -> None:
        if isinstance(self.title, str):
            self.title = session_title(self.title)
        if self.meta is not UNSET and self.meta is not None and session_meta(self.meta) is None:
            self.meta = UNSET


class UnknownUpdate(Struct, gc=False):
    """A kind the bridge does not know (protocol 1's view of a `state_update` included), or an
    update without a kind: kept as the agent sent it, to be shown as it is."""

    session_update: str
    raw: Json


KnownUpdate = (
    UserMessageChunk | AgentMessageChunk | AgentThoughtChunk | UserMessage | AgentMessage | AgentThought
    | ToolCall | ToolCallUpdate | ToolCallContentChunk | TerminalUpdate | TerminalOutputChunk
    | Plan | PlanUpdate | PlanRemoved | CurrentModeUpdate | UsageUpdate | AvailableCommandsUpdate
    | ConfigOptionUpdate | SessionInfoUpdate
)
Update = KnownUpdate | UnknownUpdate
MessageChunk = UserMessageChunk | AgentMessageChunk | AgentThoughtChunk
WholeMessage = UserMessage | AgentMessage | AgentThought

#: Each known kind's struct, by its `sessionUpdate`.
KINDS: Final[dict[str, type[KnownUpdate]]] = {
    cls.__struct_config__.tag: cls for cls in typing.get_args(KnownUpdate)
}
for _kind, _cls in KINDS.items():
    _cls.KIND = _kind


# -- the typed way in -------------------------------------------------------------------------------


#: What a notification's `update` is read as: the typed update, or a replay line's outline.
UpdateT = TypeVar("UpdateT")


class Params(Struct, Generic[UpdateT], rename="camel", gc=False):
    session_id: str
    update: UpdateT


class Notification(Struct, Generic[UpdateT], gc=False):
    """A `session/update` notification (any other message, a request's `id` included, fails)."""

    method: Literal["session/update"]
    params: Params[UpdateT]
    id: None = None


UpdateParams = Params[KnownUpdate]
_notification: Final = msgspec.json.Decoder(Notification[KnownUpdate])


def decode_notification(line: bytes) -> UpdateParams:
    """A received line as a typed `session/update`'s params. Raises for any other line: msgspec's
    own errors, and what it lets through (UnicodeDecodeError for bytes that are not UTF-8 in a
    string, RecursionError for a value nested too deep for it)."""
    return _notification.decode(line).params


def decode_notifications(run: bytes) -> list[UpdateParams] | None:
    """What `decode_notification` makes of each line of ``run`` (whole lines joined by newlines),
    in one call; None unless every line is a `session/update` that decodes that way."""
    return _decode_run(_notification, run)


def _decode_run(decoder: msgspec.json.Decoder[Any], run: bytes) -> list[Any] | None:
    """The params of ``decoder``'s notification on each line of ``run``, decoded as one buffer; None
    when a line does not decode, or is not exactly one JSON object (the caller then decodes line by
    line and says why there).

    msgspec reads newline-delimited JSON with the newline as mere whitespace: a value may span lines,
    and a line may hold two. So every line must start with ``{`` and end with ``}``: a ``}`` followed
    by ``{`` can only end one value and begin the next (no JSON string holds a raw newline), so each
    line break is a break between values, and as many values as lines means one value a line."""
    breaks = run.count(b"\n")
    if run[:1] != b"{" or run[-1:] != b"}" or run.count(b"}\n{") != breaks:
        return None
    try:
        found = decoder.decode_lines(run)
    except Exception:  # as `decode_notification`'s callers: any refusal, however msgspec says it
        return None
    return [notification.params for notification in found] if len(found) == breaks + 1 else None


# -- a line's outline ---------------------------------------------------------------------------------


class UpdateOutline(Struct, rename="camel", gc=False):
    """What a long replay's line is, without its content (`replay_lines`): its kind and the ids
    that tie it to other lines. Any field may be missing or of another type (read as the reducer
    would read it only once the line is decoded whole)."""

    session_update: Any = None
    message_id: Any = None
    tool_call_id: Any = None
    #: The content as it came (a chunk's block): only its first byte is looked at.
    content: msgspec.Raw = msgspec.Raw(b"")


OutlineParams = Params[UpdateOutline]
_outline: Final = msgspec.json.Decoder(Notification[UpdateOutline])


def decode_outline(line: bytes) -> tuple[str, UpdateOutline]:
    """A received `session/update` line's session id and outline; raises as `decode_notification`
    does for any other line (or one whose update is not an object)."""
    params = _outline.decode(line).params
    return params.session_id, params.update


def decode_outlines(run: bytes) -> list[OutlineParams] | None:
    """What `decode_outline` reads of each line of ``run`` (as its params: the session id and the
    outline), in one call; None unless every line decodes that way (`decode_notifications`)."""
    return _decode_run(_outline, run)


def update_of_line(line: bytes) -> Update | None:
    """A `session/update` line's update as the connection would deliver it: typed, else salvaged
    (`update_from_json`) from what the tolerant decoder reads; None for a line that is no update."""
    try:
        return decode_notification(line).update
    except Exception:  # as `UpdateRouter.take_line`: whatever the typed decode refuses is salvaged
        pass
    try:
        message, _ = loads(line)
    except Undecodable:
        return None
    params = message.get("params") if isinstance(message, dict) else None
    update = params.get("update") if isinstance(params, dict) else None
    return update_from_json(update) if isinstance(update, dict) else None


# -- the salvaging way in ---------------------------------------------------------------------------


def update_from_json(value: Json) -> Update:
    """An update object already parsed, as the typed decode would read it, field by field
    (`convert_leniently`: no field of an update is required, so a known kind always converts)."""
    kind = value.get("sessionUpdate")
    cls = KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        return UnknownUpdate("" if kind is None else str(kind), value)
    return convert_leniently(value, cls)
