import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Token } from '../syntax/token';
import { invisibleCharactersIn, invisibleOffsets } from '../text/markdown';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';

/** At most this many code points are named in one message. */
const MAX_NAMED = 5;

/**
 * CS0007: a string or comment holds characters that draw nothing but change what the reader sees:
 * bidirectional controls reorder the text around them ("Trojan Source"), zero-width characters make two
 * names look alike, control characters drive terminals. Every output shows them as `<U+202E>`
 * (docs/security.md); this warning tells the author where they are. Derived once per document version.
 */
export function checkInvisibleCharacters(document: AnalyzedDocument): readonly Diagnostic[] {
  const cached = byDocument.get(document);
  if (cached) return cached;
  const diagnostics: Diagnostic[] = [];
  // One pass over the text finds nothing in almost every file; only then are the tokens looked at.
  // (The flat token list is built on first use: asking for it only when there is an offset to look up.)
  let tokens: readonly Token[] | undefined;
  let last = -1;
  for (const offset of invisibleOffsets(document.text)) {
    tokens ??= document.tree.tokens;
    const index = tokenIndexAt(tokens, offset);
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
  byDocument.set(document, diagnostics);
  return diagnostics;
}

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
