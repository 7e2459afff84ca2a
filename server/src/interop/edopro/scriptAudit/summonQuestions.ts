import type { CardRow } from '../cardRows';
import { type CardPool, DECK_FILLER, type DuelQuestion, runDuel } from '../ocgcore/duelDriver';
import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';

/**
 * The summoning questions asked of EDOPro's engine about one monster with its own script (docs/edopro.md,
 * "The card's own script"): Normal Summon and Set with three monsters to Tribute, the fewest Tributes the
 * Normal Summon takes, and a revival from the GY (a Monster Reborn of the audit's own) before and after a
 * proper summon. The script runs as EDOPro runs it: `constant.lua` and `utility.lua` first when the script
 * folder has them. Every duel is bounded by the driver's message limit; a script that never returns is the
 * caller's to stop (auditInWorker.ts runs this in a worker it can end).
 */

export interface EngineSummoning {
  readonly normalSummon: boolean;
  readonly set: boolean;
  /** The fewest Tributes its Normal Summon takes (0 to 3); null when it cannot be Normal Summoned. */
  readonly tributes: number | null;
  /** A Monster Reborn put it on the field from the GY without a proper summon first. */
  readonly revivedUnsummoned: boolean;
  /** The same after the card was marked properly summoned (`CompleteProcedure`). */
  readonly revivedAfterProper: boolean;
  /** Summon types of its Special Summon procedures that are no mechanic the language knows (a collection's own). */
  readonly ownMechanics: readonly number[];
  /** What the engine logged while running the script (its errors). */
  readonly scriptErrors: readonly string[];
  /** The engine instance trapped: the caller replaces it. */
  readonly crashed?: string;
}

/** The audit's Monster Reborn: a Normal Spell that Special Summons 1 monster from either GY, as Monster Reborn does. */
export const AUDIT_REVIVER = 999999990;

export const AUDIT_REVIVER_ROW: CardRow = {
  id: AUDIT_REVIVER,
  alias: 0,
  setcodes: [],
  type: 0x2,
  level: 0,
  attribute: 0,
  race: 0,
  atk: 0,
  def: 0,
  ot: 0,
  category: 0,
  name: 'Audit Reborn',
  desc: '',
};

export const AUDIT_REVIVER_SCRIPT = `local s=self_table
local function revivable(e,tp) return function(tc) return tc:IsCanBeSpecialSummoned(e,0,tp,false,false) end end
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(0x10)
  e:SetCode(1002)
  e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.GetLocationCount(tp,0x4)>0 and Duel.IsExistingMatchingCard(revivable(e,tp),tp,0x10,0x10,1,nil) end end)
  e:SetOperation(function(e,tp) local g=Duel.SelectMatchingCard(tp,revivable(e,tp),tp,0x10,0x10,1,1,nil) if #g>0 then Duel.SpecialSummon(g,0,tp,tp,false,false,0x5) end end)
  c:RegisterEffect(e)
end
`;

/** The high byte of the summon types the language has a mechanic for (constant.lua's SUMMON_TYPE_*), and 0. */
const KNOWN_SUMMON_TYPES = new Set([0, 0x40, 0x43, 0x45, 0x46, 0x49, 0x4a, 0x4c]);

const PROBE_PREFIX = 'cardscript-audit:';

/** Lua that reports the summon types of the subject's Special Summon procedures (EFFECT_SPSUMMON_PROC, 34). */
function mechanicProbe(code: number): string {
  return `local g=Duel.GetMatchingGroup(function(tc) return tc:GetOriginalCode()==${code} end,0,0x7f,0x7f,nil)
local tc=g:GetFirst()
if tc and tc.GetCardEffect then for _,e in ipairs({tc:GetCardEffect(34)}) do local v=e:GetValue() if type(v)=='number' then Debug.Message('${PROBE_PREFIX}'..math.tointeger(v)) end end end`;
}

/** EDOPro loads these before any card script; a folder that has them gets them loaded the same way. */
export function edoproPrelude(hasScript: (name: string) => boolean): string {
  return ['constant.lua', 'utility.lua']
    .filter(hasScript)
    .map((name) => `Duel.LoadScript(${JSON.stringify(name)})`)
    .join('\n');
}

/** Codes by card name, one index per pool. */
const codesByName = new WeakMap<CardPool, ReadonlyMap<string, number>>();

/**
 * The codes of the names the card takes on the field or in the GY ("This card's name becomes "Dark Magician" while on
 * the field or in the GY"): the engine shows it under that code there, so the questions look for it under both.
 */
function namesTaken(row: CardRow, pool: CardPool): number[] {
  let index = codesByName.get(pool);
  if (index === undefined) {
    const byName = new Map<string, number>();
    for (const other of pool.rows.values()) if (!byName.has(other.name)) byName.set(other.name, other.id);
    codesByName.set(pool, (index = byName));
  }
  const codes: number[] = [];
  for (const m of row.desc.matchAll(/\bname (?:becomes|is treated as) "([^"]+)"/gi)) {
    const code = index.get(m[1]);
    if (code !== undefined && code !== row.id) codes.push(code);
  }
  return codes;
}

/**
 * Asks the engine about `row` (a monster whose script is `c<passcode>.lua` in the pool; the pool holds
 * AUDIT_REVIVER too). `hint`: the Tribute count expected, tried first (the search takes fewer duels then).
 */
export function askSummoning(lib: OcgcoreLibrary, pool: CardPool, row: CardRow, prelude: string, hint: number): EngineSummoning {
  const code = row.id;
  const extraDeck = (row.type & (0x40 | 0x2000 | 0x800000 | 0x4000000)) !== 0;
  const errors = new Set<string>();
  const mechanics = new Set<number>();
  let crashed: string | undefined;
  const ask = (question: DuelQuestion): boolean => {
    if (crashed) return false;
    const result = runDuel(lib, pool, { ...question, ...(prelude ? { luaBefore: prelude } : {}) });
    for (const line of result.log) {
      if (line.startsWith(PROBE_PREFIX)) {
        const type = Number(line.slice(PROBE_PREFIX.length));
        if (Number.isSafeInteger(type) && !KNOWN_SUMMON_TYPES.has((type >>> 24) & 0xff)) mechanics.add(type >>> 0);
      } else errors.add(line);
    }
    if (result.crashed) crashed = result.crashed;
    const last = result.steps[result.steps.length - 1];
    return last !== undefined && last.offered && last.onField;
  };
  const shown = namesTaken(row, pool);
  const subjectAlso = shown.length > 0 ? { subjectAlso: shown } : {};
  const fodder = (count: number) => Array.from({ length: count }, () => ({ code: DECK_FILLER }));
  const normal = (kind: 'normalSummon' | 'set', available: number, luaAfter?: string) =>
    ask({
      you: { hand: [{ code }], monsters: fodder(available) },
      opponent: {},
      steps: [{ action: { kind, code, prefer: [] }, ...subjectAlso }],
      ...(luaAfter ? { luaAfter } : {}),
    });
  const memo = new Map<number, boolean>();
  const works = (available: number) => {
    let answer = memo.get(available);
    if (answer === undefined) memo.set(available, (answer = normal('normalSummon', available)));
    return answer;
  };
  let normalSummon = false;
  let set = false;
  let tributes: number | null = null;
  if (!extraDeck) {
    normalSummon = normal('normalSummon', 3, mechanicProbe(code));
    memo.set(3, normalSummon);
    set = normal('set', 3);
    if (normalSummon) {
      // Fewer available never lets a summon through that more refused: search from the hint.
      let k = Math.min(3, Math.max(0, hint));
      if (works(k)) while (k > 0 && works(k - 1)) k--;
      else while (k < 3 && !works(k)) k++;
      tributes = k;
    }
  }
  const revive = (proper: boolean, luaAfter?: string) =>
    ask({
      you: { graveyard: [{ code, proper }], hand: [{ code: AUDIT_REVIVER }] },
      opponent: {},
      steps: [{ action: { kind: 'activate', code: AUDIT_REVIVER, prefer: [code, ...shown] }, subject: code, ...subjectAlso }],
      ...(luaAfter ? { luaAfter } : {}),
    });
  const revivedUnsummoned = revive(false, extraDeck ? mechanicProbe(code) : undefined);
  const revivedAfterProper = revivedUnsummoned || revive(true);
  return {
    normalSummon,
    set,
    tributes,
    revivedUnsummoned,
    revivedAfterProper,
    ownMechanics: [...mechanics],
    scriptErrors: [...errors],
    ...(crashed ? { crashed } : {}),
  };
}
