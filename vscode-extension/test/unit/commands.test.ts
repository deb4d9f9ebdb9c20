import './vscodeStub'; // first: it answers require('vscode')
import { recorded, resetRecorded } from './vscodeStub';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerCommands } from '../../src/commands';
import { BridgeLog } from '../../src/log';
import type * as p from '../../src/protocol';
import { BridgeState } from '../../src/state';
import { session } from './fixtures';
import { FakeClient } from './fakeClient';

/** The commands, registered over a bridge with an active session; `archived` records what the
 * archive commands were asked to do. */
function setup(o: { promptRunning?: boolean } = {}) {
  resetRecorded();
  const client = new FakeClient().on('findSessions', () => ({ items: [session({ sessionId: 'sess_other' })] }));
  const state = new BridgeState();
  state.setActive(session({ sessionId: 'sess_active', displayTitle: 'The active one' }), false, o.promptRunning);
  const archived: { sessionId: string; archived: boolean }[] = [];
  const prompts: string[] = [];
  const cancelled: string[] = [];
  const actions = {
    setArchived: async (item: p.SessionItem, on: boolean) => void archived.push({ sessionId: item.sessionId, archived: on }),
    sendPrompt: async (text: string) => void prompts.push(text),
    cancelPrompt: async (ref: p.SessionRef) => void cancelled.push(ref.sessionId),
  };
  const tree = { listing: () => undefined };
  registerCommands({ subscriptions: [] } as never, {
    client: client.asClient(), state, tree, actions, switcher: {}, transcripts: {}, indexing: {}, log: new BridgeLog(),
  } as never);
  const run = (id: string, ...args: unknown[]) => recorded.commandHandlers.get(id)!(...args);
  return { archived, prompts, cancelled, run };
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
