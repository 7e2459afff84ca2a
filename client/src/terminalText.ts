import { revealInvisibles } from '../../server/src/core/text/markdown';

declare const terminalTextBrand: unique symbol;

/**
 * Text for the Test Explorer's output, which is a terminal (xterm): an escape sequence there would run
 * (colours, a cleared screen, an OSC 8 hyperlink) and a lone carriage return would write over the line
 * before it. Only `terminalText` makes one; test/unit/client/textSinks.test.ts fails on any other text
 * given to `TestRun.appendOutput`.
 */
export type TerminalText = string & { readonly [terminalTextBrand]: true };

/**
 * The text with its invisible and control characters revealed (`<U+001B>`, a lone `\r` as `<U+000D>`) and
 * its line breaks as the terminal's `\r\n`.
 */
export function terminalText(text: string): TerminalText {
  return revealInvisibles(text)
    .replace(/\r(?!\n)/g, '<U+000D>')
    .replace(/\r?\n/g, '\r\n') as TerminalText;
}
