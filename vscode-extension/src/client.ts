// The sidecar's lifecycle: `<python> -m acp_bridge serve` as a language server on stdio.
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
import { bridgeSettings, resolvePython, SECTION, serverArgs } from './settings';

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
const RESTART_WINDOW_MS = 3 * 60_000;

export class BridgeClient implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private starting: Promise<boolean> | undefined;
  private permissionHandler: PermissionHandler | undefined;
  private crashTimes: number[] = [];
  /** The sidecar's last stderr lines: its log reaches us as window/logMessage already, so stderr
   * is only shown (at error level) when the sidecar fails or stops. */
  private stderrTail: string[] = [];

  private readonly emitters = {
    started: new vscode.EventEmitter<void>(),
    stopped: new vscode.EventEmitter<void>(),
    agentState: new vscode.EventEmitter<p.AgentStatus>(),
    sessionsChanged: new vscode.EventEmitter<p.SessionsChanged>(),
    sessionInfo: new vscode.EventEmitter<p.SessionInfoChanged>(),
    activeSession: new vscode.EventEmitter<p.ActiveSessionChanged>(),
    transcript: new vscode.EventEmitter<p.TranscriptChanged>(),
  };
  /** The sidecar (re)started: every cached state from a previous one is stale. */
  readonly onDidStart = this.emitters.started.event;
  readonly onDidStop = this.emitters.stopped.event;
  readonly onAgentStateChanged = this.emitters.agentState.event;
  readonly onSessionsChanged = this.emitters.sessionsChanged.event;
  readonly onSessionInfoChanged = this.emitters.sessionInfo.event;
  readonly onActiveSessionChanged = this.emitters.activeSession.event;
  readonly onTranscriptChanged = this.emitters.transcript.event;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly log: BridgeLog,
  ) {}

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

  start(): Promise<boolean> {
    if (!this.starting) {
      this.starting = this.doStart().finally(() => {
        this.starting = undefined;
      });
    }
    return this.starting;
  }

  async restart(): Promise<boolean> {
    await this.stop();
    return this.start();
  }

  async stop(): Promise<void> {
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

  private async doStart(): Promise<boolean> {
    await setFailed(false);
    const config = vscode.workspace.getConfiguration(SECTION);
    const resolution = resolvePython({
      setting: config.get('python'),
      env: process.env,
      extensionPath: this.context.extensionPath,
      workspaceFolder: this.folder(),
      homeDir: os.homedir(),
      isFile: (f) => {
        try {
          return fs.statSync(f).isFile();
        } catch {
          return false;
        }
      },
      readText: (f) => {
        try {
          return fs.readFileSync(f, 'utf8');
        } catch {
          return undefined;
        }
      },
    });
    resolution.notes.forEach((n) => this.log.warn(n));
    if (!resolution.ok) {
      return this.failed(resolution.error);
    }
    const python = resolution.python;
    this.log.info(`starting the sidecar: ${python} ${serverArgs().join(' ')} (python from ${resolution.source})`);
    const importError = await checkImport(python);
    if (importError) {
      return this.failed(
        `${python} cannot run acp-bridge (${importError}). Set acpBridge.python to a Python that has acp-bridge installed.`,
      );
    }

    const serverOptions: ServerOptions = {
      command: python,
      args: serverArgs(),
      // No `transport`: plain stdio. TransportKind.stdio would append `--stdio`, which
      // `acp-bridge serve` rejects.
      options: { cwd: this.folder() ?? os.homedir(), env: { ...process.env } },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [{ scheme: p.TRANSCRIPT_SCHEME }],
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
    try {
      await client.start();
    } catch (err) {
      this.client = undefined;
      this.dumpStderr();
      await client.dispose().catch(() => undefined);
      return this.failed(`The ACP Bridge sidecar did not start: ${errorMessage(err)}`);
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
      void this.failed('The ACP Bridge sidecar stopped several times and will not be restarted.');
      return { action: CloseAction.DoNotRestart, handled: true };
    }
    this.log.channel.error('the sidecar stopped; restarting it');
    return { action: CloseAction.Restart, handled: true };
  }

  private async failed(message: string): Promise<false> {
    await setFailed(true);
    this.log.channel.error(message);
    void this.log.notify('error', message, 'Open Settings').then((choice) => {
      if (choice === 'Open Settings') {
        void vscode.commands.executeCommand('workbench.action.openSettings', 'acpBridge.python');
      }
    });
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

function setFailed(failed: boolean): Thenable<unknown> {
  return vscode.commands.executeCommand('setContext', 'acpBridge.sidecarFailed', failed);
}

/** Undefined when `python -c "import acp_bridge"` works, else the reason (its last stderr line). */
function checkImport(python: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(python, ['-c', 'import acp_bridge'], { timeout: 20_000 }, (err, _stdout, stderr) => {
      if (!err) {
        resolve(undefined);
        return;
      }
      const lines = String(stderr || '').trim().split('\n').filter(Boolean);
      resolve(lines.length ? lines[lines.length - 1].trim() : errorMessage(err));
    });
  });
}
