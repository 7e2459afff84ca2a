import { EFFECT_PHRASES as EFFECT_GRAMMAR } from '../grammar/effectPhrases';
import type { Phrase as GrammarPhrase } from '../grammar/phrase';
import { labelOfPhrase, snippetOfPhrase } from '../grammar/phraseSnippet';
import { COST_PHRASES as COST_RULES, CONDITION_PHRASES as CONDITION_RULES } from '../grammar/procedurePhrases';
import { SUMMON_CLAUSE_PHRASES as SUMMON_CLAUSES } from '../grammar/summonClausePhrases';
import { FRAMES, SPELL_KINDS, TRAP_KINDS } from '../model/cards';
import { compilePattern } from '../grammar/phrasePattern';
import type { Token } from '../syntax/token';
import type { Span } from '../text/span';
import type { CompletionItem, CompletionKind } from './completionItem';
import { sortKey } from './completionItems';
import { ZONE_CANONICAL_WORDS, ZONE_WORD_SET } from '../model/zoneWords';
import { snippetChoice as choice, TITLE_RACES, UPPER_ATTRIBUTES } from '../grammar/vocabulary';

/** Multi-word phrases offered as snippets; those of clauses, procedure lines and effects come from the phrase grammar. */

/** A multi-word form offered as a snippet; `keywords` are the words it starts with, for filtering. */
export interface Phrase {
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
export function phraseItems(phrases: readonly Phrase[], typed: readonly Token[], replaceSpan: Span): CompletionItem[] {
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

/** A phrase whose keywords are its snippet's leading words (`step normal summon`). */
export function phrase(label: string, snippet: string, documentation: string, detail = 'snippet'): Phrase {
  return { label, snippet, keywords: leadingWords(snippet), detail, documentation };
}

/** The literal words a snippet starts with, up to its first placeholder, quote or brace. */
export function leadingWords(snippet: string): string[] {
  const words: string[] = [];
  for (const piece of snippet.split(/\s+/)) {
    if (!/^[a-z][a-z0-9'-]*$/.test(piece)) break;
    words.push(piece);
  }
  return words;
}

export const ZONE_WORDS: readonly string[] = ZONE_CANONICAL_WORDS;
export const ZONE_SET: ReadonlySet<string> = ZONE_WORD_SET;

export const DECLARATION_PHRASES: readonly Phrase[] = [
  phrase(
    'monster',
    [
      'monster "${1:Name}" {',
      `  frame \${2${choice(FRAMES)}}`,
      `  attribute \${3${choice(UPPER_ATTRIBUTES)}}`,
      `  race \${4${choice(TITLE_RACES)}}`,
      '  level ${5:4}',
      '  atk ${6:0} def ${7:0}',
      '  text "$8"',
      '}',
    ].join('\n'),
    'A monster card: frame, attribute, race, level, ATK/DEF, summoning clauses and printed text.',
    'declaration',
  ),
  phrase(
    'spell',
    ['spell "${1:Name}" {', `  kind \${2${choice(SPELL_KINDS)}}`, '  effect {', '    $0', '  }', '  text "$3"', '}'].join('\n'),
    'A Spell Card: its kind, the effect statements the engine runs, and its printed text.',
    'declaration',
  ),
  phrase(
    'trap',
    ['trap "${1:Name}" {', `  kind \${2${choice(TRAP_KINDS)}}`, '  effect {', '    $0', '  }', '  text "$3"', '}'].join('\n'),
    'A Trap Card: its kind, the effect statements the engine runs, and its printed text.',
    'declaration',
  ),
  phrase(
    'scenario',
    ['scenario "${1:What it shows}" {', '  you {', '    hand "$2"', '  }', '  step $0', '}'].join('\n'),
    'A rules-engine scenario: a board, steps, and expectations checked by the engine.',
    'declaration',
  ),
  phrase('set', 'set "${1:Set Name}" code ${2:CODE}', 'The set header: at most one per file; `code` is optional.', 'declaration'),
];

/** A phrase of the grammar (core/grammar), so completion offers exactly what lowering reads. */
export function grammarPhrase<T>(entry: GrammarPhrase<T>, detail: string, documentation = entry.doc): Phrase {
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

export const SUMMON_CLAUSE_PHRASES: readonly Phrase[] = SUMMON_CLAUSES.flatMap((clause) =>
  expandLeadingChoice(clause).map((entry) => grammarPhrase(entry, 'summoning clause')),
);

export const PROCEDURE_GRAMMAR: readonly GrammarPhrase<unknown>[] = [...CONDITION_RULES, ...COST_RULES];
export const EFFECT_AND_COST_GRAMMAR: readonly GrammarPhrase<unknown>[] = [...EFFECT_GRAMMAR.filter((e) => e.id !== 'effect.cost'), ...COST_RULES];

export const COST_PHRASES: readonly Phrase[] = COST_RULES.map((rule) => grammarPhrase(rule, 'cost'));

export const PROCEDURE_PHRASES: readonly Phrase[] = [...CONDITION_RULES.map((rule) => grammarPhrase(rule, 'condition')), ...COST_PHRASES];

/** Effect statements; `cost ...` is offered as the cost phrases themselves. */
export const EFFECT_PHRASES: readonly Phrase[] = EFFECT_GRAMMAR.filter((e) => e.id !== 'effect.cost').map((entry) => grammarPhrase(entry, 'effect'));
