// `acpBridge/requestPermission`: the agent asks; the user picks one of its options. Closing the
// picker answers `optionId: null` ("cancelled"); nothing is ever approved without the user.

import * as vscode from 'vscode';
import type * as p from './protocol';
import { BridgeState } from './state';
import { escapeIcons } from './switcherItems';

interface OptionItem extends vscode.QuickPickItem {
  optionId: string;
}

const KIND_LABELS: Record<string, string> = {
  allow_once: 'Allow once',
  allow_always: 'Allow always',
  reject_once: 'Reject once',
  reject_always: 'Reject always',
};

export function permissionItems(options: readonly p.PermissionOptionItem[]): OptionItem[] {
  return options.map((o) => {
    const kind = KIND_LABELS[o.kind] ?? o.kind;
    return {
      optionId: o.optionId,
      label: `${o.kind.startsWith('reject') ? '$(close)' : '$(check)'} ${escapeIcons(o.name)}`,
      // The kind only when the agent's own name does not already say it.
      description: kind.toLowerCase() === o.name.trim().toLowerCase() ? undefined : kind,
    };
  });
}

export function askPermission(
  state: BridgeState,
  params: p.RequestPermissionParams,
  token: vscode.CancellationToken,
): Promise<p.RequestPermissionResult> {
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick<OptionItem>();
    qp.title = escapeIcons(params.title);
    qp.placeholder = `${state.agentName(params.agentId)} asks for permission (Escape: cancel)`;
    qp.ignoreFocusOut = true;
    qp.items = permissionItems(params.options);
    let answered = false;
    const finish = (optionId: string | null) => {
      if (!answered) {
        answered = true;
        resolve({ optionId });
        qp.dispose();
        cancel.dispose();
      }
    };
    const cancel = token.onCancellationRequested(() => finish(null));
    qp.onDidAccept(() => finish(qp.selectedItems[0]?.optionId ?? null));
    qp.onDidHide(() => finish(null));
    qp.show();
  });
}
