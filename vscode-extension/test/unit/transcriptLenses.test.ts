import './vscodeStub'; // first: it answers require('vscode')
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TranscriptWindow } from '../../src/protocol';
import { transcriptLenses } from '../../src/transcriptLenses';

const document = { lineCount: 40, getText: () => '', lineAt: () => ({ text: '' }) } as never;
const BASE = 'acp-session:/demo/s1';
const window = (o: Partial<TranscriptWindow>): TranscriptWindow => ({
  firstTurn: 151, lastTurn: 200, totalTurns: 250, earlierUri: null, laterUri: null, ...o,
});
const titles = (w: TranscriptWindow) =>
  transcriptLenses(document, w).map((lens) => (lens as unknown as { command: { title: string } }).command.title);

describe('the lenses to the turns around a window', () => {
  it('name the turns they open: the page just before, or just after', () => {
    const page = window({
      earlierUri: `${BASE}/turns-101-150/Fix%20it.acp.md`,
      laterUri: `${BASE}/turns-201-250/Fix%20it.acp.md`,
    });
    assert.deepEqual(titles(page), [
      '$(arrow-up) Earlier turns (101–150)',
      'Turns 151–200 of 250 · Go to Turn…',
      '$(arrow-down) Later turns (201–250)',
    ]);
  });

  it('the newest turns, which grow, are later turns from the first of them on', () => {
    const page = window({ earlierUri: `${BASE}/turns-101-150/Fix%20it.acp.md`, laterUri: `${BASE}/Fix%20it.acp.md` });
    assert.equal(titles(page).at(-1), '$(arrow-down) Later turns (201 onwards)');
  });
});
