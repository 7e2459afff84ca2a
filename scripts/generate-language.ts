// Writes the files derived from the phrase grammar (server/src/core/grammar): the TextMate grammar and the
// phrase tables of docs/language.md. Compiled by `npx tsc -p .`, then:
//   node out/scripts/generate-language.js          rewrite the generated files
//   node out/scripts/generate-language.js --check  exit 1 when a checked-in copy is out of date
// (test/unit/grammar/generatedFiles.test.ts runs the same comparison under `npm test`.)
import * as fs from 'fs';
import * as path from 'path';
import { generatedGrammarText, generatedLanguageDoc } from '../server/src/core/features/generatedLanguageFiles';

/** The repository root, from out/scripts or from scripts. */
export const ROOT = path.resolve(__dirname, __dirname.includes(`${path.sep}out${path.sep}`) ? '../..' : '..');
export const GRAMMAR = path.join(ROOT, 'syntaxes', 'cardscript.tmLanguage.json');
export const BASE_GRAMMAR = path.join(ROOT, 'syntaxes', 'src', 'cardscript.base.tmLanguage.json');
export const LANGUAGE_DOC = path.join(ROOT, 'docs', 'language.md');

/** Each generated file with its expected text. */
export function expectedFiles(): { file: string; text: string }[] {
  return [
    { file: GRAMMAR, text: generatedGrammarText(fs.readFileSync(BASE_GRAMMAR, 'utf8')) },
    { file: LANGUAGE_DOC, text: generatedLanguageDoc(fs.readFileSync(LANGUAGE_DOC, 'utf8')) },
  ];
}

function main(): void {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { file, text } of expectedFiles()) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      console.error(`${path.relative(ROOT, file)} is out of date: run npx tsc -p . && node out/scripts/generate-language.js`);
      stale++;
    } else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
  if (stale > 0) process.exit(1);
}

if (require.main === module) main();
