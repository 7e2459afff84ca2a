import type { Token } from '../syntax/token';
import type { Zone } from './cards';
import { ZONE_CANONICAL_WORDS, zoneOfWord } from './zoneWords';
import { describeToken, type LoweringContext, spanOfTokens } from './lowering';

const EXPECTED = `Expected a zone (${ZONE_CANONICAL_WORDS.join(', ')})`;

/** Reads `hand`, `hand or graveyard`, `hand, deck`, `extra deck`, `face-up extra`. Reports words that are not zones. */
export function readZones(tokens: readonly Token[], context: LoweringContext): Zone[] {
  const zones: Zone[] = [];
  let reported = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === ',' || (token.kind === 'word' && token.value === 'or')) continue;
    // "extra deck" is one zone written as two words.
    if (token.kind === 'word' && token.value === 'deck' && tokens[i - 1]?.value === 'extra') continue;
    // "face-up extra": the face-up Extra Deck, two words.
    if (token.kind === 'word' && token.value === 'face-up' && tokens[i + 1]?.kind === 'word' && zoneOfWord(`face-up ${tokens[i + 1].value}`)) {
      const faceUp = zoneOfWord(`face-up ${tokens[i + 1].value}`) as Zone;
      if (!zones.includes(faceUp)) zones.push(faceUp);
      i++;
      if (tokens[i + 1]?.value === 'deck') i++;
      continue;
    }
    const zone = token.kind === 'word' ? zoneOfWord(token.value) : undefined;
    if (zone === undefined) {
      context.report(token, 'CS0116', `${EXPECTED}, found ${describeToken(token)}.`);
      reported = true;
      continue;
    }
    if (!zones.includes(zone)) zones.push(zone);
  }
  if (zones.length === 0 && tokens.length > 0 && !reported) {
    context.report(spanOfTokens(tokens), 'CS0116', `${EXPECTED}.`);
  }
  return zones;
}
