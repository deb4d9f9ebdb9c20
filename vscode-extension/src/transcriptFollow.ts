// Transcripts follow their newest text, as a log view does: an editor that shows the end of its
// window when more text comes (an answer streaming in) keeps showing it; one the user scrolled up
// stays where it is. A prompt the user sends brings its transcript's editors to the end: the prompt
// and its answer are what they wait for.

import * as vscode from 'vscode';

/** How many lines above the last one the view may end and still count as showing the end (the
 * trailer's blank line). */
const END_SLACK = 1;
/** How long a sent prompt's follow waits for its text (a prompt refused brings none). */
const PROMPT_FOLLOW_MS = 30_000;

interface Pending {
  /** The document's line count when the follow was decided. */
  lines: number;
  /** A sent prompt's: kept whatever the view shows meanwhile, until this time. */
  promptUntil?: number;
}

export class TranscriptFollow implements vscode.Disposable {
  /** Editors to bring to the end once their document's new text is in. */
  private readonly pending = new Map<vscode.TextEditor, Pending>();
  /** Editors this brought to the end whose view has not reported the move yet: the view reaches
   * the extension host only after the renderer moved it, so they count as showing the end. */
  private readonly revealed = new Set<vscode.TextEditor>();
  private readonly subscriptions: vscode.Disposable[];

  constructor() {
    this.subscriptions = [
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (!e.contentChanges.length || !this.pending.size) {
          return;
        }
        const changed = e.document.uri.toString();
        for (const [editor, pending] of [...this.pending]) {
          if (editor.document.uri.toString() !== changed) {
            continue;
          }
          this.pending.delete(editor);
          // The user may have scrolled away while VS Code took the text in: then it stays.
          if (pending.promptUntil !== undefined || this.revealed.has(editor) || endsAtOrBelow(editor, pending.lines)) {
            this.revealEnd(editor);
          }
        }
      }),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => this.revealed.delete(e.textEditor)),
      vscode.window.onDidChangeVisibleTextEditors((editors) => {
        const shown = new Set(editors);
        for (const editor of [...this.pending.keys(), ...this.revealed]) {
          if (!shown.has(editor)) {
            this.pending.delete(editor);
            this.revealed.delete(editor);
          }
        }
      }),
    ];
  }

  /** Just before a document's text changes: its visible editors that show its end follow it, and
   * one scrolled up since a change that did not come (the same text) no longer does. */
  beforeChange(uri: vscode.Uri): void {
    for (const editor of editorsOf(uri)) {
      const promptUntil = this.pending.get(editor)?.promptUntil;
      if (promptUntil !== undefined && Date.now() < promptUntil) {
        continue;
      }
      if (this.revealed.has(editor) || showsEnd(editor)) {
        this.pending.set(editor, { lines: editor.document.lineCount });
      } else {
        this.pending.delete(editor);
      }
    }
  }

  /** The user sent a prompt to the session this window shows: its editors go to the end now, and
   * after the text that comes next. */
  toEnd(uri: vscode.Uri): void {
    for (const editor of editorsOf(uri)) {
      this.revealEnd(editor);
      this.pending.set(editor, { lines: editor.document.lineCount, promptUntil: Date.now() + PROMPT_FOLLOW_MS });
    }
  }

  dispose(): void {
    this.subscriptions.forEach((s) => s.dispose());
    this.pending.clear();
    this.revealed.clear();
  }

  private revealEnd(editor: vscode.TextEditor): void {
    const line = editor.document.lineCount - 1;
    editor.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.Default);
    this.revealed.add(editor);
  }
}

/** Whether the editor's view reaches the last line of its document. */
function showsEnd(editor: vscode.TextEditor): boolean {
  return endsAtOrBelow(editor, editor.document.lineCount);
}

/** Whether the editor's view reaches the last line of a document of `lines` lines. */
function endsAtOrBelow(editor: vscode.TextEditor, lines: number): boolean {
  const last = editor.visibleRanges.at(-1);
  return !!last && last.end.line >= lines - 1 - END_SLACK;
}

function editorsOf(uri: vscode.Uri): vscode.TextEditor[] {
  const key = uri.toString();
  return vscode.window.visibleTextEditors.filter((e) => e.document.uri.toString() === key);
}
