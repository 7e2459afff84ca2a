import type { Token } from '../syntax/token';
import type { Zone } from './cards';
import { describeToken, type LoweringContext, spanOfTokens } from './lowering';

const ZONE_WORDS: Readonly<Record<string, Zone>> = {
  hand: 'hand',
  deck: 'deck',
  extra: 'extra',
  'extra-deck': 'extra',
  graveyard: 'graveyard',
  gy: 'graveyard',
  banished: 'banished',
  banishment: 'banished',
  field: 'field',
  pendulum: 'pendulum',
  'pendulum-zone': 'pendulum',
};

export function zoneOfWord(word: string): Zone | undefined {
  return ZONE_WORDS[word];
}

/** Reads `hand`, `hand or graveyard`, `hand, deck`, `extra deck`. Reports words that are not zones. */
export function readZones(tokens: readonly Token[], context: LoweringContext): Zone[] {
  const zones: Zone[] = [];
  let reported = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === ',' || (token.kind === 'word' && token.value === 'or')) continue;
    // "extra deck" is one zone written as two words.
    if (token.kind === 'word' && token.value === 'deck' && tokens[i - 1]?.value === 'extra') continue;
    const zone = token.kind === 'word' ? zoneOfWord(token.value) : undefined;
    if (zone === undefined) {
      context.report(token, 'CS0116', `Expected a zone (hand, deck, extra, graveyard, banished, field, pendulum), found ${describeToken(token)}.`);
      reported = true;
      continue;
    }
    if (!zones.includes(zone)) zones.push(zone);
  }
  if (zones.length === 0 && tokens.length > 0 && !reported) {
    context.report(spanOfTokens(tokens), 'CS0116', 'Expected a zone (hand, deck, extra, graveyard, banished, field, pendulum).');
  }
  return zones;
}
