import './vscodeStub'; // first: it answers require('vscode')
import { type FakeQuickPick, recorded, resetRecorded, Uri } from './vscodeStub';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerCommands } from '../../src/commands';
import { BridgeLog } from '../../src/log';
import type * as p from '../../src/protocol';
import { BridgeState } from '../../src/state';
import { agent, session } from './fixtures';
import { FakeClient, tick } from './fakeClient';

/** The commands, registered over a bridge with an active session; `archived` records what the
 * archive commands were asked to do. */
function setup(o: { promptRunning?: boolean; client?: FakeClient } = {}) {
  resetRecorded();
  const client = (o.client ?? new FakeClient()).on('findSessions', () => ({ items: [session({ sessionId: 'sess_other' })] }));
  const state = new BridgeState();
  state.setActive(session({ sessionId: 'sess_active', displayTitle: 'The active one' }), false, o.promptRunning);
  const archived: { sessionId: string; archived: boolean }[] = [];
  const prompts: string[] = [];
  const cancelled: string[] = [];
  const actions = {
    setArchived: async (item: p.SessionItem, on: boolean) => void archived.push({ sessionId: item.sessionId, archived: on }),
    sendPrompt: async (text: string) => void prompts.push(text),
    cancelPrompt: async (ref: p.SessionRef) => void cancelled.push(ref.sessionId),
    confirmSwitch: async () => true,
    showResult: async (result: p.OpenSessionResult) => void shown.push(result.uri),
    open: async (item: p.SessionItem) => void opened.push(item.sessionId),
  };
  const opened: string[] = [];
  const shown: string[] = [];
  const refreshed: string[] = [];
  const tree = { listing: () => undefined, refresh: async (agentId: string) => void refreshed.push(agentId) };
  // The window of turns 1-50 of 120 is what any transcript editor shows.
  const transcripts = { windowOf: () => ({ firstTurn: 1, lastTurn: 50, totalTurns: 120, earlierUri: null, laterUri: 'acp-session:/demo/s/T.acp.md' }) };
  registerCommands({ subscriptions: [] } as never, {
    client: client.asClient(), state, tree, actions, switcher: {}, transcripts, indexing: {}, log: new BridgeLog(),
  } as never);
  const run = (id: string, ...args: unknown[]) => recorded.commandHandlers.get(id)!(...args);
  return { archived, prompts, cancelled, shown, opened, client, run, state, refreshed };
}

describe('row commands', () => {
  it('act on the row they come with', async () => {
    const { archived, run } = setup();
    await run('acpBridge.archiveSession', { kind: 'session', item: session({ sessionId: 'sess_row' }) });
    assert.deepEqual(archived, [{ sessionId: 'sess_row', archived: true }]);
  });

  it('without their row (VS Code re-fetched it while its menu was open) ask, and never take the active session', async () => {
    const { archived, run } = setup();
    await run('acpBridge.unarchiveSession', undefined);
    await run('acpBridge.archiveSession', undefined);
    assert.deepEqual(archived, [], 'nothing archived or unarchived: the user dismissed the question');
    assert.deepEqual(recorded.shownPicks, ['Unarchive which session?', 'Archive which session?']);
  });

  it('without their row, act on the session the user then picks', async () => {
    const { archived, run } = setup();
    recorded.pickFirst = true;
    await run('acpBridge.archiveSession', undefined);
    assert.deepEqual(archived, [{ sessionId: 'sess_other', archived: true }]);
  });
});

describe('Retry on an agent in error', () => {
  it('whose command cannot start: says why first, offers its settings, and lists nothing', async () => {
    const client = new FakeClient().on('restartAgent', () => {
      throw Object.assign(new Error('agent demo: command not found: my-agent (not installed, or not on the PATH)'), { code: -32010 });
    });
    const { run, state, refreshed } = setup({ client });
    state.setAgents([agent({ state: 'error', error: 'agent demo: command not found: my-agent' })]);
    recorded.notificationAnswer = 'Configure Agents';
    await run('acpBridge.retryAgent', { agentId: 'demo' });
    assert.deepEqual(recorded.messages.at(-1), {
      kind: 'error', message: 'Demo agent cannot start: Command not found: my-agent (not installed, or not on the PATH)',
    });
    assert.ok(recorded.commandsRun.includes('acpBridge.openSettings'));
    assert.deepEqual(refreshed, []);
  });

  it('that starts again: its sessions are listed again', async () => {
    const client = new FakeClient().on('restartAgent', () => agent());
    const { run, state, refreshed } = setup({ client });
    state.setAgents([agent({ state: 'exited' })]);
    await run('acpBridge.retryAgent', { agentId: 'demo' });
    assert.equal(state.agent('demo')?.state, 'ready');
    assert.deepEqual(refreshed, ['demo']);
  });
});

describe('Resume Session by Id…', () => {
  it('with no match, names each agent that could not be asked (a session of it may start so)', async () => {
    const client = new FakeClient().on('resolvePrefix', () => ({ matches: [], unasked: ['My agent (command not found: my-agent)'] }));
    const { run } = setup({ client });
    recorded.inputAnswer = () => 'sess_9';
    await run('acpBridge.resumeSessionById');
    assert.deepEqual(recorded.messages.at(-1), {
      kind: 'info', message: 'No session id starts with “sess_9”. Not asked: My agent (command not found: my-agent).',
    });
  });

  it('opens a single match at once when every agent was asked', async () => {
    const client = new FakeClient().on('resolvePrefix', () => ({ matches: [session({ sessionId: 'sess_9a' })], unasked: [] }));
    const { run, opened } = setup({ client });
    recorded.inputAnswer = () => 'sess_9';
    await run('acpBridge.resumeSessionById');
    assert.deepEqual(recorded.shownPicks, []);
    assert.deepEqual(opened, ['sess_9a']);
  });

  it('with a single match while an agent could not be asked, lets the user choose, and says why', async () => {
    const client = new FakeClient()
      .on('resolvePrefix', () => ({ matches: [session({ sessionId: 'sess_9a' })], unasked: ['My agent (exited with code 1)'] }));
    const { run, opened } = setup({ client });
    recorded.inputAnswer = () => 'sess_9';
    await run('acpBridge.resumeSessionById');
    assert.deepEqual(recorded.shownPicks, ['One session starts with “sess_9” (not asked: one agent, see the log)']);
    assert.deepEqual(opened, [], 'dismissed: nothing opened');
    recorded.inputAnswer = () => 'sess_9a'; // the whole id: no other session can be it
    await run('acpBridge.resumeSessionById');
    assert.deepEqual(opened, ['sess_9a']);
    assert.equal(recorded.shownPicks.length, 1, 'no second picker');
  });
});

describe('Go to Turn', () => {
  it('from the editor title button (which passes the document) starts at the window shown there', async () => {
    const client = new FakeClient().on('listTurns', () => ({ turns: Array.from({ length: 120 }, (_, i) => ({ turn: i + 1, label: `Prompt ${i + 1}` })) }));
    const { run } = setup({ client });
    const going = run('acpBridge.goToTurn', Uri.parse('acp-session:/demo/sess_s/turns-1-50/T.acp.md'));
    await tick(5);
    const qp = recorded.quickPicks.at(-1) as FakeQuickPick<{ turn: number }>;
    assert.deepEqual(qp.activeItems.map((i) => i.turn), [50]);
    qp.hide();
    await going;
  });
});

describe('Send Prompt', () => {
  it('sends what the user types to the active session', async () => {
    const { prompts, run } = setup();
    recorded.inputAnswer = () => 'Add a test';
    await run('acpBridge.sendPrompt');
    assert.deepEqual(prompts, ['Add a test']);
  });

  it('while a prompt runs there: asks for no second one, and offers to cancel the first', async () => {
    const { prompts, cancelled, run } = setup({ promptRunning: true });
    recorded.inputAnswer = () => 'Another thing';
    recorded.infoAnswer = 'Cancel the Prompt';
    await run('acpBridge.sendPrompt');
    assert.deepEqual(prompts, [], 'no second turn in the same session');
    assert.match(recorded.messages.at(-1)?.message ?? '', /still running in “The active one”/);
    assert.deepEqual(cancelled, ['sess_active']);
  });
});

describe('Continue Last Session and New Session', () => {
  const opened = (cwd: string) => ({ uri: `acp-session:/demo/s.md?cwd=${cwd}`, session: session(), complete: true, incompleteReason: null });

  it('a folder with no session yet is no error: it says so and offers New Session, which starts one there', async () => {
    const client = new FakeClient()
      .on('continueLast', () => {
        throw Object.assign(new Error('No session in /work/lib yet; not asked: Claude (exited with code 1)'), { code: -32002 });
      })
      .on('newSession', (params) => opened(params.cwd));
    const { run, shown } = setup({ client });
    recorded.folders.push('/work/app', '/work/lib');
    recorded.folderAnswer = '/work/lib';
    recorded.infoAnswer = 'New Session';
    await run('acpBridge.continueLastSession');
    assert.deepEqual(recorded.messages, [{ kind: 'info', message: 'No session in /work/lib yet; not asked: Claude (exited with code 1).' }]);
    assert.deepEqual(shown, [], 'nothing opened by Continue Last');
    const offered = recorded.commandCalls.find((c) => c.id === 'acpBridge.newSession');
    assert.deepEqual(offered?.args, [undefined, '/work/lib'], 'New Session runs, in the folder picked');
    await run('acpBridge.newSession', { agentId: 'demo' }, ...offered!.args.slice(1));
    assert.equal(recorded.folderPicks, 1, 'the folder is not asked for again');
    assert.deepEqual(client.callsOf('newSession'), [{ agentId: 'demo', cwd: '/work/lib' }]);
  });

  it('any other failure is reported as one', async () => {
    const client = new FakeClient().on('continueLast', () => {
      throw Object.assign(new Error('agent exited'), { code: -32011 });
    });
    const { run } = setup({ client });
    recorded.folders.push('/work/app');
    await run('acpBridge.continueLastSession');
    assert.equal(recorded.messages.at(-1)?.kind, 'error');
  });

  it('New Session in a workspace of several folders asks which one, and starts the session there', async () => {
    const client = new FakeClient().on('newSession', (params) => opened(params.cwd));
    const { run, shown } = setup({ client });
    recorded.folders.push('/work/app', '/work/lib');
    recorded.folderAnswer = '/work/lib';
    await run('acpBridge.newSession', { agentId: 'demo' });
    assert.equal(recorded.folderPicks, 1);
    assert.deepEqual(client.callsOf('newSession'), [{ agentId: 'demo', cwd: '/work/lib' }]);
    assert.deepEqual(shown, ['acp-session:/demo/s.md?cwd=/work/lib']);
  });

  it('New Session whose folder pick is dismissed starts nothing', async () => {
    const client = new FakeClient().on('newSession', (params) => opened(params.cwd));
    const { run } = setup({ client });
    recorded.folders.push('/work/app', '/work/lib');
    await run('acpBridge.newSession', { agentId: 'demo' });
    assert.deepEqual(client.callsOf('newSession'), []);
  });
});
