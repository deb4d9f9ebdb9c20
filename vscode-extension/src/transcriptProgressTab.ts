// The tab showing a long load's title and progress (plain text: `progressUriOf`), and what becomes
// of it: the window's tab replaces it when the load has ended (`Transcripts.show`); one the user
// closed is not replaced; one the user left for another tab becomes the window's document.

import * as vscode from 'vscode';
import type { Doc } from './transcriptDoc';
import type { TranscriptSync } from './transcriptSync';
import { closeTabs, docKey, isOpen, progressUriOf, tabsShowing, transcriptColumn } from './transcriptTabs';

/** Shows a long load's title and progress in a tab of its own (`provideTextDocumentContent`) and
 * waits for the load's end (the window held, or the load failed) or for that tab to close: then
 * the progress's URI, whose tab the window's replaces (`show`). */
export async function showProgress(doc: Doc, sync: TranscriptSync): Promise<vscode.Uri> {
  const uri = progressUriOf(doc.uri);
  doc.progressUri = uri;
  doc.showsProgress = true;
  doc.progressAt = Date.now();
  const ended = new Promise<void>((resolve) => doc.progressWaiters.push(resolve));
  void sync.fetch(doc);
  await vscode.commands.executeCommand('vscode.open', uri, { viewColumn: transcriptColumn(doc.uri), preview: false });
  await ended;
  doc.progressAt = 0;
  return uri;
}

/** Whether the tab showing the doc's progress is still there once the load has ended. One the user
 * closed is not replaced, and the doc goes (from `docs`) unless another tab shows its window. */
export function stillShown(docs: Map<string, Doc>, doc: Doc, progressUri: vscode.Uri): boolean {
  if (tabsShowing(progressUri).length > 0) {
    return true;
  }
  doc.progressUri = undefined;
  const key = docKey(doc.serverUri);
  if (!isOpen(doc.uri) && docs.get(key) === doc) {
    doc.throttle.dispose();
    docs.delete(key);
  }
  return false;
}

/** The user has gone from the tab showing the doc's progress to another one: the progress's
 * document becomes the doc's and takes the window as a change (nobody watches it being applied;
 * `changed` announces it), unless another tab shows the window already. When that tab is shown
 * again, the window's own replaces it (`TranscriptRetitle.retitleShown`): its label, and its
 * language instead of plain text. */
export function keepProgressTab(doc: Doc, progressUri: vscode.Uri, changed: (uri: vscode.Uri) => void): void {
  doc.progressUri = undefined;
  const tabs = tabsShowing(progressUri);
  if (isOpen(doc.uri)) {
    void closeTabs(tabs);
    return;
  }
  doc.retitleTo = doc.uri; // a rename during the load included
  doc.uri = progressUri;
  changed(progressUri);
}

/** Tabs were closed: a load whose progress showed in one of them stops waiting for its end. */
export function progressClosed(docs: Map<string, Doc>, closed: readonly vscode.Tab[]): void {
  for (const tab of closed) {
    const uri = tab.input instanceof vscode.TabInputText ? tab.input.uri.toString() : undefined;
    const doc = uri === undefined ? undefined : docs.get(docKey(uri));
    if (doc?.progressUri && doc.progressUri.toString() === uri && tabsShowing(doc.progressUri).length === 0) {
      doc.progressWaiters.splice(0).forEach((resolve) => resolve());
    }
  }
}
