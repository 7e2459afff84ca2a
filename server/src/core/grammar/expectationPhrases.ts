import type { CardRef, Expectation, ExpectZone, PlayerRef, SummonMethodWord } from '../model/scenario';
import type { PhraseMatch } from './phrasePattern';
import { definePhrases, numberOf, tokensOf, wordOf } from './phrase';

const EXPECT_ZONES: Readonly<Record<string, ExpectZone>> = {
  monsters: 'monsters',
  monster: 'monsters',
  field: 'monsters',
  'monster-zone': 'monsters',
  spells: 'spells',
  traps: 'spells',
  hand: 'hand',
  deck: 'deck',
  extra: 'extra',
  graveyard: 'graveyard',
  gy: 'graveyard',
  banished: 'banished',
  pendulum: 'pendulum',
  'extra-monster': 'extraMonster',
};
const ZONE_CHOICE = Object.keys(EXPECT_ZONES).join('|');
const OF_PLAYER = '[of who:opponent|you]';

const cardOf = (match: PhraseMatch): CardRef => {
  const token = tokensOf(match, 'card')[0];
  return { name: token?.value ?? '', span: token ? { start: token.start, end: token.end } : { start: 0, end: 0 } };
};
const playerOf = (match: PhraseMatch): PlayerRef => (wordOf(match, 'who') === 'opponent' ? 'opponent' : 'you');

/**
 * What may follow `expect` (on a step line, on the line after a step, in a step's block, or before the
 * first step as a final expectation). The first entry that matches the whole expectation wins.
 */
export const EXPECTATION_PHRASES = definePhrases<Expectation>([
  {
    id: 'expect.legal',
    pattern: 'legal',
    scope: 'constant.language.verdict.legal',
    syntax: 'expect legal',
    doc: 'The step is allowed.',
    example: 'legal',
    lower: (_m, { span }) => ({ kind: 'legal', span }),
  },
  {
    id: 'expect.illegal',
    pattern: 'illegal [code:w]',
    syntax: 'expect illegal [RULE-CODE or FAMILY]',
    doc: 'The step is refused (by that rule code, or by any code of that family: turn, normal-summon, special-summon, materials, chain, engine).',
    example: 'illegal not-properly-summoned',
    lower: (m, { span }) => {
      const token = tokensOf(m, 'code')[0];
      return { kind: 'illegal', code: token ? { value: token.value, span: { start: token.start, end: token.end } } : null, span };
    },
  },
  {
    id: 'expect.lp',
    pattern: `lp amount:# ${OF_PLAYER}`,
    syntax: 'expect lp N [of opponent]',
    doc: 'Life Points of you (or of your opponent).',
    example: 'lp 7000 of opponent',
    lower: (m, { span }) => ({ kind: 'lp', amount: numberOf(m, 'amount') ?? 0, player: playerOf(m), span }),
  },
  {
    id: 'expect.normalSummons',
    pattern: `normal summons which:used|left count:# ${OF_PLAYER}`,
    syntax: 'expect normal summons used / left N [of opponent]',
    doc: 'Normal Summons/Sets used this turn, or still left (the limit minus those used).',
    example: 'normal summons left 0',
    lower: (m, { span }) => ({
      kind: 'normalSummons',
      which: wordOf(m, 'which') === 'left' ? 'left' : 'used',
      count: numberOf(m, 'count') ?? 0,
      player: playerOf(m),
      span,
    }),
  },
  {
    id: 'expect.properlySummoned',
    pattern: 'card:$ [not: not] properly summoned',
    syntax: 'expect "X" [not] properly summoned',
    doc: 'The card is (not) properly summoned.',
    example: '"Dark Necrofear" properly summoned',
    lower: (m, { span }) => ({ kind: 'properlySummoned', card: cardOf(m), value: !m.flags.has('not'), span }),
  },
  {
    id: 'expect.inZone',
    pattern: `card:$ [not: not] in zone:${ZONE_CHOICE} [face:face-up|face-down] ${OF_PLAYER}`,
    syntax: 'expect "X" [not] in ZONE [of opponent]',
    doc: 'A card is (not) in a zone (`monsters`/`field`, `spells`, `hand`, `deck`, `extra`, `graveyard`, `banished`, `pendulum`, `extra-monster`); `face-up` / `face-down` for the face-up Extra Deck.',
    example: '"Dark Necrofear" not in graveyard',
    lower: (m, { span }) => {
      const face = wordOf(m, 'face');
      return {
        kind: 'inZone',
        card: cardOf(m),
        zone: EXPECT_ZONES[wordOf(m, 'zone') ?? 'monsters'],
        player: playerOf(m),
        negated: m.flags.has('not'),
        span,
        ...(face !== undefined ? { faceUp: face === 'face-up' } : {}),
      };
    },
  },
  {
    id: 'expect.stat',
    pattern: 'card:$ stat:atk|def value:#',
    syntax: 'expect "X" atk / def N',
    doc: "The monster's current ATK or DEF (its original ATK as a summon procedure changed it, e.g. 1900 without Tributes).",
    example: '"Beast King Barbaros" atk 1900',
    lower: (m, { span }) => ({ kind: 'stat', card: cardOf(m), stat: wordOf(m, 'stat') === 'def' ? 'def' : 'atk', value: numberOf(m, 'value') ?? 0, span }),
  },
  {
    id: 'expect.specialSummonedBy',
    pattern: 'card:$ [not: not] special summoned by by:procedure|effect',
    syntax: 'expect "X" [not] special summoned by procedure / effect',
    doc: 'How the monster on the field was Special Summoned: by its built-in procedure, or by the effect of a card.',
    example: '"Cyber Dragon" special summoned by procedure',
    lower: (m, { span }) => ({
      kind: 'summonedBy',
      card: cardOf(m),
      method: wordOf(m, 'by') === 'effect' ? 'effect' : 'procedure',
      negated: m.flags.has('not'),
      span,
    }),
  },
  {
    id: 'expect.summonedBy',
    pattern: 'card:$ [not: not] how:normal|tribute|flip|special|fusion|ritual|synchro|xyz|link|pendulum summoned',
    syntax: 'expect "X" [not] normal / tribute / flip / special / fusion / ritual / synchro / xyz / link / pendulum summoned',
    doc: 'How the monster on the field was summoned; a Tribute Summon is also a Normal Summon, every Fusion/Ritual/Synchro/Xyz/Link/Pendulum Summon is a Special Summon.',
    example: '"Beast King Barbaros" not tribute summoned',
    lower: (m, { span }) => ({
      kind: 'summonedBy',
      card: cardOf(m),
      method: (wordOf(m, 'how') ?? 'normal') as SummonMethodWord,
      negated: m.flags.has('not'),
      span,
    }),
  },
]);
