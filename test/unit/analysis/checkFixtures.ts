import * as path from 'node:path';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import type { AnalyzedDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';
import { fixtureNames } from '../../helpers/fixtureFiles';

/**
 * Helpers of the summoning-analysis fixtures (test/fixtures/diagnostics, quickfixes, hovers).
 *
 * Expected diagnostics are written as comments on the line after the span they mark, rust-analyzer style:
 *
 *     tributes 2
 *   # ^^^^^^^^^^ CS0302
 *
 * The carets give the columns on the nearest line above that is not a marker; several marker lines may
 * follow one line. A diagnostic spanning several lines is compared on its first line only. Several codes
 * may share a marker (`^^^ CS0302 CS0303`). A marker with one code may go on with a message part, which
 * must be a substring of the diagnostic's message (the code and span say where, the message says what):
 *
 *     tributes 2
 *   # ^^^^^^^^^^ CS0302 needs 1 Tribute
 */
export const repoRoot = path.resolve(__dirname, '../../../..');
export const fixturesDir = (name: string) => path.join(repoRoot, 'test', 'fixtures', name);

/** A workspace holding one document (plus optional extra files), with every default check. */
export function checkedDocument(
  uri: string,
  text: string,
  others: readonly [string, string][] = [],
): {
  readonly workspace: CardWorkspace;
  readonly document: AnalyzedDocument;
  readonly diagnostics: Diagnostic[];
} {
  const workspace = new CardWorkspace(DEFAULT_CHECKS);
  for (const [otherUri, otherText] of others) workspace.setDocument(otherUri, otherText);
  const document = workspace.setDocument(uri, text);
  return { workspace, document, diagnostics: workspace.diagnosticsFor(uri) };
}

const MARKER = /^\s*#(\s*)(\^+)\s+(CS\d{4}(?:\s+CS\d{4})*)(?:\s+(\S.*?))?\s*$/;

export interface MarkedSpan {
  readonly code: string;
  readonly line: number;
  readonly column: number;
  readonly length: number;
  /** A marker's message part, or an actual diagnostic's whole message. */
  readonly message?: string;
}

/** The expected diagnostics written as caret markers. */
export function readMarkers(text: string): MarkedSpan[] {
  const lines = text.split(/\r\n|\r|\n/);
  const marked: MarkedSpan[] = [];
  let target = -1;
  lines.forEach((line, index) => {
    const match = MARKER.exec(line);
    if (!match) {
      target = index;
      return;
    }
    if (target < 0) throw new Error(`marker on line ${index + 1} has no line above it`);
    const column = line.indexOf('^');
    const codes = match[3].split(/\s+/);
    const message = match[4];
    if (message !== undefined && codes.length > 1)
      throw new Error(`marker on line ${index + 1} has a message part after several codes: give each code its own marker`);
    for (const code of codes) marked.push({ code, line: target, column, length: match[2].length, ...(message !== undefined ? { message } : {}) });
  });
  return marked;
}

/** The actual diagnostics in the same form (first line only). */
export function toMarked(document: AnalyzedDocument, diagnostics: readonly Diagnostic[]): MarkedSpan[] {
  return diagnostics.map((d) => {
    const start = document.lines.positionAt(d.span.start);
    const lineEnd = document.lines.lineEndWithoutBreak(start.line);
    const end = Math.min(d.span.end, lineEnd);
    return { code: d.code, line: start.line, column: start.character, length: Math.max(1, end - d.span.start), message: d.message };
  });
}

/**
 * The actual spans as the markers state them, to compare with `expected`: an actual diagnostic keeps the
 * marker's message part where it contains it, its whole message where a marker at its place names another
 * (so the difference shows), and no message where no marker names one.
 */
export function asMarkersState(actual: readonly MarkedSpan[], expected: readonly MarkedSpan[]): MarkedSpan[] {
  const samePlace = (a: MarkedSpan, b: MarkedSpan) => a.code === b.code && a.line === b.line && a.column === b.column && a.length === b.length;
  const stated = new Map<number, string>();
  for (const marker of expected) {
    if (marker.message === undefined) continue;
    const free = (i: number) => !stated.has(i) && samePlace(actual[i], marker);
    const containing = actual.findIndex((span, i) => free(i) && span.message!.includes(marker.message!));
    const at = containing >= 0 ? containing : actual.findIndex((_, i) => free(i));
    if (at >= 0) stated.set(at, containing >= 0 ? marker.message : actual[at].message!);
  }
  return actual.map((span, i) => {
    const { message: _message, ...place } = span;
    const message = stated.get(i);
    return message === undefined ? place : { ...place, message };
  });
}

export function sortMarked(spans: readonly MarkedSpan[]): MarkedSpan[] {
  return [...spans].sort(
    (a, b) => a.line - b.line || a.column - b.column || a.length - b.length || a.code.localeCompare(b.code) || (a.message ?? '').localeCompare(b.message ?? ''),
  );
}

/** Renders spans as marker lines under their lines, to show what was found when a fixture fails. */
export function renderMarked(text: string, spans: readonly MarkedSpan[]): string {
  const lines = text.split(/\r\n|\r|\n/).filter((line) => !MARKER.test(line));
  const byLine = new Map<number, MarkedSpan[]>();
  const original = text.split(/\r\n|\r|\n/);
  // Map original line numbers to the marker-free listing.
  const index = new Map<number, number>();
  let kept = 0;
  original.forEach((line, i) => {
    if (!MARKER.test(line)) index.set(i, kept++);
  });
  for (const span of spans) {
    const at = index.get(span.line) ?? span.line;
    byLine.set(at, [...(byLine.get(at) ?? []), span]);
  }
  const out: string[] = [];
  lines.forEach((line, i) => {
    out.push(line);
    for (const span of byLine.get(i) ?? []) {
      const pad = span.column > 0 ? `#${' '.repeat(span.column - 1)}` : '#';
      out.push(`${pad}${'^'.repeat(span.length)} ${span.code}${span.message === undefined ? '' : ` ${span.message}`}`);
    }
  });
  return out.join('\n');
}

/** The fixtures of a folder; a missing or empty folder throws (fixtureFiles.ts). */
export function listFixtures(dir: string, suffix: string): string[] {
  return fixtureNames(dir, (f) => f.endsWith(suffix));
}
