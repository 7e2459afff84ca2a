/**
 * Helpers for the end-to-end suite (runs inside the VS Code extension host).
 *
 * Everything waits by polling against a deadline: no fixed sleeps. A timed-out wait fails with a
 * message naming what was awaited and the last value seen, so a red CI log says what went wrong.
 */
import * as path from 'path';
import * as vscode from 'vscode';
import { waitFor as pollUntil } from '../helpers/waitFor';

export const EXTENSION_ID = 'cardscript.cardscript';
export const LANGUAGE_ID = 'cardscript';

/** Default deadline for waits (ms). The language server may need a moment to start. */
export const DEFAULT_TIMEOUT_MS = 20_000;
const POLL_INTERVAL_MS = 50;

function describeValue(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 500 ? `${text.slice(0, 500)}...` : text;
  } catch {
    return String(value);
  }
}

/**
 * Polls `predicate` until it returns a truthy value (which is returned) or the deadline passes
 * (test/helpers/waitFor.ts). Exceptions thrown by the predicate count as "not yet"; the last value seen
 * is reported on timeout.
 */
export async function waitFor<T>(predicate: () => T | Promise<T>, description: string, timeoutMs: number = DEFAULT_TIMEOUT_MS): Promise<NonNullable<T>> {
  let last: unknown;
  try {
    return await pollUntil(
      async () => {
        const value = await predicate();
        last = value;
        return value ? (value as NonNullable<T>) : undefined;
      },
      description,
      timeoutMs,
      POLL_INTERVAL_MS,
    );
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (last value: ${describeValue(last)})`);
  }
}

/** The code of a diagnostic as a string (a code may be a number or `{ value, target }`). */
export function codeOf(diagnostic: vscode.Diagnostic): string | undefined {
  const code = diagnostic.code;
  if (code === undefined) return undefined;
  return typeof code === 'object' ? String(code.value) : String(code);
}

/** Root of the fixture workspace the runners open (test/e2e/fixtures/workspace or a copy of it). */
export function fixtureRoot(): vscode.Uri {
  const folders = vscode.workspace.workspaceFolders;
  if (folders && folders.length > 0) {
    return folders[0].uri;
  }
  // Opened without a folder: fall back to the source tree (out/test/e2e -> test/e2e/fixtures/workspace).
  return vscode.Uri.file(path.resolve(__dirname, '..', '..', '..', 'test', 'e2e', 'fixtures', 'workspace'));
}

/** URI of a file in the fixture workspace, e.g. `fixtureUri('broken.card')`. */
export function fixtureUri(relativePath: string): vscode.Uri {
  return vscode.Uri.joinPath(fixtureRoot(), ...relativePath.split('/'));
}

/** Opens a document from the fixture workspace and shows it in an editor. */
export async function openFixture(relativePath: string): Promise<{ document: vscode.TextDocument; editor: vscode.TextEditor }> {
  const document = await vscode.workspace.openTextDocument(fixtureUri(relativePath));
  const editor = await vscode.window.showTextDocument(document, { preview: false });
  return { document, editor };
}

/** The CardScript extension; fails when it is not installed in this VS Code. */
export function getExtension(): vscode.Extension<unknown> {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  if (!extension) {
    const ids = vscode.extensions.all.map((e) => e.id).filter((id) => !id.startsWith('vscode.'));
    throw new Error(`extension ${EXTENSION_ID} is not installed (non-builtin extensions: ${ids.join(', ') || 'none'})`);
  }
  return extension;
}

/** Waits until the extension has activated by itself (does not call `activate()`). */
export async function waitForActivation(timeoutMs: number = DEFAULT_TIMEOUT_MS): Promise<vscode.Extension<unknown>> {
  const extension = getExtension();
  await waitFor(() => extension.isActive, `extension ${EXTENSION_ID} to activate`, timeoutMs);
  return extension;
}

/**
 * Waits until the diagnostics of `uri` satisfy `predicate` (default: at least one diagnostic) and
 * returns them.
 */
export async function waitForDiagnostics(
  uri: vscode.Uri,
  predicate: (diagnostics: readonly vscode.Diagnostic[]) => boolean = (d) => d.length > 0,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<vscode.Diagnostic[]> {
  let seen: vscode.Diagnostic[] = [];
  try {
    return await waitFor(
      () => {
        seen = vscode.languages.getDiagnostics(uri);
        return predicate(seen) ? seen : undefined;
      },
      `diagnostics of ${path.posix.basename(uri.path)} to match`,
      timeoutMs,
    );
  } catch (err) {
    const shown = seen.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
    throw new Error(`${err instanceof Error ? err.message : String(err)}; diagnostics seen: ${describeValue(shown)}`);
  }
}

/** Position of the first occurrence of `needle` in the document (0-based line/character). */
export function positionOf(document: vscode.TextDocument, needle: string, occurrence = 0): vscode.Position {
  const text = document.getText();
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) {
      throw new Error(`"${needle}" (occurrence ${occurrence}) not found in ${document.uri.fsPath}`);
    }
  }
  return document.positionAt(index);
}
