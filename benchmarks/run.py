"""Benchmark runner: `python -m benchmarks [--quick]` (or `python benchmarks/run.py`).

Runs every variant in a fresh worker process, alternating the variants run after run (the order
rotates) so drift on a shared machine hits them all alike, and prints medians with min–max and each
ratio next to its target. Figures are printed, never asserted; the exit status is 1 only when a
variant failed or the variants disagree on what they received (checksums), so `--quick` is a CI smoke
run of correctness.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # `python benchmarks/run.py`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson

from benchmarks.report import render_report
from benchmarks.workload import default_cache_dir, ensure_listing, ensure_replay

REPO = Path(__file__).resolve().parent.parent
REPLAY_VARIANTS = ("floor", "floor-asyncio", "floor-process", "sdk", "core", "show", "lsp")
LISTING_VARIANTS = ("list-floor", "list-sdk", "list-relay", "list-core", "list-lsp")
#: Suffix of the variants run from the `--compare` tree.
ALT = "@alt"
FULL = {"sizes": [200, 2000, 20_000], "runs": 5, "sessions": 10_000}
#: 60 turns fit one window of the language server's document; 200 make two, which the language server
#: variant puts together into the whole session, checked against the core's and `show`'s.
QUICK = {"sizes": [60, 200], "runs": 1, "sessions": 300}


def machine() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
        "date": time.strftime("%Y-%m-%d %H:%M %Z"),
        "load_before": _load(),
    }


def _load() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def run_worker(
    variant: str,
    cache_dir: Path,
    *,
    turns: int = 0,
    sessions: int = 0,
    page_size: int = 100,
    timeout: float = 900,
    alt: Path | None = None,
) -> dict[str, Any]:
    """`variant@alt` runs `variant` from the `--compare` tree (a prototype) instead of this one."""
    cwd = REPO
    if variant.endswith(ALT):
        variant, cwd = variant[: -len(ALT)], alt or REPO
    argv = [
        sys.executable,
        "-m",
        "benchmarks.worker",
        variant,
        "--cache-dir",
        str(cache_dir),
        "--turns",
        str(turns),
        "--sessions",
        str(sessions),
        "--page-size",
        str(page_size),
    ]
    try:
        proc = subprocess.run(argv, cwd=cwd, capture_output=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout:g} s"}
    lines = proc.stdout.decode(errors="replace").strip().splitlines()
    if proc.returncode != 0 or not lines:
        tail = proc.stderr.decode(errors="replace").strip().splitlines()[-8:]
        return {"error": f"exit {proc.returncode}: " + " | ".join(tail)}
    return dict(orjson.loads(lines[-1]))


def rotated(items: Sequence[str], shift: int) -> list[str]:
    shift %= len(items)
    return [*items[shift:], *items[:shift]]


def progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def collect(
    config: dict[str, Any], cache_dir: Path, only: set[str], alt: Path | None = None
) -> dict[str, Any]:
    results: dict[str, Any] = {
        "machine": machine(),
        "config": config,
        "replay": {},
        "listing": {},
        "coldstart": [],
        "meta": {},
    }
    for turns in config["sizes"]:
        _, meta = ensure_replay(turns, cache_dir)
        results["meta"][str(turns)] = meta
    _, list_meta = ensure_listing(config["sessions"], config["page_size"], cache_dir)
    ensure_listing(1, 100, cache_dir)
    results["meta"]["listing"] = list_meta
    replay_variants = [*REPLAY_VARIANTS, *(("core" + ALT, "lsp" + ALT) if alt else ())]
    listing_variants = [*LISTING_VARIANTS, *(("list-core" + ALT, "list-lsp" + ALT) if alt else ())]
    cold_variants = ["coldstart", *(("coldstart" + ALT,) if alt else ())]
    results["config"]["compare"] = str(alt) if alt else None
    if "replay" in only:
        for turns in config["sizes"]:
            runs: dict[str, list[dict[str, Any]]] = {v: [] for v in replay_variants}
            for index in range(config["runs"]):
                for variant in rotated(replay_variants, index):
                    progress(f"replay {turns:>6} turns, run {index + 1}/{config['runs']}: {variant}")
                    runs[variant].append(run_worker(variant, cache_dir, turns=turns, alt=alt))
            results["replay"][str(turns)] = runs
    if "listing" in only:
        runs = {v: [] for v in listing_variants}
        for index in range(config["runs"]):
            for variant in rotated(listing_variants, index):
                progress(
                    f"listing {config['sessions']} sessions, run {index + 1}/{config['runs']}: {variant}"
                )
                runs[variant].append(
                    run_worker(
                        variant,
                        cache_dir,
                        sessions=config["sessions"],
                        page_size=config["page_size"],
                        alt=alt,
                    )
                )
        results["listing"] = runs
    if "coldstart" in only:
        results["coldstart"] = []
        results["coldstart" + ALT] = []
        for index in range(config["runs"]):
            for variant in rotated(cold_variants, index):
                progress(f"cold start, run {index + 1}/{config['runs']}: {variant}")
                results[variant].append(run_worker(variant, cache_dir, alt=alt))
    results["machine"]["load_after"] = _load()
    return results


def check(results: dict[str, Any]) -> list[str]:
    """Every failure and every disagreement between variants (the only things that fail a run)."""
    problems: list[str] = []
    for turns, runs in results["replay"].items():
        expected = results["meta"][turns]["checksum"]
        md_shas = set()
        for variant, items in runs.items():
            for item in items:
                if "error" in item:
                    problems.append(f"replay {turns} {variant}: {item['error']}")
                    continue
                if "checksum" in item and item["checksum"] != expected:
                    problems.append(
                        f"replay {turns} {variant}: checksum {item['checksum']} != expected {expected}"
                    )
                if "md_sha" in item:
                    md_shas.add(item["md_sha"])
                if variant.startswith("lsp"):
                    if not item.get("splice_ok"):
                        problems.append(f"replay {turns} lsp: the spliced document differs from a full fetch")
                    if item.get("turn_headings") != int(turns) or item.get("tool_headings") != int(turns):
                        problems.append(
                            f"replay {turns} lsp: the document has {item.get('turn_headings')} turns"
                        )
                    # one symbol and one link per turn of the newest window (each turn has one tool call,
                    # its file a location), and a link to each other window
                    shown = item.get("window_turns")
                    links = (shown or 0) + item.get("window_links", 0)
                    if item.get("symbols_count") != shown or item.get("links_count") != links:
                        problems.append(
                            f"replay {turns} lsp: {item.get('symbols_count')} turn symbols and"
                            f" {item.get('links_count')} links in the outline"
                        )
        if len(md_shas) > 1:
            problems.append(f"replay {turns}: core and lsp documents differ ({sorted(md_shas)})")
    expected = results["meta"]["listing"]["checksum"]
    for variant, items in results["listing"].items():
        for item in items:
            if "error" in item:
                problems.append(f"listing {variant}: {item['error']}")
            elif item.get("checksum") != expected:
                problems.append(f"listing {variant}: checksum {item.get('checksum')} != expected {expected}")
            elif variant.startswith("list-core") and not item.get("probe_found"):
                problems.append("listing list-core: the fuzzy filter did not find the typed title")
    for key in ("coldstart", "coldstart" + ALT):
        problems += [f"{key}: {item['error']}" for item in results.get(key, []) if "error" in item]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--quick", action="store_true", help="smoke run: tiny sizes, one run, checks only checksums"
    )
    parser.add_argument("--runs", type=int, help="runs per variant (default 5; quick 1)")
    parser.add_argument("--sizes", help="comma-separated turn counts (default 200,2000,20000)")
    parser.add_argument("--sessions", type=int, help="sessions in the listing agent's store (default 10000)")
    parser.add_argument("--page-size", type=int, default=100)
    parser.add_argument("--only", default="replay,listing,coldstart", help="replay, listing, coldstart")
    parser.add_argument("--cache-dir", type=Path, default=None, help="where generated workloads are kept")
    parser.add_argument("--json", type=Path, help="also write all raw results here")
    parser.add_argument("--markdown", type=Path, help="also write the report as Markdown here")
    parser.add_argument(
        "--compare",
        type=Path,
        help="another checkout (a prototype): its core and lsp variants run alternated with this tree's",
    )
    args = parser.parse_args(argv)

    config = dict(QUICK if args.quick else FULL)
    if args.runs:
        config["runs"] = args.runs
    if args.sizes:
        config["sizes"] = [int(s) for s in args.sizes.split(",")]
    if args.sessions:
        config["sessions"] = args.sessions
    config["page_size"] = args.page_size
    config["quick"] = args.quick
    cache_dir = args.cache_dir or default_cache_dir()
    started = time.perf_counter()
    alt = args.compare.resolve() if args.compare else None
    results = collect(config, cache_dir, set(args.only.split(",")), alt)
    results["problems"] = check(results)
    results["wall_seconds"] = time.perf_counter() - started
    if args.json:
        args.json.write_bytes(orjson.dumps(results, option=orjson.OPT_INDENT_2))
    text, markdown = render_report(results)
    print(text)
    if args.markdown:
        args.markdown.write_text(markdown)
    if results["problems"]:
        print("\nPROBLEMS (variants failed or disagree):", *results["problems"], sep="\n  ")
        return 1
    print(f"\nAll variants agree (checksums). {results['wall_seconds']:.0f} s.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
