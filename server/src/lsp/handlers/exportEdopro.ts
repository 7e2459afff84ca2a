import { type CancellationToken, LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import type { CardFile } from '../../core/model/cards';
import { lowerFile } from '../../core/lowering/lowerCards';
import { parse } from '../../core/syntax/parser';
import { type EdoproExport, exportEdopro } from '../../interop/edopro/exportSet';
import { exportSummary, formatExportSummary } from '../../interop/edopro/exportSummary';
import { EXPORT_EDOPRO_REQUEST, type ExportEdoproParams, type ExportEdoproProblem, type ExportEdoproResult } from '../customProtocol';
import { pathFromUri } from '../fileUris';
import { describe, type ServerState } from '../serverState';
import { route } from './route';

/** Why the web worker does not export: it has no disk to read the folder from or write the files to. */
const NO_DISK_HERE = 'the EDOPro export writes files, and this server has no disk of its own.';

const MAX_PASSCODE = 0xffffffff;

/**
 * `cardscript/exportEdopro` ("CardScript: Export to EDOPro"): the `.card` files of a folder to `cards.cdb`
 * and `script/c<passcode>.lua` (docs/edopro.md), read and written by the server. Cards without an id are
 * answered as `cardsWithoutId` (nothing written) unless `assignIdsFrom` gives them passcodes; any other
 * problem writes nothing either. Progress goes to the params' work-done token; a cancel before the
 * writing answers RequestCancelled and writes nothing.
 */
export async function exportEdoproFolder(
  state: ServerState,
  params: ExportEdoproParams,
  token: CancellationToken,
): Promise<ExportEdoproResult | ResponseError<void>> {
  const disk = state.environment.edoproExport;
  if (!disk) return notRun(NO_DISK_HERE);
  const folder = typeof params?.folder === 'string' ? pathFromUri(params.folder) : undefined;
  const out = typeof params?.out === 'string' ? pathFromUri(params.out) : undefined;
  if (folder === undefined || out === undefined) return notRun('the folder and the destination must be folders on this computer (file: URIs).');
  const assignIdsFrom = params.assignIdsFrom;
  if (assignIdsFrom !== undefined && !(Number.isSafeInteger(assignIdsFrom) && assignIdsFrom >= 1 && assignIdsFrom <= MAX_PASSCODE)) {
    return notRun(`assignIdsFrom is a whole number from 1 to ${MAX_PASSCODE}.`);
  }
  const progress = state.connection.window.attachWorkDoneProgress(params.workDoneToken);
  progress.begin('CardScript: Export to EDOPro', 0);
  try {
    const texts = await disk.readCardFiles(params.folder);
    const files: CardFile[] = [];
    for (const [i, text] of texts.entries()) {
      if (token.isCancellationRequested) return cancelled();
      // As many reports as the editor showed when it read the files itself: one per ten files, half the bar.
      if (i % 10 === 0) progress.report(Math.round(((i / 10 + 1) * 50) / Math.max(1, texts.length / 10)), `reading ${i + 1}/${texts.length} card files`);
      files.push(lowerFile(text.uri, parse(text.text).tree).file);
    }
    // A card naming a card of `cardscript.library` refers to it by its passcode; library cards are not written.
    const section = state.support.configuration
      ? await state.connection.workspace.getConfiguration({ scopeUri: params.folder, section: 'cardscript' })
      : undefined;
    const paths = (section as { library?: unknown } | null | undefined)?.library;
    const loaded = state.environment.cardLibraries
      ? await state.environment.cardLibraries(Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [], folder)
      : { libraries: [], warnings: [] };
    const library = (name: string) => loaded.libraries.map((l) => l.resolve(name)).find((card) => card !== undefined);
    const exported = exportEdopro(files, { ...(assignIdsFrom !== undefined ? { assignIdsFrom } : {}), ownLua: disk.ownLua, library });
    const answer = {
      warnings: [...loaded.warnings],
      cardsWithoutId: exported.problems.filter((p) => p.kind === 'noId').length,
      problems: problemsOf(exported),
    };
    if (answer.problems.length > 0) return { written: false, ...answer };
    if (token.isCancellationRequested) return cancelled();
    progress.report(75, `writing ${exported.cards.length} scripts and cards.cdb`);
    try {
      await disk.write(exported, out);
    } catch (error) {
      state.logError(`EDOPro export: writing ${out} failed: ${describe(error)}`);
      return { written: false, notRun: `cannot write ${out}: ${error instanceof Error ? error.message : String(error)}`, ...answer };
    }
    const summary = exportSummary(exported);
    return { written: true, ...answer, summary, summaryText: formatExportSummary(summary, out) };
  } finally {
    progress.done();
  }
}

function problemsOf(exported: EdoproExport): ExportEdoproProblem[] {
  return exported.problems.map((p) => ({ kind: p.kind, message: p.message, uri: p.card.uri, ...(p.related ? { relatedUri: p.related.uri } : {}) }));
}

function notRun(reason: string): ExportEdoproResult {
  return { written: false, notRun: reason, cardsWithoutId: 0, problems: [], warnings: [] };
}

function cancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'The export was cancelled: nothing was written.');
}

export const EXPORT_EDOPRO_ROUTES = [
  route({
    method: EXPORT_EDOPRO_REQUEST,
    on: (c, answer) => c.onRequest(EXPORT_EDOPRO_REQUEST, answer),
    guard: { name: 'exportEdopro', fallback: () => Promise.resolve(notRun('the export failed (see the server log).')) },
    handle: exportEdoproFolder,
  }),
];
