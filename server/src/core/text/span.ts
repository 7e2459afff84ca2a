/** A half-open range of UTF-16 offsets into one document: [start, end). */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export function span(start: number, end: number): Span {
  return { start, end };
}

export function coverSpans(first: Span, last: Span): Span {
  return { start: Math.min(first.start, last.start), end: Math.max(first.end, last.end) };
}

export function spanContains(outer: Span, offset: number): boolean {
  return offset >= outer.start && offset <= outer.end;
}
