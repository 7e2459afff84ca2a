import type { Condition, Cost, SpellKind, Zone } from '../model/cards';
import type { Span } from '../text/span';
import type { LoweringContext } from '../model/lowering';
import type { PhraseMatch } from './phrasePattern';
import { readFilter, readMonsterFilter } from './readFilter';
import { readZones } from '../model/readZones';
import { definePhrases, locatedString, numberOf, stringOf, tokensOf, wordOf } from './phrase';

/** Every zone written (`from hand or field`); the GY when none could be read (its error is reported). */
const zonesOf = (match: PhraseMatch, name: string, context: LoweringContext): Zone[] => {
  const zones = readZones(tokensOf(match, name), context);
  return zones.length > 0 ? zones : ['graveyard'];
};
const CONDITION = 'support.function.condition';
const COST = 'support.function.cost';

/** The words after `activated this turn` that name a Spell Card: `[KIND] spell [archetype "A"]`. */
export const SPELL_ACTIVITY_PATTERN = '[kind:normal|quick-play|continuous|field|equip|ritual] spell [family: archetype archetype:$]';

/** "if a "Rank-Up-Magic" Quick-Play Spell was activated this turn": shared by `condition` and `alternative xyz materials`. */
export function spellActivity(match: PhraseMatch, span: Span): Condition & { kind: 'activatedThisTurn' } {
  const kind = wordOf(match, 'kind') as SpellKind | undefined;
  return {
    kind: 'activatedThisTurn',
    span,
    activity: {
      cardType: 'spell',
      ...(kind ? { spellKind: kind } : {}),
      ...(match.flags.has('family') ? { archetype: locatedString(match, 'archetype') } : {}),
    },
  };
}

/** `condition ...` lines of a PROCEDURE-BLOCK (docs/language.md). The first full match wins. */
export const CONDITION_PHRASES = definePhrases<Condition>([
  {
    id: 'condition.onlyOpponentControlsMonsters',
    pattern: 'condition only opponent controls monsters|monster',
    scope: CONDITION,
    doc: 'Only your opponent controls a monster (you control none, they control at least one).',
    example: 'condition only opponent controls monsters',
    lower: (_m, { span }) => ({ kind: 'onlyOpponentControlsMonsters', span }),
  },
  {
    id: 'condition.youControlNoMonsters',
    pattern: 'condition you control no monsters|monster',
    scope: CONDITION,
    doc: 'You control no monsters.',
    example: 'condition you control no monsters',
    lower: (_m, { span }) => ({ kind: 'youControlNoMonsters', span }),
  },
  {
    id: 'condition.opponentControlsMonsters',
    pattern: 'condition opponent controls monsters|monster',
    scope: CONDITION,
    doc: 'Your opponent controls at least one monster.',
    example: 'condition opponent controls monsters',
    lower: (_m, { span }) => ({ kind: 'opponentControlsMonsters', span }),
  },
  {
    id: 'condition.youControlNoCards',
    pattern: 'condition you control no cards|card',
    scope: CONDITION,
    doc: 'You control no cards: no monster and no Spell/Trap ("If you control no cards").',
    example: 'condition you control no cards',
    lower: (_m, { span }) => ({ kind: 'youControlNoCards', span }),
  },
  {
    id: 'condition.opponentControlsMoreMonsters',
    pattern: 'condition opponent controls more monsters than you',
    scope: CONDITION,
    doc: 'Your opponent controls more monsters than you do.',
    example: 'condition opponent controls more monsters than you',
    lower: (_m, { span }) => ({ kind: 'opponentControlsMoreMonsters', span }),
  },
  {
    id: 'condition.allYouControlAre',
    pattern: 'condition all monsters you control are filter:filter',
    scope: CONDITION,
    syntax: 'condition all monsters you control are FILTER',
    doc: 'You control at least one monster, and every monster you control is face-up and fits the filter ("If all monsters you control are Cyberse monsters (min. 1)"); a face-down monster fits none.',
    example: 'condition all monsters you control are cyberse monsters',
    lower: (m, { span, context }) => {
      const tokens = tokensOf(m, 'filter');
      // "all monsters you control are ..." counts every monster: a count in the filter would say something else.
      if (tokens[0]?.kind === 'number')
        context.report(
          tokens[0],
          'CS0118',
          "'all monsters you control are' takes a filter without a count: write 'all monsters you control are cyberse monsters'.",
        );
      return { kind: 'allYouControlAre', filter: readMonsterFilter(tokens, context, 'A monster you control'), span };
    },
  },
  {
    id: 'condition.youControl',
    pattern: 'condition you control filter:filter',
    scope: CONDITION,
    syntax: 'condition you control COUNT FILTER',
    doc: 'You control monsters that match the filter.',
    example: 'condition you control 1 "Armed Dragon LV5"',
    lower: (m, { span, context }) => ({ kind: 'youControl', filter: readFilter(tokensOf(m, 'filter'), context), span }),
  },
  {
    id: 'condition.graveyardHas',
    pattern: 'condition [your] graveyard|gy has filter:filter',
    scope: CONDITION,
    syntax: 'condition graveyard has COUNT FILTER',
    doc: 'Your GY holds cards that match the filter; `exactly 3 DARK monsters` is exact.',
    example: 'condition graveyard has exactly 3 dark monsters',
    lower: (m, { span, context }) => ({ kind: 'graveyardHas', filter: readFilter(tokensOf(m, 'filter'), context), span }),
  },
  {
    id: 'condition.faceUpExtraHas',
    pattern: 'condition [your] face-up extra|extra-deck has filter:filter',
    scope: CONDITION,
    syntax: 'condition face-up extra has COUNT FILTER',
    doc: 'Your face-up Extra Deck holds cards that match the filter ("if you have a face-up "Odd-Eyes" Pendulum Monster in your Extra Deck").',
    example: 'condition face-up extra has 1 archetype "Odd-Eyes" pendulum monster',
    lower: (m, { span, context }) => ({ kind: 'faceUpExtraHas', filter: readFilter(tokensOf(m, 'filter'), context), span }),
  },
  {
    id: 'condition.opponentControls',
    pattern: 'condition opponent controls filter:filter',
    scope: CONDITION,
    syntax: 'condition opponent controls COUNT FILTER',
    doc: 'Your opponent controls monsters that match the filter.',
    example: 'condition opponent controls 1 archetype "Kaiju" monster',
    lower: (m, { span, context }) => ({ kind: 'opponentControls', filter: readFilter(tokensOf(m, 'filter'), context), span }),
  },
  {
    id: 'condition.spellActivatedThisTurn',
    pattern: `condition activated this turn ${SPELL_ACTIVITY_PATTERN}`,
    scope: CONDITION,
    syntax: 'condition activated this turn [KIND] spell [archetype "A"]',
    doc: 'A Spell Card (of that kind and archetype) was activated this turn, by either player: "if a "Rank-Up-Magic" Quick-Play Spell was activated this turn".',
    example: 'condition activated this turn quick-play spell archetype "Rank-Up-Magic"',
    lower: (m, { span }) => spellActivity(m, span),
  },
  {
    id: 'condition.activatedInHandThisTurn',
    pattern: 'condition activated in hand this turn filter:filter',
    scope: CONDITION,
    syntax: 'condition activated in hand this turn COUNT FILTER',
    doc: 'A monster that matches the filter activated its effect in the hand this turn, by either player: "after a Thunder monster\'s effect was activated in the hand this turn".',
    example: 'condition activated in hand this turn 1 Thunder monster',
    lower: (m, { span, context }) => ({
      kind: 'activatedThisTurn',
      activity: { cardType: 'monster', fromHand: true, filter: readFilter(tokensOf(m, 'filter'), context) },
      span,
    }),
  },
  {
    id: 'condition.text',
    pattern: 'condition text:$',
    syntax: 'condition "free text"',
    doc: 'Not machine-checked: the engine assumes it holds and says so.',
    example: 'condition "the moon is full"',
    lower: (m, { span }) => ({ kind: 'text', text: stringOf(m, 'text'), span }),
  },
]);

/** `cost ...` lines, shared by procedures and by effects. */
export const COST_PHRASES = definePhrases<Cost>([
  // Contact Fusion (before the other send/banish lines, whose filter would otherwise read the word `materials`).
  {
    id: 'cost.materials',
    pattern: 'cost verb:send|banish|shuffle materials [from [either: either|any] zones:zones] [to graveyard|gy] [into deck]',
    scope: COST,
    head: 1,
    syntax: 'cost send materials to graveyard / cost banish materials / cost shuffle materials into deck [from [either] ZONES]',
    doc: 'Contact Fusion: pay with the Fusion Materials written above (from your field unless ZONES says otherwise; `from either field`: also monsters your opponent controls); not a Fusion Summon.',
    example: 'cost shuffle materials into deck',
    lower: (m, { span, context }) => {
      const verb = wordOf(m, 'verb');
      return {
        kind: 'materials',
        action: verb === 'banish' ? 'banish' : verb === 'shuffle' ? 'shuffle' : 'send',
        span,
        from: m.captures.has('zones') ? readZones(tokensOf(m, 'zones'), context) : ['field'],
        ...(m.flags.has('either') ? { eitherField: true } : {}),
      };
    },
  },
  {
    id: 'cost.tributeOpponents',
    pattern: 'cost tribute filter:filter opponent controls',
    scope: COST,
    syntax: 'cost tribute COUNT FILTER opponent controls',
    doc: 'Tribute matching monsters your opponent controls (Lava Golem, the Kaiju).',
    example: 'cost tribute 2 monsters opponent controls',
    lower: (m, { span, context }) => ({ kind: 'tribute', filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'A Tribute'), side: 'opponent', span }),
  },
  {
    id: 'cost.banish',
    pattern: 'cost banish filter:filter from zone:zones',
    scope: COST,
    syntax: 'cost banish COUNT FILTER from ZONES',
    doc: 'Banish matching cards from the zones (each zone written counts: `from hand or graveyard`).',
    example: 'cost banish 1 dark monster from graveyard',
    lower: (m, { span, context }) => ({ kind: 'banish', filter: readFilter(tokensOf(m, 'filter'), context), from: zonesOf(m, 'zone', context), span }),
  },
  {
    id: 'cost.tribute',
    pattern: 'cost tribute filter:filter',
    scope: COST,
    syntax: 'cost tribute COUNT FILTER',
    doc: 'Tribute matching monsters from your field (not a Tribute Summon).',
    example: 'cost tribute 2 monsters',
    lower: (m, { span, context }) => ({ kind: 'tribute', filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'A Tribute'), span }),
  },
  {
    id: 'cost.send',
    pattern: 'cost send filter:filter from zone:zones to graveyard|gy',
    scope: COST,
    syntax: 'cost send COUNT FILTER from ZONES to graveyard',
    doc: 'Send matching cards from the zones to the GY (each zone written counts; `1 card` is any card, a Spell or Trap too).',
    example: 'cost send 1 card from hand or field to graveyard',
    lower: (m, { span, context }) => ({ kind: 'send', filter: readFilter(tokensOf(m, 'filter'), context), from: zonesOf(m, 'zone', context), span }),
  },
  {
    id: 'cost.returnToHand',
    pattern: 'cost return filter:filter to hand',
    scope: COST,
    syntax: 'cost return COUNT FILTER to hand',
    doc: 'Return matching monsters you control to the hand ("by returning 1 face-up "Dark World" monster you control to the hand"); a Spell/Trap filter takes from your Spell & Trap Zones.',
    example: 'cost return 1 face-up archetype "Dark World" monster to hand',
    lower: (m, { span, context }) => ({ kind: 'returnToHand', filter: readFilter(tokensOf(m, 'filter'), context), span }),
  },
  {
    id: 'cost.discard',
    pattern: 'cost discard filter:filter',
    scope: COST,
    syntax: 'cost discard COUNT FILTER',
    doc: 'Discard matching cards (`1 card`: any card; `1 monster`: a monster).',
    example: 'cost discard 1 card',
    lower: (m, { span, context }) => ({ kind: 'discard', filter: readFilter(tokensOf(m, 'filter'), context), span }),
  },
  {
    id: 'cost.payHalfLp',
    pattern: 'cost pay half lp',
    scope: COST,
    head: 1,
    doc: 'Pay half your Life Points.',
    example: 'cost pay half lp',
    lower: (_m, { span }) => ({ kind: 'payLp', amount: 'half', span }),
  },
  {
    id: 'cost.payLp',
    pattern: 'cost pay amount:# lp',
    scope: COST,
    syntax: 'cost pay N lp',
    doc: 'Pay Life Points.',
    example: 'cost pay 1000 lp',
    lower: (m, { span }) => ({ kind: 'payLp', amount: numberOf(m, 'amount') ?? 0, span }),
  },
  {
    id: 'cost.text',
    pattern: 'cost text:$',
    syntax: 'cost "free text"',
    doc: 'Not machine-checked: the engine assumes it is paid.',
    example: 'cost "banish 3 zombie monsters"',
    lower: (m, { span }) => ({ kind: 'text', text: stringOf(m, 'text'), span }),
  },
]);
