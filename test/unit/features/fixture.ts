import type { Span } from '../../../server/src/core/text/span';
import type { AnalyzedDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';

/**
 * Test fixtures in the rust-analyzer style: one or more `.card` files in one string, each after a
 * `//- name.card` header line (a single file needs no header), and at most one cursor marker `$0`.
 * A `//- library/name.card` file goes into the bundled library instead of the workspace.
 */
export interface Fixture {
  readonly workspace: CardWorkspace;
  /** The document holding `$0` (or the first file). */
  readonly document: AnalyzedDocument;
  /** The cursor's offset in that document (0 without a marker). */
  readonly offset: number;
}

export const CURSOR = '$0';

export function uriOf(name: string): string {
  return `file:///ws/${name}`;
}

export function parseFixture(source: string): Fixture {
  const files = splitFiles(source);
  let cursorFile: string | undefined;
  let offset = 0;
  const texts = new Map<string, string>();
  for (const [name, raw] of files) {
    const at = raw.indexOf(CURSOR);
    if (at >= 0) {
      if (cursorFile !== undefined) throw new Error('a fixture has at most one $0');
      cursorFile = name;
      offset = at;
      texts.set(name, raw.slice(0, at) + raw.slice(at + CURSOR.length));
    } else {
      texts.set(name, raw);
    }
  }
  const library = [...texts].filter(([name]) => name.startsWith('library/')).map(([name, text]) => analyzeDocument(uriOf(name), text));
  const workspace = new CardWorkspace([], library);
  for (const [name, text] of texts) if (!name.startsWith('library/')) workspace.setDocument(uriOf(name), text);
  const documentName = cursorFile ?? [...texts.keys()][0];
  const document = workspace.getDocument(uriOf(documentName)) ?? library.find((d) => d.uri === uriOf(documentName))!;
  return { workspace, document, offset };
}

function splitFiles(source: string): [string, string][] {
  const text = source.startsWith('\n') ? source.slice(1) : source;
  if (!text.startsWith('//- ')) return [['main.card', text]];
  const files: [string, string][] = [];
  for (const chunk of text.split(/^\/\/- /m).slice(1)) {
    const newline = chunk.indexOf('\n');
    files.push([chunk.slice(0, newline).trim(), chunk.slice(newline + 1)]);
  }
  return files;
}

/** `main.card 3:10 Dark Necrofear`: where a span is (1-based line:column) and what it covers. */
export function describeSpan(workspace: CardWorkspace, uri: string, span: Span): string {
  const document = workspace.getDocument(uri);
  const name = uri.replace('file:///ws/', '');
  if (!document) return `${name} ${span.start}..${span.end}`;
  const position = document.lines.positionAt(span.start);
  return `${name} ${position.line + 1}:${position.character + 1} ${document.text.slice(span.start, span.end)}`;
}

/** Applies non-overlapping edits of one text (offsets of the original). */
export function applyEdits(text: string, edits: readonly { readonly span: Span; readonly newText: string }[]): string {
  const sorted = [...edits].sort((a, b) => b.span.start - a.span.start);
  let result = text;
  let previousStart = Infinity;
  for (const edit of sorted) {
    if (edit.span.end > previousStart) throw new Error('overlapping edits');
    result = result.slice(0, edit.span.start) + edit.newText + result.slice(edit.span.end);
    previousStart = edit.span.start;
  }
  return result;
}
