// The Python extension (ms-python.python), when it is installed: the interpreter its user selected for
// the workspace, and a signal when they select another. Its API is typed here by the few members we
// use (the shape of @vscode/python-extension's `environments`), and read defensively: an older or
// newer Python extension that lacks them is treated as absent.

import * as vscode from 'vscode';
import { SelectedInterpreter } from './settings';

const EXTENSION_ID = 'ms-python.python';
/** How long the bridge waits for the Python extension to activate before going on without it. */
const ACTIVATION_TIMEOUT_MS = 10_000;

interface EnvironmentPath {
  readonly id: string;
  readonly path: string;
}

interface ResolvedEnvironment {
  readonly executable: { readonly uri: vscode.Uri | undefined };
  readonly version: { readonly major: number; readonly minor: number } | undefined;
}

interface EnvironmentsApi {
  getActiveEnvironmentPath(resource?: vscode.Uri): EnvironmentPath;
  resolveEnvironment(environment: EnvironmentPath | string): Promise<ResolvedEnvironment | undefined>;
  readonly onDidChangeActiveEnvironmentPath: vscode.Event<unknown>;
}

export function pythonExtensionInstalled(): boolean {
  return vscode.extensions.getExtension(EXTENSION_ID) !== undefined;
}

async function environments(): Promise<EnvironmentsApi | undefined> {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  if (!extension) {
    return undefined;
  }
  const exports: unknown = extension.isActive
    ? extension.exports
    : await Promise.race([
        Promise.resolve(extension.activate()),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ACTIVATION_TIMEOUT_MS)),
      ]);
  const api = (exports as { environments?: Partial<EnvironmentsApi> } | undefined)?.environments;
  if (
    typeof api?.getActiveEnvironmentPath !== 'function' ||
    typeof api.resolveEnvironment !== 'function' ||
    typeof api.onDidChangeActiveEnvironmentPath !== 'function'
  ) {
    return undefined;
  }
  return api as EnvironmentsApi;
}

/** The interpreter selected for `resource`'s workspace folder; undefined without the extension. */
export async function selectedInterpreter(resource: vscode.Uri | undefined): Promise<SelectedInterpreter | undefined> {
  const api = await environments();
  if (!api) {
    return undefined;
  }
  const active = api.getActiveEnvironmentPath(resource);
  const resolved = await api.resolveEnvironment(active);
  const executable = resolved?.executable.uri?.fsPath ?? active.path;
  if (!executable) {
    return undefined;
  }
  const version = resolved?.version;
  return {
    path: executable,
    version: typeof version?.major === 'number' && typeof version.minor === 'number' ? { major: version.major, minor: version.minor } : undefined,
  };
}

/** Calls `listener` when the user selects another interpreter; a no-op without the extension. */
export async function onDidChangeInterpreter(listener: () => void): Promise<vscode.Disposable> {
  const api = await environments();
  return api ? api.onDidChangeActiveEnvironmentPath(() => listener()) : new vscode.Disposable(() => undefined);
}

/**
 * "Select Interpreter": the Python extension's picker when it is installed and `acpBridge.python` is
 * not set (the setting wins over its choice); otherwise a file dialog whose choice is saved as
 * `acpBridge.python` (which restarts the sidecar).
 */
export async function selectInterpreter(): Promise<void> {
  const setting = vscode.workspace.getConfiguration('acpBridge').get<string>('python');
  if (pythonExtensionInstalled() && !setting?.trim()) {
    await vscode.commands.executeCommand('python.setInterpreter');
    return;
  }
  const picked = await vscode.window.showOpenDialog({
    title: 'Select the Python interpreter (3.11 or newer) that runs ACP Bridge',
    openLabel: 'Use This Interpreter',
    canSelectFiles: true,
    canSelectFolders: false,
    canSelectMany: false,
  });
  if (picked?.[0]) {
    await vscode.workspace.getConfiguration('acpBridge').update('python', picked[0].fsPath, vscode.ConfigurationTarget.Global);
  }
}
