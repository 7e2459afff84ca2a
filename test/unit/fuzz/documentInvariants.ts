import assert from 'node:assert/strict';
import type { Diagnostic } from '../../../server/src/core/diagnostics/diagnostic';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import type { Span } from '../../../server/src/core/text/span';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { CardWorkspace } from '../../../server/src/core/workspace/cardWorkspace';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';

/**
 * What must hold for every input, however broken: no throw, and every reported range inside its document
 * without splitting a surrogate pair (an editor cannot place a squiggle inside a character).
 */

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

export function splitsSurrogatePair(text: string, offset: number): boolean {
  return offset > 0 && offset < text.length && isHigh(text.charCodeAt(offset - 1)) && isLow(text.charCodeAt(offset));
}

export function assertSpanInside(text: string, span: Span, what: string): void {
  const { start, end } = span;
  assert.ok(Number.isInteger(start) && Number.isInteger(end), `${what}: offsets must be integers (${start}..${end})`);
  assert.ok(start >= 0 && start <= end && end <= text.length, `${what}: span ${start}..${end} outside the document (length ${text.length})`);
  assert.ok(!splitsSurrogatePair(text, start) && !splitsSurrogatePair(text, end), `${what}: span ${start}..${end} splits a surrogate pair`);
}

/** Checks every diagnostic of one document; related spans and fix edits are checked against their own documents. */
export function assertDiagnosticsWellFormed(
  uri: string,
  text: string,
  diagnostics: readonly Diagnostic[],
  textOf: (uri: string) => string | undefined = () => undefined,
): void {
  for (const d of diagnostics) {
    const label = `${d.code} "${d.message.slice(0, 80)}"`;
    assert.match(d.code, /^CS\d{4}$/, `${label}: code must be CSnnnn`);
    assert.ok(d.message.length > 0, `${label}: empty message`);
    assert.ok(['error', 'warning', 'information', 'hint'].includes(d.severity), `${label}: severity ${d.severity}`);
    assertSpanInside(text, d.span, label);
    for (const related of d.related ?? []) {
      const other = related.uri === uri ? text : textOf(related.uri);
      if (other !== undefined) assertSpanInside(other, related.span, `${label} related ${related.uri}`);
    }
    for (const fix of d.fixes ?? []) {
      for (const edit of fix.edits) {
        const other = edit.uri === uri ? text : textOf(edit.uri);
        if (other !== undefined) assertSpanInside(other, edit.span, `${label} fix "${fix.title}"`);
      }
    }
  }
}

/**
 * Runs every layer on one text, alone and in a workspace with the default checks, and checks the invariants.
 * `workspaceOnly` skips the separate parse/lower/analyze passes (the workspace runs them anyway) for huge inputs.
 */
export function assertAnalysesCleanly(text: string, uri = 'file:///fuzz/input.card', workspaceOnly = false): Diagnostic[] {
  if (!workspaceOnly) {
    const parsed = parse(text);
    assert.equal(parsed.tree.text, text);
    assertDiagnosticsWellFormed(uri, text, parsed.diagnostics);
    const lowered = lowerFile(uri, parsed.tree);
    assertDiagnosticsWellFormed(uri, text, lowered.diagnostics);
    const document = analyzeDocument(uri, text, 1);
    assertDiagnosticsWellFormed(uri, text, document.localDiagnostics);
  }
  const workspace = new CardWorkspace(DEFAULT_CHECKS);
  workspace.setDocument(uri, text, 1);
  const diagnostics = workspace.diagnosticsFor(uri);
  assertDiagnosticsWellFormed(uri, text, diagnostics);
  return diagnostics;
}

/** Checks every document of a workspace, cross-document related ranges included. */
export function assertWorkspaceCleanly(workspace: CardWorkspace, texts: ReadonlyMap<string, string>): Map<string, Diagnostic[]> {
  const all = new Map<string, Diagnostic[]>();
  for (const [uri, text] of texts) {
    const diagnostics = workspace.diagnosticsFor(uri);
    assertDiagnosticsWellFormed(uri, text, diagnostics, (other) => texts.get(other));
    all.set(uri, diagnostics);
  }
  return all;
}
