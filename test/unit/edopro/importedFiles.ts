import type { CardDeclaration } from '../../../server/src/core/model/cards';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import type { ImportRow } from '../../../server/src/interop/edopro/importedCard';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';

/** Helpers of the import tests: rows, and what the written files read back as. */

/** A row of a Level 4 LIGHT Warrior Normal Monster (no fact of it adds a clause), with `fields` over it. */
export function monsterRow(fields: Partial<ImportRow> = {}): ImportRow {
  return {
    id: 1,
    ot: 0x20,
    alias: 0,
    setcodes: [],
    type: 0x11,
    atk: 1000,
    def: 1000,
    level: 4,
    race: 0x1,
    attribute: 0x10,
    category: 0,
    name: 'Plain',
    desc: '',
    ...fields,
  };
}

/** What a one-line string holds of a database text (docs/edopro.md, "Import"): each line break or other control character is a space. */
// eslint-disable-next-line no-control-regex
export const asWritten = (text: string): string => text.replace(/\r?\n/g, ' ').replace(/[\u0000-\u001f\u007f]/g, ' ');
/** A printed text as the import writes it: line breaks and tabs kept, every other control character a space. */
// eslint-disable-next-line no-control-regex -- the control characters a text does not keep
export const asWrittenText = (text: string): string => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');

export interface ReadBack {
  readonly cards: readonly CardDeclaration[];
  /** Syntax errors, as `file: CODE message` (lowering's are the check's: unannouncedErrors). */
  readonly errors: readonly string[];
}

/** The cards of the files as the product reads them (parser, then lowering), and their syntax errors. */
export function readBack(files: readonly { readonly name: string; readonly text: string }[]): ReadBack {
  const cards: CardDeclaration[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const parsed = parse(file.text);
    const lowered = lowerFile(`file:///imported/${file.name}`, parsed.tree);
    for (const d of parsed.diagnostics) if (d.severity === 'error') errors.push(`${file.name}: ${d.code} ${d.message}`);
    cards.push(...lowered.file.cards);
  }
  return { cards, errors };
}

/** The files as a file system that folds case keeps them (macOS, Windows): a later file of the same name replaces the earlier one. */
export function onFoldingDisk<T extends { readonly name: string }>(files: readonly T[]): T[] {
  return [...new Map(files.map((f) => [f.name.toLowerCase(), f])).values()];
}

/**
 * The errors `cardscript check` reports on the files (checked together, as `check DIR` does) that no
 * comment above their card announces (`... reports CODE`), as `file: CODE message`.
 */
export function unannouncedErrors(files: readonly { readonly name: string; readonly text: string }[]): string[] {
  const workspace = createStandardWorkspace({ keepCheckResults: false });
  const uri = (i: number) => `file:///imported/${i}/${files[i].name}`;
  files.forEach((f, i) => workspace.setDocument(uri(i), f.text, 0));
  const unannounced: string[] = [];
  files.forEach((file, i) => {
    const document = workspace.getDocument(uri(i));
    const starts = (document?.file.cards ?? []).map((c) => c.span.start);
    for (const d of workspace.diagnosticsFor(uri(i))) {
      if (d.severity !== 'error') continue;
      let index = -1;
      while (index + 1 < starts.length && starts[index + 1] <= d.span.start) index++;
      const before = file.text.slice(index > 0 ? starts[index - 1] : 0, index >= 0 ? starts[index] : 0);
      const remarks = before
        .split('\n')
        .filter((line) => line.startsWith('# '))
        .join('\n');
      if (!remarks.includes(`reports ${d.code}`)) unannounced.push(`${file.name}: ${d.code} ${d.message}`);
    }
  });
  return unannounced;
}
