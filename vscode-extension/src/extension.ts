// Entry point: wires the modules together. Each module has one job; see ARCHITECTURE.md.

import * as vscode from 'vscode';
import { BridgeClient } from './client';
import { registerCommands } from './commands';
import { BridgeLog } from './log';
import { askPermission } from './permissions';
import { SessionActions } from './sessionActions';
import { SessionsTree } from './sessionsTree';
import { onDidChangeInterpreter, selectedInterpreter } from './pythonExtension';
import { SECTION } from './settings';
import { BridgeState } from './state';
import { IndexingStatus } from './indexing';
import { SessionStatusBar } from './statusBar';
import { Switcher } from './switcher';
import { Transcripts } from './transcripts';

let bridge: BridgeClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const log = new BridgeLog();
  const state = new BridgeState();
  const client = new BridgeClient(context, log);
  bridge = client;
  context.subscriptions.push(log, state, client);

  // The shared state first, so every surface below sees it updated when it hears of a change.
  context.subscriptions.push(
    client.onDidStart(() => state.reset()),
    client.onDidStop(() => state.reset()),
    client.onAgentStateChanged((s) => state.updateAgent(s)),
    client.onActiveSessionChanged((e) => state.setActive(e.session, e.loading, e.promptRunning === true)),
    client.onSessionInfoChanged((e) => state.patchSession(e.session)),
  );
  client.setPermissionHandler((params, token) => askPermission(state, params, token));

  const transcripts = new Transcripts(client, log);
  const tree = new SessionsTree(client, state, log, context.workspaceState);
  const statusBar = new SessionStatusBar(state);
  const actions = new SessionActions(client, state, transcripts, log);
  const switcher = new Switcher(client, state, tree, actions, log);
  const indexing = new IndexingStatus(client, log);
  context.subscriptions.push(transcripts, tree, statusBar, indexing);
  // A renamed session's open transcript tab takes the new title (its label comes from its URI).
  context.subscriptions.push(
    client.onSessionInfoChanged((e) => void transcripts.retitle(e.session).catch((err) => log.reportError('Relabelling the transcript', err))),
    client.onActiveSessionChanged((e) => {
      if (e.session) {
        void transcripts.retitle(e.session).catch((err) => log.reportError('Relabelling the transcript', err));
      }
    }),
  );
  // After a restart (registered after `state.reset`, which keeps the session active at the stop).
  context.subscriptions.push(client.onDidStart(() => void actions.restoreActive()));
  registerCommands(context, { client, state, tree, actions, switcher, transcripts, indexing, log });

  const updateAgentsContext = () => {
    const agents = vscode.workspace.getConfiguration(SECTION).get<unknown[]>('agents') ?? [];
    void vscode.commands.executeCommand('setContext', 'acpBridge.noAgentsConfigured', !Array.isArray(agents) || agents.length === 0);
  };
  updateAgentsContext();
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${SECTION}.agents`)) {
        updateAgentsContext(); // the sidecar itself hears of it through didChangeConfiguration
      }
      if (e.affectsConfiguration(`${SECTION}.python`)) {
        log.info('acpBridge.python changed: restarting the sidecar');
        void client.restart();
      }
    }),
  );
  // The Python extension fires this per folder and at its own start: restart only once things
  // settle, and only when the interpreter would be another one.
  let settle: NodeJS.Timeout | undefined;
  const interpreterChanged = async () => {
    if (client.usesPythonSetting) {
      return;
    }
    const selected = await selectedInterpreter(vscode.workspace.workspaceFolders?.[0]?.uri).catch(() => undefined);
    if (selected && selected.path !== client.pythonPath) {
      log.info(`the Python extension's interpreter is now ${selected.path}: restarting the sidecar`);
      await client.restart();
    }
  };
  context.subscriptions.push({ dispose: () => clearTimeout(settle) });
  void onDidChangeInterpreter(() => {
    clearTimeout(settle);
    settle = setTimeout(() => void interpreterChanged(), 1000);
  }).then(
    (d) => context.subscriptions.push(d),
    (err) => log.warn(`listening to the Python extension: ${String(err)}`),
  );

  void client.start();
}

export async function deactivate(): Promise<void> {
  await bridge?.stop();
  bridge = undefined;
}
