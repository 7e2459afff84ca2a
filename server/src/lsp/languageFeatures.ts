import {
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Connection,
  type Hover,
  type SignatureHelp,
  MarkupKind,
  type DocumentSymbol,
  ErrorCodes,
  type FoldingRange,
  FoldingRangeKind,
  type InlayHint,
  type Location,
  type LocationLink,
  ResponseError,
  type SemanticTokens,
  type SymbolInformation,
  SymbolKind,
  type WorkspaceEdit,
} from 'vscode-languageserver';
import { codeActionsFor } from '../core/features/codeActions';
import { ownLuaQuickFixes } from './effectScriptRequests';
import { codeLenses } from '../core/features/codeLenses';
import { completionListAt, resolveCompletionDocumentation } from '../core/features/completion';
import { lazyDocumentation, toCompletionAnswer } from './completionList';
import { hoverAt } from '../core/features/hover';
import { signatureHelpAt } from '../core/features/signatureHelp';
import { hoverThumbnail } from './hoverThumbnail';
import { documentSymbols, type SymbolKind as CoreSymbolKind, type SymbolNode } from '../core/features/documentSymbols';
import { foldingRanges } from '../core/features/foldingRanges';
import { formatDocument } from '../core/features/formatting';
import { inlayHints } from '../core/features/inlayHints';
import { definitionAt, prepareRename, referencesAt, renameAt } from '../core/features/navigation';
import { semanticTokens } from '../core/features/semanticTokens';
import { workspaceSymbols } from '../core/features/workspaceSymbols';
import type { LineIndex } from '../core/text/lineIndex';
import { revealInvisibles } from '../core/text/markdown';
import type { AnalyzedDocument } from '../core/workspace/analyzedDocument';
import type { ClientSupport } from './clientSupport';
import { toLspDiagnostic, toLspTextEdit, toOffset, toRange, toSpan, toWorkspaceEdit } from './convert';
import type { DocumentStore } from './documentStore';
import { guarded } from './guard';
import { encodeSemanticTokens } from './semanticTokensEncoding';
import type { CardScriptSettings } from './settings';
import type { SimulationOutcomes } from './simulationOutcomes';

/**
 * The request handlers: each finds the analysed document, calls one pure core function, and converts the
 * answer. A request about a document the server does not know (never opened, not a card file, already
 * closed) answers empty, and positions outside the document are clamped into it (see convert.ts).
 * `clientSupport` is read per request: the client's capabilities are known only once `initialize` arrived.
 */
export function registerLanguageFeatures(
  connection: Connection,
  store: DocumentStore,
  clientSupport: () => ClientSupport,
  settingsOf: (uri: string) => Promise<CardScriptSettings>,
  outcomes?: SimulationOutcomes,
): void {
  const log = (message: string) => connection.console.error(message);
  const linesOf = (uri: string): LineIndex | undefined => store.workspace.getDocument(uri)?.lines;
  const documentOf = (params: { textDocument?: { uri?: unknown } } | undefined): AnalyzedDocument | undefined => {
    const uri = params?.textDocument?.uri;
    return typeof uri === 'string' ? store.get(uri) : undefined;
  };

  connection.onDocumentSymbol(
    guarded('documentSymbol', [], log, (params): DocumentSymbol[] | SymbolInformation[] => {
      const document = documentOf(params);
      if (!document) return [];
      const symbols = documentSymbols(document);
      if (clientSupport().hierarchicalSymbols) return symbols.map((s) => toDocumentSymbol(s, document.lines));
      return flattenSymbols(symbols, document, undefined);
    }),
  );

  connection.onFoldingRanges(
    guarded('foldingRange', [], log, (params): FoldingRange[] => {
      const document = documentOf(params);
      if (!document) return [];
      return foldingRanges(document).map((r) => ({
        startLine: r.startLine,
        endLine: r.endLine,
        ...(r.kind === 'comment' ? { kind: FoldingRangeKind.Comment } : r.kind === 'region' ? { kind: FoldingRangeKind.Region } : {}),
      }));
    }),
  );

  connection.onSignatureHelp(
    guarded('signatureHelp', null, log, (params): SignatureHelp | null => {
      const document = documentOf(params);
      if (!document) return null;
      const signatures = signatureHelpAt(document, toOffset(document.lines, params.position));
      if (signatures.length === 0) return null;
      return { signatures: signatures.map((s) => ({ label: s.label, documentation: s.documentation })), activeSignature: 0, activeParameter: 0 };
    }),
  );

  connection.onHover(
    guarded('hover', null, log, (params): Hover | null => {
      const document = documentOf(params);
      if (!document) return null;
      const hover = hoverAt(document, toOffset(document.lines, params.position), store.workspace);
      if (!hover) return null;
      const thumbnail = clientSupport().hoverMarkdown ? hoverThumbnail(document, hover.span) : undefined;
      return {
        contents: { kind: clientSupport().hoverMarkdown ? MarkupKind.Markdown : MarkupKind.PlainText, value: thumbnail ? `${hover.markdown}\n\n${thumbnail}` : hover.markdown },
        range: toRange(document.lines, hover.span),
      };
    }),
  );

  connection.onCompletion(
    guarded('completion', [], log, (params): CompletionItem[] | CompletionList => {
      const document = documentOf(params);
      if (!document) return [];
      const list = completionListAt(document, toOffset(document.lines, params.position), store.workspace);
      const support = clientSupport();
      const items = support.completionSnippets ? list.items : list.items.filter((item) => !item.isSnippet);
      return toCompletionAnswer(items, list.isIncomplete, document.lines, support.completionItemDefaults, support.completionResolvesDocumentation);
    }),
  );

  // Card items leave their printed text out of the list, and for a client that resolves documentation the
  // phrases and fields their paragraph (completionList.ts); the client asks for it when it shows the item.
  const resolveItem = (item: CompletionItem): CompletionItem => {
    const kept = item && item.documentation === undefined ? lazyDocumentation(item.label, item.data) : undefined;
    if (kept !== undefined) return { ...item, documentation: { kind: MarkupKind.Markdown, value: kept } };
    const card = (item?.data as { card?: unknown } | undefined)?.card;
    if (typeof card !== 'string' || item.documentation !== undefined) return item;
    store.sync();
    const documentation = resolveCompletionDocumentation({ card }, store.workspace);
    return documentation ? { ...item, documentation: { kind: MarkupKind.Markdown, value: documentation } } : item;
  };
  connection.onCompletionResolve((item) => guarded('completionResolve', item, log, resolveItem)(item));

  connection.onDefinition(
    guarded('definition', null, log, (params): Location[] | LocationLink[] | null => {
      const document = documentOf(params);
      if (!document) return null;
      const targets = definitionAt(document, toOffset(document.lines, params.position), store.workspace);
      const located = targets.flatMap((t) => {
        const lines = linesOf(t.uri);
        return lines ? [{ target: t, lines }] : [];
      });
      if (clientSupport().definitionLinks) {
        return located.map(({ target, lines }) => ({
          targetUri: target.uri,
          targetRange: toRange(lines, target.declarationSpan ?? target.span),
          targetSelectionRange: toRange(lines, target.span),
        }));
      }
      return located.map(({ target, lines }) => ({ uri: target.uri, range: toRange(lines, target.span) }));
    }),
  );

  connection.onReferences(
    guarded('references', [], log, (params): Location[] => {
      const document = documentOf(params);
      if (!document) return [];
      const includeDeclaration = params.context?.includeDeclaration === true;
      return referencesAt(document, toOffset(document.lines, params.position), store.workspace, includeDeclaration).flatMap((t) => {
        const lines = linesOf(t.uri);
        return lines ? [{ uri: t.uri, range: toRange(lines, t.span) }] : [];
      });
    }),
  );

  connection.onPrepareRename(
    guarded('prepareRename', null, log, (params) => {
      const document = documentOf(params);
      if (!document) return null;
      const result = prepareRename(document, toOffset(document.lines, params.position), store.workspace);
      if ('error' in result) return new ResponseError<void>(ErrorCodes.InvalidRequest, result.error);
      return { range: toRange(document.lines, result.span), placeholder: result.placeholder };
    }),
  );

  connection.onRenameRequest(
    guarded('rename', null, log, (params): WorkspaceEdit | ResponseError<void> | null => {
      const document = documentOf(params);
      if (!document || typeof params.newName !== 'string') return null;
      const result = renameAt(document, toOffset(document.lines, params.position), params.newName, store.workspace);
      if ('error' in result) return new ResponseError<void>(ErrorCodes.InvalidRequest, result.error);
      return toWorkspaceEdit(result.edits, linesOf);
    }),
  );

  connection.onWorkspaceSymbol(
    guarded('workspaceSymbol', [], log, (params): SymbolInformation[] => {
      store.sync();
      const query = typeof params?.query === 'string' ? params.query : '';
      return workspaceSymbols(store.workspace, query).flatMap((s) => {
        const lines = linesOf(s.uri);
        if (!lines) return [];
        return [{ name: revealInvisibles(s.name), kind: SYMBOL_KINDS[s.kind], location: { uri: s.uri, range: toRange(lines, s.span) }, containerName: s.containerName || undefined }];
      });
    }),
  );

  connection.onDocumentFormatting(
    guarded('formatting', [], log, (params) => {
      const document = documentOf(params);
      if (!document) return [];
      const { tabSize, insertSpaces } = params.options;
      return formatDocument(document, { tabSize, insertSpaces }).map((edit) => toLspTextEdit(edit, document.lines));
    }),
  );

  connection.onCodeAction(
    guarded('codeAction', Promise.resolve([]), log, async (params): Promise<CodeAction[]> => {
      const document = documentOf(params);
      if (!document) return [];
      // The diagnostics the user sees (families switched off offer no fixes), recomputed for this version.
      const { checks } = await settingsOf(document.uri);
      const current = store.get(document.uri);
      if (!current) return [];
      const diagnostics = store.workspace.diagnosticsFor(current.uri, checks);
      const actions = codeActionsFor(current, toSpan(current.lines, params.range), diagnostics, store.workspace);
      const only = params.context?.only;
      const linesOf = (uri: string) => store.workspace.getDocument(uri)?.lines;
      const support = clientSupport().diagnostics;
      const wanted = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
      // A missing own Lua file (CS0712): create it, where the client can create files.
      const range = toSpan(current.lines, params.range);
      const touching = diagnostics.filter((d) => d.span.start <= range.end && range.start <= d.span.end);
      const created = clientSupport().createFiles && wanted('quickfix')
        ? ownLuaQuickFixes(current, touching, (d) => toLspDiagnostic(d, current.lines, linesOf, support)).map((a) => ({ ...a, title: revealInvisibles(a.title) }))
        : [];
      return [...actions
        .filter((action) => wanted(action.kind))
        .map((action) => ({
          // Titles quote clauses and card names ("Change to ..."): invisible characters are shown.
          title: revealInvisibles(action.title),
          kind: action.kind,
          diagnostics: action.diagnostics.map((d) => toLspDiagnostic(d, current.lines, linesOf, support)),
          edit: toWorkspaceEdit(action.edits, linesOf),
          ...(action.isPreferred ? { isPreferred: true } : {}),
        })), ...created];
    }),
  );

  connection.languages.semanticTokens.on(
    guarded('semanticTokens', { data: [] }, log, (params): SemanticTokens => {
      const document = documentOf(params);
      if (!document) return { data: [] };
      return encodeSemanticTokens(semanticTokens(document, store.workspace), document.lines);
    }),
  );

  connection.languages.semanticTokens.onRange(
    guarded('semanticTokensRange', { data: [] }, log, (params): SemanticTokens => {
      const document = documentOf(params);
      if (!document) return { data: [] };
      // A request without a range (a misbehaving client) gets the whole document's tokens.
      const range = params.range ? toSpan(document.lines, params.range) : undefined;
      return encodeSemanticTokens(semanticTokens(document, store.workspace, range), document.lines);
    }),
  );

  connection.languages.inlayHint.on(
    guarded('inlayHint', Promise.resolve([]), log, async (params): Promise<InlayHint[]> => {
      const document = documentOf(params);
      if (!document) return [];
      if (!(await settingsOf(document.uri)).inlayHints) return [];
      // The settings may have taken a moment: answer for the version current now.
      const current = store.get(document.uri);
      if (!current) return [];
      return inlayHints(current, params.range ? toSpan(current.lines, params.range) : undefined).map((hint) => ({
        position: current.lines.positionAt(hint.offset),
        label: hint.label,
        tooltip: hint.tooltip,
        paddingLeft: hint.paddingLeft,
      }));
    }),
  );

  connection.onCodeLens(
    guarded('codeLens', [], log, (params) => {
      const document = documentOf(params);
      if (!document) return [];
      return codeLenses(document).map((lens) => {
        // After a run, the title carries its outcome ("Simulate summon · 6 legal, 4 illegal").
        const kind = lens.command === 'cardscript.simulateCard' ? 'card' : 'scenario';
        const outcome = outcomes?.outcomeOf(document.uri, kind, lens.target.name);
        const title = outcome ? `${lens.title} \u00b7 ${outcome}` : lens.title;
        return { range: toRange(document.lines, lens.span), command: { title, command: lens.command, arguments: [lens.target] } };
      });
    }),
  );
}

const SYMBOL_KINDS: Record<CoreSymbolKind, SymbolKind> = {
  set: SymbolKind.Package,
  monster: SymbolKind.Class,
  spell: SymbolKind.Function,
  trap: SymbolKind.Event,
  scenario: SymbolKind.Module,
  clause: SymbolKind.Property,
  step: SymbolKind.Method,
};

function toDocumentSymbol(node: SymbolNode, lines: LineIndex): DocumentSymbol {
  return {
    // Outline names are card names: bidi controls and zero-width characters are shown, not obeyed.
    name: revealInvisibles(node.name) || '(unnamed)',
    detail: node.detail,
    kind: SYMBOL_KINDS[node.kind],
    range: toRange(lines, node.span),
    selectionRange: toRange(lines, node.selectionSpan),
    children: node.children.map((c) => toDocumentSymbol(c, lines)),
  };
}

/** For clients without hierarchical outlines: every node as a flat SymbolInformation. */
function flattenSymbols(nodes: readonly SymbolNode[], document: AnalyzedDocument, container: string | undefined): SymbolInformation[] {
  return nodes.flatMap((node) => [
    { name: revealInvisibles(node.name) || '(unnamed)', kind: SYMBOL_KINDS[node.kind], location: { uri: document.uri, range: toRange(document.lines, node.span) }, containerName: container },
    ...flattenSymbols(node.children, document, node.name),
  ]);
}
