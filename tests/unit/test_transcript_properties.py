"""Property tests of the reducer against a deliberately naive reference model.

The reference model states rule 3 in the plainest way (linear scans, no indexes, no version log);
the real reducer must agree with it on every random mix of updates, including junk.
"""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from acp_bridge.sessions.transcript import HISTORY_KINDS, Transcript

CHUNK_ROLES = {"user_message_chunk": "user", "agent_message_chunk": "agent", "agent_thought_chunk": "thought"}
UPSERT_ROLES = {"user_message": "user", "agent_message": "agent", "agent_thought": "thought"}


class ReferenceTranscript:
    """Entries as plain dicts; every lookup is a scan."""

    def __init__(self) -> None:
        self.entries: list[dict[str, Any]] = []
        self.shown_mode: str | None = None

    def find_message(self, role: str, message_id: str) -> dict[str, Any] | None:
        for entry in self.entries:
            if entry["type"] == "message" and entry["role"] == role and entry["id"] == message_id:
                return entry
        return None

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
            entry = next((e for e in self.entries if e["type"] == "tool_call" and e["id"] == call_id), None)
            if entry is None:
                entry = {"type": "tool_call", "id": call_id, "title": None, "status": None}
                self.entries.append(entry)
            previous = entry["status"]
            for key in ("title", "status"):
                if isinstance(update.get(key), str):
                    entry[key] = update[key]
            if kind == "tool_call" and entry["status"] is None:
                entry["status"] = "pending"
            elif kind == "tool_call" and previous in ("completed", "failed"):
                if entry["status"] not in ("completed", "failed"):
                    entry["status"] = previous  # an out-of-order tool_call never un-finishes a call
        elif kind == "plan":
            items = update.get("entries")
            if not isinstance(items, list):
                return
            items = [i for i in items if isinstance(i, dict)]
            # The plan of the current turn: a plan entry after the last user message.
            for entry in reversed(self.entries):
                if entry["type"] == "message" and entry["role"] == "user":
                    break
                if entry["type"] == "plan":
                    entry["items"] = items
                    return
            self.entries.append({"type": "plan", "items": items})
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
                {"type": kind, "id": entry["toolCallId"], "title": entry["title"], "status": entry["status"]}
            )
        elif kind == "plan":
            out.append({"type": kind, "items": entry["entries"]})
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
tool_calls = st.sampled_from(["tool_call", "tool_call_update"]).flatmap(
    lambda kind: with_optional(
        {"sessionUpdate": st.just(kind)},
        toolCallId=st.one_of(st.sampled_from(["c1", "c2"]), st.sampled_from(["c1", "c2"]), junk),
        title=st.one_of(st.sampled_from(["Read", "Edit"]), st.sampled_from(["Read", "Edit"]), junk),
        status=st.one_of(st.sampled_from(["pending", "completed", "failed"]), junk),
        content=st.one_of(st.just([{"type": "content", "content": {"type": "text", "text": "out"}}]), junk),
        rawOutput=st.one_of(st.just({"output": "ok"}), junk),
        _meta=st.one_of(st.just({"k": 1}), junk),
    )
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
updates = st.one_of(chunks, chunks, chunks, chunks, upserts, tool_calls, plans, others)
# Nested lists: hypothesis keeps flat lists short, and the interesting bugs need a few dozen updates.
update_lists = st.lists(st.lists(updates, min_size=1, max_size=8), min_size=1, max_size=8).map(
    lambda groups: [update for group in groups for update in group]
)


# -- properties ----------------------------------------------------------------------------------------


@settings(max_examples=400)
@given(update_lists)
def test_reducer_agrees_with_the_reference_model(sequence: list[Any]) -> None:
    real, reference = Transcript("s"), ReferenceTranscript()
    for update in sequence:
        real.apply(update)  # never raises
        reference.apply(update)
        assert summary(real) == reference.entries


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
)


@settings(max_examples=300)
@given(
    st.lists(st.one_of(chunks, upserts, tool_calls, tool_calls, plans, others), min_size=1, max_size=30),
    st.lists(invalid_updates, min_size=1, max_size=20),
)
def test_later_invalid_updates_never_corrupt_earlier_content(prefix: list[Any], later: list[Any]) -> None:
    t = Transcript("s")
    for update in prefix:
        t.apply(update)
    before, title = t.to_json()["entries"], t.title
    for update in later:
        t.apply(update)
    after = t.to_json()["entries"]
    assert after[: len(before)] == before
    assert t.title == title


@settings(max_examples=150)
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
