// protocol.ts must mirror acp_bridge/lsp/protocol/: the same methods, the same fields.
import './vscodeStub'; // first: it answers require('vscode')
import './vscodeStub';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as p from '../../src/protocol';
import * as uris from '../../src/transcriptUris';

const ROOT = join(__dirname, '..', '..', '..');
const PY = join(ROOT, '..', 'acp_bridge', 'lsp', 'protocol');
/** The contract's modules, read as one text: a model's base classes before it. */
const PY_MODULES = ['wire.py', 'agents.py', 'sessions.py', 'transcripts.py', 'search.py', 'settings.py', 'uris.py', '__init__.py'];
const TS = join(ROOT, 'src', 'protocol.ts');
const skip = existsSync(PY) ? false : 'acp_bridge/lsp/protocol/ is not next to the extension';

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Python models: class name → wire field names (base classes' fields included). */
function pythonModels(source: string): Map<string, Set<string>> {
  const models = new Map<string, Set<string>>();
  const blocks = source.split(/^class /m).slice(1);
  for (const block of blocks) {
    const header = /^(\w+)\(([\w, ]*)\):/.exec(block);
    if (!header) continue;
    const fields = new Set<string>();
    for (const base of header[2].split(',').map((b) => b.trim())) {
      models.get(base)?.forEach((f) => fields.add(f));
    }
    const body = block.split('\n').slice(1);
    for (const line of body) {
      if (/^\S/.test(line)) break;
      const m = /^ {4}([a-z_][a-z0-9_]*): /.exec(line);
      if (m && m[1] !== 'model_config') fields.add(camel(m[1]));
    }
    models.set(header[1], fields);
  }
  return models;
}

/** TS interfaces: name → field names (extended interfaces included); `Record<string, never>` aliases are empty. */
function tsInterfaces(source: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of source.matchAll(/^export type (\w+) = Record<string, never>;/gm)) {
    out.set(m[1], new Set());
  }
  for (const m of source.matchAll(/^export interface (\w+)(?: extends ([\w, ]+))? \{\n([\s\S]*?)^\}/gm)) {
    const fields = new Set<string>();
    for (const base of (m[2] ?? '').split(',').map((b) => b.trim()).filter(Boolean)) {
      out.get(base)?.forEach((f) => fields.add(f));
    }
    for (const f of m[3].matchAll(/^ {2}(\w+)\??: /gm)) fields.add(f[1]);
    out.set(m[1], fields);
  }
  return out;
}

function table(source: string, name: string): Map<string, string[]> {
  const block = new RegExp(`^${name}[^=]*= \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(source);
  assert.ok(block, name);
  const out = new Map<string, string[]>();
  for (const m of block[1].matchAll(/"(acpBridge\/\w+)": \(?([\w, ]+?)\)?,?$/gm)) {
    out.set(m[1], m[2].split(',').map((s) => s.trim()));
  }
  return out;
}

describe('the TypeScript mirror of acp_bridge/lsp/protocol/', { skip }, () => {
  const py = skip ? '' : PY_MODULES.map((m) => readFileSync(join(PY, m), 'utf8')).join('\n');
  const ts = readFileSync(TS, 'utf8');

  it('reads every module of the contract', () => {
    const modules = readdirSync(PY).filter((f) => f.endsWith('.py'));
    assert.deepEqual([...modules].sort(), [...PY_MODULES].sort());
  });

  it('the same request, notification and server-request methods', () => {
    const names = (o: Record<string, { method: string }>) => Object.values(o).map((t) => t.method).sort();
    assert.deepEqual(names(p.Requests), [...table(py, 'REQUESTS').keys()].sort());
    assert.deepEqual(names(p.Notifications), [...table(py, 'NOTIFICATIONS').keys()].sort());
    assert.deepEqual(names(p.ServerRequests), [...table(py, 'SERVER_REQUESTS').keys()].sort());
  });

  it('every model has an interface with the same fields', () => {
    const models = pythonModels(py);
    const interfaces = tsInterfaces(ts);
    const used = new Set<string>(['SessionItem', 'ListedSession', 'FoundSession', 'AgentStatus', 'AgentCapabilitiesInfo', 'PermissionOptionItem']);
    for (const t of ['REQUESTS', 'NOTIFICATIONS', 'SERVER_REQUESTS']) {
      table(py, t).forEach((classes) => classes.forEach((c) => used.add(c)));
    }
    for (const name of used) {
      assert.ok(models.has(name), `the Python contract has ${name}`);
      assert.ok(interfaces.has(name), `protocol.ts lacks the interface ${name}`);
      assert.deepEqual([...interfaces.get(name)!].sort(), [...models.get(name)!].sort(), name);
    }
  });

  it('a listed session leaves out the same defaults', () => {
    const block = /^LISTED_DEFAULTS[^=]*= \{\n([\s\S]*?)^\}/m.exec(py);
    assert.ok(block, 'LISTED_DEFAULTS in the Python contract');
    const python = Object.fromEntries(
      [...block[1].matchAll(/^ {4}"(\w+)": (.+),$/gm)].map((m) => [m[1], JSON.parse(m[2].replace('None', 'null').replace('False', 'false'))]),
    );
    assert.deepEqual({ ...p.LISTED_DEFAULTS }, python);
  });

  it('every error code', () => {
    const codes = [...py.matchAll(/"(\w+)": (-\d+),/g)].map((m) => Number(m[2])).sort();
    const mirrored = new Set<number>(Object.values(p.ErrorCodes));
    for (const c of codes) assert.ok(mirrored.has(c), `code ${c}`);
  });
});

describe('listed sessions', () => {
  const whole: p.SessionItem = {
    agentId: 'demo',
    sessionId: 's1',
    displayTitle: 'Fix it',
    title: 'Fix it',
    localTitle: null,
    cwd: '/w',
    additionalDirectories: [],
    updatedAt: '2026-11-22T09:14:03Z',
    firstPrompt: null,
    facts: ['messageCount: 14'],
    active: false,
    open: false,
  };

  it('fills in the members left out, and the title as the display title', () => {
    const listed: p.ListedSession = { sessionId: 's1', title: 'Fix it', cwd: '/w', updatedAt: '2026-11-22T09:14:03Z', facts: ['messageCount: 14'] };
    assert.deepEqual(p.expandListed('demo', listed), whole);
    const untitled = p.expandListed('demo', { sessionId: 's2', displayTitle: 'first prompt', firstPrompt: 'first prompt', active: true });
    assert.equal(untitled.displayTitle, 'first prompt');
    assert.equal(untitled.title, null);
    assert.equal(untitled.active, true);
    assert.deepEqual(untitled.additionalDirectories, []);
  });

  it('gives a whole item back as it is, with arrays of its own', () => {
    assert.deepEqual(p.expandListed('demo', whole), whole);
    const a = p.expandListed('demo', { sessionId: 'a' });
    const b = p.expandListed('demo', { sessionId: 'b' });
    a.facts.push('changed');
    assert.deepEqual(b.facts, []);
  });

  it('expands an answer, keeping its other fields', () => {
    const answer = p.expandListing({
      agentId: 'demo', sessions: [{ sessionId: 's1', title: 'Fix it' }], hasMore: true, supported: true, fromCache: false, storedAt: null, error: null,
    });
    assert.equal(answer.hasMore, true);
    assert.equal(answer.sessions[0].agentId, 'demo');
    assert.equal(answer.sessions[0].displayTitle, 'Fix it');
  });
});

describe('transcript URIs', () => {
  it('encodes like Python quote(safe="") and round-trips', () => {
    assert.equal(uris.transcriptUri('demo', 'sess_1'), 'acp-session:/demo/sess_1.acp.md');
    assert.equal(uris.transcriptUri('my agent', 'a/b?c#d'), 'acp-session:/my%20agent/a%2Fb%3Fc%23d.acp.md');
    assert.equal(uris.transcriptUri('x', "it's(1)!*~"), "acp-session:/x/it%27s%281%29%21%2A~.acp.md");
    for (const [a, s] of [['demo', 'sess_1'], ['my agent', 'a/b?c#d'], ['x', 'ünï-cödé']]) {
      assert.deepEqual(uris.parseTranscriptUri(uris.transcriptUri(a, s)), { agentId: a, sessionId: s });
    }
    assert.equal(uris.parseTranscriptUri('file:///x.md'), undefined);
    assert.equal(uris.parseTranscriptUri('acp-session:/only.md'), undefined);
    // URIs of older clients (a plain `.md` ending) name the same sessions.
    assert.deepEqual(uris.parseTranscriptUri('acp-session:/demo/sess_1.md'), { agentId: 'demo', sessionId: 'sess_1' });
  });

  it('a page window is the session plus its turns segment; the newest window has none', () => {
    const page = 'acp-session:/demo/s1/turns-51-100/Fix%20it%20%28turns%2051-100%29.acp.md';
    assert.deepEqual(uris.parseWindowUri(page), { agentId: 'demo', sessionId: 's1', window: 'turns-51-100' });
    assert.deepEqual(uris.parseTranscriptUri(page), { agentId: 'demo', sessionId: 's1' });
    assert.deepEqual(uris.parseWindowUri('acp-session:/demo/s1/Fix%20it.acp.md'), { agentId: 'demo', sessionId: 's1', window: undefined });
    // The tab showing a load's progress (its ending, spelled or encoded, and a query): the same window.
    assert.deepEqual(uris.parseWindowUri(`${page}%E2%80%A6?loading`), { agentId: 'demo', sessionId: 's1', window: 'turns-51-100' });
    assert.deepEqual(uris.parseWindowUri(`${page}${uris.PROGRESS_ENDING}?loading`), { agentId: 'demo', sessionId: 's1', window: 'turns-51-100' });
    assert.deepEqual(uris.parseWindowUri(`${page}?x=1`), { agentId: 'demo', sessionId: 's1', window: 'turns-51-100' });
    assert.equal(uris.parseWindowUri(`${page}%E2%80%A6%E2%80%A6?loading`), undefined, 'one ending, nothing more');
    assert.equal(uris.parseWindowUri('acp-session:/demo/s1/pages-1/x.acp.md'), undefined);
    // A part of a page too long for one window.
    const part = uris.parseWindowUri('acp-session:/demo/s1/turns-121-137/x.acp.md');
    assert.deepEqual(part, { agentId: 'demo', sessionId: 's1', window: 'turns-121-137' });
    assert.equal(uris.parseWindowUri('acp-session:/demo/s1/turns-101-160/x.acp.md'), undefined, 'never more than a page');
    assert.equal(uris.parseWindowUri('acp-session:/demo/s1/turns-140-120/x.acp.md'), undefined, 'never backwards');
    assert.equal(uris.parseWindowUri('acp-session:/demo/s1/turns-0-49/x.acp.md'), undefined);
    assert.equal(uris.parseWindowUri('acp-session:/demo/s1/turns-01-50/x.acp.md'), undefined, 'one spelling');
  });
});

describe('labelled transcript URIs (the tab shows the title)', () => {
  const VECTORS = join(ROOT, '..', 'tests', 'lsp', 'title_labels.json');

  it('labels like Python title_label (the shared vectors)', { skip: existsSync(VECTORS) ? false : 'no tests/lsp/title_labels.json' }, () => {
    const vectors = JSON.parse(readFileSync(VECTORS, 'utf8')) as { title: string; label: string | null }[];
    assert.ok(vectors.length > 5);
    for (const v of vectors) {
      assert.equal(uris.titleLabel(v.title) ?? null, v.label, JSON.stringify(v.title));
    }
  });

  it('the label is the last segment, and only a label', () => {
    const uri = uris.transcriptUri('my agent', 'a/b?c#d', 'Fix: the/flaky test?');
    assert.equal(uri, 'acp-session:/my%20agent/a%2Fb%3Fc%23d/Fix%20the%20flaky%20test.acp.md');
    assert.deepEqual(uris.parseTranscriptUri(uri), { agentId: 'my agent', sessionId: 'a/b?c#d' });
    assert.deepEqual(uris.parseTranscriptUri('acp-session:/demo/s1/other%20label.md'), { agentId: 'demo', sessionId: 's1' });
    assert.equal(uris.transcriptUri('demo', 's1', ' ... '), 'acp-session:/demo/s1.acp.md');
    assert.equal(uris.transcriptUri('demo', 's1', null), 'acp-session:/demo/s1.acp.md');
    assert.equal(uris.parseTranscriptUri('acp-session:/demo/s1/x/y.md'), undefined);
  });
});

describe('tabs of sessions with equal titles (VS Code gives them no description)', () => {
  const tab = (id: string, title: string | null, agent = 'demo') => uris.transcriptUri(agent, id, title);

  it('a title no other session shows keeps its label, whatever the other tabs', () => {
    const uri = tab('sess_52a', 'Speed up the CSV import');
    assert.equal(uris.distinctTabUri(uri, []), uri);
    assert.equal(uris.distinctTabUri(uri, [tab('sess_9e5', 'Fix the login'), uri]), uri, 'its own tab is no rival');
  });

  it('another session of the same label gets the id after it, and is still the same window', () => {
    const first = tab('sess_51b', 'Speed up the CSV import');
    const second = uris.distinctTabUri(tab('sess_52a', 'Speed up the CSV import'), [first]);
    assert.equal(uris.tabLabelOf(second), 'Speed up the CSV import · sess_52a');
    assert.notEqual(uris.tabLabelOf(second), uris.tabLabelOf(first));
    assert.deepEqual(uris.parseWindowUri(second), { agentId: 'demo', sessionId: 'sess_52a', window: undefined });
    // A rival spelled otherwise (an older client's `.md` ending) counts the same.
    const older = 'acp-session:/demo/sess_51b/Speed%20up%20the%20CSV%20import.md';
    assert.equal(uris.distinctTabUri(tab('sess_52a', 'Speed up the CSV import'), [older]), second);
    // So does a rival whose tab shows its load's progress (the same label).
    assert.equal(uris.distinctTabUri(tab('sess_52a', 'Speed up the CSV import'), [`${first}%E2%80%A6?loading`]), second);
  });

  it('ids sharing a long prefix show as much as tells them apart', () => {
    const rival = tab('ses_5c8d2e1f5ffeAAAA', 'Refactor');
    const mine = uris.distinctTabUri(tab('ses_5c8d2e1f5ffeBBBB', 'Refactor'), [rival]);
    assert.equal(uris.tabLabelOf(mine), 'Refactor · ses_5c8d2e1f5ffeBB');
  });

  it('a page window keeps its turns, and an id never adds a path separator', () => {
    const page = 'acp-session:/demo/a%2Fb/turns-1-50/Refactor%20%28turns%201-50%29.acp.md';
    const rival = 'acp-session:/demo/zz/turns-1-50/Refactor%20%28turns%201-50%29.acp.md';
    const mine = uris.distinctTabUri(page, [rival]);
    assert.deepEqual(uris.parseWindowUri(mine), { agentId: 'demo', sessionId: 'a/b', window: 'turns-1-50' });
    assert.equal(uris.tabLabelOf(mine), 'Refactor (turns 1-50) · ab');
  });

  it('sessions of different agents are told apart too', () => {
    const theirs = tab('s1', 'Same', 'opencode');
    assert.equal(uris.tabLabelOf(uris.distinctTabUri(tab('s1', 'Same', 'demo'), [theirs])), 'Same · s1');
  });
});
