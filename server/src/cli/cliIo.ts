/** The process as runCli receives it: the working directory and the two output streams, written as given. */
export interface CliStreams {
  readonly cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
}

/**
 * What a command writes to (built by terminalIo, the one writer over the process's streams). `stdout` and
 * `stderr` take text for people, which a terminal shows: every control and invisible character in it (a
 * card name, a path, an argument, quoted anywhere) is revealed as `<U+001B>`, so no escape sequence from
 * card data reaches the terminal. `stdoutData` takes a machine format (`--format json`, `--format sarif`)
 * whose exact bytes are the contract.
 */
export interface CliIo {
  readonly cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  stdoutData(text: string): void;
}

/** Exit codes: 0 clean, 1 an error was found (or a scenario failed), 2 bad usage or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
