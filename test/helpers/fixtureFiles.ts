import * as fs from 'node:fs';
import * as path from 'node:path';

/** The URI a test gives a card file read from disk: `file://` and its absolute path. */
export function cardFileUri(file: string): string {
  return `file://${file}`;
}

/**
 * The names in a fixture folder that `keep` accepts, sorted. A folder that is missing or holds none throws
 * instead of yielding no tests: a fixture-driven suite that silently runs nothing passes.
 */
export function fixtureNames(dir: string, keep: (name: string) => boolean = () => true): string[] {
  if (!fs.existsSync(dir)) throw new Error(`fixture folder ${dir} is missing`);
  const names = fs.readdirSync(dir).filter(keep).sort();
  if (names.length === 0) throw new Error(`fixture folder ${dir} holds no fixtures`);
  return names;
}

/** Every file under `dir` (recursively) that `keep` accepts, as absolute paths in name order; none throws. */
export function fixtureFilesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) throw new Error(`fixture folder ${dir} is missing`);
  const walk = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) return walk(full);
        return keep(entry.name) ? [full] : [];
      });
  const files = walk(dir);
  if (files.length === 0) throw new Error(`fixture folder ${dir} holds no fixtures`);
  return files;
}
