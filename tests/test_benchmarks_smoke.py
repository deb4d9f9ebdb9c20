"""The benchmarks' quick mode as CI runs it: every variant runs and all of them got the same answer.

Only checksums are asserted, never times (the machine is shared; figures belong in docs/performance.md).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
            if variant != "lsp"
        }
        assert got == {variant: {expected} for variant in got}, (turns, got)
        documents = {item["md_sha"] for variant in ("core", "lsp") for item in runs[variant]}
        assert len(documents) == 1, f"core and language-server documents differ: {documents}"
        assert all(item["splice_ok"] for item in runs["lsp"])

    expected = results["meta"]["listing"]["checksum"]
    for variant, items in results["listing"].items():
        assert {item.get("checksum") for item in items} == {expected}, variant
    assert results["coldstart"] and all("error" not in item for item in results["coldstart"])
