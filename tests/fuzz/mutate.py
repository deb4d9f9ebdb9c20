"""Mutations of recorded agent traffic: byte-level, line-level and JSON-aware (a field replaced by a
hostile value of another type, a key dropped, ids and kinds swapped, updates repeated or reordered).

Deterministic for a given `random.Random`, so a finding is reproduced from its seed."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

from tests.fuzz.read_path import Recording

HOSTILE_STRINGS = (
    "",
    " ",
    "\x00\x01\x1b[31m\x7f\x85",
    "\u202egnp.exe\u202c\u2066\u2069\u200f\ufeff",
    "line\r\nbreak\u2028sep\u2029",
    "```\n</pre><script>alert(1)</script>\n```",
    "~~~~\n[x](command:workbench.action.terminal.new)\n",
    "[ref]: command:workbench.action.quit",
    "<img src=x onerror=alert(1)>&lt;&#x3c;&amp;",
    "\U0001f600" * 50,
    "\udcff",  # a lone surrogate (written as JSON "\\udcff")
    "x" * 5000,
    "../../../../etc/passwd",
    "file:///etc/shadow",
)
HOSTILE_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    2**70,
    1e308,
    -0.0,
    [],
    {},
    [[[[[]]]]],
    {"a": {"b": {"c": None}}},
    ["x", 1, None],
    *HOSTILE_STRINGS,
)
KINDS = (
    "user_message_chunk",
    "agent_message_chunk",
    "agent_thought_chunk",
    "user_message",
    "agent_message",
    "tool_call",
    "tool_call_update",
    "plan",
    "current_mode_update",
    "usage_update",
    "available_commands_update",
    "config_option_update",
    "session_info_update",
    "state_update",
    "no_such_kind",
    "",
)
JUNK_LINES = (
    b"",
    b"null",
    b"[]",
    b"[1,2]",
    b"{}",
    b'"text"',
    b"1",
    b"{",
    b"}}}",
    b"\xff\xfe\xfd",
    b"\xc3",
    b'{"jsonrpc":"2.0"}',
    b'{"jsonrpc":"2.0","id":null,"result":{}}',
    b'{"jsonrpc":"2.0","id":true,"result":{}}',
    b'{"jsonrpc":"2.0","id":3,"error":"oops"}',
    b'{"jsonrpc":"2.0","id":3,"error":{"code":"x"}}',
    b'{"jsonrpc":"2.0","method":"session/update"}',
    b'{"jsonrpc":"2.0","method":"session/update","params":null}',
    b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":1}}',
    b'{"jsonrpc":"2.0","id":99,"method":"fs/read_text_file","params":{"sessionId":"x","path":"/etc/passwd"}}',
    b'{"jsonrpc":"2.0","id":98,"method":"session/request_permission","params":{}}',
    b'{"jsonrpc":"2.0","id":97,"method":"terminal/create","params":{"command":"rm"}}',
)

Lines = list[list[bytes]]


def _lines(segments: Lines) -> list[tuple[int, int]]:
    return [(s, i) for s, seg in enumerate(segments) for i in range(len(seg))]


def _pick_line(rng: random.Random, segments: Lines) -> tuple[int, int] | None:
    where = _lines(segments)
    return rng.choice(where) if where else None


# -- byte and line mutations ------------------------------------------------------------------------


def flip_bytes(rng: random.Random, segments: Lines) -> None:
    spot = _pick_line(rng, segments)
    if spot is None or not segments[spot[0]][spot[1]]:
        return
    line = bytearray(segments[spot[0]][spot[1]])
    for _ in range(rng.randint(1, 4)):
        line[rng.randrange(len(line))] = (
            rng.randrange(256) if rng.random() < 0.5 else rng.choice(b'{}[]":,\\')
        )
    segments[spot[0]][spot[1]] = bytes(line).replace(b"\n", b" ")


def truncate_line(rng: random.Random, segments: Lines) -> None:
    spot = _pick_line(rng, segments)
    if spot is not None:
        line = segments[spot[0]][spot[1]]
        segments[spot[0]][spot[1]] = line[: rng.randrange(len(line) + 1)]


def split_line(rng: random.Random, segments: Lines) -> None:
    spot = _pick_line(rng, segments)
    if spot is not None:
        s, i = spot
        line = segments[s][i]
        cut = rng.randrange(len(line) + 1)
        segments[s][i : i + 1] = [line[:cut], line[cut:]]


def insert_junk(rng: random.Random, segments: Lines) -> None:
    s = rng.randrange(len(segments))
    segments[s].insert(rng.randint(0, len(segments[s])), rng.choice(JUNK_LINES))


def duplicate_line(rng: random.Random, segments: Lines) -> None:
    spot = _pick_line(rng, segments)
    if spot is not None:
        s, i = spot
        segments[s].insert(rng.randint(0, len(segments[s])), segments[s][i])


def drop_line(rng: random.Random, segments: Lines) -> None:
    spot = _pick_line(rng, segments)
    if spot is not None:
        del segments[spot[0]][spot[1]]


def swap_lines(rng: random.Random, segments: Lines) -> None:
    s = rng.randrange(len(segments))
    if len(segments[s]) >= 2:
        i = rng.randrange(len(segments[s]) - 1)
        segments[s][i], segments[s][i + 1] = segments[s][i + 1], segments[s][i]


def move_line(rng: random.Random, segments: Lines) -> None:
    spot = _pick_line(rng, segments)
    if spot is not None:
        line = segments[spot[0]].pop(spot[1])
        target = rng.randrange(len(segments))
        segments[target].insert(rng.randint(0, len(segments[target])), line)


def repeat_replay(rng: random.Random, segments: Lines) -> None:
    """The load segment's updates sent twice (an agent replaying again, or after its answer)."""
    if len(segments) > 2:
        updates = [line for line in segments[2] if b'"session/update"' in line]
        segments[2].extend(updates if rng.random() < 0.5 else list(reversed(updates)))


# -- JSON-aware mutations ---------------------------------------------------------------------------


def _containers(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = []
    if isinstance(value, dict):
        found.append(path)
        for key, item in value.items():
            found += _containers(item, (*path, key))
    elif isinstance(value, list):
        found.append(path)
        for index, item in enumerate(value):
            found += _containers(item, (*path, index))
    return found


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _json_mutation(rng: random.Random, message: Any) -> Any:
    containers = _containers(message)
    if not containers:
        return rng.choice(HOSTILE_VALUES)
    target = _get(message, rng.choice(containers))
    if isinstance(target, dict) and target:
        key = rng.choice(list(target))
        choice = rng.random()
        if choice < 0.45:
            target[key] = copy.deepcopy(rng.choice(HOSTILE_VALUES))
        elif choice < 0.6:
            del target[key]
        elif choice < 0.7:
            target[rng.choice(HOSTILE_STRINGS[:6]) or "_"] = target.pop(key)
        elif choice < 0.8 and isinstance(target[key], str):
            target[key] = target[key] + rng.choice(HOSTILE_STRINGS)
        elif choice < 0.9:
            target[key] = [target[key]] if rng.random() < 0.5 else {"value": target[key]}
        else:
            target[key] = copy.deepcopy(target[key]) if not isinstance(target[key], str) else target[key] * 3
    elif isinstance(target, list) and target:
        index = rng.randrange(len(target))
        if rng.random() < 0.5:
            target[index] = copy.deepcopy(rng.choice(HOSTILE_VALUES))
        else:
            target.insert(index, copy.deepcopy(target[index]))
    return message


def _targeted(rng: random.Random, message: Any) -> Any:
    """Mutations aimed at what the bridge branches on: kinds, ids, session ids, message ids."""
    if not isinstance(message, dict):
        return message
    params = message.get("params")
    update = params.get("update") if isinstance(params, dict) else None
    choice = rng.random()
    if isinstance(update, dict) and choice < 0.35:
        update["sessionUpdate"] = rng.choice(KINDS)
    elif isinstance(update, dict) and choice < 0.5:
        update["messageId"] = rng.choice([None, "", "m1", "same", 7, ["x"]])
    elif isinstance(update, dict) and choice < 0.6:
        update["toolCallId"] = rng.choice([None, "", "call_1", 7, {"x": 1}])
    elif isinstance(params, dict) and choice < 0.7:
        params["sessionId"] = rng.choice([None, "", "other", 7, "s1", ["x"]])
    elif "id" in message and choice < 0.85:
        message["id"] = rng.choice([None, True, 0, 1, 2, 3, 4, "3", -1, 2**63, [3], {"id": 3}])
    elif "result" in message:
        message["result"] = rng.choice(
            [
                None,
                [],
                "ok",
                0,
                {},
                {"sessions": None},
                {"sessions": [None, 1]},
                {"protocolVersion": True},
                {"protocolVersion": 2},
            ]
        )
    return message


def mutate_json(rng: random.Random, segments: Lines) -> None:
    spot = _pick_line(rng, segments)
    if spot is None:
        return
    s, i = spot
    try:
        message = json.loads(segments[s][i])
    except ValueError:
        return
    message = _targeted(rng, message) if rng.random() < 0.4 else _json_mutation(rng, message)
    segments[s][i] = json.dumps(message, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")


MUTATIONS: tuple[tuple[Callable[[random.Random, Lines], None], float], ...] = (
    (mutate_json, 10.0),
    (flip_bytes, 2.0),
    (truncate_line, 1.0),
    (split_line, 1.0),
    (insert_junk, 2.0),
    (duplicate_line, 1.5),
    (drop_line, 1.0),
    (swap_lines, 1.5),
    (move_line, 1.0),
    (repeat_replay, 0.7),
)


def mutate(rng: random.Random, recording: Recording) -> tuple[Recording, list[int]]:
    """A mutated copy of the recording and the chunk sizes to write it in."""
    segments = [list(segment) for segment in recording.segments]
    functions, weights = zip(*MUTATIONS, strict=True)
    for _ in range(rng.choice((1, 1, 2, 3, 5, 8))):
        rng.choices(functions, weights)[0](rng, segments)
    chunks = [rng.choice((1, 2, 3, 7, 64, 4096, 1 << 16)) for _ in range(rng.randint(1, 4))]
    return Recording(recording.source, recording.session_id, recording.cwd, segments), chunks


def to_json(recording: Recording, chunks: list[int]) -> dict[str, Any]:
    """A finding, saved so it can be replayed (tests/fuzz/corpus/regressions/)."""
    return {
        "source": recording.source,
        "sessionId": recording.session_id,
        "cwd": recording.cwd,
        "chunks": chunks,
        "segments": [[line.decode("utf-8", "surrogateescape") for line in seg] for seg in recording.segments],
    }
