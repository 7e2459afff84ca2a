import { isFreeTextString } from '../analysis/nameReferences';
import type { Phrase as GrammarPhrase } from '../grammar/phrase';
import { SUMMON_CLAUSE_PHRASES as SUMMON_CLAUSES } from '../grammar/summonClausePhrases';
import { escapeMarkdown } from '../text/markdown';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';
import { cardBodyItems } from './completionCardBodies';
import { CardNames } from './completionCardNames';
import { CONTINUATION_ZONES, continuationAfter } from './completionContinuation';
import { afterFrom, endsWithMaterialSlot, headWord, inComment, locateCursor, stringInnerSpan } from './completionCursor';
import type { CompletionItem, CompletionResolveData } from './completionItem';
import { valueItems } from './completionItems';
import {
  COST_PHRASES,
  DECLARATION_PHRASES,
  EFFECT_AND_COST_GRAMMAR,
  EFFECT_PHRASES,
  type Phrase,
  phraseItems,
  PROCEDURE_GRAMMAR,
  PROCEDURE_PHRASES,
  SUMMON_CLAUSE_PHRASES,
  ZONE_WORDS,
} from './completionPhrases';
import { scenarioItems } from './completionScenarios';

/**
 * Completion, one concept per file: this entry point decides what kind of place the cursor is in;
 * completionCursor.ts finds it, completionCardBodies.ts offers fields, completionPhrases.ts the phrases of
 * the grammar (core/grammar), completionContinuation.ts what may follow a capture, completionScenarios.ts
 * scenario lines, completionCardNames.ts card names.
 */
export type { CompletionItem, CompletionKind, CompletionResolveData } from './completionItem';

/** The proposals at a position; `isIncomplete` when the card names were cut to MAX_CARD_NAME_ITEMS. */
export interface CompletionList {
  readonly items: CompletionItem[];
  readonly isIncomplete: boolean;
}

export { MAX_CARD_NAME_ITEMS } from './completionCardNames';

/** The documentation of an item that has `resolve` data: the card's printed text as escaped Markdown ('' when unknown). */
export function resolveCompletionDocumentation(data: CompletionResolveData, workspace: CardWorkspace): string {
  return escapeMarkdown(workspace.resolve(data.card)?.text?.value ?? '');
}

export function completionsAt(document: AnalyzedDocument, offset: number, workspace: CardWorkspace): CompletionItem[] {
  return completionListAt(document, offset, workspace).items;
}

/**
 * Context-aware completion from the statement tree: where the cursor is (top level, a card body,
 * `summon { }`, a procedure block, an `effect { }` block, a scenario, its board or a step) and what
 * precedes it on its line decide what is offered.
 */
export function completionListAt(document: AnalyzedDocument, offset: number, workspace: CardWorkspace): CompletionList {
  const names = new CardNames(document, offset, workspace);
  const items = completionItemsAt(document, offset, names);
  return { items, isIncomplete: names.isIncomplete };
}

function completionItemsAt(document: AnalyzedDocument, offset: number, names: CardNames): CompletionItem[] {
  if (inComment(document, offset)) return [];
  const cursor = locateCursor(document, offset);
  const heads = cursor.enclosing.map((s) => headWord(s));
  const current = cursor.current;

  if (current?.kind === 'string') {
    // Inside quotes: card names, unless this string is free text (printed text, a condition, a tag).
    const parts = cursor.statement?.parts ?? [];
    const index = parts.indexOf(current);
    const topKeyword = cursor.enclosing.length === 0 ? headWord(cursor.statement) : undefined;
    const isDeclarationName = cursor.enclosing.length === 0 && index === 1;
    if (isDeclarationName || isFreeTextString(parts, index, topKeyword)) return [];
    return names.items(stringInnerSpan(current), false);
  }
  if (current?.kind === 'number') return [];

  const wordSpan = current ? { start: current.start, end: current.end } : { start: offset, end: offset };
  const typed = cursor.before;
  const last = typed[typed.length - 1];
  const lastWord = last?.kind === 'word' ? last.value : undefined;
  const phraseSpan = { start: typed.length > 0 ? typed[0].start : wordSpan.start, end: wordSpan.end };
  const typedWords = [...typed, ...(current ? [current] : [])];
  const phrases = (list: readonly Phrase[]) => phraseItems(list, typedWords, phraseSpan);

  /** Past the phrases' leading keywords: what the grammar accepts after the typed parts. */
  const orContinuation = <T>(items: CompletionItem[], grammar: readonly GrammarPhrase<T>[]): CompletionItem[] => {
    if (typed.length === 0 || (items.length > 0 && current)) return items;
    // After a space: phrases whose keywords are all typed are complete; offer what may follow instead.
    const longer = items.filter((item) => (item.filterText ?? '').split(' ').length > typed.length);
    const next = continuationAfter(grammar, typed);
    return [
      ...longer,
      ...valueItems(next.words, 'keyword', 'continues the phrase', wordSpan),
      ...(next.zones ? valueItems(CONTINUATION_ZONES, 'zone', 'zone', wordSpan) : []),
      ...(next.cardName ? names.items(wordSpan, true) : []),
    ];
  };

  // Zones after `from` (and along a zone list: `from hand or |`), wherever they appear.
  if (afterFrom(typed)) return valueItems(ZONE_WORDS, 'zone', 'zone', wordSpan);

  if (cursor.enclosing.length === 0) {
    if (typed.length === 0) return phrases(DECLARATION_PHRASES);
    return [];
  }

  const outer = heads[0];
  if (outer === 'monster' || outer === 'spell' || outer === 'trap') {
    if (cursor.enclosing.length === 1) return cardBodyItems(outer, typed, wordSpan, names);
    const section = heads[1];
    if (section === 'summon' && outer === 'monster') {
      if (cursor.enclosing.length > 2) return orContinuation(phrases(PROCEDURE_PHRASES), PROCEDURE_GRAMMAR);
      // `must special summon by effect of |`, `ritual spell |`, `fusion materials "A" + |`: a card name.
      const ritualSpell = typed.length === 2 && headWord(cursor.statement) === 'ritual' && lastWord === 'spell';
      if (lastWord === 'of' || ritualSpell || endsWithMaterialSlot(typed)) return names.items(wordSpan, true);
      return orContinuation(phrases(SUMMON_CLAUSE_PHRASES), SUMMON_CLAUSES);
    }
    if (section === 'effect') return orContinuation(phrases([...EFFECT_PHRASES, ...COST_PHRASES]), EFFECT_AND_COST_GRAMMAR);
    return [];
  }

  if (outer === 'scenario') return scenarioItems(cursor, heads, typed, wordSpan, names, phrases);
  return [];
}
