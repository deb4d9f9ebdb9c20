// What the extension holds of one window of a session (`Doc`): the text at the bridge's version, the
// placeholder shown until it comes, the load it waits for, and the tab of a long load's progress.

import type * as vscode from 'vscode';
import type * as p from './protocol';
import { Throttle } from './transcriptText';
import { isProgressUri, tabsShowing, windowUriOf } from './transcriptTabs';

/** What a document shows until its first text (or when the bridge has no such transcript). */
export const LOADING = '_Loading the transcript…_\n';

export interface Doc {
  /** The URI as the bridge spells it (sent back in requests). */
  serverUri: string;
  uri: vscode.Uri;
  text: string;
  /** Characters (code points) in `text`, the unit of the bridge's offsets. */
  codePoints: number;
  version: number | null;
  /** Text shown until the first answer (or when the bridge has no such transcript). */
  placeholder: string;
  fetching: Promise<void> | undefined;
  /** A change arrived while fetching: fetch again afterwards. */
  again: boolean;
  /** A load/resume is under way: "not found" only means "not created yet". */
  expecting: boolean;
  /** Settles when the load/resume under way has ended (`refresh`): the document's content waits. */
  loadEnded: Promise<void>;
  endLoad: () => void;
  /** The last answer said a replay runs (`loading`), and who waits for its end. */
  replaying: boolean;
  /** A long load's progress shows (the placeholder), in the tab at `progressUri` or, for a document
   * VS Code opened itself meanwhile (a restored tab), in the document until its text comes as a change. */
  showsProgress: boolean;
  /** When that progress was last asked for (ms; 0: it never showed). */
  progressAt: number;
  /** The tab showing a long load's progress in a document of its own (`showProgress`), until the
   * window's tab replaces it; and who waits for the progress to end. */
  progressUri: vscode.Uri | undefined;
  progressWaiters: (() => void)[];
  replayWaiters: (() => void)[];
  throttle: Throttle;
  /** The URI its tab is to have, swapped in when the tab is shown (`replaceTab`): a new label for a
   * renamed session whose tab was in the background, or the window's own for a progress's tab that
   * took the window (`keepProgressTab`) or that VS Code restored. */
  retitleTo: vscode.Uri | undefined;
  /** Which turns it shows, and where the others are (from the last answer). */
  window: p.TranscriptWindow | null;
  /** The current bridge was asked to read the session for this document (a load `show` was told of,
   * or `TranscriptSync.reread`); and why it could not, when the document's own read failed. */
  readAsked: boolean;
  rereadError: string | undefined;
  /** The bridge restarted while no tab showed it: its text is fetched once a tab shows it again. */
  fetchWhenShown: boolean;
  /** VS Code's document holds the window's text (its last content asked for), not a placeholder or
   * a progress: a change is then more of a text the user may be reading (`TranscriptFollow`). */
  holdsWindow: boolean;
}

/** A window's document as VS Code first asks for it, at `uri`; `changed` tells VS Code its text
 * changed (at most every 100 ms: the doc's throttle). */
export function newDoc(uri: vscode.Uri, serverUri: string, changed: () => void): Doc {
  return {
    serverUri,
    uri,
    text: '',
    codePoints: 0,
    version: null,
    placeholder: LOADING,
    fetching: undefined,
    again: false,
    expecting: false,
    loadEnded: Promise.resolve(),
    endLoad: () => undefined,
    replaying: false,
    showsProgress: false,
    progressAt: 0,
    progressUri: undefined,
    progressWaiters: [],
    replayWaiters: [],
    // `changed` tells of the doc's current URI (a renamed session's tab moves to a new one:
    // `retitle`), and of the tab showing its load's progress.
    throttle: new Throttle(changed, 100),
    // A progress's tab VS Code restored (after a reload): the window's own tab replaces it.
    retitleTo: isProgressUri(uri) ? windowUriOf(uri) : undefined,
    window: null,
    readAsked: false,
    rereadError: undefined,
    fetchWhenShown: false,
    holdsWindow: false,
  };
}

/** Whether two answers name the same turns and neighbours (the lenses change when they do not). */
export function sameWindow(a: p.TranscriptWindow | null, b: p.TranscriptWindow | null): boolean {
  return a === b || (!!a && !!b && a.firstTurn === b.firstTurn && a.lastTurn === b.lastTurn
    && a.totalTurns === b.totalTurns && a.earlierUri === b.earlierUri && a.laterUri === b.laterUri);
}

/** The doc no longer shows a load's progress: the load has ended (`showProgress` waits for it). */
export function endProgress(doc: Doc): void {
  doc.showsProgress = false;
  doc.progressWaiters.splice(0).forEach((resolve) => resolve());
}

/** Settles the documents' waits for a replay's end (`provideTextDocumentContent`). */
export function wakeReplayWaiters(doc: Doc): void {
  doc.replayWaiters.splice(0).forEach((resolve) => resolve());
}

/** Whether a tab shows the doc's window, or its load's progress. */
export function inTab(doc: Doc): boolean {
  return tabsShowing(doc.uri).length > 0 || (!!doc.progressUri && tabsShowing(doc.progressUri).length > 0);
}
