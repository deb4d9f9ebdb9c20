"""Deterministic synthetic workloads: a long replayed session and a large session store.

Both are generated once per size into a cache folder (``replay-<turns>.ndjson`` with a ``.json``
sidecar, ``listing-<n>-<page>.ndjson`` likewise) so the benchmark agent only reads bytes and writes
them: its own cost stays out of every figure. The sidecar holds the expected checksum, computed
from the generator's own model of the session (not by any reducer under test).

A turn is what real agents replay: the user's prompt (one chunk), a thought, a tool call created
``pending`` then completed with a text output and a diff, the answer in several chunks under one
``messageId`` (sometimes with a fenced code block or characters that need escaping), a plan every
fourth turn and a usage update every fourth turn: 8.5 updates and about 4.1 KB of NDJSON per turn.

Only stdlib + orjson: the agent imports this module and must start fast.
"""

from __future__ import annotations

import hashlib
import os
import random
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, ClassVar

import orjson

#: Bump when the generated content changes, so stale caches are not reused.
GENERATOR_VERSION = 4
SEED = 20_000
CWD = "/home/dev/project"
USER_LOAD_CWD = CWD

Json = dict[str, Any]

_WORDS = [
    "the",
    "a",
    "to",
    "of",
    "and",
    "in",
    "for",
    "is",
    "that",
    "this",
    "it",
    "with",
    "on",
    "as",
    "be",
    "we",
    "by",
    "are",
    "not",
    "or",
    "from",
    "function",
    "test",
    "file",
    "module",
    "value",
    "error",
    "return",
    "call",
    "request",
    "response",
    "session",
    "agent",
    "client",
    "server",
    "update",
    "message",
    "cache",
    "buffer",
    "stream",
    "line",
    "parser",
    "token",
    "index",
    "offset",
    "version",
    "render",
    "document",
    "transcript",
    "replay",
    "check",
    "fix",
    "flaky",
    "upload",
    "retry",
    "timeout",
    "config",
    "option",
    "path",
    "folder",
    "import",
    "class",
    "method",
    "field",
    "type",
    "handler",
    "queue",
    "worker",
    "thread",
    "loop",
    "event",
    "task",
    "result",
    "status",
    "pending",
    "completed",
    "failed",
    "list",
    "page",
    "cursor",
    "store",
    "title",
    "prompt",
    "chunk",
    "block",
    "diff",
    "output",
    "input",
    "command",
    "build",
    "lint",
    "mypy",
    "ruff",
    "pytest",
    "because",
    "then",
    "when",
    "while",
    "after",
    "before",
    "should",
    "could",
    "would",
    "might",
    "instead",
    "however",
    "also",
    "only",
    "each",
]
_ODD = ("naïve", "→", "List[int]", "a < b", "x & y", "“quoted”", "café", "`inline_code()`", "**bold**")
_PROJECTS = ("project", "acp-bridge", "webapp", "infra", "data-pipeline", "mobile", "docs-site", "cli-tools")
_TITLE_VERBS = ("Fix", "Add", "Refactor", "Investigate", "Speed up", "Document", "Remove", "Port", "Test")
_TITLE_OBJECTS = (
    "the flaky upload test",
    "session list paging",
    "transcript rendering",
    "login redirect loop",
    "CSV export encoding",
    "retry logic in the HTTP client",
    "dark mode toggle",
    "memory leak in worker",
    "search index rebuild",
    "database migration 42",
    "Dockerfile caching",
    "flaky e2e on CI",
    "config loader defaults",
    "payment webhook handler",
    "image thumbnail service",
    "rate limiter",
)
_TITLE_SUFFIX = ("", " in storage", " for v2", " (again)", " on Windows", " behind a proxy", " quickly")


def default_cache_dir() -> Path:
    return Path(os.environ.get("ACP_BRIDGE_BENCH_CACHE") or Path(tempfile.gettempdir()) / "acp-bridge-bench")


def session_id_for(turns: int) -> str:
    return f"bench-{turns}"


# -- text -------------------------------------------------------------------------------------------


def _sentence(rng: random.Random, words: int) -> str:
    picked = rng.choices(_WORDS, k=words)
    if rng.random() < 0.3:
        picked[rng.randrange(words)] = rng.choice(_ODD)
    text = " ".join(picked)
    return text[0].upper() + text[1:] + rng.choice((".", ".", ".", "?", ":"))


def _prose(rng: random.Random, chars: int) -> str:
    parts: list[str] = []
    size = 0
    while size < chars:
        sentence = _sentence(rng, rng.randint(6, 18))
        parts.append(sentence)
        size += len(sentence) + 1
    return " ".join(parts)


def _code(rng: random.Random, lines: int, module: int) -> list[str]:
    out = []
    for i in range(lines):
        name = rng.choice(_WORDS)
        out.append(f"    {name}_{i} = compute_{module}({name!r}, offset={rng.randint(0, 999)})")
    return out


def _split(rng: random.Random, text: str, parts: int) -> list[str]:
    cuts = sorted(rng.sample(range(1, len(text)), parts - 1))
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]


# -- the replay ---------------------------------------------------------------------------------------


def _turn_updates(rng: random.Random, i: int, model: list[tuple[Any, ...]]) -> Iterator[Json]:
    """The updates of turn ``i``; appends the turn's expected entries to ``model``."""
    prompt = _prose(rng, rng.randint(100, 300))
    yield {
        "sessionUpdate": "user_message_chunk",
        "messageId": f"u-{i}",
        "content": {"type": "text", "text": prompt},
    }
    model.append(("m", "user", prompt))

    thought = _prose(rng, rng.randint(150, 320))
    yield {
        "sessionUpdate": "agent_thought_chunk",
        "messageId": f"t-{i}",
        "content": {"type": "text", "text": thought},
    }
    model.append(("m", "thought", thought))

    module = rng.randint(1, 400)
    path = f"{CWD}/src/pkg/module_{module}.py"
    call_id = f"call-{i}"
    old = ["def handler(request):", *_code(rng, 5, module), "    return result"]
    new = list(old)
    new[3] = new[3].replace("offset=", "offset=1 + ")
    new.insert(5, f"    log.debug('turn {i}: %s', result)")
    yield {
        "sessionUpdate": "tool_call",
        "toolCallId": call_id,
        "title": f"Edit src/pkg/module_{module}.py",
        "kind": "edit",
        "status": "pending",
        "locations": [{"path": path, "line": rng.randint(1, 400)}],
        "rawInput": {"path": path, "instruction": _sentence(rng, 8)},
    }
    output = "\n".join(_sentence(rng, rng.randint(5, 12)) for _ in range(rng.randint(2, 5)))
    yield {
        "sessionUpdate": "tool_call_update",
        "toolCallId": call_id,
        "status": "completed",
        "content": [
            {"type": "content", "content": {"type": "text", "text": output}},
            {
                "type": "diff",
                "path": path,
                "oldText": "\n".join(old) + "\n",
                "newText": "\n".join(new) + "\n",
            },
        ],
    }
    model.append(("t", call_id, "completed"))

    answer = _prose(rng, rng.randint(560, 1000))
    if i % 5 == 2:  # some answers show code
        answer += "\n\n```python\n" + "\n".join(_code(rng, rng.randint(3, 8), module)) + "\n```\n\nDone."
    for chunk in _split(rng, answer, 4):
        yield {
            "sessionUpdate": "agent_message_chunk",
            "messageId": f"a-{i}",
            "content": {"type": "text", "text": chunk},
        }
    model.append(("m", "agent", answer))

    if i % 4 == 1:
        statuses = ("completed", "completed", "in_progress", "pending")
        yield {
            "sessionUpdate": "plan",
            "entries": [
                {"content": _sentence(rng, 6), "priority": "medium", "status": status} for status in statuses
            ],
        }
    if i % 4 == 3:
        yield {
            "sessionUpdate": "usage_update",
            "used": 1000 + 37 * i,
            "size": 200_000,
            "cost": {"amount": round(0.01 * i, 2), "currency": "USD"},
        }


def generate_replay(turns: int) -> tuple[list[bytes], list[tuple[Any, ...]], str]:
    """(NDJSON lines, expected entries, title)."""
    rng = random.Random(SEED)
    session_id = session_id_for(turns)
    title = f"Benchmark session of {turns:,} turns"
    model: list[tuple[Any, ...]] = []
    head = b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":' + orjson.dumps(session_id)
    head += b',"update":'

    def line(update: Json) -> bytes:
        return head + orjson.dumps(update) + b"}}\n"

    lines = [line({"sessionUpdate": "session_info_update", "title": title})]
    for i in range(turns):
        lines.extend(line(update) for update in _turn_updates(rng, i, model))
    return lines, model, title


def checksum(entries: Iterable[tuple[Any, ...]]) -> str:
    """sha256 over the ordered ("m", role, text) / ("t", toolCallId, status) entries."""
    digest = hashlib.sha256()
    for entry in entries:
        digest.update(orjson.dumps(entry))
        digest.update(b"\n")
    return digest.hexdigest()[:16]


class ReferenceReducer:
    """The smallest reducer that yields the checksum entries from raw updates (for the floor and
    the SDK variants): messages keyed by (role, messageId), tool calls by id, creation order."""

    ROLES: ClassVar[dict[str, str]] = {
        "user_message_chunk": "user",
        "agent_message_chunk": "agent",
        "agent_thought_chunk": "thought",
    }

    def __init__(self) -> None:
        self.entries: dict[tuple[str, ...], list[str]] = {}
        self.count = 0

    def feed(
        self, kind: str, message_id: str | None, text: str | None, call_id: str | None, status: str | None
    ) -> None:
        self.count += 1
        role = self.ROLES.get(kind)
        if role is not None:
            self.entries.setdefault(("m", role, message_id or ""), []).append(text or "")
        elif kind in ("tool_call", "tool_call_update") and call_id:
            slot = self.entries.setdefault(("t", call_id), [""])
            if status:
                slot[0] = status

    def feed_raw(self, update: Json) -> None:
        content = update.get("content")
        text = content.get("text") if isinstance(content, dict) else None
        self.feed(
            update.get("sessionUpdate", ""),
            update.get("messageId"),
            text,
            update.get("toolCallId"),
            update.get("status"),
        )

    def checksum(self) -> str:
        return checksum(
            ("m", key[1], "".join(parts)) if key[0] == "m" else ("t", key[1], parts[0])
            for key, parts in self.entries.items()
        )


def replay_paths(turns: int, cache_dir: Path) -> tuple[Path, Path]:
    return (
        cache_dir / f"replay-{turns}-v{GENERATOR_VERSION}.ndjson",
        cache_dir / f"replay-{turns}-v{GENERATOR_VERSION}.json",
    )


def ensure_replay(turns: int, cache_dir: Path | None = None) -> tuple[Path, Json]:
    """The cached replay file of ``turns`` turns and its metadata (generated on first use)."""
    cache_dir = cache_dir or default_cache_dir()
    data, meta_path = replay_paths(turns, cache_dir)
    if data.exists() and meta_path.exists():
        return data, orjson.loads(meta_path.read_bytes())
    cache_dir.mkdir(parents=True, exist_ok=True)
    lines, model, title = generate_replay(turns)
    blob = b"".join(lines)
    meta = {
        "turns": turns,
        "sessionId": session_id_for(turns),
        "title": title,
        "updates": len(lines),
        "bytes": len(blob),
        "checksum": checksum(model),
        "entries": len(model),
    }
    tmp = data.with_suffix(".tmp")
    tmp.write_bytes(blob)
    tmp.replace(data)
    meta_path.write_bytes(orjson.dumps(meta))
    return data, meta


# -- the session store --------------------------------------------------------------------------------


def generate_sessions(count: int) -> list[Json]:
    """``count`` sessions, newest first (distinct times), with varied, searchable titles."""
    rng = random.Random(SEED + count)
    sessions = []
    base = 1_790_000_000  # 2026-09
    for i in range(count):
        title = f"{rng.choice(_TITLE_VERBS)} {rng.choice(_TITLE_OBJECTS)}{rng.choice(_TITLE_SUFFIX)}"
        stamp = base - i * 137
        sessions.append(
            {
                "sessionId": f"sess_{rng.getrandbits(64):016x}",
                "cwd": f"/home/dev/{rng.choice(_PROJECTS)}",
                "title": title,
                "updatedAt": _iso(stamp),
                "_meta": {"messageCount": rng.randint(2, 4000)},
            }
        )
    return sessions


def _iso(epoch: int) -> str:
    import datetime as dt

    return dt.datetime.fromtimestamp(epoch, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def listing_paths(count: int, page_size: int, cache_dir: Path) -> tuple[Path, Path]:
    stem = f"listing-{count}-{page_size}-v{GENERATOR_VERSION}"
    return cache_dir / f"{stem}.ndjson", cache_dir / f"{stem}.json"


def ensure_listing(count: int, page_size: int, cache_dir: Path | None = None) -> tuple[Path, Json]:
    """One line per page: the JSON of the `session/list` result (the agent adds the envelope)."""
    cache_dir = cache_dir or default_cache_dir()
    data, meta_path = listing_paths(count, page_size, cache_dir)
    if data.exists() and meta_path.exists():
        return data, orjson.loads(meta_path.read_bytes())
    cache_dir.mkdir(parents=True, exist_ok=True)
    sessions = generate_sessions(count)
    pages = []
    for start in range(0, max(count, 1), page_size):
        result: Json = {"sessions": sessions[start : start + page_size]}
        if start + page_size < count:
            result["nextCursor"] = f"page-{start // page_size + 1}"
        pages.append(orjson.dumps(result) + b"\n")
    meta = {
        "sessions": count,
        "pageSize": page_size,
        "pages": len(pages),
        "checksum": ids_checksum(s["sessionId"] for s in sessions),
        "probeTitle": sessions[count // 2]["title"] if count else "",
        "probeId": sessions[count // 2]["sessionId"] if count else "",
    }
    tmp = data.with_suffix(".tmp")
    tmp.write_bytes(b"".join(pages))
    tmp.replace(data)
    meta_path.write_bytes(orjson.dumps(meta))
    return data, meta


def ids_checksum(ids: Iterable[str]) -> str:
    return hashlib.sha256("\n".join(sorted(ids)).encode()).hexdigest()[:16]
