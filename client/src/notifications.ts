import { escapeLinkedText } from '../../server/src/core/text/markdown';

declare const linkedTextBrand: unique symbol;

/**
 * Text for VS Code's linked-text surfaces: notifications, progress messages, the status bar, language
 * status items, Test Explorer labels and messages, quick pick items. They draw `[label](command:...)` as a
 * clickable link and `$(name)` as an icon, so card names and server messages in them are escaped. Only
 * `notice` makes one; test/unit/client/textSinks.test.ts fails on any other text given to those APIs.
 */
export type LinkedText = string & { readonly [linkedTextBrand]: true };

/**
 * Our template with every interpolation escaped (`escapeLinkedText`: a zero-width word joiner between `](`
 * and `$(`, invisible characters revealed): `notice\`CardScript: nothing exported: ${message}\``. The
 * template's own `$(icon)`s and links work; an interpolation is text, even where it meets the template
 * (data ending in `]` or `$` before a template `(`, data starting with `(` after a template `]` or `$`,
 * data ending in `\` before a template `$(`, which would turn our icon into text). Clean text is unchanged.
 */
export function notice(template: TemplateStringsArray, ...values: readonly (string | number)[]): LinkedText {
  let text = template[0];
  for (const [i, value] of values.entries()) {
    text = joined(text, escapeLinkedText(String(value)));
    text = joined(text, template[i + 1]);
  }
  return text as LinkedText;
}

const WORD_JOINER = '\u2060';

/** `before + after`, with a word joiner where the two would meet as `](`, `$(` or an escaped `\$(`. */
function joined(before: string, after: string): string {
  const last = before.at(-1);
  const meets = after.startsWith('(') ? last === ']' || last === '$' : last === '\\' && after.startsWith('$(');
  return meets ? `${before}${WORD_JOINER}${after}` : before + after;
}
