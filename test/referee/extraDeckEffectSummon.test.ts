import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CardRow } from '../../server/src/interop/edopro/cardRows';
import { LOCATION, TYPE } from '../../server/src/interop/edopro/engineConstants';
import { type CardPool, type DuelSide, runDuel } from '../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore, type OcgcoreLibrary } from '../../server/src/interop/edopro/ocgcore/loadOcgcore';

/**
 * A rules question asked of EDOPro's engine (ocgcore-wasm): may a card effect Special Summon an
 * Extra Deck monster from the Extra Deck when that is not its own method ("Sky Striker Ace - Raye": "Special
 * Summon 1 "Sky Striker Ace" monster from your Extra Deck"), and what does a summon "treated as a Fusion Summon"
 * (Instant Fusion) change? The cards and scripts below are written here from scratch: three monsters with the
 * engine's revive limit (a Link Monster and a Fusion Monster with no printed condition, a Fusion Monster that
 * "must be Fusion Summoned") and three Normal Spells: a plain Special Summon from the Extra Deck, one "treated
 * as a Fusion Summon" (it marks the monster properly summoned), and a plain Special Summon from the GY. The
 * engine's answer is whether it offers the Spell's activation (its target check asks the core whether the monster
 * can be Special Summoned that way). The same questions, in our engine, are the scenarios of
 * test/fixtures/scenarios/modern-extra-deck-effect-summons.card; docs/language.md records the rule.
 */

const LINK = 910001;
const FUSION = 910002;
const MUST_FUSION = 910003;
const MAIN_DECK_LIMITED = 910004;
const MAIN_DECK_FREE = 910005;
const PLAIN_FROM_EXTRA = 910010;
const AS_FUSION_FROM_EXTRA = 910011;
const PLAIN_FROM_GRAVE = 910012;
const PLAIN_FROM_HAND = 910013;

const SUMMON_TYPE_FUSION = 0x43000000;
const EFFECT_SPSUMMON_CONDITION = 30;

const monster = (id: number, type: number, level: number, def: number): CardRow => ({
  id,
  ot: 0x20,
  alias: 0,
  setcodes: [],
  type,
  atk: 1500,
  def,
  level,
  race: 0x20,
  attribute: 0x20,
  category: 0,
  name: `sample ${id}`,
  desc: '',
});
const spell = (id: number): CardRow => ({
  id,
  ot: 0x20,
  alias: 0,
  setcodes: [],
  type: TYPE.SPELL,
  atk: 0,
  def: 0,
  level: 0,
  race: 0,
  attribute: 0,
  category: 0,
  name: `sample ${id}`,
  desc: '',
});

const reviveLimited = 'local s=self_table function s.initial_effect(c) c:EnableReviveLimit() end';
const mustBeFusionSummoned = `local s=self_table
function s.initial_effect(c)
  c:EnableReviveLimit()
  local e=Effect.CreateEffect(c)
  e:SetType(0x1)
  e:SetProperty(0x400+0x40000)
  e:SetCode(${EFFECT_SPSUMMON_CONDITION})
  e:SetValue(function(e,se,sp,st) return st&${SUMMON_TYPE_FUSION}==${SUMMON_TYPE_FUSION} end)
  c:RegisterEffect(e)
end`;

/** A Normal Spell: "Special Summon 1 monster from LOCATION" with summon type SUMTYPE (complete: properly summoned). */
function summoningSpell(location: number, sumtype: number, complete: boolean): string {
  return `local s=self_table
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(0x10)
  e:SetCode(1002)
  local function f(tc,e,tp) return tc:IsCanBeSpecialSummoned(e,${sumtype},tp,false,false) and (${location}~=${LOCATION.EXTRA} or Duel.GetLocationCountFromEx(tp,tp,nil,tc)>0) end
  e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.IsExistingMatchingCard(f,tp,${location},0,1,nil,e,tp) end
  end)
  e:SetOperation(function(e,tp,eg,ep,ev,re,r,rp)
    local g=Duel.SelectMatchingCard(tp,f,tp,${location},0,1,1,nil,e,tp)
    local tc=g:GetFirst()
    if tc and Duel.SpecialSummon(tc,${sumtype},tp,tp,false,false,1)>0 and ${complete} then tc:CompleteProcedure() end
  end)
  c:RegisterEffect(e)
end`;
}

const pool: CardPool = {
  rows: new Map<number, CardRow>([
    [LINK, monster(LINK, TYPE.MONSTER | TYPE.EFFECT | TYPE.LINK, 2, 0x28)],
    [FUSION, monster(FUSION, TYPE.MONSTER | TYPE.EFFECT | TYPE.FUSION, 5, 1000)],
    [MUST_FUSION, monster(MUST_FUSION, TYPE.MONSTER | TYPE.EFFECT | TYPE.FUSION, 5, 1000)],
    [MAIN_DECK_LIMITED, monster(MAIN_DECK_LIMITED, TYPE.MONSTER | TYPE.EFFECT, 7, 1000)],
    [MAIN_DECK_FREE, monster(MAIN_DECK_FREE, TYPE.MONSTER | TYPE.EFFECT, 7, 1000)],
    [PLAIN_FROM_EXTRA, spell(PLAIN_FROM_EXTRA)],
    [PLAIN_FROM_HAND, spell(PLAIN_FROM_HAND)],
    [AS_FUSION_FROM_EXTRA, spell(AS_FUSION_FROM_EXTRA)],
    [PLAIN_FROM_GRAVE, spell(PLAIN_FROM_GRAVE)],
  ]),
  scripts: new Map<string, string>([
    [`c${LINK}.lua`, reviveLimited],
    [`c${FUSION}.lua`, reviveLimited],
    [`c${MUST_FUSION}.lua`, mustBeFusionSummoned],
    [`c${MAIN_DECK_LIMITED}.lua`, reviveLimited],
    [`c${MAIN_DECK_FREE}.lua`, 'local s=self_table function s.initial_effect(c) end'],
    [`c${PLAIN_FROM_EXTRA}.lua`, summoningSpell(LOCATION.EXTRA, 0, false)],
    [`c${PLAIN_FROM_HAND}.lua`, summoningSpell(LOCATION.HAND, 0, false)],
    [`c${AS_FUSION_FROM_EXTRA}.lua`, summoningSpell(LOCATION.EXTRA, SUMMON_TYPE_FUSION, true)],
    [`c${PLAIN_FROM_GRAVE}.lua`, summoningSpell(LOCATION.GRAVE, 0, false)],
  ]),
};

let engine: Promise<OcgcoreLibrary> | undefined;
const lib = () => (engine ??= loadOcgcore());

/** Does the engine let you activate `spellCode` from the hand on this board (and does the monster arrive)? */
async function offered(spellCode: number, you: DuelSide): Promise<{ offered: boolean; onField: boolean }> {
  const result = runDuel(await lib(), pool, {
    you: { ...you, hand: [...(you.hand ?? []), { code: spellCode }] },
    opponent: {},
    steps: [{ action: { kind: 'activate', code: spellCode, prefer: [] }, subject: LINK }],
  });
  assert.equal(result.crashed, undefined, result.log.join('\n'));
  const step = result.steps[0];
  assert.ok(step, `no step outcome: ${result.log.join('\n')}`);
  return { offered: step.offered, onField: step.onField };
}

describe('EDOPro: card effects that Special Summon Extra Deck monsters (issue 9, rules question)', () => {
  test('a plain effect Special Summons a Link Monster with no printed condition from the Extra Deck (Raye)', async () => {
    assert.equal((await offered(PLAIN_FROM_EXTRA, { extra: [{ code: LINK }] })).offered, true);
  });
  test('and a Fusion Monster with no printed condition (Metamorphosis-like)', async () => {
    assert.equal((await offered(PLAIN_FROM_EXTRA, { extra: [{ code: FUSION }] })).offered, true);
  });
  test('but not one that must be Fusion Summoned', async () => {
    assert.equal((await offered(PLAIN_FROM_EXTRA, { extra: [{ code: MUST_FUSION }] })).offered, false);
  });
  test('a summon treated as a Fusion Summon (Instant Fusion) may summon the one that must be Fusion Summoned', async () => {
    assert.equal((await offered(AS_FUSION_FROM_EXTRA, { extra: [{ code: MUST_FUSION }] })).offered, true);
  });
  test('from the GY the revive limit binds: a Link Monster never properly summoned cannot be revived', async () => {
    assert.equal((await offered(PLAIN_FROM_GRAVE, { graveyard: [{ code: LINK }] })).offered, false);
  });
  test('(the Spell that summons from the hand works: a monster without a revive limit)', async () => {
    assert.equal((await offered(PLAIN_FROM_HAND, { hand: [{ code: MAIN_DECK_FREE }] })).offered, true);
  });
  test('in the hand the revive limit binds too (a Main Deck monster with a method of its own, Semi-Nomi)', async () => {
    assert.equal((await offered(PLAIN_FROM_HAND, { hand: [{ code: MAIN_DECK_LIMITED }] })).offered, false);
  });
  test('once it was properly summoned it can', async () => {
    assert.equal((await offered(PLAIN_FROM_GRAVE, { graveyard: [{ code: LINK, proper: true }] })).offered, true);
  });
});
