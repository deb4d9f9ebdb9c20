// What happens when a session is opened: other folders ask (read-only / fork), an agent that is
// down falls back to the stored copy, a running prompt (as the bridge reports it) asks first.
import './vscodeStub'; // first: it answers require('vscode')
import { connectEditor, editor, recorded, resetRecorded, TabInputText, tabs, Uri, window as vscodeWindow } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { BridgeLog } from '../../src/log';
import * as p from '../../src/protocol';
import { SessionActions } from '../../src/sessionActions';
import { BridgeState } from '../../src/state';
import { Transcripts } from '../../src/transcripts';
import * as uris from '../../src/transcriptUris';
import { agent, caps, session } from './fixtures';
import { FakeClient, tick } from './fakeClient';

const HERE = '/home/me/project';

function opened(item: p.SessionItem, extra: Partial<p.ReadOnlyResult> = {}): p.ReadOnlyResult {
  return { uri: uris.transcriptUri(item.agentId, item.sessionId, item.displayTitle), session: item, complete: true, incompleteReason: null, fromHistory: false, ...extra };
}

function setup(o: { fork?: boolean; loadFails?: unknown } = {}) {
  resetRecorded();
  recorded.folders.push(HERE);
  const client = new FakeClient()
    .on('loadSession', (params: p.OpenSessionParams) => {
      if (o.loadFails) throw o.loadFails;
      return opened(session({ sessionId: params.sessionId, active: true }));
    })
    .on('openReadOnly', (params: p.OpenSessionParams) => opened(session({ sessionId: params.sessionId }), { fromHistory: !!o.loadFails }))
    .on('forkSession', (params: p.ForkSessionParams) => opened(session({ sessionId: 'sess_fork', cwd: params.cwd, active: true })))
    .on('getTranscript', (params: p.GetTranscriptParams) => ({ uri: params.uri, text: '# T\n', offset: 0, version: 1, complete: true, loading: false, incompleteReason: null }))
    .on('cancelPrompt', () => ({}));
  const state = new BridgeState();
  state.setAgents([agent({ capabilities: caps({ fork: o.fork ?? true }) })]);
  const log = new BridgeLog();
  const transcripts = new Transcripts(client.asClient(), log);
  const actions = new SessionActions(client.asClient(), state, transcripts, log);
  return { client, state, actions, transcripts };
}

/** How many times the thoughts were folded (`foldThoughts`). */
const folds = () => recorded.commandsRun.filter((id) => id === 'editor.foldAllBlockComments').length;

const OTHER = session({ sessionId: 'sess_other', displayTitle: 'Refactor the API', cwd: '/home/me/api-server' });
const MINE = session({ sessionId: 'sess_mine', displayTitle: 'Fix the flaky test', cwd: HERE });

describe('opening a session of another folder', () => {
  beforeEach(() => resetRecorded());

  it('asks first: read-only opens the transcript without activating anything', async () => {
    const { client, state, actions } = setup();
    recorded.warningAnswer = 'Open Read-Only';
    await actions.open(OTHER);
    assert.equal(recorded.modals.length, 1);
    assert.match(recorded.modals[0].message, /Refactor the API.*another folder/);
    assert.match(recorded.modals[0].detail ?? '', /\/home\/me\/api-server/);
    assert.deepEqual(recorded.modals[0].buttons, ['Open Read-Only', 'Fork into project']);
    assert.deepEqual(client.callsOf('openReadOnly'), [{ agentId: 'demo', sessionId: 'sess_other', cwd: '/home/me/api-server' }]);
    assert.deepEqual(client.callsOf('loadSession'), []);
    assert.deepEqual(client.callsOf('resumeSession'), []);
    assert.equal(state.active, undefined, 'nothing became active');
    assert.ok(recorded.openedUris.some((u) => u.endsWith('/Refactor%20the%20API.acp.md')), `the tab is labelled with the title: ${recorded.openedUris}`);
  });

  it('fork into this folder: a new session here, then its transcript', async () => {
    const { client, actions } = setup();
    recorded.warningAnswer = 'Fork into project';
    await actions.open(OTHER);
    assert.deepEqual(client.callsOf('forkSession'), [{ agentId: 'demo', sessionId: 'sess_other', cwd: HERE }]);
    assert.deepEqual(client.callsOf('loadSession'), []);
    assert.ok(recorded.openedUris.some((u) => u.includes('/sess_fork')));
    assert.deepEqual(recorded.statusMessages, ['Forked “Refactor the API” into a new session in project, now the active one']);
  });

  it('no fork button when the agent cannot fork; cancel does nothing', async () => {
    const { client, actions } = setup({ fork: false });
    await actions.open(OTHER);
    assert.deepEqual(recorded.modals[0].buttons, ['Open Read-Only']);
    assert.equal(client.calls.length, 0, 'cancelled: nothing asked of the bridge');
  });

  it('a session of this folder (or a subfolder) opens at once', async () => {
    const { client, actions } = setup();
    await actions.open(MINE);
    await actions.open(session({ sessionId: 'sess_sub', cwd: `${HERE}/packages/core` }));
    assert.equal(recorded.modals.length, 0);
    assert.deepEqual(client.callsOf('loadSession').map((c) => c.sessionId), ['sess_mine', 'sess_sub']);
  });
});

describe('opening while the agent is down', () => {
  it('falls back to the read-only copy from the history, without an error', async () => {
    const { client, actions } = setup({ loadFails: Object.assign(new Error('could not start'), { code: p.ErrorCodes.startFailed }) });
    await actions.open(MINE);
    assert.deepEqual(client.callsOf('openReadOnly').map((c) => c.sessionId), ['sess_mine']);
    assert.deepEqual(recorded.messages.filter((m) => m.kind === 'error'), []);
  });

  it('other failures are reported, with no fallback', async () => {
    const { client, actions } = setup({ loadFails: Object.assign(new Error('no such session'), { code: p.ErrorCodes.notFound }) });
    await actions.open(MINE);
    await tick(5);
    assert.deepEqual(client.callsOf('openReadOnly'), []);
    assert.ok(recorded.messages.some((m) => m.kind === 'error' && /no such session/.test(m.message)));
  });
});

describe('switching while a prompt runs (the bridge says so)', () => {
  it('asks before cancelling a prompt another window sent', async () => {
    const { client, state, actions } = setup();
    state.setActive(session({ sessionId: 'sess_busy', displayTitle: 'Busy' }), false, true);
    assert.equal(state.promptRunning({ agentId: 'demo', sessionId: 'sess_busy' }), true);
    recorded.warningAnswer = 'Cancel Prompt and Switch';
    await actions.open(MINE);
    assert.match(recorded.modals[0].message, /prompt is still running in “Busy”/);
    assert.deepEqual(client.callsOf('cancelPrompt'), [{ agentId: 'demo', sessionId: 'sess_busy' }]);
    assert.deepEqual(client.callsOf('loadSession').map((c) => c.sessionId), ['sess_mine']);
  });

  it('keeping the prompt keeps the session', async () => {
    const { client, state, actions } = setup();
    state.setActive(session({ sessionId: 'sess_busy' }), false, true);
    await actions.open(MINE);
    assert.equal(recorded.modals.length, 1);
    assert.deepEqual(client.callsOf('cancelPrompt'), []);
    assert.deepEqual(client.callsOf('loadSession'), []);
  });

  it('no question once the bridge says the turn ended', async () => {
    const { client, state, actions } = setup();
    state.setActive(session({ sessionId: 'sess_busy' }), false, true);
    state.setActive(session({ sessionId: 'sess_busy' }), false, false);
    await actions.open(MINE);
    assert.equal(recorded.modals.length, 0);
    assert.deepEqual(client.callsOf('loadSession').map((c) => c.sessionId), ['sess_mine']);
  });
});

describe('transcript tabs', () => {
  it('a session keeps the tab it was opened in, whatever label a later URI carries', async () => {
    const { client } = setup();
    const transcripts = new Transcripts(client.asClient(), new BridgeLog());
    await transcripts.show(uris.transcriptUri('demo', 'sess_1', 'Old title'));
    await transcripts.show(uris.transcriptUri('demo', 'sess_1', 'New title'));
    await transcripts.show(uris.transcriptUri('demo', 'sess_1'));
    assert.deepEqual(new Set(recorded.openedUris), new Set(['acp-session:/demo/sess_1/Old%20title.acp.md']));
    transcripts.refresh(uris.transcriptUri('demo', 'sess_1', 'Another label'));
    await tick(5);
    assert.equal(transcripts.has(uris.transcriptUri('demo', 'sess_1')), true, 'found by agent and session id');
    const asked = client.callsOf('getTranscript').map((c) => uris.parseTranscriptUri(c.uri));
    assert.deepEqual(asked, [{ agentId: 'demo', sessionId: 'sess_1' }], 'one document, fetched once');
    transcripts.dispose();
  });

  const OLD = uris.transcriptUri('demo', 'sess_1', 'Old title');
  const NEW = uris.transcriptUri('demo', 'sess_1', 'New title');
  const renamed = { agentId: 'demo', sessionId: 'sess_1', displayTitle: 'New title' };
  const tabUris = () => tabs.groups.flatMap((g) => g.tabs.map((t) => String((t.input as TabInputText).uri)));

  it('a renamed session: its shown tab is replaced by one with the new title, with the text it held', async () => {
    const { client } = setup();
    const transcripts = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(transcripts);
    await transcripts.show(OLD);
    await tick(5);
    assert.deepEqual(tabUris(), [OLD]);
    const folded = folds();
    await transcripts.retitle(renamed);
    assert.deepEqual(tabUris(), [NEW], 'one tab, with the new label');
    assert.equal(tabs.closed.length, 1);
    assert.equal(folds(), folded + 1, 'the new document\'s thoughts folded, as a transcript\'s are when it shows');
    assert.equal(await transcripts.provideTextDocumentContent(Uri.parse(NEW) as never), '# T\n', 'the held text moved');
    assert.equal(client.callsOf('getTranscript').length, 1, 'nothing fetched again');
    await transcripts.retitle(renamed);
    assert.equal(tabs.closed.length, 1, 'the same title again changes nothing');
    transcripts.dispose();
  });

  it('a renamed session: a tab in the background changes only when it is shown again', async () => {
    const { client } = setup();
    const transcripts = new Transcripts(client.asClient(), new BridgeLog());
    await transcripts.show(OLD);
    const [group] = tabs.groups;
    const [transcriptTab] = group.tabs;
    const other = { input: new TabInputText(Uri.parse('file:///home/me/project/a.py')), isActive: true, group };
    transcriptTab.isActive = false;
    group.tabs.push(other);
    await transcripts.retitle(renamed);
    assert.deepEqual(tabUris(), [OLD, 'file:///home/me/project/a.py'], 'nothing brought forward');
    transcriptTab.isActive = true;
    other.isActive = false;
    tabs.changed.fire({ changed: [transcriptTab, other] });
    await tick(20);
    assert.deepEqual(new Set(tabUris()), new Set(['file:///home/me/project/a.py', NEW]));
    transcripts.dispose();
  });

  it('a renamed session: its new tab gets the new header even when the edit lands while the tab is made', async () => {
    // The bridge sends sessionInfoChanged (the title: the tab is replaced) and transcriptChanged (the
    // header edit) in one flush. The new tab's document is made from the text held before the header
    // edit arrives, and the change announced for it goes out before the extension host knows that
    // document, so the editor drops it; the version is current, so nothing fetches again.
    resetRecorded();
    const top = '# Old title\n';
    const held = `${top}\n## User\n\nhi\n`;
    const answer = (params: p.GetTranscriptParams, rest: Partial<p.TranscriptResult>): p.TranscriptResult => ({
      uri: params.uri, text: held, offset: 0, head: null, headEnd: 0, version: 1, complete: true, loading: false, incompleteReason: null, ...rest,
    });
    let answerHeader = () => {};
    const client = new FakeClient().on('getTranscript', (params: p.GetTranscriptParams) => {
      if (params.fromVersion === null) {
        return answer(params, {});
      }
      return new Promise((resolve) => {
        answerHeader = () => resolve(answer(params, { text: '', offset: held.length, head: '# New title\n', headEnd: top.length, version: 2 }));
      });
    });
    const transcripts = new Transcripts(client.asClient(), new BridgeLog());
    connectEditor(transcripts);
    await transcripts.show(OLD);
    assert.equal(editor.texts.get(OLD), held);
    let hostKnowsIt = () => {};
    editor.hold = new Promise((resolve) => (hostKnowsIt = resolve));
    const retitled = transcripts.retitle(renamed); // sessionInfoChanged
    client.transcript.fire({ uri: uris.transcriptUri('demo', 'sess_1'), version: 2, complete: true, loading: false });
    await tick();
    answerHeader();
    await tick(150); // applied and announced (throttled: at most 100 ms later), before the host knows NEW
    hostKnowsIt();
    await retitled;
    await tick(5);
    assert.deepEqual(tabUris(), [NEW]);
    const want = `# New title\n\n## User\n\nhi\n`;
    assert.equal(await transcripts.provideTextDocumentContent(Uri.parse(NEW) as never), want, 'what is held');
    assert.equal(editor.texts.get(NEW), want, 'what the new tab shows');
    assert.deepEqual(client.callsOf('getTranscript').map((c) => c.fromVersion), [null, 1]);
    transcripts.dispose();
  });

  it('a renamed session shown in no tab opens with its new title', async () => {
    const { client } = setup();
    const transcripts = new Transcripts(client.asClient(), new BridgeLog());
    await transcripts.show(OLD);
    tabs.groups.length = 0; // the user closed the tab
    await transcripts.retitle(renamed);
    await transcripts.show(NEW);
    assert.deepEqual(tabUris(), [NEW]);
    assert.equal(recorded.openedUris.at(-1), NEW);
    transcripts.dispose();
  });
});

describe('reading versus switching', () => {
  beforeEach(() => resetRecorded());

  it('reading (a click) opens the transcript and switches nothing, in any folder, without asking', async () => {
    const { client, state, actions } = setup();
    state.setActive(session({ sessionId: 'sess_current', active: true }), false);
    for (const item of [MINE, OTHER]) {
      await actions.read(item);
    }
    assert.equal(recorded.modals.length, 0, 'reading asks nothing');
    assert.deepEqual(client.callsOf('openReadOnly').map((c) => c.sessionId), ['sess_mine', 'sess_other']);
    assert.deepEqual(client.callsOf('loadSession'), []);
    assert.deepEqual(client.callsOf('resumeSession'), []);
    assert.equal(state.active?.sessionId, 'sess_current', 'the active session is the one switched to');
    assert.ok(recorded.openedUris.some((u) => u.endsWith('/Fix%20the%20flaky%20test.acp.md')));
  });

  it('reading a transcript already shown brings it forward, asking the bridge nothing', async () => {
    const { client, actions } = setup();
    await actions.read(MINE);
    await tick(10); // its text fetched
    const asked = client.calls.length;
    const shown = tabs.shown.length;
    await actions.read(MINE);
    assert.equal(client.calls.length, asked);
    assert.deepEqual(tabs.shown.slice(shown).map((t) => t.uri), [uris.transcriptUri('demo', 'sess_mine', 'Fix the flaky test')]);
  });

  it('a session resumed without a replay: reading its shown tab replays it, once', async () => {
    const { client, actions } = setup();
    client.on('resumeSession', (params: p.OpenSessionParams) => opened(session({ sessionId: params.sessionId, active: true })));
    await actions.open(MINE, 'resume');
    await tick(10);
    assert.deepEqual(client.callsOf('resumeSession').map((c) => c.sessionId), ['sess_mine']);
    await actions.read(MINE);
    assert.deepEqual(client.callsOf('openReadOnly').map((c) => c.sessionId), ['sess_mine'], 'the bridge replays it');
    await tick(10);
    await actions.read(MINE);
    assert.equal(client.callsOf('openReadOnly').length, 1, 'replayed once: then it is brought forward as it is');
  });

  it("Rename left as it was keeps no title of its own (the agent's later titles still show)", async () => {
    const { client, actions } = setup();
    client.on('setLocalTitle', (params: p.SetLocalTitleParams) => session({ sessionId: params.sessionId, localTitle: params.title }));
    const agents = session({ sessionId: 'sess_t', displayTitle: 'Agent title', title: 'Agent title', localTitle: null });
    recorded.inputAnswer = (value) => value; // Enter, the box as it opened
    await actions.rename(agents);
    assert.deepEqual(client.callsOf('setLocalTitle'), []);
    recorded.inputAnswer = () => 'Mine';
    await actions.rename(agents);
    recorded.inputAnswer = (value) => value;
    await actions.rename({ ...agents, displayTitle: 'Mine', localTitle: 'Mine' });
    assert.deepEqual(client.callsOf('setLocalTitle').map((c) => c.title), ['Mine', 'Mine'], 'a title of its own is kept as set');
    recorded.inputAnswer = () => '';
    await actions.rename({ ...agents, displayTitle: 'Mine', localTitle: 'Mine' });
    assert.deepEqual(client.callsOf('setLocalTitle').map((c) => c.title), ['Mine', 'Mine', null], 'empty: back to the agent’s');
  });

  it('deleting a session closes its transcript tab', async () => {
    const { client, actions } = setup();
    client.on('deleteSession', () => ({}));
    await actions.read(MINE);
    await tick(10);
    const mine = () => tabs.closed.filter((t) => String((t.input as TabInputText).uri).includes('/sess_mine/'));
    assert.equal(mine().length, 0);
    recorded.warningAnswer = 'Delete';
    const dated: p.SessionItem = { ...MINE, updatedAt: '2026-11-30T14:02:00Z' };
    assert.equal(await actions.delete(dated), true);
    assert.equal(mine().length, 1, 'its tab is closed');
    // Which one it is, when several bear the title (a fork of it, say).
    assert.match(recorded.modals[0].detail ?? '', /^Last active \d{4}-\d\d-\d\d \d\d:\d\d · in \/home\/me\/project · id sess_mine\n\nDemo agent deletes it for good/);
    assert.deepEqual(recorded.statusMessages.at(-1), 'Deleted “Fix the flaky test”');
  });

  it('closing says whether the agent closed the session, left it open, or had nothing open', async () => {
    const { client, state, actions } = setup();
    let closed = true;
    client.on('closeSession', () => ({ closed }));
    await actions.close(MINE);
    closed = false;
    await actions.close(MINE);
    state.setActive({ ...MINE, active: true }, false);
    await actions.close(MINE); // the active one, which no process held open: left all the same
    state.setAgents([agent({ capabilities: caps({ close: false }) })]);
    await actions.close(MINE);
    assert.deepEqual(recorded.statusMessages, [
      'Closed “Fix the flaky test”',
      '“Fix the flaky test” was not open in Demo agent: nothing to close',
      'Left “Fix the flaky test” (it was not open in Demo agent)',
      'Left “Fix the flaky test” (Demo agent keeps its sessions open)',
    ]);
    assert.equal(client.callsOf('closeSession').length, 4);
  });

  it('switching loads it and makes it the active session', async () => {
    const { client, actions } = setup();
    await actions.open(MINE);
    assert.deepEqual(client.callsOf('loadSession'), [{ agentId: 'demo', sessionId: 'sess_mine', cwd: HERE }]);
    assert.deepEqual(client.callsOf('openReadOnly'), []);
  });

  it('an agent that cannot replay: reading offers to switch, which resumes it', async () => {
    resetRecorded();
    recorded.folders.push(HERE);
    const client = new FakeClient()
      .on('openReadOnly', () => {
        throw Object.assign(new Error('Demo agent cannot replay sessions, and no copy of this transcript is kept on this machine'), { code: p.ErrorCodes.unsupported });
      })
      .on('resumeSession', (params: p.OpenSessionParams) => opened(session({ sessionId: params.sessionId, active: true })))
      .on('getTranscript', () => { throw Object.assign(new Error('not loaded'), { code: p.ErrorCodes.notFound }); });
    const state = new BridgeState();
    state.setAgents([agent({ capabilities: caps({ load: false, resume: true }) })]);
    const log = new BridgeLog();
    const actions = new SessionActions(client.asClient(), state, new Transcripts(client.asClient(), log), log);
    recorded.infoAnswer = 'Switch to Session';
    await actions.read(MINE);
    const offer = recorded.messages.find((m) => m.kind === 'info');
    assert.match(offer?.message ?? '', /“Fix the flaky test” cannot be read without switching to it: Demo agent cannot replay/);
    assert.deepEqual(client.callsOf('resumeSession').map((c) => c.sessionId), ['sess_mine']);
  });
});

describe('after the sidecar restarted', () => {
  beforeEach(() => resetRecorded());
  const ACTIVE = session({ sessionId: 'sess_active', displayTitle: 'Speed up the import', cwd: HERE, active: true });

  /** The sidecar stops and starts again, with `ACTIVE` the active session before (as extension.ts wires it). */
  function restarted(o: { tab?: boolean; resumeFails?: unknown } = {}) {
    const parts = setup();
    parts.client.on('resumeSession', (params: p.OpenSessionParams) => {
      if (o.resumeFails) throw o.resumeFails;
      return opened(session({ ...ACTIVE, sessionId: params.sessionId }));
    });
    parts.state.setActive(ACTIVE, false);
    parts.state.reset(); // stopped
    parts.state.reset(); // started
    return parts;
  }

  it('the session active before is made active again: resumed, in its folder, no tab opened', async () => {
    const { client, actions } = restarted();
    await actions.restoreActive();
    assert.deepEqual(client.callsOf('resumeSession'), [{ agentId: 'demo', sessionId: 'sess_active', cwd: HERE }]);
    assert.equal(client.callsOf('loadSession').length, 0);
    assert.equal(recorded.openedUris.length, 0, 'no tab opened');
    await actions.restoreActive();
    assert.equal(client.callsOf('resumeSession').length, 1, 'once');
  });

  it('one whose transcript a tab shows is loaded (the tab reads it again anyway)', async () => {
    const { client, actions, transcripts } = restarted();
    await transcripts.show(uris.transcriptUri('demo', 'sess_active', ACTIVE.displayTitle));
    await actions.restoreActive();
    assert.deepEqual(client.callsOf('loadSession').map((c) => c.sessionId), ['sess_active']);
    assert.equal(client.callsOf('resumeSession').length, 0);
  });

  it('not when the bridge made another session active first, nor after a start with none active before', async () => {
    const { client, state, actions } = restarted();
    state.setActive(session({ sessionId: 'sess_other', active: true }), false);
    await actions.restoreActive();
    const fresh = setup();
    await fresh.actions.restoreActive();
    assert.equal(client.callsOf('resumeSession').length + fresh.client.callsOf('resumeSession').length, 0);
  });

  it('a failure is logged, not shown: the user did not ask for it', async () => {
    const { actions } = restarted({ resumeFails: Object.assign(new Error('session not found'), { code: -32004 }) });
    await actions.restoreActive();
    assert.deepEqual(recorded.messages, []);
  });
});

describe('sending a prompt', () => {
  beforeEach(() => resetRecorded());
  const ACTIVE = session({ sessionId: 'sess_active', displayTitle: 'Speed up the import', cwd: HERE, active: true });
  const URI = uris.transcriptUri('demo', 'sess_active', ACTIVE.displayTitle);

  it('while the user reads another transcript brings the active one to the front, where the answer comes', async () => {
    const { client, state, actions, transcripts } = setup();
    client.on('sendPrompt', () => ({ stopReason: 'end_turn' }));
    state.setActive(ACTIVE, false);
    connectEditor(transcripts);
    await transcripts.show(URI);
    await transcripts.show(uris.transcriptUri('demo', 'sess_other', 'Another one'));
    await tick(5);
    assert.ok(transcripts.has(URI), 'its transcript is held');
    vscodeWindow.visibleTextEditors = vscodeWindow.visibleTextEditors.slice(-1); // the other tab in front
    await actions.sendPrompt('Add type hints');
    await tick(5);
    assert.deepEqual(client.callsOf('sendPrompt').map((c) => c.text), ['Add type hints']);
    assert.equal(String(tabs.shown.at(-1)?.uri), URI);
    assert.equal((tabs.shown.at(-1)?.options as { preserveFocus?: boolean }).preserveFocus, true, 'the focus stays where the user was');
    assert.deepEqual(tabs.revealed.at(-1), { uri: URI, line: 1 }, 'at its end, where the prompt comes');
    transcripts.dispose();
  });
});
