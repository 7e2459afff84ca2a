import {
  type CancellationToken,
  type DocumentDiagnosticParams,
  DocumentDiagnosticRequest,
  type WorkspaceDiagnosticParams,
  WorkspaceDiagnosticRequest,
} from 'vscode-languageserver';
import { answerDocumentPull, answerWorkspacePull, type PullSources } from '../pullDiagnosticsRequests';
import type { ServerState } from '../serverState';
import { route } from './route';

/** The pull's view of the state: the publisher and the kept reports as they are when each round reads them. */
function pullSources(state: ServerState): PullSources {
  return { store: state.store, publisher: () => state.publisher, reports: () => state.pulled };
}

/** `textDocument/diagnostic` (LSP 3.17 pull diagnostics; pullDiagnosticsRequests.ts). */
export function documentDiagnostic(state: ServerState, params: DocumentDiagnosticParams, token: CancellationToken) {
  return answerDocumentPull(pullSources(state), params, token);
}

/** `workspace/diagnostic`. */
export function workspaceDiagnostic(state: ServerState, params: WorkspaceDiagnosticParams, token: CancellationToken) {
  return answerWorkspacePull(pullSources(state), params, token);
}

// Not guarded: a pull that fails is answered as an error, not as an empty report the server did not compute.
export const DIAGNOSTIC_ROUTES = [
  route({ method: DocumentDiagnosticRequest.method, on: (c, answer) => c.languages.diagnostics.on(answer), handle: documentDiagnostic }),
  route({ method: WorkspaceDiagnosticRequest.method, on: (c, answer) => c.languages.diagnostics.onWorkspace(answer), handle: workspaceDiagnostic }),
];
