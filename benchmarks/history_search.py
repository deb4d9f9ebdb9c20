"""The transcript history at scale: index N sessions, then search them.

    .venv/bin/python -m benchmarks.history_search                 # 1,000 sessions
    .venv/bin/python -m benchmarks.history_search --sessions 50   # quick

Each session is a real :class:`Transcript` (user prompts, thoughts, tool calls, answers) of 5 to 400
turns (log-uniform, ~600 bytes of kept text a turn), saved through the history's own path
(:meth:`TranscriptHistory.changed` and ``flush``: text collected on the event loop, written and
indexed on the database's thread), in batches as a burst of loads would. Then queries of every kind
run 5 times each against the database on disk. Figures are printed; the exit status is 1 only when a
query does not find what the workload put there.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from acp_bridge.sessions.history import TranscriptHistory
from acp_bridge.sessions.local_db import FILE_NAME, LocalDatabase
from acp_bridge.sessions.records import SessionRecord
from acp_bridge.sessions.transcript import Transcript

WORDS = [
    *("upload", "retry", "backoff", "parser", "token", "cache", "index", "window", "session", "agent"),
    *("editor", "buffer", "stream", "socket", "timeout", "handler", "config", "module", "import"),
    *("render", "schema", "column", "migrate", "branch", "commit", "deploy", "worker", "thread"),
    *("queue", "signal", "memory", "latency", "profile", "request", "response", "header", "payload"),
]
#: One session in a thousand says it: a query that finds a few sessions.
RARE = "quetzalcoatl"
BATCH = 50


def sentence(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def chunk(kind: str, message_id: str, text: str) -> dict[str, object]:
    return {"sessionUpdate": kind, "messageId": message_id, "content": {"type": "text", "text": text}}


def session_transcript(rng: random.Random, index: int) -> Transcript:
    t = Transcript(f"sess_{index:05d}")
    turns = int(math.exp(rng.uniform(math.log(5), math.log(400))))
    for turn in range(turns):
        t.apply(chunk("user_message_chunk", f"u{turn}", sentence(rng, 12)))
        t.apply(chunk("agent_thought_chunk", f"t{turn}", sentence(rng, 20)))
        output = [{"type": "content", "content": {"type": "text", "text": "x" * 400}}]  # not kept
        title = f"Read src/{rng.choice(WORDS)}.py"
        t.apply({"sessionUpdate": "tool_call", "toolCallId": f"c{turn}", "title": title, "content": output})
        rare = f" The {RARE} case." if index % 1000 == 7 and turn == turns // 2 else ""
        t.apply(chunk("agent_message_chunk", f"a{turn}", sentence(rng, 40) + rare))
    t.mark_complete()
    return t


async def index(history: TranscriptHistory, sessions: int, seed: int) -> tuple[float, int, float]:
    """Saves every session; returns (seconds writing, text bytes, seconds building transcripts)."""
    rng = random.Random(seed)
    built = writing = 0.0
    text_bytes = 0
    for start in range(0, sessions, BATCH):
        t0 = time.perf_counter()
        batch = [session_transcript(rng, i) for i in range(start, min(sessions, start + BATCH))]
        t1 = time.perf_counter()
        for t in batch:
            history.loaded("bench", t)
            history.changed("bench", t, SessionRecord("bench", t.session_id, cwd="/work/project", title=None))
        await history.flush()
        t2 = time.perf_counter()
        built += t1 - t0
        writing += t2 - t1
    stored = await history.db.call(lambda c: c.execute("SELECT sum(size) FROM transcript").fetchone()[0])  # type: ignore[union-attr]
    text_bytes = int(stored or 0)
    return writing, text_bytes, built


async def main_async(args: argparse.Namespace) -> int:
    folder = Path(tempfile.mkdtemp(prefix="acp-bridge-history-bench-"))
    db = LocalDatabase(folder / FILE_NAME)
    history = TranscriptHistory(db)
    writing, text_bytes, built = await index(history, args.sessions, args.seed)
    db.close()
    size = sum(p.stat().st_size for p in folder.iterdir())
    print(
        f"sessions: {args.sessions:,}; text kept: {text_bytes / 1e6:.1f} MB "
        f"(transcripts built in {built:.1f} s, not counted)"
    )
    print(
        f"index: {writing:.2f} s ({writing / args.sessions * 1000:.1f} ms a session, "
        f"{text_bytes / 1e6 / writing:.1f} MB/s); database on disk: {size / 1e6:.1f} MB "
        f"({size / max(text_bytes, 1):.2f}× the text)"
    )

    history = TranscriptHistory(LocalDatabase(folder / FILE_NAME))  # a new process: only the disk
    expected_rare = len([i for i in range(args.sessions) if i % 1000 == 7])
    queries = [
        (RARE, "a rare word (few sessions)", lambda n: n == expected_rare),
        ("retry backoff", "two common words (most sessions)", lambda n: n > args.sessions // 2),
        ("etry", "part of a word", lambda n: n > args.sessions // 2),
        ("zz", "a two-letter word (not indexed: every row read)", lambda n: n == 0),
        ("", "empty (every session, no text read)", lambda n: n == args.sessions),
    ]
    failed = False
    print(f"\n| query | what | hits | median of {args.runs} | min–max |\n|---|---|---|---|---|")
    for query, what, ok in queries:
        times, hits = [], 0
        for _ in range(args.runs):
            t0 = time.perf_counter()
            hits = len(await history.search(query))
            times.append(time.perf_counter() - t0)
        failed |= not ok(hits)
        low, mid, high = (1000 * f for f in (min(times), statistics.median(times), max(times)))
        mark = "" if ok(hits) else " (WRONG)"
        print(f"| `{query}` | {what} | {hits:,}{mark} | {mid:.0f} ms | {low:.0f}–{high:.0f} ms |")
    history.db.close()  # type: ignore[union-attr]
    for path in folder.iterdir():
        path.unlink()
    folder.rmdir()
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.history_search", description=__doc__)
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    return asyncio.run(main_async(parser.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
