import './vscodeStub'; // first: it answers require('vscode')
import { recorded, resetRecorded } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { BridgeLog, errorMessage, isCancellation, RateLimiter } from '../../src/log';

describe('RateLimiter', () => {
  it('the same message at most once per 30 s', () => {
    const r = new RateLimiter();
    assert.equal(r.allow('a', 0), true);
    assert.equal(r.allow('a', 29_999), false);
    assert.equal(r.allow('b', 29_999), true);
    assert.equal(r.allow('a', 30_000), true);
  });
});

describe('errors', () => {
  beforeEach(() => resetRecorded());
  it('messages: the bridge sentence, one line', () => {
    assert.equal(errorMessage({ code: -32011, message: 'The agent exited with code 1.' }), 'The agent exited with code 1.');
    assert.equal(errorMessage(new Error('first\nsecond')), 'first');
    assert.equal(errorMessage('plain'), 'plain');
    assert.equal(errorMessage({ message: 'x'.repeat(400) }).length, 300);
  });
  it('cancellations are never shown', () => {
    assert.equal(isCancellation({ code: -32800, message: 'cancelled' }), true);
    assert.equal(isCancellation({ code: -32002, message: 'not found' }), false);
    const log = new BridgeLog();
    log.reportError('Opening', { code: -32800, message: 'The request was cancelled.' });
    assert.equal(recorded.messages.length, 0);
  });
  it('reportError notifies once per message within 30 s', () => {
    const log = new BridgeLog();
    log.reportError('Opening', { code: -32002, message: 'Session sess_1 not found.' });
    log.reportError('Opening', { code: -32002, message: 'Session sess_1 not found.' });
    log.reportError('Opening', { code: -32012, message: 'The agent did not answer in time.' });
    assert.deepEqual(recorded.messages, [
      { kind: 'error', message: 'Session sess_1 not found.' },
      { kind: 'error', message: 'The agent did not answer in time.' },
    ]);
  });
});
