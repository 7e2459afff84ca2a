import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkedDocument } from './checkFixtures';

/**
 * The CS05xx checks compare text and clauses through the table of printed sentences and never advise a
 * clause that changes the card's rules from what its text says.
 */
const CASES: readonly { readonly text: string; readonly summon?: string; readonly advises: readonly string[]; readonly never: readonly string[] }[] = [
  {
    text: 'Cannot be Normal Summoned, unless you control a \\"Ghostrick\\" monster.',
    advises: ['cannot normal summon unless you control 1 archetype "Ghostrick" monster'],
    never: ['cannot normal summon'],
  },
  { text: 'Cannot be Special Summoned, except by Pendulum Summon.', advises: [], never: ['must pendulum summon', 'cannot special summon'] },
  { text: 'Cannot be Link Summoned, except during Main Phase 2.', advises: ['cannot link summon except in main2'], never: ['cannot link summon'] },
  { text: 'While this card is face-up, Level 5 or higher monsters cannot be Special Summoned.', advises: [], never: ['cannot special summon'] },
  { text: 'Cannot be used as a Synchro Material.', advises: ['cannot be material for synchro'], never: [] },
];

for (const c of CASES) {
  test(`advice for: ${c.text}`, () => {
    const source = `monster "Adviser" {\n  frame effect\n  level 4\n${c.summon ? `  summon {\n    ${c.summon}\n  }\n` : ''}  text "${c.text}"\n}\n`;
    const { diagnostics } = checkedDocument('file:///advice.card', source);
    const added = diagnostics.flatMap((d) => (d.fixes ?? []).map((f) => f.title)).filter((t) => t.startsWith('Add '));
    for (const clause of c.never) {
      assert.ok(!added.includes(`Add '${clause}'`), `advises '${clause}'`);
      assert.ok(!diagnostics.some((d) => d.message.includes(`add '${clause}'`)), `a message advises '${clause}'`);
    }
    assert.deepEqual(
      added,
      c.advises.map((clause) => `Add '${clause}'`),
    );
  });
}

test('clauses whose sentences the text lacks offer to write them all from the clauses', () => {
  const source =
    'monster "Writer" {\n  frame effect\n  level 4\n  summon {\n    cannot normal summon or set\n    must special summon by effect of "Dark Fusion"\n  }\n  text "Once per turn: Draw 1 card."\n}\n';
  const { diagnostics } = checkedDocument('file:///write.card', source);
  const fix = diagnostics.flatMap((d) => d.fixes ?? []).find((f) => f.title === 'Write the summoning text from the clauses');
  assert.ok(fix, diagnostics.map((d) => d.message).join('\n'));
  const edit = fix.edits[0];
  const fixed = source.slice(0, edit.span.start) + edit.newText + source.slice(edit.span.end);
  assert.match(fixed, /text "Cannot be Normal Summoned\/Set\. Must be Special Summoned with \\"Dark Fusion\\"\. Once per turn: Draw 1 card\."/);
  // The text-against-clauses codes (CS0503, the unknown "Dark Fusion", is another matter).
  const after = checkedDocument('file:///write.card', fixed).diagnostics.filter((d) => d.code >= 'CS0511' && d.code <= 'CS0516');
  assert.deepEqual(
    after.map((d) => d.message),
    [],
  );
});
