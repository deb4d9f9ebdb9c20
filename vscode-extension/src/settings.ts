// The `acpBridge.*` settings: which Python runs the sidecar, and what the sidecar is told.
// Pure functions over an injected environment (unit-tested without VS Code).

import * as path from 'path';

export const SECTION = 'acpBridge';
/** The oldest Python the sidecar runs on (pyproject.toml's requires-python). */
export const MINIMUM_PYTHON = { major: 3, minor: 11 };
export const MINIMUM_PYTHON_TEXT = `${MINIMUM_PYTHON.major}.${MINIMUM_PYTHON.minor}`;

export type PythonSource = 'setting' | 'pythonExtension' | 'path';

/** The interpreter the Python extension selected for the workspace. */
export interface SelectedInterpreter {
  path: string;
  /** Undefined when the Python extension does not know it yet (the launcher's probe then decides). */
  version?: { major: number; minor: number };
}

export interface PythonLookup {
  /** The raw `acpBridge.python` value. */
  setting: unknown;
  /** Undefined when the Python extension is not installed or has no interpreter selected. */
  selected: SelectedInterpreter | undefined;
  env: Record<string, string | undefined>;
  workspaceFolder: string | undefined;
  homeDir: string;
  isFile(p: string): boolean;
}

export interface PythonCandidate {
  python: string;
  source: PythonSource;
}

export type PythonCandidates =
  | { ok: true; candidates: PythonCandidate[]; notes: string[] }
  | { ok: false; error: string; source: PythonSource; notes: string[] };

export const ORIGIN: Record<PythonSource, string> = {
  setting: 'The setting acpBridge.python',
  pythonExtension: "The Python extension's selected interpreter",
  path: 'PATH',
};

function expand(value: string, lookup: PythonLookup): string {
  let out = value.trim();
  if (out === '~' || out.startsWith('~/')) {
    out = path.join(lookup.homeDir, out.slice(1));
  }
  out = out.replace(/\$\{userHome\}/g, lookup.homeDir);
  if (lookup.workspaceFolder) {
    out = out.replace(/\$\{workspaceFolder\}/g, lookup.workspaceFolder);
  }
  return out;
}

/** Finds a bare command name on PATH, like the shell would. */
export function findOnPath(name: string, lookup: Pick<PythonLookup, 'env' | 'isFile'>): string | undefined {
  const dirs = (lookup.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  // On Windows only an .exe can be spawned without a shell (a pyenv-win .bat shim cannot).
  const exts = process.platform === 'win32' ? ['.exe'] : [''];
  for (const dir of dirs) {
    for (const ext of exts) {
      const candidate = path.join(dir, name + ext);
      if (lookup.isFile(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}

type Checked = { ok: true; python: string } | { ok: false; error: string };

function check(raw: string, source: PythonSource, lookup: PythonLookup): Checked {
  const value = expand(raw, lookup);
  if (/\$\{[^}]*\}/.test(value)) {
    return { ok: false, error: `${ORIGIN[source]} has an unsupported variable: "${raw}".` };
  }
  const looksLikePath = value.includes('/') || value.includes('\\') || path.isAbsolute(value);
  if (!looksLikePath) {
    const found = findOnPath(value, lookup);
    return found
      ? { ok: true, python: found }
      : { ok: false, error: `${ORIGIN[source]} names "${value}", which was not found on PATH.` };
  }
  let resolved = value;
  if (!path.isAbsolute(resolved)) {
    if (!lookup.workspaceFolder) {
      return { ok: false, error: `${ORIGIN[source]} is a relative path ("${value}") but no folder is open; use an absolute path.` };
    }
    resolved = path.resolve(lookup.workspaceFolder, resolved);
  }
  if (!lookup.isFile(resolved)) {
    return { ok: false, error: `${ORIGIN[source]} points to "${resolved}", which does not exist.` };
  }
  return { ok: true, python: resolved };
}

function tooOld(version: { major: number; minor: number }): boolean {
  return version.major < MINIMUM_PYTHON.major || (version.major === MINIMUM_PYTHON.major && version.minor < MINIMUM_PYTHON.minor);
}

/**
 * The interpreters that may run the sidecar, best first; the client starts the first one the
 * launcher's probe accepts. The setting `acpBridge.python`, when set, is the only candidate: an
 * explicit choice that is wrong is an error, never silently replaced. Otherwise the interpreter the
 * Python extension selected for the workspace (when it is 3.11 or newer), then `python3` and
 * `python` from PATH.
 */
export function pythonCandidates(lookup: PythonLookup): PythonCandidates {
  const notes: string[] = [];
  const setting = lookup.setting;
  if (setting !== undefined && setting !== null && typeof setting !== 'string') {
    return {
      ok: false, source: 'setting', notes,
      error: 'The setting acpBridge.python must be a path to a Python interpreter (a string).',
    };
  }
  if (typeof setting === 'string' && setting.trim()) {
    const result = check(setting, 'setting', lookup);
    return result.ok
      ? { ok: true, candidates: [{ python: result.python, source: 'setting' }], notes }
      : { ok: false, source: 'setting', notes, error: result.error };
  }
  const candidates: PythonCandidate[] = [];
  const add = (python: string, source: PythonSource) => {
    if (!candidates.some((c) => c.python === python)) {
      candidates.push({ python, source });
    }
  };
  const selected = lookup.selected;
  if (selected?.version && tooOld(selected.version)) {
    notes.push(
      `${ORIGIN.pythonExtension} (${selected.path}) is Python ${selected.version.major}.${selected.version.minor}; ` +
        `the sidecar needs ${MINIMUM_PYTHON_TEXT} or newer.`,
    );
  } else if (selected) {
    const result = check(selected.path, 'pythonExtension', lookup);
    if (result.ok) {
      add(result.python, 'pythonExtension');
    } else {
      notes.push(result.error);
    }
  }
  for (const name of ['python3', 'python']) {
    const found = findOnPath(name, lookup);
    if (found) {
      add(found, 'path');
    }
  }
  if (candidates.length === 0) {
    return {
      ok: false, source: 'path', notes,
      error: `No Python interpreter found: the sidecar needs Python ${MINIMUM_PYTHON_TEXT} or newer.`,
    };
  }
  return { ok: true, candidates, notes };
}

/** The launcher inside the extension: it runs the bundled sidecar on any Python 3.11+. */
export function launcherPath(extensionPath: string): string {
  return path.join(extensionPath, 'bundled', 'launch.py');
}

/** The sidecar's command line after the interpreter: `<launcher> serve`. */
export function serverArgs(extensionPath: string): string[] {
  return [launcherPath(extensionPath), 'serve'];
}

/** What the launcher's `--probe` prints (one JSON line). */
export interface ProbeResult {
  ok: boolean;
  problem: string | null;
  /** Where the sidecar comes from: the extension's bundle, or the interpreter's own install. */
  sidecar: 'bundled' | 'installed' | null;
  python: string;
  version: string;
}

/** Parses the probe's output: its last line that is a JSON object, else undefined. */
export function parseProbe(stdout: string): ProbeResult | undefined {
  const lines = stdout.trim().split(/\r?\n/).reverse();
  for (const line of lines) {
    try {
      const value: unknown = JSON.parse(line);
      if (value && typeof value === 'object' && typeof (value as ProbeResult).ok === 'boolean') {
        return value as ProbeResult;
      }
    } catch {
      // not the probe's line (a sitecustomize may print)
    }
  }
  return undefined;
}

/** What the sidecar receives as `initializationOptions` (and in `didChangeConfiguration`). */
export interface BridgeSettings {
  agents: unknown[];
  mcpServers: unknown[];
  logLevel: string;
  traceAcp: boolean;
  experimental: { protocol2: boolean };
}

/** Builds the settings object from a `get(key)` reader (a `WorkspaceConfiguration` in VS Code). */
export function bridgeSettings(get: (key: string) => unknown): BridgeSettings {
  const agents = get('agents');
  const logLevel = get('logLevel');
  const traceAcp = get('traceAcp');
  const protocol2 = get('experimental.protocol2');
  const mcpServers = get('mcpServers');
  return {
    // Passed through as is: the bridge validates each entry and reports bad ones itself.
    agents: Array.isArray(agents) ? agents : [],
    mcpServers: Array.isArray(mcpServers) ? mcpServers : [],
    logLevel: typeof logLevel === 'string' ? logLevel : 'info',
    traceAcp: traceAcp === true,
    experimental: { protocol2: protocol2 === true },
  };
}
