import './vscodeStub'; // first: it answers require('vscode')
import { editor, recorded, resetRecorded, TreeItem } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it, mock } from 'node:test';
import { BridgeLog } from '../../src/log';
import type * as p from '../../src/protocol';
import { SessionsTree } from '../../src/sessionsTree';
import type { TreeNode } from '../../src/treeItems';
import { mergeSessions, placement } from '../../src/treeModel';
import { BridgeState } from '../../src/state';
import { agent, ago, DAY, HOUR, MIN, session } from './fixtures';
import { FakeClient, tick } from './fakeClient';

function memento() {
  const data = new Map<string, unknown>();
  return { get: (k: string, d?: unknown) => (data.has(k) ? data.get(k) : d), update: async (k: string, v: unknown) => void data.set(k, v), keys: () => [...data.keys()] };
}

async function setup(sessions: p.SessionItem[], o: { hasMore?: boolean; fail?: unknown; agents?: unknown } = {}) {
  resetRecorded();
  recorded.folders.push('/home/me/project');
  if (o.agents !== undefined) {
    recorded.configuration.set('agents', o.agents); // the setting acpBridge.agents
  }
  const client = new FakeClient()
    .on('listAgents', () => ({ agents: [agent()] }))
    .on('listSessions', (params: p.ListSessionsParams) => {
      if (o.fail && params.mode !== 'cached') throw o.fail;
      return { agentId: 'demo', sessions: params.mode === 'cached' ? [] : sessions, hasMore: !!o.hasMore, supported: true };
    });
  const state = new BridgeState();
  client.onAgentStateChanged((s) => state.updateAgent(s));
  client.onActiveSessionChanged((e) => state.setActive(e.session, e.loading));
  const tree = new SessionsTree(client.asClient(), state, new BridgeLog(), memento() as never);
  const changes: (TreeNode | TreeNode[] | undefined)[] = [];
  tree.onDidChangeTreeData((n) => changes.push(n));
  client.started.fire();
  await tick(5);
  return { client, state, tree, changes };
}

async function expandAll(tree: SessionsTree) {
  const [agentNode] = await tree.getChildren();
  await tree.getChildren(agentNode);
  await tick(5); // the refresh after the cached answer
  const children = await tree.getChildren(agentNode);
  const rows: string[] = [];
  const nodes: TreeNode[] = [];
  for (const child of children) {
    const item = tree.getTreeItem(child) as unknown as TreeItem;
    rows.push(`${item.label}`);
    nodes.push(child);
    for (const grand of await tree.getChildren(child)) {
      const g = tree.getTreeItem(grand) as unknown as TreeItem;
      rows.push(`  ${g.label} | ${g.description} | ${g.contextValue}`);
      nodes.push(grand);
    }
  }
  return { agentNode, rows, nodes };
}

const NOW = new Date();

describe('SessionsTree', () => {
  beforeEach(() => resetRecorded());

  it("the demo agent shown for want of a configured one: its row gets the settings button", async () => {
    const shown = async (configured: unknown) => {
      const { tree } = await setup([], { agents: configured });
      tree.dispose();
      return recorded.commandCalls.filter((c) => c.id === 'setContext' && c.args[0] === 'acpBridge.showingDemoAgent').map((c) => c.args[1]);
    };
    assert.deepEqual(await shown(undefined), [true]);
    assert.deepEqual(await shown('opencode acp'), [true], 'a setting that is not a list of agents');
    assert.deepEqual(await shown([{ id: 'demo', command: 'x' }]), [false], 'an agent of the settings is shown');
  });

  it("a stopped agent's row reads 'starting' while the listing that starts it is under way", async () => {
    resetRecorded();
    recorded.folders.push('/home/me/project');
    let answer: (v: unknown) => void = () => undefined;
    const client = new FakeClient()
      .on('listAgents', () => ({ agents: [agent({ state: 'stopped' })] }))
      .on('listSessions', (params: p.ListSessionsParams) => params.mode === 'cached'
        ? { agentId: 'demo', sessions: [session({ sessionId: 'kept', displayTitle: 'Kept' })], hasMore: false, supported: true, fromCache: true }
        : new Promise((resolve) => { answer = resolve; }));
    const state = new BridgeState();
    client.onAgentStateChanged((s) => state.updateAgent(s));
    const tree = new SessionsTree(client.asClient(), state, new BridgeLog(), memento() as never);
    const changes: (TreeNode | TreeNode[] | undefined)[] = [];
    tree.onDidChangeTreeData((n) => changes.push(n));
    client.started.fire();
    await tick(5);
    const [agentNode] = await tree.getChildren();
    const row = () => tree.getTreeItem(agentNode) as unknown as TreeItem;
    assert.equal(row().description, 'stopped'); // nothing lists it yet
    changes.length = 0;
    await tree.getChildren(agentNode); // the row is expanded: its first page is asked for
    await tick(5);
    assert.ok(changes.includes(agentNode), 'the row is redrawn when the listing starts');
    assert.equal(row().description, 'starting');
    assert.equal((row().iconPath as { id: string }).id, 'sync~spin');
    client.agentState.fire(agent({ state: 'ready' }));
    answer({ agentId: 'demo', sessions: [], hasMore: false, supported: true });
    await tick(5);
    assert.equal(row().description, 'ready');
    tree.dispose();
  });

  it('agents → date groups → sessions, for the first workspace folder', async () => {
    const { tree, client } = await setup([
      session({ sessionId: 'a', displayTitle: 'Newest', updatedAt: ago(NOW, 5 * MIN) }),
      session({ sessionId: 'b', displayTitle: 'Old one', updatedAt: ago(NOW, 40 * DAY) }),
    ], { hasMore: true });
    const { agentNode, rows } = await expandAll(tree);
    const agentItem = tree.getTreeItem(agentNode) as unknown as TreeItem;
    assert.equal(agentItem.label, 'Demo agent');
    assert.equal(agentItem.description, 'ready');
    assert.deepEqual(rows, [
      'Today', '  Newest | 5m | session canLoad canResume canClose canDelete unarchived',
      'Older', '  Old one | 1mo | session canLoad canResume canClose canDelete unarchived',
      'Load more…',
    ]);
    assert.deepEqual(client.callsOf('listSessions').map((c) => [c.cwd, c.mode]), [['/home/me/project', 'cached'], ['/home/me/project', 'first']]);
    tree.dispose();
  });

  it('a multi-root workspace lists its folders together, each row saying whose it is', async () => {
    const { tree, client } = await setup([
      session({ sessionId: 'a', displayTitle: 'Newest', updatedAt: ago(NOW, 5 * MIN), cwd: '/home/me/api' }),
      session({ sessionId: 'b', displayTitle: 'Older', updatedAt: ago(NOW, 10 * MIN) }),
    ]);
    recorded.folders.push('/home/me/api');
    const { rows } = await expandAll(tree);
    assert.deepEqual(rows, [
      'Today',
      '  Newest | api · 5m | session canLoad canResume canClose canDelete unarchived',
      '  Older | project · 10m | session canLoad canResume canClose canDelete unarchived',
    ]);
    const both = ['/home/me/project', '/home/me/api'];
    assert.deepEqual(client.callsOf('listSessions').map((c) => [c.cwd, c.folders, c.mode]), [
      ['/home/me/project', both, 'cached'], ['/home/me/project', both, 'first'],
    ]);
    await tree.setAllFolders(true);
    await expandAll(tree);
    assert.deepEqual(client.callsOf('listSessions').at(-1)?.folders, undefined, '"all folders" lists every folder');
    tree.dispose();
  });

  it('a folder added to the window, or removed from it, lists again', async () => {
    const { tree, client } = await setup([
      session({ sessionId: 'a', displayTitle: 'In api', updatedAt: ago(NOW, 5 * MIN), cwd: '/home/me/api' }),
    ]);
    await expandAll(tree);
    const lists = () => client.callsOf('listSessions').filter((c) => c.mode !== 'cached').map((c) => c.folders ?? c.cwd);
    assert.deepEqual(lists(), ['/home/me/project']);
    recorded.folders.push('/home/me/api');
    editor.foldersChanged.fire({ added: [], removed: [] });
    const { rows } = await expandAll(tree);
    assert.deepEqual(rows, ['Today', '  In api | api · 5m | session canLoad canResume canClose canDelete unarchived']);
    recorded.folders.splice(0, 1);
    editor.foldersChanged.fire({ added: [], removed: [] });
    await expandAll(tree);
    assert.deepEqual(lists(), ['/home/me/project', ['/home/me/project', '/home/me/api'], '/home/me/api']);
    tree.dispose();
  });

  it('the empty leaf, and "all folders" lists with cwd null', async () => {
    const { tree, client } = await setup([]);
    assert.deepEqual((await expandAll(tree)).rows, ['No sessions yet — start one']);
    await tree.setAllFolders(true);
    assert.equal(recorded.context.get('acpBridge.allFolders'), true);
    await expandAll(tree);
    assert.ok(client.callsOf('listSessions').some((c) => c.cwd === null));
    tree.dispose();
  });

  it('an error leaf with the bridge message, clicking it retries', async () => {
    const { tree } = await setup([], { fail: { code: -32011, message: 'The agent exited with code 1: boom.' } });
    const { nodes } = await expandAll(tree);
    const item = tree.getTreeItem(nodes[0]) as unknown as TreeItem & { command: { command: string } };
    assert.equal(item.label, 'The agent exited with code 1: boom.');
    assert.equal(item.command.command, 'acpBridge.retryAgent');
    tree.dispose();
  });

  it('sessionInfoChanged patches one row in place; a row that moves refreshes its agent', async () => {
    const a = session({ sessionId: 'a', displayTitle: 'A', updatedAt: ago(NOW, 5 * MIN) });
    const b = session({ sessionId: 'b', displayTitle: 'B', updatedAt: ago(NOW, 10 * MIN) });
    const { tree, client, changes } = await setup([a, b]);
    const { agentNode, nodes } = await expandAll(tree);
    const rowB = nodes.find((n) => n.kind === 'session' && n.sessionId === 'b')!;
    changes.length = 0;
    client.sessionInfo.fire({ session: { ...b, displayTitle: 'B renamed' } });
    assert.deepEqual(changes, [rowB]);
    assert.equal((tree.getTreeItem(rowB) as unknown as TreeItem).label, 'B renamed');
    changes.length = 0;
    client.sessionInfo.fire({ session: { ...b, displayTitle: 'B renamed', open: true } }); // the agent holds it now
    assert.deepEqual(changes, [rowB]);
    assert.match(String((tree.getTreeItem(rowB) as unknown as TreeItem).contextValue), /\bopen\b/);
    changes.length = 0;
    client.sessionInfo.fire({ session: { ...b, displayTitle: 'B renamed', updatedAt: ago(NOW, 1000) } });
    assert.deepEqual(changes, [agentNode]);
    client.sessionInfo.fire({ session: session({ sessionId: 'unknown' }) });
    assert.equal(changes.length, 1, 'unknown sessions are ignored');
    tree.dispose();
  });

  it('the active session is marked; only the rows concerned change', async () => {
    const a = session({ sessionId: 'a', displayTitle: 'A', updatedAt: ago(NOW, HOUR) });
    const { tree, client, changes } = await setup([a, session({ sessionId: 'b', updatedAt: ago(NOW, 2 * HOUR) })]);
    const { nodes } = await expandAll(tree);
    const rowA = nodes.find((n) => n.kind === 'session' && n.sessionId === 'a')!;
    changes.length = 0;
    client.activeSession.fire({ session: a, loading: false, promptRunning: false });
    assert.deepEqual(changes, [rowA]);
    const item = tree.getTreeItem(rowA) as unknown as TreeItem & { iconPath: { id: string } };
    assert.equal(item.description, '● 1h');
    assert.equal(item.iconPath.id, 'circle-filled');
    assert.match(item.contextValue ?? '', /\bactive\b/);
    tree.dispose();
  });

  it('agentStateChanged updates the agent node only', async () => {
    const { tree, client, changes } = await setup([]);
    const { agentNode } = await expandAll(tree);
    changes.length = 0;
    client.agentState.fire(agent({ state: 'error', error: 'needs login' }));
    assert.deepEqual(changes, [agentNode]);
    assert.equal((tree.getTreeItem(agentNode) as unknown as TreeItem).description, 'error');
    tree.dispose();
  });

  it('a settings change: the added agent shows its sessions and the removed one goes, without a Refresh', async () => {
    const { tree, client, state } = await setup([session({ sessionId: 'a', displayTitle: 'Demo one' })]);
    await expandAll(tree);
    const other = agent({ agentId: 'other', name: 'Other agent' });
    client
      .on('listAgents', () => ({ agents: [other] }))
      .on('listSessions', (q: p.ListSessionsParams) => {
        assert.equal(q.agentId, 'other', 'the removed agent is not listed again');
        const sessions = q.mode === 'cached' ? [] : [session({ agentId: 'other', sessionId: 'o', displayTitle: 'Other one' })];
        return { agentId: 'other', sessions, hasMore: false, supported: true };
      });
    const before = client.calls.length;
    // What the bridge sends when the settings drop `demo` and add `other`.
    client.agentState.fire(agent({ state: 'stopped', capabilities: null }));
    client.agentState.fire({ ...other, state: 'stopped', capabilities: null });
    client.agentState.fire({ ...other, state: 'starting', capabilities: null });
    client.agentState.fire(other);
    // In the order the bridge sends them: the removed agent first, the added one once it started.
    client.sessionsChanged.fire({ agentId: 'demo', reason: 'removed' });
    client.sessionsChanged.fire({ agentId: 'other', reason: 'configured' });
    await tick(10);
    assert.deepEqual(client.calls.slice(before).filter((c) => c.method === 'acpBridge/listSessions').map((c) => c.params.mode), ['first']);
    assert.deepEqual(state.agents.map((a) => a.agentId), ['other']);
    const roots = await tree.getChildren();
    assert.deepEqual(roots.map((n) => n.agentId), ['other']);
    const [group] = await tree.getChildren(roots[0]);
    const rows = (await tree.getChildren(group)).map((n) => (tree.getTreeItem(n) as unknown as TreeItem).label);
    assert.deepEqual(rows, ['Other one']);
    assert.equal(tree.listing('demo'), undefined, 'nothing is kept for the removed agent');
    tree.dispose();
  });
});

describe('SessionsTree paging', () => {
  it('a refresh (sessionsChanged) keeps the pages loaded with Load more…, and changes the tree once', async () => {
    resetRecorded();
    const page1 = [session({ sessionId: 'a', updatedAt: ago(NOW, MIN) }), session({ sessionId: 'b', updatedAt: ago(NOW, 2 * MIN) })];
    const page2 = [session({ sessionId: 'c', updatedAt: ago(NOW, 3 * DAY) })];
    const client = new FakeClient()
      .on('listAgents', () => ({ agents: [agent()] }))
      .on('listSessions', (q: p.ListSessionsParams) => {
        if (q.mode === 'cached') return { agentId: 'demo', sessions: [], hasMore: false, supported: true };
        if (q.mode === 'first') return { agentId: 'demo', sessions: page1, hasMore: true, supported: true };
        return { agentId: 'demo', sessions: [...page1, ...page2], hasMore: false, supported: true };
      });
    const state = new BridgeState();
    const tree = new SessionsTree(client.asClient(), state, new BridgeLog(), memento() as never);
    client.started.fire();
    await tick(5);
    let { rows } = await expandAll(tree);
    assert.equal(rows[rows.length - 1], 'Load more…');
    await tree.loadMore('demo');
    ({ rows } = await expandAll(tree));
    assert.equal(rows.filter((r) => r.startsWith('  ')).length, 3);
    assert.ok(!rows.includes('Load more…'));
    const changes: unknown[] = [];
    tree.onDidChangeTreeData((n) => changes.push(n));
    const modes = client.calls.length;
    client.sessionsChanged.fire({ agentId: 'demo', reason: 'created' });
    await tick(10);
    assert.deepEqual(client.calls.slice(modes).map((c) => c.params.mode), ['first', 'more']);
    assert.equal(changes.length, 1, 'one change, after both pages');
    ({ rows } = await expandAll(tree));
    assert.equal(rows.filter((r) => r.startsWith('  ')).length, 3);
    tree.dispose();
  });
});

describe('SessionsTree paging, shared with the switcher', () => {
  it('"Load more…" after the switcher asked for the first page again still adds the next page', async (t) => {
    resetRecorded();
    // The bridge's listing, as `registry.apply_page` keeps it: one cursor for every view of the
    // folder; a first page starts it over, and each answer holds every row listed so far.
    const pages = [0, 1, 2, 3].map((n) => [session({ sessionId: `p${n}a`, updatedAt: ago(NOW, (2 * n + 1) * MIN) }), session({ sessionId: `p${n}b`, updatedAt: ago(NOW, (2 * n + 2) * MIN) })]);
    let depth = 0;
    const answer = () => ({ agentId: 'demo', sessions: pages.slice(0, depth).flat(), hasMore: depth < pages.length, supported: true });
    const client = new FakeClient()
      .on('listAgents', () => ({ agents: [agent()] }))
      .on('listSessions', (q: p.ListSessionsParams) => {
        if (q.mode === 'cached') return { agentId: 'demo', sessions: [], hasMore: false, supported: true };
        depth = q.mode === 'first' ? 1 : Math.min(depth + 1, pages.length);
        return answer();
      });
    const tree = new SessionsTree(client.asClient(), new BridgeState(), new BridgeLog(), memento() as never);
    t.after(() => tree.dispose()); // its timer would keep the test process alive after a failure
    client.started.fire();
    await tick(5);
    await expandAll(tree);
    await tree.loadMore('demo');
    await tree.loadMore('demo');
    const sessionsShown = async () => (await expandAll(tree)).rows.filter((r) => r.startsWith('  ')).length;
    assert.equal(await sessionsShown(), 6);
    depth = 1; // the switcher (or Continue Last) listed the first page again
    await tree.loadMore('demo');
    assert.equal(await sessionsShown(), 8, 'one click, one more page');
    assert.ok(!(await expandAll(tree)).rows.includes('Load more…'), 'the whole list is loaded');
    await tree.refresh('demo'); // a session created: the tree lists as deep as it was
    assert.equal(await sessionsShown(), 8, 'a refresh keeps every page');
  });
});

/** A tree over two pages (a, b | c) whose next page can be held back: `holdNextMore()`, then
 * `held[0]()` answers it. */
async function twoPages(t: { after: (fn: () => void) => void }) {
  resetRecorded();
  const page1 = [session({ sessionId: 'a', updatedAt: ago(NOW, MIN) }), session({ sessionId: 'b', updatedAt: ago(NOW, 2 * MIN) })];
  const page2 = [session({ sessionId: 'c', updatedAt: ago(NOW, 3 * DAY) })];
  let holdMore = false;
  const held: (() => void)[] = [];
  const client = new FakeClient()
    .on('listAgents', () => ({ agents: [agent()] }))
    .on('listSessions', async (q: p.ListSessionsParams) => {
      if (q.mode === 'cached') return { agentId: 'demo', sessions: [], hasMore: false, supported: true };
      if (q.mode === 'first') return { agentId: 'demo', sessions: page1, hasMore: true, supported: true };
      if (holdMore) {
        holdMore = false;
        await new Promise<void>((release) => held.push(release));
      }
      return { agentId: 'demo', sessions: [...page1, ...page2], hasMore: false, supported: true };
    });
  const tree = new SessionsTree(client.asClient(), new BridgeState(), new BridgeLog(), memento() as never);
  t.after(() => tree.dispose()); // its timer would keep the test process alive after a failure
  client.started.fire();
  await tick(5);
  await expandAll(tree);
  const listed = async () => (await expandAll(tree)).rows;
  return { tree, held, holdNextMore: () => { holdMore = true; }, listed };
}

describe('SessionsTree paging, overtaken', () => {
  it('a refresh overtaken between its first page and the next keeps every page the user loaded', async (t) => {
    const { tree, held, holdNextMore, listed } = await twoPages(t);
    await tree.loadMore('demo');
    // Two changes in a row (an unarchive, then a session created): the first refresh's next page is
    // still on its way when the second refresh starts, and its answer is dropped.
    holdNextMore();
    const first = tree.refresh('demo');
    await tick(5);
    assert.equal(held.length, 1, 'the first refresh waits for its next page');
    const second = tree.refresh('demo');
    held[0]();
    await Promise.all([first, second]);
    const rows = await listed();
    assert.equal(rows.filter((r) => r.startsWith('  ')).length, 3, `both pages still listed: ${rows.join(' / ')}`);
    assert.ok(!rows.includes('Load more…'), 'no "Load more…" for a list that was loaded whole');
  });

  it('"Load more…" overtaken by a refresh is not lost: the refresh fetches that page too', async (t) => {
    const { tree, held, holdNextMore, listed } = await twoPages(t);
    holdNextMore();
    const click = tree.loadMore('demo');
    await tick(5);
    assert.equal(held.length, 1, 'the next page is on its way');
    const refresh = tree.refresh('demo'); // a session created meanwhile
    held[0]();
    await Promise.all([click, refresh]);
    const rows = await listed();
    assert.equal(rows.filter((r) => r.startsWith('  ')).length, 3, `the page clicked for is listed: ${rows.join(' / ')}`);
  });
});

describe('SessionsTree relative times', () => {
  it('each minute only the rows whose time reads differently change, not their parents (whose rows VS Code would forget)', async (t) => {
    mock.timers.enable({ apis: ['setInterval', 'Date'], now: Date.now() });
    try {
      const now = new Date();
      const { tree, changes } = await setup([session({ sessionId: 'a', updatedAt: ago(now, MIN) }), session({ sessionId: 'b', updatedAt: ago(now, 2 * DAY) })]);
      t.after(() => tree.dispose());
      const { nodes } = await expandAll(tree);
      changes.length = 0;
      mock.timers.tick(60_000);
      assert.equal(changes.length, 1);
      const fired = changes[0];
      assert.ok(Array.isArray(fired), `the rows, not the whole tree: ${JSON.stringify(fired)}`);
      const a = nodes.find((n) => n.kind === 'session' && n.sessionId === 'a');
      assert.deepEqual(fired, [a], '"1m" became "2m"; "2d" still reads "2d"');
    } finally {
      mock.timers.reset();
    }
  });

  it('at midnight the whole tree changes: the date groups move', async (t) => {
    const late = new Date();
    late.setHours(23, 59, 30, 0);
    mock.timers.enable({ apis: ['setInterval', 'Date'], now: late.getTime() });
    try {
      const { tree, changes } = await setup([session({ sessionId: 'a', updatedAt: ago(late, HOUR) })]);
      t.after(() => tree.dispose());
      await expandAll(tree);
      changes.length = 0;
      mock.timers.tick(60_000);
      assert.deepEqual(changes, [undefined]);
    } finally {
      mock.timers.reset();
    }
  });
});

describe('listing helpers', () => {
  it('mergeSessions appends new ids and updates known ones', () => {
    const merged = mergeSessions(
      [session({ sessionId: 'a' }), session({ sessionId: 'b', displayTitle: 'old' })],
      [session({ sessionId: 'b', displayTitle: 'new' }), session({ sessionId: 'c' })],
    );
    assert.deepEqual(merged.map((s) => `${s.sessionId}:${s.displayTitle}`), ['a:Fix the flaky test', 'b:new', 'c:Fix the flaky test']);
  });
  it('placement changes only when a row moves', () => {
    const s = [session({ sessionId: 'a', updatedAt: ago(NOW, MIN) }), session({ sessionId: 'b', updatedAt: ago(NOW, 2 * MIN) })];
    const renamed = [{ ...s[0], displayTitle: 'x' }, s[1]];
    const moved = [s[0], { ...s[1], updatedAt: ago(NOW, 1000) }];
    assert.equal(placement(renamed, NOW), placement(s, NOW));
    assert.notEqual(placement(moved, NOW), placement(s, NOW));
  });
});

describe('SessionsTree while an agent is down', () => {
  it('the stored list shows under its agent with the error and a "Saved list from …" leaf; the live list replaces it', async () => {
    resetRecorded();
    recorded.folders.push('/home/me/project');
    const a = session({ sessionId: 'a', displayTitle: 'Stored A', updatedAt: ago(NOW, HOUR) });
    const b = session({ sessionId: 'b', displayTitle: 'Stored B', updatedAt: ago(NOW, 2 * HOUR) });
    let down = true;
    const storedAt = ago(NOW, 3 * HOUR);
    const client = new FakeClient()
      .on('listAgents', () => ({ agents: [agent({ state: 'error', error: 'demo could not start' })] }))
      .on('listSessions', () =>
        down
          ? { agentId: 'demo', sessions: [a, b], hasMore: false, supported: true, fromCache: true, storedAt, error: 'demo could not start' }
          : { agentId: 'demo', sessions: [a], hasMore: false, supported: true, fromCache: false, storedAt: null, error: null },
      );
    const state = new BridgeState();
    client.onAgentStateChanged((s) => state.updateAgent(s));
    const tree = new SessionsTree(client.asClient(), state, new BridgeLog(), memento() as never);
    client.started.fire();
    await tick(5);
    let { rows, nodes } = await expandAll(tree);
    assert.equal(rows[0], 'demo could not start', 'the error stays visible');
    const saved = nodes.find((n) => n.kind === 'info' && n.info === 'saved')!;
    const item = tree.getTreeItem(saved) as unknown as TreeItem & { command: { command: string } };
    assert.match(String(item.label), /^Saved list from (\d\d:\d\d|\d{4}-\d\d-\d\d)$/, 'the time today, else the date');
    assert.equal(item.description, 'agent down — click to retry');
    assert.equal(item.command.command, 'acpBridge.retryAgent');
    assert.ok(rows.some((r) => r.startsWith('  Stored A')) && rows.some((r) => r.startsWith('  Stored B')));

    down = false;
    client.agentState.fire(agent({ state: 'ready' }));
    await tick(10);
    ({ rows, nodes } = await expandAll(tree));
    assert.ok(!nodes.some((n) => n.kind === 'info' && n.info === 'saved'), 'the live list has no saved leaf');
    assert.ok(!nodes.some((n) => n.kind === 'error'));
    assert.deepEqual(rows.filter((r) => r.startsWith('  ')).map((r) => r.split(' | ')[0].trim()), ['Stored A']);
    tree.dispose();
  });

  it('at start-up the cached answer from the store shows at once, "waiting for the agent"', async () => {
    resetRecorded();
    recorded.folders.push('/home/me/project');
    const a = session({ sessionId: 'a', displayTitle: 'Stored A', updatedAt: ago(NOW, HOUR) });
    let release: () => void = () => undefined;
    const live = new Promise<void>((r) => (release = r));
    const client = new FakeClient()
      .on('listAgents', () => ({ agents: [agent({ state: 'starting' })] }))
      .on('listSessions', async (params: p.ListSessionsParams) => {
        if (params.mode === 'cached') {
          return { agentId: 'demo', sessions: [a], hasMore: false, supported: true, fromCache: true, storedAt: ago(NOW, DAY), error: null };
        }
        await live;
        return { agentId: 'demo', sessions: [a], hasMore: false, supported: true, fromCache: false, storedAt: null, error: null };
      });
    const state = new BridgeState();
    const tree = new SessionsTree(client.asClient(), state, new BridgeLog(), memento() as never);
    client.started.fire();
    await tick(5);
    const { nodes } = await expandAll(tree);
    const saved = nodes.find((n) => n.kind === 'info' && n.info === 'saved');
    assert.ok(saved, 'the stored list, marked');
    assert.equal((tree.getTreeItem(saved) as unknown as TreeItem).description, 'waiting for the agent');
    assert.ok(nodes.some((n) => n.kind === 'session' && n.sessionId === 'a'));
    release();
    await tick(10);
    const after = await expandAll(tree);
    assert.ok(!after.nodes.some((n) => n.kind === 'info' && n.info === 'saved'));
    tree.dispose();
  });
});
