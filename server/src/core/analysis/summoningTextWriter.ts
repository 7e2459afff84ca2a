import type { MonsterDeclaration, SummonClause } from '../model/cards';
import { PRINTED_SENTENCES } from './printedSentences';

/** A card's summoning text written from its clauses, and the clauses no printed sentence says. */
export interface WrittenSummoningText {
  /** One official sentence per clause, in clause order (a sentence two clauses share is written once). */
  readonly sentences: readonly string[];
  readonly unwritten: readonly SummonClause[];
}

/** The clause as its official printed sentence (printedSentences.ts), or undefined when no row writes it. */
export function printedSentenceOf(clause: SummonClause, card: MonsterDeclaration): string | undefined {
  for (const row of PRINTED_SENTENCES) {
    const written = row.write?.(clause, card);
    if (written !== undefined) return written;
  }
  return undefined;
}

/**
 * The summoning text of a card, written from its clauses in official wording: what `cardscript text` prints
 * and the quick fix "Write the summoning text from the clauses" inserts. The same table reads it back.
 */
export function summoningTextOf(card: MonsterDeclaration, clauses: readonly SummonClause[] = card.summon): WrittenSummoningText {
  const sentences: string[] = [];
  const unwritten: SummonClause[] = [];
  for (const clause of clauses) {
    const sentence = printedSentenceOf(clause, card);
    if (sentence === undefined) unwritten.push(clause);
    else if (!sentences.includes(sentence)) sentences.push(sentence);
  }
  return { sentences, unwritten };
}
