// Pure helpers of the transcript documents: applying a (partial) getTranscript answer, throttling.

import type { TranscriptResult } from './protocol';

export interface HeldTranscript {
  text: string;
  /** null until the first answer. */
  version: number | null;
  /**
   * The number of characters (code points) in `text`: the bridge's unit for offsets. Kept with the
   * text so a splice near the end (the usual case: a growing tail) walks only the tail, not the whole
   * document from its start on every fetch.
   */
  codePoints: number;
}

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** The number of code points in `text` (a surrogate pair is one). */
export function countCodePoints(text: string): number {
  let pairs = 0;
  for (let i = 1; i < text.length; i++) {
    if (isLow(text.charCodeAt(i)) && isHigh(text.charCodeAt(i - 1))) {
      pairs++;
      i++;
    }
  }
  return text.length - pairs;
}

/**
 * The UTF-16 index of the `codePoints`-th character of `text` (the bridge counts characters as
 * Python does, in code points; JavaScript strings index UTF-16 units), walking from the start.
 * Undefined when past the end.
 */
export function utf16Index(text: string, codePoints: number): number | undefined {
  let index = 0;
  for (let n = 0; n < codePoints; n++) {
    if (index >= text.length) {
      return undefined;
    }
    index += isHigh(text.charCodeAt(index)) && isLow(text.charCodeAt(index + 1)) ? 2 : 1;
  }
  return index;
}

/** The same, walking back from the end of `text`, which holds `total` code points. */
export function utf16IndexFromEnd(text: string, total: number, codePoints: number): number | undefined {
  if (codePoints < 0 || codePoints > total) {
    return undefined;
  }
  let index = text.length;
  for (let n = total - codePoints; n > 0; n--) {
    index -= index >= 2 && isLow(text.charCodeAt(index - 1)) && isHigh(text.charCodeAt(index - 2)) ? 2 : 1;
  }
  return index;
}

/**
 * What is held after an answer to `getTranscript` sent with `fromVersion = held.version`: the first
 * `offset` characters are kept and `text` follows; with a `head` (a new title), it replaces the first
 * `headEnd` characters. Undefined when the answer cannot be applied (stale, or offsets beyond what is
 * held): fetch the whole text again.
 */
export function applyTranscript(
  held: HeldTranscript,
  result: TranscriptResult,
): { text: string; codePoints: number } | undefined {
  if (held.version !== null && result.version < held.version) {
    return undefined;
  }
  if (held.version === null || result.offset === 0) {
    return { text: result.text, codePoints: countCodePoints(result.text) };
  }
  if (result.offset < 0 || result.offset > held.codePoints) {
    return undefined;
  }
  // From whichever end is nearer: the changed part is almost always a short tail.
  const cut =
    result.offset >= held.codePoints / 2
      ? utf16IndexFromEnd(held.text, held.codePoints, result.offset)
      : utf16Index(held.text, result.offset);
  if (cut === undefined) {
    return undefined;
  }
  const tailPoints = countCodePoints(result.text);
  if (result.head === null || result.head === undefined) { // undefined: a bridge from before `head`
    return { text: held.text.slice(0, cut) + result.text, codePoints: result.offset + tailPoints };
  }
  const headEnd = result.headEnd;
  const headCut = headEnd >= 0 && headEnd <= result.offset ? utf16Index(held.text, headEnd) : undefined;
  if (headCut === undefined) {
    return undefined;
  }
  return {
    text: result.head + held.text.slice(headCut, cut) + result.text,
    codePoints: countCodePoints(result.head) + (result.offset - headEnd) + tailPoints,
  };
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
