// A part of the acpBridge settings the bridge ignores (`acpBridge/settingsProblem`): a warning whose
// button opens the setting it is in, where the user fixes it.

import * as vscode from 'vscode';
import type { BridgeLog } from './log';
import type * as p from './protocol';

export const OPEN_SETTINGS = 'Open Settings';

export async function showSettingsProblem(log: BridgeLog, problem: p.SettingsProblem): Promise<void> {
  if ((await log.notify('warning', problem.message, OPEN_SETTINGS)) === OPEN_SETTINGS) {
    await vscode.commands.executeCommand('workbench.action.openSettings', problem.setting);
  }
}
