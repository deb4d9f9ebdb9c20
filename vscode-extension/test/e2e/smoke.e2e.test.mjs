// Proves the harness drives a real VS Code on this machine, independent of the ACP Bridge extension:
// a throwaway extension (fixtures/smoke-extension, packed with vsce and installed as a .vsix, the way
// our extension is) gives a tree view, a status bar item, a QuickPick, a document and a modal dialog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withVSCode, waitFor } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function packSmokeExtension(dir) {
  const vsix = path.join(dir, 'smoke.vsix');
  const vsce = path.join(here, 'node_modules/@vscode/vsce/vsce');
  execFileSync(process.execPath, [vsce, 'package', '--allow-missing-repository', '--skip-license', '--no-dependencies', '-o', vsix],
    { cwd: path.join(here, 'fixtures/smoke-extension'), stdio: ['ignore', 'pipe', 'pipe'] });
  return vsix;
}

test('harness smoke: workbench, tree view, palette, QuickPick, status bar, notification, document, dialog', { timeout: 180000 }, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-smoke-ws-'));
  const workspace = path.join(tmp, 'workspace');
  fs.mkdirSync(workspace);
  fs.writeFileSync(path.join(workspace, 'hello.txt'), 'hello from the smoke workspace\n'.repeat(3));
  const out = path.join(tmp, 'smoke-out.jsonl');
  const vsix = packSmokeExtension(tmp);
  try {
    await withVSCode({ name: 'smoke', workspace, extensionVsix: vsix, env: { E2E_SMOKE_OUT: out } }, async (vs) => {
      // The workbench and the extension host are up: our status bar item shows.
      await waitFor(async () => (await vs.statusBarText()).includes('Smoke ready'), { timeout: 30000, message: 'smoke status bar item' });
      await vs.screenshot('workbench');

      // Explorer shows the workspace file; open it from the tree.
      await vs.openView('Explorer');
      await waitFor(async () => (await vs.treeItems()).some((r) => r.label === 'hello.txt'), { message: 'hello.txt in the explorer' });
      await vs.clickTreeItem('hello.txt');
      await vs.waitForEditorText('hello from the smoke workspace');
      assert.ok((await vs.editorTabs()).some((t) => t.label === 'hello.txt'));
      await vs.screenshot('explorer-and-file');

      // A built-in command from the palette.
      await vs.runCommand('View: Toggle Word Wrap');
      await vs.screenshot('word-wrap-toggled');

      // The extension's own view container: tree rows with descriptions.
      await vs.openView('Smoke Tree');
      const rows = await waitFor(async () => { const r = await vs.treeItems(); return r.length >= 4 && r; }, { message: 'smoke tree rows' });
      assert.deepEqual(rows.map((r) => [r.label, r.description, r.level]),
        [['Fruits', '', 1], ['Apple', 'red', 2], ['Banana', 'yellow', 2], ['Cherry', 'dark red', 2]]);
      await vs.screenshot('smoke-tree');

      // A notification from an extension command.
      await vs.runCommand('Smoke: Say Hello');
      await waitFor(async () => (await vs.notifications()).some((m) => m.includes('Hello from the smoke extension')), { message: 'toast' });
      await vs.screenshot('notification');

      // A QuickPick: read its rows, filter by description, accept.
      await vs.runCommand('Smoke: Pick a Fruit…');
      const qi = await vs.waitForQuickInput();
      assert.equal(qi.placeholder, 'Pick a fruit');
      const items = await waitFor(async () => { const i = await vs.quickPickItems(); return i.length === 3 && i; }, { message: '3 fruits' });
      assert.deepEqual(items.map((i) => [i.label, i.description, i.detail]),
        [['Apple', 'red', 'grows on trees'], ['Banana', 'yellow', 'grows in bunches'], ['Cherry', 'dark red', 'small and round']]);
      await vs.screenshot('quickpick');
      await vs.typeInQuickPick('bunch');
      await waitFor(async () => { const i = await vs.quickPickItems(); return i.length === 1 && i[0].label === 'Banana'; }, { message: 'filtered to Banana' });
      await vs.screenshot('quickpick-filtered');
      await vs.acceptQuickInput();
      await waitFor(async () => (await vs.statusBarText()).includes('Picked Banana'), { message: 'status bar after pick' });
      await vs.screenshot('status-bar-after-pick');

      // A document opened by the extension; read its text.
      await vs.runCommand('Smoke: Open Document');
      const text = await vs.waitForEditorText('General Kenobi');
      assert.match(text, /^# Smoke transcript/);
      await vs.screenshot('document');

      // A modal dialog.
      await vs.runCommand('Smoke: Confirm Something…');
      const d = await waitFor(() => vs.dialog(), { message: 'modal dialog' });
      assert.equal(d.message, 'Delete the smoke thing?');
      assert.ok(d.buttons.includes('Delete'), JSON.stringify(d));
      await vs.screenshot('modal-dialog');
      await vs.clickDialogButton('Delete');

      const log = await waitFor(() => fs.existsSync(out) && fs.readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((x) => 'confirmed' in x).length && fs.readFileSync(out, 'utf8'), { message: 'extension results' });
      const events = log.trim().split('\n').map((l) => JSON.parse(l));
      assert.ok(events.some((e) => e.activated));
      assert.ok(events.some((e) => e.picked === 'Banana'));
      assert.ok(events.some((e) => e.confirmed === true));
      console.log(`smoke: workbench up in ${vs.startupMs} ms; screenshots in ${vs.artifacts}`);
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
