import type { Zone } from '../model/cards';
import type { EffectFilter, Effect, NegatableActivation, Side } from '../model/effects';
import type { LoweringContext } from '../model/lowering';
import type { PhraseMatch } from './phrasePattern';
import { readCost } from './procedureLines';
import { readFilter as readCardFilter } from './readFilter';
import { readZones } from '../model/readZones';
import { definePhrases, numberOf, tokensOf, wordOf } from './phrase';

const EFFECT = 'support.function.effect';
/** `[your / opponent's / any]` before a zone list. */
const SIDE = "[side:your|you|opponent|opponents|opponent's|any|either|both]";
/** Trailing modifiers of a Special Summon, in either order. */
const IGNORING = 'ignoring [the|its] summoning conditions';
const MODIFIERS = `[ignore: ${IGNORING}] [in position:attack|defense position] [toOpponent: to [your] opponent|opponent's field] [ignoreAfter: ${IGNORING}]`;
/** "... to your opponent's field": the opponent controls the monster; you summoned it. */
const toOpponentOf = (match: PhraseMatch) => (match.flags.has('toOpponent') ? { toOpponent: true } : {});

function sideOf(match: PhraseMatch): Side {
  const word = wordOf(match, 'side');
  if (word === 'opponent' || word === 'opponents' || word === "opponent's") return 'opponent';
  if (word === 'any' || word === 'either' || word === 'both') return 'any';
  return 'your';
}

function place(match: PhraseMatch, context: LoweringContext, zones = 'zones'): { side: Side; zones: Zone[] } {
  return { side: sideOf(match), zones: readZones(tokensOf(match, zones), context) };
}

/** Reads a filter (its noun `card(s)` sets `anyCard`, grammar/readFilter.ts). */
function filterOf(match: PhraseMatch, name: string, context: LoweringContext): EffectFilter {
  return readCardFilter(tokensOf(match, name), context);
}

const optionalFilter = (match: PhraseMatch, name: string, context: LoweringContext): EffectFilter | null =>
  match.captures.has(name) ? filterOf(match, name, context) : null;

const ignoring = (match: PhraseMatch) => match.flags.has('ignore') || match.flags.has('ignoreAfter');
const positionOf = (match: PhraseMatch) => (wordOf(match, 'position') as 'attack' | 'defense' | undefined) ?? null;
const levelRuleOf = (match: PhraseMatch) => {
  const rule = wordOf(match, 'rule');
  return rule === undefined ? null : rule === 'exactly' ? 'exactly' : 'at-least';
};

function negateActivation(id: string, pattern: string, of: NegatableActivation, doc: string) {
  return {
    id,
    pattern,
    scope: EFFECT,
    head: 2,
    doc,
    example: pattern.replace(/\[of of:card\|spell\|trap\]/, 'of trap'),
    lower: (_m: PhraseMatch, { span }: { span: Effect['span'] }): Effect => ({ kind: 'negateActivation', of, span }),
  };
}

/**
 * The effect statements of the engine's closed vocabulary (inside `effect { }`), one entry each, in
 * resolution order when written. The first entry that matches the whole line wins.
 */
export const EFFECT_PHRASES = definePhrases<Effect>([
  {
    id: 'effect.cost',
    pattern: 'cost line:rest',
    syntax: 'cost ...',
    doc: 'Any PROCEDURE-BLOCK cost line; paid on activation.',
    example: 'cost discard 1 card',
    lower: (_m, { statement, span, context }) => {
      const cost = readCost(statement, context);
      return cost ? { kind: 'cost', cost, span } : undefined;
    },
  },
  {
    id: 'effect.target',
    pattern: `target filter:filter in ${SIDE} zones:zones`,
    scope: EFFECT,
    head: 1,
    syntax: "target COUNT FILTER in [your / opponent's / any] ZONES",
    doc: 'Chosen on activation; a fitting card must exist.',
    example: 'target 1 monster in any graveyard',
    lower: (m, { span, context }) => ({ kind: 'target', filter: filterOf(m, 'filter', context), ...place(m, context), span }),
  },
  {
    id: 'effect.specialSummonTarget',
    pattern: `special summon target ${MODIFIERS}`,
    scope: EFFECT,
    head: 2,
    syntax: "special summon target [ignoring summoning conditions] [in attack / defense position] [to opponent's field]",
    doc: 'Special Summon the targeted card (with "to opponent\'s field": to your opponent\'s field; you are still the one who summons it).',
    example: "special summon target in defense position to opponent's field",
    lower: (m, { span }) => ({ kind: 'specialSummonTarget', ignoreConditions: ignoring(m), position: positionOf(m), ...toOpponentOf(m), span }),
  },
  {
    id: 'effect.specialSummonSelf',
    pattern: 'special summon this card [in position:attack|defense position]',
    scope: EFFECT,
    head: 2,
    syntax: 'special summon this card [in attack / defense position]',
    doc: 'The card Special Summons itself from where it is: its own way ("special summon by own effect"; rules §6).',
    example: 'special summon this card in defense position',
    lower: (m, { span }) => ({ kind: 'specialSummonSelf', position: positionOf(m), span }),
  },
  {
    id: 'effect.specialSummonFirstFromDeck',
    pattern: `special summon first filter:filter from [your] deck [ignore: ${IGNORING}]`,
    scope: EFFECT,
    head: 2,
    syntax: 'special summon first FILTER from your deck',
    doc: 'Excavate until a match, Special Summon it, send the rest to the GY (Monster Gate).',
    example: 'special summon first normal-summonable monster from your deck',
    lower: (m, { span, context }) => ({ kind: 'specialSummonFirstFromDeck', filter: filterOf(m, 'filter', context), ignoreConditions: ignoring(m), span }),
  },
  {
    id: 'effect.specialSummonFrom',
    pattern: `special summon filter:filter from ${SIDE} zones:zones ${MODIFIERS}`,
    scope: EFFECT,
    head: 2,
    syntax:
      "special summon COUNT FILTER from [your / opponent's / any] ZONES [ignoring summoning conditions] [in attack / defense position] [to opponent's field]",
    doc: 'Special Summon without targeting (from the hand, Deck, Extra Deck ...); with "to opponent\'s field" to your opponent\'s field (Summon Sorceress).',
    example: 'special summon 1 level 4 or lower monster from your hand in defense position',
    lower: (m, { span, context }) => ({
      kind: 'specialSummonFrom',
      filter: filterOf(m, 'filter', context),
      ...place(m, context),
      ignoreConditions: ignoring(m),
      position: positionOf(m),
      ...toOpponentOf(m),
      span,
    }),
  },
  {
    id: 'effect.fusionSubstitute',
    pattern: 'fusion substitute',
    scope: EFFECT,
    doc: "(In a monster's effect) this card can substitute for one Fusion Material that is named specifically.",
    example: 'fusion substitute',
    lower: (_m, { span }) => ({ kind: 'fusionSubstitute', span }),
  },
  {
    id: 'effect.fusionSummon',
    pattern: `fusion summon [filter:filter] using materials from ${SIDE} zones:zones`,
    scope: EFFECT,
    head: 2,
    syntax: 'fusion summon [FILTER] using materials from [your] ZONES',
    doc: "A Fusion Summon (the Fusion Monster's proper method).",
    example: 'fusion summon 1 fusion monster using materials from hand or field',
    lower: (m, { span, context }) => {
      const { side, zones } = place(m, context);
      return { kind: 'fusionSummon', filter: optionalFilter(m, 'filter', context), materialSide: side, materialZones: zones, span };
    },
  },
  {
    id: 'effect.fusionSummonWithoutMaterials',
    pattern: 'fusion summon [filter:filter] without materials',
    scope: EFFECT,
    head: 2,
    syntax: 'fusion summon FILTER [without materials]',
    doc: 'A summon treated as a Fusion Summon without materials (Instant Fusion).',
    example: 'fusion summon 1 level 5 or lower fusion monster without materials',
    lower: (m, { span, context }) => ({ kind: 'fusionSummon', filter: optionalFilter(m, 'filter', context), materialSide: 'your', materialZones: null, span }),
  },
  {
    id: 'effect.fusionSummonNoMaterials',
    pattern: 'fusion summon filter:filter',
    scope: EFFECT,
    head: 2,
    doc: 'The same, written without "without materials".',
    example: 'fusion summon 1 level 5 or lower fusion monster',
    lower: (m, { span, context }) => ({ kind: 'fusionSummon', filter: filterOf(m, 'filter', context), materialSide: 'your', materialZones: null, span }),
  },
  {
    id: 'effect.ritualSummonTributing',
    pattern: `ritual summon [filter:filter] [level rule:at|exactly [least]] using tributes|tribute from ${SIDE} zones:zones`,
    scope: EFFECT,
    head: 2,
    syntax: 'ritual summon [FILTER] [level at least / level exactly] using tributes from ZONES',
    doc: "A Ritual Summon by Tributing (the Ritual Monster's proper method).",
    example: 'ritual summon 1 ritual monster level at least using tributes from hand or field',
    lower: (m, { span, context }) => ({
      kind: 'ritualSummon',
      filter: optionalFilter(m, 'filter', context),
      levelRule: levelRuleOf(m),
      using: { kind: 'tributes', zones: place(m, context).zones },
      span,
    }),
  },
  {
    id: 'effect.ritualSummonSending',
    pattern: `ritual summon [filter:filter] [level rule:at|exactly [least]] using using:filter from ${SIDE} zones:zones`,
    scope: EFFECT,
    head: 2,
    syntax: 'ritual summon [FILTER] [level at least / level exactly] using FILTER from [your] ZONES',
    doc: 'A Ritual Summon by sending cards instead of Tributing (Advanced Ritual Art).',
    example: 'ritual summon 1 ritual monster level exactly using normal monsters from your deck',
    lower: (m, { span, context }) => ({
      kind: 'ritualSummon',
      filter: optionalFilter(m, 'filter', context),
      levelRule: levelRuleOf(m),
      using: { kind: 'send', filter: filterOf(m, 'using', context), ...place(m, context) },
      span,
    }),
  },
  {
    id: 'effect.normalSummonLimit',
    pattern: 'normal summon limit count:#',
    scope: EFFECT,
    syntax: 'normal summon limit N',
    doc: 'N Normal Summons/Sets this turn (the maximum of grants, not a sum).',
    example: 'normal summon limit 2',
    lower: (m, { span }) => ({ kind: 'normalSummonLimit', count: numberOf(m, 'count') ?? 1, span }),
  },
  {
    id: 'effect.extraNormalSummon',
    pattern: 'extra normal summon',
    scope: EFFECT,
    doc: 'One additional Normal Summon/Set this turn.',
    example: 'extra normal summon',
    lower: (_m, { span }) => ({ kind: 'extraNormalSummon', span }),
  },
  {
    id: 'effect.payLpPerTributeInstead',
    pattern: 'pay amount:# lp per tribute instead',
    scope: EFFECT,
    head: 1,
    syntax: 'pay N lp per tribute instead',
    doc: 'Tribute Summons may pay N LP per Tribute instead (Mausoleum of the Emperor).',
    example: 'pay 1000 lp per tribute instead',
    lower: (m, { span }) => ({ kind: 'payLpPerTributeInstead', amount: numberOf(m, 'amount') ?? 0, span }),
  },
  {
    id: 'effect.opponentTributeThisTurn',
    pattern: 'tribute 1 monster opponent controls for tribute summon once this turn',
    scope: EFFECT,
    head: 1,
    doc: 'Once during this turn, a Tribute Summon of yours may Tribute 1 monster your opponent controls, even though you do not control it (The Monarchs Stormforth).',
    example: 'tribute 1 monster opponent controls for tribute summon once this turn',
    lower: (_m, { span }) => ({ kind: 'opponentTributeThisTurn', span }),
  },
  {
    id: 'effect.negateSummon',
    pattern: 'negate summon [one: of 1 monster] [special: special only] [opponent: by opponent]',
    scope: EFFECT,
    head: 2,
    syntax: 'negate summon [of 1 monster] [special only] [by opponent]',
    doc: 'Negate a summon in the summon negation window and destroy the monster.',
    example: 'negate summon of 1 monster special only',
    lower: (m, { span }) => ({
      kind: 'negateSummon',
      onlyOneMonster: m.flags.has('one'),
      specialOnly: m.flags.has('special'),
      byOpponent: m.flags.has('opponent'),
      span,
    }),
  },
  negateActivation(
    'effect.negateActivationOfSpellOrTrap',
    'negate activation of spell or trap',
    'spell-or-trap',
    'Negate the activation of a Spell or Trap Card and destroy it.',
  ),
  negateActivation(
    'effect.negateActivationOfMonsterEffect',
    'negate activation of monster effect',
    'monster-effect',
    "Negate the activation of a monster's effect and destroy that monster.",
  ),
  negateActivation(
    'effect.negateActivationOfSummoningEffect',
    'negate activation of summoning effect',
    'summoning-effect',
    'Negate the activation of an effect that would Special Summon, and destroy that card.',
  ),
  {
    id: 'effect.negateActivation',
    pattern: 'negate activation [of of:card|spell|trap]',
    scope: EFFECT,
    head: 2,
    syntax: 'negate activation [of spell / trap / spell or trap / monster effect / summoning effect]',
    doc: 'Negate the activation of the chain link below and destroy that card.',
    example: 'negate activation of trap',
    lower: (m, { span }) => {
      const of = wordOf(m, 'of');
      return { kind: 'negateActivation', of: of === 'spell' ? 'spell' : of === 'trap' ? 'trap' : 'any', span };
    },
  },
  {
    id: 'effect.triggerNormalSummon',
    pattern: "trigger timing:when|if [actor:opponent|opponents|opponent's|you|your|any|either|anyone] normal summon|summons [filter:filter]",
    scope: 'keyword.control.trigger',
    syntax: 'trigger when / if [opponent / any / you] normal summon FILTER',
    doc: 'A trigger on a Normal (or Tribute) Summon of a fitting monster: "When you Normal Summon a Warrior monster".',
    example: 'trigger when you normal summon 1 warrior monster',
    lower: (m, { span, context }) => {
      const who = wordOf(m, 'actor');
      const actor = who === 'opponent' || who === 'opponents' || who === "opponent's" ? 'opponent' : who === 'you' || who === 'your' ? 'you' : 'any';
      const filter = m.captures.has('filter') ? filterOf(m, 'filter', context) : undefined;
      return {
        kind: 'trigger',
        timing: wordOf(m, 'timing') === 'if' ? 'if' : 'when',
        actor,
        minAtk: null,
        normalOnly: true,
        ...(filter ? { filter } : {}),
        span,
      };
    },
  },
  {
    id: 'effect.oncePerTurn',
    pattern: 'once per turn [hard: by name]',
    scope: 'keyword.control.trigger',
    syntax: 'once per turn [by name]',
    doc: '"Once per turn" (per copy), or with "by name" "You can only use this effect of "X" once per turn" (per name); checked on activation.',
    example: 'once per turn by name',
    lower: (m, { span }) => ({ kind: 'oncePerTurn', limit: m.flags.has('hard') ? 'hard' : 'soft', span }),
  },
  {
    id: 'effect.trigger',
    pattern:
      "trigger timing:when|if [actor:opponent|opponents|opponent's|you|your|any|either|a|anyone] summons|summon [a] monster|monsters [with atk atk:# or more]",
    scope: 'keyword.control.trigger',
    wordScopes: { summons: 'support.function.event' },
    syntax: 'trigger when / if [opponent / any / you] summons monster [with atk N or more]',
    doc: '"When ... is Summoned" (when: it can miss the timing) or "If ..." (if: it never misses the timing).',
    example: 'trigger when opponent summons monster with atk 1500 or more',
    lower: (m, { span }) => {
      const who = wordOf(m, 'actor');
      const actor = who === 'opponent' || who === 'opponents' || who === "opponent's" ? 'opponent' : who === 'you' || who === 'your' ? 'you' : 'any';
      return { kind: 'trigger', timing: wordOf(m, 'timing') === 'if' ? 'if' : 'when', actor, minAtk: numberOf(m, 'atk'), span };
    },
  },
  {
    id: 'effect.destroyAllMonsters',
    pattern: 'destroy all monsters',
    scope: EFFECT,
    head: 1,
    doc: 'Destroy every monster on the field.',
    example: 'destroy all monsters',
    lower: (_m, { span }) => ({ kind: 'destroyAllMonsters', span }),
  },
  {
    id: 'effect.destroyTarget',
    pattern: 'destroy target',
    scope: EFFECT,
    head: 1,
    doc: 'Destroy the targeted card.',
    example: 'destroy target',
    lower: (_m, { span }) => ({ kind: 'destroyTarget', span }),
  },
  {
    id: 'effect.destroySummoned',
    pattern: 'destroy summoned [monster|monsters]',
    scope: EFFECT,
    head: 1,
    doc: 'Destroy the monster(s) whose summon triggered the effect.',
    example: 'destroy summoned',
    lower: (_m, { span }) => ({ kind: 'destroySummoned', span }),
  },
  {
    id: 'effect.banishSummoned',
    pattern: 'banish summoned [monster|monsters]',
    scope: EFFECT,
    head: 1,
    doc: 'Banish the monster(s) whose summon triggered the effect.',
    example: 'banish summoned',
    lower: (_m, { span }) => ({ kind: 'banishSummoned', span }),
  },
  {
    id: 'effect.banishTarget',
    pattern: 'banish target',
    scope: EFFECT,
    head: 1,
    doc: 'Banish the targeted card.',
    example: 'banish target',
    lower: (_m, { span }) => ({ kind: 'banishTarget', span }),
  },
  {
    id: 'effect.addToHand',
    pattern: `add filter:filter from ${SIDE} zones:zones to hand`,
    scope: EFFECT,
    head: 1,
    syntax: 'add COUNT FILTER from [your] ZONE to hand',
    doc: 'Add cards to the hand (not a summon).',
    example: 'add 1 "Armed Dragon LV3" from deck to hand',
    lower: (m, { span, context }) => ({ kind: 'addToHand', filter: filterOf(m, 'filter', context), ...place(m, context), span }),
  },
  {
    id: 'effect.sendToGraveyard',
    pattern: `send filter:filter from ${SIDE} zones:zones to graveyard|gy`,
    scope: EFFECT,
    head: 1,
    syntax: 'send COUNT FILTER from [your] ZONE to graveyard',
    doc: 'Send cards to the GY.',
    example: 'send 1 monster from hand to graveyard',
    lower: (m, { span, context }) => ({ kind: 'sendToGraveyard', filter: filterOf(m, 'filter', context), ...place(m, context), span }),
  },
  {
    id: 'effect.returnTarget',
    pattern: 'return target to to:hand|deck',
    scope: EFFECT,
    head: 1,
    syntax: 'return target to hand / return target to deck',
    doc: 'Return the targeted card to the hand or the Deck.',
    example: 'return target to hand',
    lower: (m, { span }) => ({ kind: 'returnTarget', to: wordOf(m, 'to') === 'deck' ? 'deck' : 'hand', span }),
  },
  {
    id: 'effect.draw',
    pattern: 'draw count:#',
    scope: EFFECT,
    syntax: 'draw N',
    doc: 'Draw cards.',
    example: 'draw 2',
    lower: (m, { span }) => ({ kind: 'draw', who: 'you', count: numberOf(m, 'count') ?? 1, span }),
  },
  {
    id: 'effect.opponentDraws',
    pattern: 'opponent draws|draw count:#',
    wordScopes: { draws: EFFECT },
    syntax: 'opponent draws N',
    doc: 'Your opponent draws cards.',
    example: 'opponent draws 1',
    lower: (m, { span }) => ({ kind: 'draw', who: 'opponent', count: numberOf(m, 'count') ?? 1, span }),
  },
  {
    id: 'effect.gainLp',
    pattern: 'gain amount:# lp',
    scope: EFFECT,
    head: 1,
    syntax: 'gain N lp',
    doc: 'Gain Life Points.',
    example: 'gain 1000 lp',
    lower: (m, { span }) => ({ kind: 'gainLp', amount: numberOf(m, 'amount') ?? 0, span }),
  },
  {
    id: 'effect.payLp',
    pattern: 'pay amount:# lp',
    scope: EFFECT,
    head: 1,
    syntax: 'pay N lp',
    doc: 'Pay Life Points.',
    example: 'pay 1000 lp',
    lower: (m, { span }) => ({ kind: 'payLp', amount: numberOf(m, 'amount') ?? 0, span }),
  },
]);
