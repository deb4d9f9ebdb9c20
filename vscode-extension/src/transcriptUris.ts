// Transcript document URIs, and the tab labels they carry: `acp-session:/<agent>/<sessionId>/...`.
// The TypeScript mirror of acp_bridge/lsp/protocol/uris.py (part of the LSP contract, described in
// docs/lsp-extensions.md): both sides make and read the same URIs; test/unit/protocol.test.ts holds
// `titleLabel` to Python's `title_label` (tests/lsp/title_labels.json).

import type { SessionRef } from './protocol';

export const TRANSCRIPT_SCHEME = 'acp-session';

/** Like Python's `urllib.parse.quote(s, safe='')`, so both sides build the same URI. */
export function quoteComponent(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

/** Longest tab label (code points); see `titleLabel`. */
export const MAX_LABEL_CHARS = 60;
const UNSAFE_IN_NAMES = new Set('/\\:*?"<>|#%');
const RESERVED_NAMES = new Set(['CON', 'PRN', 'AUX', 'NUL', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [`COM${i}`, `LPT${i}`])]);

/**
 * The tab label a transcript URI carries (Python's `title_label`): control, format and separator
 * characters, and characters file systems refuse, become spaces (the words they stood between stay
 * apart), spaces collapse, leading and trailing dots and spaces go, at most `MAX_LABEL_CHARS`.
 * Undefined when nothing usable is left.
 */
export function titleLabel(title: string | null | undefined): string | undefined {
  if (!title) {
    return undefined;
  }
  const chars: string[] = [];
  for (const ch of title) {
    chars.push(/^[\p{C}\p{Z}]$/u.test(ch) || UNSAFE_IN_NAMES.has(ch) ? ' ' : ch);
  }
  const collapsed = chars.join('').split(/\s+/).filter(Boolean).join(' ');
  const label = Array.from(collapsed).slice(0, MAX_LABEL_CHARS).join('').replace(/^[ .]+|[ .]+$/g, '');
  if (!label || RESERVED_NAMES.has(label.split('.')[0].toUpperCase())) {
    return undefined;
  }
  return label;
}

/** Turns per page of a transcript (acp_bridge/sessions/windows.py). */
export const TURNS_PER_PAGE = 50;

/** The ending of transcript URIs: the `acp-transcript` language claims it (see package.json). */
export const TRANSCRIPT_SUFFIX = '.acp.md';

/**
 * `acp-session:/<agent>/<sessionId>/<label>.acp.md`, or `acp-session:/<agent>/<sessionId>.acp.md`
 * without a usable title (every part percent-encoded): the session's newest window. The label only
 * names the tab: the bridge resolves a document by agent, session id and turns (the URI of a page,
 * or of a part of a page too long for one window, which only the bridge makes, has a
 * `turns-<first>-<last>` segment before the label).
 */
export function transcriptUri(agentId: string, sessionId: string, title?: string | null): string {
  const base = `${TRANSCRIPT_SCHEME}:/${quoteComponent(agentId)}/${quoteComponent(sessionId)}`;
  const label = titleLabel(title);
  return label ? `${base}/${quoteComponent(label)}${TRANSCRIPT_SUFFIX}` : `${base}${TRANSCRIPT_SUFFIX}`;
}

export interface WindowRef extends SessionRef {
  /** The `turns-<first>-<last>` segment of a page's (or a part's) URI; undefined for the newest window. */
  window: string | undefined;
}

/** What the extension adds to a transcript URI's path for the tab showing a load's progress (with
 * the query `?loading`): an ending no language claims, so that the tab opens as plain text and
 * VS Code starts no tokenizer while the session replays (docs/architecture.md). */
export const PROGRESS_ENDING = '\u2026';

/** `uri` (as a string) without its query and without the progress's ending, spelled or encoded. */
function withoutProgress(uri: string): string {
  return uri.split('?', 1)[0].replace(/(\u2026|%E2%80%A6)$/i, '');
}

/** Agent, session and window of a transcript URI, whatever its label, ending (`.acp.md`, `.md`) and
 * query; the tab showing a load's progress (`PROGRESS_ENDING`, `?loading`) names the same window. */
export function parseWindowUri(uri: string): WindowRef | undefined {
  const prefix = `${TRANSCRIPT_SCHEME}:/`;
  uri = withoutProgress(uri);
  if (!uri.startsWith(prefix) || !uri.endsWith('.md')) {
    return undefined;
  }
  const parts = uri.slice(prefix.length, -3).replace(/^\/+/, '').split('/');
  parts[parts.length - 1] = parts[parts.length - 1].replace(/\.acp$/, '');
  let window: string | undefined;
  if (parts.length === 4) {
    // Only the bridge makes these: the turns of a page or of a part of one (as protocol/uris.py checks).
    const m = /^turns-([1-9]\d{0,8})-([1-9]\d{0,8})$/.exec(parts[2]);
    const first = m ? Number(m[1]) : 0;
    const last = m ? Number(m[2]) : 0;
    const page = (turn: number): number => Math.floor((turn - 1) / TURNS_PER_PAGE);
    if (!m || first < 1 || last < first || page(first) !== page(last)) {
      return undefined;
    }
    window = parts[2];
  } else if (parts.length !== 2 && parts.length !== 3) {
    return undefined;
  }
  if (!parts.every(Boolean)) {
    return undefined;
  }
  try {
    return { agentId: decodeURIComponent(parts[0]), sessionId: decodeURIComponent(parts[1]), window };
  } catch {
    return undefined;
  }
}

/** The label a transcript URI gives its tab: its last segment, decoded, without its ending. */
export function tabLabelOf(uri: string): string {
  uri = withoutProgress(uri); // the tab showing a load's progress: the same label
  const last = uri.slice(uri.lastIndexOf('/') + 1).replace(/(\.acp)?\.md$/, '');
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Fewest characters of a session id shown to tell it from others (as `short_id` in Python). */
const SHORT_ID_LENGTH = 8;

/**
 * `uri` (a transcript window's, as the bridge or VS Code spells it) with a label no tab in `shown`
 * of *another* session has. VS Code names a tab after its URI's last segment and gives
 * `acp-session:` tabs no description, so two sessions of equal title would show two identical tabs:
 * the label then ends with " · " and as much of the session id as tells it from theirs.
 */
export function distinctTabUri(uri: string, shown: readonly string[]): string {
  const ref = parseWindowUri(uri);
  if (!ref) {
    return uri;
  }
  const label = tabLabelOf(uri);
  const rivals: string[] = [];
  for (const other of shown) {
    const theirs = parseWindowUri(other);
    if (theirs && (theirs.agentId !== ref.agentId || theirs.sessionId !== ref.sessionId) && tabLabelOf(other) === label) {
      rivals.push(theirs.sessionId);
    }
  }
  if (rivals.length === 0) {
    return uri;
  }
  // The id as a label may hold it (no separators or characters file systems refuse), and long
  // enough to differ from each rival's past their common prefix (opencode's ids share a long one).
  const id = Array.from(ref.sessionId).filter((ch) => !UNSAFE_IN_NAMES.has(ch) && !/^[\p{C}\p{Z}]$/u.test(ch));
  const common = Math.max(...rivals.map((rival) => commonPrefixLength(ref.sessionId, rival)));
  const shownId = id.slice(0, Math.max(SHORT_ID_LENGTH, common + 2)).join('');
  const base = `${TRANSCRIPT_SCHEME}:/${quoteComponent(ref.agentId)}/${quoteComponent(ref.sessionId)}`;
  const window = ref.window ? `/${ref.window}` : '';
  return `${base}${window}/${quoteComponent(`${label} · ${shownId}`)}${TRANSCRIPT_SUFFIX}`;
}

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) {
    n++;
  }
  return n;
}

/** Agent and session of a transcript URI (of any of its windows). */
export function parseTranscriptUri(uri: string): SessionRef | undefined {
  const ref = parseWindowUri(uri);
  return ref ? { agentId: ref.agentId, sessionId: ref.sessionId } : undefined;
}
