// Search Transcripts…: the bridge's fuzzy search over every agent's sessions, live as the user types.

import * as vscode from 'vscode';
import type { CommandDeps, SessionPick } from './commands';
import * as p from './protocol';
import { escapeIcons, switcherDescription, switcherDetail } from './switcherItems';

/** Search: live results from the bridge as the user types (stale answers dropped). */
export async function searchSessions({ client, state, actions, log }: CommandDeps): Promise<void> {
  const qp = vscode.window.createQuickPick<SessionPick>();
  qp.title = 'Search Sessions';
  qp.placeholder = 'Search titles, ids, folders and first prompts of every agent';
  qp.matchOnDescription = true;
  qp.matchOnDetail = true;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async (query: string) => {
    const mine = ++seq;
    qp.busy = true;
    try {
      const { items } = await client.request(p.Requests.findSessions, { query, agentId: null, limit: 100 });
      if (mine !== seq) {
        return;
      }
      const ctx = { now: new Date(), agentName: (id: string) => state.agentName(id), canDelete: () => false, isActive: (s: p.SessionItem) => state.isActive(s), hasMore: false };
      // alwaysShow: the bridge already matched; VS Code's own filter must not hide its results.
      qp.items = items.map((item) => ({
        item, alwaysShow: true,
        label: escapeIcons(item.displayTitle),
        description: escapeIcons(switcherDescription(item, ctx)),
        detail: escapeIcons(switcherDetail(item)),
      }));
    } catch (err) {
      if (mine === seq) {
        log.reportError('Searching sessions', err);
      }
    } finally {
      if (mine === seq) {
        qp.busy = false;
      }
    }
  };
  qp.onDidChangeValue((value) => {
    if (timer) {
      clearTimeout(timer);
    }
    timer = setTimeout(() => void run(value), 120);
  });
  qp.onDidAccept(() => {
    const picked = qp.selectedItems[0];
    if (picked) {
      qp.hide();
      void actions.open(picked.item);
    }
  });
  qp.onDidHide(() => {
    if (timer) {
      clearTimeout(timer);
    }
    qp.dispose();
  });
  qp.show();
  await run('');
}
