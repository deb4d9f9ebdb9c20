import './vscodeStub'; // first: it answers require('vscode')
import { FakeQuickPick, recorded, resetRecorded } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import * as vscode from 'vscode';
import type { CommandDeps } from '../../src/commands';
import { BridgeLog } from '../../src/log';
import type * as p from '../../src/protocol';
import { INDEX_BUTTON, SEARCH_DEBOUNCE_MS, SearchPick, searchPickItems, searchSessions, searchTitle } from '../../src/search';
import { BridgeState } from '../../src/state';
import type { SwitcherContext } from '../../src/switcherItems';
import { FakeClient, tick } from './fakeClient';
import { agent, ago, HOUR, session } from './fixtures';

const NOW = new Date(2026, 10, 22, 10, 30);
const ctx: SwitcherContext = {
  now: NOW,
  agentName: (id) => ({ demo: 'Demo agent' })[id] ?? id,
  canDelete: () => false,
  isActive: () => false,
  hasMore: false,
};

function found(o: Partial<p.FoundSession> = {}): p.FoundSession {
  return { ...session(), snippet: null, ...o };
}

/** An editor on `text`, as far as selecting a match needs one. */
function fakeEditor(text: string) {
  const lines = text.split('\n');
  const offsetAt = (pos: vscode.Position) => lines.slice(0, pos.line).reduce((n, l) => n + l.length + 1, 0) + pos.character;
  const positionAt = (offset: number) => {
    let line = 0;
    while (offset > lines[line].length) {
      offset -= lines[line].length + 1;
      line++;
    }
    return new vscode.Position(line, offset);
  };
  return {
    document: { getText: () => text, offsetAt, positionAt },
    selection: new vscode.Selection(new vscode.Position(0, 0), new vscode.Position(0, 0)),
    revealRange: () => undefined,
  } as unknown as vscode.TextEditor & { selection: vscode.Selection };
}

describe('search items', () => {
  it('the snippet is the detail where the transcript matched, else folder · first prompt · id', () => {
    const items = searchPickItems(
      [
        found({ sessionId: 'a', displayTitle: 'Upload bug', updatedAt: ago(NOW, 2 * HOUR), snippet: '…the retry loop never backs off…' }),
        found({ sessionId: 'b', displayTitle: 'Other', firstPrompt: 'fix it' }),
      ],
      ctx,
    );
    assert.deepEqual(
      items.map((i) => [i.label, i.description, i.detail, i.alwaysShow]),
      [
        ['Upload bug', 'Demo agent · 2h', '$(quote) …the retry loop never backs off…', true],
        ['Other', 'Demo agent', '/home/me/project · fix it · b', true],
      ],
    );
    assert.equal(items[0].item.sessionId, 'a', 'the bridge’s order is kept');
  });

  it('a hit in a session of another folder names that folder before its snippet', () => {
    const items = searchPickItems(
      [
        found({ sessionId: 'a', cwd: '/home/me/docs-site', snippet: '…dark mode…', turn: 1 }),
        found({ sessionId: 'b', cwd: '/home/me/project/sub', snippet: '…dark mode…', turn: 2 }),
      ],
      ctx,
      ['/home/me/project'],
    );
    assert.deepEqual(items.map((i) => i.detail), ['$(quote) turn 1 · in docs-site · …dark mode…', '$(quote) turn 2 · …dark mode…']);
  });

  it('agent text in a snippet cannot become an icon', () => {
    const [item] = searchPickItems([found({ snippet: 'run $(zap) now', displayTitle: '$(warning) t' })], ctx);
    assert.equal(item.detail, '$(quote) run \\$(zap) now');
    assert.equal(item.label, '\\$(warning) t');
  });
});

describe('search title', () => {
  it('says how many sessions were searched out of how many are known', () => {
    assert.equal(searchTitle({ searched: 48, sessions: 1696 }), 'Search Transcripts — searched 48 of 1,696 sessions');
    assert.equal(searchTitle({ searched: 0, sessions: 1 }), 'Search Transcripts — searched 0 of 1 session');
    assert.equal(searchTitle(null), 'Search Transcripts');
    // Sessions not listed yet (the tree lists a page at a time): the count is a lower bound.
    assert.equal(searchTitle({ searched: 4, sessions: 50, more: true }), 'Search Transcripts — searched 4 of 50+ sessions');
  });
});

describe('Search Transcripts…', () => {
  beforeEach(() => resetRecorded());

  async function open(answer: (params: p.FindSessionsParams) => p.FindSessionsResult | Promise<p.FindSessionsResult>) {
    const client = new FakeClient()
      .on('findSessions', answer)
      .on('locateTurn', ({ turn }) => ({ uri: 'acp-session://demo/hit/w2.md', line: turn * 2 }));
    const state = new BridgeState();
    state.setAgents([agent()]);
    const opened: p.SessionItem[] = [];
    const actions = { read: async (item: p.SessionItem) => void opened.push(item) };
    // The transcript window holding turn 3: its prompt at line 6, the word twice after it.
    const editor = fakeEditor('# T\n\n## 1\nRetry\n## 2\nx\n## 3 prompt\nthe RETRY loop, retry\n');
    const shown: { uri: string; line?: number }[] = [];
    const transcripts = { show: async (uri: string, _e: boolean, line?: number) => (shown.push({ uri, line }), editor) };
    const indexing = { running: false };
    const deps = { client: client.asClient(), state, actions, transcripts, indexing, log: new BridgeLog() } as unknown as CommandDeps;
    await searchSessions(deps);
    const qp = recorded.quickPicks[0] as FakeQuickPick<SearchPick>;
    return { client, qp, opened, shown, editor, indexing };
  }

  it('asks with inTranscripts as the user types (debounced) and opens the pick', async () => {
    const { client, qp, opened, shown, editor } = await open(({ query }) => ({
      items: query ? [found({ sessionId: 'hit', displayTitle: 'Hit', snippet: `…${query} here…`, turn: 3 })] : [found()],
      coverage: { searched: 2, sessions: 7 },
    }));
    assert.equal(qp.visible, true);
    assert.equal(qp.title, 'Search Transcripts — searched 2 of 7 sessions');
    assert.deepEqual(client.callsOf('findSessions'), [{ query: '', agentId: null, limit: 100, inTranscripts: true }]);
    assert.deepEqual(qp.items.map((i) => i.label), ['Fix the flaky test', '$(database) Index All Sessions…']);
    assert.equal(qp.items[1].description, 'the text of 5 sessions is not searched yet (only titles, ids and folders)');
    qp.type('ret');
    qp.type('retry');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    assert.deepEqual(
      client.callsOf('findSessions').map((c) => c.query),
      ['', 'retry'],
      'one request after the pause, not one per keystroke',
    );
    assert.equal(client.callsOf('findSessions')[1].inTranscripts, true);
    assert.deepEqual(qp.items.map((i) => i.detail), ['$(quote) turn 3 · …retry here…', undefined]);
    qp.accept(qp.items[0]);
    await tick();
    assert.deepEqual(opened.map((s) => s.sessionId), ['hit'], 'read, not switched to');
    assert.deepEqual(client.callsOf('locateTurn'), [{ agentId: 'demo', sessionId: 'hit', turn: 3 }]);
    assert.deepEqual(shown, [{ uri: 'acp-session://demo/hit/w2.md', line: 6 }], 'at the turn’s prompt');
    const { anchor, active } = editor.selection;
    assert.deepEqual([anchor.line, anchor.character, active.line, active.character], [7, 4, 7, 9], 'the first match in that turn, selected');
    assert.equal(qp.visible, false);
    assert.equal(qp.disposed, true);
  });

  it('a search that finds nothing says so, and picking that row does nothing', async () => {
    const { qp, opened } = await open(({ query }) => ({ items: query ? [] : [found()], coverage: { searched: 7, sessions: 7 } }));
    qp.type('zzzz');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    assert.deepEqual(qp.items.map((i) => i.label), ['$(search-stop) No session matches “zzzz”']);
    qp.accept(qp.items[0]);
    await tick();
    assert.deepEqual(opened, []);
    assert.equal(qp.visible, true, 'the user can type again');
  });

  it('offers Index All Sessions… while some sessions were not searched', async () => {
    let coverage: p.SearchCoverage = { searched: 2, sessions: 7 };
    const { qp, indexing } = await open(() => ({ items: [found()], coverage }));
    assert.deepEqual(qp.buttons, [INDEX_BUTTON]);
    coverage = { searched: 7, sessions: 7 };
    qp.type('all');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    assert.deepEqual(qp.buttons, [], 'everything searched: nothing to offer');
    coverage = { searched: 7, sessions: 7, more: true };
    qp.type('all listed');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    assert.deepEqual(qp.buttons, [INDEX_BUTTON], 'every listed session searched, but not every session listed');
    assert.equal(qp.items.at(-1)?.description, 'the sessions not listed yet are not searched (the agents list a page at a time)');
    coverage = { searched: 2, sessions: 7, more: true };
    qp.type('some');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    assert.equal(qp.items.at(-1)?.description, 'the text of 5+ sessions is not searched yet (only titles, ids and folders)');
    coverage = { searched: 2, sessions: 7 };
    indexing.running = true;
    qp.type('running');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    assert.deepEqual(qp.buttons, [], 'not while indexing runs');
    indexing.running = false;
    qp.type('again');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    qp.triggerButton(qp.buttons[0]);
    assert.equal(qp.visible, false);
    assert.deepEqual(recorded.commandsRun, ['acpBridge.indexAllSessions']);
  });

  it('offers it as the last row too, which indexes when picked, and not while indexing runs', async () => {
    const { qp, indexing } = await open(() => ({ items: [found()], coverage: { searched: 6, sessions: 7 } }));
    const last = qp.items.at(-1)!;
    assert.equal(last.description, 'the text of 1 session is not searched yet (only titles, ids and folders)');
    indexing.running = true;
    qp.type('x');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    assert.deepEqual(qp.items.map((i) => i.label), ['Fix the flaky test']);
    indexing.running = false;
    qp.type('y');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    qp.accept(qp.items.at(-1)!);
    await tick();
    assert.equal(qp.visible, false);
    assert.deepEqual(recorded.commandsRun, ['acpBridge.indexAllSessions']);
  });

  it('drops an answer overtaken by a newer one', async () => {
    let release: (() => void) | undefined;
    const { qp } = await open(async ({ query }) => {
      if (query === 'slow') {
        await new Promise<void>((r) => (release = r));
      }
      return { items: [found({ sessionId: query, displayTitle: query || 'start' })] };
    });
    qp.type('slow');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    qp.type('fast');
    await tick(SEARCH_DEBOUNCE_MS + 30);
    release?.();
    await tick();
    assert.deepEqual(qp.items.map((i) => i.label), ['fast']);
    assert.equal(qp.busy, false);
  });
});
