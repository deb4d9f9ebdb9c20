// What can be done to one session, shared by the tree, the switcher and the palette commands.

import * as os from 'os';
import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import {
  crossProjectButtons, CrossProjectChoice, folderName, isAgentDownError, isOutsideFolders, workspaceFolderPaths,
} from './crossProject';
import { BridgeLog, errorCode, errorMessage } from './log';
import { withAgentProgress } from './progress';
import * as p from './protocol';
import { BridgeState, sessionKey } from './state';
import { docKey } from './transcriptTabs';
import { Transcripts } from './transcripts';
import { formatLocalTime } from './treeModel';
import { titleLabel, transcriptUri } from './transcriptUris';

export type OpenHow = 'auto' | 'load' | 'resume';

export class SessionActions {
  /** Sessions resumed here without a replay: their tab shows only the turns since (`read` replays). */
  private readonly unreplayed = new Set<string>();

  constructor(
    readonly client: BridgeClient,
    readonly state: BridgeState,
    private readonly transcripts: Transcripts,
    private readonly log: BridgeLog,
  ) {}

  private title(ref: p.SessionRef): string {
    const item = ref as Partial<p.SessionItem>;
    return item.displayTitle ?? ref.sessionId;
  }

  /**
   * Leaving the active session while a prompt runs in it (the bridge says so, whichever window
   * sent it): ask first, then cancel the prompt. False when the user keeps it.
   */
  async confirmSwitch(target: p.SessionRef): Promise<boolean> {
    const active = this.state.active;
    if (!active || this.state.isActive(target) || !this.state.promptRunning(active)) {
      return true;
    }
    const cancel = 'Cancel Prompt and Switch';
    const choice = await vscode.window.showWarningMessage(
      `A prompt is still running in “${active.displayTitle}”. Cancel it and switch?`,
      { modal: true },
      cancel,
    );
    if (choice !== cancel) {
      return false;
    }
    try {
      await this.client.request(p.Requests.cancelPrompt, { agentId: active.agentId, sessionId: active.sessionId });
    } catch (err) {
      this.log.reportError('Cancelling the prompt', err);
    }
    return true;
  }

  private uri(item: p.SessionRef): string {
    return transcriptUri(item.agentId, item.sessionId, (item as Partial<p.SessionItem>).displayTitle);
  }

  /**
   * Makes a session the active one and opens its transcript beside the editor: loaded (replay)
   * when the agent can load, else resumed. The document opens at once and fills in while the
   * replay streams. A session of another folder is not resumed here: the user chooses read-only
   * or a fork into this folder. When the agent is down, the read-only copy from the history is
   * shown instead (if there is one).
   */
  async open(item: p.SessionRef & { cwd?: string | null }, how: OpenHow = 'auto'): Promise<void> {
    const uri = this.uri(item);
    if (how === 'auto' && this.state.isActive(item) && this.transcripts.has(uri)) {
      await this.transcripts.show(uri);
      return;
    }
    const folders = workspaceFolderPaths();
    if (!this.state.isActive(item) && isOutsideFolders(item.cwd, folders)) {
      const choice = await this.askCrossProject(item, folders[0]);
      if (choice === 'readOnly') {
        await this.openReadOnly(item);
      } else if (choice === 'fork') {
        await this.fork(item, folders[0]);
      }
      return;
    }
    if (!(await this.confirmSwitch(item))) {
      return;
    }
    const caps = this.state.capabilities(item.agentId);
    const load = how === 'load' || (how === 'auto' && caps?.load !== false);
    // The tab opens at once and takes its text when the load has ended (`Transcripts.show`).
    const shown = this.transcripts.show(uri, true).catch((err) => this.log.reportError('Opening the transcript', err));
    const agent = this.state.agentName(item.agentId);
    const request = withAgentProgress(`Opening “${this.title(item)}” in ${agent}…`, (token) =>
      this.client.request(
        load ? p.Requests.loadSession : p.Requests.resumeSession,
        { agentId: item.agentId, sessionId: item.sessionId, cwd: item.cwd ?? null },
        token,
      ),
    ).finally(() => this.transcripts.loadEnded(uri));
    const key = sessionKey(item);
    try {
      await this.showResult(await request, uri);
      if (load) {
        this.unreplayed.delete(key);
      } else {
        this.unreplayed.add(key);
      }
    } catch (err) {
      if (!isAgentDownError(errorCode(err)) || !(await this.openStoredCopy(item, err))) {
        this.transcripts.refresh(uri); // the document says why it has no text
        this.log.reportError(`Opening “${this.title(item)}”`, err);
      }
    }
    await shown;
  }

  /**
   * The sidecar has started again (after a crash, or for another interpreter) with no session
   * active: the one that was active when it stopped becomes active again, as the user left it.
   * Loaded when a tab shows its transcript (the tab reads it again anyway: `Transcripts`), else
   * resumed, which replays nothing where the agent can (an agent that cannot resume replays it:
   * the reopen its next prompt would need anyway). No tab is opened or focused, and a failure is
   * logged, not shown: the user did not ask.
   */
  async restoreActive(): Promise<void> {
    const session = this.state.takeActiveAtStop();
    if (!session || this.state.active) {
      return;
    }
    const shown = this.transcripts.shownInTab(this.uri(session));
    this.log.channel.info(`making ${session.sessionId} of ${session.agentId} the active session again after the restart`);
    try {
      await this.client.request(shown ? p.Requests.loadSession : p.Requests.resumeSession, {
        agentId: session.agentId,
        sessionId: session.sessionId,
        cwd: session.cwd ?? null,
      });
    } catch (err) {
      this.log.channel.warn(`the session active before the restart (${session.sessionId} of ${session.agentId}) is not active again: ${errorMessage(err)}`);
    }
  }

  /** The agent is down: its transcript from the local history, read-only. False when none is kept. */
  private async openStoredCopy(item: p.SessionRef & { cwd?: string | null }, why: unknown): Promise<boolean> {
    try {
      const result = await this.client.request(p.Requests.openReadOnly, {
        agentId: item.agentId,
        sessionId: item.sessionId,
        cwd: item.cwd ?? null,
      });
      await this.showResult(result);
      vscode.window.setStatusBarMessage(`${this.state.agentName(item.agentId)} is down: showing the read-only copy kept on this machine`, 8000);
      return true;
    } catch (err) {
      this.log.channel.info(`no stored copy of ${item.sessionId} (${errorMessage(err)}) after: ${errorMessage(why)}`);
      return false;
    }
  }

  /** A modal for a session of another folder; undefined when the user cancels. */
  private async askCrossProject(item: p.SessionRef & { cwd?: string | null }, folder: string): Promise<CrossProjectChoice | undefined> {
    const buttons = crossProjectButtons(this.state.capabilities(item.agentId), folder);
    const fork = buttons.length > 1 ? ` or fork it into ${folder} (a new session with a copy of the conversation)` : '';
    const picked = await vscode.window.showWarningMessage(
      `“${this.title(item)}” belongs to another folder.`,
      {
        modal: true,
        detail: `Its folder is ${item.cwd ?? 'unknown'}. Resuming it from this window would let ${this.state.agentName(item.agentId)} work there. Open its transcript read-only${fork}.`,
      },
      ...buttons.map((b) => b.label),
    );
    return buttons.find((b) => b.label === picked)?.choice;
  }

  /**
   * Reading (a click in the tree): the transcript, and nothing else. The active session (the status
   * bar, where prompts go) stays the one the user switched to; a session of any folder can be read.
   * A transcript already shown is brought forward as it is, unless it was resumed without a replay
   * and the agent can replay it now; an agent that cannot replay its sessions (and no copy kept
   * here) offers to switch to it instead.
   */
  async read(item: p.SessionRef & { cwd?: string | null }): Promise<void> {
    const uri = this.uri(item);
    const replayable = this.unreplayed.has(sessionKey(item)) && this.state.capabilities(item.agentId)?.load === true;
    if (this.transcripts.has(uri) && !replayable) {
      await this.transcripts.show(uri);
      return;
    }
    await this.openReadOnly(item, true);
  }

  /**
   * The transcript as a document, without making the session active (status bar and the active
   * session unchanged): replayed by the agent, or the copy from the local history when it cannot.
   */
  async openReadOnly(item: p.SessionRef & { cwd?: string | null }, offerSwitch = false): Promise<void> {
    const uri = this.uri(item);
    const agent = this.state.agentName(item.agentId);
    const request = withAgentProgress(`Reading “${this.title(item)}” from ${agent}…`, (token) =>
      this.client.request(
        p.Requests.openReadOnly,
        { agentId: item.agentId, sessionId: item.sessionId, cwd: item.cwd ?? null },
        token,
      ),
    ).finally(() => this.transcripts.loadEnded(uri));
    const shown = this.transcripts.show(uri, true).catch((err) => this.log.reportError('Opening the transcript', err));
    try {
      const result = await request;
      await this.showResult(result, uri);
      if (!result.fromHistory && !this.state.promptRunning(item)) {
        this.unreplayed.delete(sessionKey(item)); // replayed (the bridge replays none mid-turn)
      }
      if (result.fromHistory) {
        vscode.window.setStatusBarMessage('Read-only copy from this machine’s history', 8000);
      }
    } catch (err) {
      this.transcripts.refresh(uri);
      if (offerSwitch && errorCode(err) === p.ErrorCodes.unsupported && this.canSwitch(item)) {
        await this.offerSwitch(item, err, shown);
        return;
      }
      this.log.reportError(`Opening “${this.title(item)}” read-only`, err);
    }
    await shown;
  }

  /** Whether switching to it can work where reading cannot: the agent resumes without a replay. */
  private canSwitch(item: p.SessionRef): boolean {
    return this.state.capabilities(item.agentId)?.resume === true;
  }

  /** Nothing to read without the agent's replay: its tab goes, and switching is offered. */
  private async offerSwitch(item: p.SessionRef & { cwd?: string | null }, why: unknown, shown: Promise<unknown>): Promise<void> {
    await shown;
    await this.transcripts.close(this.uri(item));
    const choice = await vscode.window.showInformationMessage(
      `“${this.title(item)}” cannot be read without switching to it: ${errorMessage(why)}.`,
      'Switch to Session',
    );
    if (choice === 'Switch to Session') {
      await this.open(item);
    }
  }

  /** A new session in `folder` with a copy of the conversation (`session/fork`), made active. */
  async fork(item: p.SessionRef, folder: string | undefined): Promise<void> {
    if (!folder) {
      void vscode.window.showInformationMessage('Open a folder to fork a session into it.');
      return;
    }
    if (!(await this.confirmSwitch({ agentId: item.agentId, sessionId: '' }))) {
      return;
    }
    try {
      const result = await withAgentProgress(`Forking “${this.title(item)}”…`, (token) =>
        this.client.request(p.Requests.forkSession, { agentId: item.agentId, sessionId: item.sessionId, cwd: folder }, token),
      );
      await this.showResult(result);
      // The copy bears the same title: say which row it is.
      vscode.window.setStatusBarMessage(`Forked “${this.title(item)}” into a new session in ${folderName(folder)}, now the active one`, 5000);
    } catch (err) {
      this.log.reportError(`Forking “${this.title(item)}”`, err);
    }
  }

  /** After an open/new/continue request: the right document, fresh, and a word if incomplete. */
  async showResult(result: p.OpenSessionResult, alreadyShown?: string): Promise<void> {
    // The same window under another label is the one being shown (its tab may still be opening).
    if (alreadyShown === undefined || docKey(result.uri) !== docKey(alreadyShown)) {
      await this.transcripts.show(result.uri);
    }
    this.transcripts.refresh(result.uri);
    if (!result.complete) {
      void this.log.notify(
        'warning',
        `The transcript of “${result.session.displayTitle}” is incomplete: ${result.incompleteReason ?? 'the replay stopped early'}.`,
      );
    }
  }

  async close(ref: p.SessionRef): Promise<void> {
    try {
      const wasActive = this.state.isActive(ref);
      const { closed } = await this.client.request(p.Requests.closeSession, { agentId: ref.agentId, sessionId: ref.sessionId });
      const title = this.title(ref);
      const agent = this.state.agentName(ref.agentId);
      // Never "Closed" for a session no process held open: a row's Close is offered for every one.
      // The active one is left all the same (it is not the active session any more).
      const message = closed
        ? `Closed “${title}”`
        : this.state.capabilities(ref.agentId)?.close === false
          ? `Left “${title}” (${agent} keeps its sessions open)`
          : wasActive
            ? `Left “${title}” (it was not open in ${agent})`
            : `“${title}” was not open in ${agent}: nothing to close`;
      vscode.window.setStatusBarMessage(message, 5000);
    } catch (err) {
      this.log.reportError(`Closing “${this.title(ref)}”`, err);
    }
  }

  /** Deletes after a modal confirmation; true when deleted. */
  async delete(ref: p.SessionRef): Promise<boolean> {
    const del = 'Delete';
    // Which one, when several bear the title (a fork): its last activity, folder and id.
    const item = ref as Partial<p.SessionItem>;
    const which = [
      item.updatedAt ? `Last active ${formatLocalTime(item.updatedAt)}` : undefined,
      item.cwd ? `in ${item.cwd}` : undefined,
      `id ${ref.sessionId}`,
    ].filter(Boolean).join(' · ');
    const choice = await vscode.window.showWarningMessage(
      `Delete the session “${this.title(ref)}”?`,
      { modal: true, detail: `${which}\n\n${this.state.agentName(ref.agentId)} deletes it for good. This cannot be undone.` },
      del,
    );
    if (choice !== del) {
      return false;
    }
    try {
      await this.client.request(p.Requests.deleteSession, { agentId: ref.agentId, sessionId: ref.sessionId });
      await this.transcripts.close(this.uri(ref)); // its tab would show a session that is gone
      vscode.window.setStatusBarMessage(`Deleted “${this.title(ref)}”`, 5000);
      return true;
    } catch (err) {
      this.log.reportError(`Deleting “${this.title(ref)}”`, err);
      return false;
    }
  }

  async copyId(ref: p.SessionRef): Promise<void> {
    await vscode.env.clipboard.writeText(ref.sessionId);
    vscode.window.setStatusBarMessage(`Copied the session id ${ref.sessionId}`, 3000);
  }

  /** Archives (hides from the list, on this machine only) or unarchives a session; the bridge says
   * the agent's sessions changed, and the tree lists them again. */
  async setArchived(ref: p.SessionRef, archived: boolean): Promise<void> {
    await this.client.request(p.Requests.setArchived, { agentId: ref.agentId, sessionId: ref.sessionId, archived });
    vscode.window.setStatusBarMessage(
      archived ? `Archived “${this.title(ref)}” (Show Archived Sessions at the end of the list brings it back)` : `Unarchived “${this.title(ref)}”`,
      5000,
    );
  }

  /** The whole session, however long, to a Markdown file: the bridge writes it there a MiB at a time
   * (never through an editor buffer or one message). */
  async exportMarkdown(ref: p.SessionRef): Promise<void> {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
    const target = await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(folder, `${titleLabel(this.title(ref)) ?? 'session'}.md`),
      filters: { Markdown: ['md'] },
      title: 'Export Session as Markdown',
    });
    if (!target) {
      return;
    }
    if (target.scheme !== 'file') {
      void vscode.window.showErrorMessage(`Export to a folder on this machine: ${target.toString(true)} is not a local file.`);
      return;
    }
    try {
      await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `Exporting “${this.title(ref)}”…` },
        () => this.client.request(p.Requests.exportMarkdown, { agentId: ref.agentId, sessionId: ref.sessionId, path: target.fsPath }),
      );
    } catch (err) {
      this.log.reportError(`Exporting “${this.title(ref)}”`, err);
      return;
    }
    const open = 'Open';
    const choice = await vscode.window.showInformationMessage(`Exported to ${target.fsPath}`, open);
    if (choice === open) {
      await vscode.window.showTextDocument(target, { preview: false });
    }
  }

  /** A local title (kept by the bridge, never sent to the agent); empty clears it. */
  async rename(item: p.SessionItem): Promise<void> {
    const value = await vscode.window.showInputBox({
      title: 'Rename Session',
      prompt: 'A title of your own for this session (empty: back to the agent’s title)',
      value: item.localTitle ?? item.displayTitle,
      validateInput: (v) => (v.length > 500 ? 'At most 500 characters.' : undefined),
    });
    if (value === undefined || (!item.localTitle && value.trim() === item.displayTitle.trim())) {
      return; // cancelled, or the agent's title left as it was: nothing of its own to keep
    }
    try {
      await this.client.request(p.Requests.setLocalTitle, {
        agentId: item.agentId,
        sessionId: item.sessionId,
        title: value.trim() ? value.trim() : null,
      });
    } catch (err) {
      this.log.reportError('Renaming the session', err);
    }
  }

  /** Cancels the prompt running in `ref` (`session/cancel`): the agent ends the turn as cancelled. */
  async cancelPrompt(ref: p.SessionRef): Promise<void> {
    if (!this.state.promptRunning(ref)) {
      void vscode.window.showInformationMessage('No prompt is running in this session.');
      return;
    }
    try {
      await this.client.request(p.Requests.cancelPrompt, { agentId: ref.agentId, sessionId: ref.sessionId });
      vscode.window.setStatusBarMessage('Cancelling the prompt…', 3000);
    } catch (err) {
      this.log.reportError('Cancelling the prompt', err);
    }
  }

  /** Sends a prompt to the active session; the reply streams into its transcript. */
  async sendPrompt(text: string): Promise<void> {
    const active = this.state.active;
    if (!active) {
      void vscode.window.showInformationMessage('No session is active. Open or start one first.');
      return;
    }
    const ref = { agentId: active.agentId, sessionId: active.sessionId };
    const uri = transcriptUri(ref.agentId, ref.sessionId, active.displayTitle);
    // Where the prompt and its answer will show, while the request goes out.
    const shown = this.transcripts.has(uri) ? this.transcripts.followPrompt(uri) : this.transcripts.show(uri);
    void shown.catch((err) => this.log.channel.debug(`Send Prompt: the transcript could not be shown: ${errorMessage(err)}`));
    try {
      const result = await this.state.trackPrompt(ref, this.client.request(p.Requests.sendPrompt, { ...ref, text }));
      if (result.stopReason !== 'end_turn') {
        vscode.window.setStatusBarMessage(`The turn ended: ${result.stopReason}`, 5000);
      }
    } catch (err) {
      this.log.reportError('Sending the prompt', err);
    }
  }
}
