/** The CLI's only contact with the process: the working directory and the two output streams. */
export interface CliIo {
  readonly cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes: 0 clean, 1 an error was found (or a scenario failed), 2 bad usage or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
