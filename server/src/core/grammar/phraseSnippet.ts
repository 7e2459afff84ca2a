import { displayPattern, matchPhrase, type PatternElement, type PhraseMatch } from './phrasePattern';
import { parse } from '../syntax/parser';
import type { Token } from '../syntax/token';
import type { Phrase } from './phrase';
import { ZONE_CANONICAL_WORDS } from '../model/zoneWords';

/**
 * Zones a snippet offers (the aliases `gy`, `banishment` are accepted, not offered; `pendulum` is left out, since
 * most zone captures are a procedure's and no built-in procedure summons from the Pendulum Zone).
 */
const SNIPPET_ZONES = ZONE_CANONICAL_WORDS.filter((zone) => zone !== 'pendulum');

/**
 * The completion snippet of a phrase: its keywords as written, a placeholder per capture whose default is
 * what the phrase's example wrote there (so an accepted snippet lowers exactly like the tested example),
 * the optional groups the example used, and a `{ }` block when the phrase takes one.
 */
export function snippetOfPhrase<T>(phrase: Phrase<T>): string {
  const example = exampleMatch(phrase);
  let index = 1;
  const out: string[] = [];
  const placeholder = (text: string) => `\${${index++}:${escapeSnippet(text)}}`;
  const captured = (name: string): string | undefined => {
    const tokens = example?.captures.get(name);
    return tokens && tokens.length > 0 ? joinTokens(tokens) : undefined;
  };
  const walk = (elements: readonly PatternElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case 'literal':
          if (element.capture === undefined) out.push(element.words[0]);
          else {
            const chosen = captured(element.capture);
            const words = chosen ? [chosen, ...element.words.filter((w) => w !== chosen)] : element.words;
            out.push(`\${${index++}|${words.join(',')}|}`);
          }
          break;
        case 'number':
          out.push(placeholder(captured(element.capture) ?? '1'));
          break;
        case 'string': {
          // One name (a capture met again in a `{ }` group holds several: the first is the default).
          const first = example?.captures.get(element.capture)?.[0];
          out.push(`"${placeholder(first ? stripQuotes(first.text) : 'Card Name')}"`);
          break;
        }
        case 'zones': {
          const chosen = captured(element.capture);
          if (chosen && chosen.includes(' ')) out.push(placeholder(chosen));
          else out.push(`\${${index++}|${(chosen ? [chosen, ...SNIPPET_ZONES.filter((z) => z !== chosen)] : SNIPPET_ZONES).join(',')}|}`);
          break;
        }
        case 'count':
        case 'word':
        case 'rest':
        case 'filter':
          out.push(placeholder(captured(element.capture) ?? (element.type === 'filter' ? '1 monster' : element.capture)));
          break;
        case 'cards': {
          const tokens = example?.captures.get(element.capture) ?? [];
          if (tokens.length === 1 && tokens[0].kind === 'string') out.push(`"${placeholder(tokens[0].value)}"`);
          else out.push(placeholder(tokens.length > 0 ? joinTokens(tokens) : '"Card Name"'));
          break;
        }
        case 'optional':
          // Groups with captures are kept when the example used them; a flag of words alone is left out.
          if (example && element.flag === undefined && usesGroup(element.elements, example)) walk(element.elements);
          break;
        case 'repeat':
          // Options in any order are left to completion after the snippet (it offers them there).
          break;
      }
    }
  };
  walk(phrase.compiled.elements);
  return out.join(' ') + (phrase.takesBlock ? ' {\n  $0\n}' : '');
}

/** The phrase as a completion label: its `syntax` without the block, or `must fusion/ritual/synchro/xyz/link summon`, `tributes [N]`. */
export function labelOfPhrase<T>(phrase: Phrase<T>): string {
  if (phrase.syntax) return phrase.syntax.replace(/ \[?\{ PROCEDURE-BLOCK \}\]?$/, '');
  return displayPattern(phrase.pattern.replace(/\b[A-Za-z]+:([a-z'-]+(?:\|[a-z'-]+)+)/g, (_m, words: string) => words.replace(/\|/g, '/')));
}

/** The example matched against its own phrase (undefined only if the example is broken: a unit test says so). */
export function exampleMatch<T>(phrase: Phrase<T>): PhraseMatch | undefined {
  return matchPhrase(phrase.compiled, exampleParts(phrase.example));
}

/** The parts of an example line (its `{ }` block left out). */
export function exampleParts(example: string): readonly Token[] {
  return parse(example).tree.statements[0]?.parts ?? [];
}

function usesGroup(elements: readonly PatternElement[], match: PhraseMatch): boolean {
  return elements.some((e) =>
    e.type === 'optional' ? usesGroup(e.elements, match) : e.type !== 'repeat' && 'capture' in e && e.capture !== undefined && match.captures.has(e.capture),
  );
}

function joinTokens(tokens: readonly Token[]): string {
  return tokens
    .map((t) => t.text)
    .join(' ')
    .replace(/ ([,+])/g, (_m, p: string) => (p === ',' ? ',' : ' +'));
}

function stripQuotes(text: string): string {
  return text.startsWith('"') && text.endsWith('"') && text.length >= 2 ? text.slice(1, -1) : text;
}

function escapeSnippet(text: string): string {
  return text.replace(/[\\$}]/g, (ch) => `\\${ch}`);
}
