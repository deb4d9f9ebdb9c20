// A 20,000-turn session in a real VS Code (code-server + headless chromium): it opens on its newest
// turns, "Earlier turns" opens the page before, ACP: Go to Turn… reaches turn 1, and the command
// palette keeps working while it loads and after. The session comes from the benchmark's replay agent
// (benchmarks/replay_agent.py); behaviour is asserted, not time (the figures are `make bench-editor`'s).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startVSCode, waitFor, repoRoot } from './harness.mjs';

const VSIX = process.env.ACP_BRIDGE_VSIX || path.join(repoRoot, 'vscode-extension/dist/acp-bridge.vsix');
const PYTHON = process.env.ACP_BRIDGE_PYTHON || path.join(repoRoot, '.venv/bin/python');
const CI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const TURNS = 20000;
const missing = [VSIX, PYTHON].filter((f) => !fs.existsSync(f));
const skipAll = missing.length && !CI ? `missing: ${missing.join('; ')}` : false;

/** The replay's title, id and the prompts of its first and last turns (the replay is generated once
 * and cached, like the benchmark's). */
function replayFacts() {
  const script = `
import orjson, sys
from benchmarks.workload import ensure_replay
path, meta = ensure_replay(${TURNS})
first = last = None
with open(path, "rb") as f:
    for line in f:
        if b'"user_message_chunk"' in line:
            text = orjson.loads(line)["params"]["update"]["content"]["text"]
            first = first or text
            last = text
sys.stdout.write(orjson.dumps({"title": meta["title"], "sessionId": meta["sessionId"], "first": first, "last": last}).decode())
`;
  return JSON.parse(execFileSync(PYTHON, ['-c', script], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 20 }));
}

/** What the editor shows of a prompt: its first words (long lines are cut at the view's edge). */
const opening = (prompt) => prompt.slice(0, 30);

describe('A 20,000-turn session in the editor', { skip: skipAll }, () => {
  let vs, tmp, facts;
  let failed = false;
  const step = (name, fn) => it(name, { timeout: 180000 }, async () => {
    try {
      await fn();
    } catch (e) {
      failed = true;
      try { await vs?.screenshot(`FAILED-${name}`, { settle: 0 }); } catch { /* page gone */ }
      throw e;
    }
  });

  before(async () => {
    if (missing.length) throw new Error(`E2E prerequisites missing: ${missing.join('; ')}`);
    facts = replayFacts();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-long-'));
    const workspace = path.join(tmp, 'workspace');
    fs.mkdirSync(workspace);
    const agent = {
      id: 'replay', name: 'Replay agent',
      // Its replay spread over 3 s: the load is seen under way (its progress) on any machine.
      command: [PYTHON, path.join(repoRoot, 'benchmarks', 'replay_agent.py'), '--turns', String(TURNS), '--cwd', workspace,
        '--replay-seconds', '3'],
    };
    vs = await startVSCode({
      name: 'long-session', workspace, extensionVsix: VSIX,
      settings: { 'acpBridge.python': PYTHON, 'acpBridge.agents': [agent] },
    });
  });

  after(async () => {
    await vs?.close({ failed });
    if (failed && vs) console.error(`e2e: screenshots and logs in ${vs.artifacts}`);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  step('clicking the session shows the replay\'s progress at once, then its newest turns; the palette works while it loads', async () => {
    await vs.openView('Agent Sessions');
    await waitFor(async () => (await vs.treeItems()).some((r) => r.label === facts.title),
      { timeout: 60000, message: `"${facts.title}" in the tree` });
    await vs.clickTreeItem(facts.title);
    // At once, while the replay streams in: the tab shows the session's title and how far the replay
    // is (the agent takes 3 s to replay it), and the palette opens.
    const loading = await vs.waitForEditorText(/Loading the session from the agent: [\d,]+ turns? so far/, { timeout: 10000 });
    assert.match(loading, /^Benchmark session of 20,000 turns$/m);
    // As plain text: no grammar is started while the replay needs the machine (docs/architecture.md).
    await waitFor(async () => (await vs.statusBarText()).includes('Plain Text'),
      { timeout: 10000, message: 'the progress\'s tab in plain text' });
    await vs.screenshot('progress');
    await vs.page.keyboard.press('F1');
    await vs.waitForQuickInput({ timeout: 10000 });
    await vs.closeQuickInput();
    // It opens at its newest turn: the start of the last answer is in view.
    await vs.waitForEditorText(facts.last.slice(0, 40), { timeout: 120000 });
    await vs.screenshot('newest-turn-shown');
    // Its long lines wrap (the transcript language's default): an answer reads without scrolling sideways.
    assert.ok((await vs.activeEditorLines()).some((row) => !(row.number > 0)), 'a wrapped row (no line number of its own) in view');
    // In one tab: the window's tab has taken the place of the progress's.
    await waitFor(async () => (await vs.editorTabs()).filter((t) => t.label.startsWith(facts.title)).length === 1,
      { timeout: 10000, message: 'one tab of the session (the progress\'s closed)' });
    await waitFor(async () => (await vs.statusBarText()).includes('ACP Transcript'),
      { timeout: 10000, message: 'the window in the transcript language' });
    await vs.page.locator('.part.editor .view-lines').first().click({ position: { x: 300, y: 200 } }).catch(() => {});
    await vs.page.keyboard.press('Control+Home');
    const text = await vs.waitForEditorText('Earlier turns (19,851-19,900)', { timeout: 20000 });
    assert.match(text, /^# Benchmark session of 20,000 turns/m);
    const tab = (await vs.editorTabs()).find((t) => t.active);
    assert.ok(tab && tab.label.startsWith(facts.title), `the newest window's tab: ${JSON.stringify(tab)}`);
    await vs.screenshot('newest-window-top');
    // The newest turn is in it: its prompt is the last turn of the outline (Go to Symbol).
    const want = facts.last.slice(0, 20);
    await vs.page.keyboard.press('F1');
    await vs.typeInQuickPick(`@${want}`);
    await waitFor(async () => (await vs.quickPickItems()).some((x) => x.label.startsWith('User: ') && x.label.includes(want)),
      { timeout: 30000, message: `the newest turn "User: ${want}…" in the outline` });
    await vs.screenshot('newest-turn-in-outline');
    await vs.closeQuickInput();
  });

  step('the language is the transcript language, not Markdown (no Markdown server parses it)', async () => {
    const mode = await vs.page.locator('.statusbar-item[id="status.editor.mode"]').first().textContent();
    assert.match(mode ?? '', /ACP Transcript/);
  });

  step('"Earlier turns" opens the window of the turns before', async () => {
    await vs.closeQuickInput();
    await vs.page.keyboard.press('Control+Home');
    const lens = vs.codeLens('Earlier turns');
    await lens.waitFor({ state: 'visible', timeout: 20000 });
    await lens.click();
    const tab = await waitFor(async () => (await vs.editorTabs()).find((t) => t.active && t.label.includes('turns 19,851-19,900')),
      { timeout: 30000, message: 'the tab of turns 19,851–19,900' });
    assert.ok(tab);
    await vs.waitForEditorText('Earlier turns (19,801-19,850)', { timeout: 20000 });
    await vs.screenshot('earlier-window');
  });

  step('ACP: Go to Turn… reaches turn 1', async () => {
    await vs.runCommand('ACP: Go to Turn…');
    await vs.waitForQuickInput({ title: /^Go to Turn — Benchmark session of 20,000 turns/ }); // the session named
    // Read from the page of turns 19,851-19,900: the list (newest first) starts at its last turn.
    await waitFor(async () => (await vs.quickPickItems()).some((i) => i.focused && i.description === 'turn 19900'),
      { timeout: 20000, message: 'turn 19,900 active in Go to Turn' });
    await vs.typeInQuickPick('1');
    await waitFor(async () => (await vs.quickPickItems()).some((i) => i.label === 'Go to turn 1'),
      { timeout: 10000, message: '"Go to turn 1"' });
    await vs.pickQuickPickItem('Go to turn 1');
    await waitFor(async () => (await vs.editorTabs()).find((t) => t.active && t.label.includes('turns 1-50')),
      { timeout: 30000, message: 'the tab of turns 1–50' });
    await vs.waitForEditorText(opening(facts.first), { timeout: 20000 });
    await vs.screenshot('turn-1');
  });

  step('the palette still opens after the load', async () => {
    await vs.runCommand('ACP: Switch Session…');
    const input = await vs.waitForQuickInput();
    assert.match(input.placeholder + input.title, /session/i);
    await vs.closeQuickInput();
  });
});
