/** A half-open range of UTF-16 offsets into one document: [start, end). */
export interface Span {
  readonly start: number;
  readonly end: number;
}
