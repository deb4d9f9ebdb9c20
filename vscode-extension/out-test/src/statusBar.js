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
  const down = agent?.state === "error" || agent?.state === "exited";
  const lines = [active.displayTitle, `Id: ${active.sessionId}`, `Folder: ${active.cwd ?? "unknown"}`, `Agent: ${agentName}`];
  if (loading) {
    lines.push("Loading\u2026");
  }
  if (down) {
    lines.push(`The agent is ${agent?.state === "exited" ? "not running" : "in error"}${agent?.error ? `: ${agent.error}` : ""}`);
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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3N0YXR1c0Jhci50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gVGhlIGFjdGl2ZSBzZXNzaW9uIGluIHRoZSBzdGF0dXMgYmFyOiBcIiQoY29tbWVudC1kaXNjdXNzaW9uKSA8dGl0bGU+IFx1MDBCNyA8YWdlbnQ+XCIsIGNsaWNrIFx1MjE5MiBzd2l0Y2hlci5cblxuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgdHlwZSB7IEFnZW50U3RhdHVzLCBTZXNzaW9uSXRlbSB9IGZyb20gJy4vcHJvdG9jb2wnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCB7IGVzY2FwZUljb25zIH0gZnJvbSAnLi9zd2l0Y2hlckl0ZW1zJztcbmltcG9ydCB7IGN1dFRpdGxlIH0gZnJvbSAnLi90cmVlTW9kZWwnO1xuXG5leHBvcnQgY29uc3QgU1RBVFVTX1RJVExFX01BWCA9IDQwO1xuXG5leHBvcnQgaW50ZXJmYWNlIFN0YXR1c0JhclZpZXcge1xuICB2aXNpYmxlOiBib29sZWFuO1xuICB0ZXh0OiBzdHJpbmc7XG4gIHRvb2x0aXA6IHN0cmluZztcbiAgd2FybmluZzogYm9vbGVhbjtcbn1cblxuLyoqIFdoYXQgdGhlIHN0YXR1cyBiYXIgaXRlbSBzaG93cyBmb3IgdGhlIGFjdGl2ZSBzZXNzaW9uIChoaWRkZW4gd2hlbiB0aGVyZSBpcyBub25lKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGF0dXNCYXJWaWV3KGFjdGl2ZTogU2Vzc2lvbkl0ZW0gfCB1bmRlZmluZWQsIGxvYWRpbmc6IGJvb2xlYW4sIGFnZW50OiBBZ2VudFN0YXR1cyB8IHVuZGVmaW5lZCk6IFN0YXR1c0JhclZpZXcge1xuICBpZiAoIWFjdGl2ZSkge1xuICAgIHJldHVybiB7IHZpc2libGU6IGZhbHNlLCB0ZXh0OiAnJywgdG9vbHRpcDogJycsIHdhcm5pbmc6IGZhbHNlIH07XG4gIH1cbiAgY29uc3QgYWdlbnROYW1lID0gYWdlbnQ/Lm5hbWUgPz8gYWN0aXZlLmFnZW50SWQ7XG4gIGNvbnN0IGljb24gPSBsb2FkaW5nID8gJyQoc3luY35zcGluKScgOiAnJChjb21tZW50LWRpc2N1c3Npb24pJztcbiAgY29uc3QgdGl0bGUgPSBlc2NhcGVJY29ucyhjdXRUaXRsZShhY3RpdmUuZGlzcGxheVRpdGxlLCBTVEFUVVNfVElUTEVfTUFYKSk7XG4gIGNvbnN0IGRvd24gPSBhZ2VudD8uc3RhdGUgPT09ICdlcnJvcicgfHwgYWdlbnQ/LnN0YXRlID09PSAnZXhpdGVkJztcbiAgY29uc3QgbGluZXMgPSBbYWN0aXZlLmRpc3BsYXlUaXRsZSwgYElkOiAke2FjdGl2ZS5zZXNzaW9uSWR9YCwgYEZvbGRlcjogJHthY3RpdmUuY3dkID8/ICd1bmtub3duJ31gLCBgQWdlbnQ6ICR7YWdlbnROYW1lfWBdO1xuICBpZiAobG9hZGluZykge1xuICAgIGxpbmVzLnB1c2goJ0xvYWRpbmdcdTIwMjYnKTtcbiAgfVxuICBpZiAoZG93bikge1xuICAgIGxpbmVzLnB1c2goYFRoZSBhZ2VudCBpcyAke2FnZW50Py5zdGF0ZSA9PT0gJ2V4aXRlZCcgPyAnbm90IHJ1bm5pbmcnIDogJ2luIGVycm9yJ30ke2FnZW50Py5lcnJvciA/IGA6ICR7YWdlbnQuZXJyb3J9YCA6ICcnfWApO1xuICB9XG4gIGxpbmVzLnB1c2goJycsICdDbGljayB0byBzd2l0Y2ggc2Vzc2lvbicpO1xuICByZXR1cm4geyB2aXNpYmxlOiB0cnVlLCB0ZXh0OiBgJHtpY29ufSAke3RpdGxlfSBcdTAwQjcgJHtlc2NhcGVJY29ucyhhZ2VudE5hbWUpfWAsIHRvb2x0aXA6IGxpbmVzLmpvaW4oJ1xcbicpLCB3YXJuaW5nOiBkb3duIH07XG59XG5cbmV4cG9ydCBjbGFzcyBTZXNzaW9uU3RhdHVzQmFyIGltcGxlbWVudHMgdnNjb2RlLkRpc3Bvc2FibGUge1xuICBwcml2YXRlIHJlYWRvbmx5IGl0ZW06IHZzY29kZS5TdGF0dXNCYXJJdGVtO1xuICBwcml2YXRlIHJlYWRvbmx5IGRpc3Bvc2FibGVzOiB2c2NvZGUuRGlzcG9zYWJsZVtdID0gW107XG5cbiAgY29uc3RydWN0b3IocHJpdmF0ZSByZWFkb25seSBzdGF0ZTogQnJpZGdlU3RhdGUpIHtcbiAgICB0aGlzLml0ZW0gPSB2c2NvZGUud2luZG93LmNyZWF0ZVN0YXR1c0Jhckl0ZW0oJ2FjcEJyaWRnZS5hY3RpdmVTZXNzaW9uJywgdnNjb2RlLlN0YXR1c0JhckFsaWdubWVudC5MZWZ0LCA1MCk7XG4gICAgdGhpcy5pdGVtLm5hbWUgPSAnQUNQIFNlc3Npb24nO1xuICAgIHRoaXMuaXRlbS5jb21tYW5kID0gJ2FjcEJyaWRnZS5zd2l0Y2hTZXNzaW9uJztcbiAgICB0aGlzLmRpc3Bvc2FibGVzLnB1c2goXG4gICAgICB0aGlzLml0ZW0sXG4gICAgICBzdGF0ZS5vbkRpZENoYW5nZUFjdGl2ZSgoKSA9PiB0aGlzLnVwZGF0ZSgpKSxcbiAgICAgIHN0YXRlLm9uRGlkQ2hhbmdlQWdlbnRzKCgpID0+IHRoaXMudXBkYXRlKCkpLFxuICAgICk7XG4gICAgdGhpcy51cGRhdGUoKTtcbiAgfVxuXG4gIHVwZGF0ZSgpOiB2b2lkIHtcbiAgICBjb25zdCBhY3RpdmUgPSB0aGlzLnN0YXRlLmFjdGl2ZTtcbiAgICBjb25zdCB2aWV3ID0gc3RhdHVzQmFyVmlldyhhY3RpdmUsIHRoaXMuc3RhdGUubG9hZGluZywgYWN0aXZlID8gdGhpcy5zdGF0ZS5hZ2VudChhY3RpdmUuYWdlbnRJZCkgOiB1bmRlZmluZWQpO1xuICAgIGlmICghdmlldy52aXNpYmxlKSB7XG4gICAgICB0aGlzLml0ZW0uaGlkZSgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLml0ZW0udGV4dCA9IHZpZXcudGV4dDtcbiAgICB0aGlzLml0ZW0udG9vbHRpcCA9IHZpZXcudG9vbHRpcDtcbiAgICB0aGlzLml0ZW0uYmFja2dyb3VuZENvbG9yID0gdmlldy53YXJuaW5nID8gbmV3IHZzY29kZS5UaGVtZUNvbG9yKCdzdGF0dXNCYXJJdGVtLndhcm5pbmdCYWNrZ3JvdW5kJykgOiB1bmRlZmluZWQ7XG4gICAgdGhpcy5pdGVtLmFjY2Vzc2liaWxpdHlJbmZvcm1hdGlvbiA9IHsgbGFiZWw6IGBBY3RpdmUgYWdlbnQgc2Vzc2lvbjogJHthY3RpdmU/LmRpc3BsYXlUaXRsZSA/PyAnJ31gIH07XG4gICAgdGhpcy5pdGVtLnNob3coKTtcbiAgfVxuXG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdGhpcy5kaXNwb3NhYmxlcy5mb3JFYWNoKChkKSA9PiBkLmRpc3Bvc2UoKSk7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUVBLGFBQXdCO0FBR3hCLDJCQUE0QjtBQUM1Qix1QkFBeUI7QUFFbEIsTUFBTSxtQkFBbUI7QUFVekIsU0FBUyxjQUFjLFFBQWlDLFNBQWtCLE9BQStDO0FBQzlILE1BQUksQ0FBQyxRQUFRO0FBQ1gsV0FBTyxFQUFFLFNBQVMsT0FBTyxNQUFNLElBQUksU0FBUyxJQUFJLFNBQVMsTUFBTTtBQUFBLEVBQ2pFO0FBQ0EsUUFBTSxZQUFZLE9BQU8sUUFBUSxPQUFPO0FBQ3hDLFFBQU0sT0FBTyxVQUFVLGlCQUFpQjtBQUN4QyxRQUFNLFlBQVEsc0NBQVksMkJBQVMsT0FBTyxjQUFjLGdCQUFnQixDQUFDO0FBQ3pFLFFBQU0sT0FBTyxPQUFPLFVBQVUsV0FBVyxPQUFPLFVBQVU7QUFDMUQsUUFBTSxRQUFRLENBQUMsT0FBTyxjQUFjLE9BQU8sT0FBTyxTQUFTLElBQUksV0FBVyxPQUFPLE9BQU8sU0FBUyxJQUFJLFVBQVUsU0FBUyxFQUFFO0FBQzFILE1BQUksU0FBUztBQUNYLFVBQU0sS0FBSyxlQUFVO0FBQUEsRUFDdkI7QUFDQSxNQUFJLE1BQU07QUFDUixVQUFNLEtBQUssZ0JBQWdCLE9BQU8sVUFBVSxXQUFXLGdCQUFnQixVQUFVLEdBQUcsT0FBTyxRQUFRLEtBQUssTUFBTSxLQUFLLEtBQUssRUFBRSxFQUFFO0FBQUEsRUFDOUg7QUFDQSxRQUFNLEtBQUssSUFBSSx5QkFBeUI7QUFDeEMsU0FBTyxFQUFFLFNBQVMsTUFBTSxNQUFNLEdBQUcsSUFBSSxJQUFJLEtBQUssYUFBTSxrQ0FBWSxTQUFTLENBQUMsSUFBSSxTQUFTLE1BQU0sS0FBSyxJQUFJLEdBQUcsU0FBUyxLQUFLO0FBQ3pIO0FBRU8sTUFBTSxpQkFBOEM7QUFBQSxFQUl6RCxZQUE2QixPQUFvQjtBQUFwQjtBQUMzQixTQUFLLE9BQU8sT0FBTyxPQUFPLG9CQUFvQiwyQkFBMkIsT0FBTyxtQkFBbUIsTUFBTSxFQUFFO0FBQzNHLFNBQUssS0FBSyxPQUFPO0FBQ2pCLFNBQUssS0FBSyxVQUFVO0FBQ3BCLFNBQUssWUFBWTtBQUFBLE1BQ2YsS0FBSztBQUFBLE1BQ0wsTUFBTSxrQkFBa0IsTUFBTSxLQUFLLE9BQU8sQ0FBQztBQUFBLE1BQzNDLE1BQU0sa0JBQWtCLE1BQU0sS0FBSyxPQUFPLENBQUM7QUFBQSxJQUM3QztBQUNBLFNBQUssT0FBTztBQUFBLEVBQ2Q7QUFBQSxFQVY2QjtBQUFBLEVBSFo7QUFBQSxFQUNBLGNBQW1DLENBQUM7QUFBQSxFQWNyRCxTQUFlO0FBQ2IsVUFBTSxTQUFTLEtBQUssTUFBTTtBQUMxQixVQUFNLE9BQU8sY0FBYyxRQUFRLEtBQUssTUFBTSxTQUFTLFNBQVMsS0FBSyxNQUFNLE1BQU0sT0FBTyxPQUFPLElBQUksTUFBUztBQUM1RyxRQUFJLENBQUMsS0FBSyxTQUFTO0FBQ2pCLFdBQUssS0FBSyxLQUFLO0FBQ2Y7QUFBQSxJQUNGO0FBQ0EsU0FBSyxLQUFLLE9BQU8sS0FBSztBQUN0QixTQUFLLEtBQUssVUFBVSxLQUFLO0FBQ3pCLFNBQUssS0FBSyxrQkFBa0IsS0FBSyxVQUFVLElBQUksT0FBTyxXQUFXLGlDQUFpQyxJQUFJO0FBQ3RHLFNBQUssS0FBSywyQkFBMkIsRUFBRSxPQUFPLHlCQUF5QixRQUFRLGdCQUFnQixFQUFFLEdBQUc7QUFDcEcsU0FBSyxLQUFLLEtBQUs7QUFBQSxFQUNqQjtBQUFBLEVBRUEsVUFBZ0I7QUFDZCxTQUFLLFlBQVksUUFBUSxDQUFDLE1BQU0sRUFBRSxRQUFRLENBQUM7QUFBQSxFQUM3QztBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
