// A permission request: the user chooses, or cancels; a picker hidden by another one is no answer.
import './vscodeStub'; // first: it answers require('vscode')
import { CancellationTokenSource, recorded, resetRecorded } from './vscodeStub';
import type { FakeQuickPick } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { askPermission } from '../../src/permissions';
import type * as p from '../../src/protocol';
import { BridgeState } from '../../src/state';
import { agent } from './fixtures';
import { tick } from './fakeClient';

const REQUEST: p.RequestPermissionParams = {
  agentId: 'demo',
  sessionId: 'sess_1',
  title: 'Run rm -rf build',
  options: [
    { optionId: 'yes', name: 'Allow once', kind: 'allow_once' },
    { optionId: 'no', name: 'Reject once', kind: 'reject_once' },
  ],
};

function ask(token = new CancellationTokenSource().token) {
  const state = new BridgeState();
  state.setAgents([agent()]);
  const answer = askPermission(state, REQUEST, token as never);
  const picker = recorded.quickPicks[recorded.quickPicks.length - 1] as FakeQuickPick<{ optionId: string }>;
  return { answer, picker };
}

describe('askPermission', () => {
  beforeEach(() => resetRecorded());

  it('the option the user picks is the answer', async () => {
    const { answer, picker } = ask();
    assert.equal(picker.title, 'Run rm -rf build');
    picker.accept(picker.items[0]);
    assert.deepEqual(await answer, { optionId: 'yes' });
  });

  it('hidden by another picker: no answer yet; the notification brings the question back', async () => {
    const { answer, picker } = ask();
    let settled = false;
    void answer.then(() => (settled = true));
    recorded.notificationAnswer = 'Choose…';
    picker.hide(); // the command palette opened
    await tick(5);
    assert.equal(settled, false, 'nothing was answered for the user');
    assert.match(recorded.messages.at(-1)?.message ?? '', /waiting for your permission: Run rm -rf build/);
    assert.equal(picker.visible, true, 'Choose… shows the question again');
    picker.accept(picker.items[1]);
    assert.deepEqual(await answer, { optionId: 'no' });
  });

  it('Cancel on the notification, or closing it, answers cancelled; so does the bridge giving up', async () => {
    const first = ask();
    recorded.notificationAnswer = 'Cancel';
    first.picker.hide();
    assert.deepEqual(await first.answer, { optionId: null });
    const dismissed = ask();
    recorded.notificationAnswer = undefined; // its ×, or Clear All
    dismissed.picker.hide();
    assert.deepEqual(await dismissed.answer, { optionId: null });
    const source = new CancellationTokenSource();
    const second = ask(source.token);
    source.cancel(); // the turn was cancelled, or five minutes passed
    assert.deepEqual(await second.answer, { optionId: null });
    assert.equal(second.picker.disposed, true, 'the question is gone');
  });
});
