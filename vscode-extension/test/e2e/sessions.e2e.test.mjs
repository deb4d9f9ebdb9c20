// End-to-end scenarios of the ACP Bridge extension in a real VS Code (code-server + headless chromium),
// written to shared/design/UX.md and vscode-extension/package.json. One VS Code per agent set; one
// screenshot per step in artifacts/e2e/<set>/. Needs: bash scripts/setup-e2e.sh, the repo venv
// (bash scripts/setup-python.sh) and vscode-extension/dist/acp-bridge.vsix (bash vscode-extension/build.sh).
import { describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeSteps, startVSCode, waitFor, sleep, repoRoot } from './harness.mjs';

const VSIX = process.env.ACP_BRIDGE_VSIX || path.join(repoRoot, 'vscode-extension/dist/acp-bridge.vsix');
const PYTHON = process.env.ACP_BRIDGE_PYTHON || path.join(repoRoot, '.venv/bin/python');
const CI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const GROUPS = ['Today', 'Yesterday', 'This week', 'Older'];
const LOAD_MORE = /^Load more/;
const INFO = /^(Loading…|No sessions yet|Listing not supported|Saved list from)/;
const RELATIVE = /^(● )?(now|\d+(m|h|d|w|mo|y))$/;
const FIRST_LISTING_MS = 60000;

function prerequisites() {
  const missing = [];
  if (!fs.existsSync(VSIX)) missing.push(`${path.relative(repoRoot, VSIX)} (run: bash vscode-extension/build.sh)`);
  if (!fs.existsSync(PYTHON)) missing.push(`${PYTHON} (run: bash scripts/setup-python.sh)`);
  return missing;
}
const missing = prerequisites();
// Locally a missing .vsix skips with a message; under CI it fails (in before()).
const skipAll = missing.length && !CI ? `missing: ${missing.join('; ')}` : false;

// ---------- reading the tree ----------

/** Splits the rows of the sessions tree into agents, groups, sessions and other leaves. */
function classify(rows) {
  const agentLevel = 1; // one root node per configured agent
  const out = { agents: [], groups: [], sessions: [], loadMore: [], info: [], errors: [] };
  for (const r of rows) {
    if (r.level === agentLevel) out.agents.push(r);
    else if (r.level === agentLevel + 1 && GROUPS.includes(r.label)) out.groups.push(r);
    else if (LOAD_MORE.test(r.label)) out.loadMore.push(r);
    else if (r.level === agentLevel + 1 && INFO.test(r.label)) out.info.push(r);
    else if (r.level === agentLevel + 1) out.errors.push(r);
    else out.sessions.push(r);
  }
  return out;
}

async function tree(vs) { return classify(await vs.allTreeItems()); }

async function waitForSessions(vs, timeout = FIRST_LISTING_MS) {
  return waitFor(async () => {
    const t = classify(await vs.treeItems());
    return t.groups.length && t.sessions.length && t;
  }, { timeout, message: 'sessions in the Agent Sessions tree' });
}

function startOfLocalDay(daysBack) {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - daysBack).getTime();
}
function dateGroup(iso) {
  const t = Date.parse(iso);
  if (t >= startOfLocalDay(0)) return 'Today';
  if (t >= startOfLocalDay(1)) return 'Yesterday';
  if (t >= startOfLocalDay(6)) return 'This week';
  return 'Older';
}

async function waitForStatusTitle(vs, title, timeout = 20000) {
  const shown = title.length > 40 ? title.slice(0, 30) : title;
  return waitFor(async () => { const s = await vs.statusBarText(); return s.includes(shown) && s; },
    { timeout, message: `status bar showing "${shown}"` });
}

async function waitForTranscriptTab(vs, title, id, timeout = 20000) {
  return waitFor(async () => (await vs.editorTabs()).find((t) =>
    t.active && (t.label.includes(title) || t.label.includes(id) || t.title.includes(title) || t.title.includes(id))),
  { timeout, message: `an active tab for "${title}" / ${id}` });
}

/** The active editor shows a thought folded: its heading, then not its text (the heading is not the
 * last line drawn, the line under it is no line of the thought's blockquote, and `thought`, when
 * given, shows nowhere). */
async function thoughtFolded(vs, thought) {
  const lines = await vs.activeEditorLines();
  const at = lines.findIndex((l) => /^> \*\*Thought\*\*/.test(l.text));
  return at >= 0 && at < lines.length - 1 && !lines[at + 1].text.startsWith('>')
    && (thought === undefined || !lines.some((l) => l.text.includes(thought.split('\n')[0])));
}

/** The first words of a message as they must appear in the Markdown transcript. */
function snippet(text) {
  return text.split('\n')[0].split(' ').slice(0, 5).join(' ').slice(0, 40);
}

/** ACP: Resume Session by Id… with the whole id (ids are unique, titles are not). */
async function resumeById(vs, id) {
  await vs.runCommand('ACP: Resume Session by Id…');
  await vs.waitForQuickInput({ title: 'Resume Session by Id' });
  await vs.typeInQuickPick(id);
  await vs.acceptQuickInput();
}

/** Waits until a new transcript's cursor has settled on its newest prompt (`prompt`, under its
 * `## User` heading). Keys pressed before that race the settling: VS Code's extension host learns of
 * a key's move only after the renderer has made it, so a move made within ~0.1 s of the text showing
 * can be taken back by the settle. A person does not press that soon; a test must wait. */
async function settledOnNewestPrompt(vs, prompt) {
  await waitFor(async () => {
    const lines = await vs.activeEditorLines();
    const at = lines.findIndex((l) => l.text === prompt);
    return at >= 2 && lines[at - 2].text === '## User' && (await vs.cursorLine()) === lines[at - 2].number;
  }, { timeout: 10000, message: `the cursor on the newest prompt "${prompt}"`, explain: async () => `the cursor on line ${await vs.cursorLine()}` });
}

// ---------- the demo agent (the reference agent of this repo) ----------

/** A session in `workspace` whose tool printed a 200,000-line build log (3.7 MB), updated a year ago
 * (the last row of the folder's sessions; its title, over 38 characters, is no step's target). */
const BIG_LOG = { sessionId: 'sess_big_build_log', title: 'Build the whole tree with a 200,000-line log' };
/** A session of 60 heavy turns (`heavy_turn_updates`: a ~39,000-character output each, 2.3 MB), too
 * heavy for one window. */
const HEAVY = { sessionId: 'sess_heavy_turns', title: 'Sixty turns of long outputs from the test suite', turns: 60 };

function addBigLogSession(store, workspace) {
  const script = `
import sys
from datetime import UTC, datetime, timedelta
from acp_bridge.demo_agent import updates as u
from acp_bridge.demo_agent.store import SessionMeta, SessionStore
from tests.fakes.demo import heavy_turn_updates
store, cwd, session_id, title = sys.argv[1:5]
lines = [f"[{n:06d}] compiling module_{n}.c\\n" for n in range(1, 200_001)]
when = u.iso(datetime.now(UTC) - timedelta(days=400))
sessions = SessionStore(__import__("pathlib").Path(store))
sessions.create(SessionMeta(session_id, cwd, (), title, when, when))
sessions.append(session_id, [
    u.user_chunk("u1", "Build the whole tree and show me the log."),
    u.tool_call("t1", "make all", "execute", raw_input={"command": "make all"}),
    u.tool_update("t1", "completed", [u.tool_text("".join(lines))]),
    u.agent_chunk("a1", "Everything compiled."),
])
heavy_id, heavy_title, turns = sys.argv[5], sys.argv[6], int(sys.argv[7])
sessions.create(SessionMeta(heavy_id, cwd, (), heavy_title, when, when))
sessions.append(heavy_id, heavy_turn_updates(turns))
`;
  execFileSync(PYTHON, ['-c', script, store, workspace, BIG_LOG.sessionId, BIG_LOG.title, HEAVY.sessionId, HEAVY.title, String(HEAVY.turns)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
}

function demoStore(tmp, workspace) {
  const store = path.join(tmp, 'store');
  execFileSync(PYTHON, ['-m', 'acp_bridge.demo_agent', '--store', store, '--seed', '120', '--cwd', workspace, '--seed-only'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  addBigLogSession(store, workspace);
  const index = JSON.parse(fs.readFileSync(path.join(store, 'index.json'), 'utf8')).sessions;
  const all = Object.entries(index).map(([sessionId, e]) => ({ sessionId, ...e }));
  const titleCount = new Map();
  for (const s of all) if (s.title) titleCount.set(s.title, (titleCount.get(s.title) || 0) + 1);
  const userTexts = (id) => fs.readFileSync(path.join(store, 'sessions', `${id}.jsonl`), 'utf8').split('\n').slice(1)
    .filter(Boolean).map((line) => JSON.parse(line))
    .filter((u) => u.sessionUpdate === 'user_message_chunk' && u.content?.type === 'text').map((u) => u.content.text);
  const firstUser = (id) => userTexts(id)[0] ?? '';
  // The thought of the newest turn, if it has one (it opens folded).
  const lastThought = (id) => {
    const updates = fs.readFileSync(path.join(store, 'sessions', `${id}.jsonl`), 'utf8').split('\n').slice(1)
      .filter(Boolean).map((line) => JSON.parse(line));
    const turn = updates.slice(updates.findLastIndex((u) => u.sessionUpdate === 'user_message_chunk'));
    return turn.find((u) => u.sessionUpdate === 'agent_thought_chunk')?.content?.text;
  };
  // A transcript opens at its newest turn: the last prompt is what shows.
  const lastUser = (id) => userTexts(id).at(-1) ?? '';
  const inWs = all.filter((s) => s.cwd === workspace).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  // A session of a sibling folder (another project) with a plain title (titles repeat: it is found by id).
  const elsewhere = all
    .filter((s) => path.dirname(s.cwd) === path.dirname(workspace) && s.cwd !== workspace && s.title)
    .map((s) => ({ ...s, firstUser: firstUser(s.sessionId), lastUser: lastUser(s.sessionId) }))
    .find((s) => /^[A-Za-z0-9 .,'-]{5,38}$/.test(s.title) && /^[A-Za-z0-9 ,.?']{10,}/.test(s.firstUser)
      && /^[A-Za-z0-9 ,.?']{10,}/.test(s.lastUser));
  for (const s of inWs) {
    Object.assign(s, { firstUser: firstUser(s.sessionId), lastUser: lastUser(s.sessionId), lastThought: lastThought(s.sessionId) });
    s.unique = titleCount.get(s.title) === 1;
  }
  // Sessions that make good targets: a plain title under 40 characters and a plain first prompt.
  const plain = inWs.filter((s) => s.title && /^[A-Za-z0-9 .,'-]{5,38}$/.test(s.title)
    && /^[A-Za-z0-9 ,.?']{10,}/.test(s.firstUser) && /^[A-Za-z0-9 ,.?']{10,}/.test(s.lastUser));
  plain.sort((a, b) => Number(b.unique) - Number(a.unique)); // unique titles first, then newest first (stable)
  // Titles repeat in the seeded store: a title names its newest session in this folder, the first
  // row with that label in the tree (newest first).
  const seen = new Set();
  const targets = plain.filter((s) => !seen.has(s.title) && seen.add(s.title)).map((s) => inWs.find((x) => x.title === s.title));
  // Two sessions of one title (the newest two), among the targets the steps do not pick.
  const twins = targets.slice(4).map((t) => inWs.filter((x) => x.title === t.title)).find((same) => same.length >= 2)?.slice(0, 2);
  return { store, all, inWs, plain: targets, twins, elsewhere, index: () => JSON.parse(fs.readFileSync(path.join(store, 'index.json'), 'utf8')).sessions };
}

/** The shortest prefix (at least 9 characters) of `id` that no other session id shares, plus 2. */
function uniquePrefix(id, ids) {
  for (let n = 9; n <= id.length; n++) {
    const p = id.slice(0, n);
    if (ids.filter((x) => x.startsWith(p)).length === 1) return id.slice(0, Math.min(id.length, n + 2));
  }
  return id;
}

/** The parent of process `pid` (from /proc). */
function parentPid(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Pids of the demo agents serving `store` (their argv carries --store <store>); ours by construction. */
function demoAgentPids(store) {
  const pids = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0');
      const i = argv.indexOf('--store');
      if (i >= 0 && argv[i + 1] === store && argv.some((a) => a.includes('demo_agent') || a === 'demo-agent')) pids.push(Number(d));
    } catch { /* gone */ }
  }
  return pids;
}

describe('ACP Bridge with the demo agent', { skip: skipAll }, () => {
  const ctx = { failed: false };
  const step = makeSteps(ctx);
  let vs, tmp, workspace, demo, broken;
  const picked = {};

  before(async () => {
    if (missing.length) throw new Error(`E2E prerequisites missing: ${missing.join('; ')}`);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-demo-'));
    workspace = path.join(tmp, 'workspace');
    fs.mkdirSync(workspace);
    fs.writeFileSync(path.join(workspace, 'README.md'), '# A workspace for the ACP Bridge E2E tests\n');
    demo = demoStore(tmp, workspace);
    assert.ok(demo.plain.length >= 4, `need 4 plain sessions in the seeded store, have ${demo.plain.length}`);
    [picked.open, picked.switch, picked.resume, picked.del] = demo.plain;
    assert.ok(demo.elsewhere, 'a plain session of a sibling folder in the seeded store');
    // While `broken` exists the agent's command fails at once (exit 3): "the agent cannot start".
    broken = path.join(tmp, 'broken');
    const agent = {
      id: 'demo', name: 'Demo agent',
      command: ['sh', '-c', `test -e "${broken}" && exit 3; exec "$@"`, 'sh',
        PYTHON, '-m', 'acp_bridge.demo_agent', '--store', demo.store, '--seed', '120', '--cwd', workspace, '--fork'],
    };
    vs = await startVSCode({
      name: 'sessions-demo', workspace, extensionVsix: VSIX,
      settings: { 'acpBridge.python': PYTHON, 'acpBridge.agents': [agent], 'acpBridge.traceAcp': true },
    });
    ctx.vs = vs;
  });

  after(async () => {
    await vs?.close({ failed: ctx.failed });
    if (ctx.failed && vs) console.error(`e2e: screenshots and logs in ${vs.artifacts}`);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  step('the view lists the sessions of this folder grouped Today / Yesterday / This week / Older', async () => {
    await vs.openView('Agent Sessions');
    await waitForSessions(vs);
    await sleep(500);
    const t = await tree(vs);
    assert.deepEqual(t.agents.map((a) => a.label), ['Demo agent']);
    const labels = t.groups.map((g) => g.label);
    assert.deepEqual(labels, GROUPS.filter((g) => labels.includes(g)), `groups out of order: ${labels}`);
    const expected = new Set(demo.inWs.slice(0, 10).map((s) => dateGroup(s.updatedAt)));
    for (const g of ['Today', 'Yesterday']) if (expected.has(g)) assert.ok(labels.includes(g), `no "${g}" group: ${labels}`);
    assert.ok(labels.includes('Older'), `no "Older" group: ${labels}`);
    for (const s of t.sessions) assert.match(s.description, RELATIVE, `description of "${s.label}"`);
    const other = demo.all.filter((s) => s.cwd !== workspace && s.title && !demo.inWs.some((w) => w.title === s.title));
    for (const s of other) assert.ok(!t.sessions.some((r) => r.label === s.title), `"${s.title}" is from another folder`);
    await vs.screenshot('sessions-grouped');
  });

  step('"Load more…" loads the next page until every session of the folder is listed', async () => {
    let t = await tree(vs);
    assert.equal(t.loadMore.length, 1, 'a "Load more…" leaf (77 sessions in this folder, pages of 50)');
    const before = t.sessions.length;
    for (let i = 0; i < 5 && t.loadMore.length; i++) {
      const n = t.sessions.length;
      await vs.clickTreeItem(LOAD_MORE);
      t = await waitFor(async () => { const x = await tree(vs); return x.sessions.length > n && x; },
        { timeout: 20000, message: 'more sessions after "Load more…"' });
    }
    assert.ok(t.sessions.length > before);
    assert.equal(t.loadMore.length, 0, 'no "Load more…" once everything is listed');
    assert.equal(t.sessions.length, demo.inWs.length, 'every session of this folder');
    await vs.screenshot('after-load-more');
  });

  step('clicking a session opens its transcript with the replayed messages, for reading: nothing is switched', async () => {
    const s = picked.open;
    assert.ok(!(await vs.statusBarText()).includes('· Demo agent'), 'no session is active yet');
    await vs.clickTreeItem(s.title);
    await waitForTranscriptTab(vs, s.title, s.sessionId);
    await vs.waitForEditorText(snippet(s.lastUser), { timeout: 20000 });
    await sleep(500);
    const status = await vs.statusBarText();
    assert.ok(!status.includes('· Demo agent'), `reading makes no session active: ${status}`);
    await vs.screenshot('transcript-opened');
  });

  step('Go to Symbol (@) lists the turns of the transcript by their prompts (the bridge outline)', async () => {
    const want = snippet(picked.open.firstUser);
    await vs.closeQuickInput();
    await vs.page.keyboard.press('F1');
    await vs.typeInQuickPick('@');
    const items = await waitFor(async () => {
      const i = await vs.quickPickItems();
      return i.some((x) => x.label.startsWith('User: ') && x.label.includes(want)) && i;
    }, { timeout: 15000, message: `a turn symbol "User: ${want}…" in Go to Symbol` });
    assert.ok(items.some((x) => x.label.startsWith('Agent: ')), `the turn's answer under it: ${items.map((x) => x.label)}`);
    await vs.screenshot('transcript-symbols');
    await vs.closeQuickInput();
  });

  step('Search Transcripts… says what it searched, finds a word of the transcript read, and opens it at that turn', async () => {
    const s = picked.open;
    const word = s.firstUser.split(/[^A-Za-z]+/).find((w) => w.length >= 5 && !s.title.toLowerCase().includes(w.toLowerCase()))
      ?? s.firstUser.split(/[^A-Za-z]+/).find((w) => w.length >= 4);
    assert.ok(word, `a word in the first prompt of ${s.sessionId}: ${s.firstUser}`);
    await vs.runCommand('ACP: Search Transcripts…');
    await vs.waitForQuickInput({ title: 'Search Transcripts' });
    await vs.typeInQuickPick(word);
    // "of 50+ sessions" while an agent has sessions it has not listed yet (the tree lists a page at a time).
    const q = await vs.waitForQuickInput({ title: /searched \d+ of \d+\+? sessions/ });
    const [, searched, known] = /searched (\d+) of (\d+)\+? sessions/.exec(q.title).map(Number);
    assert.ok(searched >= 1 && known >= demo.inWs.length && searched < known, `what was covered: ${q.title}`);
    const row = await waitFor(async () => (await vs.quickPickItems()).find((x) => x.label === s.title && /turn 1 ·/.test(x.detail)),
      { timeout: 15000, message: `"${s.title}" with its hit in turn 1 among the results for "${word}"` });
    assert.ok(row.detail.toLowerCase().includes(word.toLowerCase()), `the snippet shows the word: ${row.detail}`);
    await vs.screenshot('search-transcripts');
    await vs.pickQuickPickItem(s.title);
    await vs.waitForEditorText(snippet(s.firstUser), { timeout: 20000 });
    await waitFor(async () => /\(\d+ selected\)/.test(await vs.statusBarText()),
      { timeout: 10000, message: 'the word selected in the transcript (the status bar counts the selection)' });
    assert.ok(!(await vs.statusBarText()).includes('· Demo agent'), 'reading a search result switches nothing');
    await vs.screenshot('search-result-opened');
  });

  step('Index All Sessions… (the search picker\'s button) replays the rest with status-bar progress; then every session is searched', async () => {
    await vs.runCommand('ACP: Search Transcripts…');
    const q = await vs.waitForQuickInput({ title: /searched \d+ of \d+\+? sessions/ });
    const known = Number(/of (\d+)\+? sessions/.exec(q.title)[1]);
    await vs.page.locator('.quick-input-widget .action-label[aria-label^="Index All Sessions"]').first().click({ timeout: 10000 });
    const d = await waitFor(() => vs.dialog(), { timeout: 10000, message: 'the Index All Sessions question' });
    assert.match(d.detail, /one at a time and only while its agent is idle/);
    await vs.clickDialogButton('Index All Sessions');
    const progress = await waitFor(async () => (await vs.statusBarItems()).find((i) => /Indexing history/.test(i.text)),
      { timeout: 20000, message: 'the status bar saying "Indexing history …"' });
    await vs.screenshot('indexing-history');
    // The rows' order (a replay the agent took for a use would move its session to the top). An
    // untitled session's label turns from its id into its first prompt once read: those are left out.
    const titled = (rows) => rows.map((r) => r.label).filter((l) => !/^sess_/.test(l));
    const order = titled(await vs.treeItems());
    await waitFor(async () => !(await vs.statusBarItems()).some((i) => /Indexing history/.test(i.text)),
      { timeout: 120000, message: `indexing to end (it showed "${progress.text}")` });
    // Every titled row before is still there, in the same order (newly named rows may come in between).
    const rowsAfter = titled(await vs.treeItems());
    let at = 0;
    for (const label of rowsAfter) if (at < order.length && label === order[at]) at++;
    assert.equal(at, order.length, `indexing did not reorder the list: ${JSON.stringify({ order, rowsAfter })}`);
    await vs.runCommand('ACP: Search Transcripts…');
    // Every session of every folder is known now (indexing listed them all), and every one searched.
    const after = await vs.waitForQuickInput({ title: /searched (\d+) of \1 sessions/, timeout: 30000 });
    assert.ok(Number(/of (\d+) sessions/.exec(after.title)[1]) >= known, after.title);
    assert.equal(await vs.page.locator('.quick-input-widget .action-label[aria-label^="Index All Sessions"]').count(), 0,
      `nothing left to index: ${after.title}`);
    await vs.screenshot('indexed-all');
    await vs.closeQuickInput();
  });

  step('Archive hides a session from the tree; "Show 1 archived session" brings it back marked; Unarchive restores it', async () => {
    // Titles repeat in the seeded store: rows with the archived session's title are counted, and the
    // archived one is told apart by its description ("archived · …").
    const used = [picked.open, picked.switch, picked.resume, picked.del].map((x) => x.title);
    const s = demo.inWs.find((x) => x.title && /^[A-Za-z0-9 .,'-]{5,38}$/.test(x.title) && !used.includes(x.title));
    assert.ok(s, 'a session with a plain title in the seeded store');
    // Each look scrolls the whole tree (every session of the folder is listed by now): seconds apiece.
    const rows = async () => (await vs.allTreeItems()).filter((r) => r.label === s.title);
    // What a failed wait saw: the rows of that title, the archived leaf, the status bar.
    const explain = async () => {
      const all = await vs.allTreeItems();
      const mine = all.filter((r) => r.label === s.title).map((r) => `${r.index}: ${r.description}`);
      const leaf = all.filter((r) => /archived session|^Loading|^Load more|^Saved list|error/i.test(r.label)).map((r) => r.label);
      return `rows of "${s.title}" ${JSON.stringify(mine)} (${before} before), other leaves ${JSON.stringify(leaf)}, `
        + `status bar "${await vs.statusBarText()}", notifications ${JSON.stringify(await vs.notifications())}`;
    };
    const said = (text) => async () => (await vs.statusBarText()).includes(text);
    const before = (await rows()).length;
    await vs.treeContextMenu(s.title, 'Archive', { ran: said(`Archived “${s.title}”`) });
    await waitFor(async () => (await rows()).length === before - 1, { timeout: 45000, message: `one "${s.title}" row fewer`, explain });
    await vs.revealTreeItem('Show 1 archived session');
    await vs.screenshot('session-archived');
    await vs.clickTreeItem('Show 1 archived session');
    const archived = await waitFor(async () => { const r = await rows(); return r.length === before && r.filter((x) => /^archived · /.test(x.description)); },
      { timeout: 45000, message: `"${s.title}" shown again, marked archived`, explain });
    assert.equal(archived.length, 1, 'exactly the archived row says so');
    await vs.revealTreeItem('Hide 1 archived session');
    await vs.screenshot('archived-shown');
    await vs.treeContextMenu(s.title, 'Unarchive', { description: /^archived · /, ran: said(`Unarchived “${s.title}”`) });
    await waitFor(async () => { const r = await rows(); return r.length === before && !r.some((x) => /archived/.test(x.description)); },
      { timeout: 45000, message: `"${s.title}" back as a plain row`, explain });
    assert.ok(!(await vs.allTreeItems()).some((r) => /archived session/.test(r.label)), 'no archived leaf left');
    await vs.scrollTreeToTop(); // where the next steps look for the newest sessions
  }, { timeout: 240000 }); // each wait scrolls the whole tree: a failed one still has time to say what it saw

  step('Switch Session… from the palette: type part of a title, Enter → transcript + status bar', async () => {
    const s = picked.switch;
    await vs.runCommand('ACP: Switch Session…');
    await vs.waitForQuickInput({ title: 'Switch Session' });
    await waitFor(async () => (await vs.quickPickItems()).length > 3, { timeout: 15000, message: 'switcher items' });
    await vs.screenshot('switcher-open');
    const part = s.title.split(' ').slice(1).join(' ') || s.title;
    await vs.typeInQuickPick(part);
    const items = await waitFor(async () => { const i = await vs.quickPickItems(); return i.some((x) => x.label === s.title) && i; },
      { timeout: 10000, message: `"${s.title}" in the switcher` });
    await vs.screenshot('switcher-filtered');
    if (items.find((x) => x.focused)?.label === s.title) await vs.acceptQuickInput(); // Enter, as a person would
    else await vs.pickQuickPickItem(s.title);
    await waitForTranscriptTab(vs, s.title, s.sessionId);
    await waitForStatusTitle(vs, s.title);
    await vs.waitForEditorText(snippet(s.lastUser), { timeout: 20000 });
    await vs.screenshot('switched');
  });

  step('Resume Session by Id… with an ambiguous prefix asks which session (never "first wins")', async () => {
    const ids = demo.inWs.map((x) => x.sessionId);
    const prefix = ['sess_0', 'sess_1', 'sess_2', 'sess_3', 'sess_4', 'sess_5', 'sess_6', 'sess_7', 'sess_8', 'sess_9', 'sess_a', 'sess_b', 'sess_c', 'sess_d', 'sess_e', 'sess_f']
      .map((p) => [p, ids.filter((i) => i.startsWith(p)).length]).sort((a, b) => b[1] - a[1])[0][0];
    const statusBefore = await vs.statusBarText();
    await vs.runCommand('ACP: Resume Session by Id…');
    await vs.waitForQuickInput({ title: 'Resume Session by Id' });
    await vs.typeInQuickPick(prefix);
    await vs.acceptQuickInput();
    const items = await waitFor(async () => { const i = await vs.quickPickItems(); return i.length >= 2 && i; },
      { timeout: 15000, message: `a picker of the sessions whose id starts with ${prefix}` });
    await vs.screenshot('resume-ambiguous-prefix');
    assert.ok(items.length >= 2);
    await vs.closeQuickInput();
    assert.equal(await vs.statusBarText(), statusBefore, 'nothing resumed');
  });

  step('Resume Session by Id… with an id prefix makes that session active', async () => {
    const s = picked.resume;
    const prefix = uniquePrefix(s.sessionId, demo.all.map((x) => x.sessionId));
    await vs.runCommand('ACP: Resume Session by Id…');
    await vs.waitForQuickInput({ title: 'Resume Session by Id' });
    await vs.typeInQuickPick(prefix);
    await vs.screenshot('resume-by-id-prefix');
    await vs.acceptQuickInput();
    await waitForStatusTitle(vs, s.title);
    const row = await waitFor(async () => (await tree(vs)).sessions.find((r) =>
      r.label === s.title && (r.description.startsWith('●') || /\bactive\b/i.test(r.ariaLabel))),
    { timeout: 10000, message: `"${s.title}" marked active in the tree` });
    assert.ok(row);
    await vs.revealTreeItem(s.title); // so the screenshot shows the marked row
    await vs.screenshot('resumed');
  });

  step('the agent renames the active session (/rename) → status bar, tree and its tab show the new title', async () => {
    const s = picked.resume;
    const NEW = 'Renamed by the agent';
    const oldCount = (await tree(vs)).sessions.filter((r) => r.label === s.title).length;
    await vs.runCommand('ACP: Send Prompt to Active Session…');
    await vs.waitForQuickInput({ title: 'Send Prompt to' });
    await vs.typeInQuickPick(`/rename ${NEW}`);
    await vs.acceptQuickInput();
    await waitForStatusTitle(vs, NEW, 30000);
    await waitFor(async () => (await tree(vs)).sessions.some((r) => r.label === NEW), { timeout: 15000, message: `"${NEW}" in the tree` });
    const t = await tree(vs);
    assert.equal(t.sessions.filter((r) => r.label === s.title).length, oldCount - 1, 'the old title is gone');
    assert.equal(t.sessions.length, demo.inWs.length, 'patched in place, nothing lost');
    // The transcript's tab (shown) is relabelled in place: the new title, no tab left with the old one.
    await waitFor(async () => (await vs.editorTabs()).some((tab) => tab.label.startsWith(NEW)),
      { timeout: 15000, message: `a tab labelled "${NEW}"` });
    const labels = (await vs.editorTabs()).map((tab) => tab.label);
    assert.ok(!labels.some((l) => l.startsWith(s.title)), `no tab keeps the old title: ${labels}`);
    assert.equal(labels.filter((l) => l.startsWith(NEW)).length, 1, `one tab for the session: ${labels}`);
    // The new tab's document shows its thoughts folded, as the transcript did when it first showed
    // (checked where it opens, before any key: a move while its text settles leaves them as they are).
    await waitFor(() => thoughtFolded(vs), { timeout: 10000, message: 'a thought folded in the renamed tab' });
    // The document's heading follows (an edit of the header: the body the editor holds stays).
    await vs.focusActiveEditor();
    await vs.page.keyboard.press('Control+Home');
    await waitFor(async () => (await vs.cursorLine()) === 1,
      { timeout: 10000, message: 'the cursor on the first line', explain: async () => `the cursor on line ${await vs.cursorLine()}` });
    const text = await waitFor(async () => {
      const t = await vs.activeEditorText();
      return t.startsWith(`# ${NEW}\n`) && t;
    }, { timeout: 10000, message: `the heading "# ${NEW}"`, explain: async () => `shown: ${JSON.stringify((await vs.activeEditorText()).slice(0, 200))}` });
    assert.ok(text.startsWith(`# ${NEW}\n\n## User\n`), `the renamed transcript's top: ${text.slice(0, 300)}`);
    assert.ok(await thoughtFolded(vs), 'its first thought folded too');
    await vs.revealTreeItem(NEW);
    await vs.screenshot('renamed-by-agent');
  });

  step('a prompt in flight shows at once (status bar spinner and Cancel, the wait at the transcript\'s end, shown with no key pressed); Cancel stops it', async () => {
    const WAITING = 'Waiting for the agent\'s answer…';
    await vs.runCommand('ACP: Send Prompt to Active Session…');
    await vs.waitForQuickInput({ title: 'Send Prompt to' });
    await vs.typeInQuickPick('/slow 30 take your time');
    await vs.acceptQuickInput();
    await waitFor(async () => (await vs.statusBarText()).includes('Cancel'),
      { timeout: 5000, message: 'a Cancel item in the status bar' });
    // The view was at the transcript's top (the step before): a prompt sent brings it to the end,
    // where the prompt and its answer come, with no key pressed.
    await vs.waitForEditorText(WAITING, { timeout: 10000 });
    const lens = vs.codeLens('Cancel the prompt');
    await lens.waitFor({ state: 'visible', timeout: 10000 });
    await vs.screenshot('prompt-in-flight');
    await lens.click();
    await waitFor(async () => !(await vs.statusBarText()).includes('Cancel'),
      { timeout: 15000, message: 'the Cancel item gone: the turn ended' });
    await waitFor(async () => !(await vs.activeEditorText()).includes(WAITING),
      { timeout: 10000, message: 'the wait gone from the transcript' });
    await vs.screenshot('prompt-cancelled');
  });

  step('two sessions of the same title open in two tabs, told apart by the id', async () => {
    assert.ok(demo.twins, 'two sessions of one title in the seeded store');
    const [a, b] = demo.twins;
    await vs.clickTreeItem(a.title); // the newest of the two: the first row with that label
    await waitForTranscriptTab(vs, a.title, a.sessionId);
    await resumeById(vs, b.sessionId); // the other (its row has the same label)
    await vs.waitForEditorText(snippet(b.lastUser), { timeout: 20000 });
    const tabs = await waitFor(async () => {
      const t = (await vs.editorTabs()).filter((x) => x.label.startsWith(a.title));
      return t.length === 2 && t;
    }, { timeout: 10000, message: `two tabs for "${a.title}"` });
    const labels = tabs.map((t) => t.label);
    assert.notEqual(labels[0], labels[1], `two tabs, two labels: ${labels}`);
    assert.ok(labels.includes(`${a.title}.acp.md`), `the first keeps its title: ${labels}`);
    assert.ok(labels.includes(`${a.title} · ${b.sessionId.slice(0, 8)}.acp.md`), `the second adds its id: ${labels}`);
    await vs.screenshot('equal-titles-told-apart');
  });

  step('a session whose tool printed a 200,000-line log opens at once: the log\'s start and end, and what is left out', async () => {
    await resumeById(vs, BIG_LOG.sessionId);
    await waitForTranscriptTab(vs, BIG_LOG.title, BIG_LOG.sessionId);
    await vs.waitForEditorText('[000001] compiling module_1.c', { timeout: 20000 });
    await settledOnNewestPrompt(vs, 'Build the whole tree and show me the log.');
    await vs.page.keyboard.press('Control+End');
    await vs.waitForEditorText('Everything compiled.', { timeout: 10000 });
    assert.match(await vs.activeEditorText(), /\[200000\] compiling module_200000\.c/, 'the log\'s last line');
    await vs.page.keyboard.press('Control+F');
    await vs.page.keyboard.type('left out here');
    await vs.page.keyboard.press('Enter');
    await vs.page.keyboard.press('Escape');
    const text = await vs.waitForEditorText(/… [\d,]+ lines \([\d,]+ characters\) left out here/, { timeout: 10000 });
    const lines = Number(text.match(/… ([\d,]+) lines/)[1].replaceAll(',', ''));
    assert.ok(lines > 190000 && lines < 200000, `most of the log is left out of the editor: ${lines} lines`);
    await vs.screenshot('long-output-cut');
  });

  step('a session of heavy turns opens on the newest ones that fit; "Earlier turns" opens the parts of the page before', async () => {
    await resumeById(vs, HEAVY.sessionId);
    await waitForTranscriptTab(vs, HEAVY.title, HEAVY.sessionId);
    await vs.waitForEditorText(`Run test batch ${HEAVY.turns} again`, { timeout: 20000 });
    await settledOnNewestPrompt(vs, `Run test batch ${HEAVY.turns} again`);
    await vs.page.keyboard.press('Control+Home');
    const top = await vs.waitForEditorText(/Earlier turns \(1-\d+\)/, { timeout: 10000 });
    const before = Number(top.match(/Earlier turns \(1-(\d+)\)/)[1]);
    assert.ok(before > 10 && before < HEAVY.turns - 1, `the first ${before} of ${HEAVY.turns} turns are left to the page before`);
    assert.ok(top.includes(`Run test batch ${before + 1} again`), 'the window starts at the turn after them');
    await vs.screenshot('heavy-turns-newest-window');
    // The page before (turns 1-50, ~2 MB) is over the budget too: it is cut into parts, and the
    // lens opens the part that holds the turn just before the window.
    const earlierLens = () => vs.codeLens('Earlier turns');
    const partTab = async () => (await vs.editorTabs()).find((t) => t.active && /\(turns \d+-\d+\)/.test(t.label));
    await earlierLens().waitFor({ state: 'visible', timeout: 20000 });
    await earlierLens().click();
    const part = await waitFor(partTab, { timeout: 20000, message: 'the tab of a part of turns 1–50' });
    const [first, last] = part.label.match(/\(turns (\d+)-(\d+)\)/).slice(1).map(Number);
    assert.ok(first > 1 && first <= before && before <= last && last <= 50, `turn ${before} is in the part ${first}-${last}`);
    await vs.page.keyboard.press('Control+Home');
    const partTop = await vs.waitForEditorText(`Earlier turns (1-${first - 1})`, { timeout: 20000 });
    assert.ok(partTop.includes(`Run test batch ${first} again`), 'the part starts at its first turn');
    await vs.screenshot('heavy-turns-earlier-part');
    await earlierLens().waitFor({ state: 'visible', timeout: 20000 });
    await earlierLens().click();
    await waitFor(async () => (await partTab())?.label.includes(`(turns 1-${first - 1})`),
      { timeout: 20000, message: `the tab of the first part, turns 1-${first - 1}` });
    await vs.waitForEditorText('Run test batch 1 again', { timeout: 20000 });
    await vs.screenshot('heavy-turns-first-part');
  });

  step('Delete… a session (confirm the modal) → it disappears from the tree and the store', async () => {
    const s = picked.del;
    const count = (await tree(vs)).sessions.filter((r) => r.label === s.title).length;
    assert.ok(demo.index()[s.sessionId], 'the session is in the agent store');
    await vs.treeContextMenu(s.title, 'Delete…');
    const d = await waitFor(() => vs.dialog(), { timeout: 10000, message: 'a confirmation dialog' });
    assert.ok(d.buttons.some((b) => /delete/i.test(b)), `dialog buttons: ${d.buttons}`);
    await vs.screenshot('delete-confirm');
    await vs.clickDialogButton(d.buttons.find((b) => /delete/i.test(b)));
    await waitFor(async () => (await tree(vs)).sessions.filter((r) => r.label === s.title).length === count - 1,
      { timeout: 15000, message: `"${s.title}" gone from the tree` });
    await waitFor(() => !demo.index()[s.sessionId], { timeout: 10000, message: `${s.sessionId} deleted from the agent store` });
    await vs.scrollTreeToTop();
    await vs.screenshot('deleted');
  });

  step('a session of another folder (Resume by Id) asks first; "Open Read-Only" shows its transcript, nothing is resumed', async () => {
    const s = demo.elsewhere;
    const statusBefore = await vs.statusBarText();
    await resumeById(vs, s.sessionId);
    const d = await waitFor(() => vs.dialog(), { timeout: 30000, message: 'the "another folder" question' });
    assert.match(d.message ?? JSON.stringify(d), /another folder/);
    assert.ok(d.buttons.includes('Open Read-Only'), `buttons: ${d.buttons}`);
    assert.ok(d.buttons.some((b) => b === `Fork into ${path.basename(workspace)}`), `buttons: ${d.buttons}`);
    await vs.screenshot('cross-project-ask');
    await vs.clickDialogButton('Open Read-Only');
    const tab = await waitForTranscriptTab(vs, s.title, s.sessionId);
    assert.ok(tab.label.startsWith(s.title), `the tab is labelled with the title, not the id: ${tab.label}`);
    await vs.waitForEditorText(snippet(s.lastUser), { timeout: 20000 });
    await sleep(500);
    const ours = (text) => text.split(' | ').find((x) => x.includes('· Demo agent'));
    assert.ok(ours(statusBefore), `the active session in the status bar: ${statusBefore}`);
    assert.equal(ours(await vs.statusBarText()), ours(statusBefore), 'the status bar (the active session) is unchanged');
    await vs.screenshot('cross-project-read-only');
  });

  step('"Fork into <this folder>": a new session here with the conversation, made active', async () => {
    const s = demo.elsewhere;
    const before = new Set(Object.keys(demo.index()));
    await resumeById(vs, s.sessionId);
    const d = await waitFor(() => vs.dialog(), { timeout: 30000, message: 'the "another folder" question' });
    await vs.clickDialogButton(d.buttons.find((b) => b.startsWith('Fork into')));
    await waitForStatusTitle(vs, s.title, 30000);
    await vs.waitForEditorText(snippet(s.lastUser), { timeout: 20000 });
    const forks = await waitFor(() => {
      const added = Object.entries(demo.index()).filter(([id]) => !before.has(id));
      return added.length === 1 && added[0][1].cwd === workspace && added[0][1].title === s.title && added;
    }, { timeout: 10000, message: 'the fork in the agent store, in this folder' });
    assert.equal(demo.index()[s.sessionId].cwd, s.cwd, 'the original stays in its folder');
    await waitFor(async () => (await vs.allTreeItems()).some((r) => r.label === s.title && r.description.startsWith('●')),
      { timeout: 20000, message: 'the fork listed (and marked active) in this folder' });
    await vs.revealTreeItem(s.title);
    await vs.screenshot('cross-project-forked');
    assert.ok(forks.length === 1);
  });

  step('agent crash → an error leaf; it cannot restart → the tree still shows the sessions from the store; Retry brings them back', async () => {
    const pids = await waitFor(() => { const p = demoAgentPids(demo.store); return p.length && p; },
      { timeout: 10000, message: 'the demo agent process' });
    await vs.scrollTreeToTop(); // the error leaf sits under the agent row, at the top
    fs.writeFileSync(broken, ''); // from now on the agent cannot start
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    const top = async () => { await vs.scrollTreeToTop(); return classify(await vs.treeItems()); };
    let t = await waitFor(async () => { const x = await top(); return x.errors.length && x; },
      { timeout: 20000, interval: 100, message: 'an error leaf after the agent crash' });
    assert.match(t.agents[0].description, /error|exited|crash|down/i, `agent row: ${JSON.stringify(t.agents[0])}`);
    await vs.screenshot('agent-crashed');
    // Refreshing asks the bridge again: the agent cannot start, so the stored list is the answer.
    await vs.viewTitleAction('Refresh Sessions');
    t = await waitFor(async () => {
      const x = await top();
      return x.info.some((r) => /^Saved list from/.test(r.label)) && x.sessions.length && x.errors.length && x;
    }, { timeout: 30000, message: 'the sessions from the store, marked, with the error still shown' });
    const saved = t.info.find((r) => /^Saved list from/.test(r.label));
    assert.match(saved.description, /agent down/);
    assert.match(t.agents[0].description, /error|exited/i);
    await vs.screenshot('agent-down-saved-list');
    fs.rmSync(broken); // the agent can start again
    const leaf = t.errors[0].label;
    try { await vs.treeInlineAction(leaf, 'Retry'); } catch { await vs.clickTreeItem(leaf); }
    await waitFor(async () => {
      const x = await top();
      return !x.errors.length && x.sessions.length && !x.info.some((r) => /^Saved list/.test(r.label)) && x;
    }, { timeout: 30000, message: 'live sessions back after Retry' });
    assert.ok(demoAgentPids(demo.store).length >= 1, 'a new demo agent process');
    await waitFor(async () => !/error|exited/i.test((await top()).agents[0].description),
      { timeout: 15000, message: 'the agent row no longer in error' });
    await vs.screenshot('after-retry');
  });
});

// ---------- a real third-party agent: opencode (installed by scripts/setup-agents.sh) ----------

function fabricateOpencode(tmp) {
  const out = execFileSync(PYTHON, [path.join(path.dirname(new URL(import.meta.url).pathname), 'fabricate_opencode.py'), tmp],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180000 });
  return JSON.parse(out);
}

describe('ACP Bridge lets go of a transcript closed in the editor', { skip: skipAll }, () => {
  const ctx = { failed: false };
  const step = makeSteps(ctx);
  let vs, tmp, demo, first, second;

  before(async () => {
    if (missing.length) throw new Error(`E2E prerequisites missing: ${missing.join('; ')}`);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-release-'));
    const workspace = path.join(tmp, 'workspace');
    fs.mkdirSync(workspace);
    demo = demoStore(tmp, workspace);
    [first, second] = demo.plain; // each the newest session with its title: the first row with that label
    const agent = {
      id: 'demo', name: 'Demo agent',
      command: [PYTHON, '-m', 'acp_bridge.demo_agent', '--store', demo.store, '--seed', '120', '--cwd', workspace],
    };
    vs = await startVSCode({
      name: 'sessions-release', workspace, extensionVsix: VSIX,
      settings: { 'acpBridge.python': PYTHON, 'acpBridge.agents': [agent] },
    });
    ctx.vs = vs;
  });

  after(async () => {
    await vs?.close({ failed: ctx.failed });
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  step('a transcript opened from the tree and closed, then another session opened', async () => {
    await vs.openView('Agent Sessions');
    await waitForSessions(vs);
    await vs.clickTreeItem(first.title);
    await waitForTranscriptTab(vs, first.title, first.sessionId);
    await vs.waitForEditorText(snippet(first.lastUser), { timeout: 20000 });
    await vs.runCommand('View: Close Editor');
    await waitFor(async () => !(await vs.editorTabs()).some((t) => t.title.includes(first.sessionId) || t.label.includes(first.title)),
      { timeout: 10000, message: `no tab for "${first.title}"` });
    await vs.treeInlineAction(second.title, 'Switch to Session'); // the second becomes the active session
    await waitForTranscriptTab(vs, second.title, second.sessionId);
    await vs.waitForEditorText(snippet(second.lastUser), { timeout: 20000 });
    await waitForStatusTitle(vs, second.title);
    await vs.screenshot('switched-from-the-tree');
  });

  step('Close is offered for the sessions the agent holds open, not for one never opened', async () => {
    const third = demo.plain[2];
    assert.ok(third && third.title !== first.title && third.title !== second.title, 'a third plain session');
    const hasClose = async (title) => (await vs.treeContextMenuEntries(title)).includes('Close');
    // The first was read (a load opens it in the agent), the second is the active one.
    await waitFor(async () => (await hasClose(first.title)) && (await hasClose(second.title)),
      { timeout: 10000, message: 'Close on the sessions opened in the agent' });
    const entries = await vs.treeContextMenuEntries(third.title);
    assert.ok(entries.includes('Switch to Session') || entries.includes('Open Transcript'), `a session's menu: ${JSON.stringify(entries)}`);
    assert.ok(!entries.includes('Close'), `no Close for a session never opened: ${JSON.stringify(entries)}`);
  });

  // VS Code keeps a document an extension opened for up to three minutes after its last editor
  // closed, then disposes it (didClose): the bridge lets the transcript go two seconds later.
  step('the bridge lets its transcript go once VS Code has disposed the document', async () => {
    await waitFor(() => vs.outputChannelText('ACP Bridge').includes(`transcript of ${first.sessionId} let go`),
      { timeout: 230000, interval: 1000, message: `"transcript of ${first.sessionId} let go" in the ACP Bridge output` });
    assert.ok(!vs.outputChannelText('ACP Bridge').includes(`transcript of ${second.sessionId} let go`), 'the shown one stays');
  }, { timeout: 240000 });

  step('opening it again from the tree replays it, its thoughts folded', async () => {
    await vs.clickTreeItem(first.title);
    await waitForTranscriptTab(vs, first.title, first.sessionId);
    await vs.waitForEditorText(snippet(first.lastUser), { timeout: 30000 });
    assert.ok(first.lastThought, 'the seeded session\'s newest turn has a thought');
    await waitFor(() => thoughtFolded(vs, first.lastThought), { timeout: 10000, message: 'the newest turn\'s thought folded' });
    await sleep(500);
    await waitForStatusTitle(vs, second.title); // read, not switched to
    await vs.screenshot('closed-transcript-opened-again');
  });

  step('the bridge crashes with a transcript open: it restarts, the transcript reads its session again (no error), the active session is active again', async () => {
    const [agentPid] = demoAgentPids(demo.store);
    assert.ok(agentPid, 'the demo agent runs');
    const sidecar = parentPid(agentPid);
    process.kill(sidecar, 'SIGKILL');
    await waitFor(() => vs.outputChannelText('ACP Bridge').includes(`reading ${first.sessionId} of demo again for its open tab`),
      { timeout: 60000, interval: 500, message: 'the open transcript read again by the restarted bridge' });
    const text = await vs.waitForEditorText(snippet(first.lastUser), { timeout: 30000 });
    assert.doesNotMatch(text, /not available/, 'the transcript, not an error');
    // Its tab keeps (or, read before the new bridge listed it, gets back) the session's title, and
    // its thoughts fold again.
    await waitFor(async () => (await vs.editorTabs()).some((t) => t.active && t.label.startsWith(first.title)),
      { timeout: 15000, message: `the active tab labelled "${first.title}"`, explain: async () => `tabs: ${(await vs.editorTabs()).map((t) => t.label)}` });
    await waitFor(() => thoughtFolded(vs, first.lastThought), { timeout: 10000, message: 'the newest turn\'s thought folded again' });
    // The session active before the crash is active again; the tab the user looked at stays in front.
    await waitForStatusTitle(vs, second.title);
    assert.ok((await vs.editorTabs()).some((t) => t.active && t.label.startsWith(first.title)), 'the tab in front stays');
    assert.ok(!demoAgentPids(demo.store).includes(agentPid), 'the crashed bridge\'s agent is gone');
    await vs.screenshot('transcript-after-bridge-crash');
  });
});

describe('ACP Bridge with opencode', { skip: skipAll }, () => {
  const ctx = { failed: false };
  const step = makeSteps(ctx);
  let vs, tmp, oc, skipped = false;

  before(async () => {
    if (missing.length) throw new Error(`E2E prerequisites missing: ${missing.join('; ')}`);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-opencode-'));
    oc = fabricateOpencode(tmp);
    if (oc.missing) {
      if (CI) throw new Error('opencode is not installed (bash scripts/setup-agents.sh)');
      skipped = true;
      return;
    }
    const agent = { id: 'opencode', name: 'opencode', command: oc.argv, env: oc.env, cwd: oc.cwd };
    vs = await startVSCode({
      name: 'sessions-opencode', workspace: oc.cwd, extensionVsix: VSIX, env: {},
      settings: { 'acpBridge.python': PYTHON, 'acpBridge.agents': [agent], 'acpBridge.traceAcp': true },
    });
    ctx.vs = vs;
  });

  after(async () => {
    await vs?.close({ failed: ctx.failed });
    if (ctx.failed && vs) console.error(`e2e: screenshots and logs in ${vs.artifacts}`);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const ocStep = (name, fn) => step(name, async () => {
    if (skipped) { console.log('opencode not installed (bash scripts/setup-agents.sh): skipping'); return; }
    await fn();
  });

  ocStep('opencode: the view lists its sessions of this folder only', async () => {
    await vs.openView('Agent Sessions');
    await waitForSessions(vs);
    await sleep(500);
    const t = await tree(vs);
    assert.deepEqual(t.agents.map((a) => a.label), ['opencode']);
    const mine = oc.sessions.filter((s) => s.cwd === oc.cwd);
    assert.deepEqual(t.sessions.map((r) => r.label), mine.map((s) => s.title), 'titles, newest first');
    for (const s of t.sessions) assert.match(s.description, RELATIVE);
    await vs.screenshot('opencode-sessions');
  });

  ocStep('opencode: clicking a session opens its replayed transcript', async () => {
    const s = oc.sessions.filter((x) => x.cwd === oc.cwd)[1];
    await vs.clickTreeItem(s.title);
    await waitForTranscriptTab(vs, s.title, s.sessionId);
    const user = s.messages.filter(([role]) => role === 'user').at(-1)[1]; // it opens at its newest turn
    await vs.waitForEditorText(snippet(user), { timeout: 30000 });
    await vs.screenshot('opencode-transcript');
  });

  ocStep('opencode: Switch Session… → the status bar shows the title', async () => {
    const s = oc.sessions.filter((x) => x.cwd === oc.cwd).at(-1);
    await vs.runCommand('ACP: Switch Session…');
    await vs.waitForQuickInput({ title: 'Switch Session' });
    await vs.typeInQuickPick(s.title.slice(0, 6));
    await waitFor(async () => (await vs.quickPickItems()).some((x) => x.label === s.title), { message: `"${s.title}" in the switcher` });
    await vs.screenshot('opencode-switcher');
    await vs.pickQuickPickItem(s.title);
    await waitForStatusTitle(vs, s.title, 30000);
    await vs.screenshot('opencode-switched');
  });

  ocStep('opencode: "Show Sessions of All Folders" adds the other folder\'s session', async () => {
    const other = oc.sessions.find((x) => x.cwd !== oc.cwd);
    await vs.viewTitleAction('Show Sessions of All Folders');
    await waitFor(async () => (await tree(vs)).sessions.some((r) => r.label === other.title),
      { timeout: 20000, message: `"${other.title}" with all folders` });
    // Grouped by folder, this window's first: the rows under the agent are the folders.
    const rows = await vs.allTreeItems();
    const folders = rows.filter((r) => r.level === 2);
    assert.equal(folders[0]?.label, path.basename(oc.cwd), JSON.stringify(folders));
    assert.equal(folders[0].description, 'this window');
    const under = (folder) => {
      const at = rows.indexOf(folder);
      const end = rows.findIndex((r, i) => i > at && r.level <= 2);
      return rows.slice(at + 1, end < 0 ? undefined : end).map((r) => r.label);
    };
    const theirs = folders.find((r) => r.label === path.basename(other.cwd));
    assert.ok(theirs && under(theirs).includes(other.title), `"${other.title}" under its folder: ${JSON.stringify(folders)}`);
    assert.ok(!under(folders[0]).includes(other.title), 'not under this window\'s folder');
    await vs.screenshot('opencode-all-folders');
  });
});
