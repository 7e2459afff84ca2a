import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { lowerEffects } from '../../../server/src/core/lowering/lowerEffects';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { BUNDLED_LIBRARY_SOURCE, bundledLibraryDocument, bundledLibraryFile } from '../../../server/src/engine/library/bundledLibrary';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';
import { repoRoot } from './scenarioFixtures';

// The generator is plain JavaScript, run by `node scripts/generate-library.js`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require(path.join(repoRoot, 'scripts', 'generate-library.js')) as {
  generateLibraryModule(source: string): string;
  SOURCE: string;
  TARGET: string;
};

test('the generated library module is up to date with examples/support-cards.card', () => {
  const expected = generator.generateLibraryModule(fs.readFileSync(generator.SOURCE, 'utf8'));
  const actual = fs.readFileSync(generator.TARGET, 'utf8');
  assert.ok(actual === expected, 'server/src/engine/library/bundledLibrary.generated.ts is stale: run node scripts/generate-library.js');
});

test('the bundled library parses cleanly and every effect is in the vocabulary', () => {
  const parsed = parse(BUNDLED_LIBRARY_SOURCE);
  assert.deepEqual(parsed.diagnostics, []);
  const lowered = lowerFile('library', parsed.tree);
  assert.deepEqual(
    lowered.diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  for (const card of lowered.file.cards) {
    const effects = lowerEffects('library', card.effectStatements);
    assert.deepEqual(
      effects.diagnostics.map((d) => d.message),
      [],
      card.name.value,
    );
    assert.ok(effects.effect.effects.length > 0, `${card.name.value} has an effect the engine runs`);
  }
});

test('the library exposes the support cards the matrix names', () => {
  const names = new Set(bundledLibraryFile().cards.map((c) => c.name.value));
  for (const name of [
    'Monster Reborn',
    'Call of the Haunted',
    'Level Modulation',
    'Polymerization',
    'Solemn Warning',
    'Black Horn of Heaven',
    'Mausoleum of the Emperor',
  ]) {
    assert.ok(names.has(name), name);
  }
});

describe('the bundled library is parsed once', () => {
  test('every standard workspace and the engine share one library document', () => {
    const first = createStandardWorkspace();
    const second = createStandardWorkspace();
    const reborn = (w: typeof first) => w.resolve('Monster Reborn');
    assert.ok(reborn(first), 'the library resolves');
    assert.equal(reborn(first), reborn(second), 'the same declaration object: parsed once');
    assert.equal(bundledLibraryFile(), bundledLibraryDocument().file);
    assert.ok(bundledLibraryFile().cards.includes(reborn(first)!));
  });
});
