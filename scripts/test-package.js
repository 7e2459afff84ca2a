#!/usr/bin/env node
'use strict';
/**
 * The package contents test: lists the .vsix (a zip; its central directory is read here, no unzip
 * needed) and checks that it holds the bundles and static assets, and nothing else: no sources, tests,
 * examples, source maps or node_modules.
 *
 *   node scripts/test-package.js [file.vsix]     (default: cardscript-<version>.vsix, from `npm run package`)
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');

/** Every file the .vsix may hold; `required` ones must be there. */
const ALLOWED = [
  { pattern: /^\[Content_Types\]\.xml$/, required: true },
  { pattern: /^extension\.vsixmanifest$/, required: true },
  { pattern: /^extension\/package\.json$/, required: true },
  { pattern: /^extension\/dist\/client\.js$/, required: true },
  { pattern: /^extension\/dist\/server\.js$/, required: true },
  { pattern: /^extension\/dist\/cli\.js$/, required: true },
  { pattern: /^extension\/dist\/sql-wasm\.wasm$/, required: true },
  { pattern: /^extension\/syntaxes\/cardscript\.tmLanguage\.json$/, required: true },
  { pattern: /^extension\/language-configuration\.json$/, required: true },
  { pattern: /^extension\/snippets\/[\w.-]+\.json$/, required: true },
  { pattern: /^extension\/icon\.png$/, required: true },
  { pattern: /^extension\/LICENSE(\.txt)?$/i, required: true },
  { pattern: /^extension\/changelog\.md$/i, required: true },
  { pattern: /^extension\/readme\.md$/i, required: true },
];

/** Reads the names in a zip's central directory (enough of APPNOTE.TXT 4.3.12 and 4.3.16). */
function zipEntryNames(buffer) {
  const EOCD = 0x06054b50;
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file: no end of central directory record');
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const names = [];
  for (let n = 0; n < count; n++) {
    if (buffer.readUInt32LE(offset) !== 0x02014b50) throw new Error(`corrupt central directory at entry ${n}`);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names.filter((name) => !name.endsWith('/'));
}

function main() {
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  const vsix = path.resolve(process.argv[2] || path.join(ROOT, `cardscript-${version}.vsix`));
  if (!fs.existsSync(vsix)) {
    console.error(`test-package: ${path.relative(process.cwd(), vsix)} not found; run \`npm run package\` first.`);
    return 1;
  }
  const names = zipEntryNames(fs.readFileSync(vsix));
  const failures = [];
  for (const name of names) {
    if (!ALLOWED.some((a) => a.pattern.test(name))) failures.push(`not allowed in the package: ${name}`);
  }
  for (const { pattern, required } of ALLOWED) {
    if (required && !names.some((name) => pattern.test(name))) failures.push(`missing from the package: ${pattern}`);
  }
  // The manifest inside must point at the shipped bundle.
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  if (manifest.main !== './dist/client.js') failures.push(`package.json main is ${manifest.main}, expected ./dist/client.js`);

  console.log(`${path.relative(process.cwd(), vsix)}: ${names.length} files`);
  for (const name of names.sort()) console.log(`  ${name}`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FAIL ${failure}`);
    return 1;
  }
  console.log(`PASS package contents: only the bundles and static assets (${ALLOWED.filter((a) => a.required).length} required entries present)`);
  return 0;
}

if (require.main === module) process.exitCode = main();
module.exports = { zipEntryNames, ALLOWED };
