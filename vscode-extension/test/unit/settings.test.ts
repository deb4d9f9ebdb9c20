import './vscodeStub';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bridgeSettings, parseProbe, PythonCandidates, PythonLookup, pythonCandidates, serverArgs } from '../../src/settings';

function lookup(o: Partial<PythonLookup> & { files?: string[] } = {}): PythonLookup {
  const files = new Set(o.files ?? ['/usr/bin/python3']);
  return {
    setting: '',
    selected: undefined,
    env: { PATH: '/usr/local/bin:/usr/bin' },
    workspaceFolder: '/work/proj',
    homeDir: '/home/me',
    isFile: (f: string) => files.has(f),
    ...o,
  };
}
const pythons = (r: PythonCandidates) => (r.ok ? r.candidates.map((c) => `${c.source}:${c.python}`) : r.error);

describe('pythonCandidates precedence', () => {
  it('the setting, alone: an explicit choice is never replaced', () => {
    const r = pythonCandidates(lookup({ setting: '/opt/py/bin/python', selected: { path: '/sel/python' }, files: ['/opt/py/bin/python', '/sel/python', '/usr/bin/python3'] }));
    assert.deepEqual(pythons(r), ['setting:/opt/py/bin/python']);
  });
  it("else the Python extension's interpreter, then python3 and python on PATH", () => {
    const r = pythonCandidates(lookup({
      selected: { path: '/sel/bin/python', version: { major: 3, minor: 12 } },
      files: ['/sel/bin/python', '/usr/bin/python3', '/usr/local/bin/python'],
    }));
    assert.deepEqual(pythons(r), ['pythonExtension:/sel/bin/python', 'path:/usr/bin/python3', 'path:/usr/local/bin/python']);
  });
  it('PATH is searched in order, and an interpreter is offered once', () => {
    const r = pythonCandidates(lookup({ selected: { path: '/usr/local/bin/python3' }, files: ['/usr/local/bin/python3', '/usr/bin/python3'] }));
    assert.deepEqual(pythons(r), ['pythonExtension:/usr/local/bin/python3']);
  });
  it("a selected interpreter older than 3.11 is passed over, with a note", () => {
    const r = pythonCandidates(lookup({ selected: { path: '/old/python', version: { major: 3, minor: 9 } }, files: ['/old/python', '/usr/bin/python3'] }));
    assert.deepEqual(pythons(r), ['path:/usr/bin/python3']);
    assert.match(r.notes[0], /\/old\/python\) is Python 3\.9; the sidecar needs 3\.11 or newer/);
  });
  it('a selected interpreter that does not exist is passed over, with a note', () => {
    const r = pythonCandidates(lookup({ selected: { path: '/gone/python' } }));
    assert.deepEqual(pythons(r), ['path:/usr/bin/python3']);
    assert.match(r.notes[0], /does not exist/);
  });
  it('a whitespace-only setting counts as unset', () => {
    assert.deepEqual(pythons(pythonCandidates(lookup({ setting: '   ' }))), ['path:/usr/bin/python3']);
  });
});

describe('pythonCandidates validation', () => {
  it('a setting that is not a string', () => {
    const r = pythonCandidates(lookup({ setting: 42 }));
    assert.match(!r.ok ? r.error : '', /acpBridge\.python must be a path/);
  });
  it('a missing file named by the setting is an error', () => {
    const r = pythonCandidates(lookup({ setting: '/nope/python' }));
    assert.equal(!r.ok && r.error, 'The setting acpBridge.python points to "/nope/python", which does not exist.');
  });
  it('a bare name must be on PATH, and is resolved there', () => {
    const r = pythonCandidates(lookup({ setting: 'python3.99' }));
    assert.match(!r.ok ? r.error : '', /"python3\.99", which was not found on PATH/);
    assert.deepEqual(pythons(pythonCandidates(lookup({ setting: 'python3' }))), ['setting:/usr/bin/python3']);
  });
  it('~ and ${workspaceFolder} are expanded; relative paths are against the folder', () => {
    const files = ['/home/me/.venvs/a/bin/python', '/work/proj/.venv/bin/python'];
    assert.deepEqual(pythons(pythonCandidates(lookup({ setting: '~/.venvs/a/bin/python', files }))), ['setting:/home/me/.venvs/a/bin/python']);
    assert.deepEqual(pythons(pythonCandidates(lookup({ setting: '${workspaceFolder}/.venv/bin/python', files }))), ['setting:/work/proj/.venv/bin/python']);
    assert.deepEqual(pythons(pythonCandidates(lookup({ setting: '.venv/bin/python', files }))), ['setting:/work/proj/.venv/bin/python']);
  });
  it('a relative path without a folder, and unknown variables, are errors', () => {
    assert.match(String(pythons(pythonCandidates(lookup({ setting: '.venv/bin/python', workspaceFolder: undefined })))), /relative path/);
    assert.match(String(pythons(pythonCandidates(lookup({ setting: '${env:HOME}/python' })))), /unsupported variable/);
  });
  it('nothing at all', () => {
    const r = pythonCandidates(lookup({ files: [] }));
    assert.equal(!r.ok && r.error, 'No Python interpreter found: the sidecar needs Python 3.11 or newer.');
  });
});

describe("the launcher's probe", () => {
  it('reads its JSON line, whatever was printed before it', () => {
    const probe = parseProbe('hello from sitecustomize\n{"ok": true, "problem": null, "sidecar": "bundled", "python": "/v/bin/python", "version": "3.12.1"}\n');
    assert.deepEqual(probe && [probe.ok, probe.sidecar, probe.version], [true, 'bundled', '3.12.1']);
  });
  it('no JSON line: undefined', () => {
    assert.equal(parseProbe('  File "launch.py", line 1\nSyntaxError: invalid syntax\n'), undefined);
  });
});

describe('what the sidecar is told', () => {
  it("runs the extension's launcher: `<ext>/bundled/launch.py serve`", () =>
    assert.deepEqual(serverArgs('/ext/acp-bridge'), ['/ext/acp-bridge/bundled/launch.py', 'serve']));
  it('defaults', () => {
    assert.deepEqual(bridgeSettings(() => undefined), {
      agents: [], mcpServers: [], logLevel: 'info', traceAcp: false, experimental: { protocol2: false },
    });
  });
  it('passes the values through', () => {
    const values: Record<string, unknown> = {
      agents: [{ id: 'oc', command: 'opencode', args: ['acp'] }], logLevel: 'debug', traceAcp: true, 'experimental.protocol2': true,
      mcpServers: [{ name: 'files', command: '/usr/bin/mcp-files', args: [] }],
    };
    assert.deepEqual(bridgeSettings((k) => values[k]), {
      agents: [{ id: 'oc', command: 'opencode', args: ['acp'] }], logLevel: 'debug', traceAcp: true, experimental: { protocol2: true },
      mcpServers: [{ name: 'files', command: '/usr/bin/mcp-files', args: [] }],
    });
  });
  it('a non-array agents value is sent as no agents', () => {
    assert.deepEqual(bridgeSettings((k) => (k === 'agents' ? 'opencode' : undefined)).agents, []);
  });
});
