import {
  DefinitionRequest,
  type DefinitionParams,
  ErrorCodes,
  type Location,
  type LocationLink,
  PrepareRenameRequest,
  type PrepareRenameParams,
  type Range,
  ReferencesRequest,
  type ReferenceParams,
  RenameRequest,
  type RenameParams,
  ResponseError,
  type WorkspaceEdit,
} from 'vscode-languageserver';
import { definitionAt, prepareRename as prepareRenameAt, referencesAt, renameAt } from '../../core/features/navigation';
import { toOffset, toRange, toWorkspaceEdit } from '../convert';
import type { ServerState } from '../serverState';
import { documentOf, linesOf } from './requestDocument';
import { route } from './route';

/** `textDocument/definition`: links (with the whole declaration) where the client takes them. */
export function definition(state: ServerState, params: DefinitionParams): Location[] | LocationLink[] | null {
  const document = documentOf(state, params);
  if (!document) return null;
  const targets = definitionAt(document, toOffset(document.lines, params.position), state.store.workspace);
  const located = targets.flatMap((t) => {
    const lines = linesOf(state, t.uri);
    return lines ? [{ target: t, lines }] : [];
  });
  if (state.support.definitionLinks) {
    return located.map(({ target, lines }) => ({
      targetUri: target.uri,
      targetRange: toRange(lines, target.declarationSpan ?? target.span),
      targetSelectionRange: toRange(lines, target.span),
    }));
  }
  return located.map(({ target, lines }) => ({ uri: target.uri, range: toRange(lines, target.span) }));
}

/** `textDocument/references`, the declaration only when asked. */
export function references(state: ServerState, params: ReferenceParams): Location[] {
  const document = documentOf(state, params);
  if (!document) return [];
  const includeDeclaration = params.context?.includeDeclaration === true;
  return referencesAt(document, toOffset(document.lines, params.position), state.store.workspace, includeDeclaration).flatMap((t) => {
    const lines = linesOf(state, t.uri);
    return lines ? [{ uri: t.uri, range: toRange(lines, t.span) }] : [];
  });
}

/** `textDocument/prepareRename`: what would be renamed, or why nothing can be. */
export function prepareRename(state: ServerState, params: PrepareRenameParams): { range: Range; placeholder: string } | ResponseError<void> | null {
  const document = documentOf(state, params);
  if (!document) return null;
  const result = prepareRenameAt(document, toOffset(document.lines, params.position), state.store.workspace);
  if ('error' in result) return new ResponseError<void>(ErrorCodes.InvalidRequest, result.error);
  return { range: toRange(document.lines, result.span), placeholder: result.placeholder };
}

/** `textDocument/rename`: every reference in every file, or why the name cannot be taken. */
export function rename(state: ServerState, params: RenameParams): WorkspaceEdit | ResponseError<void> | null {
  const document = documentOf(state, params);
  if (!document || typeof params.newName !== 'string') return null;
  const result = renameAt(document, toOffset(document.lines, params.position), params.newName, state.store.workspace);
  if ('error' in result) return new ResponseError<void>(ErrorCodes.InvalidRequest, result.error);
  return toWorkspaceEdit(result.edits, (uri) => linesOf(state, uri));
}

export const NAVIGATION_ROUTES = [
  route({
    method: DefinitionRequest.method,
    on: (c, answer) => c.onDefinition(answer),
    guard: { name: 'definition', fallback: () => null },
    handle: definition,
  }),
  route({ method: ReferencesRequest.method, on: (c, answer) => c.onReferences(answer), guard: { name: 'references', fallback: () => [] }, handle: references }),
  route({
    method: PrepareRenameRequest.method,
    on: (c, answer) => c.onPrepareRename(answer),
    guard: { name: 'prepareRename', fallback: () => null },
    handle: prepareRename,
  }),
  route({ method: RenameRequest.method, on: (c, answer) => c.onRenameRequest(answer), guard: { name: 'rename', fallback: () => null }, handle: rename }),
];
