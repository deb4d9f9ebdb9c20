import './vscodeStub'; // first: it answers require('vscode')
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crossProjectButtons, isAgentDownError, isOutsideFolders } from '../../src/crossProject';
import { ErrorCodes } from '../../src/protocol';
import { caps } from './fixtures';

describe('sessions of other folders', () => {
  it('outside means outside every workspace folder (subfolders are inside)', () => {
    const folders = ['/home/me/project', '/home/me/lib'];
    assert.equal(isOutsideFolders('/home/me/project', folders), false);
    assert.equal(isOutsideFolders('/home/me/project/', folders), false);
    assert.equal(isOutsideFolders('/home/me/project/packages/core', folders), false);
    assert.equal(isOutsideFolders('/home/me/lib', folders), false);
    assert.equal(isOutsideFolders('/home/me/project-old', folders), true, 'a sibling with the same prefix');
    assert.equal(isOutsideFolders('/home/me', folders), true, 'a parent');
    assert.equal(isOutsideFolders('/srv/api-server', folders), true);
  });

  it('an unknown folder or a window without folders never counts as another project', () => {
    assert.equal(isOutsideFolders(null, ['/home/me/project']), false);
    assert.equal(isOutsideFolders(undefined, ['/home/me/project']), false);
    assert.equal(isOutsideFolders('/srv/x', []), false);
  });

  it('read-only is always offered; fork only when the agent advertises it', () => {
    assert.deepEqual(crossProjectButtons(caps({ fork: false }), '/home/me/project').map((b) => b.choice), ['readOnly']);
    assert.deepEqual(crossProjectButtons(null, '/home/me/project').map((b) => b.choice), ['readOnly']);
    const both = crossProjectButtons(caps({ fork: true }), '/home/me/project');
    assert.deepEqual(both.map((b) => b.label), ['Open Read-Only', 'Fork into project']);
  });

  it('agent-down errors', () => {
    for (const c of [ErrorCodes.startFailed, ErrorCodes.exited, ErrorCodes.timeout, ErrorCodes.authRequired]) {
      assert.equal(isAgentDownError(c), true, String(c));
    }
    for (const c of [ErrorCodes.notFound, ErrorCodes.unsupported, ErrorCodes.refused, undefined]) {
      assert.equal(isAgentDownError(c), false, String(c));
    }
  });
});
