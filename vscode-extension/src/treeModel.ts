// Pure presentation logic of the sessions tree (and the switcher): date groups, relative times,
// titles, tooltips, context values, and which children an agent node has. No VS Code here.

import type { AgentCapabilitiesInfo, AgentStatus, SessionItem } from './protocol';

export const LABELS = {
  loading: 'Loading…',
  empty: 'No sessions yet — start one',
  unsupported: 'Listing not supported by this agent',
  loadMore: 'Load more…',
  savedList: 'Saved list from',
  agentDown: 'agent down — click to retry',
  waiting: 'waiting for the agent',
} as const;

export const DATE_GROUPS = ['Today', 'Yesterday', 'This week', 'Older'] as const;
export type DateGroup = (typeof DATE_GROUPS)[number];

export function parseTime(iso: string | null | undefined): number | undefined {
  if (!iso) {
    return undefined;
  }
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : t;
}

function startOfLocalDay(d: Date, daysBack = 0): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - daysBack).getTime();
}

/**
 * The date group by local calendar days: Today, Yesterday, This week (the 7 days ending today),
 * Older. Times in the future count as Today; unknown times as Older.
 */
export function dateGroup(updatedAt: string | null | undefined, now: Date): DateGroup {
  const t = parseTime(updatedAt);
  if (t === undefined) {
    return 'Older';
  }
  if (t >= startOfLocalDay(now)) {
    return 'Today';
  }
  if (t >= startOfLocalDay(now, 1)) {
    return 'Yesterday';
  }
  if (t >= startOfLocalDay(now, 6)) {
    return 'This week';
  }
  return 'Older';
}

/** "now", "5m", "3h", "2d", "3w", "4mo", "2y"; "" when unknown. Under a day, the time since;
 * from a day on, local calendar days. */
export function relativeTime(updatedAt: string | null | undefined, now: Date): string {
  const t = parseTime(updatedAt);
  if (t === undefined) {
    return '';
  }
  const seconds = Math.max(0, Math.floor((now.getTime() - t) / 1000));
  if (seconds < 60) {
    return 'now';
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    return `${minutes}m`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return `${hours}h`;
  }
  // Days count local midnights, as the date groups do: a "6d" row is always in This week, never
  // beside a "6d" under Older. (Rounded: a day with a clock change is 23 or 25 hours.)
  const days = Math.max(1, Math.round((startOfLocalDay(now) - startOfLocalDay(new Date(t))) / 86_400_000));
  if (days < 7) {
    return `${days}d`;
  }
  if (days < 30) {
    return `${Math.floor(days / 7)}w`;
  }
  if (days < 365) {
    return `${Math.floor(days / 30)}mo`;
  }
  return `${Math.floor(days / 365)}y`;
}

/** Cuts to at most `max` characters (code points), ending with "…" when cut. */
export function cutTitle(title: string, max: number): string {
  const chars = Array.from(title.trim());
  if (chars.length <= max) {
    return chars.join('');
  }
  return chars.slice(0, Math.max(1, max - 1)).join('').trimEnd() + '…';
}

/** Sorts newest first (unknown times last), keeping the bridge's order for ties. */
export function newestFirst(sessions: readonly SessionItem[]): SessionItem[] {
  return sessions
    .map((s, i) => ({ s, i, t: parseTime(s.updatedAt) ?? -Infinity }))
    .sort((a, b) => (b.t === a.t ? a.i - b.i : b.t - a.t))
    .map((x) => x.s);
}

/** The sessions of one folder, in "all folders" mode. */
export interface FolderGroup {
  /** The session's `cwd`, or null for sessions whose folder the agent did not say. */
  folder: string | null;
  /** One of the window's workspace folders. */
  workspace: boolean;
  sessions: SessionItem[];
}

/**
 * "All folders": the sessions under their folder, the window's own folders first (in their order),
 * then the others by their newest session, unknown folders last; newest first inside each.
 */
export function groupByFolder(sessions: readonly SessionItem[], workspaceFolders: readonly string[]): FolderGroup[] {
  const byFolder = new Map<string | null, SessionItem[]>();
  for (const s of newestFirst(sessions)) {
    const list = byFolder.get(s.cwd) ?? [];
    list.push(s);
    byFolder.set(s.cwd, list);
  }
  const group = (folder: string | null): FolderGroup => ({
    folder, workspace: folder !== null && workspaceFolders.includes(folder), sessions: byFolder.get(folder) ?? [],
  });
  const own = workspaceFolders.filter((f) => byFolder.has(f)).map(group);
  // Map order is the order of each folder's newest session (the sessions were sorted first).
  const others = [...byFolder.keys()].filter((f): f is string => f !== null && !workspaceFolders.includes(f)).map(group);
  return [...own, ...others, ...(byFolder.has(null) ? [group(null)] : [])];
}

/** A folder group's label (its last segment) and description (the rest of its path). */
export function folderLabel(folder: string | null): { label: string; description: string } {
  if (folder === null) {
    return { label: 'Unknown folder', description: '' };
  }
  const trimmed = folder.length > 1 ? folder.replace(/[\\/]+$/, '') : folder;
  const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  return cut < 0 || cut === trimmed.length - 1
    ? { label: trimmed, description: '' }
    : { label: trimmed.slice(cut + 1), description: trimmed.slice(0, cut) || trimmed.slice(0, cut + 1) };
}

export function groupSessions(sessions: readonly SessionItem[], now: Date): { group: DateGroup; sessions: SessionItem[] }[] {
  const byGroup = new Map<DateGroup, SessionItem[]>();
  for (const s of newestFirst(sessions)) {
    const g = dateGroup(s.updatedAt, now);
    const list = byGroup.get(g) ?? [];
    list.push(s);
    byGroup.set(g, list);
  }
  return DATE_GROUPS.filter((g) => byGroup.has(g)).map((g) => ({ group: g, sessions: byGroup.get(g) ?? [] }));
}

/**
 * The `viewItem` context value the menus test: "session canLoad canResume canClose canDelete unarchived".
 * `open`: the agent holds the session open; Close is offered for it (and for the active one, which
 * Close leaves), not for a session there is nothing to close in.
 */
export function sessionContextValue(caps: AgentCapabilitiesInfo | null | undefined, active = false, archived = false, open = false): string {
  const parts = ['session'];
  if (caps?.load) parts.push('canLoad');
  if (caps?.resume) parts.push('canResume');
  if (caps?.close) parts.push('canClose');
  if (caps?.delete) parts.push('canDelete');
  if (caps?.fork) parts.push('canFork');
  if (active) parts.push('active');
  if (open) parts.push('open');
  parts.push(archived ? 'archived' : 'unarchived');
  return parts.join(' ');
}

export function agentContextValue(status: AgentStatus): string {
  return `agent ${status.state}`;
}

export const ACTIVE_MARK = '● ';

/** `folder`: the name of the row's folder, where the list holds several (a multi-root workspace). */
export function sessionDescription(item: SessionItem, now: Date, active: boolean, archived = false, folder?: string): string {
  return (active ? ACTIVE_MARK : '') + (archived ? 'archived · ' : '') + (folder ? `${folder} · ` : '') + relativeTime(item.updatedAt, now);
}

export function formatLocalTime(iso: string | null | undefined): string {
  const t = parseTime(iso);
  if (t === undefined) {
    return 'unknown';
  }
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** When a stored list was saved, short enough for a narrow sidebar: the time today, else the date. */
export function formatSavedAt(iso: string | null | undefined, now: Date): string {
  const full = formatLocalTime(iso);
  const today = formatLocalTime(now.toISOString()).slice(0, 10);
  return full.startsWith(today) ? full.slice(11) : full.slice(0, 10);
}

/** Plain text (agent text is never Markdown here): title, id, cwd, updated time, facts, roots. */
export function sessionTooltip(item: SessionItem, agentName: string, now: Date): string {
  const lines = [item.displayTitle];
  if (item.localTitle && item.title && item.title !== item.localTitle) {
    lines.push(`Agent's title: ${item.title}`);
  }
  lines.push(`Id: ${item.sessionId}`, `Agent: ${agentName}${item.open ? ' (holds it open)' : ''}`);
  lines.push(`Folder: ${item.cwd ?? 'unknown'}`);
  const rel = relativeTime(item.updatedAt, now);
  lines.push(`Updated: ${formatLocalTime(item.updatedAt)}${rel ? ` (${rel === 'now' ? 'just now' : rel + ' ago'})` : ''}`);
  if (item.firstPrompt) {
    lines.push(`First prompt: ${item.firstPrompt}`);
  }
  for (const fact of item.facts) {
    lines.push(fact);
  }
  if (item.additionalDirectories.length) {
    lines.push(`Additional roots: ${item.additionalDirectories.join(', ')}`);
  }
  return lines.join('\n');
}

/**
 * The state an agent's row shows. The bridge starts an agent when its sessions are first listed, so
 * an agent still `stopped` while the tree's listing of it is under way is starting, not stopped: the
 * row says so from the first frame instead of reading "stopped" until the bridge's own news comes.
 */
export function shownAgentState(status: AgentStatus, listingUnderWay: boolean): AgentStatus {
  return status.state === 'stopped' && listingUnderWay ? { ...status, state: 'starting' } : status;
}

export function agentDescription(status: AgentStatus): string {
  switch (status.state) {
    case 'error':
      return 'error'; // why is the row under it (`agentChildren`): said once, in full
    case 'exited':
      return 'exited';
    case 'needs_login':
      return status.error ? `needs login: ${cutTitle(status.error, 80)}` : 'needs login';
    default:
      return status.state;
  }
}

/** An agent's error as the row under the agent's own shows it: without the bridge's "agent <id>: "
 * (or "agent <id> exited …") that names it, so that what went wrong comes first in a narrow view. */
export function agentErrorText(message: string, agentId: string): string {
  for (const prefix of [`agent ${agentId}: `, `agent ${agentId} `]) {
    if (message.startsWith(prefix) && message.length > prefix.length) {
      const rest = message.slice(prefix.length);
      return rest.charAt(0).toUpperCase() + rest.slice(1);
    }
  }
  return message;
}

export function agentTooltip(status: AgentStatus): string {
  const lines = [`${status.name} (${status.agentId})`, `State: ${status.state}`];
  if (status.agentName || status.agentVersion) {
    lines.push(`Agent: ${[status.agentName, status.agentVersion].filter(Boolean).join(' ')}`);
  }
  if (status.error) {
    lines.push(status.error);
  }
  return lines.join('\n');
}

/** What the extension knows of one agent's listing. */
export interface AgentListing {
  sessions: SessionItem[];
  hasMore: boolean;
  supported: boolean;
  /** At least one answer from the agent itself (not only the cache). */
  loaded: boolean;
  loading: boolean;
  error?: string;
  /** Set when the sessions come from the bridge's local store (the agent is starting or down):
   * when the agent listed them (ISO 8601). */
  storedAt?: string;
  /** Archived sessions among `sessions` (shown on request), and how many were left out. */
  archived?: ReadonlySet<string>;
  archivedHidden?: number;
}

/**
 * The tree's message about `acpBridge.agents` (undefined: none): the bridge shows its built-in demo
 * agent when the setting names no agent it can use, and the tree says why, so that nobody takes the
 * demo's sessions for their agent's. The bridge's warning names each wrong entry.
 */
export function agentsMessage(configured: unknown, listed: readonly AgentStatus[]): string | undefined {
  // The message names the command that opens the settings: the gear on the demo agent's row shows
  // only on hover, and a tree's message takes no link.
  const demo = 'showing the built-in demo agent. Add yours with ACP: Configure Agents (or the gear on the agent\'s row).';
  if (configured === undefined || configured === null || (Array.isArray(configured) && configured.length === 0)) {
    return `No agent configured: ${demo}`;
  }
  if (!Array.isArray(configured)) {
    return `acpBridge.agents is not a list of agents: ${demo}`;
  }
  const ids = new Set(listed.map((a) => a.agentId));
  const usable = configured.some((e) => typeof (e as { id?: unknown } | null)?.id === 'string' && ids.has((e as { id: string }).id));
  return usable ? undefined : `No agent in acpBridge.agents can be used (see the warning): ${demo}`;
}

export function emptyListing(): AgentListing {
  return { sessions: [], hasMore: false, supported: true, loaded: false, loading: false };
}

export type InfoKind = 'loading' | 'empty' | 'unsupported' | 'saved';

export type ChildSpec =
  | { kind: 'info'; info: InfoKind; label: string; detail?: string }
  | { kind: 'error'; label: string }
  | { kind: 'group'; group: DateGroup; sessions: SessionItem[] }
  | { kind: 'folder'; folder: string | null; workspace: boolean; sessions: SessionItem[] }
  | { kind: 'loadMore'; label: string }
  | { kind: 'archived'; label: string; shown: boolean };

/** The children of an agent node, in order: sessions in date groups, or with `byFolder` (the
 * window's folders, in "all folders" mode) in folder groups. */
export function agentChildren(status: AgentStatus, listing: AgentListing, now: Date, byFolder?: readonly string[]): ChildSpec[] {
  const out: ChildSpec[] = [];
  let failed = false;
  if (status.state === 'error' || status.state === 'exited') {
    const why = status.error ? agentErrorText(status.error, status.agentId) : `${status.name} ${status.state === 'exited' ? 'exited' : 'failed'}`;
    out.push({ kind: 'error', label: why });
    failed = true;
  } else if (listing.error) {
    out.push({ kind: 'error', label: listing.error });
    failed = true;
  }
  if (!listing.supported || status.capabilities?.list === false) {
    out.push({ kind: 'info', info: 'unsupported', label: LABELS.unsupported });
    return out;
  }
  if (listing.sessions.length) {
    if (listing.storedAt) {
      // The list is the bridge's stored one: say from when, and whether the agent is down.
      out.push({
        kind: 'info',
        info: 'saved',
        label: `${LABELS.savedList} ${formatSavedAt(listing.storedAt, now)}`,
        detail: failed || isDown(status) ? LABELS.agentDown : LABELS.waiting,
      });
    }
    if (byFolder) {
      for (const g of groupByFolder(listing.sessions, byFolder)) {
        out.push({ kind: 'folder', ...g });
      }
    } else {
      for (const g of groupSessions(listing.sessions, now)) {
        out.push({ kind: 'group', group: g.group, sessions: g.sessions });
      }
    }
    if (listing.hasMore) {
      out.push({ kind: 'loadMore', label: LABELS.loadMore });
    }
  } else if (!failed && listing.archivedHidden) {
    // Everything listed is archived: the leaf below is the way to it.
  } else if (!failed) {
    const waiting = listing.loading || !listing.loaded || status.state === 'starting';
    out.push(waiting ? { kind: 'info', info: 'loading', label: LABELS.loading } : { kind: 'info', info: 'empty', label: LABELS.empty });
  }
  const archived = archivedLeaf(listing);
  if (archived) {
    out.push(archived);
  }
  return out;
}

/** The leaf that shows or hides an agent's archived sessions (none when it has none). */
export function archivedLeaf(listing: AgentListing): ChildSpec | undefined {
  const shown = listing.archived?.size ?? 0;
  if (shown) {
    return { kind: 'archived', label: `Hide ${archivedCount(shown)}`, shown: true };
  }
  const hidden = listing.archivedHidden ?? 0;
  return hidden ? { kind: 'archived', label: `Show ${archivedCount(hidden)}`, shown: false } : undefined;
}

function archivedCount(n: number): string {
  return `${n} archived session${n === 1 ? '' : 's'}`;
}

function isDown(status: AgentStatus): boolean {
  return status.state === 'error' || status.state === 'exited' || status.state === 'needs_login';
}

/** Later pages are added after what is known; a session seen again is updated in place. */
export function mergeSessions(known: readonly SessionItem[], page: readonly SessionItem[]): SessionItem[] {
  const fresh = new Map(page.map((s) => [s.sessionId, s]));
  const merged = known.map((s) => fresh.get(s.sessionId) ?? s);
  const seen = new Set(known.map((s) => s.sessionId));
  return merged.concat(page.filter((s) => !seen.has(s.sessionId)));
}

/** A fingerprint of where each session sits (group and order): equal means no row moves. */
export function placement(sessions: readonly SessionItem[], now: Date, byFolder?: readonly string[]): string {
  const groups = byFolder
    ? groupByFolder(sessions, byFolder).map((g) => ({ key: String(g.folder), sessions: g.sessions }))
    : groupSessions(sessions, now).map((g) => ({ key: g.group, sessions: g.sessions }));
  return groups.map((g) => `${g.key}:${g.sessions.map((s) => s.sessionId).join(',')}`).join('|');
}
