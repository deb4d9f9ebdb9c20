// ACP: Go to Turn…: the session it lists is named, and the list starts where the user reads.
import './vscodeStub'; // first: it answers require('vscode')
import { type FakeQuickPick, recorded, resetRecorded } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type * as p from '../../src/protocol';
import type { Transcripts } from '../../src/transcripts';
import { goToTurn } from '../../src/turns';
import { FakeClient, tick } from './fakeClient';

type Pick = { turn: number; label: string };

function setup() {
  const client = new FakeClient()
    .on('listTurns', () => ({ turns: [1, 2, 3, 4, 5].map((turn) => ({ turn, label: `Prompt ${turn}` })) }))
    .on('locateTurn', ({ turn }: { turn: number }) => ({ uri: `acp-session:/demo/s/turns-1-50/T.acp.md`, line: turn * 10 }));
  const shown: { uri: string; line?: number; browsing?: boolean }[] = [];
  const transcripts = {
    show: async (uri: string, _expecting: boolean, line?: number, how?: { browsing?: boolean }) =>
      void shown.push({ uri, line, browsing: how?.browsing }),
  } as unknown as Transcripts;
  return { client, transcripts, shown };
}

const WINDOW: p.TranscriptWindow = { firstTurn: 1, lastTurn: 3, totalTurns: 5, earlierUri: null, laterUri: 'acp-session:/demo/s/T.acp.md' };

describe('Go to Turn', () => {
  beforeEach(() => resetRecorded());

  it('names the session, starts the list at the last turn of the window read, and opens the pick there', async () => {
    const { client, transcripts, shown } = setup();
    const going = goToTurn(client.asClient(), transcripts, { agentId: 'demo', sessionId: 's' }, 'Fix $(zap) it', WINDOW);
    await tick(5);
    const qp = recorded.quickPicks[0] as FakeQuickPick<Pick>;
    assert.equal(qp.title, 'Go to Turn — Fix \\$(zap) it');
    assert.deepEqual(qp.items.map((i) => i.turn), [5, 4, 3, 2, 1], 'newest first');
    assert.deepEqual(qp.activeItems.map((i) => i.turn), [3]);
    qp.accept(qp.activeItems[0]);
    await going;
    assert.deepEqual(shown, [{ uri: 'acp-session:/demo/s/turns-1-50/T.acp.md', line: 30, browsing: true }]);
  });

  it('without a window read, the newest turn comes first and stays the active one', async () => {
    const { client, transcripts } = setup();
    const going = goToTurn(client.asClient(), transcripts, { agentId: 'demo', sessionId: 's' });
    await tick(5);
    const qp = recorded.quickPicks[0] as FakeQuickPick<Pick>;
    assert.equal(qp.title, 'Go to Turn');
    assert.deepEqual(qp.items.map((i) => i.turn), [5, 4, 3, 2, 1]);
    assert.deepEqual(qp.activeItems, [], 'VS Code makes the first row, the newest turn, the active one');
    qp.hide();
    await going;
  });
});
