// An in-memory stand-in for BridgeClient: answers requests from handlers, fires notifications.

import { EventEmitter } from './vscodeStub';
import type { BridgeClient } from '../../src/client';
import type * as p from '../../src/protocol';

type Handler = (params: any, token?: CancellationToken) => unknown;
type CancellationToken = { isCancellationRequested: boolean; onCancellationRequested: (listener: () => void) => unknown };

export class FakeClient {
  running = true;
  readonly calls: { method: string; params: any; token?: CancellationToken }[] = [];
  readonly handlers = new Map<string, Handler>();
  readonly started = new EventEmitter<void>();
  readonly stopped = new EventEmitter<void>();
  readonly failed = new EventEmitter<string>();
  readonly agentState = new EventEmitter<p.AgentStatus>();
  readonly sessionsChanged = new EventEmitter<p.SessionsChanged>();
  readonly sessionInfo = new EventEmitter<p.SessionInfoChanged>();
  readonly activeSession = new EventEmitter<p.ActiveSessionChanged>();
  readonly transcript = new EventEmitter<p.TranscriptChanged>();
  readonly indexProgress = new EventEmitter<p.IndexProgress>();
  readonly onDidStart = this.started.event;
  readonly onDidStop = this.stopped.event;
  readonly onDidFail = this.failed.event;
  readonly onAgentStateChanged = this.agentState.event;
  readonly onSessionsChanged = this.sessionsChanged.event;
  readonly onSessionInfoChanged = this.sessionInfo.event;
  readonly onActiveSessionChanged = this.activeSession.event;
  readonly onTranscriptChanged = this.transcript.event;
  readonly onIndexProgress = this.indexProgress.event;

  on(method: string, handler: Handler): this {
    this.handlers.set(`acpBridge/${method}`, handler);
    return this;
  }

  async request(type: { method: string }, params: unknown, token?: CancellationToken): Promise<any> {
    this.calls.push({ method: type.method, params, token });
    const handler = this.handlers.get(type.method);
    if (!handler) {
      throw Object.assign(new Error(`no handler for ${type.method}`), { code: -32601 });
    }
    return handler(params, token);
  }

  async start(): Promise<boolean> {
    return true;
  }

  callsOf(method: string): any[] {
    return this.calls.filter((c) => c.method === `acpBridge/${method}`).map((c) => c.params);
  }

  asClient(): BridgeClient {
    return this as unknown as BridgeClient;
  }
}

export const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
