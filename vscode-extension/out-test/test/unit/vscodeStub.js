"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod2) => __copyProps(__defProp({}, "__esModule", { value: true }), mod2);
var vscodeStub_exports = {};
__export(vscodeStub_exports, {
  EventEmitter: () => EventEmitter,
  FakeStatusBarItem: () => FakeStatusBarItem,
  ProgressLocation: () => ProgressLocation,
  QuickPickItemKind: () => QuickPickItemKind,
  StatusBarAlignment: () => StatusBarAlignment,
  ThemeColor: () => ThemeColor,
  ThemeIcon: () => ThemeIcon,
  TreeItem: () => TreeItem,
  TreeItemCollapsibleState: () => TreeItemCollapsibleState,
  Uri: () => Uri,
  ViewColumn: () => ViewColumn,
  commands: () => commands,
  env: () => env,
  recorded: () => recorded,
  resetRecorded: () => resetRecorded,
  window: () => window,
  workspace: () => workspace
});
module.exports = __toCommonJS(vscodeStub_exports);
const Module = require("module");
class EventEmitter {
  listeners = [];
  event = (listener) => {
    this.listeners.push(listener);
    return { dispose: () => this.listeners = this.listeners.filter((l) => l !== listener) };
  };
  fire(e) {
    for (const l of [...this.listeners]) {
      l(e);
    }
  }
  dispose() {
    this.listeners = [];
  }
}
class ThemeIcon {
  constructor(id, color) {
    this.id = id;
    this.color = color;
  }
  id;
  color;
}
class ThemeColor {
  constructor(id) {
    this.id = id;
  }
  id;
}
const TreeItemCollapsibleState = { None: 0, Collapsed: 1, Expanded: 2 };
class TreeItem {
  constructor(label, collapsibleState = 0) {
    this.label = label;
    this.collapsibleState = collapsibleState;
  }
  label;
  collapsibleState;
  id;
  description;
  tooltip;
  contextValue;
  iconPath;
  command;
  accessibilityInformation;
}
class Uri {
  constructor(scheme, path, raw) {
    this.scheme = scheme;
    this.path = path;
    this.raw = raw;
  }
  scheme;
  path;
  raw;
  static parse(value) {
    const i = value.indexOf(":");
    return new Uri(value.slice(0, i), decodeURIComponent(value.slice(i + 1)), value);
  }
  static file(p) {
    return new Uri("file", p, `file://${p}`);
  }
  get fsPath() {
    return this.path;
  }
  toString() {
    return this.raw;
  }
}
const QuickPickItemKind = { Separator: -1, Default: 0 };
const StatusBarAlignment = { Left: 1, Right: 2 };
const ViewColumn = { Active: -1, Beside: -2, One: 1 };
const ProgressLocation = { SourceControl: 1, Window: 10, Notification: 15 };
class FakeStatusBarItem {
  text = "";
  tooltip = "";
  command;
  name = "";
  backgroundColor;
  accessibilityInformation;
  visible = false;
  show() {
    this.visible = true;
  }
  hide() {
    this.visible = false;
  }
  dispose() {
    this.visible = false;
  }
}
const recorded = {
  context: /* @__PURE__ */ new Map(),
  messages: [],
  statusBarItems: [],
  configuration: /* @__PURE__ */ new Map(),
  folders: []
};
const noop = () => void 0;
const disposable = { dispose: noop };
const window = {
  createOutputChannel: () => ({
    info: noop,
    warn: noop,
    error: noop,
    debug: noop,
    trace: noop,
    show: noop,
    dispose: noop,
    append: noop,
    appendLine: noop
  }),
  createStatusBarItem: () => {
    const item = new FakeStatusBarItem();
    recorded.statusBarItems.push(item);
    return item;
  },
  createTreeView: () => ({ visible: true, message: void 0, dispose: noop, reveal: async () => void 0 }),
  showErrorMessage: async (message) => {
    recorded.messages.push({ kind: "error", message });
    return void 0;
  },
  showWarningMessage: async (message) => {
    recorded.messages.push({ kind: "warning", message });
    return void 0;
  },
  showInformationMessage: async (message) => {
    recorded.messages.push({ kind: "info", message });
    return void 0;
  },
  setStatusBarMessage: () => disposable,
  visibleTextEditors: []
};
const commands = {
  executeCommand: async (id, key, value) => {
    if (id === "setContext" && key) {
      recorded.context.set(key, value);
    }
    return void 0;
  },
  registerCommand: () => disposable
};
const workspace = {
  get workspaceFolders() {
    return recorded.folders.map((f, index) => ({ uri: Uri.file(f), name: f, index }));
  },
  getConfiguration: () => ({
    get: (key, fallback) => recorded.configuration.has(key) ? recorded.configuration.get(key) : fallback
  }),
  onDidChangeConfiguration: () => disposable,
  onDidCloseTextDocument: () => disposable,
  registerTextDocumentContentProvider: () => disposable
};
const env = { clipboard: { writeText: async () => void 0 } };
const stub = {
  EventEmitter,
  ThemeIcon,
  ThemeColor,
  TreeItem,
  TreeItemCollapsibleState,
  Uri,
  QuickPickItemKind,
  StatusBarAlignment,
  ViewColumn,
  ProgressLocation,
  window,
  commands,
  workspace,
  env
};
const mod = Module;
const originalLoad = mod._load;
mod._load = function(request, ...rest) {
  if (request === "vscode") {
    return stub;
  }
  return originalLoad.call(this, request, ...rest);
};
function resetRecorded() {
  recorded.context.clear();
  recorded.messages.length = 0;
  recorded.statusBarItems.length = 0;
  recorded.configuration.clear();
  recorded.folders.length = 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  EventEmitter,
  FakeStatusBarItem,
  ProgressLocation,
  QuickPickItemKind,
  StatusBarAlignment,
  ThemeColor,
  ThemeIcon,
  TreeItem,
  TreeItemCollapsibleState,
  Uri,
  ViewColumn,
  commands,
  env,
  recorded,
  resetRecorded,
  window,
  workspace
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3ZzY29kZVN0dWIudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8vIEEgc21hbGwgc3RhbmQtaW4gZm9yIHRoZSBgdnNjb2RlYCBtb2R1bGUsIHNvIHRoZSBleHRlbnNpb24ncyBvd24gbG9naWMgcnVucyB1bmRlciBgbm9kZSAtLXRlc3RgXG4vLyB3aXRob3V0IFZTIENvZGUuIEltcG9ydCB0aGlzIGZpcnN0IGluIGV2ZXJ5IHRlc3QgZmlsZTogaXQgYW5zd2VycyBgcmVxdWlyZSgndnNjb2RlJylgLlxuXG4vLyBlc2xpbnQtZGlzYWJsZS1uZXh0LWxpbmUgQHR5cGVzY3JpcHQtZXNsaW50L25vLXJlcXVpcmUtaW1wb3J0c1xuaW1wb3J0IE1vZHVsZSA9IHJlcXVpcmUoJ21vZHVsZScpO1xuXG50eXBlIExpc3RlbmVyPFQ+ID0gKGU6IFQpID0+IHVua25vd247XG5cbmV4cG9ydCBjbGFzcyBFdmVudEVtaXR0ZXI8VD4ge1xuICBwcml2YXRlIGxpc3RlbmVyczogTGlzdGVuZXI8VD5bXSA9IFtdO1xuICByZWFkb25seSBldmVudCA9IChsaXN0ZW5lcjogTGlzdGVuZXI8VD4pID0+IHtcbiAgICB0aGlzLmxpc3RlbmVycy5wdXNoKGxpc3RlbmVyKTtcbiAgICByZXR1cm4geyBkaXNwb3NlOiAoKSA9PiAodGhpcy5saXN0ZW5lcnMgPSB0aGlzLmxpc3RlbmVycy5maWx0ZXIoKGwpID0+IGwgIT09IGxpc3RlbmVyKSkgfTtcbiAgfTtcbiAgZmlyZShlOiBUKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBsIG9mIFsuLi50aGlzLmxpc3RlbmVyc10pIHtcbiAgICAgIGwoZSk7XG4gICAgfVxuICB9XG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdGhpcy5saXN0ZW5lcnMgPSBbXTtcbiAgfVxufVxuXG5leHBvcnQgY2xhc3MgVGhlbWVJY29uIHtcbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkgaWQ6IHN0cmluZyxcbiAgICByZWFkb25seSBjb2xvcj86IFRoZW1lQ29sb3IsXG4gICkge31cbn1cblxuZXhwb3J0IGNsYXNzIFRoZW1lQ29sb3Ige1xuICBjb25zdHJ1Y3RvcihyZWFkb25seSBpZDogc3RyaW5nKSB7fVxufVxuXG5leHBvcnQgY29uc3QgVHJlZUl0ZW1Db2xsYXBzaWJsZVN0YXRlID0geyBOb25lOiAwLCBDb2xsYXBzZWQ6IDEsIEV4cGFuZGVkOiAyIH0gYXMgY29uc3Q7XG5cbmV4cG9ydCBjbGFzcyBUcmVlSXRlbSB7XG4gIGlkPzogc3RyaW5nO1xuICBkZXNjcmlwdGlvbj86IHN0cmluZztcbiAgdG9vbHRpcD86IHVua25vd247XG4gIGNvbnRleHRWYWx1ZT86IHN0cmluZztcbiAgaWNvblBhdGg/OiB1bmtub3duO1xuICBjb21tYW5kPzogdW5rbm93bjtcbiAgYWNjZXNzaWJpbGl0eUluZm9ybWF0aW9uPzogdW5rbm93bjtcbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkgbGFiZWw6IHN0cmluZyxcbiAgICByZWFkb25seSBjb2xsYXBzaWJsZVN0YXRlOiBudW1iZXIgPSAwLFxuICApIHt9XG59XG5cbmV4cG9ydCBjbGFzcyBVcmkge1xuICBwcml2YXRlIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IHNjaGVtZTogc3RyaW5nLFxuICAgIHJlYWRvbmx5IHBhdGg6IHN0cmluZyxcbiAgICBwcml2YXRlIHJlYWRvbmx5IHJhdzogc3RyaW5nLFxuICApIHt9XG4gIHN0YXRpYyBwYXJzZSh2YWx1ZTogc3RyaW5nKTogVXJpIHtcbiAgICBjb25zdCBpID0gdmFsdWUuaW5kZXhPZignOicpO1xuICAgIHJldHVybiBuZXcgVXJpKHZhbHVlLnNsaWNlKDAsIGkpLCBkZWNvZGVVUklDb21wb25lbnQodmFsdWUuc2xpY2UoaSArIDEpKSwgdmFsdWUpO1xuICB9XG4gIHN0YXRpYyBmaWxlKHA6IHN0cmluZyk6IFVyaSB7XG4gICAgcmV0dXJuIG5ldyBVcmkoJ2ZpbGUnLCBwLCBgZmlsZTovLyR7cH1gKTtcbiAgfVxuICBnZXQgZnNQYXRoKCk6IHN0cmluZyB7XG4gICAgcmV0dXJuIHRoaXMucGF0aDtcbiAgfVxuICB0b1N0cmluZygpOiBzdHJpbmcge1xuICAgIHJldHVybiB0aGlzLnJhdztcbiAgfVxufVxuXG5leHBvcnQgY29uc3QgUXVpY2tQaWNrSXRlbUtpbmQgPSB7IFNlcGFyYXRvcjogLTEsIERlZmF1bHQ6IDAgfSBhcyBjb25zdDtcbmV4cG9ydCBjb25zdCBTdGF0dXNCYXJBbGlnbm1lbnQgPSB7IExlZnQ6IDEsIFJpZ2h0OiAyIH0gYXMgY29uc3Q7XG5leHBvcnQgY29uc3QgVmlld0NvbHVtbiA9IHsgQWN0aXZlOiAtMSwgQmVzaWRlOiAtMiwgT25lOiAxIH0gYXMgY29uc3Q7XG5leHBvcnQgY29uc3QgUHJvZ3Jlc3NMb2NhdGlvbiA9IHsgU291cmNlQ29udHJvbDogMSwgV2luZG93OiAxMCwgTm90aWZpY2F0aW9uOiAxNSB9IGFzIGNvbnN0O1xuXG5leHBvcnQgY2xhc3MgRmFrZVN0YXR1c0Jhckl0ZW0ge1xuICB0ZXh0ID0gJyc7XG4gIHRvb2x0aXA6IHVua25vd24gPSAnJztcbiAgY29tbWFuZDogdW5rbm93bjtcbiAgbmFtZSA9ICcnO1xuICBiYWNrZ3JvdW5kQ29sb3I6IFRoZW1lQ29sb3IgfCB1bmRlZmluZWQ7XG4gIGFjY2Vzc2liaWxpdHlJbmZvcm1hdGlvbjogdW5rbm93bjtcbiAgdmlzaWJsZSA9IGZhbHNlO1xuICBzaG93KCk6IHZvaWQge1xuICAgIHRoaXMudmlzaWJsZSA9IHRydWU7XG4gIH1cbiAgaGlkZSgpOiB2b2lkIHtcbiAgICB0aGlzLnZpc2libGUgPSBmYWxzZTtcbiAgfVxuICBkaXNwb3NlKCk6IHZvaWQge1xuICAgIHRoaXMudmlzaWJsZSA9IGZhbHNlO1xuICB9XG59XG5cbi8qKiBXaGF0IHRoZSB0ZXN0cyBjYW4gbG9vayBhdDogY29udGV4dCBrZXlzIHNldCwgbWVzc2FnZXMgc2hvd24sIGl0ZW1zIGNyZWF0ZWQuICovXG5leHBvcnQgY29uc3QgcmVjb3JkZWQgPSB7XG4gIGNvbnRleHQ6IG5ldyBNYXA8c3RyaW5nLCB1bmtub3duPigpLFxuICBtZXNzYWdlczogW10gYXMgeyBraW5kOiBzdHJpbmc7IG1lc3NhZ2U6IHN0cmluZyB9W10sXG4gIHN0YXR1c0Jhckl0ZW1zOiBbXSBhcyBGYWtlU3RhdHVzQmFySXRlbVtdLFxuICBjb25maWd1cmF0aW9uOiBuZXcgTWFwPHN0cmluZywgdW5rbm93bj4oKSxcbiAgZm9sZGVyczogW10gYXMgc3RyaW5nW10sXG59O1xuXG5jb25zdCBub29wID0gKCkgPT4gdW5kZWZpbmVkO1xuY29uc3QgZGlzcG9zYWJsZSA9IHsgZGlzcG9zZTogbm9vcCB9O1xuXG5leHBvcnQgY29uc3Qgd2luZG93ID0ge1xuICBjcmVhdGVPdXRwdXRDaGFubmVsOiAoKSA9PiAoe1xuICAgIGluZm86IG5vb3AsIHdhcm46IG5vb3AsIGVycm9yOiBub29wLCBkZWJ1Zzogbm9vcCwgdHJhY2U6IG5vb3AsIHNob3c6IG5vb3AsIGRpc3Bvc2U6IG5vb3AsIGFwcGVuZDogbm9vcCwgYXBwZW5kTGluZTogbm9vcCxcbiAgfSksXG4gIGNyZWF0ZVN0YXR1c0Jhckl0ZW06ICgpID0+IHtcbiAgICBjb25zdCBpdGVtID0gbmV3IEZha2VTdGF0dXNCYXJJdGVtKCk7XG4gICAgcmVjb3JkZWQuc3RhdHVzQmFySXRlbXMucHVzaChpdGVtKTtcbiAgICByZXR1cm4gaXRlbTtcbiAgfSxcbiAgY3JlYXRlVHJlZVZpZXc6ICgpID0+ICh7IHZpc2libGU6IHRydWUsIG1lc3NhZ2U6IHVuZGVmaW5lZCBhcyBzdHJpbmcgfCB1bmRlZmluZWQsIGRpc3Bvc2U6IG5vb3AsIHJldmVhbDogYXN5bmMgKCkgPT4gdW5kZWZpbmVkIH0pLFxuICBzaG93RXJyb3JNZXNzYWdlOiBhc3luYyAobWVzc2FnZTogc3RyaW5nKSA9PiB7XG4gICAgcmVjb3JkZWQubWVzc2FnZXMucHVzaCh7IGtpbmQ6ICdlcnJvcicsIG1lc3NhZ2UgfSk7XG4gICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgfSxcbiAgc2hvd1dhcm5pbmdNZXNzYWdlOiBhc3luYyAobWVzc2FnZTogc3RyaW5nKSA9PiB7XG4gICAgcmVjb3JkZWQubWVzc2FnZXMucHVzaCh7IGtpbmQ6ICd3YXJuaW5nJywgbWVzc2FnZSB9KTtcbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9LFxuICBzaG93SW5mb3JtYXRpb25NZXNzYWdlOiBhc3luYyAobWVzc2FnZTogc3RyaW5nKSA9PiB7XG4gICAgcmVjb3JkZWQubWVzc2FnZXMucHVzaCh7IGtpbmQ6ICdpbmZvJywgbWVzc2FnZSB9KTtcbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9LFxuICBzZXRTdGF0dXNCYXJNZXNzYWdlOiAoKSA9PiBkaXNwb3NhYmxlLFxuICB2aXNpYmxlVGV4dEVkaXRvcnM6IFtdIGFzIHVua25vd25bXSxcbn07XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kcyA9IHtcbiAgZXhlY3V0ZUNvbW1hbmQ6IGFzeW5jIChpZDogc3RyaW5nLCBrZXk/OiBzdHJpbmcsIHZhbHVlPzogdW5rbm93bikgPT4ge1xuICAgIGlmIChpZCA9PT0gJ3NldENvbnRleHQnICYmIGtleSkge1xuICAgICAgcmVjb3JkZWQuY29udGV4dC5zZXQoa2V5LCB2YWx1ZSk7XG4gICAgfVxuICAgIHJldHVybiB1bmRlZmluZWQ7XG4gIH0sXG4gIHJlZ2lzdGVyQ29tbWFuZDogKCkgPT4gZGlzcG9zYWJsZSxcbn07XG5cbmV4cG9ydCBjb25zdCB3b3Jrc3BhY2UgPSB7XG4gIGdldCB3b3Jrc3BhY2VGb2xkZXJzKCkge1xuICAgIHJldHVybiByZWNvcmRlZC5mb2xkZXJzLm1hcCgoZiwgaW5kZXgpID0+ICh7IHVyaTogVXJpLmZpbGUoZiksIG5hbWU6IGYsIGluZGV4IH0pKTtcbiAgfSxcbiAgZ2V0Q29uZmlndXJhdGlvbjogKCkgPT4gKHtcbiAgICBnZXQ6IChrZXk6IHN0cmluZywgZmFsbGJhY2s/OiB1bmtub3duKSA9PiAocmVjb3JkZWQuY29uZmlndXJhdGlvbi5oYXMoa2V5KSA/IHJlY29yZGVkLmNvbmZpZ3VyYXRpb24uZ2V0KGtleSkgOiBmYWxsYmFjayksXG4gIH0pLFxuICBvbkRpZENoYW5nZUNvbmZpZ3VyYXRpb246ICgpID0+IGRpc3Bvc2FibGUsXG4gIG9uRGlkQ2xvc2VUZXh0RG9jdW1lbnQ6ICgpID0+IGRpc3Bvc2FibGUsXG4gIHJlZ2lzdGVyVGV4dERvY3VtZW50Q29udGVudFByb3ZpZGVyOiAoKSA9PiBkaXNwb3NhYmxlLFxufTtcblxuZXhwb3J0IGNvbnN0IGVudiA9IHsgY2xpcGJvYXJkOiB7IHdyaXRlVGV4dDogYXN5bmMgKCkgPT4gdW5kZWZpbmVkIH0gfTtcblxuY29uc3Qgc3R1YiA9IHtcbiAgRXZlbnRFbWl0dGVyLCBUaGVtZUljb24sIFRoZW1lQ29sb3IsIFRyZWVJdGVtLCBUcmVlSXRlbUNvbGxhcHNpYmxlU3RhdGUsIFVyaSwgUXVpY2tQaWNrSXRlbUtpbmQsXG4gIFN0YXR1c0JhckFsaWdubWVudCwgVmlld0NvbHVtbiwgUHJvZ3Jlc3NMb2NhdGlvbiwgd2luZG93LCBjb21tYW5kcywgd29ya3NwYWNlLCBlbnYsXG59O1xuXG5jb25zdCBtb2QgPSBNb2R1bGUgYXMgdW5rbm93biBhcyB7IF9sb2FkOiAocmVxdWVzdDogc3RyaW5nLCAuLi5yZXN0OiB1bmtub3duW10pID0+IHVua25vd24gfTtcbmNvbnN0IG9yaWdpbmFsTG9hZCA9IG1vZC5fbG9hZDtcbm1vZC5fbG9hZCA9IGZ1bmN0aW9uIChyZXF1ZXN0OiBzdHJpbmcsIC4uLnJlc3Q6IHVua25vd25bXSkge1xuICBpZiAocmVxdWVzdCA9PT0gJ3ZzY29kZScpIHtcbiAgICByZXR1cm4gc3R1YjtcbiAgfVxuICByZXR1cm4gb3JpZ2luYWxMb2FkLmNhbGwodGhpcywgcmVxdWVzdCwgLi4ucmVzdCk7XG59O1xuXG5leHBvcnQgZnVuY3Rpb24gcmVzZXRSZWNvcmRlZCgpOiB2b2lkIHtcbiAgcmVjb3JkZWQuY29udGV4dC5jbGVhcigpO1xuICByZWNvcmRlZC5tZXNzYWdlcy5sZW5ndGggPSAwO1xuICByZWNvcmRlZC5zdGF0dXNCYXJJdGVtcy5sZW5ndGggPSAwO1xuICByZWNvcmRlZC5jb25maWd1cmF0aW9uLmNsZWFyKCk7XG4gIHJlY29yZGVkLmZvbGRlcnMubGVuZ3RoID0gMDtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUlBLE1BQU8sU0FBUyxRQUFRO0FBSWpCLE1BQU0sYUFBZ0I7QUFBQSxFQUNuQixZQUEyQixDQUFDO0FBQUEsRUFDM0IsUUFBUSxDQUFDLGFBQTBCO0FBQzFDLFNBQUssVUFBVSxLQUFLLFFBQVE7QUFDNUIsV0FBTyxFQUFFLFNBQVMsTUFBTyxLQUFLLFlBQVksS0FBSyxVQUFVLE9BQU8sQ0FBQyxNQUFNLE1BQU0sUUFBUSxFQUFHO0FBQUEsRUFDMUY7QUFBQSxFQUNBLEtBQUssR0FBWTtBQUNmLGVBQVcsS0FBSyxDQUFDLEdBQUcsS0FBSyxTQUFTLEdBQUc7QUFDbkMsUUFBRSxDQUFDO0FBQUEsSUFDTDtBQUFBLEVBQ0Y7QUFBQSxFQUNBLFVBQWdCO0FBQ2QsU0FBSyxZQUFZLENBQUM7QUFBQSxFQUNwQjtBQUNGO0FBRU8sTUFBTSxVQUFVO0FBQUEsRUFDckIsWUFDVyxJQUNBLE9BQ1Q7QUFGUztBQUNBO0FBQUEsRUFDUjtBQUFBLEVBRlE7QUFBQSxFQUNBO0FBRWI7QUFFTyxNQUFNLFdBQVc7QUFBQSxFQUN0QixZQUFxQixJQUFZO0FBQVo7QUFBQSxFQUFhO0FBQUEsRUFBYjtBQUN2QjtBQUVPLE1BQU0sMkJBQTJCLEVBQUUsTUFBTSxHQUFHLFdBQVcsR0FBRyxVQUFVLEVBQUU7QUFFdEUsTUFBTSxTQUFTO0FBQUEsRUFRcEIsWUFDVyxPQUNBLG1CQUEyQixHQUNwQztBQUZTO0FBQ0E7QUFBQSxFQUNSO0FBQUEsRUFGUTtBQUFBLEVBQ0E7QUFBQSxFQVRYO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBS0Y7QUFFTyxNQUFNLElBQUk7QUFBQSxFQUNQLFlBQ0csUUFDQSxNQUNRLEtBQ2pCO0FBSFM7QUFDQTtBQUNRO0FBQUEsRUFDaEI7QUFBQSxFQUhRO0FBQUEsRUFDQTtBQUFBLEVBQ1E7QUFBQSxFQUVuQixPQUFPLE1BQU0sT0FBb0I7QUFDL0IsVUFBTSxJQUFJLE1BQU0sUUFBUSxHQUFHO0FBQzNCLFdBQU8sSUFBSSxJQUFJLE1BQU0sTUFBTSxHQUFHLENBQUMsR0FBRyxtQkFBbUIsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFDLEdBQUcsS0FBSztBQUFBLEVBQ2pGO0FBQUEsRUFDQSxPQUFPLEtBQUssR0FBZ0I7QUFDMUIsV0FBTyxJQUFJLElBQUksUUFBUSxHQUFHLFVBQVUsQ0FBQyxFQUFFO0FBQUEsRUFDekM7QUFBQSxFQUNBLElBQUksU0FBaUI7QUFDbkIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBLEVBQ0EsV0FBbUI7QUFDakIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUNGO0FBRU8sTUFBTSxvQkFBb0IsRUFBRSxXQUFXLElBQUksU0FBUyxFQUFFO0FBQ3RELE1BQU0scUJBQXFCLEVBQUUsTUFBTSxHQUFHLE9BQU8sRUFBRTtBQUMvQyxNQUFNLGFBQWEsRUFBRSxRQUFRLElBQUksUUFBUSxJQUFJLEtBQUssRUFBRTtBQUNwRCxNQUFNLG1CQUFtQixFQUFFLGVBQWUsR0FBRyxRQUFRLElBQUksY0FBYyxHQUFHO0FBRTFFLE1BQU0sa0JBQWtCO0FBQUEsRUFDN0IsT0FBTztBQUFBLEVBQ1AsVUFBbUI7QUFBQSxFQUNuQjtBQUFBLEVBQ0EsT0FBTztBQUFBLEVBQ1A7QUFBQSxFQUNBO0FBQUEsRUFDQSxVQUFVO0FBQUEsRUFDVixPQUFhO0FBQ1gsU0FBSyxVQUFVO0FBQUEsRUFDakI7QUFBQSxFQUNBLE9BQWE7QUFDWCxTQUFLLFVBQVU7QUFBQSxFQUNqQjtBQUFBLEVBQ0EsVUFBZ0I7QUFDZCxTQUFLLFVBQVU7QUFBQSxFQUNqQjtBQUNGO0FBR08sTUFBTSxXQUFXO0FBQUEsRUFDdEIsU0FBUyxvQkFBSSxJQUFxQjtBQUFBLEVBQ2xDLFVBQVUsQ0FBQztBQUFBLEVBQ1gsZ0JBQWdCLENBQUM7QUFBQSxFQUNqQixlQUFlLG9CQUFJLElBQXFCO0FBQUEsRUFDeEMsU0FBUyxDQUFDO0FBQ1o7QUFFQSxNQUFNLE9BQU8sTUFBTTtBQUNuQixNQUFNLGFBQWEsRUFBRSxTQUFTLEtBQUs7QUFFNUIsTUFBTSxTQUFTO0FBQUEsRUFDcEIscUJBQXFCLE9BQU87QUFBQSxJQUMxQixNQUFNO0FBQUEsSUFBTSxNQUFNO0FBQUEsSUFBTSxPQUFPO0FBQUEsSUFBTSxPQUFPO0FBQUEsSUFBTSxPQUFPO0FBQUEsSUFBTSxNQUFNO0FBQUEsSUFBTSxTQUFTO0FBQUEsSUFBTSxRQUFRO0FBQUEsSUFBTSxZQUFZO0FBQUEsRUFDdEg7QUFBQSxFQUNBLHFCQUFxQixNQUFNO0FBQ3pCLFVBQU0sT0FBTyxJQUFJLGtCQUFrQjtBQUNuQyxhQUFTLGVBQWUsS0FBSyxJQUFJO0FBQ2pDLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFDQSxnQkFBZ0IsT0FBTyxFQUFFLFNBQVMsTUFBTSxTQUFTLFFBQWlDLFNBQVMsTUFBTSxRQUFRLFlBQVksT0FBVTtBQUFBLEVBQy9ILGtCQUFrQixPQUFPLFlBQW9CO0FBQzNDLGFBQVMsU0FBUyxLQUFLLEVBQUUsTUFBTSxTQUFTLFFBQVEsQ0FBQztBQUNqRCxXQUFPO0FBQUEsRUFDVDtBQUFBLEVBQ0Esb0JBQW9CLE9BQU8sWUFBb0I7QUFDN0MsYUFBUyxTQUFTLEtBQUssRUFBRSxNQUFNLFdBQVcsUUFBUSxDQUFDO0FBQ25ELFdBQU87QUFBQSxFQUNUO0FBQUEsRUFDQSx3QkFBd0IsT0FBTyxZQUFvQjtBQUNqRCxhQUFTLFNBQVMsS0FBSyxFQUFFLE1BQU0sUUFBUSxRQUFRLENBQUM7QUFDaEQsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUNBLHFCQUFxQixNQUFNO0FBQUEsRUFDM0Isb0JBQW9CLENBQUM7QUFDdkI7QUFFTyxNQUFNLFdBQVc7QUFBQSxFQUN0QixnQkFBZ0IsT0FBTyxJQUFZLEtBQWMsVUFBb0I7QUFDbkUsUUFBSSxPQUFPLGdCQUFnQixLQUFLO0FBQzlCLGVBQVMsUUFBUSxJQUFJLEtBQUssS0FBSztBQUFBLElBQ2pDO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUNBLGlCQUFpQixNQUFNO0FBQ3pCO0FBRU8sTUFBTSxZQUFZO0FBQUEsRUFDdkIsSUFBSSxtQkFBbUI7QUFDckIsV0FBTyxTQUFTLFFBQVEsSUFBSSxDQUFDLEdBQUcsV0FBVyxFQUFFLEtBQUssSUFBSSxLQUFLLENBQUMsR0FBRyxNQUFNLEdBQUcsTUFBTSxFQUFFO0FBQUEsRUFDbEY7QUFBQSxFQUNBLGtCQUFrQixPQUFPO0FBQUEsSUFDdkIsS0FBSyxDQUFDLEtBQWEsYUFBd0IsU0FBUyxjQUFjLElBQUksR0FBRyxJQUFJLFNBQVMsY0FBYyxJQUFJLEdBQUcsSUFBSTtBQUFBLEVBQ2pIO0FBQUEsRUFDQSwwQkFBMEIsTUFBTTtBQUFBLEVBQ2hDLHdCQUF3QixNQUFNO0FBQUEsRUFDOUIscUNBQXFDLE1BQU07QUFDN0M7QUFFTyxNQUFNLE1BQU0sRUFBRSxXQUFXLEVBQUUsV0FBVyxZQUFZLE9BQVUsRUFBRTtBQUVyRSxNQUFNLE9BQU87QUFBQSxFQUNYO0FBQUEsRUFBYztBQUFBLEVBQVc7QUFBQSxFQUFZO0FBQUEsRUFBVTtBQUFBLEVBQTBCO0FBQUEsRUFBSztBQUFBLEVBQzlFO0FBQUEsRUFBb0I7QUFBQSxFQUFZO0FBQUEsRUFBa0I7QUFBQSxFQUFRO0FBQUEsRUFBVTtBQUFBLEVBQVc7QUFDakY7QUFFQSxNQUFNLE1BQU07QUFDWixNQUFNLGVBQWUsSUFBSTtBQUN6QixJQUFJLFFBQVEsU0FBVSxZQUFvQixNQUFpQjtBQUN6RCxNQUFJLFlBQVksVUFBVTtBQUN4QixXQUFPO0FBQUEsRUFDVDtBQUNBLFNBQU8sYUFBYSxLQUFLLE1BQU0sU0FBUyxHQUFHLElBQUk7QUFDakQ7QUFFTyxTQUFTLGdCQUFzQjtBQUNwQyxXQUFTLFFBQVEsTUFBTTtBQUN2QixXQUFTLFNBQVMsU0FBUztBQUMzQixXQUFTLGVBQWUsU0FBUztBQUNqQyxXQUFTLGNBQWMsTUFBTTtBQUM3QixXQUFTLFFBQVEsU0FBUztBQUM1QjsiLAogICJuYW1lcyI6IFtdCn0K
