import { type CodeLens, type CodeLensParams, CodeLensRequest } from 'vscode-languageserver';
import { codeLenses } from '../../core/features/codeLenses';
import { toRange } from '../convert';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/codeLens`: "Simulate summon" and "Run scenario", with the outcome of their last run. */
export function codeLens(state: ServerState, params: CodeLensParams): CodeLens[] {
  const document = documentOf(state, params);
  if (!document) return [];
  return codeLenses(document).map((lens) => {
    // After a run, the title carries its outcome ("Simulate summon · 6 legal, 4 illegal").
    const kind = lens.command === 'cardscript.simulateCard' ? 'card' : 'scenario';
    const outcome = state.outcomes.outcomeOf(document.uri, kind, lens.target.name);
    const title = outcome ? `${lens.title} \u00b7 ${outcome}` : lens.title;
    return { range: toRange(document.lines, lens.span), command: { title, command: lens.command, arguments: [lens.target] } };
  });
}

export const CODE_LENS_ROUTES = [
  route({ method: CodeLensRequest.method, on: (c, answer) => c.onCodeLens(answer), guard: { name: 'codeLens', fallback: () => [] }, handle: codeLens }),
];
