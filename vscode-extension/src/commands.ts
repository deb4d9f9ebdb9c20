// Every command of package.json. Item commands take a tree node, a SessionItem, a {agentId,
// sessionId} or a transcript Uri; a row's commands without one ask which session, the palette's
// (Go to Turn) act on the active session.

import * as os from 'os';
import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import type { IndexingStatus } from './indexing';
import { BridgeLog, errorCode, errorMessage } from './log';
import { withAgentProgress } from './progress';
import * as p from './protocol';
import { selectInterpreter } from './pythonExtension';
import { SessionActions } from './sessionActions';
import { SessionsTree } from './sessionsTree';
import { BridgeState } from './state';
import { searchSessions } from './search';
import { Switcher } from './switcher';
import type { Transcripts } from './transcripts';
import { agentErrorText } from './treeModel';
import { parseTranscriptUri, TRANSCRIPT_SCHEME } from './transcriptUris';
import { goToTurn } from './turns';
import { escapeIcons, switcherDescription, switcherDetail } from './switcherItems';

export interface CommandDeps {
  client: BridgeClient;
  state: BridgeState;
  tree: SessionsTree;
  actions: SessionActions;
  switcher: Switcher;
  transcripts: Transcripts;
  indexing: IndexingStatus;
  log: BridgeLog;
}

export type SessionPick = vscode.QuickPickItem & { item: p.SessionItem };

/** The button on an agent's start failure that opens its settings. */
const CONFIGURE_AGENTS = 'Configure Agents';

export function registerCommands(context: vscode.ExtensionContext, deps: CommandDeps): void {
  const { client, state, tree, actions, switcher, transcripts, log } = deps;

  const sessionPick = (item: p.SessionItem): SessionPick => ({
    item,
    label: escapeIcons(item.displayTitle),
    description: escapeIcons(
      switcherDescription(item, {
        now: new Date(),
        agentName: (id) => state.agentName(id),
        canDelete: () => false,
        isActive: (s) => state.isActive(s),
        hasMore: false,
      }),
    ),
    detail: escapeIcons(switcherDetail(item)),
  });

  const pickSession = async (items: p.SessionItem[], title: string): Promise<p.SessionItem | undefined> => {
    const picked = await vscode.window.showQuickPick(items.map(sessionPick), {
      title,
      placeHolder: 'Choose a session',
      matchOnDescription: true,
      matchOnDetail: true,
    });
    return picked?.item;
  };

  const ensureAgents = async (): Promise<p.AgentStatus[]> => {
    if (!state.agents.length) {
      state.setAgents((await client.request(p.Requests.listAgents, {})).agents);
    }
    return state.agents;
  };

  const pickAgent = async (arg: unknown, placeHolder: string): Promise<string | undefined> => {
    const given = (arg as { agentId?: unknown } | undefined)?.agentId;
    if (typeof given === 'string') {
      return given;
    }
    const agents = await ensureAgents();
    if (agents.length <= 1) {
      return agents[0]?.agentId;
    }
    const picked = await vscode.window.showQuickPick(
      agents.map((a) => ({ label: escapeIcons(a.name), description: a.state, agentId: a.agentId })),
      { placeHolder },
    );
    return picked?.agentId;
  };

  /** The session an item command is about; without one, the active session (`orActive`), else the
   * user picks. */
  const sessionArg = async (arg: unknown, orActive = true, question = 'Choose a session'): Promise<p.SessionItem | undefined> => {
    let ref: p.SessionRef | undefined;
    if (arg instanceof vscode.Uri) {
      ref = parseTranscriptUri(arg.toString(true)) ?? parseTranscriptUri(arg.toString());
    } else if (arg && typeof arg === 'object') {
      const a = arg as { item?: p.SessionItem; agentId?: unknown; sessionId?: unknown; displayTitle?: unknown };
      if (a.item && typeof a.item.sessionId === 'string') {
        return a.item;
      }
      if (typeof a.agentId === 'string' && typeof a.sessionId === 'string') {
        if (typeof a.displayTitle === 'string') {
          return arg as p.SessionItem;
        }
        ref = { agentId: a.agentId, sessionId: a.sessionId };
      }
    }
    if (ref) {
      const r = ref;
      const known = tree.listing(r.agentId)?.sessions.find((s) => s.sessionId === r.sessionId);
      return known ?? minimalItem(r);
    }
    if (orActive && state.active) {
      return state.active;
    }
    const recent = await client.request(p.Requests.findSessions, { query: '', agentId: null, limit: 200, inTranscripts: false });
    return pickSession(recent.items, question);
  };

  // A row's commands (hidden from the palette) come with their row. VS Code gives none when the row
  // was re-fetched while its menu was open: the command asks (`question`), rather than the active
  // session being archived or deleted in its place.
  const withSession = (question: string, fn: (item: p.SessionItem) => Promise<unknown>) => async (arg?: unknown) => {
    try {
      const item = await sessionArg(arg, false, question);
      if (item) {
        await fn(item);
      }
    } catch (err) {
      log.reportError('The command', err);
    }
  };

  const guarded = (what: string, fn: (...args: unknown[]) => Promise<unknown>) => async (...args: unknown[]) => {
    try {
      await fn(...args);
    } catch (err) {
      log.reportError(what, err);
    }
  };


  /** The workspace folder a command acts in: the only one, or the one the user picks. */
  const folderCwd = async (): Promise<string | undefined> => {
    const folders = vscode.workspace.workspaceFolders ?? [];
    if (folders.length > 1) {
      return (await vscode.window.showWorkspaceFolderPick({ placeHolder: 'Which folder?' }))?.uri.fsPath;
    }
    return folders[0]?.uri.fsPath;
  };

  const register = (id: string, fn: (...args: any[]) => unknown) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  register('acpBridge.switchSession', guarded('Switching sessions', () => switcher.show()));

  register('acpBridge.continueLastSession', guarded('Continuing the last session', async () => {
    const cwd = await folderCwd();
    if (!cwd) {
      void vscode.window.showInformationMessage('Open a folder to continue its last session.');
      return;
    }
    if (!(await actions.confirmSwitch({ agentId: '', sessionId: '' }))) {
      return;
    }
    let result: p.OpenSessionResult;
    try {
      result = await withAgentProgress('Continuing the last session…', (token) =>
        client.request(p.Requests.continueLast, { cwd, agentId: null }, token),
      );
    } catch (err) {
      if (errorCode(err) !== p.ErrorCodes.notFound) {
        throw err;
      }
      // A folder no session was held in yet (or none its agents could say): no failure, a next step.
      const choice = await vscode.window.showInformationMessage(`${errorMessage(err)}.`, 'New Session');
      if (choice === 'New Session') {
        await vscode.commands.executeCommand('acpBridge.newSession', undefined, cwd); // in the folder just picked
      }
      return;
    }
    await actions.showResult(result);
  }));

  register('acpBridge.resumeSessionById', guarded('Resuming the session', async () => {
    const prefix = (
      await vscode.window.showInputBox({
        title: 'Resume Session by Id',
        prompt: 'A session id, or the start of one',
        placeHolder: 'sess_3f2a',
        validateInput: (v) => (v.trim() ? undefined : 'Type an id or the start of one.'),
      })
    )?.trim();
    if (!prefix) {
      return;
    }
    const { matches, unasked = [] } = await withAgentProgress('Looking up the session…', (token) =>
      client.request(p.Requests.resolvePrefix, { prefix, agentId: null }, token),
    );
    // An agent that is down holds sessions nobody could look at: "none" is then not the whole answer,
    // and a single match may not be the only one.
    const notAsked = unasked.length ? ` Not asked: ${unasked.join('; ')}.` : '';
    if (matches.length === 0) {
      void vscode.window.showInformationMessage(`No session id starts with “${prefix}”.${notAsked}`);
      return;
    }
    let title = matches.length === 1 ? `One session starts with “${prefix}”` : `${matches.length} sessions start with “${prefix}”`;
    if (unasked.length) {
      log.channel.warn(`Resume Session by Id: not asked: ${unasked.join('; ')}`);
      title += ` (not asked: ${unasked.length === 1 ? 'one agent' : `${unasked.length} agents`}, see the log)`;
    }
    // Several matches, or the start of an id while an agent could not be asked: the user chooses,
    // never "first wins".
    const sure = matches.length === 1 && (!unasked.length || matches[0].sessionId === prefix);
    const chosen = sure ? matches[0] : await pickSession(matches, title);
    if (chosen) {
      await actions.open(chosen);
    }
  }));

  // `folder`: a folder picked already (Continue Last Session's offer).
  register('acpBridge.newSession', guarded('Starting a session', async (arg?: unknown, folder?: unknown) => {
    const agentId = await pickAgent(arg, 'Start a session with which agent?');
    if (!agentId) {
      return;
    }
    const folders = vscode.workspace.workspaceFolders ?? [];
    const cwd = typeof folder === 'string' ? folder : folders.length ? await folderCwd() : os.homedir();
    if (!cwd) {
      return; // the folder pick was dismissed
    }
    if (!(await actions.confirmSwitch({ agentId, sessionId: '' }))) {
      return;
    }
    const result = await withAgentProgress(`Starting a session with ${state.agentName(agentId)}…`, (token) =>
      client.request(p.Requests.newSession, { agentId, cwd }, token),
    );
    await actions.showResult(result);
  }));

  register('acpBridge.closeSession', guarded('Closing the session', async () => {
    const active = state.active;
    if (!active) {
      void vscode.window.showInformationMessage('No session is active.');
      return;
    }
    await actions.close(active);
  }));
  register('acpBridge.closeSessionItem', withSession('Close which session?', (item) => actions.close(item)));

  register('acpBridge.refreshSessions', guarded('Refreshing sessions', () => tree.refreshAll()));
  register('acpBridge.searchTranscripts', guarded('Searching', () => searchSessions(deps)));
  register('acpBridge.showLog', () => log.show());
  register('acpBridge.selectInterpreter', guarded('Selecting the interpreter', () => selectInterpreter()));
  register('acpBridge.restartBridge', guarded('Restarting the bridge', async () => {
    await client.restart();
  }));

  register('acpBridge.restartAgent', guarded('Restarting the agent', async (arg?: unknown) => {
    const agentId = await pickAgent(arg, 'Restart which agent?');
    if (agentId) {
      state.updateAgent(
        await withAgentProgress(`Restarting ${state.agentName(agentId)}…`, (token) =>
          client.request(p.Requests.restartAgent, { agentId }, token),
        ),
      );
    }
  }));

  register('acpBridge.openSettings', () => vscode.commands.executeCommand('workbench.action.openSettings', 'acpBridge'));
  register('acpBridge.toggleAllFolders', () => tree.setAllFolders(true));
  register('acpBridge.toggleThisFolder', () => tree.setAllFolders(false));

  // Reading and switching are two acts: a click reads, "Switch to Session" makes it the active one.
  register('acpBridge.openTranscript', withSession('Open the transcript of which session?', (item) => actions.read(item)));
  register('acpBridge.switchToSession', withSession('Switch to which session?', (item) => actions.open(item, 'auto')));
  register('acpBridge.resumeSession', withSession('Resume which session?', (item) => actions.open(item, 'resume')));
  register('acpBridge.forkSession', withSession('Fork which session?', async (item) => actions.fork(item, await folderCwd())));
  register('acpBridge.deleteSession', withSession('Delete which session?', (item) => actions.delete(item)));
  register('acpBridge.copySessionId', withSession('Copy the id of which session?', (item) => actions.copyId(item)));
  register('acpBridge.archiveSession', withSession('Archive which session?', (item) => actions.setArchived(item, true)));
  register('acpBridge.unarchiveSession', withSession('Unarchive which session?', (item) => actions.setArchived(item, false)));
  register('acpBridge.toggleArchived', guarded('Showing archived sessions', async (arg?: unknown) => {
    const agentId = (arg as { agentId?: unknown } | undefined)?.agentId;
    if (typeof agentId === 'string') {
      await tree.toggleArchived(agentId);
    }
  }));
  register('acpBridge.exportMarkdown', withSession('Export which session?', (item) => actions.exportMarkdown(item)));
  // The transcript shown in the active editor, else the active session (or ask).
  register('acpBridge.goToTurn', guarded('Going to the turn', async (arg?: unknown) => {
    // The palette and the lens pass nothing; the editor's title button passes its document's URI.
    const reading = arg instanceof vscode.Uri ? arg : arg === undefined ? transcriptEditor()?.document.uri : undefined;
    const item = await sessionArg(arg ?? reading);
    if (item) {
      const shown = reading && transcripts.windowOf(reading);
      await goToTurn(client, transcripts, { agentId: item.agentId, sessionId: item.sessionId }, item.displayTitle, shown);
    }
  }));
  const transcriptEditor = (): vscode.TextEditor | undefined => {
    const active = vscode.window.activeTextEditor;
    if (active?.document.uri.scheme === TRANSCRIPT_SCHEME) {
      return active;
    }
    const shown = vscode.window.visibleTextEditors.filter((e) => e.document.uri.scheme === TRANSCRIPT_SCHEME);
    return shown.length === 1 ? shown[0] : undefined;
  };
  register('acpBridge.openEarlierTurns', guarded('Opening the earlier turns', async () => {
    if (!(await transcripts.openNeighbour(transcriptEditor(), 'earlierUri'))) {
      void vscode.window.showInformationMessage('This transcript shows the first turns of its session.');
    }
  }));
  register('acpBridge.openLaterTurns', guarded('Opening the later turns', async () => {
    if (!(await transcripts.openNeighbour(transcriptEditor(), 'laterUri'))) {
      void vscode.window.showInformationMessage('This transcript shows the newest turns of its session.');
    }
  }));
  register('acpBridge.renameSession', withSession('Rename which session?', (item) => actions.rename(item)));

  register('acpBridge.loadMore', guarded('Loading more sessions', async (arg?: unknown) => {
    const given = (arg as { agentId?: unknown } | undefined)?.agentId;
    const agents = typeof given === 'string' ? [given] : state.agents.map((a) => a.agentId).filter((id) => tree.listing(id)?.hasMore);
    await Promise.all(agents.map((id) => tree.loadMore(id)));
  }));

  register('acpBridge.retryAgent', guarded('Retrying', async (arg?: unknown) => {
    const agentId = await pickAgent(arg, 'Retry which agent?');
    if (!agentId) {
      return;
    }
    const status = state.agent(agentId);
    if (status && p.isAgentDown(status.state)) {
      try {
        state.updateAgent(await client.request(p.Requests.restartAgent, { agentId }));
      } catch (err) {
        if (errorCode(err) !== p.ErrorCodes.startFailed) {
          throw err;
        }
        // Its command cannot start (not found, not executable): retrying does not help, the
        // setting does.
        log.channel.warn(`${state.agentName(agentId)} cannot start: ${errorMessage(err)}`);
        const choice = await log.notify('error', `${state.agentName(agentId)} cannot start: ${agentErrorText(errorMessage(err), agentId)}`, CONFIGURE_AGENTS);
        if (choice === CONFIGURE_AGENTS) {
          await vscode.commands.executeCommand('acpBridge.openSettings');
        }
        return;
      }
    }
    await tree.refresh(agentId);
  }));

  // The session given (the status bar's Cancel gives the active one), else the transcript in front
  // when its prompt runs (its CodeLens on "Waiting for the agent's answer…"), else the active session.
  register('acpBridge.cancelPrompt', guarded('Cancelling the prompt', async (arg?: unknown) => {
    const shown = transcriptEditor()?.document.uri;
    const inFront = shown ? parseTranscriptUri(shown.toString()) : null;
    const given = isSessionRef(arg) ? arg : undefined;
    const ref = given ?? (inFront && state.promptRunning(inFront) ? inFront : state.active);
    if (!ref) {
      void vscode.window.showInformationMessage('No session is active.');
      return;
    }
    await actions.cancelPrompt({ agentId: ref.agentId, sessionId: ref.sessionId });
  }));
  register('acpBridge.indexAllSessions', guarded('Indexing the history', () => deps.indexing.start()));
  register('acpBridge.cancelIndexing', guarded('Cancelling the indexing', () => deps.indexing.cancel()));
  register('acpBridge.sendPrompt', guarded('Sending the prompt', async () => {
    const active = state.active;
    if (!active) {
      void vscode.window.showInformationMessage('No session is active. Open or start one first.');
      return;
    }
    if (state.promptRunning(active)) {
      const cancel = 'Cancel the Prompt';
      const choice = await vscode.window.showInformationMessage(`A prompt is still running in “${active.displayTitle}”: wait for its answer, or cancel it.`, cancel);
      if (choice === cancel) {
        await actions.cancelPrompt(active);
      }
      return;
    }
    const text = await vscode.window.showInputBox({
      title: `Send Prompt to “${active.displayTitle}”`,
      prompt: `The prompt for ${state.agentName(active.agentId)}; the reply streams into the transcript.`,
      validateInput: (v) => (v.trim() ? undefined : 'Type a prompt.'),
    });
    if (text?.trim()) {
      await actions.sendPrompt(text);
    }
  }));
}

function isSessionRef(arg: unknown): arg is p.SessionRef {
  const a = arg as Partial<p.SessionRef> | null | undefined;
  return typeof a?.agentId === 'string' && typeof a.sessionId === 'string';
}

function minimalItem(ref: p.SessionRef): p.SessionItem {
  return {
    agentId: ref.agentId, sessionId: ref.sessionId, displayTitle: ref.sessionId, title: null, localTitle: null,
    cwd: null, additionalDirectories: [], updatedAt: null, firstPrompt: null, facts: [], active: false,
    open: false,
  };
}
