#!/usr/bin/env node
'use strict';
/**
 * The README for the packaged extension (vsce --readme-path): README.md with its pictures and relative
 * links turned into text that names the file inside the extension's folder.
 *
 * Why: VS Code's extension details page reads the README from the installed package and shows only
 * https: pictures (its sanitizer drops relative and data: image sources, its webview allows
 * `img-src https: data:`), so a relative picture shows as a broken image and a relative link does
 * nothing; and this project has no public web address to point them at. The pictures and documents ship
 * in the package (.vscodeignore), so the text says where they are. scripts/test-package.js checks it.
 *
 *   node scripts/package-readme.js [out-file]   (default out/package-readme.md)
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, '..');

function isRelative(target) {
  return !/^([a-z][a-z0-9+.-]*:|#)/i.test(target);
}

function packageReadme(markdown) {
  return markdown
    .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (all, alt, target) => (isRelative(target) ? `*Picture: ${alt} (\`${target}\` in the extension's folder).*` : all))
    .replace(/\[([^\]]*)\]\(([^)\s]+)\)/g, (all, text, target) => (isRelative(target) ? `${text} (\`${target}\`)` : all));
}

function main(argv) {
  const out = path.resolve(ROOT, argv[0] || path.join('out', 'package-readme.md'));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, packageReadme(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')));
  console.log(`package-readme: ${path.relative(ROOT, out)}`);
}

if (require.main === module) main(process.argv.slice(2));
module.exports = { packageReadme };
