import './vscodeStub'; // first: it answers require('vscode')
import { recorded, resetRecorded } from './vscodeStub';
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { BridgeLog } from '../../src/log';
import { OPEN_SETTINGS, showSettingsProblem } from '../../src/settingsProblem';

describe('settings problems (acpBridge/settingsProblem)', () => {
  beforeEach(() => resetRecorded());

  it('a warning whose Open Settings button opens the setting the problem is in', async () => {
    recorded.notificationAnswer = OPEN_SETTINGS;
    const message = 'acpBridge.agents must be a list of agents ([{"id": …, "command": …}]), not a string';
    await showSettingsProblem(new BridgeLog(), { setting: 'acpBridge.agents', message });
    assert.deepEqual(recorded.messages, [{ kind: 'warning', message }]);
    assert.deepEqual(recorded.commandCalls, [{ id: 'workbench.action.openSettings', args: ['acpBridge.agents'] }]);
  });

  it('dismissed, it opens nothing', async () => {
    await showSettingsProblem(new BridgeLog(), { setting: 'acpBridge.logLevel', message: 'acpBridge.logLevel must be one of …' });
    assert.equal(recorded.messages.length, 1);
    assert.deepEqual(recorded.commandCalls, []);
  });
});
