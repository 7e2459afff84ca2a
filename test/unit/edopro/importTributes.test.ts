import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importCards } from '../../../server/src/interop/edopro/importCards';
import { monsterRow } from './importedFiles';

/** A Level 5 or higher monster the text lets Tribute Summon keeps its Tributes; one it bans outright has none. */
const CASES: readonly { readonly level: number; readonly desc: string; readonly tributes: string | null }[] = [
  { level: 6, desc: 'Cannot be Normal Summoned, unless you control a "Ghostrick" monster.', tributes: 'tributes 1' },
  { level: 7, desc: 'Cannot be Normal Summoned, unless you control a "Ghostrick" monster.', tributes: 'tributes 2' },
  { level: 7, desc: '', tributes: 'tributes 2' },
  { level: 8, desc: 'Cannot be Normal Summoned/Set.', tributes: null },
];

for (const { level, desc, tributes } of CASES) {
  test(`Level ${level}, "${desc}": ${tributes ?? 'no Tributes'}`, () => {
    const text = importCards([monsterRow({ level, desc, type: 0x21 })], 'set')
      .files.map((f) => f.text)
      .join('\n');
    const found = /\n {4}(tributes \d)\n/.exec(text)?.[1] ?? null;
    assert.equal(found, tributes, text);
  });
}

/** EDOPro's Special Summon Monster type is the engine's ban on the Normal Summon and Set: the import writes it as the clause (CS0212). */
const TYPED: readonly { readonly desc: string; readonly remark: boolean }[] = [
  { desc: '', remark: true },
  { desc: 'Cannot be Normal Summoned/Set. Must be Special Summoned with "Ojama Trio".', remark: false },
];

for (const { desc, remark } of TYPED) {
  test(`the Special Summon Monster type, text "${desc}": the ban clause${remark ? ', and a remark that the text does not say it' : ''}`, () => {
    const text = importCards([monsterRow({ level: 4, desc, type: 0x2000021 })], 'set')
      .files.map((f) => f.text)
      .join('\n');
    assert.match(text, /\n {4}cannot normal summon or set\n/);
    assert.equal(text.includes("EDOPro's Special Summon Monster type"), remark, text);
  });
}
