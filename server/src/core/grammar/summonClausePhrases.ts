import { type Condition, MATERIAL_MECHANICS, type MaterialMechanic, type Mechanic, type SummonClause } from '../model/cards';
import { describeToken, type LoweringContext, spanOfTokens } from '../model/lowering';
import type { PhraseMatch } from './phrasePattern';
import { readInlineCondition, readProcedureBody } from './procedureLines';
import { readMaterialLine, readMonsterFilter, readSpellTrapTributeFilter } from './readFilter';
import { readZones } from '../model/readZones';
import type { Block, Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import { definePhrases, locatedString, numberOf, tokensOf } from './phrase';
import { SPELL_ACTIVITY_PATTERN, spellActivity } from './procedurePhrases';

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;
/** A clause as a phrase lowers it; readSummonClause adds the spans. */
export type ClauseBody = DistributiveOmit<SummonClause, 'span' | 'keywordSpan'>;

const zonesOrNull = (match: PhraseMatch, context: LoweringContext) => (match.captures.has('zones') ? readZones(tokensOf(match, 'zones'), context) : null);

/** What may follow `... by procedure`: the zones, and "to your opponent's field" (Lava Golem, the Kaiju). */
const PROCEDURE_TAIL = "[from zones:zones] [toOpponent: to opponent|opponent's field] [in position:attack|defense position]";

/**
 * A built-in procedure's zones. None works from the Pendulum Zone: EDOPro's engine offers no built-in Special
 * Summon there (checked by hand with ocgcore-wasm); "Special Summon this card from your Pendulum Zone"
 * is a Pendulum Effect, a card effect that starts a chain.
 */
function procedureZones(m: PhraseMatch, context: LoweringContext): ReturnType<typeof zonesOrNull> {
  const zones = zonesOrNull(m, context);
  if (!zones?.includes('pendulum')) return zones;
  const word = tokensOf(m, 'zones').find((t) => t.value === 'pendulum' || t.value === 'pendulum-zone');
  context.report(
    word ?? spanOfTokens(tokensOf(m, 'zones')),
    'CS0116',
    "A built-in procedure cannot Special Summon from the Pendulum Zone: \"Special Summon this card from your Pendulum Zone\" is a Pendulum Effect (a card effect that starts a chain). Write 'special summon by own effect from pendulum' and 'special summon this card' in its effect.",
  );
  return zones.filter((z) => z !== 'pendulum');
}

function procedureBody(restriction: 'none' | 'semi-nomi' | 'nomi', m: PhraseMatch, block: Block | undefined, context: LoweringContext): ClauseBody {
  return {
    kind: 'procedure',
    restriction,
    zones: procedureZones(m, context),
    procedure: readProcedureBody(block, context),
    ...(m.flags.has('toOpponent') ? { toOpponent: true } : {}),
    ...(m.captures.has('position') ? { position: tokensOf(m, 'position')[0].value === 'defense' ? ('defense' as const) : ('attack' as const) } : {}),
  };
}

/** After `by effect of archetype "A"`: which of its cards may summon it (none written, or `card`: any). */
const ARCHETYPE_CARD_TYPES = '[type:card|monster|spell|trap] [orTrap: or trap]';

/** "cannot normal/special summon if|while|unless CONDITION": the mode (while is if) and the condition, free text when no condition line reads it. */
function conditionalBan(m: PhraseMatch, statement: Statement, context: LoweringContext): { mode: 'if' | 'unless'; condition: Condition } {
  const tokens = tokensOf(m, 'condition');
  const condition = readInlineCondition(tokens, context) ?? { kind: 'text' as const, text: tokens.map((t) => t.text).join(' '), span: spanOfTokens(tokens) };
  return { mode: statement.parts[3]?.value === 'unless' ? 'unless' : 'if', condition };
}

function archetypeCardTypes(m: PhraseMatch): { cardTypes?: ('monster' | 'spell' | 'trap')[] } {
  const type = tokensOf(m, 'type')[0]?.value;
  if (type === undefined || type === 'card') return {};
  if (type === 'spell' && m.flags.has('orTrap')) return { cardTypes: ['spell', 'trap'] };
  return { cardTypes: [type as 'monster' | 'spell' | 'trap'] };
}

const MATERIAL_MECHANIC_WORDS: ReadonlySet<string> = new Set(MATERIAL_MECHANICS);

/** `fusion, synchro, xyz or link` (also `summon` / `summons` / `and` / `a` between them). */
function readMaterialMechanics(tokens: readonly Token[], context: LoweringContext): MaterialMechanic[] {
  const mechanics: MaterialMechanic[] = [];
  for (const token of tokens) {
    if (token.kind === ',' || (token.kind === 'word' && ['or', 'and', 'a', 'an', 'summon', 'summons'].includes(token.value))) continue;
    if (token.kind === 'word' && MATERIAL_MECHANIC_WORDS.has(token.value)) {
      if (!mechanics.includes(token.value as MaterialMechanic)) mechanics.push(token.value as MaterialMechanic);
      continue;
    }
    context.report(token, 'CS0117', `Expected fusion, synchro, xyz or link, found ${describeToken(token)}.`);
  }
  return mechanics;
}

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
    id: 'summon.cannotNormalSummonOrSet',
    pattern: 'cannot normal summon or set',
    scope: PROHIBITION,
    doc: 'Cannot be Normal Summoned/Set.',
    example: 'cannot normal summon or set',
    lower: () => ({ kind: 'cannotNormalSummonOrSet' }),
  },
  {
    id: 'summon.cannotNormalSummonIf',
    pattern: 'cannot normal summon if|while|unless condition:rest',
    scope: PROHIBITION,
    syntax: 'cannot normal summon if / while / unless CONDITION',
    doc: 'Cannot be Normal Summoned if/while/unless CONDITION (any `condition` line without the word `condition`); the Set stays allowed, the condition is checked when the Summon is attempted.',
    example: 'cannot normal summon if you control 1 level 5 or higher monster',
    lower: (m, { context, statement }) => ({ kind: 'cannotNormalSummonIf', ...conditionalBan(m, statement, context) }),
  },
  {
    id: 'summon.cannotSpecialSummonIf',
    pattern: 'cannot special summon if|while|unless condition:rest',
    scope: PROHIBITION,
    syntax: 'cannot special summon if / while / unless CONDITION',
    doc: 'Cannot be Special Summoned if/while/unless CONDITION (any `condition` line without the word `condition`): a Summoning condition, checked on every Special Summon; an effect that ignores the Summoning conditions lifts it.',
    example: 'cannot special summon unless you control 1 face-up "Toon World" card',
    lower: (m, { context, statement }) => ({ kind: 'cannotSpecialSummonIf', ...conditionalBan(m, statement, context) }),
  },
  {
    id: 'summon.cannotNormalSummon',
    pattern: 'cannot normal summon',
    scope: PROHIBITION,
    doc: 'Cannot be Normal Summoned (but can be Normal Set).',
    example: 'cannot normal summon',
    lower: () => ({ kind: 'cannotNormalSummon' }),
  },
  {
    id: 'summon.cannotFlipSummon',
    pattern: 'cannot flip summon',
    scope: PROHIBITION,
    doc: 'Cannot be Flip Summoned: once Set it stays face-down unless something else flips it (an attack, an effect).',
    example: 'cannot flip summon',
    lower: () => ({ kind: 'cannotFlipSummon' }),
  },
  {
    id: 'summon.normalSummonOnlyBy',
    pattern: 'normal summon [coversSet: or set] only by',
    scope: RESTRICTION,
    takesBlock: true,
    syntax: 'normal summon [or set] only by { PROCEDURE-BLOCK }',
    doc: 'Must be Normal Summoned/Set by X, and cannot be Normal Summoned/Set by other ways.',
    example: 'normal summon only by { cost tribute 1 monster }',
    lower: (m, { block, context }) => ({ kind: 'normalSummonOnlyBy', coversSet: m.flags.has('coversSet'), procedure: readProcedureBody(block, context) }),
  },
  {
    id: 'summon.tributes',
    pattern: 'tributes [count:#]',
    scope: TRIBUTES,
    syntax: 'tributes N',
    doc: 'The ordinary Tribute Summon / Tribute Set count, stated explicitly (checked against the Level).',
    example: 'tributes 1',
    lower: (m) => ({ kind: 'tributes', count: numberOf(m, 'count') }),
  },
  {
    id: 'summon.requiresTributes',
    pattern: 'requires count:# tributes|tribute [noSet: cannot set]',
    scope: TRIBUTES,
    wordScopes: { tributes: TRIBUTES, tribute: TRIBUTES, 'cannot set': PROHIBITION },
    syntax: 'requires N tributes [cannot set]',
    doc: 'Requires N Tributes to Normal Summon (with "cannot set": cannot be Normal Set). Mandatory: replaces the ordinary count.',
    example: 'requires 3 tributes cannot set',
    lower: (m) => ({ kind: 'requiresTributes', count: numberOf(m, 'count') ?? 0, canSet: !m.flags.has('noSet') }),
  },
  {
    id: 'summon.optionalTributes',
    pattern: 'can tribute count:# [filter:filter] to summon [coversSet: or set] [tag tag:$]',
    scope: OPTIONAL,
    wordScopes: { 'to summon': OPTIONAL, 'to summon or set': OPTIONAL, tag: 'keyword.other.summon.tag' },
    syntax: 'can tribute N [FILTER] to summon [or set] [tag "name"]',
    doc: 'You can Tribute N monsters (that fit FILTER: "by Tributing 1 Tribute Summoned monster") to Tribute Summon this card: an optional extra procedure (the ordinary Tribute Summon remains).',
    example: 'can tribute 1 tribute-summoned monster to summon tag "monarch"',
    lower: (m, { context }) => {
      const filter = m.captures.has('filter') ? readMonsterFilter([...tokensOf(m, 'count'), ...tokensOf(m, 'filter')], context, 'A Tribute') : undefined;
      return {
        kind: 'optionalTributes',
        count: numberOf(m, 'count') ?? 0,
        coversSet: m.flags.has('coversSet'),
        tag: tokensOf(m, 'tag')[0]?.value ?? null,
        ...(filter ? { filter } : {}),
      };
    },
  },
  {
    id: 'summon.withoutTributes',
    pattern: 'can summon [coversSet: or set] without tributes [atk atk:#] [def def:#]',
    scope: OPTIONAL,
    takesBlock: true,
    syntax: 'can summon [or set] without tributes [atk N] [def N] [{ PROCEDURE-BLOCK }]',
    doc: 'You can Normal Summon this card without Tributing (optionally with changed original ATK/DEF); `condition` lines in the block are checked when the summon is made.',
    example: 'can summon without tributes atk 1900 { condition opponent controls monsters }',
    lower: (m, { block, context }) => {
      const conditions = block ? readProcedureBody(block, context).conditions : [];
      return {
        kind: 'withoutTributes',
        coversSet: m.flags.has('coversSet'),
        atk: numberOf(m, 'atk'),
        def: numberOf(m, 'def'),
        ...(conditions.length > 0 ? { conditions } : {}),
      };
    },
  },
  {
    id: 'summon.spellTrapTributes',
    pattern: 'can tribute face-up continuous spells and traps',
    scope: TRIBUTES,
    doc: 'Face-up Continuous Spells/Traps you control can be Tributed for the Tribute Summon of this card, 1 Tribute each (not for a Tribute Set; they free no Monster Zone).',
    example: 'can tribute face-up continuous spells and traps',
    lower: () => ({ kind: 'spellTrapTributes' }),
  },
  {
    id: 'summon.spellTrapTributeFilter',
    pattern: 'can tribute filter:filter you control for tribute summon',
    // The same keyword as the optional Tribute Summon it begins like (`can tribute 1 ... to summon`).
    scope: OPTIONAL,
    syntax: 'can tribute COUNT FILTER you control for tribute summon',
    doc: 'Up to COUNT Spells/Traps you control that fit FILTER can be Tributed for the Tribute Summon of this card, 1 Tribute each (not for a Tribute Set; they free no Monster Zone): "To Tribute Summon this card face-up, you can Tribute a Continuous Spell/Trap you control, instead of a monster".',
    example: 'can tribute 1 continuous spell/trap you control for tribute summon',
    lower: (m, { context }) => ({ kind: 'spellTrapTributes', filter: readSpellTrapTributeFilter(tokensOf(m, 'filter'), context) }),
  },
  {
    id: 'summon.opponentTributes',
    pattern: 'can tribute filter:filter opponent controls for tribute summon [once: once this turn]',
    // The same keyword as the optional Tribute Summon it begins like (`can tribute 1 ... to summon`).
    scope: OPTIONAL,
    syntax: 'can tribute COUNT FILTER opponent controls for tribute summon [once this turn]',
    doc: 'Its Tribute Summon (not a Tribute Set) may Tribute up to COUNT monsters your opponent controls that fit FILTER, even though you do not control them (with `once this turn`: in one Tribute Summon of the turn); the other Tributes are yours.',
    example: 'can tribute 1 monster opponent controls for tribute summon once this turn',
    lower: (m, { context }) => ({
      kind: 'opponentTributes',
      filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'A Tribute'),
      oncePerTurn: m.flags.has('once'),
    }),
  },
  {
    id: 'summon.doubleTribute',
    pattern: 'double tribute for filter:filter',
    scope: TRIBUTES,
    syntax: 'double tribute for FILTER',
    doc: 'This card can be treated as 2 Tributes for the Tribute Summon of a FILTER monster.',
    example: 'double tribute for light monsters',
    lower: (m, { context }) => ({ kind: 'doubleTribute', filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'A Tribute Summoned card') }),
  },
  {
    id: 'summon.tributeFilter',
    pattern: 'tributes must be filter:filter',
    scope: TRIBUTES,
    syntax: 'tributes must be FILTER',
    doc: 'The Tributes of its Tribute Summon and Tribute Set must be FILTER monsters ("If you Tribute Summon this card, the Tributes must be DARK"; with `requires N tributes`: "Requires 3 "Qli" Tributes"). Its optional procedures keep their own.',
    example: 'tributes must be dark monsters',
    lower: (m, { context }) => ({ kind: 'tributeFilter', filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'A Tribute') }),
  },
  {
    id: 'summon.cannotSpecialSummonFromExceptField',
    pattern: 'cannot special summon from zones:zones except if sent from field',
    scope: PROHIBITION,
    syntax: 'cannot special summon from ZONES except if sent from field',
    doc: 'Cannot be Special Summoned from the given zones, except if it was sent there from the field (a card discarded, milled or banished from the hand or Deck stays bound).',
    example: 'cannot special summon from graveyard except if sent from field',
    lower: (m, { context }) => ({ kind: 'cannotSpecialSummonFrom', zones: readZones(tokensOf(m, 'zones'), context), exceptSentFromField: true }),
  },
  {
    id: 'summon.cannotSpecialSummonFrom',
    pattern: 'cannot special summon from zones:zones',
    scope: PROHIBITION,
    doc: 'Cannot be Special Summoned from the given zones (e.g. the GY).',
    example: 'cannot special summon from graveyard, banished',
    lower: (m, { context }) => ({ kind: 'cannotSpecialSummonFrom', zones: readZones(tokensOf(m, 'zones'), context) }),
  },
  {
    id: 'summon.cannotSpecialSummon',
    pattern: 'cannot special summon',
    scope: PROHIBITION,
    doc: 'Cannot be Special Summoned.',
    example: 'cannot special summon',
    lower: () => ({ kind: 'cannotSpecialSummon' }),
  },
  {
    id: 'summon.procedure',
    pattern: `special summon by procedure ${PROCEDURE_TAIL}`,
    scope: 'keyword.other.summon.procedure',
    takesBlock: true,
    syntax: "special summon by procedure [from ZONES] [to opponent's field] [{ PROCEDURE-BLOCK }]",
    doc: 'A built-in Special Summon that is not a restriction: "you can Special Summon this card (from your hand)" (with "to opponent\'s field": to their field).',
    example: 'special summon by procedure from hand { condition you control no monsters }',
    lower: (m, { block, context }) => procedureBody('none', m, block, context),
  },
  {
    id: 'summon.semiNomiProcedure',
    pattern: `must first special summon by procedure ${PROCEDURE_TAIL}`,
    scope: 'keyword.other.summon.semi-nomi',
    takesBlock: true,
    syntax: "must first special summon by procedure [from ZONES] [to opponent's field] [{ PROCEDURE-BLOCK }]",
    doc: 'Must first be Special Summoned by this procedure (Semi-Nomi): once properly summoned it can be revived.',
    example: 'must first special summon by procedure from hand { cost banish 1 light monster from graveyard }',
    lower: (m, { block, context }) => procedureBody('semi-nomi', m, block, context),
  },
  {
    id: 'summon.nomiProcedure',
    pattern: `must special summon by procedure ${PROCEDURE_TAIL}`,
    scope: 'keyword.other.summon.nomi',
    takesBlock: true,
    syntax: "must special summon by procedure [from ZONES] [to opponent's field] [{ PROCEDURE-BLOCK }]",
    doc: 'Must be Special Summoned by this procedure, and cannot be Special Summoned by other ways (Nomi).',
    example: 'must special summon by procedure from hand { condition only opponent controls monsters }',
    lower: (m, { block, context }) => procedureBody('nomi', m, block, context),
  },
  {
    id: 'summon.ownEffect',
    pattern: 'special summon by own effect [from zones:zones]',
    scope: 'keyword.other.summon.procedure',
    syntax: 'special summon by own effect [from ZONES]',
    doc: 'The card Special Summons itself with its own effect (`special summon this card` in its effect): with "cannot normal summon or set" it is Semi-Nomi (rules §6).',
    example: 'special summon by own effect from hand',
    lower: (m, { context }) => ({ kind: 'ownEffect', zones: zonesOrNull(m, context) }),
  },
  {
    id: 'summon.mustByCardEffect',
    pattern: 'must special summon by card effect',
    scope: RESTRICTION,
    doc: 'Must be Special Summoned with a card effect: not Nomi; any card effect may summon it, built-in summons may not (rules §6).',
    example: 'must special summon by card effect',
    lower: () => ({ kind: 'mustByCardEffect' }),
  },
  {
    id: 'summon.controlOnlyOne',
    pattern: 'control only 1 filter:filter',
    scope: RESTRICTION,
    syntax: 'control only 1 FILTER',
    doc: 'You can only control 1 FILTER monster: a summon that would give its controller a second one is refused.',
    example: 'control only 1 archetype "Kaiju" monster',
    lower: (m, { context }) => ({ kind: 'controlOnlyOne', filter: readMonsterFilter([...tokensOf(m, 'filter')], context, "What 'control only 1' counts") }),
  },
  {
    id: 'summon.specialSummonOncePerTurn',
    pattern: 'special summon once per turn',
    scope: RESTRICTION,
    doc: 'You can only Special Summon "X" once per turn (every way, counted per name).',
    example: 'special summon once per turn',
    lower: () => ({ kind: 'specialSummonOncePerTurn' }),
  },
  {
    id: 'summon.proceduresOncePerTurn',
    pattern: 'special summon once per turn this way',
    scope: RESTRICTION,
    doc: 'You can only Special Summon "X" once per turn this way, said once for all its procedures: one count, per name, that every `special summon by procedure` of the card uses (a procedure\'s own `once per turn by name` counts that procedure alone).',
    example: 'special summon once per turn this way',
    lower: () => ({ kind: 'proceduresOncePerTurn' }),
  },
  {
    id: 'summon.mechanicOnlyInPhase',
    pattern: 'cannot mechanic:fusion|ritual|synchro|xyz|link|pendulum summon except in phase:main1|main2',
    scope: PROHIBITION,
    syntax: 'cannot link summon except in main2 (or main1; any mechanic)',
    doc: 'Cannot be Link (Synchro, Xyz, ...) Summoned, except during that Main Phase ("Cannot be Link Summoned, except during Main Phase 2").',
    example: 'cannot link summon except in main2',
    lower: (m) => ({
      kind: 'mechanicOnlyInPhase',
      mechanic: tokensOf(m, 'mechanic')[0].value as Mechanic,
      phase: tokensOf(m, 'phase')[0].value === 'main1' ? 'main1' : 'main2',
    }),
  },
  {
    id: 'summon.noNormalSummonTurnSpecialSummoned',
    pattern: 'you cannot normal summon or set the turn you special summon this card',
    scope: RESTRICTION,
    doc: 'You cannot Normal Summon/Set the turn you Special Summon this card: a player who already Normal Summoned/Set cannot Special Summon it, and after it no Normal Summon/Set that turn.',
    example: 'you cannot normal summon or set the turn you special summon this card',
    lower: () => ({ kind: 'noNormalSummonTurnSpecialSummoned' }),
  },
  {
    id: 'summon.faceDownMaterials',
    pattern: 'can use face-down filter:filter as material',
    scope: MATERIALS,
    syntax: 'can use face-down FILTER as material',
    doc: 'When this card is summoned with its materials, face-down monsters you control that fit FILTER may be used too ("you can also use face-down "Ghostrick" monsters you control as material").',
    example: 'can use face-down archetype "Ghostrick" monsters as material',
    lower: (m, { context }) => ({ kind: 'faceDownMaterials', filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'A material') }),
  },
  {
    id: 'summon.opponentMaterials',
    pattern: 'can use filter:filter opponent controls as material to mechanic:synchro|xyz|link summon',
    scope: MATERIALS,
    syntax: 'can use COUNT FILTER opponent controls as material to link summon (synchro, xyz)',
    doc: 'Its own Link (Synchro, Xyz) Summon may also use up to COUNT face-up monsters your opponent controls that fit FILTER; the other materials are yours ("You can also use 1 monster your opponent controls as material to Link Summon this card").',
    example: 'can use 1 monster opponent controls as material to link summon',
    lower: (m, { context }) => ({
      kind: 'opponentMaterials',
      filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'A material'),
      mechanic: tokensOf(m, 'mechanic')[0].value as 'synchro' | 'xyz' | 'link',
    }),
  },
  {
    id: 'summon.xyzLevelGrant',
    pattern: 'treated as level level:# [or other:#] for xyz summon [of filter:filter]',
    scope: MATERIALS,
    syntax: 'treated as level N [or M] for xyz summon [of FILTER]',
    doc: 'As Xyz Material this card may have Level N (or M) instead of its own, for the Xyz Summon of a FILTER monster (any Xyz Monster when no FILTER is written): "This card can be treated as a Level 3 or 5 monster when used for the Xyz Summon of a WATER monster".',
    example: 'treated as level 3 or 5 for xyz summon of water monsters',
    lower: (m, { context }) => ({
      kind: 'xyzLevelGrant',
      levels: [...new Set([numberOf(m, 'level') ?? 0, ...(m.captures.has('other') ? [numberOf(m, 'other') ?? 0] : [])])],
      filter: m.captures.has('filter') ? readMonsterFilter(tokensOf(m, 'filter'), context, 'The Xyz Monster') : null,
    }),
  },
  {
    id: 'summon.xyzMaterialLevel',
    pattern: 'can treat filter:filter as level level:# for its xyz summon',
    scope: MATERIALS,
    syntax: 'can treat FILTER as level N for its xyz summon',
    doc: 'On an Xyz Monster: its own Xyz Summon may use monsters you control that fit FILTER as Level N Xyz Material, Link and Xyz Monsters too ("For this card\'s Xyz Summon, you can treat Link-2 monsters you control as Level 2").',
    example: 'can treat link 2 monsters as level 2 for its xyz summon',
    lower: (m, { context }) => ({
      kind: 'xyzMaterialLevel',
      filter: readMonsterFilter(tokensOf(m, 'filter'), context, 'An Xyz Material'),
      level: numberOf(m, 'level') ?? 0,
    }),
  },
  {
    id: 'summon.nonTunerGrant',
    pattern: 'treated as non-tuner for synchro summon [of filter:filter]',
    scope: MATERIALS,
    syntax: 'treated as non-tuner for synchro summon [of FILTER]',
    doc: 'As Synchro Material this Tuner may stand as a non-Tuner, for the Synchro Summon of a FILTER monster (any Synchro Monster when no FILTER is written): "If you use this card you control for a Synchro Summon, you can treat it as a non-Tuner monster".',
    example: 'treated as non-tuner for synchro summon of archetype "T.G." monsters',
    lower: (m, { context }) => ({
      kind: 'nonTunerGrant',
      filter: m.captures.has('filter') ? readMonsterFilter(tokensOf(m, 'filter'), context, 'The Synchro Monster') : null,
    }),
  },
  {
    id: 'summon.cannotMechanic',
    pattern: 'cannot mechanic:fusion|ritual|synchro|xyz|link|pendulum summon',
    scope: PROHIBITION,
    syntax: 'cannot fusion summon / cannot synchro summon / cannot xyz summon / cannot link summon / cannot pendulum summon',
    doc: 'Cannot be Synchro Summoned (Fusion, Xyz, Link, Pendulum): that mechanic never summons it.',
    example: 'cannot synchro summon',
    lower: (m) => ({ kind: 'cannotMechanic', mechanic: tokensOf(m, 'mechanic')[0].value as Mechanic }),
  },
  {
    id: 'summon.cannotBeMaterial',
    pattern: 'cannot be material for mechanics:rest',
    scope: PROHIBITION,
    syntax: 'cannot be material for fusion, synchro, xyz or link',
    doc: 'Cannot be used as material for a Fusion, Synchro, Xyz or Link Summon (the listed ones).',
    example: 'cannot be material for fusion, synchro, xyz or link',
    lower: (m, { context }) => ({ kind: 'cannotBeMaterial', mechanics: readMaterialMechanics(tokensOf(m, 'mechanics'), context) }),
  },
  {
    id: 'summon.semiNomiByEffectOfArchetype',
    pattern: `must first special summon by effect of archetype card:$ ${ARCHETYPE_CARD_TYPES}`,
    scope: 'keyword.other.summon.semi-nomi',
    syntax: 'must first special summon by effect of archetype "A" [card / monster / spell / trap / spell or trap]',
    doc: 'Must first be Special Summoned with the effect of an "A" card (Semi-Nomi by any card of the archetype; `spell`, `trap`, `spell or trap`, `monster`: only such cards).',
    example: 'must first special summon by effect of archetype "Drytron" card',
    lower: (m) => ({ kind: 'byEffectOf', restriction: 'semi-nomi', card: locatedString(m, 'card'), archetype: true, ...archetypeCardTypes(m) }),
  },
  {
    id: 'summon.nomiByEffectOfArchetype',
    pattern: `must special summon by effect of archetype card:$ ${ARCHETYPE_CARD_TYPES}`,
    scope: 'keyword.other.summon.nomi',
    syntax: 'must special summon by effect of archetype "A" [card / monster / spell / trap / spell or trap]',
    doc: 'Must be Special Summoned with the effect of an "A" card, and cannot be Special Summoned by other ways (Nomi by any card of the archetype: "with the effect of a "Triamid" card", "with a "Rank-Up-Magic" Spell").',
    example: 'must special summon by effect of archetype "Rank-Up-Magic" spell',
    lower: (m) => ({ kind: 'byEffectOf', restriction: 'nomi', card: locatedString(m, 'card'), archetype: true, ...archetypeCardTypes(m) }),
  },
  {
    id: 'summon.semiNomiByEffectOf',
    pattern: 'must first special summon by effect of card:$',
    scope: 'keyword.other.summon.semi-nomi',
    doc: 'Must first be Special Summoned by the effect of "Card" (Semi-Nomi by a named card).',
    example: 'must first special summon by effect of "Level Up!"',
    lower: (m) => ({ kind: 'byEffectOf', restriction: 'semi-nomi', card: locatedString(m, 'card') }),
  },
  {
    id: 'summon.nomiByEffectOf',
    pattern: 'must special summon by effect of card:$',
    scope: 'keyword.other.summon.nomi',
    doc: 'Must be Special Summoned by the effect of "Card" (Nomi by a named card).',
    example: 'must special summon by effect of "Armed Dragon LV5"',
    lower: (m) => ({ kind: 'byEffectOf', restriction: 'nomi', card: locatedString(m, 'card') }),
  },
  {
    id: 'summon.mustMechanic',
    pattern: 'must mechanic:fusion|ritual|synchro|xyz|link|pendulum summon',
    scope: 'keyword.other.summon.nomi',
    syntax: 'must fusion summon / must ritual summon / must synchro summon / must xyz summon / must link summon / must pendulum summon',
    doc: 'Must be Fusion/Ritual/Synchro/Xyz/Link/Pendulum Summoned (Nomi for that mechanic); `must pendulum summon` beside another: "Must be either Fusion Summoned or Pendulum Summoned", Nomi with two methods.',
    example: 'must fusion summon',
    lower: (m) => ({ kind: 'mustMechanic', mechanic: tokensOf(m, 'mechanic')[0].value as Mechanic }),
  },
  {
    id: 'summon.fusionOnlyWithMaterials',
    pattern: 'fusion only with materials',
    scope: RESTRICTION,
    doc: 'A Fusion Summon of this card can only be done with the above Fusion Materials.',
    example: 'fusion only with materials',
    lower: () => ({ kind: 'fusionOnlyWithMaterials' }),
  },
  {
    id: 'summon.onlyWithMaterials',
    pattern: 'mechanic:synchro|xyz|link only with materials',
    scope: RESTRICTION,
    syntax: 'synchro only with materials / xyz only with materials / link only with materials',
    doc: 'A Synchro (Xyz, Link) Summon of this card can only be done with the above materials: its own `alternative xyz materials` are not used, and no effect summons it treated as that Summon with other materials (a "Rank-Up-Magic" Spell). "Must be Xyz Summoned with the above materials" is this and `must xyz summon`.',
    example: 'xyz only with materials',
    lower: (m) => ({ kind: 'onlyWithMaterials', mechanic: tokensOf(m, 'mechanic')[0].value as 'synchro' | 'xyz' | 'link' }),
  },
  {
    id: 'summon.fusionMaterials',
    pattern: 'fusion materials materials:rest',
    scope: MATERIALS,
    syntax: 'fusion materials MATERIAL + MATERIAL ...',
    doc: 'The Fusion Material line: names or filters joined by +.',
    example: 'fusion materials "Elemental HERO Avian" + 1 FIRE monster',
    lower: (m, { context }) => ({ kind: 'fusionMaterials', ...readMaterialLine(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.ritualSpell',
    pattern: 'ritual spell [archetype: archetype] card:$ [level rule:at|exactly [least]]',
    scope: 'keyword.other.summon.ritual-spell',
    syntax: 'ritual spell [archetype] "Card" [level at least / level exactly]',
    doc: 'You can Ritual Summon this card with "Card" (default: level at least); with `archetype`, any Ritual Spell of that archetype ("any "Nekroz" Ritual Spell").',
    example: 'ritual spell "Black Luster Ritual" level exactly',
    lower: (m) => ({
      kind: 'ritualSpell',
      card: locatedString(m, 'card'),
      levelRule: tokensOf(m, 'rule')[0]?.value === 'exactly' ? 'exactly' : 'at-least',
      ...(m.flags.has('archetype') ? { archetype: true } : {}),
    }),
  },
  {
    id: 'summon.synchroMaterials',
    pattern: 'synchro materials materials:rest',
    scope: MATERIALS,
    syntax: 'synchro materials MATERIAL + MATERIAL',
    doc: 'The Synchro Material line, e.g. 1 tuner + 1 or more non-tuner monsters.',
    example: 'synchro materials 1 tuner + 1 or more non-tuner monsters',
    lower: (m, { context }) => ({ kind: 'synchroMaterials', ...readMaterialLine(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.xyzMaterials',
    pattern: 'xyz materials materials:rest',
    scope: MATERIALS,
    syntax: 'xyz materials MATERIAL',
    doc: 'The Xyz Material line, e.g. 2 level 4 monsters.',
    example: 'xyz materials 2 level 4 monsters',
    lower: (m, { context }) => ({ kind: 'xyzMaterials', ...readMaterialLine(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.alternativeXyzMaterials',
    pattern: `alternative xyz materials materials:rest [opt: once per turn [hard: by name]] [activated: if activated this turn ${SPELL_ACTIVITY_PATTERN}]`,
    scope: MATERIALS,
    syntax: 'alternative xyz materials MATERIAL [once per turn [by name]] [if activated this turn [KIND] spell [archetype "A"]]',
    doc: 'You can also Xyz Summon this card by using the listed monster you control as material (its materials are transferred); "Once per turn, you can also Xyz Summon ..." with `once per turn` (`by name`: counted per name); `if activated this turn quick-play spell archetype "A"`: only if such a Spell Card was activated this turn, by either player.',
    example: 'alternative xyz materials 1 archetype "Utopia" xyz monster if activated this turn quick-play spell archetype "Rank-Up-Magic"',
    lower: (m, { context, span }) => ({
      kind: 'alternativeXyzMaterials',
      ...readMaterialLine(tokensOf(m, 'materials'), context),
      ...(m.flags.has('opt') ? { oncePerTurn: m.flags.has('hard') ? ('hard' as const) : ('soft' as const) } : {}),
      ...(m.flags.has('activated') ? { activatedThisTurn: spellActivity(m, span) } : {}),
    }),
  },
  {
    id: 'summon.linkMaterials',
    pattern: 'link materials materials:rest',
    scope: MATERIALS,
    syntax: 'link materials MATERIAL',
    doc: 'The Link Material line, e.g. 2 or more effect monsters.',
    example: 'link materials 2 or more effect monsters',
    lower: (m, { context }) => ({ kind: 'linkMaterials', ...readMaterialLine(tokensOf(m, 'materials'), context) }),
  },
  {
    id: 'summon.summonRequires',
    pattern: 'summon requires text:$',
    scope: 'keyword.other.summon.requirement',
    syntax: 'summon requires "condition"',
    doc: 'Must be Normal Summoned, Flip Summoned or Special Summoned if/when ... (the Set is still allowed); on a card never Normal Summoned (Extra Deck, Ritual, Nomi, Semi-Nomi) it binds the method that properly summons it. Free text: not machine-checked.',
    example: 'summon requires "Sword of Dark Rites is equipped"',
    lower: (m) => ({ kind: 'summonRequires', text: tokensOf(m, 'text')[0]?.value ?? '' }),
  },
  {
    id: 'summon.cannotBeNegated',
    pattern: 'summon cannot be negated',
    scope: 'keyword.other.summon.unnegatable',
    doc: "This card's Summon cannot be negated.",
    example: 'summon cannot be negated',
    lower: () => ({ kind: 'summonCannotBeNegated' }),
  },
]);
