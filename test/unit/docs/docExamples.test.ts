import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { runScenarioDeclaration } from '../../../server/src/engine/runScenario';
import { engineLookupFor } from '../../../server/src/simulation/engineLookup';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';
import { cardFileUri } from '../../helpers/fixtureFiles';

/**
 * The documentation's CardScript examples must be true: every fenced block of docs/language.md and the
 * README that declares something parses and lowers without errors, with the example set as context for
 * the names it mentions, and every documented scenario passes.
 */
const repoRoot = path.resolve(__dirname, '../../../..');
const DECLARATION = /^\s*(monster|spell|trap|scenario|set)\s+"/m;

function fencedBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]).filter((block) => DECLARATION.test(block));
}

function exampleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? exampleFiles(full) : e.name.endsWith('.card') ? [full] : [];
  });
}

for (const doc of ['docs/language.md', 'README.md']) {
  const blocks = fencedBlocks(fs.readFileSync(path.join(repoRoot, doc), 'utf8'));
  test(`${doc} has CardScript examples`, () => assert.ok(blocks.length > 0));
  blocks.forEach((block, index) => {
    test(`${doc} example ${index + 1} has no errors`, () => {
      const workspace = createStandardWorkspace();
      for (const file of exampleFiles(path.join(repoRoot, 'examples'))) {
        // The examples give the names the snippet mentions; a snippet repeating an example card replaces it.
        workspace.setDocument(cardFileUri(file), fs.readFileSync(file, 'utf8'));
      }
      const uri = 'file:///doc-example.card';
      const document = workspace.setDocument(uri, block);
      for (const card of document.file.cards) {
        for (const other of workspace.definitionsOf(card.name.value)) if (other.uri !== uri) workspace.removeDocument(other.uri);
      }
      const errors = workspace.diagnosticsFor(uri).filter((d) => d.severity === 'error');
      assert.deepEqual(errors.map((d) => `${d.code} ${block.slice(d.span.start, d.span.end)}: ${d.message}`), []);
      // A documented scenario also passes when the engine runs it.
      for (const scenario of document.file.scenarios) {
        const { run } = runScenarioDeclaration(scenario, engineLookupFor(workspace));
        assert.ok(run.passed, `scenario "${scenario.name.value}" passes: ${JSON.stringify(run.steps.map((s) => [s.actionText, s.legal, s.reason]))}`);
      }
    });
  });
}
