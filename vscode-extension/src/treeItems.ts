// How each node of the sessions tree looks: label, description, icon, tooltip, context value, click.

import * as vscode from 'vscode';
import * as p from './protocol';
import { BridgeState } from './state';
import * as m from './treeModel';

export type TreeNode =
  | { kind: 'agent'; id: string; agentId: string }
  | { kind: 'group'; id: string; agentId: string; group: m.DateGroup }
  | { kind: 'folder'; id: string; agentId: string; folder: string | null; workspace: boolean }
  | { kind: 'session'; id: string; agentId: string; sessionId: string; item: p.SessionItem; archived: boolean; folder?: string }
  | { kind: 'info'; id: string; agentId: string; info: m.InfoKind; label: string; detail?: string }
  | { kind: 'error'; id: string; agentId: string; label: string }
  | { kind: 'loadMore'; id: string; agentId: string }
  | { kind: 'archived'; id: string; agentId: string; label: string; shown: boolean };

export function sessionNodeId(ref: p.SessionRef): string {
  return `session/${encodeURIComponent(ref.agentId)}/${encodeURIComponent(ref.sessionId)}`;
}

export function folderNodeId(agentId: string, folder: string | null): string {
  return `folder/${encodeURIComponent(agentId)}/${folder === null ? '' : encodeURIComponent(folder)}`;
}

/** `listingUnderWay`: the tree's listing of an agent row's sessions is under way (it starts the agent). */
export function treeItem(node: TreeNode, state: BridgeState, now: Date, listingUnderWay = false): vscode.TreeItem {
  switch (node.kind) {
    case 'agent': {
      const known = state.agent(node.agentId);
      const item = new vscode.TreeItem(known?.name ?? node.agentId, vscode.TreeItemCollapsibleState.Expanded);
      item.id = node.id;
      if (known) {
        const status = m.shownAgentState(known, listingUnderWay);
        item.description = m.agentDescription(status);
        item.tooltip = m.agentTooltip(status);
        item.contextValue = m.agentContextValue(status);
        item.iconPath = agentIcon(status.state);
      }
      return item;
    }
    case 'group': {
      const item = new vscode.TreeItem(node.group, vscode.TreeItemCollapsibleState.Expanded);
      item.id = node.id;
      item.contextValue = 'group';
      return item;
    }
    case 'folder': {
      const { label, description } = m.folderLabel(node.folder);
      const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Expanded);
      item.id = node.id;
      item.description = node.workspace ? 'this window' : description;
      item.tooltip = node.folder ?? 'Sessions whose folder the agent did not say';
      item.iconPath = new vscode.ThemeIcon(node.workspace ? 'root-folder' : 'folder');
      item.contextValue = 'folder';
      return item;
    }
    case 'session': {
      const s = node.item;
      const active = state.isActive(s);
      const item = new vscode.TreeItem(m.cutTitle(s.displayTitle, 200), vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.description = m.sessionDescription(s, now, active, node.archived, node.folder);
      item.tooltip = m.sessionTooltip(s, state.agentName(s.agentId), now);
      item.contextValue = m.sessionContextValue(state.capabilities(s.agentId), active, node.archived, s.open);
      item.iconPath = active
        ? new vscode.ThemeIcon('circle-filled', new vscode.ThemeColor('charts.green'))
        : new vscode.ThemeIcon(node.archived ? 'archive' : 'comment-discussion');
      item.command = { command: 'acpBridge.openTranscript', title: 'Open Transcript', arguments: [node] };
      item.accessibilityInformation = { label: `${s.displayTitle}${active ? ', active' : ''}, ${item.description}` };
      return item;
    }
    case 'info': {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.contextValue = `info ${node.info}`;
      if (node.info === 'loading') {
        item.iconPath = new vscode.ThemeIcon('loading~spin');
      } else if (node.info === 'saved') {
        item.description = node.detail;
        item.tooltip = `${node.label}: the sessions as the agent last listed them, kept on this machine (${node.detail ?? ''}).\nClick to retry.`;
        item.iconPath = new vscode.ThemeIcon('history', new vscode.ThemeColor('list.warningForeground'));
        item.command = { command: 'acpBridge.retryAgent', title: 'Retry', arguments: [{ agentId: node.agentId }] };
      } else if (node.info === 'empty') {
        item.iconPath = new vscode.ThemeIcon('add');
        item.command = { command: 'acpBridge.newSession', title: 'New Session', arguments: [{ agentId: node.agentId }] };
      } else {
        item.iconPath = new vscode.ThemeIcon('info');
      }
      return item;
    }
    case 'error': {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.contextValue = 'agentError';
      item.tooltip = `${node.label}\nClick to retry.`;
      item.iconPath = new vscode.ThemeIcon('warning', new vscode.ThemeColor('list.warningForeground'));
      item.command = { command: 'acpBridge.retryAgent', title: 'Retry', arguments: [{ agentId: node.agentId }] };
      return item;
    }
    case 'loadMore': {
      const item = new vscode.TreeItem(m.LABELS.loadMore, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.contextValue = 'loadMore';
      item.iconPath = new vscode.ThemeIcon('ellipsis');
      item.command = { command: 'acpBridge.loadMore', title: 'Load More', arguments: [{ agentId: node.agentId }] };
      return item;
    }
    case 'archived': {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.contextValue = 'archivedToggle';
      item.iconPath = new vscode.ThemeIcon(node.shown ? 'eye-closed' : 'archive');
      item.tooltip = node.shown ? 'Archived sessions are hidden from the list again' : 'Sessions you archived on this machine';
      item.command = { command: 'acpBridge.toggleArchived', title: 'Show or Hide Archived Sessions', arguments: [{ agentId: node.agentId }] };
      return item;
    }
  }
}

function agentIcon(state: p.AgentStateName): vscode.ThemeIcon {
  switch (state) {
    case 'ready':
      return new vscode.ThemeIcon('hubot');
    case 'starting':
      return new vscode.ThemeIcon('sync~spin');
    case 'error':
      return new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground'));
    case 'exited':
      return new vscode.ThemeIcon('debug-stop', new vscode.ThemeColor('list.warningForeground'));
    case 'needs_login':
      return new vscode.ThemeIcon('account', new vscode.ThemeColor('list.warningForeground'));
    default:
      return new vscode.ThemeIcon('circle-outline');
  }
}
