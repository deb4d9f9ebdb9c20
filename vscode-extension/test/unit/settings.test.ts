import './vscodeStub';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { bridgeSettings, PythonLookup, resolvePython, serverArgs } from '../../src/settings';

const EXT = '/ext/acp-bridge';
function lookup(o: Partial<PythonLookup> & { files?: string[]; texts?: Record<string, string> } = {}): PythonLookup {
  const files = new Set(o.files ?? ['/usr/bin/python3']);
  return {
    setting: '',
    env: { PATH: '/usr/local/bin:/usr/bin' },
    extensionPath: EXT,
    workspaceFolder: '/work/proj',
    homeDir: '/home/me',
    isFile: (f) => files.has(f),
    readText: (f) => o.texts?.[f],
    ...o,
  };
}
const bundled = path.join(EXT, 'dist', 'bridge-python.txt');

describe('resolvePython precedence', () => {
  it('the setting first', () => {
    const r = resolvePython(lookup({ setting: '/opt/py/bin/python', env: { ACP_BRIDGE_PYTHON: '/env/python', PATH: '/usr/bin' }, files: ['/opt/py/bin/python', '/env/python', '/usr/bin/python3'] }));
    assert.deepEqual([r.ok, r.ok && r.python, r.source], [true, '/opt/py/bin/python', 'setting']);
  });
  it('then $ACP_BRIDGE_PYTHON', () => {
    const r = resolvePython(lookup({ env: { ACP_BRIDGE_PYTHON: '/env/python', PATH: '/usr/bin' }, files: ['/env/python', '/usr/bin/python3'], texts: { [bundled]: '/b/python\n' } }));
    assert.deepEqual([r.ok && r.python, r.source], ['/env/python', 'environment']);
  });
  it('then the interpreter the build recorded', () => {
    const r = resolvePython(lookup({ files: ['/b/python', '/usr/bin/python3'], texts: { [bundled]: '\n/b/python\n' } }));
    assert.deepEqual([r.ok && r.python, r.source], ['/b/python', 'bundled']);
  });
  it('then python3 from PATH', () => {
    const r = resolvePython(lookup());
    assert.deepEqual([r.ok && r.python, r.source], ['python3', 'default']);
  });
  it('a recorded interpreter that no longer exists falls back to python3, with a note', () => {
    const r = resolvePython(lookup({ texts: { [bundled]: '/gone/python' } }));
    assert.equal(r.ok && r.python, 'python3');
    assert.match(r.notes[0], /does not exist.*Falling back/);
  });
  it('a whitespace-only setting counts as unset', () => {
    assert.equal(resolvePython(lookup({ setting: '   ' })).source, 'default');
  });
});

describe('resolvePython validation', () => {
  it('a setting that is not a string', () => {
    const r = resolvePython(lookup({ setting: 42 }));
    assert.equal(r.ok, false);
    assert.match(!r.ok ? r.error : '', /acpBridge\.python must be a path/);
  });
  it('a missing file named by the setting is an error, never silently replaced', () => {
    const r = resolvePython(lookup({ setting: '/nope/python' }));
    assert.equal(r.ok, false);
    assert.equal(!r.ok && r.error, 'The setting acpBridge.python points to "/nope/python", which does not exist.');
  });
  it('a missing file named by the variable', () => {
    const r = resolvePython(lookup({ env: { ACP_BRIDGE_PYTHON: '/nope/python' } }));
    assert.match(!r.ok ? r.error : '', /ACP_BRIDGE_PYTHON points to "\/nope\/python"/);
  });
  it('a bare name must be on PATH', () => {
    const r = resolvePython(lookup({ setting: 'python3.99' }));
    assert.match(!r.ok ? r.error : '', /"python3\.99", which was not found on PATH/);
    const ok = resolvePython(lookup({ setting: 'python3' }));
    assert.equal(ok.ok && ok.python, 'python3');
  });
  it('~ and ${workspaceFolder} are expanded; relative paths are against the folder', () => {
    const files = ['/home/me/.venvs/a/bin/python', '/work/proj/.venv/bin/python'];
    assert.equal((resolvePython(lookup({ setting: '~/.venvs/a/bin/python', files })) as { python: string }).python, '/home/me/.venvs/a/bin/python');
    assert.equal((resolvePython(lookup({ setting: '${workspaceFolder}/.venv/bin/python', files })) as { python: string }).python, '/work/proj/.venv/bin/python');
    assert.equal((resolvePython(lookup({ setting: '.venv/bin/python', files })) as { python: string }).python, '/work/proj/.venv/bin/python');
  });
  it('a relative path without a folder, and unknown variables, are errors', () => {
    assert.match((resolvePython(lookup({ setting: '.venv/bin/python', workspaceFolder: undefined })) as { error: string }).error, /relative path/);
    assert.match((resolvePython(lookup({ setting: '${env:HOME}/python' })) as { error: string }).error, /unsupported variable/);
  });
  it('nothing at all', () => {
    const r = resolvePython(lookup({ files: [] }));
    assert.equal(!r.ok && r.error, 'No Python interpreter found: set acpBridge.python to a Python that has acp-bridge installed.');
  });
});

describe('what the sidecar is told', () => {
  it('runs `-m acp_bridge serve`', () => assert.deepEqual(serverArgs(), ['-m', 'acp_bridge', 'serve']));
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
