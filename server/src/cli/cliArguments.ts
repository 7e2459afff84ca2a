import type { CheckFormat } from './checkCommand';
import type { SimulateOptions } from './simulateCommand';
import { LSP_USAGE, type LspOptions, parseLspArguments } from './lspCommand';
import { RENDER_FORMATS, type RenderFormat, type RenderOptions } from './renderCommand';

export const USAGE = `Usage: cardscript <command> [options]

Commands:
  check [paths...]     Check .card files and folders (folders are searched recursively;
                       default: the current folder).
  simulate [paths...]  Run the scenarios of those files with the bundled rules engine,
                       or with --card, try every summon route of one monster.
  export edopro [paths...] --out DIR [--assign-ids FROM]
                       Write EDOPro's cards.cdb and script/c<passcode>.lua for the cards
                       (docs/edopro.md).
  import edopro FILE.cdb --out DIR
                       Write .card files (one per archetype or set) from an EDOPro database.
  render [paths...]    Draw every card of those files as it would be printed, one image each.

${LSP_USAGE}
Options for check:
  --format <format>    text (default): one line per problem, file:line:col severity code message
                       json: files, cards and diagnostics (1-based lines and columns)
                       sarif: SARIF 2.1.0 for code scanning

Options for simulate:
  --scenario <name>    Run only the scenario with this name.
  --card <name>        Print the summon matrix of this monster (from the files or the bundled
                       library): every route, legal or illegal, with the rule that decided it.
  --format <format>    text (default): a trace of every step and expectation
                       json: scenarios with their steps, verdicts and rule codes

Options for render:
  --out <dir>          Folder for the images (required; created if missing).
  --format <format>    svg (default), png (same pixels on every machine: bundled renderer
                       and fonts), html (the SVGs and an index.html gallery of them)
  --card <name>        Render only this card.

General options:
  -h, --help           Show this help.
  -v, --version        Show the version.

Exit codes: 0 no errors (all scenarios passed), 1 errors found (a scenario failed),
            2 bad usage or unreadable input.
`;

export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'check'; readonly paths: readonly string[]; readonly format: CheckFormat }
  | ({ readonly kind: 'simulate' } & SimulateOptions)
  | ({ readonly kind: 'lsp' } & LspOptions)
  | ({ readonly kind: 'render' } & RenderOptions)
  | { readonly kind: 'usageError'; readonly message: string };

const CHECK_FORMATS: readonly CheckFormat[] = ['text', 'json', 'sarif'];
const SIMULATE_FORMATS: readonly SimulateOptions['format'][] = ['text', 'json'];

/** Reads the command line (without `node` and the script). Never throws: bad input is a usageError. */
export function parseCliArguments(args: readonly string[]): CliCommand {
  if (args.some((a) => a === '-h' || a === '--help') || args[0] === 'help') return { kind: 'help' };
  if (args.some((a) => a === '-v' || a === '--version')) return { kind: 'version' };
  const [command, ...rest] = args;
  if (command === undefined) return { kind: 'usageError', message: 'missing command' };
  if (command === 'check') return parseCheck(rest);
  if (command === 'simulate') return parseSimulate(rest);
  if (command === 'lsp') return parseLspArguments(rest);
  if (command === 'render') return parseRender(rest);
  return { kind: 'usageError', message: `unknown command '${command}'` };
}

type Options = Readonly<Record<string, string>>;

/**
 * Splits arguments into paths and `--name value` / `--name=value` / `-f value` options, accepting only
 * the option names given; `--` ends the options.
 */
function splitArguments(args: readonly string[], names: Readonly<Record<string, string>>): { paths: string[]; options: Options } | { error: string } {
  const paths: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      paths.push(...args.slice(i + 1));
      break;
    }
    const option = /^(--?[\w-]+)(?:=(.*))?$/.exec(arg);
    if (!option || arg === '-') {
      paths.push(arg);
      continue;
    }
    const name = names[option[1]];
    if (name === undefined) return { error: `unknown option '${option[1]}'` };
    const value = option[2] ?? args[++i];
    if (value === undefined) return { error: `${option[1]} needs a value` };
    options[name] = value;
  }
  return { paths, options };
}

function parseFormat<F extends string>(value: string | undefined, formats: readonly F[], fallback: F): F | { error: string } {
  if (value === undefined) return fallback;
  if (!formats.includes(value as F)) return { error: `unknown format '${value}' (expected ${formats.join(', ')})` };
  return value as F;
}

function parseCheck(args: readonly string[]): CliCommand {
  const split = splitArguments(args, { '--format': 'format', '-f': 'format' });
  if ('error' in split) return { kind: 'usageError', message: split.error };
  const format = parseFormat(split.options.format, CHECK_FORMATS, 'text');
  if (typeof format !== 'string') return { kind: 'usageError', message: format.error };
  return { kind: 'check', paths: split.paths, format };
}

function parseSimulate(args: readonly string[]): CliCommand {
  const split = splitArguments(args, { '--format': 'format', '-f': 'format', '--scenario': 'scenario', '--card': 'card' });
  if ('error' in split) return { kind: 'usageError', message: split.error };
  const format = parseFormat(split.options.format, SIMULATE_FORMATS, 'text');
  if (typeof format !== 'string') return { kind: 'usageError', message: format.error };
  const { scenario, card } = split.options;
  if (scenario !== undefined && card !== undefined) return { kind: 'usageError', message: '--scenario and --card cannot be combined' };
  return { kind: 'simulate', paths: split.paths, format, scenario, ...(card !== undefined ? { card } : {}) };
}

function parseRender(args: readonly string[]): CliCommand {
  const split = splitArguments(args, { '--format': 'format', '-f': 'format', '--out': 'out', '-o': 'out', '--card': 'card' });
  if ('error' in split) return { kind: 'usageError', message: split.error };
  const format = parseFormat<RenderFormat>(split.options.format, RENDER_FORMATS, 'svg');
  if (typeof format !== 'string') return { kind: 'usageError', message: format.error };
  const { out, card } = split.options;
  if (out === undefined || out === '') return { kind: 'usageError', message: 'render needs --out DIR' };
  return { kind: 'render', paths: split.paths, out, format, ...(card !== undefined ? { card } : {}) };
}
