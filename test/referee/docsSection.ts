import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT } from './refereePools';

const EDOPRO_DOCS = path.join(ROOT, 'docs', 'edopro.md');

/**
 * docs/edopro.md's section between `<!-- NAME:begin -->` and `<!-- NAME:end -->` must be `table`, as this
 * run computed it; with REFEREE_UPDATE_DOCS=1 a stale section is rewritten instead (`rerun` says how).
 */
export function assertEdoproDocsSection(name: string, table: string, rerun: string): void {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const docs = fs.existsSync(EDOPRO_DOCS) ? fs.readFileSync(EDOPRO_DOCS, 'utf8') : '';
  const start = docs.indexOf(begin);
  const stop = docs.indexOf(end);
  assert.ok(start >= 0 && stop > start, `docs/edopro.md has no ${begin} ... ${end} section`);
  const current = docs.slice(start + begin.length, stop).trim();
  if (current !== table && process.env.REFEREE_UPDATE_DOCS === '1') {
    fs.writeFileSync(EDOPRO_DOCS, `${docs.slice(0, start + begin.length)}\n${table}\n${docs.slice(stop)}`);
    return;
  }
  assert.equal(current, table, `docs/edopro.md's ${name} section is stale: run ${rerun}`);
}
