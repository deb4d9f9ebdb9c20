"""A bounded fuzz run of the ACP read path with mutated real traffic (the seed corpus in
tests/fuzz/corpus/, recorded by tests/fuzz/record_corpus.py from the reference agent and real agents).

Budget: `ACP_BRIDGE_FUZZ_SECONDS` (default 15 s in the suite; run longer by hand), seed:
`ACP_BRIDGE_FUZZ_SEED`. Iteration i mutates with `random.Random(f"{seed}-{i}")`, so a finding is
reproduced from the pair; it is also saved as JSON (add it to corpus/regressions/ once fixed, and it
is replayed on every run from then on).
"""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest

from tests.fuzz.mutate import mutate, to_json
from tests.fuzz.read_path import Recording, check, run

CORPUS = Path(__file__).parent / "corpus"
BUDGET = float(os.environ.get("ACP_BRIDGE_FUZZ_SECONDS", "15"))
SEED = os.environ.get("ACP_BRIDGE_FUZZ_SEED", "acp-bridge")


def recordings() -> list[Recording]:
    return [Recording.from_json(json.loads(p.read_text())) for p in sorted(CORPUS.glob("*.json"))]


def test_the_seed_corpus_is_small_and_plays_clean() -> None:
    files = sorted(CORPUS.rglob("*.json"))
    assert sum(f.stat().st_size for f in files) < 400_000, "keep the corpus to a few hundred KB"
    seeds = recordings()
    sources = {r.source for r in seeds}
    assert "demo" in sources and sources - {"demo"}, "recordings of the reference agent and a real agent"
    for recording in seeds:
        outcome = run(recording, [1 << 16])
        assert check(recording, outcome) == [], recording.source
        assert outcome.transcript is not None and outcome.transcript.entry_count > 0, recording.source
        assert outcome.transcript.complete, recording.source
        assert outcome.listed > 0, recording.source


def test_past_findings_stay_fixed() -> None:
    """Findings of earlier runs, saved under corpus/regressions/ once fixed, replayed every time."""
    for path in sorted((CORPUS / "regressions").glob("*.json")):
        data = json.loads(path.read_text())
        recording = Recording.from_json(data)
        assert check(recording, run(recording, data.get("chunks", []))) == [], path.name


@pytest.mark.slow
def test_mutated_traffic_never_breaks_the_read_path(tmp_path: Path) -> None:
    seeds = recordings()
    findings: list[str] = []
    deadline = time.monotonic() + BUDGET
    iterations = 0
    while time.monotonic() < deadline and len(findings) < 3:
        rng = random.Random(f"{SEED}-{iterations}")
        recording, chunks = mutate(rng, rng.choice(seeds))
        problems = check(recording, run(recording, chunks))
        if problems:
            saved = tmp_path / f"finding-{iterations}.json"
            saved.write_text(json.dumps({**to_json(recording, chunks), "problems": problems}, indent=1))
            findings.append(f"seed {SEED!r} iteration {iterations} ({saved}): {problems[:3]}")
        iterations += 1
    print(f"fuzz: {iterations} mutated recordings in {BUDGET:g} s, {len(findings)} findings")
    assert iterations >= 50, "the fuzz run did too little to mean anything"
    assert not findings, "\n".join(findings)
