"""Property tests of the reducer against a deliberately naive reference model.

The reference model states rule 3 in the plainest way (linear scans, no indexes, no version log);
the real reducer must agree with it on every random mix of updates, including junk.
"""

from __future__ import annotations

import base64
import binascii
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from acp_bridge.sessions.tool_call_entry import ToolCallEntry
from acp_bridge.sessions.transcript import HISTORY_KINDS, Transcript

CHUNK_ROLES = {"user_message_chunk": "user", "agent_message_chunk": "agent", "agent_thought_chunk": "thought"}
UPSERT_ROLES = {"user_message": "user", "agent_message": "agent", "agent_thought": "thought"}


class ReferenceTranscript:
    """Entries as plain dicts; every lookup is a scan."""

    def __init__(self) -> None:
        self.entries: list[dict[str, Any]] = []
        self.shown_mode: str | None = None
        self.terminals: dict[str, bytes] = {}  # output by terminal id
        self.streaming: set[str] = set()  # tool calls whose last content item is streamed text

    def find_message(self, role: str, message_id: str) -> dict[str, Any] | None:
        for entry in self.entries:
            if entry["type"] == "message" and entry["role"] == role and entry["id"] == message_id:
                return entry
        return None

    def find_tool_call(self, call_id: str) -> dict[str, Any]:
        """The tool call with this id, created if it is new."""
        for entry in self.entries:
            if entry["type"] == "tool_call" and entry["id"] == call_id:
                return entry
        entry = {"type": "tool_call", "id": call_id, "title": None, "status": None, "content": []}
        self.entries.append(entry)
        return entry

    @staticmethod
    def decode(data: Any) -> bytes | None:
        if not isinstance(data, str):
            return None
        try:
            return base64.b64decode(data, validate=True)
        except (binascii.Error, ValueError):
            return None

    @staticmethod
    def plain_text(item: dict[str, Any]) -> str | None:
        block = item.get("content")
        if item.get("type") != "content" or len(item) != 2 or not isinstance(block, dict):
            return None
        text = block.get("text")
        plain = block.get("type") == "text" and len(block) == 2 and isinstance(text, str)
        return text if plain else None

    @staticmethod
    def block_text(block: dict[str, Any]) -> str:
        value = block.get("text")
        return value if block.get("type") == "text" and isinstance(value, str) else ""

    def apply(self, update: Any) -> None:
        if not isinstance(update, dict):
            return
        raw_kind = update.get("sessionUpdate")
        kind = raw_kind if isinstance(raw_kind, str) else None
        message_id = update.get("messageId")
        message_id = message_id if isinstance(message_id, str) and message_id else None
        if kind in CHUNK_ROLES:
            role, block = CHUNK_ROLES[kind], update.get("content")
            if not isinstance(block, dict):
                return
            last = self.entries[-1] if self.entries else None
            if message_id is not None:
                entry = self.find_message(role, message_id)
            else:
                entry = last if last and last["type"] == "message" and last["role"] == role else None
            if entry is None:
                entry = {"type": "message", "role": role, "id": message_id, "text": ""}
                self.entries.append(entry)
            entry["text"] += self.block_text(block)
        elif kind in UPSERT_ROLES:
            role, content = UPSERT_ROLES[kind], update.get("content")
            blocks = [b for b in content if isinstance(b, dict)] if isinstance(content, list) else None
            if content is None and "content" in update:
                blocks = []  # protocol 2: `content: null` clears, like `[]`
            if message_id is None and blocks is None:
                return
            entry = self.find_message(role, message_id) if message_id is not None else None
            if entry is None:
                entry = {"type": "message", "role": role, "id": message_id, "text": ""}
                self.entries.append(entry)
            if blocks is not None:
                entry["text"] = "".join(self.block_text(b) for b in blocks)
        elif kind in ("tool_call", "tool_call_update"):
            call_id = update.get("toolCallId")
            if not isinstance(call_id, str) or not call_id:
                return
            entry = self.find_tool_call(call_id)
            previous = entry["status"]
            for key in ("title", "status"):
                if isinstance(update.get(key), str):
                    entry[key] = update[key]
            if isinstance(update.get("content"), list):
                entry["content"] = [item for item in update["content"] if isinstance(item, dict)]
                self.streaming.discard(call_id)
            if kind == "tool_call" and entry["status"] is None:
                entry["status"] = "pending"
            elif (
                kind == "tool_call"
                and previous in ("completed", "failed")
                and entry["status"]
                not in (
                    "completed",
                    "failed",
                )
            ):
                entry["status"] = previous  # an out-of-order tool_call never un-finishes a call
        elif kind == "tool_call_content_chunk":
            call_id, item = update.get("toolCallId"), update.get("content")
            if not isinstance(call_id, str) or not call_id or not isinstance(item, dict):
                return
            entry = self.find_tool_call(call_id)
            text = self.plain_text(item)
            if text is not None and call_id in self.streaming:
                joined = entry["content"][-1]["content"]["text"] + text
                entry["content"][-1] = {"type": "content", "content": {"type": "text", "text": joined}}
            else:
                entry["content"].append(item)
            (self.streaming.add if text is not None else self.streaming.discard)(call_id)
        elif kind in ("terminal_update", "terminal_output_chunk"):
            terminal_id = update.get("terminalId")
            if not isinstance(terminal_id, str) or not terminal_id:
                return
            if kind == "terminal_output_chunk":
                data = self.decode(update.get("data"))
                if data is not None:
                    self.terminals[terminal_id] = self.terminals.get(terminal_id, b"") + data
            elif "output" in update and update["output"] is None:
                self.terminals[terminal_id] = b""
            elif isinstance(update.get("output"), dict):
                data = self.decode(update["output"].get("data"))
                if data is not None:
                    self.terminals[terminal_id] = data
        elif kind == "plan_update":
            plan = update.get("plan")
            if not isinstance(plan, dict) or not isinstance(plan.get("planId"), str) or not plan["planId"]:
                return
            plan_type = plan.get("type")
            if plan_type == "items" and isinstance(plan.get("entries"), list):
                items = [i for i in plan["entries"] if isinstance(i, dict)]
            elif isinstance(plan_type, str) and plan_type not in ("", "items", "markdown", "file"):
                items = []  # a future type: kept whole, no items (the unstable ones are unit-tested)
            else:
                return
            for entry in self.entries:
                if entry["type"] == "plan" and entry["id"] == plan["planId"]:
                    entry["items"] = items
                    return
            self.entries.append({"type": "plan", "id": plan["planId"], "items": items})
        elif kind == "plan_removed":
            plan_id = update.get("planId")
            if isinstance(plan_id, str) and plan_id:
                self.entries = [e for e in self.entries if not (e["type"] == "plan" and e["id"] == plan_id)]
        elif kind == "plan":
            items = update.get("entries")
            if not isinstance(items, list):
                return
            items = [i for i in items if isinstance(i, dict)]
            # The plan of the current turn: a plan entry after the last user message.
            for entry in reversed(self.entries):
                if entry["type"] == "message" and entry["role"] == "user":
                    break
                if entry["type"] == "plan" and entry["id"] is None:  # not a protocol-2 plan
                    entry["items"] = items
                    return
            self.entries.append({"type": "plan", "id": None, "items": items})
        elif kind == "current_mode_update":
            mode = update.get("currentModeId")
            if isinstance(mode, str) and mode != self.shown_mode:
                self.shown_mode = mode
                self.entries.append({"type": "mode", "mode": mode})
        elif kind == "usage_update":
            used = update.get("used")
            used = used if isinstance(used, int) and not isinstance(used, bool) and used >= 0 else None
            size = update.get("size")
            size = size if isinstance(size, int) and not isinstance(size, bool) and size >= 0 else None
            cost = update.get("cost") if isinstance(update.get("cost"), dict) else None
            if (used, size, cost) == (None, None, None):
                return
            if self.entries and self.entries[-1]["type"] == "usage":
                self.entries[-1]["used"] = used
            else:
                self.entries.append({"type": "usage", "used": used})
        elif kind in ("available_commands_update", "config_option_update", "session_info_update"):
            return
        else:
            self.entries.append({"type": "unknown", "kind": "" if raw_kind is None else str(raw_kind)})


def summary(t: Transcript) -> list[dict[str, Any]]:
    """The real transcript in the reference model's terms."""
    out: list[dict[str, Any]] = []
    for entry in t.to_json()["entries"]:
        kind = entry["type"]
        if kind == "message":
            out.append({"type": kind, "role": entry["role"], "id": entry["messageId"], "text": entry["text"]})
        elif kind == "tool_call":
            out.append(
                {
                    "type": kind,
                    "id": entry["toolCallId"],
                    "title": entry["title"],
                    "status": entry["status"],
                    "content": entry["content"],
                }
            )
        elif kind == "plan":
            out.append({"type": kind, "id": entry.get("planId"), "items": entry["entries"]})
        elif kind == "mode":
            out.append({"type": kind, "mode": entry["modeId"]})
        elif kind == "usage":
            out.append({"type": kind, "used": entry["used"]})
        else:
            out.append({"type": kind, "kind": entry["sessionUpdate"]})
    return out


# -- strategies ----------------------------------------------------------------------------------------

junk = st.one_of(
    st.none(), st.integers(), st.text(max_size=3), st.booleans(), st.lists(st.integers(), max_size=2)
)
ids = st.sampled_from(["m1", "m2", "m3"])
message_ids = st.one_of(ids, ids, ids, st.just(""), junk)
texts = st.text(alphabet="ab \n`<", max_size=6)
blocks = st.one_of(
    texts.map(lambda s: {"type": "text", "text": s}),
    st.just({"type": "image", "mimeType": "image/png", "data": "AA"}),
    texts.map(lambda s: {"type": "text", "text": s, "annotations": {}}),
    st.fixed_dictionaries({"type": st.just("text"), "text": junk}),
)


def with_optional(
    base: dict[str, Any], **optional: st.SearchStrategy[Any]
) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(base, optional=optional)


chunks = st.sampled_from(sorted(CHUNK_ROLES)).flatmap(
    lambda kind: with_optional(
        {"sessionUpdate": st.just(kind), "content": st.one_of(blocks, blocks, blocks, junk)},
        messageId=message_ids,
    )
)
upserts = st.sampled_from(sorted(UPSERT_ROLES)).flatmap(
    lambda kind: with_optional(
        {"sessionUpdate": st.just(kind), "messageId": message_ids},
        content=st.one_of(st.lists(st.one_of(blocks, blocks, junk), max_size=3), junk),
    )
)


def mostly(valid: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Valid values about three times in four, junk otherwise (`one_of` would flatten `junk`'s
    branches into its own, and pick junk far more often)."""
    return st.integers(0, 3).flatmap(lambda i: junk if i == 0 else valid)


terminal_ids = mostly(st.sampled_from(["t1", "t2"]))
plain_items = texts.map(lambda s: {"type": "content", "content": {"type": "text", "text": s}})
terminal_refs = terminal_ids.map(lambda t: {"type": "terminal", "terminalId": t})
tool_items = st.one_of(
    plain_items,
    plain_items,
    plain_items,
    texts.map(lambda s: {"type": "content", "content": {"type": "text", "text": s, "annotations": {}}}),
    st.just({"type": "content", "content": {"type": "image", "mimeType": "image/png", "data": "AA"}}),
    terminal_refs,
    terminal_refs,
    st.just({"type": "diff", "changes": [{"operation": "add", "path": "/a"}]}),
    st.just({"type": "_custom"}),
)
tool_calls = st.sampled_from(["tool_call", "tool_call_update"]).flatmap(
    lambda kind: with_optional(
        {"sessionUpdate": st.just(kind)},
        toolCallId=st.one_of(st.sampled_from(["c1", "c2"]), st.sampled_from(["c1", "c2"]), junk),
        title=st.one_of(st.sampled_from(["Read", "Edit"]), st.sampled_from(["Read", "Edit"]), junk),
        status=st.one_of(st.sampled_from(["pending", "completed", "failed"]), junk),
        content=st.one_of(
            st.just([{"type": "content", "content": {"type": "text", "text": "out"}}]),
            st.lists(tool_items, max_size=2),
            junk,
        ),
        rawOutput=st.one_of(st.just({"output": "ok"}), junk),
        _meta=st.one_of(st.just({"k": 1}), junk),
    )
)
call_ids = st.one_of(st.sampled_from(["c1", "c2"]), st.sampled_from(["c1", "c2"]), junk)


content_chunks = st.fixed_dictionaries(
    {
        "sessionUpdate": st.just("tool_call_content_chunk"),
        "toolCallId": mostly(st.sampled_from(["c1", "c2"])),
        "content": mostly(st.one_of(plain_items, tool_items)),
    }
)
base64_data = mostly(st.binary(max_size=4).map(lambda b: base64.b64encode(b).decode()))
output_data = mostly(st.binary(min_size=1, max_size=4).map(lambda b: base64.b64encode(b).decode()))
terminals = st.one_of(
    st.fixed_dictionaries(
        {
            "sessionUpdate": st.just("terminal_output_chunk"),
            "terminalId": terminal_ids,
            "data": output_data,
        }
    ),
    st.fixed_dictionaries(
        {"sessionUpdate": st.just("terminal_update"), "terminalId": terminal_ids},
        optional={
            "output": st.one_of(st.none(), st.fixed_dictionaries({"data": base64_data}), junk),
            "command": st.one_of(texts, junk),
            "exitStatus": st.one_of(st.just({"exitCode": 0}), junk),
        },
    ),
)
plan_ids = mostly(st.sampled_from(["p1", "p2"]))
v2_plans = st.one_of(
    st.fixed_dictionaries(
        {
            "sessionUpdate": st.just("plan_update"),
            "plan": mostly(
                st.fixed_dictionaries(
                    {
                        "type": mostly(st.just("items")),
                        "planId": plan_ids,
                        "entries": mostly(
                            st.lists(
                                st.fixed_dictionaries({"content": texts, "status": st.just("pending")}),
                                max_size=2,
                            )
                        ),
                    }
                )
            ),
        }
    ),
    with_optional({"sessionUpdate": st.just("plan_removed")}, planId=plan_ids),
)
plans = with_optional(
    {"sessionUpdate": st.just("plan")},
    entries=st.one_of(
        st.lists(
            st.fixed_dictionaries({"content": texts, "status": st.sampled_from(["pending", "completed"])}),
            max_size=2,
        ),
        junk,
    ),
)
others = st.one_of(
    with_optional(
        {"sessionUpdate": st.just("current_mode_update")},
        currentModeId=st.one_of(st.sampled_from(["a", "b"]), junk),
    ),
    with_optional(
        {"sessionUpdate": st.just("usage_update")},
        used=st.one_of(st.integers(0, 9), junk),
        size=st.one_of(st.just(10), junk),
    ),
    with_optional({"sessionUpdate": st.just("session_info_update")}, title=st.one_of(texts, junk)),
    with_optional(
        {"sessionUpdate": st.just("available_commands_update")},
        availableCommands=st.one_of(st.just([]), junk),
    ),
    with_optional({"sessionUpdate": st.one_of(st.just("future_kind"), junk)}, x=junk),
    junk,
)
updates = st.one_of(
    chunks,
    chunks,
    chunks,
    chunks,
    upserts,
    tool_calls,
    tool_calls,
    plans,
    others,
    content_chunks,
    content_chunks,
    terminals,
    terminals,
    v2_plans,
)
# Nested lists: hypothesis keeps flat lists short, and the interesting bugs need a few dozen updates.
update_lists = st.lists(st.lists(updates, min_size=1, max_size=8), min_size=1, max_size=8).map(
    lambda groups: [update for group in groups for update in group]
)


# -- properties ----------------------------------------------------------------------------------------


def terminal_outputs(t: Transcript) -> dict[str, bytes]:
    """The output of every terminal a tool call shows."""
    return {
        terminal_id: state.output
        for entry in t.entries
        if isinstance(entry, ToolCallEntry)
        for terminal_id, state in entry.terminals.items()
    }


def shown_terminals(reference: ReferenceTranscript) -> dict[str, bytes]:
    shown: dict[str, bytes] = {}
    for entry in reference.entries:
        for item in entry.get("content", []) if entry["type"] == "tool_call" else []:
            terminal_id = item.get("terminalId")
            if item.get("type") == "terminal" and isinstance(terminal_id, str) and terminal_id:
                shown[terminal_id] = reference.terminals.get(terminal_id, b"")
    return shown


@settings(max_examples=400)
@given(update_lists)
def test_reducer_agrees_with_the_reference_model(sequence: list[Any]) -> None:
    real, reference = Transcript("s"), ReferenceTranscript()
    for update in sequence:
        real.apply(update)  # never raises
        reference.apply(update)
        assert summary(real) == reference.entries
        assert terminal_outputs(real) == shown_terminals(reference)


# Protocol 2's tool calls, terminals and plans among themselves, so that they meet often.
streamed_text = st.fixed_dictionaries(
    {
        "sessionUpdate": st.just("tool_call_content_chunk"),
        "toolCallId": st.sampled_from(["c1", "c2"]),
        "content": plain_items,
    }
)
v2_updates = st.one_of(tool_calls, content_chunks, streamed_text, streamed_text, terminals, v2_plans, chunks)


v2_update_lists = st.lists(st.lists(v2_updates, min_size=2, max_size=8), min_size=2, max_size=8).map(
    lambda groups: [update for group in groups for update in group]
)


@settings(max_examples=300)
@given(v2_update_lists)
def test_reducer_agrees_with_the_reference_model_on_protocol_2_tools_and_plans(sequence: list[Any]) -> None:
    real, reference = Transcript("s"), ReferenceTranscript()
    for update in sequence:
        real.apply(update)
        reference.apply(update)
    assert summary(real) == reference.entries
    assert terminal_outputs(real) == shown_terminals(reference)


scalar_junk = st.one_of(st.none(), st.integers(), st.text(max_size=3), st.booleans())
invalid_updates = st.one_of(
    scalar_junk,
    st.lists(st.integers(), max_size=2),
    st.sampled_from(sorted(CHUNK_ROLES)).flatmap(
        lambda kind: with_optional(
            {"sessionUpdate": st.just(kind)}, messageId=message_ids, content=scalar_junk
        )
    ),
    st.sampled_from(sorted(UPSERT_ROLES)).flatmap(
        lambda kind: with_optional(
            {"sessionUpdate": st.just(kind)}, messageId=message_ids, content=scalar_junk
        )
    ),
    # A `tool_call` with a usable id is a valid creation; only its update form can be all junk.
    *[
        st.fixed_dictionaries(
            {
                "sessionUpdate": st.just("tool_call_update"),
                "toolCallId": st.one_of(st.sampled_from(["c1", "c2"]), scalar_junk),
                "title": st.one_of(st.integers(), st.booleans()),
                "status": st.integers(),
                "content": scalar_junk,
                "locations": scalar_junk,
                "rawOutput": st.none(),
                "rawInput": st.none(),
            }
        )
    ]
    * 3,
    with_optional({"sessionUpdate": st.just("tool_call"), "toolCallId": scalar_junk}, title=st.text()),
    with_optional({"sessionUpdate": st.just("plan")}, entries=scalar_junk),
    with_optional({"sessionUpdate": st.just("current_mode_update")}, currentModeId=st.none() | st.integers()),
    with_optional(
        {"sessionUpdate": st.just("usage_update")},
        used=scalar_junk.filter(lambda v: not isinstance(v, int)),
        cost=scalar_junk,
    ),
    with_optional({"sessionUpdate": st.just("session_info_update")}, title=st.integers(), _meta=st.text()),
    with_optional({"sessionUpdate": st.just("future_kind")}, x=junk),
    with_optional(
        {"sessionUpdate": st.just("tool_call_content_chunk"), "content": scalar_junk},
        toolCallId=st.sampled_from(["c1", "c2"]),
    ),
    with_optional(
        {"sessionUpdate": st.just("terminal_output_chunk"), "terminalId": st.sampled_from(["t1", "t2"])},
        data=st.one_of(st.integers(), st.none(), st.sampled_from(["!!", "abc", "YQ", "YQ==\n"])),
    ),
    # Malformed fields of a well-formed update are left as they are (`null` would clear: not junk).
    with_optional(
        {"sessionUpdate": st.just("terminal_update"), "terminalId": st.sampled_from(["t1", "t2"])},
        command=st.integers(),
        output=st.one_of(st.integers(), st.just({"data": "!!"}), st.just({})),
        exitStatus=st.integers(),
    ),
    with_optional({"sessionUpdate": st.just("plan_update")}, plan=scalar_junk),
    with_optional({"sessionUpdate": st.just("plan_removed")}, planId=st.none() | st.integers()),
)


@settings(max_examples=300)
@given(
    st.lists(
        st.one_of(
            chunks, upserts, tool_calls, tool_calls, plans, others, content_chunks, terminals, v2_plans
        ),
        min_size=1,
        max_size=30,
    ),
    st.lists(invalid_updates, min_size=1, max_size=20),
)
def test_later_invalid_updates_never_corrupt_earlier_content(prefix: list[Any], later: list[Any]) -> None:
    t = Transcript("s")
    for update in prefix:
        t.apply(update)
    before, title, outputs = t.to_json()["entries"], t.title, terminal_outputs(t)
    for update in later:
        t.apply(update)
    after = t.to_json()["entries"]
    assert after[: len(before)] == before
    assert t.title == title
    assert {k: v for k, v in terminal_outputs(t).items() if k in outputs} == outputs


@given(update_lists)
def test_the_same_replay_twice_equals_once(history: list[Any]) -> None:
    assume(any(is_history(u) and is_effective(u) for u in history))
    once, twice = Transcript("s"), Transcript("s")
    for t, passes in ((once, 1), (twice, 2)):
        for _ in range(passes):
            t.begin_replay()
            for update in history:
                t.apply(update)
            t.end_replay()
    assert twice.to_json() == once.to_json()


def is_history(update: Any) -> bool:
    return (
        isinstance(update, dict)
        and isinstance(update.get("sessionUpdate"), str)
        and (update["sessionUpdate"] in HISTORY_KINDS)
    )


def is_effective(update: dict[str, Any]) -> bool:
    """Whether the reference model would change anything for this history update on its own."""
    reference = ReferenceTranscript()
    reference.apply(update)
    return bool(reference.entries)


@settings(max_examples=100)
@given(update_lists)
def test_junk_input_never_raises_and_version_only_grows(updates: list[Any]) -> None:
    t = Transcript("s")
    seen = t.version
    for update in updates:
        t.apply(update)
        assert t.version >= seen
        seen = t.version
    t.mark_incomplete("x")
    assert t.version > seen
