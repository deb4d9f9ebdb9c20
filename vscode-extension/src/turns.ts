// ACP: Go to Turn… — every turn of a session (its number and its prompt) in a QuickPick; the chosen
// turn opens in the transcript window that holds it, at its prompt's line. Typing a number offers
// that turn directly.

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import * as p from './protocol';
import { escapeIcons } from './switcherItems';
import type { Transcripts } from './transcripts';

type TurnPick = vscode.QuickPickItem & { turn: number };

/** `title`: the session's, for the picker's title. `shown`: the window the user reads, whose last
 * turn the list starts at (the newest first otherwise). */
export async function goToTurn(
  client: BridgeClient, transcripts: Transcripts, ref: p.SessionRef, title?: string, shown?: p.TranscriptWindow | null,
): Promise<void> {
  const qp = vscode.window.createQuickPick<TurnPick>();
  qp.title = title ? `Go to Turn — ${escapeIcons(title)}` : 'Go to Turn';
  qp.placeholder = 'Type a turn number or words of its prompt';
  qp.matchOnDescription = true;
  qp.busy = true;
  qp.show();
  let turns: TurnPick[] = [];
  const listed = client.request(p.Requests.listTurns, ref).then(
    (result) => {
      // Newest first, as the transcript opens.
      turns = result.turns.map((t) => ({ turn: t.turn, label: escapeIcons(t.label || '(empty prompt)'), description: `turn ${t.turn}` })).reverse();
      qp.items = withTyped(turns, qp.value, result.turns.length);
      const here = !qp.value && shown && turns.find((t) => t.turn === shown.lastTurn);
      if (here) {
        qp.activeItems = [here];
      }
      qp.busy = false;
    },
    (err) => {
      qp.hide();
      throw err;
    },
  );
  qp.onDidChangeValue((value) => {
    if (!qp.busy) {
      qp.items = withTyped(turns, value, turns.length);
    }
  });
  const picked = new Promise<number | undefined>((resolve) => {
    qp.onDidAccept(() => {
      resolve(qp.selectedItems[0]?.turn);
      qp.hide();
    });
    qp.onDidHide(() => resolve(undefined));
  });
  try {
    await listed;
    const turn = await picked;
    if (turn === undefined) {
      return;
    }
    const at = await client.request(p.Requests.locateTurn, { ...ref, turn });
    await transcripts.show(at.uri, false, at.line, { browsing: true });
  } finally {
    qp.dispose();
  }
}

/** The turns, with "Go to turn N" first when `value` is a turn's number. */
function withTyped(turns: TurnPick[], value: string, count: number): TurnPick[] {
  const typed = /^\s*(\d{1,9})\s*$/.exec(value);
  const n = typed ? Number(typed[1]) : 0;
  if (n < 1 || n > count) {
    return turns;
  }
  return [{ turn: n, label: `Go to turn ${n}`, alwaysShow: true }, ...turns];
}
