// The `acpBridge.*` settings: which Python runs the sidecar, and what the sidecar is told.
// Pure functions over an injected environment (unit-tested without VS Code).

import * as path from 'path';

export const SECTION = 'acpBridge';
export const PYTHON_ENV_VAR = 'ACP_BRIDGE_PYTHON';
/** Written next to the bundle at build time (from $ACP_BRIDGE_PYTHON) by the product's setup. */
export const BUNDLED_PYTHON_FILE = path.join('dist', 'bridge-python.txt');

export type PythonSource = 'setting' | 'environment' | 'bundled' | 'default';

export interface PythonLookup {
  /** The raw `acpBridge.python` value. */
  setting: unknown;
  env: Record<string, string | undefined>;
  extensionPath: string;
  workspaceFolder: string | undefined;
  homeDir: string;
  isFile(p: string): boolean;
  readText(p: string): string | undefined;
}

export type PythonResolution =
  | { ok: true; python: string; source: PythonSource; notes: string[] }
  | { ok: false; error: string; source: PythonSource; notes: string[] };

const ORIGIN: Record<PythonSource, string> = {
  setting: 'The setting acpBridge.python',
  environment: `The environment variable ${PYTHON_ENV_VAR}`,
  bundled: `The file ${BUNDLED_PYTHON_FILE}`,
  default: 'The default interpreter',
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
  const exts = process.platform === 'win32' ? ['.exe', '.cmd', ''] : [''];
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

function check(
  raw: string,
  source: PythonSource,
  lookup: PythonLookup,
  notes: string[],
): PythonResolution {
  const value = expand(raw, lookup);
  if (/\$\{[^}]*\}/.test(value)) {
    return { ok: false, source, notes, error: `${ORIGIN[source]} has an unsupported variable: "${raw}".` };
  }
  const looksLikePath = value.includes('/') || value.includes('\\') || path.isAbsolute(value);
  if (!looksLikePath) {
    const found = findOnPath(value, lookup);
    if (!found) {
      return { ok: false, source, notes, error: `${ORIGIN[source]} names "${value}", which was not found on PATH.` };
    }
    return { ok: true, python: value, source, notes };
  }
  let resolved = value;
  if (!path.isAbsolute(resolved)) {
    if (!lookup.workspaceFolder) {
      return {
        ok: false, source, notes,
        error: `${ORIGIN[source]} is a relative path ("${value}") but no folder is open; use an absolute path.`,
      };
    }
    resolved = path.resolve(lookup.workspaceFolder, resolved);
  }
  if (!lookup.isFile(resolved)) {
    return { ok: false, source, notes, error: `${ORIGIN[source]} points to "${resolved}", which does not exist.` };
  }
  return { ok: true, python: resolved, source, notes };
}

/**
 * The interpreter that runs the sidecar: the setting, else $ACP_BRIDGE_PYTHON, else the path the
 * build recorded in dist/bridge-python.txt, else `python3` from PATH. An explicit choice that is
 * wrong is an error (never silently replaced by another interpreter).
 */
export function resolvePython(lookup: PythonLookup): PythonResolution {
  const notes: string[] = [];
  const setting = lookup.setting;
  if (setting !== undefined && setting !== null && typeof setting !== 'string') {
    return {
      ok: false, source: 'setting', notes,
      error: 'The setting acpBridge.python must be a path to a Python interpreter (a string).',
    };
  }
  if (typeof setting === 'string' && setting.trim()) {
    return check(setting, 'setting', lookup, notes);
  }
  const fromEnv = lookup.env[PYTHON_ENV_VAR];
  if (fromEnv && fromEnv.trim()) {
    return check(fromEnv, 'environment', lookup, notes);
  }
  const bundledFile = path.join(lookup.extensionPath, BUNDLED_PYTHON_FILE);
  const bundled = lookup.readText(bundledFile)?.split(/\r?\n/).map((l) => l.trim()).find(Boolean);
  if (bundled) {
    const result = check(bundled, 'bundled', lookup, notes);
    if (result.ok) {
      return result;
    }
    notes.push(`${result.error} Falling back to python3.`);
  }
  const fallback = check('python3', 'default', lookup, notes);
  if (!fallback.ok) {
    return {
      ...fallback,
      error: 'No Python interpreter found: set acpBridge.python to a Python that has acp-bridge installed.',
    };
  }
  return fallback;
}

/** The sidecar's command line: `<python> -m acp_bridge serve`. */
export function serverArgs(): string[] {
  return ['-m', 'acp_bridge', 'serve'];
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
