// Where transcripts are in the editor: the URIs of their tabs (a window's, told apart by label; its
// load's progress, in plain text), the tabs showing a document, the column a transcript opens in,
// and the key one window of a session has whatever its label.

import * as vscode from 'vscode';
import {
  distinctTabUri, parseTranscriptUri, parseWindowUri, PROGRESS_ENDING, TRANSCRIPT_SCHEME, transcriptUri,
} from './transcriptUris';

/** The query of the URI of a tab showing a load's progress (the bridge reads a transcript URI without
 * its query and its progress's ending: the session and the window are the same). */
const PROGRESS_QUERY = 'loading';

/**
 * Where a transcript opens: where it is already shown, else where another transcript is shown
 * (transcripts replace each other there, not one more column each), else beside the active editor
 * (or in the first column when no editor is open).
 */
export function transcriptColumn(uri: vscode.Uri): vscode.ViewColumn {
  const editors = vscode.window.visibleTextEditors;
  const same = editors.find((e) => e.document.uri.toString() === uri.toString());
  const other = editors.find((e) => e.document.uri.scheme === TRANSCRIPT_SCHEME);
  const column = same?.viewColumn ?? other?.viewColumn;
  if (column !== undefined) {
    return column;
  }
  return vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
}

/** The URI of the tab showing a load's progress for the document at `uri`: its label, and an ending
 * that makes it plain text (`PROGRESS_ENDING`). */
export function progressUriOf(uri: vscode.Uri): vscode.Uri {
  return uri.with({ path: `${uri.path}${PROGRESS_ENDING}`, query: PROGRESS_QUERY });
}

export function isProgressUri(uri: vscode.Uri): boolean {
  return uri.query === PROGRESS_QUERY && uri.path.endsWith(PROGRESS_ENDING);
}

/** The window's URI of a progress's tab (`progressUriOf` undone). */
export function windowUriOf(progressUri: vscode.Uri): vscode.Uri {
  return progressUri.with({ path: progressUri.path.slice(0, -PROGRESS_ENDING.length), query: '' });
}

/** Closes `tabs`; one the user has closed meanwhile is gone already. */
export async function closeTabs(tabs: vscode.Tab[]): Promise<void> {
  try {
    await vscode.window.tabGroups.close(tabs, true);
  } catch {
    // a tab closed meanwhile: VS Code refuses the whole call
  }
}

/** Whether VS Code holds the document at `uri` (then it takes new text only as a change). */
export function isOpen(uri: vscode.Uri): boolean {
  const wanted = uri.toString();
  return vscode.workspace.textDocuments.some((d) => d.uri.toString() === wanted);
}

/** The URI a tab of the window at `uri` gets: its label told apart from other sessions' tabs. */
export function tabUri(uri: string): vscode.Uri {
  const shown = vscode.window.tabGroups.all.flatMap((group) =>
    group.tabs.flatMap((tab) =>
      tab.input instanceof vscode.TabInputText && tab.input.uri.scheme === TRANSCRIPT_SCHEME ? [tab.input.uri.toString()] : [],
    ),
  );
  return vscode.Uri.parse(distinctTabUri(uri, shown));
}

/** The tabs showing the document at `uri`. */
export function tabsShowing(uri: vscode.Uri): vscode.Tab[] {
  const wanted = uri.toString();
  return vscode.window.tabGroups.all.flatMap((group) =>
    group.tabs.filter((tab) => tab.input instanceof vscode.TabInputText && tab.input.uri.toString() === wanted),
  );
}

/** One window of a session has one key, whatever its label (`uri` as the bridge or VS Code spells it). */
export function docKey(uri: string): string {
  const ref = parseWindowUri(uri);
  return ref ? `${sessionKey(uri)}${ref.window ?? ''}` : uri;
}

/** The start of the keys of every window of the session at `uri`. */
export function sessionKey(uri: string): string {
  const ref = parseTranscriptUri(uri);
  return ref ? `${ref.agentId}\u0000${ref.sessionId}\u0000` : uri;
}

/** The bridge's spelling of a URI we did not get from it (e.g. an editor restored after a reload). */
export function serverUriOf(uri: vscode.Uri): string {
  const path = isProgressUri(uri) ? windowUriOf(uri).path : uri.path;
  const parts = path.replace(/^\/+/, '').replace(/(\.acp)?\.md$/, '').split('/');
  if (parts.length === 2 || parts.length === 3) {
    return transcriptUri(parts[0], parts[1], parts[2]);
  }
  return uri.toString(); // a page's window: the bridge reads any spelling of it
}
