// Test data in the contract's shapes.

import type { AgentCapabilitiesInfo, AgentStatus, SessionItem } from '../../src/protocol';

export function caps(overrides: Partial<AgentCapabilitiesInfo> = {}): AgentCapabilitiesInfo {
  return {
    protocolVersion: 1, load: true, list: true, resume: true, close: true, delete: true, fork: false,
    additionalDirectories: false, mcpHttp: false, mcpSse: false, promptImage: false, promptAudio: false,
    promptEmbeddedContext: false, resumeReplays: false, ...overrides,
  };
}

export function agent(overrides: Partial<AgentStatus> = {}): AgentStatus {
  return {
    agentId: 'demo', name: 'Demo agent', state: 'ready', error: null, capabilities: caps(),
    agentName: 'demo', agentVersion: '1.0', ...overrides,
  };
}

export function session(overrides: Partial<SessionItem> = {}): SessionItem {
  return {
    agentId: 'demo', sessionId: 'sess_1', displayTitle: 'Fix the flaky test', title: 'Fix the flaky test',
    localTitle: null, cwd: '/home/me/project', additionalDirectories: [], updatedAt: null, firstPrompt: null,
    facts: [], active: false, open: false, ...overrides,
  };
}

/** A local time as the ISO string the bridge sends. */
export function localIso(y: number, month: number, d: number, h = 0, min = 0, s = 0, ms = 0): string {
  return new Date(y, month - 1, d, h, min, s, ms).toISOString();
}

export function ago(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
