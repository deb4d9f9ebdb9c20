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
var treeItems_exports = {};
__export(treeItems_exports, {
  sessionNodeId: () => sessionNodeId,
  treeItem: () => treeItem
});
module.exports = __toCommonJS(treeItems_exports);
var vscode = __toESM(require("vscode"));
var m = __toESM(require("./treeModel"));
function sessionNodeId(ref) {
  return `session/${encodeURIComponent(ref.agentId)}/${encodeURIComponent(ref.sessionId)}`;
}
function treeItem(node, state, now) {
  switch (node.kind) {
    case "agent": {
      const status = state.agent(node.agentId);
      const item = new vscode.TreeItem(status?.name ?? node.agentId, vscode.TreeItemCollapsibleState.Expanded);
      item.id = node.id;
      if (status) {
        item.description = m.agentDescription(status);
        item.tooltip = m.agentTooltip(status);
        item.contextValue = m.agentContextValue(status);
        item.iconPath = agentIcon(status.state);
      }
      return item;
    }
    case "group": {
      const item = new vscode.TreeItem(node.group, vscode.TreeItemCollapsibleState.Expanded);
      item.id = node.id;
      item.contextValue = "group";
      return item;
    }
    case "session": {
      const s = node.item;
      const active = state.isActive(s);
      const item = new vscode.TreeItem(m.cutTitle(s.displayTitle, 200), vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.description = m.sessionDescription(s, now, active);
      item.tooltip = m.sessionTooltip(s, state.agentName(s.agentId), now);
      item.contextValue = m.sessionContextValue(state.capabilities(s.agentId), active);
      item.iconPath = active ? new vscode.ThemeIcon("circle-filled", new vscode.ThemeColor("charts.green")) : new vscode.ThemeIcon("comment-discussion");
      item.command = { command: "acpBridge.openTranscript", title: "Open Transcript", arguments: [node] };
      item.accessibilityInformation = { label: `${s.displayTitle}${active ? ", active" : ""}, ${item.description}` };
      return item;
    }
    case "info": {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.contextValue = `info ${node.info}`;
      if (node.info === "loading") {
        item.iconPath = new vscode.ThemeIcon("loading~spin");
      } else if (node.info === "empty") {
        item.iconPath = new vscode.ThemeIcon("add");
        item.command = { command: "acpBridge.newSession", title: "New Session", arguments: [{ agentId: node.agentId }] };
      } else {
        item.iconPath = new vscode.ThemeIcon("info");
      }
      return item;
    }
    case "error": {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.contextValue = "agentError";
      item.tooltip = `${node.label}
Click to retry.`;
      item.iconPath = new vscode.ThemeIcon("warning", new vscode.ThemeColor("list.warningForeground"));
      item.command = { command: "acpBridge.retryAgent", title: "Retry", arguments: [{ agentId: node.agentId }] };
      return item;
    }
    case "loadMore": {
      const item = new vscode.TreeItem(m.LABELS.loadMore, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      item.contextValue = "loadMore";
      item.iconPath = new vscode.ThemeIcon("ellipsis");
      item.command = { command: "acpBridge.loadMore", title: "Load More", arguments: [{ agentId: node.agentId }] };
      return item;
    }
  }
}
function agentIcon(state) {
  switch (state) {
    case "ready":
      return new vscode.ThemeIcon("hubot");
    case "starting":
      return new vscode.ThemeIcon("sync~spin");
    case "error":
      return new vscode.ThemeIcon("error", new vscode.ThemeColor("list.errorForeground"));
    case "exited":
      return new vscode.ThemeIcon("debug-stop", new vscode.ThemeColor("list.warningForeground"));
    case "needs_login":
      return new vscode.ThemeIcon("account", new vscode.ThemeColor("list.warningForeground"));
    default:
      return new vscode.ThemeIcon("circle-outline");
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  sessionNodeId,
  treeItem
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3RyZWVJdGVtcy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gSG93IGVhY2ggbm9kZSBvZiB0aGUgc2Vzc2lvbnMgdHJlZSBsb29rczogbGFiZWwsIGRlc2NyaXB0aW9uLCBpY29uLCB0b29sdGlwLCBjb250ZXh0IHZhbHVlLCBjbGljay5cblxuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgKiBhcyBwIGZyb20gJy4vcHJvdG9jb2wnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCAqIGFzIG0gZnJvbSAnLi90cmVlTW9kZWwnO1xuXG5leHBvcnQgdHlwZSBUcmVlTm9kZSA9XG4gIHwgeyBraW5kOiAnYWdlbnQnOyBpZDogc3RyaW5nOyBhZ2VudElkOiBzdHJpbmcgfVxuICB8IHsga2luZDogJ2dyb3VwJzsgaWQ6IHN0cmluZzsgYWdlbnRJZDogc3RyaW5nOyBncm91cDogbS5EYXRlR3JvdXAgfVxuICB8IHsga2luZDogJ3Nlc3Npb24nOyBpZDogc3RyaW5nOyBhZ2VudElkOiBzdHJpbmc7IHNlc3Npb25JZDogc3RyaW5nOyBpdGVtOiBwLlNlc3Npb25JdGVtIH1cbiAgfCB7IGtpbmQ6ICdpbmZvJzsgaWQ6IHN0cmluZzsgYWdlbnRJZDogc3RyaW5nOyBpbmZvOiAnbG9hZGluZycgfCAnZW1wdHknIHwgJ3Vuc3VwcG9ydGVkJzsgbGFiZWw6IHN0cmluZyB9XG4gIHwgeyBraW5kOiAnZXJyb3InOyBpZDogc3RyaW5nOyBhZ2VudElkOiBzdHJpbmc7IGxhYmVsOiBzdHJpbmcgfVxuICB8IHsga2luZDogJ2xvYWRNb3JlJzsgaWQ6IHN0cmluZzsgYWdlbnRJZDogc3RyaW5nIH07XG5cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uTm9kZUlkKHJlZjogcC5TZXNzaW9uUmVmKTogc3RyaW5nIHtcbiAgcmV0dXJuIGBzZXNzaW9uLyR7ZW5jb2RlVVJJQ29tcG9uZW50KHJlZi5hZ2VudElkKX0vJHtlbmNvZGVVUklDb21wb25lbnQocmVmLnNlc3Npb25JZCl9YDtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIHRyZWVJdGVtKG5vZGU6IFRyZWVOb2RlLCBzdGF0ZTogQnJpZGdlU3RhdGUsIG5vdzogRGF0ZSk6IHZzY29kZS5UcmVlSXRlbSB7XG4gIHN3aXRjaCAobm9kZS5raW5kKSB7XG4gICAgY2FzZSAnYWdlbnQnOiB7XG4gICAgICBjb25zdCBzdGF0dXMgPSBzdGF0ZS5hZ2VudChub2RlLmFnZW50SWQpO1xuICAgICAgY29uc3QgaXRlbSA9IG5ldyB2c2NvZGUuVHJlZUl0ZW0oc3RhdHVzPy5uYW1lID8/IG5vZGUuYWdlbnRJZCwgdnNjb2RlLlRyZWVJdGVtQ29sbGFwc2libGVTdGF0ZS5FeHBhbmRlZCk7XG4gICAgICBpdGVtLmlkID0gbm9kZS5pZDtcbiAgICAgIGlmIChzdGF0dXMpIHtcbiAgICAgICAgaXRlbS5kZXNjcmlwdGlvbiA9IG0uYWdlbnREZXNjcmlwdGlvbihzdGF0dXMpO1xuICAgICAgICBpdGVtLnRvb2x0aXAgPSBtLmFnZW50VG9vbHRpcChzdGF0dXMpO1xuICAgICAgICBpdGVtLmNvbnRleHRWYWx1ZSA9IG0uYWdlbnRDb250ZXh0VmFsdWUoc3RhdHVzKTtcbiAgICAgICAgaXRlbS5pY29uUGF0aCA9IGFnZW50SWNvbihzdGF0dXMuc3RhdGUpO1xuICAgICAgfVxuICAgICAgcmV0dXJuIGl0ZW07XG4gICAgfVxuICAgIGNhc2UgJ2dyb3VwJzoge1xuICAgICAgY29uc3QgaXRlbSA9IG5ldyB2c2NvZGUuVHJlZUl0ZW0obm9kZS5ncm91cCwgdnNjb2RlLlRyZWVJdGVtQ29sbGFwc2libGVTdGF0ZS5FeHBhbmRlZCk7XG4gICAgICBpdGVtLmlkID0gbm9kZS5pZDtcbiAgICAgIGl0ZW0uY29udGV4dFZhbHVlID0gJ2dyb3VwJztcbiAgICAgIHJldHVybiBpdGVtO1xuICAgIH1cbiAgICBjYXNlICdzZXNzaW9uJzoge1xuICAgICAgY29uc3QgcyA9IG5vZGUuaXRlbTtcbiAgICAgIGNvbnN0IGFjdGl2ZSA9IHN0YXRlLmlzQWN0aXZlKHMpO1xuICAgICAgY29uc3QgaXRlbSA9IG5ldyB2c2NvZGUuVHJlZUl0ZW0obS5jdXRUaXRsZShzLmRpc3BsYXlUaXRsZSwgMjAwKSwgdnNjb2RlLlRyZWVJdGVtQ29sbGFwc2libGVTdGF0ZS5Ob25lKTtcbiAgICAgIGl0ZW0uaWQgPSBub2RlLmlkO1xuICAgICAgaXRlbS5kZXNjcmlwdGlvbiA9IG0uc2Vzc2lvbkRlc2NyaXB0aW9uKHMsIG5vdywgYWN0aXZlKTtcbiAgICAgIGl0ZW0udG9vbHRpcCA9IG0uc2Vzc2lvblRvb2x0aXAocywgc3RhdGUuYWdlbnROYW1lKHMuYWdlbnRJZCksIG5vdyk7XG4gICAgICBpdGVtLmNvbnRleHRWYWx1ZSA9IG0uc2Vzc2lvbkNvbnRleHRWYWx1ZShzdGF0ZS5jYXBhYmlsaXRpZXMocy5hZ2VudElkKSwgYWN0aXZlKTtcbiAgICAgIGl0ZW0uaWNvblBhdGggPSBhY3RpdmVcbiAgICAgICAgPyBuZXcgdnNjb2RlLlRoZW1lSWNvbignY2lyY2xlLWZpbGxlZCcsIG5ldyB2c2NvZGUuVGhlbWVDb2xvcignY2hhcnRzLmdyZWVuJykpXG4gICAgICAgIDogbmV3IHZzY29kZS5UaGVtZUljb24oJ2NvbW1lbnQtZGlzY3Vzc2lvbicpO1xuICAgICAgaXRlbS5jb21tYW5kID0geyBjb21tYW5kOiAnYWNwQnJpZGdlLm9wZW5UcmFuc2NyaXB0JywgdGl0bGU6ICdPcGVuIFRyYW5zY3JpcHQnLCBhcmd1bWVudHM6IFtub2RlXSB9O1xuICAgICAgaXRlbS5hY2Nlc3NpYmlsaXR5SW5mb3JtYXRpb24gPSB7IGxhYmVsOiBgJHtzLmRpc3BsYXlUaXRsZX0ke2FjdGl2ZSA/ICcsIGFjdGl2ZScgOiAnJ30sICR7aXRlbS5kZXNjcmlwdGlvbn1gIH07XG4gICAgICByZXR1cm4gaXRlbTtcbiAgICB9XG4gICAgY2FzZSAnaW5mbyc6IHtcbiAgICAgIGNvbnN0IGl0ZW0gPSBuZXcgdnNjb2RlLlRyZWVJdGVtKG5vZGUubGFiZWwsIHZzY29kZS5UcmVlSXRlbUNvbGxhcHNpYmxlU3RhdGUuTm9uZSk7XG4gICAgICBpdGVtLmlkID0gbm9kZS5pZDtcbiAgICAgIGl0ZW0uY29udGV4dFZhbHVlID0gYGluZm8gJHtub2RlLmluZm99YDtcbiAgICAgIGlmIChub2RlLmluZm8gPT09ICdsb2FkaW5nJykge1xuICAgICAgICBpdGVtLmljb25QYXRoID0gbmV3IHZzY29kZS5UaGVtZUljb24oJ2xvYWRpbmd+c3BpbicpO1xuICAgICAgfSBlbHNlIGlmIChub2RlLmluZm8gPT09ICdlbXB0eScpIHtcbiAgICAgICAgaXRlbS5pY29uUGF0aCA9IG5ldyB2c2NvZGUuVGhlbWVJY29uKCdhZGQnKTtcbiAgICAgICAgaXRlbS5jb21tYW5kID0geyBjb21tYW5kOiAnYWNwQnJpZGdlLm5ld1Nlc3Npb24nLCB0aXRsZTogJ05ldyBTZXNzaW9uJywgYXJndW1lbnRzOiBbeyBhZ2VudElkOiBub2RlLmFnZW50SWQgfV0gfTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIGl0ZW0uaWNvblBhdGggPSBuZXcgdnNjb2RlLlRoZW1lSWNvbignaW5mbycpO1xuICAgICAgfVxuICAgICAgcmV0dXJuIGl0ZW07XG4gICAgfVxuICAgIGNhc2UgJ2Vycm9yJzoge1xuICAgICAgY29uc3QgaXRlbSA9IG5ldyB2c2NvZGUuVHJlZUl0ZW0obm9kZS5sYWJlbCwgdnNjb2RlLlRyZWVJdGVtQ29sbGFwc2libGVTdGF0ZS5Ob25lKTtcbiAgICAgIGl0ZW0uaWQgPSBub2RlLmlkO1xuICAgICAgaXRlbS5jb250ZXh0VmFsdWUgPSAnYWdlbnRFcnJvcic7XG4gICAgICBpdGVtLnRvb2x0aXAgPSBgJHtub2RlLmxhYmVsfVxcbkNsaWNrIHRvIHJldHJ5LmA7XG4gICAgICBpdGVtLmljb25QYXRoID0gbmV3IHZzY29kZS5UaGVtZUljb24oJ3dhcm5pbmcnLCBuZXcgdnNjb2RlLlRoZW1lQ29sb3IoJ2xpc3Qud2FybmluZ0ZvcmVncm91bmQnKSk7XG4gICAgICBpdGVtLmNvbW1hbmQgPSB7IGNvbW1hbmQ6ICdhY3BCcmlkZ2UucmV0cnlBZ2VudCcsIHRpdGxlOiAnUmV0cnknLCBhcmd1bWVudHM6IFt7IGFnZW50SWQ6IG5vZGUuYWdlbnRJZCB9XSB9O1xuICAgICAgcmV0dXJuIGl0ZW07XG4gICAgfVxuICAgIGNhc2UgJ2xvYWRNb3JlJzoge1xuICAgICAgY29uc3QgaXRlbSA9IG5ldyB2c2NvZGUuVHJlZUl0ZW0obS5MQUJFTFMubG9hZE1vcmUsIHZzY29kZS5UcmVlSXRlbUNvbGxhcHNpYmxlU3RhdGUuTm9uZSk7XG4gICAgICBpdGVtLmlkID0gbm9kZS5pZDtcbiAgICAgIGl0ZW0uY29udGV4dFZhbHVlID0gJ2xvYWRNb3JlJztcbiAgICAgIGl0ZW0uaWNvblBhdGggPSBuZXcgdnNjb2RlLlRoZW1lSWNvbignZWxsaXBzaXMnKTtcbiAgICAgIGl0ZW0uY29tbWFuZCA9IHsgY29tbWFuZDogJ2FjcEJyaWRnZS5sb2FkTW9yZScsIHRpdGxlOiAnTG9hZCBNb3JlJywgYXJndW1lbnRzOiBbeyBhZ2VudElkOiBub2RlLmFnZW50SWQgfV0gfTtcbiAgICAgIHJldHVybiBpdGVtO1xuICAgIH1cbiAgfVxufVxuXG5mdW5jdGlvbiBhZ2VudEljb24oc3RhdGU6IHAuQWdlbnRTdGF0ZU5hbWUpOiB2c2NvZGUuVGhlbWVJY29uIHtcbiAgc3dpdGNoIChzdGF0ZSkge1xuICAgIGNhc2UgJ3JlYWR5JzpcbiAgICAgIHJldHVybiBuZXcgdnNjb2RlLlRoZW1lSWNvbignaHVib3QnKTtcbiAgICBjYXNlICdzdGFydGluZyc6XG4gICAgICByZXR1cm4gbmV3IHZzY29kZS5UaGVtZUljb24oJ3N5bmN+c3BpbicpO1xuICAgIGNhc2UgJ2Vycm9yJzpcbiAgICAgIHJldHVybiBuZXcgdnNjb2RlLlRoZW1lSWNvbignZXJyb3InLCBuZXcgdnNjb2RlLlRoZW1lQ29sb3IoJ2xpc3QuZXJyb3JGb3JlZ3JvdW5kJykpO1xuICAgIGNhc2UgJ2V4aXRlZCc6XG4gICAgICByZXR1cm4gbmV3IHZzY29kZS5UaGVtZUljb24oJ2RlYnVnLXN0b3AnLCBuZXcgdnNjb2RlLlRoZW1lQ29sb3IoJ2xpc3Qud2FybmluZ0ZvcmVncm91bmQnKSk7XG4gICAgY2FzZSAnbmVlZHNfbG9naW4nOlxuICAgICAgcmV0dXJuIG5ldyB2c2NvZGUuVGhlbWVJY29uKCdhY2NvdW50JywgbmV3IHZzY29kZS5UaGVtZUNvbG9yKCdsaXN0Lndhcm5pbmdGb3JlZ3JvdW5kJykpO1xuICAgIGRlZmF1bHQ6XG4gICAgICByZXR1cm4gbmV3IHZzY29kZS5UaGVtZUljb24oJ2NpcmNsZS1vdXRsaW5lJyk7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFFQSxhQUF3QjtBQUd4QixRQUFtQjtBQVVaLFNBQVMsY0FBYyxLQUEyQjtBQUN2RCxTQUFPLFdBQVcsbUJBQW1CLElBQUksT0FBTyxDQUFDLElBQUksbUJBQW1CLElBQUksU0FBUyxDQUFDO0FBQ3hGO0FBRU8sU0FBUyxTQUFTLE1BQWdCLE9BQW9CLEtBQTRCO0FBQ3ZGLFVBQVEsS0FBSyxNQUFNO0FBQUEsSUFDakIsS0FBSyxTQUFTO0FBQ1osWUFBTSxTQUFTLE1BQU0sTUFBTSxLQUFLLE9BQU87QUFDdkMsWUFBTSxPQUFPLElBQUksT0FBTyxTQUFTLFFBQVEsUUFBUSxLQUFLLFNBQVMsT0FBTyx5QkFBeUIsUUFBUTtBQUN2RyxXQUFLLEtBQUssS0FBSztBQUNmLFVBQUksUUFBUTtBQUNWLGFBQUssY0FBYyxFQUFFLGlCQUFpQixNQUFNO0FBQzVDLGFBQUssVUFBVSxFQUFFLGFBQWEsTUFBTTtBQUNwQyxhQUFLLGVBQWUsRUFBRSxrQkFBa0IsTUFBTTtBQUM5QyxhQUFLLFdBQVcsVUFBVSxPQUFPLEtBQUs7QUFBQSxNQUN4QztBQUNBLGFBQU87QUFBQSxJQUNUO0FBQUEsSUFDQSxLQUFLLFNBQVM7QUFDWixZQUFNLE9BQU8sSUFBSSxPQUFPLFNBQVMsS0FBSyxPQUFPLE9BQU8seUJBQXlCLFFBQVE7QUFDckYsV0FBSyxLQUFLLEtBQUs7QUFDZixXQUFLLGVBQWU7QUFDcEIsYUFBTztBQUFBLElBQ1Q7QUFBQSxJQUNBLEtBQUssV0FBVztBQUNkLFlBQU0sSUFBSSxLQUFLO0FBQ2YsWUFBTSxTQUFTLE1BQU0sU0FBUyxDQUFDO0FBQy9CLFlBQU0sT0FBTyxJQUFJLE9BQU8sU0FBUyxFQUFFLFNBQVMsRUFBRSxjQUFjLEdBQUcsR0FBRyxPQUFPLHlCQUF5QixJQUFJO0FBQ3RHLFdBQUssS0FBSyxLQUFLO0FBQ2YsV0FBSyxjQUFjLEVBQUUsbUJBQW1CLEdBQUcsS0FBSyxNQUFNO0FBQ3RELFdBQUssVUFBVSxFQUFFLGVBQWUsR0FBRyxNQUFNLFVBQVUsRUFBRSxPQUFPLEdBQUcsR0FBRztBQUNsRSxXQUFLLGVBQWUsRUFBRSxvQkFBb0IsTUFBTSxhQUFhLEVBQUUsT0FBTyxHQUFHLE1BQU07QUFDL0UsV0FBSyxXQUFXLFNBQ1osSUFBSSxPQUFPLFVBQVUsaUJBQWlCLElBQUksT0FBTyxXQUFXLGNBQWMsQ0FBQyxJQUMzRSxJQUFJLE9BQU8sVUFBVSxvQkFBb0I7QUFDN0MsV0FBSyxVQUFVLEVBQUUsU0FBUyw0QkFBNEIsT0FBTyxtQkFBbUIsV0FBVyxDQUFDLElBQUksRUFBRTtBQUNsRyxXQUFLLDJCQUEyQixFQUFFLE9BQU8sR0FBRyxFQUFFLFlBQVksR0FBRyxTQUFTLGFBQWEsRUFBRSxLQUFLLEtBQUssV0FBVyxHQUFHO0FBQzdHLGFBQU87QUFBQSxJQUNUO0FBQUEsSUFDQSxLQUFLLFFBQVE7QUFDWCxZQUFNLE9BQU8sSUFBSSxPQUFPLFNBQVMsS0FBSyxPQUFPLE9BQU8seUJBQXlCLElBQUk7QUFDakYsV0FBSyxLQUFLLEtBQUs7QUFDZixXQUFLLGVBQWUsUUFBUSxLQUFLLElBQUk7QUFDckMsVUFBSSxLQUFLLFNBQVMsV0FBVztBQUMzQixhQUFLLFdBQVcsSUFBSSxPQUFPLFVBQVUsY0FBYztBQUFBLE1BQ3JELFdBQVcsS0FBSyxTQUFTLFNBQVM7QUFDaEMsYUFBSyxXQUFXLElBQUksT0FBTyxVQUFVLEtBQUs7QUFDMUMsYUFBSyxVQUFVLEVBQUUsU0FBUyx3QkFBd0IsT0FBTyxlQUFlLFdBQVcsQ0FBQyxFQUFFLFNBQVMsS0FBSyxRQUFRLENBQUMsRUFBRTtBQUFBLE1BQ2pILE9BQU87QUFDTCxhQUFLLFdBQVcsSUFBSSxPQUFPLFVBQVUsTUFBTTtBQUFBLE1BQzdDO0FBQ0EsYUFBTztBQUFBLElBQ1Q7QUFBQSxJQUNBLEtBQUssU0FBUztBQUNaLFlBQU0sT0FBTyxJQUFJLE9BQU8sU0FBUyxLQUFLLE9BQU8sT0FBTyx5QkFBeUIsSUFBSTtBQUNqRixXQUFLLEtBQUssS0FBSztBQUNmLFdBQUssZUFBZTtBQUNwQixXQUFLLFVBQVUsR0FBRyxLQUFLLEtBQUs7QUFBQTtBQUM1QixXQUFLLFdBQVcsSUFBSSxPQUFPLFVBQVUsV0FBVyxJQUFJLE9BQU8sV0FBVyx3QkFBd0IsQ0FBQztBQUMvRixXQUFLLFVBQVUsRUFBRSxTQUFTLHdCQUF3QixPQUFPLFNBQVMsV0FBVyxDQUFDLEVBQUUsU0FBUyxLQUFLLFFBQVEsQ0FBQyxFQUFFO0FBQ3pHLGFBQU87QUFBQSxJQUNUO0FBQUEsSUFDQSxLQUFLLFlBQVk7QUFDZixZQUFNLE9BQU8sSUFBSSxPQUFPLFNBQVMsRUFBRSxPQUFPLFVBQVUsT0FBTyx5QkFBeUIsSUFBSTtBQUN4RixXQUFLLEtBQUssS0FBSztBQUNmLFdBQUssZUFBZTtBQUNwQixXQUFLLFdBQVcsSUFBSSxPQUFPLFVBQVUsVUFBVTtBQUMvQyxXQUFLLFVBQVUsRUFBRSxTQUFTLHNCQUFzQixPQUFPLGFBQWEsV0FBVyxDQUFDLEVBQUUsU0FBUyxLQUFLLFFBQVEsQ0FBQyxFQUFFO0FBQzNHLGFBQU87QUFBQSxJQUNUO0FBQUEsRUFDRjtBQUNGO0FBRUEsU0FBUyxVQUFVLE9BQTJDO0FBQzVELFVBQVEsT0FBTztBQUFBLElBQ2IsS0FBSztBQUNILGFBQU8sSUFBSSxPQUFPLFVBQVUsT0FBTztBQUFBLElBQ3JDLEtBQUs7QUFDSCxhQUFPLElBQUksT0FBTyxVQUFVLFdBQVc7QUFBQSxJQUN6QyxLQUFLO0FBQ0gsYUFBTyxJQUFJLE9BQU8sVUFBVSxTQUFTLElBQUksT0FBTyxXQUFXLHNCQUFzQixDQUFDO0FBQUEsSUFDcEYsS0FBSztBQUNILGFBQU8sSUFBSSxPQUFPLFVBQVUsY0FBYyxJQUFJLE9BQU8sV0FBVyx3QkFBd0IsQ0FBQztBQUFBLElBQzNGLEtBQUs7QUFDSCxhQUFPLElBQUksT0FBTyxVQUFVLFdBQVcsSUFBSSxPQUFPLFdBQVcsd0JBQXdCLENBQUM7QUFBQSxJQUN4RjtBQUNFLGFBQU8sSUFBSSxPQUFPLFVBQVUsZ0JBQWdCO0FBQUEsRUFDaEQ7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
