// Where a transcript's editor lands: the newest turn's prompt near the top of the view, or a line
// asked for at its top, unless the user has moved the cursor meanwhile; and its thoughts folded once
// it holds its text.

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import { type BridgeLog, errorMessage } from './log';
import * as p from './protocol';
import type { Doc } from './transcriptDoc';
import { docKey, tabsShowing } from './transcriptTabs';
import { parseTranscriptUri } from './transcriptUris';

/** The cursor at `line` (within the document), that line at the top of the view. */
export function cursorAtTop(editor: vscode.TextEditor, line: number): void {
  const position = new vscode.Position(Math.min(line, editor.document.lineCount - 1), 0);
  editor.selection = new vscode.Selection(position, position);
  editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.AtTop);
}

/** Lines a new editor is taken to show, when no editor shows how many fit (VS Code's default font in
 * a window of about 800 pixels). */
const ROWS_GUESS = 36;

/** Columns a wrapped line is taken to fill when a transcript's lines wrap at the editor's width (no API
 * tells it): a narrow guess, so that a long line between the prompt and the cursor is counted as at
 * least the rows it takes, and the prompt shows a little lower than planned rather than above the
 * view (`settleOnNewestTurn` would then scroll, a second draw). */
const WRAP_COLUMNS_GUESS = 80;

/** The column at which a document of `languageId` wraps its lines (the editor settings for that
 * language: transcripts wrap by default), or undefined when they do not wrap. */
export function wrapColumns(languageId: string): number | undefined {
  const settings = vscode.workspace.getConfiguration('editor', { languageId });
  const wrap = settings.get<string>('wordWrap', 'off');
  const column = Math.max(1, settings.get<number>('wordWrapColumn', 80));
  switch (wrap) {
    case 'on': return WRAP_COLUMNS_GUESS;
    case 'wordWrapColumn': return column;
    case 'bounded': return Math.min(column, WRAP_COLUMNS_GUESS);
    default: return undefined;
  }
}

/** Where a new editor of a window (its `text`) puts its cursor so that the newest turn's prompt (at line
 * `prompt`) shows near the top: VS Code centres the cursor of a document it opens, so the cursor
 * goes about half a view below the prompt, counted in the rows the lines take when they wrap at
 * `wrapAt` columns (the view's height and width are guesses: `settleOnNewestTurn` puts the cursor
 * right). Undefined for a window of at most a view and a half: it opens at its top
 * (`revealNewestTurn` decides). */
export function newestTurnCentre(text: string, prompt: number, wrapAt?: number): vscode.Position | undefined {
  const shown = vscode.window.visibleTextEditors.map((e) => e.visibleRanges[0]).find((r) => r !== undefined);
  const rows = Math.max(shown ? shown.end.line - shown.start.line + 1 : 0, ROWS_GUESS);
  const lines = lineCount(text);
  if (lines <= rows * 1.5) {
    return undefined;
  }
  const below = Math.floor(rows / 2) - 4; // rows from the prompt's to the cursor's
  const line = wrapAt === undefined ? prompt + below : lineRowsBelow(text, prompt, below, wrapAt);
  return new vscode.Position(Math.min(line, lines - 1), 0);
}

/** The first line at least `rows` rows below the start of line `from`, when each line takes one row
 * per `columns` characters (at least one). */
export function lineRowsBelow(text: string, from: number, rows: number, columns: number): number {
  let start = 0;
  for (let line = 0; line < from && start >= 0; line++) {
    start = text.indexOf('\n', start) + 1 || -1;
  }
  let line = from;
  for (let taken = 0; taken < rows && start >= 0; line++) {
    const end = text.indexOf('\n', start);
    const length = (end < 0 ? text.length : end) - start;
    taken += Math.max(1, Math.ceil(length / columns));
    start = end < 0 ? -1 : end + 1;
  }
  return line;
}

/** A new editor opened at `opensAt` (`newestTurnCentre`): the cursor goes to the newest turn's prompt,
 * without scrolling when the prompt shows already; unless the user has moved the cursor meanwhile. */
export function settleOnNewestTurn(editor: vscode.TextEditor, prompt: number, opensAt: vscode.Position): void {
  if (!editor.selection.isEqual(new vscode.Selection(opensAt, opensAt))) {
    return;
  }
  const shown = editor.visibleRanges[0];
  if (shown && shown.start.line <= prompt && prompt <= shown.end.line) {
    const position = new vscode.Position(prompt, 0);
    editor.selection = new vscode.Selection(position, position);
  } else {
    cursorAtTop(editor, prompt);
  }
}

/** The lines of `text` (as VS Code counts them: one more than its line breaks). */
export function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    count++;
  }
  return count;
}

/** The cursor where a new editor puts it: the user has not moved it. */
export function atStart(editor: vscode.TextEditor): boolean {
  return editor.selection.isEmpty && editor.selection.active.line === 0 && editor.selection.active.character === 0;
}

/** Waits until `editor` shows the doc's text after its load's progress: false when the load
 * failed (the placeholder says why), the tab closed, the user moved the cursor or went to
 * another editor meanwhile, or `within` ms have passed (when given). */
export function holdsText(editor: vscode.TextEditor, doc: Doc, within?: number): Promise<boolean> {
  const document = editor.document;
  const uri = document.uri.toString();
  return new Promise((resolve) => {
    let moved = false;
    const timer = within === undefined ? undefined : setTimeout(() => done(false), within);
    const done = (shown: boolean) => {
      clearTimeout(timer);
      subscriptions.forEach((s) => s.dispose());
      resolve(shown);
    };
    const check = () => {
      if (doc.showsProgress) {
        return;
      }
      if (doc.version === null || document.getText() === doc.text) {
        const active = !!tabsShowing(doc.uri)[0]?.isActive && vscode.window.visibleTextEditors.includes(editor);
        done(doc.version !== null && active && !moved);
      }
    };
    const subscriptions = [
      vscode.workspace.onDidChangeTextDocument((e) => e.document.uri.toString() === uri && check()),
      vscode.workspace.onDidCloseTextDocument((d) => d.uri.toString() === uri && done(false)),
      // A change of the text moves the cursor too, without a kind: only the user's moves count.
      vscode.window.onDidChangeTextEditorSelection((e) => {
        moved ||= e.textEditor === editor && e.kind !== undefined;
      }),
    ];
    check();
  });
}

/** Brings the newest turn's prompt to the top of the view, unless the user moves the cursor
 * meanwhile or the whole transcript fits in the view. */
export async function revealNewestTurn(
  editor: vscode.TextEditor, doc: Doc, client: BridgeClient, log: BridgeLog,
): Promise<void> {
  const placed = editor.selection;
  const line = await newestTurnLine(doc, client, log);
  if (line === undefined || !editor.selection.isEqual(placed)) {
    return;
  }
  const shown = editor.visibleRanges[0];
  if (shown && shown.start.line === 0 && shown.end.line >= editor.document.lineCount - 1) {
    return; // it all shows
  }
  cursorAtTop(editor, line);
}

/** The line of the newest turn's prompt in the doc's text; undefined when the doc is not the
 * session's newest window, or the bridge cannot say. */
export async function newestTurnLine(doc: Doc, client: BridgeClient, log: BridgeLog): Promise<number | undefined> {
  const ref = parseTranscriptUri(doc.serverUri);
  const window = doc.window;
  if (!ref || !window || window.laterUri || window.lastTurn < 1) {
    return undefined;
  }
  // The bridge's answer says where its newest turn is (no round trip); when it does not (a bridge
  // of an earlier version said it only with the whole text), it is asked.
  if (window.lastTurnLine !== undefined && window.lastTurnLine !== null) {
    return window.lastTurnLine;
  }
  try {
    const at = await client.request(p.Requests.locateTurn, { agentId: ref.agentId, sessionId: ref.sessionId, turn: window.lastTurn });
    return docKey(at.uri) === docKey(doc.serverUri) ? at.line : undefined;
  } catch (err) {
    log.channel.debug(`locating the newest turn of ${doc.serverUri}: ${errorMessage(err)}`);
    return undefined;
  }
}

/**
 * A transcript's thoughts start folded, as it first shows: the bridge gives them as folding ranges
 * of kind comment (and nothing else as comments), so VS Code's Fold All Block Comments folds them
 * once the editor's folding model holds the ranges of its text (the command waits for them). It
 * acts on the active editor: a transcript the user has left meanwhile keeps its thoughts open.
 */
export async function foldThoughts(editor: vscode.TextEditor): Promise<void> {
  if (vscode.window.activeTextEditor === editor) {
    await vscode.commands.executeCommand('editor.foldAllBlockComments');
  }
}

/** A session read again shows its thoughts folded, as it did when it first showed, once the
 * active editor holds its text: not when the user has moved in it since the read began (`moved`),
 * or left it. */
export async function foldWhenShown(doc: Doc, moved: () => boolean): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  // `holdsText` notices the moves from its call on.
  if (doc.version !== null && editor?.document.uri.toString() === doc.uri.toString() && !moved()
    && await holdsText(editor, doc)) {
    await foldThoughts(editor);
  }
}
