"""`--seed N`: realistic example sessions for UIs, tests and benchmarks, deterministic for a given N.

Session i gets its own `random.Random` keyed by i, so the same i has the same id, title and history
whatever N is; only the timestamps are relative to now. Session 0 is the newest. What a UI needs to
exercise is all there: titles and untitled sessions (the client falls back to the first prompt),
hostile text, several cwds (exact-match filtering), histories of 1 to 40 turns with thoughts, tool
calls (diffs and text output) and plans, and `updatedAt` spread over ~60 days with some today and
some yesterday in local time (for Today / Yesterday / This week / Older grouping).
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from . import updates as u
from .store import SessionMeta, SessionStore

SEED_KEY = "acp-bridge-demo-seed-v1"

#: Titles that a client must render safely (stripped, escaped, one line).
TRICKY_TITLES: tuple[str, ...] = (
    "Colour \x1b[31mred\x1b[0m log output\x07 and a tab\there",
    "Rename \u202eexe.txt\u202c before release",
    "```\nbreak out of the fence\n```",
    "<img src=x onerror=alert(1)> <b>bold</b> &amp; html",
    "Click [x](command:foo) to continue",
    "Multi\nline\r\ntitle",
    "A very long title " + "that keeps going " * 14 + "until the end",
)
#: Session indices that get a tricky title: spread out, the first ones among today's sessions.
TRICKY_AT = tuple(2 + 5 * k for k in range(len(TRICKY_TITLES)))

_TOPICS: tuple[tuple[str, str, str], ...] = (
    (
        "Fix flaky login test",
        "The login test fails about one run in ten on CI. Can you find out why?",
        "tests/test_login.py",
    ),
    (
        "Add pagination to the users API",
        "GET /users returns everything at once. Add cursor pagination.",
        "src/api/users.py",
    ),
    (
        "Speed up the CSV import",
        "Importing a 200 MB CSV takes four minutes. Profile it and make it faster.",
        "src/importer/csv_import.py",
    ),
    (
        "Migrate settings to pydantic",
        "Move the settings loader from dicts to a pydantic model.",
        "src/config/settings.py",
    ),
    (
        "Explain the retry decorator",
        "What does the retry decorator in utils do, exactly?",
        "src/utils/retry.py",
    ),
    ("Dark mode for the dashboard", "Add a dark theme toggle to the dashboard header.", "web/src/theme.ts"),
    ("Upgrade to Python 3.12", "What breaks if we move the service to Python 3.12?", "pyproject.toml"),
    ("Write a README for the CLI", "The CLI has no docs at all. Draft a README section for it.", "README.md"),
    (
        "Track down the memory leak",
        "The worker's memory grows ~50 MB per hour. Where is it leaking?",
        "src/worker/pool.py",
    ),
    ("Add a Dockerfile", "Containerise the API with a small multi-stage image.", "Dockerfile"),
    (
        "Refactor the payment module",
        "payments.py is 1,900 lines. Split it into sensible modules.",
        "src/billing/payments.py",
    ),
    (
        "Fix timezone bug in reports",
        "Daily reports are off by one day for users in UTC-8.",
        "src/reports/daily.py",
    ),
    ("Set up pre-commit hooks", "Add ruff and mypy as pre-commit hooks.", ".pre-commit-config.yaml"),
    (
        "Cache the exchange rates",
        "We call the rates API on every request. Cache it for 10 minutes.",
        "src/billing/rates.py",
    ),
    (
        "Review the auth middleware",
        "Can you review the new auth middleware for security issues?",
        "src/api/middleware/auth.py",
    ),
    ("Generate OpenAPI docs", "Expose an OpenAPI document for the public endpoints.", "src/api/app.py"),
)
_FOLLOW_UPS: tuple[str, ...] = (
    "Looks good. Can you also add a test for the edge case?",
    "Why did you choose that approach over a simple loop?",
    "Run the tests again please.",
    "Now update the changelog.",
    "That broke the type check, can you fix it?",
    "Can you make the error message friendlier?",
    "Please keep the public API unchanged.",
    "What about Windows paths?",
    "Great, commit message suggestion?",
    "Add a short docstring to the new function.",
)
_THOUGHTS: tuple[str, ...] = (
    "Let me look at how this is used before changing it.",
    "The failure only happens under load, so it is probably ordering, not logic.",
    "A small, local change is safer here than a rewrite.",
    "I should check the tests cover the boundary values.",
)
_COMMANDS: tuple[tuple[str, str], ...] = (
    ("pytest -q", "........................................ [100%]\n40 passed in 2.31s"),
    ("ruff check .", "All checks passed!"),
    ("mypy src", "Success: no issues found in 57 source files"),
    ("git status --short", " M src/app.py\n?? tests/test_new.py"),
)
_SNIPPETS: dict[str, tuple[str, str]] = {
    ".py": (
        "def handler(request):\n    return process(request)\n",
        "def handler(request):\n    validate(request)\n    return process(request)\n",
    ),
    ".ts": (
        "export function theme() {\n  return light;\n}\n",
        "export function theme(dark: boolean) {\n  return dark ? darkTheme : light;\n}\n",
    ),
    ".md": ("# Usage\n\nTODO\n", "# Usage\n\n```sh\nacme --help\n```\n"),
    "": ("retries: 3\ntimeout: 10\n", "retries: 5\ntimeout: 30\n"),
}
_TRICKY_BODY = (
    "Here is some hostile text a client must escape: [run me](command:workbench.action.terminal.new) "
    "<script>alert('x')</script> ``` unbalanced fence, \u202eoverride\u202c and \x1b[2Jcontrol chars."
)


@dataclass(frozen=True, slots=True)
class SeedPlan:
    count: int
    cwd: str  # "this folder": most sessions belong to it
    now: datetime  # timezone-aware, local


def seed_store(
    store: SessionStore,
    count: int,
    *,
    cwd: str | None = None,
    reseed: bool = False,
    now: datetime | None = None,
) -> int:
    """Writes `count` sessions; does nothing (returns 0) if the store has sessions and not `reseed`."""
    if store.count() and not reseed:
        return 0
    if reseed:
        store.clear()
    primary = os.path.abspath(cwd) if cwd else str(store.root.resolve().parent)
    plan = SeedPlan(count, primary, (now or datetime.now()).astimezone())
    return store.write_seeded(generate(plan))


def cwds_for(primary: str) -> tuple[str, str, str, str]:
    """The primary folder, a subfolder (must not match an exact cwd filter) and two siblings."""
    base = Path(primary)
    return (
        primary,
        str(base / "packages" / "core"),
        str(base.parent / "api-server"),
        str(base.parent / "docs-site"),
    )


def timestamps(count: int, now: datetime) -> list[datetime]:
    """Newest first: at least 3 today and 3 yesterday (local days), ~15 % this week, rest ≤ 60 days."""
    rng = random.Random(f"{SEED_KEY}-times-{count}")
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    today = min(count, max(3, count * 5 // 100))
    yesterday = min(count - today, max(3, count * 5 // 100))
    week = min(count - today - yesterday, max(2, count * 15 // 100))
    older = count - today - yesterday - week
    spans = (
        (today, midnight, now),
        (yesterday, midnight - timedelta(days=1), midnight),
        (week, midnight - timedelta(days=6), midnight - timedelta(days=1)),
        (older, midnight - timedelta(days=60), midnight - timedelta(days=6)),
    )
    moments: list[datetime] = []
    for n, start, end in spans:
        width = max((end - start).total_seconds(), 1.0)
        moments.extend(start + timedelta(seconds=rng.uniform(0, width)) for _ in range(n))
    return sorted((min(m, now) for m in moments), reverse=True)


def generate(plan: SeedPlan) -> Iterator[tuple[SessionMeta, list[u.Update]]]:
    cwds = cwds_for(plan.cwd)
    for i, updated in enumerate(timestamps(plan.count, plan.now)):
        yield _session(i, updated, cwds)


def _session(
    i: int, updated: datetime, cwds: tuple[str, str, str, str]
) -> tuple[SessionMeta, list[u.Update]]:
    rng = random.Random(f"{SEED_KEY}-{i}")
    sid = f"sess_{rng.getrandbits(96):024x}"
    topic_title, first_prompt, rel_path = _TOPICS[rng.randrange(len(_TOPICS))]
    cwd = rng.choices(cwds, weights=(65, 10, 15, 10))[0]
    dirs = (str(Path(cwds[0]).parent / "shared-lib"),) if rng.random() < 0.1 else ()
    tricky = i in TRICKY_AT
    title: str | None = topic_title
    if tricky:
        title = TRICKY_TITLES[TRICKY_AT.index(i)]
        first_prompt = f"{first_prompt}\n\n{_TRICKY_BODY}"
    elif rng.random() < 0.15:
        title = None  # the client falls back to the first prompt
        if i % 4 == 1:
            first_prompt = f"{_TRICKY_BODY}\n{first_prompt}"
    turns = rng.randint(25, 40) if i % 50 == 7 else min(40, 1 + int(rng.expovariate(1 / 3)))
    history = _history(rng, sid, turns, first_prompt, os.path.join(cwd, *rel_path.split("/")), tricky)
    created = updated - timedelta(minutes=turns * rng.uniform(1.5, 6.0))
    meta = SessionMeta(sid, cwd, dirs, title, u.iso(created), u.iso(updated))
    return meta, history


def _history(
    rng: random.Random, sid: str, turns: int, first_prompt: str, path: str, tricky: bool
) -> list[u.Update]:
    out: list[u.Update] = []
    tag = sid[5:13]
    for turn in range(turns):
        prompt = first_prompt if turn == 0 else rng.choice(_FOLLOW_UPS)
        out.append(u.user_chunk(f"msg_{tag}_{turn}u", prompt))
        if rng.random() < 0.6:
            out.append(u.thought_chunk(f"msg_{tag}_{turn}t", rng.choice(_THOUGHTS)))
        if turn == 0 or rng.random() < 0.15:
            steps = ["Read the relevant code", "Make the change", "Run the checks"]
            out.append(u.plan([(s, "high" if n < 2 else "medium", "completed") for n, s in enumerate(steps)]))
        if rng.random() < 0.55:
            out.extend(_tool(rng, f"call_{tag}_{turn}", path))
        mid = f"msg_{tag}_{turn}a"
        parts = _reply(rng, turn, path, tricky and turn == 0)
        out.extend(u.agent_chunk(mid, p) for p in parts)
    return out


def _tool(rng: random.Random, call_id: str, path: str) -> list[u.Update]:
    if rng.random() < 0.6:
        name = os.path.basename(path)
        old, new = _SNIPPETS.get(os.path.splitext(name)[1], _SNIPPETS[""])
        return [
            u.tool_call(call_id, f"Edit {name}", "edit", path=path, raw_input={"path": path}),
            u.tool_update(call_id, "completed", [u.diff(path, old, new)]),
        ]
    command, output = rng.choice(_COMMANDS)
    return [
        u.tool_call(call_id, f"Run {command}", "execute", raw_input={"command": command}),
        u.tool_update(call_id, "completed", [u.tool_text(output)], raw_output={"exitCode": 0}),
    ]


def _reply(rng: random.Random, turn: int, path: str, tricky: bool) -> list[str]:
    opening = rng.choice(("Done. ", "Sure. ", "Good question. ", "I had a look. "))
    body = (
        f"I changed `{os.path.basename(path)}` so the request is validated first"
        if turn % 2 == 0
        else "The checks pass now and the behaviour is unchanged for existing callers"
    )
    parts = [opening, body, ".\n\n", "```python\nvalidate(request)\n```\n", "Anything else?"]
    if tricky:
        parts.insert(3, _TRICKY_BODY + "\n")
    return parts[: rng.randint(2, len(parts))] if turn else parts
