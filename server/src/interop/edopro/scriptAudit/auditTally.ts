import type { SummonCategory } from '../../../core/analysis/summoningProfile';
import type { CardAudit, CardAuditStatus } from './scriptAudit';
import { categoryWords } from './summoningVerdict';

/**
 * The agreement of an audit (scriptAudit.ts) in numbers: per category the printed text gives, the cards
 * compared and those the script agrees with; the Tribute counts compared; each cause of disagreement with
 * its count and a few cards, each with the printed sentence about its summoning; and the cards not compared,
 * by why. The bench (`npm run bench:official`) prints it; the referee suite asserts it on a fixture.
 */

export interface CauseTally {
  readonly cause: string;
  readonly cards: number;
  readonly examples: readonly { readonly name: string; readonly sentence: string }[];
}

export interface AuditTally {
  readonly compared: number;
  readonly agreed: number;
  readonly byCategory: readonly { readonly category: SummonCategory; readonly compared: number; readonly agreed: number }[];
  readonly tributes: { readonly compared: number; readonly agreed: number };
  readonly causes: readonly CauseTally[];
  readonly notCompared: Readonly<Partial<Record<Exclude<CardAuditStatus, 'agrees' | 'disagrees'>, number>>>;
  readonly ownMechanics: number;
}

const EXAMPLES = 3;
const SENTENCE_LENGTH = 160;

/**
 * The printed sentence most likely responsible: the first that sets a summoning rule ("Must ...", "without
 * Tributing"), else the first that speaks of summoning, else the first.
 */
export function summoningSentence(desc: string): string {
  const sentences = desc.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/);
  const found = sentences.find((s) => /\bmust\b.*summon|without tribut/i.test(s)) ?? sentences.find((s) => /summon|tribute/i.test(s)) ?? sentences[0] ?? '';
  return found.length <= SENTENCE_LENGTH ? found : `${found.slice(0, SENTENCE_LENGTH)}…`;
}

export function tallyAudit(cards: readonly CardAudit[]): AuditTally {
  const categories = new Map<SummonCategory, { compared: number; agreed: number }>();
  const causes = new Map<string, { cards: number; examples: { name: string; sentence: string }[] }>();
  const notCompared: Partial<Record<CardAuditStatus, number>> = {};
  const tributes = { compared: 0, agreed: 0 };
  let compared = 0,
    agreed = 0,
    ownMechanics = 0;
  for (const card of cards) {
    if (card.ownMechanics.length > 0) ownMechanics++;
    const verdict = card.verdict;
    if (!verdict) {
      notCompared[card.status] = (notCompared[card.status] ?? 0) + 1;
      continue;
    }
    compared++;
    const entry = categories.get(verdict.category.text) ?? { compared: 0, agreed: 0 };
    entry.compared++;
    if (verdict.category.agrees) entry.agreed++;
    categories.set(verdict.category.text, entry);
    if (verdict.tributes) {
      tributes.compared++;
      if (verdict.tributes.text === verdict.tributes.script) tributes.agreed++;
    }
    if (verdict.causes.length === 0) agreed++;
    for (const cause of verdict.causes) {
      const tally = causes.get(cause) ?? { cards: 0, examples: [] };
      tally.cards++;
      if (tally.examples.length < EXAMPLES) tally.examples.push({ name: card.row.name, sentence: summoningSentence(card.row.desc) });
      causes.set(cause, tally);
    }
  }
  return {
    compared,
    agreed,
    ownMechanics,
    tributes,
    byCategory: [...categories].sort((a, b) => b[1].compared - a[1].compared).map(([category, c]) => ({ category, ...c })),
    causes: [...causes].sort((a, b) => b[1].cards - a[1].cards || (a[0] < b[0] ? -1 : 1)).map(([cause, c]) => ({ cause, ...c })),
    notCompared,
  };
}

const percent = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

/** The tally as Markdown tables (the bench's output); names and sentences are the caller's to reveal. */
export function tallyTables(tally: AuditTally, shown: (text: string) => string = (t) => t): string {
  const lines = [
    `Compared: ${tally.compared} monster(s); agreed on everything: ${tally.agreed} (${percent(tally.agreed, tally.compared)}).`,
    '',
    '| category the text gives | compared | script agrees | agreement |',
    '| --- | ---: | ---: | ---: |',
    ...tally.byCategory.map((c) => `| ${categoryWords(c.category)} | ${c.compared} | ${c.agreed} | ${percent(c.agreed, c.compared)} |`),
    `| Tributes of the Normal Summon | ${tally.tributes.compared} | ${tally.tributes.agreed} | ${percent(tally.tributes.agreed, tally.tributes.compared)} |`,
    '',
    '| cause of disagreement | cards | for example |',
    '| --- | ---: | --- |',
    ...tally.causes.map(
      (c) =>
        `| ${c.cause} | ${c.cards} | ${c.examples
          .map((e) => `${shown(e.name)}: "${shown(e.sentence)}"`)
          .join('; ')
          .replace(/\|/g, '\\|')} |`,
    ),
    '',
    `Not compared: ${
      Object.entries(tally.notCompared)
        .map(([why, n]) => `${why} ${n}`)
        .join(', ') || 'none'
    }; scripts with a summon mechanic of their own: ${tally.ownMechanics}.`,
  ];
  return `${lines.join('\n')}\n`;
}
