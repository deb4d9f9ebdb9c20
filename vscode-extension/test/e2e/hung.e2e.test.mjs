// An agent that never answers, in a real VS Code: opening one of its sessions shows at once how long
// the editor has waited, with Cancel, and Cancel leaves it (issue 37, item 9). The agent is the test
// suite's misbehaving agent (tests/fakes/misbehaving_agent.py), hanging on session/load.
import { describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeSteps, startVSCode, waitFor, repoRoot, sleep } from './harness.mjs';

const VSIX = process.env.ACP_BRIDGE_VSIX || path.join(repoRoot, 'vscode-extension/dist/acp-bridge.vsix');
const PYTHON = process.env.ACP_BRIDGE_PYTHON || path.join(repoRoot, '.venv/bin/python');
const AGENT = path.join(repoRoot, 'tests/fakes/misbehaving_agent.py');
const CI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const missing = [VSIX, PYTHON].filter((f) => !fs.existsSync(f));
const skipAll = missing.length && !CI ? `missing: ${missing.join('; ')}` : false;

/** The visible toasts: {message, source, buttons}. */
async function toasts(vs) {
  return vs.page.locator('.notifications-toasts .notification-list-item').evaluateAll((items) => items.map((n) => ({
    message: (n.querySelector('.notification-list-item-message')?.textContent ?? '').trim(),
    buttons: [...n.querySelectorAll('.notification-list-item-buttons-container .monaco-button')]
      .map((b) => (b.textContent ?? '').trim()).filter(Boolean),
  })));
}

describe('An agent that never answers', { skip: skipAll }, () => {
  const ctx = { failed: false };
  const step = makeSteps(ctx);
  let vs, tmp;

  before(async () => {
    if (missing.length) throw new Error(`E2E prerequisites missing: ${missing.join('; ')}`);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-hung-'));
    const workspace = path.join(tmp, 'workspace');
    fs.mkdirSync(workspace);
    const agent = {
      id: 'hung', name: 'Hung agent',
      command: [PYTHON, AGENT, '--listed-cwd', workspace, '--hang', 'session/load'],
    };
    vs = await startVSCode({
      name: 'hung-agent', workspace, extensionVsix: VSIX,
      settings: { 'acpBridge.python': PYTHON, 'acpBridge.agents': [agent] },
    });
    ctx.vs = vs;
  });

  after(async () => {
    await vs?.close({ failed: ctx.failed });
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  step('opening a session it never loads shows the seconds waited, with Cancel', async () => {
    await vs.openView('Agent Sessions');
    await waitFor(async () => (await vs.treeItems()).some((r) => r.label === 'Session 1'),
      { timeout: 60000, message: '"Session 1" in the tree' });
    await vs.clickTreeItem('Session 1');
    const opening = (t) => t.message.includes('Reading “Session 1” from Hung agent') && t.buttons.includes('Cancel');
    const first = await waitFor(async () => (await toasts(vs)).find(opening),
      { timeout: 10000, message: 'a notification "Reading “Session 1” from Hung agent…" with Cancel' });
    const seconds = (t) => Number(/waiting (\d+) s/.exec(t.message)?.[1]);
    assert.ok(seconds(first) >= 1, first.message);
    await vs.screenshot('hung-load-waiting');
    await waitFor(async () => {
      const now = (await toasts(vs)).find(opening);
      return now && seconds(now) >= seconds(first) + 2;
    }, { timeout: 10000, message: 'the seconds counting up' });
  });

  step('Cancel leaves it: the notification goes and the transcript says the load was cancelled', async () => {
    await vs.page.locator('.notifications-toasts .notification-list-item', { hasText: 'Reading “Session 1”' })
      .locator('.monaco-button', { hasText: 'Cancel' }).first().click();
    await waitFor(async () => !(await toasts(vs)).some((t) => t.message.includes('Reading “Session 1”')),
      { timeout: 10000, message: 'the notification gone' });
    await vs.waitForEditorText('cancelled', { timeout: 15000 });
    await sleep(500);
    await vs.screenshot('hung-load-cancelled');
  });
});
