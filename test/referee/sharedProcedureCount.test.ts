import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { before, describe, test } from 'node:test';
import { fileUriFromPath } from '../../server/src/files/fileUris';
import { lowerScenario } from '../../server/src/core/lowering/lowerScenario';
import type { Scenario } from '../../server/src/core/model/scenario';
import { bundledLibraryFile, lookupWithLibrary } from '../../server/src/engine/library/bundledLibrary';
import { runScenario } from '../../server/src/engine/runScenario';
import { exportEdopro } from '../../server/src/interop/edopro/exportSet';
import { type DuelSide, type DuelStep, runDuel } from '../../server/src/interop/edopro/ocgcore/duelDriver';
import { loadOcgcore, type OcgcoreLibrary } from '../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { exportedPool, REFEREE_ASSIGN_FROM } from '../../server/src/interop/edopro/referee/refereeRun';
import { lowerText, ROOT } from './refereePools';

/**
 * "You can only Special Summon "X" once per turn this way" for two procedures (`special summon once per turn
 * this way`), asked of EDOPro's engine with the exported Lua: each scenario of
 * test/fixtures/scenarios/shared-count.card is played in both engines, step by step. After one procedure was
 * used, the card's other procedure is refused this turn and open next turn; a card whose procedures each count
 * for themselves uses both in one turn.
 */
const FILE = path.join(ROOT, 'test', 'fixtures', 'scenarios', 'shared-count.card');
const files = [lowerText(fileUriFromPath(FILE), fs.readFileSync(FILE, 'utf8'))];
const exported = exportEdopro([...files, bundledLibraryFile()], { assignIdsFrom: REFEREE_ASSIGN_FROM });
const { pool, view } = exportedPool(exported);
const lookup = lookupWithLibrary(files);

let lib: OcgcoreLibrary;
before(async () => {
  lib = await loadOcgcore();
});

const code = (name: string) => {
  const passcode = view.codeOf(name);
  assert.ok(passcode !== undefined, `${name} is exported`);
  return passcode;
};

/** The scenario's board and steps for the driver; two `end turn` steps in a row are the player's next turn. */
function duelOf(scenario: Scenario): { you: DuelSide; opponent: DuelSide; steps: { step: DuelStep; index: number }[] } {
  const side = (zones: Scenario['you']['zones']): DuelSide =>
    Object.fromEntries(Object.entries(zones).map(([zone, cards]) => [zone, cards.map((c) => ({ code: code(c.name.value) }))]));
  const steps: { step: DuelStep; index: number }[] = [];
  scenario.steps.forEach((s, index) => {
    const action = s.action;
    if (action.kind === 'specialSummonByProcedure')
      steps.push({ step: { action: { kind: 'specialSummon', code: code(action.card.name), prefer: [] } }, index });
    else if (action.kind === 'move' && action.to === 'hand')
      steps.push({ step: { action: { kind: 'move', code: code(action.card.name), to: 'hand' } }, index });
    else if (action.kind === 'endTurn') {
      if (scenario.steps[index - 1]?.action.kind !== 'endTurn') steps.push({ step: { action: { kind: 'nextTurn' } }, index });
    } else assert.fail(`step ${index + 1}: no counterpart in the driver`);
  });
  return { you: side(scenario.you.zones), opponent: side(scenario.opponent.zones), steps };
}

describe("one count for two procedures, in EDOPro's engine with the exported Lua", () => {
  test('the Lua puts the same oath count on both procedures, and distinct ones where each procedure counts for itself', () => {
    const script = (name: string) => exported.cards.find((c) => c.card.name.value === name)?.script.lua ?? '';
    const shared = code('Sample Twin-Path Wyvern');
    assert.equal(script('Sample Twin-Path Wyvern').split(`SetCountLimit(1,${shared},EFFECT_COUNT_CODE_OATH)`).length - 1, 2);
    const apart = code('Sample Two-Door Wyvern');
    for (const i of [2, 3]) assert.ok(script('Sample Two-Door Wyvern').includes(`SetCountLimit(1,{${apart},${i}},EFFECT_COUNT_CODE_OATH)`), `{id,${i}}`);
  });

  for (const declaration of files[0].scenarios) {
    test(declaration.name.value, () => {
      const scenario = lowerScenario(declaration).scenario;
      const ours = runScenario(scenario, lookup);
      assert.ok(ours.passed, `our engine passes the scenario: ${ours.error ?? ''}`);
      const duel = duelOf(scenario);
      const run = runDuel(lib, pool, { you: duel.you, opponent: duel.opponent, steps: duel.steps.map((s) => s.step) });
      assert.equal(run.crashed, undefined);
      assert.deepEqual(
        run.log.filter((l) => /error/i.test(l)),
        [],
        'no script error',
      );
      const verdicts = duel.steps.map(({ step, index }, i) => {
        const outcome = run.steps[i];
        const edopro = outcome !== undefined && outcome.offered && outcome.error === null && (step.action.kind !== 'specialSummon' || outcome.onField);
        return `${index + 1} ${scenario.steps[index].actionText}: ours ${ours.steps[index].legal ? 'legal' : 'illegal'}, EDOPro ${edopro ? 'legal' : 'illegal'}`;
      });
      assert.deepEqual(
        verdicts.filter((v) => !/ours (\w+), EDOPro \1$/.test(v)),
        [],
        verdicts.join('\n'),
      );
      // The refusals are of the count: each scenario has one, and it is EDOPro's too.
      assert.ok(verdicts.some((v) => /illegal, EDOPro illegal$/.test(v)));
    });
  }
});
