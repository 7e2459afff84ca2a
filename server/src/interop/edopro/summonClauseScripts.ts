import { archetypeCardWords, type SpecialSummonMethod, summoningProfile, type SummoningProfile, tributesForLevel } from '../../core/analysis/summoningProfile';
import { archetypeCode } from './cardRows';
import type {
  CardFilter,
  Cost,
  Condition,
  Material,
  MaterialConditions,
  MonsterDeclaration,
  ProcedureBody,
  SummonClause,
  SummonClauseKind,
  Zone,
} from '../../core/model/cards';
import { namesRank, synchroTunersAllowed } from '../../core/model/materialRules';
import { activityTest } from './activityTracker';
import { LOCATION, TYPE } from './engineConstants';
import { faceUpExtraGuard, filterCondition, filterFunction, hex, PROPERTIES_IN_FILTER_CONDITION, zoneBits } from './luaFilters';
import { fitsNonMonsters, fitsSetCards } from '../../core/model/filterCardTypes';
import { effectLines, type LuaScriptBuilder } from './luaScriptBuilder';
import { luaComment } from './luaComment';
import type { ScriptContext } from './scriptContext';

/**
 * Summoning clauses to the engine's own effects (docs/edopro.md, "What the scripts do"). One mapping per
 * clause kind: a new clause of the language is one more entry of CLAUSE_SCRIPTS. What the rules decide
 * about the card (its revive limit, which of its methods are Nomi or Semi-Nomi and from where, which
 * summons its bans rule out) is read from its summoning profile, the one the analysis shows, never decided
 * again here (docs/edopro.md, "One truth").
 */

interface ClauseInput<K extends SummonClauseKind> {
  readonly clause: SummonClause & { readonly kind: K };
  readonly card: MonsterDeclaration;
  readonly profile: SummoningProfile;
  readonly script: LuaScriptBuilder;
  readonly context: ScriptContext;
}

/** The profile's method for a clause (a procedure, its own effect, "by effect of", "must X summon"). */
function methodOf(profile: SummoningProfile, clause: SummonClause): SpecialSummonMethod | undefined {
  return profile.specialSummon.methods.find((m) => m.clause === clause);
}

/**
 * Whether a summon that is no card effect (a built-in procedure, a Synchro/Xyz/Link Summon of the frame)
 * can summon it at all: not when it "cannot be Special Summoned", "must be Special Summoned with a card
 * effect" (rules §6) or "cannot be MECHANIC Summoned". `mechanic` undefined: a built-in procedure.
 */
function builtInSummonAllowed(profile: SummoningProfile, mechanic?: 'synchro' | 'xyz' | 'link'): boolean {
  const special = profile.specialSummon;
  return special.allowed && !special.onlyByCardEffect && (mechanic === undefined || !special.forbiddenMechanics.includes(mechanic));
}

/** Why builtInSummonAllowed says no, for the script's comment (`what`: "Synchro Summoned"). */
function whyNoBuiltInSummon(profile: SummoningProfile, what: string): string {
  const special = profile.specialSummon;
  if (!special.allowed) return 'it cannot be Special Summoned';
  if (special.onlyByCardEffect) return `it must be Special Summoned with a card effect, and being ${what} is none`;
  return `it cannot be ${what}`;
}

type ClauseScript<K extends SummonClauseKind> = (input: ClauseInput<K>) => void;

const FIXED = 'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)';

const single = (code: string, more: readonly string[] = []) => effectLines(['SetType(EFFECT_TYPE_SINGLE)', FIXED, `SetCode(${code})`, ...more]);

/** SPSUMMON_CONDITION: which Special Summons by effects are allowed (se: the effect, st: the summon type). */
const spsummonCondition = (value: string) => single('EFFECT_SPSUMMON_CONDITION', [`SetValue(function(e,se,sp,st) return ${value} end)`]);

/** A count of extra Tributes below the Tributes its Tribute Summon takes: EFFECT_ADD_EXTRA_TRIBUTE cannot hold it. */
function countBelowTributes(max: number | null, profile: SummoningProfile): boolean {
  const most = Math.max(profile.normalSummon.tributes ?? 0, ...profile.normalSummon.alternatives.map((a) => (a.kind === 'tributes' ? a.tributes : 0)));
  return max !== null && max < most;
}

/** `tributes`: a Lua filter `function(tc)` the Tributes must pass ("by Tributing 1 Tribute Summoned monster"). */
function tributeProcedure(code: string, count: number, summonType: string, description: number | null, tributes?: string): string[] {
  const group = tributes ? `,Duel.GetTributeGroup(c):Filter(${tributes},nil)` : '';
  return effectLines([
    'SetType(EFFECT_TYPE_SINGLE)',
    FIXED,
    `SetCode(${code})`,
    ...(description !== null ? [`SetDescription(${description})`] : []),
    `SetCondition(function(e,c,minc) if c==nil then return true end return minc<=${count} and Duel.CheckTribute(c,${count},${count}${group}) end)`,
    `SetOperation(function(e,tp,eg,ep,ev,re,r,rp,c) local g=Duel.SelectTribute(tp,c,${count},${count}${group}) c:SetMaterial(g) Duel.Release(g,REASON_SUMMON+REASON_MATERIAL) end)`,
    `SetValue(${summonType})`,
  ]);
}

const never = (code: string) => effectLines(['SetType(EFFECT_TYPE_SINGLE)', FIXED, `SetCode(${code})`, 'SetCondition(function(e,c) return c==nil end)']);

/** Lua for a procedure's conditions, over `tp` (the summoning player); `c` is the card. */
function conditionLua(condition: Condition, context: ScriptContext, script: LuaScriptBuilder): string {
  switch (condition.kind) {
    case 'onlyOpponentControlsMonsters':
      return 'Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 and Duel.GetFieldGroupCount(tp,0,LOCATION_MZONE)>0';
    case 'youControlNoMonsters':
      return 'Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0';
    case 'opponentControlsMonsters':
      return 'Duel.GetFieldGroupCount(tp,0,LOCATION_MZONE)>0';
    case 'youControlNoCards':
      return 'Duel.GetFieldGroupCount(tp,LOCATION_ONFIELD,0)==0';
    case 'opponentControlsMoreMonsters':
      return 'Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)<Duel.GetFieldGroupCount(tp,0,LOCATION_MZONE)';
    case 'allYouControlAre':
      // A face-down monster fits no filter, as the official scripts test it (IsFacedown() or not ...).
      return `Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)>0 and not Duel.IsExistingMatchingCard(function(tc) return tc:IsFacedown() or not (${filterCondition(condition.filter, context)}) end,tp,LOCATION_MZONE,0,1,nil)`;
    case 'youControl':
      return countTest(
        `Duel.GetMatchingGroupCount(${controlledFilter(condition.filter, context)},tp,${controlledZones(condition.filter)},0,nil)`,
        condition.filter,
      );
    case 'graveyardHas':
      return countTest(`Duel.GetMatchingGroupCount(${filterFunction(condition.filter, context)},tp,LOCATION_GRAVE,0,nil)`, condition.filter);
    case 'faceUpExtraHas':
      return countTest(
        `Duel.GetMatchingGroupCount(function(tc) return tc:IsFaceup() and (${filterFunction(condition.filter, context)})(tc) end,tp,LOCATION_EXTRA,0,nil)`,
        condition.filter,
      );
    case 'opponentControls':
      return countTest(
        `Duel.GetMatchingGroupCount(${controlledFilter(condition.filter, context)},tp,0,${controlledZones(condition.filter)},nil)`,
        condition.filter,
      );
    case 'activatedThisTurn':
      return activityTest(condition.activity, context, script);
    case 'text':
      // The rules engine assumes a free-text condition holds (engine/procedureConditions.ts); so does the script.
      script.stub(`condition "${condition.text}" is free text: assumed to hold`);
      return 'true';
  }
}

/**
 * The cards a "you control ..." condition counts (engine/procedureConditions.ts): face-up ones, and Set cards too
 * for "a card" or "a Spell/Trap" (core/model/filterCardTypes.ts).
 */
function controlledFilter(filter: CardFilter, context: ScriptContext): string {
  return fitsSetCards(filter) ? filterFunction(filter, context) : `function(tc) return tc:IsFaceup() and ${filterCondition(filter, context)} end`;
}

/** The Monster Zones, and for a `card(s)` or Spell/Trap filter the Spell & Trap Zones (the Field Zone among them) too. */
function controlledZones(filter: CardFilter): string {
  return fitsNonMonsters(filter) ? 'LOCATION_ONFIELD' : 'LOCATION_MZONE';
}

/** As the rules engine counts a condition's cards (engine/cardFilters.ts countSatisfied): `exactly N`, else N or more. */
function countTest(count: string, filter: CardFilter): string {
  if (filter.count.exact) return `${count}==${filter.count.min}`;
  return `${count}>=${filter.count.min}`;
}

const COST_ZONE: Readonly<Record<Zone, number>> = {
  hand: LOCATION.HAND,
  deck: LOCATION.DECK,
  extra: LOCATION.EXTRA,
  'face-up-extra': LOCATION.EXTRA,
  graveyard: LOCATION.GRAVE,
  banished: LOCATION.REMOVED,
  field: LOCATION.MZONE,
  pendulum: LOCATION.PZONE,
};

/** The locations of a cost's zones (`from hand or field`); "1 card" or "1 Spell/Trap" from the field is in the Spell & Trap Zones. */
export function costZones(zones: readonly Zone[], filter: CardFilter): number {
  return zones.reduce((bits, zone) => bits | COST_ZONE[zone] | (zone === 'field' && fitsNonMonsters(filter) ? LOCATION.SZONE : 0), 0);
}

/**
 * `level N apart` / `same-level-as-cost` on a later cost (engine/cardFilters.ts, relative to the cards paid
 * before it): a check over the whole selection `g` that one of its cards fits this cost and stands in the
 * Level relation to another that fits an earlier one. '' when the filter has no relation.
 */
function relativeCostCheck(filter: CardFilter, earlier: readonly string[], context: ScriptContext): string {
  const apart = filter.levelApart !== undefined ? filter.levelApart : filter.properties.includes('same-level-as-cost') ? 0 : undefined;
  if (apart === undefined) return '';
  // Xyz and Link Monsters have no Level (GetLevel() is 0 for them); a Level 0 monster has one.
  const leveled = (x: string) => `not ${x}:IsType(${hex(TYPE.XYZ | TYPE.LINK)})`;
  const before = earlier.length === 0 ? 'false' : earlier.map((f) => `(${f})(y)`).join(' or ');
  return `,cond=function(g) return g:IsExists(function(x) return (${filterFunction(filter, context)})(x) and ${leveled('x')} and g:IsExists(function(y) return y~=x and ${leveled('y')} and (${before}) and math.abs(x:GetLevel()-y:GetLevel())==${apart} end,1,nil) end,1,nil) end`;
}

function costsLua(costs: readonly Cost[], context: ScriptContext, script: LuaScriptBuilder, card?: MonsterDeclaration): { table: string; lp: string } {
  const entries: string[] = [];
  const earlier: string[] = [];
  let lp = '0';
  for (const cost of costs) {
    switch (cost.kind) {
      case 'banish':
      case 'send':
        // From the face-up Extra Deck: only its face-up cards pay (`up`).
        entries.push(
          `{how="${cost.kind}",zone=${hex(costZones(cost.from, cost.filter))},${faceUpExtraGuard(cost.from) ? 'up=true,' : ''}min=${cost.filter.count.min},f=${filterFunction(cost.filter, context)}${relativeCostCheck(cost.filter, earlier, context)}}`,
        );
        earlier.push(filterFunction(cost.filter, context));
        break;
      case 'tribute':
        // "by Tributing 1 monster your opponent controls" (the Kaiju, Lava Golem): from the opponent's Monster Zones.
        entries.push(
          `{how="tribute",zone=LOCATION_MZONE,${cost.side === 'opponent' ? 'side=1,' : ''}min=${cost.filter.count.min},f=${filterFunction(cost.filter, context)}${relativeCostCheck(cost.filter, earlier, context)}}`,
        );
        earlier.push(filterFunction(cost.filter, context));
        break;
      case 'materials': {
        // Contact Fusion: the Fusion Materials listed above, from the cost's zones (the field by default),
        // sent, banished or shuffled (engine/costs.ts payWithMaterials); not a Fusion Summon.
        const line = card?.summon.find((c) => c.kind === 'fusionMaterials');
        if (!card || !line || line.kind !== 'fusionMaterials') {
          script.stub(`Contact Fusion (${cost.action} the Fusion Materials) without a "fusion materials" line is not exported`);
          break;
        }
        const substitutes = !card.summon.some((c) => c.kind === 'fusionOnlyWithMaterials');
        const zones = zoneBits(cost.from.length > 0 ? cost.from : ['field']);
        const zone = (zones & ~(LOCATION.MZONE | LOCATION.SZONE)) | (zones & LOCATION.MZONE ? LOCATION.MZONE : 0);
        // `from either field` (Chimeratech Megafleet Dragon): the opponent's face-up monsters too.
        entries.push(
          `{how="${cost.action}",zone=${hex(zone)},${cost.eitherField ? 'both=true,' : ''}materials=${materialLines(line.materials, context, substitutes, ' and tc:IsCanBeFusionMaterial(fc)')},cond=function(g) return ${materialConditionsLua(line.conditions, context)} end}`,
        );
        break;
      }
      case 'returnToHand':
        // "by returning 1 monster you control to the hand" (engine/costs.ts): from your Monster Zones (a Spell/Trap from the Spell & Trap Zones).
        entries.push(
          `{how="hand",zone=${fitsNonMonsters(cost.filter) ? 'LOCATION_ONFIELD' : 'LOCATION_MZONE'},min=${cost.filter.count.min},f=${filterFunction(cost.filter, context)}${relativeCostCheck(cost.filter, earlier, context)}}`,
        );
        earlier.push(filterFunction(cost.filter, context));
        break;
      case 'discard':
        entries.push(`{how="discard",zone=LOCATION_HAND,min=${cost.filter.count.min},f=${filterFunction(cost.filter, context)}}`);
        break;
      case 'payLp':
        lp = cost.amount === 'half' ? 'math.floor(Duel.GetLP(tp)/2)' : String(cost.amount);
        break;
      case 'text':
        script.stub(`cost "${cost.text}" is free text: not paid`);
        break;
    }
  }
  return { table: `{${entries.join(',')}}`, lp };
}

/** Condition and operation of a procedure whose conditions and costs are the procedure body. */
function procedureFunctions(
  body: ProcedureBody,
  context: ScriptContext,
  script: LuaScriptBuilder,
  zoneCheck: string,
  extraTest = '',
  card?: MonsterDeclaration,
): { condition: string; operation: string } {
  const tests = body.conditions.map((c) => conditionLua(c, context, script));
  const costs = costsLua(body.costs, context, script, card);
  const all = [...tests, ...(extraTest ? [extraTest] : []), `CS.canPayCosts(tp,c,${costs.table},${costs.lp},${zoneCheck})`].join(' and ');
  return {
    condition: `function(e,c,minc) if c==nil then return true end local tp=c:GetControler() return ${all} end`,
    operation: `function(e,tp,eg,ep,ev,re,r,rp,c) CS.payCosts(tp,c,${costs.table},${costs.lp},${zoneCheck}) end`,
  };
}

/**
 * Material lines `{f=, min=, max=}`; named lines accept a Fusion Substitute when `substitutes`. `extra`: more Lua
 * conditions, for every line or per line; `more`: per line, the conditions that stand for filter fields the
 * caller took out of it (the Level of an Xyz line: Card.IsXyzLevel; `non-tuner`: Card.IsNotTuner).
 */
function materialLines(
  materials: readonly Material[],
  context: ScriptContext,
  substitutes: boolean,
  extra: string | ((m: Material) => string) = '',
  more: readonly string[] = [],
): string {
  const lines = materials.map((m, i) => {
    const direct = filterCondition(m, context) + (more[i] ?? '') + (typeof extra === 'string' ? extra : extra(m));
    const viaSubstitute = substitutes && m.names.length > 0 ? ` if tc:CheckFusionSubstitute(fc) then return 2 end` : '';
    const max = m.count.max === null ? 'nil' : String(m.count.max);
    return `{f=function(tc,fc) if ${direct} then return 1 end${viaSubstitute} return false end,min=${m.count.min},max=${max}}`;
  });
  return `{${lines.join(',')}}`;
}

/**
 * A material line's extra conditions over the whole selection `g` (engine/materialMatching.ts
 * conditionProblem): `including N FILTER`, `with different names/Attributes/Types`, `with the same
 * Rank/Level/Attribute/Type`. Names compare by passcode (one name, one passcode in an export).
 */
export function materialConditionsLua(conditions: MaterialConditions | undefined, context: ScriptContext): string {
  if (!conditions) return 'true';
  const getter = { name: 'Card.GetCode', attribute: 'Card.GetAttribute', race: 'Card.GetRace', rank: 'Card.GetRank', level: 'Card.GetLevel' } as const;
  const including = conditions.including.map((f) => `{f=${filterFunction(f, context)},min=${f.count.min}}`);
  if (including.length === 0 && conditions.different.length === 0 && conditions.same.length === 0) return 'true';
  return `CS.groupConditions(g,{including={${including.join(',')}},different={${conditions.different.map((d) => getter[d]).join(',')}},same={${conditions.same.map((d) => getter[d]).join(',')}}})`;
}

function defaultMaterials(kind: 'synchro' | 'xyz' | 'link', card: MonsterDeclaration): Material[] {
  const base = { span: { start: 0, end: 0 }, attributes: [], races: [], frames: [], names: [], properties: [] };
  if (kind === 'synchro') {
    return [
      { ...base, count: { min: 1, max: 1, exact: false }, tuner: true },
      { ...base, count: { min: 1, max: null, exact: false }, tuner: false },
    ];
  }
  if (kind === 'xyz') return [{ ...base, count: { min: 2, max: null, exact: false } }];
  return [{ ...base, count: { min: Math.max(1, card.linkRating?.value ?? 1), max: null, exact: false } }];
}

type ExtraDeckInput =
  | ClauseInput<'synchroMaterials' | 'xyzMaterials' | 'linkMaterials'>
  | { card: MonsterDeclaration; profile: SummoningProfile; script: LuaScriptBuilder; context: ScriptContext; clause?: undefined };

/** One way of choosing the materials: `{lines=, check=}` over `tp`, `c` (and the alternative Xyz's once-per-turn). */
function materialSet(
  kind: 'synchro' | 'xyz' | 'link',
  card: MonsterDeclaration,
  context: ScriptContext,
  materials: readonly Material[],
  conditions: MaterialConditions | undefined,
  alternative: (SummonClause & { readonly kind: 'alternativeXyzMaterials' }) | null,
  script: LuaScriptBuilder,
  opponentLimit: string,
): string {
  const passcode = script.passcode;
  const extra = `${materialConditionsLua(conditions, context)}${opponentLimit}`;
  const rank = card.rank?.value ?? 0;
  // Rule 3: Xyz Materials share the Rank as their Level; the alternative's material line says what it takes.
  // A line naming a Rank ("2 Rank 4 Xyz Monsters", rules §7) also takes Xyz Monsters, which have no Level, by that Rank.
  const usable = ` and tc:IsCanBe${kind === 'synchro' ? 'Synchro' : kind === 'xyz' ? 'Xyz' : 'Link'}Material(fc)`;
  // Card.IsXyzLevel reads a material's own Level and what EFFECT_XYZ_LEVEL grants it for this Xyz Monster
  // ("can be treated as a Level 3 or 5 monster"), so the line's own Level test, the Rank's, goes into it:
  // `level N` and `level N or rank N` with N the Rank.
  const xyz = kind === 'xyz' && !alternative;
  const levelIsRank = (m: Material) => xyz && m.levelMin === rank && m.levelMax === rank;
  const ratingIsRank = (m: Material) => xyz && m.ratingAlternatives?.every((r) => r.kind !== 'link' && r.min === rank && r.max === rank) === true;
  const xyzLine = (m: Material): Material => ({
    ...m,
    ...(levelIsRank(m) ? { levelMin: undefined, levelMax: undefined } : {}),
    ...(ratingIsRank(m) ? { ratingAlternatives: undefined } : {}),
  });
  const xyzLevel = (m: Material) => {
    if (!xyz) return '';
    if (ratingIsRank(m))
      return m.ratingAlternatives?.some((r) => r.kind === 'rank')
        ? ` and ((tc:IsType(${hex(TYPE.XYZ)}) and tc:GetRank()==${rank}) or (not tc:IsType(${hex(TYPE.XYZ + TYPE.LINK)}) and tc:IsXyzLevel(fc,${rank})))`
        : ` and not tc:IsType(${hex(TYPE.XYZ + TYPE.LINK)}) and tc:IsXyzLevel(fc,${rank})`;
    return namesRank(m) ? ` and (tc:IsType(${hex(TYPE.XYZ)}) or tc:IsXyzLevel(fc,${rank}))` : ` and tc:IsXyzLevel(fc,${rank})`;
  };
  // Card.IsNotTuner: a non-Tuner, or a Tuner that EFFECT_NONTUNER lets stand as one for this Synchro Monster.
  const synchroLine = (m: Material): Material => (kind === 'synchro' && m.tuner === false ? { ...m, tuner: undefined } : m);
  const notTuner = (m: Material) => (kind === 'synchro' && m.tuner === false ? ' and tc:IsNotTuner(fc,tp)' : '');
  const lines = materialLines(
    materials.map((m) => synchroLine(xyzLine(m))),
    context,
    false,
    usable,
    materials.map((m) => `${notTuner(m)}${xyzLevel(m)}`),
  );
  // Exactly 1 Tuner, unless the line prints more (engine/builtInSummons.ts); a Tuner that may stand as a
  // non-Tuner (EFFECT_NONTUNER) is not counted among those that must be Tuners.
  const allowedTuners = synchroTunersAllowed(materials);
  const tuners =
    kind === 'synchro' ? ` and CS.tunerCount(g)>=1${Number.isFinite(allowedTuners) ? ` and CS.fixedTunerCount(g,c,tp)<=${allowedTuners}` : ''}` : '';
  const check =
    kind === 'synchro'
      ? `function(g) return CS.levelSum(g,c)==c:GetLevel()${tuners} and ${extra} and Duel.GetLocationCountFromEx(tp,tp,g,c)>0 end`
      : kind === 'link'
        ? `function(g) return CS.linkSumReaches(g,${card.linkRating?.value ?? 1}) and ${extra} and Duel.GetLocationCountFromEx(tp,tp,g,c)>0 end`
        : `function(g) return ${extra} and Duel.GetLocationCountFromEx(tp,tp,g,c)>0 end`;
  if (!alternative) return `{lines=${lines},check=${check},ok=true}`;
  // "Once per turn, you can also Xyz Summon ...": hard counts per name (a player flag), soft per copy (a card flag).
  const once =
    alternative.oncePerTurn === 'hard'
      ? { ok: `Duel.GetFlagEffect(tp,${passcode})==0`, use: `function() Duel.RegisterFlagEffect(tp,${passcode},RESET_PHASE+PHASE_END,0,1) end` }
      : alternative.oncePerTurn === 'soft'
        ? { ok: `c:GetFlagEffect(${passcode})==0`, use: `function() c:RegisterFlagEffect(${passcode},RESET_PHASE+PHASE_END,0,1) end` }
        : { ok: 'true', use: 'nil' };
  // "if a "Rank-Up-Magic" Quick-Play Spell was activated this turn": the alternative is open only then.
  const ok = alternative.activatedThisTurn ? `${once.ok} and ${activityTest(alternative.activatedThisTurn.activity, context, script)}` : once.ok;
  return `{lines=${lines},check=${check},ok=${ok},alt=true,use=${once.use}}`;
}

const PHASE_NAMES = { main1: 'PHASE_MAIN1', main2: 'PHASE_MAIN2' } as const;

/** " and Duel.GetCurrentPhase()==PHASE_MAIN2" where the card says "Cannot be Link Summoned, except during Main Phase 2". */
function phaseTest(card: MonsterDeclaration, mechanic: string): string {
  const clause = card.summon.find((c) => c.kind === 'mechanicOnlyInPhase' && c.mechanic === mechanic);
  return clause?.kind === 'mechanicOnlyInPhase' ? ` and Duel.GetCurrentPhase()==${PHASE_NAMES[clause.phase]}` : '';
}

/** Lava Golem: "You cannot Normal Summon/Set the turn you Special Summon this card": not after a Normal Summon/Set this turn. */
const NO_NORMAL_SUMMON_YET = (player: string) => `Duel.GetActivityCount(${player},ACTIVITY_NORMALSUMMON)==0`;

function extraDeckProcedure(input: ExtraDeckInput, kind: 'synchro' | 'xyz' | 'link'): void {
  const { card, profile, script, context } = input;
  const label = { synchro: 'Synchro', xyz: 'Xyz', link: 'Link' }[kind];
  if (!builtInSummonAllowed(profile, kind)) {
    script.comment(`No ${label} Summon procedure: ${whyNoBuiltInSummon(profile, `${label} Summoned`)}.`);
    return;
  }
  const conditions = input.clause && 'conditions' in input.clause ? input.clause.conditions : undefined;
  const materials = input.clause ? input.clause.materials : defaultMaterials(kind, card);
  // "You can also Xyz Summon this card by using ... as material" (engine/builtInSummons.ts): tried first, and
  // its materials' own materials are transferred; the ordinary materials otherwise.
  const onlyAbove = card.summon.some((c) => c.kind === 'onlyWithMaterials' && c.mechanic === kind);
  const alternatives = kind === 'xyz' && !onlyAbove ? card.summon.flatMap((c) => (c.kind === 'alternativeXyzMaterials' ? [c] : [])) : [];
  // "You can also use 1 monster your opponent controls as material to Link Summon this card": face-up ones that
  // fit, at most the count, and the others are the player's own (EDOPro's engine lets its own procedure pick them).
  const fromOpponent = card.summon.flatMap((c) => (c.kind === 'opponentMaterials' && c.mechanic === kind ? [c.filter] : []));
  const opponentMax = fromOpponent.some((f) => f.count.max === null) ? null : fromOpponent.reduce((sum, f) => sum + (f.count.max ?? 0), 0);
  const opponentLimit = opponentMax === null ? '' : ` and g:FilterCount(Card.IsControler,nil,1-tp)<=${opponentMax}`;
  const sets = [
    ...alternatives.map((a) => materialSet(kind, card, context, a.materials, a.conditions, a, script, opponentLimit)),
    materialSet(kind, card, context, materials, conditions, null, script, opponentLimit),
  ];
  // "You can also use face-down "Ghostrick" monsters you control as material": those face-down, the rest face-up.
  const faceDown = card.summon.flatMap((c) => (c.kind === 'faceDownMaterials' ? [filterCondition(c.filter, context)] : []));
  const own = faceDown.length === 0 ? 'tc:IsFaceup()' : `(tc:IsFaceup() or ${faceDown.map((f) => `(${f})`).join(' or ')})`;
  const opponents = fromOpponent.map((f) => `(${filterCondition(f, context)})`).join(' or ');
  const pool =
    fromOpponent.length > 0
      ? `Duel.GetMatchingGroup(function(tc) return (tc:IsControler(tp) and ${own}) or (tc:IsControler(1-tp) and tc:IsFaceup() and (${opponents})) end,tp,LOCATION_MZONE,LOCATION_MZONE,nil)`
      : faceDown.length === 0
        ? 'Duel.GetMatchingGroup(Card.IsFaceup,tp,LOCATION_MZONE,0,nil)'
        : `Duel.GetMatchingGroup(function(tc) return ${own} end,tp,LOCATION_MZONE,0,nil)`;
  const finish =
    kind === 'xyz'
      ? 'if set and set.alt then for _,tc in ipairs(CS.list(g)) do local og=tc:GetOverlayGroup() if og:GetCount()>0 then Duel.Overlay(c,og) end end if set.use then set.use() end end c:SetMaterial(g) Duel.Overlay(c,g)'
      : `c:SetMaterial(g) Duel.SendtoGrave(g,REASON_MATERIAL+REASON_${kind === 'synchro' ? 'SYNCHRO' : 'LINK'})`;
  const description = script.nextDescription();
  script.summonOptions.push({ option: kind, tag: null, set: false, tributes: 0, description });
  script.block(
    `${label} Summon: ${input.clause ? 'the listed materials' : 'the default materials'}${alternatives.length > 0 ? ', or the alternative ones' : ''}`,
    [
      `local function SETS(tp,c) return {${sets.join(',')}} end`,
      ...effectLines([
        'SetType(EFFECT_TYPE_FIELD)',
        'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)',
        'SetCode(EFFECT_SPSUMMON_PROC)',
        'SetRange(LOCATION_EXTRA)',
        `SetDescription(${description})`,
        // A face-up card in the Extra Deck (a Pendulum Monster sent there from the field) is not summoned by its mechanic.
        `SetCondition(function(e,c) if c==nil then return true end local tp=c:GetControler() return c:IsFacedown()${phaseTest(card, kind)} and CS.canPickAny(${pool},SETS(tp,c),c) end)`,
        `SetOperation(function(e,tp,eg,ep,ev,re,r,rp,c) local g,set=CS.pickAny(tp,${pool},SETS(tp,c),c) ${finish} end)`,
        `SetValue(SUMMON_TYPE_${kind.toUpperCase()})`,
      ]),
    ],
  );
}

/**
 * A procedure's count, the way EDOPro's official scripts write it: "once per turn this way" said once for all
 * procedures is one count (the passcode, as an oath: used when the summon is made) on each of them; a procedure's
 * own "once per turn this way" gets a code of its own ({passcode,2+i}), apart from the card's other counts; "Once
 * per turn" counts per copy. The shared count covers a procedure's own one (an effect has one count limit).
 */
function procedureCountLimit(card: MonsterDeclaration, clause: SummonClause & { readonly kind: 'procedure' }, passcode: number): string[] {
  if (card.summon.some((c) => c.kind === 'proceduresOncePerTurn')) return [`SetCountLimit(1,${passcode},EFFECT_COUNT_CODE_OATH)`];
  if (clause.procedure.oncePerTurn === 'soft') return ['SetCountLimit(1)'];
  if (clause.procedure.oncePerTurn !== 'hard') return [];
  const index = card.summon.filter((c) => c.kind === 'procedure').indexOf(clause);
  return [`SetCountLimit(1,{${passcode},${2 + index}},EFFECT_COUNT_CODE_OATH)`];
}

const CLAUSE_SCRIPTS: { readonly [K in SummonClauseKind]: ClauseScript<K> } = {
  cannotNormalSummonOrSet: ({ script }) => script.block('Cannot be Normal Summoned/Set.', single('EFFECT_UNSUMMONABLE_CARD')),
  cannotNormalSummon: ({ script }) => script.block('Cannot be Normal Summoned (it can be Set).', single('EFFECT_CANNOT_SUMMON')),
  cannotFlipSummon: ({ script }) => script.block('Cannot be Flip Summoned (an attack or an effect can still flip it).', single('EFFECT_CANNOT_FLIP_SUMMON')),
  normalSummonOnlyBy: ({ clause, script, context }) => {
    const fns = procedureFunctions(clause.procedure, context, script, 'CS.mzoneCheck(tp)', 'minc==0');
    const proc = (code: string) =>
      effectLines([
        'SetType(EFFECT_TYPE_SINGLE)',
        FIXED,
        `SetCode(${code})`,
        `SetCondition(${fns.condition})`,
        `SetOperation(${fns.operation})`,
        'SetValue(SUMMON_TYPE_NORMAL)',
      ]);
    script.block('Must be Normal Summoned by its own procedure (the only way).', proc('EFFECT_LIMIT_SUMMON_PROC'));
    script.block(
      clause.coversSet ? 'Must be Normal Set by the same procedure.' : 'It cannot be Normal Set.',
      clause.coversSet ? proc('EFFECT_LIMIT_SET_PROC') : never('EFFECT_LIMIT_SET_PROC'),
    );
  },
  tributes: ({ clause, card, script }) => {
    const level = card.level?.value;
    if (clause.count === null || level === undefined || clause.count === tributesForLevel(level)) {
      script.comment(`Tributes ${clause.count ?? '?'}: the engine's own count for its Level (rule 1).`);
      return;
    }
    script.block(`Tribute Summon/Set with ${clause.count} Tributes instead of the Level's count.`, [
      ...tributeProcedure('EFFECT_LIMIT_SUMMON_PROC', clause.count, 'SUMMON_TYPE_TRIBUTE', null),
    ]);
    script.block('The Tribute Set uses the same count.', tributeProcedure('EFFECT_LIMIT_SET_PROC', clause.count, 'SUMMON_TYPE_TRIBUTE', null));
  },
  requiresTributes: ({ clause, script }) => {
    script.block(
      `Requires ${clause.count} Tributes to Normal Summon: the only count.`,
      tributeProcedure('EFFECT_LIMIT_SUMMON_PROC', clause.count, 'SUMMON_TYPE_TRIBUTE', null),
    );
    if (clause.canSet)
      script.block(
        `Its Tribute Set also needs ${clause.count} Tributes.`,
        tributeProcedure('EFFECT_LIMIT_SET_PROC', clause.count, 'SUMMON_TYPE_TRIBUTE', null),
      );
    else script.block('It cannot be Normal Set.', never('EFFECT_LIMIT_SET_PROC'));
  },
  optionalTributes: ({ clause, script, context }) => {
    const tributes = clause.filter ? filterFunction(clause.filter, context) : undefined;
    const summon = script.nextDescription();
    script.summonOptions.push({ option: 'tributeOption', tag: clause.tag, set: false, tributes: clause.count, description: summon });
    script.block(
      `You can Tribute ${clause.count} monsters to Tribute Summon it (an extra procedure).`,
      tributeProcedure('EFFECT_SUMMON_PROC', clause.count, 'SUMMON_TYPE_TRIBUTE', summon, tributes),
    );
    if (clause.coversSet) {
      const set = script.nextDescription();
      script.summonOptions.push({ option: 'tributeOption', tag: clause.tag, set: true, tributes: clause.count, description: set });
      script.block(`... or to Tribute Set it.`, tributeProcedure('EFFECT_SET_PROC', clause.count, 'SUMMON_TYPE_TRIBUTE', set, tributes));
    }
  },
  withoutTributes: ({ clause, script, context }) => {
    const extra = (clause.conditions ?? [])
      .map((c) => conditionLua(c, context, script))
      .map((t) => ` and (function(tp) return ${t} end)(c:GetControler())`)
      .join('');
    const stats = [
      ...(clause.atk !== null
        ? [
            `local a=Effect.CreateEffect(c) a:SetType(EFFECT_TYPE_SINGLE) a:SetProperty(EFFECT_FLAG_CANNOT_DISABLE) a:SetCode(EFFECT_SET_BASE_ATTACK) a:SetValue(${clause.atk}) a:SetReset(RESET_EVENT+0xfe0000) c:RegisterEffect(a)`,
          ]
        : []),
      ...(clause.def !== null
        ? [
            `local d=Effect.CreateEffect(c) d:SetType(EFFECT_TYPE_SINGLE) d:SetProperty(EFFECT_FLAG_CANNOT_DISABLE) d:SetCode(EFFECT_SET_BASE_DEFENSE) d:SetValue(${clause.def}) d:SetReset(RESET_EVENT+0xfe0000) c:RegisterEffect(d)`,
          ]
        : []),
    ];
    const proc = (code: string, withStats: boolean) => {
      const description = script.nextDescription();
      script.summonOptions.push({ option: 'withoutTributes', tag: null, set: !withStats, tributes: 0, description });
      return effectLines([
        'SetType(EFFECT_TYPE_SINGLE)',
        FIXED,
        `SetCode(${code})`,
        `SetDescription(${description})`,
        `SetCondition(function(e,c,minc) if c==nil then return true end return minc==0 and c:GetLevel()>4 and Duel.GetLocationCount(c:GetControler(),LOCATION_MZONE)>0${extra} end)`,
        ...(withStats && stats.length > 0 ? [`SetOperation(function(e,tp,eg,ep,ev,re,r,rp,c) ${stats.join(' ')} end)`] : []),
        'SetValue(SUMMON_TYPE_NORMAL)',
      ]);
    };
    script.block('You can Normal Summon it without Tributing.', proc('EFFECT_SUMMON_PROC', true));
    if (clause.coversSet) script.block('... and Normal Set it without Tributing.', proc('EFFECT_SET_PROC', false));
  },
  cannotNormalSummonIf: ({ clause, script, context }) => {
    const test = conditionLua(clause.condition, context, script);
    script.block(
      `Cannot be Normal Summoned ${clause.mode} the condition holds (the Set stays).`,
      single('EFFECT_CANNOT_SUMMON', [
        `SetCondition(function(e) local tp=e:GetHandlerPlayer() return ${clause.mode === 'unless' ? `not (${test})` : test} end)`,
      ]),
    );
  },
  // A Summoning condition: the player who would Special Summon it must meet it (an effect that ignores the conditions lifts it).
  cannotSpecialSummonIf: ({ clause, script, context }) => {
    const test = conditionLua(clause.condition, context, script);
    script.block(
      `Cannot be Special Summoned ${clause.mode} the condition holds.`,
      spsummonCondition(`(function(tp) return ${clause.mode === 'unless' ? test : `not (${test})`} end)(sp)`),
    );
  },
  doubleTribute: ({ clause, script, context }) =>
    script.block(
      'It can be treated as 2 Tributes for the Tribute Summon of a fitting monster.',
      single('EFFECT_DOUBLE_TRIBUTE', [`SetValue(function(e,tc) return ${filterCondition(clause.filter, context)} end)`]),
    ),
  // EFFECT_XYZ_LEVEL's value (the card, the Xyz Monster) returns every Level it may have; Card.IsXyzLevel reads it.
  xyzLevelGrant: ({ clause, script, context }) => {
    const levels = [...clause.levels, 'c:GetLevel()'].join(',');
    const value = clause.filter ? `if ${filterCondition(clause.filter, context, 'rc')} then return ${levels} end return c:GetLevel()` : `return ${levels}`;
    script.block(
      `It can be treated as Level ${clause.levels.join(' or ')} for the Xyz Summon of ${clause.filter ? 'a fitting monster' : 'any Xyz Monster'}.`,
      effectLines([
        'SetType(EFFECT_TYPE_SINGLE)',
        'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE+EFFECT_FLAG_SINGLE_RANGE)',
        'SetRange(LOCATION_MZONE)',
        'SetCode(EFFECT_XYZ_LEVEL)',
        `SetValue(function(e,c,rc) ${value} end)`,
      ]),
    );
  },
  // A field EFFECT_XYZ_LEVEL of the Xyz Monster in the Extra Deck: the fitting monsters have that Level for its
  // own Xyz Summon (rc), which its procedure reads with Card.IsXyzLevel.
  xyzMaterialLevel: ({ clause, script, context }) =>
    script.block(
      `For its own Xyz Summon, monsters you control that fit the filter can be treated as Level ${clause.level}.`,
      effectLines([
        'SetType(EFFECT_TYPE_FIELD)',
        'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)',
        'SetCode(EFFECT_XYZ_LEVEL)',
        'SetRange(LOCATION_EXTRA)',
        'SetTargetRange(LOCATION_MZONE,0)',
        `SetTarget(function(e,tc) return ${filterCondition(clause.filter, context)} end)`,
        `SetValue(function(e,c,rc) if rc==e:GetHandler() then return ${clause.level},c:GetLevel() end return c:GetLevel() end)`,
      ]),
    ),
  // EFFECT_NONTUNER's value (the Synchro Monster) says where it stands as a non-Tuner; Card.IsNotTuner reads it.
  nonTunerGrant: ({ clause, script, context }) =>
    script.block(
      `It can be treated as a non-Tuner for the Synchro Summon of ${clause.filter ? 'a fitting monster' : 'any Synchro Monster'}.`,
      effectLines([
        'SetType(EFFECT_TYPE_SINGLE)',
        'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE+EFFECT_FLAG_SINGLE_RANGE)',
        'SetRange(LOCATION_MZONE)',
        'SetCode(EFFECT_NONTUNER)',
        `SetValue(function(e,sc) return ${clause.filter ? filterCondition(clause.filter, context, 'sc') : 'true'} end)`,
      ]),
    ),
  // EFFECT_TRIBUTE_LIMIT's value names the monsters that cannot be Tributed for its Tribute Summon or Set.
  tributeFilter: ({ clause, script, context }) =>
    script.block(
      'Its Tributes must be monsters that fit its filter.',
      single('EFFECT_TRIBUTE_LIMIT', [`SetValue(function(e,tc) return not (${filterCondition(clause.filter, context)}) end)`]),
    ),
  ownEffect: ({ clause, profile, script }) => {
    // Rules 6: "Cannot be Normal Summoned/Set" plus a way of its own to Special Summon itself gives Semi-Nomi
    // behaviour (the profile's restriction of this method; the revive limit is written once, below); its
    // effect completes the procedure. A card that can be Normal Summoned stays freely revivable, and so does
    // one that "must be Special Summoned with a card effect" (no method of its own, rules 6).
    if (methodOf(profile, clause)?.restriction === 'semi-nomi') {
      script.comment('Its own effect Special Summons it (its way of its own): from the GY or banishment only once summoned that way.');
    } else script.comment('Its own effect can Special Summon it; it can also be Normal Summoned, so nothing else limits its summons.');
  },
  // "You can only control 1 FILTER": the engine's own uniqueness rule on your Monster Zones.
  controlOnlyOne: ({ clause, script, context }) =>
    script.block('You can only control 1 of these monsters.', [
      `c:SetUniqueOnField(1,0,function(tc) return ${filterCondition(clause.filter, context)} end,LOCATION_MZONE)`,
    ]),
  mustByCardEffect: ({ script }) => script.block('Must be Special Summoned with a card effect (not Nomi).', spsummonCondition('se~=nil')),
  specialSummonOncePerTurn: ({ script }) => script.block('You can only Special Summon it once per turn.', [`c:SetSPSummonOnce(${script.passcode})`]),
  // Folded into each procedure's effect (procedureCountLimit): one count they all use.
  proceduresOncePerTurn: ({ script }) => script.comment("Its procedures share one count per turn: part of each procedure's effect."),
  cannotMechanic: ({ clause, script }) =>
    script.block(`Cannot be ${clause.mechanic} Summoned.`, spsummonCondition(`(st&0xff000000)~=SUMMON_TYPE_${clause.mechanic.toUpperCase()}`)),
  cannotBeMaterial: ({ clause, script }) => {
    for (const mechanic of clause.mechanics)
      script.block(`Cannot be used as material for a ${mechanic} Summon.`, single(`EFFECT_CANNOT_BE_${mechanic.toUpperCase()}_MATERIAL`, ['SetValue(1)']));
  },
  // Folded into the card's Xyz procedure (extraDeckProcedure), which tries it first.
  alternativeXyzMaterials: ({ script }) => script.comment('You can also Xyz Summon it with its alternative materials: part of its Xyz Summon procedure below.'),
  cannotSpecialSummon: ({ script }) =>
    script.block('Cannot be Special Summoned: every location, every means, even ignoring the Summoning conditions.', single('EFFECT_CANNOT_SPECIAL_SUMMON')),
  // A Summoning condition in those zones (an effect that ignores the conditions lifts it); with "except if it
  // was sent there from the field", it holds for a card whose last move took it from the field.
  cannotSpecialSummonFrom: ({ clause, script }) =>
    script.block(
      `Cannot be Special Summoned from ${clause.zones.join(', ')}${clause.exceptSentFromField ? ', except if it was sent there from the field' : ''}.`,
      effectLines([
        'SetType(EFFECT_TYPE_SINGLE)',
        'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE+EFFECT_FLAG_SINGLE_RANGE)',
        `SetRange(${hex(zoneBits(clause.zones))})`,
        'SetCode(EFFECT_SPSUMMON_CONDITION)',
        `SetValue(function(e,se,sp,st) return ${clause.exceptSentFromField ? 'e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD)' : 'false'} end)`,
      ]),
    ),
  procedure: ({ clause, card, profile, script, context }) => {
    if (!builtInSummonAllowed(profile)) {
      script.comment(`No built-in Special Summon procedure: ${whyNoBuiltInSummon(profile, 'Special Summoned by a procedure')}.`);
      return;
    }
    const extraDeck = profile.deck === 'extra';
    // Its zones and its restriction as the profile reads them: "Cannot be Normal Summoned/Set" makes a plain
    // procedure the card's Semi-Nomi way of its own (rules 6).
    const method = methodOf(profile, clause);
    const restriction = method?.restriction ?? clause.restriction;
    const zones = method?.zones ?? clause.zones ?? [extraDeck ? 'extra' : 'hand'];
    // To the opponent's field: a zone there (counting the zones the Tributes free), summoned with SPSUM_PARAM.
    // A Main Deck monster from the (face-up) Extra Deck counts the zones a card from the Extra Deck may use.
    const fromBoth = !extraDeck && zones.some((z) => z === 'extra' || z === 'face-up-extra');
    const zoneCheck = clause.toOpponent
      ? 'CS.opponentZoneCheck(tp)'
      : extraDeck
        ? 'CS.extraCheck(tp,c)'
        : fromBoth
          ? 'CS.placeCheck(tp,c)'
          : 'CS.mzoneCheck(tp)';
    const summonPosition = clause.position === 'attack' ? 'POS_FACEUP_ATTACK' : clause.position === 'defense' ? 'POS_FACEUP_DEFENSE' : 'POS_FACEUP';
    const locksNormalSummon = card.summon.some((c) => c.kind === 'noNormalSummonTurnSpecialSummoned');
    // From the face-up Extra Deck only: the card itself is face-up there.
    const faceUp = faceUpExtraGuard(zones, 'c').replace(/^ and /, '');
    const extraTest = [locksNormalSummon ? NO_NORMAL_SUMMON_YET('tp') : '', faceUp].filter(Boolean).join(' and ');
    const fns = procedureFunctions(clause.procedure, context, script, zoneCheck, extraTest, card);
    const what =
      restriction === 'nomi'
        ? 'Must be Special Summoned by its own procedure (Nomi)'
        : clause.restriction === 'semi-nomi'
          ? 'Must first be Special Summoned by its own procedure (Semi-Nomi)'
          : restriction === 'semi-nomi'
            ? 'Built-in Special Summon, its way of its own (Semi-Nomi: it cannot be Normal Summoned/Set)'
            : 'Built-in Special Summon';
    script.block(
      `${what}, from ${zones.join(', ')}.`,
      effectLines([
        'SetType(EFFECT_TYPE_FIELD)',
        clause.toOpponent ? 'SetProperty(EFFECT_FLAG_UNCOPYABLE+EFFECT_FLAG_SPSUM_PARAM)' : 'SetProperty(EFFECT_FLAG_UNCOPYABLE)',
        'SetCode(EFFECT_SPSUMMON_PROC)',
        ...(clause.toOpponent ? [`SetTargetRange(${summonPosition},1)`] : []),
        `SetRange(${hex(zoneBits(zones))})`,
        `SetDescription(${script.nextDescription()})`,
        ...procedureCountLimit(card, clause, script.passcode),
        `SetCondition(${fns.condition})`,
        `SetOperation(${fns.operation})`,
      ]),
    );
    if (restriction === 'nomi')
      script.block('No other effect can Special Summon it (only one that ignores the Summoning conditions).', spsummonCondition('false'));
  },
  byEffectOf: ({ clause, script, context }) => {
    if (clause.archetype) {
      const words = archetypeCardWords(clause.card.value, clause.cardTypes);
      const types = clause.cardTypes ? ` and se:GetHandler():IsType(${clause.cardTypes.map((t) => `TYPE_${t.toUpperCase()}`).join('|')})` : '';
      if (clause.restriction === 'nomi') {
        script.block(
          `Must be Special Summoned with the effect of ${words} (Nomi).`,
          spsummonCondition(`se~=nil and se:GetHandler():IsSetCard(${hex(archetypeCode(clause.card.value))})${types}`),
        );
      } else script.comment(`Must first be Special Summoned with the effect of ${words} (Semi-Nomi): the scripts of those cards complete the procedure.`);
      return;
    }
    const code = context.passcodeOf(clause.card.value);
    if (code === undefined) script.comment(`"${clause.card.value}" is not in the exported set: no effect can summon it as its method.`);
    if (clause.restriction === 'nomi') {
      script.block(
        `Must be Special Summoned by the effect of "${clause.card.value}" (Nomi).`,
        spsummonCondition(code === undefined ? 'false' : `se~=nil and se:GetHandler():IsCode(${code})`),
      );
    } else {
      script.comment(`Must first be Special Summoned by the effect of "${clause.card.value}" (Semi-Nomi): that card's script completes the procedure.`);
    }
  },
  mustMechanic: ({ clause, script }) => {
    script.block(
      `Must be ${clause.mechanic[0].toUpperCase()}${clause.mechanic.slice(1)} Summoned (Nomi).`,
      spsummonCondition(`(st&0xff000000)==SUMMON_TYPE_${clause.mechanic.toUpperCase()}`),
    );
  },
  fusionMaterials: ({ clause, card, script, context }) => {
    const extra = materialConditionsLua(clause.conditions, context);
    const substitutes = !card.summon.some((c) => c.kind === 'fusionOnlyWithMaterials');
    const containsForced = '(gc==nil or gc:FilterCount(function(x) return not g:IsContains(x) end,nil)==0)';
    script.block(`Fusion Materials${substitutes ? ' (a Fusion Substitute may stand in for one named material)' : ''}.`, [
      `local LINES=${materialLines(clause.materials, context, substitutes, ' and tc:IsCanBeFusionMaterial(fc)')}`,
      'local function pool(g,gc) local p=Group.CreateGroup() if g then p:AddCard(g) end if gc then p:AddCard(gc) end return p end',
      `local function check(fc,gc,chkf) local tp=chkf&0xff return function(g) return ${containsForced} and ${extra} and (tp==PLAYER_NONE or Duel.GetLocationCountFromEx(tp,tp,g,fc)>0) end end`,
      ...effectLines([
        'SetType(EFFECT_TYPE_SINGLE)',
        FIXED,
        'SetCode(EFFECT_FUSION_MATERIAL)',
        'SetCondition(function(e,g,gc,chkf) if g==nil then return false end local fc=e:GetHandler() return CS.canPick(pool(g,gc),LINES,check(fc,gc,chkf),fc) end)',
        'SetOperation(function(e,tp,eg,ep,ev,re,r,rp,gc,chkf) local fc=e:GetHandler() Duel.SetFusionMaterial(CS.pick(tp,pool(eg,gc),LINES,check(fc,gc,chkf),fc)) end)',
      ]),
    ]);
  },
  fusionOnlyWithMaterials: ({ script }) =>
    script.block(
      'A Fusion Summon of this card can only be done with the above Fusion Materials: no summon "treated as a Fusion Summon" without them.',
      spsummonCondition('not ((st&0xff000000)==SUMMON_TYPE_FUSION and (st&0xff)==CS_FUSION_WITHOUT_MATERIALS)'),
    ),
  // A summon of that type is its own procedure's (with the listed materials), never another card's effect treated as one.
  onlyWithMaterials: ({ clause, script }) =>
    script.block(
      `A ${clause.mechanic} Summon of this card can only be done with the above materials: its own procedure, never an effect treated as one.`,
      spsummonCondition(`(st&0xff000000)~=SUMMON_TYPE_${clause.mechanic.toUpperCase()} or (se~=nil and se:GetHandler()==e:GetHandler())`),
    ),
  ritualSpell: ({ clause, script }) =>
    script.comment(`Ritual Summoned with "${clause.card.value}" (level ${clause.levelRule}): that Ritual Spell's script performs the summon.`),
  synchroMaterials: (input) => extraDeckProcedure(input, 'synchro'),
  xyzMaterials: (input) => extraDeckProcedure(input, 'xyz'),
  linkMaterials: (input) => extraDeckProcedure(input, 'link'),
  summonRequires: ({ clause, script }) => script.stub(`summon condition "${clause.text}" is free text: the script does not check it`),
  // The engine's extra Tributes: face-up Continuous Spells/Traps in your Spell & Trap Zones (with a filter: the
  // fitting ones), for a summon in face-up Attack Position only (the value is the positions it allows: a Tribute
  // Set is face-down), freeing no Monster Zone.
  spellTrapTributes: ({ clause, profile, script, context }) => {
    const target = clause.filter ? filterCondition(clause.filter, context) : 'tc:IsFaceup() and tc:IsType(TYPE_CONTINUOUS)';
    script.block(
      clause.filter
        ? 'Spells/Traps you control that fit its filter can be Tributes for its Tribute Summon.'
        : 'You can Tribute face-up Continuous Spells/Traps you control for its Tribute Summon.',
      single('EFFECT_ADD_EXTRA_TRIBUTE', ['SetTargetRange(LOCATION_SZONE,0)', `SetTarget(function(e,tc) return ${target} end)`, 'SetValue(POS_FACEUP_ATTACK)']),
    );
    if (countBelowTributes(clause.filter?.count.max ?? null, profile))
      script.stub(`at most ${clause.filter!.count.max} of its Tributes may be Spells/Traps: the engine's extra Tributes have no count`);
  },
  // The opponent's monsters as extra Tributes (EDOPro: Vampire Sucker's EFFECT_ADD_EXTRA_TRIBUTE on their Monster
  // Zones); `once this turn` is a player flag set when its materials held one of theirs.
  opponentTributes: ({ clause, profile, script, context }) => {
    const once = clause.oncePerTurn ? ` and Duel.GetFlagEffect(e:GetHandlerPlayer(),${script.passcode})==0` : '';
    script.block(
      'Monsters your opponent controls that fit its filter can be Tributes for its Tribute Summon.',
      single('EFFECT_ADD_EXTRA_TRIBUTE', [
        'SetTargetRange(0,LOCATION_MZONE)',
        `SetTarget(function(e,tc) return ${filterCondition(clause.filter, context)}${once} end)`,
        'SetValue(POS_FACEUP_ATTACK)',
      ]),
    );
    if (clause.oncePerTurn)
      script.block(
        'Once this turn: a Tribute Summon that took one of theirs uses it up.',
        single('EFFECT_MATERIAL_CHECK', [
          `SetValue(function(e,tc) local p=tc:GetControler() if tc:GetMaterial():IsExists(function(mc) return (mc:IsOnField() and mc:IsControler(1-p)) or (not mc:IsOnField() and mc:IsPreviousControler(1-p)) end,1,nil) then Duel.RegisterFlagEffect(p,${script.passcode},RESET_PHASE+PHASE_END,0,1) end end)`,
        ]),
      );
    if (countBelowTributes(clause.filter.count.max, profile))
      script.stub(`at most ${clause.filter.count.max} of its Tributes may be your opponent's monsters: the engine's extra Tributes have no count`);
  },
  // The Synchro/Xyz/Link procedure tests the phase itself (phaseTest); this covers the summons of that type by effects.
  mechanicOnlyInPhase: ({ clause, script }) =>
    script.block(
      `Cannot be ${clause.mechanic} Summoned, except during ${clause.phase === 'main1' ? 'Main Phase 1' : 'Main Phase 2'}.`,
      spsummonCondition(`(st&0xff000000)~=SUMMON_TYPE_${clause.mechanic.toUpperCase()} or Duel.GetCurrentPhase()==${PHASE_NAMES[clause.phase]}`),
    ),
  // Before: its procedure (procedureFunctions' extra test) and effects refuse a player who Normal Summoned/Set this
  // turn; after: its summoner cannot Normal Summon/Set for the rest of the turn (engine/specialSummonRules.ts, summonEvents.ts).
  noNormalSummonTurnSpecialSummoned: ({ script }) => {
    script.block(
      'You cannot Normal Summon/Set the turn you Special Summon this card: not after a Normal Summon/Set this turn ...',
      spsummonCondition(NO_NORMAL_SUMMON_YET('sp')),
    );
    script.block(
      '... and after its Special Summon its summoner cannot Normal Summon/Set this turn.',
      effectLines([
        'SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)',
        'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)',
        'SetCode(EVENT_SPSUMMON_SUCCESS)',
        'SetOperation(function(e,tp,eg,ep,ev,re,r,rp) local c=e:GetHandler() local sp=c:GetSummonPlayer() ' +
          'for _,code in ipairs({EFFECT_CANNOT_SUMMON,EFFECT_CANNOT_MSET}) do local l=Effect.CreateEffect(c) l:SetType(EFFECT_TYPE_FIELD) l:SetProperty(EFFECT_FLAG_PLAYER_TARGET) ' +
          'l:SetCode(code) l:SetTargetRange(1,0) l:SetReset(RESET_PHASE+PHASE_END) Duel.RegisterEffect(l,sp) end end)',
      ]),
    );
  },
  // Folded into the card's Synchro/Xyz/Link procedure (extraDeckProcedure): its pool of materials.
  faceDownMaterials: ({ script }) => script.comment('Face-down monsters of the kind below can also be its materials: part of its summon procedure.'),
  opponentMaterials: ({ script }) => script.comment('Monsters the opponent controls can also be its materials: part of its summon procedure.'),
  summonCannotBeNegated: ({ script }) => {
    script.block('Its summon cannot be negated.', single('EFFECT_CANNOT_DISABLE_SUMMON'));
    script.block('Nor its Special Summon.', single('EFFECT_CANNOT_DISABLE_SPSUMMON'));
  },
};

/** The summon type's sub-value that marks a Fusion Summon done without materials (Instant Fusion). */
export const FUSION_WITHOUT_MATERIALS = 1;

/** Every summoning clause of the monster, then what its frame implies (rules 3: Extra Deck and Ritual Monsters are Semi-Nomi by default). */
/** Filter properties the scripts check; any other one in a clause is a stub. */
const CHECKED_PROPERTIES = PROPERTIES_IN_FILTER_CONDITION;

/** Filter fields the scripts translate only in a procedure's costs (relativeCostCheck): elsewhere a clause using one is a stub. */
const COST_ONLY_FILTER_FIELDS: Readonly<Record<string, string>> = {
  levelApart: 'level N apart',
};
const COST_ONLY_PROPERTIES: ReadonlySet<string> = new Set(['same-level-as-cost']);

function uncheckedProperties(value: unknown, found: Set<string>, inCosts = false): Set<string> {
  if (Array.isArray(value)) for (const v of value) uncheckedProperties(v, found, inCosts);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (COST_ONLY_FILTER_FIELDS[key] !== undefined && v !== undefined) {
        if (!inCosts) found.add(COST_ONLY_FILTER_FIELDS[key]);
      } else if (key === 'properties' && Array.isArray(v)) {
        for (const p of v) if (typeof p === 'string' && !CHECKED_PROPERTIES.has(p) && !(inCosts && COST_ONLY_PROPERTIES.has(p))) found.add(p);
      } else if (key !== 'span' && key !== 'keywordSpan') uncheckedProperties(v, found, inCosts || key === 'costs');
    }
  }
  return found;
}

export function writeSummonClauses(card: MonsterDeclaration, script: LuaScriptBuilder, context: ScriptContext): void {
  const profile = summoningProfile(card);
  for (const property of uncheckedProperties(card.summon, new Set())) script.stub(`the filter property "${property}" in a summoning clause is not checked`);
  for (const clause of card.summon) {
    const write = CLAUSE_SCRIPTS[clause.kind] as ClauseScript<typeof clause.kind>;
    write({ clause, card, profile, script, context });
  }
  // The revive limit is the profile's restriction: Nomi or Semi-Nomi by any of its methods (a printed one, a
  // procedure or an effect of its own behind "Cannot be Normal Summoned/Set", the frame's mechanic, rules 3, 6).
  if (profile.specialSummon.restriction !== 'none') script.enableReviveLimit();
  const frame = card.frame?.value;
  if (frame === 'synchro' || frame === 'xyz' || frame === 'link') {
    const kind = `${frame}Materials` as const;
    if (!card.summon.some((c) => c.kind === kind)) extraDeckProcedure({ card, profile, script, context }, frame);
  }
  // From the Extra Deck a printed Semi-Nomi method binds (engine/specialSummonRules.ts): no other summon
  // (Polymerization, Metamorphosis) takes it out before it was summoned that way.
  const printedFirst = profile.specialSummon.methods.some((m) => m.kind === 'procedure' && m.restriction === 'semi-nomi' && m.clause !== undefined);
  if (printedFirst && profile.deck === 'extra') {
    script.block(
      'From the Extra Deck, only its own procedure summons it first.',
      spsummonCondition('e:GetHandler():IsStatus(0x8) or not e:GetHandler():IsLocation(LOCATION_EXTRA)'),
    );
  }
  if (frame === 'token') script.comment('A Token: created by effects only.');
  void luaComment;
}
