// The sidecar's lifecycle: `<python> <extension>/bundled/launch.py serve` as a language server on stdio.
// Notifications are re-emitted on events that survive restarts, so the rest of the extension
// subscribes once.

import { execFile } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as readline from 'readline';
import * as vscode from 'vscode';
import {
  CloseAction,
  CloseHandlerResult,
  ErrorAction,
  ErrorHandlerResult,
  LanguageClient,
  LanguageClientOptions,
  RevealOutputChannelOn,
  ServerOptions,
  State,
} from 'vscode-languageclient/node';
import type { RequestParam, RequestType } from 'vscode-languageserver-protocol';
import { BridgeLog, errorMessage } from './log';
import * as p from './protocol';
import { selectInterpreter, selectedInterpreter } from './pythonExtension';
import { OPEN_SETTINGS, showSettingsProblem } from './settingsProblem';
import {
  bridgeSettings,
  launcherPath,
  MINIMUM_PYTHON_TEXT,
  ORIGIN,
  parseProbe,
  ProbeResult,
  PythonSource,
  pythonCandidates,
  SECTION,
  SelectedInterpreter,
  serverArgs,
} from './settings';
import { TRANSCRIPT_SCHEME } from './transcriptUris';

export type PermissionHandler = (
  params: p.RequestPermissionParams,
  token: vscode.CancellationToken,
) => Promise<p.RequestPermissionResult>;

/** Raised by `request` while the sidecar is not running. */
export class NotRunningError extends Error {
  constructor() {
    super('The ACP Bridge sidecar is not running; see the "ACP Bridge" log.');
    this.name = 'NotRunningError';
  }
}

const MAX_RESTARTS = 4;
const SELECT_INTERPRETER = 'Select Interpreter';
const RESTART = 'Restart the Bridge';
const SHOW_LOG = 'Show Log';
const RESTART_WINDOW_MS = 3 * 60_000;

export class BridgeClient implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private starting: Promise<boolean> | undefined;
  private permissionHandler: PermissionHandler | undefined;
  private crashTimes: number[] = [];
  /** The sidecar's last stderr lines: its log reaches us as window/logMessage already, so stderr
   * is only shown (at error level) when the sidecar fails or stops. */
  private stderrTail: string[] = [];
  private lifecycle: Promise<unknown> = Promise.resolve();
  /** The running sidecar's interpreter. */
  private python: string | undefined;
  /** Where the running sidecar's interpreter came from (a changed selection matters only if it was chosen). */
  private pythonSource: PythonSource | undefined;

  private readonly emitters = {
    started: new vscode.EventEmitter<void>(),
    stopped: new vscode.EventEmitter<void>(),
    agentState: new vscode.EventEmitter<p.AgentStatus>(),
    sessionsChanged: new vscode.EventEmitter<p.SessionsChanged>(),
    sessionInfo: new vscode.EventEmitter<p.SessionInfoChanged>(),
    activeSession: new vscode.EventEmitter<p.ActiveSessionChanged>(),
    transcript: new vscode.EventEmitter<p.TranscriptChanged>(),
    indexProgress: new vscode.EventEmitter<p.IndexProgress>(),
    failed: new vscode.EventEmitter<string>(),
  };
  /** The sidecar (re)started: every cached state from a previous one is stale. */
  readonly onDidStart = this.emitters.started.event;
  readonly onDidStop = this.emitters.stopped.event;
  /** The sidecar could not start, or stopped for good: why, in a sentence. */
  readonly onDidFail = this.emitters.failed.event;
  readonly onAgentStateChanged = this.emitters.agentState.event;
  readonly onSessionsChanged = this.emitters.sessionsChanged.event;
  readonly onSessionInfoChanged = this.emitters.sessionInfo.event;
  readonly onActiveSessionChanged = this.emitters.activeSession.event;
  readonly onTranscriptChanged = this.emitters.transcript.event;
  readonly onIndexProgress = this.emitters.indexProgress.event;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly log: BridgeLog,
  ) {}

  /** True when the sidecar runs on the interpreter of `acpBridge.python` (the Python extension's choice does not matter then). */
  get usesPythonSetting(): boolean {
    return this.pythonSource === 'setting';
  }

  get pythonPath(): string | undefined {
    return this.python;
  }

  get running(): boolean {
    return this.client?.state === State.Running;
  }

  setPermissionHandler(handler: PermissionHandler): void {
    this.permissionHandler = handler;
  }

  async request<P, R>(type: RequestType<P, R, void>, params: P, token?: vscode.CancellationToken): Promise<R> {
    if (this.starting) {
      await this.starting;
    }
    const client = this.client;
    if (!client || client.state !== State.Running) {
      throw new NotRunningError();
    }
    const wire = params as RequestParam<P>;
    const started = Date.now();
    const what = `${type.method} ${JSON.stringify(params).slice(0, 160)}`;
    try {
      const result = await (token ? client.sendRequest(type, wire, token) : client.sendRequest(type, wire));
      this.log.channel.debug(`${what} → ok in ${Date.now() - started} ms`);
      return result;
    } catch (err) {
      this.log.channel.debug(`${what} → ${errorMessage(err)} (${Date.now() - started} ms)`);
      throw err;
    }
  }

  /** Starts the sidecar; while a start or restart is under way, that one's outcome. */
  start(): Promise<boolean> {
    return this.starting ?? this.track(this.serially(() => this.doStart()));
  }

  /** Stops the sidecar and starts it again, after whatever start or stop was asked before. */
  restart(): Promise<boolean> {
    this.crashTimes = []; // a restart asked for starts a new count of crashes
    return this.track(
      this.serially(async () => {
        await this.stopNow();
        return this.doStart();
      }),
    );
  }

  stop(): Promise<void> {
    return this.serially(() => this.stopNow());
  }

  /** Starts, stops and restarts run one at a time, in the order asked: a restart asked for while a
   * start probes interpreters waits for it, rather than finding no client to stop and being lost. */
  private serially<T>(step: () => Promise<T>): Promise<T> {
    const next = this.lifecycle.then(step, step);
    this.lifecycle = next.catch(() => undefined);
    return next;
  }

  /** `request` waits for the start (or restart) under way. */
  private track(run: Promise<boolean>): Promise<boolean> {
    const tracked: Promise<boolean> = run.finally(() => {
      if (this.starting === tracked) {
        this.starting = undefined;
      }
    });
    this.starting = tracked;
    return tracked;
  }

  private async stopNow(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        if (client.state !== State.Stopped) {
          await client.stop(5000);
        }
      } catch (err) {
        this.log.warn(`stopping the sidecar: ${errorMessage(err)}`);
      }
      await client.dispose().catch(() => undefined);
      this.emitters.stopped.fire();
    }
    void vscode.commands.executeCommand('setContext', 'acpBridge.ready', false);
  }

  private folder(): string | undefined {
    return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  }

  /** The interpreter that runs the sidecar: the first candidate the launcher's probe accepts. */
  private async findPython(): Promise<{ python: string; source: PythonSource; probe: ProbeResult } | { problem: string }> {
    const config = vscode.workspace.getConfiguration(SECTION);
    let selected: SelectedInterpreter | undefined;
    try {
      selected = await selectedInterpreter(vscode.workspace.workspaceFolders?.[0]?.uri);
    } catch (err) {
      this.log.warn(`asking the Python extension for its interpreter: ${errorMessage(err)}`);
    }
    const found = pythonCandidates({
      setting: config.get('python'),
      selected,
      env: process.env,
      workspaceFolder: this.folder(),
      homeDir: os.homedir(),
      isFile: (f) => {
        try {
          return fs.statSync(f).isFile();
        } catch {
          return false;
        }
      },
    });
    found.notes.forEach((n) => this.log.warn(n));
    if (!found.ok) {
      return { problem: found.error };
    }
    const launcher = launcherPath(this.context.extensionPath);
    const refused: string[] = [];
    for (const candidate of found.candidates) {
      const probe = await probePython(candidate.python, launcher);
      if (probe.ok) {
        return { ...candidate, probe };
      }
      const why = probe.problem ?? 'it cannot run the sidecar';
      refused.push(`${candidate.python} (${ORIGIN[candidate.source]}): ${why}`);
      this.log.warn(`not using ${candidate.python} (${ORIGIN[candidate.source]}): ${why}`);
    }
    return {
      problem:
        refused.length === 1
          ? refused[0]
          : `No interpreter found can run the sidecar (Python ${MINIMUM_PYTHON_TEXT} or newer): ${refused.join('; ')}`,
    };
  }

  private async doStart(): Promise<boolean> {
    await setFailed(undefined);
    this.pythonSource = undefined;
    this.python = undefined;
    const config = vscode.workspace.getConfiguration(SECTION);
    const found = await this.findPython();
    if ('problem' in found) {
      return this.failed(found.problem, 'python');
    }
    const { python, source, probe } = found;
    this.pythonSource = source;
    this.python = python;
    const args = serverArgs(this.context.extensionPath);
    this.log.info(
      `starting the sidecar: ${python} ${args.join(' ')} (Python ${probe.version} from ${ORIGIN[source]}; ` +
        `acp-bridge ${probe.sidecar === 'bundled' ? 'bundled with the extension' : "installed in that interpreter"})`,
    );

    const serverOptions: ServerOptions = {
      command: python,
      args,
      // No `transport`: plain stdio. TransportKind.stdio would append `--stdio`, which
      // `acp-bridge serve` rejects.
      options: { cwd: this.folder() ?? os.homedir(), env: { ...process.env } },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [{ scheme: TRANSCRIPT_SCHEME }],
      initializationOptions: bridgeSettings((key) => config.get(key)),
      synchronize: { configurationSection: SECTION },
      outputChannel: this.log.channel,
      traceOutputChannel: this.log.channel,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      stdioOptions: {
        stdout: (input, channel) => lines(input, (line) => channel.info(line)),
        stderr: (input, channel) =>
          lines(input, (line) => {
            channel.debug(`[sidecar stderr] ${line}`);
            this.stderrTail.push(line);
            if (this.stderrTail.length > 60) {
              this.stderrTail.shift();
            }
          }),
      },
      errorHandler: {
        error: (): ErrorHandlerResult => ({ action: ErrorAction.Continue, handled: true }),
        closed: (): CloseHandlerResult => this.onClosed(),
      },
      initializationFailedHandler: (err) => {
        this.log.channel.error(`the sidecar failed to initialize: ${errorMessage(err)}`);
        this.dumpStderr();
        return false;
      },
    };
    const client = new LanguageClient('acpBridge', 'ACP Bridge', serverOptions, clientOptions);
    this.wire(client);
    this.client = client;
    this.stderrTail = [];
    try {
      await client.start();
    } catch (err) {
      this.client = undefined;
      this.dumpStderr();
      await client.dispose().catch(() => undefined);
      return this.failed(`The ACP Bridge sidecar did not start: ${errorMessage(err)}`, 'sidecar');
    }
    await vscode.commands.executeCommand('setContext', 'acpBridge.ready', true);
    this.emitters.started.fire();
    return true;
  }

  private wire(client: LanguageClient): void {
    const n = p.Notifications;
    client.onNotification(n.agentStateChanged, (e) => this.emitters.agentState.fire(e));
    client.onNotification(n.sessionsChanged, (e) => this.emitters.sessionsChanged.fire(e));
    client.onNotification(n.sessionInfoChanged, (e) => this.emitters.sessionInfo.fire(e));
    client.onNotification(n.activeSessionChanged, (e) => this.emitters.activeSession.fire(e));
    client.onNotification(n.transcriptChanged, (e) => this.emitters.transcript.fire(e));
    client.onNotification(n.indexProgress, (e) => this.emitters.indexProgress.fire(e));
    client.onNotification(n.settingsProblem, (e) => void showSettingsProblem(this.log, e));
    client.onRequest(p.ServerRequests.requestPermission, async (params, token) => {
      if (!this.permissionHandler) {
        return { optionId: null };
      }
      return this.permissionHandler(params, token);
    });
    client.onDidChangeState((e) => {
      if (e.newState === State.Running && e.oldState === State.Starting && this.client === client) {
        // A restart after a crash (the first start fires `started` itself, once initialized).
        if (this.crashTimes.length > 0) {
          void vscode.commands.executeCommand('setContext', 'acpBridge.ready', true);
          this.emitters.started.fire();
        }
      } else if (e.newState === State.Stopped && this.client === client) {
        void vscode.commands.executeCommand('setContext', 'acpBridge.ready', false);
        this.emitters.stopped.fire();
      }
    });
  }

  private dumpStderr(): void {
    if (this.stderrTail.length) {
      this.log.channel.error(`the sidecar's last stderr lines:\n${this.stderrTail.join('\n')}`);
      this.stderrTail = [];
    }
  }

  private onClosed(): CloseHandlerResult {
    this.dumpStderr();
    const now = Date.now();
    this.crashTimes = this.crashTimes.filter((t) => now - t < RESTART_WINDOW_MS);
    this.crashTimes.push(now);
    if (this.crashTimes.length > MAX_RESTARTS) {
      void this.failed('The ACP Bridge sidecar stopped several times and will not be restarted.', 'sidecar');
      return { action: CloseAction.DoNotRestart, handled: true };
    }
    this.log.channel.error('the sidecar stopped; restarting it');
    return { action: CloseAction.Restart, handled: true };
  }

  /** `kind` picks what the empty view says (package.json's viewsWelcome); the message says the rest. */
  private async failed(message: string, kind: FailureKind): Promise<false> {
    this.emitters.failed.fire(message);
    await setFailed(kind);
    this.log.channel.error(message);
    if (kind === 'python') {
      void this.log.notify('error', `ACP Bridge could not start: ${message}`, SELECT_INTERPRETER, OPEN_SETTINGS).then((choice) => {
        if (choice === SELECT_INTERPRETER) {
          void selectInterpreter();
        } else if (choice === OPEN_SETTINGS) {
          void vscode.commands.executeCommand('workbench.action.openSettings', 'acpBridge.python');
        }
      });
    } else {
      void this.log.notify('error', `ACP Bridge stopped: ${message}`, RESTART, SHOW_LOG).then((choice) => {
        if (choice === RESTART) {
          void this.restart();
        } else if (choice === SHOW_LOG) {
          this.log.show();
        }
      });
    }
    return false;
  }

  dispose(): void {
    void this.stop();
    Object.values(this.emitters).forEach((e) => e.dispose());
  }
}

function lines(input: NodeJS.ReadableStream, each: (line: string) => void): void {
  readline.createInterface({ input, crlfDelay: Infinity, terminal: false }).on('line', each);
}

/** No interpreter can run the sidecar, or the sidecar itself failed. */
type FailureKind = 'python' | 'sidecar';

function setFailed(kind: FailureKind | undefined): Thenable<unknown> {
  return vscode.commands.executeCommand('setContext', 'acpBridge.sidecarFailed', kind ?? false);
}

/** Runs the launcher's probe: can `python` run the sidecar, and which one (bundled or installed)? */
function probePython(python: string, launcher: string): Promise<ProbeResult | { ok: false; problem: string }> {
  return new Promise((resolve) => {
    execFile(python, [launcher, '--probe'], { timeout: 20_000 }, (err, stdout, stderr) => {
      const probe = parseProbe(String(stdout || ''));
      if (probe) {
        resolve(probe);
        return;
      }
      // Not even the probe ran (not an interpreter, a Python 2 syntax error, a timeout).
      const lines = String(stderr || '').trim().split('\n').filter(Boolean);
      resolve({ ok: false, problem: lines.length ? lines[lines.length - 1].trim() : errorMessage(err) });
    });
  });
}
