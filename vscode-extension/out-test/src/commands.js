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
var commands_exports = {};
__export(commands_exports, {
  registerCommands: () => registerCommands
});
module.exports = __toCommonJS(commands_exports);
var os = __toESM(require("os"));
var vscode = __toESM(require("vscode"));
var p = __toESM(require("./protocol"));
var import_search = require("./search");
var import_switcherItems = require("./switcherItems");
function registerCommands(context, deps) {
  const { client, state, tree, actions, switcher, log } = deps;
  const sessionPick = (item) => ({
    item,
    label: (0, import_switcherItems.escapeIcons)(item.displayTitle),
    description: (0, import_switcherItems.escapeIcons)(
      (0, import_switcherItems.switcherDescription)(item, {
        now: /* @__PURE__ */ new Date(),
        agentName: (id) => state.agentName(id),
        canDelete: () => false,
        isActive: (s) => state.isActive(s),
        hasMore: false
      })
    ),
    detail: (0, import_switcherItems.escapeIcons)((0, import_switcherItems.switcherDetail)(item))
  });
  const pickSession = async (items, title) => {
    const picked = await vscode.window.showQuickPick(items.map(sessionPick), {
      title,
      placeHolder: "Choose a session",
      matchOnDescription: true,
      matchOnDetail: true
    });
    return picked?.item;
  };
  const ensureAgents = async () => {
    if (!state.agents.length) {
      state.setAgents((await client.request(p.Requests.listAgents, {})).agents);
    }
    return state.agents;
  };
  const pickAgent = async (arg, placeHolder) => {
    const given = arg?.agentId;
    if (typeof given === "string") {
      return given;
    }
    const agents = await ensureAgents();
    if (agents.length <= 1) {
      return agents[0]?.agentId;
    }
    const picked = await vscode.window.showQuickPick(
      agents.map((a) => ({ label: (0, import_switcherItems.escapeIcons)(a.name), description: a.state, agentId: a.agentId })),
      { placeHolder }
    );
    return picked?.agentId;
  };
  const sessionArg = async (arg) => {
    let ref;
    if (arg instanceof vscode.Uri) {
      ref = p.parseTranscriptUri(arg.toString(true)) ?? p.parseTranscriptUri(arg.toString());
    } else if (arg && typeof arg === "object") {
      const a = arg;
      if (a.item && typeof a.item.sessionId === "string") {
        return a.item;
      }
      if (typeof a.agentId === "string" && typeof a.sessionId === "string") {
        if (typeof a.displayTitle === "string") {
          return arg;
        }
        ref = { agentId: a.agentId, sessionId: a.sessionId };
      }
    }
    if (ref) {
      const r = ref;
      const known = tree.listing(r.agentId)?.sessions.find((s) => s.sessionId === r.sessionId);
      return known ?? minimalItem(r);
    }
    if (state.active) {
      return state.active;
    }
    const recent = await client.request(p.Requests.findSessions, { query: "", agentId: null, limit: 200 });
    return pickSession(recent.items, "Choose a session");
  };
  const withSession = (fn) => async (arg) => {
    try {
      const item = await sessionArg(arg);
      if (item) {
        await fn(item);
      }
    } catch (err) {
      log.reportError("The command", err);
    }
  };
  const guarded = (what, fn) => async (...args) => {
    try {
      await fn(...args);
    } catch (err) {
      log.reportError(what, err);
    }
  };
  const progress = (title, task) => vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title }, () => task);
  const folderCwd = async (ask) => {
    const folders = vscode.workspace.workspaceFolders ?? [];
    if (folders.length > 1 && ask) {
      return (await vscode.window.showWorkspaceFolderPick({ placeHolder: "Which folder?" }))?.uri.fsPath;
    }
    return folders[0]?.uri.fsPath;
  };
  const register = (id, fn) => context.subscriptions.push(vscode.commands.registerCommand(id, fn));
  register("acpBridge.switchSession", guarded("Switching sessions", () => switcher.show()));
  register("acpBridge.continueLastSession", guarded("Continuing the last session", async () => {
    const cwd = await folderCwd(true);
    if (!cwd) {
      void vscode.window.showInformationMessage("Open a folder to continue its last session.");
      return;
    }
    if (!await actions.confirmSwitch({ agentId: "", sessionId: "" })) {
      return;
    }
    const result = await progress("Continuing the last session\u2026", client.request(p.Requests.continueLast, { cwd, agentId: null }));
    await actions.showResult(result);
  }));
  register("acpBridge.resumeSessionById", guarded("Resuming the session", async () => {
    const prefix = (await vscode.window.showInputBox({
      title: "Resume Session by Id",
      prompt: "A session id, or the start of one",
      placeHolder: "sess_3f2a",
      validateInput: (v) => v.trim() ? void 0 : "Type an id or the start of one."
    }))?.trim();
    if (!prefix) {
      return;
    }
    const { matches } = await progress("Looking up the session\u2026", client.request(p.Requests.resolvePrefix, { prefix, agentId: null }));
    if (matches.length === 0) {
      void vscode.window.showInformationMessage(`No session id starts with \u201C${prefix}\u201D.`);
      return;
    }
    const chosen = matches.length === 1 ? matches[0] : await pickSession(matches, `${matches.length} sessions start with \u201C${prefix}\u201D`);
    if (chosen) {
      await actions.open(chosen);
    }
  }));
  register("acpBridge.newSession", guarded("Starting a session", async (arg) => {
    const agentId = await pickAgent(arg, "Start a session with which agent?");
    if (!agentId) {
      return;
    }
    if (!await actions.confirmSwitch({ agentId, sessionId: "" })) {
      return;
    }
    const cwd = await folderCwd(false) ?? os.homedir();
    const result = await progress(`Starting a session with ${state.agentName(agentId)}\u2026`, client.request(p.Requests.newSession, { agentId, cwd }));
    await actions.showResult(result);
  }));
  register("acpBridge.closeSession", guarded("Closing the session", async () => {
    const active = state.active;
    if (!active) {
      void vscode.window.showInformationMessage("No session is active.");
      return;
    }
    await actions.close(active);
  }));
  register("acpBridge.closeSessionItem", withSession((item) => actions.close(item)));
  register("acpBridge.refreshSessions", guarded("Refreshing sessions", () => tree.refreshAll()));
  register("acpBridge.searchTranscripts", guarded("Searching", () => (0, import_search.searchSessions)(deps)));
  register("acpBridge.showLog", () => log.show());
  register("acpBridge.restartAgent", guarded("Restarting the agent", async (arg) => {
    const agentId = await pickAgent(arg, "Restart which agent?");
    if (agentId) {
      state.updateAgent(await progress(`Restarting ${state.agentName(agentId)}\u2026`, client.request(p.Requests.restartAgent, { agentId })));
    }
  }));
  register("acpBridge.openSettings", () => vscode.commands.executeCommand("workbench.action.openSettings", "acpBridge"));
  register("acpBridge.toggleAllFolders", () => tree.setAllFolders(true));
  register("acpBridge.toggleThisFolder", () => tree.setAllFolders(false));
  register("acpBridge.openTranscript", withSession((item) => actions.open(item, "auto")));
  register("acpBridge.resumeSession", withSession((item) => actions.open(item, "resume")));
  register("acpBridge.deleteSession", withSession((item) => actions.delete(item)));
  register("acpBridge.copySessionId", withSession((item) => actions.copyId(item)));
  register("acpBridge.exportMarkdown", withSession((item) => actions.exportMarkdown(item)));
  register("acpBridge.renameSession", withSession((item) => actions.rename(item)));
  register("acpBridge.loadMore", guarded("Loading more sessions", async (arg) => {
    const given = arg?.agentId;
    const agents = typeof given === "string" ? [given] : state.agents.map((a) => a.agentId).filter((id) => tree.listing(id)?.hasMore);
    await Promise.all(agents.map((id) => tree.loadMore(id)));
  }));
  register("acpBridge.retryAgent", guarded("Retrying", async (arg) => {
    const agentId = await pickAgent(arg, "Retry which agent?");
    if (!agentId) {
      return;
    }
    const status = state.agent(agentId);
    if (status && (status.state === "error" || status.state === "exited")) {
      state.updateAgent(await client.request(p.Requests.restartAgent, { agentId }));
    }
    await tree.refresh(agentId);
  }));
  register("acpBridge.sendPrompt", guarded("Sending the prompt", async () => {
    const active = state.active;
    if (!active) {
      void vscode.window.showInformationMessage("No session is active. Open or start one first.");
      return;
    }
    const text = await vscode.window.showInputBox({
      title: `Send Prompt to \u201C${active.displayTitle}\u201D`,
      prompt: `The prompt for ${state.agentName(active.agentId)}; the reply streams into the transcript.`,
      validateInput: (v) => v.trim() ? void 0 : "Type a prompt."
    });
    if (text?.trim()) {
      await actions.sendPrompt(text);
    }
  }));
}
function minimalItem(ref) {
  return {
    agentId: ref.agentId,
    sessionId: ref.sessionId,
    displayTitle: ref.sessionId,
    title: null,
    localTitle: null,
    cwd: null,
    additionalDirectories: [],
    updatedAt: null,
    firstPrompt: null,
    facts: [],
    active: false
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  registerCommands
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2NvbW1hbmRzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBFdmVyeSBjb21tYW5kIG9mIHBhY2thZ2UuanNvbi4gSXRlbSBjb21tYW5kcyB0YWtlIGEgdHJlZSBub2RlLCBhIFNlc3Npb25JdGVtLCBhIHthZ2VudElkLFxuLy8gc2Vzc2lvbklkfSBvciBhIHRyYW5zY3JpcHQgVXJpOyB3aXRob3V0IGFuIGFyZ3VtZW50IHRoZXkgYWN0IG9uIHRoZSBhY3RpdmUgc2Vzc2lvbiAob3IgYXNrKS5cblxuaW1wb3J0ICogYXMgb3MgZnJvbSAnb3MnO1xuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgdHlwZSB7IEJyaWRnZUNsaWVudCB9IGZyb20gJy4vY2xpZW50JztcbmltcG9ydCB7IEJyaWRnZUxvZyB9IGZyb20gJy4vbG9nJztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBTZXNzaW9uQWN0aW9ucyB9IGZyb20gJy4vc2Vzc2lvbkFjdGlvbnMnO1xuaW1wb3J0IHsgU2Vzc2lvbnNUcmVlIH0gZnJvbSAnLi9zZXNzaW9uc1RyZWUnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCB7IHNlYXJjaFNlc3Npb25zIH0gZnJvbSAnLi9zZWFyY2gnO1xuaW1wb3J0IHsgU3dpdGNoZXIgfSBmcm9tICcuL3N3aXRjaGVyJztcbmltcG9ydCB7IGVzY2FwZUljb25zLCBzd2l0Y2hlckRlc2NyaXB0aW9uLCBzd2l0Y2hlckRldGFpbCB9IGZyb20gJy4vc3dpdGNoZXJJdGVtcyc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgQ29tbWFuZERlcHMge1xuICBjbGllbnQ6IEJyaWRnZUNsaWVudDtcbiAgc3RhdGU6IEJyaWRnZVN0YXRlO1xuICB0cmVlOiBTZXNzaW9uc1RyZWU7XG4gIGFjdGlvbnM6IFNlc3Npb25BY3Rpb25zO1xuICBzd2l0Y2hlcjogU3dpdGNoZXI7XG4gIGxvZzogQnJpZGdlTG9nO1xufVxuXG5leHBvcnQgdHlwZSBTZXNzaW9uUGljayA9IHZzY29kZS5RdWlja1BpY2tJdGVtICYgeyBpdGVtOiBwLlNlc3Npb25JdGVtIH07XG5cbmV4cG9ydCBmdW5jdGlvbiByZWdpc3RlckNvbW1hbmRzKGNvbnRleHQ6IHZzY29kZS5FeHRlbnNpb25Db250ZXh0LCBkZXBzOiBDb21tYW5kRGVwcyk6IHZvaWQge1xuICBjb25zdCB7IGNsaWVudCwgc3RhdGUsIHRyZWUsIGFjdGlvbnMsIHN3aXRjaGVyLCBsb2cgfSA9IGRlcHM7XG5cbiAgY29uc3Qgc2Vzc2lvblBpY2sgPSAoaXRlbTogcC5TZXNzaW9uSXRlbSk6IFNlc3Npb25QaWNrID0+ICh7XG4gICAgaXRlbSxcbiAgICBsYWJlbDogZXNjYXBlSWNvbnMoaXRlbS5kaXNwbGF5VGl0bGUpLFxuICAgIGRlc2NyaXB0aW9uOiBlc2NhcGVJY29ucyhcbiAgICAgIHN3aXRjaGVyRGVzY3JpcHRpb24oaXRlbSwge1xuICAgICAgICBub3c6IG5ldyBEYXRlKCksXG4gICAgICAgIGFnZW50TmFtZTogKGlkKSA9PiBzdGF0ZS5hZ2VudE5hbWUoaWQpLFxuICAgICAgICBjYW5EZWxldGU6ICgpID0+IGZhbHNlLFxuICAgICAgICBpc0FjdGl2ZTogKHMpID0+IHN0YXRlLmlzQWN0aXZlKHMpLFxuICAgICAgICBoYXNNb3JlOiBmYWxzZSxcbiAgICAgIH0pLFxuICAgICksXG4gICAgZGV0YWlsOiBlc2NhcGVJY29ucyhzd2l0Y2hlckRldGFpbChpdGVtKSksXG4gIH0pO1xuXG4gIGNvbnN0IHBpY2tTZXNzaW9uID0gYXN5bmMgKGl0ZW1zOiBwLlNlc3Npb25JdGVtW10sIHRpdGxlOiBzdHJpbmcpOiBQcm9taXNlPHAuU2Vzc2lvbkl0ZW0gfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBwaWNrZWQgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dRdWlja1BpY2soaXRlbXMubWFwKHNlc3Npb25QaWNrKSwge1xuICAgICAgdGl0bGUsXG4gICAgICBwbGFjZUhvbGRlcjogJ0Nob29zZSBhIHNlc3Npb24nLFxuICAgICAgbWF0Y2hPbkRlc2NyaXB0aW9uOiB0cnVlLFxuICAgICAgbWF0Y2hPbkRldGFpbDogdHJ1ZSxcbiAgICB9KTtcbiAgICByZXR1cm4gcGlja2VkPy5pdGVtO1xuICB9O1xuXG4gIGNvbnN0IGVuc3VyZUFnZW50cyA9IGFzeW5jICgpOiBQcm9taXNlPHAuQWdlbnRTdGF0dXNbXT4gPT4ge1xuICAgIGlmICghc3RhdGUuYWdlbnRzLmxlbmd0aCkge1xuICAgICAgc3RhdGUuc2V0QWdlbnRzKChhd2FpdCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmxpc3RBZ2VudHMsIHt9KSkuYWdlbnRzKTtcbiAgICB9XG4gICAgcmV0dXJuIHN0YXRlLmFnZW50cztcbiAgfTtcblxuICBjb25zdCBwaWNrQWdlbnQgPSBhc3luYyAoYXJnOiB1bmtub3duLCBwbGFjZUhvbGRlcjogc3RyaW5nKTogUHJvbWlzZTxzdHJpbmcgfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBnaXZlbiA9IChhcmcgYXMgeyBhZ2VudElkPzogdW5rbm93biB9IHwgdW5kZWZpbmVkKT8uYWdlbnRJZDtcbiAgICBpZiAodHlwZW9mIGdpdmVuID09PSAnc3RyaW5nJykge1xuICAgICAgcmV0dXJuIGdpdmVuO1xuICAgIH1cbiAgICBjb25zdCBhZ2VudHMgPSBhd2FpdCBlbnN1cmVBZ2VudHMoKTtcbiAgICBpZiAoYWdlbnRzLmxlbmd0aCA8PSAxKSB7XG4gICAgICByZXR1cm4gYWdlbnRzWzBdPy5hZ2VudElkO1xuICAgIH1cbiAgICBjb25zdCBwaWNrZWQgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dRdWlja1BpY2soXG4gICAgICBhZ2VudHMubWFwKChhKSA9PiAoeyBsYWJlbDogZXNjYXBlSWNvbnMoYS5uYW1lKSwgZGVzY3JpcHRpb246IGEuc3RhdGUsIGFnZW50SWQ6IGEuYWdlbnRJZCB9KSksXG4gICAgICB7IHBsYWNlSG9sZGVyIH0sXG4gICAgKTtcbiAgICByZXR1cm4gcGlja2VkPy5hZ2VudElkO1xuICB9O1xuXG4gIC8qKiBUaGUgc2Vzc2lvbiBhbiBpdGVtIGNvbW1hbmQgaXMgYWJvdXQuICovXG4gIGNvbnN0IHNlc3Npb25BcmcgPSBhc3luYyAoYXJnOiB1bmtub3duKTogUHJvbWlzZTxwLlNlc3Npb25JdGVtIHwgdW5kZWZpbmVkPiA9PiB7XG4gICAgbGV0IHJlZjogcC5TZXNzaW9uUmVmIHwgdW5kZWZpbmVkO1xuICAgIGlmIChhcmcgaW5zdGFuY2VvZiB2c2NvZGUuVXJpKSB7XG4gICAgICByZWYgPSBwLnBhcnNlVHJhbnNjcmlwdFVyaShhcmcudG9TdHJpbmcodHJ1ZSkpID8/IHAucGFyc2VUcmFuc2NyaXB0VXJpKGFyZy50b1N0cmluZygpKTtcbiAgICB9IGVsc2UgaWYgKGFyZyAmJiB0eXBlb2YgYXJnID09PSAnb2JqZWN0Jykge1xuICAgICAgY29uc3QgYSA9IGFyZyBhcyB7IGl0ZW0/OiBwLlNlc3Npb25JdGVtOyBhZ2VudElkPzogdW5rbm93bjsgc2Vzc2lvbklkPzogdW5rbm93bjsgZGlzcGxheVRpdGxlPzogdW5rbm93biB9O1xuICAgICAgaWYgKGEuaXRlbSAmJiB0eXBlb2YgYS5pdGVtLnNlc3Npb25JZCA9PT0gJ3N0cmluZycpIHtcbiAgICAgICAgcmV0dXJuIGEuaXRlbTtcbiAgICAgIH1cbiAgICAgIGlmICh0eXBlb2YgYS5hZ2VudElkID09PSAnc3RyaW5nJyAmJiB0eXBlb2YgYS5zZXNzaW9uSWQgPT09ICdzdHJpbmcnKSB7XG4gICAgICAgIGlmICh0eXBlb2YgYS5kaXNwbGF5VGl0bGUgPT09ICdzdHJpbmcnKSB7XG4gICAgICAgICAgcmV0dXJuIGFyZyBhcyBwLlNlc3Npb25JdGVtO1xuICAgICAgICB9XG4gICAgICAgIHJlZiA9IHsgYWdlbnRJZDogYS5hZ2VudElkLCBzZXNzaW9uSWQ6IGEuc2Vzc2lvbklkIH07XG4gICAgICB9XG4gICAgfVxuICAgIGlmIChyZWYpIHtcbiAgICAgIGNvbnN0IHIgPSByZWY7XG4gICAgICBjb25zdCBrbm93biA9IHRyZWUubGlzdGluZyhyLmFnZW50SWQpPy5zZXNzaW9ucy5maW5kKChzKSA9PiBzLnNlc3Npb25JZCA9PT0gci5zZXNzaW9uSWQpO1xuICAgICAgcmV0dXJuIGtub3duID8/IG1pbmltYWxJdGVtKHIpO1xuICAgIH1cbiAgICBpZiAoc3RhdGUuYWN0aXZlKSB7XG4gICAgICByZXR1cm4gc3RhdGUuYWN0aXZlO1xuICAgIH1cbiAgICBjb25zdCByZWNlbnQgPSBhd2FpdCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmZpbmRTZXNzaW9ucywgeyBxdWVyeTogJycsIGFnZW50SWQ6IG51bGwsIGxpbWl0OiAyMDAgfSk7XG4gICAgcmV0dXJuIHBpY2tTZXNzaW9uKHJlY2VudC5pdGVtcywgJ0Nob29zZSBhIHNlc3Npb24nKTtcbiAgfTtcblxuICBjb25zdCB3aXRoU2Vzc2lvbiA9IChmbjogKGl0ZW06IHAuU2Vzc2lvbkl0ZW0pID0+IFByb21pc2U8dW5rbm93bj4pID0+IGFzeW5jIChhcmc/OiB1bmtub3duKSA9PiB7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IGl0ZW0gPSBhd2FpdCBzZXNzaW9uQXJnKGFyZyk7XG4gICAgICBpZiAoaXRlbSkge1xuICAgICAgICBhd2FpdCBmbihpdGVtKTtcbiAgICAgIH1cbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGxvZy5yZXBvcnRFcnJvcignVGhlIGNvbW1hbmQnLCBlcnIpO1xuICAgIH1cbiAgfTtcblxuICBjb25zdCBndWFyZGVkID0gKHdoYXQ6IHN0cmluZywgZm46ICguLi5hcmdzOiB1bmtub3duW10pID0+IFByb21pc2U8dW5rbm93bj4pID0+IGFzeW5jICguLi5hcmdzOiB1bmtub3duW10pID0+IHtcbiAgICB0cnkge1xuICAgICAgYXdhaXQgZm4oLi4uYXJncyk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBsb2cucmVwb3J0RXJyb3Iod2hhdCwgZXJyKTtcbiAgICB9XG4gIH07XG5cbiAgY29uc3QgcHJvZ3Jlc3MgPSA8VD4odGl0bGU6IHN0cmluZywgdGFzazogUHJvbWlzZTxUPik6IFRoZW5hYmxlPFQ+ID0+XG4gICAgdnNjb2RlLndpbmRvdy53aXRoUHJvZ3Jlc3MoeyBsb2NhdGlvbjogdnNjb2RlLlByb2dyZXNzTG9jYXRpb24uV2luZG93LCB0aXRsZSB9LCAoKSA9PiB0YXNrKTtcblxuICBjb25zdCBmb2xkZXJDd2QgPSBhc3luYyAoYXNrOiBib29sZWFuKTogUHJvbWlzZTxzdHJpbmcgfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBmb2xkZXJzID0gdnNjb2RlLndvcmtzcGFjZS53b3Jrc3BhY2VGb2xkZXJzID8/IFtdO1xuICAgIGlmIChmb2xkZXJzLmxlbmd0aCA+IDEgJiYgYXNrKSB7XG4gICAgICByZXR1cm4gKGF3YWl0IHZzY29kZS53aW5kb3cuc2hvd1dvcmtzcGFjZUZvbGRlclBpY2soeyBwbGFjZUhvbGRlcjogJ1doaWNoIGZvbGRlcj8nIH0pKT8udXJpLmZzUGF0aDtcbiAgICB9XG4gICAgcmV0dXJuIGZvbGRlcnNbMF0/LnVyaS5mc1BhdGg7XG4gIH07XG5cbiAgY29uc3QgcmVnaXN0ZXIgPSAoaWQ6IHN0cmluZywgZm46ICguLi5hcmdzOiBhbnlbXSkgPT4gdW5rbm93bikgPT5cbiAgICBjb250ZXh0LnN1YnNjcmlwdGlvbnMucHVzaCh2c2NvZGUuY29tbWFuZHMucmVnaXN0ZXJDb21tYW5kKGlkLCBmbikpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2Uuc3dpdGNoU2Vzc2lvbicsIGd1YXJkZWQoJ1N3aXRjaGluZyBzZXNzaW9ucycsICgpID0+IHN3aXRjaGVyLnNob3coKSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UuY29udGludWVMYXN0U2Vzc2lvbicsIGd1YXJkZWQoJ0NvbnRpbnVpbmcgdGhlIGxhc3Qgc2Vzc2lvbicsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBjd2QgPSBhd2FpdCBmb2xkZXJDd2QodHJ1ZSk7XG4gICAgaWYgKCFjd2QpIHtcbiAgICAgIHZvaWQgdnNjb2RlLndpbmRvdy5zaG93SW5mb3JtYXRpb25NZXNzYWdlKCdPcGVuIGEgZm9sZGVyIHRvIGNvbnRpbnVlIGl0cyBsYXN0IHNlc3Npb24uJyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghKGF3YWl0IGFjdGlvbnMuY29uZmlybVN3aXRjaCh7IGFnZW50SWQ6ICcnLCBzZXNzaW9uSWQ6ICcnIH0pKSkge1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCByZXN1bHQgPSBhd2FpdCBwcm9ncmVzcygnQ29udGludWluZyB0aGUgbGFzdCBzZXNzaW9uXHUyMDI2JywgY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5jb250aW51ZUxhc3QsIHsgY3dkLCBhZ2VudElkOiBudWxsIH0pKTtcbiAgICBhd2FpdCBhY3Rpb25zLnNob3dSZXN1bHQocmVzdWx0KTtcbiAgfSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVzdW1lU2Vzc2lvbkJ5SWQnLCBndWFyZGVkKCdSZXN1bWluZyB0aGUgc2Vzc2lvbicsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBwcmVmaXggPSAoXG4gICAgICBhd2FpdCB2c2NvZGUud2luZG93LnNob3dJbnB1dEJveCh7XG4gICAgICAgIHRpdGxlOiAnUmVzdW1lIFNlc3Npb24gYnkgSWQnLFxuICAgICAgICBwcm9tcHQ6ICdBIHNlc3Npb24gaWQsIG9yIHRoZSBzdGFydCBvZiBvbmUnLFxuICAgICAgICBwbGFjZUhvbGRlcjogJ3Nlc3NfM2YyYScsXG4gICAgICAgIHZhbGlkYXRlSW5wdXQ6ICh2KSA9PiAodi50cmltKCkgPyB1bmRlZmluZWQgOiAnVHlwZSBhbiBpZCBvciB0aGUgc3RhcnQgb2Ygb25lLicpLFxuICAgICAgfSlcbiAgICApPy50cmltKCk7XG4gICAgaWYgKCFwcmVmaXgpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgeyBtYXRjaGVzIH0gPSBhd2FpdCBwcm9ncmVzcygnTG9va2luZyB1cCB0aGUgc2Vzc2lvblx1MjAyNicsIGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMucmVzb2x2ZVByZWZpeCwgeyBwcmVmaXgsIGFnZW50SWQ6IG51bGwgfSkpO1xuICAgIGlmIChtYXRjaGVzLmxlbmd0aCA9PT0gMCkge1xuICAgICAgdm9pZCB2c2NvZGUud2luZG93LnNob3dJbmZvcm1hdGlvbk1lc3NhZ2UoYE5vIHNlc3Npb24gaWQgc3RhcnRzIHdpdGggXHUyMDFDJHtwcmVmaXh9XHUyMDFELmApO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICAvLyBTZXZlcmFsIG1hdGNoZXM6IHRoZSB1c2VyIGNob29zZXMsIG5ldmVyIFwiZmlyc3Qgd2luc1wiLlxuICAgIGNvbnN0IGNob3NlbiA9IG1hdGNoZXMubGVuZ3RoID09PSAxID8gbWF0Y2hlc1swXSA6IGF3YWl0IHBpY2tTZXNzaW9uKG1hdGNoZXMsIGAke21hdGNoZXMubGVuZ3RofSBzZXNzaW9ucyBzdGFydCB3aXRoIFx1MjAxQyR7cHJlZml4fVx1MjAxRGApO1xuICAgIGlmIChjaG9zZW4pIHtcbiAgICAgIGF3YWl0IGFjdGlvbnMub3BlbihjaG9zZW4pO1xuICAgIH1cbiAgfSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UubmV3U2Vzc2lvbicsIGd1YXJkZWQoJ1N0YXJ0aW5nIGEgc2Vzc2lvbicsIGFzeW5jIChhcmc/OiB1bmtub3duKSA9PiB7XG4gICAgY29uc3QgYWdlbnRJZCA9IGF3YWl0IHBpY2tBZ2VudChhcmcsICdTdGFydCBhIHNlc3Npb24gd2l0aCB3aGljaCBhZ2VudD8nKTtcbiAgICBpZiAoIWFnZW50SWQpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKCEoYXdhaXQgYWN0aW9ucy5jb25maXJtU3dpdGNoKHsgYWdlbnRJZCwgc2Vzc2lvbklkOiAnJyB9KSkpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgY3dkID0gKGF3YWl0IGZvbGRlckN3ZChmYWxzZSkpID8/IG9zLmhvbWVkaXIoKTtcbiAgICBjb25zdCByZXN1bHQgPSBhd2FpdCBwcm9ncmVzcyhgU3RhcnRpbmcgYSBzZXNzaW9uIHdpdGggJHtzdGF0ZS5hZ2VudE5hbWUoYWdlbnRJZCl9XHUyMDI2YCwgY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5uZXdTZXNzaW9uLCB7IGFnZW50SWQsIGN3ZCB9KSk7XG4gICAgYXdhaXQgYWN0aW9ucy5zaG93UmVzdWx0KHJlc3VsdCk7XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLmNsb3NlU2Vzc2lvbicsIGd1YXJkZWQoJ0Nsb3NpbmcgdGhlIHNlc3Npb24nLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgYWN0aXZlID0gc3RhdGUuYWN0aXZlO1xuICAgIGlmICghYWN0aXZlKSB7XG4gICAgICB2b2lkIHZzY29kZS53aW5kb3cuc2hvd0luZm9ybWF0aW9uTWVzc2FnZSgnTm8gc2Vzc2lvbiBpcyBhY3RpdmUuJyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGF3YWl0IGFjdGlvbnMuY2xvc2UoYWN0aXZlKTtcbiAgfSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLmNsb3NlU2Vzc2lvbkl0ZW0nLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5jbG9zZShpdGVtKSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVmcmVzaFNlc3Npb25zJywgZ3VhcmRlZCgnUmVmcmVzaGluZyBzZXNzaW9ucycsICgpID0+IHRyZWUucmVmcmVzaEFsbCgpKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2Uuc2VhcmNoVHJhbnNjcmlwdHMnLCBndWFyZGVkKCdTZWFyY2hpbmcnLCAoKSA9PiBzZWFyY2hTZXNzaW9ucyhkZXBzKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnNob3dMb2cnLCAoKSA9PiBsb2cuc2hvdygpKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnJlc3RhcnRBZ2VudCcsIGd1YXJkZWQoJ1Jlc3RhcnRpbmcgdGhlIGFnZW50JywgYXN5bmMgKGFyZz86IHVua25vd24pID0+IHtcbiAgICBjb25zdCBhZ2VudElkID0gYXdhaXQgcGlja0FnZW50KGFyZywgJ1Jlc3RhcnQgd2hpY2ggYWdlbnQ/Jyk7XG4gICAgaWYgKGFnZW50SWQpIHtcbiAgICAgIHN0YXRlLnVwZGF0ZUFnZW50KGF3YWl0IHByb2dyZXNzKGBSZXN0YXJ0aW5nICR7c3RhdGUuYWdlbnROYW1lKGFnZW50SWQpfVx1MjAyNmAsIGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMucmVzdGFydEFnZW50LCB7IGFnZW50SWQgfSkpKTtcbiAgICB9XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLm9wZW5TZXR0aW5ncycsICgpID0+IHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnd29ya2JlbmNoLmFjdGlvbi5vcGVuU2V0dGluZ3MnLCAnYWNwQnJpZGdlJykpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnRvZ2dsZUFsbEZvbGRlcnMnLCAoKSA9PiB0cmVlLnNldEFsbEZvbGRlcnModHJ1ZSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnRvZ2dsZVRoaXNGb2xkZXInLCAoKSA9PiB0cmVlLnNldEFsbEZvbGRlcnMoZmFsc2UpKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLm9wZW5UcmFuc2NyaXB0Jywgd2l0aFNlc3Npb24oKGl0ZW0pID0+IGFjdGlvbnMub3BlbihpdGVtLCAnYXV0bycpKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVzdW1lU2Vzc2lvbicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLm9wZW4oaXRlbSwgJ3Jlc3VtZScpKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UuZGVsZXRlU2Vzc2lvbicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLmRlbGV0ZShpdGVtKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLmNvcHlTZXNzaW9uSWQnLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5jb3B5SWQoaXRlbSkpKTtcbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5leHBvcnRNYXJrZG93bicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLmV4cG9ydE1hcmtkb3duKGl0ZW0pKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVuYW1lU2Vzc2lvbicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLnJlbmFtZShpdGVtKSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UubG9hZE1vcmUnLCBndWFyZGVkKCdMb2FkaW5nIG1vcmUgc2Vzc2lvbnMnLCBhc3luYyAoYXJnPzogdW5rbm93bikgPT4ge1xuICAgIGNvbnN0IGdpdmVuID0gKGFyZyBhcyB7IGFnZW50SWQ/OiB1bmtub3duIH0gfCB1bmRlZmluZWQpPy5hZ2VudElkO1xuICAgIGNvbnN0IGFnZW50cyA9IHR5cGVvZiBnaXZlbiA9PT0gJ3N0cmluZycgPyBbZ2l2ZW5dIDogc3RhdGUuYWdlbnRzLm1hcCgoYSkgPT4gYS5hZ2VudElkKS5maWx0ZXIoKGlkKSA9PiB0cmVlLmxpc3RpbmcoaWQpPy5oYXNNb3JlKTtcbiAgICBhd2FpdCBQcm9taXNlLmFsbChhZ2VudHMubWFwKChpZCkgPT4gdHJlZS5sb2FkTW9yZShpZCkpKTtcbiAgfSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmV0cnlBZ2VudCcsIGd1YXJkZWQoJ1JldHJ5aW5nJywgYXN5bmMgKGFyZz86IHVua25vd24pID0+IHtcbiAgICBjb25zdCBhZ2VudElkID0gYXdhaXQgcGlja0FnZW50KGFyZywgJ1JldHJ5IHdoaWNoIGFnZW50PycpO1xuICAgIGlmICghYWdlbnRJZCkge1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBzdGF0dXMgPSBzdGF0ZS5hZ2VudChhZ2VudElkKTtcbiAgICBpZiAoc3RhdHVzICYmIChzdGF0dXMuc3RhdGUgPT09ICdlcnJvcicgfHwgc3RhdHVzLnN0YXRlID09PSAnZXhpdGVkJykpIHtcbiAgICAgIHN0YXRlLnVwZGF0ZUFnZW50KGF3YWl0IGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMucmVzdGFydEFnZW50LCB7IGFnZW50SWQgfSkpO1xuICAgIH1cbiAgICBhd2FpdCB0cmVlLnJlZnJlc2goYWdlbnRJZCk7XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnNlbmRQcm9tcHQnLCBndWFyZGVkKCdTZW5kaW5nIHRoZSBwcm9tcHQnLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgYWN0aXZlID0gc3RhdGUuYWN0aXZlO1xuICAgIGlmICghYWN0aXZlKSB7XG4gICAgICB2b2lkIHZzY29kZS53aW5kb3cuc2hvd0luZm9ybWF0aW9uTWVzc2FnZSgnTm8gc2Vzc2lvbiBpcyBhY3RpdmUuIE9wZW4gb3Igc3RhcnQgb25lIGZpcnN0LicpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCB0ZXh0ID0gYXdhaXQgdnNjb2RlLndpbmRvdy5zaG93SW5wdXRCb3goe1xuICAgICAgdGl0bGU6IGBTZW5kIFByb21wdCB0byBcdTIwMUMke2FjdGl2ZS5kaXNwbGF5VGl0bGV9XHUyMDFEYCxcbiAgICAgIHByb21wdDogYFRoZSBwcm9tcHQgZm9yICR7c3RhdGUuYWdlbnROYW1lKGFjdGl2ZS5hZ2VudElkKX07IHRoZSByZXBseSBzdHJlYW1zIGludG8gdGhlIHRyYW5zY3JpcHQuYCxcbiAgICAgIHZhbGlkYXRlSW5wdXQ6ICh2KSA9PiAodi50cmltKCkgPyB1bmRlZmluZWQgOiAnVHlwZSBhIHByb21wdC4nKSxcbiAgICB9KTtcbiAgICBpZiAodGV4dD8udHJpbSgpKSB7XG4gICAgICBhd2FpdCBhY3Rpb25zLnNlbmRQcm9tcHQodGV4dCk7XG4gICAgfVxuICB9KSk7XG59XG5cbmZ1bmN0aW9uIG1pbmltYWxJdGVtKHJlZjogcC5TZXNzaW9uUmVmKTogcC5TZXNzaW9uSXRlbSB7XG4gIHJldHVybiB7XG4gICAgYWdlbnRJZDogcmVmLmFnZW50SWQsIHNlc3Npb25JZDogcmVmLnNlc3Npb25JZCwgZGlzcGxheVRpdGxlOiByZWYuc2Vzc2lvbklkLCB0aXRsZTogbnVsbCwgbG9jYWxUaXRsZTogbnVsbCxcbiAgICBjd2Q6IG51bGwsIGFkZGl0aW9uYWxEaXJlY3RvcmllczogW10sIHVwZGF0ZWRBdDogbnVsbCwgZmlyc3RQcm9tcHQ6IG51bGwsIGZhY3RzOiBbXSwgYWN0aXZlOiBmYWxzZSxcbiAgfTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBR0EsU0FBb0I7QUFDcEIsYUFBd0I7QUFHeEIsUUFBbUI7QUFJbkIsb0JBQStCO0FBRS9CLDJCQUFpRTtBQWExRCxTQUFTLGlCQUFpQixTQUFrQyxNQUF5QjtBQUMxRixRQUFNLEVBQUUsUUFBUSxPQUFPLE1BQU0sU0FBUyxVQUFVLElBQUksSUFBSTtBQUV4RCxRQUFNLGNBQWMsQ0FBQyxVQUFzQztBQUFBLElBQ3pEO0FBQUEsSUFDQSxXQUFPLGtDQUFZLEtBQUssWUFBWTtBQUFBLElBQ3BDLGlCQUFhO0FBQUEsVUFDWCwwQ0FBb0IsTUFBTTtBQUFBLFFBQ3hCLEtBQUssb0JBQUksS0FBSztBQUFBLFFBQ2QsV0FBVyxDQUFDLE9BQU8sTUFBTSxVQUFVLEVBQUU7QUFBQSxRQUNyQyxXQUFXLE1BQU07QUFBQSxRQUNqQixVQUFVLENBQUMsTUFBTSxNQUFNLFNBQVMsQ0FBQztBQUFBLFFBQ2pDLFNBQVM7QUFBQSxNQUNYLENBQUM7QUFBQSxJQUNIO0FBQUEsSUFDQSxZQUFRLHNDQUFZLHFDQUFlLElBQUksQ0FBQztBQUFBLEVBQzFDO0FBRUEsUUFBTSxjQUFjLE9BQU8sT0FBd0IsVUFBc0Q7QUFDdkcsVUFBTSxTQUFTLE1BQU0sT0FBTyxPQUFPLGNBQWMsTUFBTSxJQUFJLFdBQVcsR0FBRztBQUFBLE1BQ3ZFO0FBQUEsTUFDQSxhQUFhO0FBQUEsTUFDYixvQkFBb0I7QUFBQSxNQUNwQixlQUFlO0FBQUEsSUFDakIsQ0FBQztBQUNELFdBQU8sUUFBUTtBQUFBLEVBQ2pCO0FBRUEsUUFBTSxlQUFlLFlBQXNDO0FBQ3pELFFBQUksQ0FBQyxNQUFNLE9BQU8sUUFBUTtBQUN4QixZQUFNLFdBQVcsTUFBTSxPQUFPLFFBQVEsRUFBRSxTQUFTLFlBQVksQ0FBQyxDQUFDLEdBQUcsTUFBTTtBQUFBLElBQzFFO0FBQ0EsV0FBTyxNQUFNO0FBQUEsRUFDZjtBQUVBLFFBQU0sWUFBWSxPQUFPLEtBQWMsZ0JBQXFEO0FBQzFGLFVBQU0sUUFBUyxLQUEyQztBQUMxRCxRQUFJLE9BQU8sVUFBVSxVQUFVO0FBQzdCLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxTQUFTLE1BQU0sYUFBYTtBQUNsQyxRQUFJLE9BQU8sVUFBVSxHQUFHO0FBQ3RCLGFBQU8sT0FBTyxDQUFDLEdBQUc7QUFBQSxJQUNwQjtBQUNBLFVBQU0sU0FBUyxNQUFNLE9BQU8sT0FBTztBQUFBLE1BQ2pDLE9BQU8sSUFBSSxDQUFDLE9BQU8sRUFBRSxXQUFPLGtDQUFZLEVBQUUsSUFBSSxHQUFHLGFBQWEsRUFBRSxPQUFPLFNBQVMsRUFBRSxRQUFRLEVBQUU7QUFBQSxNQUM1RixFQUFFLFlBQVk7QUFBQSxJQUNoQjtBQUNBLFdBQU8sUUFBUTtBQUFBLEVBQ2pCO0FBR0EsUUFBTSxhQUFhLE9BQU8sUUFBcUQ7QUFDN0UsUUFBSTtBQUNKLFFBQUksZUFBZSxPQUFPLEtBQUs7QUFDN0IsWUFBTSxFQUFFLG1CQUFtQixJQUFJLFNBQVMsSUFBSSxDQUFDLEtBQUssRUFBRSxtQkFBbUIsSUFBSSxTQUFTLENBQUM7QUFBQSxJQUN2RixXQUFXLE9BQU8sT0FBTyxRQUFRLFVBQVU7QUFDekMsWUFBTSxJQUFJO0FBQ1YsVUFBSSxFQUFFLFFBQVEsT0FBTyxFQUFFLEtBQUssY0FBYyxVQUFVO0FBQ2xELGVBQU8sRUFBRTtBQUFBLE1BQ1g7QUFDQSxVQUFJLE9BQU8sRUFBRSxZQUFZLFlBQVksT0FBTyxFQUFFLGNBQWMsVUFBVTtBQUNwRSxZQUFJLE9BQU8sRUFBRSxpQkFBaUIsVUFBVTtBQUN0QyxpQkFBTztBQUFBLFFBQ1Q7QUFDQSxjQUFNLEVBQUUsU0FBUyxFQUFFLFNBQVMsV0FBVyxFQUFFLFVBQVU7QUFBQSxNQUNyRDtBQUFBLElBQ0Y7QUFDQSxRQUFJLEtBQUs7QUFDUCxZQUFNLElBQUk7QUFDVixZQUFNLFFBQVEsS0FBSyxRQUFRLEVBQUUsT0FBTyxHQUFHLFNBQVMsS0FBSyxDQUFDLE1BQU0sRUFBRSxjQUFjLEVBQUUsU0FBUztBQUN2RixhQUFPLFNBQVMsWUFBWSxDQUFDO0FBQUEsSUFDL0I7QUFDQSxRQUFJLE1BQU0sUUFBUTtBQUNoQixhQUFPLE1BQU07QUFBQSxJQUNmO0FBQ0EsVUFBTSxTQUFTLE1BQU0sT0FBTyxRQUFRLEVBQUUsU0FBUyxjQUFjLEVBQUUsT0FBTyxJQUFJLFNBQVMsTUFBTSxPQUFPLElBQUksQ0FBQztBQUNyRyxXQUFPLFlBQVksT0FBTyxPQUFPLGtCQUFrQjtBQUFBLEVBQ3JEO0FBRUEsUUFBTSxjQUFjLENBQUMsT0FBa0QsT0FBTyxRQUFrQjtBQUM5RixRQUFJO0FBQ0YsWUFBTSxPQUFPLE1BQU0sV0FBVyxHQUFHO0FBQ2pDLFVBQUksTUFBTTtBQUNSLGNBQU0sR0FBRyxJQUFJO0FBQUEsTUFDZjtBQUFBLElBQ0YsU0FBUyxLQUFLO0FBQ1osVUFBSSxZQUFZLGVBQWUsR0FBRztBQUFBLElBQ3BDO0FBQUEsRUFDRjtBQUVBLFFBQU0sVUFBVSxDQUFDLE1BQWMsT0FBaUQsVUFBVSxTQUFvQjtBQUM1RyxRQUFJO0FBQ0YsWUFBTSxHQUFHLEdBQUcsSUFBSTtBQUFBLElBQ2xCLFNBQVMsS0FBSztBQUNaLFVBQUksWUFBWSxNQUFNLEdBQUc7QUFBQSxJQUMzQjtBQUFBLEVBQ0Y7QUFFQSxRQUFNLFdBQVcsQ0FBSSxPQUFlLFNBQ2xDLE9BQU8sT0FBTyxhQUFhLEVBQUUsVUFBVSxPQUFPLGlCQUFpQixRQUFRLE1BQU0sR0FBRyxNQUFNLElBQUk7QUFFNUYsUUFBTSxZQUFZLE9BQU8sUUFBOEM7QUFDckUsVUFBTSxVQUFVLE9BQU8sVUFBVSxvQkFBb0IsQ0FBQztBQUN0RCxRQUFJLFFBQVEsU0FBUyxLQUFLLEtBQUs7QUFDN0IsY0FBUSxNQUFNLE9BQU8sT0FBTyx3QkFBd0IsRUFBRSxhQUFhLGdCQUFnQixDQUFDLElBQUksSUFBSTtBQUFBLElBQzlGO0FBQ0EsV0FBTyxRQUFRLENBQUMsR0FBRyxJQUFJO0FBQUEsRUFDekI7QUFFQSxRQUFNLFdBQVcsQ0FBQyxJQUFZLE9BQzVCLFFBQVEsY0FBYyxLQUFLLE9BQU8sU0FBUyxnQkFBZ0IsSUFBSSxFQUFFLENBQUM7QUFFcEUsV0FBUywyQkFBMkIsUUFBUSxzQkFBc0IsTUFBTSxTQUFTLEtBQUssQ0FBQyxDQUFDO0FBRXhGLFdBQVMsaUNBQWlDLFFBQVEsK0JBQStCLFlBQVk7QUFDM0YsVUFBTSxNQUFNLE1BQU0sVUFBVSxJQUFJO0FBQ2hDLFFBQUksQ0FBQyxLQUFLO0FBQ1IsV0FBSyxPQUFPLE9BQU8sdUJBQXVCLDZDQUE2QztBQUN2RjtBQUFBLElBQ0Y7QUFDQSxRQUFJLENBQUUsTUFBTSxRQUFRLGNBQWMsRUFBRSxTQUFTLElBQUksV0FBVyxHQUFHLENBQUMsR0FBSTtBQUNsRTtBQUFBLElBQ0Y7QUFDQSxVQUFNLFNBQVMsTUFBTSxTQUFTLHFDQUFnQyxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxLQUFLLFNBQVMsS0FBSyxDQUFDLENBQUM7QUFDN0gsVUFBTSxRQUFRLFdBQVcsTUFBTTtBQUFBLEVBQ2pDLENBQUMsQ0FBQztBQUVGLFdBQVMsK0JBQStCLFFBQVEsd0JBQXdCLFlBQVk7QUFDbEYsVUFBTSxVQUNKLE1BQU0sT0FBTyxPQUFPLGFBQWE7QUFBQSxNQUMvQixPQUFPO0FBQUEsTUFDUCxRQUFRO0FBQUEsTUFDUixhQUFhO0FBQUEsTUFDYixlQUFlLENBQUMsTUFBTyxFQUFFLEtBQUssSUFBSSxTQUFZO0FBQUEsSUFDaEQsQ0FBQyxJQUNBLEtBQUs7QUFDUixRQUFJLENBQUMsUUFBUTtBQUNYO0FBQUEsSUFDRjtBQUNBLFVBQU0sRUFBRSxRQUFRLElBQUksTUFBTSxTQUFTLGdDQUEyQixPQUFPLFFBQVEsRUFBRSxTQUFTLGVBQWUsRUFBRSxRQUFRLFNBQVMsS0FBSyxDQUFDLENBQUM7QUFDakksUUFBSSxRQUFRLFdBQVcsR0FBRztBQUN4QixXQUFLLE9BQU8sT0FBTyx1QkFBdUIsbUNBQThCLE1BQU0sU0FBSTtBQUNsRjtBQUFBLElBQ0Y7QUFFQSxVQUFNLFNBQVMsUUFBUSxXQUFXLElBQUksUUFBUSxDQUFDLElBQUksTUFBTSxZQUFZLFNBQVMsR0FBRyxRQUFRLE1BQU0sOEJBQXlCLE1BQU0sUUFBRztBQUNqSSxRQUFJLFFBQVE7QUFDVixZQUFNLFFBQVEsS0FBSyxNQUFNO0FBQUEsSUFDM0I7QUFBQSxFQUNGLENBQUMsQ0FBQztBQUVGLFdBQVMsd0JBQXdCLFFBQVEsc0JBQXNCLE9BQU8sUUFBa0I7QUFDdEYsVUFBTSxVQUFVLE1BQU0sVUFBVSxLQUFLLG1DQUFtQztBQUN4RSxRQUFJLENBQUMsU0FBUztBQUNaO0FBQUEsSUFDRjtBQUNBLFFBQUksQ0FBRSxNQUFNLFFBQVEsY0FBYyxFQUFFLFNBQVMsV0FBVyxHQUFHLENBQUMsR0FBSTtBQUM5RDtBQUFBLElBQ0Y7QUFDQSxVQUFNLE1BQU8sTUFBTSxVQUFVLEtBQUssS0FBTSxHQUFHLFFBQVE7QUFDbkQsVUFBTSxTQUFTLE1BQU0sU0FBUywyQkFBMkIsTUFBTSxVQUFVLE9BQU8sQ0FBQyxVQUFLLE9BQU8sUUFBUSxFQUFFLFNBQVMsWUFBWSxFQUFFLFNBQVMsSUFBSSxDQUFDLENBQUM7QUFDN0ksVUFBTSxRQUFRLFdBQVcsTUFBTTtBQUFBLEVBQ2pDLENBQUMsQ0FBQztBQUVGLFdBQVMsMEJBQTBCLFFBQVEsdUJBQXVCLFlBQVk7QUFDNUUsVUFBTSxTQUFTLE1BQU07QUFDckIsUUFBSSxDQUFDLFFBQVE7QUFDWCxXQUFLLE9BQU8sT0FBTyx1QkFBdUIsdUJBQXVCO0FBQ2pFO0FBQUEsSUFDRjtBQUNBLFVBQU0sUUFBUSxNQUFNLE1BQU07QUFBQSxFQUM1QixDQUFDLENBQUM7QUFDRixXQUFTLDhCQUE4QixZQUFZLENBQUMsU0FBUyxRQUFRLE1BQU0sSUFBSSxDQUFDLENBQUM7QUFFakYsV0FBUyw2QkFBNkIsUUFBUSx1QkFBdUIsTUFBTSxLQUFLLFdBQVcsQ0FBQyxDQUFDO0FBQzdGLFdBQVMsK0JBQStCLFFBQVEsYUFBYSxVQUFNLDhCQUFlLElBQUksQ0FBQyxDQUFDO0FBQ3hGLFdBQVMscUJBQXFCLE1BQU0sSUFBSSxLQUFLLENBQUM7QUFFOUMsV0FBUywwQkFBMEIsUUFBUSx3QkFBd0IsT0FBTyxRQUFrQjtBQUMxRixVQUFNLFVBQVUsTUFBTSxVQUFVLEtBQUssc0JBQXNCO0FBQzNELFFBQUksU0FBUztBQUNYLFlBQU0sWUFBWSxNQUFNLFNBQVMsY0FBYyxNQUFNLFVBQVUsT0FBTyxDQUFDLFVBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxjQUFjLEVBQUUsUUFBUSxDQUFDLENBQUMsQ0FBQztBQUFBLElBQ25JO0FBQUEsRUFDRixDQUFDLENBQUM7QUFFRixXQUFTLDBCQUEwQixNQUFNLE9BQU8sU0FBUyxlQUFlLGlDQUFpQyxXQUFXLENBQUM7QUFDckgsV0FBUyw4QkFBOEIsTUFBTSxLQUFLLGNBQWMsSUFBSSxDQUFDO0FBQ3JFLFdBQVMsOEJBQThCLE1BQU0sS0FBSyxjQUFjLEtBQUssQ0FBQztBQUV0RSxXQUFTLDRCQUE0QixZQUFZLENBQUMsU0FBUyxRQUFRLEtBQUssTUFBTSxNQUFNLENBQUMsQ0FBQztBQUN0RixXQUFTLDJCQUEyQixZQUFZLENBQUMsU0FBUyxRQUFRLEtBQUssTUFBTSxRQUFRLENBQUMsQ0FBQztBQUN2RixXQUFTLDJCQUEyQixZQUFZLENBQUMsU0FBUyxRQUFRLE9BQU8sSUFBSSxDQUFDLENBQUM7QUFDL0UsV0FBUywyQkFBMkIsWUFBWSxDQUFDLFNBQVMsUUFBUSxPQUFPLElBQUksQ0FBQyxDQUFDO0FBQy9FLFdBQVMsNEJBQTRCLFlBQVksQ0FBQyxTQUFTLFFBQVEsZUFBZSxJQUFJLENBQUMsQ0FBQztBQUN4RixXQUFTLDJCQUEyQixZQUFZLENBQUMsU0FBUyxRQUFRLE9BQU8sSUFBSSxDQUFDLENBQUM7QUFFL0UsV0FBUyxzQkFBc0IsUUFBUSx5QkFBeUIsT0FBTyxRQUFrQjtBQUN2RixVQUFNLFFBQVMsS0FBMkM7QUFDMUQsVUFBTSxTQUFTLE9BQU8sVUFBVSxXQUFXLENBQUMsS0FBSyxJQUFJLE1BQU0sT0FBTyxJQUFJLENBQUMsTUFBTSxFQUFFLE9BQU8sRUFBRSxPQUFPLENBQUMsT0FBTyxLQUFLLFFBQVEsRUFBRSxHQUFHLE9BQU87QUFDaEksVUFBTSxRQUFRLElBQUksT0FBTyxJQUFJLENBQUMsT0FBTyxLQUFLLFNBQVMsRUFBRSxDQUFDLENBQUM7QUFBQSxFQUN6RCxDQUFDLENBQUM7QUFFRixXQUFTLHdCQUF3QixRQUFRLFlBQVksT0FBTyxRQUFrQjtBQUM1RSxVQUFNLFVBQVUsTUFBTSxVQUFVLEtBQUssb0JBQW9CO0FBQ3pELFFBQUksQ0FBQyxTQUFTO0FBQ1o7QUFBQSxJQUNGO0FBQ0EsVUFBTSxTQUFTLE1BQU0sTUFBTSxPQUFPO0FBQ2xDLFFBQUksV0FBVyxPQUFPLFVBQVUsV0FBVyxPQUFPLFVBQVUsV0FBVztBQUNyRSxZQUFNLFlBQVksTUFBTSxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxRQUFRLENBQUMsQ0FBQztBQUFBLElBQzlFO0FBQ0EsVUFBTSxLQUFLLFFBQVEsT0FBTztBQUFBLEVBQzVCLENBQUMsQ0FBQztBQUVGLFdBQVMsd0JBQXdCLFFBQVEsc0JBQXNCLFlBQVk7QUFDekUsVUFBTSxTQUFTLE1BQU07QUFDckIsUUFBSSxDQUFDLFFBQVE7QUFDWCxXQUFLLE9BQU8sT0FBTyx1QkFBdUIsZ0RBQWdEO0FBQzFGO0FBQUEsSUFDRjtBQUNBLFVBQU0sT0FBTyxNQUFNLE9BQU8sT0FBTyxhQUFhO0FBQUEsTUFDNUMsT0FBTyx3QkFBbUIsT0FBTyxZQUFZO0FBQUEsTUFDN0MsUUFBUSxrQkFBa0IsTUFBTSxVQUFVLE9BQU8sT0FBTyxDQUFDO0FBQUEsTUFDekQsZUFBZSxDQUFDLE1BQU8sRUFBRSxLQUFLLElBQUksU0FBWTtBQUFBLElBQ2hELENBQUM7QUFDRCxRQUFJLE1BQU0sS0FBSyxHQUFHO0FBQ2hCLFlBQU0sUUFBUSxXQUFXLElBQUk7QUFBQSxJQUMvQjtBQUFBLEVBQ0YsQ0FBQyxDQUFDO0FBQ0o7QUFFQSxTQUFTLFlBQVksS0FBa0M7QUFDckQsU0FBTztBQUFBLElBQ0wsU0FBUyxJQUFJO0FBQUEsSUFBUyxXQUFXLElBQUk7QUFBQSxJQUFXLGNBQWMsSUFBSTtBQUFBLElBQVcsT0FBTztBQUFBLElBQU0sWUFBWTtBQUFBLElBQ3RHLEtBQUs7QUFBQSxJQUFNLHVCQUF1QixDQUFDO0FBQUEsSUFBRyxXQUFXO0FBQUEsSUFBTSxhQUFhO0FBQUEsSUFBTSxPQUFPLENBQUM7QUFBQSxJQUFHLFFBQVE7QUFBQSxFQUMvRjtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
