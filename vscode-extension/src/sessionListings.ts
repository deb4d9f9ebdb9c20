// Each agent's session listing as the sessions tree holds it: the bridge's cache first, then from the
// agent; one listing request at a time per agent, an answer of an older refresh dropped, and the pages
// the user loaded with "Load more…" fetched again by a refresh. What the tree draws is `SessionsTree`'s.

import type { BridgeClient } from './client';
import { BridgeLog, errorMessage, isCancellation } from './log';
import { withAgentProgress } from './progress';
import * as p from './protocol';
import { BridgeState } from './state';
import * as m from './treeModel';
import { mergeSessions } from './treeModel';

export interface AgentEntry {
  listing: m.AgentListing;
  /** Bumped by every full refresh: answers of an older one are dropped. */
  generation: number;
  started: boolean;
  /** The pages the user loaded: 1, plus each "Load more…" (a refresh that reaches the list's end
   *  sets it to the pages that took). */
  pages: number;
  /** The bridge's last `more` answer held fewer sessions than this tree lists: its listing of the
   *  folder was started over elsewhere (the switcher, Continue Last). */
  bridgeBehind: boolean;
  queue: Promise<unknown>;
}

/** What the listings ask of the tree (`SessionsTree`). */
export interface ListingsHost {
  /** What the tree lists (`SessionsTree.scope`). */
  scope(): { cwd: string | null; folders?: string[] };
  /** Whether the tree shows the agent's archived sessions. */
  includeArchived(agentId: string): boolean;
  /** The agent's listing changed (or started loading): its node is drawn again. */
  changed(agentId: string): void;
}

export class SessionListings {
  private readonly entries = new Map<string, AgentEntry>();

  constructor(
    private readonly client: BridgeClient,
    private readonly state: BridgeState,
    private readonly log: BridgeLog,
    private readonly host: ListingsHost,
  ) {}

  /** The agent's entry, if the tree has asked for its listing. */
  get(agentId: string): AgentEntry | undefined {
    return this.entries.get(agentId);
  }

  /** The agent's entry, made (empty) on first use. */
  entry(agentId: string): AgentEntry {
    let e = this.entries.get(agentId);
    if (!e) {
      e = { listing: m.emptyListing(), generation: 0, started: false, pages: 1, bridgeBehind: false, queue: Promise.resolve() };
      this.entries.set(agentId, e);
    }
    return e;
  }

  all(): IterableIterator<AgentEntry> {
    return this.entries.values();
  }

  delete(agentId: string): void {
    this.entries.delete(agentId);
  }

  clear(): void {
    this.entries.clear();
  }

  private enqueue<T>(agentId: string, job: () => Promise<T>): Promise<T> {
    const e = this.entry(agentId);
    const run = e.queue.then(job, job);
    e.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Mode `first` (a refresh): replaces the listing; a stale answer never overwrites a newer one.
   * Pages the user had loaded with "Load more…" are fetched again before the tree changes, so a
   * refresh neither shrinks the list nor flickers.
   */
  refresh(agentId: string): Promise<void> {
    if (!this.state.agent(agentId)) {
      return Promise.resolve();
    }
    const e = this.entry(agentId);
    e.started = true;
    const generation = ++e.generation;
    e.listing.loading = true;
    if (!e.listing.sessions.length || e.listing.error || this.state.agent(agentId)?.state === 'stopped') {
      // "Loading…" instead of the empty or error leaf; a stopped agent's row reads "starting"
      // (`shownAgentState`): this listing starts it.
      this.host.changed(agentId);
    }
    return this.enqueue(agentId, async () => {
      // The pages the user loaded; a refresh overtaken halfway by another one never lowers it.
      const depth = e.pages;
      let fetched = 1;
      let ok = await this.fetch(agentId, 'first', generation);
      while (ok && fetched < depth && e.listing.hasMore) {
        ok = await this.fetch(agentId, 'more', generation);
        fetched++;
      }
      if (ok && !e.listing.hasMore) {
        e.pages = fetched; // the whole list, maybe shorter than before
      }
      this.host.changed(agentId);
    });
  }

  loadMore(agentId: string): Promise<void> {
    const e = this.entry(agentId);
    return this.enqueue(agentId, async () => {
      const generation = e.generation;
      const before = e.listing.sessions.length;
      let ok = await this.fetch(agentId, 'more', generation);
      let fetched = ok && !e.bridgeBehind ? 1 : 0;
      // A click shows more rows if there are any. The bridge's listing of a folder is one for
      // every view of it: a first page asked for elsewhere (the switcher, Continue Last) starts it
      // over, and its next pages hold rows listed here already; a page may also hold only hidden
      // (archived) sessions. Such pages are gone through, up to as many as this tree has loaded;
      // the pages a refresh fetches again count those the bridge went past, not those it caught
      // up on.
      for (let tries = 0; ok && e.listing.sessions.length === before && e.listing.hasMore && tries < e.pages; tries++) {
        ok = await this.fetch(agentId, 'more', generation);
        fetched += ok && !e.bridgeBehind ? 1 : 0;
      }
      // Counted also when a refresh overtook it: that refresh, queued behind, fetches the page.
      if (ok || generation !== e.generation) {
        e.pages += Math.max(fetched, 1);
      }
      this.host.changed(agentId);
    });
  }

  /** One listing request applied to the entry (no tree change fired); false when it failed. */
  private async fetch(agentId: string, mode: p.ListMode, generation: number): Promise<boolean> {
    const e = this.entry(agentId);
    try {
      const wire = await withAgentProgress(`Listing the sessions of ${this.state.agentName(agentId)}…`, (token) =>
        this.client.request(
          p.Requests.listSessions,
          { agentId, ...this.host.scope(), mode, includeArchived: this.host.includeArchived(agentId) },
          token,
        ),
      );
      const result = p.expandListing(wire);
      if (generation !== e.generation) {
        return false;
      }
      // Each answer counts every session listed so far (a `more` answer holds the earlier pages too).
      e.bridgeBehind = mode === 'more' && result.sessions.length < e.listing.sessions.length;
      const sessions = mode === 'more' ? mergeSessions(e.listing.sessions, result.sessions) : result.sessions;
      const archived = new Set(mode === 'more' ? [...(e.listing.archived ?? []), ...(result.archived ?? [])] : (result.archived ?? []));
      e.listing = {
        sessions, hasMore: result.hasMore, supported: result.supported, loaded: true, loading: false,
        archived, archivedHidden: result.archivedHidden ?? 0,
      };
      if (result.fromCache) {
        // The agent is down: the bridge answered with its stored list, and says why.
        e.listing.storedAt = result.storedAt ?? undefined;
        e.listing.error = result.error ?? undefined;
      }
      return true;
    } catch (err) {
      if (generation !== e.generation) {
        return false;
      }
      e.listing = { ...e.listing, loading: false, loaded: true };
      if (!isCancellation(err)) {
        e.listing.error = errorMessage(err);
        this.log.channel.warn(`listing the sessions of ${agentId}: ${e.listing.error}`);
      }
      return false;
    }
  }

  /** First expansion: the bridge's cache at once (no agent call), then a refresh. */
  async ensureFetched(agentId: string): Promise<void> {
    const e = this.entry(agentId);
    if (e.started) {
      return;
    }
    e.started = true;
    const generation = e.generation;
    try {
      const cached = p.expandListing(
        await this.client.request(p.Requests.listSessions, {
          agentId, ...this.host.scope(), mode: 'cached', includeArchived: this.host.includeArchived(agentId),
        }),
      );
      if (generation === e.generation && !e.listing.loaded) {
        const storedAt = cached.fromCache ? (cached.storedAt ?? undefined) : undefined;
        e.listing = {
          ...e.listing, sessions: cached.sessions, hasMore: cached.hasMore, storedAt,
          archived: new Set(cached.archived ?? []), archivedHidden: cached.archivedHidden ?? 0,
        };
      }
    } catch {
      // The refresh below reports problems.
    }
    void this.refresh(agentId);
  }
}
