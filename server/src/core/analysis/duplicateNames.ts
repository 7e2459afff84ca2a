import type { Diagnostic, RelatedSpan } from '../diagnostics/diagnostic';
import type { CardDeclaration } from '../model/cards';
import { clashingDefinitions } from '../model/namesakes';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { memoByRevision } from '../workspace/revisionMemo';

/** At most this many other copies are listed per CS0107. */
const MAX_RELATED = 20;

/**
 * CS0107: a card name defined twice in the workspace; names must resolve to one card.
 *
 * The cost is linear in the cards and bounded per name, whatever the number of copies (docs/security.md):
 * a file of 100,000 copies of one card must not build 100,000 lists of other copies (2,000,000 related
 * locations, most of them never published past the cap of 1,000 diagnostics per file). Every copy after
 * the first MAX_RELATED + 1 lists the same first MAX_RELATED copies, so those share one list and one
 * message (namesakesOf); only the first copies build their own. A document-wide check, run per document
 * version: its related locations point into other cards, so per-card reuse could not keep them anyway,
 * and as a per-card check it made every copy's other checks run again on every keystroke.
 */
export function checkDuplicateNames(document: AnalyzedDocument, workspace: CheckedWorkspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // The usual workspace has no duplicate at all: an edit then costs no pass over the document's cards.
  const duplicated = duplicatedNames(workspace);
  if (duplicated.size === 0) return diagnostics;
  const shared = new Map<string, Namesakes | null>();
  for (const card of document.file.cards) {
    const name = card.name.value;
    if (!duplicated.has(name)) continue;
    let namesakes = shared.get(name);
    if (namesakes === undefined) shared.set(name, (namesakes = namesakesOf(name, workspace)));
    if (namesakes === null || !namesakes.clashing.has(card)) continue;
    diagnostics.push({
      span: card.name.span,
      severity: 'error',
      code: 'CS0107',
      message: namesakes.message,
      related: namesakes.first.includes(card) ? relatedTo(namesakes.first.filter((other) => other !== card).slice(0, MAX_RELATED)) : namesakes.related,
    });
  }
  return diagnostics;
}

/** The names defined more than once, per workspace; they change only with the declarations (declarationRevision). */
const duplicatedNamesMemo = memoByRevision<CheckedWorkspace, ReadonlySet<string>>();

function duplicatedNames(workspace: CheckedWorkspace): ReadonlySet<string> {
  return duplicatedNamesMemo(workspace, workspace.declarationRevision, namesDefinedTwice);
}

function namesDefinedTwice(workspace: CheckedWorkspace): ReadonlySet<string> {
  const names = new Set<string>();
  for (const name of workspace.allCardNames())
    if (workspace.definitionsOf(name).length > 1 && clashingDefinitions(workspace.definitionsOf(name)).length > 0) names.add(name);
  return names;
}

interface Namesakes {
  readonly message: string;
  /** The first MAX_RELATED + 1 definitions: a card among them lists the others. */
  readonly first: readonly CardDeclaration[];
  /** What every later copy lists: the first MAX_RELATED definitions (one frozen list for all of them). */
  readonly related: readonly RelatedSpan[];
  readonly clashing: ReadonlySet<CardDeclaration>;
}

/** What the copies of one name share, or null when the name is defined once. */
function namesakesOf(name: string, workspace: CheckedWorkspace): Namesakes | null {
  // A version (`alias`) or a Token of a name shares it rightly (model/namesakes.ts): only the others clash.
  const definitions = clashingDefinitions(workspace.definitionsOf(name));
  if (definitions.length < 2) return null;
  return {
    message: `The card name "${name}" is defined ${definitions.length} times in the workspace; card names must be unique.`,
    first: definitions.slice(0, MAX_RELATED + 1),
    related: Object.freeze(relatedTo(definitions.slice(0, MAX_RELATED))),
    clashing: new Set(definitions),
  };
}

function relatedTo(others: readonly CardDeclaration[]): RelatedSpan[] {
  return others.map((other) => ({ uri: other.uri, span: other.name.span, message: `"${other.name.value}" is also defined here.` }));
}
