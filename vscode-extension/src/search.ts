// Search Transcripts…: the bridge's search over every agent's sessions — titles, ids, folders, first
// prompts and the text of the transcripts in its local history — live as the user types.

import * as vscode from 'vscode';
import type { CommandDeps, SessionPick } from './commands';
import { folderName, isOutsideFolders, workspaceFolderPaths } from './crossProject';
import { errorMessage } from './log';
import * as p from './protocol';
import { escapeIcons, SwitcherContext, switcherDescription, switcherDetail } from './switcherItems';

export const INDEX_BUTTON: vscode.QuickInputButton = {
  iconPath: new vscode.ThemeIcon('database'),
  tooltip: 'Index All Sessions… (search the sessions not read on this machine too)',
};

/** Milliseconds of typing pause before the bridge is asked. */
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_LIMIT = 100;

export type SearchPick = SessionPick & { item: p.FoundSession };
/** The last row while some sessions' text was not searched: what makes them searchable. */
export type IndexPick = vscode.QuickPickItem & { index: true };
/** The row of a search that found nothing; picking it does nothing. */
export type NoMatchPick = vscode.QuickPickItem & { none: true };

/** The row that offers Index All Sessions…, for `unsearched` sessions (as the title's button does);
 * `more`: and sessions not listed yet. */
export function indexPick(unsearched: number, more = false): IndexPick {
  const count = `${unsearched.toLocaleString('en-US')}${more ? '+' : ''}`;
  return {
    index: true,
    alwaysShow: true,
    label: '$(database) Index All Sessions…',
    description: unsearched > 0
      ? `the text of ${count} session${unsearched === 1 && !more ? ' is' : 's is'} not searched yet (only titles, ids and folders)`
      : 'the sessions not listed yet are not searched (the agents list a page at a time)',
  };
}

/**
 * The QuickPick items for the bridge's answer, in its order (title matches first). The detail is the
 * transcript snippet when the text matched (agent text: its `$(…)` cannot become an icon), after
 * "in <folder> ·" for a session outside this window's `folders`; else folder · first prompt · id.
 */
export function searchPickItems(items: readonly p.FoundSession[], ctx: SwitcherContext, folders: readonly string[] = []): SearchPick[] {
  // alwaysShow: the bridge already matched; VS Code's own filter must not hide its results.
  return items.map((item) => {
    // A snippet takes the place of the folder: a session of another folder still says which.
    const elsewhere = item.cwd && isOutsideFolders(item.cwd, folders) ? `in ${folderName(item.cwd)} · ` : '';
    return {
      item,
      alwaysShow: true,
      label: escapeIcons(item.displayTitle),
      description: escapeIcons(switcherDescription(item, ctx)),
      detail: item.snippet
        ? `$(quote) ${item.turn ? `turn ${item.turn} · ` : ''}${escapeIcons(elsewhere)}${escapeIcons(item.snippet)}`
        : escapeIcons(switcherDetail(item)),
    };
  });
}

/** The row that says a search found nothing (an empty list reads as "still searching"). */
export function noMatchPick(query: string): NoMatchPick {
  return { none: true, alwaysShow: true, label: `$(search-stop) No session matches “${escapeIcons(query.trim())}”` };
}

/**
 * A result, chosen: its transcript opens for reading (nothing is switched, as from the tree) and,
 * when the bridge knows the hit's turn, at that turn with the first match of the query selected.
 */
export async function openHit({ client, actions, transcripts, log }: CommandDeps, item: p.FoundSession, query: string): Promise<void> {
  await actions.read(item);
  if (!item.turn) {
    return;
  }
  try {
    const at = await client.request(p.Requests.locateTurn, { agentId: item.agentId, sessionId: item.sessionId, turn: item.turn });
    const editor = await transcripts.show(at.uri, false, at.line, { browsing: true });
    if (editor) {
      selectFirstMatch(editor, query, at.line);
    }
  } catch (err) {
    // A read-only copy from the history has no turns to go to: it stays open at its start.
    log.info(`Search Transcripts: turn ${item.turn} of ${item.sessionId} could not be shown: ${errorMessage(err)}`);
  }
}

/** Selects the first match at or after `fromLine` of the query's first word that the text holds. */
export function selectFirstMatch(editor: vscode.TextEditor, query: string, fromLine: number): void {
  const document = editor.document;
  const text = document.getText();
  const lowered = text.toLowerCase();
  if (lowered.length !== text.length) {
    return; // lower-casing moved offsets: the turn's line is shown, nothing selected
  }
  const from = document.offsetAt(new vscode.Position(fromLine, 0));
  for (const word of query.toLowerCase().split(/\s+/).filter(Boolean)) {
    const at = lowered.indexOf(word, from);
    if (at >= 0) {
      const range = new vscode.Range(document.positionAt(at), document.positionAt(at + word.length));
      editor.selection = new vscode.Selection(range.start, range.end);
      editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
      return;
    }
  }
}

/** The picker's title: what the search covered ("searched 48 of 696 sessions"). */
export function searchTitle(coverage: p.SearchCoverage | null | undefined): string {
  if (!coverage) {
    return 'Search Transcripts';
  }
  const { searched, sessions, more } = coverage;
  const count = (n: number) => n.toLocaleString('en-US');
  // `more`: an agent has sessions it has not listed yet (the tree lists a page at a time).
  const known = `${count(sessions)}${more ? '+' : ''} session${sessions === 1 && !more ? '' : 's'}`;
  return `Search Transcripts — searched ${count(searched)} of ${known}`;
}

/** Search: live results from the bridge as the user types (stale answers dropped). */
export async function searchSessions(deps: CommandDeps): Promise<void> {
  const { client, state, log } = deps;
  const qp = vscode.window.createQuickPick<SearchPick | IndexPick | NoMatchPick>();
  qp.title = 'Search Transcripts';
  qp.placeholder = 'Search the text of transcripts, and the titles, ids and folders of every agent’s sessions';
  qp.matchOnDescription = true;
  qp.matchOnDetail = true;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async (query: string) => {
    const mine = ++seq;
    qp.busy = true;
    try {
      const { items, coverage } = await client.request(p.Requests.findSessions, {
        query, agentId: null, limit: SEARCH_LIMIT, inTranscripts: true,
      });
      if (mine !== seq) {
        return;
      }
      const ctx: SwitcherContext = {
        now: new Date(),
        agentName: (id) => state.agentName(id),
        canDelete: () => false,
        isActive: (s) => state.isActive(s),
        hasMore: false,
      };
      // What was not searched is one click away from being searchable: the title's button, and
      // the last row, where a reader who found nothing looks next.
      const unsearched = coverage && !deps.indexing.running ? coverage.sessions - coverage.searched : 0;
      const unlisted = !!coverage?.more && !deps.indexing.running;
      const found = items.length || !query.trim() ? searchPickItems(items, ctx, workspaceFolderPaths()) : [noMatchPick(query)];
      const offer = unsearched > 0 || unlisted;
      qp.items = [...found, ...(offer ? [indexPick(unsearched, unlisted)] : [])];
      qp.title = searchTitle(coverage);
      qp.buttons = offer ? [INDEX_BUTTON] : [];
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
    timer = setTimeout(() => void run(value), SEARCH_DEBOUNCE_MS);
  });
  const index = () => {
    qp.hide();
    void vscode.commands.executeCommand('acpBridge.indexAllSessions');
  };
  qp.onDidTriggerButton((button) => {
    if (button === INDEX_BUTTON) {
      index();
    }
  });
  qp.onDidAccept(() => {
    const picked = qp.selectedItems[0];
    if (picked && 'index' in picked) {
      index();
    } else if (picked && 'item' in picked) {
      const query = qp.value;
      qp.hide();
      void openHit(deps, picked.item, query);
    }
  });
  qp.onDidHide(() => {
    if (timer) {
      clearTimeout(timer);
    }
    seq++; // an answer still on its way has nowhere to go
    qp.dispose();
  });
  qp.show();
  await run('');
}
