import './vscodeStub'; // first: it answers require('vscode')
import { FakeQuickPick, recorded, resetRecorded } from './vscodeStub';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BridgeLog } from '../../src/log';
import type * as p from '../../src/protocol';
import { BridgeState } from '../../src/state';
import { Switcher } from '../../src/switcher';
import { agent, session } from './fixtures';
import { FakeClient, tick } from './fakeClient';

type Token = { isCancellationRequested: boolean; onCancellationRequested: (listener: () => void) => unknown };

/** An answer the test gives when it likes, or a cancellation when the request's token asks for one
 * (as vscode-languageclient rejects a request whose token is cancelled). */
function held(token?: Token) {
  let answer!: (value: unknown) => void;
  const promise = new Promise((resolve, reject) => {
    answer = resolve;
    token?.onCancellationRequested(() => reject(Object.assign(new Error('Canceled'), { name: 'Canceled' })));
  });
  return { promise, answer };
}

function listing(sessions: p.SessionItem[]) {
  return { agentId: 'demo', sessions, hasMore: false, supported: true };
}

/** A switcher over one agent; each `listSessions` waits in `pending` for the test to answer it. */
function setup(agentState: p.AgentStateName = 'ready') {
  resetRecorded();
  const pending: { mode: p.ListMode; token?: Token; answer: (value: unknown) => void }[] = [];
  const client = new FakeClient().on('listSessions', (params: p.ListSessionsParams, token?: Token) => {
    const { promise, answer } = held(token);
    pending.push({ mode: params.mode, token, answer });
    return promise;
  });
  const state = new BridgeState();
  state.setAgents([agent({ state: agentState })]);
  const tree = { listing: () => undefined, scope: () => ({ cwd: '/home/me/project' }) };
  const switcher = new Switcher(client.asClient(), state, tree as never, {} as never, new BridgeLog());
  const shown = switcher.show();
  const qp = recorded.quickPicks.at(-1) as FakeQuickPick<{ label: string }>;
  return { client, pending, qp, shown };
}

describe('Switch Session…', () => {
  it('lists what the bridge holds, then the first page, busy until it is in', async () => {
    const { pending, qp, shown } = setup();
    await tick();
    assert.deepEqual(pending.map((r) => r.mode), ['cached']);
    pending[0].answer(listing([]));
    await tick();
    assert.deepEqual(pending.map((r) => r.mode), ['cached', 'first']);
    assert.equal(qp.busy, true);
    pending[1].answer(listing([session({ displayTitle: 'Fix the flaky test' })]));
    await shown;
    assert.equal(qp.busy, false);
    assert.ok(qp.items.some((i) => i.label === 'Fix the flaky test'));
  });

  it("opened over the tree's loaded pages, its refresh lists as deep before it shows: nothing vanishes", async () => {
    resetRecorded();
    const older = [1, 2, 3, 4].map((n) => session({ sessionId: `s${n}`, displayTitle: `Session ${n}` }));
    const modes: p.ListMode[] = [];
    const client = new FakeClient().on('listSessions', (params: p.ListSessionsParams) => {
      modes.push(params.mode);
      // The bridge's listing: 2 sessions a page, each answer holding every page so far.
      const depth = params.mode === 'more' ? 4 : 2;
      return { agentId: 'demo', sessions: params.mode === 'cached' ? [] : older.slice(0, depth), hasMore: depth < 4, supported: true };
    });
    const state = new BridgeState();
    state.setAgents([agent()]);
    const tree = { listing: () => ({ sessions: older, hasMore: false }), scope: () => ({ cwd: '/home/me/project' }) };
    const switcher = new Switcher(client.asClient(), state, tree as never, {} as never, new BridgeLog());
    const shown = switcher.show();
    const qp = recorded.quickPicks.at(-1) as FakeQuickPick<{ label: string }>;
    await shown;
    assert.deepEqual(modes, ['cached', 'first', 'more']);
    assert.equal(qp.items.filter((i) => i.label.startsWith('Session')).length, 4);
  });

  it('empty, says so once the agents answered, and which agent could not list its sessions', async () => {
    const quiet = setup();
    await tick();
    assert.equal(quiet.qp.placeholder, 'Filter by title, folder, first prompt or id');
    quiet.pending[0].answer(listing([]));
    await tick();
    assert.equal(quiet.qp.placeholder, 'Filter by title, folder, first prompt or id', 'still listing');
    quiet.pending[1].answer(listing([]));
    await quiet.shown;
    assert.equal(quiet.qp.placeholder, 'No sessions yet: New Session starts one');
    const broken = setup('error');
    await tick();
    broken.pending[0].answer(listing([]));
    await tick();
    broken.pending[1].answer(listing([]));
    await broken.shown;
    assert.equal(broken.qp.placeholder, 'No sessions: Demo agent could not list them (see the Sessions view)');
  });

  it('closed while a page is on its way, cancels that request', async () => {
    // The bridge lists a folder one page request at a time: a listing left running for a closed
    // switcher would hold the tree's next refresh back (against a hung agent, for a whole timeout).
    const { pending, qp, shown } = setup();
    await tick();
    pending[0].answer(listing([]));
    await tick();
    assert.equal(pending[1].mode, 'first');
    assert.equal(pending[1].token?.isCancellationRequested, false);
    qp.hide();
    assert.equal(pending[1].token?.isCancellationRequested, true);
    await shown; // ends, with nothing shown to the user for the cancellation
    assert.deepEqual(recorded.messages, []);
  });

  it('closed while its listing starts the agent, lets that start finish', async () => {
    // Cancelled, the listing that starts an agent stops the start (the bridge's answer to the
    // progress's Cancel): an Esc in the switcher must not cost the agent its start.
    const { pending, qp, shown } = setup('stopped');
    await tick();
    pending[0].answer(listing([]));
    await tick();
    assert.equal(pending[1].mode, 'first');
    qp.hide();
    await tick();
    assert.ok(!pending[1].token?.isCancellationRequested, 'the listing that starts the agent goes on');
    pending[1].answer(listing([session()]));
    await shown;
  });

  it('closed before the bridge answered what it holds, asks for no page at all', async () => {
    const { pending, qp, shown } = setup();
    await tick();
    qp.hide();
    await shown;
    assert.deepEqual(pending.map((r) => r.mode), ['cached']);
  });
});
