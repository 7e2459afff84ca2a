import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import type { Block, Statement } from '../../../server/src/core/syntax/syntaxTree';
import { fixtureNames } from '../../helpers/fixtureFiles';

/**
 * Data-driven parser tests: every `test/fixtures/parser/NAME.card` has a `NAME.expected` beside it
 * holding the statement tree and every diagnostic (syntax and field errors) with line:column spans.
 * Run with UPDATE_EXPECT=1 to rewrite the expected files after an intended change, then review the diff.
 */
const fixtureDir = path.resolve(__dirname, '../../../../test/fixtures/parser');

function dumpTree(statements: readonly Statement[], text: string, indent: string, out: string[]): void {
  for (const statement of statements) {
    const parts = statement.parts.map((p) => `${p.kind}:${p.kind === 'string' ? JSON.stringify(p.value) : p.text}`).join(' ');
    out.push(`${indent}statement ${statement.start}..${statement.end} [${parts}]`);
    if (statement.block) dumpBlock(statement.block, text, `${indent}  `, out);
  }
}

function dumpBlock(block: Block, text: string, indent: string, out: string[]): void {
  out.push(`${indent}block ${block.start}..${block.end}${block.close ? '' : ' (unclosed)'}`);
  dumpTree(block.statements, text, `${indent}  `, out);
}

function render(text: string): string {
  const document = analyzeDocument('file:///fixture.card', text);
  const out: string[] = [];
  dumpTree(document.tree.statements, text, '', out);
  out.push('--- declarations');
  for (const card of document.file.cards) out.push(`${card.kind} ${JSON.stringify(card.name.value)}`);
  for (const scenario of document.file.scenarios) out.push(`scenario ${JSON.stringify(scenario.name.value)}`);
  out.push('--- diagnostics');
  for (const d of document.localDiagnostics) {
    const from = document.lines.positionAt(d.span.start);
    const to = document.lines.positionAt(d.span.end);
    out.push(`${d.code} ${d.severity} ${from.line + 1}:${from.character + 1}-${to.line + 1}:${to.character + 1} ${d.message}`);
  }
  return `${out.join('\n')}\n`;
}

for (const name of fixtureNames(fixtureDir, (f) => f.endsWith('.card'))) {
  test(`parser fixture ${name}`, () => {
    const input = fs.readFileSync(path.join(fixtureDir, name), 'utf8');
    const expectedPath = path.join(fixtureDir, name.replace(/\.card$/, '.expected'));
    const actual = render(input);
    if (process.env.UPDATE_EXPECT === '1' || !fs.existsSync(expectedPath)) {
      fs.writeFileSync(expectedPath, actual);
      if (process.env.UPDATE_EXPECT !== '1') assert.fail(`wrote missing ${expectedPath}; review it and rerun`);
      return;
    }
    assert.equal(actual, fs.readFileSync(expectedPath, 'utf8'));
  });
}
