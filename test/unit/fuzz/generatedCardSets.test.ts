import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';
import { assertWorkspaceCleanly } from './documentInvariants';

/**
 * The benchmark's card sets (scripts/bench/generateCardSet.ts) are deterministic and valid: every frame and
 * summoning clause, references across files, and not one diagnostic from the default checks. A diagnostic
 * here means either the generator wrote an invalid card or a check fires on a correct one.
 */

test('the generator is deterministic in its seed and spreads the cards over the files', () => {
  const a = generateCardSet({ cards: 300, files: 7, seed: 3 });
  const b = generateCardSet({ cards: 300, files: 7, seed: 3 });
  const c = generateCardSet({ cards: 300, files: 7, seed: 4 });
  assert.deepEqual(
    a.files.map((f) => f.text),
    b.files.map((f) => f.text),
  );
  assert.notDeepEqual(
    a.files.map((f) => f.text),
    c.files.map((f) => f.text),
  );
  assert.equal(a.files.length, 7);
  assert.equal(
    a.files.reduce((n, f) => n + f.cards.length, 0),
    300,
  );
  assert.ok(a.files.every((f) => f.cards.length >= 42 && f.cards.length <= 43));
});

for (const [cards, files] of [
  [1, 1],
  [7, 1],
  [45, 1],
  [500, 1],
  [500, 9],
  [1000, 100],
] as const) {
  test(`${cards} generated cards in ${files} file(s) analyse without a single diagnostic`, () => {
    const set = generateCardSet({ cards, files, seed: cards + files });
    const workspace = new CardWorkspace(DEFAULT_CHECKS);
    const texts = new Map(set.files.map((f) => [`file:///bench/${f.name}`, f.text]));
    for (const [uri, text] of texts) workspace.setDocument(uri, text, 1);
    const diagnostics = [...assertWorkspaceCleanly(workspace, texts)].flatMap(([uri, list]) =>
      list.map((d) => {
        const text = texts.get(uri)!;
        return `${d.code} ${d.message} at ${JSON.stringify(text.slice(Math.max(0, d.span.start - 40), d.span.end + 10))}`;
      }),
    );
    assert.deepEqual(diagnostics.slice(0, 10), []);
    assert.equal(workspace.allCards().length, cards);
  });
}

test('the generated set covers every frame, every summoning clause kind and cross-file references', () => {
  const set = generateCardSet({ cards: 200, files: 10, seed: 5 });
  const workspace = new CardWorkspace(DEFAULT_CHECKS);
  for (const file of set.files) workspace.setDocument(`file:///bench/${file.name}`, file.text, 1);
  const monsters = workspace.allCards().flatMap((c) => (c.kind === 'monster' ? [c] : []));
  const frames = new Set(monsters.map((m) => m.frame?.value));
  for (const frame of ['normal', 'effect', 'ritual', 'fusion', 'synchro', 'xyz', 'link', 'token']) assert.ok(frames.has(frame as never), `frame ${frame}`);
  const clauses = new Set(monsters.flatMap((m) => m.summon.map((s) => s.kind)));
  for (const kind of [
    'cannotNormalSummonOrSet',
    'cannotNormalSummon',
    'normalSummonOnlyBy',
    'tributes',
    'requiresTributes',
    'optionalTributes',
    'withoutTributes',
    'cannotSpecialSummon',
    'cannotSpecialSummonFrom',
    'procedure',
    'byEffectOf',
    'mustMechanic',
    'fusionMaterials',
    'fusionOnlyWithMaterials',
    'ritualSpell',
    'synchroMaterials',
    'xyzMaterials',
    'linkMaterials',
    'summonRequires',
    'summonCannotBeNegated',
  ])
    assert.ok(clauses.has(kind as never), `clause ${kind}`);
  assert.ok(
    monsters.some((m) => m.nextLevel !== undefined),
    'next level',
  );
  const kinds = new Set(
    workspace.allCards().map((c) => (c.kind === 'spell' ? `spell ${c.spellKind?.value}` : c.kind === 'trap' ? `trap ${c.trapKind?.value}` : 'monster')),
  );
  for (const kind of [
    'spell normal',
    'spell quick-play',
    'spell continuous',
    'spell field',
    'spell equip',
    'spell ritual',
    'trap normal',
    'trap counter',
    'trap continuous',
  ])
    assert.ok(kinds.has(kind), kind);
  assert.ok(workspace.allScenarios().length >= 4, 'scenarios');
  const crossFile = monsters.some((m) =>
    m.summon.some((s) => s.kind === 'fusionMaterials' && s.materials.some((mat) => mat.names.some((n) => workspace.resolve(n.value)?.uri !== m.uri))),
  );
  assert.ok(crossFile, 'a Fusion Material defined in another file');
});
