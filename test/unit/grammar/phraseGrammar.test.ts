import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { describe, test } from 'node:test';
import { PHRASE_CONTEXTS } from '../../../server/src/core/grammar/phraseContexts';
import { exampleParts } from '../../../server/src/core/grammar/phraseSnippet';
import { readPhrase } from '../../../server/src/core/grammar/readPhrase';
import { LoweringContext } from '../../../server/src/core/model/lowering';
import { parse } from '../../../server/src/core/syntax/parser';
import { expectedFiles } from '../../../scripts/generate-language';

describe('the phrase grammar', () => {
  const all = PHRASE_CONTEXTS.flatMap((context) => context.phrases.map((phrase) => ({ context, phrase })));

  test('every phrase has a unique id, a documentation sentence and an example', () => {
    const ids = all.map(({ phrase }) => phrase.id);
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
    );
    for (const { phrase } of all) {
      assert.match(phrase.id, /^[a-z]+\.[A-Za-z]+$/, phrase.id);
      assert.ok(phrase.doc.length > 10 && /[.)]$/.test(phrase.doc), `${phrase.id}: a documentation sentence`);
      assert.ok(phrase.example.length > 0, `${phrase.id}: an example`);
    }
  });

  for (const { context, phrase } of all) {
    test(`${phrase.id}: its example is read by this phrase and lowers without a diagnostic`, () => {
      const statement = parse(phrase.example).tree.statements[0];
      assert.ok(statement, `${phrase.id}: the example parses to a statement`);
      const lowering = new LoweringContext('file:///example.card');
      const reading = readPhrase(context.phrases, statement, lowering, { noun: context.id, code: 'CS0114' });
      assert.deepEqual(
        lowering.diagnostics.map((d) => `${d.code} ${d.message}`),
        [],
        `${phrase.id}: ${phrase.example}`,
      );
      assert.equal(reading?.phrase.id, phrase.id, `"${phrase.example}" is read by ${phrase.id}, not an earlier phrase`);
      assert.ok(reading?.value !== undefined, `${phrase.id}: lowers to a value`);
      assert.ok(exampleParts(phrase.example).length > 0);
    });
  }
});

describe('files generated from the phrase grammar', () => {
  for (const { file, text } of expectedFiles()) {
    test(`${file.replace(/^.*[\\/](syntaxes|docs)[\\/]/, '$1/')} is up to date (node out/scripts/generate-language.js)`, () => {
      assert.equal(
        fs.readFileSync(file, 'utf8'),
        text,
        `${file} differs from what the phrase grammar generates: run npx tsc -p . && node out/scripts/generate-language.js`,
      );
    });
  }
});
