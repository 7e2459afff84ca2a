import type { CheckFormat } from './checkCommand';

export const USAGE = `Usage: cardscript <command> [options]

Commands:
  check [paths...]     Check .card files and folders (folders are searched recursively;
                       default: the current folder).

Options for check:
  --format <format>    text (default): one line per problem, file:line:col severity code message
                       json: files, cards and diagnostics (1-based lines and columns)
                       sarif: SARIF 2.1.0 for code scanning

General options:
  -h, --help           Show this help.
  -v, --version        Show the version.

Exit codes: 0 no errors, 1 errors found, 2 bad usage or unreadable input.
`;

export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'check'; readonly paths: readonly string[]; readonly format: CheckFormat }
  | { readonly kind: 'usageError'; readonly message: string };

const FORMATS: readonly CheckFormat[] = ['text', 'json', 'sarif'];

/** Reads the command line (without `node` and the script). Never throws: bad input is a usageError. */
export function parseCliArguments(args: readonly string[]): CliCommand {
  if (args.some((a) => a === '-h' || a === '--help') || args[0] === 'help') return { kind: 'help' };
  if (args.some((a) => a === '-v' || a === '--version')) return { kind: 'version' };
  const [command, ...rest] = args;
  if (command === undefined) return { kind: 'usageError', message: 'missing command' };
  if (command === 'check') return parseCheck(rest);
  return { kind: 'usageError', message: `unknown command '${command}'` };
}

function parseCheck(args: readonly string[]): CliCommand {
  const paths: string[] = [];
  let format: CheckFormat = 'text';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      paths.push(...args.slice(i + 1));
      break;
    }
    const option = /^(--format|-f)(?:=(.*))?$/.exec(arg);
    if (option) {
      const value = option[2] ?? args[++i];
      if (value === undefined) return { kind: 'usageError', message: `${option[1]} needs a value: ${FORMATS.join(', ')}` };
      if (!FORMATS.includes(value as CheckFormat)) {
        return { kind: 'usageError', message: `unknown format '${value}' (expected ${FORMATS.join(', ')})` };
      }
      format = value as CheckFormat;
    } else if (arg.startsWith('-') && arg !== '-') {
      return { kind: 'usageError', message: `unknown option '${arg}'` };
    } else {
      paths.push(arg);
    }
  }
  return { kind: 'check', paths, format };
}
