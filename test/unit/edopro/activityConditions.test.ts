import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { archetypeCode, type CardRow } from '../../../server/src/interop/edopro/cardRows';
import { TYPE } from '../../../server/src/interop/edopro/engineConstants';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { type CardPool, type DuelStep, runDuel } from '../../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore } from '../../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool } from '../../../server/src/interop/edopro/referee/refereeRun';

/**
 * "after a Thunder monster's effect was activated in the hand this turn" (a procedure's condition) and "if a
 * "Sample Magic" Quick-Play Spell was activated this turn" (an alternative Xyz Summon's), as the exported
 * scripts count them (interop/edopro/activityTracker.ts), asked of EDOPro's engine. The cards activated are
 * written here in the engine's Lua (a hand effect, a Quick-Play Spell that does nothing), beside the export.
 */
const CARDS = lowerFile(
  'file:///activity.card',
  parse(
    [
      'monster "After Thunder" { id 930 frame effect attribute LIGHT race Thunder level 8 atk 1 def 1 summon { cannot normal summon or set',
      ' must first special summon by procedure from hand {',
      '  condition activated in hand this turn 1 thunder monster } } }',
      'monster "Sample Utopia" { id 931 frame xyz attribute LIGHT race Warrior rank 4 atk 1 def 1 archetype "Sample Utopia" summon { xyz materials 2 level 4 monsters } }',
      'monster "Sample Zexal" { id 932 frame xyz attribute LIGHT race Warrior rank 0 atk 1 def 1 summon { xyz materials 3 xyz monsters with same rank',
      ' alternative xyz materials 1 archetype "Sample Utopia" xyz monster if activated this turn quick-play spell archetype "Sample Magic" } }',
    ].join('\n'),
  ).tree,
).file;

const exported = exportEdopro([CARDS, bundledLibraryFile()], { assignIdsFrom: 900000000 });
const base = exportedPool(exported).pool;

const THUNDER_IN_HAND = 940;
const FIEND_IN_HAND = 941;
const SAMPLE_MAGIC = 942;
const OTHER_QUICK_PLAY = 943;

const row = (id: number, type: number, race: number, setcodes: number[] = []): CardRow => ({
  id,
  ot: 0x20,
  alias: 0,
  setcodes,
  type,
  atk: 1,
  def: 1,
  level: type & TYPE.MONSTER ? 4 : 0,
  race,
  attribute: type & TYPE.MONSTER ? 0x10 : 0,
  category: 0,
  name: `sample ${id}`,
  desc: '',
});
/** An effect activated in the hand: discard this card (it does nothing else). */
const handEffect = `local s=self_table
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(0x40)
  e:SetRange(0x2)
  e:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return e:GetHandler():IsDiscardable() end Duel.SendtoGrave(e:GetHandler(),0x4000+0x80) end)
  e:SetOperation(function() end)
  c:RegisterEffect(e)
end`;
const quickPlay = `local s=self_table
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(0x10)
  e:SetCode(1002)
  e:SetOperation(function() end)
  c:RegisterEffect(e)
end`;

const pool: CardPool = {
  rows: new Map([
    ...base.rows,
    [THUNDER_IN_HAND, row(THUNDER_IN_HAND, TYPE.MONSTER | TYPE.EFFECT, 0x1000)],
    [FIEND_IN_HAND, row(FIEND_IN_HAND, TYPE.MONSTER | TYPE.EFFECT, 0x8)],
    [SAMPLE_MAGIC, row(SAMPLE_MAGIC, TYPE.SPELL | TYPE.QUICKPLAY, 0, [archetypeCode('Sample Magic')])],
    [OTHER_QUICK_PLAY, row(OTHER_QUICK_PLAY, TYPE.SPELL | TYPE.QUICKPLAY, 0)],
  ]),
  scripts: new Map([
    ...base.scripts,
    [`c${THUNDER_IN_HAND}.lua`, handEffect],
    [`c${FIEND_IN_HAND}.lua`, handEffect],
    [`c${SAMPLE_MAGIC}.lua`, quickPlay],
    [`c${OTHER_QUICK_PLAY}.lua`, quickPlay],
  ]),
};

const activate = (code: number): DuelStep => ({ action: { kind: 'activate', code, prefer: [] } });
const summon = (code: number, prefer: readonly number[] = []): DuelStep => ({ action: { kind: 'specialSummon', code, prefer } });

test('the two conditions are exported, not stubs', () => {
  assert.deepEqual(exported.problems, []);
  for (const name of ['After Thunder', 'Sample Zexal']) assert.deepEqual(exported.cards.find((c) => c.card.name.value === name)?.script.summonStubs, [], name);
});

test("\"after a Thunder monster's effect was activated in the hand this turn\": offered after a Thunder monster's hand effect; not before, not after a Fiend's", async () => {
  const lib = await loadOcgcore();
  const ask = (first: number | null) =>
    runDuel(lib, pool, {
      you: { hand: [{ code: 930 }, ...(first ? [{ code: first }] : [])] },
      opponent: {},
      steps: [...(first ? [activate(first)] : []), summon(930)],
    });
  const after = ask(THUNDER_IN_HAND);
  assert.deepEqual(after.log, []);
  assert.equal(after.steps[0].offered, true, "the Thunder monster's hand effect");
  assert.deepEqual([after.steps[1].offered, after.steps[1].onField], [true, true], 'its procedure after it');
  assert.equal(ask(null).steps[0].offered, false, 'its procedure with no activation this turn');
  const fiend = ask(FIEND_IN_HAND);
  assert.equal(fiend.steps[0].offered, true, "the Fiend's hand effect");
  assert.equal(fiend.steps[1].offered, false, "its procedure after a Fiend's");
});

test('"if a "Sample Magic" Quick-Play Spell was activated this turn": the alternative Xyz Summon on 1 "Sample Utopia" then; not before, not after another Quick-Play Spell', async () => {
  const lib = await loadOcgcore();
  const ask = (spell: number | null) =>
    runDuel(lib, pool, {
      you: { monsters: [{ code: 931 }], extra: [{ code: 932 }], hand: spell ? [{ code: spell }] : [] },
      opponent: {},
      steps: [...(spell ? [activate(spell)] : []), summon(932, [931])],
    });
  const after = ask(SAMPLE_MAGIC);
  assert.deepEqual(after.log, []);
  assert.deepEqual([after.steps[1].offered, after.steps[1].onField], [true, true], 'the alternative after "Sample Magic"');
  assert.equal(ask(null).steps[0].offered, false, 'no Spell activated this turn');
  assert.equal(ask(OTHER_QUICK_PLAY).steps[1].offered, false, 'another Quick-Play Spell');
});
