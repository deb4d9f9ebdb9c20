// Index All Sessions: the bridge replays, in the background, the sessions whose text this machine
// does not keep yet, so that Search Transcripts covers them. The user starts it (it replays sessions
// they did not open, which some agents notice); the status bar shows its progress with Cancel.

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import type { BridgeLog } from './log';
import * as p from './protocol';
import { escapeIcons } from './switcherItems';

export const INDEX_CONFIRM = 'Index All Sessions';

/** The status bar's words for where indexing stands (undefined: nothing to show). */
export function indexingText(progress: p.IndexProgress): string | undefined {
  if (!progress.running) {
    return undefined;
  }
  if (progress.message) {
    return `$(sync~spin) Indexing history: ${escapeIcons(progress.message)}`;
  }
  return progress.total ? `$(sync~spin) Indexing history ${progress.done}/${progress.total}` : '$(sync~spin) Indexing history…';
}

/** What is said once indexing has ended. */
export function indexingEnded(progress: p.IndexProgress): string {
  const failed = progress.failed ? ` (${progress.failed} could not be replayed)` : '';
  if (progress.message) {
    return `Indexing history stopped after ${progress.done} of ${progress.total} sessions: ${progress.message}${failed}`;
  }
  return `Indexed ${progress.done} session${progress.done === 1 ? '' : 's'}${failed}: Search Transcripts searches them now`;
}

export class IndexingStatus implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('acpBridge.indexing', vscode.StatusBarAlignment.Left, 48);
  private readonly subscriptions: vscode.Disposable[] = [];
  running = false;

  constructor(private readonly client: BridgeClient, private readonly log: BridgeLog) {
    this.item.name = 'ACP Bridge: Indexing History';
    this.item.command = { command: 'acpBridge.cancelIndexing', title: 'Cancel Indexing' };
    this.item.tooltip = 'Replaying sessions so that Search Transcripts finds their text. Click to cancel.';
    this.subscriptions.push(client.onIndexProgress((e) => this.show(e)), client.onDidStop(() => this.show(undefined)));
  }

  show(progress: p.IndexProgress | undefined): void {
    const wasRunning = this.running;
    this.running = progress?.running === true;
    const text = progress && indexingText(progress);
    if (text) {
      this.item.text = text;
      this.item.show();
    } else {
      this.item.hide();
    }
    if (progress && wasRunning && !progress.running) {
      vscode.window.setStatusBarMessage(indexingEnded(progress), 10000);
      this.log.info(indexingEnded(progress));
    }
  }

  /** Asks, then starts indexing every agent's sessions; true when it started. */
  async start(): Promise<boolean> {
    const choice = await vscode.window.showInformationMessage(
      'Index all sessions?',
      {
        modal: true,
        detail:
          'Every session whose text this machine does not keep yet is replayed in the background, one at a time and only while its agent is idle, so that Search Transcripts finds it. ' +
          'Some agents record a replay as a use of the session: the list keeps its order all the same. The choice is remembered for each agent (new sessions are indexed at the next start) until you cancel it from the status bar.',
      },
      INDEX_CONFIRM,
    );
    if (choice !== INDEX_CONFIRM) {
      return false;
    }
    this.show(await this.client.request(p.Requests.indexSessions, { agentIds: [] }));
    return true;
  }

  async cancel(): Promise<void> {
    this.show(await this.client.request(p.Requests.cancelIndexing, {}));
  }

  dispose(): void {
    this.item.dispose();
    for (const s of this.subscriptions) {
      s.dispose();
    }
  }
}
