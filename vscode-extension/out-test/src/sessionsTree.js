"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var sessionsTree_exports = {};
__export(sessionsTree_exports, {
  SessionsTree: () => SessionsTree
});
module.exports = __toCommonJS(sessionsTree_exports);
var vscode = __toESM(require("vscode"));
var import_log = require("./log");
var p = __toESM(require("./protocol"));
var import_treeItems = require("./treeItems");
var m = __toESM(require("./treeModel"));
var import_treeModel = require("./treeModel");
const ALL_FOLDERS_KEY = "acpBridge.allFolders";
class SessionsTree {
  constructor(client, state, log, memento) {
    this.client = client;
    this.state = state;
    this.log = log;
    this.memento = memento;
    this.allFolders = memento.get(ALL_FOLDERS_KEY, false);
    void vscode.commands.executeCommand("setContext", ALL_FOLDERS_KEY, this.allFolders);
    this.view = vscode.window.createTreeView("acpBridge.sessions", { treeDataProvider: this, showCollapseAll: true });
    const timer = setInterval(() => {
      if (this.view.visible) {
        this.changeEmitter.fire(void 0);
      }
    }, 6e4);
    this.disposables.push(
      this.view,
      { dispose: () => clearInterval(timer) },
      client.onDidStart(() => this.reset()),
      client.onDidStop(() => this.reset(false)),
      state.onDidChangeAgents((s) => this.onAgentChanged(s)),
      state.onDidChangeActive(() => this.onActiveChanged()),
      client.onSessionsChanged((e) => void this.refresh(e.agentId)),
      client.onSessionInfoChanged((e) => this.patch(e.session))
    );
  }
  client;
  state;
  log;
  memento;
  changeEmitter = new vscode.EventEmitter();
  onDidChangeTreeData = this.changeEmitter.event;
  entries = /* @__PURE__ */ new Map();
  /** One node object per id, so a change can be fired for exactly one element. */
  nodes = /* @__PURE__ */ new Map();
  agentsLoaded = false;
  activeNodeId;
  /** Agents that just failed: their error leaf is scrolled into view once shown. */
  revealError = /* @__PURE__ */ new Set();
  allFolders;
  disposables = [];
  view;
  /** The folder the tree shows, or null for every folder. */
  cwd() {
    if (this.allFolders) {
      return null;
    }
    return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? null;
  }
  async setAllFolders(all) {
    this.allFolders = all;
    await this.memento.update(ALL_FOLDERS_KEY, all);
    await vscode.commands.executeCommand("setContext", ALL_FOLDERS_KEY, all);
    await this.refreshAll();
  }
  /** Every cached listing (the switcher's instant first view). */
  listing(agentId) {
    return this.entries.get(agentId)?.listing;
  }
  entry(agentId) {
    let e = this.entries.get(agentId);
    if (!e) {
      e = { listing: m.emptyListing(), generation: 0, started: false, pages: 1, queue: Promise.resolve() };
      this.entries.set(agentId, e);
    }
    return e;
  }
  node(fresh) {
    const known = this.nodes.get(fresh.id);
    if (known && known.kind === fresh.kind) {
      Object.assign(known, fresh);
      return known;
    }
    this.nodes.set(fresh.id, fresh);
    return fresh;
  }
  agentNode(agentId) {
    return this.node({ kind: "agent", id: `agent/${agentId}`, agentId });
  }
  reset(reload = true) {
    this.entries.clear();
    this.nodes.clear();
    this.agentsLoaded = false;
    this.activeNodeId = void 0;
    this.changeEmitter.fire(void 0);
    if (reload) {
      void this.loadAgents();
    }
  }
  async loadAgents() {
    try {
      const result = await this.client.request(p.Requests.listAgents, {});
      this.state.setAgents(result.agents);
      this.agentsLoaded = true;
      const configured = vscode.workspace.getConfiguration("acpBridge").get("agents") ?? [];
      this.view.message = configured.length === 0 ? "No agent configured: showing the built-in demo agent." : void 0;
    } catch (err) {
      this.log.reportError("Listing agents", err);
    }
    this.changeEmitter.fire(void 0);
  }
  /** Fetches agents and every agent's first page again. */
  async refreshAll() {
    if (!this.client.running) {
      await this.client.start();
      return;
    }
    for (const e of this.entries.values()) {
      e.started = false;
    }
    await this.loadAgents();
  }
  onAgentChanged(status) {
    if (!this.agentsLoaded) {
      return;
    }
    const known = status && this.nodes.get(`agent/${status.agentId}`);
    if (!status || !known) {
      this.changeEmitter.fire(void 0);
      return;
    }
    if (status.state === "error" || status.state === "exited") {
      this.revealError.add(status.agentId);
    }
    const e = this.entries.get(status.agentId);
    if (status.state === "ready" && e?.started && e.listing.error) {
      void this.refresh(status.agentId);
    }
    this.changeEmitter.fire(known);
  }
  /** Only the rows of the previous and the new active session change. */
  onActiveChanged() {
    const active = this.state.active;
    const id = active ? (0, import_treeItems.sessionNodeId)(active) : void 0;
    for (const nodeId of /* @__PURE__ */ new Set([this.activeNodeId, id])) {
      const n = nodeId ? this.nodes.get(nodeId) : void 0;
      if (n) {
        this.changeEmitter.fire(n);
      }
    }
    this.activeNodeId = id;
  }
  enqueue(agentId, job) {
    const e = this.entry(agentId);
    const run = e.queue.then(job, job);
    e.queue = run.catch(() => void 0);
    return run;
  }
  /**
   * Mode `first` (a refresh): replaces the listing; a stale answer never overwrites a newer one.
   * Pages the user had loaded with "Load more…" are fetched again before the tree changes, so a
   * refresh neither shrinks the list nor flickers.
   */
  refresh(agentId) {
    if (!this.state.agent(agentId)) {
      return Promise.resolve();
    }
    const e = this.entry(agentId);
    e.started = true;
    const generation = ++e.generation;
    e.listing.loading = true;
    if (!e.listing.sessions.length || e.listing.error) {
      this.fireAgent(agentId);
    }
    return this.enqueue(agentId, async () => {
      const depth = e.pages;
      let ok = await this.fetch(agentId, "first", generation);
      while (ok && e.pages < depth && e.listing.hasMore) {
        ok = await this.fetch(agentId, "more", generation);
      }
      this.fireAgent(agentId);
    });
  }
  loadMore(agentId) {
    const e = this.entry(agentId);
    return this.enqueue(agentId, async () => {
      await this.fetch(agentId, "more", e.generation);
      this.fireAgent(agentId);
    });
  }
  /** One listing request applied to the entry (no tree change fired); false when it failed. */
  async fetch(agentId, mode, generation) {
    const e = this.entry(agentId);
    try {
      const result = await this.client.request(p.Requests.listSessions, { agentId, cwd: this.cwd(), mode });
      if (generation !== e.generation) {
        return false;
      }
      const sessions = mode === "more" ? (0, import_treeModel.mergeSessions)(e.listing.sessions, result.sessions) : result.sessions;
      e.listing = { sessions, hasMore: result.hasMore, supported: result.supported, loaded: true, loading: false };
      e.pages = mode === "more" ? e.pages + 1 : 1;
      return true;
    } catch (err) {
      if (generation !== e.generation) {
        return false;
      }
      e.listing = { ...e.listing, loading: false, loaded: true };
      if (!(0, import_log.isCancellation)(err)) {
        e.listing.error = (0, import_log.errorMessage)(err);
        this.log.channel.warn(`listing the sessions of ${agentId}: ${e.listing.error}`);
      }
      return false;
    }
  }
  /** First expansion: the bridge's cache at once (no agent call), then a refresh. */
  async ensureFetched(agentId) {
    const e = this.entry(agentId);
    if (e.started) {
      return;
    }
    e.started = true;
    const generation = e.generation;
    try {
      const cached = await this.client.request(p.Requests.listSessions, { agentId, cwd: this.cwd(), mode: "cached" });
      if (generation === e.generation && !e.listing.loaded) {
        e.listing = { ...e.listing, sessions: cached.sessions, hasMore: cached.hasMore };
      }
    } catch {
    }
    void this.refresh(agentId);
  }
  fireAgent(agentId) {
    const n = this.nodes.get(`agent/${agentId}`);
    if (n) {
      this.changeEmitter.fire(n);
    }
  }
  /** `sessionInfoChanged`: updates one item; only its own row changes unless its place changes. */
  patch(item) {
    const e = this.entries.get(item.agentId);
    if (!e) {
      return;
    }
    const index = e.listing.sessions.findIndex((s) => s.sessionId === item.sessionId);
    if (index < 0) {
      return;
    }
    const now = /* @__PURE__ */ new Date();
    const before = (0, import_treeModel.placement)(e.listing.sessions, now);
    e.listing.sessions = e.listing.sessions.map((s, i) => i === index ? item : s);
    const after = (0, import_treeModel.placement)(e.listing.sessions, now);
    const known = this.nodes.get((0, import_treeItems.sessionNodeId)(item));
    if (before === after && known && known.kind === "session") {
      known.item = item;
      this.changeEmitter.fire(known);
    } else {
      this.fireAgent(item.agentId);
    }
  }
  getParent(node) {
    switch (node.kind) {
      case "agent":
        return void 0;
      case "session": {
        const group = m.dateGroup(node.item.updatedAt, /* @__PURE__ */ new Date());
        return this.nodes.get(`group/${node.agentId}/${group}`) ?? this.agentNode(node.agentId);
      }
      default:
        return this.agentNode(node.agentId);
    }
  }
  async getChildren(node) {
    if (!node) {
      if (!this.client.running || !this.agentsLoaded) {
        return [];
      }
      return this.state.agents.map((a) => this.agentNode(a.agentId));
    }
    const now = /* @__PURE__ */ new Date();
    if (node.kind === "agent") {
      const status = this.state.agent(node.agentId);
      if (!status) {
        return [];
      }
      await this.ensureFetched(node.agentId);
      const children = m.agentChildren(status, this.entry(node.agentId).listing, now).map((spec) => this.childNode(node.agentId, spec));
      const error = children.find((c) => c.kind === "error");
      if (error && this.revealError.delete(node.agentId) && this.view.visible) {
        setTimeout(() => void Promise.resolve(this.view.reveal(error, { select: false, focus: false })).catch(() => void 0), 0);
      }
      return children;
    }
    if (node.kind === "group") {
      const listing = this.entry(node.agentId).listing;
      const group = m.groupSessions(listing.sessions, now).find((g) => g.group === node.group);
      return (group?.sessions ?? []).map(
        (item) => this.node({ kind: "session", id: (0, import_treeItems.sessionNodeId)(item), agentId: item.agentId, sessionId: item.sessionId, item })
      );
    }
    return [];
  }
  childNode(agentId, spec) {
    switch (spec.kind) {
      case "group":
        return this.node({ kind: "group", id: `group/${agentId}/${spec.group}`, agentId, group: spec.group });
      case "info":
        return this.node({ kind: "info", id: `info/${agentId}`, agentId, info: spec.info, label: spec.label });
      case "error":
        return this.node({ kind: "error", id: `error/${agentId}`, agentId, label: spec.label });
      case "loadMore":
        return this.node({ kind: "loadMore", id: `more/${agentId}`, agentId });
    }
  }
  getTreeItem(node) {
    return (0, import_treeItems.treeItem)(node, this.state, /* @__PURE__ */ new Date());
  }
  dispose() {
    this.disposables.forEach((d) => d.dispose());
    this.changeEmitter.dispose();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SessionsTree
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3Nlc3Npb25zVHJlZS50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gVGhlIFwiQWdlbnQgU2Vzc2lvbnNcIiB0cmVlOiBhZ2VudHMgXHUyMTkyIGRhdGUgZ3JvdXBzIFx1MjE5MiBzZXNzaW9ucywgd2l0aCBpbmZvIGxlYXZlcy4gRmV0Y2hlcyBsaXN0aW5nc1xuLy8gKGNhY2hlZCBmaXJzdCwgdGhlbiBmcm9tIHRoZSBhZ2VudCksIHBhdGNoZXMgaXRlbXMgaW4gcGxhY2UgZnJvbSBub3RpZmljYXRpb25zLlxuXG5pbXBvcnQgKiBhcyB2c2NvZGUgZnJvbSAndnNjb2RlJztcbmltcG9ydCB0eXBlIHsgQnJpZGdlQ2xpZW50IH0gZnJvbSAnLi9jbGllbnQnO1xuaW1wb3J0IHsgQnJpZGdlTG9nLCBlcnJvck1lc3NhZ2UsIGlzQ2FuY2VsbGF0aW9uIH0gZnJvbSAnLi9sb2cnO1xuaW1wb3J0ICogYXMgcCBmcm9tICcuL3Byb3RvY29sJztcbmltcG9ydCB7IEJyaWRnZVN0YXRlIH0gZnJvbSAnLi9zdGF0ZSc7XG5pbXBvcnQgeyBzZXNzaW9uTm9kZUlkLCB0cmVlSXRlbSwgVHJlZU5vZGUgfSBmcm9tICcuL3RyZWVJdGVtcyc7XG5pbXBvcnQgKiBhcyBtIGZyb20gJy4vdHJlZU1vZGVsJztcbmltcG9ydCB7IG1lcmdlU2Vzc2lvbnMsIHBsYWNlbWVudCB9IGZyb20gJy4vdHJlZU1vZGVsJztcblxuaW50ZXJmYWNlIEFnZW50RW50cnkge1xuICBsaXN0aW5nOiBtLkFnZW50TGlzdGluZztcbiAgLyoqIEJ1bXBlZCBieSBldmVyeSBmdWxsIHJlZnJlc2g6IGFuc3dlcnMgb2YgYW4gb2xkZXIgb25lIGFyZSBkcm9wcGVkLiAqL1xuICBnZW5lcmF0aW9uOiBudW1iZXI7XG4gIHN0YXJ0ZWQ6IGJvb2xlYW47XG4gIC8qKiBQYWdlcyBmZXRjaGVkIHNpbmNlIHRoZSBsYXN0IHJlZnJlc2ggKDEgKyBcIkxvYWQgbW9yZVx1MjAyNlwiIGNsaWNrcykuICovXG4gIHBhZ2VzOiBudW1iZXI7XG4gIHF1ZXVlOiBQcm9taXNlPHVua25vd24+O1xufVxuXG5jb25zdCBBTExfRk9MREVSU19LRVkgPSAnYWNwQnJpZGdlLmFsbEZvbGRlcnMnO1xuXG5leHBvcnQgY2xhc3MgU2Vzc2lvbnNUcmVlIGltcGxlbWVudHMgdnNjb2RlLlRyZWVEYXRhUHJvdmlkZXI8VHJlZU5vZGU+LCB2c2NvZGUuRGlzcG9zYWJsZSB7XG4gIHByaXZhdGUgcmVhZG9ubHkgY2hhbmdlRW1pdHRlciA9IG5ldyB2c2NvZGUuRXZlbnRFbWl0dGVyPFRyZWVOb2RlIHwgdW5kZWZpbmVkPigpO1xuICByZWFkb25seSBvbkRpZENoYW5nZVRyZWVEYXRhID0gdGhpcy5jaGFuZ2VFbWl0dGVyLmV2ZW50O1xuICBwcml2YXRlIHJlYWRvbmx5IGVudHJpZXMgPSBuZXcgTWFwPHN0cmluZywgQWdlbnRFbnRyeT4oKTtcbiAgLyoqIE9uZSBub2RlIG9iamVjdCBwZXIgaWQsIHNvIGEgY2hhbmdlIGNhbiBiZSBmaXJlZCBmb3IgZXhhY3RseSBvbmUgZWxlbWVudC4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBub2RlcyA9IG5ldyBNYXA8c3RyaW5nLCBUcmVlTm9kZT4oKTtcbiAgcHJpdmF0ZSBhZ2VudHNMb2FkZWQgPSBmYWxzZTtcbiAgcHJpdmF0ZSBhY3RpdmVOb2RlSWQ6IHN0cmluZyB8IHVuZGVmaW5lZDtcbiAgLyoqIEFnZW50cyB0aGF0IGp1c3QgZmFpbGVkOiB0aGVpciBlcnJvciBsZWFmIGlzIHNjcm9sbGVkIGludG8gdmlldyBvbmNlIHNob3duLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHJldmVhbEVycm9yID0gbmV3IFNldDxzdHJpbmc+KCk7XG4gIHByaXZhdGUgYWxsRm9sZGVyczogYm9vbGVhbjtcbiAgcHJpdmF0ZSByZWFkb25seSBkaXNwb3NhYmxlczogdnNjb2RlLkRpc3Bvc2FibGVbXSA9IFtdO1xuICByZWFkb25seSB2aWV3OiB2c2NvZGUuVHJlZVZpZXc8VHJlZU5vZGU+O1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHByaXZhdGUgcmVhZG9ubHkgY2xpZW50OiBCcmlkZ2VDbGllbnQsXG4gICAgcHJpdmF0ZSByZWFkb25seSBzdGF0ZTogQnJpZGdlU3RhdGUsXG4gICAgcHJpdmF0ZSByZWFkb25seSBsb2c6IEJyaWRnZUxvZyxcbiAgICBwcml2YXRlIHJlYWRvbmx5IG1lbWVudG86IHZzY29kZS5NZW1lbnRvLFxuICApIHtcbiAgICB0aGlzLmFsbEZvbGRlcnMgPSBtZW1lbnRvLmdldDxib29sZWFuPihBTExfRk9MREVSU19LRVksIGZhbHNlKTtcbiAgICB2b2lkIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsIEFMTF9GT0xERVJTX0tFWSwgdGhpcy5hbGxGb2xkZXJzKTtcbiAgICB0aGlzLnZpZXcgPSB2c2NvZGUud2luZG93LmNyZWF0ZVRyZWVWaWV3KCdhY3BCcmlkZ2Uuc2Vzc2lvbnMnLCB7IHRyZWVEYXRhUHJvdmlkZXI6IHRoaXMsIHNob3dDb2xsYXBzZUFsbDogdHJ1ZSB9KTtcbiAgICBjb25zdCB0aW1lciA9IHNldEludGVydmFsKCgpID0+IHtcbiAgICAgIGlmICh0aGlzLnZpZXcudmlzaWJsZSkge1xuICAgICAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZSh1bmRlZmluZWQpOyAvLyByZWxhdGl2ZSB0aW1lc1xuICAgICAgfVxuICAgIH0sIDYwXzAwMCk7XG4gICAgdGhpcy5kaXNwb3NhYmxlcy5wdXNoKFxuICAgICAgdGhpcy52aWV3LFxuICAgICAgeyBkaXNwb3NlOiAoKSA9PiBjbGVhckludGVydmFsKHRpbWVyKSB9LFxuICAgICAgY2xpZW50Lm9uRGlkU3RhcnQoKCkgPT4gdGhpcy5yZXNldCgpKSxcbiAgICAgIGNsaWVudC5vbkRpZFN0b3AoKCkgPT4gdGhpcy5yZXNldChmYWxzZSkpLFxuICAgICAgc3RhdGUub25EaWRDaGFuZ2VBZ2VudHMoKHMpID0+IHRoaXMub25BZ2VudENoYW5nZWQocykpLFxuICAgICAgc3RhdGUub25EaWRDaGFuZ2VBY3RpdmUoKCkgPT4gdGhpcy5vbkFjdGl2ZUNoYW5nZWQoKSksXG4gICAgICBjbGllbnQub25TZXNzaW9uc0NoYW5nZWQoKGUpID0+IHZvaWQgdGhpcy5yZWZyZXNoKGUuYWdlbnRJZCkpLFxuICAgICAgY2xpZW50Lm9uU2Vzc2lvbkluZm9DaGFuZ2VkKChlKSA9PiB0aGlzLnBhdGNoKGUuc2Vzc2lvbikpLFxuICAgICk7XG4gIH1cblxuICAvKiogVGhlIGZvbGRlciB0aGUgdHJlZSBzaG93cywgb3IgbnVsbCBmb3IgZXZlcnkgZm9sZGVyLiAqL1xuICBjd2QoKTogc3RyaW5nIHwgbnVsbCB7XG4gICAgaWYgKHRoaXMuYWxsRm9sZGVycykge1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIHJldHVybiB2c2NvZGUud29ya3NwYWNlLndvcmtzcGFjZUZvbGRlcnM/LlswXT8udXJpLmZzUGF0aCA/PyBudWxsO1xuICB9XG5cbiAgYXN5bmMgc2V0QWxsRm9sZGVycyhhbGw6IGJvb2xlYW4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0aGlzLmFsbEZvbGRlcnMgPSBhbGw7XG4gICAgYXdhaXQgdGhpcy5tZW1lbnRvLnVwZGF0ZShBTExfRk9MREVSU19LRVksIGFsbCk7XG4gICAgYXdhaXQgdnNjb2RlLmNvbW1hbmRzLmV4ZWN1dGVDb21tYW5kKCdzZXRDb250ZXh0JywgQUxMX0ZPTERFUlNfS0VZLCBhbGwpO1xuICAgIGF3YWl0IHRoaXMucmVmcmVzaEFsbCgpO1xuICB9XG5cbiAgLyoqIEV2ZXJ5IGNhY2hlZCBsaXN0aW5nICh0aGUgc3dpdGNoZXIncyBpbnN0YW50IGZpcnN0IHZpZXcpLiAqL1xuICBsaXN0aW5nKGFnZW50SWQ6IHN0cmluZyk6IG0uQWdlbnRMaXN0aW5nIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy5lbnRyaWVzLmdldChhZ2VudElkKT8ubGlzdGluZztcbiAgfVxuXG4gIHByaXZhdGUgZW50cnkoYWdlbnRJZDogc3RyaW5nKTogQWdlbnRFbnRyeSB7XG4gICAgbGV0IGUgPSB0aGlzLmVudHJpZXMuZ2V0KGFnZW50SWQpO1xuICAgIGlmICghZSkge1xuICAgICAgZSA9IHsgbGlzdGluZzogbS5lbXB0eUxpc3RpbmcoKSwgZ2VuZXJhdGlvbjogMCwgc3RhcnRlZDogZmFsc2UsIHBhZ2VzOiAxLCBxdWV1ZTogUHJvbWlzZS5yZXNvbHZlKCkgfTtcbiAgICAgIHRoaXMuZW50cmllcy5zZXQoYWdlbnRJZCwgZSk7XG4gICAgfVxuICAgIHJldHVybiBlO1xuICB9XG5cbiAgcHJpdmF0ZSBub2RlPFQgZXh0ZW5kcyBUcmVlTm9kZT4oZnJlc2g6IFQpOiBUIHtcbiAgICBjb25zdCBrbm93biA9IHRoaXMubm9kZXMuZ2V0KGZyZXNoLmlkKTtcbiAgICBpZiAoa25vd24gJiYga25vd24ua2luZCA9PT0gZnJlc2gua2luZCkge1xuICAgICAgT2JqZWN0LmFzc2lnbihrbm93biwgZnJlc2gpO1xuICAgICAgcmV0dXJuIGtub3duIGFzIFQ7XG4gICAgfVxuICAgIHRoaXMubm9kZXMuc2V0KGZyZXNoLmlkLCBmcmVzaCk7XG4gICAgcmV0dXJuIGZyZXNoO1xuICB9XG5cbiAgcHJpdmF0ZSBhZ2VudE5vZGUoYWdlbnRJZDogc3RyaW5nKTogVHJlZU5vZGUge1xuICAgIHJldHVybiB0aGlzLm5vZGUoeyBraW5kOiAnYWdlbnQnLCBpZDogYGFnZW50LyR7YWdlbnRJZH1gLCBhZ2VudElkIH0pO1xuICB9XG5cbiAgcHJpdmF0ZSByZXNldChyZWxvYWQgPSB0cnVlKTogdm9pZCB7XG4gICAgdGhpcy5lbnRyaWVzLmNsZWFyKCk7XG4gICAgdGhpcy5ub2Rlcy5jbGVhcigpO1xuICAgIHRoaXMuYWdlbnRzTG9hZGVkID0gZmFsc2U7XG4gICAgdGhpcy5hY3RpdmVOb2RlSWQgPSB1bmRlZmluZWQ7XG4gICAgdGhpcy5jaGFuZ2VFbWl0dGVyLmZpcmUodW5kZWZpbmVkKTtcbiAgICBpZiAocmVsb2FkKSB7XG4gICAgICB2b2lkIHRoaXMubG9hZEFnZW50cygpO1xuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgYXN5bmMgbG9hZEFnZW50cygpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0cnkge1xuICAgICAgY29uc3QgcmVzdWx0ID0gYXdhaXQgdGhpcy5jbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmxpc3RBZ2VudHMsIHt9KTtcbiAgICAgIHRoaXMuc3RhdGUuc2V0QWdlbnRzKHJlc3VsdC5hZ2VudHMpO1xuICAgICAgdGhpcy5hZ2VudHNMb2FkZWQgPSB0cnVlO1xuICAgICAgY29uc3QgY29uZmlndXJlZCA9IHZzY29kZS53b3Jrc3BhY2UuZ2V0Q29uZmlndXJhdGlvbignYWNwQnJpZGdlJykuZ2V0PHVua25vd25bXT4oJ2FnZW50cycpID8/IFtdO1xuICAgICAgdGhpcy52aWV3Lm1lc3NhZ2UgPSBjb25maWd1cmVkLmxlbmd0aCA9PT0gMCA/ICdObyBhZ2VudCBjb25maWd1cmVkOiBzaG93aW5nIHRoZSBidWlsdC1pbiBkZW1vIGFnZW50LicgOiB1bmRlZmluZWQ7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aGlzLmxvZy5yZXBvcnRFcnJvcignTGlzdGluZyBhZ2VudHMnLCBlcnIpO1xuICAgIH1cbiAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZSh1bmRlZmluZWQpO1xuICB9XG5cbiAgLyoqIEZldGNoZXMgYWdlbnRzIGFuZCBldmVyeSBhZ2VudCdzIGZpcnN0IHBhZ2UgYWdhaW4uICovXG4gIGFzeW5jIHJlZnJlc2hBbGwoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgaWYgKCF0aGlzLmNsaWVudC5ydW5uaW5nKSB7XG4gICAgICBhd2FpdCB0aGlzLmNsaWVudC5zdGFydCgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IGUgb2YgdGhpcy5lbnRyaWVzLnZhbHVlcygpKSB7XG4gICAgICBlLnN0YXJ0ZWQgPSBmYWxzZTtcbiAgICB9XG4gICAgYXdhaXQgdGhpcy5sb2FkQWdlbnRzKCk7XG4gIH1cblxuICBwcml2YXRlIG9uQWdlbnRDaGFuZ2VkKHN0YXR1czogcC5BZ2VudFN0YXR1cyB8IHVuZGVmaW5lZCk6IHZvaWQge1xuICAgIGlmICghdGhpcy5hZ2VudHNMb2FkZWQpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3Qga25vd24gPSBzdGF0dXMgJiYgdGhpcy5ub2Rlcy5nZXQoYGFnZW50LyR7c3RhdHVzLmFnZW50SWR9YCk7XG4gICAgaWYgKCFzdGF0dXMgfHwgIWtub3duKSB7XG4gICAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZSh1bmRlZmluZWQpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAoc3RhdHVzLnN0YXRlID09PSAnZXJyb3InIHx8IHN0YXR1cy5zdGF0ZSA9PT0gJ2V4aXRlZCcpIHtcbiAgICAgIHRoaXMucmV2ZWFsRXJyb3IuYWRkKHN0YXR1cy5hZ2VudElkKTsgLy8gdGhlIHVzZXIgc2VlcyB3aHksIGV2ZW4gd2hlbiBzY3JvbGxlZCBhd2F5XG4gICAgfVxuICAgIGNvbnN0IGUgPSB0aGlzLmVudHJpZXMuZ2V0KHN0YXR1cy5hZ2VudElkKTtcbiAgICBpZiAoc3RhdHVzLnN0YXRlID09PSAncmVhZHknICYmIGU/LnN0YXJ0ZWQgJiYgZS5saXN0aW5nLmVycm9yKSB7XG4gICAgICB2b2lkIHRoaXMucmVmcmVzaChzdGF0dXMuYWdlbnRJZCk7IC8vIHJlY292ZXJlZDogdGhlIGVycm9yIGxlYWYgZ29lcyBhd2F5XG4gICAgfVxuICAgIHRoaXMuY2hhbmdlRW1pdHRlci5maXJlKGtub3duKTtcbiAgfVxuXG4gIC8qKiBPbmx5IHRoZSByb3dzIG9mIHRoZSBwcmV2aW91cyBhbmQgdGhlIG5ldyBhY3RpdmUgc2Vzc2lvbiBjaGFuZ2UuICovXG4gIHByaXZhdGUgb25BY3RpdmVDaGFuZ2VkKCk6IHZvaWQge1xuICAgIGNvbnN0IGFjdGl2ZSA9IHRoaXMuc3RhdGUuYWN0aXZlO1xuICAgIGNvbnN0IGlkID0gYWN0aXZlID8gc2Vzc2lvbk5vZGVJZChhY3RpdmUpIDogdW5kZWZpbmVkO1xuICAgIGZvciAoY29uc3Qgbm9kZUlkIG9mIG5ldyBTZXQoW3RoaXMuYWN0aXZlTm9kZUlkLCBpZF0pKSB7XG4gICAgICBjb25zdCBuID0gbm9kZUlkID8gdGhpcy5ub2Rlcy5nZXQobm9kZUlkKSA6IHVuZGVmaW5lZDtcbiAgICAgIGlmIChuKSB7XG4gICAgICAgIHRoaXMuY2hhbmdlRW1pdHRlci5maXJlKG4pO1xuICAgICAgfVxuICAgIH1cbiAgICB0aGlzLmFjdGl2ZU5vZGVJZCA9IGlkO1xuICB9XG5cbiAgcHJpdmF0ZSBlbnF1ZXVlPFQ+KGFnZW50SWQ6IHN0cmluZywgam9iOiAoKSA9PiBQcm9taXNlPFQ+KTogUHJvbWlzZTxUPiB7XG4gICAgY29uc3QgZSA9IHRoaXMuZW50cnkoYWdlbnRJZCk7XG4gICAgY29uc3QgcnVuID0gZS5xdWV1ZS50aGVuKGpvYiwgam9iKTtcbiAgICBlLnF1ZXVlID0gcnVuLmNhdGNoKCgpID0+IHVuZGVmaW5lZCk7XG4gICAgcmV0dXJuIHJ1bjtcbiAgfVxuXG4gIC8qKlxuICAgKiBNb2RlIGBmaXJzdGAgKGEgcmVmcmVzaCk6IHJlcGxhY2VzIHRoZSBsaXN0aW5nOyBhIHN0YWxlIGFuc3dlciBuZXZlciBvdmVyd3JpdGVzIGEgbmV3ZXIgb25lLlxuICAgKiBQYWdlcyB0aGUgdXNlciBoYWQgbG9hZGVkIHdpdGggXCJMb2FkIG1vcmVcdTIwMjZcIiBhcmUgZmV0Y2hlZCBhZ2FpbiBiZWZvcmUgdGhlIHRyZWUgY2hhbmdlcywgc28gYVxuICAgKiByZWZyZXNoIG5laXRoZXIgc2hyaW5rcyB0aGUgbGlzdCBub3IgZmxpY2tlcnMuXG4gICAqL1xuICByZWZyZXNoKGFnZW50SWQ6IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGlmICghdGhpcy5zdGF0ZS5hZ2VudChhZ2VudElkKSkge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVzb2x2ZSgpO1xuICAgIH1cbiAgICBjb25zdCBlID0gdGhpcy5lbnRyeShhZ2VudElkKTtcbiAgICBlLnN0YXJ0ZWQgPSB0cnVlO1xuICAgIGNvbnN0IGdlbmVyYXRpb24gPSArK2UuZ2VuZXJhdGlvbjtcbiAgICBlLmxpc3RpbmcubG9hZGluZyA9IHRydWU7XG4gICAgaWYgKCFlLmxpc3Rpbmcuc2Vzc2lvbnMubGVuZ3RoIHx8IGUubGlzdGluZy5lcnJvcikge1xuICAgICAgdGhpcy5maXJlQWdlbnQoYWdlbnRJZCk7IC8vIFwiTG9hZGluZ1x1MjAyNlwiIGluc3RlYWQgb2YgdGhlIGVtcHR5IG9yIGVycm9yIGxlYWZcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuZW5xdWV1ZShhZ2VudElkLCBhc3luYyAoKSA9PiB7XG4gICAgICBjb25zdCBkZXB0aCA9IGUucGFnZXM7XG4gICAgICBsZXQgb2sgPSBhd2FpdCB0aGlzLmZldGNoKGFnZW50SWQsICdmaXJzdCcsIGdlbmVyYXRpb24pO1xuICAgICAgd2hpbGUgKG9rICYmIGUucGFnZXMgPCBkZXB0aCAmJiBlLmxpc3RpbmcuaGFzTW9yZSkge1xuICAgICAgICBvayA9IGF3YWl0IHRoaXMuZmV0Y2goYWdlbnRJZCwgJ21vcmUnLCBnZW5lcmF0aW9uKTtcbiAgICAgIH1cbiAgICAgIHRoaXMuZmlyZUFnZW50KGFnZW50SWQpO1xuICAgIH0pO1xuICB9XG5cbiAgbG9hZE1vcmUoYWdlbnRJZDogc3RyaW5nKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgZSA9IHRoaXMuZW50cnkoYWdlbnRJZCk7XG4gICAgcmV0dXJuIHRoaXMuZW5xdWV1ZShhZ2VudElkLCBhc3luYyAoKSA9PiB7XG4gICAgICBhd2FpdCB0aGlzLmZldGNoKGFnZW50SWQsICdtb3JlJywgZS5nZW5lcmF0aW9uKTtcbiAgICAgIHRoaXMuZmlyZUFnZW50KGFnZW50SWQpO1xuICAgIH0pO1xuICB9XG5cbiAgLyoqIE9uZSBsaXN0aW5nIHJlcXVlc3QgYXBwbGllZCB0byB0aGUgZW50cnkgKG5vIHRyZWUgY2hhbmdlIGZpcmVkKTsgZmFsc2Ugd2hlbiBpdCBmYWlsZWQuICovXG4gIHByaXZhdGUgYXN5bmMgZmV0Y2goYWdlbnRJZDogc3RyaW5nLCBtb2RlOiBwLkxpc3RNb2RlLCBnZW5lcmF0aW9uOiBudW1iZXIpOiBQcm9taXNlPGJvb2xlYW4+IHtcbiAgICBjb25zdCBlID0gdGhpcy5lbnRyeShhZ2VudElkKTtcbiAgICB0cnkge1xuICAgICAgY29uc3QgcmVzdWx0ID0gYXdhaXQgdGhpcy5jbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmxpc3RTZXNzaW9ucywgeyBhZ2VudElkLCBjd2Q6IHRoaXMuY3dkKCksIG1vZGUgfSk7XG4gICAgICBpZiAoZ2VuZXJhdGlvbiAhPT0gZS5nZW5lcmF0aW9uKSB7XG4gICAgICAgIHJldHVybiBmYWxzZTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IHNlc3Npb25zID0gbW9kZSA9PT0gJ21vcmUnID8gbWVyZ2VTZXNzaW9ucyhlLmxpc3Rpbmcuc2Vzc2lvbnMsIHJlc3VsdC5zZXNzaW9ucykgOiByZXN1bHQuc2Vzc2lvbnM7XG4gICAgICBlLmxpc3RpbmcgPSB7IHNlc3Npb25zLCBoYXNNb3JlOiByZXN1bHQuaGFzTW9yZSwgc3VwcG9ydGVkOiByZXN1bHQuc3VwcG9ydGVkLCBsb2FkZWQ6IHRydWUsIGxvYWRpbmc6IGZhbHNlIH07XG4gICAgICBlLnBhZ2VzID0gbW9kZSA9PT0gJ21vcmUnID8gZS5wYWdlcyArIDEgOiAxO1xuICAgICAgcmV0dXJuIHRydWU7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoZ2VuZXJhdGlvbiAhPT0gZS5nZW5lcmF0aW9uKSB7XG4gICAgICAgIHJldHVybiBmYWxzZTtcbiAgICAgIH1cbiAgICAgIGUubGlzdGluZyA9IHsgLi4uZS5saXN0aW5nLCBsb2FkaW5nOiBmYWxzZSwgbG9hZGVkOiB0cnVlIH07XG4gICAgICBpZiAoIWlzQ2FuY2VsbGF0aW9uKGVycikpIHtcbiAgICAgICAgZS5saXN0aW5nLmVycm9yID0gZXJyb3JNZXNzYWdlKGVycik7XG4gICAgICAgIHRoaXMubG9nLmNoYW5uZWwud2FybihgbGlzdGluZyB0aGUgc2Vzc2lvbnMgb2YgJHthZ2VudElkfTogJHtlLmxpc3RpbmcuZXJyb3J9YCk7XG4gICAgICB9XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICB9XG5cbiAgLyoqIEZpcnN0IGV4cGFuc2lvbjogdGhlIGJyaWRnZSdzIGNhY2hlIGF0IG9uY2UgKG5vIGFnZW50IGNhbGwpLCB0aGVuIGEgcmVmcmVzaC4gKi9cbiAgcHJpdmF0ZSBhc3luYyBlbnN1cmVGZXRjaGVkKGFnZW50SWQ6IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGUgPSB0aGlzLmVudHJ5KGFnZW50SWQpO1xuICAgIGlmIChlLnN0YXJ0ZWQpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgZS5zdGFydGVkID0gdHJ1ZTtcbiAgICBjb25zdCBnZW5lcmF0aW9uID0gZS5nZW5lcmF0aW9uO1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBjYWNoZWQgPSBhd2FpdCB0aGlzLmNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMubGlzdFNlc3Npb25zLCB7IGFnZW50SWQsIGN3ZDogdGhpcy5jd2QoKSwgbW9kZTogJ2NhY2hlZCcgfSk7XG4gICAgICBpZiAoZ2VuZXJhdGlvbiA9PT0gZS5nZW5lcmF0aW9uICYmICFlLmxpc3RpbmcubG9hZGVkKSB7XG4gICAgICAgIGUubGlzdGluZyA9IHsgLi4uZS5saXN0aW5nLCBzZXNzaW9uczogY2FjaGVkLnNlc3Npb25zLCBoYXNNb3JlOiBjYWNoZWQuaGFzTW9yZSB9O1xuICAgICAgfVxuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gVGhlIHJlZnJlc2ggYmVsb3cgcmVwb3J0cyBwcm9ibGVtcy5cbiAgICB9XG4gICAgdm9pZCB0aGlzLnJlZnJlc2goYWdlbnRJZCk7XG4gIH1cblxuICBwcml2YXRlIGZpcmVBZ2VudChhZ2VudElkOiBzdHJpbmcpOiB2b2lkIHtcbiAgICBjb25zdCBuID0gdGhpcy5ub2Rlcy5nZXQoYGFnZW50LyR7YWdlbnRJZH1gKTtcbiAgICBpZiAobikge1xuICAgICAgdGhpcy5jaGFuZ2VFbWl0dGVyLmZpcmUobik7XG4gICAgfVxuICB9XG5cbiAgLyoqIGBzZXNzaW9uSW5mb0NoYW5nZWRgOiB1cGRhdGVzIG9uZSBpdGVtOyBvbmx5IGl0cyBvd24gcm93IGNoYW5nZXMgdW5sZXNzIGl0cyBwbGFjZSBjaGFuZ2VzLiAqL1xuICBwYXRjaChpdGVtOiBwLlNlc3Npb25JdGVtKTogdm9pZCB7XG4gICAgY29uc3QgZSA9IHRoaXMuZW50cmllcy5nZXQoaXRlbS5hZ2VudElkKTtcbiAgICBpZiAoIWUpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgaW5kZXggPSBlLmxpc3Rpbmcuc2Vzc2lvbnMuZmluZEluZGV4KChzKSA9PiBzLnNlc3Npb25JZCA9PT0gaXRlbS5zZXNzaW9uSWQpO1xuICAgIGlmIChpbmRleCA8IDApIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3Qgbm93ID0gbmV3IERhdGUoKTtcbiAgICBjb25zdCBiZWZvcmUgPSBwbGFjZW1lbnQoZS5saXN0aW5nLnNlc3Npb25zLCBub3cpO1xuICAgIGUubGlzdGluZy5zZXNzaW9ucyA9IGUubGlzdGluZy5zZXNzaW9ucy5tYXAoKHMsIGkpID0+IChpID09PSBpbmRleCA/IGl0ZW0gOiBzKSk7XG4gICAgY29uc3QgYWZ0ZXIgPSBwbGFjZW1lbnQoZS5saXN0aW5nLnNlc3Npb25zLCBub3cpO1xuICAgIGNvbnN0IGtub3duID0gdGhpcy5ub2Rlcy5nZXQoc2Vzc2lvbk5vZGVJZChpdGVtKSk7XG4gICAgaWYgKGJlZm9yZSA9PT0gYWZ0ZXIgJiYga25vd24gJiYga25vd24ua2luZCA9PT0gJ3Nlc3Npb24nKSB7XG4gICAgICBrbm93bi5pdGVtID0gaXRlbTtcbiAgICAgIHRoaXMuY2hhbmdlRW1pdHRlci5maXJlKGtub3duKTtcbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy5maXJlQWdlbnQoaXRlbS5hZ2VudElkKTtcbiAgICB9XG4gIH1cblxuICBnZXRQYXJlbnQobm9kZTogVHJlZU5vZGUpOiBUcmVlTm9kZSB8IHVuZGVmaW5lZCB7XG4gICAgc3dpdGNoIChub2RlLmtpbmQpIHtcbiAgICAgIGNhc2UgJ2FnZW50JzpcbiAgICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICAgIGNhc2UgJ3Nlc3Npb24nOiB7XG4gICAgICAgIGNvbnN0IGdyb3VwID0gbS5kYXRlR3JvdXAobm9kZS5pdGVtLnVwZGF0ZWRBdCwgbmV3IERhdGUoKSk7XG4gICAgICAgIHJldHVybiB0aGlzLm5vZGVzLmdldChgZ3JvdXAvJHtub2RlLmFnZW50SWR9LyR7Z3JvdXB9YCkgPz8gdGhpcy5hZ2VudE5vZGUobm9kZS5hZ2VudElkKTtcbiAgICAgIH1cbiAgICAgIGRlZmF1bHQ6XG4gICAgICAgIHJldHVybiB0aGlzLmFnZW50Tm9kZShub2RlLmFnZW50SWQpO1xuICAgIH1cbiAgfVxuXG4gIGFzeW5jIGdldENoaWxkcmVuKG5vZGU/OiBUcmVlTm9kZSk6IFByb21pc2U8VHJlZU5vZGVbXT4ge1xuICAgIGlmICghbm9kZSkge1xuICAgICAgaWYgKCF0aGlzLmNsaWVudC5ydW5uaW5nIHx8ICF0aGlzLmFnZW50c0xvYWRlZCkge1xuICAgICAgICByZXR1cm4gW107IC8vIHRoZSB3ZWxjb21lIHZpZXcgc2hvd3MgbWVhbndoaWxlXG4gICAgICB9XG4gICAgICByZXR1cm4gdGhpcy5zdGF0ZS5hZ2VudHMubWFwKChhKSA9PiB0aGlzLmFnZW50Tm9kZShhLmFnZW50SWQpKTtcbiAgICB9XG4gICAgY29uc3Qgbm93ID0gbmV3IERhdGUoKTtcbiAgICBpZiAobm9kZS5raW5kID09PSAnYWdlbnQnKSB7XG4gICAgICBjb25zdCBzdGF0dXMgPSB0aGlzLnN0YXRlLmFnZW50KG5vZGUuYWdlbnRJZCk7XG4gICAgICBpZiAoIXN0YXR1cykge1xuICAgICAgICByZXR1cm4gW107XG4gICAgICB9XG4gICAgICBhd2FpdCB0aGlzLmVuc3VyZUZldGNoZWQobm9kZS5hZ2VudElkKTtcbiAgICAgIGNvbnN0IGNoaWxkcmVuID0gbS5hZ2VudENoaWxkcmVuKHN0YXR1cywgdGhpcy5lbnRyeShub2RlLmFnZW50SWQpLmxpc3RpbmcsIG5vdykubWFwKChzcGVjKSA9PiB0aGlzLmNoaWxkTm9kZShub2RlLmFnZW50SWQsIHNwZWMpKTtcbiAgICAgIGNvbnN0IGVycm9yID0gY2hpbGRyZW4uZmluZCgoYykgPT4gYy5raW5kID09PSAnZXJyb3InKTtcbiAgICAgIGlmIChlcnJvciAmJiB0aGlzLnJldmVhbEVycm9yLmRlbGV0ZShub2RlLmFnZW50SWQpICYmIHRoaXMudmlldy52aXNpYmxlKSB7XG4gICAgICAgIHNldFRpbWVvdXQoKCkgPT4gdm9pZCBQcm9taXNlLnJlc29sdmUodGhpcy52aWV3LnJldmVhbChlcnJvciwgeyBzZWxlY3Q6IGZhbHNlLCBmb2N1czogZmFsc2UgfSkpLmNhdGNoKCgpID0+IHVuZGVmaW5lZCksIDApO1xuICAgICAgfVxuICAgICAgcmV0dXJuIGNoaWxkcmVuO1xuICAgIH1cbiAgICBpZiAobm9kZS5raW5kID09PSAnZ3JvdXAnKSB7XG4gICAgICBjb25zdCBsaXN0aW5nID0gdGhpcy5lbnRyeShub2RlLmFnZW50SWQpLmxpc3Rpbmc7XG4gICAgICBjb25zdCBncm91cCA9IG0uZ3JvdXBTZXNzaW9ucyhsaXN0aW5nLnNlc3Npb25zLCBub3cpLmZpbmQoKGcpID0+IGcuZ3JvdXAgPT09IG5vZGUuZ3JvdXApO1xuICAgICAgcmV0dXJuIChncm91cD8uc2Vzc2lvbnMgPz8gW10pLm1hcCgoaXRlbSkgPT5cbiAgICAgICAgdGhpcy5ub2RlKHsga2luZDogJ3Nlc3Npb24nLCBpZDogc2Vzc2lvbk5vZGVJZChpdGVtKSwgYWdlbnRJZDogaXRlbS5hZ2VudElkLCBzZXNzaW9uSWQ6IGl0ZW0uc2Vzc2lvbklkLCBpdGVtIH0pLFxuICAgICAgKTtcbiAgICB9XG4gICAgcmV0dXJuIFtdO1xuICB9XG5cbiAgcHJpdmF0ZSBjaGlsZE5vZGUoYWdlbnRJZDogc3RyaW5nLCBzcGVjOiBtLkNoaWxkU3BlYyk6IFRyZWVOb2RlIHtcbiAgICBzd2l0Y2ggKHNwZWMua2luZCkge1xuICAgICAgY2FzZSAnZ3JvdXAnOlxuICAgICAgICByZXR1cm4gdGhpcy5ub2RlKHsga2luZDogJ2dyb3VwJywgaWQ6IGBncm91cC8ke2FnZW50SWR9LyR7c3BlYy5ncm91cH1gLCBhZ2VudElkLCBncm91cDogc3BlYy5ncm91cCB9KTtcbiAgICAgIGNhc2UgJ2luZm8nOlxuICAgICAgICByZXR1cm4gdGhpcy5ub2RlKHsga2luZDogJ2luZm8nLCBpZDogYGluZm8vJHthZ2VudElkfWAsIGFnZW50SWQsIGluZm86IHNwZWMuaW5mbywgbGFiZWw6IHNwZWMubGFiZWwgfSk7XG4gICAgICBjYXNlICdlcnJvcic6XG4gICAgICAgIHJldHVybiB0aGlzLm5vZGUoeyBraW5kOiAnZXJyb3InLCBpZDogYGVycm9yLyR7YWdlbnRJZH1gLCBhZ2VudElkLCBsYWJlbDogc3BlYy5sYWJlbCB9KTtcbiAgICAgIGNhc2UgJ2xvYWRNb3JlJzpcbiAgICAgICAgcmV0dXJuIHRoaXMubm9kZSh7IGtpbmQ6ICdsb2FkTW9yZScsIGlkOiBgbW9yZS8ke2FnZW50SWR9YCwgYWdlbnRJZCB9KTtcbiAgICB9XG4gIH1cblxuICBnZXRUcmVlSXRlbShub2RlOiBUcmVlTm9kZSk6IHZzY29kZS5UcmVlSXRlbSB7XG4gICAgcmV0dXJuIHRyZWVJdGVtKG5vZGUsIHRoaXMuc3RhdGUsIG5ldyBEYXRlKCkpO1xuICB9XG5cbiAgZGlzcG9zZSgpOiB2b2lkIHtcbiAgICB0aGlzLmRpc3Bvc2FibGVzLmZvckVhY2goKGQpID0+IGQuZGlzcG9zZSgpKTtcbiAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZGlzcG9zZSgpO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUdBLGFBQXdCO0FBRXhCLGlCQUF3RDtBQUN4RCxRQUFtQjtBQUVuQix1QkFBa0Q7QUFDbEQsUUFBbUI7QUFDbkIsdUJBQXlDO0FBWXpDLE1BQU0sa0JBQWtCO0FBRWpCLE1BQU0sYUFBNkU7QUFBQSxFQWN4RixZQUNtQixRQUNBLE9BQ0EsS0FDQSxTQUNqQjtBQUppQjtBQUNBO0FBQ0E7QUFDQTtBQUVqQixTQUFLLGFBQWEsUUFBUSxJQUFhLGlCQUFpQixLQUFLO0FBQzdELFNBQUssT0FBTyxTQUFTLGVBQWUsY0FBYyxpQkFBaUIsS0FBSyxVQUFVO0FBQ2xGLFNBQUssT0FBTyxPQUFPLE9BQU8sZUFBZSxzQkFBc0IsRUFBRSxrQkFBa0IsTUFBTSxpQkFBaUIsS0FBSyxDQUFDO0FBQ2hILFVBQU0sUUFBUSxZQUFZLE1BQU07QUFDOUIsVUFBSSxLQUFLLEtBQUssU0FBUztBQUNyQixhQUFLLGNBQWMsS0FBSyxNQUFTO0FBQUEsTUFDbkM7QUFBQSxJQUNGLEdBQUcsR0FBTTtBQUNULFNBQUssWUFBWTtBQUFBLE1BQ2YsS0FBSztBQUFBLE1BQ0wsRUFBRSxTQUFTLE1BQU0sY0FBYyxLQUFLLEVBQUU7QUFBQSxNQUN0QyxPQUFPLFdBQVcsTUFBTSxLQUFLLE1BQU0sQ0FBQztBQUFBLE1BQ3BDLE9BQU8sVUFBVSxNQUFNLEtBQUssTUFBTSxLQUFLLENBQUM7QUFBQSxNQUN4QyxNQUFNLGtCQUFrQixDQUFDLE1BQU0sS0FBSyxlQUFlLENBQUMsQ0FBQztBQUFBLE1BQ3JELE1BQU0sa0JBQWtCLE1BQU0sS0FBSyxnQkFBZ0IsQ0FBQztBQUFBLE1BQ3BELE9BQU8sa0JBQWtCLENBQUMsTUFBTSxLQUFLLEtBQUssUUFBUSxFQUFFLE9BQU8sQ0FBQztBQUFBLE1BQzVELE9BQU8scUJBQXFCLENBQUMsTUFBTSxLQUFLLE1BQU0sRUFBRSxPQUFPLENBQUM7QUFBQSxJQUMxRDtBQUFBLEVBQ0Y7QUFBQSxFQXZCbUI7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQWpCRixnQkFBZ0IsSUFBSSxPQUFPLGFBQW1DO0FBQUEsRUFDdEUsc0JBQXNCLEtBQUssY0FBYztBQUFBLEVBQ2pDLFVBQVUsb0JBQUksSUFBd0I7QUFBQTtBQUFBLEVBRXRDLFFBQVEsb0JBQUksSUFBc0I7QUFBQSxFQUMzQyxlQUFlO0FBQUEsRUFDZjtBQUFBO0FBQUEsRUFFUyxjQUFjLG9CQUFJLElBQVk7QUFBQSxFQUN2QztBQUFBLEVBQ1MsY0FBbUMsQ0FBQztBQUFBLEVBQzVDO0FBQUE7QUFBQSxFQTZCVCxNQUFxQjtBQUNuQixRQUFJLEtBQUssWUFBWTtBQUNuQixhQUFPO0FBQUEsSUFDVDtBQUNBLFdBQU8sT0FBTyxVQUFVLG1CQUFtQixDQUFDLEdBQUcsSUFBSSxVQUFVO0FBQUEsRUFDL0Q7QUFBQSxFQUVBLE1BQU0sY0FBYyxLQUE2QjtBQUMvQyxTQUFLLGFBQWE7QUFDbEIsVUFBTSxLQUFLLFFBQVEsT0FBTyxpQkFBaUIsR0FBRztBQUM5QyxVQUFNLE9BQU8sU0FBUyxlQUFlLGNBQWMsaUJBQWlCLEdBQUc7QUFDdkUsVUFBTSxLQUFLLFdBQVc7QUFBQSxFQUN4QjtBQUFBO0FBQUEsRUFHQSxRQUFRLFNBQTZDO0FBQ25ELFdBQU8sS0FBSyxRQUFRLElBQUksT0FBTyxHQUFHO0FBQUEsRUFDcEM7QUFBQSxFQUVRLE1BQU0sU0FBNkI7QUFDekMsUUFBSSxJQUFJLEtBQUssUUFBUSxJQUFJLE9BQU87QUFDaEMsUUFBSSxDQUFDLEdBQUc7QUFDTixVQUFJLEVBQUUsU0FBUyxFQUFFLGFBQWEsR0FBRyxZQUFZLEdBQUcsU0FBUyxPQUFPLE9BQU8sR0FBRyxPQUFPLFFBQVEsUUFBUSxFQUFFO0FBQ25HLFdBQUssUUFBUSxJQUFJLFNBQVMsQ0FBQztBQUFBLElBQzdCO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVRLEtBQXlCLE9BQWE7QUFDNUMsVUFBTSxRQUFRLEtBQUssTUFBTSxJQUFJLE1BQU0sRUFBRTtBQUNyQyxRQUFJLFNBQVMsTUFBTSxTQUFTLE1BQU0sTUFBTTtBQUN0QyxhQUFPLE9BQU8sT0FBTyxLQUFLO0FBQzFCLGFBQU87QUFBQSxJQUNUO0FBQ0EsU0FBSyxNQUFNLElBQUksTUFBTSxJQUFJLEtBQUs7QUFDOUIsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVRLFVBQVUsU0FBMkI7QUFDM0MsV0FBTyxLQUFLLEtBQUssRUFBRSxNQUFNLFNBQVMsSUFBSSxTQUFTLE9BQU8sSUFBSSxRQUFRLENBQUM7QUFBQSxFQUNyRTtBQUFBLEVBRVEsTUFBTSxTQUFTLE1BQVk7QUFDakMsU0FBSyxRQUFRLE1BQU07QUFDbkIsU0FBSyxNQUFNLE1BQU07QUFDakIsU0FBSyxlQUFlO0FBQ3BCLFNBQUssZUFBZTtBQUNwQixTQUFLLGNBQWMsS0FBSyxNQUFTO0FBQ2pDLFFBQUksUUFBUTtBQUNWLFdBQUssS0FBSyxXQUFXO0FBQUEsSUFDdkI7QUFBQSxFQUNGO0FBQUEsRUFFQSxNQUFjLGFBQTRCO0FBQ3hDLFFBQUk7QUFDRixZQUFNLFNBQVMsTUFBTSxLQUFLLE9BQU8sUUFBUSxFQUFFLFNBQVMsWUFBWSxDQUFDLENBQUM7QUFDbEUsV0FBSyxNQUFNLFVBQVUsT0FBTyxNQUFNO0FBQ2xDLFdBQUssZUFBZTtBQUNwQixZQUFNLGFBQWEsT0FBTyxVQUFVLGlCQUFpQixXQUFXLEVBQUUsSUFBZSxRQUFRLEtBQUssQ0FBQztBQUMvRixXQUFLLEtBQUssVUFBVSxXQUFXLFdBQVcsSUFBSSwwREFBMEQ7QUFBQSxJQUMxRyxTQUFTLEtBQUs7QUFDWixXQUFLLElBQUksWUFBWSxrQkFBa0IsR0FBRztBQUFBLElBQzVDO0FBQ0EsU0FBSyxjQUFjLEtBQUssTUFBUztBQUFBLEVBQ25DO0FBQUE7QUFBQSxFQUdBLE1BQU0sYUFBNEI7QUFDaEMsUUFBSSxDQUFDLEtBQUssT0FBTyxTQUFTO0FBQ3hCLFlBQU0sS0FBSyxPQUFPLE1BQU07QUFDeEI7QUFBQSxJQUNGO0FBQ0EsZUFBVyxLQUFLLEtBQUssUUFBUSxPQUFPLEdBQUc7QUFDckMsUUFBRSxVQUFVO0FBQUEsSUFDZDtBQUNBLFVBQU0sS0FBSyxXQUFXO0FBQUEsRUFDeEI7QUFBQSxFQUVRLGVBQWUsUUFBeUM7QUFDOUQsUUFBSSxDQUFDLEtBQUssY0FBYztBQUN0QjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFFBQVEsVUFBVSxLQUFLLE1BQU0sSUFBSSxTQUFTLE9BQU8sT0FBTyxFQUFFO0FBQ2hFLFFBQUksQ0FBQyxVQUFVLENBQUMsT0FBTztBQUNyQixXQUFLLGNBQWMsS0FBSyxNQUFTO0FBQ2pDO0FBQUEsSUFDRjtBQUNBLFFBQUksT0FBTyxVQUFVLFdBQVcsT0FBTyxVQUFVLFVBQVU7QUFDekQsV0FBSyxZQUFZLElBQUksT0FBTyxPQUFPO0FBQUEsSUFDckM7QUFDQSxVQUFNLElBQUksS0FBSyxRQUFRLElBQUksT0FBTyxPQUFPO0FBQ3pDLFFBQUksT0FBTyxVQUFVLFdBQVcsR0FBRyxXQUFXLEVBQUUsUUFBUSxPQUFPO0FBQzdELFdBQUssS0FBSyxRQUFRLE9BQU8sT0FBTztBQUFBLElBQ2xDO0FBQ0EsU0FBSyxjQUFjLEtBQUssS0FBSztBQUFBLEVBQy9CO0FBQUE7QUFBQSxFQUdRLGtCQUF3QjtBQUM5QixVQUFNLFNBQVMsS0FBSyxNQUFNO0FBQzFCLFVBQU0sS0FBSyxhQUFTLGdDQUFjLE1BQU0sSUFBSTtBQUM1QyxlQUFXLFVBQVUsb0JBQUksSUFBSSxDQUFDLEtBQUssY0FBYyxFQUFFLENBQUMsR0FBRztBQUNyRCxZQUFNLElBQUksU0FBUyxLQUFLLE1BQU0sSUFBSSxNQUFNLElBQUk7QUFDNUMsVUFBSSxHQUFHO0FBQ0wsYUFBSyxjQUFjLEtBQUssQ0FBQztBQUFBLE1BQzNCO0FBQUEsSUFDRjtBQUNBLFNBQUssZUFBZTtBQUFBLEVBQ3RCO0FBQUEsRUFFUSxRQUFXLFNBQWlCLEtBQW1DO0FBQ3JFLFVBQU0sSUFBSSxLQUFLLE1BQU0sT0FBTztBQUM1QixVQUFNLE1BQU0sRUFBRSxNQUFNLEtBQUssS0FBSyxHQUFHO0FBQ2pDLE1BQUUsUUFBUSxJQUFJLE1BQU0sTUFBTSxNQUFTO0FBQ25DLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT0EsUUFBUSxTQUFnQztBQUN0QyxRQUFJLENBQUMsS0FBSyxNQUFNLE1BQU0sT0FBTyxHQUFHO0FBQzlCLGFBQU8sUUFBUSxRQUFRO0FBQUEsSUFDekI7QUFDQSxVQUFNLElBQUksS0FBSyxNQUFNLE9BQU87QUFDNUIsTUFBRSxVQUFVO0FBQ1osVUFBTSxhQUFhLEVBQUUsRUFBRTtBQUN2QixNQUFFLFFBQVEsVUFBVTtBQUNwQixRQUFJLENBQUMsRUFBRSxRQUFRLFNBQVMsVUFBVSxFQUFFLFFBQVEsT0FBTztBQUNqRCxXQUFLLFVBQVUsT0FBTztBQUFBLElBQ3hCO0FBQ0EsV0FBTyxLQUFLLFFBQVEsU0FBUyxZQUFZO0FBQ3ZDLFlBQU0sUUFBUSxFQUFFO0FBQ2hCLFVBQUksS0FBSyxNQUFNLEtBQUssTUFBTSxTQUFTLFNBQVMsVUFBVTtBQUN0RCxhQUFPLE1BQU0sRUFBRSxRQUFRLFNBQVMsRUFBRSxRQUFRLFNBQVM7QUFDakQsYUFBSyxNQUFNLEtBQUssTUFBTSxTQUFTLFFBQVEsVUFBVTtBQUFBLE1BQ25EO0FBQ0EsV0FBSyxVQUFVLE9BQU87QUFBQSxJQUN4QixDQUFDO0FBQUEsRUFDSDtBQUFBLEVBRUEsU0FBUyxTQUFnQztBQUN2QyxVQUFNLElBQUksS0FBSyxNQUFNLE9BQU87QUFDNUIsV0FBTyxLQUFLLFFBQVEsU0FBUyxZQUFZO0FBQ3ZDLFlBQU0sS0FBSyxNQUFNLFNBQVMsUUFBUSxFQUFFLFVBQVU7QUFDOUMsV0FBSyxVQUFVLE9BQU87QUFBQSxJQUN4QixDQUFDO0FBQUEsRUFDSDtBQUFBO0FBQUEsRUFHQSxNQUFjLE1BQU0sU0FBaUIsTUFBa0IsWUFBc0M7QUFDM0YsVUFBTSxJQUFJLEtBQUssTUFBTSxPQUFPO0FBQzVCLFFBQUk7QUFDRixZQUFNLFNBQVMsTUFBTSxLQUFLLE9BQU8sUUFBUSxFQUFFLFNBQVMsY0FBYyxFQUFFLFNBQVMsS0FBSyxLQUFLLElBQUksR0FBRyxLQUFLLENBQUM7QUFDcEcsVUFBSSxlQUFlLEVBQUUsWUFBWTtBQUMvQixlQUFPO0FBQUEsTUFDVDtBQUNBLFlBQU0sV0FBVyxTQUFTLGFBQVMsZ0NBQWMsRUFBRSxRQUFRLFVBQVUsT0FBTyxRQUFRLElBQUksT0FBTztBQUMvRixRQUFFLFVBQVUsRUFBRSxVQUFVLFNBQVMsT0FBTyxTQUFTLFdBQVcsT0FBTyxXQUFXLFFBQVEsTUFBTSxTQUFTLE1BQU07QUFDM0csUUFBRSxRQUFRLFNBQVMsU0FBUyxFQUFFLFFBQVEsSUFBSTtBQUMxQyxhQUFPO0FBQUEsSUFDVCxTQUFTLEtBQUs7QUFDWixVQUFJLGVBQWUsRUFBRSxZQUFZO0FBQy9CLGVBQU87QUFBQSxNQUNUO0FBQ0EsUUFBRSxVQUFVLEVBQUUsR0FBRyxFQUFFLFNBQVMsU0FBUyxPQUFPLFFBQVEsS0FBSztBQUN6RCxVQUFJLEtBQUMsMkJBQWUsR0FBRyxHQUFHO0FBQ3hCLFVBQUUsUUFBUSxZQUFRLHlCQUFhLEdBQUc7QUFDbEMsYUFBSyxJQUFJLFFBQVEsS0FBSywyQkFBMkIsT0FBTyxLQUFLLEVBQUUsUUFBUSxLQUFLLEVBQUU7QUFBQSxNQUNoRjtBQUNBLGFBQU87QUFBQSxJQUNUO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxNQUFjLGNBQWMsU0FBZ0M7QUFDMUQsVUFBTSxJQUFJLEtBQUssTUFBTSxPQUFPO0FBQzVCLFFBQUksRUFBRSxTQUFTO0FBQ2I7QUFBQSxJQUNGO0FBQ0EsTUFBRSxVQUFVO0FBQ1osVUFBTSxhQUFhLEVBQUU7QUFDckIsUUFBSTtBQUNGLFlBQU0sU0FBUyxNQUFNLEtBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxjQUFjLEVBQUUsU0FBUyxLQUFLLEtBQUssSUFBSSxHQUFHLE1BQU0sU0FBUyxDQUFDO0FBQzlHLFVBQUksZUFBZSxFQUFFLGNBQWMsQ0FBQyxFQUFFLFFBQVEsUUFBUTtBQUNwRCxVQUFFLFVBQVUsRUFBRSxHQUFHLEVBQUUsU0FBUyxVQUFVLE9BQU8sVUFBVSxTQUFTLE9BQU8sUUFBUTtBQUFBLE1BQ2pGO0FBQUEsSUFDRixRQUFRO0FBQUEsSUFFUjtBQUNBLFNBQUssS0FBSyxRQUFRLE9BQU87QUFBQSxFQUMzQjtBQUFBLEVBRVEsVUFBVSxTQUF1QjtBQUN2QyxVQUFNLElBQUksS0FBSyxNQUFNLElBQUksU0FBUyxPQUFPLEVBQUU7QUFDM0MsUUFBSSxHQUFHO0FBQ0wsV0FBSyxjQUFjLEtBQUssQ0FBQztBQUFBLElBQzNCO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxNQUFNLE1BQTJCO0FBQy9CLFVBQU0sSUFBSSxLQUFLLFFBQVEsSUFBSSxLQUFLLE9BQU87QUFDdkMsUUFBSSxDQUFDLEdBQUc7QUFDTjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFFBQVEsRUFBRSxRQUFRLFNBQVMsVUFBVSxDQUFDLE1BQU0sRUFBRSxjQUFjLEtBQUssU0FBUztBQUNoRixRQUFJLFFBQVEsR0FBRztBQUNiO0FBQUEsSUFDRjtBQUNBLFVBQU0sTUFBTSxvQkFBSSxLQUFLO0FBQ3JCLFVBQU0sYUFBUyw0QkFBVSxFQUFFLFFBQVEsVUFBVSxHQUFHO0FBQ2hELE1BQUUsUUFBUSxXQUFXLEVBQUUsUUFBUSxTQUFTLElBQUksQ0FBQyxHQUFHLE1BQU8sTUFBTSxRQUFRLE9BQU8sQ0FBRTtBQUM5RSxVQUFNLFlBQVEsNEJBQVUsRUFBRSxRQUFRLFVBQVUsR0FBRztBQUMvQyxVQUFNLFFBQVEsS0FBSyxNQUFNLFFBQUksZ0NBQWMsSUFBSSxDQUFDO0FBQ2hELFFBQUksV0FBVyxTQUFTLFNBQVMsTUFBTSxTQUFTLFdBQVc7QUFDekQsWUFBTSxPQUFPO0FBQ2IsV0FBSyxjQUFjLEtBQUssS0FBSztBQUFBLElBQy9CLE9BQU87QUFDTCxXQUFLLFVBQVUsS0FBSyxPQUFPO0FBQUEsSUFDN0I7QUFBQSxFQUNGO0FBQUEsRUFFQSxVQUFVLE1BQXNDO0FBQzlDLFlBQVEsS0FBSyxNQUFNO0FBQUEsTUFDakIsS0FBSztBQUNILGVBQU87QUFBQSxNQUNULEtBQUssV0FBVztBQUNkLGNBQU0sUUFBUSxFQUFFLFVBQVUsS0FBSyxLQUFLLFdBQVcsb0JBQUksS0FBSyxDQUFDO0FBQ3pELGVBQU8sS0FBSyxNQUFNLElBQUksU0FBUyxLQUFLLE9BQU8sSUFBSSxLQUFLLEVBQUUsS0FBSyxLQUFLLFVBQVUsS0FBSyxPQUFPO0FBQUEsTUFDeEY7QUFBQSxNQUNBO0FBQ0UsZUFBTyxLQUFLLFVBQVUsS0FBSyxPQUFPO0FBQUEsSUFDdEM7QUFBQSxFQUNGO0FBQUEsRUFFQSxNQUFNLFlBQVksTUFBc0M7QUFDdEQsUUFBSSxDQUFDLE1BQU07QUFDVCxVQUFJLENBQUMsS0FBSyxPQUFPLFdBQVcsQ0FBQyxLQUFLLGNBQWM7QUFDOUMsZUFBTyxDQUFDO0FBQUEsTUFDVjtBQUNBLGFBQU8sS0FBSyxNQUFNLE9BQU8sSUFBSSxDQUFDLE1BQU0sS0FBSyxVQUFVLEVBQUUsT0FBTyxDQUFDO0FBQUEsSUFDL0Q7QUFDQSxVQUFNLE1BQU0sb0JBQUksS0FBSztBQUNyQixRQUFJLEtBQUssU0FBUyxTQUFTO0FBQ3pCLFlBQU0sU0FBUyxLQUFLLE1BQU0sTUFBTSxLQUFLLE9BQU87QUFDNUMsVUFBSSxDQUFDLFFBQVE7QUFDWCxlQUFPLENBQUM7QUFBQSxNQUNWO0FBQ0EsWUFBTSxLQUFLLGNBQWMsS0FBSyxPQUFPO0FBQ3JDLFlBQU0sV0FBVyxFQUFFLGNBQWMsUUFBUSxLQUFLLE1BQU0sS0FBSyxPQUFPLEVBQUUsU0FBUyxHQUFHLEVBQUUsSUFBSSxDQUFDLFNBQVMsS0FBSyxVQUFVLEtBQUssU0FBUyxJQUFJLENBQUM7QUFDaEksWUFBTSxRQUFRLFNBQVMsS0FBSyxDQUFDLE1BQU0sRUFBRSxTQUFTLE9BQU87QUFDckQsVUFBSSxTQUFTLEtBQUssWUFBWSxPQUFPLEtBQUssT0FBTyxLQUFLLEtBQUssS0FBSyxTQUFTO0FBQ3ZFLG1CQUFXLE1BQU0sS0FBSyxRQUFRLFFBQVEsS0FBSyxLQUFLLE9BQU8sT0FBTyxFQUFFLFFBQVEsT0FBTyxPQUFPLE1BQU0sQ0FBQyxDQUFDLEVBQUUsTUFBTSxNQUFNLE1BQVMsR0FBRyxDQUFDO0FBQUEsTUFDM0g7QUFDQSxhQUFPO0FBQUEsSUFDVDtBQUNBLFFBQUksS0FBSyxTQUFTLFNBQVM7QUFDekIsWUFBTSxVQUFVLEtBQUssTUFBTSxLQUFLLE9BQU8sRUFBRTtBQUN6QyxZQUFNLFFBQVEsRUFBRSxjQUFjLFFBQVEsVUFBVSxHQUFHLEVBQUUsS0FBSyxDQUFDLE1BQU0sRUFBRSxVQUFVLEtBQUssS0FBSztBQUN2RixjQUFRLE9BQU8sWUFBWSxDQUFDLEdBQUc7QUFBQSxRQUFJLENBQUMsU0FDbEMsS0FBSyxLQUFLLEVBQUUsTUFBTSxXQUFXLFFBQUksZ0NBQWMsSUFBSSxHQUFHLFNBQVMsS0FBSyxTQUFTLFdBQVcsS0FBSyxXQUFXLEtBQUssQ0FBQztBQUFBLE1BQ2hIO0FBQUEsSUFDRjtBQUNBLFdBQU8sQ0FBQztBQUFBLEVBQ1Y7QUFBQSxFQUVRLFVBQVUsU0FBaUIsTUFBNkI7QUFDOUQsWUFBUSxLQUFLLE1BQU07QUFBQSxNQUNqQixLQUFLO0FBQ0gsZUFBTyxLQUFLLEtBQUssRUFBRSxNQUFNLFNBQVMsSUFBSSxTQUFTLE9BQU8sSUFBSSxLQUFLLEtBQUssSUFBSSxTQUFTLE9BQU8sS0FBSyxNQUFNLENBQUM7QUFBQSxNQUN0RyxLQUFLO0FBQ0gsZUFBTyxLQUFLLEtBQUssRUFBRSxNQUFNLFFBQVEsSUFBSSxRQUFRLE9BQU8sSUFBSSxTQUFTLE1BQU0sS0FBSyxNQUFNLE9BQU8sS0FBSyxNQUFNLENBQUM7QUFBQSxNQUN2RyxLQUFLO0FBQ0gsZUFBTyxLQUFLLEtBQUssRUFBRSxNQUFNLFNBQVMsSUFBSSxTQUFTLE9BQU8sSUFBSSxTQUFTLE9BQU8sS0FBSyxNQUFNLENBQUM7QUFBQSxNQUN4RixLQUFLO0FBQ0gsZUFBTyxLQUFLLEtBQUssRUFBRSxNQUFNLFlBQVksSUFBSSxRQUFRLE9BQU8sSUFBSSxRQUFRLENBQUM7QUFBQSxJQUN6RTtBQUFBLEVBQ0Y7QUFBQSxFQUVBLFlBQVksTUFBaUM7QUFDM0MsZUFBTywyQkFBUyxNQUFNLEtBQUssT0FBTyxvQkFBSSxLQUFLLENBQUM7QUFBQSxFQUM5QztBQUFBLEVBRUEsVUFBZ0I7QUFDZCxTQUFLLFlBQVksUUFBUSxDQUFDLE1BQU0sRUFBRSxRQUFRLENBQUM7QUFDM0MsU0FBSyxjQUFjLFFBQVE7QUFBQSxFQUM3QjtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
