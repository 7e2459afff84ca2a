import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { repoRoot } from '../analysis/checkFixtures';
import { fixtureNames } from '../../helpers/fixtureFiles';

/**
 * Every snippet of snippets/*.json, expanded as the editor inserts it (each placeholder its default, each
 * choice in turn), parses and lowers without an error: a snippet is the first CardScript many users write.
 */
const SNIPPETS_DIR = path.join(repoRoot, 'snippets');

interface Snippet {
  readonly prefix: string | readonly string[];
  readonly body: string | readonly string[];
}

/** Snippets that are not a whole file: where they are inserted (`$SNIPPET` is the snippet). */
const FRAGMENT_CONTEXTS: Readonly<Record<string, string>> = {
  'Scenario step': 'scenario "S" {\n  you {\n    hand "Card Name"\n  }\n  $SNIPPET\n}\n',
  'Summon block': 'monster "M" {\n  frame effect\n  attribute DARK\n  race Fiend\n  level 4\n  atk 1000 def 1000\n  $SNIPPET\n}\n',
};

const PLACEHOLDER = /\$\{(\d+):([^${}]*)\}|\$\{(\d+)\|([^|]*)\|\}|\$\{(\d+)\}/;

/** The snippet's texts: every placeholder at its default and every choice's first option, then each other option once. */
function expansions(body: string): string[] {
  const choices: { readonly stop: string; readonly options: readonly string[] }[] = [];
  for (const match of body.matchAll(/\$\{(\d+)\|([^|]*)\|\}/g)) choices.push({ stop: match[1], options: match[2].split(',') });
  const variants: Map<string, string>[] = [new Map()];
  for (const { stop, options } of choices) for (const option of options.slice(1)) variants.push(new Map([[stop, option]]));
  return variants.map((chosen) => expand(body, chosen));
}

function expand(body: string, chosen: ReadonlyMap<string, string>): string {
  const values = new Map<string, string>();
  let text = body;
  // Innermost placeholders first: a default may hold another placeholder.
  for (let match = PLACEHOLDER.exec(text); match; match = PLACEHOLDER.exec(text)) {
    const stop = match[1] ?? match[3] ?? match[5];
    // A bare `${N}` repeats what tab stop N holds (defined earlier in the body).
    const value = match[1] !== undefined ? match[2] : match[3] !== undefined ? (chosen.get(stop) ?? match[4].split(',')[0]) : (values.get(stop) ?? '');
    if (!values.has(stop)) values.set(stop, value);
    text = text.slice(0, match.index) + value + text.slice(match.index + match[0].length);
  }
  return text.replace(/\$(\d+)/g, (_, stop: string) => values.get(stop) ?? '');
}

describe('snippets', () => {
  for (const name of fixtureNames(SNIPPETS_DIR, (f) => f.endsWith('.json'))) {
    const snippets = JSON.parse(fs.readFileSync(path.join(SNIPPETS_DIR, name), 'utf8')) as Record<string, Snippet>;
    it(`${name} has snippets`, () => assert.ok(Object.keys(snippets).length > 0));
    for (const [title, snippet] of Object.entries(snippets)) {
      it(`${name}: "${title}" parses and lowers without an error, every choice`, () => {
        const body = typeof snippet.body === 'string' ? snippet.body : snippet.body.join('\n');
        for (const inserted of expansions(body)) {
          const text = (FRAGMENT_CONTEXTS[title] ?? '$SNIPPET').replace('$SNIPPET', () => inserted);
          assert.doesNotMatch(text, /\$/, `every placeholder expanded:\n${text}`);
          const parsed = parse(text);
          const lowered = lowerFile('file:///snippet.card', parsed.tree);
          const errors = [...parsed.diagnostics, ...lowered.diagnostics].filter((d) => d.severity === 'error');
          assert.deepEqual(errors.map((d) => `${d.code} ${d.message}`), [], `the snippet as inserted:\n${text}`);
          const { cards, scenarios, setHeader } = lowered.file;
          assert.ok(cards.length + scenarios.length + (setHeader ? 1 : 0) > 0, `declares something:\n${text}`);
        }
      });
    }
  }
});

describe('snippet expansion', () => {
  const CASES: readonly [string, readonly string[]][] = [
    ['level ${1:4}$0', ['level 4']],
    ['frame ${1|effect,normal|} "${2:A}" then "${2}" and $2', ['frame effect "A" then "A" and A', 'frame normal "A" then "A" and A']],
    ['graveyard ${1:3 x "${2:Token}"}', ['graveyard 3 x "Token"']],
  ];
  for (const [body, expected] of CASES) it(body, () => assert.deepEqual(expansions(body), expected));
});
