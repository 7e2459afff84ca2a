import type { Mechanic, SummonClause } from '../model/cards';
import type { LoweringContext } from '../model/lowering';
import type { PhraseMatch } from '../model/phrasePattern';
import { readProcedureBody } from '../model/procedureLines';
import { readMaterials } from '../model/readFilter';
import { readZones } from '../model/readZones';
import { definePhrases, locatedString, numberOf, tokensOf } from './phrase';

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;
/** A clause as a phrase lowers it; readSummonClause adds the spans. */
export type ClauseBody = DistributiveOmit<SummonClause, 'span' | 'keywordSpan'>;

const zonesOrNull = (match: PhraseMatch, context: LoweringContext) =>
  match.captures.has('zones') ? readZones(tokensOf(match, 'zones'), context) : null;

const PROHIBITION = 'keyword.other.summon.prohibition';
const RESTRICTION = 'keyword.other.summon.restriction';
const OPTIONAL = 'keyword.other.summon.optional';
const TRIBUTES = 'keyword.other.summon.tributes';
const MATERIALS = 'keyword.other.summon.materials';

/**
 * Every summoning clause of the language (inside `summon { }`), one entry each. The first entry that
 * matches the whole line wins, so a phrase that is a prefix of another comes after it. Adding a clause:
 * docs/architecture.md, "How to add a clause".
 */
export const SUMMON_CLAUSE_PHRASES = definePhrases<ClauseBody>([
  {
    id: 'summon.cannotNormalSummonOrSet', pattern: 'cannot normal summon or set', scope: PROHIBITION,
    doc: 'Cannot be Normal Summoned/Set.', example: 'cannot normal summon or set',
    lower: () => ({ kind: 'cannotNormalSummonOrSet' }),
  },
  {
    id: 'summon.cannotNormalSummon', pattern: 'cannot normal summon', scope: PROHIBITION,
    doc: 'Cannot be Normal Summoned (but can be Normal Set).', example: 'cannot normal summon',
    lower: () => ({ kind: 'cannotNormalSummon' }),
  },
  {
    id: 'summon.normalSummonOnlyBy', pattern: 'normal summon [coversSet: or set] only by', scope: RESTRICTION, takesBlock: true,
    syntax: 'normal summon [or set] only by { PROCEDURE-BLOCK }',
    doc: 'Must be Normal Summoned/Set by X, and cannot be Normal Summoned/Set by other ways.',
    example: 'normal summon only by { cost tribute 1 monster }',
    lower: (m, { block, context }) => ({ kind: 'normalSummonOnlyBy', coversSet: m.flags.has('coversSet'), procedure: readProcedureBody(block, context) }),
  },
  {
    id: 'summon.tributes', pattern: 'tributes [count:#]', scope: TRIBUTES, syntax: 'tributes N',
    doc: 'The ordinary Tribute Summon / Tribute Set count, stated explicitly (checked against the Level).',
    example: 'tributes 1',
    lower: (m) => ({ kind: 'tributes', count: numberOf(m, 'count') }),
  },
  {
    id: 'summon.requiresTributes', pattern: 'requires count:# tributes|tribute [noSet: cannot set]', scope: TRIBUTES,
    wordScopes: { tributes: TRIBUTES, tribute: TRIBUTES, 'cannot set': PROHIBITION },
    syntax: 'requires N tributes [cannot set]',
    doc: 'Requires N Tributes to Normal Summon (with "cannot set": cannot be Normal Set). Mandatory: replaces the ordinary count.',
    example: 'requires 3 tributes cannot set',
    lower: (m) => ({ kind: 'requiresTributes', count: numberOf(m, 'count') ?? 0, canSet: !m.flags.has('noSet') }),
  },
  {
    id: 'summon.optionalTributes', pattern: 'can tribute count:# to summon [coversSet: or set] [tag tag:$]', scope: OPTIONAL,
    wordScopes: { 'to summon': OPTIONAL, 'to summon or set': OPTIONAL, tag: 'keyword.other.summon.tag' },
    syntax: 'can tribute N to summon [or set] [tag "name"]',
    doc: 'You can Tribute N monsters to Tribute Summon this card: an optional extra procedure (the ordinary Tribute Summon remains).',
    example: 'can tribute 3 to summon tag "three"',
    lower: (m) => ({
      kind: 'optionalTributes', count: numberOf(m, 'count') ?? 0, coversSet: m.flags.has('coversSet'), tag: tokensOf(m, 'tag')[0]?.value ?? null,
    }),
  },
  {
    id: 'summon.withoutTributes', pattern: 'can summon [coversSet: or set] without tributes [atk atk:#] [def def:#]', scope: OPTIONAL,
    syntax: 'can summon [or set] without tributes [atk N] [def N]',
    doc: 'You can Normal Summon this card without Tributing (optionally with changed original ATK/DEF).',
    example: 'can summon without tributes atk 1900',
    lower: (m) => ({ kind: 'withoutTributes', coversSet: m.flags.has('coversSet'), atk: numberOf(m, 'atk'), def: numberOf(m, 'def') }),
  },
  {
    id: 'summon.cannotSpecialSummonFrom', pattern: 'cannot special summon from zones:zones', scope: PROHIBITION,
    doc: 'Cannot be Special Summoned from the given zones (e.g. the GY).', example: 'cannot special summon from graveyard, banished',
    lower: (m, { context }) => ({ kind: 'cannotSpecialSummonFrom', zones: readZones(tokensOf(m, 'zones'), context) }),
  },
  {
    id: 'summon.cannotSpecialSummon', pattern: 'cannot special summon', scope: PROHIBITION,
    doc: 'Cannot be Special Summoned.', example: 'cannot special summon',
    lower: () => ({ kind: 'cannotSpecialSummon' }),
  },
  {
    id: 'summon.procedure', pattern: 'special summon by procedure [from zones:zones]', scope: 'keyword.other.summon.procedure', takesBlock: true,
    syntax: 'special summon by procedure [from ZONES] [{ PROCEDURE-BLOCK }]',
    doc: 'A built-in Special Summon that is not a restriction: "you can Special Summon this card (from your hand)".',
    example: 'special summon by procedure from hand { condition you control no monsters }',
    lower: (m, { block, context }) => ({ kind: 'procedure', restriction: 'none', zones: zonesOrNull(m, context), procedure: readProcedureBody(block, context) }),
  },
  {
    id: 'summon.semiNomiProcedure', pattern: 'must first special summon by procedure [from zones:zones]', scope: 'keyword.other.summon.semi-nomi', takesBlock: true,
    syntax: 'must first special summon by procedure [from ZONES] [{ PROCEDURE-BLOCK }]',
    doc: 'Must first be Special Summoned by this procedure (Semi-Nomi): once properly summoned it can be revived.',
    example: 'must first special summon by procedure from hand { cost banish 1 light monster from graveyard }',
    lower: (m, { block, context }) => ({ kind: 'procedure', restriction: 'semi-nomi', zones: zonesOrNull(m, context), procedure: readProcedureBody(block, context) }),
  },
  {
    id: 'summon.nomiProcedure', pattern: 'must special summon by procedure [from zones:zones]', scope: 'keyword.other.summon.nomi', takesBlock: true,
    syntax: 'must special summon by procedure [from ZONES] [{ PROCEDURE-BLOCK }]',
    doc: 'Must be Special Summoned by this procedure, and cannot be Special Summoned by other ways (Nomi).',
    example: 'must special summon by procedure from hand { condition only opponent controls monsters }',
    lower: (m, { block, context }) => ({ kind: 'procedure', restriction: 'nomi', zones: zonesOrNull(m, context), procedure: readProcedureBody(block, context) }),
  },
  {
    id: 'summon.semiNomiByEffectOf', pattern: 'must first special summon by effect of card:$', scope: 'keyword.other.summon.semi-nomi',
    doc: 'Must first be Special Summoned by the effect of "Card" (Semi-Nomi by a named card).',
    example: 'must first special summon by effect of "Level Up!"',
    lower: (m) => ({ kind: 'byEffectOf', restriction: 'semi-nomi', card: locatedString(m, 'card') }),
  },
  {
    id: 'summon.nomiByEffectOf', pattern: 'must special summon by effect of card:$', scope: 'keyword.other.summon.nomi',
    doc: 'Must be Special Summoned by the effect of "Card" (Nomi by a named card).',
    example: 'must special summon by effect of "Armed Dragon LV5"',
    lower: (m) => ({ kind: 'byEffectOf', restriction: 'nomi', card: locatedString(m, 'card') }),
  },
  {
    id: 'summon.mustMechanic', pattern: 'must mechanic:fusion|ritual|synchro|xyz|link summon', scope: 'keyword.other.summon.nomi',
    syntax: 'must fusion summon / must ritual summon / must synchro summon / must xyz summon / must link summon',
    doc: 'Must be Fusion/Ritual/Synchro/Xyz/Link Summoned (Nomi for that mechanic).', example: 'must fusion summon',
    lower: (m) => ({ kind: 'mustMechanic', mechanic: tokensOf(m, 'mechanic')[0].value as Mechanic }),
  },
  {
    id: 'summon.fusionOnlyWithMaterials', pattern: 'fusion only with materials', scope: RESTRICTION,
    doc: 'A Fusion Summon of this card can only be done with the above Fusion Materials.', example: 'fusion only with materials',
    lower: () => ({ kind: 'fusionOnlyWithMaterials' }),
  },
  {
    id: 'summon.fusionMaterials', pattern: 'fusion materials materials:rest', scope: MATERIALS, syntax: 'fusion materials MATERIAL + MATERIAL ...',
    doc: 'The Fusion Material line: names or filters joined by +.', example: 'fusion materials "Elemental HERO Avian" + 1 FIRE monster',
    lower: (m, { context }) => ({ kind: 'fusionMaterials', materials: readMaterials(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.ritualSpell', pattern: 'ritual spell card:$ [level rule:at|exactly [least]]', scope: 'keyword.other.summon.ritual-spell',
    syntax: 'ritual spell "Card" [level at least / level exactly]',
    doc: 'You can Ritual Summon this card with "Card" (default: level at least).', example: 'ritual spell "Black Luster Ritual" level exactly',
    lower: (m) => ({ kind: 'ritualSpell', card: locatedString(m, 'card'), levelRule: tokensOf(m, 'rule')[0]?.value === 'exactly' ? 'exactly' : 'at-least' }),
  },
  {
    id: 'summon.synchroMaterials', pattern: 'synchro materials materials:rest', scope: MATERIALS, syntax: 'synchro materials MATERIAL + MATERIAL',
    doc: 'The Synchro Material line, e.g. 1 tuner + 1 or more non-tuner monsters.', example: 'synchro materials 1 tuner + 1 or more non-tuner monsters',
    lower: (m, { context }) => ({ kind: 'synchroMaterials', materials: readMaterials(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.xyzMaterials', pattern: 'xyz materials materials:rest', scope: MATERIALS, syntax: 'xyz materials MATERIAL',
    doc: 'The Xyz Material line, e.g. 2 level 4 monsters.', example: 'xyz materials 2 level 4 monsters',
    lower: (m, { context }) => ({ kind: 'xyzMaterials', materials: readMaterials(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.linkMaterials', pattern: 'link materials materials:rest', scope: MATERIALS, syntax: 'link materials MATERIAL',
    doc: 'The Link Material line, e.g. 2 or more effect monsters.', example: 'link materials 2 or more effect monsters',
    lower: (m, { context }) => ({ kind: 'linkMaterials', materials: readMaterials(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.summonRequires', pattern: 'summon requires text:$', scope: 'keyword.other.summon.requirement', syntax: 'summon requires "condition"',
    doc: 'Must be Normal Summoned, Flip Summoned or Special Summoned if/when ... (the Set is still allowed).',
    example: 'summon requires "Sword of Dark Rites is equipped"',
    lower: (m) => ({ kind: 'summonRequires', text: tokensOf(m, 'text')[0]?.value ?? '' }),
  },
  {
    id: 'summon.cannotBeNegated', pattern: 'summon cannot be negated', scope: 'keyword.other.summon.unnegatable',
    doc: "This card's Summon cannot be negated.", example: 'summon cannot be negated',
    lower: () => ({ kind: 'summonCannotBeNegated' }),
  },
]);
