// A small stand-in for the `vscode` module, so the extension's own logic runs under `node --test`
// without VS Code. Import this first in every test file: it answers `require('vscode')`.

// eslint-disable-next-line @typescript-eslint/no-require-imports
import Module = require('module');

type Listener<T> = (e: T) => unknown;

export class EventEmitter<T> {
  private listeners: Listener<T>[] = [];
  readonly event = (listener: Listener<T>) => {
    this.listeners.push(listener);
    return { dispose: () => (this.listeners = this.listeners.filter((l) => l !== listener)) };
  };
  fire(e: T): void {
    for (const l of [...this.listeners]) {
      l(e);
    }
  }
  dispose(): void {
    this.listeners = [];
  }
}

export class CancellationTokenSource {
  private readonly cancelled = new EventEmitter<void>();
  readonly token = { isCancellationRequested: false, onCancellationRequested: this.cancelled.event };
  cancel(): void {
    if (!this.token.isCancellationRequested) {
      this.token.isCancellationRequested = true;
      this.cancelled.fire();
    }
  }
  dispose(): void {
    this.cancelled.dispose();
  }
}

/** A `window.withProgress` as shown: its options, the messages reported, and its Cancel button. */
export interface ShownProgress {
  options: { location: number; title?: string; cancellable?: boolean };
  messages: (string | undefined)[];
  cancel: () => void;
  done: boolean;
}

export class ThemeIcon {
  constructor(
    readonly id: string,
    readonly color?: ThemeColor,
  ) {}
}

export class ThemeColor {
  constructor(readonly id: string) {}
}

export const TreeItemCollapsibleState = { None: 0, Collapsed: 1, Expanded: 2 } as const;

export class TreeItem {
  id?: string;
  description?: string;
  tooltip?: unknown;
  contextValue?: string;
  iconPath?: unknown;
  command?: unknown;
  accessibilityInformation?: unknown;
  constructor(
    readonly label: string,
    readonly collapsibleState: number = 0,
  ) {}
}

export class Uri {
  private constructor(
    readonly scheme: string,
    readonly path: string,
    private readonly raw: string,
    readonly query = '',
  ) {}
  static parse(value: string): Uri {
    const i = value.indexOf(':');
    const [path, query] = value.slice(i + 1).split('?', 2);
    return new Uri(value.slice(0, i), decodeURIComponent(path), value, query ?? '');
  }
  static file(p: string): Uri {
    return new Uri('file', p, `file://${p}`);
  }
  get fsPath(): string {
    return this.path;
  }
  /** Like the editor: the URI spelled again, each path segment percent-encoded. */
  with(change: { path?: string; query?: string }): Uri {
    const path = change.path ?? this.path;
    const query = change.query ?? this.query;
    const spelled = `${this.scheme}:${path.split('/').map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`;
    return new Uri(this.scheme, path, spelled, query);
  }
  toString(): string {
    return this.raw;
  }
}

export const QuickPickItemKind = { Separator: -1, Default: 0 } as const;
export const StatusBarAlignment = { Left: 1, Right: 2 } as const;
export const ViewColumn = { Active: -1, Beside: -2, One: 1 } as const;
export const ProgressLocation = { SourceControl: 1, Window: 10, Notification: 15 } as const;

export class FakeStatusBarItem {
  text = '';
  tooltip: unknown = '';
  command: unknown;
  name = '';
  backgroundColor: ThemeColor | undefined;
  accessibilityInformation: unknown;
  visible = false;
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  dispose(): void {
    this.visible = false;
  }
}

/** `window.createQuickPick()`: the tests type into it (`type`), pick (`accept`) and look at its items. */
export class FakeQuickPick<T> {
  title = '';
  placeholder = '';
  value = '';
  items: readonly T[] = [];
  selectedItems: readonly T[] = [];
  activeItems: readonly T[] = [];
  busy = false;
  ignoreFocusOut = false;
  matchOnDescription = false;
  matchOnDetail = false;
  visible = false;
  disposed = false;
  buttons: readonly unknown[] = [];
  private readonly changeValue = new EventEmitter<string>();
  private readonly accepted = new EventEmitter<void>();
  private readonly hidden = new EventEmitter<void>();
  private readonly buttonTriggered = new EventEmitter<unknown>();
  private readonly itemButtonTriggered = new EventEmitter<{ item: T; button: unknown }>();
  readonly onDidTriggerItemButton = this.itemButtonTriggered.event;
  readonly onDidChangeValue = this.changeValue.event;
  readonly onDidAccept = this.accepted.event;
  readonly onDidHide = this.hidden.event;
  readonly onDidTriggerButton = this.buttonTriggered.event;
  triggerButton(button: unknown): void {
    this.buttonTriggered.fire(button);
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    if (this.visible) {
      this.visible = false;
      this.hidden.fire();
    }
  }
  dispose(): void {
    this.disposed = true;
  }
  type(value: string): void {
    this.value = value;
    this.changeValue.fire(value);
  }
  accept(item: T): void {
    this.selectedItems = [item];
    this.accepted.fire();
  }
}

/** What the tests can look at: context keys set, messages shown, items created. */
export const recorded = {
  /** What a document opened with `workspace.openTextDocument` holds. */
  openedText: '',
  documentsOpened: 0,
  context: new Map<string, unknown>(),
  messages: [] as { kind: string; message: string }[],
  statusBarItems: [] as FakeStatusBarItem[],
  /** `commands.executeCommand` ids, in order; `setStatusBarMessage` texts. */
  commandsRun: [] as string[],
  /** `commands.executeCommand` calls with their arguments, in order. */
  commandCalls: [] as { id: string; args: unknown[] }[],
  statusMessages: [] as string[],
  quickPicks: [] as FakeQuickPick<unknown>[],
  configuration: new Map<string, unknown>(),
  folders: [] as string[],
  /** The URIs `workspace.openTextDocument` was asked for, as strings. */
  openedUris: [] as string[],
  /** Modal warnings: message, detail and buttons; `warningAnswer` is what the user clicks. */
  modals: [] as { message: string; detail?: string; buttons: string[] }[],
  warningAnswer: undefined as string | undefined,
  /** The button the user clicks on a (non-modal) warning or error notification that offers it. */
  notificationAnswer: undefined as string | undefined,
  /** What the user leaves in an input box, given the value it opened with (undefined: Escape). */
  inputAnswer: ((_value: string | undefined) => undefined) as (value: string | undefined) => string | undefined,
  /** What `showInformationMessage` answers (a button's label, or undefined: dismissed). */
  infoAnswer: undefined as string | undefined,
  progress: [] as ShownProgress[],
  /** What `commands.registerCommand` registered, by id. */
  commandHandlers: new Map<string, (...args: unknown[]) => unknown>(),
  /** `window.showQuickPick` calls (their titles); the user picks the first item when `pickFirst`,
   *  else dismisses it. */
  shownPicks: [] as (string | undefined)[],
  pickFirst: false,
  /** `window.showWorkspaceFolderPick` calls; the folder the user picks (undefined: dismissed). */
  folderPicks: 0,
  folderAnswer: undefined as string | undefined,
};

const noop = () => undefined;
const disposable = { dispose: noop };

/** `window.tabGroups`: the tests put tabs in `groups` and announce activations with `changed`. */
export class TabInputText {
  constructor(readonly uri: { toString(): string }) {}
}
export interface FakeTab {
  input: unknown;
  isActive: boolean;
  group: { viewColumn: number };
}
export const tabs = {
  groups: [] as { viewColumn: number; tabs: FakeTab[] }[],
  changed: new EventEmitter<{ opened?: FakeTab[]; closed?: FakeTab[]; changed?: FakeTab[] }>(),
  closed: [] as FakeTab[],
  /** `showTextDocument` calls: the document's URI and the options. */
  shown: [] as { uri: string; options: unknown }[],
  /** `revealRange` calls: the document's URI and the line brought to the top. */
  revealed: [] as { uri: string; line: number }[],
  /** How many lines an editor shows (0: not laid out yet, no visible range). */
  viewHeight: 0,
};
export const TextEditorRevealType = { Default: 0, InCenterIfOutsideViewport: 2, AtTop: 3 };
export class Position {
  constructor(readonly line: number, readonly character: number) {}
}
export class Selection {
  constructor(readonly anchor: Position, readonly active: Position) {}
  get isEmpty(): boolean {
    return this.anchor.line === this.active.line && this.anchor.character === this.active.character;
  }
  isEqual(other: Selection): boolean {
    const same = (a: Position, b: Position) => a.line === b.line && a.character === b.character;
    return same(this.anchor, other.anchor) && same(this.active, other.active);
  }
}
export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(start: Position | number, end: Position | number, endLine?: number, endCharacter?: number) {
    // Both of VS Code's forms: (start, end) and (startLine, startCharacter, endLine, endCharacter).
    this.start = typeof start === 'number' ? new Position(start, end as number) : start;
    this.end = typeof start === 'number' ? new Position(endLine ?? start, endCharacter ?? 0) : (end as Position);
  }
}
export class CodeLens {
  constructor(readonly range: Range, readonly command?: { title: string; command: string; tooltip?: string }) {}
}

export const window = {
  showWorkspaceFolderPick: async () => {
    recorded.folderPicks++;
    return workspace.workspaceFolders.find((f) => f.name === recorded.folderAnswer);
  },
  showQuickPick: async (items: unknown[] | Promise<unknown[]>, options?: { title?: string }) => {
    recorded.shownPicks.push(options?.title);
    return recorded.pickFirst ? (await items)[0] : undefined;
  },
  createOutputChannel: () => ({
    info: noop, warn: noop, error: noop, debug: noop, trace: noop, show: noop, dispose: noop, append: noop, appendLine: noop,
  }),
  createStatusBarItem: () => {
    const item = new FakeStatusBarItem();
    recorded.statusBarItems.push(item);
    return item;
  },
  createQuickPick: () => {
    const qp = new FakeQuickPick<unknown>();
    recorded.quickPicks.push(qp);
    return qp;
  },
  createTreeView: () => ({ visible: true, message: undefined as string | undefined, dispose: noop, reveal: async () => undefined }),
  showErrorMessage: async (message: string, ...items: unknown[]) => {
    recorded.messages.push({ kind: 'error', message });
    return items.includes(recorded.notificationAnswer) ? recorded.notificationAnswer : undefined;
  },
  showWarningMessage: async (message: string, ...rest: unknown[]) => {
    recorded.messages.push({ kind: 'warning', message });
    const options = rest[0] as { modal?: boolean; detail?: string } | undefined;
    if (options && typeof options === 'object' && options.modal) {
      recorded.modals.push({ message, detail: options.detail, buttons: rest.slice(1) as string[] });
      return recorded.warningAnswer;
    }
    return rest.includes(recorded.notificationAnswer) ? recorded.notificationAnswer : undefined;
  },
  withProgress: async (
    options: ShownProgress['options'],
    task: (progress: { report: (v: { message?: string }) => void }, token: CancellationTokenSource['token']) => Promise<unknown>,
  ) => {
    const source = new CancellationTokenSource();
    const shown: ShownProgress = { options, messages: [], cancel: () => source.cancel(), done: false };
    recorded.progress.push(shown);
    try {
      return await task({ report: (v) => shown.messages.push(v.message) }, source.token);
    } finally {
      shown.done = true;
    }
  },
  showInformationMessage: async (message: string, ...rest: unknown[]) => {
    recorded.messages.push({ kind: 'info', message });
    const options = rest[0] as { modal?: boolean; detail?: string } | undefined;
    if (options && typeof options === 'object' && options.modal) {
      recorded.modals.push({ message, detail: options.detail, buttons: rest.slice(1) as string[] });
    }
    return recorded.infoAnswer;
  },
  showInputBox: async (options?: { value?: string }) => recorded.inputAnswer(options?.value),
  setStatusBarMessage: (text: string) => {
    recorded.statusMessages.push(text);
    return disposable;
  },
  visibleTextEditors: [] as unknown[],
  activeTextEditor: undefined as unknown,
  /** Fired by tests: `{ textEditor, kind }` (a kind for the user's moves, none for an edit's). */
  onDidChangeTextEditorSelection: (listener: (e: { textEditor: unknown; kind?: number }) => void) =>
    editor.selectionChanged.event(listener),
  /** Fired by tests: an editor's view moved (`{ textEditor }`). */
  onDidChangeTextEditorVisibleRanges: (listener: (e: { textEditor: unknown }) => void) => editor.rangesChanged.event(listener),
  /** Fired by tests: the visible editors changed (a tab closed). */
  onDidChangeVisibleTextEditors: (listener: (editors: unknown[]) => void) => editor.visibleChanged.event(listener),
  /** Like the editor: the document's tab (made if needed) becomes the active one of its group. */
  showTextDocument: async (document: { uri: { toString(): string } }, options?: { viewColumn?: number; selection?: Range; preserveFocus?: boolean }) => {
    tabs.shown.push({ uri: String(document.uri), options });
    const column = options?.viewColumn && options.viewColumn > 0 ? options.viewColumn : 1;
    let group = tabs.groups.find((g) => g.viewColumn === column);
    if (!group) {
      group = { viewColumn: column, tabs: [] };
      tabs.groups.push(group);
    }
    let tab = group.tabs.find((t) => String((t.input as TabInputText).uri) === String(document.uri));
    if (!tab) {
      tab = { input: new TabInputText(document.uri), isActive: false, group };
      group.tabs.push(tab);
    }
    group.tabs.forEach((t) => (t.isActive = t === tab));
    // Like the editor: at the top, or centred on the selection it is opened with.
    const start = options?.selection?.start ?? new Position(0, 0);
    const top = Math.max(0, start.line - Math.floor(tabs.viewHeight / 2));
    const shown = {
      document,
      viewColumn: column,
      selection: new Selection(start, start),
      visibleRanges: tabs.viewHeight > 0 ? [new Range(new Position(top, 0), new Position(top + tabs.viewHeight, 0))] : [],
      revealRange: (range: Range) => tabs.revealed.push({ uri: String(document.uri), line: range.start.line }),
    };
    window.visibleTextEditors = [
      ...window.visibleTextEditors.filter((e) => String((e as typeof shown).document.uri) !== String(document.uri)),
      shown,
    ];
    if (!options?.preserveFocus) {
      window.activeTextEditor = shown;
    }
    return shown;
  },
  tabGroups: {
    get all() {
      return tabs.groups;
    },
    onDidChangeTabs: (listener: (e: { opened: FakeTab[]; closed: FakeTab[]; changed: FakeTab[] }) => void) =>
      tabs.changed.event((e) => listener({ opened: [], closed: [], changed: [], ...e })),
    /** Like the editor: the tabs go, the change is announced, and a tab already gone is refused. */
    close: async (closing: FakeTab | FakeTab[]) => {
      const list = Array.isArray(closing) ? closing : [closing];
      if (list.some((tab) => !tabs.groups.some((group) => group.tabs.includes(tab)))) {
        throw new Error('Tab close: Invalid tab not found!');
      }
      tabs.closed.push(...list);
      for (const group of tabs.groups) {
        group.tabs = group.tabs.filter((t) => !list.includes(t));
      }
      tabs.changed.fire({ closed: list });
      return true;
    },
  },
};

export const commands = {
  executeCommand: async (id: string, ...args: unknown[]) => {
    const [key, value] = args;
    recorded.commandsRun.push(id);
    recorded.commandCalls.push({ id, args });
    if (id === 'setContext' && typeof key === 'string') {
      recorded.context.set(key, value);
    }
    if (id === 'vscode.open') {
      // Like the editor: the document is made (from the provider, which may make it wait), then shown.
      const document = (await workspace.openTextDocument(key)) as { uri: { toString(): string } };
      await window.showTextDocument(document, value as { viewColumn?: number; selection?: Range });
    }
    return undefined;
  },
  registerCommand: (id: string, fn: (...args: unknown[]) => unknown) => {
    recorded.commandHandlers.set(id, fn);
    return disposable;
  },
};

/**
 * Opt-in (`connectEditor`): documents made as the editor makes them from a content provider. The
 * provider gives a document its text when it is created; the extension host hears of the new document
 * a moment later (`editor.hold`, when a test holds it back); a change event is followed (the provider
 * asked again) only for a document the host knows: one it has not heard of yet is dropped, as in
 * VS Code (`ExtHostDocumentContentProvider`). `editor.texts`: what each document (by URI) shows.
 */
interface ContentProvider {
  provideTextDocumentContent(uri: never): string | Promise<string>;
  onDidChange: (listener: (uri: { toString(): string }) => unknown) => unknown;
}
export const editor = {
  provider: undefined as ContentProvider | undefined,
  texts: new Map<string, string>(),
  known: new Set<string>(),
  documents: new Map<string, unknown>(),
  hold: undefined as Promise<void> | undefined,
  /** `workspace.onDidChangeTextDocument`: a document took a change (its new text is in `texts`). */
  changed: new EventEmitter<{ document: { uri: { toString(): string }; getText(): string }; contentChanges: { text: string }[] }>(),
  selectionChanged: new EventEmitter<{ textEditor: unknown; kind?: number }>(),
  rangesChanged: new EventEmitter<{ textEditor: unknown }>(),
  visibleChanged: new EventEmitter<unknown[]>(),
  /** `workspace.onDidChangeWorkspaceFolders`: fire it after changing `recorded.folders`. */
  foldersChanged: new EventEmitter<{ added: unknown[]; removed: unknown[] }>(),
};
export function connectEditor(provider: ContentProvider): void {
  editor.provider = provider;
  provider.onDidChange(async (uri) => {
    const key = String(uri);
    if (editor.known.has(key)) {
      const text = await provider.provideTextDocumentContent(uri as never);
      if (text !== editor.texts.get(key)) {
        editor.texts.set(key, text);
        editor.changed.fire({ document: { uri, getText: () => editor.texts.get(key) ?? '' }, contentChanges: [{ text }] });
      }
    }
  });
}

export const workspace = {
  get workspaceFolders() {
    return recorded.folders.map((f, index) => ({ uri: Uri.file(f), name: f, index }));
  },
  getConfiguration: () => ({
    get: (key: string, fallback?: unknown) => (recorded.configuration.has(key) ? recorded.configuration.get(key) : fallback),
  }),
  onDidChangeConfiguration: () => disposable,
  onDidChangeWorkspaceFolders: (listener: Parameters<typeof editor.foldersChanged.event>[0]) =>
    editor.foldersChanged.event(listener),
  onDidCloseTextDocument: () => disposable,
  onDidChangeTextDocument: (listener: Parameters<typeof editor.changed.event>[0]) => editor.changed.event(listener),
  registerTextDocumentContentProvider: () => disposable,
  /** The documents made from the content provider (`connectEditor`). */
  get textDocuments() {
    return [...editor.known].map((key) => ({ uri: { toString: () => key } }));
  },
  /** Like the editor: creating the document takes a moment; `recorded.openedText` is what it then holds. */
  openTextDocument: async (uri: unknown) => {
    recorded.openedUris.push(String(uri));
    const provider = editor.provider;
    if (provider) {
      const key = String(uri);
      if (!editor.known.has(key)) {
        const text = await provider.provideTextDocumentContent(uri as never);
        await (editor.hold ?? new Promise((resolve) => setTimeout(resolve, 5)));
        editor.texts.set(key, text);
        editor.known.add(key);
        recorded.documentsOpened += 1;
      }
      // Like the editor: one object per document, whoever asks.
      const made = editor.documents.get(key);
      if (made) {
        return made;
      }
      const text = () => editor.texts.get(key) ?? '';
      const document = { uri, languageId: 'markdown', getText: text, get lineCount() { return text().split('\n').length; } };
      editor.documents.set(key, document);
      return document;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    recorded.documentsOpened += 1;
    return { uri, languageId: 'markdown', getText: () => recorded.openedText };
  },
};

export const languages = {
  setTextDocumentLanguage: async (document: unknown) => document,
  registerCodeLensProvider: () => disposable,
};

export const env = { clipboard: { writeText: async () => undefined } };

const stub = {
  EventEmitter, ThemeIcon, ThemeColor, TreeItem, TreeItemCollapsibleState, Uri, QuickPickItemKind,
  StatusBarAlignment, ViewColumn, ProgressLocation, window, commands, workspace, env, languages,
  TabInputText, TextEditorRevealType, CancellationTokenSource, Position, Selection, Range, CodeLens,
};

const mod = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
const originalLoad = mod._load;
mod._load = function (request: string, ...rest: unknown[]) {
  if (request === 'vscode') {
    return stub;
  }
  return originalLoad.call(this, request, ...rest);
};

export function resetRecorded(): void {
  recorded.context.clear();
  recorded.messages.length = 0;
  recorded.statusBarItems.length = 0;
  recorded.commandsRun.length = 0;
  recorded.statusMessages.length = 0;
  recorded.quickPicks.length = 0;
  recorded.configuration.clear();
  recorded.folders.length = 0;
  recorded.openedUris.length = 0;
  recorded.modals.length = 0;
  recorded.warningAnswer = undefined;
  recorded.notificationAnswer = undefined;
  recorded.inputAnswer = () => undefined;
  recorded.commandCalls.length = 0;
  recorded.infoAnswer = undefined;
  recorded.commandHandlers.clear();
  recorded.shownPicks.length = 0;
  recorded.pickFirst = false;
  recorded.folderPicks = 0;
  recorded.folderAnswer = undefined;
  window.activeTextEditor = undefined;
  tabs.groups.length = 0;
  tabs.closed.length = 0;
  tabs.shown.length = 0;
  tabs.revealed.length = 0;
  tabs.viewHeight = 0;
  editor.provider = undefined;
  editor.texts.clear();
  editor.known.clear();
  editor.documents.clear();
  window.visibleTextEditors = [];
  editor.hold = undefined;
}
