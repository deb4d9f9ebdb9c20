// The CodeLenses of a transcript: "Cancel the prompt" on the line that says a prompt waits, and at
// the top and bottom of a window, the turns before and after it.

import * as vscode from 'vscode';
import * as p from './protocol';
import { parseWindowUri } from './transcriptUris';

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
    // The turns it opens: a page (or a part of one) just before these, not all of them.
    const opens = windowTurns(window.earlierUri);
    lenses.push(new vscode.CodeLens(top, {
      title: opens
        ? `$(arrow-up) Earlier turns (${n(opens[0])}–${n(opens[1])})`
        : `$(arrow-up) Earlier turns (to ${n(window.firstTurn - 1)})`,
      tooltip: 'Open the turns just before these (in a preview tab)',
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
    const opens = windowTurns(window.laterUri); // none for the newest turns: they grow
    lenses.push(new vscode.CodeLens(last, {
      title: opens
        ? `$(arrow-down) Later turns (${n(opens[0])}–${n(opens[1])})`
        : `$(arrow-down) Later turns (${n(window.lastTurn + 1)} onwards)`,
      tooltip: 'Open the turns after these',
      command: 'acpBridge.openLaterTurns',
    }));
  }
  return lenses;
}

/** The first and last turn of a page's (or a part's) URI; undefined for the newest window's. */
function windowTurns(uri: string): [number, number] | undefined {
  const m = /^turns-(\d+)-(\d+)$/.exec(parseWindowUri(uri)?.window ?? '');
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}
