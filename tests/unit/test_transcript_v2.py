"""The replay reducer's protocol-2 kinds: streamed tool content, agent-owned terminals, plans by id."""

from __future__ import annotations

import base64
import json
import time
from typing import Any

import pytest

from acp_bridge.sessions.entries import MessageEntry, PlanEntry, plan_item_field
from acp_bridge.sessions.terminals import OUTPUT_LIMIT, TerminalState
from acp_bridge.sessions.tool_call_entry import TextRun, ToolCallEntry
from acp_bridge.sessions.transcript import HISTORY_KINDS, Transcript
from acp_bridge.sessions.whole_markdown import render_markdown


def b64(data: str | bytes) -> str:
    return base64.b64encode(data.encode() if isinstance(data, str) else data).decode()


def replay(transcript: Transcript, updates: list[dict[str, Any]], **kwargs: Any) -> Transcript:
    for update in updates:
        transcript.apply(update, **kwargs)
    return transcript


def text_item(text: str) -> dict[str, Any]:
    return {"type": "content", "content": {"type": "text", "text": text}}


def content_chunk(call_id: str, item: dict[str, Any]) -> dict[str, Any]:
    return {"sessionUpdate": "tool_call_content_chunk", "toolCallId": call_id, "content": item}


def tool_update(call_id: str, **fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "tool_call_update", "toolCallId": call_id, **fields}


def terminal_ref(terminal_id: str) -> dict[str, Any]:
    return {"type": "terminal", "terminalId": terminal_id}


def terminal(terminal_id: str, **fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "terminal_update", "terminalId": terminal_id, **fields}


def output(terminal_id: str, data: str | bytes) -> dict[str, Any]:
    return {"sessionUpdate": "terminal_output_chunk", "terminalId": terminal_id, "data": b64(data)}


def plan_update(plan_id: str, *statuses: str) -> dict[str, Any]:
    entries = [{"content": f"{plan_id} {i}", "priority": "high", "status": s} for i, s in enumerate(statuses)]
    return {"sessionUpdate": "plan_update", "plan": {"type": "items", "planId": plan_id, "entries": entries}}


def calls(t: Transcript) -> list[ToolCallEntry]:
    return [e for e in t.entries if isinstance(e, ToolCallEntry)]


def only_call(t: Transcript) -> ToolCallEntry:
    (call,) = calls(t)
    return call


# -- tool_call_content_chunk -----------------------------------------------------------------------


def test_content_chunks_before_the_tool_call_create_it_and_texts_in_a_row_form_one_item() -> None:
    t = replay(
        Transcript("s"),
        [
            content_chunk("c1", text_item("Checked ")),
            tool_update("c1", title="Check", kind="other", status="in_progress"),
            content_chunk("c1", text_item("syntax, ")),
            content_chunk("c1", text_item("types.")),
        ],
    )
    call = only_call(t)
    assert (call.title, call.status) == ("Check", "in_progress")
    assert call.content == [text_item("Checked syntax, types.")]


def test_a_non_text_chunk_is_its_own_item_and_the_next_text_starts_another() -> None:
    image = {"type": "content", "content": {"type": "image", "mimeType": "image/png", "data": "AA"}}
    annotated = {"type": "content", "content": {"type": "text", "text": "c", "annotations": {}}}
    t = replay(
        Transcript("s"),
        [content_chunk("c1", item) for item in (text_item("a"), image, text_item("b"), annotated)],
    )
    assert only_call(t).content == [text_item("a"), image, text_item("b"), annotated]


def test_an_update_with_content_replaces_the_chunks_and_later_chunks_append_a_new_item() -> None:
    t = replay(
        Transcript("s"),
        [
            content_chunk("c1", text_item("draft")),
            tool_update("c1", content=[text_item("final")]),
            content_chunk("c1", text_item(" and more")),
            content_chunk("c1", text_item("!")),
        ],
    )
    # The update's item is not a streamed run: the chunks after it are a new item.
    assert only_call(t).content == [text_item("final"), text_item(" and more!")]
    assert replay(t, [tool_update("c1", content=[])]) and only_call(t).content == []


def test_malformed_content_chunks_are_ignored() -> None:
    t = replay(
        Transcript("s"),
        [
            content_chunk("c1", "text"),  # type: ignore[arg-type]
            {"sessionUpdate": "tool_call_content_chunk", "toolCallId": "c1"},
            content_chunk("", text_item("x")),
            {"sessionUpdate": "tool_call_content_chunk", "toolCallId": 3, "content": text_item("x")},
        ],
    )
    assert t.is_empty and t.ignored_updates == 4


def test_streamed_text_is_joined_lazily_and_a_chunk_costs_the_same_at_any_length() -> None:
    t = Transcript("s")
    start = time.perf_counter()
    for i in range(60_000):
        t.apply(content_chunk("c1", text_item(f"{i % 10}" * 20)))
    elapsed = time.perf_counter() - start
    call = only_call(t)
    assert len(call.items) == 1 and isinstance(call.items[0], TextRun)
    assert len(call.items[0]._parts) == 60_000  # nothing joined yet
    assert len(call.content[0]["content"]["text"]) == 1_200_000
    assert len(call.items[0]._parts) == 1  # joined once, on read
    assert elapsed < 5.0  # ~0.1 s; joining on every chunk would take minutes


def test_plain_items_and_locations_are_kept_compact_and_read_back_as_sent() -> None:
    annotated = {"type": "content", "content": {"type": "text", "text": "b", "annotations": {}}}
    image = {"type": "content", "content": {"type": "image", "data": "AA==", "mimeType": "image/png"}}
    diff = {"type": "diff", "path": "/p/a.py", "oldText": None, "newText": "x = 1\n"}
    new_file = {"type": "diff", "path": "/p/b.py", "newText": "y\n"}  # no oldText: kept as sent
    content = [text_item("a"), annotated, image, diff, new_file]
    locations = [{"path": "/p/a.py", "line": 3}, {"path": "/p/b.py"}, {"path": "/p/c.py", "line": None}]
    t = replay(Transcript("s"), [tool_update("c1", title="Run", status="completed", content=content,
                                             locations=locations)])
    call = only_call(t)
    # No dicts kept around the plain text, the diff and the locations of the protocol's shape.
    assert call.items == ["a", annotated, image, ("/p/a.py", None, "x = 1\n"), new_file]
    assert call.locations == [("/p/a.py", 3), {"path": "/p/b.py"}, ("/p/c.py", None)]
    assert call.content == content
    assert call.to_json()["content"] == content and call.to_json()["locations"] == locations
    shown = render_markdown(t)
    assert "```text\na\n```" in shown and "+x = 1" in shown and "`/p/a.py:3`" in shown
    # Kinds and statuses of the protocol are one string each, whichever line brought them.
    parsed = json.loads('{"sessionUpdate": "tool_call_update", "toolCallId": "c2", "status": "completed"}')
    assert parsed["status"] is not call.status
    assert only_call(replay(Transcript("s"), [parsed])).status is call.status


def test_the_tool_name_of_the_unstable_schema_is_kept() -> None:
    t = replay(Transcript("s"), [tool_update("c1", name="Bash", title="Run"), tool_update("c1", name=None)])
    assert only_call(t).name == "Bash" and only_call(t).to_json()["name"] == "Bash"
    assert "name" not in replay(Transcript("s"), [tool_update("c2")]).to_json()["entries"][0]


# -- terminals ---------------------------------------------------------------------------------------


def test_terminal_output_is_attached_to_the_tool_call_that_embeds_it_in_any_order() -> None:
    t = replay(
        Transcript("s"),
        [
            terminal("t1", command="cargo test", cwd="/w"),
            output("t1", "running 3 tests\n"),
            tool_update("c1", title="Test", content=[terminal_ref("t1")]),
            output("t1", "ok\n"),
            terminal("t1", exitStatus={"exitCode": 0}),
        ],
    )
    state = only_call(t).terminals["t1"]
    assert state.output == b"running 3 tests\nok\n" and state.command == "cargo test"
    assert state.exit_text() == "exit code 0" and state.cwd == "/w"
    assert only_call(t).to_json()["terminals"][0]["output"] == "running 3 tests\nok\n"


def test_a_terminal_update_changes_only_the_tool_calls_that_show_it() -> None:
    t = replay(
        Transcript("s"),
        [
            tool_update("c1", content=[terminal_ref("t1")]),
            tool_update("c2", title="other"),
            content_chunk("c3", terminal_ref("t1")),  # a second view of the same terminal
        ],
    )
    version = t.version
    change = t.apply(output("t1", "x"))
    assert list(t.changed_entries_since(version)) == [0, 2] and change.entry == 2
    replay(t, [tool_update("c1", content=[text_item("replaced")])])
    version = t.version
    t.apply(output("t1", "y"))
    assert list(t.changed_entries_since(version)) == [2]
    assert calls(t)[2].terminals["t1"].output == b"xy"


def test_a_v1_terminal_reference_shows_output_too() -> None:
    t = replay(
        Transcript("s"),
        [
            {"sessionUpdate": "tool_call", "toolCallId": "c1", "content": [terminal_ref("t1")]},
            output("t1", "hello"),
        ],
    )
    assert only_call(t).terminals["t1"].output == b"hello"


def test_a_snapshot_replaces_the_output_and_chunks_append_to_it() -> None:
    t = replay(
        Transcript("s"),
        [
            content_chunk("c1", terminal_ref("t1")),
            output("t1", "old "),
            terminal("t1", output={"data": b64("snapshot ")}),
            output("t1", "new"),
        ],
    )
    assert only_call(t).terminals["t1"].output == b"snapshot new"
    replay(t, [terminal("t1", output=None, command=None, exitStatus={"signal": "SIGTERM"})])
    state = only_call(t).terminals["t1"]
    assert (state.output, state.command, state.exit_text()) == (b"", None, "killed by SIGTERM")


def test_omitted_and_malformed_terminal_fields_leave_what_is_there() -> None:
    t = replay(
        Transcript("s"),
        [
            content_chunk("c1", terminal_ref("t1")),
            terminal("t1", command="make", output={"data": b64("built")}, exitStatus={"exitCode": 2}),
            terminal("t1"),
            terminal("t1", command=7, output={"data": "%%% not base64"}, exitStatus="done"),
            terminal("t1", output=[1]),
        ],
    )
    state = only_call(t).terminals["t1"]
    assert (state.command, state.output, state.exit_text()) == ("make", b"built", "exit code 2")
    before = t.ignored_updates
    replay(
        t,
        [
            output("t1", "x") | {"data": "%%%"},
            output("t1", "x") | {"data": None},
            output("", "x"),
            terminal(""),
            {"sessionUpdate": "terminal_update"},
        ],
    )
    assert t.ignored_updates == before + 5 and state.output == b"built"


def test_output_of_a_terminal_no_tool_call_shows_is_kept_until_one_does() -> None:
    t = Transcript("s")
    version = t.version
    change = t.apply(output("t1", "early"))
    assert change.entry is None and not change.ignored and t.version > version and t.is_empty
    t.apply(content_chunk("c1", terminal_ref("t1")))
    assert only_call(t).terminals["t1"].output == b"early"


def test_chunks_split_inside_a_character_decode_once_joined() -> None:
    data = "naïve ✓".encode()
    t = replay(
        Transcript("s"),
        [content_chunk("c1", terminal_ref("t1")), output("t1", data[:3]), output("t1", data[3:9])],
    )
    state = only_call(t).terminals["t1"]
    assert state.text() == "naïve "  # the ✓ is incomplete: it waits for its last byte
    t.apply(output("t1", data[9:]))
    assert state.text() == "naïve ✓"


def test_terminal_output_keeps_the_last_megabyte_and_counts_what_was_cut() -> None:
    t = replay(Transcript("s"), [content_chunk("c1", terminal_ref("t1"))])
    line = b"0123456789abcde\n"
    block = line * 4096  # 64 KiB
    for _ in range(48):  # 3 MiB
        t.apply(output("t1", block))
    state = only_call(t).terminals["t1"]
    assert len(state.output) == OUTPUT_LIMIT and state.cut == 3 * OUTPUT_LIMIT - OUTPUT_LIMIT
    assert state.output.endswith(line) and len(state._buffer) <= 2 * OUTPUT_LIMIT


def test_text_after_a_cut_drops_a_partial_character_at_the_front() -> None:
    state = TerminalState("t", limit=4)
    state.append("ab✓".encode())  # 5 bytes: the last 4 start inside nothing, ...
    assert state.text() == "b✓" and state.cut == 1
    state.replace("✓✓".encode())  # ... these start inside the first ✓
    assert state.text() == "✓" and state.cut == 2


def test_replaying_terminals_twice_equals_once() -> None:
    history = [
        {"sessionUpdate": "user_message", "messageId": "u", "content": [{"type": "text", "text": "go"}]},
        tool_update("c1", title="Run", content=[terminal_ref("t1")]),
        terminal("t1", command="ls", output={"data": b64("a\n")}),
        output("t1", "b\n"),
        terminal("t1", exitStatus={"exitCode": 0}),
        content_chunk("c2", text_item("x")),
        content_chunk("c2", text_item("y")),
    ]

    def passes(n: int) -> Transcript:
        t = Transcript("s")
        for _ in range(n):
            t.begin_replay()
            replay(t, history)
            t.end_replay()
        return t

    assert passes(2).to_json() == passes(1).to_json()
    assert calls(passes(2))[0].terminals["t1"].output == b"a\nb\n"


def test_a_terminal_chunk_starts_the_replay_like_any_history_update() -> None:
    t = replay(Transcript("s"), [tool_update("c1", content=[terminal_ref("t1")]), output("t1", "old")])
    t.begin_replay()
    t.apply(output("t1", "new"))  # drops the previous account, terminals included
    assert t.is_empty
    t.apply(tool_update("c1", content=[terminal_ref("t1")]))
    assert only_call(t).terminals["t1"].output == b"new"
    assert {"tool_call_content_chunk", "terminal_update", "terminal_output_chunk"} <= HISTORY_KINDS


# -- plans by id ----------------------------------------------------------------------------------


def plans(t: Transcript) -> list[tuple[str | None, list[str]]]:
    return [(e.plan_id, [plan_item_field(i, "status") for i in e.items])
            for e in t.entries if isinstance(e, PlanEntry)]


def test_each_plan_id_is_its_own_plan_replaced_in_place() -> None:
    user = {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "next"}}
    t = replay(
        Transcript("s"),
        [
            plan_update("p1", "pending"),
            plan_update("p2", "pending", "pending"),
            plan_update("p1", "completed"),
            user,
            plan_update("p2", "completed", "in_progress"),  # a later turn still updates it in place
            plan_update("p3", "pending"),
        ],
    )
    assert plans(t) == [("p1", ["completed"]), ("p2", ["completed", "in_progress"]), ("p3", ["pending"])]
    assert [type(e).__name__ for e in t.entries][:3] == ["PlanEntry", "PlanEntry", "MessageEntry"]
    assert t.to_json()["entries"][0] == {
        "type": "plan",
        "entries": [{"content": "p1 0", "priority": "high", "status": "completed"}],
        "planId": "p1",
        "planType": "items",
    }


def test_protocol_1_plans_and_protocol_2_plans_do_not_mix() -> None:
    v1 = {"sessionUpdate": "plan", "entries": [{"content": "a", "status": "pending"}]}
    t = replay(Transcript("s"), [v1, plan_update("p1", "pending"), {**v1, "entries": []}])
    assert plans(t) == [(None, []), ("p1", ["pending"])]
    assert t.to_json()["entries"][0] == {"type": "plan", "entries": []}


def test_plan_removed_takes_the_entry_out_and_the_rest_move_up() -> None:
    t = replay(
        Transcript("s"),
        [plan_update("p1", "pending"), plan_update("p2", "pending"), tool_update("c1"), plan_update("p3")],
    )
    version = t.version
    t.apply({"sessionUpdate": "plan_removed", "planId": "p2"})
    assert plans(t) == [("p1", ["pending"]), ("p3", [])]
    assert [e.index for e in t.entries] == [0, 1, 2]
    assert list(t.changed_entries_since(version)) == [1, 2] and t.first_changed_since(version) == 1
    version = t.version
    t.apply({"sessionUpdate": "plan_removed", "planId": "p3"})  # the last entry
    assert t.changed_entries_since(version) == [] and t.first_changed_since(version) == 2
    t.apply({"sessionUpdate": "plan_removed", "planId": "p3"})  # gone already: nothing to do
    t.apply(plan_update("p1", "completed"))  # still found by id after the move
    assert plans(t) == [("p1", ["completed"])]
    assert t.apply({"sessionUpdate": "plan_removed"}).ignored


def test_many_removals_count_as_one_reset() -> None:
    t = replay(Transcript("s"), [plan_update(f"p{i}", "pending") for i in range(100)])
    version = t.version
    for i in range(99):
        t.apply({"sessionUpdate": "plan_removed", "planId": f"p{i}"})
    assert plans(t) == [("p99", ["pending"])] and list(t.changed_entries_since(version)) == [0]
    assert len(t._shift_versions) < 70


@pytest.mark.parametrize(
    ("plan", "ok"),
    [
        ({"type": "markdown", "planId": "p", "content": "# Steps\n1. a"}, True),
        ({"type": "file", "planId": "p", "uri": "file:///w/PLAN.md"}, True),
        ({"type": "_custom", "planId": "p", "anything": 1}, True),
        ({"type": "markdown", "planId": "p"}, False),
        ({"type": "items", "planId": "p"}, False),
        ({"type": "items", "planId": "", "entries": []}, False),
        ({"type": "items", "entries": []}, False),
        ({"planId": "p", "entries": []}, False),
        ("plan", False),
    ],
)
def test_plan_types(plan: Any, ok: bool) -> None:
    t = Transcript("s")
    change = t.apply({"sessionUpdate": "plan_update", "plan": plan})
    assert change.ignored is not ok and t.is_empty is not ok
    if ok:
        assert t.to_json()["entries"][0]["plan"] == plan


def test_protocol_2_null_clears_tool_call_fields_and_message_content() -> None:
    t = Transcript("s")
    t.null_clears = True
    t.apply({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "title": "Read file",
             "status": "in_progress", "locations": [{"path": "/w/a.py"}], "rawInput": {"path": "/w/a.py"},
             "content": [{"type": "content", "content": {"type": "text", "text": "partial"}}]})
    t.apply({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "title": None, "locations": None,
             "rawInput": None, "content": None})
    call = t.entries[0]
    assert isinstance(call, ToolCallEntry)
    assert (call.title, call.status, call.locations, call.raw_input, call.content) == (
        None, "in_progress", [], None, []
    )
    hello = [{"type": "text", "text": "hi"}]
    t.apply({"sessionUpdate": "agent_message", "messageId": "m1", "content": hello})
    t.apply({"sessionUpdate": "agent_message", "messageId": "m1", "content": None})
    message = t.entries[1]
    assert isinstance(message, MessageEntry) and message.text == "" and message.content == []


def test_protocol_1_null_leaves_tool_call_fields_as_they_were() -> None:
    t = Transcript("s")
    t.apply({"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read file", "status": "pending"})
    t.apply({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "title": None, "status": "completed"})
    call = t.entries[0]
    assert isinstance(call, ToolCallEntry) and (call.title, call.status) == ("Read file", "completed")
