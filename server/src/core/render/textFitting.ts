import { type FontFace, measureText } from './textMetrics';

/**
 * Fitting card text into its boxes, the way printed cards do it: a name too wide for its bar is compressed
 * (and, past a point, set smaller); a text box steps its font size down until the text fits, and when even
 * the smallest size does not, the text is cut with an ellipsis and the result says it overflowed.
 */

export interface FittedLine {
  readonly text: string;
  /** Natural width at the fitted size. */
  readonly width: number;
  /** Stretched to the box width (every line of a paragraph but its last, as cards justify their text). */
  readonly justified: boolean;
}

export interface FittedText {
  readonly size: number;
  readonly lineHeight: number;
  readonly lines: readonly FittedLine[];
  readonly overflowed: boolean;
}

export const LINE_HEIGHT = 1.1;

/**
 * Greedy word wrap; a word wider than the line is broken between characters. Stops once it has more than
 * `maxLines` lines (a huge text costs no more than the box can show).
 */
export function wrapText(text: string, face: FontFace, size: number, maxWidth: number, maxLines = Infinity): FittedLine[] {
  return wrapWords(text.split(/\s+/), face, size, maxWidth, maxLines);
}

function wrapWords(words: readonly string[], face: FontFace, size: number, maxWidth: number, maxLines: number): FittedLine[] {
  const lines: FittedLine[] = [];
  const space = measureText(' ', face, size);
  let current = '';
  let currentWidth = 0;
  const flush = (justified: boolean) => {
    if (current) lines.push({ text: current, width: currentWidth, justified });
    current = '';
    currentWidth = 0;
  };
  for (const word of words) {
    if (word.length === 0) continue;
    if (lines.length > maxLines) return lines;
    const width = measureText(word, face, size);
    if (current && currentWidth + space + width <= maxWidth) {
      current += ` ${word}`;
      currentWidth += space + width;
      continue;
    }
    flush(true);
    if (width <= maxWidth) {
      current = word;
      currentWidth = width;
      continue;
    }
    for (const ch of word) {
      const chWidth = measureText(ch, face, size);
      if (current && currentWidth + chWidth > maxWidth) flush(true);
      current += ch;
      currentWidth += chWidth;
    }
  }
  flush(false);
  return lines;
}

/** Tries each size (largest first) until the wrapped text fits `height`; cuts it at the last size. */
export function fitTextBox(text: string, face: FontFace, width: number, height: number, sizes: readonly number[]): FittedText {
  let lines: FittedLine[] = [];
  const words = text.split(/\s+/);
  for (const size of sizes) {
    const lineHeight = size * LINE_HEIGHT;
    const capacity = Math.max(1, Math.floor((height - size * 0.25) / lineHeight));
    lines = wrapWords(words, face, size, width, capacity);
    if (lines.length <= capacity) return { size, lineHeight, lines, overflowed: false };
    if (size === sizes[sizes.length - 1]) {
      const kept = lines.slice(0, capacity);
      const last = kept[capacity - 1];
      kept[capacity - 1] = ellipsize(last.text, face, size, width);
      return { size, lineHeight, lines: kept, overflowed: true };
    }
  }
  return { size: sizes[0], lineHeight: sizes[0] * LINE_HEIGHT, lines, overflowed: false };
}

function ellipsize(text: string, face: FontFace, size: number, width: number): FittedLine {
  let kept = text;
  while (kept.length > 0 && measureText(`${kept}\u2026`, face, size) > width) kept = [...kept].slice(0, -1).join('');
  const shown = `${kept.trimEnd()}\u2026`;
  return { text: shown, width: measureText(shown, face, size), justified: false };
}

/** One run of a small-caps line: capitals at full size, lower-case letters as capitals at SMALL_CAPS_SCALE. */
export interface CapsRun {
  readonly text: string;
  readonly small: boolean;
}

export const SMALL_CAPS_SCALE = 0.8;

/** Splits a name into small-caps runs (printed card names are set in small capitals). */
export function smallCapsRuns(text: string): CapsRun[] {
  const runs: { text: string; small: boolean }[] = [];
  for (const ch of text) {
    const upper = ch.toUpperCase();
    const small = upper !== ch && ch.toLowerCase() === ch;
    const shown = small ? upper : ch;
    const last = runs[runs.length - 1];
    if (last && last.small === small) last.text += shown;
    else runs.push({ text: shown, small });
  }
  return runs;
}

export function measureRuns(runs: readonly CapsRun[], face: FontFace, size: number): number {
  return runs.reduce((sum, run) => sum + measureText(run.text, face, run.small ? size * SMALL_CAPS_SCALE : size), 0);
}

export interface FittedName {
  readonly runs: readonly CapsRun[];
  readonly size: number;
  readonly width: number;
  /** Set when the name is compressed horizontally to this width. */
  readonly compressedTo?: number;
}

/**
 * A one-line title: compressed horizontally down to MAX_COMPRESSION of its width (as printed names are),
 * and only past that set smaller, down to `minSize`, and compressed further at that size.
 */
const MAX_COMPRESSION = 0.62;

export function fitName(text: string, face: FontFace, size: number, minSize: number, maxWidth: number): FittedName {
  const runs = smallCapsRuns(text);
  let current = size;
  let width = measureRuns(runs, face, current);
  while (width * MAX_COMPRESSION > maxWidth && current > minSize) {
    current = Math.max(minSize, current - 2);
    width = measureRuns(runs, face, current);
  }
  return width > maxWidth ? { runs, size: current, width, compressedTo: maxWidth } : { runs, size: current, width };
}

/** A plain one-line string (set number, passcode, type line): compressed to `maxWidth` when wider. */
export function fitLine(text: string, face: FontFace, size: number, maxWidth: number): { readonly width: number; readonly compressedTo?: number } {
  const width = measureText(text, face, size);
  return width > maxWidth ? { width, compressedTo: maxWidth } : { width };
}
