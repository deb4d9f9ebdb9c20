import './vscodeStub'; // first: it answers require('vscode')
import { connectEditor, editor, type FakeTab, recorded, resetRecorded, TabInputText, tabs, Uri, window as vscodeWindow, workspace } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { BridgeLog } from '../../src/log';
import type { TranscriptResult } from '../../src/protocol';
import { applyTranscript, countCodePoints, Throttle, utf16Index, utf16IndexFromEnd } from '../../src/transcriptText';
import { lineRowsBelow, newestTurnCentre, wrapColumns } from '../../src/newestTurn';
import { PROMPT_RUNNING } from '../../src/transcriptLenses';
import { Transcripts } from '../../src/transcripts';
import { FakeClient, tick } from './fakeClient';

const result = (o: Partial<TranscriptResult>): TranscriptResult => ({
  uri: 'acp-session:/demo/s.md', text: '', offset: 0, head: null, headEnd: 0, version: 1, complete: true, loading: false,
  incompleteReason: null, ...o,
});

/** The text held after `result`, from `text` (with its code-point count) at `version`. */
const apply = (text: string, version: number | null, r: TranscriptResult): string | undefined => {
  const held = applyTranscript({ text, version, codePoints: countCodePoints(text) }, r);
  if (held !== undefined) {
    assert.equal(held.codePoints, countCodePoints(held.text), 'the kept count matches the text');
  }
  return held?.text;
};

/** What a bridge that holds no transcript for `uri` answers `getTranscript` (one that restarted). */
const notHeld = (uri = 'acp-session:/demo/s.md') =>
  Object.assign(new Error(`no transcript is open for ${uri}; load the session first`), { code: -32002 });

/** How many times the thoughts were folded (`foldThoughts`). */
const folds = () => recorded.commandsRun.filter((id) => id === 'editor.foldAllBlockComments').length;

const WITH_THOUGHT = '## User\n\nHi\n\n> **Thought**\n>\n> Hmm\n';

/** A transcript with a thought, opened as a load the user asked for ends: its documents. */
async function openedWithThought(client: FakeClient): Promise<Transcripts> {
  const docs = new Transcripts(client.asClient(), new BridgeLog());
  connectEditor(docs);
  const opening = docs.show('acp-session:/demo/s.md', true);
  docs.loadEnded('acp-session:/demo/s.md');
  await opening;
  return docs;
}

describe('applyTranscript', () => {
  it('the first answer is the whole text', () => {
    assert.equal(apply('', null, result({ text: '# T\n', offset: 0 })), '# T\n');
  });
  it('a tail is appended at offset = length', () => {
    assert.equal(apply('abc', 1, result({ text: 'def', offset: 3, version: 2 })), 'abcdef');
  });
  it('a tail from inside the held text replaces what follows offset', () => {
    assert.equal(apply('hello wor', 3, result({ text: 'world!\n', offset: 6, version: 4 })), 'hello world!\n');
  });
  it('offset 0 replaces everything', () => {
    assert.equal(apply('old', 3, result({ text: 'new', offset: 0, version: 4 })), 'new');
  });
  it('an unchanged version with an empty tail keeps the text', () => {
    assert.equal(apply('abc', 4, result({ text: '', offset: 3, version: 4 })), 'abc');
  });
  it('stale answers and impossible offsets are refused', () => {
    assert.equal(apply('abc', 5, result({ text: 'x', offset: 3, version: 4 })), undefined);
    assert.equal(apply('abc', 5, result({ text: 'x', offset: 9, version: 6 })), undefined);
  });
  it('offsets count characters (code points, as in Python), not UTF-16 units', () => {
    assert.equal(apply('héllo', 1, result({ text: '!', offset: 5, version: 2 })), 'héllo!');
    // "😀" is one character for the bridge and two UTF-16 units here.
    assert.equal(apply('a😀b😀c', 1, result({ text: 'X', offset: 4, version: 2 })), 'a😀b😀X');
    assert.equal(apply('a😀b😀c', 1, result({ text: 'Y', offset: 5, version: 2 })), 'a😀b😀cY');
    assert.equal(apply('a😀b😀c', 1, result({ text: 'Z', offset: 6, version: 2 })), undefined);
  });
  it('a splice near the end of a long text walks back from the end, with the same result', () => {
    const text = 'a😀'.repeat(50_000) + 'tail';
    const total = countCodePoints(text);
    assert.equal(total, 100_004);
    for (const offset of [0, 1, 2, 3, 99_999, 100_000, 100_001, 100_004]) {
      assert.equal(utf16IndexFromEnd(text, total, offset), utf16Index(text, offset), `offset ${offset}`);
    }
    assert.equal(utf16IndexFromEnd(text, total, 100_005), undefined);
    assert.equal(apply(text, 1, result({ text: 'TAIL', offset: 100_000, version: 2 })), 'a😀'.repeat(50_000) + 'TAIL');
  });
  it('a new title replaces the header and keeps the body the client holds', () => {
    const held = '# Old 😀 title\n\n## User\n\nhi\n\n';
    const headEnd = countCodePoints('# Old 😀 title\n\n');
    const end = countCodePoints(held);
    assert.equal(
      apply(held, 3, result({ head: '# New\n\n', headEnd, text: '', offset: end, version: 4 })),
      '# New\n\n## User\n\nhi\n\n',
    );
    // With a tail as well: the header edit and the splice, both in the held text's characters.
    assert.equal(
      apply(held, 3, result({ head: '# N\n\n', headEnd, text: 'hi there\n\n', offset: end - 4, version: 4 })),
      '# N\n\n## User\n\nhi there\n\n',
    );
  });
  it('a header edit past the offset or beyond the held text is refused', () => {
    assert.equal(apply('# T\n\nbody', 3, result({ head: '# U\n\n', headEnd: 9, text: '', offset: 5, version: 4 })), undefined);
    assert.equal(apply('# T\n\n', 3, result({ head: '# U\n\n', headEnd: -1, text: '', offset: 5, version: 4 })), undefined);
  });
  it('code points: a surrogate pair is one, a lone surrogate is one', () => {
    assert.equal(countCodePoints(''), 0);
    assert.equal(countCodePoints('a😀b'), 3);
    assert.equal(countCodePoints('\ud83d'), 1);
    assert.equal(countCodePoints('x\ude00\ud83d'), 3);
  });
  it('utf16Index', () => {
    assert.equal(utf16Index('abc', 0), 0);
    assert.equal(utf16Index('abc', 3), 3);
    assert.equal(utf16Index('abc', 4), undefined);
    assert.equal(utf16Index('😀😀', 1), 2);
    assert.equal(utf16Index('😀😀', 2), 4);
  });
});

describe('Throttle', () => {
  it('fires at once, then at most once per interval', async () => {
    let fired = 0;
    const t = new Throttle(() => fired++, 40);
    t.trigger();
    assert.equal(fired, 1);
    t.trigger();
    t.trigger();
    t.trigger();
    assert.equal(fired, 1);
    await tick(60);
    assert.equal(fired, 2);
    t.dispose();
  });
});

describe('where a new transcript opens (its lines wrapped or not)', () => {
  beforeEach(() => {
    resetRecorded();
    vscodeWindow.visibleTextEditors = [];
  });
  const lines = (n: number, at?: Map<number, string>) =>
    Array.from({ length: n }, (_, i) => at?.get(i) ?? `line ${i}`).join('\n');

  it('counts a line as one row per wrap width it fills, at least one', () => {
    assert.equal(lineRowsBelow(lines(50), 10, 14, 80), 24, 'short lines: one row each');
    const long = lines(50, new Map([[11, 'x'.repeat(200)]])); // three rows at 80 columns
    assert.equal(lineRowsBelow(long, 10, 14, 80), 22);
    assert.equal(lineRowsBelow(lines(50, new Map([[10, '']])), 10, 1, 80), 11, 'an empty line is a row');
    assert.equal(lineRowsBelow(lines(12), 10, 14, 80), 12, 'past the last line: the line count');
  });

  it('opens with the cursor half a view below the prompt, in rows when lines wrap', () => {
    // 36 rows are taken to show: the cursor 14 rows below the prompt (VS Code centres it).
    assert.equal(newestTurnCentre(lines(200), 100)?.line, 114);
    const wrapped = lines(200, new Map([[102, 'word '.repeat(100)]])); // 500 characters: 7 rows at 80
    assert.equal(newestTurnCentre(wrapped, 100)?.line, 114, 'unwrapped: lines are rows');
    assert.equal(newestTurnCentre(wrapped, 100, 80)?.line, 108, 'wrapped: the long line takes 7 of the 14 rows');
    assert.equal(newestTurnCentre(lines(40), 10, 80), undefined, 'a view and a half or less: opens at its top');
  });

  it('takes the wrap column from the editor settings', () => {
    assert.equal(wrapColumns('acp-transcript'), undefined, 'no wrap set: no wrap');
    recorded.configuration.set('wordWrap', 'on');
    assert.equal(wrapColumns('acp-transcript'), 80, 'at the view\'s width: a narrow guess');
    recorded.configuration.set('wordWrap', 'wordWrapColumn');
    recorded.configuration.set('wordWrapColumn', 100);
    assert.equal(wrapColumns('acp-transcript'), 100);
    recorded.configuration.set('wordWrap', 'bounded');
    recorded.configuration.set('wordWrapColumn', 120);
    assert.equal(wrapColumns('acp-transcript'), 80, 'the narrower of the column and the guess');
  });
});

describe('Transcripts (document provider)', () => {
  beforeEach(() => resetRecorded());
  it('fetches the whole text once, then only tails, spliced at offset', async () => {
    const client = new FakeClient();
    const texts = ['# Session\n\nhello', '# Session\n\nhello world\n'];
    client.on('getTranscript', (params) => {
      if (params.fromVersion === null) {
        return result({ text: texts[0], version: 1 });
      }
      return result({ text: texts[1].slice(16), offset: 16, version: 2 });
    });
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    const changes: string[] = [];
    docs.onDidChange((u) => changes.push(u.toString()));
    connectEditor(docs);
    const uri = Uri.parse('acp-session:/demo/s.md');
    await workspace.openTextDocument(uri); // the editor makes the document from the provider
    assert.equal(editor.texts.get(uri.toString()), texts[0]);
    client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: 2, complete: true, loading: false });
    await tick(150);
    assert.deepEqual(client.callsOf('getTranscript').map((p) => p.fromVersion), [null, 1]);
    assert.equal(await docs.provideTextDocumentContent(uri as never), texts[1]);
    assert.ok(changes.length >= 1);
    // An old version is ignored.
    client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: 1, complete: true, loading: false });
    await tick(10);
    assert.equal(client.callsOf('getTranscript').length, 2);
    docs.dispose();
  });
  it('a change told while the fetch before it ends is fetched too (none is lost)', async () => {
    // The change comes a number of microtasks after the answer to the fetch before it: at some
    // number it lands between that fetch's last look for more and its end.
    for (let hops = 0; hops < 40; hops++) {
      let version = 1;
      const client = new FakeClient();
      client.on('getTranscript', () => {
        const answer = result({ text: `v${version}`, version });
        if (version === 1) {
          version = 2;
          let later = Promise.resolve();
          for (let i = 0; i < hops; i++) {
            later = later.then(() => undefined);
          }
          void later.then(() => client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: 2, complete: true, loading: false }));
        }
        return answer;
      });
      const docs = new Transcripts(client.asClient(), new BridgeLog());
      const uri = Uri.parse('acp-session:/demo/s.md');
      await docs.provideTextDocumentContent(uri as never);
      await tick(5);
      assert.equal(await docs.provideTextDocumentContent(uri as never), 'v2', `a change ${hops} microtasks after the answer`);
      docs.dispose();
    }
  });
  it('a tab the bridge holds no transcript for (restored after a reload) reads its session again, once', async () => {
    const client = new FakeClient();
    let exists = false;
    let finish!: () => void;
    const read = new Promise<void>((resolve) => (finish = resolve));
    client.on('getTranscript', () => {
      if (!exists) {
        throw notHeld();
      }
      return result({ text: 'replayed', version: 3 });
    });
    client.on('openReadOnly', async () => {
      await read;
      exists = true;
      return { uri: 'acp-session:/demo/s.md', complete: true, incompleteReason: null, fromHistory: false };
    });
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    const changes: string[] = [];
    docs.onDidChange((u) => changes.push(u.toString()));
    const uri = Uri.parse('acp-session:/demo/s.md');
    assert.match(await docs.provideTextDocumentContent(uri as never), /Loading/, 'no error while the session is read');
    assert.deepEqual(client.callsOf('openReadOnly'), [{ agentId: 'demo', sessionId: 's', cwd: null }]);
    finish();
    await tick(20);
    assert.ok(changes.includes('acp-session:/demo/s.md'), 'the editor is told the text came');
    assert.equal(await docs.provideTextDocumentContent(uri as never), 'replayed');
    assert.equal(client.callsOf('openReadOnly').length, 1, 'read once');
    assert.equal(recorded.messages.length, 0, 'no notification for a document fetch');
    docs.dispose();
  });
  it('after a bridge restart, a tab\'s session is read again; a document no tab shows waits for one', async () => {
    const client = new FakeClient();
    let held = true; // the bridge holds the transcripts, until it restarts
    client.on('getTranscript', (params) => {
      if (!held) {
        throw notHeld(params.uri);
      }
      return result({ uri: params.uri, text: `text of ${params.uri}`, version: 3 });
    });
    client.on('openReadOnly', (params) => {
      held = true;
      return { uri: `acp-session:/demo/${params.sessionId}.md`, complete: true, incompleteReason: null, fromHistory: false };
    });
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    const shown = Uri.parse('acp-session:/demo/shown.md');
    const closed = Uri.parse('acp-session:/demo/closed.md');
    await docs.provideTextDocumentContent(shown as never);
    await docs.provideTextDocumentContent(closed as never);
    const group = { viewColumn: 1, tabs: [] as FakeTab[] };
    group.tabs.push({ input: new TabInputText(shown), isActive: true, group });
    tabs.groups.push(group);
    held = false;
    client.started.fire(); // a new bridge
    await tick(20);
    assert.deepEqual(client.callsOf('openReadOnly').map((c) => c.sessionId), ['shown'], 'only the session a tab shows is replayed');
    assert.match(await docs.provideTextDocumentContent(shown as never), /^text of acp-session:\/demo\/shown\b/);
    held = false;
    const reopened = { input: new TabInputText(closed), isActive: true, group };
    group.tabs.push(reopened);
    tabs.changed.fire({ opened: [reopened] });
    await tick(20);
    assert.deepEqual(client.callsOf('openReadOnly').map((c) => c.sessionId), ['shown', 'closed'], 'read once its tab shows again');
    assert.match(await docs.provideTextDocumentContent(closed as never), /^text of acp-session:\/demo\/closed\b/);
    docs.dispose();
  });
  it('a restored tab whose session cannot be read says why, in words, and is not read again', async () => {
    const client = new FakeClient()
      .on('getTranscript', () => {
        throw notHeld();
      })
      .on('openReadOnly', () => {
        throw Object.assign(new Error('Demo is not available: exited (code 1), and no copy of this transcript is kept on this machine\n  at stack'), { code: -32001 });
      });
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    const uri = Uri.parse('acp-session:/demo/s.md');
    await docs.provideTextDocumentContent(uri as never);
    await tick(20);
    const text = await docs.provideTextDocumentContent(uri as never);
    assert.match(text, /^This transcript is not available: Demo is not available: exited \(code 1\), and no copy of this transcript is kept on this machine\n/);
    assert.doesNotMatch(text, /\\/, 'no escapes: the editor shows the source');
    client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: 3, complete: true, loading: false });
    await tick(20);
    assert.equal(client.callsOf('openReadOnly').length, 1, 'read once');
    docs.dispose();
  });
  it('a transcript opens with its thoughts folded, once: shown again, what the user unfolded stays open', async () => {
    resetRecorded();
    const docs = await openedWithThought(new FakeClient().on('getTranscript', () => result({ text: WITH_THOUGHT, version: 4 })));
    assert.equal(folds(), 1, 'folded as it first shows');
    await docs.show('acp-session:/demo/s.md');
    assert.equal(folds(), 1, 'not folded again');
    docs.dispose();
  });
  it('a transcript read again after a bridge restart shows its thoughts folded again', async () => {
    resetRecorded();
    let held = true;
    let version = 4;
    const client = new FakeClient()
      .on('getTranscript', () => {
        if (!held) {
          throw notHeld();
        }
        return result({ text: WITH_THOUGHT, version });
      })
      .on('openReadOnly', () => {
        held = true;
        version = 1; // a new bridge counts from the start
        return { uri: 'acp-session:/demo/s.md', complete: true, incompleteReason: null, fromHistory: false };
      });
    const docs = await openedWithThought(client);
    assert.equal(folds(), 1, 'folded as it first shows');
    held = false;
    client.started.fire(); // the bridge crashed and was started again
    await tick(300);
    assert.deepEqual(client.callsOf('openReadOnly').map((c) => c.sessionId), ['s']);
    assert.match(editor.texts.get('acp-session:/demo/s.md') ?? '', /Thought/, 'the text is back');
    assert.equal(folds(), 2, 'its thoughts folded again');
    // Again, the user moving in it while it is read (reading a thought they unfolded): left as it is.
    held = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    client.on('openReadOnly', async () => {
      await answered;
      held = true;
      return { uri: 'acp-session:/demo/s.md', complete: true, incompleteReason: null, fromHistory: false };
    });
    client.started.fire();
    await tick(50);
    editor.selectionChanged.fire({ textEditor: vscodeWindow.activeTextEditor, kind: 1 }); // a click
    answer();
    await tick(300);
    assert.equal(client.callsOf('openReadOnly').length, 2);
    assert.equal(folds(), 2, 'not folded under the user\'s eyes');
    docs.dispose();
  });
  it('a session being opened takes its text as the document\'s first content, once the load has ended, at its newest turn', async () => {
    const window = { firstTurn: 1, lastTurn: 3, totalTurns: 3, earlierUri: null, laterUri: null, lastTurnLine: 12 };
    const client = new FakeClient()
      .on('getTranscript', () => result({ text: 'replayed\n'.repeat(20), version: 4, window }))
      .on('locateTurn', (params) => ({ uri: 'acp-session:/demo/s.md', line: params.turn === 3 ? 12 : 0 }));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    const changes: string[] = [];
    docs.onDidChange((u) => changes.push(u.toString()));
    connectEditor(docs);
    const opening = docs.show('acp-session:/demo/s.md', true);
    // The replay runs: the document waits for its end, and its changes are not fetched.
    client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: 2, complete: false, loading: true });
    await tick(30);
    assert.equal(client.callsOf('getTranscript').length, 0, 'nothing fetched during the replay');
    assert.equal(editor.texts.size, 0, 'the document waits for the load');
    docs.loadEnded('acp-session:/demo/s.md');
    await opening;
    assert.equal(editor.texts.get('acp-session:/demo/s.md'), 'replayed\n'.repeat(20), 'its first content is the text');
    assert.deepEqual(changes, [], 'no change event: the text came with the document');
    assert.deepEqual(client.callsOf('locateTurn'), [], 'the whole text\'s answer said where its newest turn is');
    assert.deepEqual(tabs.revealed, [{ uri: 'acp-session:/demo/s.md', line: 12 }], 'the newest turn at the top');
    docs.dispose();
  });
  // An answer without `lastTurnLine` (a tail fetched before the tab was shown): the bridge is asked.
  it('the newest turn\'s prompt comes to the top, unless the whole transcript fits in the view', async () => {
    for (const [height, want] of [[10, [12]], [40, []]] as const) {
      resetRecorded();
      tabs.viewHeight = height;
      const window = { firstTurn: 1, lastTurn: 3, totalTurns: 3, earlierUri: null, laterUri: null };
      const client = new FakeClient()
        .on('getTranscript', () => result({ text: 'line\n'.repeat(19), version: 4, window }))
        .on('locateTurn', () => ({ uri: 'acp-session:/demo/s.md', line: 12 }));
      const docs = new Transcripts(client.asClient(), new BridgeLog());
      connectEditor(docs);
      const opening = docs.show('acp-session:/demo/s.md', true);
      docs.loadEnded('acp-session:/demo/s.md');
      await opening;
      assert.deepEqual(tabs.revealed.map((r) => r.line), want, `a view of ${height} lines`);
      docs.dispose();
    }
  });
  // A window longer than a view: the tab opens on it at its newest turn (VS Code centres the cursor it
  // is opened with: about half a view below the prompt), then the cursor goes to the prompt, which
  // scrolls only when the view is too short to show it already.
  for (const [height, scrolls] of [[36, false], [10, true]] as const) {
    it(`a quick load of a long window opens at its newest turn (a view of ${height} lines)`, async () => {
      resetRecorded();
      tabs.viewHeight = height;
      const window = { firstTurn: 1, lastTurn: 100, totalTurns: 100, earlierUri: null, laterUri: null, lastTurnLine: 350 };
      const client = new FakeClient().on('getTranscript', () => result({ text: 'line\n'.repeat(400), version: 4, window }));
      const docs = new Transcripts(client.asClient(), new BridgeLog());
      connectEditor(docs);
      const opening = docs.show('acp-session:/demo/s.md', true);
      docs.loadEnded('acp-session:/demo/s.md');
      const shown = await opening;
      const opened = (tabs.shown[0].options as { selection?: { start: { line: number } } }).selection?.start.line;
      assert.ok(opened !== undefined && opened > 350 && opened < 350 + 36 / 2, `opened below the prompt, within half a view: ${opened}`);
      assert.equal(shown?.selection.active.line, 350, 'the cursor on the prompt');
      assert.deepEqual(tabs.revealed.map((r) => r.line), scrolls ? [350] : [], scrolls ? 'the prompt to the top' : 'no scroll: the prompt shows');
      docs.dispose();
    });
  }
  it('an agent that answers before it replays: the new document waits for the replay\'s end', async () => {
    let replaying = true;
    const client = new FakeClient().on('getTranscript', () =>
      result(replaying ? { text: '# T\n', version: 2, loading: true } : { text: '# T\n\nreplayed\n', version: 9 }));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(docs);
    const opening = docs.show('acp-session:/demo/s.md', true);
    docs.loadEnded('acp-session:/demo/s.md'); // the answer came first
    await tick(30);
    assert.equal(editor.texts.size, 0, 'still waiting: the replay runs');
    replaying = false;
    client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: 9, complete: true, loading: false });
    await opening;
    assert.equal(editor.texts.get('acp-session:/demo/s.md'), '# T\n\nreplayed\n');
    docs.dispose();
  });
  // A load still running 100 ms after the click: the title and the replay's progress meanwhile, in a
  // tab of their own (asked again at most every 500 ms); when it ends, the window's tab takes the
  // progress's place, at its newest turn. A progress the user left for another tab takes the window
  // itself, as a change; one they closed is not replaced.
  function longLoad(fails = false) {
    const uri = 'acp-session:/demo/s.md';
    const state = { turns: 1000, loading: true, fails };
    const window = { firstTurn: 51, lastTurn: 150, totalTurns: 150, earlierUri: 'acp-session:/demo/s/turns-1-50.md', laterUri: null, lastTurnLine: 350 };
    const client = new FakeClient().on('getTranscript', () => {
      if (state.loading) {
        return result({ text: `T\n\nLoading the session from the agent: ${state.turns} turns so far…\n`, version: 3, complete: false, loading: true, window: null });
      }
      if (state.fails) {
        throw Object.assign(new Error('session s not found'), { code: -32002 });
      }
      return result({ text: 'line\n'.repeat(400), version: 9, window });
    });
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(docs);
    const tabUris = () => tabs.groups.flatMap((g) => g.tabs.map((t) => String((t.input as TabInputText).uri)));
    // Its label and `…` (an ending no language claims: plain text), and `?loading`.
    return { uri, progressUri: `${uri}%E2%80%A6?loading`, state, client, docs, tabUris };
  }
  for (const user of ['stays', 'goes to another tab', 'closes the progress'] as const) {
    it(`a long load shows its progress in a tab that the window replaces (the user ${user})`, async () => {
      resetRecorded();
      tabs.viewHeight = 36;
      const { uri, progressUri, state, client, docs, tabUris } = longLoad();
      const opening = docs.show(uri, true);
      await tick(150);
      const progress = 'T\n\nLoading the session from the agent: 1000 turns so far…\n';
      assert.equal(editor.texts.get(progressUri), progress);
      assert.equal(editor.texts.has(uri), false, 'the window\'s document waits for the load');
      state.turns = 5000;
      client.transcript.fire({ uri, version: 4, complete: false, loading: true });
      await tick(20);
      assert.match(editor.texts.get(progressUri) ?? '', /1000 turns/, 'asked again only after 500 ms');
      await tick(500);
      client.transcript.fire({ uri, version: 5, complete: false, loading: true });
      await tick(20);
      assert.match(editor.texts.get(progressUri) ?? '', /5000 turns/);
      const group = tabs.groups[0];
      const progressTab = group.tabs[0];
      const other = { input: new TabInputText(Uri.parse('file:///other.ts')), isActive: true, group };
      if (user === 'goes to another tab') {
        progressTab.isActive = false;
        group.tabs.push(other);
      } else if (user === 'closes the progress') {
        await vscodeWindow.tabGroups.close(progressTab);
        assert.equal(await opening, undefined, 'it stops waiting when the progress closes');
      }
      state.loading = false;
      docs.refresh(uri); // the load has ended
      const shown = await opening;
      await tick(20);
      if (user === 'stays') {
        assert.equal(editor.texts.get(uri), 'line\n'.repeat(400), 'the window is its document\'s first content');
        assert.equal(editor.texts.get(progressUri), progress.replace('1000', '5000'), 'the progress never took the window');
        assert.deepEqual(tabUris(), [uri], 'the window\'s tab in the progress\'s place');
        const opened = (tabs.shown.find((x) => x.uri === uri)?.options as { selection?: { start: { line: number } } }).selection?.start.line;
        assert.ok(opened !== undefined && opened > 350 && opened < 350 + 36 / 2, `opened below the newest prompt: ${opened}`);
        assert.equal(shown?.selection.active.line, 350, 'the cursor on the newest prompt');
        assert.deepEqual(tabs.revealed, [], 'drawn there at once: nothing scrolls');
      } else if (user === 'goes to another tab') {
        assert.equal(editor.texts.get(progressUri), 'line\n'.repeat(400), 'the progress\'s document took the window');
        assert.deepEqual(tabUris(), [progressUri, 'file:///other.ts'], 'no tab opened over the one the user chose');
        assert.ok(other.isActive && !progressTab.isActive);
        assert.equal(shown, undefined);
        // Back to it: the window's own tab replaces it (its label, its language), in its place.
        other.isActive = false;
        progressTab.isActive = true;
        tabs.changed.fire({ changed: [progressTab] });
        await tick(20);
        assert.deepEqual(tabUris().sort(), [uri, 'file:///other.ts'], 'the window\'s tab instead of the progress\'s');
        assert.equal(editor.texts.get(uri), 'line\n'.repeat(400));
      } else {
        assert.deepEqual(tabUris(), [], 'nothing opened again');
        assert.equal(editor.texts.has(uri), false);
        assert.equal(docs.has(uri), false, 'nothing held for it: opening it again loads it');
      }
      docs.dispose();
    });
  }
  it('a progress\'s tab that took the window is replaced before the cursor goes to a turn in it', async () => {
    resetRecorded();
    tabs.viewHeight = 36;
    const { uri, progressUri, state, docs, tabUris } = longLoad();
    const opening = docs.show(uri, true);
    await tick(150);
    const group = tabs.groups[0];
    const other = { input: new TabInputText(Uri.parse('file:///other.ts')), isActive: true, group };
    group.tabs[0].isActive = false;
    group.tabs.push(other);
    state.loading = false;
    docs.refresh(uri);
    await opening;
    await tick(20);
    assert.deepEqual(tabUris(), [progressUri, 'file:///other.ts'], 'the progress\'s tab took the window');
    // Go to Turn (or a search hit) in it: the window's own tab, and the cursor there.
    const editorShown = await docs.show(uri, false, 120);
    assert.equal(String(editorShown?.document.uri), uri);
    assert.equal(editorShown?.selection.active.line, 120);
    assert.deepEqual(tabUris().sort(), [uri, 'file:///other.ts']);
    docs.dispose();
  });
  it('a progress\'s tab VS Code restored shows its session\'s window, and becomes the window\'s own tab', async () => {
    resetRecorded();
    const window = { firstTurn: 1, lastTurn: 3, totalTurns: 3, earlierUri: null, laterUri: null, lastTurnLine: 5 };
    const client = new FakeClient().on('getTranscript', () => result({ text: 'line\n'.repeat(10), version: 2, window }));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(docs);
    // Restored after a reload: an untitled session's progress (its id must not take the ending).
    const restored = Uri.parse('acp-session:/demo/s1.acp.md%E2%80%A6?loading');
    const group = { viewColumn: 1, tabs: [] as FakeTab[] };
    tabs.groups.push(group);
    const tab = { input: new TabInputText(restored), isActive: false, group };
    group.tabs.push(tab);
    await workspace.openTextDocument(restored);
    assert.equal(editor.texts.get(String(restored)), 'line\n'.repeat(10));
    assert.deepEqual(client.callsOf('getTranscript').map((x) => x.uri), ['acp-session:/demo/s1.acp.md']);
    tab.isActive = true;
    tabs.changed.fire({ changed: [tab] });
    await tick(20);
    assert.deepEqual(group.tabs.map((t) => String((t.input as TabInputText).uri)), ['acp-session:/demo/s1.acp.md']);
    docs.dispose();
  });
  it('a session opened again while its progress shows: that tab comes forward, and is replaced once', async () => {
    resetRecorded();
    const { uri, progressUri, state, docs, tabUris } = longLoad();
    const opening = docs.show(uri, true);
    await tick(150);
    // Opened again (expecting a load, or not: a prompt sent to it, a read-only copy shown instead).
    assert.equal(await docs.show(uri, true), undefined, 'the second answers at once');
    assert.equal(await docs.show(uri), undefined, 'so does one that expects no load');
    assert.deepEqual(tabUris(), [progressUri], 'no second tab');
    state.loading = false;
    docs.refresh(uri);
    await opening;
    assert.deepEqual(tabUris(), [uri]);
    docs.dispose();
  });
  it('a long load that fails: its reason shows in the tab that replaces the progress', async () => {
    resetRecorded();
    const { uri, state, docs, tabUris } = longLoad(true);
    const opening = docs.show(uri, true);
    await tick(150);
    state.loading = false;
    docs.refresh(uri); // the load failed
    await opening;
    assert.match(editor.texts.get(uri) ?? '', /not available: session s not found/);
    assert.deepEqual(tabUris(), [uri]);
    docs.dispose();
  });
  it('a long load that ends while its tab is being made: the window replaces the progress all the same', async () => {
    resetRecorded();
    tabs.viewHeight = 10;
    const uri = 'acp-session:/demo/s.md';
    let loading = true;
    const window = { firstTurn: 1, lastTurn: 100, totalTurns: 100, earlierUri: null, laterUri: null, lastTurnLine: 30 };
    const client = new FakeClient().on('getTranscript', () => loading
      ? result({ text: 'T\n\nLoading the session from the agent: 7 turns so far…\n', version: 3, complete: false, loading: true, window: null })
      : result({ text: 'line\n'.repeat(40), version: 9, window }));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(docs);
    let made!: () => void;
    editor.hold = new Promise((resolve) => (made = resolve)); // the editor is slow to make the document
    try {
      const opening = docs.show(uri, true);
      await tick(150); // the progress is the document's content, the document not made yet
      loading = false;
      docs.refresh(uri); // the change this sends is lost: the editor has no document yet
      await tick(20);
      made();
      await opening;
      assert.equal(editor.texts.get(uri), 'line\n'.repeat(40));
      assert.deepEqual(tabs.revealed.map((r) => r.line), [30]);
    } finally {
      editor.hold = undefined;
      docs.dispose();
    }
  });
  it('a load that fails leaves the waiting document with the reason, and is not read again', async () => {
    const client = new FakeClient().on('getTranscript', () => {
      throw Object.assign(new Error('session s not found'), { code: -32002 });
    });
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(docs);
    const opening = docs.show('acp-session:/demo/s.md', true);
    await tick(10);
    docs.refresh('acp-session:/demo/s.md'); // the load failed
    await opening;
    assert.match(editor.texts.get('acp-session:/demo/s.md') ?? '', /not available: session s not found/);
    assert.deepEqual(client.callsOf('openReadOnly'), [], 'a load the user asked for is not made again');
    docs.dispose();
  });
  it('a replay of a session already shown is fetched once it has ended', async () => {
    let version = 1;
    const client = new FakeClient().on('getTranscript', () => result({ text: `v${version}`, version }));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    const uri = Uri.parse('acp-session:/demo/s.md');
    assert.equal(await docs.provideTextDocumentContent(uri as never), 'v1');
    version = 5;
    for (const v of [2, 3, 4]) {
      client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: v, complete: false, loading: true });
    }
    await tick(20);
    assert.equal(client.callsOf('getTranscript').length, 1, 'the replay\'s changes are not fetched');
    client.transcript.fire({ uri: 'acp-session:/demo/s.md', version: 5, complete: true, loading: false });
    await tick(20);
    assert.equal(await docs.provideTextDocumentContent(uri as never), 'v5');
    assert.equal(client.callsOf('getTranscript').length, 2);
    docs.dispose();
  });
  it('a document that ends with a prompt waiting for its answer has "Cancel the prompt" on that line', async () => {
    const client = new FakeClient().on('getTranscript', () => result({ text: 'x' }));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    const uri = Uri.parse('acp-session:/demo/s.md');
    await docs.provideTextDocumentContent(uri as never);
    const lines = ['# T', '', '## User', '', 'hi', '', PROMPT_RUNNING];
    const document = (text: string[]) => ({ uri, lineCount: text.length, lineAt: (i: number) => ({ text: text[i] }) });
    const lenses = docs.provideCodeLenses(document(lines) as never);
    assert.deepEqual(lenses.map((l) => [l.range.start.line, l.command?.command]), [[6, 'acpBridge.cancelPrompt']]);
    assert.deepEqual(docs.provideCodeLenses(document(lines.slice(0, 5)) as never), [], 'gone once the turn ends');
    docs.dispose();
  });
  it('changes of documents that are not open are not fetched', async () => {
    const client = new FakeClient().on('getTranscript', () => result({}));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    client.transcript.fire({ uri: 'acp-session:/demo/other.md', version: 9, complete: true, loading: false });
    await tick(10);
    assert.equal(client.calls.length, 0);
    docs.dispose();
  });
});

describe('paging through a session', () => {
  it('an earlier page opens in a preview tab (the next page takes it); the newest window keeps its tab', async () => {
    resetRecorded();
    const newest = 'acp-session:/demo/s/T.acp.md';
    const earlier = 'acp-session:/demo/s/turns-101-150/T.acp.md';
    const window = { firstTurn: 151, lastTurn: 250, totalTurns: 250, earlierUri: earlier, laterUri: null, lastTurnLine: 3 };
    const client = new FakeClient().on('getTranscript', (params: { uri: string }) =>
      result({ text: `# T\n\n${params.uri}\n`, version: 1, window: params.uri === newest ? window : null }));
    const docs = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(docs);
    const shownNewest = await docs.show(newest);
    await tick(5);
    assert.equal(await docs.openNeighbour(shownNewest, 'earlierUri'), true);
    const preview = (uri: string) => tabs.shown.filter((s) => s.uri === uri).map((s) => (s.options as { preview?: boolean }).preview);
    assert.deepEqual(preview(newest), [false], 'the session\'s own tab');
    assert.deepEqual(preview(earlier), [true], 'a page looked at in passing');
    await docs.show(newest, false, 2, { browsing: true }); // Go to Turn, to a turn of the newest window
    assert.deepEqual(preview(newest), [false, false]);
    docs.dispose();
  });
});
