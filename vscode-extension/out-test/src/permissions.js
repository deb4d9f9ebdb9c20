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
var permissions_exports = {};
__export(permissions_exports, {
  askPermission: () => askPermission,
  permissionItems: () => permissionItems
});
module.exports = __toCommonJS(permissions_exports);
var vscode = __toESM(require("vscode"));
var import_switcherItems = require("./switcherItems");
const KIND_LABELS = {
  allow_once: "Allow once",
  allow_always: "Allow always",
  reject_once: "Reject once",
  reject_always: "Reject always"
};
function permissionItems(options) {
  return options.map((o) => {
    const kind = KIND_LABELS[o.kind] ?? o.kind;
    return {
      optionId: o.optionId,
      label: `${o.kind.startsWith("reject") ? "$(close)" : "$(check)"} ${(0, import_switcherItems.escapeIcons)(o.name)}`,
      // The kind only when the agent's own name does not already say it.
      description: kind.toLowerCase() === o.name.trim().toLowerCase() ? void 0 : kind
    };
  });
}
function askPermission(state, params, token) {
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick();
    qp.title = (0, import_switcherItems.escapeIcons)(params.title);
    qp.placeholder = `${state.agentName(params.agentId)} asks for permission (Escape: cancel)`;
    qp.ignoreFocusOut = true;
    qp.items = permissionItems(params.options);
    let answered = false;
    const finish = (optionId) => {
      if (!answered) {
        answered = true;
        resolve({ optionId });
        qp.dispose();
        cancel.dispose();
      }
    };
    const cancel = token.onCancellationRequested(() => finish(null));
    qp.onDidAccept(() => finish(qp.selectedItems[0]?.optionId ?? null));
    qp.onDidHide(() => finish(null));
    qp.show();
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  askPermission,
  permissionItems
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3Blcm1pc3Npb25zLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBgYWNwQnJpZGdlL3JlcXVlc3RQZXJtaXNzaW9uYDogdGhlIGFnZW50IGFza3M7IHRoZSB1c2VyIHBpY2tzIG9uZSBvZiBpdHMgb3B0aW9ucy4gQ2xvc2luZyB0aGVcbi8vIHBpY2tlciBhbnN3ZXJzIGBvcHRpb25JZDogbnVsbGAgKFwiY2FuY2VsbGVkXCIpOyBub3RoaW5nIGlzIGV2ZXIgYXBwcm92ZWQgd2l0aG91dCB0aGUgdXNlci5cblxuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgdHlwZSAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBCcmlkZ2VTdGF0ZSB9IGZyb20gJy4vc3RhdGUnO1xuaW1wb3J0IHsgZXNjYXBlSWNvbnMgfSBmcm9tICcuL3N3aXRjaGVySXRlbXMnO1xuXG5pbnRlcmZhY2UgT3B0aW9uSXRlbSBleHRlbmRzIHZzY29kZS5RdWlja1BpY2tJdGVtIHtcbiAgb3B0aW9uSWQ6IHN0cmluZztcbn1cblxuY29uc3QgS0lORF9MQUJFTFM6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSB7XG4gIGFsbG93X29uY2U6ICdBbGxvdyBvbmNlJyxcbiAgYWxsb3dfYWx3YXlzOiAnQWxsb3cgYWx3YXlzJyxcbiAgcmVqZWN0X29uY2U6ICdSZWplY3Qgb25jZScsXG4gIHJlamVjdF9hbHdheXM6ICdSZWplY3QgYWx3YXlzJyxcbn07XG5cbmV4cG9ydCBmdW5jdGlvbiBwZXJtaXNzaW9uSXRlbXMob3B0aW9uczogcmVhZG9ubHkgcC5QZXJtaXNzaW9uT3B0aW9uSXRlbVtdKTogT3B0aW9uSXRlbVtdIHtcbiAgcmV0dXJuIG9wdGlvbnMubWFwKChvKSA9PiB7XG4gICAgY29uc3Qga2luZCA9IEtJTkRfTEFCRUxTW28ua2luZF0gPz8gby5raW5kO1xuICAgIHJldHVybiB7XG4gICAgICBvcHRpb25JZDogby5vcHRpb25JZCxcbiAgICAgIGxhYmVsOiBgJHtvLmtpbmQuc3RhcnRzV2l0aCgncmVqZWN0JykgPyAnJChjbG9zZSknIDogJyQoY2hlY2spJ30gJHtlc2NhcGVJY29ucyhvLm5hbWUpfWAsXG4gICAgICAvLyBUaGUga2luZCBvbmx5IHdoZW4gdGhlIGFnZW50J3Mgb3duIG5hbWUgZG9lcyBub3QgYWxyZWFkeSBzYXkgaXQuXG4gICAgICBkZXNjcmlwdGlvbjoga2luZC50b0xvd2VyQ2FzZSgpID09PSBvLm5hbWUudHJpbSgpLnRvTG93ZXJDYXNlKCkgPyB1bmRlZmluZWQgOiBraW5kLFxuICAgIH07XG4gIH0pO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gYXNrUGVybWlzc2lvbihcbiAgc3RhdGU6IEJyaWRnZVN0YXRlLFxuICBwYXJhbXM6IHAuUmVxdWVzdFBlcm1pc3Npb25QYXJhbXMsXG4gIHRva2VuOiB2c2NvZGUuQ2FuY2VsbGF0aW9uVG9rZW4sXG4pOiBQcm9taXNlPHAuUmVxdWVzdFBlcm1pc3Npb25SZXN1bHQ+IHtcbiAgcmV0dXJuIG5ldyBQcm9taXNlKChyZXNvbHZlKSA9PiB7XG4gICAgY29uc3QgcXAgPSB2c2NvZGUud2luZG93LmNyZWF0ZVF1aWNrUGljazxPcHRpb25JdGVtPigpO1xuICAgIHFwLnRpdGxlID0gZXNjYXBlSWNvbnMocGFyYW1zLnRpdGxlKTtcbiAgICBxcC5wbGFjZWhvbGRlciA9IGAke3N0YXRlLmFnZW50TmFtZShwYXJhbXMuYWdlbnRJZCl9IGFza3MgZm9yIHBlcm1pc3Npb24gKEVzY2FwZTogY2FuY2VsKWA7XG4gICAgcXAuaWdub3JlRm9jdXNPdXQgPSB0cnVlO1xuICAgIHFwLml0ZW1zID0gcGVybWlzc2lvbkl0ZW1zKHBhcmFtcy5vcHRpb25zKTtcbiAgICBsZXQgYW5zd2VyZWQgPSBmYWxzZTtcbiAgICBjb25zdCBmaW5pc2ggPSAob3B0aW9uSWQ6IHN0cmluZyB8IG51bGwpID0+IHtcbiAgICAgIGlmICghYW5zd2VyZWQpIHtcbiAgICAgICAgYW5zd2VyZWQgPSB0cnVlO1xuICAgICAgICByZXNvbHZlKHsgb3B0aW9uSWQgfSk7XG4gICAgICAgIHFwLmRpc3Bvc2UoKTtcbiAgICAgICAgY2FuY2VsLmRpc3Bvc2UoKTtcbiAgICAgIH1cbiAgICB9O1xuICAgIGNvbnN0IGNhbmNlbCA9IHRva2VuLm9uQ2FuY2VsbGF0aW9uUmVxdWVzdGVkKCgpID0+IGZpbmlzaChudWxsKSk7XG4gICAgcXAub25EaWRBY2NlcHQoKCkgPT4gZmluaXNoKHFwLnNlbGVjdGVkSXRlbXNbMF0/Lm9wdGlvbklkID8/IG51bGwpKTtcbiAgICBxcC5vbkRpZEhpZGUoKCkgPT4gZmluaXNoKG51bGwpKTtcbiAgICBxcC5zaG93KCk7XG4gIH0pO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUdBLGFBQXdCO0FBR3hCLDJCQUE0QjtBQU01QixNQUFNLGNBQXNDO0FBQUEsRUFDMUMsWUFBWTtBQUFBLEVBQ1osY0FBYztBQUFBLEVBQ2QsYUFBYTtBQUFBLEVBQ2IsZUFBZTtBQUNqQjtBQUVPLFNBQVMsZ0JBQWdCLFNBQTBEO0FBQ3hGLFNBQU8sUUFBUSxJQUFJLENBQUMsTUFBTTtBQUN4QixVQUFNLE9BQU8sWUFBWSxFQUFFLElBQUksS0FBSyxFQUFFO0FBQ3RDLFdBQU87QUFBQSxNQUNMLFVBQVUsRUFBRTtBQUFBLE1BQ1osT0FBTyxHQUFHLEVBQUUsS0FBSyxXQUFXLFFBQVEsSUFBSSxhQUFhLFVBQVUsUUFBSSxrQ0FBWSxFQUFFLElBQUksQ0FBQztBQUFBO0FBQUEsTUFFdEYsYUFBYSxLQUFLLFlBQVksTUFBTSxFQUFFLEtBQUssS0FBSyxFQUFFLFlBQVksSUFBSSxTQUFZO0FBQUEsSUFDaEY7QUFBQSxFQUNGLENBQUM7QUFDSDtBQUVPLFNBQVMsY0FDZCxPQUNBLFFBQ0EsT0FDb0M7QUFDcEMsU0FBTyxJQUFJLFFBQVEsQ0FBQyxZQUFZO0FBQzlCLFVBQU0sS0FBSyxPQUFPLE9BQU8sZ0JBQTRCO0FBQ3JELE9BQUcsWUFBUSxrQ0FBWSxPQUFPLEtBQUs7QUFDbkMsT0FBRyxjQUFjLEdBQUcsTUFBTSxVQUFVLE9BQU8sT0FBTyxDQUFDO0FBQ25ELE9BQUcsaUJBQWlCO0FBQ3BCLE9BQUcsUUFBUSxnQkFBZ0IsT0FBTyxPQUFPO0FBQ3pDLFFBQUksV0FBVztBQUNmLFVBQU0sU0FBUyxDQUFDLGFBQTRCO0FBQzFDLFVBQUksQ0FBQyxVQUFVO0FBQ2IsbUJBQVc7QUFDWCxnQkFBUSxFQUFFLFNBQVMsQ0FBQztBQUNwQixXQUFHLFFBQVE7QUFDWCxlQUFPLFFBQVE7QUFBQSxNQUNqQjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFNBQVMsTUFBTSx3QkFBd0IsTUFBTSxPQUFPLElBQUksQ0FBQztBQUMvRCxPQUFHLFlBQVksTUFBTSxPQUFPLEdBQUcsY0FBYyxDQUFDLEdBQUcsWUFBWSxJQUFJLENBQUM7QUFDbEUsT0FBRyxVQUFVLE1BQU0sT0FBTyxJQUFJLENBQUM7QUFDL0IsT0FBRyxLQUFLO0FBQUEsRUFDVixDQUFDO0FBQ0g7IiwKICAibmFtZXMiOiBbXQp9Cg==
