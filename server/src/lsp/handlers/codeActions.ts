import { type CodeAction, type CodeActionParams, CodeActionRequest } from 'vscode-languageserver';
import { codeActionsFor } from '../../core/features/codeActions';
import { revealInvisibles } from '../../core/text/markdown';
import { toLspDiagnostic, toSpan, toWorkspaceEdit } from '../convert';
import { ownLuaQuickFixes } from '../effectScriptRequests';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/codeAction`: the quick fixes and fix-alls of the diagnostics the range touches. */
export async function codeAction(state: ServerState, params: CodeActionParams): Promise<CodeAction[]> {
  const { store } = state;
  const document = documentOf(state, params);
  if (!document) return [];
  // The diagnostics the user sees (families switched off offer no fixes), recomputed for this version.
  const { checks } = await state.settings.get(document.uri);
  const current = store.get(document.uri);
  if (!current) return [];
  const diagnostics = store.workspace.diagnosticsFor(current.uri, checks);
  const actions = codeActionsFor(current, toSpan(current.lines, params.range), diagnostics, store.workspace);
  const only = params.context?.only;
  const linesOf = (uri: string) => store.workspace.getDocument(uri)?.lines;
  const support = state.support.diagnostics;
  const wanted = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  // A missing own Lua file (CS0712): create it, where the client can create files.
  const range = toSpan(current.lines, params.range);
  const touching = diagnostics.filter((d) => d.span.start <= range.end && range.start <= d.span.end);
  const created =
    state.support.createFiles && wanted('quickfix')
      ? ownLuaQuickFixes(current, touching, (d) => toLspDiagnostic(d, current.lines, linesOf, support)).map((a) => ({ ...a, title: revealInvisibles(a.title) }))
      : [];
  return [
    ...actions
      .filter((action) => wanted(action.kind))
      .map((action) => ({
        // Titles quote clauses and card names ("Change to ..."): invisible characters are shown.
        title: revealInvisibles(action.title),
        kind: action.kind,
        diagnostics: action.diagnostics.map((d) => toLspDiagnostic(d, current.lines, linesOf, support)),
        edit: toWorkspaceEdit(action.edits, linesOf),
        ...(action.isPreferred ? { isPreferred: true } : {}),
      })),
    ...created,
  ];
}

export const CODE_ACTION_ROUTES = [
  route({
    method: CodeActionRequest.method,
    on: (c, answer) => c.onCodeAction(answer),
    guard: { name: 'codeAction', fallback: () => Promise.resolve([]) },
    handle: codeAction,
  }),
];
