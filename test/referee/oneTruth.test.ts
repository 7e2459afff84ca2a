import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summoningProfile } from '../../server/src/core/analysis/summoningProfile';
import type { MonsterDeclaration } from '../../server/src/core/model/cards';
import { lookupWithLibrary } from '../../server/src/engine/library/bundledLibrary';
import { freshOcgcore, loadOcgcore, type OcgcoreLibrary } from '../../server/src/interop/edopro/ocgcore/loadOcgcore';
import { refereeMonster, type RefereeAnswer } from '../../server/src/interop/edopro/referee/refereeRun';
import { reasonOf } from './agreementTable';
import { assertEdoproDocsSection } from './docsSection';
import { profileVerdict } from './profileVerdicts';
import { filesOf } from './refereePools';

/**
 * One truth (docs/edopro.md, "One truth"): the exported script of every monster of examples/ and
 * test/corpus/ is written from the summoning profile the analysis shows, so EDOPro's engine running it
 * answers every referee question as the profile does: as our engine, which plays the profile, and, for
 * the revival questions the profile answers on its own (profileVerdicts.ts), as the profile's fields say.
 * A question that cannot be asked is listed with why; their number is recorded in docs/edopro.md
 * (REFEREE_UPDATE_DOCS=1 rewrites it) and may never grow past CANNOT_BE_ASKED_AT_MOST.
 */

/**
 * The most questions of the two pools that cannot be asked yet: lower it when the number goes down. (The Pendulum
 * Monsters of test/corpus/modern add their Pendulum Summon and Scale questions; the revivals after a proper summon
 * of the two corpus cards that need "you control no cards" wait for a referee tool that is not on the field.)
 */
const CANNOT_BE_ASKED_AT_MOST = 493;

const POOLS = [
  { key: 'examples', name: 'examples/', folder: 'examples' },
  { key: 'corpus', name: 'test/corpus/', folder: 'test/corpus' },
] as const;

/**
 * Questions the matrix does not put to this card because they mean nothing for it (a Token is never in
 * the GY, a card with no method of its own has no proper summon to revive after): not a gap.
 */
const NOT_A_QUESTION = [/^not asked: Not tried: /, /^not asked: Level \d+: no Tribute is too small$/];

interface PoolCounts {
  monsters: number;
  questions: number;
  asked: number;
  agreed: number;
  /** Asked questions the profile also answers on its own (and agrees with). */
  byProfile: number;
  notAQuestion: number;
  cannotBeAsked: number;
}

let engine: Promise<OcgcoreLibrary> | undefined;
const lib = () => (engine ??= loadOcgcore());

const rows = new Map<string, PoolCounts>();
/** Questions that cannot be asked yet, per reason and pool. */
const gaps = new Map<string, Map<string, number>>();

function disagreement(monster: MonsterDeclaration, answer: RefereeAnswer): string | undefined {
  if (answer.ours === null || answer.edopro === null) return undefined;
  const side = (legal: boolean) => (legal ? 'legal' : 'illegal');
  if (answer.ours !== answer.edopro) return `${answer.card} | ${answer.title}: our engine ${side(answer.ours)}, EDOPro ${side(answer.edopro)} ${answer.note}`;
  const verdict = profileVerdict(summoningProfile(monster), answer.id);
  // The question's board could not be set up (its proper summon refused): the profile was not put to it.
  if (verdict.legal === undefined || answer.note.includes('refused a preparing step')) return undefined;
  if (verdict.legal !== answer.edopro) return `${answer.card} | ${answer.title}: the profile says ${side(verdict.legal)}, EDOPro ${side(answer.edopro)}`;
  return undefined;
}

for (const pool of POOLS) {
  test(`one truth: EDOPro answers every referee question about the monsters of ${pool.name} as the profile does`, async () => {
    let engineLib = await lib();
    const files = filesOf(pool.folder);
    const lookup = lookupWithLibrary(files);
    const monsters = files.flatMap((f) => f.cards).filter((c): c is MonsterDeclaration => c.kind === 'monster');
    const counts: PoolCounts = { monsters: monsters.length, questions: 0, asked: 0, agreed: 0, byProfile: 0, notAQuestion: 0, cannotBeAsked: 0 };
    const differing: string[] = [];
    const scriptErrors: string[] = [];
    for (const monster of monsters) {
      const answers = refereeMonster(engineLib, monster.name.value, lookup);
      if (answers.some((a) => a.crashed)) engineLib = await freshOcgcore();
      for (const answer of answers) {
        counts.questions++;
        if (answer.scriptErrors.length > 0) scriptErrors.push(`${answer.card} ${answer.id}: ${answer.scriptErrors.join(' | ')}`);
        if (answer.ours === null || answer.edopro === null) {
          if (NOT_A_QUESTION.some((pattern) => pattern.test(answer.note))) counts.notAQuestion++;
          else {
            counts.cannotBeAsked++;
            const why = reasonOf(answer.note);
            const row = gaps.get(why) ?? (gaps.set(why, new Map()), gaps.get(why)!);
            row.set(pool.key, (row.get(pool.key) ?? 0) + 1);
          }
          continue;
        }
        counts.asked++;
        const problem = disagreement(monster, answer);
        if (problem) differing.push(problem);
        else {
          counts.agreed++;
          if (profileVerdict(summoningProfile(monster), answer.id).legal !== undefined) counts.byProfile++;
        }
      }
    }
    rows.set(pool.key, counts);
    console.log(
      `${pool.name}: ${counts.monsters} monsters, ${counts.questions} questions: ${counts.asked} asked (${counts.agreed} agree, ${counts.byProfile} of them answered by the profile too), ${counts.notAQuestion} not a question for the card, ${counts.cannotBeAsked} cannot be asked yet`,
    );
    assert.deepEqual(scriptErrors, [], 'the engine logged script errors');
    assert.deepEqual(differing, [], 'EDOPro, running the exported scripts, answers otherwise than the profile');
  });
}

test('one truth: docs/edopro.md records the questions asked and those that cannot be asked yet', () => {
  assert.equal(rows.size, POOLS.length, 'a pool run failed; see above');
  const total = [...rows.values()].reduce((sum, r) => sum + r.cannotBeAsked, 0);
  const table = [
    '| pool | monsters | questions | asked | agree | answered by the profile too | not a question for the card | cannot be asked yet |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...POOLS.map((p) => {
      const r = rows.get(p.key)!;
      return `| ${p.name} | ${r.monsters} | ${r.questions} | ${r.asked} | ${r.agreed} | ${r.byProfile} | ${r.notAQuestion} | ${r.cannotBeAsked} |`;
    }),
    '',
    `| cannot be asked yet, why (${total} questions) | ${POOLS.map((p) => p.key).join(' | ')} |`,
    `| --- |${POOLS.map(() => ' ---: |').join('')}`,
    ...[...gaps.entries()]
      .map(([why, row]) => ({ why, counts: POOLS.map((p) => row.get(p.key) ?? 0) }))
      .sort((a, b) => b.counts.reduce((x, y) => x + y, 0) - a.counts.reduce((x, y) => x + y, 0) || a.why.localeCompare(b.why))
      .map((r) => `| ${r.why.replace(/\|/g, '\\|')} | ${r.counts.join(' | ')} |`),
  ].join('\n');
  console.log(table);
  assert.ok(total <= CANNOT_BE_ASKED_AT_MOST, `${total} questions cannot be asked, more than the ${CANNOT_BE_ASKED_AT_MOST} recorded: see the table above`);
  assertEdoproDocsSection('one-truth', table, 'REFEREE_UPDATE_DOCS=1 node --test out/test/referee/oneTruth.test.js');
});
