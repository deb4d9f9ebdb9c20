// Keeping each transcript document's text in step with the bridge. On `transcriptChanged` only the
// tail is fetched (`fromVersion`) and spliced in at `offset`; a window's text is never fetched during
// a replay, only the progress a document shows. A document the bridge holds no transcript for (a tab
// VS Code restored, or one open when the bridge restarted) has its session read again; after a
// restart every document shown is fetched anew, the others once a tab shows them again.
// What the documents look like in the editor is `Transcripts`' (tabs) and `newestTurn`'s (cursor, folds).

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import { type BridgeLog, errorCode, errorMessage } from './log';
import { foldWhenShown } from './newestTurn';
import * as p from './protocol';
import { type Doc, endProgress, inTab, LOADING, sameWindow, wakeReplayWaiters } from './transcriptDoc';
import { docKey, isOpen, sessionKey } from './transcriptTabs';
import { applyTranscript, countCodePoints } from './transcriptText';
import { parseTranscriptUri } from './transcriptUris';

/** How often a document showing a load's progress asks for it again (each is a small change). */
const PROGRESS_EVERY_MS = 500;

/** What the sync tells the documents' provider (`Transcripts`). */
export interface SyncHost {
  /** The doc's text changed and must show at once (not a throttle's interval later). */
  changed(uri: vscode.Uri): void;
  /** A window now names other turns or neighbours: the CodeLenses change. */
  lensesMoved(): void;
}

export class TranscriptSync {
  constructor(
    private readonly client: BridgeClient,
    private readonly log: BridgeLog,
    /** The provider's documents, by `docKey` (shared: the provider adds and removes them). */
    private readonly docs: Map<string, Doc>,
    private readonly host: SyncHost,
  ) {}

  /** The bridge says a transcript changed: its open windows fetch what changed. */
  onChanged(e: p.TranscriptChanged): void {
    if (e.loading) {
      // A replay is under way: the newest window holds the session's *first* turns until it ends,
      // and each whole-window change costs the editor about a second. Its end is fetched (the change
      // that says it ended, and `refresh`); meanwhile only the progress a document shows.
      const doc = this.docs.get(docKey(e.uri));
      if (doc?.showsProgress && Date.now() - doc.progressAt >= PROGRESS_EVERY_MS) {
        doc.progressAt = Date.now();
        void this.fetch(doc);
      }
      return;
    }
    // Every open window of the session (one not open is fetched when it is).
    const session = sessionKey(e.uri);
    for (const [key, doc] of this.docs) {
      if (key.startsWith(session) && (doc.version === null || e.version > doc.version)) {
        void this.fetch(doc);
      }
    }
  }

  /** Fetches what changed in the doc's window since the version held (once at a time: a fetch asked
   * for meanwhile runs after it). */
  fetch(doc: Doc): Promise<void> {
    doc.fetchWhenShown = false;
    if (doc.fetching) {
      doc.again = true;
      return doc.fetching;
    }
    const fetching = async (): Promise<void> => {
      try {
        do {
          doc.again = false;
          await this.fetchOnce(doc);
        } while (doc.again && this.docs.get(docKey(doc.uri.toString())) === doc);
      } finally {
        // In the step that saw `again` unset: a fetch asked for after it starts a new one (a
        // `.finally` of its own would run later, and an `again` set meanwhile would be lost).
        doc.fetching = undefined;
      }
    };
    doc.fetching = fetching();
    return doc.fetching;
  }

  private async fetchOnce(doc: Doc): Promise<void> {
    let result: p.TranscriptResult;
    try {
      result = await this.client.request(p.Requests.getTranscript, { uri: doc.serverUri, fromVersion: doc.version });
    } catch (err) {
      if (!doc.expecting && errorCode(err) === p.ErrorCodes.notFound && this.reread(doc)) {
        return; // its text comes once the bridge has read the session again
      }
      if (!doc.expecting) {
        endProgress(doc); // the load has failed: no text will replace what the progress says
        // One line, after words of ours: whatever the message holds (an agent's words among them)
        // starts no heading or block. Unescaped: the editor shows the Markdown's source.
        const why = doc.rereadError ?? errorMessage(err);
        const placeholder = `This transcript is not available: ${why}\n\n_Open the session from the Agent Sessions view to load it._\n`;
        if (doc.version === null && placeholder !== doc.placeholder) {
          doc.placeholder = placeholder;
          doc.throttle.trigger();
        }
      }
      this.log.channel.debug(`getTranscript ${doc.serverUri}: ${errorMessage(err)}`);
      wakeReplayWaiters(doc); // nothing more will come of it
      return;
    }
    if (doc.version === null && result.loading && !result.window) {
      // A long replay's progress (or a load whose agent is not there yet: no text): the placeholder
      // of a document that shows it, held at no version (the window's text comes whole).
      doc.replaying = true;
      if (doc.showsProgress && result.text && result.text !== doc.placeholder) {
        doc.placeholder = result.text;
        if (isOpen(doc.uri) || (doc.progressUri && isOpen(doc.progressUri))) {
          doc.throttle.trigger();
        }
      }
      return;
    }
    let held = applyTranscript(doc, result);
    if (held === undefined) {
      if (doc.version !== null && result.version < doc.version) {
        return; // stale
      }
      // Offsets do not fit what we hold: take the whole text.
      const full = await this.client.request(p.Requests.getTranscript, { uri: doc.serverUri, fromVersion: null });
      result = full;
      held = { text: full.text, codePoints: countCodePoints(full.text) };
    }
    const changed = held.text !== doc.text || doc.version === null;
    const moved = !sameWindow(doc.window, result.window ?? null);
    doc.text = held.text;
    doc.codePoints = held.codePoints;
    doc.version = result.version;
    doc.window = result.window ?? null;
    doc.replaying = result.loading;
    if (!result.loading) {
      wakeReplayWaiters(doc);
    }
    if (doc.showsProgress && !result.loading) {
      // The text replaces the progress at once, not a throttle's interval after its last change
      // (a progress in a tab of its own: its tab is replaced, `showProgress`).
      endProgress(doc);
      this.host.changed(doc.uri);
    } else if (changed && isOpen(doc.uri)) {
      doc.throttle.trigger(); // a document not made yet takes the text as its content (`resyncIfStale`)
    }
    if (moved) {
      this.host.lensesMoved();
    }
  }

  /**
   * A document the bridge holds no transcript for, though no load of it is under way: a tab VS Code
   * restored after a reload, or one open when the bridge restarted. Its session is read again, as a
   * click in the tree reads it (`openReadOnly`: the agent's replay, or the copy kept on this
   * machine), the document showing the load's progress meanwhile; once per bridge, a failure being
   * what the document then says. False when a read of it was asked for already.
   */
  private reread(doc: Doc): boolean {
    const ref = parseTranscriptUri(doc.serverUri);
    if (!ref || doc.readAsked) {
      return false;
    }
    doc.readAsked = true;
    doc.expecting = true;
    doc.loadEnded = new Promise((resolve) => {
      doc.endLoad = resolve;
    });
    doc.showsProgress = true; // the replay's progress, fetched as it goes (`onChanged`)
    doc.progressAt = Date.now();
    this.log.channel.info(`reading ${ref.sessionId} of ${ref.agentId} again for its open tab`);
    // The user's moves in it from now on (the text it showed stays until the new one comes).
    let moved = false;
    const watch = vscode.window.onDidChangeTextEditorSelection((e) => {
      moved ||= e.kind !== undefined && e.textEditor.document.uri.toString() === doc.uri.toString();
    });
    void this.client.request(p.Requests.openReadOnly, { agentId: ref.agentId, sessionId: ref.sessionId, cwd: null })
      .then(
        () => undefined,
        (err: unknown) => {
          doc.rereadError = errorMessage(err);
        },
      )
      .finally(() => {
        doc.expecting = false;
        doc.endLoad();
        void this.fetch(doc).then(() => foldWhenShown(doc, () => moved)).finally(() => watch.dispose());
      });
    return true;
  }

  /**
   * After a sidecar restart the versions mean nothing: every transcript is fetched anew. A document
   * no tab shows (closed, which VS Code tells only minutes later, or an earlier window) waits until
   * one does (`fetchShownAgain`): the new bridge holds no transcript, and fetching it would have the
   * agent replay a session the user has left.
   */
  reloadAll(): void {
    for (const doc of this.docs.values()) {
      doc.readAsked = false; // a new bridge, which holds no transcript yet
      doc.rereadError = undefined;
      doc.version = null;
      doc.text = '';
      doc.codePoints = 0;
      doc.placeholder = LOADING;
      if (inTab(doc)) {
        void this.fetch(doc);
      } else {
        doc.fetchWhenShown = true;
      }
    }
  }

  /** Documents a tab shows again after a restart left them unfetched (`reloadAll`). */
  fetchShownAgain(opened: readonly vscode.Tab[]): void {
    for (const tab of opened) {
      const doc = tab.input instanceof vscode.TabInputText ? this.docs.get(docKey(tab.input.uri.toString())) : undefined;
      if (doc?.fetchWhenShown && doc.uri.toString() === (tab.input as vscode.TabInputText).uri.toString()) {
        void this.fetch(doc);
      }
    }
  }
}
