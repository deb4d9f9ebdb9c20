// The .vsix as a person installs it: a fresh code-server whose only Python is a new, empty venv (no
// acp-bridge, no pydantic, nothing of this repository on sys.path), no settings of ours at all. The
// extension finds that Python on PATH, runs the sidecar it carries, and the built-in demo agent's
// sessions appear in the tree; one of them opens as a transcript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, sleep, startVSCode, waitFor } from './harness.mjs';

const CI = process.env.CI === 'true';
const VSIX = process.env.ACP_BRIDGE_VSIX || path.join(repoRoot, 'vscode-extension/dist/acp-bridge.vsix');
const NODE24 = process.env.E2E_NODE24;
const PYTHON_NAME = /^(python|pip|pydoc|idle)/;
// VS Code's server replaces the extension host's PATH with the one a login shell prints, unless it
// was started from a shell already (VSCODE_CLI=1, as `code` sets it): these tests choose the PATH.
const OWN_PATH = { VSCODE_CLI: '1' };
/** What would complete or reformat settings.json while a test types it. */
const TYPING = {
  'editor.autoClosingBrackets': 'never', 'editor.autoClosingQuotes': 'never', 'editor.autoSurround': 'never',
  'editor.autoIndent': 'none', 'editor.formatOnType': false, 'editor.quickSuggestions': { other: false, comments: false, strings: false },
  'editor.suggestOnTriggerCharacters': false, 'editor.acceptSuggestionOnCommitCharacter': false, 'editor.wordWrap': 'on',
};

/** A PATH with every command of this machine except its Pythons: `sysbin` holds links to the rest. */
function pathWithoutPython(tmp) {
  const sysbin = path.join(tmp, 'sysbin');
  fs.mkdirSync(sysbin);
  for (const dir of ['/usr/local/bin', '/usr/bin', '/bin']) {
    let names = [];
    try { names = fs.readdirSync(dir); } catch { continue; }
    for (const name of names) {
      const link = path.join(sysbin, name);
      if (!PYTHON_NAME.test(name) && !fs.existsSync(link)) fs.symlinkSync(path.join(dir, name), link);
    }
  }
  return sysbin;
}

const skip = !fs.existsSync(VSIX) && !CI ? `missing ${VSIX} (run: bash vscode-extension/build.sh)` : false;

test('the .vsix alone, on an empty venv: the demo agent\'s sessions appear and a transcript opens', { skip, timeout: 300000 }, async (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-install-'));
  const workspace = path.join(tmp, 'my-project');
  fs.mkdirSync(workspace);
  fs.writeFileSync(path.join(workspace, 'README.md'), '# my project\n');
  // The venv: made by the system's Python, without even pip.
  const venv = path.join(tmp, 'venv');
  execFileSync('python3', ['-m', 'venv', '--without-pip', venv]);
  const venvPython = path.join(venv, 'bin', 'python3');
  const bare = spawnSync(venvPython, ['-c', 'import acp_bridge'], { cwd: tmp, encoding: 'utf8' });
  assert.notEqual(bare.status, 0, 'the fresh venv must not import acp_bridge');
  const PATH = [path.join(venv, 'bin'), ...(NODE24 ? [path.dirname(NODE24)] : []), pathWithoutPython(tmp)].join(':');
  assert.equal(spawnSync('sh', ['-c', 'command -v python3'], { env: { PATH }, encoding: 'utf8' }).stdout.trim(), venvPython);

  const vs = await startVSCode({ name: 'install', workspace, extensionVsix: VSIX, env: { ...OWN_PATH, PATH, PYTHONPATH: '' }, settings: TYPING });
  let failed = true;
  try {
    await vs.openView('Agent Sessions');
    const rows = await waitFor(async () => {
      const r = await vs.treeItems();
      return r.some((x) => x.level === 1 && x.label === 'Demo agent') && r.filter((x) => x.level === 3).length >= 3 && r;
    }, { timeout: 90000, message: "the demo agent's sessions in the tree" });
    await vs.screenshot('sessions-from-the-vsix');
    const log = vs.outputChannelText('ACP Bridge');
    assert.ok(log.includes(`starting the sidecar: ${venvPython} `), `the sidecar runs on the venv's Python:\n${log.slice(0, 2000)}`);
    assert.match(log, /from PATH; acp-bridge bundled with the extension\)/);

    const session = rows.find((x) => x.level === 3);
    await vs.clickTreeItem(session.label);
    await vs.waitForEditorText('## User', { timeout: 60000 });
    const tab = (await vs.editorTabs()).find((t) => t.active);
    assert.ok(tab && tab.label.endsWith('.acp.md'), `a transcript's tab: ${JSON.stringify(tab)}`);
    await vs.screenshot('transcript-from-the-vsix');

    // An agent configured while it runs (here the launcher's own demo agent, with a store of its own)
    // replaces the built-in one and lists its sessions: no Refresh, no reload.
    const launcher = path.join(vs.tmp, 'extensions', fs.readdirSync(path.join(vs.tmp, 'extensions')).find((d) => d.startsWith('acp-bridge.')), 'bundled', 'launch.py');
    const settingsFile = path.join(vs.tmp, 'user-data', 'User', 'settings.json');
    const settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8'));
    settings['acpBridge.agents'] = [{
      id: 'mine', name: 'My agent',
      command: [venvPython, launcher, 'demo-agent', '--store', path.join(tmp, 'my-store'), '--seed', '8', '--cwd', workspace],
    }];
    // As a person does it: in the settings editor (typed on one line; TYPING turns off what would
    // complete the text as it is typed), saved.
    await vs.runCommand('Preferences: Open User Settings (JSON)');
    // (It opens as a tab or, in newer workbenches, a modal editor.)
    await vs.page.locator('.monaco-editor .view-lines').filter({ hasText: 'workbench.startupEditor' }).first().waitFor({ timeout: 15000 });
    await sleep(500);
    await vs.page.keyboard.press('Control+A');
    await vs.page.keyboard.type(JSON.stringify(settings));
    await vs.page.keyboard.press('Control+S');
    await waitFor(() => fs.readFileSync(settingsFile, 'utf8').includes('My agent'), { message: 'settings.json saved' });
    await waitFor(async () => {
      const r = await vs.treeItems();
      const agents = r.filter((x) => x.level === 1).map((x) => x.label);
      return agents.length === 1 && agents[0] === 'My agent' && r.filter((x) => x.level === 3).length >= 2;
    }, { timeout: 60000, message: "the configured agent's sessions, in place of the demo agent's" });
    await vs.page.keyboard.press('Escape'); // the settings editor
    await vs.screenshot('configured-agent-without-refresh');
    failed = false;
    t.diagnostic(`screenshots in ${vs.artifacts}`);
  } finally {
    await vs.close({ failed });
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('no Python at all: the view says why it is empty, and offers Select Interpreter', { skip, timeout: 180000 }, async (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-nopython-'));
  const workspace = path.join(tmp, 'my-project');
  fs.mkdirSync(workspace);
  const PATH = [...(NODE24 ? [path.dirname(NODE24)] : []), pathWithoutPython(tmp)].join(':');
  const vs = await startVSCode({ name: 'install-no-python', workspace, extensionVsix: VSIX, env: { ...OWN_PATH, PATH } });
  let failed = true;
  try {
    await vs.openView('Agent Sessions');
    await waitFor(async () => (await vs.notifications()).some((m) => m.includes('ACP Bridge could not start: No Python interpreter found')),
      { timeout: 60000, message: 'the error notification' });
    const pane = vs.page.locator('.pane-body').filter({ hasText: 'Select Interpreter' }).first();
    const text = await waitFor(async () => {
      const s = await pane.innerText().catch(() => '');
      return s.includes('found no Python to run on') && s;
    }, { timeout: 30000, message: 'the reason and the actions in the empty view' });
    assert.match(text, /Python 3\.11 or newer/);
    assert.match(text, /Open Settings/);
    await vs.screenshot('no-python');
    failed = false;
    t.diagnostic(`screenshots in ${vs.artifacts}`);
  } finally {
    await vs.close({ failed });
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
