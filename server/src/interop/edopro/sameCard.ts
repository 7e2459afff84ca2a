import type { CardDeclaration } from '../../core/model/cards';

/**
 * Keys that say where a declaration was written, not what it says: two definitions that differ only in
 * them are the same card (file, offsets, the raw blocks the lowered fields come from).
 */
const PLACE_KEYS: ReadonlySet<string> = new Set([
  'uri',
  'span',
  'keywordSpan',
  'nameInnerSpan',
  'body',
  'summonBlock',
  'effectBlock',
  'anchor',
  'relativeStart',
  'relativeEnd',
  'start',
  'end',
]);

/**
 * What a declaration says, without where: its lowered fields, clauses and effect statements, walked over
 * their own keys (not JSON.stringify: a token's toJSON is its span alone, which would hide its value).
 */
function contentOf(value: unknown, out: string[] = []): string[] {
  if (value === null || typeof value !== 'object') {
    out.push(typeof value === 'string' ? JSON.stringify(value) : String(value));
  } else if (Array.isArray(value)) {
    out.push('[');
    for (const item of value) contentOf(item, out);
    out.push(']');
  } else {
    out.push('{');
    for (const key of Object.keys(value)) {
      const field = (value as Record<string, unknown>)[key];
      if (PLACE_KEYS.has(key) || field === undefined) continue;
      out.push(key);
      contentOf(field, out);
    }
    out.push('}');
  }
  return out;
}

/**
 * Whether two definitions of one name are the same card: every field, clause and effect statement alike
 * (a set that holds a copy of a bundled library card). Only asked for a name defined twice.
 */
export function sameCardTwice(a: CardDeclaration, b: CardDeclaration): boolean {
  return contentOf(a).join(' ') === contentOf(b).join(' ');
}
