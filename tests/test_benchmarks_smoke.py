"""The benchmarks' quick mode as CI runs it: every variant runs and all of them got the same answer.

Only checksums are asserted, never times (the machine is shared; figures belong in docs/performance.md).
"""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_quick_benchmarks_agree_on_every_checksum(tmp_path: Path) -> None:
    results_path = tmp_path / "results.json"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "benchmarks",
            "--quick",
            "--cache-dir",
            str(tmp_path / "cache"),
            "--json",
            str(results_path),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert results_path.exists(), run.stdout + run.stderr
    results = json.loads(results_path.read_text())
    assert results["problems"] == [], results["problems"]
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]

    for turns, runs in results["replay"].items():
        expected = results["meta"][turns]["checksum"]
        got = {
            variant: {item.get("checksum") for item in items}
            for variant, items in runs.items()
            if variant not in ("lsp", "show", "floor-process")  # checked by their document, their count
        }
        assert got == {variant: {expected} for variant in got}, (turns, got)
        documents = {item["md_sha"] for variant in ("core", "show", "lsp") for item in runs[variant]}
        assert len(documents) == 1, f"core, show and language-server documents differ: {documents}"
        updates = results["meta"][turns]["updates"]
        assert {item["updates"] for item in runs["floor-process"]} == {updates}
        assert all(item["splice_ok"] for item in runs["lsp"])

    expected = results["meta"]["listing"]["checksum"]
    assert {"list-floor", "list-sdk", "list-relay", "list-core", "list-lsp"} <= set(results["listing"])
    for variant, items in results["listing"].items():
        assert {item.get("checksum") for item in items} == {expected}, variant
    assert results["coldstart"] and all("error" not in item for item in results["coldstart"])


def test_the_history_benchmark_finds_what_its_workload_holds() -> None:
    """`benchmarks.history_search` at a small size: it exits 1 when a query finds the wrong sessions."""
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.history_search", "--sessions", "40", "--runs", "1"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "database on disk" in run.stdout and "(WRONG)" not in run.stdout


class _Answers:
    """A language server that answers `getTranscript` from a list."""

    def __init__(self, answers: list[dict[str, Any]]) -> None:
        self.answers = answers

    async def request(self, method: str, params: Any = None) -> Any:
        return self.answers.pop(0)


def test_held_document_splices_like_the_extension() -> None:
    """The benchmark's client holds its document in pieces: every splice gives the text the plain
    `text[:offset] + tail` (or `head + text[headEnd:offset] + tail`) definition gives."""
    sys.path.insert(0, str(REPO))
    from benchmarks.variants import HeldDocument

    rng = random.Random(7)
    for _ in range(200):
        answers, expected = [], ""
        for step in range(rng.randint(1, 12)):
            tail = "".join(rng.choice("ab\n#é") for _ in range(rng.randint(0, 30)))
            offset = 0 if step == 0 else rng.randint(0, len(expected))
            answer: dict[str, Any] = {"text": tail, "offset": offset, "version": step + 1}
            if step and rng.random() < 0.2:
                head_end = rng.randint(0, offset)
                answer["head"], answer["headEnd"] = f"# title {step}\n", head_end
                expected = answer["head"] + expected[head_end:offset] + tail
            else:
                expected = expected[:offset] + tail
            answer["complete"] = answer["loading"] = False
            answers.append(answer)
        doc = HeldDocument(_Answers(answers), "acp-session:/a/b", 0.0)  # type: ignore[arg-type]
        for _ in range(len(answers)):
            asyncio.run(doc._fetch())
        assert doc.length == len(expected)
        assert doc.text == expected
