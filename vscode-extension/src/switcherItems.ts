// Pure content of the Switch Session… QuickPick: items, separators by date, "Load more…".

import type { SessionItem } from './protocol';
import { dateGroup, DateGroup, LABELS, newestFirst, relativeTime } from './treeModel';

export type SwitcherEntry =
  | { kind: 'separator'; label: DateGroup }
  | { kind: 'session'; item: SessionItem; label: string; description: string; detail: string; canDelete: boolean }
  | { kind: 'loadMore'; label: string };

export interface SwitcherContext {
  now: Date;
  agentName(agentId: string): string;
  canDelete(agentId: string): boolean;
  isActive(item: SessionItem): boolean;
  /** Some agent has another page. */
  hasMore: boolean;
}

/** VS Code renders `$(name)` in QuickPick and status bar text as an icon: agent text must not. */
export function escapeIcons(text: string): string {
  return text.replace(/(\\)?\$\(([a-z0-9-]+?(?:~[a-z0-9-]*?)?)\)/gi, (match, escaped) => (escaped ? match : `\\${match}`));
}

export function switcherDescription(item: SessionItem, ctx: SwitcherContext): string {
  const parts = [ctx.agentName(item.agentId)];
  const rel = relativeTime(item.updatedAt, ctx.now);
  if (rel) {
    parts.push(rel);
  }
  if (ctx.isActive(item)) {
    parts.push('active');
  }
  return parts.join(' · ');
}

/** Folder · first prompt · id (the id last, so that typing an id finds its session). */
export function switcherDetail(item: SessionItem): string {
  return [item.cwd, item.firstPrompt, item.sessionId].filter((x): x is string => !!x).join(' · ');
}

/** Sessions of every agent merged newest first, a separator before each date group. */
export function switcherEntries(sessions: readonly SessionItem[], ctx: SwitcherContext): SwitcherEntry[] {
  const seen = new Set<string>();
  const unique = sessions.filter((s) => {
    const key = `${s.agentId}\u0000${s.sessionId}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
  const out: SwitcherEntry[] = [];
  let current: DateGroup | undefined;
  for (const item of newestFirst(unique)) {
    const group = dateGroup(item.updatedAt, ctx.now);
    if (group !== current) {
      out.push({ kind: 'separator', label: group });
      current = group;
    }
    out.push({
      kind: 'session',
      item,
      label: item.displayTitle,
      description: switcherDescription(item, ctx),
      detail: switcherDetail(item),
      canDelete: ctx.canDelete(item.agentId),
    });
  }
  if (ctx.hasMore) {
    out.push({ kind: 'loadMore', label: LABELS.loadMore });
  }
  return out;
}
