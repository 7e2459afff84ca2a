import type { CardDeclaration, CardFile } from '../../core/model/cards';
import { isInArchetype } from '../../core/model/archetypes';
import { artworkRows, type ExportedArtwork } from './artworkRows';
import { archetypeCode, cardRow, type CardRow } from './cardRows';
import { cardScript, type CardScriptText } from './cardScript';
import { sameCardTwice } from './sameCard';
import { namesakesByName, primaryDefinition, sharesNameRightly } from '../../core/model/namesakes';
import { assignPasscodes, type PasscodeProblem } from './passcodes';
import type { ScriptContext } from './scriptContext';
import type { OwnLuaSource } from './ownLuaScript';

export interface ExportedCard {
  readonly card: CardDeclaration;
  readonly passcode: number;
  readonly row: CardRow;
  readonly script: CardScriptText;
  /** Its alternate artworks (`artworks`): one more row each, `alias` = `passcode`. */
  readonly artworks: readonly ExportedArtwork[];
}

export interface EdoproExport {
  readonly cards: readonly ExportedCard[];
  /**
   * Cards that could not be exported (a name defined twice with different contents, no id, colliding
   * passcodes): nothing is written when there are any.
   */
  readonly problems: readonly PasscodeProblem[];
  readonly assigned: readonly string[];
}

/** Every row cards.cdb gets: each card's, then its artworks'. */
export function exportedRows(exported: EdoproExport): CardRow[] {
  return exported.cards.flatMap((c) => [c.row, ...c.artworks.map((a) => a.row)]);
}

/** Every script file the export writes: each card's, and one for each artwork whose passcode is far from its card's (artworkRows.ts). */
export function exportedScripts(exported: EdoproExport): { readonly fileName: string; readonly lua: string }[] {
  return exported.cards.flatMap((c) => [c.script, ...c.artworks.flatMap((a) => (a.script ? [a.script] : []))]);
}

export interface ExportOptions {
  /** `--assign-ids FROM`: passcodes for cards without an `id`. */
  readonly assignIdsFrom?: number;
  /** Each card's own Lua (`script "path"`), merged into its script; without it such a card's script has a stub instead. */
  readonly ownLua?: OwnLuaSource;
  /**
   * The card libraries' cards by name (`--library`): a name the exported cards do not hold is looked up
   * here, and the scripts refer to it by its passcode. Library cards are never exported as rows.
   */
  readonly library?: (name: string) => CardDeclaration | undefined;
}

/**
 * The pure exporter: card files in, database rows and Lua scripts out (no I/O; the CLI and the extension
 * write them with interop/edopro/cdbFile). Every card of the files is exported. A name defined twice is
 * one card when both definitions say the same (a set and the bundled library both holding "Monster
 * Reborn"), and a problem otherwise: EDOPro would get two cards of one name, and every reference by name
 * one of them. An alternate artwork is no second definition but a passcode in its card's `artworks`.
 */
export function exportEdopro(files: readonly CardFile[], options: ExportOptions = {}): EdoproExport {
  const first = new Map<string, CardDeclaration>();
  const cards: CardDeclaration[] = [];
  const problems: PasscodeProblem[] = [];
  const namesakes = namesakesByName(files.flatMap((file) => file.cards));
  for (const file of files) {
    for (const card of file.cards) {
      const earlier = first.get(card.name.value);
      if (!earlier) {
        first.set(card.name.value, card);
        cards.push(card);
      } else if (sharesNameRightly(card, namesakes.get(card.name.value)!) || sharesNameRightly(earlier, namesakes.get(card.name.value)!)) {
        // A version (`alias`) or a Token of the name: a row of its own (model/namesakes.ts).
        cards.push(card);
      } else if (!sameCardTwice(earlier, card)) {
        problems.push({
          kind: 'definedTwice',
          card,
          related: earlier,
          message: `"${card.name.value}" is defined twice, and the definitions differ: EDOPro would get two cards of one name. Rename one; if it is an alternate artwork of the other, remove it and list its passcode in the other's \`artworks\` line.`,
        });
      }
    }
  }
  return exportCards(cards, options, problems);
}

/** `earlier`: problems found before (names defined twice); with any, nothing is exported, and the passcode problems are added. */
export function exportCards(cards: readonly CardDeclaration[], options: ExportOptions = {}, earlier: readonly PasscodeProblem[] = []): EdoproExport {
  const passcodes = assignPasscodes(cards, options.assignIdsFrom);
  if (earlier.length > 0 || passcodes.problems.length > 0) return { cards: [], problems: [...earlier, ...passcodes.problems], assigned: passcodes.assigned };
  const namesakes = namesakesByName(cards);
  // A name means its primary definition, not a version or a Token of it (model/namesakes.ts).
  const byName = new Map([...namesakes].map(([name, group]) => [name, primaryDefinition(group)!]));
  const summonedBy = new Map<string, string[]>();
  for (const card of cards) {
    if (card.kind !== 'monster') continue;
    for (const clause of card.summon) {
      // "by effect of archetype": every card of the set that is of that archetype (and card type) summons it properly.
      const by =
        clause.kind !== 'byEffectOf'
          ? []
          : clause.archetype
            ? cards.filter((c) => isInArchetype(c, clause.card.value) && (!clause.cardTypes || clause.cardTypes.includes(c.kind))).map((c) => c.name.value)
            : [clause.card.value];
      for (const name of by) summonedBy.set(name, [...(summonedBy.get(name) ?? []), card.name.value]);
    }
  }
  const library = options.library ?? (() => undefined);
  const context: ScriptContext = {
    passcodeOf: (name) => passcodes.byName.get(name) ?? (byName.has(name) ? undefined : library(name)?.id?.value),
    resolve: (name) => byName.get(name) ?? library(name),
    properlySummonedBy: (name) => summonedBy.get(name) ?? [],
    nextLevels: () =>
      new Map(
        cards.flatMap((c) => {
          const next = c.kind === 'monster' && c.nextLevel ? passcodes.byName.get(c.nextLevel.value) : undefined;
          return next === undefined ? [] : [[passcodes.byCard.get(c)!, next] as [number, number]];
        }),
      ),
    ...(options.ownLua ? { ownLuaOf: options.ownLua } : {}),
  };
  // Archetype membership also follows the name ("name contains"): every archetype the set declares.
  // An archetype a summoning clause's filter names (`1 archetype "Utopia" xyz monster`) counts too, though
  // no card declares it: "Number 39: Utopia" is a "Utopia" card by its name.
  const archetypes = [
    ...new Set([
      ...cards.flatMap((c) => (c.archetypes ?? []).map((a) => a.value)),
      ...cards.flatMap((c) => (c.kind === 'monster' ? namedArchetypes(c.summon) : [])),
      ...cards.flatMap((c) => (c.kind === 'monster' ? c.summon.flatMap((s) => (s.kind === 'byEffectOf' && s.archetype ? [s.card.value] : [])) : [])),
    ]),
  ].sort();
  // An archetype's EDOPro code where a card gives it (`archetype "Kuriboh" code 0xa4`), else one from its name.
  const codeOfName = new Map<string, number>();
  for (const card of cards)
    for (const given of card.archetypeCodes ?? []) if (given.name !== undefined && !codeOfName.has(given.name)) codeOfName.set(given.name, given.code.value);
  const exported = cards.map((card) => {
    const passcode = passcodes.byCard.get(card)!;
    const setcodes = setcodesOf(card, archetypes, codeOfName);
    const row = cardRow(card, passcode, setcodes);
    const script = cardScript(card, passcode, context);
    return { card, passcode, row, script, artworks: artworkRows(row, passcodes.artworksOf.get(card) ?? []) };
  });
  return { cards: exported, problems: [], assigned: passcodes.assigned };
}

/** A card's archetype codes: the ones it lists with `code`, in its order, then those of the other archetypes it is in. */
function setcodesOf(card: CardDeclaration, archetypes: readonly string[], codeOfName: ReadonlyMap<string, number>): number[] {
  const codes = (card.archetypeCodes ?? []).map((given) => given.code.value);
  const listed = new Set((card.archetypeCodes ?? []).flatMap((given) => (given.name === undefined ? [] : [given.name])));
  for (const archetype of archetypes) {
    if (listed.has(archetype) || !isInArchetype(card, archetype)) continue;
    const code = codeOfName.get(archetype) ?? archetypeCode(archetype);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** Archetype names in filters (`archetypes` of any filter inside the clauses). */
function namedArchetypes(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) namedArchetypes(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'archetypes' && Array.isArray(v)) found.push(...v.map((a: { value: string }) => a.value));
      else if (key !== 'span' && key !== 'keywordSpan') namedArchetypes(v, found);
    }
  }
  return found;
}
