import type { CardDeclaration } from '../../../core/model/cards';
import { lowerFile } from '../../../core/lowering/lowerCards';
import { parse } from '../../../core/syntax/parser';
import type { CardLibrary } from '../../../core/workspace/cardLibrary';
import { asCardString, cardSourceText } from '../cardFileWriter';
import { TYPE } from '../engineConstants';
import type { ClauseCheckCache } from '../checkedClauses';
import { type ImportRow, importedCard, isPasscode } from '../importedCard';

/**
 * The cards of one EDOPro database as a card library (core/workspace/cardLibrary.ts). Loading keeps the
 * rows and an index of their names; a card is made the first time its name is asked for, the way
 * `cardscript import edopro` writes it (importedCard.ts: facts, printed text, the summoning clauses the
 * text states), with an `archetype` line for each of its set codes that strings.conf names. Made cards are
 * kept, so a name gives the same declaration every time.
 */
export class EdoproCardLibrary implements CardLibrary {
  private readonly rowsByName = new Map<string, ImportRow>();
  private readonly made = new Map<string, CardDeclaration | null>();
  private readonly nameList: readonly string[];
  private readonly clauseCache: ClauseCheckCache = new Map();

  constructor(
    readonly label: string,
    rows: readonly ImportRow[],
    /** strings.conf's archetype names by set code (stringsConf.ts). */
    private readonly archetypeNames: ReadonlyMap<number, string> = new Map(),
    /** The URI prefix of its cards (one per library, so two databases' cards never share a URI). */
    private readonly uriPrefix = 'cardscript-edopro-library:///',
  ) {
    for (const row of rows) {
      const name = asCardString(row.name);
      if (name.trim() === '') continue;
      const held = this.rowsByName.get(name);
      // An alternate artwork or a version (alias set) and a Token have the card's name: the card's own row is the one kept.
      if (!held || rank(row) < rank(held)) this.rowsByName.set(name, row);
    }
    this.nameList = [...this.rowsByName.keys()];
  }

  /** How many cards (distinct names) it holds. */
  get size(): number {
    return this.nameList.length;
  }

  names(): readonly string[] {
    return this.nameList;
  }

  resolve(name: string): CardDeclaration | undefined {
    const made = this.made.get(name);
    if (made !== undefined) return made ?? undefined;
    const row = this.rowsByName.get(name);
    const card = row ? this.cardOf(row) : undefined;
    if (row) this.made.set(name, card ?? null);
    return card;
  }

  /** The row's card, written as the import writes it (without its remarks) and read back. */
  private cardOf(row: ImportRow): CardDeclaration | undefined {
    const context = {
      clashingRows: new Set<ImportRow>(),
      ownsPasscode: (r: ImportRow) => isPasscode(r.id),
      clauseCache: this.clauseCache,
      archetypeNames: this.archetypeNames,
    };
    const source = importedCard(row, context, null).source;
    const text = cardSourceText({ ...source, notes: [] });
    const uri = `${this.uriPrefix}c${Number.isSafeInteger(row.id) ? row.id : 0}.card`;
    return lowerFile(uri, parse(text).tree).file.cards[0];
  }
}

/** Which row of a name a library card is: the card's own (no alias, no Token) first, then a Token, then a version. */
function rank(row: ImportRow): number {
  if (row.alias !== 0) return 2;
  return row.type & TYPE.TOKEN ? 1 : 0;
}
