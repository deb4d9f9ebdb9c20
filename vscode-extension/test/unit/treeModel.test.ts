import './vscodeStub';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as m from '../../src/treeModel';
import { agent, ago, caps, DAY, HOUR, localIso, MIN, session } from './fixtures';

const NOW = new Date(2026, 10, 22, 10, 30); // 22 Nov 2026, 10:30 local

describe('dateGroup (local calendar days)', () => {
  const cases: [string, string | null, m.DateGroup][] = [
    ['midnight today', localIso(2026, 11, 22, 0, 0, 0, 0), 'Today'],
    ['now', NOW.toISOString(), 'Today'],
    ['in the future (clock skew)', localIso(2026, 11, 23, 8), 'Today'],
    ['one ms before midnight', localIso(2026, 11, 21, 23, 59, 59, 999), 'Yesterday'],
    ['start of yesterday', localIso(2026, 11, 21, 0, 0, 0, 0), 'Yesterday'],
    ['one ms before yesterday', localIso(2026, 11, 20, 23, 59, 59, 999), 'This week'],
    ['six days back, at midnight', localIso(2026, 11, 16, 0, 0, 0, 0), 'This week'],
    ['one ms before the week', localIso(2026, 11, 15, 23, 59, 59, 999), 'Older'],
    ['a year ago', localIso(2025, 11, 22, 10), 'Older'],
    ['unknown time', null, 'Older'],
  ];
  for (const [name, iso, group] of cases) {
    it(name, () => assert.equal(m.dateGroup(iso, NOW), group));
  }
  it('an unparsable time is Older', () => assert.equal(m.dateGroup('yesterday-ish', NOW), 'Older'));
  it('a day that crosses a month boundary', () => {
    const firstOfMonth = new Date(2026, 11, 1, 9);
    assert.equal(m.dateGroup(localIso(2026, 11, 30, 23), firstOfMonth), 'Yesterday');
    assert.equal(m.dateGroup(localIso(2026, 11, 25, 0), firstOfMonth), 'This week');
    assert.equal(m.dateGroup(localIso(2026, 11, 24, 23), firstOfMonth), 'Older');
  });
});

describe('relativeTime', () => {
  const cases: [number, string][] = [
    [0, 'now'], [59_999, 'now'], [MIN, '1m'], [5 * MIN, '5m'], [59 * MIN, '59m'], [HOUR, '1h'], [3 * HOUR, '3h'],
    [23 * HOUR + 59 * MIN, '23h'], [DAY, '1d'], [2 * DAY, '2d'], [6 * DAY, '6d'], [7 * DAY, '1w'], [21 * DAY, '3w'],
    [29 * DAY, '4w'], [30 * DAY, '1mo'], [364 * DAY, '12mo'], [365 * DAY, '1y'], [800 * DAY, '2y'], [-5 * MIN, 'now'],
  ];
  for (const [ms, text] of cases) {
    it(`${ms} ms ago → ${text}`, () => assert.equal(m.relativeTime(ago(NOW, ms), NOW), text));
  }
  it('unknown → empty', () => assert.equal(m.relativeTime(null, NOW), ''));
  it('from a day on, counts calendar days, as the date groups do', () => {
    const late = localIso(2026, 11, 15, 23); // 6 days and 11.5 hours ago, 7 midnights back
    assert.deepEqual([m.relativeTime(late, NOW), m.dateGroup(late, NOW)], ['1w', 'Older']);
    const early = localIso(2026, 11, 16, 8); // 6 days and 2.5 hours ago
    assert.deepEqual([m.relativeTime(early, NOW), m.dateGroup(early, NOW)], ['6d', 'This week']);
    const dayBefore = localIso(2026, 11, 20, 9, 30); // two days and an hour ago
    assert.deepEqual([m.relativeTime(dayBefore, NOW), m.dateGroup(dayBefore, NOW)], ['2d', 'This week']);
  });
});

describe('cutTitle', () => {
  it('keeps short titles', () => assert.equal(m.cutTitle('Fix the flaky test', 40), 'Fix the flaky test'));
  it('keeps a title of exactly max', () => assert.equal(m.cutTitle('x'.repeat(40), 40), 'x'.repeat(40)));
  it('cuts with an ellipsis to max characters', () => {
    const cut = m.cutTitle('a'.repeat(41), 40);
    assert.equal(cut, 'a'.repeat(39) + '…');
    assert.equal(Array.from(cut).length, 40);
  });
  it('does not leave a space before the ellipsis', () => assert.equal(m.cutTitle('word '.repeat(20), 10), 'word word…'));
  it('never splits a surrogate pair', () => assert.equal(m.cutTitle('😀'.repeat(50), 5), '😀😀😀😀…'));
});

describe('sessions order and groups', () => {
  it('newest first, unknown last, ties keep the bridge order', () => {
    const s = [
      session({ sessionId: 'a', updatedAt: null }),
      session({ sessionId: 'b', updatedAt: ago(NOW, HOUR) }),
      session({ sessionId: 'c', updatedAt: ago(NOW, MIN) }),
      session({ sessionId: 'd', updatedAt: ago(NOW, HOUR) }),
    ];
    assert.deepEqual(m.newestFirst(s).map((x) => x.sessionId), ['c', 'b', 'd', 'a']);
  });
  it('groups in the order Today, Yesterday, This week, Older, skipping empty ones', () => {
    const s = [
      session({ sessionId: 'old', updatedAt: ago(NOW, 30 * DAY) }),
      session({ sessionId: 'today', updatedAt: ago(NOW, MIN) }),
      session({ sessionId: 'week', updatedAt: ago(NOW, 3 * DAY) }),
    ];
    assert.deepEqual(
      m.groupSessions(s, NOW).map((g) => [g.group, g.sessions.map((x) => x.sessionId)]),
      [['Today', ['today']], ['This week', ['week']], ['Older', ['old']]],
    );
  });
});

describe('context values drive the menus of package.json', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
  const menus: { command: string; when: string }[] = manifest.contributes.menus['view/item/context'];
  /** Evaluates the `viewItem =~ /re/` parts of a when clause (all must hold). */
  const shown = (command: string, contextValue: string) => {
    const entry = menus.find((x) => x.command === command);
    assert.ok(entry, command);
    const regexes = [...entry.when.matchAll(/viewItem =~ \/(.+?)\/(?= |$)/g)].map((x) => new RegExp(x[1]));
    return regexes.every((re) => re.test(contextValue));
  };

  it('all capabilities', () => {
    const v = m.sessionContextValue(caps());
    assert.equal(v, 'session canLoad canResume canClose canDelete unarchived');
    for (const c of ['acpBridge.openTranscript', 'acpBridge.switchToSession', 'acpBridge.resumeSession',
      'acpBridge.deleteSession', 'acpBridge.renameSession', 'acpBridge.copySessionId', 'acpBridge.exportMarkdown', 'acpBridge.archiveSession']) {
      assert.ok(shown(c, v), c);
    }
    assert.ok(!shown('acpBridge.restartAgent', v));
    assert.ok(!shown('acpBridge.unarchiveSession', v));
  });
  it('an archived session offers Unarchive, not Archive', () => {
    const v = m.sessionContextValue(caps(), false, true);
    assert.equal(v, 'session canLoad canResume canClose canDelete archived');
    assert.ok(shown('acpBridge.unarchiveSession', v));
    assert.ok(!shown('acpBridge.archiveSession', v));
  });
  it('an agent that can only list: no switch, resume, close, delete, export; reading (the copy kept here) stays', () => {
    const v = m.sessionContextValue(caps({ load: false, resume: false, close: false, delete: false }));
    assert.equal(v, 'session unarchived');
    for (const c of ['acpBridge.switchToSession', 'acpBridge.resumeSession', 'acpBridge.closeSessionItem', 'acpBridge.deleteSession', 'acpBridge.exportMarkdown']) {
      assert.ok(!shown(c, v), c);
    }
    assert.ok(shown('acpBridge.openTranscript', v));
    assert.ok(shown('acpBridge.renameSession', v));
    assert.ok(shown('acpBridge.copySessionId', v));
  });
  it('unknown capabilities (agent not started): only the safe items', () => {
    assert.equal(m.sessionContextValue(null), 'session unarchived');
  });
  it('Close only for a session the agent holds open, or the active one (which Close leaves)', () => {
    assert.ok(!shown('acpBridge.closeSessionItem', m.sessionContextValue(caps())));
    const open = m.sessionContextValue(caps(), false, false, true);
    assert.equal(open, 'session canLoad canResume canClose canDelete open unarchived');
    assert.ok(shown('acpBridge.closeSessionItem', open));
    assert.ok(shown('acpBridge.closeSessionItem', m.sessionContextValue(caps(), true)));
    assert.ok(!shown('acpBridge.closeSessionItem', m.sessionContextValue(caps({ close: false }), true, false, true)));
  });
  it('the active marker and fork are extra words that break no regex', () => {
    const v = m.sessionContextValue(caps({ fork: true, delete: false }), true);
    assert.equal(v, 'session canLoad canResume canClose canFork active unarchived');
    assert.ok(!shown('acpBridge.deleteSession', v));
  });
  it('agent nodes', () => {
    assert.ok(shown('acpBridge.restartAgent', m.agentContextValue(agent())));
    assert.ok(!shown('acpBridge.copySessionId', m.agentContextValue(agent())));
  });
});

describe('agentChildren (info leaves, groups, Load more)', () => {
  const listing = (o: Partial<m.AgentListing> = {}): m.AgentListing => ({ ...m.emptyListing(), ...o });
  const kinds = (specs: m.ChildSpec[]) => specs.map((s) => (s.kind === 'group' ? `group:${s.group}` : `${s.kind}:${'label' in s ? s.label : ''}`));

  it('archived sessions: a leaf shows how many are hidden, and hides them again once shown', () => {
    const s = [session({ sessionId: 'a', updatedAt: NOW.toISOString() })];
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, sessions: s, archivedHidden: 2 }), NOW)),
      ['group:Today', 'archived:Show 2 archived sessions']);
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, sessions: s, archived: new Set(['a']) }), NOW)),
      ['group:Today', 'archived:Hide 1 archived session']);
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, archivedHidden: 1 }), NOW)),
      ['archived:Show 1 archived session'], 'everything archived: no "No sessions yet"');
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, sessions: s }), NOW)), ['group:Today']);
  });
  it('Loading… before the first answer', () => {
    assert.deepEqual(kinds(m.agentChildren(agent(), listing(), NOW)), ['info:Loading…']);
  });
  it('Loading… while the agent starts', () => {
    assert.deepEqual(kinds(m.agentChildren(agent({ state: 'starting' }), listing({ loaded: true }), NOW)), ['info:Loading…']);
  });
  it('empty', () => {
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true }), NOW)), ['info:No sessions yet — start one']);
  });
  it('listing not supported', () => {
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, supported: false }), NOW)), ['info:Listing not supported by this agent']);
    assert.deepEqual(
      kinds(m.agentChildren(agent({ capabilities: caps({ list: false }) }), listing({ loaded: true }), NOW)),
      ['info:Listing not supported by this agent'],
    );
  });
  it('groups, then Load more… last', () => {
    const sessions = [session({ sessionId: 'a', updatedAt: ago(NOW, MIN) }), session({ sessionId: 'b', updatedAt: ago(NOW, 40 * DAY) })];
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, sessions, hasMore: true }), NOW)), [
      'group:Today', 'group:Older', 'loadMore:Load more…',
    ]);
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, sessions }), NOW)), ['group:Today', 'group:Older']);
  });
  it('an agent in error: the reason, and its known sessions stay browsable', () => {
    const sessions = [session({ updatedAt: ago(NOW, MIN) })];
    assert.deepEqual(kinds(m.agentChildren(agent({ state: 'error', error: 'opencode: command not found' }), listing({ sessions }), NOW)), [
      'error:opencode: command not found', 'group:Today',
    ]);
    assert.deepEqual(kinds(m.agentChildren(agent({ state: 'exited', error: null }), listing(), NOW)), ['error:Demo agent exited']);
  });
  it("an agent's error leaf says what went wrong first: the row above names the agent", () => {
    const failed = (error: string) => kinds(m.agentChildren(agent({ state: 'error', error }), listing(), NOW))[0];
    assert.equal(
      failed('agent demo: command not found: my-agent (not installed, or not on the PATH)'),
      'error:Command not found: my-agent (not installed, or not on the PATH)',
    );
    assert.equal(failed('agent demo exited (code 5): fatal: no key'), 'error:Exited (code 5): fatal: no key');
    assert.equal(failed('agent demonstration exited (code 5)'), 'error:agent demonstration exited (code 5)'); // another agent's
  });
  it('a failed listing shows its message (no Loading… and no empty leaf)', () => {
    assert.deepEqual(kinds(m.agentChildren(agent(), listing({ loaded: true, error: 'The agent did not answer in time.' }), NOW)), [
      'error:The agent did not answer in time.',
    ]);
  });
});

describe('texts', () => {
  it('a saved list says when: the time today, the date before (short, for a narrow sidebar)', () => {
    const now = new Date(2026, 10, 22, 15, 30);
    assert.equal(m.formatSavedAt(new Date(2026, 10, 22, 8, 5).toISOString(), now), '08:05');
    assert.equal(m.formatSavedAt(new Date(2026, 10, 21, 23, 59).toISOString(), now), '2026-11-21');
    assert.equal(m.formatSavedAt('not a time', now), 'unknown');
  });
  it('description: relative time, the active one marked', () => {
    const s = session({ updatedAt: ago(NOW, 3 * HOUR) });
    assert.equal(m.sessionDescription(s, NOW, false), '3h');
    assert.equal(m.sessionDescription(s, NOW, true), '● 3h');
  });
  it('tooltip: plain text with title, id, cwd, time, facts and roots', () => {
    const s = session({
      displayTitle: 'My *title* [x](command:evil)', updatedAt: ago(NOW, 5 * MIN), facts: ['messageCount: 14', 'model: gpt'],
      additionalDirectories: ['/a', '/b'], firstPrompt: 'why?',
    });
    const t = m.sessionTooltip(s, 'Demo agent', NOW);
    const lines = t.split('\n');
    assert.equal(lines[0], 'My *title* [x](command:evil)');
    assert.ok(lines.includes('Id: sess_1'));
    assert.ok(lines.includes('Folder: /home/me/project'));
    assert.ok(lines.includes('Agent: Demo agent'));
    assert.ok(lines.some((l) => l.startsWith('Updated: ') && l.endsWith('(5m ago)')));
    assert.ok(lines.includes('messageCount: 14'));
    assert.ok(lines.includes('First prompt: why?'));
    assert.ok(lines.includes('Additional roots: /a, /b'));
  });
  it('tooltip shows the agent title under a local title', () => {
    const t = m.sessionTooltip(session({ displayTitle: 'Mine', localTitle: 'Mine', title: 'Theirs' }), 'Demo agent', NOW);
    assert.ok(t.includes("Agent's title: Theirs"));
  });
  it('agent descriptions', () => {
    assert.equal(m.agentDescription(agent()), 'ready');
    assert.equal(m.agentDescription(agent({ state: 'starting' })), 'starting');
    assert.equal(m.agentDescription(agent({ state: 'error', error: 'boom' })), 'error'); // the row under it says why
    assert.equal(m.agentDescription(agent({ state: 'exited' })), 'exited');
  });
});

describe('all folders: sessions grouped by folder', () => {
  const HERE = '/home/me/project';
  const s = (id: string, cwd: string | null, minutesAgo: number) =>
    session({ sessionId: id, displayTitle: id, cwd, updatedAt: ago(NOW, minutesAgo * MIN) });

  it("this window's folder first, then the others by their newest session, unknown folders last", () => {
    const groups = m.groupByFolder(
      [s('old-here', HERE, 500), s('api', '/home/me/api', 5), s('lost', null, 1), s('web', '/srv/web', 60), s('new-here', HERE, 50), s('api-old', '/home/me/api', 900)],
      [HERE],
    );
    assert.deepEqual(groups.map((g) => [g.folder, g.workspace, g.sessions.map((x) => x.sessionId)]), [
      [HERE, true, ['new-here', 'old-here']],
      ['/home/me/api', false, ['api', 'api-old']],
      ['/srv/web', false, ['web']],
      [null, false, ['lost']],
    ]);
  });
  it('a folder group is labelled by its last segment, the rest as its description', () => {
    assert.deepEqual(m.folderLabel('/home/me/api/'), { label: 'api', description: '/home/me' });
    assert.deepEqual(m.folderLabel('/srv'), { label: 'srv', description: '/' });
    assert.deepEqual(m.folderLabel('C:\\work\\app'), { label: 'app', description: 'C:\\work' });
    assert.deepEqual(m.folderLabel(null), { label: 'Unknown folder', description: '' });
  });
  it('agentChildren gives folder groups in "all folders" mode, date groups otherwise', () => {
    const listing = { ...m.emptyListing(), loaded: true, sessions: [s('a', '/x/a', 5), s('b', HERE, 9)] };
    assert.deepEqual(m.agentChildren(agent(), listing, NOW, [HERE]).map((c) => (c.kind === 'folder' ? c.folder : c.kind)), [HERE, '/x/a']);
    assert.ok(m.agentChildren(agent(), listing, NOW).every((c) => c.kind === 'group'));
    assert.notEqual(m.placement(listing.sessions, NOW, [HERE]), m.placement(listing.sessions, NOW, ['/x/a']), 'the order of folders counts');
  });
});

describe('agentsMessage (why the demo agent is shown)', () => {
  const demo = [agent({ agentId: 'demo' })];
  it('says none is configured when the setting is unset or empty', () => {
    assert.equal(m.agentsMessage(undefined, demo), 'No agent configured: showing the built-in demo agent. Add yours with ACP: Configure Agents (or the gear on the agent\'s row).');
    assert.equal(m.agentsMessage([], demo), 'No agent configured: showing the built-in demo agent. Add yours with ACP: Configure Agents (or the gear on the agent\'s row).');
  });
  it('says the setting is no list when it is a string or an object (the bridge ignores it)', () => {
    assert.equal(m.agentsMessage('opencode acp', demo), 'acpBridge.agents is not a list of agents: showing the built-in demo agent. Add yours with ACP: Configure Agents (or the gear on the agent\'s row).');
    assert.equal(m.agentsMessage({ id: 'x' }, demo), 'acpBridge.agents is not a list of agents: showing the built-in demo agent. Add yours with ACP: Configure Agents (or the gear on the agent\'s row).');
  });
  it('says no entry can be used when the bridge took none of them', () => {
    const message = m.agentsMessage([{ name: 'My agent', args: ['acp'] }], demo);
    assert.equal(message, 'No agent in acpBridge.agents can be used (see the warning): showing the built-in demo agent. Add yours with ACP: Configure Agents (or the gear on the agent\'s row).');
  });
  it('says nothing once a configured agent is listed', () => {
    assert.equal(m.agentsMessage([{ id: 'oc', command: 'opencode acp' }, { bad: 1 }], [agent({ agentId: 'oc' })]), undefined);
  });
});
