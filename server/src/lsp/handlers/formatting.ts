import { DocumentFormattingRequest, type DocumentFormattingParams, type TextEdit } from 'vscode-languageserver';
import { formatDocument } from '../../core/features/formatting';
import { toLspTextEdit } from '../convert';
import type { ServerState } from '../serverState';
import { documentOf } from './requestDocument';
import { route } from './route';

/** `textDocument/formatting`: the edits that give the document the canonical layout. */
export function formatting(state: ServerState, params: DocumentFormattingParams): TextEdit[] {
  const document = documentOf(state, params);
  if (!document) return [];
  const { tabSize, insertSpaces } = params.options;
  return formatDocument(document, { tabSize, insertSpaces }).map((edit) => toLspTextEdit(edit, document.lines));
}

export const FORMATTING_ROUTES = [
  route({
    method: DocumentFormattingRequest.method,
    on: (c, answer) => c.onDocumentFormatting(answer),
    guard: { name: 'formatting', fallback: () => [] },
    handle: formatting,
  }),
];
