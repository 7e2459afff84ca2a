#!/usr/bin/env node
'use strict';
/**
 * `npm run bench:official`: the importer measured against EDOPro's real engine at the scale of the game
 * (docs/edopro.md, "Measured against EDOPro's own cards"). Imports an official ProjectIgnis BabelCDB
 * database as `cardscript import edopro` does, asks EDOPro's engine (the bundled ocgcore) each monster's
 * summoning with its official ProjectIgnis CardScripts script, and prints the agreement per category and
 * per cause of disagreement. Not a test, not in CI: it reads a copy fetched by hand and copies nothing.
 *
 *   CARDSCRIPT_OFFICIAL_CDB=cards.cdb CARDSCRIPT_OFFICIAL_SCRIPTS=CardScripts/ npm run bench:official
 *   node scripts/bench/official.js --cdb cards.cdb --scripts CardScripts/ [--limit N] [--json FILE]
 */
const fs = require('fs');
const path = require('path');
const { parseArgs } = require('util');
const { performance } = require('perf_hooks');

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'out', 'server', 'src');
const HOW = [
  'The bench reads a fetched copy of EDOPro\'s official cards (docs/edopro.md, "Measured against EDOPro\'s own cards"):',
  '  a database: cards.cdb of https://github.com/ProjectIgnis/BabelCDB (its history holds full older ones)',
  '  the scripts: a checkout of https://github.com/ProjectIgnis/CardScripts (constant.lua, utility.lua, proc_*.lua, official/c<passcode>.lua)',
  'Give them with --cdb FILE --scripts DIR, or CARDSCRIPT_OFFICIAL_CDB and CARDSCRIPT_OFFICIAL_SCRIPTS.',
].join('\n');

async function main() {
  const { values } = parseArgs({ options: { cdb: { type: 'string' }, scripts: { type: 'string' }, limit: { type: 'string' }, json: { type: 'string' } } });
  const cdb = values.cdb ?? process.env.CARDSCRIPT_OFFICIAL_CDB;
  const scripts = values.scripts ?? process.env.CARDSCRIPT_OFFICIAL_SCRIPTS;
  const missing = [
    !cdb ? 'no database given' : !fs.existsSync(cdb) ? `${cdb} does not exist` : '',
    !scripts ? 'no scripts folder given' : !fs.existsSync(scripts) ? `${scripts} does not exist` : '',
  ].filter(Boolean);
  if (missing.length > 0) {
    process.stderr.write(`bench:official: ${missing.join('; ')}.\n${HOW}\n`);
    return 2;
  }
  if (!fs.existsSync(path.join(OUT, 'interop', 'edopro', 'scriptAudit', 'scriptAudit.js'))) {
    process.stderr.write('bench:official: run `npx tsc -p .` first (the bench runs the compiled modules in out/).\n');
    return 2;
  }
  const { readCdb } = require(path.join(OUT, 'interop/edopro/cdbFile'));
  const { importCards } = require(path.join(OUT, 'interop/edopro/importCards'));
  const { readSummonSource } = require(path.join(OUT, 'interop/edopro/summonSource'));
  const { auditImportedScripts } = require(path.join(OUT, 'interop/edopro/scriptAudit/scriptAudit'));
  const { tallyAudit, tallyTables } = require(path.join(OUT, 'interop/edopro/scriptAudit/auditTally'));
  const { scriptFolderIndex } = require(path.join(OUT, 'cli/scriptFolderIndex'));
  const { revealInvisibles } = require(path.join(OUT, 'core/text/markdown'));

  const started = performance.now();
  let rows = await readCdb(fs.readFileSync(cdb), 100_000);
  const limit = values.limit ? Number(values.limit) : Infinity;
  // --limit N: the first N monsters (and every other row), for a quick run.
  if (Number.isFinite(limit)) {
    let monsters = 0;
    rows = rows.filter((row) => !(row.type & 1) || monsters++ < limit);
  }
  const imported = importCards(rows, path.basename(cdb).replace(/\.cdb$/i, ''), new Map(), readSummonSource);
  const index = scriptFolderIndex(scripts);
  const importMs = performance.now() - started;
  let last = 0;
  const audit = await auditImportedScripts(rows, imported, index.files, {
    progress: (done, total) => {
      if (done === total || performance.now() - last > 5000) {
        last = performance.now();
        process.stderr.write(`  ${done}/${total} monsters asked\n`);
      }
    },
  });
  const tally = tallyAudit(audit.cards);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  process.stdout.write(
    `Database: ${path.basename(cdb)}, ${rows.length} rows, ${imported.cards} cards imported in ${seconds(importMs)}; scripts: ${index.files.size} Lua files in ${scripts}.\n`,
  );
  process.stdout.write(
    `EDOPro's engine asked about ${audit.cards.filter((c) => c.verdict || c.status === 'script-error' || c.status === 'stopped').length} monsters in ${seconds(performance.now() - started - importMs)}.\n\n`,
  );
  process.stdout.write(tallyTables(tally, (text) => revealInvisibles(text)));
  const errors = audit.cards.filter((c) => c.status === 'script-error' || c.status === 'stopped');
  if (errors.length > 0) {
    process.stdout.write('\nScripts with errors (first 10):\n');
    for (const card of errors.slice(0, 10))
      process.stdout.write(`- ${revealInvisibles(card.row.name)} (c${card.row.id}.lua): ${revealInvisibles(card.problems[0] ?? '').slice(0, 200)}\n`);
  }
  if (values.json) {
    const verdicts = audit.cards.map((c) => ({
      id: c.row.id,
      name: c.row.name,
      status: c.status,
      verdict: c.verdict ?? null,
      ownMechanics: c.ownMechanics,
      problems: c.problems,
    }));
    fs.writeFileSync(values.json, JSON.stringify({ tally, verdicts }, null, 1));
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`bench:official: ${error.stack ?? error}\n`);
    process.exit(2);
  },
);
