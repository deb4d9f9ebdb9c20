import './vscodeStub'; // first: it answers require('vscode')
import { ThemeIcon } from './vscodeStub';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toPickItem } from '../../src/switcher';
import { escapeIcons, SwitcherContext, switcherEntries } from '../../src/switcherItems';
import { ago, DAY, HOUR, MIN, session } from './fixtures';

const NOW = new Date(2026, 10, 22, 10, 30);
const ctx = (o: Partial<SwitcherContext> = {}): SwitcherContext => ({
  now: NOW,
  agentName: (id) => ({ demo: 'Demo agent', oc: 'opencode' })[id] ?? id,
  canDelete: (id) => id === 'demo',
  isActive: (s) => s.sessionId === 'active',
  hasMore: false,
  ...o,
});

describe('switcher entries', () => {
  const sessions = [
    session({ sessionId: 'a', displayTitle: 'Alpha', updatedAt: ago(NOW, 3 * HOUR), firstPrompt: 'fix it' }),
    session({ agentId: 'oc', sessionId: 'b', displayTitle: 'Beta', updatedAt: ago(NOW, 5 * MIN), cwd: null }),
    session({ sessionId: 'c', displayTitle: 'Gamma', updatedAt: ago(NOW, 20 * DAY) }),
    session({ sessionId: 'active', displayTitle: 'Current', updatedAt: ago(NOW, 2 * DAY) }),
  ];

  it('merges agents newest first with a separator per date group', () => {
    const e = switcherEntries(sessions, ctx());
    assert.deepEqual(
      e.map((x) => (x.kind === 'session' ? x.label : `[${x.label}]`)),
      ['[Today]', 'Beta', 'Alpha', '[This week]', 'Current', '[Older]', 'Gamma'],
    );
  });
  it('label = display title; description = agent · time; detail = folder · first prompt · id', () => {
    const e = switcherEntries(sessions, ctx()).filter((x) => x.kind === 'session');
    const alpha = e.find((x) => x.kind === 'session' && x.item.sessionId === 'a');
    assert.ok(alpha && alpha.kind === 'session');
    assert.equal(alpha.description, 'Demo agent · 3h');
    assert.equal(alpha.detail, '/home/me/project · fix it · a');
    const beta = e.find((x) => x.kind === 'session' && x.item.sessionId === 'b');
    assert.ok(beta && beta.kind === 'session');
    assert.equal(beta.description, 'opencode · 5m');
    assert.equal(beta.detail, 'b');
    const current = e.find((x) => x.kind === 'session' && x.item.sessionId === 'active');
    assert.ok(current && current.kind === 'session');
    assert.equal(current.description, 'Demo agent · 2d · active');
  });
  it('Load more… last when some agent has more', () => {
    const e = switcherEntries(sessions, ctx({ hasMore: true }));
    assert.deepEqual(e[e.length - 1], { kind: 'loadMore', label: 'Load more…' });
    assert.ok(!switcherEntries(sessions, ctx()).some((x) => x.kind === 'loadMore'));
  });
  it('a session listed twice appears once', () => {
    const e = switcherEntries([sessions[0], { ...sessions[0] }], ctx());
    assert.equal(e.filter((x) => x.kind === 'session').length, 1);
  });
  it('buttons: copy id always, delete only where the agent can delete', () => {
    const items = switcherEntries(sessions, ctx()).map(toPickItem);
    const alpha = items.find((i) => i.label === 'Alpha');
    const beta = items.find((i) => i.label === 'Beta');
    assert.deepEqual(alpha?.buttons?.map((b) => (b.iconPath as ThemeIcon).id), ['copy', 'trash']);
    assert.deepEqual(beta?.buttons?.map((b) => (b.iconPath as ThemeIcon).id), ['copy']);
    const separator = items.find((i) => i.label === 'Today');
    assert.equal(separator?.kind, -1);
    const more = switcherEntries(sessions, ctx({ hasMore: true })).map(toPickItem).pop();
    assert.equal(more?.alwaysShow, true);
  });
  it('agent text cannot inject icons', () => {
    assert.equal(escapeIcons('$(zap) fast'), '\\$(zap) fast');
    assert.equal(escapeIcons('\\$(zap) already'), '\\$(zap) already');
    assert.equal(escapeIcons('costs $5 (approx)'), 'costs $5 (approx)');
    const item = toPickItem(switcherEntries([session({ displayTitle: '$(warning) hi' })], ctx())[1]);
    assert.equal(item.label, '\\$(warning) hi');
  });
});
