import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, CardFile, ScenarioDeclaration, SetHeader } from '../model/cards';
import { LexedToken } from '../syntax/lexer';
import type { Statement, SyntaxTree } from '../syntax/syntaxTree';
import type { Token } from '../syntax/token';
import { LineIndex } from '../text/lineIndex';
import { type Segment, segmentDocument, updateSegments } from './declarationSegments';

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

const segmentsOf = new WeakMap<AnalyzedDocument, readonly Segment[]>();

/**
 * Analyses a document. Given the previous version of the same document, only the declarations an edit
 * touches are lexed, parsed and lowered again (declarationSegments.ts); the others, with everything derived
 * from them, are reused and moved. The previous version must not be read for offsets afterwards (its
 * reused declarations now describe the new text).
 */
export function analyzeDocument(uri: string, text: string, version = 0, previous?: AnalyzedDocument): AnalyzedDocument {
  const before = previous && previous.uri === uri ? segmentsOf.get(previous) : undefined;
  const segments = (before && previous ? updateSegments(uri, before, previous.text, text) : undefined) ?? segmentDocument(uri, text);
  const document = assemble(uri, text, version, segments);
  segmentsOf.set(document, segments);
  return document;
}

function assemble(uri: string, text: string, version: number, segments: readonly Segment[]): AnalyzedDocument {
  const statements: Statement[] = [];
  const cards: CardDeclaration[] = [];
  const scenarios: ScenarioDeclaration[] = [];
  const parseDiagnostics: Diagnostic[] = [];
  const lowerDiagnostics: Diagnostic[] = [];
  let setHeader: SetHeader | undefined;
  for (const segment of segments) {
    push(statements, segment.statements);
    push(cards, segment.cards);
    push(scenarios, segment.scenarios);
    push(parseDiagnostics, segment.parseDiagnostics);
    if (segment.setHeader && setHeader) {
      // lowerFile's rule across segments: a file has at most one set header. Reported where lowerFile
      // reports it: after the diagnostics of the statements up to the header's.
      const header = segment.setHeader.span;
      const own = segment.lowerDiagnostics;
      let at = 0;
      while (at < own.length && own[at].span.start <= header.end) at++;
      push(lowerDiagnostics, own.slice(0, at));
      lowerDiagnostics.push({ span: header, severity: 'error', code: 'CS0120', message: 'A file has at most one set header; this one repeats it.' });
      push(lowerDiagnostics, own.slice(at));
    } else {
      push(lowerDiagnostics, segment.lowerDiagnostics);
      setHeader ??= segment.setHeader;
    }
  }
  let tokens: Token[] | undefined;
  let comments: Token[] | undefined;
  let lines: LineIndex | undefined;
  // Built on first use: the flat token lists are asked for by a few features only (hover, completion).
  const tree: SyntaxTree = {
    text,
    statements,
    get tokens() {
      if (!tokens) {
        tokens = [];
        for (const segment of segments) push(tokens, segment.tokens);
        tokens.push(new LexedToken({ base: 0 }, text.length, text.length, 'eof', '', ''));
      }
      return tokens;
    },
    get comments() {
      if (!comments) {
        comments = [];
        for (const segment of segments) push(comments, segment.comments);
      }
      return comments;
    },
  };
  const file: CardFile = setHeader ? { uri, setHeader, cards, scenarios } : { uri, cards, scenarios };
  return {
    uri,
    version,
    text,
    // Built on first use: a document without diagnostics, hovers or edits never needs line numbers.
    get lines() {
      return (lines ??= new LineIndex(text));
    },
    tree,
    file,
    localDiagnostics: [...parseDiagnostics, ...lowerDiagnostics],
  };
}

/** Appends without spreading (a spread of 100,000 items overflows the stack). */
function push<T>(target: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) target.push(items[i]);
}
