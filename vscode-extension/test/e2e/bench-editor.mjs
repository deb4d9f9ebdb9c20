// The editor's side of the benchmark (`make bench`): what a user waits for when they open a long
// session from the Agent Sessions tree in a real VS Code (code-server + headless chromium), with the
// benchmark's replay agent (benchmarks/replay_agent.py). Per session size, in a fresh VS Code:
//
//   - first text: from the click to the first line of the transcript drawn in the editor;
//   - newest turn visible: from the click until the session's last prompt is drawn (the transcript
//     opens there), and until the start of its answer is (below the prompt, after a thought and a
//     tool call: once the prompt shows, the loop presses Ctrl+End every 100 ms, as a user might).
//     Both are timed in the page (`watchEditor`): from the mouse-down's time to the first
//     animation frame whose editor shows the text, so neither Playwright's round trips nor the
//     poll's interval count, and the poll no longer takes the renderer's time to look;
//   - the slowest command-palette open (F1 until its input is drawn) before any session is open,
//     while a load of the session runs, and after;
//   - peak memory (RSS, sampled every 100 ms from /proc, from the click until 2 s after the newest
//     turn is visible) over the idle editor, of the extension host, the browser's renderer, any
//     Markdown language server and the sidecar.
//
// Figures, not assertions: it prints a table (the median of --runs fresh editors per size, min–max
// in brackets) and, with --json / --markdown, writes them.
//   node bench-editor.mjs [--turns 2000,20000] [--runs 3] [--json FILE] [--markdown FILE]
// BENCH_TRACE=1 prints what the editor shows at each poll (its line numbers and last text);
// BENCH_PROFILE=FILE.cpuprofile records the browser's main thread from the click (Chrome DevTools).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startVSCode, waitFor, sleep, repoRoot } from './harness.mjs';

const VSIX = process.env.ACP_BRIDGE_VSIX || path.join(repoRoot, 'vscode-extension/dist/acp-bridge.vsix');
const PYTHON = process.env.ACP_BRIDGE_PYTHON || path.join(repoRoot, '.venv/bin/python');

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const SIZES = option('--turns', '2000,20000').split(',').map(Number);
const RUNS = Number(option('--runs', '3'));

/** The replay's title and last prompt (generated once and cached, as the sidecar's benchmark does). */
function replayFacts(turns) {
  const script = `
import orjson, sys
from benchmarks.workload import ensure_replay
path, meta = ensure_replay(${turns})
answer, text, prompt = None, None, None
with open(path, "rb") as f:
    for line in f:
        if b'"user_message_chunk"' in line:
            prompt = orjson.loads(line)["params"]["update"]["content"]["text"]
        if b'"agent_message_chunk"' in line:
            update = orjson.loads(line)["params"]["update"]
            if update.get("messageId") != answer:  # the first chunk of an answer: its opening words
                answer, text = update.get("messageId"), update["content"]["text"]
import re
def plain(s):  # its opening words, which the Markdown shows as they are
    return re.match(r"[A-Za-z0-9 ,']+", s).group()[:25]
sys.stdout.write(orjson.dumps({"title": meta["title"], "last": plain(text), "prompt": plain(prompt), "bytes": meta["bytes"], "sessionId": meta["sessionId"]}).decode())
`;
  return JSON.parse(execFileSync(PYTHON, ['-c', script], { cwd: repoRoot, encoding: 'utf8' }));
}

// ---------- processes and their memory ----------

function cmdline(pid) {
  try { return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '); } catch { return ''; }
}
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch { return 0; }
}
function children() {
  const out = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${d}/status`, 'utf8'))[1]);
      if (!out.has(ppid)) out.set(ppid, []);
      out.get(ppid).push(Number(d));
    } catch { /* gone */ }
  }
  return out;
}
function descendants(root) {
  const tree = children();
  const all = [];
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop();
    for (const c of tree.get(pid) ?? []) { all.push(c); todo.push(c); }
  }
  return all;
}

/** The processes the figures are about, by what they run. */
function classes() {
  const ours = descendants(process.pid); // code-server and chromium are both started from here
  const found = { extensionHost: [], renderer: [], markdownServer: [], sidecar: [] };
  for (const pid of ours) {
    const cmd = cmdline(pid);
    if (/--type=extensionHost|extensionHostProcess|bootstrap-fork.*extensionHost/.test(cmd)) found.extensionHost.push(pid);
    else if (/--type=renderer/.test(cmd)) found.renderer.push(pid);
    else if (/markdown-language-features/.test(cmd)) found.markdownServer.push(pid);
    // `python -m acp_bridge serve`, or the bundled launcher (`…/bundled/launch.py serve`).
    else if (/acp_bridge|bundled\/launch\.py/.test(cmd) && /\bserve\b/.test(cmd)) found.sidecar.push(pid);
  }
  return found;
}

class Sampler {
  constructor() { this.peak = {}; this.base = null; this.timer = null; }
  sample() {
    const now = {};
    for (const [name, pids] of Object.entries(classes())) now[name] = pids.reduce((s, p) => s + rssMb(p), 0);
    return now;
  }
  start() {
    this.base = this.sample();
    this.peak = { ...this.base };
    this.timer = setInterval(() => {
      const now = this.sample();
      for (const [k, v] of Object.entries(now)) this.peak[k] = Math.max(this.peak[k] ?? 0, v);
    }, 100);
  }
  stop() { clearInterval(this.timer); }
}

// ---------- what the user does ----------

/** Starts timing, in the page, what the active editor shows after the next click: the mouse-down
 * event's time, then the first animation frame with any text, the first with `prompt` and the first
 * with `want`. Leaves
 * `window.__benchText` behind: the active editor's visible text (`visibleText`). */
async function watchEditor(vs, prompt, want) {
  await vs.page.evaluate(([prompted, wanted]) => {
    // `clickAt`: the click on the clock the sidecar's log is stamped with (ms since the epoch).
    const seen = { click: null, clickAt: null, firstText: null, prompt: null, newest: null };
    window.__benchSeen = seen;
    const text = () => [...document.querySelectorAll('.part.editor .editor-group-container.active .view-line')]
      .map((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ')).join('\n');
    window.__benchText = text;
    document.addEventListener('mousedown', (e) => {
      seen.click ??= e.timeStamp;
      seen.clickAt ??= performance.timeOrigin + e.timeStamp;
    }, { capture: true, once: true });
    const frame = (now) => {
      if (seen.click !== null) {
        const shown = text();
        if (seen.firstText === null && /\S/.test(shown)) seen.firstText = now - seen.click;
        if (seen.prompt === null && shown.includes(prompted)) seen.prompt = now - seen.click;
        if (shown.includes(wanted)) { seen.newest = now - seen.click; return; }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, [prompt, want]);
}

/** What the active editor shows (after `watchEditor`, which defines how it is read). */
async function visibleText(vs) {
  return vs.page.evaluate(() => window.__benchText());
}

/** ms from F1 until the palette's input is drawn, then closes it. */
async function paletteMs(vs) {
  const t0 = Date.now();
  await vs.page.keyboard.press('F1');
  await vs.page.locator('.quick-input-widget input').first().waitFor({ state: 'visible', timeout: 120000 });
  const ms = Date.now() - t0;
  await vs.page.keyboard.press('Escape');
  await sleep(100);
  return ms;
}

async function measure(turns) {
  const facts = replayFacts(turns);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  const workspace = path.join(tmp, 'workspace');
  fs.mkdirSync(workspace);
  const agent = {
    id: 'replay', name: 'Replay agent',
    command: [PYTHON, path.join(repoRoot, 'benchmarks', 'replay_agent.py'), '--turns', String(turns), '--cwd', workspace],
  };
  const vs = await startVSCode({ name: `bench-editor-${turns}`, workspace, extensionVsix: VSIX,
    settings: { 'acpBridge.python': PYTHON, 'acpBridge.agents': [agent] } });
  try {
    await vs.openView('Agent Sessions');
    await waitFor(async () => (await vs.treeItems()).some((r) => r.label === facts.title),
      { timeout: 60000, message: `"${facts.title}" in the tree` });
    await sleep(3000); // let the workbench settle: the idle editor is the baseline
    const paletteIdle = [];
    for (let i = 0; i < 3; i++) paletteIdle.push(await paletteMs(vs));
    const sampler = new Sampler();
    sampler.start();

    // 1. First text and the newest turn, with nothing else going on.
    const item = await vs.revealTreeItem(facts.title);
    let cdp = null;
    if (process.env.BENCH_PROFILE) {
      cdp = await vs.page.context().newCDPSession(vs.page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const want = facts.last;
    await watchEditor(vs, facts.prompt, want);
    const t0 = Date.now();
    await item.click();
    let seen = { firstText: null, prompt: null, newest: null };
    const deadline = t0 + 300000;
    while (Date.now() < deadline && seen.newest === null) {
      seen = await vs.page.evaluate(() => window.__benchSeen).catch(() => seen);
      if (process.env.BENCH_TRACE) {
        const text = await visibleText(vs).catch(() => '');
        const lines = await vs.page.evaluate(() => [...document.querySelectorAll('.part.editor .editor-group-container.active .line-numbers')]
          .map((l) => Number(l.textContent)).filter((n) => n > 0)).catch(() => []);
        process.stderr.write(`${Date.now() - t0} ms: lines ${Math.min(...lines)}–${Math.max(...lines)} ${JSON.stringify(text.slice(-100))}\n`);
      }
      // Not before the prompt shows: a key pressed while the load's progress shows would keep the
      // transcript from opening at its newest turn (the user moved). Without the prompt, after 20 s.
      if ((seen.prompt !== null || Date.now() - t0 > 20000) && seen.newest === null) {
        await vs.page.keyboard.press('Control+End').catch(() => {});
      }
      await sleep(100);
    }
    const firstText = seen.firstText === null ? null : Math.round(seen.firstText);
    const newest = seen.newest === null ? null : Math.round(seen.newest);
    const prompt = seen.prompt === null ? null : Math.round(seen.prompt);
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
    }
    await sleep(2000);
    sampler.stop();
    await vs.screenshot(`newest-${turns}`);
    const replayEndMs = replayEnded(vs, facts.sessionId, seen.clickAt);

    // 2. The palette while the session loads again (a second open replays it), and after.
    await vs.page.locator('.part.editor').first().click({ position: { x: 400, y: 300 } }).catch(() => {});
    const reopen = await vs.revealTreeItem(facts.title);
    await reopen.click();
    const paletteLoading = [];
    const loadStart = Date.now();
    while (Date.now() - loadStart < 15000) paletteLoading.push(await paletteMs(vs));
    await sleep(2000);
    const paletteAfter = [];
    for (let i = 0; i < 5; i++) paletteAfter.push(await paletteMs(vs));
    const growth = Object.fromEntries(Object.keys(sampler.peak).map((k) => [k, sampler.peak[k] - (sampler.base[k] ?? 0)]));
    const editorGrowth = growth.extensionHost + growth.renderer + growth.markdownServer;
    return {
      turns, replayBytes: facts.bytes, firstTextMs: firstText, newestPromptMs: prompt, newestVisibleMs: newest,
      replayEndMs,
      paletteIdleMaxMs: Math.max(...paletteIdle), paletteLoadingMaxMs: Math.max(...paletteLoading),
      paletteLoadingCount: paletteLoading.length, paletteAfterMaxMs: Math.max(...paletteAfter),
      baseMb: sampler.base, peakMb: sampler.peak, growthMb: growth, editorGrowthMb: editorGrowth,
      markdownServerRunning: sampler.peak.markdownServer > 0,
    };
  } finally {
    await vs.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** When the sidecar's replay of the session ended, in ms after the click (`clickAt`, ms since the
 * epoch): the sidecar logs each replay's end ("session … replayed in …") to the "ACP Bridge" output
 * channel, whose lines VS Code stamps with the time, to the millisecond, as they come. What is left
 * of the time to the newest turn is VS Code's: the window asked for, its tab made and drawn. */
function replayEnded(vs, sessionId, clickAt) {
  if (clickAt === null) return null;
  const stamps = [...vs.outputChannelText('ACP Bridge').matchAll(
    new RegExp(`^(\\d{4}-\\d\\d-\\d\\d) (\\d\\d:\\d\\d:\\d\\d\\.\\d{3}) .*session ${sessionId} replayed in `, 'gm'))]
    .map((m) => new Date(`${m[1]}T${m[2]}`).getTime() - clickAt);
  return stamps.length ? Math.round(stamps[stamps.length - 1]) : null;
}

/** "median (min–max)" of a figure over the runs of one size. */
function spread(runs, pick, round = (v) => Math.round(v)) {
  const values = runs.map(pick);
  if (values.some((v) => v === null || v === undefined)) return 'never';
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return sorted.length > 1 ? `${round(median)} (${round(sorted[0])}–${round(sorted[sorted.length - 1])})` : `${round(median)}`;
}

function markdown(results) {
  const lines = [
    `| turns | first text ms | newest turn visible ms: its prompt / its answer | the sidecar's replay ended ms | slowest palette ms: idle / while loading / after | growth MB: ext host / renderer / Markdown server / sidecar | editor growth MB |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const turns of SIZES) {
    const runs = results.filter((r) => r.turns === turns);
    const g = (k) => spread(runs, (r) => r.growthMb[k]);
    lines.push(`| ${turns.toLocaleString('en-US')} | ${spread(runs, (r) => r.firstTextMs)} | ${spread(runs, (r) => r.newestPromptMs)} / ${spread(runs, (r) => r.newestVisibleMs)} | ${spread(runs, (r) => r.replayEndMs)} | ${spread(runs, (r) => r.paletteIdleMaxMs)} / ${spread(runs, (r) => r.paletteLoadingMaxMs)} / ${spread(runs, (r) => r.paletteAfterMaxMs)} | ${g('extensionHost')} / ${g('renderer')} / ${g('markdownServer')} / ${g('sidecar')} | ${spread(runs, (r) => r.editorGrowthMb)} |`);
  }
  lines.push('', `Median (min–max) of ${RUNS} run(s), each in a fresh VS Code.`);
  lines.push('', 'Targets: first text ≤ 500 ms, newest turn ≤ 1,000 ms, palette ≤ 500 ms at every moment, editor growth (extension host + renderer + Markdown server) ≤ 300 MB.');
  return lines.join('\n') + '\n';
}

const results = [];
for (let run = 1; run <= RUNS; run++) {
  for (const turns of SIZES) {
    process.stderr.write(`bench-editor: ${turns} turns, run ${run}/${RUNS}…\n`);
    results.push(await measure(turns));
  }
}
const table = markdown(results);
process.stdout.write(table);
const json = option('--json');
if (json) fs.writeFileSync(json, JSON.stringify({ results }, null, 2));
const md = option('--markdown');
if (md) fs.writeFileSync(md, table);
