"""Property tests of the whole read path (peer → connection → AgentHandle → transcript → render) with
random session/update streams, invalid ones included, written to the bridge in random chunks.

The reducer is property-tested on its own in tests/unit/test_transcript_properties.py (its update
strategies are reused here); these tests check that the plumbing in front of it never raises, never
loses, duplicates or reorders an update, never lets junk or another session's updates in, and that the
document rendered from it stays inert.
"""

from __future__ import annotations

import json
from typing import Any

import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.read_path import Recording, check, run
from tests.unit.test_transcript_properties import invalid_updates, updates

SESSION = "sess_1"
CWD = "/tmp/project"
INITIALIZE = {
    "protocolVersion": 1,
    "agentCapabilities": {"loadSession": True, "sessionCapabilities": {"list": {}}},
    "agentInfo": {"name": "prop-agent", "version": "1"},
}
hostile_text = st.lists(
    st.sampled_from(
        [*"ab <>&[]()`~:!\n\r\t\x00\x1b\x7f\u202e\u2066\u200b\u2028", "command:", "```", "<script>"]
    ),
    max_size=12,
).map("".join)
RAW_JUNK = st.sampled_from(
    [
        b"not json",
        b"\xff\xfe\xfd",
        b"[1,2,3]",
        b"null",
        b'"str"',
        b"{}",
        b"{",
        b'{"jsonrpc":"2.0","id":424242,"result":{}}',
        b'{"jsonrpc":"2.0","id":true,"result":{}}',
        b'{"jsonrpc":"2.0","id":3,"error":"malformed"}',
        b'{"jsonrpc":"2.0","method":"session/update","params":[1]}',
        b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":7,"update":{}}}',
        b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"sess_1","update":"x"}}',
        b'{"jsonrpc":"2.0","id":77,"method":"session/update","params":{"sessionId":"sess_1","update":'
        b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"as a request"}}}}',
        b'{"jsonrpc":"2.0","id":78,"method":"fs/read_text_file","params":{"sessionId":"sess_1","path":"/etc/passwd"}}',
        b'{"jsonrpc":"2.0","id":79,"method":"fs/write_text_file","params":{"sessionId":"sess_1","path":"../x","content":""}}',
        b'{"jsonrpc":"2.0","id":80,"method":"no/such/method"}',
        b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":3}}',
    ]
)


def notification(session_id: Any, update: Any) -> bytes:
    message = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": session_id, "update": update},
    }
    return json.dumps(message).encode()  # any int, and lone surrogates as escapes (a line orjson refuses)


valid_items = st.one_of(updates, updates, updates).map(lambda u: notification(SESSION, u))
invalid_items = st.one_of(
    invalid_updates.map(lambda u: notification(SESSION, u)),
    updates.map(lambda u: notification("sess_other", u)),
    RAW_JUNK,
)
hostile_items = st.one_of(
    hostile_text.map(
        lambda t: notification(
            SESSION, {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": t}}
        )
    ),
    hostile_text.map(lambda t: notification(SESSION, {"sessionUpdate": "session_info_update", "title": t})),
    hostile_text.map(
        lambda t: notification(
            SESSION, {"sessionUpdate": "tool_call", "toolCallId": "h", "title": t, "locations": [{"path": t}]}
        )
    ),
)
streams = st.lists(st.one_of(valid_items, valid_items, invalid_items, hostile_items), max_size=40)
chunkings = st.lists(st.sampled_from([1, 2, 5, 17, 256, 65536]), min_size=1, max_size=4)


def recording(load_segment: list[bytes], *, title: str = "Listed") -> Recording:
    init = orjson.dumps({"jsonrpc": "2.0", "id": 1, "result": INITIALIZE})
    listing = orjson.dumps(
        {
            "jsonrpc": "2.0",
            "id": 2,
            "result": {"sessions": [{"sessionId": SESSION, "cwd": CWD, "title": title}]},
        }
    )
    return Recording("property", SESSION, CWD, [[init], [listing], load_segment])


def answer() -> bytes:
    return orjson.dumps({"jsonrpc": "2.0", "id": 3, "result": {}})


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(streams, st.integers(0, 40), chunkings, hostile_text)
def test_any_stream_through_the_read_path_is_the_reducers_transcript_rendered_inert(
    stream: list[bytes], answer_at: int, chunks: list[int], title: str
) -> None:
    # The load answer lands anywhere in the stream: what follows it is replay after the answer.
    segment = [*stream[:answer_at], answer(), *stream[answer_at:]]
    played = recording(segment, title=title)
    outcome = run(played, chunks)
    assert check(played, outcome) == []
    if not any(b'"id":3' in item for item in stream):  # unless junk answered the load first
        assert outcome.transcript is not None and outcome.transcript.complete


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(valid_items, max_size=25), st.lists(invalid_items, min_size=1, max_size=25), chunkings)
def test_junk_after_good_updates_never_changes_what_is_there(
    good: list[bytes], junk: list[bytes], chunks: list[int]
) -> None:
    before = run(recording([*good, answer()]), chunks)
    after = run(recording([*good, answer(), *junk]), chunks)
    assert before.transcript is not None and after.transcript is not None
    earlier = [e.to_json() for e in before.transcript.entries]
    later = [e.to_json() for e in after.transcript.entries]
    assert later[: len(earlier)] == earlier  # junk may add entries (an unknown kind), only at the end
    assert after.transcript.title == before.transcript.title
    assert check(recording([*good, answer(), *junk]), after) == []
