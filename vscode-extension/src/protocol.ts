// The TypeScript mirror of acp_bridge/lsp/protocol/: every custom method, its params and result.
// camelCase on the wire. Keep in step with the Python package and docs/lsp-extensions.md
// (test/unit/protocol.test.ts compares the method tables and models with the Python package).
// Its transcript URIs and tab labels (protocol/uris.py) are transcriptUris.ts.

import { NotificationType, RequestType } from 'vscode-languageserver-protocol';

// -- shared shapes ----------------------------------------------------------------------------

export type AgentStateName = 'stopped' | 'starting' | 'ready' | 'error' | 'exited' | 'needs_login';

/** States in which the agent cannot answer: the tree shows why, with a Retry. */
export function isAgentDown(state: AgentStateName | undefined): boolean {
  return state === 'error' || state === 'exited' || state === 'needs_login';
}

export interface AgentCapabilitiesInfo {
  protocolVersion: number;
  load: boolean;
  list: boolean;
  resume: boolean;
  close: boolean;
  delete: boolean;
  fork: boolean;
  additionalDirectories: boolean;
  mcpHttp: boolean;
  mcpSse: boolean;
  promptImage: boolean;
  promptAudio: boolean;
  promptEmbeddedContext: boolean;
  resumeReplays: boolean;
}

export interface AgentStatus {
  agentId: string;
  name: string;
  state: AgentStateName;
  error: string | null;
  capabilities: AgentCapabilitiesInfo | null;
  agentName: string | null;
  agentVersion: string | null;
}

export interface SessionItem {
  agentId: string;
  sessionId: string;
  displayTitle: string;
  title: string | null;
  localTitle: string | null;
  cwd: string | null;
  additionalDirectories: string[];
  /** ISO 8601 (UTC) or null. */
  updatedAt: string | null;
  firstPrompt: string | null;
  /** `_meta` facts as plain single-line "key: value" strings. */
  facts: string[];
  active: boolean;
  /** The agent's running process holds the session open (what Close would close). */
  open: boolean;
}

/**
 * A session in a `listSessions` answer: a SessionItem without the members that hold their default
 * (LISTED_DEFAULTS). A listing can carry every session of a store (10,000 and more): the defaults
 * were half of its bytes and of its parse. `agentId` is the answer's; `displayTitle` is left out
 * when it equals `title`. `expandListing` gives the whole items back.
 */
export interface ListedSession {
  sessionId: string;
  displayTitle?: string;
  title?: string | null;
  localTitle?: string | null;
  cwd?: string | null;
  additionalDirectories?: string[];
  updatedAt?: string | null;
  firstPrompt?: string | null;
  facts?: string[];
  active?: boolean;
  open?: boolean;
}

/** What a ListedSession leaves out when a member holds it (LISTED_DEFAULTS in protocol/sessions.py). */
export const LISTED_DEFAULTS = {
  title: null,
  localTitle: null,
  cwd: null,
  additionalDirectories: [] as readonly string[],
  updatedAt: null,
  firstPrompt: null,
  facts: [] as readonly string[],
  active: false,
  open: false,
} as const;

/**
 * The whole SessionItem of a listed session (a whole item comes back as it is). One object literal:
 * for 10,000 sessions it takes ~2 ms in V8, where spreading the defaults and the listed members
 * took 55-107 ms, more than the listed form saves on the JSON parse.
 */
export function expandListed(agentId: string, listed: ListedSession): SessionItem {
  const d = LISTED_DEFAULTS;
  return {
    agentId,
    sessionId: listed.sessionId,
    displayTitle: listed.displayTitle ?? listed.title ?? listed.sessionId,
    title: listed.title ?? d.title,
    localTitle: listed.localTitle ?? d.localTitle,
    cwd: listed.cwd ?? d.cwd,
    additionalDirectories: listed.additionalDirectories ?? [], // arrays of the item's own
    updatedAt: listed.updatedAt ?? d.updatedAt,
    firstPrompt: listed.firstPrompt ?? d.firstPrompt,
    facts: listed.facts ?? [],
    active: listed.active ?? d.active,
    open: listed.open ?? d.open,
  };
}

/** A `listSessions` answer with whole SessionItems, as the tree and the switcher use it. */
export function expandListing(result: ListSessionsWireResult): ListSessionsResult {
  const { sessions, ...rest } = result;
  return { ...rest, sessions: sessions.map((s) => expandListed(result.agentId, s)) };
}

/** A search result (`findSessions`): the session, and where its transcript matched. */
export interface FoundSession extends SessionItem {
  /** The turn (from 1) the snippet's hit is in, when the bridge's history knows it; else null. */
  turn?: number | null;
  /** One plain line around the first hit in the transcript's text (`inTranscripts` only), or null. */
  snippet: string | null;
}

export interface SessionRef {
  agentId: string;
  sessionId: string;
}

// -- requests (editor → bridge) -----------------------------------------------------------------

export type ListAgentsParams = Record<string, never>;
export interface ListAgentsResult {
  agents: AgentStatus[];
}

export type ListMode = 'first' | 'more' | 'all' | 'cached';
export interface ListSessionsParams {
  agentId: string;
  /** null lists every folder. */
  cwd: string | null;
  /** Several folders at once (a multi-root workspace), in place of `cwd`: one list, newest first. */
  folders?: string[];
  mode: ListMode;
  /** Also the sessions the user archived (their ids come back in `archived`). */
  includeArchived?: boolean;
}
/** What `listSessions` sends: its sessions without their defaults (`expandListing` fills them in). */
export interface ListSessionsWireResult extends Omit<ListSessionsResult, 'sessions'> {
  sessions: ListedSession[];
}
export interface ListSessionsResult {
  agentId: string;
  sessions: SessionItem[];
  hasMore: boolean;
  supported: boolean;
  /** The sessions come from the bridge's local store (the agent is starting or down). */
  fromCache: boolean;
  /** When the stored list was taken from the agent (ISO 8601, UTC); with `fromCache` only. */
  storedAt: string | null;
  /** Why the agent could not answer (a stored answer after a failed start or a crash). */
  error: string | null;
  /** Why a `mode: 'all'` listing stopped paging while the agent had more (a limit was reached). */
  stopped?: string | null;
  /** The archived sessions among `sessions` (with `includeArchived`). */
  archived?: string[];
  /** How many archived sessions were left out (without `includeArchived`). */
  archivedHidden?: number;
}

export interface OpenSessionParams extends SessionRef {
  cwd: string | null;
}
export interface OpenSessionResult {
  uri: string;
  session: SessionItem;
  complete: boolean;
  incompleteReason: string | null;
}

/** `openReadOnly`: the transcript without activating the session. */
export interface ReadOnlyResult extends OpenSessionResult {
  /** The agent could not replay: the document is the read-only copy from the local history. */
  fromHistory: boolean;
}

export interface ForkSessionParams extends SessionRef {
  /** The folder of the new session (this window's workspace folder). */
  cwd: string;
}

export interface NewSessionParams {
  agentId: string;
  cwd: string;
}

export interface SetLocalTitleParams extends SessionRef {
  /** null clears the local title. */
  title: string | null;
}

export interface GetTranscriptParams {
  uri: string;
  fromVersion: number | null;
}
export interface TranscriptResult {
  uri: string;
  /** The document from character `offset` on; the client keeps its text before `offset`. */
  text: string;
  offset: number;
  /** A new header (the title changed): it replaces the client's first `headEnd` characters. */
  head: string | null;
  headEnd: number;
  version: number;
  complete: boolean;
  loading: boolean;
  incompleteReason: string | null;
  /** Which turns the document shows; null while a long replay shows its progress, while a load
   * starts, and for a read-only copy from the history (no windows). */
  window?: TranscriptWindow | null;
}

/** A transcript document shows a window of the session: its newest turns, or a page of earlier ones. */
export interface TranscriptWindow {
  /** 1-based and inclusive; `firstTurn > lastTurn` when it shows no turn. */
  firstTurn: number;
  lastTurn: number;
  totalTurns: number;
  earlierUri: string | null;
  laterUri: string | null;
  /** The 0-based line of `lastTurn`'s prompt, in answers with the whole text. */
  lastTurnLine?: number | null;
}

export interface TurnItem {
  /** 1-based. */
  turn: number;
  /** The prompt's first line, plain text. */
  label: string;
}
export interface ListTurnsResult {
  turns: TurnItem[];
}
export interface LocateTurnParams extends SessionRef {
  turn: number;
}
export interface TurnLocation {
  /** The document (window) showing the turn, and the 0-based line of its prompt. */
  uri: string;
  line: number;
}

export interface FindSessionsParams {
  query: string;
  agentId: string | null;
  limit: number;
  /** Also match transcript text from the bridge's local history (sessions opened on this machine). */
  inTranscripts: boolean;
}
/** What a transcript search covered: sessions whose text is kept (searched) of every session known. */
export interface SearchCoverage {
  searched: number;
  sessions: number;
  /** Some sessions were never listed: `sessions` is a lower bound. */
  more?: boolean;
}
export interface FindSessionsResult {
  items: FoundSession[];
  /** `inTranscripts` only (else null or absent). */
  coverage?: SearchCoverage | null;
}

export interface ContinueLastParams {
  cwd: string;
  agentId: string | null;
}

export interface ResolvePrefixParams {
  prefix: string;
  agentId: string | null;
}
export interface ResolvePrefixResult {
  matches: SessionItem[];
  /** Each agent that could not be asked (down, or its listing failed), with why. */
  unasked?: string[];
}

export interface AgentRef {
  agentId: string;
}

export interface ExportMarkdownParams extends SessionRef {
  /** Where the bridge writes the whole session (an absolute path; an existing file is replaced). */
  path: string;
}
export interface ExportMarkdownResult {
  path: string;
  /** The size of the file written (UTF-8). */
  bytes: number;
}

export interface SendPromptParams extends SessionRef {
  text: string;
}
export interface SendPromptResult {
  stopReason: string;
}
/** `closed`: the agent closed the session; false when it was only left (not open, or the agent
 * keeps its sessions open). */
export interface CloseSessionResult {
  closed: boolean;
}

export type Empty = Record<string, never>;

// -- notifications (bridge → editor) --------------------------------------------------------------

export interface SessionsChanged {
  agentId: string;
  reason: string;
}
export interface SessionInfoChanged {
  session: SessionItem;
}
export interface ActiveSessionChanged {
  session: SessionItem | null;
  loading: boolean;
  /** A prompt turn is running in the active session (sent by any window: the bridge knows). */
  promptRunning: boolean;
}
export interface TranscriptChanged {
  uri: string;
  version: number;
  complete: boolean;
  loading: boolean;
}

// -- requests (bridge → editor) -----------------------------------------------------------------

export interface PermissionOptionItem {
  optionId: string;
  name: string;
  kind: string;
}
export interface RequestPermissionParams {
  agentId: string;
  sessionId: string;
  title: string;
  options: PermissionOptionItem[];
}
export interface RequestPermissionResult {
  /** null: the user closed the dialog ("cancelled"). */
  optionId: string | null;
}

// -- the tables -------------------------------------------------------------------------------------

function req<P, R>(method: string): RequestType<P, R, void> {
  return new RequestType<P, R, void>(method);
}
function note<P>(method: string): NotificationType<P> {
  return new NotificationType<P>(method);
}

export const Requests = {
  listAgents: req<ListAgentsParams, ListAgentsResult>('acpBridge/listAgents'),
  listSessions: req<ListSessionsParams, ListSessionsWireResult>('acpBridge/listSessions'),
  loadSession: req<OpenSessionParams, OpenSessionResult>('acpBridge/loadSession'),
  resumeSession: req<OpenSessionParams, OpenSessionResult>('acpBridge/resumeSession'),
  closeSession: req<SessionRef, CloseSessionResult>('acpBridge/closeSession'),
  deleteSession: req<SessionRef, Empty>('acpBridge/deleteSession'),
  newSession: req<NewSessionParams, OpenSessionResult>('acpBridge/newSession'),
  openReadOnly: req<OpenSessionParams, ReadOnlyResult>('acpBridge/openReadOnly'),
  forkSession: req<ForkSessionParams, OpenSessionResult>('acpBridge/forkSession'),
  setLocalTitle: req<SetLocalTitleParams, SessionItem>('acpBridge/setLocalTitle'),
  getTranscript: req<GetTranscriptParams, TranscriptResult>('acpBridge/getTranscript'),
  findSessions: req<FindSessionsParams, FindSessionsResult>('acpBridge/findSessions'),
  continueLast: req<ContinueLastParams, OpenSessionResult>('acpBridge/continueLast'),
  resolvePrefix: req<ResolvePrefixParams, ResolvePrefixResult>('acpBridge/resolvePrefix'),
  restartAgent: req<AgentRef, AgentStatus>('acpBridge/restartAgent'),
  listTurns: req<SessionRef, ListTurnsResult>('acpBridge/listTurns'),
  locateTurn: req<LocateTurnParams, TurnLocation>('acpBridge/locateTurn'),
  exportMarkdown: req<ExportMarkdownParams, ExportMarkdownResult>('acpBridge/exportMarkdown'),
  sendPrompt: req<SendPromptParams, SendPromptResult>('acpBridge/sendPrompt'),
  cancelPrompt: req<SessionRef, Empty>('acpBridge/cancelPrompt'),
  setArchived: req<SetArchivedParams, Empty>('acpBridge/setArchived'),
  indexSessions: req<IndexSessionsParams, IndexProgress>('acpBridge/indexSessions'),
  cancelIndexing: req<Empty, IndexProgress>('acpBridge/cancelIndexing'),
} as const;

export interface SetArchivedParams {
  agentId: string;
  sessionId: string;
  archived: boolean;
}

export interface IndexSessionsParams {
  /** Empty: every configured agent (those that cannot replay are skipped). */
  agentIds: string[];
}
/** Where Index All Sessions stands (docs/lsp-extensions.md, `indexSessions`). */
export interface IndexProgress {
  running: boolean;
  done: number;
  total: number;
  failed: number;
  agentIds: string[];
  /** Why it stopped short, or "Cancelling…" / "Cancelled"; null otherwise. */
  message: string | null;
}

/** A part of the `acpBridge` settings the bridge ignores, and why (docs/lsp-extensions.md). */
export interface SettingsProblem {
  /** The setting it is in, as VS Code names it (`acpBridge.agents`; `acpBridge`: the whole section). */
  setting: string;
  message: string;
}

export const Notifications = {
  agentStateChanged: note<AgentStatus>('acpBridge/agentStateChanged'),
  sessionsChanged: note<SessionsChanged>('acpBridge/sessionsChanged'),
  sessionInfoChanged: note<SessionInfoChanged>('acpBridge/sessionInfoChanged'),
  activeSessionChanged: note<ActiveSessionChanged>('acpBridge/activeSessionChanged'),
  transcriptChanged: note<TranscriptChanged>('acpBridge/transcriptChanged'),
  indexProgress: note<IndexProgress>('acpBridge/indexProgress'),
  settingsProblem: note<SettingsProblem>('acpBridge/settingsProblem'),
} as const;

export const ServerRequests = {
  requestPermission: req<RequestPermissionParams, RequestPermissionResult>('acpBridge/requestPermission'),
} as const;

/** Error codes on the wire (docs/lsp-extensions.md "Errors"). */
export const ErrorCodes = {
  authRequired: -32000,
  unsupported: -32001,
  notFound: -32002,
  startFailed: -32010,
  exited: -32011,
  timeout: -32012,
  protocol: -32013,
  refused: -32014,
  unknownAgent: -32015,
  invalidParams: -32602,
  cancelled: -32800,
} as const;
