import { CodeActionKind, type ServerCapabilities, TextDocumentSyncKind } from 'vscode-languageserver';
import type { ClientSupport } from './clientSupport';
import { PULL_DIAGNOSTICS_IDENTIFIER } from './pullDiagnosticsRequests';
import { SEMANTIC_TOKENS_LEGEND } from './semanticTokensEncoding';

/** What the server answers `initialize` with, for a client that supports `support` (handlers/requestTable.ts answers each). */
export function serverCapabilities(support: ClientSupport): ServerCapabilities {
  return {
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
    documentSymbolProvider: { label: 'CardScript' },
    hoverProvider: true,
    signatureHelpProvider: { triggerCharacters: [' '] },
    completionProvider: { triggerCharacters: ['"'], resolveProvider: true },
    foldingRangeProvider: true,
    definitionProvider: true,
    referencesProvider: true,
    renameProvider: support.prepareRename ? { prepareProvider: true } : true,
    workspaceSymbolProvider: true,
    documentFormattingProvider: true,
    codeLensProvider: { resolveProvider: false },
    semanticTokensProvider: { legend: SEMANTIC_TOKENS_LEGEND, full: true, range: true },
    inlayHintProvider: true,
    codeActionProvider: support.codeActionLiterals ? { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] } : true,
    workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    // Pull diagnostics where the client supports them; every other client is sent them.
    ...(support.pullDiagnostics
      ? { diagnosticProvider: { identifier: PULL_DIAGNOSTICS_IDENTIFIER, interFileDependencies: true, workspaceDiagnostics: true } }
      : {}),
  };
}
