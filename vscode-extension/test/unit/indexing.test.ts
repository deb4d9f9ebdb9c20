import './vscodeStub'; // first: it answers require('vscode')
import { FakeStatusBarItem, recorded, resetRecorded } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { INDEX_CONFIRM, IndexingStatus, indexingEnded, indexingText } from '../../src/indexing';
import { BridgeLog } from '../../src/log';
import type * as p from '../../src/protocol';
import { FakeClient } from './fakeClient';

function progress(o: Partial<p.IndexProgress> = {}): p.IndexProgress {
  return { running: true, done: 0, total: 0, failed: 0, agentIds: ['demo'], message: null, ...o };
}

describe('indexing words', () => {
  it('the status bar counts the sessions replayed, and says why it stops', () => {
    assert.equal(indexingText(progress()), '$(sync~spin) Indexing history…');
    assert.equal(indexingText(progress({ done: 120, total: 696 })), '$(sync~spin) Indexing history 120/696');
    assert.equal(indexingText(progress({ done: 3, total: 9, message: 'Cancelling…' })), '$(sync~spin) Indexing history: Cancelling…');
    assert.equal(indexingText(progress({ running: false, done: 9, total: 9 })), undefined);
    assert.equal(indexingEnded(progress({ running: false, done: 9, total: 9 })), 'Indexed 9 sessions: Search Transcripts searches them now');
    assert.equal(
      indexingEnded(progress({ running: false, done: 3, total: 9, failed: 1, message: 'Cancelled' })),
      'Indexing history stopped after 3 of 9 sessions: Cancelled (1 could not be replayed)',
    );
  });
});

describe('Index All Sessions…', () => {
  beforeEach(() => resetRecorded());

  function make() {
    const client = new FakeClient()
      .on('indexSessions', () => progress())
      .on('cancelIndexing', () => progress({ done: 4, total: 9, message: 'Cancelling…' }));
    const status = new IndexingStatus(client.asClient(), new BridgeLog());
    const item = recorded.statusBarItems.find((i) => (i as FakeStatusBarItem).name.includes('Indexing')) as FakeStatusBarItem;
    return { client, status, item };
  }

  it('asks first, and nothing starts when the user says no', async () => {
    const { client, status } = make();
    assert.equal(await status.start(), false);
    assert.equal(recorded.modals.length, 1);
    assert.match(recorded.modals[0].detail ?? '', /one at a time and only while its agent is idle/);
    assert.deepEqual(client.callsOf('indexSessions'), []);
  });

  it('shows its progress in the status bar, with Cancel, until it ends', async () => {
    const { client, status, item } = make();
    recorded.infoAnswer = INDEX_CONFIRM;
    assert.equal(await status.start(), true);
    assert.deepEqual(client.callsOf('indexSessions'), [{ agentIds: [] }]);
    assert.equal(item.visible, true);
    assert.deepEqual(item.command, { command: 'acpBridge.cancelIndexing', title: 'Cancel Indexing' });
    client.indexProgress.fire(progress({ done: 2, total: 9 }));
    assert.equal(item.text, '$(sync~spin) Indexing history 2/9');
    assert.equal(status.running, true);
    await status.cancel();
    assert.equal(item.text, '$(sync~spin) Indexing history: Cancelling…');
    client.indexProgress.fire(progress({ running: false, done: 4, total: 9, message: 'Cancelled' }));
    assert.equal(item.visible, false);
    assert.equal(status.running, false);
    assert.deepEqual(recorded.statusMessages, ['Indexing history stopped after 4 of 9 sessions: Cancelled']);
  });
});
