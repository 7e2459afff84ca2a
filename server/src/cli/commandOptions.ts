import { parseArgs } from 'util';

/**
 * One declarative table per subcommand: its options are read by node's `util.parseArgs` (which splits
 * `--name value`, `--name=value`, `-n value`, `-nvalue` and `--`), checked against the table, and its
 * `--help` text is generated from the same table. The flags are a contract (docs/cli.md): never rename one.
 */
export interface OptionSpec {
  /** The long name, without `--`. */
  readonly name: string;
  readonly short?: string;
  /** `string`: takes a value (`--out DIR`); `boolean`: a switch (`--stdio`). */
  readonly type: 'string' | 'boolean';
  /** How help writes the value: `<format>`, `DIR`. */
  readonly value?: string;
  /** The accepted values, checked here ("unknown format 'xml' (expected text, json, sarif)"). */
  readonly choices?: readonly string[];
  /** The help text, one string per line. */
  readonly help: readonly string[];
  /** A string option that may be given more than once (`--library A --library B`): every value is kept, in order. */
  readonly repeatable?: boolean;
}

export interface CommandSpec {
  /** `check`, `export edopro`. */
  readonly name: string;
  /** The usage line after `Usage: `. */
  readonly synopsis: string;
  /** What the command does, for its `--help`. */
  readonly summary: string;
  readonly options: readonly OptionSpec[];
  /** Whether arguments that are not options are accepted (paths). */
  readonly positionals: boolean;
}

export type ParsedOptions =
  | {
      readonly ok: true;
      readonly values: Readonly<Record<string, string | true>>;
      readonly positionals: readonly string[];
      readonly given: readonly string[];
      /** Every value of each repeatable option given, in the order written. */
      readonly lists: Readonly<Record<string, readonly string[]>>;
    }
  | { readonly ok: false; readonly message: string; /** The argument that broke, as typed. */ readonly argument: string };

/**
 * Reads `args` against a command's table. Unknown options, a missing value, a value for a switch, a value
 * not among the choices and (when the command takes none) positionals are errors with a clear message.
 * The last of a repeated option wins, but a repeatable one keeps every value (`lists`); `given` lists the
 * options in the order written.
 */
export function parseCommandOptions(spec: CommandSpec, args: readonly string[]): ParsedOptions {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const option of spec.options) options[option.name] = { type: option.type, ...(option.short ? { short: option.short } : {}) };
  // Not strict: the tokens are checked below, so every error has this CLI's wording and names the flag as typed.
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | true> = {};
  const positionals: string[] = [];
  const given: string[] = [];
  const lists: Record<string, string[]> = {};
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (!spec.positionals) return { ok: false, message: `unexpected argument '${token.value}'`, argument: token.value };
      positionals.push(token.value);
      continue;
    }
    if (token.kind !== 'option') continue;
    const option = spec.options.find((o) => o.name === token.name);
    if (!option) return { ok: false, message: `unknown option '${token.rawName}'`, argument: token.rawName };
    if (option.type === 'boolean') {
      if (token.value !== undefined) return { ok: false, message: `${token.rawName} takes no value`, argument: token.rawName };
      values[option.name] = true;
    } else {
      if (token.value === undefined) return { ok: false, message: `${token.rawName} needs a value`, argument: token.rawName };
      if (option.choices && !option.choices.includes(token.value)) {
        return { ok: false, message: `unknown ${option.name} '${token.value}' (expected ${option.choices.join(', ')})`, argument: token.value };
      }
      values[option.name] = token.value;
      if (option.repeatable) (lists[option.name] ??= []).push(token.value);
    }
    given.push(option.name);
  }
  return { ok: true, values, positionals, given, lists };
}

/** A string option's value, or undefined. */
export function stringOption(parsed: Extract<ParsedOptions, { ok: true }>, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** Every value of a repeatable option, in order (none: empty). */
export function listOption(parsed: Extract<ParsedOptions, { ok: true }>, name: string): readonly string[] {
  return parsed.lists[name] ?? [];
}

const HELP_OPTION: OptionSpec = { name: 'help', short: 'h', type: 'boolean', help: ['Show this help.'] };

/** `cardscript check --help`: the synopsis, the summary and the table's options. */
export function commandHelp(spec: CommandSpec): string {
  return `Usage: ${spec.synopsis}\n\n${spec.summary}\n\nOptions:\n${optionLines([...spec.options, HELP_OPTION])}`;
}

const FLAG_COLUMN = 23;

/** The options as help lists them: `  -f, --format <format>  text (default): ...`, continuation lines aligned. */
export function optionLines(options: readonly OptionSpec[]): string {
  const lines: string[] = [];
  for (const option of options) {
    const flag = `${option.short ? `-${option.short}, ` : ''}--${option.name}${option.value ? ` ${option.value}` : ''}`;
    const first = `  ${flag}`;
    const [head, ...rest] = option.help;
    lines.push(first.length < FLAG_COLUMN - 1 ? `${first.padEnd(FLAG_COLUMN)}${head}` : `${first}\n${' '.repeat(FLAG_COLUMN)}${head}`);
    for (const line of rest) lines.push(`${' '.repeat(FLAG_COLUMN)}${line}`);
  }
  return `${lines.join('\n')}\n`;
}
