import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Token } from '../syntax/token';
import { invisibleCharactersIn, invisibleOffsets, mayHaveInvisibleCharacters } from '../text/markdown';
import { type AnalyzedDocument, segmentChangeOf, segmentsOfDocument } from '../workspace/analyzedDocument';
import { type Segment, segmentTokens } from '../workspace/declarationSegments';
import { anchorPlainSpans } from '../syntax/anchor';
import { EMPTY_LIST } from '../model/emptyList';

/** At most this many code points are named in one message. */
const MAX_NAMED = 5;

/**
 * CS0007: a string or comment holds characters that draw nothing but change what the reader sees:
 * bidirectional controls reorder the text around them ("Trojan Source"), zero-width characters make two
 * names look alike, control characters drive terminals. Every output shows them as `<U+202E>`
 * (docs/security.md); this warning tells the author where they are. Derived once per document version,
 * and per stretch of it that an edit did not touch.
 */
export function checkInvisibleCharacters(document: AnalyzedDocument): readonly Diagnostic[] {
  const cached = byDocument.get(document);
  if (cached) return cached;
  if (isCleanWhole(document)) return EMPTY_LIST;
  const segments = segmentsOfDocument(document);
  let diagnostics: Diagnostic[];
  if (segments) {
    // Per stretch of the document, kept with the stretch: an edit scans only the stretches it touched.
    diagnostics = [];
    for (const segment of segments) for (const d of invisibleCharactersOfSegment(document, segment)) diagnostics.push(d);
  } else {
    diagnostics = invisibleInStrings(document.text, 0, () => document.tree.tokens);
  }
  byDocument.set(document, diagnostics);
  return diagnostics;
}

/**
 * CS0007 in one segment of the document (segmentsOfDocument), kept with the segment: what
 * checkInvisibleCharacters reports for a document is this for each of its segments, in order.
 */
export function invisibleCharactersOfSegment(document: AnalyzedDocument, segment: Segment): readonly Diagnostic[] {
  let own = bySegment.get(segment);
  if (!own) {
    // Nothing kept for a segment of a clean document segmented whole: its answer costs nothing to give again.
    if (isCleanWhole(document)) return EMPTY_LIST;
    const { anchor, length } = segment;
    const found = invisibleInStrings(document.content.slice(anchor.base, anchor.base + length), anchor.base, () => segmentTokens(segment));
    anchorPlainSpans(found, anchor);
    own = found.length === 0 ? EMPTY_LIST : found;
    bySegment.set(segment, own);
  }
  return own;
}

/**
 * Whether the document was segmented whole (a first analysis: its text lexed as one string) and that string
 * has no character invisibleOffsets could report: then no segment of it has one, and one scan of the whole
 * replaces one per segment (the analysis scanned the whole text anyway). Kept per document version; a
 * version made from the previous one's segments is scanned per re-analysed segment, never whole.
 */
function isCleanWhole(document: AnalyzedDocument): boolean {
  let clean = cleanDocuments.get(document);
  if (clean === undefined) {
    const content = document.content;
    clean = segmentChangeOf(document) === undefined && content.isFlat && !mayHaveInvisibleCharacters(content.toString());
    cleanDocuments.set(document, clean);
  }
  return clean;
}

const cleanDocuments = new WeakMap<AnalyzedDocument, boolean>();

/** CS0007 for the tokens of `text`, which starts at offset `base` of the document. */
function invisibleInStrings(text: string, base: number, tokensOf: () => readonly Token[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // One pass over the text finds nothing in almost every file; only then are the tokens looked at.
  // (A document's flat token list is built on first use: it is asked for only when there is an offset.)
  let tokens: readonly Token[] | undefined;
  let last = -1;
  for (const offset of invisibleOffsets(text)) {
    tokens ??= tokensOf();
    const index = tokenIndexAt(tokens, base + offset);
    const token = tokens[index];
    if (index === last || !token || (token.kind !== 'string' && token.kind !== 'comment')) continue;
    last = index;
    const found = invisibleCharactersIn(token.text);
    if (found.length === 0) continue;
    const named = [...new Set(found)];
    const list = named.length > MAX_NAMED ? `${named.slice(0, MAX_NAMED).join(', ')}, ...` : named.join(', ');
    diagnostics.push({
      span: { start: token.start, end: token.end },
      severity: 'warning',
      code: 'CS0007',
      message: `This ${token.kind} contains ${found.length === 1 ? 'an invisible character' : `${found.length} invisible characters`} (${list}): it reads differently from what it is. Remove ${found.length === 1 ? 'it' : 'them'}, unless ${found.length === 1 ? 'it is' : 'they are'} meant.`,
    });
  }
  return diagnostics;
}

const bySegment = new WeakMap<Segment, readonly Diagnostic[]>();
const byDocument = new WeakMap<AnalyzedDocument, readonly Diagnostic[]>();

/** The token whose span holds `offset` (tokens are sorted and do not overlap). */
function tokenIndexAt(tokens: readonly Token[], offset: number): number {
  let low = 0;
  let high = tokens.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tokens[mid].end <= offset) low = mid + 1;
    else high = mid;
  }
  return tokens[low] && tokens[low].start <= offset && offset < tokens[low].end ? low : -1;
}
