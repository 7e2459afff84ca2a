import type { CardLibrary } from '../core/workspace/cardLibrary';
import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import { revealInvisibles } from '../core/text/markdown';

/** What loading the libraries gave (interop/edopro/library/loadCardLibraries.ts's LoadedLibraries). */
export interface LoadedCardLibraries {
  readonly libraries: readonly CardLibrary[];
  readonly warnings: readonly string[];
  readonly databases: readonly { readonly file: string; readonly cards: number }[];
  readonly archetypeNames: number;
  readonly elapsedMs: number;
}

/** Reads the libraries a setting names; a relative path is taken from `baseDir` (the first workspace folder). */
export type CardLibraryLoader = (paths: readonly string[], baseDir: string) => Promise<LoadedCardLibraries>;

/** At most this many paths of the setting are read (a settings file comes from anyone). */
const MAX_LIBRARY_PATHS = 64;

/** `cardscript.library` as the client sends it: the strings of an array (a single string too); anything else is none. */
export function libraryPathsOf(section: unknown): { readonly paths: readonly string[]; readonly ignored: number } {
  const record = typeof section === 'object' && section !== null && !Array.isArray(section) ? (section as Record<string, unknown>) : {};
  const raw = record.library;
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : [];
  const paths = list.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return { paths: paths.slice(0, MAX_LIBRARY_PATHS), ignored: list.length - Math.min(paths.length, MAX_LIBRARY_PATHS) };
}

/**
 * Keeps the workspace's card libraries those of the `cardscript.library` setting: loads them when the
 * setting changes (a newer change supersedes a load under way), logs what was read and warns about what
 * could not be (paths and messages with their invisible characters shown), then tells `changed` so every
 * document is checked again.
 */
export class WorkspaceLibraries {
  private loadedFor = JSON.stringify({ paths: [], baseDir: '' });
  private generation = 0;

  constructor(
    private readonly workspace: CardWorkspace,
    /** Absent where there is no disk (the web worker): a setting naming libraries is then only warned about. */
    private readonly load: CardLibraryLoader | undefined,
    private readonly log: (message: string) => void,
    private readonly warn: (message: string) => void,
    private readonly changed: () => void,
  ) {}

  /** Applies the `cardscript` section's `library`; resolves once the libraries it names are in the workspace. */
  async update(section: unknown, baseDir: string): Promise<void> {
    const { paths, ignored } = libraryPathsOf(section);
    const key = JSON.stringify({ paths, baseDir: paths.length > 0 ? baseDir : '' });
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    const generation = ++this.generation;
    if (ignored > 0) this.warn(`cardscript.library: ${ignored} entr${ignored === 1 ? 'y is' : 'ies are'} not a path and not read.`);
    if (paths.length === 0) {
      this.workspace.setLibraries([]);
      this.changed();
      return;
    }
    if (!this.load) {
      this.warn('cardscript.library: card libraries are read from disk, which this server cannot read (the web extension): none is loaded.');
      return;
    }
    let loaded: LoadedCardLibraries;
    try {
      loaded = await this.load(paths, baseDir);
    } catch (error) {
      if (generation === this.generation)
        this.warn(`cardscript.library: the libraries could not be read: ${revealInvisibles(error instanceof Error ? error.message : String(error))}`);
      return;
    }
    if (generation !== this.generation) return;
    for (const warning of loaded.warnings) this.warn(`cardscript.library: ${revealInvisibles(warning)}`);
    const cards = loaded.databases.reduce((n, d) => n + d.cards, 0);
    const files = loaded.databases.map((d) => `${revealInvisibles(d.file)} (${d.cards.toLocaleString('en-US')})`).join(', ');
    this.log(
      `Library: ${cards.toLocaleString('en-US')} card(s) from ${loaded.databases.length} database(s)${files ? `: ${files}` : ''}, ${loaded.archetypeNames} archetype name(s), in ${loaded.elapsedMs} ms.`,
    );
    this.workspace.setLibraries(loaded.libraries);
    this.changed();
  }
}
