import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { importCards } from '../../../server/src/interop/edopro/importCards';
import { monsterRow } from './importedFiles';

/**
 * "You can only Special Summon "X" once per turn this way" after a way the language writes as two procedures
 * ("If a Synchro Monster is on the field": one for each side's monster) or after two "you can Special Summon this
 * card" sentences is imported as their shared count; after one plain procedure, as that procedure's own count.
 */
function imported(name: string, desc: string): { text: string; clauses: readonly string[] } {
  const text = importCards([monsterRow({ name, desc, type: 0x21 })], 'set')
    .files.map((f) => f.text)
    .join('\n');
  const card = analyzeDocument('file:///imported.card', text).file.cards.find((c) => c.name.value === name);
  assert.ok(card?.kind === 'monster', text);
  return { text, clauses: card.summon.map((c) => c.kind) };
}

test('"If a Synchro Monster is on the field" with "once per turn this way": two procedures and one shared count', () => {
  const { text, clauses } = imported(
    'Synkron Resonator',
    'If a Synchro Monster is on the field, you can Special Summon this card (from your hand). You can only Special Summon "Synkron Resonator" once per turn this way.',
  );
  assert.deepEqual(clauses, ['procedure', 'procedure', 'proceduresOncePerTurn'], text);
  assert.match(text, /condition you control 1 face-up synchro monster/);
  assert.match(text, /condition opponent controls 1 face-up synchro monster/);
  assert.doesNotMatch(text, /once per turn by name/);
});

test('two "you can Special Summon this card" sentences and one "once per turn this way": the shared count', () => {
  const { text, clauses } = imported(
    'Two Ways',
    'You can Special Summon this card (from your hand). If your opponent controls a monster, you can Special Summon this card (from your GY). You can only Special Summon "Two Ways" once per turn this way.',
  );
  assert.deepEqual(clauses, ['procedure', 'procedure', 'proceduresOncePerTurn'], text);
});

test('one procedure and "once per turn this way": its own count, no shared clause', () => {
  const { text, clauses } = imported(
    'One Way',
    'If you control no monsters, you can Special Summon this card (from your hand). You can only Special Summon "One Way" once per turn this way.',
  );
  assert.deepEqual(clauses, ['procedure'], text);
  assert.match(text, /once per turn by name/);
});
