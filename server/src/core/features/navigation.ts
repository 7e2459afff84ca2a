import { type NameReference, nameReferenceAt, nameReferences } from '../analysis/nameReferences';
import type { TextEdit } from '../diagnostics/diagnostic';
import type { CardDeclaration } from '../model/cards';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';

/** A place in some document of the workspace (offsets of that document). */
export interface NavigationTarget {
  readonly uri: string;
  /** The name between the quotes. */
  readonly span: Span;
  /** Definitions only: the whole declaration, for peek views (LSP LocationLink.targetRange). */
  readonly declarationSpan?: Span;
}

export type PrepareRenameResult = { readonly span: Span; readonly placeholder: string } | { readonly error: string };
export type RenameResult = { readonly edits: readonly TextEdit[] } | { readonly error: string };

/**
 * Go to definition on a card name (a reference or the declaration itself): every declaration of
 * that name in the workspace (several when the name is duplicated), else the bundled library's card.
 */
export function definitionAt(document: AnalyzedDocument, offset: number, workspace: CardWorkspace): NavigationTarget[] {
  const reference = nameReferenceAt(document, offset);
  if (!reference) return [];
  const definitions = workspace.definitionsOf(reference.name);
  if (definitions.length > 0) return definitions.map(targetOf);
  // A declaration in a document the workspace does not hold (yet) still points at itself.
  if (reference.isDeclaration) return [{ uri: document.uri, span: reference.innerSpan }];
  const library = workspace.resolve(reference.name);
  return library ? [targetOf(library)] : [];
}

/** Find references: every use of the name under the cursor in every document of the workspace. */
export function referencesAt(document: AnalyzedDocument, offset: number, workspace: CardWorkspace, includeDeclaration: boolean): NavigationTarget[] {
  const reference = nameReferenceAt(document, offset);
  if (!reference) return [];
  const targets: NavigationTarget[] = [];
  for (const each of documentsWith(document, workspace)) {
    for (const other of nameReferences(each)) {
      if (other.name !== reference.name) continue;
      if (other.isDeclaration && !includeDeclaration) continue;
      targets.push({ uri: each.uri, span: other.innerSpan });
    }
  }
  return targets;
}

/** Checks that the cursor is on a renameable card name and offers the current name. */
export function prepareRename(document: AnalyzedDocument, offset: number, workspace: CardWorkspace): PrepareRenameResult {
  const found = renameTarget(document, offset, workspace);
  if ('error' in found) return found;
  return { span: found.reference.innerSpan, placeholder: found.reference.name };
}

/**
 * Renames a card: its declaration(s) and every reference in every document of the workspace.
 * The new name is written exactly as given, so names that would need escaping are refused rather
 * than silently changed.
 */
export function renameAt(document: AnalyzedDocument, offset: number, newName: string, workspace: CardWorkspace): RenameResult {
  const found = renameTarget(document, offset, workspace);
  if ('error' in found) return found;
  const oldName = found.reference.name;
  if (newName === oldName) return { edits: [] };
  const problem = newNameProblem(newName, workspace);
  if (problem) return { error: problem };
  const edits: TextEdit[] = [];
  for (const each of documentsWith(document, workspace)) {
    for (const reference of nameReferences(each)) {
      if (reference.name === oldName) edits.push({ uri: each.uri, span: reference.innerSpan, newText: newName });
    }
  }
  return { edits };
}

function renameTarget(
  document: AnalyzedDocument,
  offset: number,
  workspace: CardWorkspace,
): { readonly reference: NameReference } | { readonly error: string } {
  const reference = nameReferenceAt(document, offset);
  if (!reference) return { error: 'Rename works on a card name: place the cursor on a quoted card name.' };
  const declared = reference.isDeclaration || workspace.definitionsOf(reference.name).length > 0;
  if (!declared) {
    const library = workspace.resolve(reference.name);
    if (library) return { error: `"${reference.name}" is a card of the ${workspace.libraryOf(library) ?? 'bundled library'}; it cannot be renamed here.` };
    return { error: `No card named "${reference.name}" is declared in the workspace.` };
  }
  return { reference };
}

/** Why a new card name cannot be used, or undefined when it can. */
export function newNameProblem(newName: string, workspace: CardWorkspace): string | undefined {
  if (newName.trim().length === 0) return 'A card name cannot be empty.';
  if (newName.includes('"')) return 'A card name cannot contain a double quote (").';
  if (newName.includes('\\')) return 'A card name cannot contain a backslash (\\): it would be read as an escape.';
  if (/[\r\n\u2028\u2029]/.test(newName)) return 'A card name cannot contain a line break.';
  const existing = workspace.definitionsOf(newName)[0] ?? workspace.resolve(newName);
  if (existing) return `A card named "${newName}" already exists.`;
  return undefined;
}

function targetOf(card: CardDeclaration): NavigationTarget {
  return { uri: card.uri, span: card.nameInnerSpan, declarationSpan: card.span };
}

/** The workspace's documents, with the given one standing in for its own uri (it may be newer). */
function documentsWith(document: AnalyzedDocument, workspace: CardWorkspace): AnalyzedDocument[] {
  let found = false;
  const documents = workspace.documents().map((each) => {
    if (each.uri !== document.uri) return each;
    found = true;
    return document;
  });
  if (!found) documents.push(document);
  return documents;
}
