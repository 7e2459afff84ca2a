import type { DidChangeConfigurationParams } from 'vscode-languageserver';
import type { ServerState } from '../serverState';
import { updateLibraries, validateAll } from '../workspaceChecks';

/** `workspace/didChangeConfiguration`: settings (and the libraries they name) may differ: everything is checked again. */
export function didChangeConfiguration(state: ServerState, change: DidChangeConfigurationParams): void {
  state.settings.changed(change?.settings);
  void updateLibraries(state, change?.settings);
  validateAll(state, 0);
  // `cardscript.inlayHints.enabled` may have changed: the client asks again.
  if (state.refreshSupport.inlayHints) state.refresh('workspace/inlayHint/refresh');
}

/** `cardscript/workspaceTrusted`: the user trusted the workspace; the cards' own Lua may be compiled now. */
export function workspaceTrusted(state: ServerState): void {
  state.ownLua?.setTrusted(true);
}
