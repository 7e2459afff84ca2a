import * as fs from 'fs';
import * as path from 'path';
import { generateCardSet } from '../../scripts/bench/generateCardSet';
import type { CardFile } from '../../server/src/core/model/cards';
import { lowerFile } from '../../server/src/core/lowering/lowerCards';
import { parse } from '../../server/src/core/syntax/parser';
import { cardFileUri, fixtureFilesUnder } from '../helpers/fixtureFiles';

/** The card pools the referee asks about: examples/, the modern corpus, a generated pool. */
export const ROOT = path.join(__dirname, '..', '..', '..');

export function lowerText(uri: string, text: string): CardFile {
  return lowerFile(uri, parse(text).tree).file;
}

export function filesOf(folder: string): CardFile[] {
  return fixtureFilesUnder(path.join(ROOT, folder), (name) => name.endsWith('.card'))
    .sort()
    .map((file) => lowerText(cardFileUri(file), fs.readFileSync(file, 'utf8')));
}

/** The generated pool: deterministic (seed 7), at least 1,000 monsters. */
export const GENERATED_CARDS = 1600;
export function generatedPool(): CardFile[] {
  const set = generateCardSet({ cards: GENERATED_CARDS, files: 10, seed: 7, scenarios: false });
  return set.files.map((f) => lowerText(`cardscript-generated:///${f.name}`, f.text));
}
