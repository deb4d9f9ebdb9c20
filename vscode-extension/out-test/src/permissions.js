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
  return options.map((o) => ({
    optionId: o.optionId,
    label: `${o.kind.startsWith("reject") ? "$(close)" : "$(check)"} ${(0, import_switcherItems.escapeIcons)(o.name)}`,
    description: KIND_LABELS[o.kind] ?? o.kind
  }));
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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3Blcm1pc3Npb25zLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBgYWNwQnJpZGdlL3JlcXVlc3RQZXJtaXNzaW9uYDogdGhlIGFnZW50IGFza3M7IHRoZSB1c2VyIHBpY2tzIG9uZSBvZiBpdHMgb3B0aW9ucy4gQ2xvc2luZyB0aGVcbi8vIHBpY2tlciBhbnN3ZXJzIGBvcHRpb25JZDogbnVsbGAgKFwiY2FuY2VsbGVkXCIpOyBub3RoaW5nIGlzIGV2ZXIgYXBwcm92ZWQgd2l0aG91dCB0aGUgdXNlci5cblxuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgdHlwZSAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBCcmlkZ2VTdGF0ZSB9IGZyb20gJy4vc3RhdGUnO1xuaW1wb3J0IHsgZXNjYXBlSWNvbnMgfSBmcm9tICcuL3N3aXRjaGVySXRlbXMnO1xuXG5pbnRlcmZhY2UgT3B0aW9uSXRlbSBleHRlbmRzIHZzY29kZS5RdWlja1BpY2tJdGVtIHtcbiAgb3B0aW9uSWQ6IHN0cmluZztcbn1cblxuY29uc3QgS0lORF9MQUJFTFM6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSB7XG4gIGFsbG93X29uY2U6ICdBbGxvdyBvbmNlJyxcbiAgYWxsb3dfYWx3YXlzOiAnQWxsb3cgYWx3YXlzJyxcbiAgcmVqZWN0X29uY2U6ICdSZWplY3Qgb25jZScsXG4gIHJlamVjdF9hbHdheXM6ICdSZWplY3QgYWx3YXlzJyxcbn07XG5cbmV4cG9ydCBmdW5jdGlvbiBwZXJtaXNzaW9uSXRlbXMob3B0aW9uczogcmVhZG9ubHkgcC5QZXJtaXNzaW9uT3B0aW9uSXRlbVtdKTogT3B0aW9uSXRlbVtdIHtcbiAgcmV0dXJuIG9wdGlvbnMubWFwKChvKSA9PiAoe1xuICAgIG9wdGlvbklkOiBvLm9wdGlvbklkLFxuICAgIGxhYmVsOiBgJHtvLmtpbmQuc3RhcnRzV2l0aCgncmVqZWN0JykgPyAnJChjbG9zZSknIDogJyQoY2hlY2spJ30gJHtlc2NhcGVJY29ucyhvLm5hbWUpfWAsXG4gICAgZGVzY3JpcHRpb246IEtJTkRfTEFCRUxTW28ua2luZF0gPz8gby5raW5kLFxuICB9KSk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBhc2tQZXJtaXNzaW9uKFxuICBzdGF0ZTogQnJpZGdlU3RhdGUsXG4gIHBhcmFtczogcC5SZXF1ZXN0UGVybWlzc2lvblBhcmFtcyxcbiAgdG9rZW46IHZzY29kZS5DYW5jZWxsYXRpb25Ub2tlbixcbik6IFByb21pc2U8cC5SZXF1ZXN0UGVybWlzc2lvblJlc3VsdD4ge1xuICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHtcbiAgICBjb25zdCBxcCA9IHZzY29kZS53aW5kb3cuY3JlYXRlUXVpY2tQaWNrPE9wdGlvbkl0ZW0+KCk7XG4gICAgcXAudGl0bGUgPSBlc2NhcGVJY29ucyhwYXJhbXMudGl0bGUpO1xuICAgIHFwLnBsYWNlaG9sZGVyID0gYCR7c3RhdGUuYWdlbnROYW1lKHBhcmFtcy5hZ2VudElkKX0gYXNrcyBmb3IgcGVybWlzc2lvbiAoRXNjYXBlOiBjYW5jZWwpYDtcbiAgICBxcC5pZ25vcmVGb2N1c091dCA9IHRydWU7XG4gICAgcXAuaXRlbXMgPSBwZXJtaXNzaW9uSXRlbXMocGFyYW1zLm9wdGlvbnMpO1xuICAgIGxldCBhbnN3ZXJlZCA9IGZhbHNlO1xuICAgIGNvbnN0IGZpbmlzaCA9IChvcHRpb25JZDogc3RyaW5nIHwgbnVsbCkgPT4ge1xuICAgICAgaWYgKCFhbnN3ZXJlZCkge1xuICAgICAgICBhbnN3ZXJlZCA9IHRydWU7XG4gICAgICAgIHJlc29sdmUoeyBvcHRpb25JZCB9KTtcbiAgICAgICAgcXAuZGlzcG9zZSgpO1xuICAgICAgICBjYW5jZWwuZGlzcG9zZSgpO1xuICAgICAgfVxuICAgIH07XG4gICAgY29uc3QgY2FuY2VsID0gdG9rZW4ub25DYW5jZWxsYXRpb25SZXF1ZXN0ZWQoKCkgPT4gZmluaXNoKG51bGwpKTtcbiAgICBxcC5vbkRpZEFjY2VwdCgoKSA9PiBmaW5pc2gocXAuc2VsZWN0ZWRJdGVtc1swXT8ub3B0aW9uSWQgPz8gbnVsbCkpO1xuICAgIHFwLm9uRGlkSGlkZSgoKSA9PiBmaW5pc2gobnVsbCkpO1xuICAgIHFwLnNob3coKTtcbiAgfSk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBR0EsYUFBd0I7QUFHeEIsMkJBQTRCO0FBTTVCLE1BQU0sY0FBc0M7QUFBQSxFQUMxQyxZQUFZO0FBQUEsRUFDWixjQUFjO0FBQUEsRUFDZCxhQUFhO0FBQUEsRUFDYixlQUFlO0FBQ2pCO0FBRU8sU0FBUyxnQkFBZ0IsU0FBMEQ7QUFDeEYsU0FBTyxRQUFRLElBQUksQ0FBQyxPQUFPO0FBQUEsSUFDekIsVUFBVSxFQUFFO0FBQUEsSUFDWixPQUFPLEdBQUcsRUFBRSxLQUFLLFdBQVcsUUFBUSxJQUFJLGFBQWEsVUFBVSxRQUFJLGtDQUFZLEVBQUUsSUFBSSxDQUFDO0FBQUEsSUFDdEYsYUFBYSxZQUFZLEVBQUUsSUFBSSxLQUFLLEVBQUU7QUFBQSxFQUN4QyxFQUFFO0FBQ0o7QUFFTyxTQUFTLGNBQ2QsT0FDQSxRQUNBLE9BQ29DO0FBQ3BDLFNBQU8sSUFBSSxRQUFRLENBQUMsWUFBWTtBQUM5QixVQUFNLEtBQUssT0FBTyxPQUFPLGdCQUE0QjtBQUNyRCxPQUFHLFlBQVEsa0NBQVksT0FBTyxLQUFLO0FBQ25DLE9BQUcsY0FBYyxHQUFHLE1BQU0sVUFBVSxPQUFPLE9BQU8sQ0FBQztBQUNuRCxPQUFHLGlCQUFpQjtBQUNwQixPQUFHLFFBQVEsZ0JBQWdCLE9BQU8sT0FBTztBQUN6QyxRQUFJLFdBQVc7QUFDZixVQUFNLFNBQVMsQ0FBQyxhQUE0QjtBQUMxQyxVQUFJLENBQUMsVUFBVTtBQUNiLG1CQUFXO0FBQ1gsZ0JBQVEsRUFBRSxTQUFTLENBQUM7QUFDcEIsV0FBRyxRQUFRO0FBQ1gsZUFBTyxRQUFRO0FBQUEsTUFDakI7QUFBQSxJQUNGO0FBQ0EsVUFBTSxTQUFTLE1BQU0sd0JBQXdCLE1BQU0sT0FBTyxJQUFJLENBQUM7QUFDL0QsT0FBRyxZQUFZLE1BQU0sT0FBTyxHQUFHLGNBQWMsQ0FBQyxHQUFHLFlBQVksSUFBSSxDQUFDO0FBQ2xFLE9BQUcsVUFBVSxNQUFNLE9BQU8sSUFBSSxDQUFDO0FBQy9CLE9BQUcsS0FBSztBQUFBLEVBQ1YsQ0FBQztBQUNIOyIsCiAgIm5hbWVzIjogW10KfQo=
