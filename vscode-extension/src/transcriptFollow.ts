// Transcripts follow their newest text, as a log view does: an editor that shows the end of its
// window when more text comes (an answer streaming in) keeps showing it; one the user scrolled up
// stays where it is. A prompt the user sends brings its transcript's editors to the end: the prompt
// and its answer are what they wait for.

import * as vscode from 'vscode';

/** How many lines above the last one the view may end and still count as showing the end (the
 * trailer's blank line). */
const END_SLACK = 1;

export class TranscriptFollow implements vscode.Disposable {
  /** Editors to bring to the end once their document's new text is in: because they showed its
   * end, or because a prompt was sent (`toEnd`: kept whatever the view shows meanwhile, for the
   * reveal that sent them there reaches the editor's view only later). */
  private readonly pending = new Map<vscode.TextEditor, 'atEnd' | 'prompt'>();
  private readonly subscription: vscode.Disposable;

  constructor() {
    this.subscription = vscode.workspace.onDidChangeTextDocument((e) => {
      if (!e.contentChanges.length || !this.pending.size) {
        return;
      }
      const changed = e.document.uri.toString();
      for (const editor of [...this.pending.keys()]) {
        if (editor.document.uri.toString() === changed) {
          this.pending.delete(editor);
          revealEnd(editor);
        }
      }
    });
  }

  /** Just before a document's text changes: its visible editors that show its end follow it, and
   * one scrolled up since a change that did not come (the same text) no longer does. */
  beforeChange(uri: vscode.Uri): void {
    for (const editor of editorsOf(uri)) {
      if (this.pending.get(editor) === 'prompt') {
        continue;
      }
      if (showsEnd(editor)) {
        this.pending.set(editor, 'atEnd');
      } else {
        this.pending.delete(editor);
      }
    }
  }

  /** The user sent a prompt to the session this window shows: its editors go to the end now, and
   * after the text that comes next. */
  toEnd(uri: vscode.Uri): void {
    for (const editor of editorsOf(uri)) {
      revealEnd(editor);
      this.pending.set(editor, 'prompt');
    }
  }

  dispose(): void {
    this.subscription.dispose();
    this.pending.clear();
  }
}

/** Whether the editor's view reaches the last line of its document. */
export function showsEnd(editor: vscode.TextEditor): boolean {
  const last = editor.visibleRanges.at(-1);
  return !!last && last.end.line >= editor.document.lineCount - 1 - END_SLACK;
}

function editorsOf(uri: vscode.Uri): vscode.TextEditor[] {
  const key = uri.toString();
  return vscode.window.visibleTextEditors.filter((e) => e.document.uri.toString() === key);
}

function revealEnd(editor: vscode.TextEditor): void {
  const line = editor.document.lineCount - 1;
  editor.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.Default);
}
