import type { CardFileContent } from './cardFileProtocol';
import { pathFromUri } from './fileUris';
import { isLargeWorkspace, LARGE_WORKSPACE_FILES, WorkProgress } from './progressReporter';
import { describe, type ServerState } from './serverState';

/**
 * Loading and re-checking the workspace as a whole: the card files of the folders read from disk (or
 * from the client), every document checked again after a settings or library change, with work-done
 * progress (and the user's cancel) where the workspace is large.
 */

/** Every document checked again; a large workspace with progress. */
export function validateAll(state: ServerState, delayMs: number): void {
  const uris = state.store.uris();
  if (uris.length >= LARGE_WORKSPACE_FILES) return void checkWithProgress(state, uris, 'CardScript: checking the workspace');
  for (const uri of uris) state.validateSoon(uri, delayMs);
}

/** Reads every card file of the folders from disk and checks them all; `filesRead` is told when all are read. */
export async function loadFolders(state: ServerState, folderUris: readonly string[], filesRead: () => void = () => {}): Promise<void> {
  const { store } = state;
  try {
    const started = Date.now();
    const files = await state.environment.cardFiles.load(folderUris);
    if (isLargeWorkspace(files)) return await loadLargeWorkspace(state, files, started, filesRead);
    for (const file of files) store.diskChanged(file.uri, file.text);
    filesRead();
    if (files.length > 0) state.log(`Loaded ${files.length} card file(s) from the workspace in ${Date.now() - started} ms.`);
    for (const file of files) if (!store.isOpen(file.uri)) state.validateSoon(file.uri, 0);
  } catch (error) {
    state.logError(`Loading the workspace's card files failed: ${describe(error)}`);
  } finally {
    filesRead();
  }
}

/**
 * A large workspace: reading and checking report work-done progress, and the user's cancel stops both
 * (files not read stay unknown, files not checked get no diagnostics until they change or open).
 */
async function loadLargeWorkspace(state: ServerState, files: readonly CardFileContent[], started: number, filesRead: () => void): Promise<void> {
  const { store, scheduler } = state;
  const progress = await WorkProgress.start(state.connection, 'CardScript: loading the workspace');
  const unopened = () => files.filter((file) => store.isOpen(file.uri) === false && store.get(file.uri) !== undefined).map((f) => f.uri);
  const stopPending = () => {
    for (const uri of unopened()) if (scheduler.isPending(uri)) scheduler.cancel(uri);
  };
  try {
    let read = 0;
    const allRead = await progress.forEach(files, 'Reading card files', 0, 50, (file) => {
      store.diskChanged(file.uri, file.text);
      read++;
    });
    state.log(`Loaded ${read} of ${files.length} card file(s) from the workspace in ${Date.now() - started} ms${allRead ? '' : ' (cancelled)'}.`);
    filesRead();
    // The checks below replace the re-checks that loading scheduled; after a cancel, none run.
    stopPending();
    if (!allRead) return progress.done(`Cancelled: ${read} of ${files.length} card files read, none checked`);
    await checkFiles(state, progress, unopened(), 50);
  } finally {
    progress.done();
  }
}

/** Re-checks many files (settings changed in a large workspace) with progress; a newer run supersedes. */
async function checkWithProgress(state: ServerState, uris: readonly string[], title: string): Promise<void> {
  const generation = ++state.largeCheckGeneration;
  for (const uri of uris) state.scheduler.cancel(uri);
  const progress = await WorkProgress.start(state.connection, title, () => generation !== state.largeCheckGeneration);
  try {
    await checkFiles(state, progress, uris, 0);
  } catch (error) {
    state.logError(`Checking the workspace failed: ${describe(error)}`);
  } finally {
    progress.done();
  }
}

/** The checking phase: validates each file in turn; a cancel stops it and leaves the rest unchecked. */
async function checkFiles(state: ServerState, progress: WorkProgress, uris: readonly string[], fromPercent: number): Promise<void> {
  let checked = 0;
  const token = {
    get isCancelled() {
      return progress.cancelled;
    },
  };
  const allChecked = await progress.forEach(uris, 'Checking card files', fromPercent, 100, async (uri) => {
    await state.publisher?.validate(uri, token);
    checked++;
  });
  if (!allChecked) {
    for (const uri of uris) if (state.scheduler.isPending(uri) && !state.store.isOpen(uri)) state.scheduler.cancel(uri);
    progress.done(`Cancelled: ${checked} of ${uris.length} card files checked`);
  }
}

/** Reads `cardscript.library` (asked of the client, or from the pushed settings) and loads what it names. */
export async function updateLibraries(state: ServerState, pushed: unknown): Promise<void> {
  try {
    const section = state.support.configuration
      ? await state.connection.workspace.getConfiguration({ ...(state.folders[0] ? { scopeUri: state.folders[0] } : {}), section: 'cardscript' })
      : typeof pushed === 'object' && pushed !== null
        ? (pushed as Record<string, unknown>).cardscript
        : undefined;
    // The folders read after the answer: a folder change while it was asked is taken.
    await state.libraries.update(section, (state.folders[0] ? pathFromUri(state.folders[0]) : undefined) ?? '');
  } catch (error) {
    state.logError(`Reading the card libraries failed: ${describe(error)}`);
  }
}
