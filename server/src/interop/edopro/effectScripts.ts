import type { CardDeclaration, CardFilter, Cost } from '../../core/model/cards';
import type { Effect, EffectFilter, NegatableActivation, Side, SummonPosition } from '../../core/model/effects';
import { lowerEffects } from '../../core/lowering/lowerEffects';
import { faceUpExtraGuard, filterCondition, hex, PROPERTIES_IN_FILTER_CONDITION, sideLocations } from './luaFilters';
import { fitsNonMonsters } from '../../core/model/filterCardTypes';
import { effectLines, type LuaScriptBuilder } from './luaScriptBuilder';
import { luaComment } from './luaComment';
import type { ScriptContext } from './scriptContext';
import { costZones, FUSION_WITHOUT_MATERIALS } from './summonClauseScripts';

/**
 * A card's `effect { }` block (the engine's closed effect vocabulary, docs/language.md "Effect statements")
 * to one engine effect: `cost` lines become its cost, `target` lines its target, the rest its operation,
 * in order. Spells and Traps activate it (EFFECT_TYPE_ACTIVATE); a monster's is an Ignition Effect on the
 * field; a `trigger` line makes it a trigger on summons. One mapping per statement kind (LINE_SCRIPTS).
 */

interface EffectPlan {
  readonly costs: string[];
  costLp: string;
  readonly targetChecks: string[];
  targetFilter: string | null;
  readonly checks: string[];
  readonly operation: string[];
  readonly settings: string[];
  trigger: (Effect & { kind: 'trigger' }) | null;
  negation: 'summon' | 'activation' | null;
  summonEvents: readonly string[];
  categories: number;
  /** Where a card that Special Summons itself activates it from (its own way, rules 6); null: the field. */
  selfRange: number | null;
  countLimit: string | null;
}

interface LineInput<K extends Effect['kind']> {
  readonly line: Effect & { readonly kind: K };
  readonly plan: EffectPlan;
  readonly card: CardDeclaration;
  readonly script: LuaScriptBuilder;
  readonly context: ScriptContext;
  readonly targetsSummoned: boolean;
}

type LineScript<K extends Effect['kind']> = (input: LineInput<K>) => void;

const position = (p: SummonPosition | null) => (p === 'attack' ? 'POS_FACEUP_ATTACK' : p === 'defense' ? 'POS_FACEUP_DEFENSE' : 'POS_FACEUP');

/**
 * "they can pay 1000 LP for each Tribute required to Normal Summon or Set a monster, instead of Tributing"
 * (Mausoleum of the Emperor, engine/normalSummon.ts): while this card is face-up, the turn player's monsters in
 * either hand get a Normal Summon and a Set procedure that pays the LP for the Tributes their Level needs. It is
 * not a Tribute Summon and uses the Normal Summon; a monster whose Tributes are its own procedure (EFFECT_LIMIT_
 * SUMMON_PROC: "requires 3 tributes", "must be Normal Summoned by ...") takes none but that one, as the rules say.
 */
function payLpForTributes(amount: number, script: LuaScriptBuilder): void {
  const tributes = 'local n=c:GetLevel()>6 and 2 or c:GetLevel()>4 and 1 or 0';
  for (const [code, set] of [
    ['EFFECT_SUMMON_PROC', false],
    ['EFFECT_SET_PROC', true],
  ] as const) {
    const description = script.nextDescription();
    script.summonOptions.push({ option: 'payLp', tag: null, set, tributes: 0, description });
    script.block(`The turn player may pay ${amount} LP per Tribute instead of Tributing, to Normal ${set ? 'Set' : 'Summon'} a monster.`, [
      'local e=Effect.CreateEffect(c)',
      'e:SetType(EFFECT_TYPE_FIELD)',
      `e:SetCode(${code})`,
      'e:SetRange(LOCATION_SZONE)',
      'e:SetTargetRange(LOCATION_HAND,LOCATION_HAND)',
      `e:SetDescription(${description})`,
      `e:SetCondition(function(e,c,minc) if c==nil then return true end local tp=c:GetControler() ${tributes} return minc==0 and n>0 and Duel.GetTurnPlayer()==tp and Duel.GetLocationCount(tp,LOCATION_MZONE)>0 and Duel.CheckLPCost(tp,n*${amount}) end)`,
      `e:SetOperation(function(e,tp,eg,ep,ev,re,r,rp,c) ${tributes} Duel.PayLPCost(c:GetControler(),n*${amount}) end)`,
      'e:SetValue(SUMMON_TYPE_NORMAL)',
      'c:RegisterEffect(e)',
    ]);
  }
}

/** Codes that this card's summons make properly summoned (their "must be Special Summoned by the effect of" names it). */
function properTable(card: CardDeclaration, context: ScriptContext): string {
  const codes = context
    .properlySummonedBy(card.name.value)
    .map((n) => context.passcodeOf(n))
    .filter((c): c is number => c !== undefined);
  return `{${codes.map((c) => `[${c}]=true`).join(',')}}`;
}

/**
 * Filter properties that depend on the cost paid (engine/cardFilters.ts): `named-next-level` (the card a
 * paid LV monster's `next level` names: Level Up!) and `same-level-as-tributed` (Metamorphosis). `PAID` is
 * the group of cost cards: before the cost is paid, every card it could take; after, the cards it took.
 */
const COST_PROPERTIES: Readonly<Record<string, string>> = {
  'named-next-level': 'PAID:IsExists(function(x) return NEXT[x:GetCode()]==tc:GetCode() end,1,nil)',
  'same-level-as-tributed': 'tc:GetOriginalLevel()>0 and PAID:IsExists(function(x) return x:GetOriginalLevel()==tc:GetOriginalLevel() end,1,nil)',
};

function effectFilter(filter: EffectFilter, context: ScriptContext, script: LuaScriptBuilder): string {
  const special = filter.properties.filter((p) => !PROPERTIES_IN_FILTER_CONDITION.has(p));
  const unknown = special.filter((p) => COST_PROPERTIES[p] === undefined);
  if (unknown.length > 0) {
    script.stub(`filter property ${unknown.join(', ')} depends on the cost paid: the filter matches nothing`);
    return 'false';
  }
  return [filterCondition(filter, context), ...special.map((p) => COST_PROPERTIES[p])].join(' and ');
}

/** `NEXT`: each monster's passcode to its `next level`'s passcode (only when a filter needs it). */
function nextTable(context: ScriptContext): string {
  const entries = [...(context.nextLevels?.() ?? new Map<number, number>()).entries()].sort(([a], [b]) => a - b);
  return `{${entries.map(([from, to]) => `[${from}]=${to}`).join(',')}}`;
}

function selectFrom(filter: EffectFilter, side: Side, zones: readonly Effect['kind'][] | readonly string[]): [string, string] {
  return sideLocations(zones as never, side, !fitsNonMonsters(filter));
}

// A card whose method is this effect (PROPER) is summoned as its proper summon: the revive limit does not apply (nolimit).
/** `to`: the player whose field it goes to (the opponent's for "to your opponent's field"). */
const summonCheck = (ignore: boolean, to = 'tp') =>
  `tc:IsCanBeSpecialSummoned(e,0,tp,${ignore},PROPER[tc:GetCode()]==true${to === 'tp' ? '' : `,POS_FACEUP,${to}`})`;

const LINE_SCRIPTS: { readonly [K in Effect['kind']]: LineScript<K> } = {
  cost: ({ line, plan, context, script }) => costLine(line.cost, plan, context, script),
  target: ({ line, plan, context, script, targetsSummoned }) => {
    const [s, o] = selectFrom(line.filter, line.side, line.zones);
    const summoning = plan.operation.length === 0 && targetsSummoned;
    const ignore = summoning && (plan as { ignoreTarget?: boolean }).ignoreTarget === true;
    plan.targetFilter = `function(tc,e,tp) return ${effectFilter(line.filter, context, script)}${faceUpExtraGuard(line.zones)} and tc:IsLocation(${hex(Number(s) | Number(o))})${summoning ? ` and ${summonCheck(ignore)}` : ''} end`;
    plan.targetChecks.push(
      `Duel.IsExistingTarget(TF,tp,${s},${o},${line.filter.count.min},nil,e,tp)${summoning ? ' and Duel.GetLocationCount(tp,LOCATION_MZONE)>0' : ''}`,
    );
    plan.settings.push('SetProperty(EFFECT_FLAG_CARD_TARGET)');
    (plan as { targetSelect?: string }).targetSelect =
      `Duel.SelectTarget(tp,TF,tp,${s},${o},${line.filter.count.min},${line.filter.count.max ?? line.filter.count.min},nil,e,tp)`;
  },
  specialSummonTarget: ({ line, plan }) => {
    plan.categories |= 0x200;
    // "Special Summon it to your opponent's field": you summon it (sumplayer tp), they control it (target player 1-tp).
    const to = line.toOpponent ? '1-tp' : 'tp';
    if (line.toOpponent)
      plan.targetChecks.splice(
        0,
        plan.targetChecks.length,
        ...plan.targetChecks.map((t) => t.replace('Duel.GetLocationCount(tp,LOCATION_MZONE)>0', 'Duel.GetLocationCount(1-tp,LOCATION_MZONE,tp)>0')),
      );
    plan.operation.push(
      `local tc=Duel.GetFirstTarget() if tc and tc:IsRelateToEffect(e) and Duel.SpecialSummon(tc,0,tp,${to},${line.ignoreConditions},PROPER[tc:GetCode()]==true,${position(line.position)})>0 and PROPER[tc:GetCode()] then tc:CompleteProcedure() end`,
    );
  },
  specialSummonFrom: ({ line, plan, context, script }) => {
    plan.categories |= 0x200;
    const [s, o] = selectFrom(line.filter, line.side, line.zones);
    const to = line.toOpponent ? '1-tp' : 'tp';
    const free = line.toOpponent ? 'Duel.GetLocationCount(1-tp,LOCATION_MZONE,tp)>0' : 'Duel.GetLocationCount(tp,LOCATION_MZONE)>0';
    const f = `function(tc) return ${effectFilter(line.filter, context, script)}${faceUpExtraGuard(line.zones)} and ${summonCheck(line.ignoreConditions, to)} end`;
    plan.checks.push(`${free} and Duel.IsExistingMatchingCard(${f},tp,${s},${o},1,nil)`);
    plan.operation.push(
      `if ${free} then local g=Duel.SelectMatchingCard(tp,${f},tp,${s},${o},${line.filter.count.min},${line.filter.count.max ?? line.filter.count.min},nil) for tc in aux_next(g) do if Duel.SpecialSummonStep(tc,0,tp,${to},${line.ignoreConditions},PROPER[tc:GetCode()]==true,${position(line.position)}) and PROPER[tc:GetCode()] then tc:CompleteProcedure() end end Duel.SpecialSummonComplete() end`,
    );
  },
  specialSummonFirstFromDeck: ({ line, plan, context, script }) => {
    plan.categories |= 0x200;
    const f = `function(tc) return ${effectFilter(line.filter, context, script)} end`;
    plan.checks.push('Duel.GetLocationCount(tp,LOCATION_MZONE)>0 and Duel.GetFieldGroupCount(tp,LOCATION_DECK,0)>0');
    plan.operation.push(
      `local F=${f} local dg=Duel.GetFieldGroup(tp,LOCATION_DECK,0) local seq=-1 local hit=nil for tc in aux_next(dg) do if F(tc) and tc:GetSequence()>seq then seq=tc:GetSequence() hit=tc end end local n=hit and (Duel.GetFieldGroupCount(tp,LOCATION_DECK,0)-seq) or Duel.GetFieldGroupCount(tp,LOCATION_DECK,0) Duel.ConfirmDecktop(tp,n) if hit then Duel.DisableShuffleCheck() if Duel.SpecialSummon(hit,0,tp,tp,${line.ignoreConditions},false,POS_FACEUP)==0 then Duel.SendtoGrave(hit,REASON_EFFECT) end end local rest=Duel.GetDecktopGroup(tp,hit and n-1 or n) Duel.SendtoGrave(rest,REASON_EFFECT)`,
    );
  },
  fusionSummon: ({ line, plan, context, script }) => {
    plan.categories |= 0x200;
    const f = line.filter ? effectFilter(line.filter, context, script) : 'true';
    if (line.materialZones === null) {
      // "Treated as a Fusion Summon" without materials (Instant Fusion): a Fusion Summon with the sub-value the
      // "only with the above Fusion Materials" condition refuses.
      const ok = `function(tc) return tc:IsType(TYPE_FUSION) and ${f} and tc:IsCanBeSpecialSummoned(e,SUMMON_TYPE_FUSION+${FUSION_WITHOUT_MATERIALS},tp,false,false) and Duel.GetLocationCountFromEx(tp,tp,nil,tc)>0 end`;
      plan.checks.push(`Duel.IsExistingMatchingCard(${ok},tp,LOCATION_EXTRA,0,1,nil)`);
      plan.operation.push(
        `local g=Duel.SelectMatchingCard(tp,${ok},tp,LOCATION_EXTRA,0,1,1,nil) local tc=g:GetFirst() if tc and Duel.SpecialSummon(tc,SUMMON_TYPE_FUSION+${FUSION_WITHOUT_MATERIALS},tp,tp,false,false,POS_FACEUP)>0 then tc:CompleteProcedure() end`,
      );
      return;
    }
    const [s, o] = sideLocations(line.materialZones, line.materialSide);
    const mats = `Duel.GetMatchingGroup(function(tc) return tc:IsType(TYPE_MONSTER) and (tc:IsLocation(LOCATION_HAND) or tc:IsFaceup()) end,tp,${s},${o},nil)`;
    const ok = `function(tc,mg) return tc:IsType(TYPE_FUSION) and ${f} and tc:IsCanBeSpecialSummoned(e,SUMMON_TYPE_FUSION,tp,false,false) and tc:CheckFusionMaterial(mg,nil,tp) end`;
    plan.checks.push(`Duel.IsExistingMatchingCard(${ok},tp,LOCATION_EXTRA,0,1,nil,${mats})`);
    plan.operation.push(
      `local mg=${mats} local g=Duel.SelectMatchingCard(tp,${ok},tp,LOCATION_EXTRA,0,1,1,nil,mg) local tc=g:GetFirst() if tc then local mat=Duel.SelectFusionMaterial(tp,tc,mg,nil,tp) tc:SetMaterial(mat) Duel.SendtoGrave(mat,REASON_EFFECT+REASON_MATERIAL+REASON_FUSION) Duel.BreakEffect() if Duel.SpecialSummon(tc,SUMMON_TYPE_FUSION,tp,tp,false,false,POS_FACEUP)>0 then tc:CompleteProcedure() end end`,
    );
  },
  ritualSummon: ({ line, plan, context, script }) => {
    plan.categories |= 0x200;
    const f = line.filter ? effectFilter(line.filter, context, script) : 'true';
    const exact = line.levelRule === 'exactly' || line.using.kind === 'send';
    let materials: string;
    let finish: string;
    if (line.using.kind === 'tributes') {
      const zones = line.using.zones.length > 0 ? line.using.zones : (['hand', 'field'] as const);
      const [s] = sideLocations(zones, 'your');
      materials = `Duel.GetRitualMaterial(tp):Filter(function(m) return m:IsLocation(${s}) end,nil)`;
      finish = 'Duel.ReleaseRitualMaterial(mat)';
    } else {
      const [s, o] = sideLocations(line.using.zones, line.using.side);
      materials = `Duel.GetMatchingGroup(function(m) return ${effectFilter(line.using.filter, context, script).replace(/\btc\b/g, 'm')} and m:GetLevel()>0 and m:IsAbleToGrave() end,tp,${s},${o},nil)`;
      finish = 'Duel.SendtoGrave(mat,REASON_EFFECT+REASON_MATERIAL+REASON_RITUAL)';
    }
    const sum = exact ? 'CheckWithSumEqual(Card.GetRitualLevel,tc:GetLevel(),1,99,tc)' : 'CheckWithSumGreater(Card.GetRitualLevel,tc:GetLevel(),tc)';
    const select = exact ? 'SelectWithSumEqual(tp,Card.GetRitualLevel,tc:GetLevel(),1,99,tc)' : 'SelectWithSumGreater(tp,Card.GetRitualLevel,tc:GetLevel(),tc)';
    const ok = `function(tc,mg) if not (tc:IsType(TYPE_RITUAL) and ${f} and tc:IsCanBeSpecialSummoned(e,SUMMON_TYPE_RITUAL,tp,false,true)) then return false end local m=mg:Filter(function(x) return x~=tc and x:IsCanBeRitualMaterial(tc) end,nil) return (Duel.GetLocationCount(tp,LOCATION_MZONE)>0 or m:IsExists(function(x) return x:IsLocation(LOCATION_MZONE) end,1,nil)) and m:${sum} end`;
    plan.checks.push(`Duel.IsExistingMatchingCard(${ok},tp,LOCATION_HAND,0,1,nil,${materials})`);
    plan.operation.push(
      `local mg=${materials} local g=Duel.SelectMatchingCard(tp,${ok},tp,LOCATION_HAND,0,1,1,nil,mg) local tc=g:GetFirst() if tc then local m=mg:Filter(function(x) return x~=tc and x:IsCanBeRitualMaterial(tc) end,nil) local mat=m:${select} tc:SetMaterial(mat) ${finish} Duel.BreakEffect() if Duel.SpecialSummon(tc,SUMMON_TYPE_RITUAL,tp,tp,false,true,POS_FACEUP)>0 then tc:CompleteProcedure() end end`,
    );
  },
  normalSummonLimit: ({ line, plan }) => {
    plan.operation.push(
      `local p=Effect.CreateEffect(e:GetHandler()) p:SetType(EFFECT_TYPE_FIELD) p:SetProperty(EFFECT_FLAG_PLAYER_TARGET) p:SetCode(EFFECT_SET_SUMMON_COUNT_LIMIT) p:SetTargetRange(1,0) p:SetValue(${line.count}) p:SetReset(RESET_PHASE+PHASE_END) Duel.RegisterEffect(p,tp)`,
    );
  },
  extraNormalSummon: ({ plan }) => {
    plan.operation.push(
      'local p=Effect.CreateEffect(e:GetHandler()) p:SetType(EFFECT_TYPE_FIELD) p:SetCode(EFFECT_EXTRA_SUMMON_COUNT) p:SetTargetRange(LOCATION_HAND+LOCATION_MZONE,0) p:SetReset(RESET_PHASE+PHASE_END) Duel.RegisterEffect(p,tp)',
    );
  },
  payLpPerTributeInstead: ({ line, script }) => payLpForTributes(line.amount, script),
  // The engine's "one of these" extra Tributes (ex_list_oneof): 1 monster of the opponent's in one Tribute Summon, until the End Phase.
  opponentTributeThisTurn: ({ plan }) => {
    plan.operation.push(
      'local p=Effect.CreateEffect(e:GetHandler()) p:SetType(EFFECT_TYPE_FIELD) p:SetCode(EFFECT_EXTRA_RELEASE_SUM) p:SetTargetRange(0,LOCATION_MZONE) p:SetProperty(EFFECT_FLAG_SET_AVAILABLE) p:SetCountLimit(1) p:SetReset(RESET_PHASE+PHASE_END) Duel.RegisterEffect(p,tp)',
    );
  },
  negateSummon: ({ line, plan }) => {
    plan.negation = 'summon';
    plan.summonEvents = line.specialOnly ? ['EVENT_SPSUMMON'] : ['EVENT_SUMMON', 'EVENT_FLIP_SUMMON', 'EVENT_SPSUMMON'];
    plan.checks.push('Duel.GetCurrentChain()==0');
    if (line.byOpponent) plan.checks.push('ep~=tp');
    if (line.onlyOneMonster) plan.checks.push('#eg==1');
    plan.operation.push('Duel.NegateSummon(eg) Duel.Destroy(eg,REASON_EFFECT)');
  },
  negateActivation: ({ line, plan }) => {
    plan.negation = 'activation';
    plan.summonEvents = ['EVENT_CHAINING'];
    plan.checks.push(`Duel.IsChainNegatable(ev) and ${activationTest(line.of)}`);
    plan.operation.push('if Duel.NegateActivation(ev) and re:GetHandler():IsRelateToEffect(re) then Duel.Destroy(eg,REASON_EFFECT) end');
  },
  trigger: ({ line, plan }) => {
    plan.trigger = line;
  },
  destroyAllMonsters: ({ plan }) => plan.operation.push('Duel.Destroy(Duel.GetFieldGroup(tp,LOCATION_MZONE,LOCATION_MZONE),REASON_EFFECT)'),
  destroyTarget: ({ plan }) => plan.operation.push('local tc=Duel.GetFirstTarget() if tc and tc:IsRelateToEffect(e) then Duel.Destroy(tc,REASON_EFFECT) end'),
  destroySummoned: ({ plan }) =>
    plan.operation.push('local g=eg:Filter(function(tc) return tc:IsLocation(LOCATION_MZONE) and SUMMONED(tc) end,nil) Duel.Destroy(g,REASON_EFFECT)'),
  banishSummoned: ({ plan }) =>
    plan.operation.push(
      'local g=eg:Filter(function(tc) return tc:IsLocation(LOCATION_MZONE) and SUMMONED(tc) end,nil) Duel.Remove(g,POS_FACEUP,REASON_EFFECT)',
    ),
  banishTarget: ({ plan }) =>
    plan.operation.push('local tc=Duel.GetFirstTarget() if tc and tc:IsRelateToEffect(e) then Duel.Remove(tc,POS_FACEUP,REASON_EFFECT) end'),
  addToHand: ({ line, plan, context, script }) => {
    const [s, o] = selectFrom(line.filter, line.side, line.zones);
    const f = `function(tc) return ${effectFilter(line.filter, context, script)}${faceUpExtraGuard(line.zones)} and tc:IsAbleToHand() end`;
    plan.checks.push(`Duel.IsExistingMatchingCard(${f},tp,${s},${o},${line.filter.count.min},nil)`);
    plan.operation.push(
      `local g=Duel.SelectMatchingCard(tp,${f},tp,${s},${o},${line.filter.count.min},${line.filter.count.max ?? line.filter.count.min},nil) if #g>0 then Duel.SendtoHand(g,nil,REASON_EFFECT) Duel.ConfirmCards(1-tp,g) end`,
    );
  },
  sendToGraveyard: ({ line, plan, context, script }) => {
    const [s, o] = selectFrom(line.filter, line.side, line.zones);
    const f = `function(tc) return ${effectFilter(line.filter, context, script)}${faceUpExtraGuard(line.zones)} and tc:IsAbleToGrave() end`;
    plan.checks.push(`Duel.IsExistingMatchingCard(${f},tp,${s},${o},${line.filter.count.min},nil)`);
    plan.operation.push(
      `local g=Duel.SelectMatchingCard(tp,${f},tp,${s},${o},${line.filter.count.min},${line.filter.count.max ?? line.filter.count.min},nil) if #g>0 then Duel.SendtoGrave(g,REASON_EFFECT) end`,
    );
  },
  returnTarget: ({ line, plan }) =>
    plan.operation.push(
      line.to === 'hand'
        ? 'local tc=Duel.GetFirstTarget() if tc and tc:IsRelateToEffect(e) then Duel.SendtoHand(tc,nil,REASON_EFFECT) end'
        : 'local tc=Duel.GetFirstTarget() if tc and tc:IsRelateToEffect(e) then Duel.SendtoDeck(tc,nil,2,REASON_EFFECT) end',
    ),
  draw: ({ line, plan }) => {
    const who = line.who === 'you' ? 'tp' : '1-tp';
    plan.checks.push(`Duel.IsPlayerCanDraw(${who},${line.count})`);
    plan.operation.push(`Duel.Draw(${who},${line.count},REASON_EFFECT)`);
  },
  gainLp: ({ line, plan }) => plan.operation.push(`Duel.Recover(tp,${line.amount},REASON_EFFECT)`),
  payLp: ({ line, plan }) => plan.operation.push(`Duel.PayLPCost(tp,${line.amount})`),
  specialSummonSelf: ({ line, plan, card }) => {
    plan.categories |= 0x200;
    const zones = card.kind === 'monster' ? (card.summon.find((c) => c.kind === 'ownEffect') as { zones?: readonly string[] | null } | undefined)?.zones : null;
    plan.selfRange =
      (zones ?? ['hand']).reduce(
        (bits, z) => bits | (({ hand: 0x2, graveyard: 0x10, banished: 0x20, deck: 0x1, 'face-up-extra': 0x40 } as Partial<Record<string, number>>)[z] ?? 0),
        0,
      ) || 0x2;
    // Its own way of summoning itself: the revive limit does not apply and it becomes properly summoned.
    // From the face-up Extra Deck: the card is face-up there, and a zone a card from the Extra Deck may use is free.
    plan.checks.push(
      zones?.includes('face-up-extra')
        ? '(e:GetHandler():IsLocation(LOCATION_EXTRA) and e:GetHandler():IsFaceup() and Duel.GetLocationCountFromEx(tp,tp,nil,e:GetHandler())>0 or not e:GetHandler():IsLocation(LOCATION_EXTRA) and Duel.GetLocationCount(tp,LOCATION_MZONE)>0) and e:GetHandler():IsCanBeSpecialSummoned(e,0,tp,false,true)'
        : 'Duel.GetLocationCount(tp,LOCATION_MZONE)>0 and e:GetHandler():IsCanBeSpecialSummoned(e,0,tp,false,true)',
    );
    plan.operation.push(
      `local c=e:GetHandler() if c:IsRelateToEffect(e) and Duel.SpecialSummon(c,0,tp,tp,false,true,${position(line.position)})>0 then c:CompleteProcedure() end`,
    );
  },
  oncePerTurn: ({ line, plan, script }) => {
    plan.countLimit = line.limit === 'hard' ? `SetCountLimit(1,${script.passcode})` : 'SetCountLimit(1)';
  },
  fusionSubstitute: ({ script }) =>
    script.block(
      'It can substitute for one Fusion Material whose name is specifically listed.',
      effectLines(['SetType(EFFECT_TYPE_SINGLE)', 'SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)', 'SetCode(EFFECT_FUSION_SUBSTITUTE)']),
    ),
};

function activationTest(of: NegatableActivation): string {
  switch (of) {
    case 'any':
      return 'true';
    case 'spell':
      return 're:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_SPELL)';
    case 'trap':
      return 're:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_TRAP)';
    case 'spell-or-trap':
      return 're:IsHasType(EFFECT_TYPE_ACTIVATE)';
    case 'monster-effect':
      return 're:IsActiveType(TYPE_MONSTER)';
    case 'summoning-effect':
      return 're:IsHasCategory(CATEGORY_SPECIAL_SUMMON)';
  }
}

function costLine(cost: Cost, plan: EffectPlan, context: ScriptContext, script: LuaScriptBuilder): void {
  const filter = (f: CardFilter) => `function(tc) return ${filterCondition(f, context)} end`;
  switch (cost.kind) {
    case 'banish':
    case 'send': {
      plan.costs.push(`{how="${cost.kind}",zone=${hex(costZones(cost.from, cost.filter))},min=${cost.filter.count.min},f=${filter(cost.filter)}}`);
      break;
    }
    case 'tribute':
      plan.costs.push(`{how="tribute",zone=LOCATION_MZONE,min=${cost.filter.count.min},f=${filter(cost.filter)}}`);
      break;
    case 'returnToHand':
      plan.costs.push(`{how="hand",zone=LOCATION_MZONE,min=${cost.filter.count.min},f=${filter(cost.filter)}}`);
      break;
    case 'discard':
      plan.costs.push(`{how="discard",zone=LOCATION_HAND,min=${cost.filter.count.min},f=${filter(cost.filter)}}`);
      break;
    case 'payLp':
      plan.costLp = cost.amount === 'half' ? 'math.floor(Duel.GetLP(tp)/2)' : String(cost.amount);
      break;
    case 'text':
      script.stub(`cost "${cost.text}" is free text: not paid`);
      break;
  }
}

/** The Lua test that a summoned monster (in `eg`) is one the trigger reacts to. */
function summonedTest(trigger: (Effect & { kind: 'trigger' }) | null): string {
  if (!trigger) return 'function(tc) return true end';
  const who = trigger.actor === 'you' ? ' and tc:IsSummonPlayer(tp)' : trigger.actor === 'opponent' ? ' and tc:IsSummonPlayer(1-tp)' : '';
  const atk = trigger.minAtk !== null ? ` and tc:GetAttack()>=${trigger.minAtk}` : '';
  return `function(tc) return tc:IsFaceup()${who}${atk} end`;
}

/** Writes the card's effect block; returns nothing, stubs go to the script's list. */
export function writeEffects(card: CardDeclaration, script: LuaScriptBuilder, context: ScriptContext): void {
  if (card.effectStatements.length === 0) return;
  const lowered = lowerEffects(card.uri, card.effectStatements);
  for (const d of lowered.diagnostics) if (d.severity === 'error') script.stub(`effect statement not in the vocabulary: ${d.message}`);
  const effects = lowered.effect.effects;
  const plan: EffectPlan = {
    costs: [],
    costLp: '0',
    targetChecks: [],
    targetFilter: null,
    checks: [],
    operation: [],
    settings: [],
    trigger: null,
    negation: null,
    summonEvents: [],
    categories: 0,
    selfRange: null,
    countLimit: null,
  };
  const targetsSummoned = effects.some((e) => e.kind === 'specialSummonTarget');
  const ignoreTarget = effects.some((e) => e.kind === 'specialSummonTarget' && e.ignoreConditions);
  (plan as { ignoreTarget?: boolean }).ignoreTarget = ignoreTarget;
  for (const line of effects) {
    const write = LINE_SCRIPTS[line.kind] as LineScript<typeof line.kind>;
    write({ line, plan, card, script, context, targetsSummoned });
  }
  const activated = effects.filter((e) => e.kind !== 'fusionSubstitute');
  if (activated.length === 0) return;

  const isMonster = card.kind === 'monster';
  const settings: string[] = [];
  const events = plan.trigger
    ? ['EVENT_SUMMON_SUCCESS', 'EVENT_FLIP_SUMMON_SUCCESS', 'EVENT_SPSUMMON_SUCCESS']
    : plan.summonEvents.length > 0
      ? plan.summonEvents
      : ['EVENT_FREE_CHAIN'];
  if (isMonster) {
    settings.push(
      plan.trigger
        ? 'SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)'
        : plan.summonEvents.length > 0
          ? 'SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_QUICK_O)'
          : 'SetType(EFFECT_TYPE_IGNITION)',
      `SetRange(${plan.selfRange !== null ? hex(plan.selfRange) : 'LOCATION_MZONE'})`,
    );
  } else {
    settings.push('SetType(EFFECT_TYPE_ACTIVATE)');
  }
  if (plan.categories) settings.push(`SetCategory(${hex(plan.categories)})`);
  const flags = [
    ...(plan.settings.includes('SetProperty(EFFECT_FLAG_CARD_TARGET)') ? ['EFFECT_FLAG_CARD_TARGET'] : []),
    ...(plan.trigger?.timing === 'if' ? ['EFFECT_FLAG_DELAY'] : []),
  ];
  if (flags.length > 0) settings.push(`SetProperty(${flags.join('+')})`);
  settings.push(`SetDescription(${script.nextDescription()})`);
  if (plan.countLimit) settings.push(plan.countLimit);
  const conditionParts = [...(plan.trigger ? ['eg:IsExists(SUMMONED,1,nil)'] : []), ...(plan.negation ? plan.checks : [])];
  if (conditionParts.length > 0) settings.push(`SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return ${conditionParts.join(' and ')} end)`);
  if (plan.costs.length > 0 || plan.costLp !== '0') {
    const table = `{${plan.costs.join(',')}}`;
    settings.push(
      `SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk) local c=e:GetHandler() if chk==0 then return CS.canPayCosts(tp,c,${table},${plan.costLp},function() return true end) end local paid=CS.payCosts(tp,c,${table},${plan.costLp},function() return true end) paid:KeepAlive() e:SetLabelObject(paid) end)`,
    );
  }
  const resolveChecks = plan.negation ? [] : plan.checks;
  const usesPaid = [...plan.checks, ...plan.operation, plan.targetFilter ?? ''].some((text) => text.includes('PAID:'));
  const targetSelect = (plan as { targetSelect?: string }).targetSelect;
  const tf = plan.targetFilter ? `local TF=${plan.targetFilter} ` : '';
  const chkc = plan.targetFilter ? 'if chkc then return TF(chkc,e,tp) end ' : '';
  const allChecks = [...plan.targetChecks, ...resolveChecks];
  const costTable = `{${plan.costs.join(',')}}`;
  const paidBefore = usesPaid ? `local PAID=CS.costCandidates(tp,e:GetHandler(),${costTable}) ` : '';
  const paidAfter = usesPaid ? 'local PAID=e:GetLabelObject() or Group.CreateGroup() ' : '';
  settings.push(
    `SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk,chkc) ${paidBefore}${tf}${chkc}if chk==0 then return ${allChecks.length > 0 ? allChecks.join(' and ') : 'true'} end ${targetSelect ?? ''} end)`,
  );
  settings.push(`SetOperation(function(e,tp,eg,ep,ev,re,r,rp) ${paidAfter}${plan.operation.join(' ')} end)`);
  const lines = [
    `local PROPER=${properTable(card, context)}`,
    `local SUMMONED=${summonedTest(plan.trigger)}`,
    ...(usesPaid ? [`local NEXT=${nextTable(context)}`] : []),
  ];
  events.forEach((event, i) => {
    lines.push(
      ...(i === 0
        ? ['local e=Effect.CreateEffect(c)', ...settings.map((s) => `e:${s}`), `e:SetCode(${event})`, 'c:RegisterEffect(e)']
        : [`local e${i}=e:Clone()`, `e${i}:SetCode(${event})`, `c:RegisterEffect(e${i})`]),
    );
  });
  script.block(`Effect: ${luaComment(card.text?.value.slice(0, 100) ?? 'its effect block')}`, lines);
}
