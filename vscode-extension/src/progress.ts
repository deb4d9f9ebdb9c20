// Progress for requests that wait on an agent. The status bar shows it at once; after a second and
// a half a notification shows how long it has waited, with Cancel: a hung agent is visible at once
// and can be left, instead of failing only when a timeout of a minute or more runs out.

import * as vscode from 'vscode';

/** Most requests answer well within this: only a slow one gets a notification. Opening a session of
 * 20,000 turns takes about a second (its tab shows the load's progress meanwhile): a notification
 * after 0.7 s slid in over the transcript as it opened, and went again. */
export const NOTIFY_AFTER_MS = 1500;

/** Seconds waited, as the notification says it. */
export function waitedMessage(ms: number): string {
  return `waiting ${Math.max(1, Math.round(ms / 1000))} s`;
}

/**
 * Runs `request` (given a token that Cancel trips: pass it to the bridge request, which then sends
 * `$/cancelRequest`) under a window progress titled `title`, and after `NOTIFY_AFTER_MS` under a
 * cancellable notification that counts the seconds. Resolves or rejects as `request` does (a
 * cancelled request rejects with a cancellation error, which `BridgeLog.reportError` keeps quiet).
 */
export async function withAgentProgress<T>(
  title: string,
  request: (token: vscode.CancellationToken) => Promise<T>,
): Promise<T> {
  const source = new vscode.CancellationTokenSource();
  const started = Date.now();
  const work = request(source.token);
  let settled = false;
  const finished = work.then(
    () => undefined,
    () => undefined,
  );
  void finished.then(() => (settled = true));
  const timer = setTimeout(() => {
    if (settled) {
      return;
    }
    // VS Code shows "title: message"; an ellipsis before the colon reads badly.
    const notification = title.replace(/…$/, '');
    void vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: notification, cancellable: true },
      async (progress, token) => {
        const cancel = token.onCancellationRequested(() => source.cancel());
        const say = () => progress.report({ message: waitedMessage(Date.now() - started) });
        say();
        const tick = setInterval(say, 1000);
        try {
          await finished;
        } finally {
          clearInterval(tick);
          cancel.dispose();
        }
      },
    );
  }, NOTIFY_AFTER_MS);
  try {
    return await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title }, () => work);
  } finally {
    clearTimeout(timer);
    void finished.then(() => source.dispose());
  }
}
