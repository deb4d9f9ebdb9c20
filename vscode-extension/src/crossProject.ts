// Sessions of other folders: a session whose folder is outside this window's workspace folders is
// never silently resumed here (the agent would work in that folder, from this window). The user
// chooses: its transcript read-only, or a fork into this folder when the agent can fork.

import * as path from 'path';
import * as vscode from 'vscode';
import * as p from './protocol';

/** This window's workspace folders, as paths. */
export function workspaceFolderPaths(): string[] {
  return (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
}

/** A folder as the user names it: its last segment (the whole path for a root). */
export function folderName(folder: string): string {
  return path.basename(folder) || folder;
}

/** Whether `cwd` lies outside every workspace folder. Unknown folders and windows without a
 * folder never count as outside: there is no "wrong project" to protect then. */
export function isOutsideFolders(cwd: string | null | undefined, folders: readonly string[]): boolean {
  if (!cwd || !folders.length) {
    return false;
  }
  const here = path.resolve(cwd);
  return !folders.some((folder) => {
    const rel = path.relative(path.resolve(folder), here);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  });
}

export type CrossProjectChoice = 'readOnly' | 'fork';

/** The buttons offered for a session of another folder: read-only always, fork only when advertised. */
export function crossProjectButtons(
  caps: p.AgentCapabilitiesInfo | null | undefined,
  folder: string,
): { label: string; choice: CrossProjectChoice }[] {
  const buttons: { label: string; choice: CrossProjectChoice }[] = [{ label: 'Open Read-Only', choice: 'readOnly' }];
  if (caps?.fork) {
    buttons.push({ label: `Fork into ${folderName(folder)}`, choice: 'fork' });
  }
  return buttons;
}

/** Errors that mean "the agent is not there" (start failed, exited, timed out, needs a login). */
export function isAgentDownError(code: number | undefined): boolean {
  return (
    code === p.ErrorCodes.startFailed ||
    code === p.ErrorCodes.exited ||
    code === p.ErrorCodes.timeout ||
    code === p.ErrorCodes.authRequired
  );
}
