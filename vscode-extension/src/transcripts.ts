// Transcript documents (`acp-session:` scheme) and their tabs: read-only Markdown kept live from the
// bridge (`TranscriptSync`), in the `acp-transcript` language (Markdown highlighting, without VS
// Code's Markdown server parsing it too). A session being opened gets its tab at once. A quick load
// gives the window as the document's first content; a long one shows the title and the replay's
// progress in a tab of its own (plain text: `transcriptProgressTab`), which the window's tab replaces
// when the load has ended (`show`); where the editor then lands is `newestTurn`'s.
// A document is one *window* of a session (its newest turns, or a page of earlier ones: the bridge
// bounds each, so a session of any length opens at once), whatever label its URI carries
// (`acp-session:/<agent>/<id>/<title>.acp.md`: the last segment only names the tab). Documents are
// keyed by agent, session id and window, and a session already open keeps the URI (and tab) it was
// opened with (a rename replaces its tab: `TranscriptRetitle`). A CodeLens at the top and bottom of
// a window opens the turns before and after it.

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import { BridgeLog } from './log';
import type * as p from './protocol';
import {
  atStart, cursorAtTop, foldThoughts, holdsText, newestTurnCentre, newestTurnLine, revealNewestTurn, settleOnNewestTurn,
  wrapColumns,
} from './newestTurn';
import { type Doc, inTab, newDoc } from './transcriptDoc';
import { transcriptLenses } from './transcriptLenses';
import { keepProgressTab, progressClosed, showProgress, stillShown } from './transcriptProgressTab';
import { TranscriptRetitle } from './transcriptRetitle';
import { closeTabs, docKey, isOpen, serverUriOf, tabsShowing, tabUri, transcriptColumn } from './transcriptTabs';
import { TranscriptFollow } from './transcriptFollow';
import { TranscriptSync } from './transcriptSync';
import { parseWindowUri, TRANSCRIPT_SCHEME } from './transcriptUris';

/** The language of transcript documents (package.json), claiming the `.acp.md` ending. */
export const TRANSCRIPT_LANGUAGE = 'acp-transcript';

/** A load that has not ended this long after VS Code asked for the document's content shows its
 * progress meanwhile (a quick one opens on its text, without a placeholder flashing first). */
const PROGRESS_AFTER_MS = 100;

/** How long a new document waits for a replay that follows the load's answer: the bridge's own limit
 * (`ACP_BRIDGE_LATE_REPLAY_LIMIT`, 30 s) plus the 2 s it waits for such a replay to start. */
const LATE_REPLAY_WAIT_MS = 32_000;

export class Transcripts implements vscode.TextDocumentContentProvider, vscode.CodeLensProvider, vscode.Disposable {
  private readonly changeEmitter = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changeEmitter.event;
  private readonly lensEmitter = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.lensEmitter.event;
  private readonly docs = new Map<string, Doc>();
  /** Documents whose language is being set (VS Code closes and reopens them meanwhile). */
  private readonly relanguaging = new Set<string>();
  private readonly disposables: vscode.Disposable[] = [];
  /** Keeps each document's text in step with the bridge. */
  private readonly sync: TranscriptSync;
  /** Keeps the editors that read a window's end there as its text grows. */
  private readonly follow = new TranscriptFollow();
  /** Replaces tabs whose document is to have another URI (a renamed session's, a kept progress tab's). */
  private readonly retitler: TranscriptRetitle;

  constructor(
    private readonly client: BridgeClient,
    private readonly log: BridgeLog,
  ) {
    this.sync = new TranscriptSync(client, log, this.docs, {
      changed: (uri) => this.textChanged(uri),
      lensesMoved: () => this.lensEmitter.fire(),
    });
    this.retitler = new TranscriptRetitle(log, this.docs, (uri, doc) => this.open(uri, doc));
    this.disposables.push(
      vscode.workspace.registerTextDocumentContentProvider(TRANSCRIPT_SCHEME, this),
      vscode.languages.registerCodeLensProvider({ scheme: TRANSCRIPT_SCHEME }, this),
      client.onTranscriptChanged((e) => this.sync.onChanged(e)),
      client.onDidStart(() => this.sync.reloadAll()),
      vscode.window.tabGroups.onDidChangeTabs((e) => {
        this.retitler.retitleShown(e.changed);
        progressClosed(this.docs, e.closed);
        this.sync.fetchShownAgain(e.opened);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        const key = docKey(d.uri.toString());
        const doc = this.docs.get(key);
        const closed = d.uri.toString();
        if (d.uri.scheme === TRANSCRIPT_SCHEME && doc && doc.uri.toString() === closed && !this.relanguaging.has(closed)) {
          doc.throttle.dispose();
          this.docs.delete(key);
        }
      }),
    );
  }

  private doc(uri: vscode.Uri, serverUri?: string): Doc {
    const key = docKey(uri.toString());
    let doc = this.docs.get(key);
    if (!doc) {
      const created: Doc = newDoc(uri, serverUri ?? serverUriOf(uri), () => {
        this.textChanged(created.uri);
        if (created.progressUri) {
          this.changeEmitter.fire(created.progressUri);
        }
      });
      doc = created;
      this.docs.set(key, doc);
    } else if (serverUri) {
      doc.serverUri = serverUri;
    }
    return doc;
  }

  /** Tells VS Code the document's text changed; the editors reading its end follow it there. */
  private textChanged(uri: vscode.Uri): void {
    if (this.docs.get(docKey(uri.toString()))?.holdsWindow) {
      this.follow.beforeChange(uri);
    }
    this.changeEmitter.fire(uri);
  }

  /** The user sent a prompt to this session: its transcript comes to the front if no editor shows
   * it (the user may be reading another one), and its newest window's editors go to its end, where
   * the prompt and its answer come. */
  async followPrompt(serverUri: string): Promise<void> {
    const doc = this.docs.get(docKey(serverUri));
    if (!doc) {
      return;
    }
    const key = doc.uri.toString();
    if (!vscode.window.visibleTextEditors.some((e) => e.document.uri.toString() === key)) {
      await this.show(serverUri, false, undefined, { preserveFocus: true }); // the user may be typing elsewhere
    }
    if (doc.holdsWindow && !doc.window?.laterUri) {
      this.follow.toEnd(doc.uri);
    }
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const doc = this.doc(uri);
    if (doc.progressUri?.toString() === uri.toString()) {
      await doc.fetching; // the progress asked for as the tab opened (`showProgress`)
      return doc.placeholder;
    }
    if (doc.version === null && doc.showsProgress) {
      await doc.fetching; // the progress asked for as its tab opened (`showProgress`)
      if (doc.showsProgress) {
        doc.holdsWindow = false;
        return doc.placeholder; // a long load's progress, until its text comes as a change
      }
    }
    const text = this.firstText(doc);
    if (doc.version === null && !(await settlesWithin(text, PROGRESS_AFTER_MS))) {
      // A long load: its title and progress now, the window as a change when it has ended. The
      // placeholder is a few lines, so VS Code takes that change whole, without diffing it (the
      // window as a change from an older *window* is what costs the editor a second).
      doc.showsProgress = true;
      doc.progressAt = Date.now();
      await this.sync.fetch(doc);
      if (doc.version === null) {
        doc.holdsWindow = false;
        return doc.placeholder;
      }
    }
    const content = await text;
    doc.holdsWindow = doc.version !== null && content === doc.text;
    return content;
  }

  /** The document's content once the load or replay under way has ended. */
  private async firstText(doc: Doc): Promise<string> {
    // A load is under way: its end brings the first text (`show`).
    await doc.loadEnded;
    if (doc.version === null) {
      await this.sync.fetch(doc);
    }
    if (doc.replaying) {
      // An agent that answers before it replays: the replay's end brings the text
      // (`TranscriptSync.onChanged`), within the bridge's own limit for such replays (after it, what
      // arrived so far).
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        doc.replayWaiters.push(resolve);
        timer = setTimeout(resolve, LATE_REPLAY_WAIT_MS);
      });
      clearTimeout(timer);
    }
    return doc.version === null ? doc.placeholder : doc.text;
  }

  /** Opens (or reveals) a transcript beside the editor, as read-only Markdown. With `expecting`,
   * the bridge is about to create it (a load is under way, and `refresh` tells its end). With
   * `line`, the cursor goes to that line, at the top of the view; else a session opened for the
   * first time shows its newest turn. With `browsing` (paging through a session: Earlier/Later
   * turns, Go to Turn, a search hit), a page of earlier turns takes a preview tab, as VS Code gives
   * files looked at in passing (the next preview takes it); the newest window keeps a tab of its
   * own. With `preserveFocus`, an editor shown anew leaves the focus where it is. */
  async show(
    serverUri: string, expecting = false, line?: number, how: { browsing?: boolean; preserveFocus?: boolean } = {},
  ): Promise<vscode.TextEditor | undefined> {
    // A session already open in a tab keeps its URI there (a new label must not open a second tab;
    // `retitle` relabels that tab); one shown nowhere takes the URI asked for, with its current label.
    const known = this.docs.get(docKey(serverUri));
    const knownTab = known && tabsShowing(known.uri)[0];
    if (known && !knownTab) {
      known.uri = tabUri(serverUri);
      known.retitleTo = undefined;
    } else if (known?.retitleTo && knownTab) {
      // Its tab is to become another (`retitleTo`): first, so that the cursor goes to the tab that stays.
      await this.retitler.replaceTab(known, knownTab);
    }
    const uri = known?.uri ?? tabUri(serverUri);
    const doc = this.doc(uri, serverUri);
    if (doc.progressUri && line === undefined) {
      // Its load's progress shows: that tab, which the window's replaces when the load has ended.
      const shown = tabsShowing(doc.progressUri)[0];
      await vscode.commands.executeCommand('vscode.open', doc.progressUri, { viewColumn: shown?.group.viewColumn ?? transcriptColumn(doc.uri), preview: false });
      return undefined;
    }
    const fresh = doc.version === null && !isOpen(uri);
    if (expecting && !doc.expecting) {
      doc.expecting = true;
      doc.readAsked = true; // a failed load is said, not tried again (`reread`)
      doc.loadEnded = new Promise((resolve) => {
        doc.endLoad = resolve;
      });
    }
    if (line !== undefined) {
      await this.sync.fetch(doc); // the line is the bridge's newest text's: hold that text first
    }
    let column: vscode.ViewColumn | undefined;
    let prompt: number | undefined; // the newest turn's line, when the tab opens there
    let opensAt: vscode.Position | undefined;
    if (fresh && doc.expecting) {
      // The tab opens on the window, at its newest turn: drawn there once, instead of at the window's
      // top and again at its newest turn when the reveal comes back from this side (~0.3 s later:
      // VS Code tells of the new editor only once it has drawn it). A load that takes longer than
      // `PROGRESS_AFTER_MS` shows its progress meanwhile, in a tab that this one then replaces.
      // Never a window as a change of the document the user watches: VS Code applies a change
      // through its editor worker, which it starts and feeds only once it has drawn what it shows
      // (the window came ~0.8 s after the load's end at 2,000 turns; after an older window, 1–2 s:
      // it diffs the two there; docs/performance.md).
      const progressUri = (await settlesWithin(doc.loadEnded, PROGRESS_AFTER_MS)) ? undefined : await showProgress(doc, this.sync);
      try {
        if (progressUri) {
          if (!stillShown(this.docs, doc, progressUri)) {
            return undefined;
          }
        } else if (doc.version === null) {
          // The load has ended: its window is one answer away (the one already asked for, if any:
          // the bridge announces the replay's end before it answers the load).
          await (doc.fetching ?? this.sync.fetch(doc));
        }
        if (doc.version !== null && !doc.replaying) {
          prompt = await newestTurnLine(doc, this.client, this.log);
          opensAt = prompt === undefined ? undefined : newestTurnCentre(doc.text, prompt, wrapColumns(TRANSCRIPT_LANGUAGE));
        }
        const progress = progressUri && tabsShowing(progressUri)[0];
        if (progressUri && !progress?.isActive) {
          keepProgressTab(doc, progressUri, (uri) => this.changeEmitter.fire(uri)); // the user left it meanwhile
          return undefined;
        }
        const selection = opensAt && new vscode.Range(opensAt, opensAt);
        // Focus goes where the progress had it (`vscode.open` takes it, like a click in the tree).
        const preserveFocus = !!progress && vscode.window.activeTextEditor?.document.uri.toString() !== progressUri?.toString();
        const viewColumn = progress ? progress.group.viewColumn : transcriptColumn(doc.uri);
        await vscode.commands.executeCommand('vscode.open', doc.uri, { viewColumn, preview: false, selection, preserveFocus });
        if (progressUri) {
          doc.progressUri = undefined;
          await closeTabs(tabsShowing(progressUri));
        }
      } finally {
        if (progressUri && doc.progressUri === progressUri) {
          doc.progressUri = undefined;
        }
      }
      // The load may take its time: the user may have closed the tab or gone to another one (leave them
      // there), and a rename may have moved the tab to a new URI (`doc.uri` follows it).
      const tab = tabsShowing(doc.uri)[0];
      if (!tab?.isActive) {
        return undefined;
      }
      column = tab.group.viewColumn;
    }
    const document = await this.open(doc.uri, doc); // `uri`, unless a rename moved it meanwhile
    // Just shown by `vscode.open`: its editor is taken as it is (showing it again waits for the
    // renderer, busy drawing it: 0.3–0.4 s before the newest turn could come to the top).
    const drawn = column === undefined
      ? undefined
      : vscode.window.visibleTextEditors.find((e) => e.document === document && e.viewColumn === column);
    const editor = drawn ?? await vscode.window.showTextDocument(document, {
      viewColumn: column ?? transcriptColumn(doc.uri),
      preview: !!how.browsing && parseWindowUri(serverUri)?.window !== undefined,
      preserveFocus: column !== undefined || !!how.preserveFocus, // shown since the click: focus stays where the user put it
    });
    if (line !== undefined) {
      cursorAtTop(editor, line);
    } else if (opensAt && prompt !== undefined) {
      settleOnNewestTurn(editor, prompt, opensAt);
    } else if (fresh && (doc.progressAt > 0 ? await holdsText(editor, doc) : atStart(editor))) {
      // From where a new editor put the cursor, or the window's text replacing the progress (which
      // may have happened already).
      await revealNewestTurn(editor, doc, this.client, this.log);
    }
    if (fresh && doc.version !== null && editor.document.getText() === doc.text) {
      await foldThoughts(editor);
    }
    return editor;
  }

  /** Opens the document for `uri`, in the transcript language (a URI of an older label might not
   * end in `.acp.md`). */
  private async open(uri: vscode.Uri, doc: Doc): Promise<vscode.TextDocument> {
    const document = await vscode.workspace.openTextDocument(uri);
    this.resyncIfStale(document, doc);
    if (document.languageId === TRANSCRIPT_LANGUAGE) {
      return document;
    }
    // VS Code closes and reopens a document to change its language: that close is not the user's.
    const key = uri.toString();
    this.relanguaging.add(key);
    try {
      return await vscode.languages.setTextDocumentLanguage(document, TRANSCRIPT_LANGUAGE);
    } finally {
      this.relanguaging.delete(key);
    }
  }

  /** Opens the window before (or after) the one shown in `editor`; false when there is none. */
  async openNeighbour(editor: vscode.TextEditor | undefined, which: 'earlierUri' | 'laterUri'): Promise<boolean> {
    const doc = editor && this.docs.get(docKey(editor.document.uri.toString()));
    const target = doc?.window?.[which];
    if (!target) {
      return false;
    }
    await this.show(target, false, undefined, { browsing: true });
    return true;
  }

  /** The turns the document of `uri` shows (null: not a window, or not fetched yet). */
  windowOf(uri: vscode.Uri): p.TranscriptWindow | null {
    return this.docs.get(docKey(uri.toString()))?.window ?? null;
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const doc = this.docs.get(docKey(document.uri.toString()));
    if (!doc || doc.uri.toString() !== document.uri.toString()) {
      return [];
    }
    return transcriptLenses(document, doc.window);
  }

  /**
   * The editor ignores `onDidChange` for a virtual document it has not created yet, so a change that
   * arrived while the document was being opened (a fast agent, a busy machine) could be lost for good:
   * a replay leaving it "Loading…", or a renamed session's new tab keeping the old header
   * (`TranscriptRetitle.replaceTab`: the title and the header edit come together). Once the document
   * exists, make sure it shows what we hold.
   */
  private resyncIfStale(document: vscode.TextDocument, doc: Doc): void {
    const current = doc.version === null ? doc.placeholder : doc.text;
    if (this.docs.get(docKey(doc.uri.toString())) === doc && document.getText() !== current) {
      this.changeEmitter.fire(doc.uri);
    }
  }

  /** A session was renamed: its tab says so (`TranscriptRetitle.retitle`). */
  retitle(session: { agentId: string; sessionId: string; displayTitle: string }): Promise<void> {
    return this.retitler.retitle(session);
  }

  /** Closes the tabs showing the window at `serverUri`. */
  async close(serverUri: string): Promise<void> {
    const doc = this.docs.get(docKey(serverUri));
    const shown = doc ? tabsShowing(doc.uri) : [];
    if (shown.length > 0) {
      await vscode.window.tabGroups.close(shown, true);
    }
  }

  /** Whether a tab shows the transcript (its window, or its load's progress). */
  shownInTab(serverUri: string): boolean {
    const doc = this.docs.get(docKey(serverUri));
    return !!doc && inTab(doc);
  }

  /** Whether a transcript is open with content. */
  has(serverUri: string): boolean {
    const doc = this.docs.get(docKey(serverUri));
    return !!doc && doc.version !== null;
  }

  /** Fetches what changed (e.g. once a load request has answered, or failed). */
  refresh(serverUri: string): void {
    this.loadEnded(serverUri);
    const doc = this.docs.get(docKey(serverUri));
    if (doc) {
      void this.sync.fetch(doc);
    }
  }

  /** The load/resume `show` was told of has ended, answered or not: the document may take its text. */
  loadEnded(serverUri: string): void {
    const doc = this.docs.get(docKey(serverUri));
    if (doc) {
      doc.expecting = false;
      doc.endLoad();
    }
  }

  dispose(): void {
    this.docs.forEach((d) => d.throttle.dispose());
    this.disposables.forEach((d) => d.dispose());
    this.follow.dispose();
    this.changeEmitter.dispose();
    this.lensEmitter.dispose();
  }
}

/** Whether `promise` settles within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.then(() => true, () => true), late]).finally(() => clearTimeout(timer));
}
