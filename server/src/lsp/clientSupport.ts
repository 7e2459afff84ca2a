import { type ClientCapabilities, DiagnosticTag, MarkupKind } from 'vscode-languageserver';
import type { DiagnosticSupport } from './convert';

/**
 * What this client can do, probed once in onInitialize (the lsp-sample lesson): the server adapts to a
 * minimal client (a stdio test, another editor) instead of assuming VS Code.
 */
export interface ClientSupport {
  readonly configuration: boolean;
  readonly workspaceFolders: boolean;
  readonly watchedFilesRegistration: boolean;
  readonly diagnostics: DiagnosticSupport;
  readonly diagnosticVersion: boolean;
  readonly hoverMarkdown: boolean;
  readonly completionSnippets: boolean;
  /** The completion list properties the client takes as defaults for every item (LSP 3.17 `itemDefaults`). */
  readonly completionItemDefaults: readonly string[];
  /** The client resolves an item's documentation when it shows it (`completionItem.resolveSupport`, LSP 3.16). */
  readonly completionResolvesDocumentation: boolean;
  readonly hierarchicalSymbols: boolean;
  readonly codeActionLiterals: boolean;
  readonly prepareRename: boolean;
  readonly definitionLinks: boolean;
  /** The client re-asks for code lenses on `workspace/codeLens/refresh` (LSP 3.16). */
  readonly codeLensRefresh: boolean;
  /** The client pulls diagnostics (`textDocument/diagnostic`, LSP 3.17): the server then publishes none. */
  readonly pullDiagnostics: boolean;
  /** The client pulls again on `workspace/diagnostic/refresh` (LSP 3.17). */
  readonly diagnosticRefresh: boolean;
  /** The client applies workspace edits that create files (`documentChanges` with `create`): the quick fix of CS0712. */
  readonly createFiles: boolean;
}

export function probeClientSupport(capabilities: ClientCapabilities): ClientSupport {
  const text = capabilities.textDocument;
  const publish = text?.publishDiagnostics;
  return {
    configuration: capabilities.workspace?.configuration === true,
    workspaceFolders: capabilities.workspace?.workspaceFolders === true,
    watchedFilesRegistration: capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
    diagnostics: {
      relatedInformation: publish?.relatedInformation === true,
      codeDescription: publish?.codeDescriptionSupport === true,
      tags: (publish?.tagSupport?.valueSet ?? []).filter((t) => t === DiagnosticTag.Unnecessary || t === DiagnosticTag.Deprecated),
    },
    diagnosticVersion: publish?.versionSupport === true,
    hoverMarkdown: (text?.hover?.contentFormat ?? [MarkupKind.PlainText]).includes(MarkupKind.Markdown),
    completionSnippets: text?.completion?.completionItem?.snippetSupport === true,
    completionItemDefaults: stringsOf(text?.completion?.completionList?.itemDefaults),
    completionResolvesDocumentation: stringsOf(text?.completion?.completionItem?.resolveSupport?.properties).includes('documentation'),
    hierarchicalSymbols: text?.documentSymbol?.hierarchicalDocumentSymbolSupport === true,
    codeActionLiterals: text?.codeAction?.codeActionLiteralSupport !== undefined,
    prepareRename: text?.rename?.prepareSupport === true,
    definitionLinks: text?.definition?.linkSupport === true,
    codeLensRefresh: capabilities.workspace?.codeLens?.refreshSupport === true,
    pullDiagnostics: text?.diagnostic !== undefined && text.diagnostic !== null,
    diagnosticRefresh: capabilities.workspace?.diagnostics?.refreshSupport === true,
    createFiles:
      capabilities.workspace?.workspaceEdit?.documentChanges === true && stringsOf(capabilities.workspace.workspaceEdit.resourceOperations).includes('create'),
  };
}

/** A list of strings from the client, without anything else a misbehaving client put in it. */
function stringsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
