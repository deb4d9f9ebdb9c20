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
var extension_exports = {};
__export(extension_exports, {
  activate: () => activate,
  deactivate: () => deactivate
});
module.exports = __toCommonJS(extension_exports);
var vscode = __toESM(require("vscode"));
var import_client = require("./client");
var import_commands = require("./commands");
var import_log = require("./log");
var import_permissions = require("./permissions");
var import_sessionActions = require("./sessionActions");
var import_sessionsTree = require("./sessionsTree");
var import_settings = require("./settings");
var import_state = require("./state");
var import_statusBar = require("./statusBar");
var import_switcher = require("./switcher");
var import_transcripts = require("./transcripts");
let bridge;
async function activate(context) {
  const log = new import_log.BridgeLog();
  const state = new import_state.BridgeState();
  const client = new import_client.BridgeClient(context, log);
  bridge = client;
  context.subscriptions.push(log, state, client);
  context.subscriptions.push(
    client.onDidStart(() => state.reset()),
    client.onDidStop(() => state.reset()),
    client.onAgentStateChanged((s) => state.updateAgent(s)),
    client.onActiveSessionChanged((e) => state.setActive(e.session, e.loading)),
    client.onSessionInfoChanged((e) => state.patchSession(e.session))
  );
  client.setPermissionHandler((params, token) => (0, import_permissions.askPermission)(state, params, token));
  const transcripts = new import_transcripts.Transcripts(client, log);
  const tree = new import_sessionsTree.SessionsTree(client, state, log, context.workspaceState);
  const statusBar = new import_statusBar.SessionStatusBar(state);
  const actions = new import_sessionActions.SessionActions(client, state, transcripts, log);
  const switcher = new import_switcher.Switcher(client, state, tree, actions, log);
  context.subscriptions.push(transcripts, tree, statusBar);
  (0, import_commands.registerCommands)(context, { client, state, tree, actions, switcher, log });
  const updateAgentsContext = () => {
    const agents = vscode.workspace.getConfiguration(import_settings.SECTION).get("agents") ?? [];
    void vscode.commands.executeCommand("setContext", "acpBridge.noAgentsConfigured", !Array.isArray(agents) || agents.length === 0);
  };
  updateAgentsContext();
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${import_settings.SECTION}.agents`)) {
        updateAgentsContext();
      }
      if (e.affectsConfiguration(`${import_settings.SECTION}.python`)) {
        log.info("acpBridge.python changed: restarting the sidecar");
        void client.restart();
      }
    })
  );
  void client.start();
}
async function deactivate() {
  await bridge?.stop();
  bridge = void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  activate,
  deactivate
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2V4dGVuc2lvbi50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gRW50cnkgcG9pbnQ6IHdpcmVzIHRoZSBtb2R1bGVzIHRvZ2V0aGVyLiBFYWNoIG1vZHVsZSBoYXMgb25lIGpvYjsgc2VlIEFSQ0hJVEVDVFVSRS5tZC5cblxuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgeyBCcmlkZ2VDbGllbnQgfSBmcm9tICcuL2NsaWVudCc7XG5pbXBvcnQgeyByZWdpc3RlckNvbW1hbmRzIH0gZnJvbSAnLi9jb21tYW5kcyc7XG5pbXBvcnQgeyBCcmlkZ2VMb2cgfSBmcm9tICcuL2xvZyc7XG5pbXBvcnQgeyBhc2tQZXJtaXNzaW9uIH0gZnJvbSAnLi9wZXJtaXNzaW9ucyc7XG5pbXBvcnQgeyBTZXNzaW9uQWN0aW9ucyB9IGZyb20gJy4vc2Vzc2lvbkFjdGlvbnMnO1xuaW1wb3J0IHsgU2Vzc2lvbnNUcmVlIH0gZnJvbSAnLi9zZXNzaW9uc1RyZWUnO1xuaW1wb3J0IHsgU0VDVElPTiB9IGZyb20gJy4vc2V0dGluZ3MnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCB7IFNlc3Npb25TdGF0dXNCYXIgfSBmcm9tICcuL3N0YXR1c0Jhcic7XG5pbXBvcnQgeyBTd2l0Y2hlciB9IGZyb20gJy4vc3dpdGNoZXInO1xuaW1wb3J0IHsgVHJhbnNjcmlwdHMgfSBmcm9tICcuL3RyYW5zY3JpcHRzJztcblxubGV0IGJyaWRnZTogQnJpZGdlQ2xpZW50IHwgdW5kZWZpbmVkO1xuXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gYWN0aXZhdGUoY29udGV4dDogdnNjb2RlLkV4dGVuc2lvbkNvbnRleHQpOiBQcm9taXNlPHZvaWQ+IHtcbiAgY29uc3QgbG9nID0gbmV3IEJyaWRnZUxvZygpO1xuICBjb25zdCBzdGF0ZSA9IG5ldyBCcmlkZ2VTdGF0ZSgpO1xuICBjb25zdCBjbGllbnQgPSBuZXcgQnJpZGdlQ2xpZW50KGNvbnRleHQsIGxvZyk7XG4gIGJyaWRnZSA9IGNsaWVudDtcbiAgY29udGV4dC5zdWJzY3JpcHRpb25zLnB1c2gobG9nLCBzdGF0ZSwgY2xpZW50KTtcblxuICAvLyBUaGUgc2hhcmVkIHN0YXRlIGZpcnN0LCBzbyBldmVyeSBzdXJmYWNlIGJlbG93IHNlZXMgaXQgdXBkYXRlZCB3aGVuIGl0IGhlYXJzIG9mIGEgY2hhbmdlLlxuICBjb250ZXh0LnN1YnNjcmlwdGlvbnMucHVzaChcbiAgICBjbGllbnQub25EaWRTdGFydCgoKSA9PiBzdGF0ZS5yZXNldCgpKSxcbiAgICBjbGllbnQub25EaWRTdG9wKCgpID0+IHN0YXRlLnJlc2V0KCkpLFxuICAgIGNsaWVudC5vbkFnZW50U3RhdGVDaGFuZ2VkKChzKSA9PiBzdGF0ZS51cGRhdGVBZ2VudChzKSksXG4gICAgY2xpZW50Lm9uQWN0aXZlU2Vzc2lvbkNoYW5nZWQoKGUpID0+IHN0YXRlLnNldEFjdGl2ZShlLnNlc3Npb24sIGUubG9hZGluZykpLFxuICAgIGNsaWVudC5vblNlc3Npb25JbmZvQ2hhbmdlZCgoZSkgPT4gc3RhdGUucGF0Y2hTZXNzaW9uKGUuc2Vzc2lvbikpLFxuICApO1xuICBjbGllbnQuc2V0UGVybWlzc2lvbkhhbmRsZXIoKHBhcmFtcywgdG9rZW4pID0+IGFza1Blcm1pc3Npb24oc3RhdGUsIHBhcmFtcywgdG9rZW4pKTtcblxuICBjb25zdCB0cmFuc2NyaXB0cyA9IG5ldyBUcmFuc2NyaXB0cyhjbGllbnQsIGxvZyk7XG4gIGNvbnN0IHRyZWUgPSBuZXcgU2Vzc2lvbnNUcmVlKGNsaWVudCwgc3RhdGUsIGxvZywgY29udGV4dC53b3Jrc3BhY2VTdGF0ZSk7XG4gIGNvbnN0IHN0YXR1c0JhciA9IG5ldyBTZXNzaW9uU3RhdHVzQmFyKHN0YXRlKTtcbiAgY29uc3QgYWN0aW9ucyA9IG5ldyBTZXNzaW9uQWN0aW9ucyhjbGllbnQsIHN0YXRlLCB0cmFuc2NyaXB0cywgbG9nKTtcbiAgY29uc3Qgc3dpdGNoZXIgPSBuZXcgU3dpdGNoZXIoY2xpZW50LCBzdGF0ZSwgdHJlZSwgYWN0aW9ucywgbG9nKTtcbiAgY29udGV4dC5zdWJzY3JpcHRpb25zLnB1c2godHJhbnNjcmlwdHMsIHRyZWUsIHN0YXR1c0Jhcik7XG4gIHJlZ2lzdGVyQ29tbWFuZHMoY29udGV4dCwgeyBjbGllbnQsIHN0YXRlLCB0cmVlLCBhY3Rpb25zLCBzd2l0Y2hlciwgbG9nIH0pO1xuXG4gIGNvbnN0IHVwZGF0ZUFnZW50c0NvbnRleHQgPSAoKSA9PiB7XG4gICAgY29uc3QgYWdlbnRzID0gdnNjb2RlLndvcmtzcGFjZS5nZXRDb25maWd1cmF0aW9uKFNFQ1RJT04pLmdldDx1bmtub3duW10+KCdhZ2VudHMnKSA/PyBbXTtcbiAgICB2b2lkIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsICdhY3BCcmlkZ2Uubm9BZ2VudHNDb25maWd1cmVkJywgIUFycmF5LmlzQXJyYXkoYWdlbnRzKSB8fCBhZ2VudHMubGVuZ3RoID09PSAwKTtcbiAgfTtcbiAgdXBkYXRlQWdlbnRzQ29udGV4dCgpO1xuICBjb250ZXh0LnN1YnNjcmlwdGlvbnMucHVzaChcbiAgICB2c2NvZGUud29ya3NwYWNlLm9uRGlkQ2hhbmdlQ29uZmlndXJhdGlvbigoZSkgPT4ge1xuICAgICAgaWYgKGUuYWZmZWN0c0NvbmZpZ3VyYXRpb24oYCR7U0VDVElPTn0uYWdlbnRzYCkpIHtcbiAgICAgICAgdXBkYXRlQWdlbnRzQ29udGV4dCgpOyAvLyB0aGUgc2lkZWNhciBpdHNlbGYgaGVhcnMgb2YgaXQgdGhyb3VnaCBkaWRDaGFuZ2VDb25maWd1cmF0aW9uXG4gICAgICB9XG4gICAgICBpZiAoZS5hZmZlY3RzQ29uZmlndXJhdGlvbihgJHtTRUNUSU9OfS5weXRob25gKSkge1xuICAgICAgICBsb2cuaW5mbygnYWNwQnJpZGdlLnB5dGhvbiBjaGFuZ2VkOiByZXN0YXJ0aW5nIHRoZSBzaWRlY2FyJyk7XG4gICAgICAgIHZvaWQgY2xpZW50LnJlc3RhcnQoKTtcbiAgICAgIH1cbiAgICB9KSxcbiAgKTtcblxuICB2b2lkIGNsaWVudC5zdGFydCgpO1xufVxuXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gZGVhY3RpdmF0ZSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgYXdhaXQgYnJpZGdlPy5zdG9wKCk7XG4gIGJyaWRnZSA9IHVuZGVmaW5lZDtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFFQSxhQUF3QjtBQUN4QixvQkFBNkI7QUFDN0Isc0JBQWlDO0FBQ2pDLGlCQUEwQjtBQUMxQix5QkFBOEI7QUFDOUIsNEJBQStCO0FBQy9CLDBCQUE2QjtBQUM3QixzQkFBd0I7QUFDeEIsbUJBQTRCO0FBQzVCLHVCQUFpQztBQUNqQyxzQkFBeUI7QUFDekIseUJBQTRCO0FBRTVCLElBQUk7QUFFSixlQUFzQixTQUFTLFNBQWlEO0FBQzlFLFFBQU0sTUFBTSxJQUFJLHFCQUFVO0FBQzFCLFFBQU0sUUFBUSxJQUFJLHlCQUFZO0FBQzlCLFFBQU0sU0FBUyxJQUFJLDJCQUFhLFNBQVMsR0FBRztBQUM1QyxXQUFTO0FBQ1QsVUFBUSxjQUFjLEtBQUssS0FBSyxPQUFPLE1BQU07QUFHN0MsVUFBUSxjQUFjO0FBQUEsSUFDcEIsT0FBTyxXQUFXLE1BQU0sTUFBTSxNQUFNLENBQUM7QUFBQSxJQUNyQyxPQUFPLFVBQVUsTUFBTSxNQUFNLE1BQU0sQ0FBQztBQUFBLElBQ3BDLE9BQU8sb0JBQW9CLENBQUMsTUFBTSxNQUFNLFlBQVksQ0FBQyxDQUFDO0FBQUEsSUFDdEQsT0FBTyx1QkFBdUIsQ0FBQyxNQUFNLE1BQU0sVUFBVSxFQUFFLFNBQVMsRUFBRSxPQUFPLENBQUM7QUFBQSxJQUMxRSxPQUFPLHFCQUFxQixDQUFDLE1BQU0sTUFBTSxhQUFhLEVBQUUsT0FBTyxDQUFDO0FBQUEsRUFDbEU7QUFDQSxTQUFPLHFCQUFxQixDQUFDLFFBQVEsY0FBVSxrQ0FBYyxPQUFPLFFBQVEsS0FBSyxDQUFDO0FBRWxGLFFBQU0sY0FBYyxJQUFJLCtCQUFZLFFBQVEsR0FBRztBQUMvQyxRQUFNLE9BQU8sSUFBSSxpQ0FBYSxRQUFRLE9BQU8sS0FBSyxRQUFRLGNBQWM7QUFDeEUsUUFBTSxZQUFZLElBQUksa0NBQWlCLEtBQUs7QUFDNUMsUUFBTSxVQUFVLElBQUkscUNBQWUsUUFBUSxPQUFPLGFBQWEsR0FBRztBQUNsRSxRQUFNLFdBQVcsSUFBSSx5QkFBUyxRQUFRLE9BQU8sTUFBTSxTQUFTLEdBQUc7QUFDL0QsVUFBUSxjQUFjLEtBQUssYUFBYSxNQUFNLFNBQVM7QUFDdkQsd0NBQWlCLFNBQVMsRUFBRSxRQUFRLE9BQU8sTUFBTSxTQUFTLFVBQVUsSUFBSSxDQUFDO0FBRXpFLFFBQU0sc0JBQXNCLE1BQU07QUFDaEMsVUFBTSxTQUFTLE9BQU8sVUFBVSxpQkFBaUIsdUJBQU8sRUFBRSxJQUFlLFFBQVEsS0FBSyxDQUFDO0FBQ3ZGLFNBQUssT0FBTyxTQUFTLGVBQWUsY0FBYyxnQ0FBZ0MsQ0FBQyxNQUFNLFFBQVEsTUFBTSxLQUFLLE9BQU8sV0FBVyxDQUFDO0FBQUEsRUFDakk7QUFDQSxzQkFBb0I7QUFDcEIsVUFBUSxjQUFjO0FBQUEsSUFDcEIsT0FBTyxVQUFVLHlCQUF5QixDQUFDLE1BQU07QUFDL0MsVUFBSSxFQUFFLHFCQUFxQixHQUFHLHVCQUFPLFNBQVMsR0FBRztBQUMvQyw0QkFBb0I7QUFBQSxNQUN0QjtBQUNBLFVBQUksRUFBRSxxQkFBcUIsR0FBRyx1QkFBTyxTQUFTLEdBQUc7QUFDL0MsWUFBSSxLQUFLLGtEQUFrRDtBQUMzRCxhQUFLLE9BQU8sUUFBUTtBQUFBLE1BQ3RCO0FBQUEsSUFDRixDQUFDO0FBQUEsRUFDSDtBQUVBLE9BQUssT0FBTyxNQUFNO0FBQ3BCO0FBRUEsZUFBc0IsYUFBNEI7QUFDaEQsUUFBTSxRQUFRLEtBQUs7QUFDbkIsV0FBUztBQUNYOyIsCiAgIm5hbWVzIjogW10KfQo=
