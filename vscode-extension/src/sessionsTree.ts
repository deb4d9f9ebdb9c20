// The "Agent Sessions" tree: agents → date groups → sessions, with info leaves. Fetches listings
// (cached first, then from the agent), patches items in place from notifications.

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import { BridgeLog, errorMessage, isCancellation } from './log';
import * as p from './protocol';
import { BridgeState } from './state';
import * as m from './treeModel';

export type TreeNode =
  | { kind: 'agent'; id: string; agentId: string }
  | { kind: 'group'; id: string; agentId: string; group: m.DateGroup }
  | { kind: 'session'; id: string; agentId: string; sessionId: string; item: p.SessionItem }
  | { kind: 'info'; id: string; agentId: string; info: 'loading' | 'empty' | 'unsupported'; label: string }
  | { kind: 'error'; id: string; agentId: string; label: string }
  | { kind: 'loadMore'; id: string; agentId: string };

interface AgentEntry {
  listing: m.AgentListing;
  /** Bumped by every full refresh: answers of an older one are dropped. */
  generation: number;
  started: boolean;
  queue: Promise<unknown>;
}

const ALL_FOLDERS_KEY = 'acpBridge.allFolders';

export class SessionsTree implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changeEmitter = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changeEmitter.event;
  private readonly entries = new Map<string, AgentEntry>();
  /** One node object per id, so a change can be fired for exactly one element. */
  private readonly nodes = new Map<string, TreeNode>();
  private agentsLoaded = false;
  private activeNodeId: string | undefined;
  private allFolders: boolean;
  private readonly disposables: vscode.Disposable[] = [];
  readonly view: vscode.TreeView<TreeNode>;

  constructor(
    private readonly client: BridgeClient,
    private readonly state: BridgeState,
    private readonly log: BridgeLog,
    private readonly memento: vscode.Memento,
  ) {
    this.allFolders = memento.get<boolean>(ALL_FOLDERS_KEY, false);
    void vscode.commands.executeCommand('setContext', ALL_FOLDERS_KEY, this.allFolders);
    this.view = vscode.window.createTreeView('acpBridge.sessions', { treeDataProvider: this, showCollapseAll: true });
    const timer = setInterval(() => {
      if (this.view.visible) {
        this.changeEmitter.fire(undefined); // relative times
      }
    }, 60_000);
    this.disposables.push(
      this.view,
      { dispose: () => clearInterval(timer) },
      client.onDidStart(() => this.reset()),
      client.onDidStop(() => this.reset(false)),
      state.onDidChangeAgents((s) => this.onAgentChanged(s)),
      state.onDidChangeActive(() => this.onActiveChanged()),
      client.onSessionsChanged((e) => void this.refresh(e.agentId)),
      client.onSessionInfoChanged((e) => this.patch(e.session)),
    );
  }

  /** The folder the tree shows, or null for every folder. */
  cwd(): string | null {
    if (this.allFolders) {
      return null;
    }
    return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? null;
  }

  get showsAllFolders(): boolean {
    return this.allFolders;
  }

  async setAllFolders(all: boolean): Promise<void> {
    this.allFolders = all;
    await this.memento.update(ALL_FOLDERS_KEY, all);
    await vscode.commands.executeCommand('setContext', ALL_FOLDERS_KEY, all);
    await this.refreshAll();
  }

  /** Every cached listing (the switcher's instant first view). */
  listing(agentId: string): m.AgentListing | undefined {
    return this.entries.get(agentId)?.listing;
  }

  private entry(agentId: string): AgentEntry {
    let e = this.entries.get(agentId);
    if (!e) {
      e = { listing: m.emptyListing(), generation: 0, started: false, queue: Promise.resolve() };
      this.entries.set(agentId, e);
    }
    return e;
  }

  private node<T extends TreeNode>(fresh: T): T {
    const known = this.nodes.get(fresh.id);
    if (known && known.kind === fresh.kind) {
      Object.assign(known, fresh);
      return known as T;
    }
    this.nodes.set(fresh.id, fresh);
    return fresh;
  }

  private agentNode(agentId: string): TreeNode {
    return this.node({ kind: 'agent', id: `agent/${agentId}`, agentId });
  }

  private reset(reload = true): void {
    this.entries.clear();
    this.nodes.clear();
    this.agentsLoaded = false;
    this.activeNodeId = undefined;
    this.changeEmitter.fire(undefined);
    if (reload) {
      void this.loadAgents();
    }
  }

  private async loadAgents(): Promise<void> {
    try {
      const result = await this.client.request(p.Requests.listAgents, {});
      this.state.setAgents(result.agents);
      this.agentsLoaded = true;
      const configured = vscode.workspace.getConfiguration('acpBridge').get<unknown[]>('agents') ?? [];
      this.view.message = configured.length === 0 ? 'No agent configured: showing the built-in demo agent.' : undefined;
    } catch (err) {
      this.log.reportError('Listing agents', err);
    }
    this.changeEmitter.fire(undefined);
  }

  /** Fetches agents and every agent's first page again. */
  async refreshAll(): Promise<void> {
    if (!this.client.running) {
      await this.client.start();
      return;
    }
    for (const e of this.entries.values()) {
      e.started = false;
    }
    await this.loadAgents();
  }

  private onAgentChanged(status: p.AgentStatus | undefined): void {
    if (!this.agentsLoaded) {
      return;
    }
    const known = status && this.nodes.get(`agent/${status.agentId}`);
    if (!status || !known) {
      this.changeEmitter.fire(undefined);
      return;
    }
    const e = this.entries.get(status.agentId);
    if (status.state === 'ready' && e?.started && e.listing.error) {
      void this.refresh(status.agentId); // recovered: the error leaf goes away
    }
    this.changeEmitter.fire(known);
  }

  /** Only the rows of the previous and the new active session change. */
  private onActiveChanged(): void {
    const active = this.state.active;
    const id = active ? sessionNodeId(active) : undefined;
    for (const nodeId of new Set([this.activeNodeId, id])) {
      const n = nodeId ? this.nodes.get(nodeId) : undefined;
      if (n) {
        this.changeEmitter.fire(n);
      }
    }
    this.activeNodeId = id;
  }

  private enqueue<T>(agentId: string, job: () => Promise<T>): Promise<T> {
    const e = this.entry(agentId);
    const run = e.queue.then(job, job);
    e.queue = run.catch(() => undefined);
    return run;
  }

  /** Mode `first` (a refresh): replaces the listing; a stale answer never overwrites a newer one. */
  refresh(agentId: string): Promise<void> {
    if (!this.state.agent(agentId)) {
      return Promise.resolve();
    }
    const e = this.entry(agentId);
    e.started = true;
    const generation = ++e.generation;
    e.listing.loading = true;
    this.fireAgent(agentId);
    return this.enqueue(agentId, () => this.fetch(agentId, 'first', generation));
  }

  loadMore(agentId: string): Promise<void> {
    const e = this.entry(agentId);
    e.listing.loading = true;
    return this.enqueue(agentId, () => this.fetch(agentId, 'more', e.generation));
  }

  private async fetch(agentId: string, mode: p.ListMode, generation: number): Promise<void> {
    const e = this.entry(agentId);
    try {
      const result = await this.client.request(p.Requests.listSessions, { agentId, cwd: this.cwd(), mode });
      if (generation !== e.generation) {
        return;
      }
      const sessions = mode === 'more' ? mergeSessions(e.listing.sessions, result.sessions) : result.sessions;
      e.listing = { sessions, hasMore: result.hasMore, supported: result.supported, loaded: true, loading: false };
    } catch (err) {
      if (generation !== e.generation) {
        return;
      }
      e.listing = { ...e.listing, loading: false, loaded: true };
      if (!isCancellation(err)) {
        e.listing.error = errorMessage(err);
        this.log.channel.warn(`listing the sessions of ${agentId}: ${e.listing.error}`);
      }
    }
    this.fireAgent(agentId);
  }

  /** First expansion: the bridge's cache at once (no agent call), then a refresh. */
  private async ensureFetched(agentId: string): Promise<void> {
    const e = this.entry(agentId);
    if (e.started) {
      return;
    }
    e.started = true;
    const generation = e.generation;
    try {
      const cached = await this.client.request(p.Requests.listSessions, { agentId, cwd: this.cwd(), mode: 'cached' });
      if (generation === e.generation && !e.listing.loaded) {
        e.listing = { ...e.listing, sessions: cached.sessions, hasMore: cached.hasMore };
      }
    } catch {
      // The refresh below reports problems.
    }
    void this.refresh(agentId);
  }

  private fireAgent(agentId: string): void {
    const n = this.nodes.get(`agent/${agentId}`);
    if (n) {
      this.changeEmitter.fire(n);
    }
  }

  /** `sessionInfoChanged`: updates one item; only its own row changes unless its place changes. */
  patch(item: p.SessionItem): void {
    const e = this.entries.get(item.agentId);
    if (!e) {
      return;
    }
    const index = e.listing.sessions.findIndex((s) => s.sessionId === item.sessionId);
    if (index < 0) {
      return;
    }
    const now = new Date();
    const before = placement(e.listing.sessions, now);
    e.listing.sessions = e.listing.sessions.map((s, i) => (i === index ? item : s));
    const after = placement(e.listing.sessions, now);
    const known = this.nodes.get(sessionNodeId(item));
    if (before === after && known && known.kind === 'session') {
      known.item = item;
      this.changeEmitter.fire(known);
    } else {
      this.fireAgent(item.agentId);
    }
  }

  getParent(node: TreeNode): TreeNode | undefined {
    switch (node.kind) {
      case 'agent':
        return undefined;
      case 'session': {
        const group = m.dateGroup(node.item.updatedAt, new Date());
        return this.nodes.get(`group/${node.agentId}/${group}`) ?? this.agentNode(node.agentId);
      }
      default:
        return this.agentNode(node.agentId);
    }
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    if (!node) {
      if (!this.client.running || !this.agentsLoaded) {
        return []; // the welcome view shows meanwhile
      }
      return this.state.agents.map((a) => this.agentNode(a.agentId));
    }
    const now = new Date();
    if (node.kind === 'agent') {
      const status = this.state.agent(node.agentId);
      if (!status) {
        return [];
      }
      await this.ensureFetched(node.agentId);
      return m.agentChildren(status, this.entry(node.agentId).listing, now).map((spec) => this.childNode(node.agentId, spec));
    }
    if (node.kind === 'group') {
      const listing = this.entry(node.agentId).listing;
      const group = m.groupSessions(listing.sessions, now).find((g) => g.group === node.group);
      return (group?.sessions ?? []).map((item) =>
        this.node({ kind: 'session', id: sessionNodeId(item), agentId: item.agentId, sessionId: item.sessionId, item }),
      );
    }
    return [];
  }

  private childNode(agentId: string, spec: m.ChildSpec): TreeNode {
    switch (spec.kind) {
      case 'group':
        return this.node({ kind: 'group', id: `group/${agentId}/${spec.group}`, agentId, group: spec.group });
      case 'info':
        return this.node({ kind: 'info', id: `info/${agentId}`, agentId, info: spec.info, label: spec.label });
      case 'error':
        return this.node({ kind: 'error', id: `error/${agentId}`, agentId, label: spec.label });
      case 'loadMore':
        return this.node({ kind: 'loadMore', id: `more/${agentId}`, agentId });
    }
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    const now = new Date();
    switch (node.kind) {
      case 'agent': {
        const status = this.state.agent(node.agentId);
        const item = new vscode.TreeItem(status?.name ?? node.agentId, vscode.TreeItemCollapsibleState.Expanded);
        item.id = node.id;
        if (status) {
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
      case 'session': {
        const s = node.item;
        const active = this.state.isActive(s);
        const item = new vscode.TreeItem(m.cutTitle(s.displayTitle, 200), vscode.TreeItemCollapsibleState.None);
        item.id = node.id;
        item.description = m.sessionDescription(s, now, active);
        item.tooltip = m.sessionTooltip(s, this.state.agentName(s.agentId), now);
        item.contextValue = m.sessionContextValue(this.state.capabilities(s.agentId), active);
        item.iconPath = active
          ? new vscode.ThemeIcon('circle-filled', new vscode.ThemeColor('charts.green'))
          : new vscode.ThemeIcon('comment-discussion');
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
    }
  }

  dispose(): void {
    this.disposables.forEach((d) => d.dispose());
    this.changeEmitter.dispose();
  }
}

export function sessionNodeId(ref: p.SessionRef): string {
  return `session/${encodeURIComponent(ref.agentId)}/${encodeURIComponent(ref.sessionId)}`;
}

/** Later pages are added after what is known; a session seen again is updated in place. */
export function mergeSessions(known: readonly p.SessionItem[], page: readonly p.SessionItem[]): p.SessionItem[] {
  const fresh = new Map(page.map((s) => [s.sessionId, s]));
  const merged = known.map((s) => fresh.get(s.sessionId) ?? s);
  const seen = new Set(known.map((s) => s.sessionId));
  return merged.concat(page.filter((s) => !seen.has(s.sessionId)));
}

/** A fingerprint of where each session sits (group and order): equal means no row moves. */
export function placement(sessions: readonly p.SessionItem[], now: Date): string {
  return m
    .groupSessions(sessions, now)
    .map((g) => `${g.group}:${g.sessions.map((s) => s.sessionId).join(',')}`)
    .join('|');
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
    default:
      return new vscode.ThemeIcon('circle-outline');
  }
}
