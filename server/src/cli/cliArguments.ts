import type { CheckFormat } from './checkCommand';
import type { SimulateOptions } from './simulateCommand';
import { LIBRARY_OPTION } from './cliLibrary';
import { type CommandSpec, commandHelp, listOption, optionLines, parseCommandOptions, stringOption } from './commandOptions';
import { EXPORT_COMMAND } from './exportEdoproCommand';
import { IMPORT_COMMAND } from './importEdoproCommand';
import { LSP_COMMAND, LSP_USAGE, type LspOptions, parseLspArguments } from './lspCommand';
import { RENDER_FORMATS, type RenderFormat, type RenderOptions } from './renderCommand';
import type { TextOptions } from './textCommand';

/** `check`'s options (docs/cli.md). */
export const CHECK_COMMAND: CommandSpec = {
  name: 'check',
  synopsis: 'cardscript check [paths...] [--format text|json|sarif] [--library PATH]',
  positionals: true,
  summary: 'Checks .card files and folders (folders are searched recursively; default: the current folder).',
  options: [
    {
      name: 'format',
      short: 'f',
      type: 'string',
      value: '<format>',
      choices: ['text', 'json', 'sarif'],
      help: [
        'text (default): one line per problem, file:line:col severity code message',
        'json: files, cards and diagnostics (1-based lines and columns)',
        'sarif: SARIF 2.1.0 for code scanning',
      ],
    },
    LIBRARY_OPTION,
  ],
};

/** `simulate`'s options. */
export const SIMULATE_COMMAND: CommandSpec = {
  name: 'simulate',
  synopsis: 'cardscript simulate [paths...] [--scenario NAME | --card NAME] [--edopro] [--format text|json] [--library PATH]',
  positionals: true,
  summary: 'Runs the scenarios of those files with the bundled rules engine, or with --card, tries every summon route of one monster.',
  options: [
    { name: 'scenario', type: 'string', value: '<name>', help: ['Run only the scenario with this name.'] },
    {
      name: 'card',
      type: 'string',
      value: '<name>',
      help: [
        'Print the summon matrix of this monster (from the files or the bundled',
        'library): every route, legal or illegal, with the rule that decided it.',
      ],
    },
    {
      name: 'edopro',
      type: 'boolean',
      help: [
        "Ask EDOPro's engine (ocgcore-wasm, bundled) too, the cards exported as",
        '`export edopro` writes them: its verdict beside ours on each step or route.',
      ],
    },
    {
      name: 'format',
      short: 'f',
      type: 'string',
      value: '<format>',
      choices: ['text', 'json'],
      help: ['text (default): a trace of every step and expectation', 'json: scenarios with their steps, verdicts and rule codes'],
    },
    LIBRARY_OPTION,
  ],
};

/** `render`'s options. */
export const RENDER_COMMAND: CommandSpec = {
  name: 'render',
  synopsis: 'cardscript render [paths...] --out DIR [--format svg|png|html] [--card NAME]',
  positionals: true,
  summary: 'Draws every card of those files as it would be printed, one image each.',
  options: [
    { name: 'out', short: 'o', type: 'string', value: '<dir>', help: ['Folder for the images (required; created if missing).'] },
    {
      name: 'format',
      short: 'f',
      type: 'string',
      value: '<format>',
      choices: RENDER_FORMATS,
      help: ['svg (default), png (same pixels on every machine: bundled renderer', 'and fonts), html (the SVGs and an index.html gallery of them)'],
    },
    { name: 'card', type: 'string', value: '<name>', help: ['Render only this card.'] },
  ],
};

/** `text`'s options. */
export const TEXT_COMMAND: CommandSpec = {
  name: 'text',
  synopsis: 'cardscript text [paths...] [--card NAME]',
  positionals: true,
  summary: "Writes each monster's summoning text from its clauses, in official wording.",
  options: [{ name: 'card', type: 'string', value: '<name>', help: ['Only this monster.'] }],
};

export const USAGE = `Usage: cardscript <command> [options]

Commands:
  check [paths...]     Check .card files and folders (folders are searched recursively;
                       default: the current folder).
  simulate [paths...]  Run the scenarios of those files with the bundled rules engine,
                       or with --card, try every summon route of one monster; with
                       --edopro, EDOPro's engine beside it.
  export edopro [paths...] --out DIR [--assign-ids FROM]
                       Write EDOPro's cards.cdb and script/c<passcode>.lua for the cards
                       (docs/edopro.md).
  import edopro FILE.cdb --out DIR
                       Write .card files (one per archetype or set) from an EDOPro database.
  render [paths...]    Draw every card of those files as it would be printed, one image each.
  text [paths...]      Write each monster's summoning text from its clauses, in official wording.

${LSP_USAGE}
Options for check:
${optionLines(CHECK_COMMAND.options)}
Options for simulate:
${optionLines(SIMULATE_COMMAND.options)}
Options for render:
${optionLines(RENDER_COMMAND.options)}
Options for text:
${optionLines(TEXT_COMMAND.options)}
General options:
  -h, --help           Show this help (after a command: that command's help).
  -v, --version        Show the version.

Exit codes: 0 no errors (all scenarios passed), 1 errors found (a scenario failed),
            2 bad usage or unreadable input.
`;

/** Each subcommand's table, for `cardscript COMMAND --help` (and `cardscript help COMMAND`). */
const COMMANDS: Readonly<Record<string, CommandSpec>> = {
  check: CHECK_COMMAND,
  simulate: SIMULATE_COMMAND,
  render: RENDER_COMMAND,
  text: TEXT_COMMAND,
  lsp: LSP_COMMAND,
  export: EXPORT_COMMAND,
  import: IMPORT_COMMAND,
};

/** What `--help` prints for this command line: the named subcommand's help, generated from its table, or the general usage. */
export function helpTextFor(args: readonly string[]): string {
  const command = args[0] === 'help' ? args[1] : args[0];
  const spec = command === undefined ? undefined : COMMANDS[command];
  return spec ? commandHelp(spec) : USAGE;
}

export type CliCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'check'; readonly paths: readonly string[]; readonly format: CheckFormat; readonly library?: readonly string[] }
  | ({ readonly kind: 'simulate' } & SimulateOptions)
  | ({ readonly kind: 'lsp' } & LspOptions)
  | ({ readonly kind: 'render' } & RenderOptions)
  | ({ readonly kind: 'text' } & TextOptions)
  | { readonly kind: 'usageError'; readonly message: string };

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
  if (command === 'text') return parseText(rest);
  return { kind: 'usageError', message: `unknown command '${command}'` };
}

function parseCheck(args: readonly string[]): CliCommand {
  const parsed = parseCommandOptions(CHECK_COMMAND, args);
  if (!parsed.ok) return { kind: 'usageError', message: parsed.message };
  const library = listOption(parsed, 'library');
  return {
    kind: 'check',
    paths: parsed.positionals,
    format: (stringOption(parsed, 'format') ?? 'text') as CheckFormat,
    ...(library.length > 0 ? { library } : {}),
  };
}

function parseSimulate(args: readonly string[]): CliCommand {
  const parsed = parseCommandOptions(SIMULATE_COMMAND, args);
  if (!parsed.ok) return { kind: 'usageError', message: parsed.message };
  const scenario = stringOption(parsed, 'scenario');
  const card = stringOption(parsed, 'card');
  if (scenario !== undefined && card !== undefined) return { kind: 'usageError', message: '--scenario and --card cannot be combined' };
  const format = (stringOption(parsed, 'format') ?? 'text') as SimulateOptions['format'];
  const edopro = parsed.values.edopro === true;
  const library = listOption(parsed, 'library');
  return {
    kind: 'simulate',
    paths: parsed.positionals,
    format,
    scenario,
    ...(card !== undefined ? { card } : {}),
    ...(edopro ? { edopro } : {}),
    ...(library.length > 0 ? { library } : {}),
  };
}

function parseRender(args: readonly string[]): CliCommand {
  const parsed = parseCommandOptions(RENDER_COMMAND, args);
  if (!parsed.ok) return { kind: 'usageError', message: parsed.message };
  const out = stringOption(parsed, 'out');
  const card = stringOption(parsed, 'card');
  if (out === undefined || out === '') return { kind: 'usageError', message: 'render needs --out DIR' };
  const format = (stringOption(parsed, 'format') ?? 'svg') as RenderFormat;
  return { kind: 'render', paths: parsed.positionals, out, format, ...(card !== undefined ? { card } : {}) };
}

function parseText(args: readonly string[]): CliCommand {
  const parsed = parseCommandOptions(TEXT_COMMAND, args);
  if (!parsed.ok) return { kind: 'usageError', message: parsed.message };
  const card = stringOption(parsed, 'card');
  return { kind: 'text', paths: parsed.positionals, ...(card !== undefined ? { card } : {}) };
}
