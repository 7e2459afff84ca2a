import type { CardDeclaration, CardFile } from '../../core/model/cards';
import { isInArchetype } from '../../core/model/archetypes';
import { archetypeCode, cardRow, type CardRow } from './cardRows';
import { cardScript, type CardScriptText } from './cardScript';
import { assignPasscodes, type PasscodeProblem } from './passcodes';
import type { ScriptContext } from './scriptContext';
import type { OwnLuaSource } from './ownLua/ownLuaScript';

export interface ExportedCard {
  readonly card: CardDeclaration;
  readonly passcode: number;
  readonly row: CardRow;
  readonly script: CardScriptText;
}

export interface EdoproExport {
  readonly cards: readonly ExportedCard[];
  /** Cards that could not be exported (no id, colliding passcodes): nothing is written when there are any. */
  readonly problems: readonly PasscodeProblem[];
  readonly assigned: readonly string[];
}

export interface ExportOptions {
  /** `--assign-ids FROM`: passcodes for cards without an `id`. */
  readonly assignIdsFrom?: number;
  /** Each card's own Lua (`script "path"`), merged into its script; without it such a card's script has a stub instead. */
  readonly ownLua?: OwnLuaSource;
}

/**
 * The pure exporter: card files in, database rows and Lua scripts out (no I/O; the CLI and the extension
 * write them with interop/edopro/cdbFile). Every card of the files is exported; a card name defined twice
 * is exported once (the first).
 */
export function exportEdopro(files: readonly CardFile[], options: ExportOptions = {}): EdoproExport {
  const seen = new Set<string>();
  const cards: CardDeclaration[] = [];
  for (const file of files) {
    for (const card of file.cards) {
      if (seen.has(card.name.value)) continue;
      seen.add(card.name.value);
      cards.push(card);
    }
  }
  return exportCards(cards, options);
}

export function exportCards(cards: readonly CardDeclaration[], options: ExportOptions = {}): EdoproExport {
  const passcodes = assignPasscodes(cards, options.assignIdsFrom);
  if (passcodes.problems.length > 0) return { cards: [], problems: passcodes.problems, assigned: passcodes.assigned };
  const byName = new Map(cards.map((c) => [c.name.value, c]));
  const summonedBy = new Map<string, string[]>();
  for (const card of cards) {
    if (card.kind !== 'monster') continue;
    for (const clause of card.summon) {
      if (clause.kind === 'byEffectOf') summonedBy.set(clause.card.value, [...(summonedBy.get(clause.card.value) ?? []), card.name.value]);
    }
  }
  const context: ScriptContext = {
    passcodeOf: (name) => passcodes.byName.get(name),
    resolve: (name) => byName.get(name),
    properlySummonedBy: (name) => summonedBy.get(name) ?? [],
    nextLevels: () => new Map(cards.flatMap((c) => {
      const next = c.kind === 'monster' && c.nextLevel ? passcodes.byName.get(c.nextLevel.value) : undefined;
      return next === undefined ? [] : [[passcodes.byName.get(c.name.value)!, next] as [number, number]];
    })),
    ...(options.ownLua ? { ownLuaOf: options.ownLua } : {}),
  };
  // Archetype membership also follows the name ("name contains"): every archetype the set declares.
  // An archetype a summoning clause's filter names (`1 archetype "Utopia" xyz monster`) counts too, though
  // no card declares it: "Number 39: Utopia" is a "Utopia" card by its name.
  const archetypes = [...new Set([...cards.flatMap((c) => (c.archetypes ?? []).map((a) => a.value)), ...cards.flatMap((c) => (c.kind === 'monster' ? namedArchetypes(c.summon) : []))])].sort();
  const exported = cards.map((card) => {
    const passcode = passcodes.byName.get(card.name.value)!;
    const setcodes = archetypes.filter((a) => isInArchetype(card, a)).map(archetypeCode);
    return { card, passcode, row: cardRow(card, passcode, setcodes), script: cardScript(card, passcode, context) };
  });
  return { cards: exported, problems: [], assigned: passcodes.assigned };
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
