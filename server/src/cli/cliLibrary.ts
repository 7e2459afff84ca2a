import type { CardDeclaration } from '../core/model/cards';
import type { CardLibrary } from '../core/workspace/cardLibrary';
import { loadCardLibraries } from '../interop/edopro/library/loadCardLibraries';
import type { CliIo } from './cliIo';
import type { OptionSpec } from './commandOptions';

/** `--library PATH`, on every command that reads cards (docs/cli.md, docs/edopro.md "The official pool as the library"). */
export const LIBRARY_OPTION: OptionSpec = {
  name: 'library',
  type: 'string',
  value: 'PATH',
  repeatable: true,
  help: [
    'an EDOPro database (.cdb), strings.conf or install folder: its cards are',
    'known by name below the given files (repeatable; earlier ones shadow later)',
  ],
};

/** The libraries named, each path that cannot be read a warning on stderr (the run goes on without it). */
export async function loadCliLibraries(paths: readonly string[], io: CliIo): Promise<readonly CardLibrary[]> {
  if (paths.length === 0) return [];
  const loaded = await loadCardLibraries(paths, io.cwd);
  for (const warning of loaded.warnings) io.stderr(`cardscript: warning: ${warning}\n`);
  return loaded.libraries;
}

/** The card of that name in the first library holding it. */
export function libraryCard(libraries: readonly CardLibrary[], name: string): CardDeclaration | undefined {
  for (const library of libraries) {
    const card = library.resolve(name);
    if (card) return card;
  }
  return undefined;
}
