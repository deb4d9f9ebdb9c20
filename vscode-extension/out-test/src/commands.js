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
    const recent = await client.request(p.Requests.findSessions, { query: "", agentId: null, limit: 200, inTranscripts: false });
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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2NvbW1hbmRzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBFdmVyeSBjb21tYW5kIG9mIHBhY2thZ2UuanNvbi4gSXRlbSBjb21tYW5kcyB0YWtlIGEgdHJlZSBub2RlLCBhIFNlc3Npb25JdGVtLCBhIHthZ2VudElkLFxuLy8gc2Vzc2lvbklkfSBvciBhIHRyYW5zY3JpcHQgVXJpOyB3aXRob3V0IGFuIGFyZ3VtZW50IHRoZXkgYWN0IG9uIHRoZSBhY3RpdmUgc2Vzc2lvbiAob3IgYXNrKS5cblxuaW1wb3J0ICogYXMgb3MgZnJvbSAnb3MnO1xuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgdHlwZSB7IEJyaWRnZUNsaWVudCB9IGZyb20gJy4vY2xpZW50JztcbmltcG9ydCB7IEJyaWRnZUxvZyB9IGZyb20gJy4vbG9nJztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBTZXNzaW9uQWN0aW9ucyB9IGZyb20gJy4vc2Vzc2lvbkFjdGlvbnMnO1xuaW1wb3J0IHsgU2Vzc2lvbnNUcmVlIH0gZnJvbSAnLi9zZXNzaW9uc1RyZWUnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCB7IHNlYXJjaFNlc3Npb25zIH0gZnJvbSAnLi9zZWFyY2gnO1xuaW1wb3J0IHsgU3dpdGNoZXIgfSBmcm9tICcuL3N3aXRjaGVyJztcbmltcG9ydCB7IGVzY2FwZUljb25zLCBzd2l0Y2hlckRlc2NyaXB0aW9uLCBzd2l0Y2hlckRldGFpbCB9IGZyb20gJy4vc3dpdGNoZXJJdGVtcyc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgQ29tbWFuZERlcHMge1xuICBjbGllbnQ6IEJyaWRnZUNsaWVudDtcbiAgc3RhdGU6IEJyaWRnZVN0YXRlO1xuICB0cmVlOiBTZXNzaW9uc1RyZWU7XG4gIGFjdGlvbnM6IFNlc3Npb25BY3Rpb25zO1xuICBzd2l0Y2hlcjogU3dpdGNoZXI7XG4gIGxvZzogQnJpZGdlTG9nO1xufVxuXG5leHBvcnQgdHlwZSBTZXNzaW9uUGljayA9IHZzY29kZS5RdWlja1BpY2tJdGVtICYgeyBpdGVtOiBwLlNlc3Npb25JdGVtIH07XG5cbmV4cG9ydCBmdW5jdGlvbiByZWdpc3RlckNvbW1hbmRzKGNvbnRleHQ6IHZzY29kZS5FeHRlbnNpb25Db250ZXh0LCBkZXBzOiBDb21tYW5kRGVwcyk6IHZvaWQge1xuICBjb25zdCB7IGNsaWVudCwgc3RhdGUsIHRyZWUsIGFjdGlvbnMsIHN3aXRjaGVyLCBsb2cgfSA9IGRlcHM7XG5cbiAgY29uc3Qgc2Vzc2lvblBpY2sgPSAoaXRlbTogcC5TZXNzaW9uSXRlbSk6IFNlc3Npb25QaWNrID0+ICh7XG4gICAgaXRlbSxcbiAgICBsYWJlbDogZXNjYXBlSWNvbnMoaXRlbS5kaXNwbGF5VGl0bGUpLFxuICAgIGRlc2NyaXB0aW9uOiBlc2NhcGVJY29ucyhcbiAgICAgIHN3aXRjaGVyRGVzY3JpcHRpb24oaXRlbSwge1xuICAgICAgICBub3c6IG5ldyBEYXRlKCksXG4gICAgICAgIGFnZW50TmFtZTogKGlkKSA9PiBzdGF0ZS5hZ2VudE5hbWUoaWQpLFxuICAgICAgICBjYW5EZWxldGU6ICgpID0+IGZhbHNlLFxuICAgICAgICBpc0FjdGl2ZTogKHMpID0+IHN0YXRlLmlzQWN0aXZlKHMpLFxuICAgICAgICBoYXNNb3JlOiBmYWxzZSxcbiAgICAgIH0pLFxuICAgICksXG4gICAgZGV0YWlsOiBlc2NhcGVJY29ucyhzd2l0Y2hlckRldGFpbChpdGVtKSksXG4gIH0pO1xuXG4gIGNvbnN0IHBpY2tTZXNzaW9uID0gYXN5bmMgKGl0ZW1zOiBwLlNlc3Npb25JdGVtW10sIHRpdGxlOiBzdHJpbmcpOiBQcm9taXNlPHAuU2Vzc2lvbkl0ZW0gfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBwaWNrZWQgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dRdWlja1BpY2soaXRlbXMubWFwKHNlc3Npb25QaWNrKSwge1xuICAgICAgdGl0bGUsXG4gICAgICBwbGFjZUhvbGRlcjogJ0Nob29zZSBhIHNlc3Npb24nLFxuICAgICAgbWF0Y2hPbkRlc2NyaXB0aW9uOiB0cnVlLFxuICAgICAgbWF0Y2hPbkRldGFpbDogdHJ1ZSxcbiAgICB9KTtcbiAgICByZXR1cm4gcGlja2VkPy5pdGVtO1xuICB9O1xuXG4gIGNvbnN0IGVuc3VyZUFnZW50cyA9IGFzeW5jICgpOiBQcm9taXNlPHAuQWdlbnRTdGF0dXNbXT4gPT4ge1xuICAgIGlmICghc3RhdGUuYWdlbnRzLmxlbmd0aCkge1xuICAgICAgc3RhdGUuc2V0QWdlbnRzKChhd2FpdCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmxpc3RBZ2VudHMsIHt9KSkuYWdlbnRzKTtcbiAgICB9XG4gICAgcmV0dXJuIHN0YXRlLmFnZW50cztcbiAgfTtcblxuICBjb25zdCBwaWNrQWdlbnQgPSBhc3luYyAoYXJnOiB1bmtub3duLCBwbGFjZUhvbGRlcjogc3RyaW5nKTogUHJvbWlzZTxzdHJpbmcgfCB1bmRlZmluZWQ+ID0+IHtcbiAgICBjb25zdCBnaXZlbiA9IChhcmcgYXMgeyBhZ2VudElkPzogdW5rbm93biB9IHwgdW5kZWZpbmVkKT8uYWdlbnRJZDtcbiAgICBpZiAodHlwZW9mIGdpdmVuID09PSAnc3RyaW5nJykge1xuICAgICAgcmV0dXJuIGdpdmVuO1xuICAgIH1cbiAgICBjb25zdCBhZ2VudHMgPSBhd2FpdCBlbnN1cmVBZ2VudHMoKTtcbiAgICBpZiAoYWdlbnRzLmxlbmd0aCA8PSAxKSB7XG4gICAgICByZXR1cm4gYWdlbnRzWzBdPy5hZ2VudElkO1xuICAgIH1cbiAgICBjb25zdCBwaWNrZWQgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dRdWlja1BpY2soXG4gICAgICBhZ2VudHMubWFwKChhKSA9PiAoeyBsYWJlbDogZXNjYXBlSWNvbnMoYS5uYW1lKSwgZGVzY3JpcHRpb246IGEuc3RhdGUsIGFnZW50SWQ6IGEuYWdlbnRJZCB9KSksXG4gICAgICB7IHBsYWNlSG9sZGVyIH0sXG4gICAgKTtcbiAgICByZXR1cm4gcGlja2VkPy5hZ2VudElkO1xuICB9O1xuXG4gIC8qKiBUaGUgc2Vzc2lvbiBhbiBpdGVtIGNvbW1hbmQgaXMgYWJvdXQuICovXG4gIGNvbnN0IHNlc3Npb25BcmcgPSBhc3luYyAoYXJnOiB1bmtub3duKTogUHJvbWlzZTxwLlNlc3Npb25JdGVtIHwgdW5kZWZpbmVkPiA9PiB7XG4gICAgbGV0IHJlZjogcC5TZXNzaW9uUmVmIHwgdW5kZWZpbmVkO1xuICAgIGlmIChhcmcgaW5zdGFuY2VvZiB2c2NvZGUuVXJpKSB7XG4gICAgICByZWYgPSBwLnBhcnNlVHJhbnNjcmlwdFVyaShhcmcudG9TdHJpbmcodHJ1ZSkpID8/IHAucGFyc2VUcmFuc2NyaXB0VXJpKGFyZy50b1N0cmluZygpKTtcbiAgICB9IGVsc2UgaWYgKGFyZyAmJiB0eXBlb2YgYXJnID09PSAnb2JqZWN0Jykge1xuICAgICAgY29uc3QgYSA9IGFyZyBhcyB7IGl0ZW0/OiBwLlNlc3Npb25JdGVtOyBhZ2VudElkPzogdW5rbm93bjsgc2Vzc2lvbklkPzogdW5rbm93bjsgZGlzcGxheVRpdGxlPzogdW5rbm93biB9O1xuICAgICAgaWYgKGEuaXRlbSAmJiB0eXBlb2YgYS5pdGVtLnNlc3Npb25JZCA9PT0gJ3N0cmluZycpIHtcbiAgICAgICAgcmV0dXJuIGEuaXRlbTtcbiAgICAgIH1cbiAgICAgIGlmICh0eXBlb2YgYS5hZ2VudElkID09PSAnc3RyaW5nJyAmJiB0eXBlb2YgYS5zZXNzaW9uSWQgPT09ICdzdHJpbmcnKSB7XG4gICAgICAgIGlmICh0eXBlb2YgYS5kaXNwbGF5VGl0bGUgPT09ICdzdHJpbmcnKSB7XG4gICAgICAgICAgcmV0dXJuIGFyZyBhcyBwLlNlc3Npb25JdGVtO1xuICAgICAgICB9XG4gICAgICAgIHJlZiA9IHsgYWdlbnRJZDogYS5hZ2VudElkLCBzZXNzaW9uSWQ6IGEuc2Vzc2lvbklkIH07XG4gICAgICB9XG4gICAgfVxuICAgIGlmIChyZWYpIHtcbiAgICAgIGNvbnN0IHIgPSByZWY7XG4gICAgICBjb25zdCBrbm93biA9IHRyZWUubGlzdGluZyhyLmFnZW50SWQpPy5zZXNzaW9ucy5maW5kKChzKSA9PiBzLnNlc3Npb25JZCA9PT0gci5zZXNzaW9uSWQpO1xuICAgICAgcmV0dXJuIGtub3duID8/IG1pbmltYWxJdGVtKHIpO1xuICAgIH1cbiAgICBpZiAoc3RhdGUuYWN0aXZlKSB7XG4gICAgICByZXR1cm4gc3RhdGUuYWN0aXZlO1xuICAgIH1cbiAgICBjb25zdCByZWNlbnQgPSBhd2FpdCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmZpbmRTZXNzaW9ucywgeyBxdWVyeTogJycsIGFnZW50SWQ6IG51bGwsIGxpbWl0OiAyMDAsIGluVHJhbnNjcmlwdHM6IGZhbHNlIH0pO1xuICAgIHJldHVybiBwaWNrU2Vzc2lvbihyZWNlbnQuaXRlbXMsICdDaG9vc2UgYSBzZXNzaW9uJyk7XG4gIH07XG5cbiAgY29uc3Qgd2l0aFNlc3Npb24gPSAoZm46IChpdGVtOiBwLlNlc3Npb25JdGVtKSA9PiBQcm9taXNlPHVua25vd24+KSA9PiBhc3luYyAoYXJnPzogdW5rbm93bikgPT4ge1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBpdGVtID0gYXdhaXQgc2Vzc2lvbkFyZyhhcmcpO1xuICAgICAgaWYgKGl0ZW0pIHtcbiAgICAgICAgYXdhaXQgZm4oaXRlbSk7XG4gICAgICB9XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBsb2cucmVwb3J0RXJyb3IoJ1RoZSBjb21tYW5kJywgZXJyKTtcbiAgICB9XG4gIH07XG5cbiAgY29uc3QgZ3VhcmRlZCA9ICh3aGF0OiBzdHJpbmcsIGZuOiAoLi4uYXJnczogdW5rbm93bltdKSA9PiBQcm9taXNlPHVua25vd24+KSA9PiBhc3luYyAoLi4uYXJnczogdW5rbm93bltdKSA9PiB7XG4gICAgdHJ5IHtcbiAgICAgIGF3YWl0IGZuKC4uLmFyZ3MpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgbG9nLnJlcG9ydEVycm9yKHdoYXQsIGVycik7XG4gICAgfVxuICB9O1xuXG4gIGNvbnN0IHByb2dyZXNzID0gPFQ+KHRpdGxlOiBzdHJpbmcsIHRhc2s6IFByb21pc2U8VD4pOiBUaGVuYWJsZTxUPiA9PlxuICAgIHZzY29kZS53aW5kb3cud2l0aFByb2dyZXNzKHsgbG9jYXRpb246IHZzY29kZS5Qcm9ncmVzc0xvY2F0aW9uLldpbmRvdywgdGl0bGUgfSwgKCkgPT4gdGFzayk7XG5cbiAgY29uc3QgZm9sZGVyQ3dkID0gYXN5bmMgKGFzazogYm9vbGVhbik6IFByb21pc2U8c3RyaW5nIHwgdW5kZWZpbmVkPiA9PiB7XG4gICAgY29uc3QgZm9sZGVycyA9IHZzY29kZS53b3Jrc3BhY2Uud29ya3NwYWNlRm9sZGVycyA/PyBbXTtcbiAgICBpZiAoZm9sZGVycy5sZW5ndGggPiAxICYmIGFzaykge1xuICAgICAgcmV0dXJuIChhd2FpdCB2c2NvZGUud2luZG93LnNob3dXb3Jrc3BhY2VGb2xkZXJQaWNrKHsgcGxhY2VIb2xkZXI6ICdXaGljaCBmb2xkZXI/JyB9KSk/LnVyaS5mc1BhdGg7XG4gICAgfVxuICAgIHJldHVybiBmb2xkZXJzWzBdPy51cmkuZnNQYXRoO1xuICB9O1xuXG4gIGNvbnN0IHJlZ2lzdGVyID0gKGlkOiBzdHJpbmcsIGZuOiAoLi4uYXJnczogYW55W10pID0+IHVua25vd24pID0+XG4gICAgY29udGV4dC5zdWJzY3JpcHRpb25zLnB1c2godnNjb2RlLmNvbW1hbmRzLnJlZ2lzdGVyQ29tbWFuZChpZCwgZm4pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnN3aXRjaFNlc3Npb24nLCBndWFyZGVkKCdTd2l0Y2hpbmcgc2Vzc2lvbnMnLCAoKSA9PiBzd2l0Y2hlci5zaG93KCkpKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLmNvbnRpbnVlTGFzdFNlc3Npb24nLCBndWFyZGVkKCdDb250aW51aW5nIHRoZSBsYXN0IHNlc3Npb24nLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgY3dkID0gYXdhaXQgZm9sZGVyQ3dkKHRydWUpO1xuICAgIGlmICghY3dkKSB7XG4gICAgICB2b2lkIHZzY29kZS53aW5kb3cuc2hvd0luZm9ybWF0aW9uTWVzc2FnZSgnT3BlbiBhIGZvbGRlciB0byBjb250aW51ZSBpdHMgbGFzdCBzZXNzaW9uLicpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAoIShhd2FpdCBhY3Rpb25zLmNvbmZpcm1Td2l0Y2goeyBhZ2VudElkOiAnJywgc2Vzc2lvbklkOiAnJyB9KSkpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgcmVzdWx0ID0gYXdhaXQgcHJvZ3Jlc3MoJ0NvbnRpbnVpbmcgdGhlIGxhc3Qgc2Vzc2lvblx1MjAyNicsIGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMuY29udGludWVMYXN0LCB7IGN3ZCwgYWdlbnRJZDogbnVsbCB9KSk7XG4gICAgYXdhaXQgYWN0aW9ucy5zaG93UmVzdWx0KHJlc3VsdCk7XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnJlc3VtZVNlc3Npb25CeUlkJywgZ3VhcmRlZCgnUmVzdW1pbmcgdGhlIHNlc3Npb24nLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgcHJlZml4ID0gKFxuICAgICAgYXdhaXQgdnNjb2RlLndpbmRvdy5zaG93SW5wdXRCb3goe1xuICAgICAgICB0aXRsZTogJ1Jlc3VtZSBTZXNzaW9uIGJ5IElkJyxcbiAgICAgICAgcHJvbXB0OiAnQSBzZXNzaW9uIGlkLCBvciB0aGUgc3RhcnQgb2Ygb25lJyxcbiAgICAgICAgcGxhY2VIb2xkZXI6ICdzZXNzXzNmMmEnLFxuICAgICAgICB2YWxpZGF0ZUlucHV0OiAodikgPT4gKHYudHJpbSgpID8gdW5kZWZpbmVkIDogJ1R5cGUgYW4gaWQgb3IgdGhlIHN0YXJ0IG9mIG9uZS4nKSxcbiAgICAgIH0pXG4gICAgKT8udHJpbSgpO1xuICAgIGlmICghcHJlZml4KSB7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IHsgbWF0Y2hlcyB9ID0gYXdhaXQgcHJvZ3Jlc3MoJ0xvb2tpbmcgdXAgdGhlIHNlc3Npb25cdTIwMjYnLCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLnJlc29sdmVQcmVmaXgsIHsgcHJlZml4LCBhZ2VudElkOiBudWxsIH0pKTtcbiAgICBpZiAobWF0Y2hlcy5sZW5ndGggPT09IDApIHtcbiAgICAgIHZvaWQgdnNjb2RlLndpbmRvdy5zaG93SW5mb3JtYXRpb25NZXNzYWdlKGBObyBzZXNzaW9uIGlkIHN0YXJ0cyB3aXRoIFx1MjAxQyR7cHJlZml4fVx1MjAxRC5gKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgLy8gU2V2ZXJhbCBtYXRjaGVzOiB0aGUgdXNlciBjaG9vc2VzLCBuZXZlciBcImZpcnN0IHdpbnNcIi5cbiAgICBjb25zdCBjaG9zZW4gPSBtYXRjaGVzLmxlbmd0aCA9PT0gMSA/IG1hdGNoZXNbMF0gOiBhd2FpdCBwaWNrU2Vzc2lvbihtYXRjaGVzLCBgJHttYXRjaGVzLmxlbmd0aH0gc2Vzc2lvbnMgc3RhcnQgd2l0aCBcdTIwMUMke3ByZWZpeH1cdTIwMURgKTtcbiAgICBpZiAoY2hvc2VuKSB7XG4gICAgICBhd2FpdCBhY3Rpb25zLm9wZW4oY2hvc2VuKTtcbiAgICB9XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLm5ld1Nlc3Npb24nLCBndWFyZGVkKCdTdGFydGluZyBhIHNlc3Npb24nLCBhc3luYyAoYXJnPzogdW5rbm93bikgPT4ge1xuICAgIGNvbnN0IGFnZW50SWQgPSBhd2FpdCBwaWNrQWdlbnQoYXJnLCAnU3RhcnQgYSBzZXNzaW9uIHdpdGggd2hpY2ggYWdlbnQ/Jyk7XG4gICAgaWYgKCFhZ2VudElkKSB7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghKGF3YWl0IGFjdGlvbnMuY29uZmlybVN3aXRjaCh7IGFnZW50SWQsIHNlc3Npb25JZDogJycgfSkpKSB7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGN3ZCA9IChhd2FpdCBmb2xkZXJDd2QoZmFsc2UpKSA/PyBvcy5ob21lZGlyKCk7XG4gICAgY29uc3QgcmVzdWx0ID0gYXdhaXQgcHJvZ3Jlc3MoYFN0YXJ0aW5nIGEgc2Vzc2lvbiB3aXRoICR7c3RhdGUuYWdlbnROYW1lKGFnZW50SWQpfVx1MjAyNmAsIGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMubmV3U2Vzc2lvbiwgeyBhZ2VudElkLCBjd2QgfSkpO1xuICAgIGF3YWl0IGFjdGlvbnMuc2hvd1Jlc3VsdChyZXN1bHQpO1xuICB9KSk7XG5cbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5jbG9zZVNlc3Npb24nLCBndWFyZGVkKCdDbG9zaW5nIHRoZSBzZXNzaW9uJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGFjdGl2ZSA9IHN0YXRlLmFjdGl2ZTtcbiAgICBpZiAoIWFjdGl2ZSkge1xuICAgICAgdm9pZCB2c2NvZGUud2luZG93LnNob3dJbmZvcm1hdGlvbk1lc3NhZ2UoJ05vIHNlc3Npb24gaXMgYWN0aXZlLicpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBhd2FpdCBhY3Rpb25zLmNsb3NlKGFjdGl2ZSk7XG4gIH0pKTtcbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5jbG9zZVNlc3Npb25JdGVtJywgd2l0aFNlc3Npb24oKGl0ZW0pID0+IGFjdGlvbnMuY2xvc2UoaXRlbSkpKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnJlZnJlc2hTZXNzaW9ucycsIGd1YXJkZWQoJ1JlZnJlc2hpbmcgc2Vzc2lvbnMnLCAoKSA9PiB0cmVlLnJlZnJlc2hBbGwoKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnNlYXJjaFRyYW5zY3JpcHRzJywgZ3VhcmRlZCgnU2VhcmNoaW5nJywgKCkgPT4gc2VhcmNoU2Vzc2lvbnMoZGVwcykpKTtcbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5zaG93TG9nJywgKCkgPT4gbG9nLnNob3coKSk7XG5cbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5yZXN0YXJ0QWdlbnQnLCBndWFyZGVkKCdSZXN0YXJ0aW5nIHRoZSBhZ2VudCcsIGFzeW5jIChhcmc/OiB1bmtub3duKSA9PiB7XG4gICAgY29uc3QgYWdlbnRJZCA9IGF3YWl0IHBpY2tBZ2VudChhcmcsICdSZXN0YXJ0IHdoaWNoIGFnZW50PycpO1xuICAgIGlmIChhZ2VudElkKSB7XG4gICAgICBzdGF0ZS51cGRhdGVBZ2VudChhd2FpdCBwcm9ncmVzcyhgUmVzdGFydGluZyAke3N0YXRlLmFnZW50TmFtZShhZ2VudElkKX1cdTIwMjZgLCBjbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLnJlc3RhcnRBZ2VudCwgeyBhZ2VudElkIH0pKSk7XG4gICAgfVxuICB9KSk7XG5cbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5vcGVuU2V0dGluZ3MnLCAoKSA9PiB2c2NvZGUuY29tbWFuZHMuZXhlY3V0ZUNvbW1hbmQoJ3dvcmtiZW5jaC5hY3Rpb24ub3BlblNldHRpbmdzJywgJ2FjcEJyaWRnZScpKTtcbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS50b2dnbGVBbGxGb2xkZXJzJywgKCkgPT4gdHJlZS5zZXRBbGxGb2xkZXJzKHRydWUpKTtcbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS50b2dnbGVUaGlzRm9sZGVyJywgKCkgPT4gdHJlZS5zZXRBbGxGb2xkZXJzKGZhbHNlKSk7XG5cbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5vcGVuVHJhbnNjcmlwdCcsIHdpdGhTZXNzaW9uKChpdGVtKSA9PiBhY3Rpb25zLm9wZW4oaXRlbSwgJ2F1dG8nKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnJlc3VtZVNlc3Npb24nLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5vcGVuKGl0ZW0sICdyZXN1bWUnKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLmRlbGV0ZVNlc3Npb24nLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5kZWxldGUoaXRlbSkpKTtcbiAgcmVnaXN0ZXIoJ2FjcEJyaWRnZS5jb3B5U2Vzc2lvbklkJywgd2l0aFNlc3Npb24oKGl0ZW0pID0+IGFjdGlvbnMuY29weUlkKGl0ZW0pKSk7XG4gIHJlZ2lzdGVyKCdhY3BCcmlkZ2UuZXhwb3J0TWFya2Rvd24nLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5leHBvcnRNYXJrZG93bihpdGVtKSkpO1xuICByZWdpc3RlcignYWNwQnJpZGdlLnJlbmFtZVNlc3Npb24nLCB3aXRoU2Vzc2lvbigoaXRlbSkgPT4gYWN0aW9ucy5yZW5hbWUoaXRlbSkpKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLmxvYWRNb3JlJywgZ3VhcmRlZCgnTG9hZGluZyBtb3JlIHNlc3Npb25zJywgYXN5bmMgKGFyZz86IHVua25vd24pID0+IHtcbiAgICBjb25zdCBnaXZlbiA9IChhcmcgYXMgeyBhZ2VudElkPzogdW5rbm93biB9IHwgdW5kZWZpbmVkKT8uYWdlbnRJZDtcbiAgICBjb25zdCBhZ2VudHMgPSB0eXBlb2YgZ2l2ZW4gPT09ICdzdHJpbmcnID8gW2dpdmVuXSA6IHN0YXRlLmFnZW50cy5tYXAoKGEpID0+IGEuYWdlbnRJZCkuZmlsdGVyKChpZCkgPT4gdHJlZS5saXN0aW5nKGlkKT8uaGFzTW9yZSk7XG4gICAgYXdhaXQgUHJvbWlzZS5hbGwoYWdlbnRzLm1hcCgoaWQpID0+IHRyZWUubG9hZE1vcmUoaWQpKSk7XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnJldHJ5QWdlbnQnLCBndWFyZGVkKCdSZXRyeWluZycsIGFzeW5jIChhcmc/OiB1bmtub3duKSA9PiB7XG4gICAgY29uc3QgYWdlbnRJZCA9IGF3YWl0IHBpY2tBZ2VudChhcmcsICdSZXRyeSB3aGljaCBhZ2VudD8nKTtcbiAgICBpZiAoIWFnZW50SWQpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3Qgc3RhdHVzID0gc3RhdGUuYWdlbnQoYWdlbnRJZCk7XG4gICAgaWYgKHN0YXR1cyAmJiBwLmlzQWdlbnREb3duKHN0YXR1cy5zdGF0ZSkpIHtcbiAgICAgIHN0YXRlLnVwZGF0ZUFnZW50KGF3YWl0IGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMucmVzdGFydEFnZW50LCB7IGFnZW50SWQgfSkpO1xuICAgIH1cbiAgICBhd2FpdCB0cmVlLnJlZnJlc2goYWdlbnRJZCk7XG4gIH0pKTtcblxuICByZWdpc3RlcignYWNwQnJpZGdlLnNlbmRQcm9tcHQnLCBndWFyZGVkKCdTZW5kaW5nIHRoZSBwcm9tcHQnLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgYWN0aXZlID0gc3RhdGUuYWN0aXZlO1xuICAgIGlmICghYWN0aXZlKSB7XG4gICAgICB2b2lkIHZzY29kZS53aW5kb3cuc2hvd0luZm9ybWF0aW9uTWVzc2FnZSgnTm8gc2Vzc2lvbiBpcyBhY3RpdmUuIE9wZW4gb3Igc3RhcnQgb25lIGZpcnN0LicpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCB0ZXh0ID0gYXdhaXQgdnNjb2RlLndpbmRvdy5zaG93SW5wdXRCb3goe1xuICAgICAgdGl0bGU6IGBTZW5kIFByb21wdCB0byBcdTIwMUMke2FjdGl2ZS5kaXNwbGF5VGl0bGV9XHUyMDFEYCxcbiAgICAgIHByb21wdDogYFRoZSBwcm9tcHQgZm9yICR7c3RhdGUuYWdlbnROYW1lKGFjdGl2ZS5hZ2VudElkKX07IHRoZSByZXBseSBzdHJlYW1zIGludG8gdGhlIHRyYW5zY3JpcHQuYCxcbiAgICAgIHZhbGlkYXRlSW5wdXQ6ICh2KSA9PiAodi50cmltKCkgPyB1bmRlZmluZWQgOiAnVHlwZSBhIHByb21wdC4nKSxcbiAgICB9KTtcbiAgICBpZiAodGV4dD8udHJpbSgpKSB7XG4gICAgICBhd2FpdCBhY3Rpb25zLnNlbmRQcm9tcHQodGV4dCk7XG4gICAgfVxuICB9KSk7XG59XG5cbmZ1bmN0aW9uIG1pbmltYWxJdGVtKHJlZjogcC5TZXNzaW9uUmVmKTogcC5TZXNzaW9uSXRlbSB7XG4gIHJldHVybiB7XG4gICAgYWdlbnRJZDogcmVmLmFnZW50SWQsIHNlc3Npb25JZDogcmVmLnNlc3Npb25JZCwgZGlzcGxheVRpdGxlOiByZWYuc2Vzc2lvbklkLCB0aXRsZTogbnVsbCwgbG9jYWxUaXRsZTogbnVsbCxcbiAgICBjd2Q6IG51bGwsIGFkZGl0aW9uYWxEaXJlY3RvcmllczogW10sIHVwZGF0ZWRBdDogbnVsbCwgZmlyc3RQcm9tcHQ6IG51bGwsIGZhY3RzOiBbXSwgYWN0aXZlOiBmYWxzZSxcbiAgfTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBR0EsU0FBb0I7QUFDcEIsYUFBd0I7QUFHeEIsUUFBbUI7QUFJbkIsb0JBQStCO0FBRS9CLDJCQUFpRTtBQWExRCxTQUFTLGlCQUFpQixTQUFrQyxNQUF5QjtBQUMxRixRQUFNLEVBQUUsUUFBUSxPQUFPLE1BQU0sU0FBUyxVQUFVLElBQUksSUFBSTtBQUV4RCxRQUFNLGNBQWMsQ0FBQyxVQUFzQztBQUFBLElBQ3pEO0FBQUEsSUFDQSxXQUFPLGtDQUFZLEtBQUssWUFBWTtBQUFBLElBQ3BDLGlCQUFhO0FBQUEsVUFDWCwwQ0FBb0IsTUFBTTtBQUFBLFFBQ3hCLEtBQUssb0JBQUksS0FBSztBQUFBLFFBQ2QsV0FBVyxDQUFDLE9BQU8sTUFBTSxVQUFVLEVBQUU7QUFBQSxRQUNyQyxXQUFXLE1BQU07QUFBQSxRQUNqQixVQUFVLENBQUMsTUFBTSxNQUFNLFNBQVMsQ0FBQztBQUFBLFFBQ2pDLFNBQVM7QUFBQSxNQUNYLENBQUM7QUFBQSxJQUNIO0FBQUEsSUFDQSxZQUFRLHNDQUFZLHFDQUFlLElBQUksQ0FBQztBQUFBLEVBQzFDO0FBRUEsUUFBTSxjQUFjLE9BQU8sT0FBd0IsVUFBc0Q7QUFDdkcsVUFBTSxTQUFTLE1BQU0sT0FBTyxPQUFPLGNBQWMsTUFBTSxJQUFJLFdBQVcsR0FBRztBQUFBLE1BQ3ZFO0FBQUEsTUFDQSxhQUFhO0FBQUEsTUFDYixvQkFBb0I7QUFBQSxNQUNwQixlQUFlO0FBQUEsSUFDakIsQ0FBQztBQUNELFdBQU8sUUFBUTtBQUFBLEVBQ2pCO0FBRUEsUUFBTSxlQUFlLFlBQXNDO0FBQ3pELFFBQUksQ0FBQyxNQUFNLE9BQU8sUUFBUTtBQUN4QixZQUFNLFdBQVcsTUFBTSxPQUFPLFFBQVEsRUFBRSxTQUFTLFlBQVksQ0FBQyxDQUFDLEdBQUcsTUFBTTtBQUFBLElBQzFFO0FBQ0EsV0FBTyxNQUFNO0FBQUEsRUFDZjtBQUVBLFFBQU0sWUFBWSxPQUFPLEtBQWMsZ0JBQXFEO0FBQzFGLFVBQU0sUUFBUyxLQUEyQztBQUMxRCxRQUFJLE9BQU8sVUFBVSxVQUFVO0FBQzdCLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxTQUFTLE1BQU0sYUFBYTtBQUNsQyxRQUFJLE9BQU8sVUFBVSxHQUFHO0FBQ3RCLGFBQU8sT0FBTyxDQUFDLEdBQUc7QUFBQSxJQUNwQjtBQUNBLFVBQU0sU0FBUyxNQUFNLE9BQU8sT0FBTztBQUFBLE1BQ2pDLE9BQU8sSUFBSSxDQUFDLE9BQU8sRUFBRSxXQUFPLGtDQUFZLEVBQUUsSUFBSSxHQUFHLGFBQWEsRUFBRSxPQUFPLFNBQVMsRUFBRSxRQUFRLEVBQUU7QUFBQSxNQUM1RixFQUFFLFlBQVk7QUFBQSxJQUNoQjtBQUNBLFdBQU8sUUFBUTtBQUFBLEVBQ2pCO0FBR0EsUUFBTSxhQUFhLE9BQU8sUUFBcUQ7QUFDN0UsUUFBSTtBQUNKLFFBQUksZUFBZSxPQUFPLEtBQUs7QUFDN0IsWUFBTSxFQUFFLG1CQUFtQixJQUFJLFNBQVMsSUFBSSxDQUFDLEtBQUssRUFBRSxtQkFBbUIsSUFBSSxTQUFTLENBQUM7QUFBQSxJQUN2RixXQUFXLE9BQU8sT0FBTyxRQUFRLFVBQVU7QUFDekMsWUFBTSxJQUFJO0FBQ1YsVUFBSSxFQUFFLFFBQVEsT0FBTyxFQUFFLEtBQUssY0FBYyxVQUFVO0FBQ2xELGVBQU8sRUFBRTtBQUFBLE1BQ1g7QUFDQSxVQUFJLE9BQU8sRUFBRSxZQUFZLFlBQVksT0FBTyxFQUFFLGNBQWMsVUFBVTtBQUNwRSxZQUFJLE9BQU8sRUFBRSxpQkFBaUIsVUFBVTtBQUN0QyxpQkFBTztBQUFBLFFBQ1Q7QUFDQSxjQUFNLEVBQUUsU0FBUyxFQUFFLFNBQVMsV0FBVyxFQUFFLFVBQVU7QUFBQSxNQUNyRDtBQUFBLElBQ0Y7QUFDQSxRQUFJLEtBQUs7QUFDUCxZQUFNLElBQUk7QUFDVixZQUFNLFFBQVEsS0FBSyxRQUFRLEVBQUUsT0FBTyxHQUFHLFNBQVMsS0FBSyxDQUFDLE1BQU0sRUFBRSxjQUFjLEVBQUUsU0FBUztBQUN2RixhQUFPLFNBQVMsWUFBWSxDQUFDO0FBQUEsSUFDL0I7QUFDQSxRQUFJLE1BQU0sUUFBUTtBQUNoQixhQUFPLE1BQU07QUFBQSxJQUNmO0FBQ0EsVUFBTSxTQUFTLE1BQU0sT0FBTyxRQUFRLEVBQUUsU0FBUyxjQUFjLEVBQUUsT0FBTyxJQUFJLFNBQVMsTUFBTSxPQUFPLEtBQUssZUFBZSxNQUFNLENBQUM7QUFDM0gsV0FBTyxZQUFZLE9BQU8sT0FBTyxrQkFBa0I7QUFBQSxFQUNyRDtBQUVBLFFBQU0sY0FBYyxDQUFDLE9BQWtELE9BQU8sUUFBa0I7QUFDOUYsUUFBSTtBQUNGLFlBQU0sT0FBTyxNQUFNLFdBQVcsR0FBRztBQUNqQyxVQUFJLE1BQU07QUFDUixjQUFNLEdBQUcsSUFBSTtBQUFBLE1BQ2Y7QUFBQSxJQUNGLFNBQVMsS0FBSztBQUNaLFVBQUksWUFBWSxlQUFlLEdBQUc7QUFBQSxJQUNwQztBQUFBLEVBQ0Y7QUFFQSxRQUFNLFVBQVUsQ0FBQyxNQUFjLE9BQWlELFVBQVUsU0FBb0I7QUFDNUcsUUFBSTtBQUNGLFlBQU0sR0FBRyxHQUFHLElBQUk7QUFBQSxJQUNsQixTQUFTLEtBQUs7QUFDWixVQUFJLFlBQVksTUFBTSxHQUFHO0FBQUEsSUFDM0I7QUFBQSxFQUNGO0FBRUEsUUFBTSxXQUFXLENBQUksT0FBZSxTQUNsQyxPQUFPLE9BQU8sYUFBYSxFQUFFLFVBQVUsT0FBTyxpQkFBaUIsUUFBUSxNQUFNLEdBQUcsTUFBTSxJQUFJO0FBRTVGLFFBQU0sWUFBWSxPQUFPLFFBQThDO0FBQ3JFLFVBQU0sVUFBVSxPQUFPLFVBQVUsb0JBQW9CLENBQUM7QUFDdEQsUUFBSSxRQUFRLFNBQVMsS0FBSyxLQUFLO0FBQzdCLGNBQVEsTUFBTSxPQUFPLE9BQU8sd0JBQXdCLEVBQUUsYUFBYSxnQkFBZ0IsQ0FBQyxJQUFJLElBQUk7QUFBQSxJQUM5RjtBQUNBLFdBQU8sUUFBUSxDQUFDLEdBQUcsSUFBSTtBQUFBLEVBQ3pCO0FBRUEsUUFBTSxXQUFXLENBQUMsSUFBWSxPQUM1QixRQUFRLGNBQWMsS0FBSyxPQUFPLFNBQVMsZ0JBQWdCLElBQUksRUFBRSxDQUFDO0FBRXBFLFdBQVMsMkJBQTJCLFFBQVEsc0JBQXNCLE1BQU0sU0FBUyxLQUFLLENBQUMsQ0FBQztBQUV4RixXQUFTLGlDQUFpQyxRQUFRLCtCQUErQixZQUFZO0FBQzNGLFVBQU0sTUFBTSxNQUFNLFVBQVUsSUFBSTtBQUNoQyxRQUFJLENBQUMsS0FBSztBQUNSLFdBQUssT0FBTyxPQUFPLHVCQUF1Qiw2Q0FBNkM7QUFDdkY7QUFBQSxJQUNGO0FBQ0EsUUFBSSxDQUFFLE1BQU0sUUFBUSxjQUFjLEVBQUUsU0FBUyxJQUFJLFdBQVcsR0FBRyxDQUFDLEdBQUk7QUFDbEU7QUFBQSxJQUNGO0FBQ0EsVUFBTSxTQUFTLE1BQU0sU0FBUyxxQ0FBZ0MsT0FBTyxRQUFRLEVBQUUsU0FBUyxjQUFjLEVBQUUsS0FBSyxTQUFTLEtBQUssQ0FBQyxDQUFDO0FBQzdILFVBQU0sUUFBUSxXQUFXLE1BQU07QUFBQSxFQUNqQyxDQUFDLENBQUM7QUFFRixXQUFTLCtCQUErQixRQUFRLHdCQUF3QixZQUFZO0FBQ2xGLFVBQU0sVUFDSixNQUFNLE9BQU8sT0FBTyxhQUFhO0FBQUEsTUFDL0IsT0FBTztBQUFBLE1BQ1AsUUFBUTtBQUFBLE1BQ1IsYUFBYTtBQUFBLE1BQ2IsZUFBZSxDQUFDLE1BQU8sRUFBRSxLQUFLLElBQUksU0FBWTtBQUFBLElBQ2hELENBQUMsSUFDQSxLQUFLO0FBQ1IsUUFBSSxDQUFDLFFBQVE7QUFDWDtBQUFBLElBQ0Y7QUFDQSxVQUFNLEVBQUUsUUFBUSxJQUFJLE1BQU0sU0FBUyxnQ0FBMkIsT0FBTyxRQUFRLEVBQUUsU0FBUyxlQUFlLEVBQUUsUUFBUSxTQUFTLEtBQUssQ0FBQyxDQUFDO0FBQ2pJLFFBQUksUUFBUSxXQUFXLEdBQUc7QUFDeEIsV0FBSyxPQUFPLE9BQU8sdUJBQXVCLG1DQUE4QixNQUFNLFNBQUk7QUFDbEY7QUFBQSxJQUNGO0FBRUEsVUFBTSxTQUFTLFFBQVEsV0FBVyxJQUFJLFFBQVEsQ0FBQyxJQUFJLE1BQU0sWUFBWSxTQUFTLEdBQUcsUUFBUSxNQUFNLDhCQUF5QixNQUFNLFFBQUc7QUFDakksUUFBSSxRQUFRO0FBQ1YsWUFBTSxRQUFRLEtBQUssTUFBTTtBQUFBLElBQzNCO0FBQUEsRUFDRixDQUFDLENBQUM7QUFFRixXQUFTLHdCQUF3QixRQUFRLHNCQUFzQixPQUFPLFFBQWtCO0FBQ3RGLFVBQU0sVUFBVSxNQUFNLFVBQVUsS0FBSyxtQ0FBbUM7QUFDeEUsUUFBSSxDQUFDLFNBQVM7QUFDWjtBQUFBLElBQ0Y7QUFDQSxRQUFJLENBQUUsTUFBTSxRQUFRLGNBQWMsRUFBRSxTQUFTLFdBQVcsR0FBRyxDQUFDLEdBQUk7QUFDOUQ7QUFBQSxJQUNGO0FBQ0EsVUFBTSxNQUFPLE1BQU0sVUFBVSxLQUFLLEtBQU0sR0FBRyxRQUFRO0FBQ25ELFVBQU0sU0FBUyxNQUFNLFNBQVMsMkJBQTJCLE1BQU0sVUFBVSxPQUFPLENBQUMsVUFBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLFlBQVksRUFBRSxTQUFTLElBQUksQ0FBQyxDQUFDO0FBQzdJLFVBQU0sUUFBUSxXQUFXLE1BQU07QUFBQSxFQUNqQyxDQUFDLENBQUM7QUFFRixXQUFTLDBCQUEwQixRQUFRLHVCQUF1QixZQUFZO0FBQzVFLFVBQU0sU0FBUyxNQUFNO0FBQ3JCLFFBQUksQ0FBQyxRQUFRO0FBQ1gsV0FBSyxPQUFPLE9BQU8sdUJBQXVCLHVCQUF1QjtBQUNqRTtBQUFBLElBQ0Y7QUFDQSxVQUFNLFFBQVEsTUFBTSxNQUFNO0FBQUEsRUFDNUIsQ0FBQyxDQUFDO0FBQ0YsV0FBUyw4QkFBOEIsWUFBWSxDQUFDLFNBQVMsUUFBUSxNQUFNLElBQUksQ0FBQyxDQUFDO0FBRWpGLFdBQVMsNkJBQTZCLFFBQVEsdUJBQXVCLE1BQU0sS0FBSyxXQUFXLENBQUMsQ0FBQztBQUM3RixXQUFTLCtCQUErQixRQUFRLGFBQWEsVUFBTSw4QkFBZSxJQUFJLENBQUMsQ0FBQztBQUN4RixXQUFTLHFCQUFxQixNQUFNLElBQUksS0FBSyxDQUFDO0FBRTlDLFdBQVMsMEJBQTBCLFFBQVEsd0JBQXdCLE9BQU8sUUFBa0I7QUFDMUYsVUFBTSxVQUFVLE1BQU0sVUFBVSxLQUFLLHNCQUFzQjtBQUMzRCxRQUFJLFNBQVM7QUFDWCxZQUFNLFlBQVksTUFBTSxTQUFTLGNBQWMsTUFBTSxVQUFVLE9BQU8sQ0FBQyxVQUFLLE9BQU8sUUFBUSxFQUFFLFNBQVMsY0FBYyxFQUFFLFFBQVEsQ0FBQyxDQUFDLENBQUM7QUFBQSxJQUNuSTtBQUFBLEVBQ0YsQ0FBQyxDQUFDO0FBRUYsV0FBUywwQkFBMEIsTUFBTSxPQUFPLFNBQVMsZUFBZSxpQ0FBaUMsV0FBVyxDQUFDO0FBQ3JILFdBQVMsOEJBQThCLE1BQU0sS0FBSyxjQUFjLElBQUksQ0FBQztBQUNyRSxXQUFTLDhCQUE4QixNQUFNLEtBQUssY0FBYyxLQUFLLENBQUM7QUFFdEUsV0FBUyw0QkFBNEIsWUFBWSxDQUFDLFNBQVMsUUFBUSxLQUFLLE1BQU0sTUFBTSxDQUFDLENBQUM7QUFDdEYsV0FBUywyQkFBMkIsWUFBWSxDQUFDLFNBQVMsUUFBUSxLQUFLLE1BQU0sUUFBUSxDQUFDLENBQUM7QUFDdkYsV0FBUywyQkFBMkIsWUFBWSxDQUFDLFNBQVMsUUFBUSxPQUFPLElBQUksQ0FBQyxDQUFDO0FBQy9FLFdBQVMsMkJBQTJCLFlBQVksQ0FBQyxTQUFTLFFBQVEsT0FBTyxJQUFJLENBQUMsQ0FBQztBQUMvRSxXQUFTLDRCQUE0QixZQUFZLENBQUMsU0FBUyxRQUFRLGVBQWUsSUFBSSxDQUFDLENBQUM7QUFDeEYsV0FBUywyQkFBMkIsWUFBWSxDQUFDLFNBQVMsUUFBUSxPQUFPLElBQUksQ0FBQyxDQUFDO0FBRS9FLFdBQVMsc0JBQXNCLFFBQVEseUJBQXlCLE9BQU8sUUFBa0I7QUFDdkYsVUFBTSxRQUFTLEtBQTJDO0FBQzFELFVBQU0sU0FBUyxPQUFPLFVBQVUsV0FBVyxDQUFDLEtBQUssSUFBSSxNQUFNLE9BQU8sSUFBSSxDQUFDLE1BQU0sRUFBRSxPQUFPLEVBQUUsT0FBTyxDQUFDLE9BQU8sS0FBSyxRQUFRLEVBQUUsR0FBRyxPQUFPO0FBQ2hJLFVBQU0sUUFBUSxJQUFJLE9BQU8sSUFBSSxDQUFDLE9BQU8sS0FBSyxTQUFTLEVBQUUsQ0FBQyxDQUFDO0FBQUEsRUFDekQsQ0FBQyxDQUFDO0FBRUYsV0FBUyx3QkFBd0IsUUFBUSxZQUFZLE9BQU8sUUFBa0I7QUFDNUUsVUFBTSxVQUFVLE1BQU0sVUFBVSxLQUFLLG9CQUFvQjtBQUN6RCxRQUFJLENBQUMsU0FBUztBQUNaO0FBQUEsSUFDRjtBQUNBLFVBQU0sU0FBUyxNQUFNLE1BQU0sT0FBTztBQUNsQyxRQUFJLFVBQVUsRUFBRSxZQUFZLE9BQU8sS0FBSyxHQUFHO0FBQ3pDLFlBQU0sWUFBWSxNQUFNLE9BQU8sUUFBUSxFQUFFLFNBQVMsY0FBYyxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQUEsSUFDOUU7QUFDQSxVQUFNLEtBQUssUUFBUSxPQUFPO0FBQUEsRUFDNUIsQ0FBQyxDQUFDO0FBRUYsV0FBUyx3QkFBd0IsUUFBUSxzQkFBc0IsWUFBWTtBQUN6RSxVQUFNLFNBQVMsTUFBTTtBQUNyQixRQUFJLENBQUMsUUFBUTtBQUNYLFdBQUssT0FBTyxPQUFPLHVCQUF1QixnREFBZ0Q7QUFDMUY7QUFBQSxJQUNGO0FBQ0EsVUFBTSxPQUFPLE1BQU0sT0FBTyxPQUFPLGFBQWE7QUFBQSxNQUM1QyxPQUFPLHdCQUFtQixPQUFPLFlBQVk7QUFBQSxNQUM3QyxRQUFRLGtCQUFrQixNQUFNLFVBQVUsT0FBTyxPQUFPLENBQUM7QUFBQSxNQUN6RCxlQUFlLENBQUMsTUFBTyxFQUFFLEtBQUssSUFBSSxTQUFZO0FBQUEsSUFDaEQsQ0FBQztBQUNELFFBQUksTUFBTSxLQUFLLEdBQUc7QUFDaEIsWUFBTSxRQUFRLFdBQVcsSUFBSTtBQUFBLElBQy9CO0FBQUEsRUFDRixDQUFDLENBQUM7QUFDSjtBQUVBLFNBQVMsWUFBWSxLQUFrQztBQUNyRCxTQUFPO0FBQUEsSUFDTCxTQUFTLElBQUk7QUFBQSxJQUFTLFdBQVcsSUFBSTtBQUFBLElBQVcsY0FBYyxJQUFJO0FBQUEsSUFBVyxPQUFPO0FBQUEsSUFBTSxZQUFZO0FBQUEsSUFDdEcsS0FBSztBQUFBLElBQU0sdUJBQXVCLENBQUM7QUFBQSxJQUFHLFdBQVc7QUFBQSxJQUFNLGFBQWE7QUFBQSxJQUFNLE9BQU8sQ0FBQztBQUFBLElBQUcsUUFBUTtBQUFBLEVBQy9GO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
