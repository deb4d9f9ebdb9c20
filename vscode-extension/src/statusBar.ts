// The active session in the status bar: "$(comment-discussion) <title> · <agent>", click → switcher.

import * as vscode from 'vscode';
import { isAgentDown, type AgentStatus, type SessionItem } from './protocol';
import { BridgeState } from './state';
import { escapeIcons } from './switcherItems';
import { cutTitle } from './treeModel';

export const STATUS_TITLE_MAX = 40;

export interface StatusBarView {
  visible: boolean;
  text: string;
  tooltip: string;
  warning: boolean;
}

/** What the status bar item shows for the active session (hidden when there is none). */
export function statusBarView(
  active: SessionItem | undefined,
  loading: boolean,
  agent: AgentStatus | undefined,
  promptRunning = false,
): StatusBarView {
  if (!active) {
    return { visible: false, text: '', tooltip: '', warning: false };
  }
  const agentName = agent?.name ?? active.agentId;
  const icon = loading || promptRunning ? '$(sync~spin)' : '$(comment-discussion)';
  const title = escapeIcons(cutTitle(active.displayTitle, STATUS_TITLE_MAX));
  const down = isAgentDown(agent?.state);
  const lines = [active.displayTitle, `Id: ${active.sessionId}`, `Folder: ${active.cwd ?? 'unknown'}`, `Agent: ${agentName}`];
  if (loading) {
    lines.push('Loading…');
  }
  if (promptRunning) {
    lines.push(`Waiting for ${agentName}'s answer (ACP: Cancel the Prompt stops it)`);
  }
  if (down) {
    const why = agent?.state === 'exited' ? 'not running' : agent?.state === 'needs_login' ? 'waiting for you to log in' : 'in error';
    lines.push(`The agent is ${why}${agent?.error ? `: ${agent.error}` : ''}`);
  }
  lines.push('', 'Click to switch session');
  return { visible: true, text: `${icon} ${title} · ${escapeIcons(agentName)}`, tooltip: lines.join('\n'), warning: down };
}

export class SessionStatusBar implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  /** Shown while the active session's prompt waits for its answer: one click cancels it. */
  private readonly cancel: vscode.StatusBarItem;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly state: BridgeState) {
    this.item = vscode.window.createStatusBarItem('acpBridge.activeSession', vscode.StatusBarAlignment.Left, 50);
    this.item.name = 'ACP Session';
    this.item.command = 'acpBridge.switchSession';
    this.cancel = vscode.window.createStatusBarItem('acpBridge.cancelPrompt', vscode.StatusBarAlignment.Left, 49);
    this.cancel.name = 'ACP Cancel Prompt';
    this.cancel.text = '$(debug-stop) Cancel';
    this.cancel.tooltip = 'Cancel the prompt: the agent stops this turn';
    this.disposables.push(
      this.item,
      this.cancel,
      state.onDidChangeActive(() => this.update()),
      state.onDidChangeAgents(() => this.update()),
    );
    this.update();
  }

  update(): void {
    const active = this.state.active;
    const running = !!active && this.state.promptRunning(active);
    const view = statusBarView(active, this.state.loading, active ? this.state.agent(active.agentId) : undefined, running);
    if (running && active) {
      const ref = { agentId: active.agentId, sessionId: active.sessionId };
      this.cancel.command = { command: 'acpBridge.cancelPrompt', title: 'Cancel the Prompt', arguments: [ref] };
      this.cancel.show();
    } else {
      this.cancel.hide();
    }
    if (!view.visible) {
      this.item.hide();
      return;
    }
    this.item.text = view.text;
    this.item.tooltip = view.tooltip;
    this.item.backgroundColor = view.warning ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.accessibilityInformation = { label: `Active agent session: ${active?.displayTitle ?? ''}` };
    this.item.show();
  }

  dispose(): void {
    this.disposables.forEach((d) => d.dispose());
  }
}
