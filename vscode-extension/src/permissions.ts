// `acpBridge/requestPermission`: the agent asks; the user picks one of its options, or cancels
// (`optionId: null`); nothing is ever approved or refused without the user.

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

const CHOOSE = 'Choose…';
const CANCEL = 'Cancel';

export function askPermission(
  state: BridgeState,
  params: p.RequestPermissionParams,
  token: vscode.CancellationToken,
): Promise<p.RequestPermissionResult> {
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick<OptionItem>();
    qp.title = escapeIcons(params.title);
    qp.placeholder = `${state.agentName(params.agentId)} asks for permission`;
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
    const cancel = token.onCancellationRequested(() => finish(null)); // the bridge stopped waiting
    qp.onDidAccept(() => finish(qp.selectedItems[0]?.optionId ?? null));
    // Hidden without a choice: Escape, or another picker took its place (VS Code shows one at a
    // time: the command palette, the switcher, a second question). That is no answer: a
    // notification keeps the question until the user chooses or cancels (dismissing it cancels
    // too), or the bridge gives up.
    qp.onDidHide(() => {
      if (answered) {
        return;
      }
      void vscode.window
        .showWarningMessage(`${state.agentName(params.agentId)} is waiting for your permission: ${qp.title}`, CHOOSE, CANCEL)
        .then((choice) => {
          if (choice === CHOOSE && !answered) {
            qp.show();
          } else if (choice !== CHOOSE) {
            finish(null); // Cancel, or the notification closed
          }
        });
    });
    qp.show();
  });
}
