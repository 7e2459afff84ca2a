import { type SignatureHelp, type SignatureHelpParams, SignatureHelpRequest } from 'vscode-languageserver';
import { signatureHelpAt } from '../../core/features/signatureHelp';
import { toOffset } from '../convert';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/signatureHelp`: the shapes of the clause under the cursor. */
export function signatureHelp(state: ServerState, params: SignatureHelpParams): SignatureHelp | null {
  const document = documentOf(state, params);
  if (!document) return null;
  const signatures = signatureHelpAt(document, toOffset(document.lines, params.position));
  if (signatures.length === 0) return null;
  return { signatures: signatures.map((s) => ({ label: s.label, documentation: s.documentation })), activeSignature: 0, activeParameter: 0 };
}

export const SIGNATURE_HELP_ROUTES = [
  route({
    method: SignatureHelpRequest.method,
    on: (c, answer) => c.onSignatureHelp(answer),
    guard: { name: 'signatureHelp', fallback: () => null },
    handle: signatureHelp,
  }),
];
