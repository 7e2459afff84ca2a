import { asCardString, cardFileText, cardSourceText, fileHeaderText } from './cardFileWriter';
import type { CardRow } from './cardRows';
import type { ClauseCheckCache } from './checkedClauses';
import { importedArtworks } from './importedArtworks';
import { type ImportedCard, type ImportRow, importedCard, isPasscode } from './importedCard';
import { fileStem, uniqueFileNames } from './importFileNames';
import { TYPE } from './engineConstants';

/** An error `cardscript check` reports in a file the import is about to write (ImportOptions' `check`). */
export interface ImportedFileError {
  /** Where in the file's text (UTF-16 offset). */
  readonly offset: number;
  readonly code: string;
  readonly message: string;
}

/**
 * The pure importer: rows of an EDOPro cards.cdb in, `.card` files out (one per archetype: the first set
 * code, and one for the cards without any); an alternate artwork's row is a passcode in its card's
 * `artworks` (importedArtworks.ts). Every card keeps its facts and printed text; summoning
 * clauses come from the clause block a CardScript export leaves in the card's script when that script is
 * given and every clause of it checks, else from the printed text (the CS05xx sentences read the other
 * way), with a comment for what could not be derived. Everything is written through cardFileWriter.ts,
 * so the files hold exactly the rows' cards whatever the rows and scripts hold. The cost is linear in the
 * rows and their texts; a file stays within `maxFileBytes` (the reader's limit), a group past it is split.
 */

export interface ImportedFile {
  readonly name: string;
  readonly text: string;
}

export interface ImportResult {
  readonly files: readonly ImportedFile[];
  /** Cards written (every row but those in `refused` and the alternate artworks). */
  readonly cards: number;
  /** Rows written as a passcode in their card's `artworks` (an alternate artwork: `alias` is the card, the rest the same). */
  readonly artworks: number;
  /** Cards whose clauses came from an exported script's clause block. */
  readonly fromScripts: number;
  /** Cards with a comment saying a printed condition was not derived. */
  readonly notDerived: readonly string[];
  /** Cards with a clause refused (a comment above each says which and why), with the count of clauses refused. */
  readonly refusedClauses: { readonly cards: readonly string[]; readonly clauses: number };
  /** Cards with a value not written as the row has it (a comment above each says what). */
  readonly garbage: readonly string[];
  /** Cards with an error `cardscript check` reports that the import found no other way to announce (a comment above each says which). */
  readonly checkErrors: readonly string[];
  /** Rows not written: their card alone is larger than a file may be. */
  readonly refused: readonly { readonly name: string; readonly bytes: number; /** Its place in the rows given. */ readonly row: number }[];
}

export interface ImportOptions {
  /** The largest file written, in bytes (UTF-8): the command passes the reader's MAX_CARD_FILE_BYTES. */
  readonly maxFileBytes?: number;
  /** The errors `cardscript check` reports on files (importedFileCheck.ts): each one not announced above its card is added there. */
  readonly check?: (files: readonly ImportedFile[]) => readonly (readonly ImportedFileError[])[];
  /** Archetype code -> name (strings.conf, stringsConf.ts): archetypes are written by name and code. */
  readonly archetypeNames?: ReadonlyMap<number, string>;
  /** More remarks for some rows (what their own script showed in EDOPro's engine: scriptAudit/scriptAudit.ts), after the card's own. */
  readonly remarks?: ReadonlyMap<ImportRow, readonly string[]>;
}

/** The reader's limit (MAX_CARD_FILE_BYTES, files/regularFileReader.ts): 16 MiB. */
const DEFAULT_MAX_FILE_BYTES = 16 * 1024 * 1024;

/** At most this many characters of a check's message are repeated in a remark. */
const MESSAGE_LENGTH = 160;

interface Group {
  readonly stem: string;
  readonly header: string;
  readonly headerBytes: number;
  readonly entries: Entry[];
}

/** One row on its way to a file: the card, the errors the check adds to its remarks, its text once written. */
interface Entry {
  readonly row: ImportRow;
  readonly index: number;
  readonly card: ImportedCard;
  readonly auditNotes: readonly string[];
  readonly checkNotes: string[];
  text?: string;
}

interface Part {
  readonly stem: string;
  readonly header: string;
  readonly entries: Entry[];
}

/** `scripts`: script file name -> Lua text, for the scripts found next to the database (optional). */
export function importCards(
  rows: readonly ImportRow[],
  setName: string,
  scripts: ReadonlyMap<string, string> = new Map(),
  readSource: (lua: string) => string[] | null = () => null,
  options: ImportOptions = {},
): ImportResult {
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const groups = new Map<number | undefined, Group>();
  const passcodeOwners = new Map<number, CardRow>();
  for (const row of rows) if (isPasscode(row.id) && !passcodeOwners.has(row.id)) passcodeOwners.set(row.id, row);
  const artworks = importedArtworks(rows, (id) => passcodeOwners.get(id));
  const archetypeNames = options.archetypeNames;
  const namedArchetypes = archetypeNames ? [...new Set(rows.flatMap((row) => row.setcodes.flatMap((code) => archetypeNames.get(code) ?? [])))].sort() : [];
  const context = {
    clashingRows: clashingRows(
      rows.filter((row) => !artworks.folded.has(row)),
      (row) => passcodeOwners.get(row.id) === row,
    ),
    ...(archetypeNames ? { archetypeNames, namedArchetypes } : {}),
    ownsPasscode: (row: CardRow) => passcodeOwners.get(row.id) === row,
    artworksOf: (row: CardRow) => artworks.of.get(row) ?? [],
    clauseCache: new Map() as ClauseCheckCache,
  };
  for (const [index, row] of rows.entries()) {
    if (artworks.folded.has(row)) continue;
    const code = row.setcodes[0];
    let group = groups.get(code);
    if (!group) {
      const key = code === undefined ? setName : `archetype-0x${code.toString(16)}`;
      const header = fileHeaderText(key, code);
      groups.set(code, (group = { stem: fileStem(key), header, headerBytes: Buffer.byteLength(header, 'utf8'), entries: [] }));
    }
    const lua = context.ownsPasscode(row) ? scripts.get(`c${row.id}.lua`) : undefined;
    group.entries.push({
      row,
      index,
      card: importedCard(row, context, lua ? readSource(lua) : null),
      auditNotes: options.remarks?.get(row) ?? [],
      checkNotes: [],
    });
  }
  let packed = pack([...groups.values()], maxFileBytes);
  if (options.check && announceCheckErrors(packed.parts, options.check(filesOf(packed.parts)))) packed = pack([...groups.values()], maxFileBytes);
  const written = packed.parts.flatMap((part) => part.entries);
  const refusedClauses = written.filter((e) => e.card.refusedClauses.length > 0);
  return {
    files: filesOf(packed.parts),
    cards: written.length,
    artworks: written.reduce((n, e) => n + context.artworksOf(e.row).length, 0),
    fromScripts: written.filter((e) => e.card.fromScript).length,
    notDerived: [...new Set(written.filter((e) => e.card.notDerived.length > 0).map((e) => e.row.name))],
    refusedClauses: { cards: refusedClauses.map((e) => e.row.name), clauses: refusedClauses.reduce((n, e) => n + e.card.refusedClauses.length, 0) },
    garbage: written.filter((e) => e.card.garbage.length > 0).map((e) => e.row.name),
    checkErrors: written.filter((e) => e.checkNotes.length > 0).map((e) => e.row.name),
    refused: packed.refused.map((e) => ({ name: e.entry.row.name, bytes: e.bytes, row: e.entry.index })),
  };
}

/**
 * The rows whose name another row has and that share it wrongly: not a Token, not a version (an `alias`
 * naming a row of the same name), as model/namesakes.ts decides for the cards written.
 */
function clashingRows(rows: readonly ImportRow[], ownsPasscode: (row: CardRow) => boolean): Set<CardRow> {
  const byName = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const name = asCardString(row.name);
    const listed = byName.get(name);
    if (listed) listed.push(row);
    else byName.set(name, [row]);
  }
  const clashing = new Set<CardRow>();
  for (const namesakes of byName.values()) {
    if (namesakes.length < 2) continue;
    const passcodes = new Set(namesakes.filter(ownsPasscode).map((row) => row.id));
    const wrong = namesakes.filter(
      (row) => !(row.type & TYPE.TOKEN && row.type & TYPE.MONSTER) && !(isPasscode(row.alias) && row.alias !== row.id && passcodes.has(row.alias)),
    );
    if (wrong.length > 1) for (const row of wrong) clashing.add(row);
  }
  return clashing;
}

/** The entry's text, with the check's remarks after its own. */
/** The entry's text, with the audit's and the check's remarks after its own. */
function entryText(entry: Entry): string {
  const extra = [...entry.auditNotes, ...entry.checkNotes];
  entry.text ??= cardSourceText(extra.length === 0 ? entry.card.source : { ...entry.card.source, notes: [...entry.card.source.notes, ...extra] });
  return entry.text;
}

/** The groups' cards in files of at most maxFileBytes: a group past it is split; a card larger on its own is refused. */
function pack(groups: readonly Group[], maxFileBytes: number): { parts: Part[]; refused: { entry: Entry; bytes: number }[] } {
  const parts: Part[] = [];
  const refused: { entry: Entry; bytes: number }[] = [];
  for (const group of groups) {
    let entries: Entry[] = [];
    let bytes = group.headerBytes;
    let count = 0;
    const flush = () => {
      if (entries.length === 0) return;
      count++;
      parts.push({ stem: count === 1 ? group.stem : `${group.stem}-${count}`, header: group.header, entries });
      entries = [];
      bytes = group.headerBytes;
    };
    for (const entry of group.entries) {
      // The file joins its cards with a line break.
      const cardBytes = Buffer.byteLength(entryText(entry), 'utf8') + 1;
      if (group.headerBytes + cardBytes > maxFileBytes) {
        refused.push({ entry, bytes: group.headerBytes + cardBytes });
        continue;
      }
      if (bytes + cardBytes > maxFileBytes) flush();
      entries.push(entry);
      bytes += cardBytes;
    }
    flush();
  }
  return { parts, refused };
}

function filesOf(parts: readonly Part[]): ImportedFile[] {
  const names = uniqueFileNames(parts.map((p) => p.stem));
  return parts.map((part, i) => ({ name: names[i], text: cardFileText(part.header, part.entries.map(entryText)) }));
}

/** Adds a remark for each error of the check that the card's remarks do not announce; whether any was added. */
function announceCheckErrors(parts: readonly Part[], errors: readonly (readonly ImportedFileError[])[]): boolean {
  let added = false;
  parts.forEach((part, i) => {
    // Where each card starts in the file: after the header and a line break, then each card and a line break.
    const starts: number[] = [];
    let offset = part.header.length + 1;
    for (const entry of part.entries) {
      starts.push(offset);
      offset += entryText(entry).length + 1;
    }
    for (const error of errors[i] ?? []) {
      let index = 0;
      while (index + 1 < starts.length && starts[index + 1] <= error.offset) index++;
      const entry = part.entries[index];
      const announced = `reports ${error.code}`;
      if (!entry || [...entry.card.source.notes, ...entry.auditNotes, ...entry.checkNotes].some((note) => note.includes(announced))) continue;
      const message = error.message.length <= MESSAGE_LENGTH ? error.message : `${error.message.slice(0, MESSAGE_LENGTH)}…`;
      entry.checkNotes.push(`cardscript check ${announced}: ${message}`);
      entry.text = undefined;
      added = true;
    }
  });
  return added;
}
