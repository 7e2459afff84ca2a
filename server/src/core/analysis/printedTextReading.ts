import type { MonsterDeclaration } from '../model/cards';
import { lowerFile } from '../lowering/lowerCards';
import { parse } from '../syntax/parser';
import type { Token } from '../syntax/token';
import { aboutThisCard, PRINTED_SENTENCES, type PrintedSentence, type SentenceReading } from './printedSentences';
import { findInPrintedText, printedTextMayContain, printedTextTokens, type TextMatch } from './printedText';

/** One printed sentence found in a card's text, and what it is read as. */
export interface FoundSentence {
  readonly sentence: PrintedSentence;
  readonly found: TextMatch;
  readonly reading: SentenceReading;
}

/**
 * The printed summoning sentences of a card's text, each read once: the rows of PRINTED_SENTENCES in order,
 * a match overlapping one an earlier row found being left to it ("Cannot be Normal Summoned, unless ..." is
 * not also "Cannot be Normal Summoned"), and one about other cards (aboutThisCard) being passed over. A clause that does not read back as exactly one clause without an
 * error becomes what the sentence leaves unsaid: the reader never hands on a clause the language refuses.
 */
export function readPrintedSentences(card: MonsterDeclaration, tokens: readonly Token[] = printedTextTokens(card)): FoundSentence[] {
  const out: FoundSentence[] = [];
  if (tokens.length === 0) return out;
  const taken: { start: number; end: number }[] = [];
  for (const sentence of PRINTED_SENTENCES) {
    if (!printedTextMayContain(tokens, sentence.literal)) continue;
    for (const found of findInPrintedText(card, sentence.inText, tokens)) {
      if (!sentence.namesThisCard && !aboutThisCard(found.match)) continue;
      const start = found.match.index;
      const end = start + found.match[0].length;
      if (taken.some((t) => start < t.end && t.start < end)) continue;
      taken.push({ start, end });
      out.push({ sentence, found, reading: checkedReading(sentence.read(found.match, card), found.match[0]) });
    }
  }
  // In the text's order: the clauses are written as the card prints its sentences.
  return out.sort((a, b) => a.found.match.index - b.found.match.index);
}

/**
 * The printed sentences of a card's text read the other way (text -> clause), for the EDOPro importer:
 * the clause lines each sentence stands for (a procedure: its head, block lines and `}`), and what the
 * language cannot say, named.
 */
export function clausesStatedByText(card: MonsterDeclaration): { readonly clauses: readonly string[]; readonly notDerived: readonly string[] } {
  const clauses: string[][] = [];
  const notDerived: string[] = [];
  for (const { reading } of readPrintedSentences(card)) {
    for (const clause of reading.clauses) if (!clauses.some((c) => c.join('\n') === clause.join('\n'))) clauses.push([...clause]);
    if (reading.unsaid !== undefined && !notDerived.includes(reading.unsaid)) notDerived.push(reading.unsaid);
  }
  return { clauses: clauses.flat(), notDerived };
}

function checkedReading(reading: SentenceReading, printed: string): SentenceReading {
  const bad = reading.clauses.find((clause) => !readsAsOneClause(clause));
  return bad === undefined ? reading : { clauses: [], unsaid: reading.unsaid ?? printed };
}

/** Verdicts by clause text; emptied when it grows past this many (an import meets a few thousand distinct clauses). */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 4096;

/** Whether the lines, alone in a `summon { }` block, lower to exactly one clause with no error. */
export function readsAsOneClause(lines: readonly string[]): boolean {
  const key = lines.join('\n');
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const head = 'monster "probe" {\n  summon {\n';
  const text = `${head}${lines.map((l) => `    ${l}`).join('\n')}\n  }\n}\n`;
  const parsed = parse(text);
  const lowered = lowerFile('cardscript-probe:///clause', parsed.tree);
  const end = head.length + key.length + lines.length * 4;
  const inClause = (d: { span: { start: number }; severity: string }) => d.severity === 'error' && d.span.start >= head.length && d.span.start <= end;
  const card = lowered.file.cards[0];
  const ok = card?.kind === 'monster' && card.summon.length === 1 && !parsed.diagnostics.some(inClause) && !lowered.diagnostics.some(inClause);
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(key, ok);
  return ok;
}
