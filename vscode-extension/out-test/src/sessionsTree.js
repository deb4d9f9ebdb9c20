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
    if (p.isAgentDown(status.state)) {
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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3Nlc3Npb25zVHJlZS50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gVGhlIFwiQWdlbnQgU2Vzc2lvbnNcIiB0cmVlOiBhZ2VudHMgXHUyMTkyIGRhdGUgZ3JvdXBzIFx1MjE5MiBzZXNzaW9ucywgd2l0aCBpbmZvIGxlYXZlcy4gRmV0Y2hlcyBsaXN0aW5nc1xuLy8gKGNhY2hlZCBmaXJzdCwgdGhlbiBmcm9tIHRoZSBhZ2VudCksIHBhdGNoZXMgaXRlbXMgaW4gcGxhY2UgZnJvbSBub3RpZmljYXRpb25zLlxuXG5pbXBvcnQgKiBhcyB2c2NvZGUgZnJvbSAndnNjb2RlJztcbmltcG9ydCB0eXBlIHsgQnJpZGdlQ2xpZW50IH0gZnJvbSAnLi9jbGllbnQnO1xuaW1wb3J0IHsgQnJpZGdlTG9nLCBlcnJvck1lc3NhZ2UsIGlzQ2FuY2VsbGF0aW9uIH0gZnJvbSAnLi9sb2cnO1xuaW1wb3J0ICogYXMgcCBmcm9tICcuL3Byb3RvY29sJztcbmltcG9ydCB7IEJyaWRnZVN0YXRlIH0gZnJvbSAnLi9zdGF0ZSc7XG5pbXBvcnQgeyBzZXNzaW9uTm9kZUlkLCB0cmVlSXRlbSwgVHJlZU5vZGUgfSBmcm9tICcuL3RyZWVJdGVtcyc7XG5pbXBvcnQgKiBhcyBtIGZyb20gJy4vdHJlZU1vZGVsJztcbmltcG9ydCB7IG1lcmdlU2Vzc2lvbnMsIHBsYWNlbWVudCB9IGZyb20gJy4vdHJlZU1vZGVsJztcblxuaW50ZXJmYWNlIEFnZW50RW50cnkge1xuICBsaXN0aW5nOiBtLkFnZW50TGlzdGluZztcbiAgLyoqIEJ1bXBlZCBieSBldmVyeSBmdWxsIHJlZnJlc2g6IGFuc3dlcnMgb2YgYW4gb2xkZXIgb25lIGFyZSBkcm9wcGVkLiAqL1xuICBnZW5lcmF0aW9uOiBudW1iZXI7XG4gIHN0YXJ0ZWQ6IGJvb2xlYW47XG4gIC8qKiBQYWdlcyBmZXRjaGVkIHNpbmNlIHRoZSBsYXN0IHJlZnJlc2ggKDEgKyBcIkxvYWQgbW9yZVx1MjAyNlwiIGNsaWNrcykuICovXG4gIHBhZ2VzOiBudW1iZXI7XG4gIHF1ZXVlOiBQcm9taXNlPHVua25vd24+O1xufVxuXG5jb25zdCBBTExfRk9MREVSU19LRVkgPSAnYWNwQnJpZGdlLmFsbEZvbGRlcnMnO1xuXG5leHBvcnQgY2xhc3MgU2Vzc2lvbnNUcmVlIGltcGxlbWVudHMgdnNjb2RlLlRyZWVEYXRhUHJvdmlkZXI8VHJlZU5vZGU+LCB2c2NvZGUuRGlzcG9zYWJsZSB7XG4gIHByaXZhdGUgcmVhZG9ubHkgY2hhbmdlRW1pdHRlciA9IG5ldyB2c2NvZGUuRXZlbnRFbWl0dGVyPFRyZWVOb2RlIHwgdW5kZWZpbmVkPigpO1xuICByZWFkb25seSBvbkRpZENoYW5nZVRyZWVEYXRhID0gdGhpcy5jaGFuZ2VFbWl0dGVyLmV2ZW50O1xuICBwcml2YXRlIHJlYWRvbmx5IGVudHJpZXMgPSBuZXcgTWFwPHN0cmluZywgQWdlbnRFbnRyeT4oKTtcbiAgLyoqIE9uZSBub2RlIG9iamVjdCBwZXIgaWQsIHNvIGEgY2hhbmdlIGNhbiBiZSBmaXJlZCBmb3IgZXhhY3RseSBvbmUgZWxlbWVudC4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBub2RlcyA9IG5ldyBNYXA8c3RyaW5nLCBUcmVlTm9kZT4oKTtcbiAgcHJpdmF0ZSBhZ2VudHNMb2FkZWQgPSBmYWxzZTtcbiAgcHJpdmF0ZSBhY3RpdmVOb2RlSWQ6IHN0cmluZyB8IHVuZGVmaW5lZDtcbiAgLyoqIEFnZW50cyB0aGF0IGp1c3QgZmFpbGVkOiB0aGVpciBlcnJvciBsZWFmIGlzIHNjcm9sbGVkIGludG8gdmlldyBvbmNlIHNob3duLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHJldmVhbEVycm9yID0gbmV3IFNldDxzdHJpbmc+KCk7XG4gIHByaXZhdGUgYWxsRm9sZGVyczogYm9vbGVhbjtcbiAgcHJpdmF0ZSByZWFkb25seSBkaXNwb3NhYmxlczogdnNjb2RlLkRpc3Bvc2FibGVbXSA9IFtdO1xuICByZWFkb25seSB2aWV3OiB2c2NvZGUuVHJlZVZpZXc8VHJlZU5vZGU+O1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHByaXZhdGUgcmVhZG9ubHkgY2xpZW50OiBCcmlkZ2VDbGllbnQsXG4gICAgcHJpdmF0ZSByZWFkb25seSBzdGF0ZTogQnJpZGdlU3RhdGUsXG4gICAgcHJpdmF0ZSByZWFkb25seSBsb2c6IEJyaWRnZUxvZyxcbiAgICBwcml2YXRlIHJlYWRvbmx5IG1lbWVudG86IHZzY29kZS5NZW1lbnRvLFxuICApIHtcbiAgICB0aGlzLmFsbEZvbGRlcnMgPSBtZW1lbnRvLmdldDxib29sZWFuPihBTExfRk9MREVSU19LRVksIGZhbHNlKTtcbiAgICB2b2lkIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsIEFMTF9GT0xERVJTX0tFWSwgdGhpcy5hbGxGb2xkZXJzKTtcbiAgICB0aGlzLnZpZXcgPSB2c2NvZGUud2luZG93LmNyZWF0ZVRyZWVWaWV3KCdhY3BCcmlkZ2Uuc2Vzc2lvbnMnLCB7IHRyZWVEYXRhUHJvdmlkZXI6IHRoaXMsIHNob3dDb2xsYXBzZUFsbDogdHJ1ZSB9KTtcbiAgICBjb25zdCB0aW1lciA9IHNldEludGVydmFsKCgpID0+IHtcbiAgICAgIGlmICh0aGlzLnZpZXcudmlzaWJsZSkge1xuICAgICAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZSh1bmRlZmluZWQpOyAvLyByZWxhdGl2ZSB0aW1lc1xuICAgICAgfVxuICAgIH0sIDYwXzAwMCk7XG4gICAgdGhpcy5kaXNwb3NhYmxlcy5wdXNoKFxuICAgICAgdGhpcy52aWV3LFxuICAgICAgeyBkaXNwb3NlOiAoKSA9PiBjbGVhckludGVydmFsKHRpbWVyKSB9LFxuICAgICAgY2xpZW50Lm9uRGlkU3RhcnQoKCkgPT4gdGhpcy5yZXNldCgpKSxcbiAgICAgIGNsaWVudC5vbkRpZFN0b3AoKCkgPT4gdGhpcy5yZXNldChmYWxzZSkpLFxuICAgICAgc3RhdGUub25EaWRDaGFuZ2VBZ2VudHMoKHMpID0+IHRoaXMub25BZ2VudENoYW5nZWQocykpLFxuICAgICAgc3RhdGUub25EaWRDaGFuZ2VBY3RpdmUoKCkgPT4gdGhpcy5vbkFjdGl2ZUNoYW5nZWQoKSksXG4gICAgICBjbGllbnQub25TZXNzaW9uc0NoYW5nZWQoKGUpID0+IHZvaWQgdGhpcy5yZWZyZXNoKGUuYWdlbnRJZCkpLFxuICAgICAgY2xpZW50Lm9uU2Vzc2lvbkluZm9DaGFuZ2VkKChlKSA9PiB0aGlzLnBhdGNoKGUuc2Vzc2lvbikpLFxuICAgICk7XG4gIH1cblxuICAvKiogVGhlIGZvbGRlciB0aGUgdHJlZSBzaG93cywgb3IgbnVsbCBmb3IgZXZlcnkgZm9sZGVyLiAqL1xuICBjd2QoKTogc3RyaW5nIHwgbnVsbCB7XG4gICAgaWYgKHRoaXMuYWxsRm9sZGVycykge1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIHJldHVybiB2c2NvZGUud29ya3NwYWNlLndvcmtzcGFjZUZvbGRlcnM/LlswXT8udXJpLmZzUGF0aCA/PyBudWxsO1xuICB9XG5cbiAgYXN5bmMgc2V0QWxsRm9sZGVycyhhbGw6IGJvb2xlYW4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0aGlzLmFsbEZvbGRlcnMgPSBhbGw7XG4gICAgYXdhaXQgdGhpcy5tZW1lbnRvLnVwZGF0ZShBTExfRk9MREVSU19LRVksIGFsbCk7XG4gICAgYXdhaXQgdnNjb2RlLmNvbW1hbmRzLmV4ZWN1dGVDb21tYW5kKCdzZXRDb250ZXh0JywgQUxMX0ZPTERFUlNfS0VZLCBhbGwpO1xuICAgIGF3YWl0IHRoaXMucmVmcmVzaEFsbCgpO1xuICB9XG5cbiAgLyoqIEV2ZXJ5IGNhY2hlZCBsaXN0aW5nICh0aGUgc3dpdGNoZXIncyBpbnN0YW50IGZpcnN0IHZpZXcpLiAqL1xuICBsaXN0aW5nKGFnZW50SWQ6IHN0cmluZyk6IG0uQWdlbnRMaXN0aW5nIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy5lbnRyaWVzLmdldChhZ2VudElkKT8ubGlzdGluZztcbiAgfVxuXG4gIHByaXZhdGUgZW50cnkoYWdlbnRJZDogc3RyaW5nKTogQWdlbnRFbnRyeSB7XG4gICAgbGV0IGUgPSB0aGlzLmVudHJpZXMuZ2V0KGFnZW50SWQpO1xuICAgIGlmICghZSkge1xuICAgICAgZSA9IHsgbGlzdGluZzogbS5lbXB0eUxpc3RpbmcoKSwgZ2VuZXJhdGlvbjogMCwgc3RhcnRlZDogZmFsc2UsIHBhZ2VzOiAxLCBxdWV1ZTogUHJvbWlzZS5yZXNvbHZlKCkgfTtcbiAgICAgIHRoaXMuZW50cmllcy5zZXQoYWdlbnRJZCwgZSk7XG4gICAgfVxuICAgIHJldHVybiBlO1xuICB9XG5cbiAgcHJpdmF0ZSBub2RlPFQgZXh0ZW5kcyBUcmVlTm9kZT4oZnJlc2g6IFQpOiBUIHtcbiAgICBjb25zdCBrbm93biA9IHRoaXMubm9kZXMuZ2V0KGZyZXNoLmlkKTtcbiAgICBpZiAoa25vd24gJiYga25vd24ua2luZCA9PT0gZnJlc2gua2luZCkge1xuICAgICAgT2JqZWN0LmFzc2lnbihrbm93biwgZnJlc2gpO1xuICAgICAgcmV0dXJuIGtub3duIGFzIFQ7XG4gICAgfVxuICAgIHRoaXMubm9kZXMuc2V0KGZyZXNoLmlkLCBmcmVzaCk7XG4gICAgcmV0dXJuIGZyZXNoO1xuICB9XG5cbiAgcHJpdmF0ZSBhZ2VudE5vZGUoYWdlbnRJZDogc3RyaW5nKTogVHJlZU5vZGUge1xuICAgIHJldHVybiB0aGlzLm5vZGUoeyBraW5kOiAnYWdlbnQnLCBpZDogYGFnZW50LyR7YWdlbnRJZH1gLCBhZ2VudElkIH0pO1xuICB9XG5cbiAgcHJpdmF0ZSByZXNldChyZWxvYWQgPSB0cnVlKTogdm9pZCB7XG4gICAgdGhpcy5lbnRyaWVzLmNsZWFyKCk7XG4gICAgdGhpcy5ub2Rlcy5jbGVhcigpO1xuICAgIHRoaXMuYWdlbnRzTG9hZGVkID0gZmFsc2U7XG4gICAgdGhpcy5hY3RpdmVOb2RlSWQgPSB1bmRlZmluZWQ7XG4gICAgdGhpcy5jaGFuZ2VFbWl0dGVyLmZpcmUodW5kZWZpbmVkKTtcbiAgICBpZiAocmVsb2FkKSB7XG4gICAgICB2b2lkIHRoaXMubG9hZEFnZW50cygpO1xuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgYXN5bmMgbG9hZEFnZW50cygpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0cnkge1xuICAgICAgY29uc3QgcmVzdWx0ID0gYXdhaXQgdGhpcy5jbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmxpc3RBZ2VudHMsIHt9KTtcbiAgICAgIHRoaXMuc3RhdGUuc2V0QWdlbnRzKHJlc3VsdC5hZ2VudHMpO1xuICAgICAgdGhpcy5hZ2VudHNMb2FkZWQgPSB0cnVlO1xuICAgICAgY29uc3QgY29uZmlndXJlZCA9IHZzY29kZS53b3Jrc3BhY2UuZ2V0Q29uZmlndXJhdGlvbignYWNwQnJpZGdlJykuZ2V0PHVua25vd25bXT4oJ2FnZW50cycpID8/IFtdO1xuICAgICAgdGhpcy52aWV3Lm1lc3NhZ2UgPSBjb25maWd1cmVkLmxlbmd0aCA9PT0gMCA/ICdObyBhZ2VudCBjb25maWd1cmVkOiBzaG93aW5nIHRoZSBidWlsdC1pbiBkZW1vIGFnZW50LicgOiB1bmRlZmluZWQ7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aGlzLmxvZy5yZXBvcnRFcnJvcignTGlzdGluZyBhZ2VudHMnLCBlcnIpO1xuICAgIH1cbiAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZSh1bmRlZmluZWQpO1xuICB9XG5cbiAgLyoqIEZldGNoZXMgYWdlbnRzIGFuZCBldmVyeSBhZ2VudCdzIGZpcnN0IHBhZ2UgYWdhaW4uICovXG4gIGFzeW5jIHJlZnJlc2hBbGwoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgaWYgKCF0aGlzLmNsaWVudC5ydW5uaW5nKSB7XG4gICAgICBhd2FpdCB0aGlzLmNsaWVudC5zdGFydCgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IGUgb2YgdGhpcy5lbnRyaWVzLnZhbHVlcygpKSB7XG4gICAgICBlLnN0YXJ0ZWQgPSBmYWxzZTtcbiAgICB9XG4gICAgYXdhaXQgdGhpcy5sb2FkQWdlbnRzKCk7XG4gIH1cblxuICBwcml2YXRlIG9uQWdlbnRDaGFuZ2VkKHN0YXR1czogcC5BZ2VudFN0YXR1cyB8IHVuZGVmaW5lZCk6IHZvaWQge1xuICAgIGlmICghdGhpcy5hZ2VudHNMb2FkZWQpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3Qga25vd24gPSBzdGF0dXMgJiYgdGhpcy5ub2Rlcy5nZXQoYGFnZW50LyR7c3RhdHVzLmFnZW50SWR9YCk7XG4gICAgaWYgKCFzdGF0dXMgfHwgIWtub3duKSB7XG4gICAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZSh1bmRlZmluZWQpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAocC5pc0FnZW50RG93bihzdGF0dXMuc3RhdGUpKSB7XG4gICAgICB0aGlzLnJldmVhbEVycm9yLmFkZChzdGF0dXMuYWdlbnRJZCk7IC8vIHRoZSB1c2VyIHNlZXMgd2h5LCBldmVuIHdoZW4gc2Nyb2xsZWQgYXdheVxuICAgIH1cbiAgICBjb25zdCBlID0gdGhpcy5lbnRyaWVzLmdldChzdGF0dXMuYWdlbnRJZCk7XG4gICAgaWYgKHN0YXR1cy5zdGF0ZSA9PT0gJ3JlYWR5JyAmJiBlPy5zdGFydGVkICYmIGUubGlzdGluZy5lcnJvcikge1xuICAgICAgdm9pZCB0aGlzLnJlZnJlc2goc3RhdHVzLmFnZW50SWQpOyAvLyByZWNvdmVyZWQ6IHRoZSBlcnJvciBsZWFmIGdvZXMgYXdheVxuICAgIH1cbiAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZShrbm93bik7XG4gIH1cblxuICAvKiogT25seSB0aGUgcm93cyBvZiB0aGUgcHJldmlvdXMgYW5kIHRoZSBuZXcgYWN0aXZlIHNlc3Npb24gY2hhbmdlLiAqL1xuICBwcml2YXRlIG9uQWN0aXZlQ2hhbmdlZCgpOiB2b2lkIHtcbiAgICBjb25zdCBhY3RpdmUgPSB0aGlzLnN0YXRlLmFjdGl2ZTtcbiAgICBjb25zdCBpZCA9IGFjdGl2ZSA/IHNlc3Npb25Ob2RlSWQoYWN0aXZlKSA6IHVuZGVmaW5lZDtcbiAgICBmb3IgKGNvbnN0IG5vZGVJZCBvZiBuZXcgU2V0KFt0aGlzLmFjdGl2ZU5vZGVJZCwgaWRdKSkge1xuICAgICAgY29uc3QgbiA9IG5vZGVJZCA/IHRoaXMubm9kZXMuZ2V0KG5vZGVJZCkgOiB1bmRlZmluZWQ7XG4gICAgICBpZiAobikge1xuICAgICAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZShuKTtcbiAgICAgIH1cbiAgICB9XG4gICAgdGhpcy5hY3RpdmVOb2RlSWQgPSBpZDtcbiAgfVxuXG4gIHByaXZhdGUgZW5xdWV1ZTxUPihhZ2VudElkOiBzdHJpbmcsIGpvYjogKCkgPT4gUHJvbWlzZTxUPik6IFByb21pc2U8VD4ge1xuICAgIGNvbnN0IGUgPSB0aGlzLmVudHJ5KGFnZW50SWQpO1xuICAgIGNvbnN0IHJ1biA9IGUucXVldWUudGhlbihqb2IsIGpvYik7XG4gICAgZS5xdWV1ZSA9IHJ1bi5jYXRjaCgoKSA9PiB1bmRlZmluZWQpO1xuICAgIHJldHVybiBydW47XG4gIH1cblxuICAvKipcbiAgICogTW9kZSBgZmlyc3RgIChhIHJlZnJlc2gpOiByZXBsYWNlcyB0aGUgbGlzdGluZzsgYSBzdGFsZSBhbnN3ZXIgbmV2ZXIgb3ZlcndyaXRlcyBhIG5ld2VyIG9uZS5cbiAgICogUGFnZXMgdGhlIHVzZXIgaGFkIGxvYWRlZCB3aXRoIFwiTG9hZCBtb3JlXHUyMDI2XCIgYXJlIGZldGNoZWQgYWdhaW4gYmVmb3JlIHRoZSB0cmVlIGNoYW5nZXMsIHNvIGFcbiAgICogcmVmcmVzaCBuZWl0aGVyIHNocmlua3MgdGhlIGxpc3Qgbm9yIGZsaWNrZXJzLlxuICAgKi9cbiAgcmVmcmVzaChhZ2VudElkOiBzdHJpbmcpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBpZiAoIXRoaXMuc3RhdGUuYWdlbnQoYWdlbnRJZCkpIHtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlc29sdmUoKTtcbiAgICB9XG4gICAgY29uc3QgZSA9IHRoaXMuZW50cnkoYWdlbnRJZCk7XG4gICAgZS5zdGFydGVkID0gdHJ1ZTtcbiAgICBjb25zdCBnZW5lcmF0aW9uID0gKytlLmdlbmVyYXRpb247XG4gICAgZS5saXN0aW5nLmxvYWRpbmcgPSB0cnVlO1xuICAgIGlmICghZS5saXN0aW5nLnNlc3Npb25zLmxlbmd0aCB8fCBlLmxpc3RpbmcuZXJyb3IpIHtcbiAgICAgIHRoaXMuZmlyZUFnZW50KGFnZW50SWQpOyAvLyBcIkxvYWRpbmdcdTIwMjZcIiBpbnN0ZWFkIG9mIHRoZSBlbXB0eSBvciBlcnJvciBsZWFmXG4gICAgfVxuICAgIHJldHVybiB0aGlzLmVucXVldWUoYWdlbnRJZCwgYXN5bmMgKCkgPT4ge1xuICAgICAgY29uc3QgZGVwdGggPSBlLnBhZ2VzO1xuICAgICAgbGV0IG9rID0gYXdhaXQgdGhpcy5mZXRjaChhZ2VudElkLCAnZmlyc3QnLCBnZW5lcmF0aW9uKTtcbiAgICAgIHdoaWxlIChvayAmJiBlLnBhZ2VzIDwgZGVwdGggJiYgZS5saXN0aW5nLmhhc01vcmUpIHtcbiAgICAgICAgb2sgPSBhd2FpdCB0aGlzLmZldGNoKGFnZW50SWQsICdtb3JlJywgZ2VuZXJhdGlvbik7XG4gICAgICB9XG4gICAgICB0aGlzLmZpcmVBZ2VudChhZ2VudElkKTtcbiAgICB9KTtcbiAgfVxuXG4gIGxvYWRNb3JlKGFnZW50SWQ6IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGUgPSB0aGlzLmVudHJ5KGFnZW50SWQpO1xuICAgIHJldHVybiB0aGlzLmVucXVldWUoYWdlbnRJZCwgYXN5bmMgKCkgPT4ge1xuICAgICAgYXdhaXQgdGhpcy5mZXRjaChhZ2VudElkLCAnbW9yZScsIGUuZ2VuZXJhdGlvbik7XG4gICAgICB0aGlzLmZpcmVBZ2VudChhZ2VudElkKTtcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBPbmUgbGlzdGluZyByZXF1ZXN0IGFwcGxpZWQgdG8gdGhlIGVudHJ5IChubyB0cmVlIGNoYW5nZSBmaXJlZCk7IGZhbHNlIHdoZW4gaXQgZmFpbGVkLiAqL1xuICBwcml2YXRlIGFzeW5jIGZldGNoKGFnZW50SWQ6IHN0cmluZywgbW9kZTogcC5MaXN0TW9kZSwgZ2VuZXJhdGlvbjogbnVtYmVyKTogUHJvbWlzZTxib29sZWFuPiB7XG4gICAgY29uc3QgZSA9IHRoaXMuZW50cnkoYWdlbnRJZCk7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IHJlc3VsdCA9IGF3YWl0IHRoaXMuY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5saXN0U2Vzc2lvbnMsIHsgYWdlbnRJZCwgY3dkOiB0aGlzLmN3ZCgpLCBtb2RlIH0pO1xuICAgICAgaWYgKGdlbmVyYXRpb24gIT09IGUuZ2VuZXJhdGlvbikge1xuICAgICAgICByZXR1cm4gZmFsc2U7XG4gICAgICB9XG4gICAgICBjb25zdCBzZXNzaW9ucyA9IG1vZGUgPT09ICdtb3JlJyA/IG1lcmdlU2Vzc2lvbnMoZS5saXN0aW5nLnNlc3Npb25zLCByZXN1bHQuc2Vzc2lvbnMpIDogcmVzdWx0LnNlc3Npb25zO1xuICAgICAgZS5saXN0aW5nID0geyBzZXNzaW9ucywgaGFzTW9yZTogcmVzdWx0Lmhhc01vcmUsIHN1cHBvcnRlZDogcmVzdWx0LnN1cHBvcnRlZCwgbG9hZGVkOiB0cnVlLCBsb2FkaW5nOiBmYWxzZSB9O1xuICAgICAgZS5wYWdlcyA9IG1vZGUgPT09ICdtb3JlJyA/IGUucGFnZXMgKyAxIDogMTtcbiAgICAgIHJldHVybiB0cnVlO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKGdlbmVyYXRpb24gIT09IGUuZ2VuZXJhdGlvbikge1xuICAgICAgICByZXR1cm4gZmFsc2U7XG4gICAgICB9XG4gICAgICBlLmxpc3RpbmcgPSB7IC4uLmUubGlzdGluZywgbG9hZGluZzogZmFsc2UsIGxvYWRlZDogdHJ1ZSB9O1xuICAgICAgaWYgKCFpc0NhbmNlbGxhdGlvbihlcnIpKSB7XG4gICAgICAgIGUubGlzdGluZy5lcnJvciA9IGVycm9yTWVzc2FnZShlcnIpO1xuICAgICAgICB0aGlzLmxvZy5jaGFubmVsLndhcm4oYGxpc3RpbmcgdGhlIHNlc3Npb25zIG9mICR7YWdlbnRJZH06ICR7ZS5saXN0aW5nLmVycm9yfWApO1xuICAgICAgfVxuICAgICAgcmV0dXJuIGZhbHNlO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBGaXJzdCBleHBhbnNpb246IHRoZSBicmlkZ2UncyBjYWNoZSBhdCBvbmNlIChubyBhZ2VudCBjYWxsKSwgdGhlbiBhIHJlZnJlc2guICovXG4gIHByaXZhdGUgYXN5bmMgZW5zdXJlRmV0Y2hlZChhZ2VudElkOiBzdHJpbmcpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBlID0gdGhpcy5lbnRyeShhZ2VudElkKTtcbiAgICBpZiAoZS5zdGFydGVkKSB7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGUuc3RhcnRlZCA9IHRydWU7XG4gICAgY29uc3QgZ2VuZXJhdGlvbiA9IGUuZ2VuZXJhdGlvbjtcbiAgICB0cnkge1xuICAgICAgY29uc3QgY2FjaGVkID0gYXdhaXQgdGhpcy5jbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmxpc3RTZXNzaW9ucywgeyBhZ2VudElkLCBjd2Q6IHRoaXMuY3dkKCksIG1vZGU6ICdjYWNoZWQnIH0pO1xuICAgICAgaWYgKGdlbmVyYXRpb24gPT09IGUuZ2VuZXJhdGlvbiAmJiAhZS5saXN0aW5nLmxvYWRlZCkge1xuICAgICAgICBlLmxpc3RpbmcgPSB7IC4uLmUubGlzdGluZywgc2Vzc2lvbnM6IGNhY2hlZC5zZXNzaW9ucywgaGFzTW9yZTogY2FjaGVkLmhhc01vcmUgfTtcbiAgICAgIH1cbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIFRoZSByZWZyZXNoIGJlbG93IHJlcG9ydHMgcHJvYmxlbXMuXG4gICAgfVxuICAgIHZvaWQgdGhpcy5yZWZyZXNoKGFnZW50SWQpO1xuICB9XG5cbiAgcHJpdmF0ZSBmaXJlQWdlbnQoYWdlbnRJZDogc3RyaW5nKTogdm9pZCB7XG4gICAgY29uc3QgbiA9IHRoaXMubm9kZXMuZ2V0KGBhZ2VudC8ke2FnZW50SWR9YCk7XG4gICAgaWYgKG4pIHtcbiAgICAgIHRoaXMuY2hhbmdlRW1pdHRlci5maXJlKG4pO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBgc2Vzc2lvbkluZm9DaGFuZ2VkYDogdXBkYXRlcyBvbmUgaXRlbTsgb25seSBpdHMgb3duIHJvdyBjaGFuZ2VzIHVubGVzcyBpdHMgcGxhY2UgY2hhbmdlcy4gKi9cbiAgcGF0Y2goaXRlbTogcC5TZXNzaW9uSXRlbSk6IHZvaWQge1xuICAgIGNvbnN0IGUgPSB0aGlzLmVudHJpZXMuZ2V0KGl0ZW0uYWdlbnRJZCk7XG4gICAgaWYgKCFlKSB7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGluZGV4ID0gZS5saXN0aW5nLnNlc3Npb25zLmZpbmRJbmRleCgocykgPT4gcy5zZXNzaW9uSWQgPT09IGl0ZW0uc2Vzc2lvbklkKTtcbiAgICBpZiAoaW5kZXggPCAwKSB7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IG5vdyA9IG5ldyBEYXRlKCk7XG4gICAgY29uc3QgYmVmb3JlID0gcGxhY2VtZW50KGUubGlzdGluZy5zZXNzaW9ucywgbm93KTtcbiAgICBlLmxpc3Rpbmcuc2Vzc2lvbnMgPSBlLmxpc3Rpbmcuc2Vzc2lvbnMubWFwKChzLCBpKSA9PiAoaSA9PT0gaW5kZXggPyBpdGVtIDogcykpO1xuICAgIGNvbnN0IGFmdGVyID0gcGxhY2VtZW50KGUubGlzdGluZy5zZXNzaW9ucywgbm93KTtcbiAgICBjb25zdCBrbm93biA9IHRoaXMubm9kZXMuZ2V0KHNlc3Npb25Ob2RlSWQoaXRlbSkpO1xuICAgIGlmIChiZWZvcmUgPT09IGFmdGVyICYmIGtub3duICYmIGtub3duLmtpbmQgPT09ICdzZXNzaW9uJykge1xuICAgICAga25vd24uaXRlbSA9IGl0ZW07XG4gICAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZShrbm93bik7XG4gICAgfSBlbHNlIHtcbiAgICAgIHRoaXMuZmlyZUFnZW50KGl0ZW0uYWdlbnRJZCk7XG4gICAgfVxuICB9XG5cbiAgZ2V0UGFyZW50KG5vZGU6IFRyZWVOb2RlKTogVHJlZU5vZGUgfCB1bmRlZmluZWQge1xuICAgIHN3aXRjaCAobm9kZS5raW5kKSB7XG4gICAgICBjYXNlICdhZ2VudCc6XG4gICAgICAgIHJldHVybiB1bmRlZmluZWQ7XG4gICAgICBjYXNlICdzZXNzaW9uJzoge1xuICAgICAgICBjb25zdCBncm91cCA9IG0uZGF0ZUdyb3VwKG5vZGUuaXRlbS51cGRhdGVkQXQsIG5ldyBEYXRlKCkpO1xuICAgICAgICByZXR1cm4gdGhpcy5ub2Rlcy5nZXQoYGdyb3VwLyR7bm9kZS5hZ2VudElkfS8ke2dyb3VwfWApID8/IHRoaXMuYWdlbnROb2RlKG5vZGUuYWdlbnRJZCk7XG4gICAgICB9XG4gICAgICBkZWZhdWx0OlxuICAgICAgICByZXR1cm4gdGhpcy5hZ2VudE5vZGUobm9kZS5hZ2VudElkKTtcbiAgICB9XG4gIH1cblxuICBhc3luYyBnZXRDaGlsZHJlbihub2RlPzogVHJlZU5vZGUpOiBQcm9taXNlPFRyZWVOb2RlW10+IHtcbiAgICBpZiAoIW5vZGUpIHtcbiAgICAgIGlmICghdGhpcy5jbGllbnQucnVubmluZyB8fCAhdGhpcy5hZ2VudHNMb2FkZWQpIHtcbiAgICAgICAgcmV0dXJuIFtdOyAvLyB0aGUgd2VsY29tZSB2aWV3IHNob3dzIG1lYW53aGlsZVxuICAgICAgfVxuICAgICAgcmV0dXJuIHRoaXMuc3RhdGUuYWdlbnRzLm1hcCgoYSkgPT4gdGhpcy5hZ2VudE5vZGUoYS5hZ2VudElkKSk7XG4gICAgfVxuICAgIGNvbnN0IG5vdyA9IG5ldyBEYXRlKCk7XG4gICAgaWYgKG5vZGUua2luZCA9PT0gJ2FnZW50Jykge1xuICAgICAgY29uc3Qgc3RhdHVzID0gdGhpcy5zdGF0ZS5hZ2VudChub2RlLmFnZW50SWQpO1xuICAgICAgaWYgKCFzdGF0dXMpIHtcbiAgICAgICAgcmV0dXJuIFtdO1xuICAgICAgfVxuICAgICAgYXdhaXQgdGhpcy5lbnN1cmVGZXRjaGVkKG5vZGUuYWdlbnRJZCk7XG4gICAgICBjb25zdCBjaGlsZHJlbiA9IG0uYWdlbnRDaGlsZHJlbihzdGF0dXMsIHRoaXMuZW50cnkobm9kZS5hZ2VudElkKS5saXN0aW5nLCBub3cpLm1hcCgoc3BlYykgPT4gdGhpcy5jaGlsZE5vZGUobm9kZS5hZ2VudElkLCBzcGVjKSk7XG4gICAgICBjb25zdCBlcnJvciA9IGNoaWxkcmVuLmZpbmQoKGMpID0+IGMua2luZCA9PT0gJ2Vycm9yJyk7XG4gICAgICBpZiAoZXJyb3IgJiYgdGhpcy5yZXZlYWxFcnJvci5kZWxldGUobm9kZS5hZ2VudElkKSAmJiB0aGlzLnZpZXcudmlzaWJsZSkge1xuICAgICAgICBzZXRUaW1lb3V0KCgpID0+IHZvaWQgUHJvbWlzZS5yZXNvbHZlKHRoaXMudmlldy5yZXZlYWwoZXJyb3IsIHsgc2VsZWN0OiBmYWxzZSwgZm9jdXM6IGZhbHNlIH0pKS5jYXRjaCgoKSA9PiB1bmRlZmluZWQpLCAwKTtcbiAgICAgIH1cbiAgICAgIHJldHVybiBjaGlsZHJlbjtcbiAgICB9XG4gICAgaWYgKG5vZGUua2luZCA9PT0gJ2dyb3VwJykge1xuICAgICAgY29uc3QgbGlzdGluZyA9IHRoaXMuZW50cnkobm9kZS5hZ2VudElkKS5saXN0aW5nO1xuICAgICAgY29uc3QgZ3JvdXAgPSBtLmdyb3VwU2Vzc2lvbnMobGlzdGluZy5zZXNzaW9ucywgbm93KS5maW5kKChnKSA9PiBnLmdyb3VwID09PSBub2RlLmdyb3VwKTtcbiAgICAgIHJldHVybiAoZ3JvdXA/LnNlc3Npb25zID8/IFtdKS5tYXAoKGl0ZW0pID0+XG4gICAgICAgIHRoaXMubm9kZSh7IGtpbmQ6ICdzZXNzaW9uJywgaWQ6IHNlc3Npb25Ob2RlSWQoaXRlbSksIGFnZW50SWQ6IGl0ZW0uYWdlbnRJZCwgc2Vzc2lvbklkOiBpdGVtLnNlc3Npb25JZCwgaXRlbSB9KSxcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiBbXTtcbiAgfVxuXG4gIHByaXZhdGUgY2hpbGROb2RlKGFnZW50SWQ6IHN0cmluZywgc3BlYzogbS5DaGlsZFNwZWMpOiBUcmVlTm9kZSB7XG4gICAgc3dpdGNoIChzcGVjLmtpbmQpIHtcbiAgICAgIGNhc2UgJ2dyb3VwJzpcbiAgICAgICAgcmV0dXJuIHRoaXMubm9kZSh7IGtpbmQ6ICdncm91cCcsIGlkOiBgZ3JvdXAvJHthZ2VudElkfS8ke3NwZWMuZ3JvdXB9YCwgYWdlbnRJZCwgZ3JvdXA6IHNwZWMuZ3JvdXAgfSk7XG4gICAgICBjYXNlICdpbmZvJzpcbiAgICAgICAgcmV0dXJuIHRoaXMubm9kZSh7IGtpbmQ6ICdpbmZvJywgaWQ6IGBpbmZvLyR7YWdlbnRJZH1gLCBhZ2VudElkLCBpbmZvOiBzcGVjLmluZm8sIGxhYmVsOiBzcGVjLmxhYmVsIH0pO1xuICAgICAgY2FzZSAnZXJyb3InOlxuICAgICAgICByZXR1cm4gdGhpcy5ub2RlKHsga2luZDogJ2Vycm9yJywgaWQ6IGBlcnJvci8ke2FnZW50SWR9YCwgYWdlbnRJZCwgbGFiZWw6IHNwZWMubGFiZWwgfSk7XG4gICAgICBjYXNlICdsb2FkTW9yZSc6XG4gICAgICAgIHJldHVybiB0aGlzLm5vZGUoeyBraW5kOiAnbG9hZE1vcmUnLCBpZDogYG1vcmUvJHthZ2VudElkfWAsIGFnZW50SWQgfSk7XG4gICAgfVxuICB9XG5cbiAgZ2V0VHJlZUl0ZW0obm9kZTogVHJlZU5vZGUpOiB2c2NvZGUuVHJlZUl0ZW0ge1xuICAgIHJldHVybiB0cmVlSXRlbShub2RlLCB0aGlzLnN0YXRlLCBuZXcgRGF0ZSgpKTtcbiAgfVxuXG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdGhpcy5kaXNwb3NhYmxlcy5mb3JFYWNoKChkKSA9PiBkLmRpc3Bvc2UoKSk7XG4gICAgdGhpcy5jaGFuZ2VFbWl0dGVyLmRpc3Bvc2UoKTtcbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFHQSxhQUF3QjtBQUV4QixpQkFBd0Q7QUFDeEQsUUFBbUI7QUFFbkIsdUJBQWtEO0FBQ2xELFFBQW1CO0FBQ25CLHVCQUF5QztBQVl6QyxNQUFNLGtCQUFrQjtBQUVqQixNQUFNLGFBQTZFO0FBQUEsRUFjeEYsWUFDbUIsUUFDQSxPQUNBLEtBQ0EsU0FDakI7QUFKaUI7QUFDQTtBQUNBO0FBQ0E7QUFFakIsU0FBSyxhQUFhLFFBQVEsSUFBYSxpQkFBaUIsS0FBSztBQUM3RCxTQUFLLE9BQU8sU0FBUyxlQUFlLGNBQWMsaUJBQWlCLEtBQUssVUFBVTtBQUNsRixTQUFLLE9BQU8sT0FBTyxPQUFPLGVBQWUsc0JBQXNCLEVBQUUsa0JBQWtCLE1BQU0saUJBQWlCLEtBQUssQ0FBQztBQUNoSCxVQUFNLFFBQVEsWUFBWSxNQUFNO0FBQzlCLFVBQUksS0FBSyxLQUFLLFNBQVM7QUFDckIsYUFBSyxjQUFjLEtBQUssTUFBUztBQUFBLE1BQ25DO0FBQUEsSUFDRixHQUFHLEdBQU07QUFDVCxTQUFLLFlBQVk7QUFBQSxNQUNmLEtBQUs7QUFBQSxNQUNMLEVBQUUsU0FBUyxNQUFNLGNBQWMsS0FBSyxFQUFFO0FBQUEsTUFDdEMsT0FBTyxXQUFXLE1BQU0sS0FBSyxNQUFNLENBQUM7QUFBQSxNQUNwQyxPQUFPLFVBQVUsTUFBTSxLQUFLLE1BQU0sS0FBSyxDQUFDO0FBQUEsTUFDeEMsTUFBTSxrQkFBa0IsQ0FBQyxNQUFNLEtBQUssZUFBZSxDQUFDLENBQUM7QUFBQSxNQUNyRCxNQUFNLGtCQUFrQixNQUFNLEtBQUssZ0JBQWdCLENBQUM7QUFBQSxNQUNwRCxPQUFPLGtCQUFrQixDQUFDLE1BQU0sS0FBSyxLQUFLLFFBQVEsRUFBRSxPQUFPLENBQUM7QUFBQSxNQUM1RCxPQUFPLHFCQUFxQixDQUFDLE1BQU0sS0FBSyxNQUFNLEVBQUUsT0FBTyxDQUFDO0FBQUEsSUFDMUQ7QUFBQSxFQUNGO0FBQUEsRUF2Qm1CO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFqQkYsZ0JBQWdCLElBQUksT0FBTyxhQUFtQztBQUFBLEVBQ3RFLHNCQUFzQixLQUFLLGNBQWM7QUFBQSxFQUNqQyxVQUFVLG9CQUFJLElBQXdCO0FBQUE7QUFBQSxFQUV0QyxRQUFRLG9CQUFJLElBQXNCO0FBQUEsRUFDM0MsZUFBZTtBQUFBLEVBQ2Y7QUFBQTtBQUFBLEVBRVMsY0FBYyxvQkFBSSxJQUFZO0FBQUEsRUFDdkM7QUFBQSxFQUNTLGNBQW1DLENBQUM7QUFBQSxFQUM1QztBQUFBO0FBQUEsRUE2QlQsTUFBcUI7QUFDbkIsUUFBSSxLQUFLLFlBQVk7QUFDbkIsYUFBTztBQUFBLElBQ1Q7QUFDQSxXQUFPLE9BQU8sVUFBVSxtQkFBbUIsQ0FBQyxHQUFHLElBQUksVUFBVTtBQUFBLEVBQy9EO0FBQUEsRUFFQSxNQUFNLGNBQWMsS0FBNkI7QUFDL0MsU0FBSyxhQUFhO0FBQ2xCLFVBQU0sS0FBSyxRQUFRLE9BQU8saUJBQWlCLEdBQUc7QUFDOUMsVUFBTSxPQUFPLFNBQVMsZUFBZSxjQUFjLGlCQUFpQixHQUFHO0FBQ3ZFLFVBQU0sS0FBSyxXQUFXO0FBQUEsRUFDeEI7QUFBQTtBQUFBLEVBR0EsUUFBUSxTQUE2QztBQUNuRCxXQUFPLEtBQUssUUFBUSxJQUFJLE9BQU8sR0FBRztBQUFBLEVBQ3BDO0FBQUEsRUFFUSxNQUFNLFNBQTZCO0FBQ3pDLFFBQUksSUFBSSxLQUFLLFFBQVEsSUFBSSxPQUFPO0FBQ2hDLFFBQUksQ0FBQyxHQUFHO0FBQ04sVUFBSSxFQUFFLFNBQVMsRUFBRSxhQUFhLEdBQUcsWUFBWSxHQUFHLFNBQVMsT0FBTyxPQUFPLEdBQUcsT0FBTyxRQUFRLFFBQVEsRUFBRTtBQUNuRyxXQUFLLFFBQVEsSUFBSSxTQUFTLENBQUM7QUFBQSxJQUM3QjtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFUSxLQUF5QixPQUFhO0FBQzVDLFVBQU0sUUFBUSxLQUFLLE1BQU0sSUFBSSxNQUFNLEVBQUU7QUFDckMsUUFBSSxTQUFTLE1BQU0sU0FBUyxNQUFNLE1BQU07QUFDdEMsYUFBTyxPQUFPLE9BQU8sS0FBSztBQUMxQixhQUFPO0FBQUEsSUFDVDtBQUNBLFNBQUssTUFBTSxJQUFJLE1BQU0sSUFBSSxLQUFLO0FBQzlCLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFUSxVQUFVLFNBQTJCO0FBQzNDLFdBQU8sS0FBSyxLQUFLLEVBQUUsTUFBTSxTQUFTLElBQUksU0FBUyxPQUFPLElBQUksUUFBUSxDQUFDO0FBQUEsRUFDckU7QUFBQSxFQUVRLE1BQU0sU0FBUyxNQUFZO0FBQ2pDLFNBQUssUUFBUSxNQUFNO0FBQ25CLFNBQUssTUFBTSxNQUFNO0FBQ2pCLFNBQUssZUFBZTtBQUNwQixTQUFLLGVBQWU7QUFDcEIsU0FBSyxjQUFjLEtBQUssTUFBUztBQUNqQyxRQUFJLFFBQVE7QUFDVixXQUFLLEtBQUssV0FBVztBQUFBLElBQ3ZCO0FBQUEsRUFDRjtBQUFBLEVBRUEsTUFBYyxhQUE0QjtBQUN4QyxRQUFJO0FBQ0YsWUFBTSxTQUFTLE1BQU0sS0FBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLFlBQVksQ0FBQyxDQUFDO0FBQ2xFLFdBQUssTUFBTSxVQUFVLE9BQU8sTUFBTTtBQUNsQyxXQUFLLGVBQWU7QUFDcEIsWUFBTSxhQUFhLE9BQU8sVUFBVSxpQkFBaUIsV0FBVyxFQUFFLElBQWUsUUFBUSxLQUFLLENBQUM7QUFDL0YsV0FBSyxLQUFLLFVBQVUsV0FBVyxXQUFXLElBQUksMERBQTBEO0FBQUEsSUFDMUcsU0FBUyxLQUFLO0FBQ1osV0FBSyxJQUFJLFlBQVksa0JBQWtCLEdBQUc7QUFBQSxJQUM1QztBQUNBLFNBQUssY0FBYyxLQUFLLE1BQVM7QUFBQSxFQUNuQztBQUFBO0FBQUEsRUFHQSxNQUFNLGFBQTRCO0FBQ2hDLFFBQUksQ0FBQyxLQUFLLE9BQU8sU0FBUztBQUN4QixZQUFNLEtBQUssT0FBTyxNQUFNO0FBQ3hCO0FBQUEsSUFDRjtBQUNBLGVBQVcsS0FBSyxLQUFLLFFBQVEsT0FBTyxHQUFHO0FBQ3JDLFFBQUUsVUFBVTtBQUFBLElBQ2Q7QUFDQSxVQUFNLEtBQUssV0FBVztBQUFBLEVBQ3hCO0FBQUEsRUFFUSxlQUFlLFFBQXlDO0FBQzlELFFBQUksQ0FBQyxLQUFLLGNBQWM7QUFDdEI7QUFBQSxJQUNGO0FBQ0EsVUFBTSxRQUFRLFVBQVUsS0FBSyxNQUFNLElBQUksU0FBUyxPQUFPLE9BQU8sRUFBRTtBQUNoRSxRQUFJLENBQUMsVUFBVSxDQUFDLE9BQU87QUFDckIsV0FBSyxjQUFjLEtBQUssTUFBUztBQUNqQztBQUFBLElBQ0Y7QUFDQSxRQUFJLEVBQUUsWUFBWSxPQUFPLEtBQUssR0FBRztBQUMvQixXQUFLLFlBQVksSUFBSSxPQUFPLE9BQU87QUFBQSxJQUNyQztBQUNBLFVBQU0sSUFBSSxLQUFLLFFBQVEsSUFBSSxPQUFPLE9BQU87QUFDekMsUUFBSSxPQUFPLFVBQVUsV0FBVyxHQUFHLFdBQVcsRUFBRSxRQUFRLE9BQU87QUFDN0QsV0FBSyxLQUFLLFFBQVEsT0FBTyxPQUFPO0FBQUEsSUFDbEM7QUFDQSxTQUFLLGNBQWMsS0FBSyxLQUFLO0FBQUEsRUFDL0I7QUFBQTtBQUFBLEVBR1Esa0JBQXdCO0FBQzlCLFVBQU0sU0FBUyxLQUFLLE1BQU07QUFDMUIsVUFBTSxLQUFLLGFBQVMsZ0NBQWMsTUFBTSxJQUFJO0FBQzVDLGVBQVcsVUFBVSxvQkFBSSxJQUFJLENBQUMsS0FBSyxjQUFjLEVBQUUsQ0FBQyxHQUFHO0FBQ3JELFlBQU0sSUFBSSxTQUFTLEtBQUssTUFBTSxJQUFJLE1BQU0sSUFBSTtBQUM1QyxVQUFJLEdBQUc7QUFDTCxhQUFLLGNBQWMsS0FBSyxDQUFDO0FBQUEsTUFDM0I7QUFBQSxJQUNGO0FBQ0EsU0FBSyxlQUFlO0FBQUEsRUFDdEI7QUFBQSxFQUVRLFFBQVcsU0FBaUIsS0FBbUM7QUFDckUsVUFBTSxJQUFJLEtBQUssTUFBTSxPQUFPO0FBQzVCLFVBQU0sTUFBTSxFQUFFLE1BQU0sS0FBSyxLQUFLLEdBQUc7QUFDakMsTUFBRSxRQUFRLElBQUksTUFBTSxNQUFNLE1BQVM7QUFDbkMsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxRQUFRLFNBQWdDO0FBQ3RDLFFBQUksQ0FBQyxLQUFLLE1BQU0sTUFBTSxPQUFPLEdBQUc7QUFDOUIsYUFBTyxRQUFRLFFBQVE7QUFBQSxJQUN6QjtBQUNBLFVBQU0sSUFBSSxLQUFLLE1BQU0sT0FBTztBQUM1QixNQUFFLFVBQVU7QUFDWixVQUFNLGFBQWEsRUFBRSxFQUFFO0FBQ3ZCLE1BQUUsUUFBUSxVQUFVO0FBQ3BCLFFBQUksQ0FBQyxFQUFFLFFBQVEsU0FBUyxVQUFVLEVBQUUsUUFBUSxPQUFPO0FBQ2pELFdBQUssVUFBVSxPQUFPO0FBQUEsSUFDeEI7QUFDQSxXQUFPLEtBQUssUUFBUSxTQUFTLFlBQVk7QUFDdkMsWUFBTSxRQUFRLEVBQUU7QUFDaEIsVUFBSSxLQUFLLE1BQU0sS0FBSyxNQUFNLFNBQVMsU0FBUyxVQUFVO0FBQ3RELGFBQU8sTUFBTSxFQUFFLFFBQVEsU0FBUyxFQUFFLFFBQVEsU0FBUztBQUNqRCxhQUFLLE1BQU0sS0FBSyxNQUFNLFNBQVMsUUFBUSxVQUFVO0FBQUEsTUFDbkQ7QUFDQSxXQUFLLFVBQVUsT0FBTztBQUFBLElBQ3hCLENBQUM7QUFBQSxFQUNIO0FBQUEsRUFFQSxTQUFTLFNBQWdDO0FBQ3ZDLFVBQU0sSUFBSSxLQUFLLE1BQU0sT0FBTztBQUM1QixXQUFPLEtBQUssUUFBUSxTQUFTLFlBQVk7QUFDdkMsWUFBTSxLQUFLLE1BQU0sU0FBUyxRQUFRLEVBQUUsVUFBVTtBQUM5QyxXQUFLLFVBQVUsT0FBTztBQUFBLElBQ3hCLENBQUM7QUFBQSxFQUNIO0FBQUE7QUFBQSxFQUdBLE1BQWMsTUFBTSxTQUFpQixNQUFrQixZQUFzQztBQUMzRixVQUFNLElBQUksS0FBSyxNQUFNLE9BQU87QUFDNUIsUUFBSTtBQUNGLFlBQU0sU0FBUyxNQUFNLEtBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxjQUFjLEVBQUUsU0FBUyxLQUFLLEtBQUssSUFBSSxHQUFHLEtBQUssQ0FBQztBQUNwRyxVQUFJLGVBQWUsRUFBRSxZQUFZO0FBQy9CLGVBQU87QUFBQSxNQUNUO0FBQ0EsWUFBTSxXQUFXLFNBQVMsYUFBUyxnQ0FBYyxFQUFFLFFBQVEsVUFBVSxPQUFPLFFBQVEsSUFBSSxPQUFPO0FBQy9GLFFBQUUsVUFBVSxFQUFFLFVBQVUsU0FBUyxPQUFPLFNBQVMsV0FBVyxPQUFPLFdBQVcsUUFBUSxNQUFNLFNBQVMsTUFBTTtBQUMzRyxRQUFFLFFBQVEsU0FBUyxTQUFTLEVBQUUsUUFBUSxJQUFJO0FBQzFDLGFBQU87QUFBQSxJQUNULFNBQVMsS0FBSztBQUNaLFVBQUksZUFBZSxFQUFFLFlBQVk7QUFDL0IsZUFBTztBQUFBLE1BQ1Q7QUFDQSxRQUFFLFVBQVUsRUFBRSxHQUFHLEVBQUUsU0FBUyxTQUFTLE9BQU8sUUFBUSxLQUFLO0FBQ3pELFVBQUksS0FBQywyQkFBZSxHQUFHLEdBQUc7QUFDeEIsVUFBRSxRQUFRLFlBQVEseUJBQWEsR0FBRztBQUNsQyxhQUFLLElBQUksUUFBUSxLQUFLLDJCQUEyQixPQUFPLEtBQUssRUFBRSxRQUFRLEtBQUssRUFBRTtBQUFBLE1BQ2hGO0FBQ0EsYUFBTztBQUFBLElBQ1Q7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUdBLE1BQWMsY0FBYyxTQUFnQztBQUMxRCxVQUFNLElBQUksS0FBSyxNQUFNLE9BQU87QUFDNUIsUUFBSSxFQUFFLFNBQVM7QUFDYjtBQUFBLElBQ0Y7QUFDQSxNQUFFLFVBQVU7QUFDWixVQUFNLGFBQWEsRUFBRTtBQUNyQixRQUFJO0FBQ0YsWUFBTSxTQUFTLE1BQU0sS0FBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxTQUFTLEtBQUssS0FBSyxJQUFJLEdBQUcsTUFBTSxTQUFTLENBQUM7QUFDOUcsVUFBSSxlQUFlLEVBQUUsY0FBYyxDQUFDLEVBQUUsUUFBUSxRQUFRO0FBQ3BELFVBQUUsVUFBVSxFQUFFLEdBQUcsRUFBRSxTQUFTLFVBQVUsT0FBTyxVQUFVLFNBQVMsT0FBTyxRQUFRO0FBQUEsTUFDakY7QUFBQSxJQUNGLFFBQVE7QUFBQSxJQUVSO0FBQ0EsU0FBSyxLQUFLLFFBQVEsT0FBTztBQUFBLEVBQzNCO0FBQUEsRUFFUSxVQUFVLFNBQXVCO0FBQ3ZDLFVBQU0sSUFBSSxLQUFLLE1BQU0sSUFBSSxTQUFTLE9BQU8sRUFBRTtBQUMzQyxRQUFJLEdBQUc7QUFDTCxXQUFLLGNBQWMsS0FBSyxDQUFDO0FBQUEsSUFDM0I7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUdBLE1BQU0sTUFBMkI7QUFDL0IsVUFBTSxJQUFJLEtBQUssUUFBUSxJQUFJLEtBQUssT0FBTztBQUN2QyxRQUFJLENBQUMsR0FBRztBQUNOO0FBQUEsSUFDRjtBQUNBLFVBQU0sUUFBUSxFQUFFLFFBQVEsU0FBUyxVQUFVLENBQUMsTUFBTSxFQUFFLGNBQWMsS0FBSyxTQUFTO0FBQ2hGLFFBQUksUUFBUSxHQUFHO0FBQ2I7QUFBQSxJQUNGO0FBQ0EsVUFBTSxNQUFNLG9CQUFJLEtBQUs7QUFDckIsVUFBTSxhQUFTLDRCQUFVLEVBQUUsUUFBUSxVQUFVLEdBQUc7QUFDaEQsTUFBRSxRQUFRLFdBQVcsRUFBRSxRQUFRLFNBQVMsSUFBSSxDQUFDLEdBQUcsTUFBTyxNQUFNLFFBQVEsT0FBTyxDQUFFO0FBQzlFLFVBQU0sWUFBUSw0QkFBVSxFQUFFLFFBQVEsVUFBVSxHQUFHO0FBQy9DLFVBQU0sUUFBUSxLQUFLLE1BQU0sUUFBSSxnQ0FBYyxJQUFJLENBQUM7QUFDaEQsUUFBSSxXQUFXLFNBQVMsU0FBUyxNQUFNLFNBQVMsV0FBVztBQUN6RCxZQUFNLE9BQU87QUFDYixXQUFLLGNBQWMsS0FBSyxLQUFLO0FBQUEsSUFDL0IsT0FBTztBQUNMLFdBQUssVUFBVSxLQUFLLE9BQU87QUFBQSxJQUM3QjtBQUFBLEVBQ0Y7QUFBQSxFQUVBLFVBQVUsTUFBc0M7QUFDOUMsWUFBUSxLQUFLLE1BQU07QUFBQSxNQUNqQixLQUFLO0FBQ0gsZUFBTztBQUFBLE1BQ1QsS0FBSyxXQUFXO0FBQ2QsY0FBTSxRQUFRLEVBQUUsVUFBVSxLQUFLLEtBQUssV0FBVyxvQkFBSSxLQUFLLENBQUM7QUFDekQsZUFBTyxLQUFLLE1BQU0sSUFBSSxTQUFTLEtBQUssT0FBTyxJQUFJLEtBQUssRUFBRSxLQUFLLEtBQUssVUFBVSxLQUFLLE9BQU87QUFBQSxNQUN4RjtBQUFBLE1BQ0E7QUFDRSxlQUFPLEtBQUssVUFBVSxLQUFLLE9BQU87QUFBQSxJQUN0QztBQUFBLEVBQ0Y7QUFBQSxFQUVBLE1BQU0sWUFBWSxNQUFzQztBQUN0RCxRQUFJLENBQUMsTUFBTTtBQUNULFVBQUksQ0FBQyxLQUFLLE9BQU8sV0FBVyxDQUFDLEtBQUssY0FBYztBQUM5QyxlQUFPLENBQUM7QUFBQSxNQUNWO0FBQ0EsYUFBTyxLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsTUFBTSxLQUFLLFVBQVUsRUFBRSxPQUFPLENBQUM7QUFBQSxJQUMvRDtBQUNBLFVBQU0sTUFBTSxvQkFBSSxLQUFLO0FBQ3JCLFFBQUksS0FBSyxTQUFTLFNBQVM7QUFDekIsWUFBTSxTQUFTLEtBQUssTUFBTSxNQUFNLEtBQUssT0FBTztBQUM1QyxVQUFJLENBQUMsUUFBUTtBQUNYLGVBQU8sQ0FBQztBQUFBLE1BQ1Y7QUFDQSxZQUFNLEtBQUssY0FBYyxLQUFLLE9BQU87QUFDckMsWUFBTSxXQUFXLEVBQUUsY0FBYyxRQUFRLEtBQUssTUFBTSxLQUFLLE9BQU8sRUFBRSxTQUFTLEdBQUcsRUFBRSxJQUFJLENBQUMsU0FBUyxLQUFLLFVBQVUsS0FBSyxTQUFTLElBQUksQ0FBQztBQUNoSSxZQUFNLFFBQVEsU0FBUyxLQUFLLENBQUMsTUFBTSxFQUFFLFNBQVMsT0FBTztBQUNyRCxVQUFJLFNBQVMsS0FBSyxZQUFZLE9BQU8sS0FBSyxPQUFPLEtBQUssS0FBSyxLQUFLLFNBQVM7QUFDdkUsbUJBQVcsTUFBTSxLQUFLLFFBQVEsUUFBUSxLQUFLLEtBQUssT0FBTyxPQUFPLEVBQUUsUUFBUSxPQUFPLE9BQU8sTUFBTSxDQUFDLENBQUMsRUFBRSxNQUFNLE1BQU0sTUFBUyxHQUFHLENBQUM7QUFBQSxNQUMzSDtBQUNBLGFBQU87QUFBQSxJQUNUO0FBQ0EsUUFBSSxLQUFLLFNBQVMsU0FBUztBQUN6QixZQUFNLFVBQVUsS0FBSyxNQUFNLEtBQUssT0FBTyxFQUFFO0FBQ3pDLFlBQU0sUUFBUSxFQUFFLGNBQWMsUUFBUSxVQUFVLEdBQUcsRUFBRSxLQUFLLENBQUMsTUFBTSxFQUFFLFVBQVUsS0FBSyxLQUFLO0FBQ3ZGLGNBQVEsT0FBTyxZQUFZLENBQUMsR0FBRztBQUFBLFFBQUksQ0FBQyxTQUNsQyxLQUFLLEtBQUssRUFBRSxNQUFNLFdBQVcsUUFBSSxnQ0FBYyxJQUFJLEdBQUcsU0FBUyxLQUFLLFNBQVMsV0FBVyxLQUFLLFdBQVcsS0FBSyxDQUFDO0FBQUEsTUFDaEg7QUFBQSxJQUNGO0FBQ0EsV0FBTyxDQUFDO0FBQUEsRUFDVjtBQUFBLEVBRVEsVUFBVSxTQUFpQixNQUE2QjtBQUM5RCxZQUFRLEtBQUssTUFBTTtBQUFBLE1BQ2pCLEtBQUs7QUFDSCxlQUFPLEtBQUssS0FBSyxFQUFFLE1BQU0sU0FBUyxJQUFJLFNBQVMsT0FBTyxJQUFJLEtBQUssS0FBSyxJQUFJLFNBQVMsT0FBTyxLQUFLLE1BQU0sQ0FBQztBQUFBLE1BQ3RHLEtBQUs7QUFDSCxlQUFPLEtBQUssS0FBSyxFQUFFLE1BQU0sUUFBUSxJQUFJLFFBQVEsT0FBTyxJQUFJLFNBQVMsTUFBTSxLQUFLLE1BQU0sT0FBTyxLQUFLLE1BQU0sQ0FBQztBQUFBLE1BQ3ZHLEtBQUs7QUFDSCxlQUFPLEtBQUssS0FBSyxFQUFFLE1BQU0sU0FBUyxJQUFJLFNBQVMsT0FBTyxJQUFJLFNBQVMsT0FBTyxLQUFLLE1BQU0sQ0FBQztBQUFBLE1BQ3hGLEtBQUs7QUFDSCxlQUFPLEtBQUssS0FBSyxFQUFFLE1BQU0sWUFBWSxJQUFJLFFBQVEsT0FBTyxJQUFJLFFBQVEsQ0FBQztBQUFBLElBQ3pFO0FBQUEsRUFDRjtBQUFBLEVBRUEsWUFBWSxNQUFpQztBQUMzQyxlQUFPLDJCQUFTLE1BQU0sS0FBSyxPQUFPLG9CQUFJLEtBQUssQ0FBQztBQUFBLEVBQzlDO0FBQUEsRUFFQSxVQUFnQjtBQUNkLFNBQUssWUFBWSxRQUFRLENBQUMsTUFBTSxFQUFFLFFBQVEsQ0FBQztBQUMzQyxTQUFLLGNBQWMsUUFBUTtBQUFBLEVBQzdCO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
