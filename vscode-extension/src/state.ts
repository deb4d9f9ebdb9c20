// What every surface shares: the agents (with states and capabilities), the active session and
// whether a prompt runs in it. Fed by the sidecar's notifications: the bridge knows about every
// prompt turn (whichever window sent it); this window's own sends only cover the moment before the
// bridge's notification arrives.

import * as vscode from 'vscode';
import * as p from './protocol';

export function sessionKey(ref: p.SessionRef): string {
  return `${ref.agentId}\u0000${ref.sessionId}`;
}

export class BridgeState implements vscode.Disposable {
  private agentMap = new Map<string, p.AgentStatus>();
  private activeSession: p.SessionItem | undefined;
  private activeLoading = false;
  /** The bridge's word: a prompt turn runs in the active session. */
  private activePromptRunning = false;
  private readonly runningPrompts = new Set<string>();
  /** The session that was active when the sidecar stopped (a crash, another interpreter), to be made
   * active again once it has started (`SessionActions.restoreActive`); forgotten when the bridge
   * makes another one active first. */
  private activeAtStop: p.SessionItem | undefined;

  private readonly agentsEmitter = new vscode.EventEmitter<p.AgentStatus | undefined>();
  private readonly activeEmitter = new vscode.EventEmitter<void>();
  /** An agent changed (or, with undefined, the whole list). */
  readonly onDidChangeAgents = this.agentsEmitter.event;
  readonly onDidChangeActive = this.activeEmitter.event;

  get agents(): p.AgentStatus[] {
    return [...this.agentMap.values()];
  }

  agent(agentId: string): p.AgentStatus | undefined {
    return this.agentMap.get(agentId);
  }

  agentName(agentId: string): string {
    return this.agentMap.get(agentId)?.name ?? agentId;
  }

  capabilities(agentId: string): p.AgentCapabilitiesInfo | null {
    return this.agentMap.get(agentId)?.capabilities ?? null;
  }

  setAgents(agents: p.AgentStatus[]): void {
    this.agentMap = new Map(agents.map((a) => [a.agentId, a]));
    this.agentsEmitter.fire(undefined);
  }

  updateAgent(status: p.AgentStatus): void {
    const known = this.agentMap.has(status.agentId);
    this.agentMap.set(status.agentId, status);
    this.agentsEmitter.fire(known ? status : undefined);
  }

  get active(): p.SessionItem | undefined {
    return this.activeSession;
  }

  get loading(): boolean {
    return this.activeLoading;
  }

  isActive(ref: p.SessionRef): boolean {
    const a = this.activeSession;
    return !!a && a.agentId === ref.agentId && a.sessionId === ref.sessionId;
  }

  setActive(session: p.SessionItem | null | undefined, loading: boolean, promptRunning = false): void {
    if (session) {
      this.activeAtStop = undefined;
    }
    this.activeSession = session ?? undefined;
    this.activeLoading = !!session && loading;
    this.activePromptRunning = !!session && promptRunning;
    this.activeEmitter.fire();
  }

  /** A newer copy of a session (title, time): keeps the active one's data fresh. */
  patchSession(item: p.SessionItem): void {
    if (this.isActive(item)) {
      this.activeSession = item;
      this.activeEmitter.fire();
    }
  }

  /** A prompt turn runs in the session: the bridge says so (active session), or this window just sent one. */
  promptRunning(ref: p.SessionRef): boolean {
    return (this.isActive(ref) && this.activePromptRunning) || this.runningPrompts.has(sessionKey(ref));
  }

  /** Marks a prompt turn as running until `done` settles (the status bar shows it from the start). */
  trackPrompt<T>(ref: p.SessionRef, done: Promise<T>): Promise<T> {
    const key = sessionKey(ref);
    this.runningPrompts.add(key);
    this.activeEmitter.fire();
    return done.finally(() => {
      this.runningPrompts.delete(key);
      this.activeEmitter.fire();
    });
  }

  /** The session that was active when the sidecar stopped, once (see `activeAtStop`). */
  takeActiveAtStop(): p.SessionItem | undefined {
    const session = this.activeAtStop;
    this.activeAtStop = undefined;
    return session;
  }

  /** The sidecar stopped or started: it holds nothing this state was told. */
  reset(): void {
    this.activeAtStop = this.activeSession ?? this.activeAtStop;
    this.agentMap.clear();
    this.activeSession = undefined;
    this.activeLoading = false;
    this.activePromptRunning = false;
    this.runningPrompts.clear();
    this.agentsEmitter.fire(undefined);
    this.activeEmitter.fire();
  }

  dispose(): void {
    this.agentsEmitter.dispose();
    this.activeEmitter.dispose();
  }
}
