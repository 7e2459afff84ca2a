import { isFreeTextString } from '../analysis/nameReferences';
import { ATTRIBUTES, type CardDeclaration, FRAMES, RACES, SPELL_KINDS, TRAP_KINDS } from '../model/cards';
import { EFFECT_PHRASES as EFFECT_GRAMMAR } from '../grammar/effectPhrases';
import type { Phrase as GrammarPhrase } from '../grammar/phrase';
import { labelOfPhrase, snippetOfPhrase } from '../grammar/phraseSnippet';
import { COST_PHRASES as COST_RULES, CONDITION_PHRASES as CONDITION_RULES } from '../grammar/procedurePhrases';
import { SUMMON_CLAUSE_PHRASES as SUMMON_CLAUSES } from '../grammar/summonClausePhrases';
import { compilePattern } from '../model/phrasePattern';
import type { Statement } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';
import { CONTINUATION_ZONES, continuationAfter } from './completionContinuation';
import { matchRank } from './completionMatch';
import { cardDetail } from './documentSymbols';

export type CompletionKind = 'keyword' | 'snippet' | 'card' | 'zone' | 'value' | 'field';

/** One completion proposal in plain data; the server maps it to an LSP CompletionItem. */
export interface CompletionItem {
  readonly label: string;
  readonly kind: CompletionKind;
  /** Text to insert; a snippet (`$1`, `${1:x}`, `${1|a,b|}`) when `isSnippet`. */
  readonly insertText: string;
  readonly isSnippet: boolean;
  readonly detail: string;
  readonly documentation: string;
  readonly sortText?: string;
  /** What the client filters on when it differs from the label (card names typed without quotes). */
  readonly filterText?: string;
  /**
   * The text the item replaces (a textEdit range): the word being typed, the inside of the string
   * being typed, or the typed words of a multi-word phrase. Absent: insert at the cursor.
   */
  readonly replaceSpan?: Span;
  /**
   * Documentation left out of the list and computed when the client shows the item
   * (`completionItem/resolve`, with resolveCompletionDocumentation): a card's printed text.
   */
  readonly resolve?: CompletionResolveData;
}

/** What resolving an item needs: plain data, sent to the client and back. */
export interface CompletionResolveData {
  readonly card: string;
}

/** The proposals at a position; `isIncomplete` when the card names were cut to MAX_CARD_NAME_ITEMS. */
export interface CompletionList {
  readonly items: CompletionItem[];
  readonly isIncomplete: boolean;
}

/**
 * At most this many card names per answer (10,000-card workspaces would otherwise send megabytes per
 * keystroke). A cut list is incomplete: the client asks again as the user types more of the name.
 */
export const MAX_CARD_NAME_ITEMS = 200;

/** The documentation of an item that has `resolve` data: the card's printed text ('' when unknown). */
export function resolveCompletionDocumentation(data: CompletionResolveData, workspace: CardWorkspace): string {
  return workspace.resolve(data.card)?.text?.value ?? '';
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

// ---------------------------------------------------------------------------------------------- cursor

interface CursorContext {
  /** Statements whose block holds the cursor, outermost first. */
  readonly enclosing: readonly Statement[];
  /** The statement of the innermost block the cursor is on, if any. */
  readonly statement?: Statement;
  /** Parts of that statement wholly before the cursor (not the one being typed). */
  readonly before: readonly Token[];
  /** The word, number or string the cursor is in or touching at its end. */
  readonly current?: Token;
}

function locateCursor(document: AnalyzedDocument, offset: number): CursorContext {
  const text = document.text;
  const enclosing: Statement[] = [];
  let statements = document.tree.statements;
  let limit = text.length;
  for (;;) {
    let inner: Statement | undefined;
    for (let i = 0; i < statements.length; i++) {
      const block = statements[i].block;
      if (!block || offset < block.open.end) continue;
      // An unclosed block (typing in progress) reaches to the next statement of its parent.
      const blockEnd = block.close ? block.close.start : Math.min(limit, statements[i + 1]?.start ?? limit);
      if (offset <= blockEnd) {
        inner = statements[i];
        limit = blockEnd;
        break;
      }
    }
    if (!inner || !inner.block) break;
    enclosing.push(inner);
    statements = inner.block.statements;
  }

  // The cursor's statement: the last one starting before it, if the cursor has not left it yet.
  let statement: Statement | undefined;
  for (const each of statements) {
    if (each.parts.length > 0 && each.parts[0].start <= offset) statement = each;
    else if (each.start > offset) break;
  }
  const onStatement = (candidate: Statement): boolean => {
    const parts = candidate.parts;
    if (candidate.block && offset > candidate.block.open.start) return false;
    const lastPart = parts[parts.length - 1];
    if (offset <= lastPart.end) return true;
    const gap = text.slice(lastPart.end, offset);
    if (/[;{}#]/.test(gap)) return false;
    return !/[\r\n]/.test(gap) || lastPart.kind === ',' || lastPart.kind === '+';
  };
  if (statement && onStatement(statement)) {
    const parts = statement.parts;
    const before: Token[] = [];
    let current: Token | undefined;
    for (const part of parts) {
      if (part.kind === 'string' && part.start < offset && (offset < part.end || (part.terminated === false && offset <= part.end))) {
        current = part;
        break;
      }
      if ((part.kind === 'word' || part.kind === 'number') && part.start < offset && offset <= part.end) {
        current = part;
        break;
      }
      if (part.end <= offset) before.push(part);
    }
    return current ? { enclosing, statement, before, current } : { enclosing, statement, before };
  }
  return { enclosing, before: [] };
}

function inComment(document: AnalyzedDocument, offset: number): boolean {
  return document.tree.comments.some((c) => c.start < offset && offset <= c.end);
}

function headWord(statement: Statement | undefined): string | undefined {
  const head = statement?.parts[0];
  return head?.kind === 'word' ? head.value : undefined;
}

function stringInnerSpan(token: Token): Span {
  const end = token.terminated === false ? token.end : token.end - 1;
  return { start: token.start + 1, end: Math.max(token.start + 1, end) };
}

function afterFrom(typed: readonly Token[]): boolean {
  for (let i = typed.length - 1; i >= 0; i--) {
    const token = typed[i];
    if (token.kind === 'word' && token.value === 'from') return true;
    if (token.kind === ',' || (token.kind === 'word' && (token.value === 'or' || ZONE_SET.has(token.value)))) {
      // `from hand or |`: keep walking back along the zone list.
      if (i === typed.length - 1 && ZONE_SET.has(token.kind === 'word' ? token.value : '')) return false;
      continue;
    }
    return false;
  }
  return false;
}

function endsWithMaterialSlot(typed: readonly Token[]): boolean {
  const last = typed[typed.length - 1];
  return last?.kind === '+' || (last?.kind === 'word' && last.value === 'materials' && typed.length === 2);
}

// ---------------------------------------------------------------------------------------------- card bodies

interface FieldSpec {
  readonly label: string;
  readonly snippet: string;
  readonly documentation: string;
}

const choice = (values: readonly string[]) => `|${values.join(',')}|`;
const UPPER_ATTRIBUTES = ATTRIBUTES.map((a) => a.toUpperCase());
const TITLE_RACES = RACES.map((r) => r.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase()));

const MONSTER_FIELDS: readonly FieldSpec[] = [
  { label: 'frame', snippet: `frame \${1${choice(FRAMES)}}`, documentation: 'The card frame (required): normal, effect, ritual, fusion, synchro, xyz, link or token.' },
  { label: 'tuner', snippet: 'tuner', documentation: 'Marks the monster as a Tuner.' },
  { label: 'attribute', snippet: `attribute \${1${choice(UPPER_ATTRIBUTES)}}`, documentation: 'DARK, LIGHT, EARTH, WATER, FIRE, WIND or DIVINE.' },
  { label: 'race', snippet: `race \${1${choice(TITLE_RACES)}}`, documentation: 'The monster Type (Zombie, Dragon, Spellcaster, ...).' },
  { label: 'level', snippet: 'level ${1:4}', documentation: 'Level 1-12 (Main Deck monsters, Fusion, Synchro, Ritual).' },
  { label: 'rank', snippet: 'rank ${1:4}', documentation: 'Rank 0-13 (Xyz Monsters).' },
  { label: 'link', snippet: 'link ${1:2}', documentation: 'Link Rating 1-8 (Link Monsters, which have no DEF).' },
  { label: 'atk', snippet: 'atk ${1:0}', documentation: 'ATK: a number or ?.' },
  { label: 'def', snippet: 'def ${1:0}', documentation: 'DEF: a number or ? (not on Link Monsters).' },
  { label: 'atk def', snippet: 'atk ${1:0} def ${2:0}', documentation: 'ATK and DEF on one line.' },
  { label: 'id', snippet: 'id ${1:00000000}', documentation: 'The 8-digit password (optional).' },
  { label: 'text', snippet: 'text "$1"', documentation: 'The printed text; several `text` lines are joined with a space.' },
  { label: 'next level', snippet: 'next level "$1"', documentation: 'The LV monster this one becomes ("Level Up!"-style effects).' },
  { label: 'summon', snippet: 'summon {\n  $0\n}', documentation: 'The summoning clauses: one printed summoning condition per line.' },
  { label: 'effect', snippet: 'effect {\n  $0\n}', documentation: 'Effect statements the rules engine runs, in resolution order.' },
];

const SPELL_TRAP_FIELDS = (kinds: readonly string[]): readonly FieldSpec[] => [
  { label: 'kind', snippet: `kind \${1${choice(kinds)}}`, documentation: `The card's kind: ${kinds.join(', ')}.` },
  { label: 'id', snippet: 'id ${1:00000000}', documentation: 'The 8-digit password (optional).' },
  { label: 'text', snippet: 'text "$1"', documentation: 'The printed text.' },
  { label: 'effect', snippet: 'effect {\n  $0\n}', documentation: 'Effect statements the rules engine runs, in resolution order.' },
];

function cardBodyItems(
  keyword: 'monster' | 'spell' | 'trap',
  typed: readonly Token[],
  wordSpan: Span,
  names: CardNames,
): CompletionItem[] {
  const last = typed[typed.length - 1];
  const lastWord = last?.kind === 'word' ? last.value : undefined;
  const beforeLast = typed[typed.length - 2];
  if (keyword === 'monster' && beforeLast?.kind === 'word' && beforeLast.value === 'frame' && last?.kind === 'word') {
    // `frame effect |`: the tuner flag, or the next field.
    return [...valueItems(['tuner'], 'keyword', 'frame flag', wordSpan), ...fieldItems(MONSTER_FIELDS, wordSpan)];
  }
  switch (lastWord) {
    case 'frame':
      return valueItems(FRAMES, 'value', 'frame', wordSpan);
    case 'attribute':
      return valueItems(UPPER_ATTRIBUTES, 'value', 'attribute', wordSpan);
    case 'race':
      return valueItems(TITLE_RACES, 'value', 'race', wordSpan);
    case 'kind':
      return valueItems(keyword === 'spell' ? SPELL_KINDS : keyword === 'trap' ? TRAP_KINDS : [], 'value', `${keyword} kind`, wordSpan);
    case 'next':
      return valueItems(['level'], 'keyword', 'next level "Card"', wordSpan);
    case 'level':
      if (beforeLast?.kind === 'word' && beforeLast.value === 'next') return names.items(wordSpan, true);
      return [];
    case 'rank': case 'link': case 'atk': case 'def': case 'id': case 'text':
      return [];
  }
  const fields = keyword === 'monster' ? MONSTER_FIELDS : SPELL_TRAP_FIELDS(keyword === 'spell' ? SPELL_KINDS : TRAP_KINDS);
  return fieldItems(fields, wordSpan);
}

function fieldItems(fields: readonly FieldSpec[], wordSpan: Span): CompletionItem[] {
  return fields.map((field, i) => ({
    label: field.label,
    kind: 'field',
    insertText: field.snippet,
    isSnippet: field.snippet !== field.label,
    detail: 'field',
    documentation: field.documentation,
    sortText: sortKey(i),
    filterText: field.label,
    replaceSpan: wordSpan,
  }));
}

function valueItems(values: readonly string[], kind: CompletionKind, detail: string, wordSpan: Span): CompletionItem[] {
  return values.map((value, i) => ({
    label: value,
    kind,
    insertText: value,
    isSnippet: false,
    detail,
    documentation: '',
    sortText: sortKey(i),
    replaceSpan: wordSpan,
  }));
}

// ---------------------------------------------------------------------------------------------- card names

/** A card name as completion filters it, computed once per set of names (completion must stay fast on 10,000 cards). */
interface CardEntry {
  readonly name: string;
  readonly lower: string;
  readonly escaped: string;
}

const entriesCache = new WeakMap<CardWorkspace, { readonly revision: number; readonly entries: readonly CardEntry[] }>();
const detailCache = new WeakMap<CardDeclaration, string>();

/** The names change only with the workspace's declarations (declarationRevision); sorted by name. */
function cardEntries(workspace: CardWorkspace): readonly CardEntry[] {
  const revision = workspace.declarationRevision;
  const cached = entriesCache.get(workspace);
  if (cached && cached.revision === revision) return cached.entries;
  const names = [...workspace.allCardNames()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = names.map((name) => ({ name, lower: name.toLowerCase(), escaped: name.replace(/[\\"]/g, (ch) => `\\${ch}`) }));
  entriesCache.set(workspace, { revision, entries });
  return entries;
}

/**
 * The card names of one request: those matching what is typed before the cursor (completionMatch.ts), best
 * matches first, at most MAX_CARD_NAME_ITEMS of them (then the answer is incomplete). Each item carries
 * its card's detail; its printed text is left to completionItem/resolve.
 */
class CardNames {
  isIncomplete = false;

  constructor(
    private readonly document: AnalyzedDocument,
    private readonly offset: number,
    private readonly workspace: CardWorkspace,
  ) {}

  /** Card names of the workspace (and the library): bare inside quotes, quoted elsewhere. */
  items(replaceSpan: Span, quoted: boolean): CompletionItem[] {
    const typed = this.offset > replaceSpan.start ? this.document.text.slice(replaceSpan.start, Math.min(this.offset, replaceSpan.end)) : '';
    const chosen = matchingEntries(cardEntries(this.workspace), typed.toLowerCase(), MAX_CARD_NAME_ITEMS);
    if (chosen.cut) this.isIncomplete = true;
    return chosen.entries.map((entry) => {
      const card = this.workspace.resolve(entry.name);
      return {
        label: entry.name,
        kind: 'card',
        insertText: quoted ? `"${entry.escaped}"` : entry.escaped,
        isSnippet: false,
        detail: card ? cachedDetail(card) : 'card',
        documentation: '',
        filterText: entry.name,
        replaceSpan,
        ...(card?.text ? { resolve: { card: entry.name } } : {}),
      };
    });
  }
}

/** The best `limit` entries for the query: by match rank, then by name; `cut` when more matched. */
function matchingEntries(entries: readonly CardEntry[], query: string, limit: number): { entries: CardEntry[]; cut: boolean } {
  if (query.length === 0) return { entries: entries.slice(0, limit), cut: entries.length > limit };
  const ranks: CardEntry[][] = [[], [], [], []];
  for (const entry of entries) {
    const rank = matchRank(query, entry.lower);
    if (rank !== undefined) ranks[rank].push(entry);
  }
  const matched = ranks.flat();
  return { entries: matched.slice(0, limit), cut: matched.length > limit };
}

function cachedDetail(card: CardDeclaration): string {
  let detail = detailCache.get(card);
  if (detail === undefined) {
    detail = cardDetail(card);
    detailCache.set(card, detail);
  }
  return detail;
}

// ---------------------------------------------------------------------------------------------- phrases

/** A multi-word form offered as a snippet; `keywords` are the words it starts with, for filtering. */
interface Phrase {
  readonly label: string;
  readonly snippet: string;
  readonly keywords: readonly string[];
  readonly detail: string;
  readonly documentation: string;
  readonly kind?: CompletionKind;
}

/**
 * Offers the phrases compatible with what is typed on the line: every complete typed word must be
 * the phrase's keyword at that position, the word being typed a prefix of the next keyword. The
 * item replaces the typed words, so `must f|` becomes the whole clause, not `must must ...`.
 */
function phraseItems(phrases: readonly Phrase[], typed: readonly Token[], replaceSpan: Span): CompletionItem[] {
  const items: CompletionItem[] = [];
  phrases.forEach((phrase, i) => {
    if (typed.length > phrase.keywords.length) return;
    for (let j = 0; j < typed.length; j++) {
      const token = typed[j];
      if (token.kind !== 'word') return;
      const isLast = j === typed.length - 1;
      const keyword = phrase.keywords[j];
      if (isLast ? !keyword.startsWith(token.value) : keyword !== token.value) return;
    }
    items.push({
      label: phrase.label,
      kind: phrase.kind ?? 'snippet',
      insertText: phrase.snippet,
      isSnippet: /\$/.test(phrase.snippet),
      detail: phrase.detail,
      documentation: phrase.documentation,
      sortText: sortKey(i),
      filterText: phrase.keywords.length > 0 ? phrase.keywords.join(' ') : phrase.label,
      replaceSpan,
    });
  });
  return items;
}

function sortKey(index: number): string {
  return String(index).padStart(4, '0');
}

/** A phrase whose keywords are its snippet's leading words (`step normal summon`). */
function phrase(label: string, snippet: string, documentation: string, detail = 'snippet'): Phrase {
  return { label, snippet, keywords: leadingWords(snippet), detail, documentation };
}

/** The literal words a snippet starts with, up to its first placeholder, quote or brace. */
function leadingWords(snippet: string): string[] {
  const words: string[] = [];
  for (const piece of snippet.split(/\s+/)) {
    if (!/^[a-z][a-z0-9'-]*$/.test(piece)) break;
    words.push(piece);
  }
  return words;
}

const ZONE_WORDS = ['hand', 'deck', 'extra', 'graveyard', 'banished', 'field'];
const ZONE_SET: ReadonlySet<string> = new Set([...ZONE_WORDS, 'gy']);

const DECLARATION_PHRASES: readonly Phrase[] = [
  phrase('monster', [
    'monster "${1:Name}" {',
    `  frame \${2${choice(FRAMES)}}`,
    `  attribute \${3${choice(UPPER_ATTRIBUTES)}}`,
    `  race \${4${choice(TITLE_RACES)}}`,
    '  level ${5:4}',
    '  atk ${6:0} def ${7:0}',
    '  text "$8"',
    '}',
  ].join('\n'), 'A monster card: frame, attribute, race, level, ATK/DEF, summoning clauses and printed text.', 'declaration'),
  phrase('spell', ['spell "${1:Name}" {', `  kind \${2${choice(SPELL_KINDS)}}`, '  effect {', '    $0', '  }', '  text "$3"', '}'].join('\n'),
    'A Spell Card: its kind, the effect statements the engine runs, and its printed text.', 'declaration'),
  phrase('trap', ['trap "${1:Name}" {', `  kind \${2${choice(TRAP_KINDS)}}`, '  effect {', '    $0', '  }', '  text "$3"', '}'].join('\n'),
    'A Trap Card: its kind, the effect statements the engine runs, and its printed text.', 'declaration'),
  phrase('scenario', ['scenario "${1:What it shows}" {', '  you {', '    hand "$2"', '  }', '  step $0', '}'].join('\n'),
    'A rules-engine scenario: a board, steps, and expectations checked by the engine.', 'declaration'),
  phrase('set', 'set "${1:Set Name}" code ${2:CODE}', 'The set header: at most one per file; `code` is optional.', 'declaration'),
];

/** A phrase of the grammar (core/grammar), so completion offers exactly what lowering reads. */
function grammarPhrase<T>(entry: GrammarPhrase<T>, detail: string, documentation = entry.doc): Phrase {
  const snippet = snippetOfPhrase(entry);
  return { label: labelOfPhrase(entry), snippet, keywords: leadingWords(snippet), detail, documentation };
}

/**
 * `must mechanic:fusion|ritual|... summon` becomes one phrase per word (`must fusion summon`, ...), so
 * each reads as written and `must f|` finds `must fusion summon`. Only a choice among the leading
 * keywords is expanded; later choices stay snippet choices.
 */
function expandLeadingChoice<T>(entry: GrammarPhrase<T>): GrammarPhrase<T>[] {
  const elements = entry.compiled.elements;
  const index = elements.findIndex((e) => e.type !== 'literal' || e.capture !== undefined);
  const element = elements[index];
  if (index < 0 || element.type !== 'literal' || element.capture === undefined) return [entry];
  const written = `${element.capture}:${element.words.join('|')}`;
  return element.words.map((word) => {
    const pattern = entry.pattern.replace(written, word);
    return { ...entry, pattern, syntax: undefined, compiled: compilePattern(pattern), example: entry.example.replace(/^(\S+\s+)\S+/, `$1${word}`) };
  });
}

const SUMMON_CLAUSE_PHRASES: readonly Phrase[] = SUMMON_CLAUSES.flatMap((clause) =>
  expandLeadingChoice(clause).map((entry) => grammarPhrase(entry, 'summoning clause')));

const PROCEDURE_GRAMMAR: readonly GrammarPhrase<unknown>[] = [...CONDITION_RULES, ...COST_RULES];
const EFFECT_AND_COST_GRAMMAR: readonly GrammarPhrase<unknown>[] = [...EFFECT_GRAMMAR.filter((e) => e.id !== 'effect.cost'), ...COST_RULES];

const COST_PHRASES: readonly Phrase[] = COST_RULES.map((rule) => grammarPhrase(rule, 'cost'));

const PROCEDURE_PHRASES: readonly Phrase[] = [...CONDITION_RULES.map((rule) => grammarPhrase(rule, 'condition')), ...COST_PHRASES];

/** Effect statements; `cost ...` is offered as the cost phrases themselves. */
const EFFECT_PHRASES: readonly Phrase[] = EFFECT_GRAMMAR.filter((e) => e.id !== 'effect.cost').map((entry) => grammarPhrase(entry, 'effect'));

// ---------------------------------------------------------------------------------------------- scenarios

const PHASE_WORDS = ['draw', 'standby', 'main1', 'battle', 'main2', 'end'];
const BOARD_ZONE_WORDS = ['monsters', 'spells', 'hand', 'deck', 'extra', 'graveyard', 'banished'];

const SCENARIO_PHRASES: readonly Phrase[] = [
  phrase('you { }', 'you {\n  $0\n}', 'Your side of the board: lp, hand, deck, extra, graveyard, banished, monsters, spells.', 'board'),
  phrase('opponent { }', 'opponent {\n  $0\n}', "Your opponent's side of the board.", 'board'),
  phrase('turn N', 'turn ${1:1}', 'The turn number (default 1).', 'scenario'),
  phrase('phase P', `phase \${1${choice(PHASE_WORDS)}}`, 'The phase the scenario starts in (default main1).', 'scenario'),
  phrase('normal summons used N', 'normal summons used ${1:0}', 'Normal Summons already used this turn.', 'scenario'),
  phrase('step normal summon', 'step normal summon "${1:Card}"$0', 'Normal or Tribute Summon.', 'step'),
  phrase('step normal summon tributing', 'step normal summon "${1:Card}" tributing "${2:Card}"$0', 'A Tribute Summon naming its Tributes.', 'step'),
  phrase('step tribute summon', 'step tribute summon "${1:Card}" tributing "${2:Card}"$0', 'A Tribute Summon, stated as one.', 'step'),
  phrase('step normal summon without tributes', 'step normal summon "${1:Card}" without tributes$0', 'Use a "can summon without tributes" procedure.', 'step'),
  phrase('step set', 'step set "${1:Card}"$0', 'Set a monster (Tribute Set with tributing) or a Spell/Trap.', 'step'),
  phrase('step flip summon', 'step flip summon "${1:Card}"$0', 'Flip Summon a face-down monster.', 'step'),
  phrase('step special summon by procedure', 'step special summon "${1:Card}" by procedure$0', "The card's built-in procedure; add `cost \"A\", ...` to name what is paid.", 'step'),
  phrase('step activate', 'step activate "${1:Card}"$0', 'Activate a Spell/Trap; its effect starts a chain.', 'step'),
  phrase('step respond activate', 'step respond activate "${1:Card}"$0', 'Add a chain link instead of starting a new chain.', 'step'),
  phrase('step resolve chain', 'step resolve chain', 'Resolve the current chain.', 'step'),
  phrase('step fusion summon', 'step fusion summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'Name the mechanic explicitly.', 'step'),
  phrase('step ritual summon', 'step ritual summon "${1:Card}" tributing "${2:Card}"$0', 'Name the mechanic explicitly.', 'step'),
  phrase('step synchro summon', 'step synchro summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'A built-in Synchro Summon.', 'step'),
  phrase('step xyz summon', 'step xyz summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'A built-in Xyz Summon.', 'step'),
  phrase('step link summon', 'step link summon "${1:Card}" materials "${2:Card}", "${3:Card}"$0', 'A built-in Link Summon.', 'step'),
  phrase('step send to graveyard', 'step send "${1:Card}" to graveyard$0', 'Move a card to the GY (not a summon).', 'step'),
  phrase('step return to', 'step return "${1:Card}" to ${2|hand,deck,extra|}$0', 'Return a card.', 'step'),
  phrase('step banish', 'step banish "${1:Card}"$0', 'Banish a card.', 'step'),
  phrase('step move to', `step move "\${1:Card}" to \${2${choice(ZONE_WORDS)}}$0`, 'Move a card to a zone.', 'step'),
  phrase('step negate', 'step negate', 'Negate the pending summon.', 'step'),
  phrase('step change phase to', `step change phase to \${1${choice(PHASE_WORDS)}}`, 'Change the phase.', 'step'),
  phrase('step end turn', 'step end turn', 'End the turn.', 'step'),
  phrase('step opponent', 'step opponent $0', 'The opponent acts in this step.', 'step'),
  phrase('expect "X" in ZONE', `expect "\${1:Card}" in \${2${choice(BOARD_ZONE_WORDS)}}`, 'Checked at the end: the card is in that zone.', 'expectation'),
  phrase('expect "X" properly summoned', 'expect "${1:Card}" properly summoned', 'Checked at the end: the card was properly summoned.', 'expectation'),
  phrase('expect "X" not properly summoned', 'expect "${1:Card}" not properly summoned', 'Checked at the end: the card was not properly summoned.', 'expectation'),
  phrase('expect lp N', 'expect lp ${1:8000}', 'Checked at the end: your Life Points.', 'expectation'),
];

/** `step opponent ACTION`: the same actions, performed by the opponent. */
const OPPONENT_STEP_PHRASES: readonly Phrase[] = SCENARIO_PHRASES
  .filter((p) => p.keywords[0] === 'step' && p.keywords[1] !== 'opponent')
  .map((p) => ({
    ...p,
    label: p.label.replace(/^step /, 'step opponent '),
    snippet: p.snippet.replace(/^step /, 'step opponent '),
    keywords: ['step', 'opponent', ...p.keywords.slice(1)],
    documentation: `The opponent acts. ${p.documentation}`,
  }));

/** What may follow `expect` (on a step, in a step's block, or as a scenario's final expectation). */
const EXPECTATION_PHRASES: readonly Phrase[] = [
  phrase('legal', 'legal', 'The step is allowed.', 'expectation'),
  phrase('illegal', 'illegal', 'The step is refused (optionally by a given rule code).', 'expectation'),
  phrase('"X" in ZONE', `"\${1:Card}" in \${2${choice(BOARD_ZONE_WORDS)}}`, 'A card is in a zone.', 'expectation'),
  phrase('"X" properly summoned', '"${1:Card}" properly summoned', 'The card was properly summoned.', 'expectation'),
  phrase('"X" not properly summoned', '"${1:Card}" not properly summoned', 'The card was not properly summoned.', 'expectation'),
  phrase('lp N', 'lp ${1:8000}', 'Life Points.', 'expectation'),
];

const STEP_BLOCK_PHRASES: readonly Phrase[] = EXPECTATION_PHRASES.map((p) => ({
  ...p, label: `expect ${p.label}`, snippet: `expect ${p.snippet}`, keywords: ['expect', ...p.keywords],
}));

const BOARD_PHRASES: readonly Phrase[] = [
  phrase('lp N', 'lp ${1:8000}', 'Life Points (default 8000).', 'board'),
  phrase('hand', 'hand "${1:Card}"', 'Cards in the hand.', 'board'),
  phrase('deck', 'deck "${1:Card}"', 'Cards in the Deck, top first.', 'board'),
  phrase('extra', 'extra "${1:Card}"', 'Cards in the Extra Deck.', 'board'),
  phrase('graveyard', 'graveyard "${1:Card}"', 'Cards in the GY.', 'board'),
  phrase('banished', 'banished "${1:Card}"', 'Banished cards.', 'board'),
  phrase('monsters', 'monsters "${1:Card}" ${2|attack,defense,set|}', 'Monster Zones, in order.', 'board'),
  phrase('spells', 'spells "${1:Card}" ${2|set,face-up|}', 'Spell & Trap Zones.', 'board'),
];

/** Words after which a scenario line names a card. */
const CARD_SLOT_WORDS = new Set([
  'hand', 'deck', 'extra', 'graveyard', 'gy', 'banished', 'monsters', 'spells', 'x', 'summon', 'set', 'activate', 'tributing',
  'target', 'materials', 'cost', 'send', 'return', 'banish', 'move', 'discard', 'destroy', 'using', 'expect',
]);

function scenarioItems(
  cursor: CursorContext,
  heads: readonly (string | undefined)[],
  typed: readonly Token[],
  wordSpan: Span,
  names: CardNames,
  phrases: (list: readonly Phrase[]) => CompletionItem[],
): CompletionItem[] {
  const last = typed[typed.length - 1];
  const lastWord = last?.kind === 'word' ? last.value : undefined;
  const head = typed[0]?.kind === 'word' ? typed[0].value : cursor.current?.value;
  const cardSlot = last?.kind === ',' || (lastWord !== undefined && CARD_SLOT_WORDS.has(lastWord));

  if (cursor.enclosing.length >= 2) {
    if (heads[1] === 'you' || heads[1] === 'opponent') {
      if (typed.length === 0) return phrases(BOARD_PHRASES);
      return cardSlot ? names.items(wordSpan, true) : [];
    }
    if (heads[1] === 'step') {
      if (typed.length === 0) return phrases(STEP_BLOCK_PHRASES);
      if (lastWord === 'expect') return phraseItems(EXPECTATION_PHRASES, current(cursor), wordSpan);
      if (lastWord === 'in') return valueItems(BOARD_ZONE_WORDS, 'zone', 'zone', wordSpan);
      return [];
    }
    return [];
  }

  if (typed.length === 0) return phrases(SCENARIO_PHRASES);
  if (head === 'phase' && typed.length === 1) return valueItems(PHASE_WORDS, 'value', 'phase', wordSpan);
  if (lastWord === 'to' && typed.some((t) => t.kind === 'word' && t.value === 'phase')) return valueItems(PHASE_WORDS, 'value', 'phase', wordSpan);
  if (lastWord === 'in') return valueItems(BOARD_ZONE_WORDS, 'zone', 'zone', wordSpan);
  if (lastWord === 'to') return valueItems(ZONE_WORDS, 'zone', 'zone', wordSpan);
  if (head === 'step' || head === 'expect') {
    if (lastWord === 'expect') {
      // legal / illegal judge a step; a scenario's final expectations look at the board.
      const forms = head === 'step' ? EXPECTATION_PHRASES : EXPECTATION_PHRASES.filter((p) => !p.label.includes('legal'));
      return [...phraseItems(forms, current(cursor), wordSpan), ...names.items(wordSpan, true)];
    }
    const opponentActs = head === 'step' && typed[1]?.kind === 'word' && typed[1].value === 'opponent';
    const stepPhrases = phrases(opponentActs ? OPPONENT_STEP_PHRASES : SCENARIO_PHRASES.filter((p) => p.keywords[0] === head));
    if (cardSlot) return [...names.items(wordSpan, true), ...stepPhrases];
    // After a complete action: an expectation may follow on the same line.
    if (head === 'step' && last?.kind === 'string') return valueItems(['expect'], 'keyword', 'expectation', wordSpan);
    return stepPhrases;
  }
  return [];
}

function current(cursor: CursorContext): Token[] {
  return cursor.current ? [cursor.current] : [];
}
