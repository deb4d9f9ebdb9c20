// Where a transcript's editor lands: the newest turn's prompt near the top of the view, or a line
// asked for at its top, unless the user has moved the cursor meanwhile.

import * as vscode from 'vscode';

/** The cursor at `line` (within the document), that line at the top of the view. */
export function cursorAtTop(editor: vscode.TextEditor, line: number): void {
  const position = new vscode.Position(Math.min(line, editor.document.lineCount - 1), 0);
  editor.selection = new vscode.Selection(position, position);
  editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.AtTop);
}

/** Lines a new editor is taken to show, when no editor shows how many fit (VS Code's default font in
 * a window of about 800 pixels). */
const ROWS_GUESS = 36;

/** Where a new editor of a window (its `text`) puts its cursor so that the newest turn's prompt (at line
 * `prompt`) shows near the top: VS Code centres the cursor of a document it opens, so the cursor
 * goes about half a view below the prompt (the view's height is a guess: `settleOnNewestTurn` puts
 * the cursor right). Undefined for a window of at most a view and a half: it opens at its top
 * (`revealNewestTurn` decides). */
export function newestTurnCentre(text: string, prompt: number): vscode.Position | undefined {
  const shown = vscode.window.visibleTextEditors.map((e) => e.visibleRanges[0]).find((r) => r !== undefined);
  const rows = Math.max(shown ? shown.end.line - shown.start.line + 1 : 0, ROWS_GUESS);
  const lines = lineCount(text);
  if (lines <= rows * 1.5) {
    return undefined;
  }
  return new vscode.Position(Math.min(prompt + Math.floor(rows / 2) - 4, lines - 1), 0);
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
