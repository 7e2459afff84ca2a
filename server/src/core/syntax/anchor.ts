import type { Span } from '../text/span';

/**
 * The position of one top-level segment of a document (declarationSegments.ts). Everything parsed or
 * lowered from a segment stores offsets relative to its anchor, so an edit before the segment shifts it by
 * moving `base` alone, in O(1), instead of copying its tokens, statements and cards. Consumers keep reading
 * absolute `start` / `end`: they are computed from the anchor when read. An anchor belongs to the current
 * version of its document; when the next version reuses the segment it moves the anchor, so a superseded
 * AnalyzedDocument must not be read for offsets.
 */
export interface Anchor {
  base: number;
}

/**
 * A span relative to an anchor; `start` and `end` are absolute. Serialises as a plain span. What it holds
 * is the subclass's: a span made here keeps its three numbers (PlacedSpan), a token derives its end from its
 * text and a statement or block its whole span from its tokens (lexer.ts, parser.ts), so that the hundreds of
 * thousands of them a pool makes keep no number they can read from another object.
 */
export abstract class AnchoredSpan implements Span {
  abstract readonly anchor: Anchor;
  abstract readonly relativeStart: number;
  abstract readonly relativeEnd: number;

  get start(): number {
    return this.anchor.base + this.relativeStart;
  }

  get end(): number {
    return this.anchor.base + this.relativeEnd;
  }

  toJSON(): Span {
    return { start: this.start, end: this.end };
  }
}

/**
 * An anchored span that keeps its offsets: what spanFrom, spanNear and the diagnostics make. Its fields are
 * `declare`d and assigned in the constructor: class fields are defined by an initializer per class before the
 * constructor runs, which took 220 ms of a cold profile over 10,000 cards once string tokens had a class of
 * their own.
 */
export class PlacedSpan extends AnchoredSpan {
  declare readonly anchor: Anchor;
  declare readonly relativeStart: number;
  declare readonly relativeEnd: number;

  constructor(anchor: Anchor, relativeStart: number, relativeEnd: number) {
    super();
    (this as { anchor: Anchor }).anchor = anchor;
    (this as { relativeStart: number }).relativeStart = relativeStart;
    (this as { relativeEnd: number }).relativeEnd = relativeEnd;
  }
}

/**
 * The span from `first`'s start to `last`'s end. Relative to their anchor when they have one: lowering builds
 * every span of the model from tokens with this, so the spans follow their segment when it moves. Callers
 * read `start` / `end` only: the span may be the token (statement, block) itself.
 */
export function spanFrom(first: Span, last: Span = first): Span {
  if (first instanceof AnchoredSpan) {
    // The span of one token, statement or block is that object itself (spans are read-only): no copy to keep.
    if (last === first) return first;
    const anchor = first.anchor;
    const end = last instanceof AnchoredSpan && last.anchor === anchor ? last.relativeEnd : last.end - anchor.base;
    return new PlacedSpan(anchor, first.relativeStart, end);
  }
  if (last instanceof AnchoredSpan) return new PlacedSpan(last.anchor, first.start - last.anchor.base, last.relativeEnd);
  return { start: first.start, end: last.end };
}

/** The span [start, end) (absolute offsets), relative to the anchor of `near` when it has one. */
export function spanNear(near: Span, start: number, end: number): Span {
  if (near instanceof AnchoredSpan) return new PlacedSpan(near.anchor, start - near.anchor.base, end - near.anchor.base);
  return { start, end };
}

/**
 * Makes every plain span in a value derived from a segment (a check's diagnostics: objects with numeric
 * `start` and `end`) relative to `anchor`, in place, so that the value follows its segment when the segment
 * moves. Anchored spans (tokens, statements, blocks, the lowered model's spans: spanFrom) are not entered.
 */
export function anchorPlainSpans(value: unknown, anchor: Anchor, depth = 0): void {
  if (depth > 64 || value === null || typeof value !== 'object' || value instanceof AnchoredSpan) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (isPlainSpan(item)) value[i] = new PlacedSpan(anchor, item.start - anchor.base, item.end - anchor.base);
      else anchorPlainSpans(item, anchor, depth + 1);
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (item === null || typeof item !== 'object') continue;
    if (isPlainSpan(item)) record[key] = new PlacedSpan(anchor, item.start - anchor.base, item.end - anchor.base);
    else anchorPlainSpans(item, anchor, depth + 1);
  }
  if (typeof record.start === 'number' && typeof record.end === 'number' && !isPlainSpan(record)) anchorFields(record, anchor);
}

/** An object that is exactly a span: `{ start, end }` and nothing else. */
export function isPlainSpan(value: unknown): value is { start: number; end: number } {
  if (value === null || typeof value !== 'object' || value instanceof AnchoredSpan || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.start !== 'number' || typeof record.end !== 'number') return false;
  let keys = 0;
  for (const key in record) {
    if (key !== 'start' && key !== 'end') return false;
    keys++;
  }
  return keys === 2;
}

/** A node that carries `start` / `end` beside other fields: the two become anchored accessors. */
function anchorFields(record: Record<string, unknown>, anchor: Anchor): void {
  const start = (record.start as number) - anchor.base;
  const end = (record.end as number) - anchor.base;
  Object.defineProperty(record, 'start', { get: () => anchor.base + start, enumerable: true, configurable: true });
  Object.defineProperty(record, 'end', { get: () => anchor.base + end, enumerable: true, configurable: true });
}
