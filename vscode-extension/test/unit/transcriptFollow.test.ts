import './vscodeStub'; // first: it answers require('vscode')
import { editor, Position, Range, resetRecorded, tabs, Uri, window as vscodeWindow } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { TranscriptFollow } from '../../src/transcriptFollow';

const URI = 'acp-session:/demo/s/Fix%20it.acp.md';

/** A visible editor of a `lines`-line document whose view shows lines `top`..`bottom`; `grow` adds
 * lines to its document, `scroll` moves its view (and tells of the move when `told`). */
function shownEditor(lines: number, top: number, bottom: number, uri = URI) {
  let count = lines;
  const shown = {
    document: { uri: Uri.parse(uri), get lineCount() { return count; } },
    visibleRanges: [new Range(new Position(top, 0), new Position(bottom, 0))],
    revealRange: (range: Range) => tabs.revealed.push({ uri, line: range.start.line }),
  };
  vscodeWindow.visibleTextEditors = [...vscodeWindow.visibleTextEditors, shown] as never;
  const scroll = (to: number, end: number, told = false) => {
    shown.visibleRanges = [new Range(new Position(to, 0), new Position(end, 0))];
    if (told) {
      editor.rangesChanged.fire({ textEditor: shown });
    }
  };
  return { grow: (more: number) => (count += more), scroll };
}

/** VS Code took the new text of `uri`'s document. */
const changed = (uri = URI) => editor.changed.fire({ document: { uri: Uri.parse(uri), getText: () => '' }, contentChanges: [{ text: '' }] });

describe('TranscriptFollow', () => {
  beforeEach(() => resetRecorded());

  it('an editor that shows the end of its window when more text comes goes on showing the end', () => {
    const follow = new TranscriptFollow();
    const doc = shownEditor(120, 80, 119);
    follow.beforeChange(Uri.parse(URI) as never);
    doc.grow(30); // the answer streams in below
    changed();
    assert.deepEqual(tabs.revealed, [{ uri: URI, line: 149 }]);
    changed(); // once per change it was told of
    assert.equal(tabs.revealed.length, 1);
    follow.dispose();
  });

  it('an editor the user scrolled up stays where it is, and other documents are not moved', () => {
    const follow = new TranscriptFollow();
    shownEditor(120, 10, 50);
    shownEditor(40, 0, 39, 'acp-session:/demo/other.acp.md');
    follow.beforeChange(Uri.parse(URI) as never);
    changed();
    changed('acp-session:/demo/other.acp.md');
    assert.deepEqual(tabs.revealed, []);
    follow.dispose();
  });

  it('a change that never came (the same text) leaves no follow behind once the user scrolled up', () => {
    const follow = new TranscriptFollow();
    const doc = shownEditor(120, 80, 119);
    follow.beforeChange(Uri.parse(URI) as never); // VS Code found the text unchanged: no event
    doc.scroll(10, 49); // scrolled up
    follow.beforeChange(Uri.parse(URI) as never);
    changed();
    assert.deepEqual(tabs.revealed, []);
    follow.dispose();
  });

  it('the answer after the prompt is followed too, before the view has told of its move', () => {
    const follow = new TranscriptFollow();
    const doc = shownEditor(120, 0, 40);
    follow.toEnd(Uri.parse(URI) as never);
    for (const more of [4, 10]) { // the prompt's echo, then a chunk of the answer
      doc.grow(more);
      follow.beforeChange(Uri.parse(URI) as never);
      changed();
    }
    assert.deepEqual(tabs.revealed.map((r) => r.line), [119, 123, 133]);
    follow.dispose();
  });

  it('a user who scrolls away while VS Code takes the text in stays where they went', () => {
    const follow = new TranscriptFollow();
    const doc = shownEditor(120, 80, 119);
    follow.beforeChange(Uri.parse(URI) as never);
    doc.scroll(10, 49, true); // Go to Turn, say
    changed();
    assert.deepEqual(tabs.revealed, []);
    follow.dispose();
  });

  it('a prompt sent brings the window to its end now, and after the text it brings', () => {
    const follow = new TranscriptFollow();
    const doc = shownEditor(120, 0, 40);
    follow.toEnd(Uri.parse(URI) as never);
    assert.deepEqual(tabs.revealed, [{ uri: URI, line: 119 }]);
    doc.grow(4); // the prompt, echoed into the transcript, before the view has moved
    follow.beforeChange(Uri.parse(URI) as never);
    changed();
    assert.deepEqual(tabs.revealed.at(-1), { uri: URI, line: 123 });
    follow.dispose();
  });
});
