import { type CardFilter, type Condition, type Cost, type ProcedureBody, RACES, type Zone } from '../model/cards';
import { describeFilter } from '../model/describeFilter';
import { isFilterWord } from '../grammar/vocabulary';
import { zoneSpelling } from '../model/zoneWords';
import { filterAlternatives } from '../model/filterFields';

/**
 * The pieces of a printed summoning sentence, both ways: a printed filter ("3 Fiend monsters", "a "Ghostrick"
 * monster"), a condition ("you control no monsters"), zones ("your hand or GY") and a summoning method ("banishing
 * 3 Fiend monsters from your GY") read as the language's words, and the language's filters, conditions, zones and
 * procedure blocks written as printed. A reader answers undefined for any word it does not know: the caller then
 * names the sentence instead of guessing a clause.
 */

/** A name or archetype in the language's quotes (the card file's string escapes). */
export function quotedName(name: string): string {
  return `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const NOUNS = /^(?:monsters?|cards?)$/i;
const SPELL_TRAP_NOUNS = /^(?:spells?|traps?|spells?\/traps?)$/i;
/** Races printed as two words ("Winged Beast", "Sea Serpent", "Divine-Beast"). */
const TWO_WORD_RACES = new Map(RACES.filter((r) => r.includes('-')).map((r) => [r.replace('-', ' '), r]));

/** A printed count word or number, or undefined. */
export function countOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower in NUMBER_WORDS) return NUMBER_WORDS[lower];
  return /^\d+$/.test(word) ? Number(word) : undefined;
}

/**
 * A printed filter ("3 Fiend monsters", "1 face-up "Dark World" monster", "a Level 5 or higher monster",
 * "1 "Armed Dragon LV5"") as a COUNT FILTER, or undefined. `counted: false` reads one without a count
 * ("LIGHT monsters").
 */
export function readPrintedFilter(printed: string, counted = true): string | undefined {
  const tokens = printed.trim().match(/"[^"]*"|[^\s,]+/g) ?? [];
  const out: string[] = [];
  let i = 0;
  if (counted) {
    if (tokens[i]?.toLowerCase() === 'exactly') out.push(tokens[i++].toLowerCase());
    const count = countOf(tokens[i] ?? '') ?? (/^\d+\+$/.test(tokens[i] ?? '') ? Number(tokens[i].slice(0, -1)) : undefined);
    if (count === undefined) return undefined;
    const plus = tokens[i].endsWith('+');
    out.push(String(count));
    i++;
    if (plus || (tokens[i]?.toLowerCase() === 'or' && tokens[i + 1]?.toLowerCase() === 'more')) {
      out.push('or more');
      if (!plus) i += 2;
    }
  }
  let ended = false;
  for (; i < tokens.length; i++) {
    if (ended) return exceptName(tokens.slice(i), out.join(' '));
    const token = tokens[i];
    const lower = token.toLowerCase();
    if (token.startsWith('"')) {
      // An archetype before its noun: `"Zefra" monsters`, `"Odd-Eyes" Pendulum Monster`.
      const noun =
        NOUNS.test(tokens[i + 1] ?? '') ||
        (/^pendulum$/i.test(tokens[i + 1] ?? '') && NOUNS.test(tokens[i + 2] ?? '')) ||
        (tokens[i + 1]?.toLowerCase() === 'or' && tokens[i + 2]?.startsWith('"'));
      out.push(noun ? `archetype ${quotedName(token.slice(1, -1))}` : quotedName(token.slice(1, -1)));
      if (tokens[i + 1]?.toLowerCase() === 'or' && tokens[i + 2]?.startsWith('"')) i++;
      else if (!noun) ended = true;
      continue;
    }
    // "Link-2 monsters": the language's `link 2`.
    if (/^link-\d+$/.test(lower)) {
      out.push(`link ${lower.slice(5)}`);
      continue;
    }
    if ((lower === 'level' || lower === 'rank') && /^\d+$/.test(tokens[i + 1] ?? '')) {
      const range = tokens[i + 2]?.toLowerCase() === 'or' && /^(?:higher|lower)$/i.test(tokens[i + 3] ?? '') ? ` or ${tokens[i + 3].toLowerCase()}` : '';
      out.push(`${lower} ${tokens[i + 1]}${range}`);
      i += range ? 3 : 1;
      continue;
    }
    const twoWords = TWO_WORD_RACES.get(`${lower} ${(tokens[i + 1] ?? '').toLowerCase().replace(/-type$/, '')}`);
    if (twoWords) {
      out.push(twoWords);
      i++;
      continue;
    }
    const word = lower.replace(/-type$/, '');
    if (NOUNS.test(word)) {
      out.push(word);
      ended = true;
      continue;
    }
    // "1 Spell/Trap", "a face-up Continuous Trap", "1 Spell Card": a Spell/Trap noun (with its "Card(s)").
    if (SPELL_TRAP_NOUNS.test(word)) {
      out.push(word);
      if (NOUNS.test(tokens[i + 1] ?? '')) out.push(tokens[++i].toLowerCase());
      ended = true;
      continue;
    }
    if (word === 'tuners' || word === 'tuner') {
      out.push(word);
      ended = true;
      continue;
    }
    if (!isFilterWord(word) || ['or', 'and', 'with', 'except', 'other', 'than', 'archetype', 'exactly', 'more', 'fewer', 'less'].includes(word))
      return undefined;
    out.push(word);
  }
  return ended ? out.join(' ') : undefined;
}

/** The filter read so far with a printed `, except "X"` / `other than "X"` after its noun (one name, the last words), or undefined. */
function exceptName(rest: readonly string[], filter: string): string | undefined {
  const words = rest.map((t) => t.toLowerCase());
  const name = words[0] === 'except' && rest.length === 2 ? rest[1] : words[0] === 'other' && words[1] === 'than' && rest.length === 3 ? rest[2] : undefined;
  return name?.startsWith('"') && name.length > 2 ? `${filter} except ${quotedName(name.slice(1, -1))}` : undefined;
}

/** A filter as printed: `3 Fiend monsters`, `1 "Ghostrick" monster`, `1 "Armed Dragon LV5"`. */
export function printedFilter(filter: CardFilter, counted = true): string {
  const plural = !counted || filter.count.min !== 1 || filter.count.max !== 1;
  return describeFilter(filter, { count: counted }).replace(/\b(monster|card|Spell|Trap)\(s\)/g, (_, noun: string) => (plural ? `${noun}s` : noun));
}

/** A filter as a condition prints it: "a LIGHT monster" for one, else as printedFilter. */
function conditionFilter(filter: CardFilter): string {
  const one = filter.count.min === 1 && filter.count.max === 1 && !filter.count.exact;
  if (!one) return printedFilter(filter);
  // "a Tuner or a "Speedroid" monster": each alternative with its article.
  return filterAlternatives(filter)
    .map((alternative) => {
      const printed = printedFilter(alternative.orElse ? { ...alternative, orElse: undefined } : alternative);
      return printed.replace(/^1 /, /^1 [aeiouAEIOU]/.test(printed) && !/^1 "/.test(printed) ? 'an ' : 'a ');
    })
    .join(' or ');
}

/** "you control no monsters", "your opponent controls a monster", "you control a "Ghostrick" monster" as a condition (no `condition` word), or undefined. */
export function readPrintedCondition(printed: string): string | undefined {
  const text = printed.trim().replace(/\s+/g, ' ');
  if (/^you control no monsters$/i.test(text)) return 'you control no monsters';
  if (/^(?:only your opponent controls a monster|your opponent controls a monster and you control no monsters)$/i.test(text))
    return 'only opponent controls monsters';
  if (/^your opponent controls a monster$/i.test(text)) return 'opponent controls monsters';
  if (/^you control no cards$/i.test(text)) return 'you control no cards';
  if (/^your opponent controls more monsters than you(?: do)?$/i.test(text)) return 'opponent controls more monsters than you';
  const all = /^all (?:the )?monsters you control are (.+?)(?: \(min\. 1\))?$/i.exec(text);
  if (all) return prefixed('all monsters you control are', readPrintedFilter(all[1], false));
  let m = /^you control (.+)$/i.exec(text);
  if (m) return prefixed('you control', readPrintedFilter(m[1]));
  m = /^your opponent controls (.+)$/i.exec(text);
  if (m) return prefixed('opponent controls', readPrintedFilter(m[1]));
  m = /^(?:you have|there (?:is|are)) (.+) in your (?:gy|graveyard)$/i.exec(text);
  if (m) return prefixed('graveyard has', readPrintedFilter(m[1]));
  // "you have a face-up "Odd-Eyes" Pendulum Monster in your Extra Deck", or "... face-up in your Extra Deck".
  m = /^you have (?:an? )?face-up (.+) in your extra deck$/i.exec(text) ?? /^you have (.+?),? face-up in your extra deck$/i.exec(text);
  if (m) return prefixed('face-up extra has', readPrintedFilter(/^\d/.test(m[1]) ? m[1] : `a ${m[1]}`));
  return undefined;
}

/**
 * One printed condition, or two joined by "and" ("your opponent controls a card and you control no cards", "your
 * opponent controls a monster, and all monsters you control are ..."), as condition words; undefined when a part is
 * no condition.
 */
export function readPrintedConditions(printed: string): string[] | undefined {
  const whole = readPrintedCondition(printed);
  if (whole !== undefined) return [whole];
  const parts = /^(.+?),? and (.+)$/i.exec(printed.trim());
  if (!parts) return undefined;
  const [first, second] = [readPrintedCondition(parts[1]), readPrintedCondition(parts[2])];
  return first === undefined || second === undefined ? undefined : [first, second];
}

/** A condition as printed, or undefined for one no standard wording says. */
export function printedCondition(condition: Condition): string | undefined {
  switch (condition.kind) {
    case 'youControlNoMonsters':
      return 'you control no monsters';
    case 'onlyOpponentControlsMonsters':
      return 'only your opponent controls a monster';
    case 'opponentControlsMonsters':
      return 'your opponent controls a monster';
    case 'youControlNoCards':
      return 'you control no cards';
    case 'opponentControlsMoreMonsters':
      return 'your opponent controls more monsters than you do';
    case 'allYouControlAre':
      return `all monsters you control are ${printedFilter(condition.filter, false)} (min. 1)`;
    case 'youControl':
      return `you control ${conditionFilter(condition.filter)}`;
    case 'opponentControls':
      return `your opponent controls ${conditionFilter(condition.filter)}`;
    case 'graveyardHas':
      return `you have ${printedFilter(condition.filter)} in your GY`;
    case 'faceUpExtraHas':
      return `you have ${printedFilter(condition.filter)} face-up in your Extra Deck`;
    default:
      return undefined;
  }
}

const ZONE_WORDS: Readonly<Record<string, Zone>> = {
  hand: 'hand',
  deck: 'deck',
  'extra deck': 'extra',
  // Both printed forms: "from your face-up Extra Deck", "face-up in your Extra Deck" (and "face-up from your Extra Deck").
  'face-up extra deck': 'face-up-extra',
  'face-up in your extra deck': 'face-up-extra',
  'face-up from your extra deck': 'face-up-extra',
  gy: 'graveyard',
  graveyard: 'graveyard',
  banishment: 'banished',
  field: 'field',
  'pendulum zone': 'pendulum',
  'pendulum zones': 'pendulum',
};
const ZONE_PRINTED: Readonly<Record<Zone, string>> = {
  hand: 'hand',
  deck: 'Deck',
  extra: 'Extra Deck',
  'face-up-extra': 'face-up Extra Deck',
  graveyard: 'GY',
  banished: 'banishment',
  field: 'field',
  pendulum: 'Pendulum Zone',
};

/** "your hand or GY" as zones (`hand or graveyard`), or undefined. */
export function readPrintedZones(printed: string): string | undefined {
  const parts = printed
    .trim()
    .replace(/^(?:your|the)\s+/i, '')
    .split(/\s*(?:,|\bor\b|\band\/or\b)\s*(?:your\s+|the\s+)?/i)
    .filter((p) => p !== '');
  const zones = parts.map((p) => ZONE_WORDS[p.toLowerCase()]);
  return zones.length > 0 && zones.every((z) => z !== undefined) ? zones.map(zoneSpelling).join(' or ') : undefined;
}

/** Zones as printed: `your hand or GY`. */
export function printedZones(zones: readonly Zone[]): string {
  return `your ${zones.map((z) => ZONE_PRINTED[z]).join(' or ')}`;
}

/**
 * A printed summoning method (what follows "by") as procedure lines, or undefined: one cost ("Tributing 2
 * monsters", "banishing 3 Fiend monsters from your GY", "sending the above cards you control to the GY"), two
 * banished ones ("banishing 1 LIGHT and 1 DARK monster from your GY", "banishing 2 monsters you control and 1 monster
 * from your GY") or one condition ("having exactly 3 DARK
 * monsters in your GY").
 */
export function readPrintedMethod(printed: string): string[] | undefined {
  const text = olderMethodWords(printed.trim().replace(/\s+/g, ' '));
  const one = (line: string | undefined) => (line === undefined ? undefined : [line]);
  let m = /^tributing (.+?) (?:your opponent|they) controls?$/i.exec(text);
  if (m) return one(suffixed(prefixed('cost tribute', readPrintedFilter(m[1])), 'opponent controls'));
  m = /^tributing (.+?)(?: you control)?$/i.exec(text);
  if (m) return one(prefixed('cost tribute', readPrintedFilter(m[1])));
  m = /^(banishing|shuffling|sending) the above cards (you control|from either field)(?: (?:into the deck|to the (?:gy|graveyard)))?$/i.exec(text);
  if (m) {
    const action = m[1].toLowerCase();
    const either = m[2].toLowerCase() === 'from either field' ? ' from either field' : '';
    if (action === 'banishing') return one(`cost banish materials${either}`);
    if (action === 'shuffling' && /into the deck$/i.test(text)) return one(`cost shuffle materials into deck${either}`);
    if (action === 'sending' && /to the (?:gy|graveyard)$/i.test(text))
      return either ? ['cost send materials from either field to graveyard'] : ['cost send materials to graveyard'];
    return undefined;
  }
  // "banishing 2 monsters you control and 1 monster from your GY": two costs, each read whole.
  m = /^banishing (.+?) and ((?:\d+|an?|one) .+)$/i.exec(text);
  const pair = m ? [readPrintedMethod(`banishing ${m[1]}`), readPrintedMethod(`banishing ${m[2]}`)] : [];
  if (pair.length === 2 && pair.every((lines) => lines?.length === 1)) return pair.flatMap((lines) => lines ?? []);
  // "banishing 1 Pendulum Monster face-up in your Extra Deck": the face-up Extra Deck, after the filter.
  m = /^(banishing|sending) (.+?),? (?:that (?:is|are) )?face-up in your extra deck(?: to the (?:gy|graveyard))?$/i.exec(text);
  if (m) {
    const banish = m[1].toLowerCase() === 'banishing';
    return one(
      suffixed(prefixed(banish ? 'cost banish' : 'cost send', readPrintedFilter(m[2])), banish ? 'from face-up extra' : 'from face-up extra to graveyard'),
    );
  }
  m = /^banishing (.+?) from (your .+)$/i.exec(text);
  if (m) {
    const zones = readPrintedZones(m[2]);
    if (zones === undefined) return undefined;
    const lines = bothFilters(m[1]).map((filter) => suffixed(prefixed('cost banish', readPrintedFilter(filter)), `from ${zones}`));
    return lines.every((l) => l !== undefined) ? lines : undefined;
  }
  m = /^banishing (.+?) you control$/i.exec(text);
  if (m) return one(suffixed(prefixed('cost banish', readPrintedFilter(m[1])), 'from field'));
  m = /^sending (.+?) (?:you control|from (your .+?)) to the (?:gy|graveyard)$/i.exec(text);
  if (m) {
    const zones = m[2] === undefined ? 'field' : readPrintedZones(m[2]);
    return one(zones === undefined ? undefined : suffixed(prefixed('cost send', readPrintedFilter(m[1])), `from ${zones} to graveyard`));
  }
  m = /^discarding (.+)$/i.exec(text);
  if (m) return one(prefixed('cost discard', readPrintedFilter(m[1])));
  m = /^returning (.+?) you control to the hand$/i.exec(text);
  if (m) return one(suffixed(prefixed('cost return', readPrintedFilter(m[1])), 'to hand'));
  if (/^paying half (?:of )?your (?:lp|life points)$/i.test(text)) return ['cost pay half lp'];
  m = /^paying (\d+) (?:lp|life points)$/i.exec(text);
  if (m) return [`cost pay ${m[1]} lp`];
  m = /^having (.+) in your (?:gy|graveyard)$/i.exec(text);
  if (m) return one(prefixed('condition graveyard has', readPrintedFilter(m[1])));
  return undefined;
}

/**
 * An older wording's method in the current words: "removing from play X from your hand", "removing X in your
 * Graveyard from play" and "removing from play X in your Graveyard" are banishing, "on your side of the field" is
 * "you control".
 */
function olderMethodWords(text: string): string {
  return text
    .replace(/^removing from play (.+)$/i, 'banishing $1')
    .replace(/^removing (.+?) in (your [^"]+?) from play$/i, 'banishing $1 from $2')
    .replace(/^removing (.+?) from play$/i, 'banishing $1')
    .replace(/^banishing (.+?) in (your (?:gy|graveyard))$/i, 'banishing $1 from $2')
    .replace(/ on your side of the field\b/gi, ' you control');
}

/** "1 LIGHT and 1 DARK monster": two filters, each counted, the noun written once at the end; else the one filter. */
function bothFilters(printed: string): string[] {
  const m = /^((?:\d+|an?|one) [^"]+?) and ((?:\d+|an?|one) [^"]+? (monsters?|cards?))$/i.exec(printed);
  return m && !/\b(?:monsters?|cards?)$/i.test(m[1]) ? [`${m[1]} ${m[3]}`, m[2]] : [printed];
}

/** A procedure block as the printed method after "by", or undefined when it has none or one no standard wording says. */
export function printedMethod(procedure: ProcedureBody): string | undefined {
  if (procedure.oncePerTurn) return undefined;
  if (procedure.costs.length === 1 && procedure.conditions.length === 0) return printedCost(procedure.costs[0]);
  if (procedure.costs.length === 2 && procedure.conditions.length === 0) return printedBanishedPair(procedure.costs[0], procedure.costs[1]);
  if (procedure.costs.length === 0 && procedure.conditions.length === 1 && procedure.conditions[0].kind === 'graveyardHas') {
    return `having ${printedFilter(procedure.conditions[0].filter)} in your GY`;
  }
  return undefined;
}

function printedCost(cost: Cost): string | undefined {
  switch (cost.kind) {
    case 'tribute':
      return `Tributing ${printedFilter(cost.filter)}${cost.side === 'opponent' ? ' your opponent controls' : ''}`;
    case 'banish':
      return sameZones(cost.from, ['field'])
        ? `banishing ${printedFilter(cost.filter)} you control`
        : `banishing ${printedFilter(cost.filter)} from ${printedZones(cost.from)}`;
    case 'send':
      return sameZones(cost.from, ['field'])
        ? `sending ${printedFilter(cost.filter)} you control to the GY`
        : `sending ${printedFilter(cost.filter)} from ${printedZones(cost.from)} to the GY`;
    case 'discard':
      return `discarding ${printedFilter(cost.filter)}`;
    case 'returnToHand':
      return `returning ${printedFilter(cost.filter)} you control to the hand`;
    case 'payLp':
      return cost.amount === 'half' ? 'paying half your LP' : `paying ${cost.amount} LP`;
    case 'materials': {
      if (!sameZones(cost.from, ['field'])) return undefined;
      const whose = cost.eitherField ? 'from either field' : 'you control';
      return cost.action === 'banish'
        ? `banishing the above cards ${whose}`
        : cost.action === 'shuffle'
          ? `shuffling the above cards ${whose} into the Deck`
          : `sending the above cards ${whose} to the GY`;
    }
    default:
      return undefined;
  }
}

/**
 * Two banished filters as one method, as readPrintedMethod reads them: "banishing 1 LIGHT and 1 DARK monster from
 * your GY" (one zone list, one noun), else each with its own zones ("banishing 2 monsters you control and 1 monster
 * from your GY").
 */
function printedBanishedPair(first: Cost, second: Cost): string | undefined {
  if (first.kind !== 'banish' || second.kind !== 'banish') return undefined;
  const [one, two] = [printedCost(first), printedCost(second)];
  if (one === undefined || two === undefined) return undefined;
  if (sameZones(first.from, second.from) && !sameZones(first.from, ['field'])) {
    const zones = ` from ${printedZones(first.from)}`;
    const [a, b] = [one.slice(0, -zones.length), two.slice(0, -zones.length)];
    const shared = /^banishing (1 [^"]+?) monster$/.exec(a);
    if (shared && /^banishing 1 [^"]+ monster$/.test(b)) return `banishing ${shared[1]} and ${b.slice('banishing '.length)}${zones}`;
  }
  return `${one} and ${two.slice('banishing '.length)}`;
}

function sameZones(zones: readonly Zone[], expected: readonly Zone[]): boolean {
  return zones.length === expected.length && zones.every((z, i) => z === expected[i]);
}

function prefixed(head: string, rest: string | undefined): string | undefined {
  return rest === undefined ? undefined : `${head} ${rest}`;
}

function suffixed(head: string | undefined, tail: string): string | undefined {
  return head === undefined ? undefined : `${head} ${tail}`;
}
