import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import type { CardFile } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { LineIndex } from '../../../server/src/core/text/lineIndex';
import { cardFileUri, fixtureFilesUnder } from '../../helpers/fixtureFiles';

/** Helpers for the engine's data-driven tests: every `.card` under a folder is one workspace. */
export const repoRoot = path.resolve(__dirname, '../../../..');
export const scenarioFixturesDir = path.join(repoRoot, 'test', 'fixtures', 'scenarios');

export interface LoadedFile {
  readonly path: string;
  readonly text: string;
  readonly file: CardFile;
  readonly diagnostics: readonly Diagnostic[];
  readonly lines: LineIndex;
}

/** Every `.card` file under a folder; a missing or empty folder throws (fixtureFiles.ts). */
export function cardFilesUnder(folder: string): string[] {
  return fixtureFilesUnder(folder, (name) => name.endsWith('.card'));
}

export function loadCardFile(file: string): LoadedFile {
  const text = fs.readFileSync(file, 'utf8');
  const parsed = parse(text);
  const lowered = lowerFile(cardFileUri(file), parsed.tree);
  return { path: file, text, file: lowered.file, diagnostics: [...parsed.diagnostics, ...lowered.diagnostics], lines: new LineIndex(text) };
}

export function lineOf(loaded: LoadedFile, offset: number): number {
  return loaded.lines.positionAt(offset).line + 1;
}
