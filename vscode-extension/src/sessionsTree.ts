// The "Agent Sessions" tree: agents → date groups → sessions, with info leaves. Its listings are
// `SessionListings`' (cached first, then from the agent); it patches items in place from notifications.

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import { workspaceFolderPaths } from './crossProject';
import { BridgeLog } from './log';
import * as p from './protocol';
import { SessionListings } from './sessionListings';
import { BridgeState } from './state';
import { folderNodeId, sessionNodeId, treeItem, TreeNode } from './treeItems';
import * as m from './treeModel';
import { placement } from './treeModel';

const ALL_FOLDERS_KEY = 'acpBridge.allFolders';
/** The agents whose archived sessions the tree shows. */
const SHOW_ARCHIVED_KEY = 'acpBridge.showArchived';

export class SessionsTree implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changeEmitter = new vscode.EventEmitter<TreeNode | TreeNode[] | undefined>();
  /** Each session row's relative time as last rendered ("5m"), by node id. */
  private readonly shownTimes = new Map<string, string>();
  readonly onDidChangeTreeData = this.changeEmitter.event;
  /** Each agent's listing, fetched as the tree is expanded and refreshed. */
  private readonly listings: SessionListings;
  /** One node object per id, so a change can be fired for exactly one element. */
  private readonly nodes = new Map<string, TreeNode>();
  private agentsLoaded = false;
  private activeNodeId: string | undefined;
  /** Agents that just failed: their error leaf is scrolled into view once shown. */
  private readonly revealError = new Set<string>();
  private allFolders: boolean;
  private readonly showArchived: Set<string>;
  private readonly disposables: vscode.Disposable[] = [];
  readonly view: vscode.TreeView<TreeNode>;

  constructor(
    private readonly client: BridgeClient,
    private readonly state: BridgeState,
    private readonly log: BridgeLog,
    private readonly memento: vscode.Memento,
  ) {
    this.allFolders = memento.get<boolean>(ALL_FOLDERS_KEY, false);
    this.showArchived = new Set(memento.get<string[]>(SHOW_ARCHIVED_KEY, []));
    this.listings = new SessionListings(client, state, log, {
      scope: () => this.scope(),
      includeArchived: (agentId) => this.showArchived.has(agentId),
      changed: (agentId) => this.fireAgent(agentId),
    });
    void vscode.commands.executeCommand('setContext', ALL_FOLDERS_KEY, this.allFolders);
    this.view = vscode.window.createTreeView('acpBridge.sessions', { treeDataProvider: this, showCollapseAll: true });
    let day = new Date().toDateString();
    const timer = setInterval(() => {
      if (!this.view.visible) {
        return;
      }
      const today = new Date().toDateString();
      if (today !== day) {
        day = today;
        this.changeEmitter.fire(undefined); // the date groups move
        return;
      }
      // Relative times: only the rows whose time reads differently ("5m" → "6m"; "2d" stays for a
      // day). Refreshing their parents would make VS Code forget the rows until it asks for them
      // again, and a context-menu pick meanwhile would come with no row.
      const rows = this.rowsToRetime(new Date());
      if (rows.length) {
        this.changeEmitter.fire(rows);
      }
    }, 60_000);
    this.disposables.push(
      this.view,
      { dispose: () => clearInterval(timer) },
      client.onDidStart(() => this.reset()),
      client.onDidStop(() => this.reset(false)),
      // The empty view's welcome (what failed, and the buttons) shows only while there is no message.
      client.onDidFail(() => {
        this.view.message = undefined;
      }),
      state.onDidChangeAgents((s) => this.onAgentChanged(s)),
      state.onDidChangeActive(() => this.onActiveChanged()),
      client.onSessionsChanged((e) => void (e.reason === 'removed' ? this.removed(e.agentId) : this.refresh(e.agentId))),
      client.onSessionInfoChanged((e) => this.patch(e.session)),
      // A folder added to the window or removed from it: another list (the mode stays).
      vscode.workspace.onDidChangeWorkspaceFolders(() => void this.setAllFolders(this.allFolders)),
    );
  }

  /** What the tree lists: every folder (`cwd` null), else the window's folder, or its folders
   *  together in a multi-root workspace (one list, newest first: `folders`). */
  scope(): { cwd: string | null; folders?: string[] } {
    const folders = workspaceFolderPaths();
    if (this.allFolders || !folders.length) {
      return { cwd: null };
    }
    return folders.length > 1 ? { cwd: folders[0], folders } : { cwd: folders[0] };
  }

  /** Shows or hides an agent's archived sessions (remembered for the workspace). */
  async toggleArchived(agentId: string): Promise<void> {
    if (!this.showArchived.delete(agentId)) {
      this.showArchived.add(agentId);
    }
    await this.memento.update(SHOW_ARCHIVED_KEY, [...this.showArchived]);
    await this.refresh(agentId);
  }

  async setAllFolders(all: boolean): Promise<void> {
    this.allFolders = all;
    for (const e of this.listings.all()) {
      e.pages = 1; // another list: its first page, until "Load more…"
    }
    await this.memento.update(ALL_FOLDERS_KEY, all);
    await vscode.commands.executeCommand('setContext', ALL_FOLDERS_KEY, all);
    await this.refreshAll();
  }

  /** Every cached listing (the switcher's instant first view). */
  listing(agentId: string): m.AgentListing | undefined {
    return this.listings.get(agentId)?.listing;
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
    this.listings.clear();
    this.nodes.clear();
    this.shownTimes.clear();
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
      const configured = vscode.workspace.getConfiguration('acpBridge').get<unknown>('agents');
      this.view.message = m.agentsMessage(configured, result.agents);
      // The demo agent's row then has a button to the settings (`package.json`, its inline menu).
      void vscode.commands.executeCommand('setContext', 'acpBridge.showingDemoAgent', this.view.message !== undefined);
    } catch (err) {
      this.log.reportError('Listing agents', err);
    }
    this.changeEmitter.fire(undefined);
  }

  /**
   * `sessionsChanged` with reason `removed`: the agent left the settings. The agents are listed again
   * (the agents the settings added are announced by their state and a `sessionsChanged` of their own),
   * and what the tree held for it goes.
   */
  private async removed(agentId: string): Promise<void> {
    await this.loadAgents();
    if (this.state.agent(agentId)) {
      return; // configured again meanwhile
    }
    this.listings.delete(agentId);
    this.revealError.delete(agentId);
    for (const [id, n] of this.nodes) {
      if (n.agentId === agentId) {
        this.nodes.delete(id);
        this.shownTimes.delete(id);
      }
    }
  }

  /** Fetches agents and every agent's first page again. */
  async refreshAll(): Promise<void> {
    if (!this.client.running) {
      await this.client.start();
      return;
    }
    for (const e of this.listings.all()) {
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
    if (p.isAgentDown(status.state)) {
      this.revealError.add(status.agentId); // the user sees why, even when scrolled away
    }
    const e = this.listings.get(status.agentId);
    if (status.state === 'ready' && e?.started && (e.listing.error || e.listing.storedAt)) {
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

  /** Fetches the agent's first page again (and as many as the user had loaded). */
  refresh(agentId: string): Promise<void> {
    return this.listings.refresh(agentId);
  }

  /** "Load more…": the agent's next page. */
  loadMore(agentId: string): Promise<void> {
    return this.listings.loadMore(agentId);
  }

  private fireAgent(agentId: string): void {
    const n = this.nodes.get(`agent/${agentId}`);
    if (n) {
      this.changeEmitter.fire(n);
    }
  }

  /** `sessionInfoChanged`: updates one item; only its own row changes unless its place changes. */
  patch(item: p.SessionItem): void {
    const e = this.listings.get(item.agentId);
    if (!e) {
      return;
    }
    const index = e.listing.sessions.findIndex((s) => s.sessionId === item.sessionId);
    if (index < 0) {
      return;
    }
    // Only its time and folder place a row (its date group, its order, its folder's group): a change
    // of anything else (a title, `open` as indexing opens and closes sessions) keeps it where it is.
    const previous = e.listing.sessions[index];
    const moves = previous.updatedAt !== item.updatedAt || previous.cwd !== item.cwd;
    const now = new Date();
    const before = moves ? placement(e.listing.sessions, now, this.byFolder()) : '';
    e.listing.sessions = e.listing.sessions.map((s, i) => (i === index ? item : s));
    const after = moves ? placement(e.listing.sessions, now, this.byFolder()) : '';
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
        const parent = this.byFolder()
          ? folderNodeId(node.agentId, node.item.cwd)
          : `group/${node.agentId}/${m.dateGroup(node.item.updatedAt, new Date())}`;
        return this.nodes.get(parent) ?? this.agentNode(node.agentId);
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
      await this.listings.ensureFetched(node.agentId);
      const children = m.agentChildren(status, this.listings.entry(node.agentId).listing, now, this.byFolder())
        .map((spec) => this.childNode(node.agentId, spec));
      const error = children.find((c) => c.kind === 'error');
      if (error && this.revealError.delete(node.agentId) && this.view.visible) {
        setTimeout(() => void Promise.resolve(this.view.reveal(error, { select: false, focus: false })).catch(() => undefined), 0);
      }
      return children;
    }
    if (node.kind === 'group' || node.kind === 'folder') {
      const listing = this.listings.entry(node.agentId).listing;
      const sessions = node.kind === 'group'
        ? m.groupSessions(listing.sessions, now).find((g) => g.group === node.group)?.sessions
        : m.groupByFolder(listing.sessions, this.byFolder() ?? []).find((g) => g.folder === node.folder)?.sessions;
      // Several folders in one list (a multi-root workspace): each row says whose it is.
      const folderOf = node.kind === 'group' && this.scope().folders
        ? (item: p.SessionItem) => m.folderLabel(item.cwd).label
        : () => undefined;
      return (sessions ?? []).map((item) =>
        this.node({
          kind: 'session', id: sessionNodeId(item), agentId: item.agentId, sessionId: item.sessionId, item,
          archived: listing.archived?.has(item.sessionId) === true, folder: folderOf(item),
        }),
      );
    }
    return [];
  }

  /** In "all folders" mode, the window's folders (their sessions' groups come first); else undefined. */
  private byFolder(): string[] | undefined {
    return this.allFolders ? workspaceFolderPaths() : undefined;
  }

  private childNode(agentId: string, spec: m.ChildSpec): TreeNode {
    switch (spec.kind) {
      case 'group':
        return this.node({ kind: 'group', id: `group/${agentId}/${spec.group}`, agentId, group: spec.group });
      case 'folder':
        return this.node({ kind: 'folder', id: folderNodeId(agentId, spec.folder), agentId, folder: spec.folder, workspace: spec.workspace });
      case 'info': {
        const id = spec.info === 'saved' ? `saved/${agentId}` : `info/${agentId}`;
        return this.node({ kind: 'info', id, agentId, info: spec.info, label: spec.label, detail: spec.detail });
      }
      case 'error':
        return this.node({ kind: 'error', id: `error/${agentId}`, agentId, label: spec.label });
      case 'loadMore':
        return this.node({ kind: 'loadMore', id: `more/${agentId}`, agentId });
      case 'archived':
        return this.node({ kind: 'archived', id: `archived/${agentId}`, agentId, label: spec.label, shown: spec.shown });
    }
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    const now = new Date();
    if (node.kind === 'session') {
      this.shownTimes.set(node.id, m.relativeTime(node.item.updatedAt, now));
    }
    return treeItem(node, this.state, now, node.kind === 'agent' && !!this.listings.get(node.agentId)?.listing.loading);
  }

  /** The listed session rows whose relative time no longer reads as shown. */
  private rowsToRetime(now: Date): TreeNode[] {
    const rows: TreeNode[] = [];
    for (const e of this.listings.all()) {
      for (const item of e.listing.sessions) {
        const node = this.nodes.get(sessionNodeId(item));
        const shown = node && this.shownTimes.get(node.id);
        if (node && shown !== undefined && shown !== m.relativeTime(item.updatedAt, now)) {
          rows.push(node);
        }
      }
    }
    return rows;
  }

  dispose(): void {
    this.disposables.forEach((d) => d.dispose());
    this.changeEmitter.dispose();
  }
}
