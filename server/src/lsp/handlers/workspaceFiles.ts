import { type DidChangeWatchedFilesParams, type FileEvent, FileChangeType, type WorkspaceFoldersChangeEvent } from 'vscode-languageserver';
import { describe, type ServerState } from '../serverState';
import { loadFolders } from '../workspaceChecks';
import { debounceDelayFor } from '../validationScheduler';
import { isCardFileUri, isInside } from '../workspaceLoader';

/** `workspace/didChangeWatchedFiles`: card files (and the cards' own Lua) changed, created or deleted on disk. */
export async function didChangeWatchedFiles(state: ServerState, params: DidChangeWatchedFilesParams): Promise<void> {
  try {
    // `params` may be null from a misbehaving client: nothing to apply.
    for (const change of params?.changes ?? []) await applyFileEvent(state, change);
  } catch (error) {
    state.logError(`Applying file changes failed: ${describe(error)}`);
  }
}

async function applyFileEvent(state: ServerState, change: FileEvent): Promise<void> {
  const { store, ownLua } = state;
  // A card's own Lua file (or a folder that may hold some) changed.
  if (ownLua && (change.type === FileChangeType.Deleted || /\.lua$/i.test(change.uri))) ownLua.filesChanged();
  if (change.type === FileChangeType.Deleted) {
    // A deleted folder arrives as one event: drop every card file inside it as well.
    for (const uri of store.diskUris()) {
      if (uri === change.uri || isInside(uri, change.uri)) {
        if (store.diskDeleted(uri)) state.forget(uri);
      }
    }
    return;
  }
  if (!isCardFileUri(change.uri)) return;
  const text = await state.environment.cardFiles.read(change.uri);
  if (text === undefined) {
    if (store.diskDeleted(change.uri)) state.forget(change.uri);
    return;
  }
  store.diskChanged(change.uri, text);
  if (!store.isOpen(change.uri)) state.validateSoon(change.uri, debounceDelayFor(text.length));
}

/** `workspace/didChangeWorkspaceFolders`: the card files of removed folders leave, those of added ones are read. */
export function didChangeWorkspaceFolders(state: ServerState, event: WorkspaceFoldersChangeEvent): void {
  const { store } = state;
  const removed = event.removed.map((f) => f.uri);
  state.folders = state.folders.filter((f) => !removed.includes(f)).concat(event.added.map((f) => f.uri));
  for (const uri of store.diskUris()) {
    if (removed.some((folder) => isInside(uri, folder)) && store.diskDeleted(uri)) state.forget(uri);
  }
  void loadFolders(
    state,
    event.added.map((f) => f.uri),
  );
}
