/**
 * Card files are data written by other people: nothing in a card name or printed text may turn into a
 * link, an image, HTML, formatting or a hidden reordering of the text wherever the product shows it.
 * Every output that renders card text goes through one of these functions (docs/security.md lists
 * which output uses which).
 */

/**
 * Characters that draw nothing but change what the reader sees: bidirectional controls (which reorder the
 * text around them, "Trojan Source"), zero-width characters, and C0 / C1 control characters (which a
 * terminal may execute: escape sequences, hyperlinks). Tab is kept.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;

/** The invisible and control characters of a text, as `U+202E`, in order (empty when there are none). */
export function invisibleCharactersIn(text: string): string[] {
  // Almost every string has none: one test, no allocation, for those.
  if (!HAS_INVISIBLE.test(text)) return [];
  return [...text.matchAll(INVISIBLE)].filter((m) => !isEmojiJoiner(text, m.index)).map((m) => codePointLabel(m[0]));
}

const HAS_INVISIBLE = new RegExp(INVISIBLE.source, 'u');

/** Whether the text has any character invisibleOffsets could report (one scan): false means none of its stretches has one. */
export function mayHaveInvisibleCharacters(text: string): boolean {
  return HAS_INVISIBLE.test(text);
}

/** Where a text's invisible characters are (UTF-16 offsets), lazily: a text without any costs one scan. */
export function* invisibleOffsets(text: string): Generator<number> {
  if (!HAS_INVISIBLE.test(text)) return;
  for (const match of text.matchAll(INVISIBLE)) if (!isEmojiJoiner(text, match.index)) yield match.index;
}

/** A zero-width joiner between two pictographs writes one emoji (👩‍👧): it is drawn, not hidden. */
const PICTOGRAPH_BEFORE = /\p{Extended_Pictographic}\ufe0f?$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;

function isEmojiJoiner(text: string, offset: number): boolean {
  return (
    text.charCodeAt(offset) === 0x200d &&
    PICTOGRAPH_BEFORE.test(text.slice(Math.max(0, offset - 3), offset)) &&
    PICTOGRAPH_AFTER.test(text.slice(offset + 1, offset + 3))
  );
}

function codePointLabel(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Shows every invisible or control character as `<U+202E>`, so what is displayed is what is there. */
export function revealInvisibles(text: string): string {
  return text.replace(INVISIBLE, (ch: string, offset: number) => (isEmojiJoiner(text, offset) ? ch : `<${codePointLabel(ch)}>`));
}

/**
 * Escapes text for Markdown (hovers, completion documentation): every ASCII punctuation character is
 * backslash-escaped (CommonMark shows an escaped character as itself), so no link, image, autolink
 * (`https\://`, `www\.`, `a\@b.c` are not linkified), HTML, entity, emphasis, code, table, heading or
 * list marker can form, wherever in a line the text lands. Line breaks become spaces, so the text
 * cannot start a Markdown line of its own. Invisible characters are revealed first.
 */
export function escapeMarkdown(text: string): string {
  return revealInvisibles(text.replace(/\r\n?|\n/g, ' ')).replace(/[!-/:-@[-`{-~]/g, (ch) => `\\${ch}`);
}

/**
 * Escapes text for VS Code notifications and the status bar, which are plain text except for
 * `[label](https:|command:|file:...)` links (commands allowed) and `$(icon)` codicons: a word joiner
 * (U+2060, zero width) between `]` and `(`, and between `$` and `(`, keeps either from forming while the
 * text reads the same.
 */
export function escapeLinkedText(text: string): string {
  return revealInvisibles(text).replace(/([\]$])\(/g, '$1\u2060(');
}

/**
 * Escapes a SARIF plain-text message (SARIF 2.1.0 §3.11.6: `[text](uri)` and `[text](N)` are embedded
 * links; a literal `[`, `]` or `\` is written `\[`, `\]`, `\\`). Invisible characters are revealed.
 */
export function escapeSarifText(text: string): string {
  return revealInvisibles(text).replace(/[\\[\]]/g, (ch) => `\\${ch}`);
}
