"""Tables of the runner's results (Markdown, readable in a terminal too) and the targets' verdicts."""

from __future__ import annotations

import statistics
from typing import Any

MIB = 1024 * 1024


def _values(items: list[dict[str, Any]], key: str) -> list[float]:
    return [float(item[key]) for item in items if "error" not in item and item.get(key) is not None]


def med(items: list[dict[str, Any]], key: str = "seconds") -> float | None:
    values = _values(items, key)
    return statistics.median(values) if values else None


def span(items: list[dict[str, Any]], key: str = "seconds", scale: float = 1.0, digits: int = 2) -> str:
    values = _values(items, key)
    if not values:
        return "failed"
    low, mid, high = (x * scale for x in (min(values), statistics.median(values), max(values)))
    return f"{mid:.{digits}f} ({low:.{digits}f}–{high:.{digits}f})"


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def _fmt(x: float | None, unit: str = "×", digits: int = 2) -> str:
    return "n/a" if x is None else f"{x:.{digits}f}{unit}"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return [*out, ""]


LABELS = {
    "floor": "(1) parse floor: lines + orjson.loads",
    "floor-asyncio": "(1b) floor on an asyncio StreamReader",
    "floor-process": "(1p) floor as a whole process: start, spawn, load, parse, exit",
    "sdk": "(2) official SDK 0.12.1, counting client",
    "core": "(3) acp-bridge core: load → transcript → Markdown",
    "show": "(3p) `acp-bridge show`, the whole process, Markdown to a pipe",
    "lsp": "(4) acp-bridge serve → LSP client, newest window complete",
}


ALT = "@alt"


def label(variant: str) -> str:
    base, _, alt = variant.partition("@")
    return LABELS.get(base, base) + (" — **prototype**" if alt else "")


def suffixes(results: dict[str, Any]) -> list[str]:
    return ["", ALT] if results["config"].get("compare") else [""]


def replay_tables(results: dict[str, Any]) -> list[str]:
    lines = ["### Replay (seconds from `session/load` sent to the complete result; median (min–max))", ""]
    rows = []
    for turns, runs in results["replay"].items():
        meta = results["meta"][turns]
        floor, floor_cpu = med(runs["floor"]), med(runs["floor"], "cpu")
        for variant, items in runs.items():
            rows.append(
                [
                    f"{int(turns):,}",
                    f"{meta['updates']:,} / {meta['bytes'] / MIB:.1f} MiB",
                    label(variant),
                    span(items, digits=3),
                    _fmt(_ratio(med(items), floor)),
                    span(items, "cpu", digits=3),
                    _fmt(_ratio(med(items, "cpu"), floor_cpu)),
                ]
            )
    lines += _table(
        ["turns", "updates / NDJSON", "variant", "wall s", "wall × floor", "CPU s", "CPU × floor"], rows
    )
    lines += [
        "CPU is the measuring process's (for (4) the language server's) user + system time over the same",
        "interval; the agent's own CPU is never counted. On a shared machine CPU ratios are the steadier",
        "figure.",
        "",
    ]
    lines += ["### Where the time goes (medians)", ""]
    rows = []
    for turns, runs in results["replay"].items():
        for sfx in suffixes(results):
            core, lsp = runs["core" + sfx], runs["lsp" + sfx]
            answered, loaded = med(core, "answered"), med(core, "loaded")
            quiet = loaded - answered if loaded is not None and answered is not None else None
            rows.append(
                [
                    f"{int(turns):,}" + (" prototype" if sfx else ""),
                    _fmt(answered, " s"),
                    _fmt(quiet, " s"),
                    _fmt(med(core, "render"), " s"),
                    _fmt(med(lsp, "answered"), " s"),
                    span(lsp, "first_content", 1000, 0),
                    _fmt(med(lsp, "fetches"), "", 0),
                    f"{med(core, 'md_bytes') or 0:,.0f}",
                ]
            )
    lines += _table(
        [
            "turns",
            "core: replay until the answer",
            "quiet period",
            "Markdown render",
            "lsp: loadSession answered",
            "lsp: first content ms",
            "lsp: fetches",
            "Markdown bytes",
        ],
        rows,
    )
    lines += [
        "### Outline requests on the newest window, once complete (acp-bridge serve; median)",
        "",
        "What the editor asks after each change of a document it shows. Server CPU is the language",
        "server's for the request (10 ms ticks); the round trip includes the benchmark client's parse.",
        "",
    ]
    rows = []
    for turns, runs in results["replay"].items():
        for sfx in suffixes(results):
            lsp = runs["lsp" + sfx]
            row = [f"{int(turns):,}" + (" prototype" if sfx else "")]
            for name in ("symbols", "folding", "links"):
                row += [_fmt(med(lsp, f"{name}_cpu_ms"), "", 0), _fmt(med(lsp, f"{name}_ms"), "", 0),
                        f"{med(lsp, f'{name}_count') or 0:,.0f}"]
            rows.append(row)
    lines += _table(
        [
            "turns",
            "symbols: server CPU ms", "round trip ms", "symbols (turns)",
            "folding: server CPU ms", "round trip ms", "ranges",
            "links: server CPU ms", "round trip ms", "links",
        ],
        rows,
    )
    lines += ["### Memory (acp-bridge serve, kernel peak RSS VmHWM; median)", ""]
    rows = []
    for turns, runs in results["replay"].items():
        for sfx in suffixes(results):
            lsp, core = runs["lsp" + sfx], runs["core" + sfx]
            idle, peak, md = med(lsp, "idle_rss_kib"), med(lsp, "peak_rss_kib"), med(core, "md_bytes")
            grown = (peak - idle) * 1024 if peak is not None and idle is not None else None
            core_grown = None
            if med(core, "peak_rss_kib") is not None and med(core, "idle_rss_kib") is not None:
                core_grown = (med(core, "peak_rss_kib") - med(core, "idle_rss_kib")) * 1024  # type: ignore[operator]
            rows.append(
                [
                    f"{int(turns):,}" + (" prototype" if sfx else ""),
                    _fmt(idle and idle / 1024, " MiB", 0),
                    _fmt(peak and peak / 1024, " MiB", 0),
                    _fmt(md and md / MIB, " MiB", 1),
                    _fmt(_ratio(grown, md)),
                    _fmt(_ratio(core_grown, md)),
                ]
            )
    lines += _table(
        [
            "turns",
            "serve idle",
            "serve peak",
            "Markdown",
            "serve (peak − idle) / Markdown",
            "core worker (peak − idle) / Markdown",
        ],
        rows,
    )
    return lines


def listing_tables(results: dict[str, Any]) -> list[str]:
    runs = results["listing"]
    if not runs:
        return []
    meta = results["meta"]["listing"]
    lines = [
        f"### Listing {meta['sessions']:,} sessions in pages of {meta['pageSize']} (median (min–max))",
        "",
    ]
    floor_first, floor_all = med(runs["list-floor"], "first"), med(runs["list-floor"])
    rows = []
    names = {
        "list-floor": "floor: NDJSON + orjson",
        "list-sdk": "official SDK",
        "list-relay": "relay: a second process that only pages and forwards (LSP)",
        "list-core": "acp-bridge core (AgentHandle)",
        "list-lsp": "acp-bridge serve (LSP)",
    }
    for variant, items in runs.items():
        base, _, alt = variant.partition("@")
        rows.append(
            [
                names[base] + (" — **prototype**" if alt else ""),
                "—" if base == "list-relay" else span(items, "first", 1000, 1),
                span(items, "seconds", 1000, 0),
                _fmt(_ratio(med(items), floor_all)),
            ]
        )
    lines += _table(["variant", "first page ms", "all pages ms", "all × floor"], rows)
    for sfx in suffixes(results):
        lsp, core = runs["list-lsp" + sfx], runs["list-core" + sfx]
        what = " (prototype)" if sfx else ""
        lines += _table(
            ["figure" + what, "value"],
            [
                ["lsp first page, store already full (ms)", span(lsp, "first_full_store", 1000, 1)],
                ["core first page, store already full (ms)", span(core, "first_full_store", 1000, 1)],
                ["lsp `cached` answer with every session (ms)", span(lsp, "cached", 1000, 1)],
                [
                    "fuzzy_find per keystroke over the registry, median of keystrokes (ms)",
                    span(core, "fuzzy_median_ms", 1, 2),
                ],
                ["fuzzy_find, slowest keystroke (ms)", span(core, "fuzzy_max_ms", 1, 2)],
                ["fuzzy_find, switcher opened (empty query; builds the index) (ms)",
                 span(core, "fuzzy_open_ms", 1, 2)],
                [
                    "`acpBridge/findSessions` round trip per keystroke, median (ms)",
                    span(lsp, "find_median_ms", 1, 1),
                ],
                ["`acpBridge/findSessions`, slowest keystroke (ms)", span(lsp, "find_max_ms", 1, 1)],
                ["`acpBridge/findSessions`, switcher opened (empty query) (ms)",
                 span(lsp, "find_open_ms", 1, 1)],
                ["floor first page (ms)", _fmt(floor_first and floor_first * 1000, "", 1)],
                *(
                    [
                        ["all pages: relay / floor (the least a language server process adds)",
                         _fmt(_ratio(med(runs["list-relay"]), floor_all))],
                        ["all pages: lsp / relay (what the bridge adds to that)",
                         _fmt(_ratio(med(lsp), med(runs["list-relay"])))],
                    ]
                    if runs.get("list-relay")
                    else []
                ),
            ],
        )
    return lines


def targets(results: dict[str, Any], sfx: str = "") -> list[list[str]]:
    """[target, measured, limit, verdict] rows, for this tree (or with `sfx`, the prototype)."""
    rows: list[list[str]] = []

    def add(
        name: str,
        value: float | None,
        limit: float,
        unit: str,
        lower_is_better: bool = True,
        shown: str | None = None,
    ) -> None:
        if value is None:
            rows.append([name, "n/a", f"{'≤' if lower_is_better else '≥'} {limit:g}{unit}", "n/a"])
            return
        met = value <= limit if lower_is_better else value >= limit
        rows.append(
            [
                name,
                shown or f"{value:.2f}{unit}",
                f"{'≤' if lower_is_better else '≥'} {limit:g}{unit}",
                "met" if met else "**missed**",
            ]
        )

    replay = results["replay"]
    if replay:
        sizes = sorted(int(t) for t in replay)
        big = str(sizes[-1])
        runs = replay[big]
        runs = {**runs, "core": runs["core" + sfx], "lsp": runs["lsp" + sfx]}
        floor, core, lsp, sdk = med(runs["floor"]), med(runs["core"]), med(runs["lsp"]), med(runs["sdk"])
        cpu = {v: med(runs[v], "cpu") for v in ("floor", "core", "lsp", "sdk")}

        def both(a: str, b: str) -> str | None:
            wall, by_cpu = _ratio(med(runs[a]), med(runs[b])), _ratio(cpu[a], cpu[b])
            return None if wall is None else f"{wall:.2f}× (CPU {_fmt(by_cpu)})"

        add(
            f"core replay / floor at {int(big):,} turns",
            _ratio(core, floor),
            2.0,
            "×",
            shown=both("core", "floor"),
        )
        # The SDK's variant only counts the updates it decoded; the core's also renders 47 MB of
        # Markdown. Like for like is the core's replay: until the transcript is complete.
        replayed = med(runs["core"], "loaded")
        add(
            f"official SDK / core's replay (transcript complete) at {int(big):,} turns (core faster by)",
            _ratio(sdk, replayed),
            5.0,
            "×",
            False,
        )
        add(
            f"official SDK / core with the whole Markdown at {int(big):,} turns (core faster by)",
            _ratio(sdk, core),
            5.0,
            "×",
            False,
            shown=both("sdk", "core"),
        )
        add(
            f"LSP newest window complete / floor at {int(big):,} turns",
            _ratio(lsp, floor),
            3.0,
            "×",
            shown=both("lsp", "floor"),
        )
        first = med(runs["lsp"], "first_content")
        streaming = all(item.get("first_content_loading") for item in runs["lsp"] if "error" not in item)
        add(
            f"first transcript content in the client at {int(big):,} turns",
            first and first * 1000,
            300,
            " ms",
            shown=None
            if first is None
            else f"{first * 1000:.0f} ms ({'still loading' if streaming else 'after load'})",
        )
        if len(sizes) > 1 and sizes[-1] == 10 * sizes[-2]:
            prev = replay[str(sizes[-2])]
            for name in ("core", "lsp"):
                wall = _ratio(med(runs[name]), med(prev[name + sfx]))
                by_cpu = _ratio(cpu[name], med(prev[name + sfx], "cpu"))
                add(
                    f"growth {name} {sizes[-2]:,} → {sizes[-1]:,} turns (10×)",
                    wall,
                    11.0,
                    "×",
                    shown=None if wall is None else f"{wall:.2f}× (CPU {_fmt(by_cpu)})",
                )
        idle, peak, md = (
            med(runs["lsp"], "idle_rss_kib"),
            med(runs["lsp"], "peak_rss_kib"),
            med(runs["core"], "md_bytes"),
        )
        if idle is not None and peak is not None and md:
            add(
                f"serve peak RSS above idle / Markdown size at {int(big):,} turns",
                (peak - idle) * 1024 / md,
                3.0,
                "×",
            )
        if "show" in runs and "floor-process" in runs:  # whole processes (the issue's `show` targets)
            add(
                f"`acp-bridge show` / floor, whole processes, at {int(big):,} turns",
                _ratio(med(runs["show"]), med(runs["floor-process"])),
                2.0,
                "×",
            )
            small = replay[str(sizes[0])].get("show", [])
            add(f"`acp-bridge show` at {sizes[0]:,} turns, whole process", med(small), 0.3, " s")
            show_peak, show_md = med(runs["show"], "peak_rss_kib"), med(runs["show"], "md_bytes")
            if show_peak is not None and show_md:
                add(
                    f"`acp-bridge show` peak RSS / Markdown size at {int(big):,} turns",
                    show_peak * 1024 / show_md,
                    3.0,
                    "×",
                )
    listing = results["listing"]
    if listing:
        listing = {**listing, "list-core": listing["list-core" + sfx], "list-lsp": listing["list-lsp" + sfx]}
        floor_first = med(listing["list-floor"], "first")
        for key, label in (("first", "empty store"), ("first_full_store", "full store")):
            value = med(listing["list-lsp"], key)
            overhead = (value - floor_first) * 1000 if value is not None and floor_first is not None else None
            add(f"first page: LSP overhead over the agent's answer ({label})", overhead, 50, " ms")
        add(
            "all sessions on demand: LSP / floor",
            _ratio(med(listing["list-lsp"]), med(listing["list-floor"])),
            2.0,
            "×",
        )
        add(
            "all sessions on demand: core / floor",
            _ratio(med(listing["list-core"]), med(listing["list-floor"])),
            2.0,
            "×",
        )
        add("fuzzy filter, slowest keystroke", med(listing["list-core"], "fuzzy_max_ms"), 20, " ms")
    if results.get("coldstart" + sfx):
        cold = med(results["coldstart" + sfx])
        add(
            "`acp-bridge serve` ready (initialize answered)",
            cold and cold * 1000,
            1000,
            " ms",
            shown=None if cold is None else f"{cold * 1000:.0f} ms",
        )
    return rows


def render_report(results: dict[str, Any]) -> tuple[str, str]:
    m = results["machine"]
    config = results["config"]
    quick = " (quick smoke run: figures not meaningful)" if config.get("quick") else ""
    lines = [
        f"## Benchmarks — {m['date']}{quick}",
        "",
        f"Machine: {m['cpu']}, {m['cores']} cores, {m['system']}, Python {m['python']}; "
        f"load average {m['load_before']} before, {m.get('load_after', '?')} after (shared machine). "
        f"{config['runs']} runs per variant, alternated.",
        "",
    ]
    lines += replay_tables(results) if results["replay"] else []
    lines += listing_tables(results)
    if results["coldstart"]:
        rows = []
        for sfx in suffixes(results):
            items, what = results["coldstart" + sfx], " (prototype)" if sfx else ""
            rows.append(["spawn → `initialize` answered" + what, span(items, "seconds", 1000, 0)])
            rows.append(
                ["spawn → first custom request answered" + what, span(items, "first_request", 1000, 0)]
            )
        lines += _table(["`acp-bridge serve` cold start", "ms"], rows)
    if not config.get("quick"):
        lines += ["### Targets", ""]
        mine = targets(results)
        if config.get("compare"):
            theirs = targets(results, ALT)
            rows = [[a[0], a[1], a[3], b[1], b[3], a[2]] for a, b in zip(mine, theirs, strict=True)]
            lines += _table(["target", "this tree", "verdict", "prototype", "verdict", "target"], rows)
        else:
            lines += _table(["target", "measured", "target", "verdict"], mine)
    text = "\n".join(lines)
    return text, text
