import * as fs from 'fs';
import type { CodeAction, Diagnostic as LspDiagnostic, WorkspaceEdit } from 'vscode-languageserver';
import type { CardDeclaration } from '../core/model/cards';
import { ownLuaPathProblem } from '../core/model/ownLuaPath';
import type { Span } from '../core/text/span';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import { fileUriFromPath, pathFromUri } from '../files/fileUris';
import { pathInsideCardFolder } from '../files/insideCardFolder';
import { effectScriptPathFor, starterLuaScript } from '../interop/edopro/ownLua/starterLuaScript';
import { toRange } from './convert';
import type { CreateEffectScriptResult } from './customProtocol';

/**
 * A starting file for a card's own Lua (starterLuaScript.ts), as an LSP WorkspaceEdit the client applies:
 * for `cardscript/createEffectScript` ("CardScript: Create Effect Script", handlers/effectScripts.ts) and
 * the quick fix of CS0712 (a `script` file that does not exist). The file is created (never over an
 * existing one: the edit fails instead) and, for a card without a `script` line, the line is added.
 */
/** The result for one card: the file to open, and the edit that creates it (and names it in the card). */
export function effectScriptFor(document: AnalyzedDocument, card: CardDeclaration, version: number | null): CreateEffectScriptResult {
  const cardFile = pathFromUri(document.uri);
  if (cardFile === undefined) return { ok: false, message: 'Save the card file first: its own Lua is written beside it.' };
  const newline = document.text.includes('\r\n') ? '\r\n' : '\n';
  if (card.ownLua) {
    const problem = ownLuaPathProblem(card.ownLua.value);
    const file = problem ? undefined : pathInsideCardFolder(cardFile, card.ownLua.value);
    if (!file) return { ok: false, message: `The card's script "${card.ownLua.value}" is not a .lua file inside the card file's folder.` };
    const luaUri = fileUriFromPath(file);
    if (fs.existsSync(file)) return { ok: true, message: `"${card.name.value}" has its own Lua already: ${card.ownLua.value}.`, luaUri };
    return { ok: true, message: `Created ${card.ownLua.value} for "${card.name.value}".`, luaUri, edit: creation(luaUri, starterLuaScript(card, newline)) };
  }
  const relative = effectScriptPathFor(card, (path) => fs.existsSync(pathInsideCardFolder(cardFile, path)!));
  const luaUri = fileUriFromPath(pathInsideCardFolder(cardFile, relative)!);
  const line = scriptLineEdit(document, card, relative, newline);
  if (!line) return { ok: false, message: `"${card.name.value}" has no { } body to add its script line to.` };
  const edit = creation(luaUri, starterLuaScript(card, newline));
  edit.documentChanges!.push({ textDocument: { uri: document.uri, version }, edits: [{ range: toRange(document.lines, line.span), newText: line.newText }] });
  return { ok: true, message: `Created ${relative} for "${card.name.value}" and added its script line.`, luaUri, edit };
}

/** The quick fixes of CS0712 "is not found" diagnostics: create the file the card names. */
export function ownLuaQuickFixes<D extends { readonly code: string; readonly span: Span; readonly message: string }>(
  document: AnalyzedDocument,
  diagnostics: readonly D[],
  lsp: (d: D) => LspDiagnostic,
): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.code !== 'CS0712' || !/ is not found \(/.test(diagnostic.message)) continue;
    const card = document.file.cards.find((c) => c.ownLua && c.ownLua.span.start === diagnostic.span.start);
    if (!card?.ownLua) continue;
    const result = effectScriptFor(document, card, null);
    if (!result.edit) continue;
    actions.push({
      title: `Create ${card.ownLua.value} with the engine's structure`,
      kind: 'quickfix',
      diagnostics: [lsp(diagnostic)],
      edit: result.edit as WorkspaceEdit,
      isPreferred: true,
    });
  }
  return actions;
}

function creation(luaUri: string, text: string): WorkspaceEdit {
  return {
    documentChanges: [
      // Never over a file of the same name: the whole edit fails instead.
      { kind: 'create', uri: luaUri, options: { overwrite: false, ignoreIfExists: false } },
      { textDocument: { uri: luaUri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }] },
    ],
  };
}

/** `script "path"` as the card's first line (its indentation, the file's line ends), or `;`-separated on a one-line card. */
function scriptLineEdit(document: AnalyzedDocument, card: CardDeclaration, relative: string, newline: string): { span: Span; newText: string } | undefined {
  const body = card.body;
  if (!body) return undefined;
  const field = `script "${relative}"`;
  const first = body.statements[0];
  if (!first) {
    const indent = indentationOf(document, card.span.start);
    return { span: { start: body.open.end, end: body.open.end }, newText: `${newline}${indent}  ${field}` };
  }
  const sameLine = document.lines.positionAt(first.start).line === document.lines.positionAt(body.open.start).line;
  if (sameLine) return { span: { start: first.start, end: first.start }, newText: `${field}; ` };
  return { span: { start: first.start, end: first.start }, newText: `${field}${newline}${indentationOf(document, first.start)}` };
}

/** The spaces and tabs before `offset` on its line. */
function indentationOf(document: AnalyzedDocument, offset: number): string {
  const position = document.lines.positionAt(offset);
  const lineStart = offset - position.character;
  return /^[ \t]*/.exec(document.text.slice(lineStart, offset))![0];
}
