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
    if (status && p.isAgentDown(status.state)) {
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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2NvbW1hbmRzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBFdmVyeSBjb21tYW5kIG9mIHBhY2thZ2UuanNvbi4gSXRlbSBjb21tYW5kcyB0YWtlIGEgdHJlZSBub2RlLCBhIFNlc3Npb25JdGVtLCBhIHthZ2VudElkLFxuLy8gc2Vzc2lvbklkfSBvciBhIHRyYW5zY3JpcHQgVXJpOyB3aXRob3V0IGFuIGFyZ3VtZW50IHRoZXkgYWN0IG9uIHRoZSBhY3RpdmUgc2Vzc2lvbiAob3IgYXNrKS5cblxuaW1wb3J0ICogYXMgb3MgZnJvbSAnb3MnO1xuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgdHlwZSB7IEJyaWRnZUNsaWVudCB9IGZyb20gJy4vY2xpZW50JztcbmltcG9ydCB7IEJyaWRnZUxvZyB9IGZyb20gJy4vbG9nJztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBTZXNzaW9uQWN0aW9ucyB9IGZyb20gJy4vc2Vzc2lvbkFjdGlvbnMnO1xuaW1wb3J0IHsgU2Vzc2lvbnNUcmVlIH0gZnJvbSAnLi9zZXNzaW9uc1RyZWUnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCB7IHNlYXJjaFNlc3Npb25zIH0gZnJvbSAnLi9zZWFyY2gnO1xuaW1wb3J0IHsgU3dpdGNoZXIgfSBmcm9tICcuL3N3aXRjaGVyJztcbmltcG9ydCB7IGVzY2FwZUljb25zLCBzd2l0Y2hlckRlc2NyaXB0aW9uLCBzd2l0Y2hlckRldGFpbCB9IGZyb20gJy4vc3dpdGNoZXJJdGVtcyc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgQ29tbWFuZERlcHMge1xuICBjbGllbnQ6IEJyaWRnZUNsaWVudDtcbiAgc3RhdGU6IEJyaWRnZVN0YXRlO1xuICB0cmVlOiBTZXNzaW9uc1RyZWU7XG4gIGFjdGlvbnM6IFNlc3Npb25BY3Rpb25zO1xuICBzd2l0Y2hlcjogU3dpdGNoZXI7XG4gIGxvZzogQnJpZGdlTG9nO1xufVxuXG5leHBvcnQgdHlwZSBTZXNzaW9uUGljayA9IHZzY29kZS5RdWlja1BpY2tJdGVtICYgeyBpdGVtOiBwLlNlc3Npb25JdGVtIH07XG5cbmV4cG9ydCBmdW5jdGlvbiByZWdpc3RlckNvbW1hbmRzKGNvbnRleHQ6IHZzY29kZS5FeHRlbnNpb25Db250ZXh0LCBkZXBzOiBDb21tYW5kRGVwcyk6IHZvaWQge1xuICBjb25zdCB7IGNsaWVudCwgc3RhdGUsIHRyZWUsIGFjdGlvbnMsIHN3aXRjaGVyLCBsb2cgfSA9IGRlcHM7XG5cbiAgY29uc3Qgc2Vzc2lvblBpY2sgPSAoaXRlbTogcC5TZXNzaW9uSXRlbSk6IFNlc3Npb25QaWNrID0+ICh7XG4gICAgaXRlbSxcbiAgICBsYWJlbDogZXNjYXBlSWNvbnMoaXRlbS5kaXNwbGF5VGl0bGUpLFxuICAgIGRlc2NyaXB0aW9uOiBlc2NhcGVJY29ucyhcbiAgICAgIHN3aXRjaGVyRGVzY3JpcHRpb24oaXRlbSwge1xuICAgICAgICBub3c6IG5ldyBEYXRlKCksXG4gICAgICAgIGFnZW50TmFtZTogKGlkKSA9PiBzdGF0ZS5hZ2VudE5hbWUoaWQpLFxuICAgICAgICBjYW5EZWxldGU6ICgpID0+IGZhbHNlLFxuICAgICAgICBpc0FjdGl2ZTogKHMpID0+IHN0YXRlLmlzQWN0aXZlKHMpLFxuICAgICAgICBoYXNNb3JlOiBmYWxzZSxcbiAgICAgIH0pLFxuICAgICksXG4gICAgZGV0YWlsOiBlc2NhcGVJY29ucyhzd2l0Y2hlckRldGFpbChpdGVtKSksXG4gIH0pO1xuXG4gIGNvbnN0IHBpY2tTZXNzaW9uID0gYXN5bmMgKGl0ZW1zOiBwLlNlc3Npb25JdGVtW10sIHRpdGxlOiBzdHJpbmcpOiBQcm9taXNlPHAuU2Vzc2lvbkl0ZW0gfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBwaWNrZWQgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dRdWlja1BpY2soaXRlbXMubWFwKHNlc3Npb25QaWNrKSwge1xuICAgICAgdGl0bGUsXG4gICAgICBwbGFjZUhvbGRlcjogJ0Nob29zZSBhIHNlc3Npb24nLFxuICAgICAgbWF0Y2hPbkRlc2NyaXB0aW9uOiB0cnVlLFxuICAgICAgbWF0Y2hPbkRldGFpbDogdHJ1ZSxcbiAgICB9KTtcbiAgICByZXR1cm4gcGlja2VkPy5pdGVtO1xuICB9O1xuXG4gIGNvbnN0IGVuc3VyZUFnZW50cyA9IGFzeW5jICgpOiBQcm9taXNlPHAuQWdlbnRTdGF0dXNbXT4gPT4ge1xuICAgIGlmICghc3RhdGUuYWdlbnRzLmxlbmd0aCkge1xuICAgICAgc3RhdGUuc2V0QWdlbnRzKChhd2FpdCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmxpc3RBZ2VudHMsIHt9KSkuYWdlbnRzKTtcbiAgICB9XG4gICAgcmV0dXJuIHN0YXRlLmFnZW50cztcbiAgfTtcblxuICBjb25zdCBwaWNrQWdlbnQgPSBhc3luYyAoYXJnOiB1bmtub3duLCBwbGFjZUhvbGRlcjogc3RyaW5nKTogUHJvbWlzZTxzdHJpbmcgfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBnaXZlbiA9IChhcmcgYXMgeyBhZ2VudElkPzogdW5rbm93biB9IHwgdW5kZWZpbmVkKT8uYWdlbnRJZDtcbiAgICBpZiAodHlwZW9mIGdpdmVuID09PSAnc3RyaW5nJykge1xuICAgICAgcmV0dXJuIGdpdmVuO1xuICAgIH1cbiAgICBjb25zdCBhZ2VudHMgPSBhd2FpdCBlbnN1cmVBZ2VudHMoKTtcbiAgICBpZiAoYWdlbnRzLmxlbmd0aCA8PSAxKSB7XG4gICAgICByZXR1cm4gYWdlbnRzWzBdPy5hZ2VudElkO1xuICAgIH1cbiAgICBjb25zdCBwaWNrZWQgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dRdWlja1BpY2soXG4gICAgICBhZ2VudHMubWFwKChhKSA9PiAoeyBsYWJlbDogZXNjYXBlSWNvbnMoYS5uYW1lKSwgZGVzY3JpcHRpb246IGEuc3RhdGUsIGFnZW50SWQ6IGEuYWdlbnRJZCB9KSksXG4gICAgICB7IHBsYWNlSG9sZGVyIH0sXG4gICAgKTtcbiAgICByZXR1cm4gcGlja2VkPy5hZ2VudElkO1xuICB9O1xuXG4gIC8qKiBUaGUgc2Vzc2lvbiBhbiBpdGVtIGNvbW1hbmQgaXMgYWJvdXQuICovXG4gIGNvbnN0IHNlc3Npb25BcmcgPSBhc3luYyAoYXJnOiB1bmtub3duKTogUHJvbWlzZTxwLlNlc3Npb25JdGVtIHwgdW5kZWZpbmVkPiA9PiB7XG4gICAgbGV0IHJlZjogcC5TZXNzaW9uUmVmIHwgdW5kZWZpbmVkO1xuICAgIGlmIChhcmcgaW5zdGFuY2VvZiB2c2NvZGUuVXJpKSB7XG4gICAgICByZWYgPSBwLnBhcnNlVHJhbnNjcmlwdFVyaShhcmcudG9TdHJpbmcodHJ1ZSkpID8/IHAucGFyc2VUcmFuc2NyaXB0VXJpKGFyZy50b1N0cmluZygpKTtcbiAgICB9IGVsc2UgaWYgKGFyZyAmJiB0eXBlb2YgYXJnID09PSAnb2JqZWN0Jykge1xuICAgICAgY29uc3QgYSA9IGFyZyBhcyB7IGl0ZW0/OiBwLlNlc3Npb25JdGVtOyBhZ2VudElkPzogdW5rbm93bjsgc2Vzc2lvbklkPzogdW5rbm93bjsgZGlzcGxheVRpdGxlPzogdW5rbm93biB9O1xuICAgICAgaWYgKGEuaXRlbSAmJiB0eXBlb2YgYS5pdGVtLnNlc3Npb25JZCA9PT0gJ3N0cmluZycpIHtcbiAgICAgICAgcmV0dXJuIGEuaXRlbTtcbiAgICAgIH1cbiAgICAgIGlmICh0eXBlb2YgYS5hZ2VudElkID09PSAnc3RyaW5nJyAmJiB0eXBlb2YgYS5zZXNzaW9uSWQgPT09ICdzdHJpbmcnKSB7XG4gICAgICAgIGlmICh0eXBlb2YgYS5kaXNwbGF5VGl0bGUgPT09ICdzdHJpbmcnKSB7XG4gICAgICAgICAgcmV0dXJuIGFyZyBhcyBwLlNlc3Npb25JdGVtO1xuICAgICAgICB9XG4gICAgICAgIHJlZiA9IHsgYWdlbnRJZDogYS5hZ2VudElkLCBzZXNzaW9uSWQ6IGEuc2Vzc2lvbklkIH07XG4gICAgICB9XG4gICAgfVxuICAgIGlmIChyZWYpIHtcbiAgICAgIGNvbnN0IHIgPSByZWY7XG4gICAgICBjb25zdCBrbm93biA9IHRyZWUubGlzdGluZyhyLmFnZW50SWQpPy5zZXNzaW9ucy5maW5kKChzKSA9PiBzLnNlc3Npb25JZCA9PT0gci5zZXNzaW9uSWQpO1xuICAgICAgcmV0dXJuIGtub3duID8/IG1pbmltYWxJdGVtKHIpO1xuICAgIH1cbiAgICBpZiAoc3RhdGUuYWN0aXZlKSB7XG4gICAgICByZXR1cm4gc3RhdGUuYWN0aXZlO1xuICAgIH1cbiAgICBjb25zdCByZWNlbnQgPSBhd2FpdCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmZpbmRTZXNzaW9ucywgeyBxdWVyeTogJycsIGFnZW50SWQ6IG51bGwsIGxpbWl0OiAyMDAgfSk7XG4gICAgcmV0dXJuIHBpY2tTZXNzaW9uKHJlY2VudC5pdGVtcywgJ0Nob29zZSBhIHNlc3Npb24nKTtcbiAgfTtcblxuICBjb25zdCB3aXRoU2Vzc2lvbiA9IChmbjogKGl0ZW06IHAuU2Vzc2lvbkl0ZW0pID0+IFByb21pc2U8dW5rbm93bj4pID0+IGFzeW5jIChhcmc/OiB1bmtub3duKSA9PiB7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IGl0ZW0gPSBhd2FpdCBzZXNzaW9uQXJnKGFyZyk7XG4gICAgICBpZiAoaXRlbSkge1xuICAgICAgICBhd2FpdCBmbihpdGVtKTtcbiAgICAgIH1cbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGxvZy5yZXBvcnRFcnJvcignVGhlIGNvbW1hbmQnLCBlcnIpO1xuICAgIH1cbiAgfTtcblxuICBjb25zdCBndWFyZGVkID0gKHdoYXQ6IHN0cmluZywgZm46ICguLi5hcmdzOiB1bmtub3duW10pID0+IFByb21pc2U8dW5rbm93bj4pID0+IGFzeW5jICguLi5hcmdzOiB1bmtub3duW10pID0+IHtcbiAgICB0cnkge1xuICAgICAgYXdhaXQgZm4oLi4uYXJncyk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBsb2cucmVwb3J0RXJyb3Iod2hhdCwgZXJyKTtcbiAgICB9XG4gIH07XG5cbiAgY29uc3QgcHJvZ3Jlc3MgPSA8VD4odGl0bGU6IHN0cmluZywgdGFzazogUHJvbWlzZTxUPik6IFRoZW5hYmxlPFQ+ID0+XG4gICAgdnNjb2RlLndpbmRvdy53aXRoUHJvZ3Jlc3MoeyBsb2NhdGlvbjogdnNjb2RlLlByb2dyZXNzTG9jYXRpb24uV2luZG93LCB0aXRsZSB9LCAoKSA9PiB0YXNrKTtcblxuICBjb25zdCBmb2xkZXJDd2QgPSBhc3luYyAoYXNrOiBib29sZWFuKTogUHJvbWlzZTxzdHJpbmcgfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBmb2xkZXJzID0gdnNjb2RlLndvcmtzcGFjZS53b3Jrc3BhY2VGb2xkZXJzID8/IFtdO1xuICAgIGlmIChmb2xkZXJzLmxlbmd0aCA+IDEgJiYgYXNrKSB7XG4gICAgICByZXR1cm4gKGF3YWl0IHZzY29kZS53aW5kb3cuc2hvd1dvcmtzcGFjZUZvbGRlclBpY2soeyBwbGFjZUhvbGRlcjogJ1doaWNoIGZvbGRlcj8nIH0pKT8udXJpLmZzUGF0aDtcbiAgICB9XG4gICAgcmV0dXJuIGZvbGRlcnNbMF0/LnVyaS5mc1BhdGg7XG4gIH07XG5cbiAgY29uc3QgcmVnaXN0ZXIgPSAoaWQ6IHN0cmluZywgZm46ICguLi5hcmdzOiBhbnlbXSkgPT4gdW5rbm93bikgPT5cbiAgICBjb250ZXh0LnN1YnNjcmlwdGlvbnMucHVzaCh2c2NvZGUuY29tbWFuZHMucmVnaXN0ZXJDb21tYW5kKGlkLCBmbikpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2Uuc3dpdGNoU2Vzc2lvbicsIGd1YXJkZWQoJ1N3aXRjaGluZyBzZXNzaW9ucycsICgpID0+IHN3aXRjaGVyLnNob3coKSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UuY29udGludWVMYXN0U2Vzc2lvbicsIGd1YXJkZWQoJ0NvbnRpbnVpbmcgdGhlIGxhc3Qgc2Vzc2lvbicsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBjd2QgPSBhd2FpdCBmb2xkZXJDd2QodHJ1ZSk7XG4gICAgaWYgKCFjd2QpIHtcbiAgICAgIHZvaWQgdnNjb2RlLndpbmRvdy5zaG93SW5mb3JtYXRpb25NZXNzYWdlKCdPcGVuIGEgZm9sZGVyIHRvIGNvbnRpbnVlIGl0cyBsYXN0IHNlc3Npb24uJyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghKGF3YWl0IGFjdGlvbnMuY29uZmlybVN3aXRjaCh7IGFnZW50SWQ6ICcnLCBzZXNzaW9uSWQ6ICcnIH0pKSkge1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCByZXN1bHQgPSBhd2FpdCBwcm9ncmVzcygnQ29udGludWluZyB0aGUgbGFzdCBzZXNzaW9uXHUyMDI2JywgY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5jb250aW51ZUxhc3QsIHsgY3dkLCBhZ2VudElkOiBudWxsIH0pKTtcbiAgICBhd2FpdCBhY3Rpb25zLnNob3dSZXN1bHQocmVzdWx0KTtcbiAgfSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVzdW1lU2Vzc2lvbkJ5SWQnLCBndWFyZGVkKCdSZXN1bWluZyB0aGUgc2Vzc2lvbicsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBwcmVmaXggPSAoXG4gICAgICBhd2FpdCB2c2NvZGUud2luZG93LnNob3dJbnB1dEJveCh7XG4gICAgICAgIHRpdGxlOiAnUmVzdW1lIFNlc3Npb24gYnkgSWQnLFxuICAgICAgICBwcm9tcHQ6ICdBIHNlc3Npb24gaWQsIG9yIHRoZSBzdGFydCBvZiBvbmUnLFxuICAgICAgICBwbGFjZUhvbGRlcjogJ3Nlc3NfM2YyYScsXG4gICAgICAgIHZhbGlkYXRlSW5wdXQ6ICh2KSA9PiAodi50cmltKCkgPyB1bmRlZmluZWQgOiAnVHlwZSBhbiBpZCBvciB0aGUgc3RhcnQgb2Ygb25lLicpLFxuICAgICAgfSlcbiAgICApPy50cmltKCk7XG4gICAgaWYgKCFwcmVmaXgpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgeyBtYXRjaGVzIH0gPSBhd2FpdCBwcm9ncmVzcygnTG9va2luZyB1cCB0aGUgc2Vzc2lvblx1MjAyNicsIGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMucmVzb2x2ZVByZWZpeCwgeyBwcmVmaXgsIGFnZW50SWQ6IG51bGwgfSkpO1xuICAgIGlmIChtYXRjaGVzLmxlbmd0aCA9PT0gMCkge1xuICAgICAgdm9pZCB2c2NvZGUud2luZG93LnNob3dJbmZvcm1hdGlvbk1lc3NhZ2UoYE5vIHNlc3Npb24gaWQgc3RhcnRzIHdpdGggXHUyMDFDJHtwcmVmaXh9XHUyMDFELmApO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICAvLyBTZXZlcmFsIG1hdGNoZXM6IHRoZSB1c2VyIGNob29zZXMsIG5ldmVyIFwiZmlyc3Qgd2luc1wiLlxuICAgIGNvbnN0IGNob3NlbiA9IG1hdGNoZXMubGVuZ3RoID09PSAxID8gbWF0Y2hlc1swXSA6IGF3YWl0IHBpY2tTZXNzaW9uKG1hdGNoZXMsIGAke21hdGNoZXMubGVuZ3RofSBzZXNzaW9ucyBzdGFydCB3aXRoIFx1MjAxQyR7cHJlZml4fVx1MjAxRGApO1xuICAgIGlmIChjaG9zZW4pIHtcbiAgICAgIGF3YWl0IGFjdGlvbnMub3BlbihjaG9zZW4pO1xuICAgIH1cbiAgfSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UubmV3U2Vzc2lvbicsIGd1YXJkZWQoJ1N0YXJ0aW5nIGEgc2Vzc2lvbicsIGFzeW5jIChhcmc/OiB1bmtub3duKSA9PiB7XG4gICAgY29uc3QgYWdlbnRJZCA9IGF3YWl0IHBpY2tBZ2VudChhcmcsICdTdGFydCBhIHNlc3Npb24gd2l0aCB3aGljaCBhZ2VudD8nKTtcbiAgICBpZiAoIWFnZW50SWQpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKCEoYXdhaXQgYWN0aW9ucy5jb25maXJtU3dpdGNoKHsgYWdlbnRJZCwgc2Vzc2lvbklkOiAnJyB9KSkpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgY3dkID0gKGF3YWl0IGZvbGRlckN3ZChmYWxzZSkpID8/IG9zLmhvbWVkaXIoKTtcbiAgICBjb25zdCByZXN1bHQgPSBhd2FpdCBwcm9ncmVzcyhgU3RhcnRpbmcgYSBzZXNzaW9uIHdpdGggJHtzdGF0ZS5hZ2VudE5hbWUoYWdlbnRJZCl9XHUyMDI2YCwgY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5uZXdTZXNzaW9uLCB7IGFnZW50SWQsIGN3ZCB9KSk7XG4gICAgYXdhaXQgYWN0aW9ucy5zaG93UmVzdWx0KHJlc3VsdCk7XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLmNsb3NlU2Vzc2lvbicsIGd1YXJkZWQoJ0Nsb3NpbmcgdGhlIHNlc3Npb24nLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgYWN0aXZlID0gc3RhdGUuYWN0aXZlO1xuICAgIGlmICghYWN0aXZlKSB7XG4gICAgICB2b2lkIHZzY29kZS53aW5kb3cuc2hvd0luZm9ybWF0aW9uTWVzc2FnZSgnTm8gc2Vzc2lvbiBpcyBhY3RpdmUuJyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGF3YWl0IGFjdGlvbnMuY2xvc2UoYWN0aXZlKTtcbiAgfSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLmNsb3NlU2Vzc2lvbkl0ZW0nLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5jbG9zZShpdGVtKSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVmcmVzaFNlc3Npb25zJywgZ3VhcmRlZCgnUmVmcmVzaGluZyBzZXNzaW9ucycsICgpID0+IHRyZWUucmVmcmVzaEFsbCgpKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2Uuc2VhcmNoVHJhbnNjcmlwdHMnLCBndWFyZGVkKCdTZWFyY2hpbmcnLCAoKSA9PiBzZWFyY2hTZXNzaW9ucyhkZXBzKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnNob3dMb2cnLCAoKSA9PiBsb2cuc2hvdygpKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnJlc3RhcnRBZ2VudCcsIGd1YXJkZWQoJ1Jlc3RhcnRpbmcgdGhlIGFnZW50JywgYXN5bmMgKGFyZz86IHVua25vd24pID0+IHtcbiAgICBjb25zdCBhZ2VudElkID0gYXdhaXQgcGlja0FnZW50KGFyZywgJ1Jlc3RhcnQgd2hpY2ggYWdlbnQ/Jyk7XG4gICAgaWYgKGFnZW50SWQpIHtcbiAgICAgIHN0YXRlLnVwZGF0ZUFnZW50KGF3YWl0IHByb2dyZXNzKGBSZXN0YXJ0aW5nICR7c3RhdGUuYWdlbnROYW1lKGFnZW50SWQpfVx1MjAyNmAsIGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMucmVzdGFydEFnZW50LCB7IGFnZW50SWQgfSkpKTtcbiAgICB9XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLm9wZW5TZXR0aW5ncycsICgpID0+IHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnd29ya2JlbmNoLmFjdGlvbi5vcGVuU2V0dGluZ3MnLCAnYWNwQnJpZGdlJykpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnRvZ2dsZUFsbEZvbGRlcnMnLCAoKSA9PiB0cmVlLnNldEFsbEZvbGRlcnModHJ1ZSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnRvZ2dsZVRoaXNGb2xkZXInLCAoKSA9PiB0cmVlLnNldEFsbEZvbGRlcnMoZmFsc2UpKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLm9wZW5UcmFuc2NyaXB0Jywgd2l0aFNlc3Npb24oKGl0ZW0pID0+IGFjdGlvbnMub3BlbihpdGVtLCAnYXV0bycpKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVzdW1lU2Vzc2lvbicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLm9wZW4oaXRlbSwgJ3Jlc3VtZScpKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UuZGVsZXRlU2Vzc2lvbicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLmRlbGV0ZShpdGVtKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLmNvcHlTZXNzaW9uSWQnLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5jb3B5SWQoaXRlbSkpKTtcbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5leHBvcnRNYXJrZG93bicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLmV4cG9ydE1hcmtkb3duKGl0ZW0pKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmVuYW1lU2Vzc2lvbicsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLnJlbmFtZShpdGVtKSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UubG9hZE1vcmUnLCBndWFyZGVkKCdMb2FkaW5nIG1vcmUgc2Vzc2lvbnMnLCBhc3luYyAoYXJnPzogdW5rbm93bikgPT4ge1xuICAgIGNvbnN0IGdpdmVuID0gKGFyZyBhcyB7IGFnZW50SWQ/OiB1bmtub3duIH0gfCB1bmRlZmluZWQpPy5hZ2VudElkO1xuICAgIGNvbnN0IGFnZW50cyA9IHR5cGVvZiBnaXZlbiA9PT0gJ3N0cmluZycgPyBbZ2l2ZW5dIDogc3RhdGUuYWdlbnRzLm1hcCgoYSkgPT4gYS5hZ2VudElkKS5maWx0ZXIoKGlkKSA9PiB0cmVlLmxpc3RpbmcoaWQpPy5oYXNNb3JlKTtcbiAgICBhd2FpdCBQcm9taXNlLmFsbChhZ2VudHMubWFwKChpZCkgPT4gdHJlZS5sb2FkTW9yZShpZCkpKTtcbiAgfSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UucmV0cnlBZ2VudCcsIGd1YXJkZWQoJ1JldHJ5aW5nJywgYXN5bmMgKGFyZz86IHVua25vd24pID0+IHtcbiAgICBjb25zdCBhZ2VudElkID0gYXdhaXQgcGlja0FnZW50KGFyZywgJ1JldHJ5IHdoaWNoIGFnZW50PycpO1xuICAgIGlmICghYWdlbnRJZCkge1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBzdGF0dXMgPSBzdGF0ZS5hZ2VudChhZ2VudElkKTtcbiAgICBpZiAoc3RhdHVzICYmIHAuaXNBZ2VudERvd24oc3RhdHVzLnN0YXRlKSkge1xuICAgICAgc3RhdGUudXBkYXRlQWdlbnQoYXdhaXQgY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5yZXN0YXJ0QWdlbnQsIHsgYWdlbnRJZCB9KSk7XG4gICAgfVxuICAgIGF3YWl0IHRyZWUucmVmcmVzaChhZ2VudElkKTtcbiAgfSkpO1xuXG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2Uuc2VuZFByb21wdCcsIGd1YXJkZWQoJ1NlbmRpbmcgdGhlIHByb21wdCcsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBhY3RpdmUgPSBzdGF0ZS5hY3RpdmU7XG4gICAgaWYgKCFhY3RpdmUpIHtcbiAgICAgIHZvaWQgdnNjb2RlLndpbmRvdy5zaG93SW5mb3JtYXRpb25NZXNzYWdlKCdObyBzZXNzaW9uIGlzIGFjdGl2ZS4gT3BlbiBvciBzdGFydCBvbmUgZmlyc3QuJyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IHRleHQgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dJbnB1dEJveCh7XG4gICAgICB0aXRsZTogYFNlbmQgUHJvbXB0IHRvIFx1MjAxQyR7YWN0aXZlLmRpc3BsYXlUaXRsZX1cdTIwMURgLFxuICAgICAgcHJvbXB0OiBgVGhlIHByb21wdCBmb3IgJHtzdGF0ZS5hZ2VudE5hbWUoYWN0aXZlLmFnZW50SWQpfTsgdGhlIHJlcGx5IHN0cmVhbXMgaW50byB0aGUgdHJhbnNjcmlwdC5gLFxuICAgICAgdmFsaWRhdGVJbnB1dDogKHYpID0+ICh2LnRyaW0oKSA/IHVuZGVmaW5lZCA6ICdUeXBlIGEgcHJvbXB0LicpLFxuICAgIH0pO1xuICAgIGlmICh0ZXh0Py50cmltKCkpIHtcbiAgICAgIGF3YWl0IGFjdGlvbnMuc2VuZFByb21wdCh0ZXh0KTtcbiAgICB9XG4gIH0pKTtcbn1cblxuZnVuY3Rpb24gbWluaW1hbEl0ZW0ocmVmOiBwLlNlc3Npb25SZWYpOiBwLlNlc3Npb25JdGVtIHtcbiAgcmV0dXJuIHtcbiAgICBhZ2VudElkOiByZWYuYWdlbnRJZCwgc2Vzc2lvbklkOiByZWYuc2Vzc2lvbklkLCBkaXNwbGF5VGl0bGU6IHJlZi5zZXNzaW9uSWQsIHRpdGxlOiBudWxsLCBsb2NhbFRpdGxlOiBudWxsLFxuICAgIGN3ZDogbnVsbCwgYWRkaXRpb25hbERpcmVjdG9yaWVzOiBbXSwgdXBkYXRlZEF0OiBudWxsLCBmaXJzdFByb21wdDogbnVsbCwgZmFjdHM6IFtdLCBhY3RpdmU6IGZhbHNlLFxuICB9O1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFHQSxTQUFvQjtBQUNwQixhQUF3QjtBQUd4QixRQUFtQjtBQUluQixvQkFBK0I7QUFFL0IsMkJBQWlFO0FBYTFELFNBQVMsaUJBQWlCLFNBQWtDLE1BQXlCO0FBQzFGLFFBQU0sRUFBRSxRQUFRLE9BQU8sTUFBTSxTQUFTLFVBQVUsSUFBSSxJQUFJO0FBRXhELFFBQU0sY0FBYyxDQUFDLFVBQXNDO0FBQUEsSUFDekQ7QUFBQSxJQUNBLFdBQU8sa0NBQVksS0FBSyxZQUFZO0FBQUEsSUFDcEMsaUJBQWE7QUFBQSxVQUNYLDBDQUFvQixNQUFNO0FBQUEsUUFDeEIsS0FBSyxvQkFBSSxLQUFLO0FBQUEsUUFDZCxXQUFXLENBQUMsT0FBTyxNQUFNLFVBQVUsRUFBRTtBQUFBLFFBQ3JDLFdBQVcsTUFBTTtBQUFBLFFBQ2pCLFVBQVUsQ0FBQyxNQUFNLE1BQU0sU0FBUyxDQUFDO0FBQUEsUUFDakMsU0FBUztBQUFBLE1BQ1gsQ0FBQztBQUFBLElBQ0g7QUFBQSxJQUNBLFlBQVEsc0NBQVkscUNBQWUsSUFBSSxDQUFDO0FBQUEsRUFDMUM7QUFFQSxRQUFNLGNBQWMsT0FBTyxPQUF3QixVQUFzRDtBQUN2RyxVQUFNLFNBQVMsTUFBTSxPQUFPLE9BQU8sY0FBYyxNQUFNLElBQUksV0FBVyxHQUFHO0FBQUEsTUFDdkU7QUFBQSxNQUNBLGFBQWE7QUFBQSxNQUNiLG9CQUFvQjtBQUFBLE1BQ3BCLGVBQWU7QUFBQSxJQUNqQixDQUFDO0FBQ0QsV0FBTyxRQUFRO0FBQUEsRUFDakI7QUFFQSxRQUFNLGVBQWUsWUFBc0M7QUFDekQsUUFBSSxDQUFDLE1BQU0sT0FBTyxRQUFRO0FBQ3hCLFlBQU0sV0FBVyxNQUFNLE9BQU8sUUFBUSxFQUFFLFNBQVMsWUFBWSxDQUFDLENBQUMsR0FBRyxNQUFNO0FBQUEsSUFDMUU7QUFDQSxXQUFPLE1BQU07QUFBQSxFQUNmO0FBRUEsUUFBTSxZQUFZLE9BQU8sS0FBYyxnQkFBcUQ7QUFDMUYsVUFBTSxRQUFTLEtBQTJDO0FBQzFELFFBQUksT0FBTyxVQUFVLFVBQVU7QUFDN0IsYUFBTztBQUFBLElBQ1Q7QUFDQSxVQUFNLFNBQVMsTUFBTSxhQUFhO0FBQ2xDLFFBQUksT0FBTyxVQUFVLEdBQUc7QUFDdEIsYUFBTyxPQUFPLENBQUMsR0FBRztBQUFBLElBQ3BCO0FBQ0EsVUFBTSxTQUFTLE1BQU0sT0FBTyxPQUFPO0FBQUEsTUFDakMsT0FBTyxJQUFJLENBQUMsT0FBTyxFQUFFLFdBQU8sa0NBQVksRUFBRSxJQUFJLEdBQUcsYUFBYSxFQUFFLE9BQU8sU0FBUyxFQUFFLFFBQVEsRUFBRTtBQUFBLE1BQzVGLEVBQUUsWUFBWTtBQUFBLElBQ2hCO0FBQ0EsV0FBTyxRQUFRO0FBQUEsRUFDakI7QUFHQSxRQUFNLGFBQWEsT0FBTyxRQUFxRDtBQUM3RSxRQUFJO0FBQ0osUUFBSSxlQUFlLE9BQU8sS0FBSztBQUM3QixZQUFNLEVBQUUsbUJBQW1CLElBQUksU0FBUyxJQUFJLENBQUMsS0FBSyxFQUFFLG1CQUFtQixJQUFJLFNBQVMsQ0FBQztBQUFBLElBQ3ZGLFdBQVcsT0FBTyxPQUFPLFFBQVEsVUFBVTtBQUN6QyxZQUFNLElBQUk7QUFDVixVQUFJLEVBQUUsUUFBUSxPQUFPLEVBQUUsS0FBSyxjQUFjLFVBQVU7QUFDbEQsZUFBTyxFQUFFO0FBQUEsTUFDWDtBQUNBLFVBQUksT0FBTyxFQUFFLFlBQVksWUFBWSxPQUFPLEVBQUUsY0FBYyxVQUFVO0FBQ3BFLFlBQUksT0FBTyxFQUFFLGlCQUFpQixVQUFVO0FBQ3RDLGlCQUFPO0FBQUEsUUFDVDtBQUNBLGNBQU0sRUFBRSxTQUFTLEVBQUUsU0FBUyxXQUFXLEVBQUUsVUFBVTtBQUFBLE1BQ3JEO0FBQUEsSUFDRjtBQUNBLFFBQUksS0FBSztBQUNQLFlBQU0sSUFBSTtBQUNWLFlBQU0sUUFBUSxLQUFLLFFBQVEsRUFBRSxPQUFPLEdBQUcsU0FBUyxLQUFLLENBQUMsTUFBTSxFQUFFLGNBQWMsRUFBRSxTQUFTO0FBQ3ZGLGFBQU8sU0FBUyxZQUFZLENBQUM7QUFBQSxJQUMvQjtBQUNBLFFBQUksTUFBTSxRQUFRO0FBQ2hCLGFBQU8sTUFBTTtBQUFBLElBQ2Y7QUFDQSxVQUFNLFNBQVMsTUFBTSxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxPQUFPLElBQUksU0FBUyxNQUFNLE9BQU8sSUFBSSxDQUFDO0FBQ3JHLFdBQU8sWUFBWSxPQUFPLE9BQU8sa0JBQWtCO0FBQUEsRUFDckQ7QUFFQSxRQUFNLGNBQWMsQ0FBQyxPQUFrRCxPQUFPLFFBQWtCO0FBQzlGLFFBQUk7QUFDRixZQUFNLE9BQU8sTUFBTSxXQUFXLEdBQUc7QUFDakMsVUFBSSxNQUFNO0FBQ1IsY0FBTSxHQUFHLElBQUk7QUFBQSxNQUNmO0FBQUEsSUFDRixTQUFTLEtBQUs7QUFDWixVQUFJLFlBQVksZUFBZSxHQUFHO0FBQUEsSUFDcEM7QUFBQSxFQUNGO0FBRUEsUUFBTSxVQUFVLENBQUMsTUFBYyxPQUFpRCxVQUFVLFNBQW9CO0FBQzVHLFFBQUk7QUFDRixZQUFNLEdBQUcsR0FBRyxJQUFJO0FBQUEsSUFDbEIsU0FBUyxLQUFLO0FBQ1osVUFBSSxZQUFZLE1BQU0sR0FBRztBQUFBLElBQzNCO0FBQUEsRUFDRjtBQUVBLFFBQU0sV0FBVyxDQUFJLE9BQWUsU0FDbEMsT0FBTyxPQUFPLGFBQWEsRUFBRSxVQUFVLE9BQU8saUJBQWlCLFFBQVEsTUFBTSxHQUFHLE1BQU0sSUFBSTtBQUU1RixRQUFNLFlBQVksT0FBTyxRQUE4QztBQUNyRSxVQUFNLFVBQVUsT0FBTyxVQUFVLG9CQUFvQixDQUFDO0FBQ3RELFFBQUksUUFBUSxTQUFTLEtBQUssS0FBSztBQUM3QixjQUFRLE1BQU0sT0FBTyxPQUFPLHdCQUF3QixFQUFFLGFBQWEsZ0JBQWdCLENBQUMsSUFBSSxJQUFJO0FBQUEsSUFDOUY7QUFDQSxXQUFPLFFBQVEsQ0FBQyxHQUFHLElBQUk7QUFBQSxFQUN6QjtBQUVBLFFBQU0sV0FBVyxDQUFDLElBQVksT0FDNUIsUUFBUSxjQUFjLEtBQUssT0FBTyxTQUFTLGdCQUFnQixJQUFJLEVBQUUsQ0FBQztBQUVwRSxXQUFTLDJCQUEyQixRQUFRLHNCQUFzQixNQUFNLFNBQVMsS0FBSyxDQUFDLENBQUM7QUFFeEYsV0FBUyxpQ0FBaUMsUUFBUSwrQkFBK0IsWUFBWTtBQUMzRixVQUFNLE1BQU0sTUFBTSxVQUFVLElBQUk7QUFDaEMsUUFBSSxDQUFDLEtBQUs7QUFDUixXQUFLLE9BQU8sT0FBTyx1QkFBdUIsNkNBQTZDO0FBQ3ZGO0FBQUEsSUFDRjtBQUNBLFFBQUksQ0FBRSxNQUFNLFFBQVEsY0FBYyxFQUFFLFNBQVMsSUFBSSxXQUFXLEdBQUcsQ0FBQyxHQUFJO0FBQ2xFO0FBQUEsSUFDRjtBQUNBLFVBQU0sU0FBUyxNQUFNLFNBQVMscUNBQWdDLE9BQU8sUUFBUSxFQUFFLFNBQVMsY0FBYyxFQUFFLEtBQUssU0FBUyxLQUFLLENBQUMsQ0FBQztBQUM3SCxVQUFNLFFBQVEsV0FBVyxNQUFNO0FBQUEsRUFDakMsQ0FBQyxDQUFDO0FBRUYsV0FBUywrQkFBK0IsUUFBUSx3QkFBd0IsWUFBWTtBQUNsRixVQUFNLFVBQ0osTUFBTSxPQUFPLE9BQU8sYUFBYTtBQUFBLE1BQy9CLE9BQU87QUFBQSxNQUNQLFFBQVE7QUFBQSxNQUNSLGFBQWE7QUFBQSxNQUNiLGVBQWUsQ0FBQyxNQUFPLEVBQUUsS0FBSyxJQUFJLFNBQVk7QUFBQSxJQUNoRCxDQUFDLElBQ0EsS0FBSztBQUNSLFFBQUksQ0FBQyxRQUFRO0FBQ1g7QUFBQSxJQUNGO0FBQ0EsVUFBTSxFQUFFLFFBQVEsSUFBSSxNQUFNLFNBQVMsZ0NBQTJCLE9BQU8sUUFBUSxFQUFFLFNBQVMsZUFBZSxFQUFFLFFBQVEsU0FBUyxLQUFLLENBQUMsQ0FBQztBQUNqSSxRQUFJLFFBQVEsV0FBVyxHQUFHO0FBQ3hCLFdBQUssT0FBTyxPQUFPLHVCQUF1QixtQ0FBOEIsTUFBTSxTQUFJO0FBQ2xGO0FBQUEsSUFDRjtBQUVBLFVBQU0sU0FBUyxRQUFRLFdBQVcsSUFBSSxRQUFRLENBQUMsSUFBSSxNQUFNLFlBQVksU0FBUyxHQUFHLFFBQVEsTUFBTSw4QkFBeUIsTUFBTSxRQUFHO0FBQ2pJLFFBQUksUUFBUTtBQUNWLFlBQU0sUUFBUSxLQUFLLE1BQU07QUFBQSxJQUMzQjtBQUFBLEVBQ0YsQ0FBQyxDQUFDO0FBRUYsV0FBUyx3QkFBd0IsUUFBUSxzQkFBc0IsT0FBTyxRQUFrQjtBQUN0RixVQUFNLFVBQVUsTUFBTSxVQUFVLEtBQUssbUNBQW1DO0FBQ3hFLFFBQUksQ0FBQyxTQUFTO0FBQ1o7QUFBQSxJQUNGO0FBQ0EsUUFBSSxDQUFFLE1BQU0sUUFBUSxjQUFjLEVBQUUsU0FBUyxXQUFXLEdBQUcsQ0FBQyxHQUFJO0FBQzlEO0FBQUEsSUFDRjtBQUNBLFVBQU0sTUFBTyxNQUFNLFVBQVUsS0FBSyxLQUFNLEdBQUcsUUFBUTtBQUNuRCxVQUFNLFNBQVMsTUFBTSxTQUFTLDJCQUEyQixNQUFNLFVBQVUsT0FBTyxDQUFDLFVBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxZQUFZLEVBQUUsU0FBUyxJQUFJLENBQUMsQ0FBQztBQUM3SSxVQUFNLFFBQVEsV0FBVyxNQUFNO0FBQUEsRUFDakMsQ0FBQyxDQUFDO0FBRUYsV0FBUywwQkFBMEIsUUFBUSx1QkFBdUIsWUFBWTtBQUM1RSxVQUFNLFNBQVMsTUFBTTtBQUNyQixRQUFJLENBQUMsUUFBUTtBQUNYLFdBQUssT0FBTyxPQUFPLHVCQUF1Qix1QkFBdUI7QUFDakU7QUFBQSxJQUNGO0FBQ0EsVUFBTSxRQUFRLE1BQU0sTUFBTTtBQUFBLEVBQzVCLENBQUMsQ0FBQztBQUNGLFdBQVMsOEJBQThCLFlBQVksQ0FBQyxTQUFTLFFBQVEsTUFBTSxJQUFJLENBQUMsQ0FBQztBQUVqRixXQUFTLDZCQUE2QixRQUFRLHVCQUF1QixNQUFNLEtBQUssV0FBVyxDQUFDLENBQUM7QUFDN0YsV0FBUywrQkFBK0IsUUFBUSxhQUFhLFVBQU0sOEJBQWUsSUFBSSxDQUFDLENBQUM7QUFDeEYsV0FBUyxxQkFBcUIsTUFBTSxJQUFJLEtBQUssQ0FBQztBQUU5QyxXQUFTLDBCQUEwQixRQUFRLHdCQUF3QixPQUFPLFFBQWtCO0FBQzFGLFVBQU0sVUFBVSxNQUFNLFVBQVUsS0FBSyxzQkFBc0I7QUFDM0QsUUFBSSxTQUFTO0FBQ1gsWUFBTSxZQUFZLE1BQU0sU0FBUyxjQUFjLE1BQU0sVUFBVSxPQUFPLENBQUMsVUFBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxRQUFRLENBQUMsQ0FBQyxDQUFDO0FBQUEsSUFDbkk7QUFBQSxFQUNGLENBQUMsQ0FBQztBQUVGLFdBQVMsMEJBQTBCLE1BQU0sT0FBTyxTQUFTLGVBQWUsaUNBQWlDLFdBQVcsQ0FBQztBQUNySCxXQUFTLDhCQUE4QixNQUFNLEtBQUssY0FBYyxJQUFJLENBQUM7QUFDckUsV0FBUyw4QkFBOEIsTUFBTSxLQUFLLGNBQWMsS0FBSyxDQUFDO0FBRXRFLFdBQVMsNEJBQTRCLFlBQVksQ0FBQyxTQUFTLFFBQVEsS0FBSyxNQUFNLE1BQU0sQ0FBQyxDQUFDO0FBQ3RGLFdBQVMsMkJBQTJCLFlBQVksQ0FBQyxTQUFTLFFBQVEsS0FBSyxNQUFNLFFBQVEsQ0FBQyxDQUFDO0FBQ3ZGLFdBQVMsMkJBQTJCLFlBQVksQ0FBQyxTQUFTLFFBQVEsT0FBTyxJQUFJLENBQUMsQ0FBQztBQUMvRSxXQUFTLDJCQUEyQixZQUFZLENBQUMsU0FBUyxRQUFRLE9BQU8sSUFBSSxDQUFDLENBQUM7QUFDL0UsV0FBUyw0QkFBNEIsWUFBWSxDQUFDLFNBQVMsUUFBUSxlQUFlLElBQUksQ0FBQyxDQUFDO0FBQ3hGLFdBQVMsMkJBQTJCLFlBQVksQ0FBQyxTQUFTLFFBQVEsT0FBTyxJQUFJLENBQUMsQ0FBQztBQUUvRSxXQUFTLHNCQUFzQixRQUFRLHlCQUF5QixPQUFPLFFBQWtCO0FBQ3ZGLFVBQU0sUUFBUyxLQUEyQztBQUMxRCxVQUFNLFNBQVMsT0FBTyxVQUFVLFdBQVcsQ0FBQyxLQUFLLElBQUksTUFBTSxPQUFPLElBQUksQ0FBQyxNQUFNLEVBQUUsT0FBTyxFQUFFLE9BQU8sQ0FBQyxPQUFPLEtBQUssUUFBUSxFQUFFLEdBQUcsT0FBTztBQUNoSSxVQUFNLFFBQVEsSUFBSSxPQUFPLElBQUksQ0FBQyxPQUFPLEtBQUssU0FBUyxFQUFFLENBQUMsQ0FBQztBQUFBLEVBQ3pELENBQUMsQ0FBQztBQUVGLFdBQVMsd0JBQXdCLFFBQVEsWUFBWSxPQUFPLFFBQWtCO0FBQzVFLFVBQU0sVUFBVSxNQUFNLFVBQVUsS0FBSyxvQkFBb0I7QUFDekQsUUFBSSxDQUFDLFNBQVM7QUFDWjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFNBQVMsTUFBTSxNQUFNLE9BQU87QUFDbEMsUUFBSSxVQUFVLEVBQUUsWUFBWSxPQUFPLEtBQUssR0FBRztBQUN6QyxZQUFNLFlBQVksTUFBTSxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxRQUFRLENBQUMsQ0FBQztBQUFBLElBQzlFO0FBQ0EsVUFBTSxLQUFLLFFBQVEsT0FBTztBQUFBLEVBQzVCLENBQUMsQ0FBQztBQUVGLFdBQVMsd0JBQXdCLFFBQVEsc0JBQXNCLFlBQVk7QUFDekUsVUFBTSxTQUFTLE1BQU07QUFDckIsUUFBSSxDQUFDLFFBQVE7QUFDWCxXQUFLLE9BQU8sT0FBTyx1QkFBdUIsZ0RBQWdEO0FBQzFGO0FBQUEsSUFDRjtBQUNBLFVBQU0sT0FBTyxNQUFNLE9BQU8sT0FBTyxhQUFhO0FBQUEsTUFDNUMsT0FBTyx3QkFBbUIsT0FBTyxZQUFZO0FBQUEsTUFDN0MsUUFBUSxrQkFBa0IsTUFBTSxVQUFVLE9BQU8sT0FBTyxDQUFDO0FBQUEsTUFDekQsZUFBZSxDQUFDLE1BQU8sRUFBRSxLQUFLLElBQUksU0FBWTtBQUFBLElBQ2hELENBQUM7QUFDRCxRQUFJLE1BQU0sS0FBSyxHQUFHO0FBQ2hCLFlBQU0sUUFBUSxXQUFXLElBQUk7QUFBQSxJQUMvQjtBQUFBLEVBQ0YsQ0FBQyxDQUFDO0FBQ0o7QUFFQSxTQUFTLFlBQVksS0FBa0M7QUFDckQsU0FBTztBQUFBLElBQ0wsU0FBUyxJQUFJO0FBQUEsSUFBUyxXQUFXLElBQUk7QUFBQSxJQUFXLGNBQWMsSUFBSTtBQUFBLElBQVcsT0FBTztBQUFBLElBQU0sWUFBWTtBQUFBLElBQ3RHLEtBQUs7QUFBQSxJQUFNLHVCQUF1QixDQUFDO0FBQUEsSUFBRyxXQUFXO0FBQUEsSUFBTSxhQUFhO0FBQUEsSUFBTSxPQUFPLENBQUM7QUFBQSxJQUFHLFFBQVE7QUFBQSxFQUMvRjtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
