// Switch Session…: opens at once with the bridge's cached lists, refreshes them (busy meanwhile),
// fuzzy matches title, id, folder and first prompt, separators by date, delete / copy id buttons.
// Closing it cancels the listings it asked for of agents that are ready: the bridge lists a folder
// one page request at a time, and the tree's next one must not wait behind a listing nobody will see.
// A listing that is starting its agent is left to finish: cancelled, it would stop the start (the
// bridge's answer to a Cancel), and the tree waits for that start anyway.

import * as vscode from 'vscode';
import type { BridgeClient } from './client';
import { BridgeLog, isCancellation } from './log';
import * as p from './protocol';
import { SessionActions } from './sessionActions';
import type { SessionsTree } from './sessionsTree';
import { BridgeState, sessionKey } from './state';
import { escapeIcons, SwitcherEntry, switcherEntries } from './switcherItems';
import { mergeSessions } from './treeModel';

type PickItem = vscode.QuickPickItem & { entry: SwitcherEntry };

const DELETE_BUTTON: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('trash'), tooltip: 'Delete…' };
const COPY_BUTTON: vscode.QuickInputButton = { iconPath: new vscode.ThemeIcon('copy'), tooltip: 'Copy Id' };

const FILTER_PLACEHOLDER = 'Filter by title, folder, first prompt or id';
/** At most this many pages a refresh fetches again (a bound against an agent that pages forever). */
const MAX_REFRESH_PAGES = 50;

export function toPickItem(entry: SwitcherEntry): PickItem {
  switch (entry.kind) {
    case 'separator':
      return { entry, label: entry.label, kind: vscode.QuickPickItemKind.Separator };
    case 'loadMore':
      return { entry, label: entry.label, alwaysShow: true };
    case 'session':
      return {
        entry,
        label: escapeIcons(entry.label),
        description: escapeIcons(entry.description),
        detail: escapeIcons(entry.detail),
        buttons: entry.canDelete ? [COPY_BUTTON, DELETE_BUTTON] : [COPY_BUTTON],
      };
  }
}

export class Switcher {
  constructor(
    private readonly client: BridgeClient,
    private readonly state: BridgeState,
    private readonly tree: SessionsTree,
    private readonly actions: SessionActions,
    private readonly log: BridgeLog,
  ) {}

  /** What an empty switcher says: no sessions, and which agents could not list theirs. */
  private emptyPlaceholder(): string {
    const down = this.state.agents.filter((a) => p.isAgentDown(a.state)).map((a) => this.state.agentName(a.agentId));
    return down.length
      ? `No sessions: ${down.join(', ')} could not list them (see the Sessions view)`
      : 'No sessions yet: New Session starts one';
  }

  async show(): Promise<void> {
    const qp = vscode.window.createQuickPick<PickItem>();
    qp.title = 'Switch Session';
    qp.placeholder = FILTER_PLACEHOLDER;
    qp.matchOnDescription = true;
    qp.matchOnDetail = true;
    const listings = new Map<string, { sessions: p.SessionItem[]; hasMore: boolean }>();
    for (const agent of this.state.agents) {
      const known = this.tree.listing(agent.agentId);
      if (known) {
        listings.set(agent.agentId, { sessions: known.sessions, hasMore: known.hasMore });
      }
    }
    let closed = false;
    let listed = false; // every agent answered its first page (or failed to)
    const requests = new vscode.CancellationTokenSource(); // listings of agents that were ready when sent
    const render = () => {
      if (closed) {
        return;
      }
      const activeKey = qp.activeItems[0]?.entry.kind === 'session' ? sessionKey(qp.activeItems[0].entry.item) : undefined;
      const sessions = [...listings.values()].flatMap((l) => l.sessions);
      const entries = switcherEntries(sessions, {
        now: new Date(),
        agentName: (id) => this.state.agentName(id),
        canDelete: (id) => this.state.capabilities(id)?.delete === true,
        isActive: (s) => this.state.isActive(s),
        hasMore: [...listings.values()].some((l) => l.hasMore),
      });
      qp.items = entries.map(toPickItem);
      // An empty list says why, once the agents answered, instead of showing nothing at all.
      qp.placeholder = sessions.length || !listed ? FILTER_PLACEHOLDER : this.emptyPlaceholder();
      const again = activeKey && qp.items.find((i) => i.entry.kind === 'session' && sessionKey(i.entry.item) === activeKey);
      if (again) {
        qp.activeItems = [again];
      }
    };
    // Chosen when the request is sent: a listing of an agent that is not ready starts it, and goes
    // without a token (see the top).
    const tokenFor = (agentId: string) => (this.state.agent(agentId)?.state === 'ready' ? requests.token : undefined);
    const fetchAll = async (mode: p.ListMode, only?: (agentId: string) => boolean) => {
      const scope = this.tree.scope();
      await Promise.all(
        this.state.agents
          .filter((a) => !only || only(a.agentId))
          .map(async (a) => {
            try {
              const list = async (m: p.ListMode) =>
                p.expandListing(await this.client.request(p.Requests.listSessions, { agentId: a.agentId, ...scope, mode: m }, tokenFor(a.agentId)));
              let r = await list(mode);
              const previous = listings.get(a.agentId)?.sessions ?? [];
              let sessions = mode === 'more' ? mergeSessions(previous, r.sessions) : r.sessions;
              // A refresh lists as deep as the switcher opened with (the tree's pages, Load more
              // included) before it shows: the list must not shrink while the user filters it.
              // Each answer holds every session listed so far.
              for (let pages = 1; mode === 'first' && r.hasMore && sessions.length < previous.length && pages < MAX_REFRESH_PAGES; pages++) {
                r = await list('more');
                sessions = r.sessions;
              }
              if (mode !== 'cached' || sessions.length || !previous.length) {
                listings.set(a.agentId, { sessions, hasMore: r.hasMore });
              }
              render();
            } catch (err) {
              if (!isCancellation(err)) {
                this.log.channel.warn(`switcher: listing ${a.agentId}: ${String((err as Error).message ?? err)}`);
              }
            }
          }),
      );
    };

    qp.onDidTriggerItemButton(async (e) => {
      const entry = e.item.entry;
      if (entry.kind !== 'session') {
        return;
      }
      if (e.button === COPY_BUTTON) {
        await this.actions.copyId(entry.item);
        return;
      }
      qp.ignoreFocusOut = true; // the modal confirmation takes the focus
      const deleted = await this.actions.delete(entry.item);
      qp.ignoreFocusOut = false;
      if (deleted) {
        const l = listings.get(entry.item.agentId);
        if (l) {
          l.sessions = l.sessions.filter((s) => s.sessionId !== entry.item.sessionId);
        }
        render();
      }
      if (!closed) {
        qp.show();
      }
    });
    qp.onDidAccept(async () => {
      const entry = qp.selectedItems[0]?.entry;
      if (!entry) {
        return;
      }
      if (entry.kind === 'loadMore') {
        qp.busy = true;
        await fetchAll('more', (id) => listings.get(id)?.hasMore === true);
        qp.busy = false;
        return;
      }
      if (entry.kind === 'session') {
        qp.hide();
        await this.actions.open(entry.item);
      }
    });
    qp.onDidHide(() => {
      closed = true;
      requests.cancel();
      requests.dispose();
      qp.dispose();
    });

    render();
    qp.busy = true;
    qp.show();
    if (!this.state.agents.length) {
      try {
        this.state.setAgents((await this.client.request(p.Requests.listAgents, {}, requests.token)).agents);
      } catch (err) {
        this.log.reportError('Listing agents', err); // a cancellation only logged
      }
    }
    await fetchAll('cached');
    if (closed) {
      return; // closed before the bridge answered what it holds: nothing to refresh
    }
    await fetchAll('first');
    listed = true;
    render();
    if (!closed) {
      qp.busy = false;
    }
  }
}
