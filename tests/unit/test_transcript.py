"""The replay reducer (ARCHITECTURE rule 3): what a user sees in the transcript for each update."""

from __future__ import annotations

import logging
import time
from typing import Any

import orjson
import pytest

from acp_bridge.sessions.entries import MessageEntry, PlanEntry
from acp_bridge.sessions.tool_call_entry import ToolCallEntry
from acp_bridge.sessions.transcript import Transcript
from acp_bridge.sessions.whole_markdown import render_markdown


def text(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


def chunk(kind: str, value: str, message_id: str | None = None) -> dict[str, Any]:
    update: dict[str, Any] = {"sessionUpdate": f"{kind}_chunk", "content": text(value)}
    if message_id is not None:
        update["messageId"] = message_id
    return update


def replay(transcript: Transcript, updates: list[dict[str, Any]], **kwargs: Any) -> Transcript:
    for update in updates:
        transcript.apply(update, **kwargs)
    return transcript


def messages(transcript: Transcript) -> list[tuple[str, str]]:
    return [(e.role, e.text) for e in transcript.entries if isinstance(e, MessageEntry)]


def kinds(transcript: Transcript) -> list[str]:
    return [entry["type"] for entry in transcript.to_json()["entries"]]


# -- messages ----------------------------------------------------------------------------------------


def test_consecutive_chunks_of_one_role_without_ids_form_one_message() -> None:
    t = replay(
        Transcript("s"),
        [
            chunk("user_message", "Hello "),
            chunk("user_message", "there"),
            chunk("agent_message", "Hi, "),
            chunk("agent_message", "how can I help?"),
            chunk("user_message", "Fix it"),
        ],
    )
    assert messages(t) == [("user", "Hello there"), ("agent", "Hi, how can I help?"), ("user", "Fix it")]


def test_chunks_with_a_message_id_append_to_that_message_even_after_other_entries() -> None:
    t = replay(
        Transcript("s"),
        [
            chunk("agent_message", "Let me look", "m1"),
            {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read file"},
            chunk("agent_message", " at the file.", "m1"),
        ],
    )
    assert messages(t) == [("agent", "Let me look at the file.")]
    assert kinds(t) == ["message", "tool_call"]


def test_a_new_message_id_starts_a_new_message_of_the_same_role() -> None:
    t = replay(Transcript("s"), [chunk("agent_message", "one", "m1"), chunk("agent_message", "two", "m2")])
    assert messages(t) == [("agent", "one"), ("agent", "two")]


def test_a_thought_and_a_reply_sharing_an_id_stay_apart() -> None:
    # Seen with agents that give every block of one model message the same id.
    t = replay(
        Transcript("s"),
        [
            chunk("agent_thought", "thinking", "m1"),
            chunk("agent_message", "answer", "m1"),
            chunk("agent_thought", " more", "m1"),
        ],
    )
    assert messages(t) == [("thought", "thinking more"), ("agent", "answer")]


def test_whole_message_upsert_replaces_content_and_later_chunks_append() -> None:
    t = replay(
        Transcript("s"),
        [
            chunk("agent_message", "draft", "m1"),
            {
                "sessionUpdate": "agent_message",
                "messageId": "m1",
                "content": [text("Final "), text("answer")],
            },
            chunk("agent_message", ", with a tail", "m1"),
        ],
    )
    assert messages(t) == [("agent", "Final answer, with a tail")]
    assert t.to_json()["entries"][0]["content"] == [text("Final "), text("answer"), text(", with a tail")]


def test_upsert_without_content_leaves_the_message_unchanged() -> None:
    t = replay(
        Transcript("s"),
        [
            {"sessionUpdate": "user_message", "messageId": "u1", "content": [text("What's the capital?")]},
            {"sessionUpdate": "user_message", "messageId": "u1", "_meta": {"edited": True}},
            {"sessionUpdate": "user_message", "messageId": "u1", "content": "not a list"},
        ],
    )
    assert messages(t) == [("user", "What's the capital?")]
    # ... while an explicit `null` clears it (protocol 2's upsert rule, like `[]`)
    t.apply({"sessionUpdate": "user_message", "messageId": "u1", "content": None})
    assert messages(t) == [("user", "")]


def test_upserts_of_each_role() -> None:
    t = replay(
        Transcript("s"),
        [
            {"sessionUpdate": "user_message", "messageId": "u", "content": [text("Q")]},
            {"sessionUpdate": "agent_thought", "messageId": "t", "content": [text("hmm")]},
            {"sessionUpdate": "agent_message", "messageId": "a", "content": [text("A")]},
        ],
    )
    assert messages(t) == [("user", "Q"), ("thought", "hmm"), ("agent", "A")]


def test_non_text_blocks_are_kept_but_do_not_add_text() -> None:
    image = {"type": "image", "mimeType": "image/png", "data": "AAAA"}
    annotated = {"type": "text", "text": "!", "annotations": {"priority": 1}}
    t = replay(
        Transcript("s"),
        [
            chunk("user_message", "Look at this"),
            {"sessionUpdate": "user_message_chunk", "content": image},
            {"sessionUpdate": "user_message_chunk", "content": annotated},
        ],
    )
    entry = t.to_json()["entries"][0]
    assert entry["text"] == "Look at this!"
    assert entry["content"] == [text("Look at this"), image, annotated]


# -- tool calls ------------------------------------------------------------------------------------


def test_tool_call_then_partial_updates_patch_in_place() -> None:
    t = replay(
        Transcript("s"),
        [
            {
                "sessionUpdate": "tool_call",
                "toolCallId": "c1",
                "title": "Run tests",
                "kind": "execute",
                "status": "pending",
                "rawInput": {"command": "pytest"},
            },
            {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "in_progress"},
            {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "_meta": {"x": 1}},
            {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "rawOutput": {"output": "3 passed"}},
            {
                "sessionUpdate": "tool_call_update",
                "toolCallId": "c1",
                "status": "completed",
                "content": [{"type": "content", "content": text("3 passed")}],
            },
        ],
    )
    [call] = t.to_json()["entries"]
    assert call == {
        "type": "tool_call",
        "toolCallId": "c1",
        "title": "Run tests",
        "kind": "execute",
        "status": "completed",
        "locations": [],
        "content": [{"type": "content", "content": text("3 passed")}],
        "rawInput": {"command": "pytest"},
        "rawOutput": {"output": "3 passed"},
    }


def test_an_update_before_its_tool_call_creates_it_and_the_call_fills_it_in() -> None:
    t = replay(
        Transcript("s"),
        [
            {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"},
            {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Edit main.py", "kind": "edit"},
        ],
    )
    [call] = t.entries
    assert isinstance(call, ToolCallEntry)
    assert (call.title, call.kind, call.status) == ("Edit main.py", "edit", "completed")


def test_a_created_tool_call_without_status_is_pending() -> None:
    t = replay(Transcript("s"), [{"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "x"}])
    assert t.to_json()["entries"][0]["status"] == "pending"


def test_content_and_locations_are_replaced_not_appended() -> None:
    t = replay(
        Transcript("s"),
        [
            {
                "sessionUpdate": "tool_call",
                "toolCallId": "c1",
                "title": "Search",
                "locations": [{"path": "/a.py"}],
                "content": [{"type": "content", "content": text("1")}],
            },
            {
                "sessionUpdate": "tool_call_update",
                "toolCallId": "c1",
                "locations": [{"path": "/b.py", "line": 3}],
                "content": [{"type": "content", "content": text("2")}],
            },
        ],
    )
    call = t.to_json()["entries"][0]
    assert call["locations"] == [{"path": "/b.py", "line": 3}]
    assert call["content"] == [{"type": "content", "content": text("2")}]


def test_an_edit_keeps_one_copy_of_its_files_path_and_every_value_as_sent() -> None:
    # As from the wire: orjson makes a new string for each of the three mentions of the path.
    path, test = "/home/dev/project/src/module.py", "/home/dev/project/tests/test_module.py"
    locations = [{"path": path, "line": 7}, {"path": test, "line": 1}, {"path": path, "line": 9}]
    raw_input = {"path": path, "note": path + "x", "text": "y" * 500}
    content = [
        {"type": "diff", "path": test, "oldText": None, "newText": "t\n"},
        {"type": "diff", "path": path, "oldText": "a\n", "newText": "b\n"},
        {"type": "diff", "path": "/other.py", "oldText": None, "newText": "c\n"},
    ]
    updates = orjson.loads(orjson.dumps([
        {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Edit", "kind": "edit",
         "locations": locations, "rawInput": raw_input},
        {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed", "content": content},
        {"sessionUpdate": "tool_call", "toolCallId": "c2", "title": "Edit", "kind": "edit",  # one location
         "locations": locations[:1], "rawInput": raw_input, "content": content},
    ]))
    t = replay(Transcript("s"), updates)
    single = t.entries[1]
    assert isinstance(single, ToolCallEntry)
    assert single.items[1][0] is single.locations[0][0] is single.raw_input["path"]  # type: ignore[index]
    assert single.items[0][0] == test and t.to_json()["entries"][1]["content"] == content
    call = t.entries[0]
    assert isinstance(call, ToolCallEntry)
    kept, kept_test = call.locations[0][0], call.locations[1][0]
    assert call.items[1][0] is kept and call.raw_input["path"] is kept  # type: ignore[index]
    assert call.items[0][0] is kept_test  # type: ignore[index]
    assert call.items[2][0] == "/other.py"  # type: ignore[index]
    shown = t.to_json()["entries"][0]
    assert shown["locations"] == locations
    assert shown["rawInput"] == raw_input
    assert shown["content"] == content


def test_malformed_tool_fields_leave_earlier_values() -> None:
    t = replay(
        Transcript("s"),
        [
            {
                "sessionUpdate": "tool_call",
                "toolCallId": "c1",
                "title": "Read",
                "status": "completed",
                "locations": [{"path": "/a.py"}],
            },
            {
                "sessionUpdate": "tool_call_update",
                "toolCallId": "c1",
                "title": 5,
                "status": None,
                "locations": "nope",
                "content": {"not": "a list"},
                "rawOutput": None,
            },
            {"sessionUpdate": "tool_call_update", "toolCallId": 7, "status": "failed"},
            {"sessionUpdate": "tool_call_update", "status": "failed"},
        ],
    )
    call = t.to_json()["entries"][0]
    assert (call["title"], call["status"], call["locations"]) == ("Read", "completed", [{"path": "/a.py"}])
    assert t.ignored_updates == 2


# -- plans, modes, usage, unknown --------------------------------------------------------------------


def plan(*statuses: str) -> dict[str, Any]:
    return {
        "sessionUpdate": "plan",
        "entries": [
            {"content": f"step {i}", "priority": "medium", "status": s} for i, s in enumerate(statuses)
        ],
    }


def test_plan_updates_within_a_turn_replace_one_plan_entry() -> None:
    t = replay(
        Transcript("s"),
        [
            chunk("user_message", "do it"),
            plan("pending", "pending"),
            chunk("agent_message", "working"),
            plan("completed", "in_progress"),
            chunk("user_message", "again"),
            plan("pending"),
        ],
    )
    entries = t.to_json()["entries"]
    assert kinds(t) == ["message", "plan", "message", "message", "plan"]
    assert [e["status"] for e in entries[1]["entries"]] == ["completed", "in_progress"]
    assert [e["status"] for e in entries[4]["entries"]] == ["pending"]


def test_plan_items_of_the_protocols_shape_are_kept_compact_and_read_back_whole() -> None:
    plain = {"content": "write it", "priority": "high", "status": "completed"}
    extra = {"content": "test it", "priority": "low", "status": "pending", "_meta": {"x": 1}}
    odd = {"content": 3, "status": "pending"}
    t = replay(Transcript("s"), [{"sessionUpdate": "plan", "entries": [plain, extra, odd, "not an item"]}])
    entry = t.entries[0]
    assert isinstance(entry, PlanEntry)
    assert entry.items == [("write it", "high", "completed"), extra, odd]  # no dict kept for the plain one
    assert t.to_json()["entries"][0]["entries"] == [plain, extra, odd]
    assert render_markdown(t).count("- [") == 3


def test_mode_changes_are_entries_and_state() -> None:
    t = replay(
        Transcript("s"),
        [
            {"sessionUpdate": "current_mode_update", "currentModeId": "ask"},
            {"sessionUpdate": "current_mode_update", "currentModeId": "ask"},
            {"sessionUpdate": "current_mode_update", "currentModeId": "code"},
        ],
    )
    assert [e for e in t.to_json()["entries"]] == [
        {"type": "mode", "modeId": "ask"},
        {"type": "mode", "modeId": "code"},
    ]
    assert t.state.mode_id == "code"


def test_usage_updates_in_a_row_collapse_into_one_entry() -> None:
    t = replay(
        Transcript("s"),
        [
            {"sessionUpdate": "usage_update", "used": 10, "size": 100},
            {
                "sessionUpdate": "usage_update",
                "used": 20,
                "size": 100,
                "cost": {"amount": 0.5, "currency": "USD"},
            },
            chunk("agent_message", "hi"),
            {"sessionUpdate": "usage_update", "used": 30, "size": 100},
        ],
    )
    entries = t.to_json()["entries"]
    assert kinds(t) == ["usage", "message", "usage"]
    assert entries[0] == {
        "type": "usage",
        "used": 20,
        "size": 100,
        "cost": {"amount": 0.5, "currency": "USD"},
    }
    assert t.state.usage is not None and t.state.usage.used == 30


def test_unknown_kinds_are_kept_raw_and_do_not_stop_the_replay() -> None:
    future = {"sessionUpdate": "agent_video_chunk", "content": {"type": "video"}}
    t = replay(
        Transcript("s"), [chunk("agent_message", "a"), future, {"no": "kind"}, chunk("agent_message", "b")]
    )
    entries = t.to_json()["entries"]
    assert entries[1] == {"type": "unknown", "sessionUpdate": "agent_video_chunk", "raw": future}
    assert entries[2] == {"type": "unknown", "sessionUpdate": "", "raw": {"no": "kind"}}
    assert messages(t) == [("agent", "a"), ("agent", "b")]
    assert t.replay_progress == 3, "a kind to come is replayed history (a load's watchdog); no kind is not"


@pytest.mark.parametrize(
    "junk",
    [
        None,
        5,
        "text",
        [1, 2],
        {"sessionUpdate": "agent_message_chunk"},
        {"sessionUpdate": "agent_message_chunk", "content": "plain string"},
        {"sessionUpdate": "plan", "entries": "x"},
        {"sessionUpdate": "current_mode_update", "currentModeId": 3},
        {"sessionUpdate": "usage_update", "used": "many"},
        {"sessionUpdate": "available_commands_update", "availableCommands": None},
    ],
)
def test_junk_never_raises_and_changes_nothing(junk: Any) -> None:
    t = replay(Transcript("s"), [chunk("agent_message", "kept")])
    before = t.to_json()
    change = t.apply(junk)
    assert change.ignored
    assert t.to_json() == before


def test_an_update_the_reducer_fails_on_is_logged_ignored_and_its_change_still_names_its_kind(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class Exploding(str):
        """Stands in for a reducer bug: comparing the title with the current one raises."""

        def __ne__(self, other: object) -> bool:
            raise RuntimeError("boom")

    t = Transcript("s")
    with caplog.at_level(logging.ERROR):
        change = t.apply({"sessionUpdate": "session_info_update", "title": Exploding("x")})
    assert change.ignored and change.kind == "session_info_update"  # the agent handle patches by kind
    assert t.title is None and t.ignored_updates == 1
    assert [r.getMessage() for r in caplog.records] == ["session s: update could not be applied"]


# -- session state -----------------------------------------------------------------------------------


def test_session_info_null_clears_and_omitted_leaves() -> None:
    t = Transcript("s")
    t.apply(
        {
            "sessionUpdate": "session_info_update",
            "title": "First",
            "updatedAt": "2025-01-01T00:00:00Z",
            "_meta": {"messages": 3},
        }
    )
    change = t.apply({"sessionUpdate": "session_info_update", "updatedAt": None})
    assert change.state == ("updatedAt",)
    assert (t.title, t.state.updated_at, t.state.meta) == ("First", None, {"messages": 3})
    t.apply({"sessionUpdate": "session_info_update", "title": None, "_meta": None})
    assert (t.title, t.state.meta) == (None, None)
    t.apply({"sessionUpdate": "session_info_update", "title": 42})
    assert t.title is None
    assert t.to_json()["entries"] == []


def test_commands_and_config_options_are_state() -> None:
    t = Transcript("s")
    t.apply({"sessionUpdate": "available_commands_update", "availableCommands": [{"name": "web"}, "junk"]})
    t.apply({"sessionUpdate": "config_option_update", "configOptions": [{"id": "model"}]})
    assert t.state.available_commands == [{"name": "web"}]
    assert t.state.config_options == [{"id": "model"}]
    assert t.is_empty


def test_first_user_text() -> None:
    t = replay(
        Transcript("s"),
        [
            chunk("agent_message", "hello"),
            chunk("user_message", "Fix "),
            chunk("user_message", "the build"),
            chunk("user_message", "x", "u2"),
        ],
    )
    assert t.first_user_text() == "Fix the build"
    assert Transcript("s").first_user_text() is None


# -- completeness and the JSON shape -----------------------------------------------------------------


def test_to_json_shape() -> None:
    t = replay(Transcript("sess_1"), [chunk("user_message", "hi", "u1")])
    t.mark_incomplete("agent exited with code 1")
    assert t.to_json() == {
        "sessionId": "sess_1",
        "complete": False,
        "incompleteReason": "agent exited with code 1",
        "title": None,
        "entries": [
            {"type": "message", "role": "user", "messageId": "u1", "text": "hi", "content": [text("hi")]}
        ],
    }
    t.mark_complete()
    assert (t.to_json()["complete"], t.to_json()["incompleteReason"]) == (True, None)
    orjson.dumps(t.to_json())


def test_a_crash_mid_replay_keeps_what_arrived() -> None:
    t = Transcript("s")
    t.begin_replay()
    replay(t, [chunk("user_message", "first"), chunk("agent_message", "partial ans")])
    t.mark_incomplete("the agent process exited")
    t.end_replay()
    assert messages(t) == [("user", "first"), ("agent", "partial ans")]
    assert not t.complete and t.incomplete_reason == "the agent process exited"


def test_end_replay_marks_a_clean_pass_complete() -> None:
    t = Transcript("s")
    t.begin_replay()
    assert t.replaying
    replay(t, [chunk("user_message", "x")])
    t.end_replay()
    assert t.complete and not t.replaying


# -- replay passes -------------------------------------------------------------------------------------

HISTORY: list[dict[str, Any]] = [
    {"sessionUpdate": "session_info_update", "title": "Refactor"},
    {"sessionUpdate": "usage_update", "used": 5, "size": 100},
    chunk("user_message", "Refactor this", "u1"),
    chunk("agent_thought", "Plan first", "t1"),
    {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read", "status": "pending"},
    {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"},
    chunk("agent_message", "Done.", "a1"),
    {"sessionUpdate": "available_commands_update", "availableCommands": [{"name": "init"}]},
]


def pass_of(t: Transcript, updates: list[dict[str, Any]]) -> Transcript:
    t.begin_replay()
    replay(t, updates)
    t.end_replay()
    return t


def test_replaying_the_same_history_twice_does_not_duplicate_it() -> None:
    once = pass_of(Transcript("s"), HISTORY)
    twice = pass_of(pass_of(Transcript("s"), HISTORY), HISTORY)
    assert twice.to_json() == once.to_json()


def test_a_replay_ending_in_usage_replayed_twice_equals_once() -> None:
    # The second pass must not update the first pass's trailing usage entry in place (it is about to
    # be replaced): a history starting and ending with usage shows both, exactly once.
    usage = {"sessionUpdate": "usage_update", "used": 1, "size": 10}
    history = [usage, chunk("agent_message", "hi", "a1"), {**usage, "used": 2}]
    once = pass_of(Transcript("s"), history)
    twice = pass_of(pass_of(Transcript("s"), history), history)
    assert twice.to_json() == once.to_json()
    assert kinds(twice) == ["usage", "message", "usage"]


def test_a_resume_that_does_not_replay_keeps_the_transcript() -> None:
    t = pass_of(Transcript("s"), HISTORY)
    before = t.to_json()["entries"]
    pass_of(
        t,
        [
            {"sessionUpdate": "available_commands_update", "availableCommands": []},
            {"sessionUpdate": "session_info_update", "title": "Refactor"},
        ],
    )
    assert t.to_json()["entries"] == before


def test_a_usage_update_after_a_resume_does_not_wipe_the_transcript() -> None:
    t = pass_of(Transcript("s"), HISTORY)
    pass_of(t, [{"sessionUpdate": "usage_update", "used": 50, "size": 100}])
    assert messages(t) == [("user", "Refactor this"), ("thought", "Plan first"), ("agent", "Done.")]
    assert kinds(t)[-1] == "usage"


def test_a_later_replay_includes_live_turns_so_they_are_not_shown_twice() -> None:
    t = pass_of(Transcript("s"), HISTORY)
    live_turn = [chunk("user_message", "And tests?", "u2"), chunk("agent_message", "Added.", "a2")]
    replay(t, live_turn, live=True)
    pass_of(t, HISTORY + live_turn)  # e.g. fast-agent replays on session/resume
    assert messages(t) == [
        ("user", "Refactor this"),
        ("thought", "Plan first"),
        ("agent", "Done."),
        ("user", "And tests?"),
        ("agent", "Added."),
    ]


def test_entries_stay_visible_until_the_replay_actually_starts() -> None:
    t = pass_of(Transcript("s"), HISTORY)
    t.begin_replay()
    assert len(messages(t)) == 3
    t.apply(chunk("user_message", "Refactor this", "u1"))
    assert messages(t) == [("user", "Refactor this")]


def test_replayed_entries_that_were_incomplete_become_complete_when_replayed_again() -> None:
    t = Transcript("s")
    t.begin_replay()
    t.apply(chunk("user_message", "half"))
    t.mark_incomplete("crashed")
    t.end_replay()
    pass_of(t, HISTORY)
    assert t.complete and t.incomplete_reason is None


# -- versions ------------------------------------------------------------------------------------------


def test_version_and_changed_entries() -> None:
    t = replay(Transcript("s"), [chunk("user_message", "a", "u"), chunk("agent_message", "b", "m")])
    v = t.version
    assert t.changed_entries_since(v) == []
    t.apply(chunk("user_message", "more", "u"))
    assert t.version > v
    assert list(t.changed_entries_since(v)) == [0]
    t.apply({"sessionUpdate": "tool_call", "toolCallId": "c", "title": "x"})
    assert list(t.changed_entries_since(v)) == [0, 2]
    assert list(t.changed_entries_since(0)) == [0, 1, 2]


def test_a_message_keeps_its_blocks_in_order_whether_one_or_many() -> None:
    # A message of one plain text block is stored as that string alone: every way of growing,
    # mixing and replacing its blocks reads back the same as a list of them would.
    image = {"type": "image", "data": "AA==", "mimeType": "image/png"}
    entry = MessageEntry("agent", "m")
    assert (entry.items, entry.text, entry.content, entry.plain_text) == ([], "", [], "")
    entry.append_text("")
    entry.append({"type": "text", "text": "a"})
    assert (entry.items, entry.text) == (["", "a"], "a")
    entry.replace([{"type": "text", "text": "one"}])
    assert (entry.items, entry.text, entry.plain_text) == (["one"], "one", "one")
    assert entry.content == [{"type": "text", "text": "one"}]
    entry.append(image)
    entry.append_text(" two")
    assert (entry.items, entry.text, entry.plain_text) == (["one", image, " two"], "one two", None)
    entry.items.append("not kept")  # a copy: the entry changes only through its methods
    assert entry.text == "one two"
    entry.replace([image])
    assert (entry.items, entry.text, entry.plain_text) == ([image], "", None)
    entry.replace([])
    assert (entry.items, entry.content) == ([], [])


def test_change_log_stays_bounded_when_two_messages_interleave() -> None:
    t = Transcript("s")
    for i in range(5000):
        t.apply(chunk("agent_thought" if i % 2 else "agent_message", "x", f"m{i % 2}"))
    assert len(t._log) < 200
    assert list(t.changed_entries_since(t.version - 3)) == [0, 1]


def test_a_change_that_compacts_the_log_is_in_it() -> None:
    # The log is rebuilt from each entry's newest record by the very change that outgrows it: the
    # entry changed then must be logged at the new version, or a client one version behind misses it.
    t = Transcript("s")
    compactions = 0
    for i in range(2000):
        before = len(t._log)
        t.apply(chunk("agent_thought" if i % 2 else "agent_message", "x", f"m{i % 2}"))
        if len(t._log) < before:
            compactions += 1
            assert list(t.changed_entries_since(t.version - 1)) == [i % 2]
            assert list(t.changed_entries_since(t.version - 2)) == [0, 1]
        assert list(t.changed_entries_since(t.version - 1)) == [i % 2]
    assert compactions > 5


# -- scale ---------------------------------------------------------------------------------------------


def long_session(turns: int) -> list[dict[str, Any]]:
    updates: list[dict[str, Any]] = []
    for i in range(turns):
        updates.append(chunk("user_message", f"prompt {i}", f"u{i}"))
        updates += [chunk("agent_thought", "think ", f"t{i}") for _ in range(2)]
        updates += [chunk("agent_message", f"w{k} ", f"a{i}") for k in range(3)]
        updates.append(
            {
                "sessionUpdate": "tool_call",
                "toolCallId": f"c{i}",
                "title": "Read",
                "status": "pending",
                "locations": [{"path": f"/p/{i}.py"}],
            }
        )
        updates.append({"sessionUpdate": "tool_call_update", "toolCallId": f"c{i}", "status": "completed"})
        if i % 2:
            updates.append({"sessionUpdate": "usage_update", "used": i, "size": 10**6})
    return updates


def test_170k_updates_reduce_without_per_update_scans() -> None:
    updates = long_session(20_000)
    assert len(updates) == 170_000
    t = Transcript("s")
    start = time.perf_counter()
    for update in updates:
        t.apply(update)
    elapsed = time.perf_counter() - start
    assert t.entry_count == 90_000
    # ~0.3 s on a slow, shared machine; quadratic work would take minutes. Loose for loaded CI.
    assert elapsed < 5.0


# -- memory -------------------------------------------------------------------------------------------


def test_a_transcript_and_its_rendering_are_freed_without_the_cyclic_collector() -> None:
    """A transcript let go (the editor closed it) must be freed by reference counting: its objects
    are frozen away from the collector after a load (gcpause), so a cycle would keep it for good."""
    import gc

    from acp_bridge.sessions.render import TranscriptMarkdown

    updates = [
        {"sessionUpdate": "user_message_chunk", "content": text("Fix the bug"), "messageId": "u1"},
        chunk("agent_thought", "Looking."),
        chunk("agent_message", "Done, see below.", "a1"),
        {"sessionUpdate": "tool_call", "toolCallId": "t1", "title": "Edit", "status": "pending"},
        {
            "sessionUpdate": "tool_call_update",
            "toolCallId": "t1",
            "status": "completed",
            "content": [{"type": "diff", "path": "/w/a.py", "oldText": "a = 1\n", "newText": "a = 2\n"}],
        },
        {"sessionUpdate": "plan", "entries": [{"content": "Fix", "priority": "high", "status": "completed"}]},
        {"sessionUpdate": "current_mode_update", "currentModeId": "code"},
        {"sessionUpdate": "usage_update", "used": 10, "size": 100},
        {"sessionUpdate": "session_info_update", "title": "A title"},
        {"sessionUpdate": "something_new", "data": [1, 2]},
    ]
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        transcript = replay(Transcript("s1"), updates)
        view = TranscriptMarkdown(transcript)
        assert "Fix the bug" in view.text()
        del transcript, view
        assert gc.collect() == 0, "unreachable objects only the cyclic collector could free"
    finally:
        if was_enabled:
            gc.enable()
