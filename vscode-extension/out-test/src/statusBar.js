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
var statusBar_exports = {};
__export(statusBar_exports, {
  STATUS_TITLE_MAX: () => STATUS_TITLE_MAX,
  SessionStatusBar: () => SessionStatusBar,
  statusBarView: () => statusBarView
});
module.exports = __toCommonJS(statusBar_exports);
var vscode = __toESM(require("vscode"));
var import_protocol = require("./protocol");
var import_switcherItems = require("./switcherItems");
var import_treeModel = require("./treeModel");
const STATUS_TITLE_MAX = 40;
function statusBarView(active, loading, agent) {
  if (!active) {
    return { visible: false, text: "", tooltip: "", warning: false };
  }
  const agentName = agent?.name ?? active.agentId;
  const icon = loading ? "$(sync~spin)" : "$(comment-discussion)";
  const title = (0, import_switcherItems.escapeIcons)((0, import_treeModel.cutTitle)(active.displayTitle, STATUS_TITLE_MAX));
  const down = (0, import_protocol.isAgentDown)(agent?.state);
  const lines = [active.displayTitle, `Id: ${active.sessionId}`, `Folder: ${active.cwd ?? "unknown"}`, `Agent: ${agentName}`];
  if (loading) {
    lines.push("Loading\u2026");
  }
  if (down) {
    const why = agent?.state === "exited" ? "not running" : agent?.state === "needs_login" ? "waiting for you to log in" : "in error";
    lines.push(`The agent is ${why}${agent?.error ? `: ${agent.error}` : ""}`);
  }
  lines.push("", "Click to switch session");
  return { visible: true, text: `${icon} ${title} \xB7 ${(0, import_switcherItems.escapeIcons)(agentName)}`, tooltip: lines.join("\n"), warning: down };
}
class SessionStatusBar {
  constructor(state) {
    this.state = state;
    this.item = vscode.window.createStatusBarItem("acpBridge.activeSession", vscode.StatusBarAlignment.Left, 50);
    this.item.name = "ACP Session";
    this.item.command = "acpBridge.switchSession";
    this.disposables.push(
      this.item,
      state.onDidChangeActive(() => this.update()),
      state.onDidChangeAgents(() => this.update())
    );
    this.update();
  }
  state;
  item;
  disposables = [];
  update() {
    const active = this.state.active;
    const view = statusBarView(active, this.state.loading, active ? this.state.agent(active.agentId) : void 0);
    if (!view.visible) {
      this.item.hide();
      return;
    }
    this.item.text = view.text;
    this.item.tooltip = view.tooltip;
    this.item.backgroundColor = view.warning ? new vscode.ThemeColor("statusBarItem.warningBackground") : void 0;
    this.item.accessibilityInformation = { label: `Active agent session: ${active?.displayTitle ?? ""}` };
    this.item.show();
  }
  dispose() {
    this.disposables.forEach((d) => d.dispose());
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  STATUS_TITLE_MAX,
  SessionStatusBar,
  statusBarView
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3N0YXR1c0Jhci50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gVGhlIGFjdGl2ZSBzZXNzaW9uIGluIHRoZSBzdGF0dXMgYmFyOiBcIiQoY29tbWVudC1kaXNjdXNzaW9uKSA8dGl0bGU+IFx1MDBCNyA8YWdlbnQ+XCIsIGNsaWNrIFx1MjE5MiBzd2l0Y2hlci5cblxuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgeyBpc0FnZW50RG93biwgdHlwZSBBZ2VudFN0YXR1cywgdHlwZSBTZXNzaW9uSXRlbSB9IGZyb20gJy4vcHJvdG9jb2wnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCB7IGVzY2FwZUljb25zIH0gZnJvbSAnLi9zd2l0Y2hlckl0ZW1zJztcbmltcG9ydCB7IGN1dFRpdGxlIH0gZnJvbSAnLi90cmVlTW9kZWwnO1xuXG5leHBvcnQgY29uc3QgU1RBVFVTX1RJVExFX01BWCA9IDQwO1xuXG5leHBvcnQgaW50ZXJmYWNlIFN0YXR1c0JhclZpZXcge1xuICB2aXNpYmxlOiBib29sZWFuO1xuICB0ZXh0OiBzdHJpbmc7XG4gIHRvb2x0aXA6IHN0cmluZztcbiAgd2FybmluZzogYm9vbGVhbjtcbn1cblxuLyoqIFdoYXQgdGhlIHN0YXR1cyBiYXIgaXRlbSBzaG93cyBmb3IgdGhlIGFjdGl2ZSBzZXNzaW9uIChoaWRkZW4gd2hlbiB0aGVyZSBpcyBub25lKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGF0dXNCYXJWaWV3KGFjdGl2ZTogU2Vzc2lvbkl0ZW0gfCB1bmRlZmluZWQsIGxvYWRpbmc6IGJvb2xlYW4sIGFnZW50OiBBZ2VudFN0YXR1cyB8IHVuZGVmaW5lZCk6IFN0YXR1c0JhclZpZXcge1xuICBpZiAoIWFjdGl2ZSkge1xuICAgIHJldHVybiB7IHZpc2libGU6IGZhbHNlLCB0ZXh0OiAnJywgdG9vbHRpcDogJycsIHdhcm5pbmc6IGZhbHNlIH07XG4gIH1cbiAgY29uc3QgYWdlbnROYW1lID0gYWdlbnQ/Lm5hbWUgPz8gYWN0aXZlLmFnZW50SWQ7XG4gIGNvbnN0IGljb24gPSBsb2FkaW5nID8gJyQoc3luY35zcGluKScgOiAnJChjb21tZW50LWRpc2N1c3Npb24pJztcbiAgY29uc3QgdGl0bGUgPSBlc2NhcGVJY29ucyhjdXRUaXRsZShhY3RpdmUuZGlzcGxheVRpdGxlLCBTVEFUVVNfVElUTEVfTUFYKSk7XG4gIGNvbnN0IGRvd24gPSBpc0FnZW50RG93bihhZ2VudD8uc3RhdGUpO1xuICBjb25zdCBsaW5lcyA9IFthY3RpdmUuZGlzcGxheVRpdGxlLCBgSWQ6ICR7YWN0aXZlLnNlc3Npb25JZH1gLCBgRm9sZGVyOiAke2FjdGl2ZS5jd2QgPz8gJ3Vua25vd24nfWAsIGBBZ2VudDogJHthZ2VudE5hbWV9YF07XG4gIGlmIChsb2FkaW5nKSB7XG4gICAgbGluZXMucHVzaCgnTG9hZGluZ1x1MjAyNicpO1xuICB9XG4gIGlmIChkb3duKSB7XG4gICAgY29uc3Qgd2h5ID0gYWdlbnQ/LnN0YXRlID09PSAnZXhpdGVkJyA/ICdub3QgcnVubmluZycgOiBhZ2VudD8uc3RhdGUgPT09ICduZWVkc19sb2dpbicgPyAnd2FpdGluZyBmb3IgeW91IHRvIGxvZyBpbicgOiAnaW4gZXJyb3InO1xuICAgIGxpbmVzLnB1c2goYFRoZSBhZ2VudCBpcyAke3doeX0ke2FnZW50Py5lcnJvciA/IGA6ICR7YWdlbnQuZXJyb3J9YCA6ICcnfWApO1xuICB9XG4gIGxpbmVzLnB1c2goJycsICdDbGljayB0byBzd2l0Y2ggc2Vzc2lvbicpO1xuICByZXR1cm4geyB2aXNpYmxlOiB0cnVlLCB0ZXh0OiBgJHtpY29ufSAke3RpdGxlfSBcdTAwQjcgJHtlc2NhcGVJY29ucyhhZ2VudE5hbWUpfWAsIHRvb2x0aXA6IGxpbmVzLmpvaW4oJ1xcbicpLCB3YXJuaW5nOiBkb3duIH07XG59XG5cbmV4cG9ydCBjbGFzcyBTZXNzaW9uU3RhdHVzQmFyIGltcGxlbWVudHMgdnNjb2RlLkRpc3Bvc2FibGUge1xuICBwcml2YXRlIHJlYWRvbmx5IGl0ZW06IHZzY29kZS5TdGF0dXNCYXJJdGVtO1xuICBwcml2YXRlIHJlYWRvbmx5IGRpc3Bvc2FibGVzOiB2c2NvZGUuRGlzcG9zYWJsZVtdID0gW107XG5cbiAgY29uc3RydWN0b3IocHJpdmF0ZSByZWFkb25seSBzdGF0ZTogQnJpZGdlU3RhdGUpIHtcbiAgICB0aGlzLml0ZW0gPSB2c2NvZGUud2luZG93LmNyZWF0ZVN0YXR1c0Jhckl0ZW0oJ2FjcEJyaWRnZS5hY3RpdmVTZXNzaW9uJywgdnNjb2RlLlN0YXR1c0JhckFsaWdubWVudC5MZWZ0LCA1MCk7XG4gICAgdGhpcy5pdGVtLm5hbWUgPSAnQUNQIFNlc3Npb24nO1xuICAgIHRoaXMuaXRlbS5jb21tYW5kID0gJ2FjcEJyaWRnZS5zd2l0Y2hTZXNzaW9uJztcbiAgICB0aGlzLmRpc3Bvc2FibGVzLnB1c2goXG4gICAgICB0aGlzLml0ZW0sXG4gICAgICBzdGF0ZS5vbkRpZENoYW5nZUFjdGl2ZSgoKSA9PiB0aGlzLnVwZGF0ZSgpKSxcbiAgICAgIHN0YXRlLm9uRGlkQ2hhbmdlQWdlbnRzKCgpID0+IHRoaXMudXBkYXRlKCkpLFxuICAgICk7XG4gICAgdGhpcy51cGRhdGUoKTtcbiAgfVxuXG4gIHVwZGF0ZSgpOiB2b2lkIHtcbiAgICBjb25zdCBhY3RpdmUgPSB0aGlzLnN0YXRlLmFjdGl2ZTtcbiAgICBjb25zdCB2aWV3ID0gc3RhdHVzQmFyVmlldyhhY3RpdmUsIHRoaXMuc3RhdGUubG9hZGluZywgYWN0aXZlID8gdGhpcy5zdGF0ZS5hZ2VudChhY3RpdmUuYWdlbnRJZCkgOiB1bmRlZmluZWQpO1xuICAgIGlmICghdmlldy52aXNpYmxlKSB7XG4gICAgICB0aGlzLml0ZW0uaGlkZSgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLml0ZW0udGV4dCA9IHZpZXcudGV4dDtcbiAgICB0aGlzLml0ZW0udG9vbHRpcCA9IHZpZXcudG9vbHRpcDtcbiAgICB0aGlzLml0ZW0uYmFja2dyb3VuZENvbG9yID0gdmlldy53YXJuaW5nID8gbmV3IHZzY29kZS5UaGVtZUNvbG9yKCdzdGF0dXNCYXJJdGVtLndhcm5pbmdCYWNrZ3JvdW5kJykgOiB1bmRlZmluZWQ7XG4gICAgdGhpcy5pdGVtLmFjY2Vzc2liaWxpdHlJbmZvcm1hdGlvbiA9IHsgbGFiZWw6IGBBY3RpdmUgYWdlbnQgc2Vzc2lvbjogJHthY3RpdmU/LmRpc3BsYXlUaXRsZSA/PyAnJ31gIH07XG4gICAgdGhpcy5pdGVtLnNob3coKTtcbiAgfVxuXG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdGhpcy5kaXNwb3NhYmxlcy5mb3JFYWNoKChkKSA9PiBkLmRpc3Bvc2UoKSk7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUVBLGFBQXdCO0FBQ3hCLHNCQUFnRTtBQUVoRSwyQkFBNEI7QUFDNUIsdUJBQXlCO0FBRWxCLE1BQU0sbUJBQW1CO0FBVXpCLFNBQVMsY0FBYyxRQUFpQyxTQUFrQixPQUErQztBQUM5SCxNQUFJLENBQUMsUUFBUTtBQUNYLFdBQU8sRUFBRSxTQUFTLE9BQU8sTUFBTSxJQUFJLFNBQVMsSUFBSSxTQUFTLE1BQU07QUFBQSxFQUNqRTtBQUNBLFFBQU0sWUFBWSxPQUFPLFFBQVEsT0FBTztBQUN4QyxRQUFNLE9BQU8sVUFBVSxpQkFBaUI7QUFDeEMsUUFBTSxZQUFRLHNDQUFZLDJCQUFTLE9BQU8sY0FBYyxnQkFBZ0IsQ0FBQztBQUN6RSxRQUFNLFdBQU8sNkJBQVksT0FBTyxLQUFLO0FBQ3JDLFFBQU0sUUFBUSxDQUFDLE9BQU8sY0FBYyxPQUFPLE9BQU8sU0FBUyxJQUFJLFdBQVcsT0FBTyxPQUFPLFNBQVMsSUFBSSxVQUFVLFNBQVMsRUFBRTtBQUMxSCxNQUFJLFNBQVM7QUFDWCxVQUFNLEtBQUssZUFBVTtBQUFBLEVBQ3ZCO0FBQ0EsTUFBSSxNQUFNO0FBQ1IsVUFBTSxNQUFNLE9BQU8sVUFBVSxXQUFXLGdCQUFnQixPQUFPLFVBQVUsZ0JBQWdCLDhCQUE4QjtBQUN2SCxVQUFNLEtBQUssZ0JBQWdCLEdBQUcsR0FBRyxPQUFPLFFBQVEsS0FBSyxNQUFNLEtBQUssS0FBSyxFQUFFLEVBQUU7QUFBQSxFQUMzRTtBQUNBLFFBQU0sS0FBSyxJQUFJLHlCQUF5QjtBQUN4QyxTQUFPLEVBQUUsU0FBUyxNQUFNLE1BQU0sR0FBRyxJQUFJLElBQUksS0FBSyxhQUFNLGtDQUFZLFNBQVMsQ0FBQyxJQUFJLFNBQVMsTUFBTSxLQUFLLElBQUksR0FBRyxTQUFTLEtBQUs7QUFDekg7QUFFTyxNQUFNLGlCQUE4QztBQUFBLEVBSXpELFlBQTZCLE9BQW9CO0FBQXBCO0FBQzNCLFNBQUssT0FBTyxPQUFPLE9BQU8sb0JBQW9CLDJCQUEyQixPQUFPLG1CQUFtQixNQUFNLEVBQUU7QUFDM0csU0FBSyxLQUFLLE9BQU87QUFDakIsU0FBSyxLQUFLLFVBQVU7QUFDcEIsU0FBSyxZQUFZO0FBQUEsTUFDZixLQUFLO0FBQUEsTUFDTCxNQUFNLGtCQUFrQixNQUFNLEtBQUssT0FBTyxDQUFDO0FBQUEsTUFDM0MsTUFBTSxrQkFBa0IsTUFBTSxLQUFLLE9BQU8sQ0FBQztBQUFBLElBQzdDO0FBQ0EsU0FBSyxPQUFPO0FBQUEsRUFDZDtBQUFBLEVBVjZCO0FBQUEsRUFIWjtBQUFBLEVBQ0EsY0FBbUMsQ0FBQztBQUFBLEVBY3JELFNBQWU7QUFDYixVQUFNLFNBQVMsS0FBSyxNQUFNO0FBQzFCLFVBQU0sT0FBTyxjQUFjLFFBQVEsS0FBSyxNQUFNLFNBQVMsU0FBUyxLQUFLLE1BQU0sTUFBTSxPQUFPLE9BQU8sSUFBSSxNQUFTO0FBQzVHLFFBQUksQ0FBQyxLQUFLLFNBQVM7QUFDakIsV0FBSyxLQUFLLEtBQUs7QUFDZjtBQUFBLElBQ0Y7QUFDQSxTQUFLLEtBQUssT0FBTyxLQUFLO0FBQ3RCLFNBQUssS0FBSyxVQUFVLEtBQUs7QUFDekIsU0FBSyxLQUFLLGtCQUFrQixLQUFLLFVBQVUsSUFBSSxPQUFPLFdBQVcsaUNBQWlDLElBQUk7QUFDdEcsU0FBSyxLQUFLLDJCQUEyQixFQUFFLE9BQU8seUJBQXlCLFFBQVEsZ0JBQWdCLEVBQUUsR0FBRztBQUNwRyxTQUFLLEtBQUssS0FBSztBQUFBLEVBQ2pCO0FBQUEsRUFFQSxVQUFnQjtBQUNkLFNBQUssWUFBWSxRQUFRLENBQUMsTUFBTSxFQUFFLFFBQVEsQ0FBQztBQUFBLEVBQzdDO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
