// The CodeLenses of a transcript: "Cancel the prompt" on the line that says a prompt waits, and at
// the top and bottom of a window, the turns before and after it.

import * as vscode from 'vscode';
import * as p from './protocol';

/** The bridge's last line while a prompt waits for its answer (`render_blocks.PROMPT_RUNNING`). */
export const PROMPT_RUNNING = "*Waiting for the agent's answer…*";

/** "Cancel the prompt" on the line that says a prompt waits, while the document ends with it. */
function promptLens(document: vscode.TextDocument): vscode.CodeLens[] {
  for (let line = document.lineCount - 1; line >= Math.max(0, document.lineCount - 3); line--) {
    if (document.lineAt(line).text === PROMPT_RUNNING) {
      const at = new vscode.Range(line, 0, line, 0);
      return [new vscode.CodeLens(at, { title: '$(debug-stop) Cancel the prompt', tooltip: 'The agent stops this turn', command: 'acpBridge.cancelPrompt' })];
    }
  }
  return [];
}

/** The lenses of a transcript `document` showing `window`: "Cancel the prompt" while one waits, and
 * the way to the turns before and after the window. */
export function transcriptLenses(document: vscode.TextDocument, window: p.TranscriptWindow | null): vscode.CodeLens[] {
  const lenses = promptLens(document);
  if (!window) {
    return lenses;
  }
  // No arguments: VS Code keeps a lens's arguments only while its list is current, and a lens
  // scrolled back into view can still hold a list it has dropped ("Actual command not found").
  // The commands act on the transcript in the active editor, which the click is in.
  const top = new vscode.Range(0, 0, 0, 0);
  const n = (value: number) => value.toLocaleString('en-US');
  if (window.earlierUri) {
    lenses.push(new vscode.CodeLens(top, {
      title: `$(arrow-up) Earlier turns (1–${n(window.firstTurn - 1)})`,
      tooltip: 'Open the turns before these',
      command: 'acpBridge.openEarlierTurns',
    }));
  }
  if (window.earlierUri || window.laterUri) {
    lenses.push(new vscode.CodeLens(top, {
      title: `Turns ${n(window.firstTurn)}–${n(window.lastTurn)} of ${n(window.totalTurns)} · Go to Turn…`,
      tooltip: 'Choose any turn of this session',
      command: 'acpBridge.goToTurn',
    }));
  }
  if (window.laterUri) {
    const last = new vscode.Range(document.lineCount - 1, 0, document.lineCount - 1, 0);
    lenses.push(new vscode.CodeLens(last, {
      title: `$(arrow-down) Later turns (${n(window.lastTurn + 1)} onwards)`,
      tooltip: 'Open the turns after these',
      command: 'acpBridge.openLaterTurns',
    }));
  }
  return lenses;
}
