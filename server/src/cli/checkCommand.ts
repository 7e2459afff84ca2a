import { summoningJson } from '../core/analysis/summoningJson';
import { summoningProfileForLastUse, withSummoningProfilesKept } from '../core/analysis/summoningProfile';
import type { Diagnostic } from '../core/diagnostics/diagnostic';
import type { Span } from '../core/text/span';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import type { CardLibrary } from '../core/workspace/cardLibrary';
import type { CardWorkspace } from '../core/workspace/cardWorkspace';
import { createStandardWorkspace } from '../simulation/standardWorkspace';
import { type CardFileInput, displayPath, readCardFiles } from './cardFileInput';
import type { CheckReport, ReportedCard, ReportedDiagnostic, ReportedRange } from './checkReport';
import { countBySeverity } from './checkReport';
import { loadCliLibraries } from './cliLibrary';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { writeJson } from './formatJson';
import { formatSarif } from './formatSarif';
import { formatSummary, formatText } from './formatText';
import { withFields } from '../core/model/withFields';
import { loadEdoproEngine } from '../interop/edopro/ocgcore/bundledOcgcore';
import { OwnLuaFiles } from '../interop/edopro/ownLua/ownLuaFilesCheck';

export type CheckFormat = 'text' | 'json' | 'sarif';

export interface CheckOptions {
  readonly paths: readonly string[];
  readonly format: CheckFormat;
  /** `--library PATH`s: EDOPro databases whose cards are known by name (cliLibrary.ts). */
  readonly library?: readonly string[];
}

/** `cardscript check`: the same analysis as the language server, over files and folders. */
export function runCheckCommand(options: CheckOptions, io: CliIo): number | Promise<number> {
  const read = readCardFiles(options.paths, io);
  if (!read.ok) {
    io.stderr(`${read.message}\n`);
    return EXIT_USAGE;
  }
  // The cards' own Lua files (`script "path"`), as the editor checks them; the command line is trusted (the
  // user ran it), so they are compiled in EDOPro's engine, loaded first when a file may name one.
  const ownLua = new OwnLuaFiles();
  const withLibraries = (libraries: readonly CardLibrary[]) => {
    const check = () => runCheck(options, read.inputs, io, ownLua, libraries);
    if (!read.inputs.some((input) => /\bscript\b/i.test(input.text))) return check();
    return loadEdoproEngine()
      .then(
        (lib) => ownLua.useEngine(lib),
        (error: unknown) => {
          io.stderr(
            `cardscript: warning: the cards' own Lua files are not compiled: EDOPro's engine could not be loaded (${error instanceof Error ? error.message : String(error)})\n`,
          );
        },
      )
      .then(check);
  };
  const library = options.library ?? [];
  return library.length === 0 ? withLibraries([]) : loadCliLibraries(library, io).then(withLibraries);
}

function runCheck(options: CheckOptions, inputs: readonly CardFileInput[], io: CliIo, ownLua: OwnLuaFiles, libraries: readonly CardLibrary[]): number {
  // Each monster's profile is derived once: for the checks and for the JSON's `summoning`. One run checks each
  // card once, so nothing is kept per card for later edits.
  // The did-you-mean of an unknown name only for the diagnostics shown (at most 1,000 per file).
  const workspace = createStandardWorkspace({ keepCheckResults: false, deferDidYouMean: true }, [ownLua.check]);
  workspace.setLibraries(libraries);
  return withSummoningProfilesKept(() => {
    const report = buildCheckReport(inputs, io.cwd, workspace);
    if (options.format === 'json') writeJson(report, io.stdoutData);
    else if (options.format === 'sarif') io.stdoutData(formatSarif(report, io.cwd));
    else {
      io.stdout(formatText(report));
      io.stderr(formatSummary(report));
    }
    return countBySeverity(report).error > 0 ? EXIT_FINDINGS : EXIT_OK;
  });
}

/** Loads every input into the workspace (so names resolve across files), then reports per file. */
export function buildCheckReport(inputs: readonly CardFileInput[], cwd: string, workspace: CardWorkspace): CheckReport {
  const pathByUri = new Map<string, string>();
  for (const input of inputs) {
    workspace.setDocument(input.uri, input.text, 0);
    pathByUri.set(input.uri, displayPath(input.absolutePath, cwd));
  }
  const files: string[] = [];
  const cards: ReportedCard[] = [];
  const diagnostics: ReportedDiagnostic[] = [];
  for (const input of inputs) {
    const document = workspace.getDocument(input.uri);
    if (!document) continue;
    const file = pathByUri.get(input.uri) ?? input.uri;
    files.push(file);
    for (const card of document.file.cards) {
      const line = document.lines.positionAt(card.span.start).line + 1;
      const reported: ReportedCard = { name: card.name.value, kind: card.kind, file, line };
      // Monsters carry their summoning profile (fields documented in docs/cli.md), derived when it is
      // read: the JSON writer reads it card by card and drops it, the text and SARIF formats never read it.
      if (card.kind === 'monster')
        Object.defineProperty(reported, 'summoning', { enumerable: true, get: () => summoningJson(summoningProfileForLastUse(card)) });
      cards.push(reported);
    }
    // The editor's limit per file, the rest summed up in one CS0006 (docs/security.md, "Limits").
    const ordered = [...workspace.shownDiagnosticsFor(input.uri)].sort(bySpan);
    for (const diagnostic of ordered) {
      diagnostics.push(reportDiagnostic(diagnostic, document, file, (uri) => locate(uri, workspace, pathByUri)));
    }
  }
  return { files, cards, diagnostics };
}

function bySpan(a: Diagnostic, b: Diagnostic): number {
  return a.span.start - b.span.start || a.span.end - b.span.end || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

type Locator = (uri: string) => { document: AnalyzedDocument; file: string } | undefined;

function reportDiagnostic(diagnostic: Diagnostic, document: AnalyzedDocument, file: string, locate: Locator): ReportedDiagnostic {
  const related = (diagnostic.related ?? []).flatMap((r) => {
    const target = locate(r.uri);
    return target ? [withFields(range(target.document, target.file, r.span), { message: singleLine(r.message) })] : [];
  });
  return withFields(range(document, file, diagnostic.span), {
    severity: diagnostic.severity,
    code: diagnostic.code,
    message: singleLine(diagnostic.message),
    related,
  });
}

function locate(uri: string, workspace: CardWorkspace, pathByUri: ReadonlyMap<string, string>) {
  const document = workspace.getDocument(uri);
  return document ? { document, file: pathByUri.get(uri) ?? uri } : undefined;
}

function range(document: AnalyzedDocument, file: string, span: Span): ReportedRange {
  const start = document.lines.positionAt(span.start);
  const end = document.lines.positionAt(span.end);
  return { file, line: start.line + 1, column: start.character + 1, endLine: end.line + 1, endColumn: end.character + 1 };
}

/** One diagnostic per output line: the text format and problem matchers read line by line. */
function singleLine(message: string): string {
  return message.replace(/\s*\r?\n\s*/g, ' ');
}
