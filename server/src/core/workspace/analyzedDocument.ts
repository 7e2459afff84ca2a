import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardFile } from '../model/cards';
import { lowerFile } from '../model/lowerCards';
import { parse } from '../syntax/parser';
import type { SyntaxTree } from '../syntax/syntaxTree';
import { LineIndex } from '../text/lineIndex';

/**
 * One document parsed and lowered once per version; every feature reads this instead of re-parsing
 * (the vscode-json-languageservice lesson in docs/architecture.md).
 */
export interface AnalyzedDocument {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  readonly lines: LineIndex;
  readonly tree: SyntaxTree;
  readonly file: CardFile;
  /** Syntax errors and field errors of this file alone (no cross-file knowledge). */
  readonly localDiagnostics: readonly Diagnostic[];
}

export function analyzeDocument(uri: string, text: string, version = 0): AnalyzedDocument {
  const parsed = parse(text);
  const lowered = lowerFile(uri, parsed.tree);
  // Built on first use: a document without diagnostics, hovers or edits never needs line numbers
  // (a few percent of a cold workspace load).
  let lines: LineIndex | undefined;
  return {
    uri,
    version,
    text,
    get lines() {
      return (lines ??= new LineIndex(text));
    },
    tree: parsed.tree,
    file: lowered.file,
    localDiagnostics: [...parsed.diagnostics, ...lowered.diagnostics],
  };
}
