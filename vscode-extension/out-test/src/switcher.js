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
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
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
var switcher_exports = {};
__export(switcher_exports, {
  Switcher: () => Switcher,
  toPickItem: () => toPickItem
});
module.exports = __toCommonJS(switcher_exports);
var vscode = __toESM(require("vscode"));
var import_log = require("./log");
var p = __toESM(require("./protocol"));
var import_switcherItems = require("./switcherItems");
var import_treeModel = require("./treeModel");
const DELETE_BUTTON = { iconPath: new vscode.ThemeIcon("trash"), tooltip: "Delete\u2026" };
const COPY_BUTTON = { iconPath: new vscode.ThemeIcon("copy"), tooltip: "Copy Id" };
function toPickItem(entry) {
  switch (entry.kind) {
    case "separator":
      return { entry, label: entry.label, kind: vscode.QuickPickItemKind.Separator };
    case "loadMore":
      return { entry, label: entry.label, alwaysShow: true };
    case "session":
      return {
        entry,
        label: (0, import_switcherItems.escapeIcons)(entry.label),
        description: (0, import_switcherItems.escapeIcons)(entry.description),
        detail: (0, import_switcherItems.escapeIcons)(entry.detail),
        buttons: entry.canDelete ? [COPY_BUTTON, DELETE_BUTTON] : [COPY_BUTTON]
      };
  }
}
function key(item) {
  return `${item.agentId}\0${item.sessionId}`;
}
class Switcher {
  constructor(client, state, tree, actions, log) {
    this.client = client;
    this.state = state;
    this.tree = tree;
    this.actions = actions;
    this.log = log;
  }
  client;
  state;
  tree;
  actions;
  log;
  async show() {
    const qp = vscode.window.createQuickPick();
    qp.title = "Switch Session";
    qp.placeholder = "Filter by title, folder or first prompt";
    qp.matchOnDescription = true;
    qp.matchOnDetail = true;
    const listings = /* @__PURE__ */ new Map();
    for (const agent of this.state.agents) {
      const known = this.tree.listing(agent.agentId);
      if (known) {
        listings.set(agent.agentId, { sessions: known.sessions, hasMore: known.hasMore });
      }
    }
    let closed = false;
    const render = () => {
      if (closed) {
        return;
      }
      const activeKey = qp.activeItems[0]?.entry.kind === "session" ? key(qp.activeItems[0].entry.item) : void 0;
      const sessions = [...listings.values()].flatMap((l) => l.sessions);
      const entries = (0, import_switcherItems.switcherEntries)(sessions, {
        now: /* @__PURE__ */ new Date(),
        agentName: (id) => this.state.agentName(id),
        canDelete: (id) => this.state.capabilities(id)?.delete === true,
        isActive: (s) => this.state.isActive(s),
        hasMore: [...listings.values()].some((l) => l.hasMore)
      });
      qp.items = entries.map(toPickItem);
      const again = activeKey && qp.items.find((i) => i.entry.kind === "session" && key(i.entry.item) === activeKey);
      if (again) {
        qp.activeItems = [again];
      }
    };
    const fetchAll = async (mode, only) => {
      const cwd = this.tree.cwd();
      await Promise.all(
        this.state.agents.filter((a) => !only || only(a.agentId)).map(async (a) => {
          try {
            const r = await this.client.request(p.Requests.listSessions, { agentId: a.agentId, cwd, mode });
            const previous = listings.get(a.agentId)?.sessions ?? [];
            const sessions = mode === "more" ? (0, import_treeModel.mergeSessions)(previous, r.sessions) : r.sessions;
            if (mode !== "cached" || sessions.length || !previous.length) {
              listings.set(a.agentId, { sessions, hasMore: r.hasMore });
            }
            render();
          } catch (err) {
            if (!(0, import_log.isCancellation)(err)) {
              this.log.channel.warn(`switcher: listing ${a.agentId}: ${String(err.message ?? err)}`);
            }
          }
        })
      );
    };
    qp.onDidTriggerItemButton(async (e) => {
      const entry = e.item.entry;
      if (entry.kind !== "session") {
        return;
      }
      if (e.button === COPY_BUTTON) {
        await this.actions.copyId(entry.item);
        return;
      }
      qp.ignoreFocusOut = true;
      const deleted = await this.actions.delete(entry.item);
      qp.ignoreFocusOut = false;
      if (deleted) {
        const l = listings.get(entry.item.agentId);
        if (l) {
          l.sessions = l.sessions.filter((s) => s.sessionId !== entry.item.sessionId);
        }
        render();
      }
      if (!closed) {
        qp.show();
      }
    });
    qp.onDidAccept(async () => {
      const entry = qp.selectedItems[0]?.entry;
      if (!entry) {
        return;
      }
      if (entry.kind === "loadMore") {
        qp.busy = true;
        await fetchAll("more", (id) => listings.get(id)?.hasMore === true);
        qp.busy = false;
        return;
      }
      if (entry.kind === "session") {
        qp.hide();
        await this.actions.open(entry.item);
      }
    });
    qp.onDidHide(() => {
      closed = true;
      qp.dispose();
    });
    render();
    qp.busy = true;
    qp.show();
    if (!this.state.agents.length) {
      try {
        this.state.setAgents((await this.client.request(p.Requests.listAgents, {})).agents);
      } catch (err) {
        this.log.reportError("Listing agents", err);
      }
    }
    await fetchAll("cached");
    await fetchAll("first");
    if (!closed) {
      qp.busy = false;
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Switcher,
  toPickItem
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3N3aXRjaGVyLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBTd2l0Y2ggU2Vzc2lvblx1MjAyNjogb3BlbnMgYXQgb25jZSB3aXRoIHRoZSBicmlkZ2UncyBjYWNoZWQgbGlzdHMsIHJlZnJlc2hlcyB0aGVtIChidXN5IG1lYW53aGlsZSksXG4vLyBmdXp6eSBtYXRjaGVzIHRpdGxlLCBpZCwgZm9sZGVyIGFuZCBmaXJzdCBwcm9tcHQsIHNlcGFyYXRvcnMgYnkgZGF0ZSwgZGVsZXRlIC8gY29weSBpZCBidXR0b25zLlxuXG5pbXBvcnQgKiBhcyB2c2NvZGUgZnJvbSAndnNjb2RlJztcbmltcG9ydCB0eXBlIHsgQnJpZGdlQ2xpZW50IH0gZnJvbSAnLi9jbGllbnQnO1xuaW1wb3J0IHsgQnJpZGdlTG9nLCBpc0NhbmNlbGxhdGlvbiB9IGZyb20gJy4vbG9nJztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBTZXNzaW9uQWN0aW9ucyB9IGZyb20gJy4vc2Vzc2lvbkFjdGlvbnMnO1xuaW1wb3J0IHR5cGUgeyBTZXNzaW9uc1RyZWUgfSBmcm9tICcuL3Nlc3Npb25zVHJlZSc7XG5pbXBvcnQgeyBCcmlkZ2VTdGF0ZSB9IGZyb20gJy4vc3RhdGUnO1xuaW1wb3J0IHsgZXNjYXBlSWNvbnMsIFN3aXRjaGVyRW50cnksIHN3aXRjaGVyRW50cmllcyB9IGZyb20gJy4vc3dpdGNoZXJJdGVtcyc7XG5pbXBvcnQgeyBtZXJnZVNlc3Npb25zIH0gZnJvbSAnLi90cmVlTW9kZWwnO1xuXG50eXBlIFBpY2tJdGVtID0gdnNjb2RlLlF1aWNrUGlja0l0ZW0gJiB7IGVudHJ5OiBTd2l0Y2hlckVudHJ5IH07XG5cbmNvbnN0IERFTEVURV9CVVRUT046IHZzY29kZS5RdWlja0lucHV0QnV0dG9uID0geyBpY29uUGF0aDogbmV3IHZzY29kZS5UaGVtZUljb24oJ3RyYXNoJyksIHRvb2x0aXA6ICdEZWxldGVcdTIwMjYnIH07XG5jb25zdCBDT1BZX0JVVFRPTjogdnNjb2RlLlF1aWNrSW5wdXRCdXR0b24gPSB7IGljb25QYXRoOiBuZXcgdnNjb2RlLlRoZW1lSWNvbignY29weScpLCB0b29sdGlwOiAnQ29weSBJZCcgfTtcblxuZXhwb3J0IGZ1bmN0aW9uIHRvUGlja0l0ZW0oZW50cnk6IFN3aXRjaGVyRW50cnkpOiBQaWNrSXRlbSB7XG4gIHN3aXRjaCAoZW50cnkua2luZCkge1xuICAgIGNhc2UgJ3NlcGFyYXRvcic6XG4gICAgICByZXR1cm4geyBlbnRyeSwgbGFiZWw6IGVudHJ5LmxhYmVsLCBraW5kOiB2c2NvZGUuUXVpY2tQaWNrSXRlbUtpbmQuU2VwYXJhdG9yIH07XG4gICAgY2FzZSAnbG9hZE1vcmUnOlxuICAgICAgcmV0dXJuIHsgZW50cnksIGxhYmVsOiBlbnRyeS5sYWJlbCwgYWx3YXlzU2hvdzogdHJ1ZSB9O1xuICAgIGNhc2UgJ3Nlc3Npb24nOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgZW50cnksXG4gICAgICAgIGxhYmVsOiBlc2NhcGVJY29ucyhlbnRyeS5sYWJlbCksXG4gICAgICAgIGRlc2NyaXB0aW9uOiBlc2NhcGVJY29ucyhlbnRyeS5kZXNjcmlwdGlvbiksXG4gICAgICAgIGRldGFpbDogZXNjYXBlSWNvbnMoZW50cnkuZGV0YWlsKSxcbiAgICAgICAgYnV0dG9uczogZW50cnkuY2FuRGVsZXRlID8gW0NPUFlfQlVUVE9OLCBERUxFVEVfQlVUVE9OXSA6IFtDT1BZX0JVVFRPTl0sXG4gICAgICB9O1xuICB9XG59XG5cbmZ1bmN0aW9uIGtleShpdGVtOiBwLlNlc3Npb25SZWYpOiBzdHJpbmcge1xuICByZXR1cm4gYCR7aXRlbS5hZ2VudElkfVxcdTAwMDAke2l0ZW0uc2Vzc2lvbklkfWA7XG59XG5cbmV4cG9ydCBjbGFzcyBTd2l0Y2hlciB7XG4gIGNvbnN0cnVjdG9yKFxuICAgIHByaXZhdGUgcmVhZG9ubHkgY2xpZW50OiBCcmlkZ2VDbGllbnQsXG4gICAgcHJpdmF0ZSByZWFkb25seSBzdGF0ZTogQnJpZGdlU3RhdGUsXG4gICAgcHJpdmF0ZSByZWFkb25seSB0cmVlOiBTZXNzaW9uc1RyZWUsXG4gICAgcHJpdmF0ZSByZWFkb25seSBhY3Rpb25zOiBTZXNzaW9uQWN0aW9ucyxcbiAgICBwcml2YXRlIHJlYWRvbmx5IGxvZzogQnJpZGdlTG9nLFxuICApIHt9XG5cbiAgYXN5bmMgc2hvdygpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBxcCA9IHZzY29kZS53aW5kb3cuY3JlYXRlUXVpY2tQaWNrPFBpY2tJdGVtPigpO1xuICAgIHFwLnRpdGxlID0gJ1N3aXRjaCBTZXNzaW9uJztcbiAgICBxcC5wbGFjZWhvbGRlciA9ICdGaWx0ZXIgYnkgdGl0bGUsIGZvbGRlciBvciBmaXJzdCBwcm9tcHQnO1xuICAgIHFwLm1hdGNoT25EZXNjcmlwdGlvbiA9IHRydWU7XG4gICAgcXAubWF0Y2hPbkRldGFpbCA9IHRydWU7XG4gICAgY29uc3QgbGlzdGluZ3MgPSBuZXcgTWFwPHN0cmluZywgeyBzZXNzaW9uczogcC5TZXNzaW9uSXRlbVtdOyBoYXNNb3JlOiBib29sZWFuIH0+KCk7XG4gICAgZm9yIChjb25zdCBhZ2VudCBvZiB0aGlzLnN0YXRlLmFnZW50cykge1xuICAgICAgY29uc3Qga25vd24gPSB0aGlzLnRyZWUubGlzdGluZyhhZ2VudC5hZ2VudElkKTtcbiAgICAgIGlmIChrbm93bikge1xuICAgICAgICBsaXN0aW5ncy5zZXQoYWdlbnQuYWdlbnRJZCwgeyBzZXNzaW9uczoga25vd24uc2Vzc2lvbnMsIGhhc01vcmU6IGtub3duLmhhc01vcmUgfSk7XG4gICAgICB9XG4gICAgfVxuICAgIGxldCBjbG9zZWQgPSBmYWxzZTtcbiAgICBjb25zdCByZW5kZXIgPSAoKSA9PiB7XG4gICAgICBpZiAoY2xvc2VkKSB7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGFjdGl2ZUtleSA9IHFwLmFjdGl2ZUl0ZW1zWzBdPy5lbnRyeS5raW5kID09PSAnc2Vzc2lvbicgPyBrZXkocXAuYWN0aXZlSXRlbXNbMF0uZW50cnkuaXRlbSkgOiB1bmRlZmluZWQ7XG4gICAgICBjb25zdCBzZXNzaW9ucyA9IFsuLi5saXN0aW5ncy52YWx1ZXMoKV0uZmxhdE1hcCgobCkgPT4gbC5zZXNzaW9ucyk7XG4gICAgICBjb25zdCBlbnRyaWVzID0gc3dpdGNoZXJFbnRyaWVzKHNlc3Npb25zLCB7XG4gICAgICAgIG5vdzogbmV3IERhdGUoKSxcbiAgICAgICAgYWdlbnROYW1lOiAoaWQpID0+IHRoaXMuc3RhdGUuYWdlbnROYW1lKGlkKSxcbiAgICAgICAgY2FuRGVsZXRlOiAoaWQpID0+IHRoaXMuc3RhdGUuY2FwYWJpbGl0aWVzKGlkKT8uZGVsZXRlID09PSB0cnVlLFxuICAgICAgICBpc0FjdGl2ZTogKHMpID0+IHRoaXMuc3RhdGUuaXNBY3RpdmUocyksXG4gICAgICAgIGhhc01vcmU6IFsuLi5saXN0aW5ncy52YWx1ZXMoKV0uc29tZSgobCkgPT4gbC5oYXNNb3JlKSxcbiAgICAgIH0pO1xuICAgICAgcXAuaXRlbXMgPSBlbnRyaWVzLm1hcCh0b1BpY2tJdGVtKTtcbiAgICAgIGNvbnN0IGFnYWluID0gYWN0aXZlS2V5ICYmIHFwLml0ZW1zLmZpbmQoKGkpID0+IGkuZW50cnkua2luZCA9PT0gJ3Nlc3Npb24nICYmIGtleShpLmVudHJ5Lml0ZW0pID09PSBhY3RpdmVLZXkpO1xuICAgICAgaWYgKGFnYWluKSB7XG4gICAgICAgIHFwLmFjdGl2ZUl0ZW1zID0gW2FnYWluXTtcbiAgICAgIH1cbiAgICB9O1xuICAgIGNvbnN0IGZldGNoQWxsID0gYXN5bmMgKG1vZGU6IHAuTGlzdE1vZGUsIG9ubHk/OiAoYWdlbnRJZDogc3RyaW5nKSA9PiBib29sZWFuKSA9PiB7XG4gICAgICBjb25zdCBjd2QgPSB0aGlzLnRyZWUuY3dkKCk7XG4gICAgICBhd2FpdCBQcm9taXNlLmFsbChcbiAgICAgICAgdGhpcy5zdGF0ZS5hZ2VudHNcbiAgICAgICAgICAuZmlsdGVyKChhKSA9PiAhb25seSB8fCBvbmx5KGEuYWdlbnRJZCkpXG4gICAgICAgICAgLm1hcChhc3luYyAoYSkgPT4ge1xuICAgICAgICAgICAgdHJ5IHtcbiAgICAgICAgICAgICAgY29uc3QgciA9IGF3YWl0IHRoaXMuY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5saXN0U2Vzc2lvbnMsIHsgYWdlbnRJZDogYS5hZ2VudElkLCBjd2QsIG1vZGUgfSk7XG4gICAgICAgICAgICAgIGNvbnN0IHByZXZpb3VzID0gbGlzdGluZ3MuZ2V0KGEuYWdlbnRJZCk/LnNlc3Npb25zID8/IFtdO1xuICAgICAgICAgICAgICBjb25zdCBzZXNzaW9ucyA9IG1vZGUgPT09ICdtb3JlJyA/IG1lcmdlU2Vzc2lvbnMocHJldmlvdXMsIHIuc2Vzc2lvbnMpIDogci5zZXNzaW9ucztcbiAgICAgICAgICAgICAgaWYgKG1vZGUgIT09ICdjYWNoZWQnIHx8IHNlc3Npb25zLmxlbmd0aCB8fCAhcHJldmlvdXMubGVuZ3RoKSB7XG4gICAgICAgICAgICAgICAgbGlzdGluZ3Muc2V0KGEuYWdlbnRJZCwgeyBzZXNzaW9ucywgaGFzTW9yZTogci5oYXNNb3JlIH0pO1xuICAgICAgICAgICAgICB9XG4gICAgICAgICAgICAgIHJlbmRlcigpO1xuICAgICAgICAgICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAgICAgICAgIGlmICghaXNDYW5jZWxsYXRpb24oZXJyKSkge1xuICAgICAgICAgICAgICAgIHRoaXMubG9nLmNoYW5uZWwud2Fybihgc3dpdGNoZXI6IGxpc3RpbmcgJHthLmFnZW50SWR9OiAke1N0cmluZygoZXJyIGFzIEVycm9yKS5tZXNzYWdlID8/IGVycil9YCk7XG4gICAgICAgICAgICAgIH1cbiAgICAgICAgICAgIH1cbiAgICAgICAgICB9KSxcbiAgICAgICk7XG4gICAgfTtcblxuICAgIHFwLm9uRGlkVHJpZ2dlckl0ZW1CdXR0b24oYXN5bmMgKGUpID0+IHtcbiAgICAgIGNvbnN0IGVudHJ5ID0gZS5pdGVtLmVudHJ5O1xuICAgICAgaWYgKGVudHJ5LmtpbmQgIT09ICdzZXNzaW9uJykge1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBpZiAoZS5idXR0b24gPT09IENPUFlfQlVUVE9OKSB7XG4gICAgICAgIGF3YWl0IHRoaXMuYWN0aW9ucy5jb3B5SWQoZW50cnkuaXRlbSk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIHFwLmlnbm9yZUZvY3VzT3V0ID0gdHJ1ZTsgLy8gdGhlIG1vZGFsIGNvbmZpcm1hdGlvbiB0YWtlcyB0aGUgZm9jdXNcbiAgICAgIGNvbnN0IGRlbGV0ZWQgPSBhd2FpdCB0aGlzLmFjdGlvbnMuZGVsZXRlKGVudHJ5Lml0ZW0pO1xuICAgICAgcXAuaWdub3JlRm9jdXNPdXQgPSBmYWxzZTtcbiAgICAgIGlmIChkZWxldGVkKSB7XG4gICAgICAgIGNvbnN0IGwgPSBsaXN0aW5ncy5nZXQoZW50cnkuaXRlbS5hZ2VudElkKTtcbiAgICAgICAgaWYgKGwpIHtcbiAgICAgICAgICBsLnNlc3Npb25zID0gbC5zZXNzaW9ucy5maWx0ZXIoKHMpID0+IHMuc2Vzc2lvbklkICE9PSBlbnRyeS5pdGVtLnNlc3Npb25JZCk7XG4gICAgICAgIH1cbiAgICAgICAgcmVuZGVyKCk7XG4gICAgICB9XG4gICAgICBpZiAoIWNsb3NlZCkge1xuICAgICAgICBxcC5zaG93KCk7XG4gICAgICB9XG4gICAgfSk7XG4gICAgcXAub25EaWRBY2NlcHQoYXN5bmMgKCkgPT4ge1xuICAgICAgY29uc3QgZW50cnkgPSBxcC5zZWxlY3RlZEl0ZW1zWzBdPy5lbnRyeTtcbiAgICAgIGlmICghZW50cnkpIHtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgaWYgKGVudHJ5LmtpbmQgPT09ICdsb2FkTW9yZScpIHtcbiAgICAgICAgcXAuYnVzeSA9IHRydWU7XG4gICAgICAgIGF3YWl0IGZldGNoQWxsKCdtb3JlJywgKGlkKSA9PiBsaXN0aW5ncy5nZXQoaWQpPy5oYXNNb3JlID09PSB0cnVlKTtcbiAgICAgICAgcXAuYnVzeSA9IGZhbHNlO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBpZiAoZW50cnkua2luZCA9PT0gJ3Nlc3Npb24nKSB7XG4gICAgICAgIHFwLmhpZGUoKTtcbiAgICAgICAgYXdhaXQgdGhpcy5hY3Rpb25zLm9wZW4oZW50cnkuaXRlbSk7XG4gICAgICB9XG4gICAgfSk7XG4gICAgcXAub25EaWRIaWRlKCgpID0+IHtcbiAgICAgIGNsb3NlZCA9IHRydWU7XG4gICAgICBxcC5kaXNwb3NlKCk7XG4gICAgfSk7XG5cbiAgICByZW5kZXIoKTtcbiAgICBxcC5idXN5ID0gdHJ1ZTtcbiAgICBxcC5zaG93KCk7XG4gICAgaWYgKCF0aGlzLnN0YXRlLmFnZW50cy5sZW5ndGgpIHtcbiAgICAgIHRyeSB7XG4gICAgICAgIHRoaXMuc3RhdGUuc2V0QWdlbnRzKChhd2FpdCB0aGlzLmNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMubGlzdEFnZW50cywge30pKS5hZ2VudHMpO1xuICAgICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAgIHRoaXMubG9nLnJlcG9ydEVycm9yKCdMaXN0aW5nIGFnZW50cycsIGVycik7XG4gICAgICB9XG4gICAgfVxuICAgIGF3YWl0IGZldGNoQWxsKCdjYWNoZWQnKTtcbiAgICBhd2FpdCBmZXRjaEFsbCgnZmlyc3QnKTtcbiAgICBpZiAoIWNsb3NlZCkge1xuICAgICAgcXAuYnVzeSA9IGZhbHNlO1xuICAgIH1cbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUdBLGFBQXdCO0FBRXhCLGlCQUEwQztBQUMxQyxRQUFtQjtBQUluQiwyQkFBNEQ7QUFDNUQsdUJBQThCO0FBSTlCLE1BQU0sZ0JBQXlDLEVBQUUsVUFBVSxJQUFJLE9BQU8sVUFBVSxPQUFPLEdBQUcsU0FBUyxlQUFVO0FBQzdHLE1BQU0sY0FBdUMsRUFBRSxVQUFVLElBQUksT0FBTyxVQUFVLE1BQU0sR0FBRyxTQUFTLFVBQVU7QUFFbkcsU0FBUyxXQUFXLE9BQWdDO0FBQ3pELFVBQVEsTUFBTSxNQUFNO0FBQUEsSUFDbEIsS0FBSztBQUNILGFBQU8sRUFBRSxPQUFPLE9BQU8sTUFBTSxPQUFPLE1BQU0sT0FBTyxrQkFBa0IsVUFBVTtBQUFBLElBQy9FLEtBQUs7QUFDSCxhQUFPLEVBQUUsT0FBTyxPQUFPLE1BQU0sT0FBTyxZQUFZLEtBQUs7QUFBQSxJQUN2RCxLQUFLO0FBQ0gsYUFBTztBQUFBLFFBQ0w7QUFBQSxRQUNBLFdBQU8sa0NBQVksTUFBTSxLQUFLO0FBQUEsUUFDOUIsaUJBQWEsa0NBQVksTUFBTSxXQUFXO0FBQUEsUUFDMUMsWUFBUSxrQ0FBWSxNQUFNLE1BQU07QUFBQSxRQUNoQyxTQUFTLE1BQU0sWUFBWSxDQUFDLGFBQWEsYUFBYSxJQUFJLENBQUMsV0FBVztBQUFBLE1BQ3hFO0FBQUEsRUFDSjtBQUNGO0FBRUEsU0FBUyxJQUFJLE1BQTRCO0FBQ3ZDLFNBQU8sR0FBRyxLQUFLLE9BQU8sS0FBUyxLQUFLLFNBQVM7QUFDL0M7QUFFTyxNQUFNLFNBQVM7QUFBQSxFQUNwQixZQUNtQixRQUNBLE9BQ0EsTUFDQSxTQUNBLEtBQ2pCO0FBTGlCO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFBQSxFQUNoQjtBQUFBLEVBTGdCO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBR25CLE1BQU0sT0FBc0I7QUFDMUIsVUFBTSxLQUFLLE9BQU8sT0FBTyxnQkFBMEI7QUFDbkQsT0FBRyxRQUFRO0FBQ1gsT0FBRyxjQUFjO0FBQ2pCLE9BQUcscUJBQXFCO0FBQ3hCLE9BQUcsZ0JBQWdCO0FBQ25CLFVBQU0sV0FBVyxvQkFBSSxJQUE2RDtBQUNsRixlQUFXLFNBQVMsS0FBSyxNQUFNLFFBQVE7QUFDckMsWUFBTSxRQUFRLEtBQUssS0FBSyxRQUFRLE1BQU0sT0FBTztBQUM3QyxVQUFJLE9BQU87QUFDVCxpQkFBUyxJQUFJLE1BQU0sU0FBUyxFQUFFLFVBQVUsTUFBTSxVQUFVLFNBQVMsTUFBTSxRQUFRLENBQUM7QUFBQSxNQUNsRjtBQUFBLElBQ0Y7QUFDQSxRQUFJLFNBQVM7QUFDYixVQUFNLFNBQVMsTUFBTTtBQUNuQixVQUFJLFFBQVE7QUFDVjtBQUFBLE1BQ0Y7QUFDQSxZQUFNLFlBQVksR0FBRyxZQUFZLENBQUMsR0FBRyxNQUFNLFNBQVMsWUFBWSxJQUFJLEdBQUcsWUFBWSxDQUFDLEVBQUUsTUFBTSxJQUFJLElBQUk7QUFDcEcsWUFBTSxXQUFXLENBQUMsR0FBRyxTQUFTLE9BQU8sQ0FBQyxFQUFFLFFBQVEsQ0FBQyxNQUFNLEVBQUUsUUFBUTtBQUNqRSxZQUFNLGNBQVUsc0NBQWdCLFVBQVU7QUFBQSxRQUN4QyxLQUFLLG9CQUFJLEtBQUs7QUFBQSxRQUNkLFdBQVcsQ0FBQyxPQUFPLEtBQUssTUFBTSxVQUFVLEVBQUU7QUFBQSxRQUMxQyxXQUFXLENBQUMsT0FBTyxLQUFLLE1BQU0sYUFBYSxFQUFFLEdBQUcsV0FBVztBQUFBLFFBQzNELFVBQVUsQ0FBQyxNQUFNLEtBQUssTUFBTSxTQUFTLENBQUM7QUFBQSxRQUN0QyxTQUFTLENBQUMsR0FBRyxTQUFTLE9BQU8sQ0FBQyxFQUFFLEtBQUssQ0FBQyxNQUFNLEVBQUUsT0FBTztBQUFBLE1BQ3ZELENBQUM7QUFDRCxTQUFHLFFBQVEsUUFBUSxJQUFJLFVBQVU7QUFDakMsWUFBTSxRQUFRLGFBQWEsR0FBRyxNQUFNLEtBQUssQ0FBQyxNQUFNLEVBQUUsTUFBTSxTQUFTLGFBQWEsSUFBSSxFQUFFLE1BQU0sSUFBSSxNQUFNLFNBQVM7QUFDN0csVUFBSSxPQUFPO0FBQ1QsV0FBRyxjQUFjLENBQUMsS0FBSztBQUFBLE1BQ3pCO0FBQUEsSUFDRjtBQUNBLFVBQU0sV0FBVyxPQUFPLE1BQWtCLFNBQXdDO0FBQ2hGLFlBQU0sTUFBTSxLQUFLLEtBQUssSUFBSTtBQUMxQixZQUFNLFFBQVE7QUFBQSxRQUNaLEtBQUssTUFBTSxPQUNSLE9BQU8sQ0FBQyxNQUFNLENBQUMsUUFBUSxLQUFLLEVBQUUsT0FBTyxDQUFDLEVBQ3RDLElBQUksT0FBTyxNQUFNO0FBQ2hCLGNBQUk7QUFDRixrQkFBTSxJQUFJLE1BQU0sS0FBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxTQUFTLEVBQUUsU0FBUyxLQUFLLEtBQUssQ0FBQztBQUM5RixrQkFBTSxXQUFXLFNBQVMsSUFBSSxFQUFFLE9BQU8sR0FBRyxZQUFZLENBQUM7QUFDdkQsa0JBQU0sV0FBVyxTQUFTLGFBQVMsZ0NBQWMsVUFBVSxFQUFFLFFBQVEsSUFBSSxFQUFFO0FBQzNFLGdCQUFJLFNBQVMsWUFBWSxTQUFTLFVBQVUsQ0FBQyxTQUFTLFFBQVE7QUFDNUQsdUJBQVMsSUFBSSxFQUFFLFNBQVMsRUFBRSxVQUFVLFNBQVMsRUFBRSxRQUFRLENBQUM7QUFBQSxZQUMxRDtBQUNBLG1CQUFPO0FBQUEsVUFDVCxTQUFTLEtBQUs7QUFDWixnQkFBSSxLQUFDLDJCQUFlLEdBQUcsR0FBRztBQUN4QixtQkFBSyxJQUFJLFFBQVEsS0FBSyxxQkFBcUIsRUFBRSxPQUFPLEtBQUssT0FBUSxJQUFjLFdBQVcsR0FBRyxDQUFDLEVBQUU7QUFBQSxZQUNsRztBQUFBLFVBQ0Y7QUFBQSxRQUNGLENBQUM7QUFBQSxNQUNMO0FBQUEsSUFDRjtBQUVBLE9BQUcsdUJBQXVCLE9BQU8sTUFBTTtBQUNyQyxZQUFNLFFBQVEsRUFBRSxLQUFLO0FBQ3JCLFVBQUksTUFBTSxTQUFTLFdBQVc7QUFDNUI7QUFBQSxNQUNGO0FBQ0EsVUFBSSxFQUFFLFdBQVcsYUFBYTtBQUM1QixjQUFNLEtBQUssUUFBUSxPQUFPLE1BQU0sSUFBSTtBQUNwQztBQUFBLE1BQ0Y7QUFDQSxTQUFHLGlCQUFpQjtBQUNwQixZQUFNLFVBQVUsTUFBTSxLQUFLLFFBQVEsT0FBTyxNQUFNLElBQUk7QUFDcEQsU0FBRyxpQkFBaUI7QUFDcEIsVUFBSSxTQUFTO0FBQ1gsY0FBTSxJQUFJLFNBQVMsSUFBSSxNQUFNLEtBQUssT0FBTztBQUN6QyxZQUFJLEdBQUc7QUFDTCxZQUFFLFdBQVcsRUFBRSxTQUFTLE9BQU8sQ0FBQyxNQUFNLEVBQUUsY0FBYyxNQUFNLEtBQUssU0FBUztBQUFBLFFBQzVFO0FBQ0EsZUFBTztBQUFBLE1BQ1Q7QUFDQSxVQUFJLENBQUMsUUFBUTtBQUNYLFdBQUcsS0FBSztBQUFBLE1BQ1Y7QUFBQSxJQUNGLENBQUM7QUFDRCxPQUFHLFlBQVksWUFBWTtBQUN6QixZQUFNLFFBQVEsR0FBRyxjQUFjLENBQUMsR0FBRztBQUNuQyxVQUFJLENBQUMsT0FBTztBQUNWO0FBQUEsTUFDRjtBQUNBLFVBQUksTUFBTSxTQUFTLFlBQVk7QUFDN0IsV0FBRyxPQUFPO0FBQ1YsY0FBTSxTQUFTLFFBQVEsQ0FBQyxPQUFPLFNBQVMsSUFBSSxFQUFFLEdBQUcsWUFBWSxJQUFJO0FBQ2pFLFdBQUcsT0FBTztBQUNWO0FBQUEsTUFDRjtBQUNBLFVBQUksTUFBTSxTQUFTLFdBQVc7QUFDNUIsV0FBRyxLQUFLO0FBQ1IsY0FBTSxLQUFLLFFBQVEsS0FBSyxNQUFNLElBQUk7QUFBQSxNQUNwQztBQUFBLElBQ0YsQ0FBQztBQUNELE9BQUcsVUFBVSxNQUFNO0FBQ2pCLGVBQVM7QUFDVCxTQUFHLFFBQVE7QUFBQSxJQUNiLENBQUM7QUFFRCxXQUFPO0FBQ1AsT0FBRyxPQUFPO0FBQ1YsT0FBRyxLQUFLO0FBQ1IsUUFBSSxDQUFDLEtBQUssTUFBTSxPQUFPLFFBQVE7QUFDN0IsVUFBSTtBQUNGLGFBQUssTUFBTSxXQUFXLE1BQU0sS0FBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLFlBQVksQ0FBQyxDQUFDLEdBQUcsTUFBTTtBQUFBLE1BQ3BGLFNBQVMsS0FBSztBQUNaLGFBQUssSUFBSSxZQUFZLGtCQUFrQixHQUFHO0FBQUEsTUFDNUM7QUFBQSxJQUNGO0FBQ0EsVUFBTSxTQUFTLFFBQVE7QUFDdkIsVUFBTSxTQUFTLE9BQU87QUFDdEIsUUFBSSxDQUFDLFFBQVE7QUFDWCxTQUFHLE9BQU87QUFBQSxJQUNaO0FBQUEsRUFDRjtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
