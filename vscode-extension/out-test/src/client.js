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
var client_exports = {};
__export(client_exports, {
  BridgeClient: () => BridgeClient,
  NotRunningError: () => NotRunningError
});
module.exports = __toCommonJS(client_exports);
var import_child_process = require("child_process");
var fs = __toESM(require("fs"));
var os = __toESM(require("os"));
var readline = __toESM(require("readline"));
var vscode = __toESM(require("vscode"));
var import_node = require("vscode-languageclient/node");
var import_log = require("./log");
var p = __toESM(require("./protocol"));
var import_settings = require("./settings");
class NotRunningError extends Error {
  constructor() {
    super('The ACP Bridge sidecar is not running; see the "ACP Bridge" log.');
    this.name = "NotRunningError";
  }
}
const MAX_RESTARTS = 4;
const RESTART_WINDOW_MS = 3 * 6e4;
class BridgeClient {
  constructor(context, log) {
    this.context = context;
    this.log = log;
  }
  context;
  log;
  client;
  starting;
  permissionHandler;
  crashTimes = [];
  /** The sidecar's last stderr lines: its log reaches us as window/logMessage already, so stderr
   * is only shown (at error level) when the sidecar fails or stops. */
  stderrTail = [];
  emitters = {
    started: new vscode.EventEmitter(),
    stopped: new vscode.EventEmitter(),
    agentState: new vscode.EventEmitter(),
    sessionsChanged: new vscode.EventEmitter(),
    sessionInfo: new vscode.EventEmitter(),
    activeSession: new vscode.EventEmitter(),
    transcript: new vscode.EventEmitter()
  };
  /** The sidecar (re)started: every cached state from a previous one is stale. */
  onDidStart = this.emitters.started.event;
  onDidStop = this.emitters.stopped.event;
  onAgentStateChanged = this.emitters.agentState.event;
  onSessionsChanged = this.emitters.sessionsChanged.event;
  onSessionInfoChanged = this.emitters.sessionInfo.event;
  onActiveSessionChanged = this.emitters.activeSession.event;
  onTranscriptChanged = this.emitters.transcript.event;
  get running() {
    return this.client?.state === import_node.State.Running;
  }
  setPermissionHandler(handler) {
    this.permissionHandler = handler;
  }
  async request(type, params, token) {
    if (this.starting) {
      await this.starting;
    }
    const client = this.client;
    if (!client || client.state !== import_node.State.Running) {
      throw new NotRunningError();
    }
    const wire = params;
    const started = Date.now();
    const what = `${type.method} ${JSON.stringify(params).slice(0, 160)}`;
    try {
      const result = await (token ? client.sendRequest(type, wire, token) : client.sendRequest(type, wire));
      this.log.channel.debug(`${what} \u2192 ok in ${Date.now() - started} ms`);
      return result;
    } catch (err) {
      this.log.channel.debug(`${what} \u2192 ${(0, import_log.errorMessage)(err)} (${Date.now() - started} ms)`);
      throw err;
    }
  }
  start() {
    if (!this.starting) {
      this.starting = this.doStart().finally(() => {
        this.starting = void 0;
      });
    }
    return this.starting;
  }
  async restart() {
    await this.stop();
    return this.start();
  }
  async stop() {
    const client = this.client;
    this.client = void 0;
    if (client) {
      try {
        if (client.state !== import_node.State.Stopped) {
          await client.stop(5e3);
        }
      } catch (err) {
        this.log.warn(`stopping the sidecar: ${(0, import_log.errorMessage)(err)}`);
      }
      await client.dispose().catch(() => void 0);
      this.emitters.stopped.fire();
    }
    void vscode.commands.executeCommand("setContext", "acpBridge.ready", false);
  }
  folder() {
    return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  }
  async doStart() {
    await setFailed(false);
    const config = vscode.workspace.getConfiguration(import_settings.SECTION);
    const resolution = (0, import_settings.resolvePython)({
      setting: config.get("python"),
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
          return fs.readFileSync(f, "utf8");
        } catch {
          return void 0;
        }
      }
    });
    resolution.notes.forEach((n) => this.log.warn(n));
    if (!resolution.ok) {
      return this.failed(resolution.error);
    }
    const python = resolution.python;
    this.log.info(`starting the sidecar: ${python} ${(0, import_settings.serverArgs)().join(" ")} (python from ${resolution.source})`);
    const importError = await checkImport(python);
    if (importError) {
      return this.failed(
        `${python} cannot run acp-bridge (${importError}). Set acpBridge.python to a Python that has acp-bridge installed.`
      );
    }
    const serverOptions = {
      command: python,
      args: (0, import_settings.serverArgs)(),
      // No `transport`: plain stdio. TransportKind.stdio would append `--stdio`, which
      // `acp-bridge serve` rejects.
      options: { cwd: this.folder() ?? os.homedir(), env: { ...process.env } }
    };
    const clientOptions = {
      documentSelector: [{ scheme: p.TRANSCRIPT_SCHEME }],
      initializationOptions: (0, import_settings.bridgeSettings)((key) => config.get(key)),
      synchronize: { configurationSection: import_settings.SECTION },
      outputChannel: this.log.channel,
      traceOutputChannel: this.log.channel,
      revealOutputChannelOn: import_node.RevealOutputChannelOn.Never,
      stdioOptions: {
        stdout: (input, channel) => lines(input, (line) => channel.info(line)),
        stderr: (input, channel) => lines(input, (line) => {
          channel.debug(`[sidecar stderr] ${line}`);
          this.stderrTail.push(line);
          if (this.stderrTail.length > 60) {
            this.stderrTail.shift();
          }
        })
      },
      errorHandler: {
        error: () => ({ action: import_node.ErrorAction.Continue, handled: true }),
        closed: () => this.onClosed()
      },
      initializationFailedHandler: (err) => {
        this.log.channel.error(`the sidecar failed to initialize: ${(0, import_log.errorMessage)(err)}`);
        this.dumpStderr();
        return false;
      }
    };
    const client = new import_node.LanguageClient("acpBridge", "ACP Bridge", serverOptions, clientOptions);
    this.wire(client);
    this.client = client;
    try {
      await client.start();
    } catch (err) {
      this.client = void 0;
      this.dumpStderr();
      await client.dispose().catch(() => void 0);
      return this.failed(`The ACP Bridge sidecar did not start: ${(0, import_log.errorMessage)(err)}`);
    }
    await vscode.commands.executeCommand("setContext", "acpBridge.ready", true);
    this.emitters.started.fire();
    return true;
  }
  wire(client) {
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
      if (e.newState === import_node.State.Running && e.oldState === import_node.State.Starting && this.client === client) {
        if (this.crashTimes.length > 0) {
          void vscode.commands.executeCommand("setContext", "acpBridge.ready", true);
          this.emitters.started.fire();
        }
      } else if (e.newState === import_node.State.Stopped && this.client === client) {
        void vscode.commands.executeCommand("setContext", "acpBridge.ready", false);
        this.emitters.stopped.fire();
      }
    });
  }
  dumpStderr() {
    if (this.stderrTail.length) {
      this.log.channel.error(`the sidecar's last stderr lines:
${this.stderrTail.join("\n")}`);
      this.stderrTail = [];
    }
  }
  onClosed() {
    this.dumpStderr();
    const now = Date.now();
    this.crashTimes = this.crashTimes.filter((t) => now - t < RESTART_WINDOW_MS);
    this.crashTimes.push(now);
    if (this.crashTimes.length > MAX_RESTARTS) {
      void this.failed("The ACP Bridge sidecar stopped several times and will not be restarted.");
      return { action: import_node.CloseAction.DoNotRestart, handled: true };
    }
    this.log.channel.error("the sidecar stopped; restarting it");
    return { action: import_node.CloseAction.Restart, handled: true };
  }
  async failed(message) {
    await setFailed(true);
    this.log.channel.error(message);
    void this.log.notify("error", message, "Open Settings").then((choice) => {
      if (choice === "Open Settings") {
        void vscode.commands.executeCommand("workbench.action.openSettings", "acpBridge.python");
      }
    });
    return false;
  }
  dispose() {
    void this.stop();
    Object.values(this.emitters).forEach((e) => e.dispose());
  }
}
function lines(input, each) {
  readline.createInterface({ input, crlfDelay: Infinity, terminal: false }).on("line", each);
}
function setFailed(failed) {
  return vscode.commands.executeCommand("setContext", "acpBridge.sidecarFailed", failed);
}
function checkImport(python) {
  return new Promise((resolve) => {
    (0, import_child_process.execFile)(python, ["-c", "import acp_bridge"], { timeout: 2e4 }, (err, _stdout, stderr) => {
      if (!err) {
        resolve(void 0);
        return;
      }
      const lines2 = String(stderr || "").trim().split("\n").filter(Boolean);
      resolve(lines2.length ? lines2[lines2.length - 1].trim() : (0, import_log.errorMessage)(err));
    });
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BridgeClient,
  NotRunningError
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2NsaWVudC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gVGhlIHNpZGVjYXIncyBsaWZlY3ljbGU6IGA8cHl0aG9uPiAtbSBhY3BfYnJpZGdlIHNlcnZlYCBhcyBhIGxhbmd1YWdlIHNlcnZlciBvbiBzdGRpby5cbi8vIE5vdGlmaWNhdGlvbnMgYXJlIHJlLWVtaXR0ZWQgb24gZXZlbnRzIHRoYXQgc3Vydml2ZSByZXN0YXJ0cywgc28gdGhlIHJlc3Qgb2YgdGhlIGV4dGVuc2lvblxuLy8gc3Vic2NyaWJlcyBvbmNlLlxuXG5pbXBvcnQgeyBleGVjRmlsZSB9IGZyb20gJ2NoaWxkX3Byb2Nlc3MnO1xuaW1wb3J0ICogYXMgZnMgZnJvbSAnZnMnO1xuaW1wb3J0ICogYXMgb3MgZnJvbSAnb3MnO1xuaW1wb3J0ICogYXMgcmVhZGxpbmUgZnJvbSAncmVhZGxpbmUnO1xuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQge1xuICBDbG9zZUFjdGlvbixcbiAgQ2xvc2VIYW5kbGVyUmVzdWx0LFxuICBFcnJvckFjdGlvbixcbiAgRXJyb3JIYW5kbGVyUmVzdWx0LFxuICBMYW5ndWFnZUNsaWVudCxcbiAgTGFuZ3VhZ2VDbGllbnRPcHRpb25zLFxuICBSZXZlYWxPdXRwdXRDaGFubmVsT24sXG4gIFNlcnZlck9wdGlvbnMsXG4gIFN0YXRlLFxufSBmcm9tICd2c2NvZGUtbGFuZ3VhZ2VjbGllbnQvbm9kZSc7XG5pbXBvcnQgdHlwZSB7IFJlcXVlc3RQYXJhbSwgUmVxdWVzdFR5cGUgfSBmcm9tICd2c2NvZGUtbGFuZ3VhZ2VzZXJ2ZXItcHJvdG9jb2wnO1xuaW1wb3J0IHsgQnJpZGdlTG9nLCBlcnJvck1lc3NhZ2UgfSBmcm9tICcuL2xvZyc7XG5pbXBvcnQgKiBhcyBwIGZyb20gJy4vcHJvdG9jb2wnO1xuaW1wb3J0IHsgYnJpZGdlU2V0dGluZ3MsIHJlc29sdmVQeXRob24sIFNFQ1RJT04sIHNlcnZlckFyZ3MgfSBmcm9tICcuL3NldHRpbmdzJztcblxuZXhwb3J0IHR5cGUgUGVybWlzc2lvbkhhbmRsZXIgPSAoXG4gIHBhcmFtczogcC5SZXF1ZXN0UGVybWlzc2lvblBhcmFtcyxcbiAgdG9rZW46IHZzY29kZS5DYW5jZWxsYXRpb25Ub2tlbixcbikgPT4gUHJvbWlzZTxwLlJlcXVlc3RQZXJtaXNzaW9uUmVzdWx0PjtcblxuLyoqIFJhaXNlZCBieSBgcmVxdWVzdGAgd2hpbGUgdGhlIHNpZGVjYXIgaXMgbm90IHJ1bm5pbmcuICovXG5leHBvcnQgY2xhc3MgTm90UnVubmluZ0Vycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBjb25zdHJ1Y3RvcigpIHtcbiAgICBzdXBlcignVGhlIEFDUCBCcmlkZ2Ugc2lkZWNhciBpcyBub3QgcnVubmluZzsgc2VlIHRoZSBcIkFDUCBCcmlkZ2VcIiBsb2cuJyk7XG4gICAgdGhpcy5uYW1lID0gJ05vdFJ1bm5pbmdFcnJvcic7XG4gIH1cbn1cblxuY29uc3QgTUFYX1JFU1RBUlRTID0gNDtcbmNvbnN0IFJFU1RBUlRfV0lORE9XX01TID0gMyAqIDYwXzAwMDtcblxuZXhwb3J0IGNsYXNzIEJyaWRnZUNsaWVudCBpbXBsZW1lbnRzIHZzY29kZS5EaXNwb3NhYmxlIHtcbiAgcHJpdmF0ZSBjbGllbnQ6IExhbmd1YWdlQ2xpZW50IHwgdW5kZWZpbmVkO1xuICBwcml2YXRlIHN0YXJ0aW5nOiBQcm9taXNlPGJvb2xlYW4+IHwgdW5kZWZpbmVkO1xuICBwcml2YXRlIHBlcm1pc3Npb25IYW5kbGVyOiBQZXJtaXNzaW9uSGFuZGxlciB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSBjcmFzaFRpbWVzOiBudW1iZXJbXSA9IFtdO1xuICAvKiogVGhlIHNpZGVjYXIncyBsYXN0IHN0ZGVyciBsaW5lczogaXRzIGxvZyByZWFjaGVzIHVzIGFzIHdpbmRvdy9sb2dNZXNzYWdlIGFscmVhZHksIHNvIHN0ZGVyclxuICAgKiBpcyBvbmx5IHNob3duIChhdCBlcnJvciBsZXZlbCkgd2hlbiB0aGUgc2lkZWNhciBmYWlscyBvciBzdG9wcy4gKi9cbiAgcHJpdmF0ZSBzdGRlcnJUYWlsOiBzdHJpbmdbXSA9IFtdO1xuXG4gIHByaXZhdGUgcmVhZG9ubHkgZW1pdHRlcnMgPSB7XG4gICAgc3RhcnRlZDogbmV3IHZzY29kZS5FdmVudEVtaXR0ZXI8dm9pZD4oKSxcbiAgICBzdG9wcGVkOiBuZXcgdnNjb2RlLkV2ZW50RW1pdHRlcjx2b2lkPigpLFxuICAgIGFnZW50U3RhdGU6IG5ldyB2c2NvZGUuRXZlbnRFbWl0dGVyPHAuQWdlbnRTdGF0dXM+KCksXG4gICAgc2Vzc2lvbnNDaGFuZ2VkOiBuZXcgdnNjb2RlLkV2ZW50RW1pdHRlcjxwLlNlc3Npb25zQ2hhbmdlZD4oKSxcbiAgICBzZXNzaW9uSW5mbzogbmV3IHZzY29kZS5FdmVudEVtaXR0ZXI8cC5TZXNzaW9uSW5mb0NoYW5nZWQ+KCksXG4gICAgYWN0aXZlU2Vzc2lvbjogbmV3IHZzY29kZS5FdmVudEVtaXR0ZXI8cC5BY3RpdmVTZXNzaW9uQ2hhbmdlZD4oKSxcbiAgICB0cmFuc2NyaXB0OiBuZXcgdnNjb2RlLkV2ZW50RW1pdHRlcjxwLlRyYW5zY3JpcHRDaGFuZ2VkPigpLFxuICB9O1xuICAvKiogVGhlIHNpZGVjYXIgKHJlKXN0YXJ0ZWQ6IGV2ZXJ5IGNhY2hlZCBzdGF0ZSBmcm9tIGEgcHJldmlvdXMgb25lIGlzIHN0YWxlLiAqL1xuICByZWFkb25seSBvbkRpZFN0YXJ0ID0gdGhpcy5lbWl0dGVycy5zdGFydGVkLmV2ZW50O1xuICByZWFkb25seSBvbkRpZFN0b3AgPSB0aGlzLmVtaXR0ZXJzLnN0b3BwZWQuZXZlbnQ7XG4gIHJlYWRvbmx5IG9uQWdlbnRTdGF0ZUNoYW5nZWQgPSB0aGlzLmVtaXR0ZXJzLmFnZW50U3RhdGUuZXZlbnQ7XG4gIHJlYWRvbmx5IG9uU2Vzc2lvbnNDaGFuZ2VkID0gdGhpcy5lbWl0dGVycy5zZXNzaW9uc0NoYW5nZWQuZXZlbnQ7XG4gIHJlYWRvbmx5IG9uU2Vzc2lvbkluZm9DaGFuZ2VkID0gdGhpcy5lbWl0dGVycy5zZXNzaW9uSW5mby5ldmVudDtcbiAgcmVhZG9ubHkgb25BY3RpdmVTZXNzaW9uQ2hhbmdlZCA9IHRoaXMuZW1pdHRlcnMuYWN0aXZlU2Vzc2lvbi5ldmVudDtcbiAgcmVhZG9ubHkgb25UcmFuc2NyaXB0Q2hhbmdlZCA9IHRoaXMuZW1pdHRlcnMudHJhbnNjcmlwdC5ldmVudDtcblxuICBjb25zdHJ1Y3RvcihcbiAgICBwcml2YXRlIHJlYWRvbmx5IGNvbnRleHQ6IHZzY29kZS5FeHRlbnNpb25Db250ZXh0LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgbG9nOiBCcmlkZ2VMb2csXG4gICkge31cblxuICBnZXQgcnVubmluZygpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy5jbGllbnQ/LnN0YXRlID09PSBTdGF0ZS5SdW5uaW5nO1xuICB9XG5cbiAgc2V0UGVybWlzc2lvbkhhbmRsZXIoaGFuZGxlcjogUGVybWlzc2lvbkhhbmRsZXIpOiB2b2lkIHtcbiAgICB0aGlzLnBlcm1pc3Npb25IYW5kbGVyID0gaGFuZGxlcjtcbiAgfVxuXG4gIGFzeW5jIHJlcXVlc3Q8UCwgUj4odHlwZTogUmVxdWVzdFR5cGU8UCwgUiwgdm9pZD4sIHBhcmFtczogUCwgdG9rZW4/OiB2c2NvZGUuQ2FuY2VsbGF0aW9uVG9rZW4pOiBQcm9taXNlPFI+IHtcbiAgICBpZiAodGhpcy5zdGFydGluZykge1xuICAgICAgYXdhaXQgdGhpcy5zdGFydGluZztcbiAgICB9XG4gICAgY29uc3QgY2xpZW50ID0gdGhpcy5jbGllbnQ7XG4gICAgaWYgKCFjbGllbnQgfHwgY2xpZW50LnN0YXRlICE9PSBTdGF0ZS5SdW5uaW5nKSB7XG4gICAgICB0aHJvdyBuZXcgTm90UnVubmluZ0Vycm9yKCk7XG4gICAgfVxuICAgIGNvbnN0IHdpcmUgPSBwYXJhbXMgYXMgUmVxdWVzdFBhcmFtPFA+O1xuICAgIGNvbnN0IHN0YXJ0ZWQgPSBEYXRlLm5vdygpO1xuICAgIGNvbnN0IHdoYXQgPSBgJHt0eXBlLm1ldGhvZH0gJHtKU09OLnN0cmluZ2lmeShwYXJhbXMpLnNsaWNlKDAsIDE2MCl9YDtcbiAgICB0cnkge1xuICAgICAgY29uc3QgcmVzdWx0ID0gYXdhaXQgKHRva2VuID8gY2xpZW50LnNlbmRSZXF1ZXN0KHR5cGUsIHdpcmUsIHRva2VuKSA6IGNsaWVudC5zZW5kUmVxdWVzdCh0eXBlLCB3aXJlKSk7XG4gICAgICB0aGlzLmxvZy5jaGFubmVsLmRlYnVnKGAke3doYXR9IFx1MjE5MiBvayBpbiAke0RhdGUubm93KCkgLSBzdGFydGVkfSBtc2ApO1xuICAgICAgcmV0dXJuIHJlc3VsdDtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRoaXMubG9nLmNoYW5uZWwuZGVidWcoYCR7d2hhdH0gXHUyMTkyICR7ZXJyb3JNZXNzYWdlKGVycil9ICgke0RhdGUubm93KCkgLSBzdGFydGVkfSBtcylgKTtcbiAgICAgIHRocm93IGVycjtcbiAgICB9XG4gIH1cblxuICBzdGFydCgpOiBQcm9taXNlPGJvb2xlYW4+IHtcbiAgICBpZiAoIXRoaXMuc3RhcnRpbmcpIHtcbiAgICAgIHRoaXMuc3RhcnRpbmcgPSB0aGlzLmRvU3RhcnQoKS5maW5hbGx5KCgpID0+IHtcbiAgICAgICAgdGhpcy5zdGFydGluZyA9IHVuZGVmaW5lZDtcbiAgICAgIH0pO1xuICAgIH1cbiAgICByZXR1cm4gdGhpcy5zdGFydGluZztcbiAgfVxuXG4gIGFzeW5jIHJlc3RhcnQoKTogUHJvbWlzZTxib29sZWFuPiB7XG4gICAgYXdhaXQgdGhpcy5zdG9wKCk7XG4gICAgcmV0dXJuIHRoaXMuc3RhcnQoKTtcbiAgfVxuXG4gIGFzeW5jIHN0b3AoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgY2xpZW50ID0gdGhpcy5jbGllbnQ7XG4gICAgdGhpcy5jbGllbnQgPSB1bmRlZmluZWQ7XG4gICAgaWYgKGNsaWVudCkge1xuICAgICAgdHJ5IHtcbiAgICAgICAgaWYgKGNsaWVudC5zdGF0ZSAhPT0gU3RhdGUuU3RvcHBlZCkge1xuICAgICAgICAgIGF3YWl0IGNsaWVudC5zdG9wKDUwMDApO1xuICAgICAgICB9XG4gICAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgICAgdGhpcy5sb2cud2Fybihgc3RvcHBpbmcgdGhlIHNpZGVjYXI6ICR7ZXJyb3JNZXNzYWdlKGVycil9YCk7XG4gICAgICB9XG4gICAgICBhd2FpdCBjbGllbnQuZGlzcG9zZSgpLmNhdGNoKCgpID0+IHVuZGVmaW5lZCk7XG4gICAgICB0aGlzLmVtaXR0ZXJzLnN0b3BwZWQuZmlyZSgpO1xuICAgIH1cbiAgICB2b2lkIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsICdhY3BCcmlkZ2UucmVhZHknLCBmYWxzZSk7XG4gIH1cblxuICBwcml2YXRlIGZvbGRlcigpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICAgIHJldHVybiB2c2NvZGUud29ya3NwYWNlLndvcmtzcGFjZUZvbGRlcnM/LlswXT8udXJpLmZzUGF0aDtcbiAgfVxuXG4gIHByaXZhdGUgYXN5bmMgZG9TdGFydCgpOiBQcm9taXNlPGJvb2xlYW4+IHtcbiAgICBhd2FpdCBzZXRGYWlsZWQoZmFsc2UpO1xuICAgIGNvbnN0IGNvbmZpZyA9IHZzY29kZS53b3Jrc3BhY2UuZ2V0Q29uZmlndXJhdGlvbihTRUNUSU9OKTtcbiAgICBjb25zdCByZXNvbHV0aW9uID0gcmVzb2x2ZVB5dGhvbih7XG4gICAgICBzZXR0aW5nOiBjb25maWcuZ2V0KCdweXRob24nKSxcbiAgICAgIGVudjogcHJvY2Vzcy5lbnYsXG4gICAgICBleHRlbnNpb25QYXRoOiB0aGlzLmNvbnRleHQuZXh0ZW5zaW9uUGF0aCxcbiAgICAgIHdvcmtzcGFjZUZvbGRlcjogdGhpcy5mb2xkZXIoKSxcbiAgICAgIGhvbWVEaXI6IG9zLmhvbWVkaXIoKSxcbiAgICAgIGlzRmlsZTogKGYpID0+IHtcbiAgICAgICAgdHJ5IHtcbiAgICAgICAgICByZXR1cm4gZnMuc3RhdFN5bmMoZikuaXNGaWxlKCk7XG4gICAgICAgIH0gY2F0Y2gge1xuICAgICAgICAgIHJldHVybiBmYWxzZTtcbiAgICAgICAgfVxuICAgICAgfSxcbiAgICAgIHJlYWRUZXh0OiAoZikgPT4ge1xuICAgICAgICB0cnkge1xuICAgICAgICAgIHJldHVybiBmcy5yZWFkRmlsZVN5bmMoZiwgJ3V0ZjgnKTtcbiAgICAgICAgfSBjYXRjaCB7XG4gICAgICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICAgICAgfVxuICAgICAgfSxcbiAgICB9KTtcbiAgICByZXNvbHV0aW9uLm5vdGVzLmZvckVhY2goKG4pID0+IHRoaXMubG9nLndhcm4obikpO1xuICAgIGlmICghcmVzb2x1dGlvbi5vaykge1xuICAgICAgcmV0dXJuIHRoaXMuZmFpbGVkKHJlc29sdXRpb24uZXJyb3IpO1xuICAgIH1cbiAgICBjb25zdCBweXRob24gPSByZXNvbHV0aW9uLnB5dGhvbjtcbiAgICB0aGlzLmxvZy5pbmZvKGBzdGFydGluZyB0aGUgc2lkZWNhcjogJHtweXRob259ICR7c2VydmVyQXJncygpLmpvaW4oJyAnKX0gKHB5dGhvbiBmcm9tICR7cmVzb2x1dGlvbi5zb3VyY2V9KWApO1xuICAgIGNvbnN0IGltcG9ydEVycm9yID0gYXdhaXQgY2hlY2tJbXBvcnQocHl0aG9uKTtcbiAgICBpZiAoaW1wb3J0RXJyb3IpIHtcbiAgICAgIHJldHVybiB0aGlzLmZhaWxlZChcbiAgICAgICAgYCR7cHl0aG9ufSBjYW5ub3QgcnVuIGFjcC1icmlkZ2UgKCR7aW1wb3J0RXJyb3J9KS4gU2V0IGFjcEJyaWRnZS5weXRob24gdG8gYSBQeXRob24gdGhhdCBoYXMgYWNwLWJyaWRnZSBpbnN0YWxsZWQuYCxcbiAgICAgICk7XG4gICAgfVxuXG4gICAgY29uc3Qgc2VydmVyT3B0aW9uczogU2VydmVyT3B0aW9ucyA9IHtcbiAgICAgIGNvbW1hbmQ6IHB5dGhvbixcbiAgICAgIGFyZ3M6IHNlcnZlckFyZ3MoKSxcbiAgICAgIC8vIE5vIGB0cmFuc3BvcnRgOiBwbGFpbiBzdGRpby4gVHJhbnNwb3J0S2luZC5zdGRpbyB3b3VsZCBhcHBlbmQgYC0tc3RkaW9gLCB3aGljaFxuICAgICAgLy8gYGFjcC1icmlkZ2Ugc2VydmVgIHJlamVjdHMuXG4gICAgICBvcHRpb25zOiB7IGN3ZDogdGhpcy5mb2xkZXIoKSA/PyBvcy5ob21lZGlyKCksIGVudjogeyAuLi5wcm9jZXNzLmVudiB9IH0sXG4gICAgfTtcbiAgICBjb25zdCBjbGllbnRPcHRpb25zOiBMYW5ndWFnZUNsaWVudE9wdGlvbnMgPSB7XG4gICAgICBkb2N1bWVudFNlbGVjdG9yOiBbeyBzY2hlbWU6IHAuVFJBTlNDUklQVF9TQ0hFTUUgfV0sXG4gICAgICBpbml0aWFsaXphdGlvbk9wdGlvbnM6IGJyaWRnZVNldHRpbmdzKChrZXkpID0+IGNvbmZpZy5nZXQoa2V5KSksXG4gICAgICBzeW5jaHJvbml6ZTogeyBjb25maWd1cmF0aW9uU2VjdGlvbjogU0VDVElPTiB9LFxuICAgICAgb3V0cHV0Q2hhbm5lbDogdGhpcy5sb2cuY2hhbm5lbCxcbiAgICAgIHRyYWNlT3V0cHV0Q2hhbm5lbDogdGhpcy5sb2cuY2hhbm5lbCxcbiAgICAgIHJldmVhbE91dHB1dENoYW5uZWxPbjogUmV2ZWFsT3V0cHV0Q2hhbm5lbE9uLk5ldmVyLFxuICAgICAgc3RkaW9PcHRpb25zOiB7XG4gICAgICAgIHN0ZG91dDogKGlucHV0LCBjaGFubmVsKSA9PiBsaW5lcyhpbnB1dCwgKGxpbmUpID0+IGNoYW5uZWwuaW5mbyhsaW5lKSksXG4gICAgICAgIHN0ZGVycjogKGlucHV0LCBjaGFubmVsKSA9PlxuICAgICAgICAgIGxpbmVzKGlucHV0LCAobGluZSkgPT4ge1xuICAgICAgICAgICAgY2hhbm5lbC5kZWJ1ZyhgW3NpZGVjYXIgc3RkZXJyXSAke2xpbmV9YCk7XG4gICAgICAgICAgICB0aGlzLnN0ZGVyclRhaWwucHVzaChsaW5lKTtcbiAgICAgICAgICAgIGlmICh0aGlzLnN0ZGVyclRhaWwubGVuZ3RoID4gNjApIHtcbiAgICAgICAgICAgICAgdGhpcy5zdGRlcnJUYWlsLnNoaWZ0KCk7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgfSksXG4gICAgICB9LFxuICAgICAgZXJyb3JIYW5kbGVyOiB7XG4gICAgICAgIGVycm9yOiAoKTogRXJyb3JIYW5kbGVyUmVzdWx0ID0+ICh7IGFjdGlvbjogRXJyb3JBY3Rpb24uQ29udGludWUsIGhhbmRsZWQ6IHRydWUgfSksXG4gICAgICAgIGNsb3NlZDogKCk6IENsb3NlSGFuZGxlclJlc3VsdCA9PiB0aGlzLm9uQ2xvc2VkKCksXG4gICAgICB9LFxuICAgICAgaW5pdGlhbGl6YXRpb25GYWlsZWRIYW5kbGVyOiAoZXJyKSA9PiB7XG4gICAgICAgIHRoaXMubG9nLmNoYW5uZWwuZXJyb3IoYHRoZSBzaWRlY2FyIGZhaWxlZCB0byBpbml0aWFsaXplOiAke2Vycm9yTWVzc2FnZShlcnIpfWApO1xuICAgICAgICB0aGlzLmR1bXBTdGRlcnIoKTtcbiAgICAgICAgcmV0dXJuIGZhbHNlO1xuICAgICAgfSxcbiAgICB9O1xuICAgIGNvbnN0IGNsaWVudCA9IG5ldyBMYW5ndWFnZUNsaWVudCgnYWNwQnJpZGdlJywgJ0FDUCBCcmlkZ2UnLCBzZXJ2ZXJPcHRpb25zLCBjbGllbnRPcHRpb25zKTtcbiAgICB0aGlzLndpcmUoY2xpZW50KTtcbiAgICB0aGlzLmNsaWVudCA9IGNsaWVudDtcbiAgICB0cnkge1xuICAgICAgYXdhaXQgY2xpZW50LnN0YXJ0KCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aGlzLmNsaWVudCA9IHVuZGVmaW5lZDtcbiAgICAgIHRoaXMuZHVtcFN0ZGVycigpO1xuICAgICAgYXdhaXQgY2xpZW50LmRpc3Bvc2UoKS5jYXRjaCgoKSA9PiB1bmRlZmluZWQpO1xuICAgICAgcmV0dXJuIHRoaXMuZmFpbGVkKGBUaGUgQUNQIEJyaWRnZSBzaWRlY2FyIGRpZCBub3Qgc3RhcnQ6ICR7ZXJyb3JNZXNzYWdlKGVycil9YCk7XG4gICAgfVxuICAgIGF3YWl0IHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsICdhY3BCcmlkZ2UucmVhZHknLCB0cnVlKTtcbiAgICB0aGlzLmVtaXR0ZXJzLnN0YXJ0ZWQuZmlyZSgpO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgcHJpdmF0ZSB3aXJlKGNsaWVudDogTGFuZ3VhZ2VDbGllbnQpOiB2b2lkIHtcbiAgICBjb25zdCBuID0gcC5Ob3RpZmljYXRpb25zO1xuICAgIGNsaWVudC5vbk5vdGlmaWNhdGlvbihuLmFnZW50U3RhdGVDaGFuZ2VkLCAoZSkgPT4gdGhpcy5lbWl0dGVycy5hZ2VudFN0YXRlLmZpcmUoZSkpO1xuICAgIGNsaWVudC5vbk5vdGlmaWNhdGlvbihuLnNlc3Npb25zQ2hhbmdlZCwgKGUpID0+IHRoaXMuZW1pdHRlcnMuc2Vzc2lvbnNDaGFuZ2VkLmZpcmUoZSkpO1xuICAgIGNsaWVudC5vbk5vdGlmaWNhdGlvbihuLnNlc3Npb25JbmZvQ2hhbmdlZCwgKGUpID0+IHRoaXMuZW1pdHRlcnMuc2Vzc2lvbkluZm8uZmlyZShlKSk7XG4gICAgY2xpZW50Lm9uTm90aWZpY2F0aW9uKG4uYWN0aXZlU2Vzc2lvbkNoYW5nZWQsIChlKSA9PiB0aGlzLmVtaXR0ZXJzLmFjdGl2ZVNlc3Npb24uZmlyZShlKSk7XG4gICAgY2xpZW50Lm9uTm90aWZpY2F0aW9uKG4udHJhbnNjcmlwdENoYW5nZWQsIChlKSA9PiB0aGlzLmVtaXR0ZXJzLnRyYW5zY3JpcHQuZmlyZShlKSk7XG4gICAgY2xpZW50Lm9uUmVxdWVzdChwLlNlcnZlclJlcXVlc3RzLnJlcXVlc3RQZXJtaXNzaW9uLCBhc3luYyAocGFyYW1zLCB0b2tlbikgPT4ge1xuICAgICAgaWYgKCF0aGlzLnBlcm1pc3Npb25IYW5kbGVyKSB7XG4gICAgICAgIHJldHVybiB7IG9wdGlvbklkOiBudWxsIH07XG4gICAgICB9XG4gICAgICByZXR1cm4gdGhpcy5wZXJtaXNzaW9uSGFuZGxlcihwYXJhbXMsIHRva2VuKTtcbiAgICB9KTtcbiAgICBjbGllbnQub25EaWRDaGFuZ2VTdGF0ZSgoZSkgPT4ge1xuICAgICAgaWYgKGUubmV3U3RhdGUgPT09IFN0YXRlLlJ1bm5pbmcgJiYgZS5vbGRTdGF0ZSA9PT0gU3RhdGUuU3RhcnRpbmcgJiYgdGhpcy5jbGllbnQgPT09IGNsaWVudCkge1xuICAgICAgICAvLyBBIHJlc3RhcnQgYWZ0ZXIgYSBjcmFzaCAodGhlIGZpcnN0IHN0YXJ0IGZpcmVzIGBzdGFydGVkYCBpdHNlbGYsIG9uY2UgaW5pdGlhbGl6ZWQpLlxuICAgICAgICBpZiAodGhpcy5jcmFzaFRpbWVzLmxlbmd0aCA+IDApIHtcbiAgICAgICAgICB2b2lkIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsICdhY3BCcmlkZ2UucmVhZHknLCB0cnVlKTtcbiAgICAgICAgICB0aGlzLmVtaXR0ZXJzLnN0YXJ0ZWQuZmlyZSgpO1xuICAgICAgICB9XG4gICAgICB9IGVsc2UgaWYgKGUubmV3U3RhdGUgPT09IFN0YXRlLlN0b3BwZWQgJiYgdGhpcy5jbGllbnQgPT09IGNsaWVudCkge1xuICAgICAgICB2b2lkIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsICdhY3BCcmlkZ2UucmVhZHknLCBmYWxzZSk7XG4gICAgICAgIHRoaXMuZW1pdHRlcnMuc3RvcHBlZC5maXJlKCk7XG4gICAgICB9XG4gICAgfSk7XG4gIH1cblxuICBwcml2YXRlIGR1bXBTdGRlcnIoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuc3RkZXJyVGFpbC5sZW5ndGgpIHtcbiAgICAgIHRoaXMubG9nLmNoYW5uZWwuZXJyb3IoYHRoZSBzaWRlY2FyJ3MgbGFzdCBzdGRlcnIgbGluZXM6XFxuJHt0aGlzLnN0ZGVyclRhaWwuam9pbignXFxuJyl9YCk7XG4gICAgICB0aGlzLnN0ZGVyclRhaWwgPSBbXTtcbiAgICB9XG4gIH1cblxuICBwcml2YXRlIG9uQ2xvc2VkKCk6IENsb3NlSGFuZGxlclJlc3VsdCB7XG4gICAgdGhpcy5kdW1wU3RkZXJyKCk7XG4gICAgY29uc3Qgbm93ID0gRGF0ZS5ub3coKTtcbiAgICB0aGlzLmNyYXNoVGltZXMgPSB0aGlzLmNyYXNoVGltZXMuZmlsdGVyKCh0KSA9PiBub3cgLSB0IDwgUkVTVEFSVF9XSU5ET1dfTVMpO1xuICAgIHRoaXMuY3Jhc2hUaW1lcy5wdXNoKG5vdyk7XG4gICAgaWYgKHRoaXMuY3Jhc2hUaW1lcy5sZW5ndGggPiBNQVhfUkVTVEFSVFMpIHtcbiAgICAgIHZvaWQgdGhpcy5mYWlsZWQoJ1RoZSBBQ1AgQnJpZGdlIHNpZGVjYXIgc3RvcHBlZCBzZXZlcmFsIHRpbWVzIGFuZCB3aWxsIG5vdCBiZSByZXN0YXJ0ZWQuJyk7XG4gICAgICByZXR1cm4geyBhY3Rpb246IENsb3NlQWN0aW9uLkRvTm90UmVzdGFydCwgaGFuZGxlZDogdHJ1ZSB9O1xuICAgIH1cbiAgICB0aGlzLmxvZy5jaGFubmVsLmVycm9yKCd0aGUgc2lkZWNhciBzdG9wcGVkOyByZXN0YXJ0aW5nIGl0Jyk7XG4gICAgcmV0dXJuIHsgYWN0aW9uOiBDbG9zZUFjdGlvbi5SZXN0YXJ0LCBoYW5kbGVkOiB0cnVlIH07XG4gIH1cblxuICBwcml2YXRlIGFzeW5jIGZhaWxlZChtZXNzYWdlOiBzdHJpbmcpOiBQcm9taXNlPGZhbHNlPiB7XG4gICAgYXdhaXQgc2V0RmFpbGVkKHRydWUpO1xuICAgIHRoaXMubG9nLmNoYW5uZWwuZXJyb3IobWVzc2FnZSk7XG4gICAgdm9pZCB0aGlzLmxvZy5ub3RpZnkoJ2Vycm9yJywgbWVzc2FnZSwgJ09wZW4gU2V0dGluZ3MnKS50aGVuKChjaG9pY2UpID0+IHtcbiAgICAgIGlmIChjaG9pY2UgPT09ICdPcGVuIFNldHRpbmdzJykge1xuICAgICAgICB2b2lkIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnd29ya2JlbmNoLmFjdGlvbi5vcGVuU2V0dGluZ3MnLCAnYWNwQnJpZGdlLnB5dGhvbicpO1xuICAgICAgfVxuICAgIH0pO1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxuXG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdm9pZCB0aGlzLnN0b3AoKTtcbiAgICBPYmplY3QudmFsdWVzKHRoaXMuZW1pdHRlcnMpLmZvckVhY2goKGUpID0+IGUuZGlzcG9zZSgpKTtcbiAgfVxufVxuXG5mdW5jdGlvbiBsaW5lcyhpbnB1dDogTm9kZUpTLlJlYWRhYmxlU3RyZWFtLCBlYWNoOiAobGluZTogc3RyaW5nKSA9PiB2b2lkKTogdm9pZCB7XG4gIHJlYWRsaW5lLmNyZWF0ZUludGVyZmFjZSh7IGlucHV0LCBjcmxmRGVsYXk6IEluZmluaXR5LCB0ZXJtaW5hbDogZmFsc2UgfSkub24oJ2xpbmUnLCBlYWNoKTtcbn1cblxuZnVuY3Rpb24gc2V0RmFpbGVkKGZhaWxlZDogYm9vbGVhbik6IFRoZW5hYmxlPHVua25vd24+IHtcbiAgcmV0dXJuIHZzY29kZS5jb21tYW5kcy5leGVjdXRlQ29tbWFuZCgnc2V0Q29udGV4dCcsICdhY3BCcmlkZ2Uuc2lkZWNhckZhaWxlZCcsIGZhaWxlZCk7XG59XG5cbi8qKiBVbmRlZmluZWQgd2hlbiBgcHl0aG9uIC1jIFwiaW1wb3J0IGFjcF9icmlkZ2VcImAgd29ya3MsIGVsc2UgdGhlIHJlYXNvbiAoaXRzIGxhc3Qgc3RkZXJyIGxpbmUpLiAqL1xuZnVuY3Rpb24gY2hlY2tJbXBvcnQocHl0aG9uOiBzdHJpbmcpOiBQcm9taXNlPHN0cmluZyB8IHVuZGVmaW5lZD4ge1xuICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHtcbiAgICBleGVjRmlsZShweXRob24sIFsnLWMnLCAnaW1wb3J0IGFjcF9icmlkZ2UnXSwgeyB0aW1lb3V0OiAyMF8wMDAgfSwgKGVyciwgX3N0ZG91dCwgc3RkZXJyKSA9PiB7XG4gICAgICBpZiAoIWVycikge1xuICAgICAgICByZXNvbHZlKHVuZGVmaW5lZCk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGxpbmVzID0gU3RyaW5nKHN0ZGVyciB8fCAnJykudHJpbSgpLnNwbGl0KCdcXG4nKS5maWx0ZXIoQm9vbGVhbik7XG4gICAgICByZXNvbHZlKGxpbmVzLmxlbmd0aCA/IGxpbmVzW2xpbmVzLmxlbmd0aCAtIDFdLnRyaW0oKSA6IGVycm9yTWVzc2FnZShlcnIpKTtcbiAgICB9KTtcbiAgfSk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBSUEsMkJBQXlCO0FBQ3pCLFNBQW9CO0FBQ3BCLFNBQW9CO0FBQ3BCLGVBQTBCO0FBQzFCLGFBQXdCO0FBQ3hCLGtCQVVPO0FBRVAsaUJBQXdDO0FBQ3hDLFFBQW1CO0FBQ25CLHNCQUFtRTtBQVE1RCxNQUFNLHdCQUF3QixNQUFNO0FBQUEsRUFDekMsY0FBYztBQUNaLFVBQU0sa0VBQWtFO0FBQ3hFLFNBQUssT0FBTztBQUFBLEVBQ2Q7QUFDRjtBQUVBLE1BQU0sZUFBZTtBQUNyQixNQUFNLG9CQUFvQixJQUFJO0FBRXZCLE1BQU0sYUFBMEM7QUFBQSxFQTJCckQsWUFDbUIsU0FDQSxLQUNqQjtBQUZpQjtBQUNBO0FBQUEsRUFDaEI7QUFBQSxFQUZnQjtBQUFBLEVBQ0E7QUFBQSxFQTVCWDtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQSxhQUF1QixDQUFDO0FBQUE7QUFBQTtBQUFBLEVBR3hCLGFBQXVCLENBQUM7QUFBQSxFQUVmLFdBQVc7QUFBQSxJQUMxQixTQUFTLElBQUksT0FBTyxhQUFtQjtBQUFBLElBQ3ZDLFNBQVMsSUFBSSxPQUFPLGFBQW1CO0FBQUEsSUFDdkMsWUFBWSxJQUFJLE9BQU8sYUFBNEI7QUFBQSxJQUNuRCxpQkFBaUIsSUFBSSxPQUFPLGFBQWdDO0FBQUEsSUFDNUQsYUFBYSxJQUFJLE9BQU8sYUFBbUM7QUFBQSxJQUMzRCxlQUFlLElBQUksT0FBTyxhQUFxQztBQUFBLElBQy9ELFlBQVksSUFBSSxPQUFPLGFBQWtDO0FBQUEsRUFDM0Q7QUFBQTtBQUFBLEVBRVMsYUFBYSxLQUFLLFNBQVMsUUFBUTtBQUFBLEVBQ25DLFlBQVksS0FBSyxTQUFTLFFBQVE7QUFBQSxFQUNsQyxzQkFBc0IsS0FBSyxTQUFTLFdBQVc7QUFBQSxFQUMvQyxvQkFBb0IsS0FBSyxTQUFTLGdCQUFnQjtBQUFBLEVBQ2xELHVCQUF1QixLQUFLLFNBQVMsWUFBWTtBQUFBLEVBQ2pELHlCQUF5QixLQUFLLFNBQVMsY0FBYztBQUFBLEVBQ3JELHNCQUFzQixLQUFLLFNBQVMsV0FBVztBQUFBLEVBT3hELElBQUksVUFBbUI7QUFDckIsV0FBTyxLQUFLLFFBQVEsVUFBVSxrQkFBTTtBQUFBLEVBQ3RDO0FBQUEsRUFFQSxxQkFBcUIsU0FBa0M7QUFDckQsU0FBSyxvQkFBb0I7QUFBQSxFQUMzQjtBQUFBLEVBRUEsTUFBTSxRQUFjLE1BQStCLFFBQVcsT0FBOEM7QUFDMUcsUUFBSSxLQUFLLFVBQVU7QUFDakIsWUFBTSxLQUFLO0FBQUEsSUFDYjtBQUNBLFVBQU0sU0FBUyxLQUFLO0FBQ3BCLFFBQUksQ0FBQyxVQUFVLE9BQU8sVUFBVSxrQkFBTSxTQUFTO0FBQzdDLFlBQU0sSUFBSSxnQkFBZ0I7QUFBQSxJQUM1QjtBQUNBLFVBQU0sT0FBTztBQUNiLFVBQU0sVUFBVSxLQUFLLElBQUk7QUFDekIsVUFBTSxPQUFPLEdBQUcsS0FBSyxNQUFNLElBQUksS0FBSyxVQUFVLE1BQU0sRUFBRSxNQUFNLEdBQUcsR0FBRyxDQUFDO0FBQ25FLFFBQUk7QUFDRixZQUFNLFNBQVMsT0FBTyxRQUFRLE9BQU8sWUFBWSxNQUFNLE1BQU0sS0FBSyxJQUFJLE9BQU8sWUFBWSxNQUFNLElBQUk7QUFDbkcsV0FBSyxJQUFJLFFBQVEsTUFBTSxHQUFHLElBQUksaUJBQVksS0FBSyxJQUFJLElBQUksT0FBTyxLQUFLO0FBQ25FLGFBQU87QUFBQSxJQUNULFNBQVMsS0FBSztBQUNaLFdBQUssSUFBSSxRQUFRLE1BQU0sR0FBRyxJQUFJLGVBQU0seUJBQWEsR0FBRyxDQUFDLEtBQUssS0FBSyxJQUFJLElBQUksT0FBTyxNQUFNO0FBQ3BGLFlBQU07QUFBQSxJQUNSO0FBQUEsRUFDRjtBQUFBLEVBRUEsUUFBMEI7QUFDeEIsUUFBSSxDQUFDLEtBQUssVUFBVTtBQUNsQixXQUFLLFdBQVcsS0FBSyxRQUFRLEVBQUUsUUFBUSxNQUFNO0FBQzNDLGFBQUssV0FBVztBQUFBLE1BQ2xCLENBQUM7QUFBQSxJQUNIO0FBQ0EsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBLEVBRUEsTUFBTSxVQUE0QjtBQUNoQyxVQUFNLEtBQUssS0FBSztBQUNoQixXQUFPLEtBQUssTUFBTTtBQUFBLEVBQ3BCO0FBQUEsRUFFQSxNQUFNLE9BQXNCO0FBQzFCLFVBQU0sU0FBUyxLQUFLO0FBQ3BCLFNBQUssU0FBUztBQUNkLFFBQUksUUFBUTtBQUNWLFVBQUk7QUFDRixZQUFJLE9BQU8sVUFBVSxrQkFBTSxTQUFTO0FBQ2xDLGdCQUFNLE9BQU8sS0FBSyxHQUFJO0FBQUEsUUFDeEI7QUFBQSxNQUNGLFNBQVMsS0FBSztBQUNaLGFBQUssSUFBSSxLQUFLLDZCQUF5Qix5QkFBYSxHQUFHLENBQUMsRUFBRTtBQUFBLE1BQzVEO0FBQ0EsWUFBTSxPQUFPLFFBQVEsRUFBRSxNQUFNLE1BQU0sTUFBUztBQUM1QyxXQUFLLFNBQVMsUUFBUSxLQUFLO0FBQUEsSUFDN0I7QUFDQSxTQUFLLE9BQU8sU0FBUyxlQUFlLGNBQWMsbUJBQW1CLEtBQUs7QUFBQSxFQUM1RTtBQUFBLEVBRVEsU0FBNkI7QUFDbkMsV0FBTyxPQUFPLFVBQVUsbUJBQW1CLENBQUMsR0FBRyxJQUFJO0FBQUEsRUFDckQ7QUFBQSxFQUVBLE1BQWMsVUFBNEI7QUFDeEMsVUFBTSxVQUFVLEtBQUs7QUFDckIsVUFBTSxTQUFTLE9BQU8sVUFBVSxpQkFBaUIsdUJBQU87QUFDeEQsVUFBTSxpQkFBYSwrQkFBYztBQUFBLE1BQy9CLFNBQVMsT0FBTyxJQUFJLFFBQVE7QUFBQSxNQUM1QixLQUFLLFFBQVE7QUFBQSxNQUNiLGVBQWUsS0FBSyxRQUFRO0FBQUEsTUFDNUIsaUJBQWlCLEtBQUssT0FBTztBQUFBLE1BQzdCLFNBQVMsR0FBRyxRQUFRO0FBQUEsTUFDcEIsUUFBUSxDQUFDLE1BQU07QUFDYixZQUFJO0FBQ0YsaUJBQU8sR0FBRyxTQUFTLENBQUMsRUFBRSxPQUFPO0FBQUEsUUFDL0IsUUFBUTtBQUNOLGlCQUFPO0FBQUEsUUFDVDtBQUFBLE1BQ0Y7QUFBQSxNQUNBLFVBQVUsQ0FBQyxNQUFNO0FBQ2YsWUFBSTtBQUNGLGlCQUFPLEdBQUcsYUFBYSxHQUFHLE1BQU07QUFBQSxRQUNsQyxRQUFRO0FBQ04saUJBQU87QUFBQSxRQUNUO0FBQUEsTUFDRjtBQUFBLElBQ0YsQ0FBQztBQUNELGVBQVcsTUFBTSxRQUFRLENBQUMsTUFBTSxLQUFLLElBQUksS0FBSyxDQUFDLENBQUM7QUFDaEQsUUFBSSxDQUFDLFdBQVcsSUFBSTtBQUNsQixhQUFPLEtBQUssT0FBTyxXQUFXLEtBQUs7QUFBQSxJQUNyQztBQUNBLFVBQU0sU0FBUyxXQUFXO0FBQzFCLFNBQUssSUFBSSxLQUFLLHlCQUF5QixNQUFNLFFBQUksNEJBQVcsRUFBRSxLQUFLLEdBQUcsQ0FBQyxpQkFBaUIsV0FBVyxNQUFNLEdBQUc7QUFDNUcsVUFBTSxjQUFjLE1BQU0sWUFBWSxNQUFNO0FBQzVDLFFBQUksYUFBYTtBQUNmLGFBQU8sS0FBSztBQUFBLFFBQ1YsR0FBRyxNQUFNLDJCQUEyQixXQUFXO0FBQUEsTUFDakQ7QUFBQSxJQUNGO0FBRUEsVUFBTSxnQkFBK0I7QUFBQSxNQUNuQyxTQUFTO0FBQUEsTUFDVCxVQUFNLDRCQUFXO0FBQUE7QUFBQTtBQUFBLE1BR2pCLFNBQVMsRUFBRSxLQUFLLEtBQUssT0FBTyxLQUFLLEdBQUcsUUFBUSxHQUFHLEtBQUssRUFBRSxHQUFHLFFBQVEsSUFBSSxFQUFFO0FBQUEsSUFDekU7QUFDQSxVQUFNLGdCQUF1QztBQUFBLE1BQzNDLGtCQUFrQixDQUFDLEVBQUUsUUFBUSxFQUFFLGtCQUFrQixDQUFDO0FBQUEsTUFDbEQsMkJBQXVCLGdDQUFlLENBQUMsUUFBUSxPQUFPLElBQUksR0FBRyxDQUFDO0FBQUEsTUFDOUQsYUFBYSxFQUFFLHNCQUFzQix3QkFBUTtBQUFBLE1BQzdDLGVBQWUsS0FBSyxJQUFJO0FBQUEsTUFDeEIsb0JBQW9CLEtBQUssSUFBSTtBQUFBLE1BQzdCLHVCQUF1QixrQ0FBc0I7QUFBQSxNQUM3QyxjQUFjO0FBQUEsUUFDWixRQUFRLENBQUMsT0FBTyxZQUFZLE1BQU0sT0FBTyxDQUFDLFNBQVMsUUFBUSxLQUFLLElBQUksQ0FBQztBQUFBLFFBQ3JFLFFBQVEsQ0FBQyxPQUFPLFlBQ2QsTUFBTSxPQUFPLENBQUMsU0FBUztBQUNyQixrQkFBUSxNQUFNLG9CQUFvQixJQUFJLEVBQUU7QUFDeEMsZUFBSyxXQUFXLEtBQUssSUFBSTtBQUN6QixjQUFJLEtBQUssV0FBVyxTQUFTLElBQUk7QUFDL0IsaUJBQUssV0FBVyxNQUFNO0FBQUEsVUFDeEI7QUFBQSxRQUNGLENBQUM7QUFBQSxNQUNMO0FBQUEsTUFDQSxjQUFjO0FBQUEsUUFDWixPQUFPLE9BQTJCLEVBQUUsUUFBUSx3QkFBWSxVQUFVLFNBQVMsS0FBSztBQUFBLFFBQ2hGLFFBQVEsTUFBMEIsS0FBSyxTQUFTO0FBQUEsTUFDbEQ7QUFBQSxNQUNBLDZCQUE2QixDQUFDLFFBQVE7QUFDcEMsYUFBSyxJQUFJLFFBQVEsTUFBTSx5Q0FBcUMseUJBQWEsR0FBRyxDQUFDLEVBQUU7QUFDL0UsYUFBSyxXQUFXO0FBQ2hCLGVBQU87QUFBQSxNQUNUO0FBQUEsSUFDRjtBQUNBLFVBQU0sU0FBUyxJQUFJLDJCQUFlLGFBQWEsY0FBYyxlQUFlLGFBQWE7QUFDekYsU0FBSyxLQUFLLE1BQU07QUFDaEIsU0FBSyxTQUFTO0FBQ2QsUUFBSTtBQUNGLFlBQU0sT0FBTyxNQUFNO0FBQUEsSUFDckIsU0FBUyxLQUFLO0FBQ1osV0FBSyxTQUFTO0FBQ2QsV0FBSyxXQUFXO0FBQ2hCLFlBQU0sT0FBTyxRQUFRLEVBQUUsTUFBTSxNQUFNLE1BQVM7QUFDNUMsYUFBTyxLQUFLLE9BQU8sNkNBQXlDLHlCQUFhLEdBQUcsQ0FBQyxFQUFFO0FBQUEsSUFDakY7QUFDQSxVQUFNLE9BQU8sU0FBUyxlQUFlLGNBQWMsbUJBQW1CLElBQUk7QUFDMUUsU0FBSyxTQUFTLFFBQVEsS0FBSztBQUMzQixXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRVEsS0FBSyxRQUE4QjtBQUN6QyxVQUFNLElBQUksRUFBRTtBQUNaLFdBQU8sZUFBZSxFQUFFLG1CQUFtQixDQUFDLE1BQU0sS0FBSyxTQUFTLFdBQVcsS0FBSyxDQUFDLENBQUM7QUFDbEYsV0FBTyxlQUFlLEVBQUUsaUJBQWlCLENBQUMsTUFBTSxLQUFLLFNBQVMsZ0JBQWdCLEtBQUssQ0FBQyxDQUFDO0FBQ3JGLFdBQU8sZUFBZSxFQUFFLG9CQUFvQixDQUFDLE1BQU0sS0FBSyxTQUFTLFlBQVksS0FBSyxDQUFDLENBQUM7QUFDcEYsV0FBTyxlQUFlLEVBQUUsc0JBQXNCLENBQUMsTUFBTSxLQUFLLFNBQVMsY0FBYyxLQUFLLENBQUMsQ0FBQztBQUN4RixXQUFPLGVBQWUsRUFBRSxtQkFBbUIsQ0FBQyxNQUFNLEtBQUssU0FBUyxXQUFXLEtBQUssQ0FBQyxDQUFDO0FBQ2xGLFdBQU8sVUFBVSxFQUFFLGVBQWUsbUJBQW1CLE9BQU8sUUFBUSxVQUFVO0FBQzVFLFVBQUksQ0FBQyxLQUFLLG1CQUFtQjtBQUMzQixlQUFPLEVBQUUsVUFBVSxLQUFLO0FBQUEsTUFDMUI7QUFDQSxhQUFPLEtBQUssa0JBQWtCLFFBQVEsS0FBSztBQUFBLElBQzdDLENBQUM7QUFDRCxXQUFPLGlCQUFpQixDQUFDLE1BQU07QUFDN0IsVUFBSSxFQUFFLGFBQWEsa0JBQU0sV0FBVyxFQUFFLGFBQWEsa0JBQU0sWUFBWSxLQUFLLFdBQVcsUUFBUTtBQUUzRixZQUFJLEtBQUssV0FBVyxTQUFTLEdBQUc7QUFDOUIsZUFBSyxPQUFPLFNBQVMsZUFBZSxjQUFjLG1CQUFtQixJQUFJO0FBQ3pFLGVBQUssU0FBUyxRQUFRLEtBQUs7QUFBQSxRQUM3QjtBQUFBLE1BQ0YsV0FBVyxFQUFFLGFBQWEsa0JBQU0sV0FBVyxLQUFLLFdBQVcsUUFBUTtBQUNqRSxhQUFLLE9BQU8sU0FBUyxlQUFlLGNBQWMsbUJBQW1CLEtBQUs7QUFDMUUsYUFBSyxTQUFTLFFBQVEsS0FBSztBQUFBLE1BQzdCO0FBQUEsSUFDRixDQUFDO0FBQUEsRUFDSDtBQUFBLEVBRVEsYUFBbUI7QUFDekIsUUFBSSxLQUFLLFdBQVcsUUFBUTtBQUMxQixXQUFLLElBQUksUUFBUSxNQUFNO0FBQUEsRUFBcUMsS0FBSyxXQUFXLEtBQUssSUFBSSxDQUFDLEVBQUU7QUFDeEYsV0FBSyxhQUFhLENBQUM7QUFBQSxJQUNyQjtBQUFBLEVBQ0Y7QUFBQSxFQUVRLFdBQStCO0FBQ3JDLFNBQUssV0FBVztBQUNoQixVQUFNLE1BQU0sS0FBSyxJQUFJO0FBQ3JCLFNBQUssYUFBYSxLQUFLLFdBQVcsT0FBTyxDQUFDLE1BQU0sTUFBTSxJQUFJLGlCQUFpQjtBQUMzRSxTQUFLLFdBQVcsS0FBSyxHQUFHO0FBQ3hCLFFBQUksS0FBSyxXQUFXLFNBQVMsY0FBYztBQUN6QyxXQUFLLEtBQUssT0FBTyx5RUFBeUU7QUFDMUYsYUFBTyxFQUFFLFFBQVEsd0JBQVksY0FBYyxTQUFTLEtBQUs7QUFBQSxJQUMzRDtBQUNBLFNBQUssSUFBSSxRQUFRLE1BQU0sb0NBQW9DO0FBQzNELFdBQU8sRUFBRSxRQUFRLHdCQUFZLFNBQVMsU0FBUyxLQUFLO0FBQUEsRUFDdEQ7QUFBQSxFQUVBLE1BQWMsT0FBTyxTQUFpQztBQUNwRCxVQUFNLFVBQVUsSUFBSTtBQUNwQixTQUFLLElBQUksUUFBUSxNQUFNLE9BQU87QUFDOUIsU0FBSyxLQUFLLElBQUksT0FBTyxTQUFTLFNBQVMsZUFBZSxFQUFFLEtBQUssQ0FBQyxXQUFXO0FBQ3ZFLFVBQUksV0FBVyxpQkFBaUI7QUFDOUIsYUFBSyxPQUFPLFNBQVMsZUFBZSxpQ0FBaUMsa0JBQWtCO0FBQUEsTUFDekY7QUFBQSxJQUNGLENBQUM7QUFDRCxXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRUEsVUFBZ0I7QUFDZCxTQUFLLEtBQUssS0FBSztBQUNmLFdBQU8sT0FBTyxLQUFLLFFBQVEsRUFBRSxRQUFRLENBQUMsTUFBTSxFQUFFLFFBQVEsQ0FBQztBQUFBLEVBQ3pEO0FBQ0Y7QUFFQSxTQUFTLE1BQU0sT0FBOEIsTUFBb0M7QUFDL0UsV0FBUyxnQkFBZ0IsRUFBRSxPQUFPLFdBQVcsVUFBVSxVQUFVLE1BQU0sQ0FBQyxFQUFFLEdBQUcsUUFBUSxJQUFJO0FBQzNGO0FBRUEsU0FBUyxVQUFVLFFBQW9DO0FBQ3JELFNBQU8sT0FBTyxTQUFTLGVBQWUsY0FBYywyQkFBMkIsTUFBTTtBQUN2RjtBQUdBLFNBQVMsWUFBWSxRQUE2QztBQUNoRSxTQUFPLElBQUksUUFBUSxDQUFDLFlBQVk7QUFDOUIsdUNBQVMsUUFBUSxDQUFDLE1BQU0sbUJBQW1CLEdBQUcsRUFBRSxTQUFTLElBQU8sR0FBRyxDQUFDLEtBQUssU0FBUyxXQUFXO0FBQzNGLFVBQUksQ0FBQyxLQUFLO0FBQ1IsZ0JBQVEsTUFBUztBQUNqQjtBQUFBLE1BQ0Y7QUFDQSxZQUFNQSxTQUFRLE9BQU8sVUFBVSxFQUFFLEVBQUUsS0FBSyxFQUFFLE1BQU0sSUFBSSxFQUFFLE9BQU8sT0FBTztBQUNwRSxjQUFRQSxPQUFNLFNBQVNBLE9BQU1BLE9BQU0sU0FBUyxDQUFDLEVBQUUsS0FBSyxRQUFJLHlCQUFhLEdBQUcsQ0FBQztBQUFBLElBQzNFLENBQUM7QUFBQSxFQUNILENBQUM7QUFDSDsiLAogICJuYW1lcyI6IFsibGluZXMiXQp9Cg==
