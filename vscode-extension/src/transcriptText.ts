// Pure helpers of the transcript documents: applying a (partial) getTranscript answer, throttling.

import type { TranscriptResult } from './protocol';

export interface HeldTranscript {
  text: string;
  /** null until the first answer. */
  version: number | null;
}

/**
 * The UTF-16 index of the `codePoints`-th character of `text` (the bridge counts characters as
 * Python does, in code points; JavaScript strings index UTF-16 units). Undefined when past the end.
 */
export function utf16Index(text: string, codePoints: number): number | undefined {
  let index = 0;
  for (let n = 0; n < codePoints; n++) {
    if (index >= text.length) {
      return undefined;
    }
    const unit = text.charCodeAt(index);
    index += unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length ? 2 : 1;
  }
  return index;
}

/**
 * The text after an answer to `getTranscript` sent with `fromVersion = held.version`: the first
 * `offset` characters are kept and `text` follows. Undefined when the answer cannot be applied
 * (stale, or an offset beyond what is held): fetch the whole text again.
 */
export function applyTranscript(held: HeldTranscript, result: TranscriptResult): string | undefined {
  if (held.version !== null && result.version < held.version) {
    return undefined;
  }
  if (held.version === null || result.offset === 0) {
    return result.text;
  }
  const cut = result.offset > 0 ? utf16Index(held.text, result.offset) : undefined;
  return cut === undefined ? undefined : held.text.slice(0, cut) + result.text;
}

/** Calls `fire` at most once per `intervalMs`; a call inside the interval is delivered at its end. */
export class Throttle {
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly fire: () => void,
    private readonly intervalMs = 100,
    private readonly clock: () => number = Date.now,
  ) {}

  trigger(): void {
    if (this.timer) {
      return;
    }
    const wait = this.last + this.intervalMs - this.clock();
    if (wait <= 0) {
      this.last = this.clock();
      this.fire();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.last = this.clock();
      this.fire();
    }, wait);
  }

  dispose(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
  }
}
