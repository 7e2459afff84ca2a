import { revealInvisibles } from '../../core/text/markdown';
import type { CheckedClause } from './checkedClauses';

/**
 * The one writer of the `.card` source the importer produces. A card database and the scripts beside it
 * come from strangers, so nothing read from them reaches the output but through here: a name or text only
 * as a string literal (cardString), a remark only as a one-line comment (commentLine), a field only as a
 * keyword with whole numbers and plain words, a summoning clause only once checked (checkedClauses.ts).
 * Whatever a name, text or script holds, the output then has exactly the cards the writer was given.
 */

/**
 * What a one-line CardScript string can hold of a text: the language's strings have no escape for a line
 * break, so each line break (CR LF, LF or CR) is one space, and so is every other C0 control and DEL
 * (docs/edopro.md, "Import"). Everything else is kept exactly.
 */
export function asCardString(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a one-line string cannot hold
  return text.replace(/\r?\n/g, ' ').replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/** A CardScript string literal whose value is asCardString(text): `\` and `"` escaped, on one line. */
export function cardString(text: string): string {
  return `"${asCardString(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** What a printed text's string holds of it: line breaks and tabs kept, every other control character a space. */
function asCardText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a string cannot hold
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
}

/**
 * A string literal of a printed text: its line breaks and tabs kept as `\n`, `\r` and `\t` (the lexer reads them back),
 * every other control character a space, `\` and `"` escaped: one line whose value is the text.
 */
export function textString(text: string): string {
  const kept = asCardText(text);
  return `"${kept.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;
}

/**
 * A comment line: the lexer ends a comment only at CR or LF, so those become spaces, and every character
 * that draws nothing or moves the text around it (bidirectional controls, line and paragraph separators,
 * C0/C1 controls) is shown as `<U+202E>`: a comment cannot reach the next line, nor hide what it says.
 */
export function commentLine(text: string): string {
  return `# ${revealInvisibles(text.replace(/\r\n|\r|\n/g, ' '))}`;
}

/** A field's part: a whole number, a word of the language (a keyword, an attribute, `?`, a code `0xa4`), or a string. */
export type FieldPart = number | string | { readonly string: string };

const WORD = /^(?:[a-z][a-z-]*|[A-Z][A-Za-z-]*|\?|0x[0-9a-f]+)$/;

function fieldPart(part: FieldPart): string {
  if (typeof part === 'number') {
    if (!Number.isSafeInteger(part)) throw new Error(`cardFileWriter: ${part} is not a whole number`);
    return String(part);
  }
  if (typeof part === 'object') return cardString(part.string);
  if (!WORD.test(part)) throw new Error(`cardFileWriter: ${JSON.stringify(part)} is not a plain word`);
  return part;
}

/** One card as the importer writes it; every string in it is data, every part of a field is checked. */
export interface CardSource {
  readonly kind: 'monster' | 'spell' | 'trap';
  readonly name: string;
  /** Remarks above the card, one comment line each. */
  readonly notes: readonly string[];
  /** Each field: its keyword, then its parts (`['atk', 100, 'def', '?']`). */
  readonly fields: readonly (readonly [string, ...FieldPart[]])[];
  readonly clauses: readonly CheckedClause[];
  readonly text: string;
  /** A Pendulum Monster's Pendulum Effect, when its row's text holds it in EDOPro's layout. */
  readonly pendulumText?: string;
  /** The hint strings, str1 first. */
  readonly strings?: readonly string[];
}

/** A card's source lines, ending with an empty line. */
export function cardSourceText(card: CardSource): string {
  const lines = card.notes.map(commentLine);
  lines.push(`${card.kind} ${cardString(card.name)} {`);
  for (const [keyword, ...parts] of card.fields) lines.push(`  ${[keyword, ...parts].map(fieldPart).join(' ')}`);
  if (card.clauses.length > 0) lines.push('  summon {', ...card.clauses.flatMap((clause) => clause.lines.map((line) => `    ${line}`)), '  }');
  if (card.strings && card.strings.length > 0) lines.push(`  strings ${card.strings.map(textString).join(', ')}`);
  if (card.pendulumText !== undefined) lines.push(`  pendulum-text ${textString(card.pendulumText)}`);
  if (card.text) lines.push(`  text ${textString(card.text)}`);
  lines.push('}', '');
  return lines.join('\n');
}

/** The first lines of an imported file: where it came from and its `set` (with its archetype code, if any). */
export function fileHeaderText(setName: string, archetypeCode?: number): string {
  // The set code is a word of the language (`0X1A`), made of the archetype's 16-bit number only.
  const code = archetypeCode === undefined ? '' : ` code 0X${(Number(fieldPart(archetypeCode)) & 0xffff).toString(16).toUpperCase()}`;
  return [commentLine('Imported from EDOPro (cardscript import edopro).'), `set ${cardString(setName)}${code}`, ''].join('\n');
}

/** An imported file's text: its header, then its cards, a blank line between two. */
export function cardFileText(header: string, cards: readonly string[]): string {
  return [header, ...cards].join('\n');
}
