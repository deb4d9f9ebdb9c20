import './vscodeStub'; // first: it answers require('vscode')
import { recorded, resetRecorded, ThemeColor } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { permissionItems } from '../../src/permissions';
import { BridgeState } from '../../src/state';
import { SessionStatusBar, statusBarView } from '../../src/statusBar';
import { agent, session } from './fixtures';

describe('statusBarView', () => {
  it('hidden without an active session', () => {
    assert.equal(statusBarView(undefined, false, agent()).visible, false);
  });
  it('title · agent name', () => {
    const v = statusBarView(session(), false, agent());
    assert.equal(v.text, '$(comment-discussion) Fix the flaky test · Demo agent');
    assert.equal(v.warning, false);
  });
  it('cuts the title at 40 characters with an ellipsis', () => {
    const title = 'Investigate why the upload test fails on CI every other run';
    const v = statusBarView(session({ displayTitle: title }), false, agent());
    assert.equal(v.text, `$(comment-discussion) ${title.slice(0, 39).trimEnd()}… · Demo agent`);
    assert.equal(Array.from(v.text.split(' · ')[0].replace('$(comment-discussion) ', '')).length, 40);
    assert.ok(v.tooltip.startsWith(title + '\n'));
  });
  it('spinner while loading', () => {
    assert.ok(statusBarView(session(), true, agent()).text.startsWith('$(sync~spin) '));
  });
  it('warning when the agent is down', () => {
    assert.equal(statusBarView(session(), false, agent({ state: 'error', error: 'boom' })).warning, true);
    assert.equal(statusBarView(session(), false, agent({ state: 'exited' })).warning, true);
    assert.equal(statusBarView(session(), false, agent({ state: 'starting' })).warning, false);
  });
  it('tooltip: full title, id, cwd', () => {
    const t = statusBarView(session(), false, agent()).tooltip.split('\n');
    assert.deepEqual(t.slice(0, 3), ['Fix the flaky test', 'Id: sess_1', 'Folder: /home/me/project']);
  });
  it('agent id when the agent is unknown; icons in titles escaped', () => {
    const v = statusBarView(session({ displayTitle: '$(bug) x' }), false, undefined);
    assert.equal(v.text, '$(comment-discussion) \\$(bug) x · demo');
  });
});

describe('SessionStatusBar', () => {
  beforeEach(() => resetRecorded());
  it('follows the active session and the agent state', () => {
    const state = new BridgeState();
    const bar = new SessionStatusBar(state);
    const item = recorded.statusBarItems[0];
    assert.equal(item.visible, false);
    assert.equal(item.command, 'acpBridge.switchSession');
    state.setAgents([agent()]);
    state.setActive(session(), true);
    assert.equal(item.visible, true);
    assert.ok(item.text.startsWith('$(sync~spin)'));
    state.setActive(session(), false);
    assert.equal(item.text, '$(comment-discussion) Fix the flaky test · Demo agent');
    assert.equal(item.backgroundColor, undefined);
    state.updateAgent(agent({ state: 'exited' }));
    assert.equal((item.backgroundColor as unknown as ThemeColor).id, 'statusBarItem.warningBackground');
    state.patchSession(session({ displayTitle: 'Renamed' }));
    assert.ok(item.text.includes('Renamed'));
    state.setActive(null, false);
    assert.equal(item.visible, false);
    bar.dispose();
  });
  it('a prompt in flight: a spinner from the first moment and a Cancel item, both gone when it ends', async () => {
    const state = new BridgeState();
    const bar = new SessionStatusBar(state);
    const [item, cancel] = recorded.statusBarItems;
    state.setAgents([agent()]);
    state.setActive(session(), false);
    assert.equal(cancel.visible, false);
    let answer: (value: string) => void = () => undefined;
    const done = state.trackPrompt(session(), new Promise<string>((resolve) => (answer = resolve)));
    assert.ok(item.text.startsWith('$(sync~spin) '), item.text);
    assert.match(String(item.tooltip), /Waiting for Demo agent's answer/);
    assert.equal(cancel.visible, true);
    // It cancels the active session's prompt, whatever transcript is in front.
    assert.deepEqual(cancel.command, {
      command: 'acpBridge.cancelPrompt', title: 'Cancel the Prompt', arguments: [{ agentId: 'demo', sessionId: session().sessionId }],
    });
    answer('end_turn');
    await done;
    assert.ok(item.text.startsWith('$(comment-discussion) '));
    assert.equal(cancel.visible, false);
    bar.dispose();
  });
});

describe('permission options', () => {
  it('names with a mark, the kind when the name does not say it, agent icons escaped', () => {
    const items = permissionItems([
      { optionId: 'a', name: 'Allow once', kind: 'allow_once' },
      { optionId: 'r', name: 'Reject', kind: 'reject_once' },
      { optionId: 'x', name: '$(zap) Always', kind: 'allow_always' },
    ]);
    assert.deepEqual(items.map((i) => [i.optionId, i.label, i.description]), [
      ['a', '$(check) Allow once', undefined],
      ['r', '$(close) Reject', 'Reject once'],
      ['x', '$(check) \\$(zap) Always', 'Allow always'],
    ]);
  });
});
