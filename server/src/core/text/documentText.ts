import { lastAtOrBefore } from './lastStartingAtOrBefore';

/**
 * One version of a document's text, held in pieces (chunks of about 16,000 characters) that the next
 * version shares: an edit copies the one or two chunks it touches and a list of chunk references, not the
 * whole text (a whole new 2.7 MB string per keystroke, allocated where only a full collection
 * frees it, would be most of the edit's garbage-collection time and of the server's peak memory). Every version
 * stays valid and unchanged once made.
 *
 * It answers what the analysis of a version needs without making the whole string: its length, a stretch
 * of it (`slice`: what a re-lexed declaration is lexed from), and its line starts, kept per chunk (`\n`,
 * `\r\n` and a lone `\r` end a line, as LSP counts them), for LineIndex. The whole string is made on the
 * first `toString()` of a version, once.
 */
export class DocumentText {
  /** `offsets[i]`: where chunk i starts; `offsets[chunks.length]` is the length. */
  private readonly offsets: Float64Array;
  /** `breaksBefore[i]`: the line breaks in the chunks before chunk i; built on the first line question. */
  private breaksBefore: Int32Array | undefined;
  /** The chunk the last question was about: positions are mostly asked for in order, a few lines apart. */
  private lastChunk = 0;

  private constructor(
    private readonly chunks: readonly Chunk[],
    offsets: Float64Array | undefined,
    private whole: string | undefined,
    /** The size chunks are cut to (tests cut small ones, to edit across many boundaries). */
    private readonly chunkSize: number,
  ) {
    if (offsets) {
      this.offsets = offsets;
      return;
    }
    this.offsets = new Float64Array(chunks.length + 1);
    for (let i = 0; i < chunks.length; i++) this.offsets[i + 1] = this.offsets[i] + chunks[i].text.length;
  }

  /** The text as one version, its chunks views into `text` (which the version keeps as its whole string). */
  static of(text: string, chunkSize = CHUNK): DocumentText {
    const size = Math.max(1, Math.floor(chunkSize));
    return new DocumentText(chunksOf(text, size, false), undefined, text, size);
  }

  get length(): number {
    return this.offsets[this.chunks.length];
  }

  /** The whole text, made on first use and kept with this version. */
  toString(): string {
    if (this.whole === undefined) {
      const parts = new Array<string>(this.chunks.length);
      for (let i = 0; i < this.chunks.length; i++) parts[i] = this.chunks[i].text;
      this.whole = parts.join('');
    }
    return this.whole;
  }

  /** Whether the whole string is already made (reading it costs nothing then). */
  get isFlat(): boolean {
    return this.whole !== undefined;
  }

  /** text.slice(start, end), with String.prototype.slice's clamping of what lies outside the text. */
  slice(start: number, end: number = this.length): string {
    const length = this.length;
    const from = clamp(start < 0 ? length + start : start, length);
    const to = clamp(end < 0 ? length + end : end, length);
    if (from >= to) return '';
    if (this.whole !== undefined) return this.whole.slice(from, to);
    let c = this.chunkAt(from);
    const first = this.chunks[c].text;
    const firstStart = this.offsets[c];
    if (to <= this.offsets[c + 1]) return first.slice(from - firstStart, to - firstStart);
    let out = first.slice(from - firstStart);
    for (c++; this.offsets[c + 1] < to; c++) out += this.chunks[c].text;
    return out + this.chunks[c].text.slice(0, to - this.offsets[c]);
  }

  /** The UTF-16 code unit at `offset` (NaN outside the text), like String.prototype.charCodeAt. */
  charCodeAt(offset: number): number {
    if (!(offset >= 0 && offset < this.length)) return NaN;
    if (this.whole !== undefined) return this.whole.charCodeAt(offset);
    const c = this.chunkAt(offset);
    return this.chunks[c].text.charCodeAt(offset - this.offsets[c]);
  }

  /**
   * This text with [start, end) replaced by `inserted` (both clamped into the text): a new version sharing
   * every chunk the change does not touch. The chunks rebuilt are those holding the character before the
   * change and the one after it, so no chunk boundary falls inside a `\r\n` the change makes or breaks, and
   * every chunk's line breaks stay its own.
   */
  edited(start: number, end: number, inserted: string): DocumentText {
    const length = this.length;
    const from = clamp(Math.min(start, end), length);
    const to = clamp(Math.max(start, end), length);
    if (from === to && inserted.length === 0) return this;
    if (this.chunks.length === 0) return DocumentText.of(inserted, this.chunkSize);
    let first = this.chunkAt(Math.max(0, from - 1));
    let last = this.chunkAt(Math.min(to, length - 1));
    let replaced = this.slice(this.offsets[first], from) + inserted + this.slice(to, this.offsets[last + 1]);
    // A stretch that shrank takes in a neighbour, so that deletions do not leave a trail of tiny chunks.
    while (replaced.length < this.chunkSize / 4 && (first > 0 || last < this.chunks.length - 1)) {
      if (last < this.chunks.length - 1) replaced += this.chunks[++last].text;
      else replaced = this.chunks[--first].text + replaced;
    }
    const fresh = chunksOf(replaced, this.chunkSize, true);
    const chunks = this.chunks.slice(0, first).concat(fresh, this.chunks.slice(last + 1));
    const offsets = new Float64Array(chunks.length + 1);
    offsets.set(this.offsets.subarray(0, first + 1));
    for (let i = 0; i < fresh.length; i++) offsets[first + i + 1] = offsets[first + i] + fresh[i].text.length;
    const delta = inserted.length - (to - from);
    const after = first + fresh.length;
    for (let i = last + 1; i < this.chunks.length; i++) offsets[after + i - last] = this.offsets[i + 1] + delta;
    return new DocumentText(chunks, offsets, undefined, this.chunkSize);
  }

  /** The same text (compared piece by piece: no whole string is made). */
  equals(other: DocumentText | string): boolean {
    if (other === this) return true;
    if (other.length !== this.length) return false;
    if (typeof other === 'string') {
      for (let i = 0; i < this.chunks.length; i++) {
        if (other.slice(this.offsets[i], this.offsets[i + 1]) !== this.chunks[i].text) return false;
      }
      return true;
    }
    return DocumentText.changedRange(this, other) === undefined;
  }

  /** How many lines (one more than line breaks). */
  get lineCount(): number {
    return this.lineBreaks()[this.chunks.length] + 1;
  }

  /** Where line `line` starts (0 <= line < lineCount; others are clamped into that). */
  lineStart(line: number): number {
    const before = this.breaksBefore ?? this.lineBreaks();
    // The line starts after line break number `line - 1`: find the chunk holding it (most often the chunk
    // of the previous question).
    let k = line - 1;
    let c = this.lastChunk;
    if (!(before[c] <= k && k < before[c + 1] && Number.isInteger(k))) {
      if (!(line > 0)) return 0;
      k = Math.min(Math.floor(line), before[this.chunks.length]) - 1;
      if (k < 0) return 0;
      c = lastAtOrBefore(before, k, this.chunks.length);
      this.lastChunk = c;
    }
    const chunk = this.chunks[c];
    return this.offsets[c] + (chunk.breaks ?? breaksOf(chunk))[k - before[c]];
  }

  /** Where line `line` ends, before its line break (LineIndex.lineEndWithoutBreak). */
  lineEndWithoutBreak(line: number): number {
    const start = this.lineStart(line);
    const lines = this.lineCount;
    let end = line + 1 < lines ? this.lineStart(line + 1) : this.length;
    if (end <= start) return end;
    // The line break is in the chunk holding the character before `end` (a \r\n is never cut).
    const c = this.chunkAt(end - 1);
    const text = this.chunks[c].text;
    let at = end - 1 - this.offsets[c];
    if (text.charCodeAt(at) === 10) {
      end--;
      at--;
    }
    if (end > start && at >= 0 && text.charCodeAt(at) === 13) end--;
    return end;
  }

  /** The line holding `offset` (0 <= offset <= length): how many line breaks end at or before it. */
  lineAt(offset: number): number {
    return this.position(offset, false);
  }

  /** The line holding `offset` (0 <= offset <= length) and where in it `offset` is (LineIndex.positionAt). */
  positionAt(offset: number): { readonly line: number; readonly character: number } {
    const line = this.position(offset, true);
    return { line, character: offset - this.foundLineStart };
  }

  /** Set by position(offset, true): where the line found starts. */
  private foundLineStart = 0;

  private position(offset: number, withStart: boolean): number {
    if (this.chunks.length === 0) {
      this.foundLineStart = 0;
      return 0;
    }
    const before = this.lineBreaks();
    const c = offset >= this.length ? this.chunks.length - 1 : this.chunkAt(offset);
    const breaks = breaksOf(this.chunks[c]);
    const within = offset - this.offsets[c];
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (breaks[mid] <= within) low = mid + 1;
      else high = mid;
    }
    const line = before[c] + low;
    // The line starts in this chunk after its break number low - 1, or in an earlier chunk.
    if (withStart) this.foundLineStart = low > 0 ? this.offsets[c] + breaks[low - 1] : this.lineStart(line);
    return line;
  }

  private lineBreaks(): Int32Array {
    if (!this.breaksBefore) {
      const before = new Int32Array(this.chunks.length + 1);
      for (let i = 0; i < this.chunks.length; i++) before[i + 1] = before[i] + breaksOf(this.chunks[i]).length;
      this.breaksBefore = before;
    }
    return this.breaksBefore;
  }

  /** The chunk holding `offset` (0 <= offset < length). */
  private chunkAt(offset: number): number {
    const offsets = this.offsets;
    if (offsets[this.lastChunk] <= offset && offset < offsets[this.lastChunk + 1]) return this.lastChunk;
    const at = lastAtOrBefore(offsets, offset, this.chunks.length);
    this.lastChunk = at;
    return at;
  }

  /**
   * Where two versions differ (undefined: nowhere): [start, oldEnd) of `before` became [start, newEnd) of
   * `after`, the common prefix and suffix longest, not overlapping. The chunks two versions share (by
   * identity) are skipped without reading them: after edits, only the chunks they rebuilt are compared.
   */
  static changedRange(before: DocumentText | string, after: DocumentText | string): TextChange | undefined {
    const a = typeof before === 'string' ? DocumentText.of(before) : before;
    const b = typeof after === 'string' ? DocumentText.of(after) : after;
    let i = 0;
    const n = Math.min(a.chunks.length, b.chunks.length);
    while (i < n && a.chunks[i] === b.chunks[i]) i++;
    const start = commonPrefixFrom(a, b, a.offsets[i]);
    if (start === a.length && start === b.length) return undefined;
    let j = a.chunks.length;
    let k = b.chunks.length;
    while (j > i && k > i && a.chunks[j - 1] === b.chunks[k - 1]) {
      j--;
      k--;
    }
    const suffix = commonSuffixFrom(a, b, a.length - a.offsets[j], start);
    return { start, oldEnd: a.length - suffix, newEnd: b.length - suffix };
  }

  /** The chunks' texts (for tests of how a text is cut). */
  static chunkTextsOf(text: DocumentText): readonly string[] {
    return text.chunks.map((chunk) => chunk.text);
  }
}

/** Where two versions of a text differ: [start, oldEnd) of the old became [start, newEnd) of the new. */
export interface TextChange {
  readonly start: number;
  readonly oldEnd: number;
  readonly newEnd: number;
}

/** A stretch of the text, and the line breaks in it (found on first use, kept: the next version shares it). */
interface Chunk {
  readonly text: string;
  /** Where each line break in the chunk ends, relative to the chunk, in (0, text.length]. */
  breaks?: Int32Array;
}

/**
 * The size chunks are cut to. An edit leaves none under a quarter of it (but in a text that small) and none
 * over twice it (and one more character: a `\r\n` is not cut).
 */
const CHUNK = 16_384;

/**
 * `text` cut into chunks of `size` characters (the last up to twice that), never between a `\r` and a `\n`.
 * `copy`: each chunk in storage of its own, so a chunk made by an edit does not keep the strings it was
 * sliced from alive (V8 makes a slice of 13 or more characters a view into its parent).
 */
function chunksOf(text: string, size: number, copy: boolean): Chunk[] {
  const chunks: Chunk[] = [];
  let at = 0;
  while (at < text.length) {
    let end = text.length - at <= 2 * size ? text.length : at + size;
    if (end < text.length && text.charCodeAt(end - 1) === 13 && text.charCodeAt(end) === 10) end++;
    const piece = text.slice(at, end);
    chunks.push({ text: copy ? ownCopy(piece) : piece });
    at = end;
  }
  return chunks;
}

/** A string with storage of its own (a concatenation is flattened into new storage when it is sliced). */
function ownCopy(slice: string): string {
  return (' ' + slice).slice(1);
}

function breaksOf(chunk: Chunk): Int32Array {
  if (chunk.breaks) return chunk.breaks;
  const text = chunk.text;
  const found: number[] = [];
  if (text.indexOf('\r') < 0) {
    // No carriage return (most files): indexOf finds the line feeds far faster than a loop.
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) found.push(i + 1);
  } else {
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      // A `\r` ending the chunk is never followed by a `\n` (no chunk boundary splits the pair).
      if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) found.push(i + 1);
    }
  }
  chunk.breaks = Int32Array.from(found);
  return chunk.breaks;
}

function clamp(offset: number, length: number): number {
  return offset < 0 ? 0 : offset > length ? length : Number.isNaN(offset) ? 0 : Math.floor(offset);
}

/** The common prefix's length, from `known` on (compared in slices: string equality is memcmp-fast). */
function commonPrefixFrom(a: DocumentText, b: DocumentText, known: number): number {
  const limit = Math.min(a.length, b.length);
  let i = Math.min(known, limit);
  for (let chunk = 4096; chunk >= 1; chunk >>= 4) {
    while (i + chunk <= limit && a.slice(i, i + chunk) === b.slice(i, i + chunk)) i += chunk;
  }
  return i;
}

/** The common suffix's length (at most the lengths less `prefix`), from `known` on. */
function commonSuffixFrom(a: DocumentText, b: DocumentText, known: number, prefix: number): number {
  const limit = Math.min(a.length, b.length) - prefix;
  let n = Math.min(known, limit);
  for (let chunk = 4096; chunk >= 1; chunk >>= 4) {
    while (n + chunk <= limit && a.slice(a.length - n - chunk, a.length - n) === b.slice(b.length - n - chunk, b.length - n)) n += chunk;
  }
  return n;
}
