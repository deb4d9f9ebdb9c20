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
  FakeQuickPick: () => FakeQuickPick,
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
class FakeQuickPick {
  title = "";
  placeholder = "";
  value = "";
  items = [];
  selectedItems = [];
  busy = false;
  matchOnDescription = false;
  matchOnDetail = false;
  visible = false;
  disposed = false;
  changeValue = new EventEmitter();
  accepted = new EventEmitter();
  hidden = new EventEmitter();
  onDidChangeValue = this.changeValue.event;
  onDidAccept = this.accepted.event;
  onDidHide = this.hidden.event;
  show() {
    this.visible = true;
  }
  hide() {
    if (this.visible) {
      this.visible = false;
      this.hidden.fire();
    }
  }
  dispose() {
    this.disposed = true;
  }
  type(value) {
    this.value = value;
    this.changeValue.fire(value);
  }
  accept(item) {
    this.selectedItems = [item];
    this.accepted.fire();
  }
}
const recorded = {
  context: /* @__PURE__ */ new Map(),
  messages: [],
  statusBarItems: [],
  quickPicks: [],
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
  createQuickPick: () => {
    const qp = new FakeQuickPick();
    recorded.quickPicks.push(qp);
    return qp;
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
  recorded.quickPicks.length = 0;
  recorded.configuration.clear();
  recorded.folders.length = 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  EventEmitter,
  FakeQuickPick,
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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3ZzY29kZVN0dWIudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8vIEEgc21hbGwgc3RhbmQtaW4gZm9yIHRoZSBgdnNjb2RlYCBtb2R1bGUsIHNvIHRoZSBleHRlbnNpb24ncyBvd24gbG9naWMgcnVucyB1bmRlciBgbm9kZSAtLXRlc3RgXG4vLyB3aXRob3V0IFZTIENvZGUuIEltcG9ydCB0aGlzIGZpcnN0IGluIGV2ZXJ5IHRlc3QgZmlsZTogaXQgYW5zd2VycyBgcmVxdWlyZSgndnNjb2RlJylgLlxuXG4vLyBlc2xpbnQtZGlzYWJsZS1uZXh0LWxpbmUgQHR5cGVzY3JpcHQtZXNsaW50L25vLXJlcXVpcmUtaW1wb3J0c1xuaW1wb3J0IE1vZHVsZSA9IHJlcXVpcmUoJ21vZHVsZScpO1xuXG50eXBlIExpc3RlbmVyPFQ+ID0gKGU6IFQpID0+IHVua25vd247XG5cbmV4cG9ydCBjbGFzcyBFdmVudEVtaXR0ZXI8VD4ge1xuICBwcml2YXRlIGxpc3RlbmVyczogTGlzdGVuZXI8VD5bXSA9IFtdO1xuICByZWFkb25seSBldmVudCA9IChsaXN0ZW5lcjogTGlzdGVuZXI8VD4pID0+IHtcbiAgICB0aGlzLmxpc3RlbmVycy5wdXNoKGxpc3RlbmVyKTtcbiAgICByZXR1cm4geyBkaXNwb3NlOiAoKSA9PiAodGhpcy5saXN0ZW5lcnMgPSB0aGlzLmxpc3RlbmVycy5maWx0ZXIoKGwpID0+IGwgIT09IGxpc3RlbmVyKSkgfTtcbiAgfTtcbiAgZmlyZShlOiBUKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBsIG9mIFsuLi50aGlzLmxpc3RlbmVyc10pIHtcbiAgICAgIGwoZSk7XG4gICAgfVxuICB9XG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdGhpcy5saXN0ZW5lcnMgPSBbXTtcbiAgfVxufVxuXG5leHBvcnQgY2xhc3MgVGhlbWVJY29uIHtcbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkgaWQ6IHN0cmluZyxcbiAgICByZWFkb25seSBjb2xvcj86IFRoZW1lQ29sb3IsXG4gICkge31cbn1cblxuZXhwb3J0IGNsYXNzIFRoZW1lQ29sb3Ige1xuICBjb25zdHJ1Y3RvcihyZWFkb25seSBpZDogc3RyaW5nKSB7fVxufVxuXG5leHBvcnQgY29uc3QgVHJlZUl0ZW1Db2xsYXBzaWJsZVN0YXRlID0geyBOb25lOiAwLCBDb2xsYXBzZWQ6IDEsIEV4cGFuZGVkOiAyIH0gYXMgY29uc3Q7XG5cbmV4cG9ydCBjbGFzcyBUcmVlSXRlbSB7XG4gIGlkPzogc3RyaW5nO1xuICBkZXNjcmlwdGlvbj86IHN0cmluZztcbiAgdG9vbHRpcD86IHVua25vd247XG4gIGNvbnRleHRWYWx1ZT86IHN0cmluZztcbiAgaWNvblBhdGg/OiB1bmtub3duO1xuICBjb21tYW5kPzogdW5rbm93bjtcbiAgYWNjZXNzaWJpbGl0eUluZm9ybWF0aW9uPzogdW5rbm93bjtcbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkgbGFiZWw6IHN0cmluZyxcbiAgICByZWFkb25seSBjb2xsYXBzaWJsZVN0YXRlOiBudW1iZXIgPSAwLFxuICApIHt9XG59XG5cbmV4cG9ydCBjbGFzcyBVcmkge1xuICBwcml2YXRlIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IHNjaGVtZTogc3RyaW5nLFxuICAgIHJlYWRvbmx5IHBhdGg6IHN0cmluZyxcbiAgICBwcml2YXRlIHJlYWRvbmx5IHJhdzogc3RyaW5nLFxuICApIHt9XG4gIHN0YXRpYyBwYXJzZSh2YWx1ZTogc3RyaW5nKTogVXJpIHtcbiAgICBjb25zdCBpID0gdmFsdWUuaW5kZXhPZignOicpO1xuICAgIHJldHVybiBuZXcgVXJpKHZhbHVlLnNsaWNlKDAsIGkpLCBkZWNvZGVVUklDb21wb25lbnQodmFsdWUuc2xpY2UoaSArIDEpKSwgdmFsdWUpO1xuICB9XG4gIHN0YXRpYyBmaWxlKHA6IHN0cmluZyk6IFVyaSB7XG4gICAgcmV0dXJuIG5ldyBVcmkoJ2ZpbGUnLCBwLCBgZmlsZTovLyR7cH1gKTtcbiAgfVxuICBnZXQgZnNQYXRoKCk6IHN0cmluZyB7XG4gICAgcmV0dXJuIHRoaXMucGF0aDtcbiAgfVxuICB0b1N0cmluZygpOiBzdHJpbmcge1xuICAgIHJldHVybiB0aGlzLnJhdztcbiAgfVxufVxuXG5leHBvcnQgY29uc3QgUXVpY2tQaWNrSXRlbUtpbmQgPSB7IFNlcGFyYXRvcjogLTEsIERlZmF1bHQ6IDAgfSBhcyBjb25zdDtcbmV4cG9ydCBjb25zdCBTdGF0dXNCYXJBbGlnbm1lbnQgPSB7IExlZnQ6IDEsIFJpZ2h0OiAyIH0gYXMgY29uc3Q7XG5leHBvcnQgY29uc3QgVmlld0NvbHVtbiA9IHsgQWN0aXZlOiAtMSwgQmVzaWRlOiAtMiwgT25lOiAxIH0gYXMgY29uc3Q7XG5leHBvcnQgY29uc3QgUHJvZ3Jlc3NMb2NhdGlvbiA9IHsgU291cmNlQ29udHJvbDogMSwgV2luZG93OiAxMCwgTm90aWZpY2F0aW9uOiAxNSB9IGFzIGNvbnN0O1xuXG5leHBvcnQgY2xhc3MgRmFrZVN0YXR1c0Jhckl0ZW0ge1xuICB0ZXh0ID0gJyc7XG4gIHRvb2x0aXA6IHVua25vd24gPSAnJztcbiAgY29tbWFuZDogdW5rbm93bjtcbiAgbmFtZSA9ICcnO1xuICBiYWNrZ3JvdW5kQ29sb3I6IFRoZW1lQ29sb3IgfCB1bmRlZmluZWQ7XG4gIGFjY2Vzc2liaWxpdHlJbmZvcm1hdGlvbjogdW5rbm93bjtcbiAgdmlzaWJsZSA9IGZhbHNlO1xuICBzaG93KCk6IHZvaWQge1xuICAgIHRoaXMudmlzaWJsZSA9IHRydWU7XG4gIH1cbiAgaGlkZSgpOiB2b2lkIHtcbiAgICB0aGlzLnZpc2libGUgPSBmYWxzZTtcbiAgfVxuICBkaXNwb3NlKCk6IHZvaWQge1xuICAgIHRoaXMudmlzaWJsZSA9IGZhbHNlO1xuICB9XG59XG5cbi8qKiBgd2luZG93LmNyZWF0ZVF1aWNrUGljaygpYDogdGhlIHRlc3RzIHR5cGUgaW50byBpdCAoYHR5cGVgKSwgcGljayAoYGFjY2VwdGApIGFuZCBsb29rIGF0IGl0cyBpdGVtcy4gKi9cbmV4cG9ydCBjbGFzcyBGYWtlUXVpY2tQaWNrPFQ+IHtcbiAgdGl0bGUgPSAnJztcbiAgcGxhY2Vob2xkZXIgPSAnJztcbiAgdmFsdWUgPSAnJztcbiAgaXRlbXM6IHJlYWRvbmx5IFRbXSA9IFtdO1xuICBzZWxlY3RlZEl0ZW1zOiByZWFkb25seSBUW10gPSBbXTtcbiAgYnVzeSA9IGZhbHNlO1xuICBtYXRjaE9uRGVzY3JpcHRpb24gPSBmYWxzZTtcbiAgbWF0Y2hPbkRldGFpbCA9IGZhbHNlO1xuICB2aXNpYmxlID0gZmFsc2U7XG4gIGRpc3Bvc2VkID0gZmFsc2U7XG4gIHByaXZhdGUgcmVhZG9ubHkgY2hhbmdlVmFsdWUgPSBuZXcgRXZlbnRFbWl0dGVyPHN0cmluZz4oKTtcbiAgcHJpdmF0ZSByZWFkb25seSBhY2NlcHRlZCA9IG5ldyBFdmVudEVtaXR0ZXI8dm9pZD4oKTtcbiAgcHJpdmF0ZSByZWFkb25seSBoaWRkZW4gPSBuZXcgRXZlbnRFbWl0dGVyPHZvaWQ+KCk7XG4gIHJlYWRvbmx5IG9uRGlkQ2hhbmdlVmFsdWUgPSB0aGlzLmNoYW5nZVZhbHVlLmV2ZW50O1xuICByZWFkb25seSBvbkRpZEFjY2VwdCA9IHRoaXMuYWNjZXB0ZWQuZXZlbnQ7XG4gIHJlYWRvbmx5IG9uRGlkSGlkZSA9IHRoaXMuaGlkZGVuLmV2ZW50O1xuICBzaG93KCk6IHZvaWQge1xuICAgIHRoaXMudmlzaWJsZSA9IHRydWU7XG4gIH1cbiAgaGlkZSgpOiB2b2lkIHtcbiAgICBpZiAodGhpcy52aXNpYmxlKSB7XG4gICAgICB0aGlzLnZpc2libGUgPSBmYWxzZTtcbiAgICAgIHRoaXMuaGlkZGVuLmZpcmUoKTtcbiAgICB9XG4gIH1cbiAgZGlzcG9zZSgpOiB2b2lkIHtcbiAgICB0aGlzLmRpc3Bvc2VkID0gdHJ1ZTtcbiAgfVxuICB0eXBlKHZhbHVlOiBzdHJpbmcpOiB2b2lkIHtcbiAgICB0aGlzLnZhbHVlID0gdmFsdWU7XG4gICAgdGhpcy5jaGFuZ2VWYWx1ZS5maXJlKHZhbHVlKTtcbiAgfVxuICBhY2NlcHQoaXRlbTogVCk6IHZvaWQge1xuICAgIHRoaXMuc2VsZWN0ZWRJdGVtcyA9IFtpdGVtXTtcbiAgICB0aGlzLmFjY2VwdGVkLmZpcmUoKTtcbiAgfVxufVxuXG4vKiogV2hhdCB0aGUgdGVzdHMgY2FuIGxvb2sgYXQ6IGNvbnRleHQga2V5cyBzZXQsIG1lc3NhZ2VzIHNob3duLCBpdGVtcyBjcmVhdGVkLiAqL1xuZXhwb3J0IGNvbnN0IHJlY29yZGVkID0ge1xuICBjb250ZXh0OiBuZXcgTWFwPHN0cmluZywgdW5rbm93bj4oKSxcbiAgbWVzc2FnZXM6IFtdIGFzIHsga2luZDogc3RyaW5nOyBtZXNzYWdlOiBzdHJpbmcgfVtdLFxuICBzdGF0dXNCYXJJdGVtczogW10gYXMgRmFrZVN0YXR1c0Jhckl0ZW1bXSxcbiAgcXVpY2tQaWNrczogW10gYXMgRmFrZVF1aWNrUGljazx1bmtub3duPltdLFxuICBjb25maWd1cmF0aW9uOiBuZXcgTWFwPHN0cmluZywgdW5rbm93bj4oKSxcbiAgZm9sZGVyczogW10gYXMgc3RyaW5nW10sXG59O1xuXG5jb25zdCBub29wID0gKCkgPT4gdW5kZWZpbmVkO1xuY29uc3QgZGlzcG9zYWJsZSA9IHsgZGlzcG9zZTogbm9vcCB9O1xuXG5leHBvcnQgY29uc3Qgd2luZG93ID0ge1xuICBjcmVhdGVPdXRwdXRDaGFubmVsOiAoKSA9PiAoe1xuICAgIGluZm86IG5vb3AsIHdhcm46IG5vb3AsIGVycm9yOiBub29wLCBkZWJ1Zzogbm9vcCwgdHJhY2U6IG5vb3AsIHNob3c6IG5vb3AsIGRpc3Bvc2U6IG5vb3AsIGFwcGVuZDogbm9vcCwgYXBwZW5kTGluZTogbm9vcCxcbiAgfSksXG4gIGNyZWF0ZVN0YXR1c0Jhckl0ZW06ICgpID0+IHtcbiAgICBjb25zdCBpdGVtID0gbmV3IEZha2VTdGF0dXNCYXJJdGVtKCk7XG4gICAgcmVjb3JkZWQuc3RhdHVzQmFySXRlbXMucHVzaChpdGVtKTtcbiAgICByZXR1cm4gaXRlbTtcbiAgfSxcbiAgY3JlYXRlUXVpY2tQaWNrOiAoKSA9PiB7XG4gICAgY29uc3QgcXAgPSBuZXcgRmFrZVF1aWNrUGljazx1bmtub3duPigpO1xuICAgIHJlY29yZGVkLnF1aWNrUGlja3MucHVzaChxcCk7XG4gICAgcmV0dXJuIHFwO1xuICB9LFxuICBjcmVhdGVUcmVlVmlldzogKCkgPT4gKHsgdmlzaWJsZTogdHJ1ZSwgbWVzc2FnZTogdW5kZWZpbmVkIGFzIHN0cmluZyB8IHVuZGVmaW5lZCwgZGlzcG9zZTogbm9vcCwgcmV2ZWFsOiBhc3luYyAoKSA9PiB1bmRlZmluZWQgfSksXG4gIHNob3dFcnJvck1lc3NhZ2U6IGFzeW5jIChtZXNzYWdlOiBzdHJpbmcpID0+IHtcbiAgICByZWNvcmRlZC5tZXNzYWdlcy5wdXNoKHsga2luZDogJ2Vycm9yJywgbWVzc2FnZSB9KTtcbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9LFxuICBzaG93V2FybmluZ01lc3NhZ2U6IGFzeW5jIChtZXNzYWdlOiBzdHJpbmcpID0+IHtcbiAgICByZWNvcmRlZC5tZXNzYWdlcy5wdXNoKHsga2luZDogJ3dhcm5pbmcnLCBtZXNzYWdlIH0pO1xuICAgIHJldHVybiB1bmRlZmluZWQ7XG4gIH0sXG4gIHNob3dJbmZvcm1hdGlvbk1lc3NhZ2U6IGFzeW5jIChtZXNzYWdlOiBzdHJpbmcpID0+IHtcbiAgICByZWNvcmRlZC5tZXNzYWdlcy5wdXNoKHsga2luZDogJ2luZm8nLCBtZXNzYWdlIH0pO1xuICAgIHJldHVybiB1bmRlZmluZWQ7XG4gIH0sXG4gIHNldFN0YXR1c0Jhck1lc3NhZ2U6ICgpID0+IGRpc3Bvc2FibGUsXG4gIHZpc2libGVUZXh0RWRpdG9yczogW10gYXMgdW5rbm93bltdLFxufTtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmRzID0ge1xuICBleGVjdXRlQ29tbWFuZDogYXN5bmMgKGlkOiBzdHJpbmcsIGtleT86IHN0cmluZywgdmFsdWU/OiB1bmtub3duKSA9PiB7XG4gICAgaWYgKGlkID09PSAnc2V0Q29udGV4dCcgJiYga2V5KSB7XG4gICAgICByZWNvcmRlZC5jb250ZXh0LnNldChrZXksIHZhbHVlKTtcbiAgICB9XG4gICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgfSxcbiAgcmVnaXN0ZXJDb21tYW5kOiAoKSA9PiBkaXNwb3NhYmxlLFxufTtcblxuZXhwb3J0IGNvbnN0IHdvcmtzcGFjZSA9IHtcbiAgZ2V0IHdvcmtzcGFjZUZvbGRlcnMoKSB7XG4gICAgcmV0dXJuIHJlY29yZGVkLmZvbGRlcnMubWFwKChmLCBpbmRleCkgPT4gKHsgdXJpOiBVcmkuZmlsZShmKSwgbmFtZTogZiwgaW5kZXggfSkpO1xuICB9LFxuICBnZXRDb25maWd1cmF0aW9uOiAoKSA9PiAoe1xuICAgIGdldDogKGtleTogc3RyaW5nLCBmYWxsYmFjaz86IHVua25vd24pID0+IChyZWNvcmRlZC5jb25maWd1cmF0aW9uLmhhcyhrZXkpID8gcmVjb3JkZWQuY29uZmlndXJhdGlvbi5nZXQoa2V5KSA6IGZhbGxiYWNrKSxcbiAgfSksXG4gIG9uRGlkQ2hhbmdlQ29uZmlndXJhdGlvbjogKCkgPT4gZGlzcG9zYWJsZSxcbiAgb25EaWRDbG9zZVRleHREb2N1bWVudDogKCkgPT4gZGlzcG9zYWJsZSxcbiAgcmVnaXN0ZXJUZXh0RG9jdW1lbnRDb250ZW50UHJvdmlkZXI6ICgpID0+IGRpc3Bvc2FibGUsXG59O1xuXG5leHBvcnQgY29uc3QgZW52ID0geyBjbGlwYm9hcmQ6IHsgd3JpdGVUZXh0OiBhc3luYyAoKSA9PiB1bmRlZmluZWQgfSB9O1xuXG5jb25zdCBzdHViID0ge1xuICBFdmVudEVtaXR0ZXIsIFRoZW1lSWNvbiwgVGhlbWVDb2xvciwgVHJlZUl0ZW0sIFRyZWVJdGVtQ29sbGFwc2libGVTdGF0ZSwgVXJpLCBRdWlja1BpY2tJdGVtS2luZCxcbiAgU3RhdHVzQmFyQWxpZ25tZW50LCBWaWV3Q29sdW1uLCBQcm9ncmVzc0xvY2F0aW9uLCB3aW5kb3csIGNvbW1hbmRzLCB3b3Jrc3BhY2UsIGVudixcbn07XG5cbmNvbnN0IG1vZCA9IE1vZHVsZSBhcyB1bmtub3duIGFzIHsgX2xvYWQ6IChyZXF1ZXN0OiBzdHJpbmcsIC4uLnJlc3Q6IHVua25vd25bXSkgPT4gdW5rbm93biB9O1xuY29uc3Qgb3JpZ2luYWxMb2FkID0gbW9kLl9sb2FkO1xubW9kLl9sb2FkID0gZnVuY3Rpb24gKHJlcXVlc3Q6IHN0cmluZywgLi4ucmVzdDogdW5rbm93bltdKSB7XG4gIGlmIChyZXF1ZXN0ID09PSAndnNjb2RlJykge1xuICAgIHJldHVybiBzdHViO1xuICB9XG4gIHJldHVybiBvcmlnaW5hbExvYWQuY2FsbCh0aGlzLCByZXF1ZXN0LCAuLi5yZXN0KTtcbn07XG5cbmV4cG9ydCBmdW5jdGlvbiByZXNldFJlY29yZGVkKCk6IHZvaWQge1xuICByZWNvcmRlZC5jb250ZXh0LmNsZWFyKCk7XG4gIHJlY29yZGVkLm1lc3NhZ2VzLmxlbmd0aCA9IDA7XG4gIHJlY29yZGVkLnN0YXR1c0Jhckl0ZW1zLmxlbmd0aCA9IDA7XG4gIHJlY29yZGVkLnF1aWNrUGlja3MubGVuZ3RoID0gMDtcbiAgcmVjb3JkZWQuY29uZmlndXJhdGlvbi5jbGVhcigpO1xuICByZWNvcmRlZC5mb2xkZXJzLmxlbmd0aCA9IDA7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUlBLE1BQU8sU0FBUyxRQUFRO0FBSWpCLE1BQU0sYUFBZ0I7QUFBQSxFQUNuQixZQUEyQixDQUFDO0FBQUEsRUFDM0IsUUFBUSxDQUFDLGFBQTBCO0FBQzFDLFNBQUssVUFBVSxLQUFLLFFBQVE7QUFDNUIsV0FBTyxFQUFFLFNBQVMsTUFBTyxLQUFLLFlBQVksS0FBSyxVQUFVLE9BQU8sQ0FBQyxNQUFNLE1BQU0sUUFBUSxFQUFHO0FBQUEsRUFDMUY7QUFBQSxFQUNBLEtBQUssR0FBWTtBQUNmLGVBQVcsS0FBSyxDQUFDLEdBQUcsS0FBSyxTQUFTLEdBQUc7QUFDbkMsUUFBRSxDQUFDO0FBQUEsSUFDTDtBQUFBLEVBQ0Y7QUFBQSxFQUNBLFVBQWdCO0FBQ2QsU0FBSyxZQUFZLENBQUM7QUFBQSxFQUNwQjtBQUNGO0FBRU8sTUFBTSxVQUFVO0FBQUEsRUFDckIsWUFDVyxJQUNBLE9BQ1Q7QUFGUztBQUNBO0FBQUEsRUFDUjtBQUFBLEVBRlE7QUFBQSxFQUNBO0FBRWI7QUFFTyxNQUFNLFdBQVc7QUFBQSxFQUN0QixZQUFxQixJQUFZO0FBQVo7QUFBQSxFQUFhO0FBQUEsRUFBYjtBQUN2QjtBQUVPLE1BQU0sMkJBQTJCLEVBQUUsTUFBTSxHQUFHLFdBQVcsR0FBRyxVQUFVLEVBQUU7QUFFdEUsTUFBTSxTQUFTO0FBQUEsRUFRcEIsWUFDVyxPQUNBLG1CQUEyQixHQUNwQztBQUZTO0FBQ0E7QUFBQSxFQUNSO0FBQUEsRUFGUTtBQUFBLEVBQ0E7QUFBQSxFQVRYO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBS0Y7QUFFTyxNQUFNLElBQUk7QUFBQSxFQUNQLFlBQ0csUUFDQSxNQUNRLEtBQ2pCO0FBSFM7QUFDQTtBQUNRO0FBQUEsRUFDaEI7QUFBQSxFQUhRO0FBQUEsRUFDQTtBQUFBLEVBQ1E7QUFBQSxFQUVuQixPQUFPLE1BQU0sT0FBb0I7QUFDL0IsVUFBTSxJQUFJLE1BQU0sUUFBUSxHQUFHO0FBQzNCLFdBQU8sSUFBSSxJQUFJLE1BQU0sTUFBTSxHQUFHLENBQUMsR0FBRyxtQkFBbUIsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFDLEdBQUcsS0FBSztBQUFBLEVBQ2pGO0FBQUEsRUFDQSxPQUFPLEtBQUssR0FBZ0I7QUFDMUIsV0FBTyxJQUFJLElBQUksUUFBUSxHQUFHLFVBQVUsQ0FBQyxFQUFFO0FBQUEsRUFDekM7QUFBQSxFQUNBLElBQUksU0FBaUI7QUFDbkIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBLEVBQ0EsV0FBbUI7QUFDakIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUNGO0FBRU8sTUFBTSxvQkFBb0IsRUFBRSxXQUFXLElBQUksU0FBUyxFQUFFO0FBQ3RELE1BQU0scUJBQXFCLEVBQUUsTUFBTSxHQUFHLE9BQU8sRUFBRTtBQUMvQyxNQUFNLGFBQWEsRUFBRSxRQUFRLElBQUksUUFBUSxJQUFJLEtBQUssRUFBRTtBQUNwRCxNQUFNLG1CQUFtQixFQUFFLGVBQWUsR0FBRyxRQUFRLElBQUksY0FBYyxHQUFHO0FBRTFFLE1BQU0sa0JBQWtCO0FBQUEsRUFDN0IsT0FBTztBQUFBLEVBQ1AsVUFBbUI7QUFBQSxFQUNuQjtBQUFBLEVBQ0EsT0FBTztBQUFBLEVBQ1A7QUFBQSxFQUNBO0FBQUEsRUFDQSxVQUFVO0FBQUEsRUFDVixPQUFhO0FBQ1gsU0FBSyxVQUFVO0FBQUEsRUFDakI7QUFBQSxFQUNBLE9BQWE7QUFDWCxTQUFLLFVBQVU7QUFBQSxFQUNqQjtBQUFBLEVBQ0EsVUFBZ0I7QUFDZCxTQUFLLFVBQVU7QUFBQSxFQUNqQjtBQUNGO0FBR08sTUFBTSxjQUFpQjtBQUFBLEVBQzVCLFFBQVE7QUFBQSxFQUNSLGNBQWM7QUFBQSxFQUNkLFFBQVE7QUFBQSxFQUNSLFFBQXNCLENBQUM7QUFBQSxFQUN2QixnQkFBOEIsQ0FBQztBQUFBLEVBQy9CLE9BQU87QUFBQSxFQUNQLHFCQUFxQjtBQUFBLEVBQ3JCLGdCQUFnQjtBQUFBLEVBQ2hCLFVBQVU7QUFBQSxFQUNWLFdBQVc7QUFBQSxFQUNNLGNBQWMsSUFBSSxhQUFxQjtBQUFBLEVBQ3ZDLFdBQVcsSUFBSSxhQUFtQjtBQUFBLEVBQ2xDLFNBQVMsSUFBSSxhQUFtQjtBQUFBLEVBQ3hDLG1CQUFtQixLQUFLLFlBQVk7QUFBQSxFQUNwQyxjQUFjLEtBQUssU0FBUztBQUFBLEVBQzVCLFlBQVksS0FBSyxPQUFPO0FBQUEsRUFDakMsT0FBYTtBQUNYLFNBQUssVUFBVTtBQUFBLEVBQ2pCO0FBQUEsRUFDQSxPQUFhO0FBQ1gsUUFBSSxLQUFLLFNBQVM7QUFDaEIsV0FBSyxVQUFVO0FBQ2YsV0FBSyxPQUFPLEtBQUs7QUFBQSxJQUNuQjtBQUFBLEVBQ0Y7QUFBQSxFQUNBLFVBQWdCO0FBQ2QsU0FBSyxXQUFXO0FBQUEsRUFDbEI7QUFBQSxFQUNBLEtBQUssT0FBcUI7QUFDeEIsU0FBSyxRQUFRO0FBQ2IsU0FBSyxZQUFZLEtBQUssS0FBSztBQUFBLEVBQzdCO0FBQUEsRUFDQSxPQUFPLE1BQWU7QUFDcEIsU0FBSyxnQkFBZ0IsQ0FBQyxJQUFJO0FBQzFCLFNBQUssU0FBUyxLQUFLO0FBQUEsRUFDckI7QUFDRjtBQUdPLE1BQU0sV0FBVztBQUFBLEVBQ3RCLFNBQVMsb0JBQUksSUFBcUI7QUFBQSxFQUNsQyxVQUFVLENBQUM7QUFBQSxFQUNYLGdCQUFnQixDQUFDO0FBQUEsRUFDakIsWUFBWSxDQUFDO0FBQUEsRUFDYixlQUFlLG9CQUFJLElBQXFCO0FBQUEsRUFDeEMsU0FBUyxDQUFDO0FBQ1o7QUFFQSxNQUFNLE9BQU8sTUFBTTtBQUNuQixNQUFNLGFBQWEsRUFBRSxTQUFTLEtBQUs7QUFFNUIsTUFBTSxTQUFTO0FBQUEsRUFDcEIscUJBQXFCLE9BQU87QUFBQSxJQUMxQixNQUFNO0FBQUEsSUFBTSxNQUFNO0FBQUEsSUFBTSxPQUFPO0FBQUEsSUFBTSxPQUFPO0FBQUEsSUFBTSxPQUFPO0FBQUEsSUFBTSxNQUFNO0FBQUEsSUFBTSxTQUFTO0FBQUEsSUFBTSxRQUFRO0FBQUEsSUFBTSxZQUFZO0FBQUEsRUFDdEg7QUFBQSxFQUNBLHFCQUFxQixNQUFNO0FBQ3pCLFVBQU0sT0FBTyxJQUFJLGtCQUFrQjtBQUNuQyxhQUFTLGVBQWUsS0FBSyxJQUFJO0FBQ2pDLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFDQSxpQkFBaUIsTUFBTTtBQUNyQixVQUFNLEtBQUssSUFBSSxjQUF1QjtBQUN0QyxhQUFTLFdBQVcsS0FBSyxFQUFFO0FBQzNCLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFDQSxnQkFBZ0IsT0FBTyxFQUFFLFNBQVMsTUFBTSxTQUFTLFFBQWlDLFNBQVMsTUFBTSxRQUFRLFlBQVksT0FBVTtBQUFBLEVBQy9ILGtCQUFrQixPQUFPLFlBQW9CO0FBQzNDLGFBQVMsU0FBUyxLQUFLLEVBQUUsTUFBTSxTQUFTLFFBQVEsQ0FBQztBQUNqRCxXQUFPO0FBQUEsRUFDVDtBQUFBLEVBQ0Esb0JBQW9CLE9BQU8sWUFBb0I7QUFDN0MsYUFBUyxTQUFTLEtBQUssRUFBRSxNQUFNLFdBQVcsUUFBUSxDQUFDO0FBQ25ELFdBQU87QUFBQSxFQUNUO0FBQUEsRUFDQSx3QkFBd0IsT0FBTyxZQUFvQjtBQUNqRCxhQUFTLFNBQVMsS0FBSyxFQUFFLE1BQU0sUUFBUSxRQUFRLENBQUM7QUFDaEQsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUNBLHFCQUFxQixNQUFNO0FBQUEsRUFDM0Isb0JBQW9CLENBQUM7QUFDdkI7QUFFTyxNQUFNLFdBQVc7QUFBQSxFQUN0QixnQkFBZ0IsT0FBTyxJQUFZLEtBQWMsVUFBb0I7QUFDbkUsUUFBSSxPQUFPLGdCQUFnQixLQUFLO0FBQzlCLGVBQVMsUUFBUSxJQUFJLEtBQUssS0FBSztBQUFBLElBQ2pDO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUNBLGlCQUFpQixNQUFNO0FBQ3pCO0FBRU8sTUFBTSxZQUFZO0FBQUEsRUFDdkIsSUFBSSxtQkFBbUI7QUFDckIsV0FBTyxTQUFTLFFBQVEsSUFBSSxDQUFDLEdBQUcsV0FBVyxFQUFFLEtBQUssSUFBSSxLQUFLLENBQUMsR0FBRyxNQUFNLEdBQUcsTUFBTSxFQUFFO0FBQUEsRUFDbEY7QUFBQSxFQUNBLGtCQUFrQixPQUFPO0FBQUEsSUFDdkIsS0FBSyxDQUFDLEtBQWEsYUFBd0IsU0FBUyxjQUFjLElBQUksR0FBRyxJQUFJLFNBQVMsY0FBYyxJQUFJLEdBQUcsSUFBSTtBQUFBLEVBQ2pIO0FBQUEsRUFDQSwwQkFBMEIsTUFBTTtBQUFBLEVBQ2hDLHdCQUF3QixNQUFNO0FBQUEsRUFDOUIscUNBQXFDLE1BQU07QUFDN0M7QUFFTyxNQUFNLE1BQU0sRUFBRSxXQUFXLEVBQUUsV0FBVyxZQUFZLE9BQVUsRUFBRTtBQUVyRSxNQUFNLE9BQU87QUFBQSxFQUNYO0FBQUEsRUFBYztBQUFBLEVBQVc7QUFBQSxFQUFZO0FBQUEsRUFBVTtBQUFBLEVBQTBCO0FBQUEsRUFBSztBQUFBLEVBQzlFO0FBQUEsRUFBb0I7QUFBQSxFQUFZO0FBQUEsRUFBa0I7QUFBQSxFQUFRO0FBQUEsRUFBVTtBQUFBLEVBQVc7QUFDakY7QUFFQSxNQUFNLE1BQU07QUFDWixNQUFNLGVBQWUsSUFBSTtBQUN6QixJQUFJLFFBQVEsU0FBVSxZQUFvQixNQUFpQjtBQUN6RCxNQUFJLFlBQVksVUFBVTtBQUN4QixXQUFPO0FBQUEsRUFDVDtBQUNBLFNBQU8sYUFBYSxLQUFLLE1BQU0sU0FBUyxHQUFHLElBQUk7QUFDakQ7QUFFTyxTQUFTLGdCQUFzQjtBQUNwQyxXQUFTLFFBQVEsTUFBTTtBQUN2QixXQUFTLFNBQVMsU0FBUztBQUMzQixXQUFTLGVBQWUsU0FBUztBQUNqQyxXQUFTLFdBQVcsU0FBUztBQUM3QixXQUFTLGNBQWMsTUFBTTtBQUM3QixXQUFTLFFBQVEsU0FBUztBQUM1QjsiLAogICJuYW1lcyI6IFtdCn0K
