import { recorded, ProgressLocation } from './vscodeStub';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withAgentProgress, waitedMessage, NOTIFY_AFTER_MS } from '../../src/progress';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request the agent never answers: it ends only when its token is cancelled. */
function neverAnswered(token: { onCancellationRequested: (f: () => void) => unknown }): Promise<string> {
  return new Promise((_resolve, reject) => {
    token.onCancellationRequested(() => reject(Object.assign(new Error('cancelled'), { name: 'Canceled' })));
  });
}

test('a quick answer shows only the status bar progress', async () => {
  recorded.progress.length = 0;
  assert.equal(await withAgentProgress('Listing…', async () => 'ok'), 'ok');
  await sleep(NOTIFY_AFTER_MS + 200);
  assert.deepEqual(recorded.progress.map((p) => p.options.location), [ProgressLocation.Window]);
});

test('a request left unanswered gets a notification counting the seconds, whose Cancel ends it', async () => {
  recorded.progress.length = 0;
  const pending = withAgentProgress('Opening “x” in Hung agent…', (token) => neverAnswered(token));
  await sleep(NOTIFY_AFTER_MS + 1300);
  const shown = recorded.progress.find((p) => p.options.location === ProgressLocation.Notification);
  assert.ok(shown, 'a notification');
  assert.equal(shown.options.title, 'Opening “x” in Hung agent'); // VS Code adds ": waiting 2 s"
  assert.equal(shown.options.cancellable, true);
  assert.ok(shown.messages.includes('waiting 2 s') && shown.messages.includes('waiting 3 s'), String(shown.messages));
  shown.cancel();
  await assert.rejects(pending, /cancelled/);
  await sleep(10);
  assert.ok(recorded.progress.every((p) => p.done), 'every progress ended');
});

test('the seconds are whole and never zero', () => {
  assert.equal(waitedMessage(300), 'waiting 1 s');
  assert.equal(waitedMessage(12_400), 'waiting 12 s');
});
