import { revealInvisibles } from '../core/text/markdown';
import type { CliIo, CliStreams } from './cliIo';

/**
 * Text as a terminal may show it: control and invisible characters revealed as `<U+001B>`, as `check`
 * shows card names (revealInvisibles: tab and line feed stay), and a carriage return that does not end a
 * line as `<U+000D>` (it would move the cursor back, so the rest of the line overwrites its start; the
 * lexer ends a line there, but an EDOPro database's names can hold one). Text revealed already is unchanged.
 */
export function terminalText(text: string): string {
  const revealed = revealInvisibles(text);
  return revealed.includes('\r') ? revealed.replace(/\r(?!\n)/g, '<U+000D>') : revealed;
}

/**
 * The commands' io over the process's streams: the one place where the CLI's text meets the terminal.
 * Whatever a command writes with `stdout` or `stderr` is terminal text, so no site can forget to reveal a
 * card name; `stdoutData` writes a machine format exactly.
 */
export function terminalIo(streams: CliStreams): CliIo {
  return {
    cwd: streams.cwd,
    stdout: (text) => streams.stdout(terminalText(text)),
    stderr: (text) => streams.stderr(terminalText(text)),
    stdoutData: (text) => streams.stdout(text),
  };
}
