// The "ACP Bridge" output channel and the short, rate-limited notifications for errors.

import * as vscode from 'vscode';
import { ErrorCodes } from './protocol';

export const LOG_CHANNEL_NAME = 'ACP Bridge';
const SHOW_LOG = 'Show Log';

/** The same message is shown at most once per `windowMs` (never spam the user). */
export class RateLimiter {
  private readonly lastShown = new Map<string, number>();

  constructor(private readonly windowMs = 30_000) {}

  allow(key: string, now = Date.now()): boolean {
    const last = this.lastShown.get(key);
    if (last !== undefined && now - last < this.windowMs) {
      return false;
    }
    this.lastShown.set(key, now);
    if (this.lastShown.size > 200) {
      for (const [k, t] of this.lastShown) {
        if (now - t >= this.windowMs) {
          this.lastShown.delete(k);
        }
      }
    }
    return true;
  }
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

/** A request's error code (the contract's codes), if it has one. */
export function errorCode(err: unknown): number | undefined {
  const code = (err as ErrorLike | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** True for errors the user caused on purpose (a cancelled request): never shown. */
export function isCancellation(err: unknown): boolean {
  if (errorCode(err) === ErrorCodes.cancelled) {
    return true;
  }
  const name = (err as { name?: unknown } | undefined)?.name;
  return name === 'Canceled' || name === 'CancellationError';
}

/** The one clean sentence to show. Bridge errors already carry it; anything else is shortened. */
export function errorMessage(err: unknown): string {
  const message = (err as ErrorLike | undefined)?.message;
  const text = typeof message === 'string' && message.trim() ? message : String(err);
  const line = text.split('\n')[0].trim();
  return line.length > 300 ? line.slice(0, 299) + '…' : line;
}

export class BridgeLog implements vscode.Disposable {
  readonly channel: vscode.LogOutputChannel;
  private readonly limiter = new RateLimiter();

  constructor() {
    this.channel = vscode.window.createOutputChannel(LOG_CHANNEL_NAME, { log: true });
  }

  info(message: string): void {
    this.channel.info(message);
  }

  warn(message: string): void {
    this.channel.warn(message);
  }

  show(): void {
    this.channel.show(true);
  }

  /** Logs the failure of `what` and shows its message (at most once per 30 s per message). */
  reportError(what: string, err: unknown): void {
    if (isCancellation(err)) {
      this.channel.info(`${what}: cancelled`);
      return;
    }
    const message = errorMessage(err);
    const code = errorCode(err);
    this.channel.error(`${what} failed${code !== undefined ? ` (${code})` : ''}: ${message}`);
    this.notify('error', message);
  }

  /** A short notification with a "Show Log" action, rate-limited. */
  notify(kind: 'error' | 'warning', message: string, ...extra: string[]): Thenable<string | undefined> {
    if (!this.limiter.allow(`${kind}:${message}`)) {
      return Promise.resolve(undefined);
    }
    const show = kind === 'error' ? vscode.window.showErrorMessage : vscode.window.showWarningMessage;
    return Promise.resolve(show(message, ...extra, SHOW_LOG)).then((choice) => {
      if (choice === SHOW_LOG) {
        this.show();
        return undefined;
      }
      return choice;
    });
  }

  dispose(): void {
    this.channel.dispose();
  }
}
