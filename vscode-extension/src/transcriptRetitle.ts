// Relabelling transcript tabs: a tab whose document is to have another URI (`Doc.retitleTo`: a
// renamed session's new label, or the window's own URI for a load's progress tab the user kept) is
// replaced by one for that URI when it is shown, the held text moved with it.

import * as vscode from 'vscode';
import { type BridgeLog, errorMessage } from './log';
import { foldThoughts, holdsText } from './newestTurn';
import type { Doc } from './transcriptDoc';
import { docKey, tabsShowing, tabUri } from './transcriptTabs';
import { transcriptUri } from './transcriptUris';

/** How long a renamed session's new tab waits for its text before its thoughts are left open. */
const RETITLE_FOLD_MS = 5000;

export class TranscriptRetitle {
  constructor(
    private readonly log: BridgeLog,
    /** The provider's documents, by `docKey` (shared: `Transcripts` adds and removes them). */
    private readonly docs: Map<string, Doc>,
    /** Opens the document for a URI, in the transcript language (`Transcripts.open`). */
    private readonly open: (uri: vscode.Uri, doc: Doc) => Promise<vscode.TextDocument>,
  ) {}

  /**
   * A session was renamed: its tab should say so. A document's URI (hence its tab's label) cannot
   * change, so the tab is replaced by one for the URI with the new label, in the same group, scrolled
   * to the same place, and the held text moves with it (one `Doc` per session, whatever its label).
   * A tab in the background is replaced when it is next shown: a rename never brings a tab forward.
   */
  async retitle(session: { agentId: string; sessionId: string; displayTitle: string }): Promise<void> {
    const doc = this.docs.get(docKey(transcriptUri(session.agentId, session.sessionId)));
    if (!doc) {
      return;
    }
    const wanted = tabUri(transcriptUri(session.agentId, session.sessionId, session.displayTitle));
    if (wanted.toString() === doc.uri.toString()) {
      doc.retitleTo = undefined;
      return;
    }
    const tabs = tabsShowing(doc.uri);
    if (tabs.length === 0) {
      doc.uri = wanted; // open nowhere: the next `show` opens the new label
      return;
    }
    doc.retitleTo = wanted;
    const shown = tabs.find((tab) => tab.isActive);
    if (shown) {
      await this.replaceTab(doc, shown);
    }
  }

  /** Tabs changed: a shown tab whose session was renamed (or whose progress's tab was kept) is replaced. */
  retitleShown(changed: readonly vscode.Tab[]): void {
    for (const tab of changed) {
      if (!tab.isActive || !(tab.input instanceof vscode.TabInputText)) {
        continue;
      }
      const doc = this.docs.get(docKey(tab.input.uri.toString()));
      if (doc?.retitleTo && tab.input.uri.toString() === doc.uri.toString()) {
        void this.replaceTab(doc, tab).catch((err) => this.log.channel.debug(`relabelling a tab: ${errorMessage(err)}`));
      }
    }
  }

  /** Replaces `tab` (showing `doc`) by one for `doc.retitleTo`, in its group, scrolled to the same place. */
  async replaceTab(doc: Doc, tab: vscode.Tab): Promise<void> {
    const target = doc.retitleTo;
    if (!target) {
      return;
    }
    const old = doc.uri;
    const column = tab.group.viewColumn;
    const editor = vscode.window.visibleTextEditors.find(
      (e) => e.document.uri.toString() === old.toString() && e.viewColumn === column,
    );
    const focused = vscode.window.activeTextEditor?.document.uri.toString() === old.toString();
    const visible = editor?.visibleRanges[0];
    doc.uri = target; // from here on, changes are announced for the new URI (and the old one's close keeps the doc)
    doc.retitleTo = undefined;
    // `open` resyncs: the document may be made from the text held before an edit that landed meanwhile.
    const document = await this.open(target, doc);
    const replaced = await vscode.window.showTextDocument(document, {
      viewColumn: column,
      preserveFocus: !focused,
      preview: tab.isPreview, // a page looked at in passing stays one
      selection: editor?.selection,
    });
    if (visible) {
      // Its first line only: the range's end can lie past the new document's (sticky scroll, the
      // blank space VS Code shows past the last line), and VS Code then scrolled to the very end.
      const top = new vscode.Position(Math.min(visible.start.line, Math.max(0, replaced.document.lineCount - 1)), 0);
      replaced.revealRange(new vscode.Range(top, top), vscode.TextEditorRevealType.AtTop);
    }
    await vscode.window.tabGroups.close(tab, true);
    // A new document, whose thoughts VS Code shows open: they fold as when the transcript first
    // showed (what the user had unfolded cannot be read back from the old editor), once it holds
    // the text (a change may be on its way; not later than `RETITLE_FOLD_MS`). A placeholder has
    // none: the read that brings the text folds them (`TranscriptSync.reread`).
    if (doc.version !== null && await holdsText(replaced, doc, RETITLE_FOLD_MS)) {
      await foldThoughts(replaced);
    }
  }
}
